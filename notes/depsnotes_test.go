package notes_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestDepsSectionOfOldReleases: releases before the Go module lists of
// 1.16 (and 1.18, 1.37) give their dependency changes as notes of the kind
// Dependency; a comparison's dependency section must not say nothing
// changed when no release on the way lists modules, and must say where the
// dependency changes are. Each range is checked against what the data
// holds: which releases list modules, and which have Dependency notes.
func TestDepsSectionOfOldReleases(t *testing.T) {
	s := shipped(t)
	lists := func(v string) bool {
		r, _ := s.Release(v)
		d := r.Dependencies
		return len(d.Added)+len(d.Changed)+len(d.Removed) > 0
	}
	depNotes := func(v string) int {
		n := 0
		for _, id := range notesOf(s, v) {
			if s.Note(id).Kind == "Dependency" {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		from, to string
		// asNotes name the releases whose dependency notes the section
		// points to; "" when every release on the way lists modules.
		asNotes string
		moved   bool // some module is listed as moved
	}{
		{"v1.12.0", "v1.13.0", "v1.13.0", false},
		{"v1.10.0", "v1.13.0", "v1.12.0, v1.13.0", false},
		{"v1.17.0", "v1.19.0", "v1.18.0", true}, // a range that mixes both
		{"v1.15.0", "v1.17.0", "", true},
	} {
		for _, v := range strings.Split(c.asNotes, ", ") {
			if v != "" && (lists(v) || depNotes(v) == 0) {
				t.Fatalf("%s lists modules or has no Dependency notes; the case is wrong", v)
			}
		}
		r := s.Query(notes.State{From: c.from, To: c.to})
		md := s.DiffMarkdown(r, r.Comparison)
		sec := md[strings.LastIndex(md, "\n## Dependencies\n"):]
		want := "The notes of " + c.asNotes + " list no Go module changes; their dependency changes are the notes of the kind Dependency.\n"
		switch {
		case c.asNotes != "" && !strings.HasSuffix(sec, want):
			t.Errorf("%s → %s: the dependency section does not end %q:\n%s", c.from, c.to, want, sec)
		case c.asNotes == "" && strings.Contains(sec, "list no Go module changes"):
			t.Errorf("%s → %s: every release on the way lists modules, yet:\n%s", c.from, c.to, sec)
		}
		if strings.Contains(sec, "No Go module changed") || strings.Contains(sec, "Nothing has changed") {
			t.Errorf("%s → %s: a range whose releases list no modules says nothing changed:\n%s", c.from, c.to, sec)
		}
		if moved := strings.Contains(sec, "\n- "); moved != c.moved {
			t.Errorf("%s → %s: modules listed: %v, want %v:\n%.400s", c.from, c.to, moved, c.moved, sec)
		}
		if c.asNotes != "" && !strings.Contains(md, "\n### Dependency\n") {
			t.Errorf("%s → %s: the sentence points to Dependency notes the document lacks", c.from, c.to)
		}
	}
	// A patch range of a line that lists its modules, where none moved.
	r := s.Query(notes.State{From: "v1.30.0", To: "v1.30.3"})
	if unchanged, gaps := r.Comparison.DepsNotes(); !unchanged || len(gaps) > 0 {
		t.Errorf("v1.30.0 → v1.30.3: unchanged %v, %v; want unchanged and no gap", unchanged, gaps)
	}
}
