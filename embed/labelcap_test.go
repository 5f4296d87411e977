package embed

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// TestShippedNotesAreNotCut: parser.MaxNoteLabels leaves every shipped
// note its labels, with room to spare (a third of the cap: the most a
// shipped note names is 19 SIGs, a tree-wide change).
func TestShippedNotesAreNotCut(t *testing.T) {
	rels, err := Releases()
	if err != nil {
		t.Fatal(err)
	}
	most := 0
	for _, r := range rels {
		if r.LabelsCut != 0 {
			t.Errorf("%s: %d notes had their labels cut", r.Version, r.LabelsCut)
		}
		for _, n := range r.Notes {
			most = max(most, len(n.SIGs), len(n.Areas))
		}
	}
	if most > parser.MaxNoteLabels/3 {
		t.Errorf("a shipped note names %d SIGs or areas; the cap, %d, leaves too little room", most, parser.MaxNoteLabels)
	}
}
