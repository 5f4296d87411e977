package view

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestExportedIsTheEngineExport holds the dialog's text to the engine's
// exports, which the command line prints: never a second rendering.
func TestExportedIsTheEngineExport(t *testing.T) {
	s := compareStore()
	for _, frag := range []string{
		"version=v1.30.0&sig=node",
		"",
		"q=kubelet",
		"from=v1.29.0&to=v1.30.1&kind=Bug+or+Regression",
		"from=v1.30.1&to=v1.29.0", // a bad range shows, and exports, all releases
	} {
		st, _ := notes.ParseFragment(frag)
		res := s.Query(st)
		md, err := Exported(s, res, "markdown")
		if err != nil {
			t.Fatal(err)
		}
		js, err := Exported(s, res, "json")
		if err != nil {
			t.Fatal(err)
		}
		wantMD := s.Markdown(res)
		wantJSON, _ := s.JSON(res)
		if c := res.Comparison; c != nil {
			wantMD = s.DiffMarkdown(res, c)
			wantJSON, _ = s.DiffJSON(res, c)
		}
		if md.Text != wantMD {
			t.Errorf("%s: Markdown export differs from the engine's:\n%s\nwant\n%s", frag, md.Text, wantMD)
		}
		if js.Text != string(wantJSON)+"\n" {
			t.Errorf("%s: JSON export is not the engine's plus the command line's newline:\n%s", frag, js.Text)
		}
		if !strings.HasSuffix(md.FileName, ".md") || !strings.HasSuffix(js.FileName, ".json") || strings.TrimSuffix(md.FileName, ".md") != strings.TrimSuffix(js.FileName, ".json") {
			t.Errorf("%s: file names %q and %q", frag, md.FileName, js.FileName)
		}
	}
}

func TestExportFileNames(t *testing.T) {
	for frag, want := range map[string]string{
		"version=v1.30.0&sig=cluster-lifecycle": "kubechangelog-v1.30.0-cluster-lifecycle",
		"":                                      "kubechangelog-all-releases",
		"from=v1.27.4&to=v1.30.2&sig=node&kind=Bug+or+Regression":    "kubechangelog-v1.27.4-v1.30.2-node-bug-or-regression",
		"version=v1.30.0&area=kubeadm&action=1&q=kubeadm+reset%2F..": "kubechangelog-v1.30.0-kubeadm-action-required-q-kubeadm-reset",
		"q=" + strings.Repeat("x", 300):                              "kubechangelog-all-releases-q-" + strings.Repeat("x", maxStem-len("all-releases-q-")),
	} {
		st, _ := notes.ParseFragment(frag)
		if got := "kubechangelog-" + fileStem(st); got != want {
			t.Errorf("%q: file name %q, want %q", frag, got, want)
		}
	}
}

func TestCommand(t *testing.T) {
	for frag, want := range map[string]string{
		"version=v1.30.0&sig=cluster-lifecycle": "kubechangelog query --version v1.30.0 --sig cluster-lifecycle -o markdown",
		"":                                      "kubechangelog query -o markdown",
		"from=v1.27.4&to=v1.30.2&sig=node&kind=Bug+or+Regression": "kubechangelog diff --from v1.27.4 --to v1.30.2 --sig node --kind 'Bug or Regression' -o markdown",
		"area=kubeadm&action=1&q=it%27s+kubeadm+reset":            `kubechangelog query --area kubeadm --action -q 'it'\''s kubeadm reset' -o markdown`,
	} {
		st, _ := notes.ParseFragment(frag)
		if got := Command(st, "markdown"); got != want {
			t.Errorf("%q: command\n%s\nwant\n%s", frag, got, want)
		}
	}
	st, _ := notes.ParseFragment("version=v1.30.0")
	if got := Command(st, "json"); got != "kubechangelog query --version v1.30.0 -o json" {
		t.Errorf("JSON command %s", got)
	}
}

// TestFormatsSpeakThePageLanguage: the dialog's "Write-up" choice read
// "Write-up" in the Japanese page, the one English word left in its
// controls; the names JSON and Markdown stay as they are.
func TestFormatsSpeakThePageLanguage(t *testing.T) {
	for _, c := range []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.EN, []string{`value="writeup"> <span data-i18n="Write-up">Write-up</span>`, `>JSON</span>`, `>Markdown</span>`}},
		{i18n.JA, []string{`value="writeup"> <span data-i18n="Write-up">まとめ</span>`, `>JSON</span>`, `>Markdown</span>`}},
	} {
		got := FormatsHTML(c.lang)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the formats %s lack %s", c.lang, got, w)
			}
		}
	}
}

// TestPreviewCutsAtALine: a long text is cut after its last whole line
// within the limit, a text of one long line where a character starts, a
// short one kept whole.
func TestPreviewCutsAtALine(t *testing.T) {
	if got, cut := Preview("a\nb\n", 10); got != "a\nb\n" || cut {
		t.Errorf("a short text: %q, cut %v", got, cut)
	}
	if got, cut := Preview("line one\nline two\n", 12); got != "line one\n" || !cut {
		t.Errorf("cut at a line: %q, cut %v", got, cut)
	}
	got, cut := Preview(strings.Repeat("é", 10), 5)
	if !cut || !utf8.ValidString(got) || got != "éé" {
		t.Errorf("one long line: %q, cut %v", got, cut)
	}
	if Lines("a\nb") != 2 || Lines("a\nb\n") != 2 || Lines("") != 0 {
		t.Error("Lines miscounts")
	}
}
