package notes

import (
	"github.com/kubechangelog/kubechangelog/parser/changelog"
	"os"
	"strings"
	"testing"
)

// TestChangelogSectionWins: a release in both a CHANGELOG and its minor's
// release-notes file keeps the CHANGELOG's section, even when the notes
// file holds more notes. CHANGELOG-1.15.md prints the v1.15.0 notes below
// "# v1.15.0" (with the notes' own title as a second level-1 heading); the
// stand-in here is the start of the shipped release-notes-1.15.md below
// that heading.
func TestChangelogSectionWins(t *testing.T) {
	full, err := os.ReadFile("../embed/data/release-notes/release-notes-1.15.md")
	if err != nil {
		t.Fatal(err)
	}
	cut := strings.Index(string(full), "\n## Deprecations and Removals")
	if cut < 0 {
		t.Fatal("release-notes-1.15.md has no Deprecations and Removals section")
	}
	md := "# v1.15.0\n\n[Documentation](https://docs.k8s.io)\n\n## Downloads for v1.15.0\n\n" + string(full[:cut])
	rels, err := changelog.ParseFiles([]changelog.File{
		{Name: "release-notes-1.15.md", Data: full},
		{Name: "CHANGELOG-1.15.md", Data: []byte(md)},
	})
	if err != nil {
		t.Fatal(err)
	}
	fromNotes, fromChangelog := 0, 0
	for _, r := range rels {
		switch r.Source {
		case "release-notes-1.15.md":
			fromNotes = len(r.Notes)
		case "CHANGELOG-1.15.md":
			fromChangelog = len(r.Notes)
		}
	}
	if fromChangelog == 0 || fromChangelog >= fromNotes {
		t.Fatalf("the excerpt should hold fewer notes than the whole file: %d vs %d", fromChangelog, fromNotes)
	}
	merged := Merge(rels)
	if len(merged) != 1 {
		t.Fatalf("merged into %d releases, want 1", len(merged))
	}
	r := merged[0]
	if r.Version != "v1.15.0" || r.Source != "CHANGELOG-1.15.md" || len(r.Notes) != fromChangelog {
		t.Errorf("v1.15.0 from %s with %d notes (version %s), want the CHANGELOG's %d", r.Source, len(r.Notes), r.Version, fromChangelog)
	}
	if r.Previous != "v1.14.0" {
		t.Errorf("v1.15.0 previous %q, want v1.14.0", r.Previous)
	}
}
