package changelog_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestJSONRefusalsAreOneSentence: a release-notes JSON file opened alone
// and refused is said in one sentence naming the file, in English and in
// Japanese, the same after crossing from the parse module to the page's
// (parser.Refused, parser.Refusal); a name that gives no release says how
// to name the file, and a file with no note to publish says why, not
// which markdown headings are missing.
func TestJSONRefusalsAreOneSentence(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       error
		says       string
	}{
		{"notes.json", `{"1":{"markdown":"x"}}`, parser.ErrNoVersion, "release-notes-1.NN.json"},
		{"release-notes-1.30 (1).json", `{"1":{"markdown":"x","do_not_publish":true}}`, parser.ErrNoNotes, "do_not_publish"},
		{"release-notes-1.30.json", `{"1":{"sigs":"node"}}`, parser.ErrLabels, `"sigs" has a string where a list of strings belongs`},
		// Beside the embedded 1.30 markdown a JSON file is labels; alone
		// (1.50) it is notes: both say what is wrong in the file's terms,
		// never the Go type it was decoded into.
		{"release-notes-1.30.json", `[1, 2]`, parser.ErrLabels, "the file is not a JSON object"},
		{"release-notes-1.50.json", `{"1":{"markdown":"x","pr_number":"7"}}`, parser.ErrLabels, `"pr_number" has a string where a whole number belongs`},
		{"release-notes-1.50.json", `{"1":5}`, parser.ErrLabels, "an entry has a number where an object belongs"},
	} {
		_, err := changelog.Parse([]byte(c.body), c.name)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
			continue
		}
		crossed := parser.Refusal(parser.Refused(err))
		for _, l := range []i18n.Lang{i18n.EN, i18n.JA} {
			msg := notes.ErrorMsg(err).In(l)
			if again := notes.ErrorMsg(crossed).In(l); again != msg {
				t.Errorf("%s: after crossing %q, before %q", c.name, again, msg)
			}
			if !strings.HasPrefix(msg, c.name+": ") || !strings.Contains(msg, c.says) || strings.Contains(msg, "changelog.") || strings.Contains(msg, "Go ") || strings.Contains(msg, ". ") || strings.Contains(msg, "。") || strings.Contains(msg, "\n") {
				t.Errorf("%s (%s): %q; want one sentence naming the file and saying %q", c.name, l, msg, c.says)
			}
		}
	}
}
