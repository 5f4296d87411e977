package search_test

import "testing"

// Three or four words typed in order are the identifier that glues them
// (see joinRuns) when the identifier ends in the plural of the last word
// typed: people type a feature's name in the singular. "taint based
// eviction" ranked 1.6's "Make DaemonSets survive taint-based evictions"
// (#41896) first, above the notes naming the gate TaintBasedEvictions
// (#69824, promoted to beta; #87487, the gate alone), 2nd and 3rd. The
// gate's note is first; its promotion to beta is within the first three,
// below the 1.6 note, since a query naming no stage ranks the note moving
// a thing to a stage below the others (see unaskedStagePenalty).
func TestRunFindsItsPluralIdentifier(t *testing.T) {
	s := textStore(t)
	for _, c := range []struct{ pr, within int }{{87487, 1}, {69824, 3}} {
		if r, _ := rankOf(s, "taint based eviction", c.pr); r == 0 || r > c.within {
			t.Errorf("taint based eviction: #%d (TaintBasedEvictions) at rank %d, want the first %d", c.pr, r, c.within)
		}
	}
}
