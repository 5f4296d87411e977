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

// TestJSONLongKeyRefusedUnread: a release-notes JSON file whose key is 10
// MB (browsertest's TestHostile10ClassesNeverJamThePage) is refused in one
// sentence after reading its first chunks, not decoded whole in one step
// that cannot pause (0.33 s natively, 2 s in the page); an entry of 768
// KB, which is still read, is read with pauses, and one of 1.5 MB is
// refused in one sentence.
func TestJSONLongKeyRefusedUnread(t *testing.T) {
	for _, n := range []int{10 << 20, 3 << 20} {
		body := []byte(`{"` + strings.Repeat("k", n) + `":{}}`)
		read := 0
		_, err := changelog.Parse(body, "release-notes-1.98.json", changelog.WithProgress(func(done, _ int) { read = done }))
		if !errors.Is(err, parser.ErrLabels) {
			t.Fatalf("a key of %d MB: %v, want a refusal", n>>20, err)
		}
		msg := notes.ErrorMsg(err).In(i18n.EN)
		if !strings.HasPrefix(msg, "release-notes-1.98.json: ") || !strings.Contains(msg, "a key is longer than 1 KB") || strings.Contains(msg, ". ") {
			t.Errorf("a key of %d MB: %q, want one sentence saying the key is too long", n>>20, msg)
		}
		if read > 256<<10 {
			t.Errorf("a key of %d MB: %d KB read before the refusal, want at most 256 KB", n>>20, read>>10)
		}
	}
	note := strings.Repeat("x", 3<<18)
	pauses := 0
	rels, err := changelog.Parse([]byte(`{"1":{"pr_number":1,"markdown":"`+note+`"}}`), "release-notes-1.98.json", changelog.WithPause(func() { pauses++ }))
	if err != nil || len(rels) != 1 || len(rels[0].Notes) != 1 || len(rels[0].Notes[0].Markdown) != len(note) {
		t.Fatalf("a note of 768 KB: %v", err)
	}
	if pauses < 8 {
		t.Errorf("a note of 768 KB was read with %d pauses, want one every 64 KiB", pauses)
	}
	if _, err := changelog.Parse([]byte(`{"1":{"pr_number":1,"markdown":"`+strings.Repeat("x", 3<<19)+`"}}`), "release-notes-1.98.json"); err == nil || notes.ErrorMsg(err).In(i18n.EN) != "release-notes-1.98.json: not a release-notes JSON map keyed by PR number: an entry is longer than 1 MB" {
		t.Errorf("a note of 1.5 MB: %v, want a refusal saying the entry is too long", err)
	}
}
