package search_test

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// A phrase of the vocabulary and the word before it, written as the start
// of an annotation: "aws load balancer" in 1.7's
// "service.beta.kubernetes.io/aws-load-balancer-extra-security-groups"
// (#45268), which, its AWS group read one note per change, no longer has
// "load balancer" from its neighbours' words.
func TestPhraseInAnnotation(t *testing.T) {
	s := textStore(t)
	const q = "aws load balancer security groups"
	res := s.Match(notes.State{Version: "v1.7.0", Query: q})
	if len(res.IDs) == 0 || s.Note(res.IDs[0]).PRs[0] != 45268 {
		t.Fatalf("%q in v1.7.0: %d notes, want #45268 first", q, len(res.IDs))
	}
	if res.Closest != nil {
		t.Errorf("%q in v1.7.0: %q, want #45268 to have every word", q, *res.Closest)
	}
}
