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
	s := textStore(t)
	const q = "kubectl logs pod missing error shows namespace"
	if rank, total := rankOf(s, q, 120111); rank == 0 || rank > 3 {
		t.Errorf("%q: #120111 at rank %d of %d, want the first 3", q, rank, total)
	}
}

// Five words are enough to miss any two: a person who retells a note in
// five words has often retold its two rarest. Was listed nowhere: the
// few notes with every word, and those missing two but not the rarest,
// were all that was shown.
func TestFiveWordQueryMissesAnyTwo(t *testing.T) {
	s := textStore(t)
	for _, c := range []struct {
		q  string
		pr int
	}{
		// "kube-controller-manager and cloud-controller-manager metrics
		// are now marked as with the ALPHA stability level": no "not",
		// no "yet".
		{"controller manager metrics not stable yet", 81624},
		// "Role, ClusterRole and their bindings for cloud-provider is put
		// under system namespace": no "rbac", no "kube-system".
		{"cloud provider rbac kube-system ns", 67224},
	} {
		if rank, total := rankOf(s, c.q, c.pr); rank == 0 {
			t.Errorf("%q: #%d not among the %d notes listed", c.q, c.pr, total)
		}
	}
}
