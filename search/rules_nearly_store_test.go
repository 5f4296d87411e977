package search_test

import "testing"

// A query of six words or more may miss any two of them, not only two
// besides its rarest: "kubectl logs pod missing error shows namespace"
// retells "the error message now includes the namespace" when "the pod
// is not found" (#120111), which lacks the two rarest words, missing and
// shows; only two digests naming all seven (1.7's "Features" list) were
// shown. On the shipped notes, as the page searches them: the package's
// own corpus leaves the 1.7 digests out, and finds the note without the
// rule.
func TestLongQueryMissesAnyTwo(t *testing.T) {
	s := shippedStore(t)
	const q = "kubectl logs pod missing error shows namespace"
	if rank, total := rankOf(s, q, 120111); rank == 0 || rank > 3 {
		t.Errorf("%q: #120111 at rank %d of %d, want the first 3", q, rank, total)
	}
}
