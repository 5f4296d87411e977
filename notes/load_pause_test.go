package notes_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestWithPauseEqualsWith: building the new store in steps, with pauses
// between them, gives the store With builds without pauses, and pauses at
// least once per release of the result.
func TestWithPauseEqualsWith(t *testing.T) {
	s := shipped(t)
	files, _ := filepath.Glob("../embed/data/changelog/CHANGELOG-*.md")
	var added []parser.Release
	for range 2 { // every version twice: merging lends labels too
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rels, err := changelog.Parse(b, filepath.Base(f))
			if err != nil {
				t.Fatal(err)
			}
			added = append(added, rels...)
		}
	}
	want, wantReplaced, err := s.With(added, nil)
	if err != nil {
		t.Fatal(err)
	}
	pauses := 0
	got, replaced, err := s.With(added, func() { pauses++ })
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(replaced, wantReplaced) {
		t.Errorf("replaced %v, With replaced %v", replaced, wantReplaced)
	}
	if !reflect.DeepEqual(got.Releases(), want.Releases()) || got.Len() != want.Len() {
		t.Fatal("With built a different store with pauses than without")
	}
	for id := range got.Len() {
		if !reflect.DeepEqual(got.Note(id), want.Note(id)) {
			t.Fatalf("note %d differs", id)
		}
	}
	if !reflect.DeepEqual(got.SIGs(), want.SIGs()) || !reflect.DeepEqual(got.Areas(), want.Areas()) {
		t.Error("labels differ")
	}
	if pauses < 2*len(got.Releases()) {
		t.Errorf("%d pauses for %d releases", pauses, len(got.Releases()))
	}
}

// TestPrepareSearchPause: the index built with pauses finds what the one
// built at once finds.
func TestPrepareSearchPause(t *testing.T) {
	rels := shipped(t).Releases()
	a, b := notes.NewStore(rels), notes.NewStore(rels)
	pauses := 0
	a.PrepareSearch(func() { pauses++ })
	b.PrepareSearch(nil)
	if pauses < a.Len()/64 {
		t.Errorf("%d pauses for %d notes", pauses, a.Len())
	}
	for _, q := range []string{"kubelet pod", "sig-node", "PodSecurity", "12345"} {
		ra, rb := a.Query(notes.State{Query: q}), b.Query(notes.State{Query: q})
		if !reflect.DeepEqual(ra.IDs, rb.IDs) {
			t.Errorf("%q: %d results with pauses, %d without", q, len(ra.IDs), len(rb.IDs))
		}
	}
	for id := range a.Len() {
		if a.Text(id) != b.Text(id) {
			t.Fatalf("note %d: text differs", id)
		}
	}
}
