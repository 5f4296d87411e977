package search_test

import (
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestRulesOnShippedNotes pins, on the notes as the page and the command
// line search them, the rules whose notes are in the older layouts that
// the search package's own corpus (bullets written "- ") leaves out.
func TestRulesOnShippedNotes(t *testing.T) {
	s := shippedStore(t)
	for _, tt := range []struct {
		query string
		pr    int
		why   string
	}{
		// "stop" and "no longer" say the same of a change.
		{"nodecontroller stops force deleting pods", 35235, `the note says "no longer force-deletes pods"`},
		// A flag typed for the words a note writes apart.
		{"etcd quota-backend-bytes gce", 59259, `the note says "configurable etcd quota backend bytes in GCE"`},
		// Cloud services by their abbreviations.
		{"aws nlb support", 53400, `the note says "Added Amazon NLB support"`},
		{"gce pd read only validation skipped", 121083, `the note says "PersistentDisk volumes"`},
	} {
		if rank, total := rankOf(s, tt.query, tt.pr); rank != 1 {
			t.Errorf("%q: #%d at rank %d of %d, want first (%s)", tt.query, tt.pr, rank, total, tt.why)
		}
	}
	// Alone, a flag no note names finds the notes with its words apart
	// rather than nothing.
	res := s.Match(notes.State{Query: "quota-backend-bytes"})
	if len(res.IDs) == 0 || !slices.Contains(res.PRs(res.IDs[0]), 59259) || res.Closest != nil {
		t.Errorf("quota-backend-bytes: %d notes, the first not #59259, or a closest-match line", len(res.IDs))
	}
}
