package export_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/export"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestFormatsDecideTheComparisonOnce: each format writes a comparison in
// its diff form and one release in its plain form, from the result alone.
func TestFormatsDecideTheComparisonOnce(t *testing.T) {
	rels, err := embed.Releases()
	if err != nil {
		t.Fatal(err)
	}
	s := notes.NewStore(rels)
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
	if got := export.Names(); got != "json, markdown or text" {
		t.Errorf("Names() = %q", got)
	}
	if export.Default.Name != "markdown" || !export.Default.Page || export.Lookup("text").Page {
		t.Error("the page shows Markdown first and offers no plain text")
	}
}
