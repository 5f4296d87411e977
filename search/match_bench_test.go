package search_test

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// BenchmarkShippedMatch is a search of all releases over the shipped notes
// as the page runs it per keystroke (notes.Store.Match: the search, one
// card per change, the marks), for a first letter, whose thousands of
// hits past the ranked ones have no marks, and for longer queries.
func BenchmarkShippedMatch(b *testing.B) {
	s := shippedStore(b)
	for _, q := range []string{"k", "c", "kubelet", "deleted service account tokens"} {
		b.Run(q, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s.Match(notes.State{Query: "x"}) // another query between, as when typing
				s.Match(notes.State{Query: q})
			}
		})
	}
}

// A first letter's search keeps the marks of its ranked notes and none
// past them, filtered or not, and the ranked notes are marked alike in
// both (foundMarks stops at the last marked note; a filter reads past it).
func TestOneLetterMarksStopAfterTheRanked(t *testing.T) {
	s := shippedStore(t)
	all := s.Match(notes.State{Query: "k"})
	node := s.Match(notes.State{Query: "k", Filters: notes.Filters{"sig": {"node"}}})
	for _, res := range []*notes.Result{all, node} {
		if res.Total() < 500 {
			t.Fatalf("%q: %d notes, want hundreds", res.State.Query, res.Total())
		}
		if len(res.MarksAt(0)) == 0 {
			t.Errorf("sig %v: the first note has no marks", res.State.Filters)
		}
		if m := res.MarksAt(res.Total() - 1); m != nil {
			t.Errorf("sig %v: the last of %d notes has marks %v, want none past the ranked", res.State.Filters, res.Total(), m)
		}
	}
	at := map[int]int{}
	for i, id := range all.IDs {
		at[id] = i
	}
	for i, id := range node.IDs {
		if got, want := len(node.MarksAt(i)), len(all.MarksAt(at[id])); got != want {
			t.Fatalf("note %d: %d marks under sig node, %d in all notes", id, got, want)
		}
	}
}
