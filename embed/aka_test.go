package embed

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestAkaCoversTheShippedNotes: every line of aka.tsv is the other words
// of a shipped note, and nearly every note has some (the notes that have
// none are a few words long, or already say every word a reader gave). A
// note whose text changed upstream gets a new key: its old line is
// flagged here, and its new text has no other words until they are
// written.
func TestAkaCoversTheShippedNotes(t *testing.T) {
	rels, err := Releases()
	if err != nil {
		t.Fatal(err)
	}
	aka, err := Aka()
	if err != nil {
		t.Fatal(err)
	}
	shipped := map[uint64]bool{}
	notesWith, all := 0, 0
	for _, r := range rels {
		for _, n := range r.Notes {
			k := notes.AkaKey(n.Markdown)
			shipped[k] = true
			all++
			if aka[k] != "" {
				notesWith++
			}
		}
	}
	for k := range aka {
		if !shipped[k] {
			t.Errorf("aka.tsv: %016x is no shipped note's key", k)
		}
	}
	if share := float64(notesWith) / float64(all); share < 0.98 {
		t.Errorf("%d of %d notes have other words (%.1f%%), want 98%%", notesWith, all, 100*share)
	}
}
