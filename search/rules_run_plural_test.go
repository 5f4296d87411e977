package search_test

import "testing"

// Three or four words typed in order are the identifier that glues them
// (see joinRuns) when the identifier ends in the plural of the last word
// typed: people type a feature's name in the singular. "taint based
// eviction" ranked 1.6's "Make DaemonSets survive taint-based evictions"
// (#41896) first, above the notes naming the gate TaintBasedEvictions
// (#69824, promoted to beta; #87487, the gate alone), 2nd and 3rd.
func TestRunFindsItsPluralIdentifier(t *testing.T) {
	s := shippedStore(t)
	for _, pr := range []int{69824, 87487} {
		if r, _ := rankOf(s, "taint based eviction", pr); r == 0 || r > 2 {
			t.Errorf("taint based eviction: #%d (TaintBasedEvictions) at rank %d, want the first 2", pr, r)
		}
	}
}
