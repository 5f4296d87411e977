package search_test

import "testing"

// A query that names one thing twice, by a name and its short name ("ns"
// and "namespace"), counts it once on a note with every word (see
// sameWord); a note missing a word ranks among those notes on the same
// count, by what it is about (see Index.nearly), and not above every one
// of them.
func TestNearlyCountedAsFullMatches(t *testing.T) {
	// Held-out set 38's query: "Fixed a spurious namespace not found
	// error … when using ValidatingAdmissionPolicy … in newly-created
	// namespaces" (#135359), the one note with every word, below two
	// missing vap ("the pod is not found, the error message now includes
	// the namespace", #120111). Was 3rd.
	wantShippedRank(t, "vap namespace not found new ns", 135359, 1)
	// "The alpha feature ImmutableEphemeralVolumes enables an immutable
	// field in both Secret and ConfigMap objects" (#86377), one of three
	// notes with every word, below notes with neither cm nor configmap.
	// Was 10th.
	wantShippedRank(t, "cm configmap immutable field", 86377, 1)
}
