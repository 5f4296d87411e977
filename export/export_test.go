package export_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/export"
	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestFormatsDecideTheComparisonOnce: each format writes a comparison in
// its diff form and one release in its plain form, from the result alone.
func TestFormatsDecideTheComparisonOnce(t *testing.T) {
	s := shippednotes.Store(t)
	one := s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": {"cluster-lifecycle"}}})
	cmp := s.Query(notes.State{From: "v1.29.0", To: "v1.30.0", Filters: notes.Filters{"sig": {"cluster-lifecycle"}}})
	for _, c := range []struct {
		format         string
		one, cmp       string // what each output starts with or holds
		oneNot, cmpNot string
	}{
		{"json", `"total": 27`, `"dependencies"`, `"dependencies"`, ""},
		{"markdown", "# Kubernetes v1.30.0: SIG Cluster Lifecycle\n\n27 notes.", "## Dependencies", "## Dependencies", ""},
		{"text", "Kubernetes v1.30.0: SIG Cluster Lifecycle — 27 notes\n", "\n== Dependencies\n", "== Dependencies", ""},
	} {
		f := export.Lookup(c.format)
		if f == nil {
			t.Fatalf("no format %q", c.format)
		}
		a, err := f.String(s, one)
		if err != nil || !strings.Contains(a, c.one) || strings.Contains(a, c.oneNot) {
			t.Errorf("%s of one release (%v):\n%.300s", c.format, err, a)
		}
		b, err := f.String(s, cmp)
		if err != nil || !strings.Contains(b, c.cmp) {
			t.Errorf("%s of a comparison (%v):\n%.300s", c.format, err, b)
		}
	}
	if got := export.Names(); got != "json, markdown, text or writeup" {
		t.Errorf("Names() = %q", got)
	}
	// The write-up is titled in the state's language, cites with links
	// and has no count line (the title words are the issue's, not the
	// program's).
	w := export.Lookup("writeup")
	for lang, title := range map[string]string{"": "# Kubernetes 1.30: SIG Cluster Lifecycle changes\n", "ja": "# Kubernetes 1.30: SIG Cluster Lifecycle の変更内容\n"} {
		st := one.State
		st.Lang = lang
		text, err := w.String(s, s.Query(st))
		if err != nil || !strings.HasPrefix(text, title) || strings.Contains(text, "27 notes") ||
			!strings.Contains(text, "([#122530](https://github.com/kubernetes/kubernetes/pull/122530), [@neolit123](https://github.com/neolit123))") {
			t.Errorf("write-up in %q (%v):\n%.300s", lang, err, text)
		}
	}
	if w == nil || !w.Page || w.Ext != ".md" {
		t.Error("the page offers the write-up as a Markdown file")
	}
	if export.Default.Name != "markdown" || !export.Default.Page || export.Lookup("text").Page {
		t.Error("the page shows Markdown first and offers no plain text")
	}
}

// TestTextSaysTheSIGs: a minor release's notes carry no SIG trailer
// upstream (their labels come from its JSON); -o text still says them.
func TestTextSaysTheSIGs(t *testing.T) {
	s := shippednotes.Store(t)
	text, err := export.Lookup("text").String(s, s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": {"cluster-lifecycle"}}}))
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.SplitSeq(text, "\n") {
		if strings.Contains(line, "#122530") && !strings.Contains(line, "[sig/cluster-lifecycle]") {
			t.Errorf("the note of #122530 says no SIG: %q", line)
		}
	}
	if !strings.Contains(text, "#122530") {
		t.Error("v1.30.0 × SIG Cluster Lifecycle lacks #122530")
	}
}
