package notes_test

import (
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestTypoedSIGLabelResolves: upstream's release-notes-1.32.md cites
// #129081 "[SIG API SIG API Machinery, cluster lifecycle, testing]", a typo
// for SIG API Machinery, which release-notes-1.32.json labels
// api-machinery, cluster-lifecycle and testing. The note must carry those
// three, not a made-up "api-sig-api-machinery" that the SIG filter would
// list as a SIG of one note.
func TestTypoedSIGLabelResolves(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.32.0&q=pr:129081")
	res := s.Query(st)
	if res.Total() != 1 {
		t.Fatalf("v1.32.0 #129081: %d notes, want 1", res.Total())
	}
	if got, want := s.Note(res.IDs[0]).SIGs, []string{"api-machinery", "cluster-lifecycle", "testing"}; !slices.Equal(got, want) {
		t.Errorf("v1.32.0 #129081 SIGs = %q, want %q", got, want)
	}
	// The SIG filter, which lists s.SIGs(), offers no made-up SIG.
	if slices.Contains(s.SIGs(), "api-sig-api-machinery") {
		t.Errorf("the SIG filter offers api-sig-api-machinery: %q", s.SIGs())
	}
}
