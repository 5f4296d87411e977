package search_test

import "testing"

// Among the closest matches, two notes with as many of the query's words
// are not as close when one has its rarest word and the other only
// common ones (see coverUnit).
func TestClosestMatchHasRareWords(t *testing.T) {
	_, ix := storeIndexOnce(t)
	// Held-out set 24's query: "The StartupProbe feature gate that is GA
	// since v1.20 is unconditionally enabled" (#104168), above "Added
	// ControllerManagerReleaseLeaderElectionLockOnCancel feature gate"
	// (#136279), which has gate and lock but not the rare StartupProbe.
	// Was 2nd.
	const q = "StartupProbe gate locked on"
	if r := ix.Find(q); !r.Partial {
		t.Fatalf("%q: a note has every word; the test is of the closest matches", q)
	}
	wantShippedRank(t, q, 104168, 1)
	// Held-out set 25's query: "apply falls back to generic 3-way JSON
	// merge patch for Third Party Resource" (#40666; TPR, apply, merge,
	// patch), above 1.7's "Reference docs now display the patch type and
	// patch merge key used by kubectl apply" (kubectl, apply, merge,
	// patch), where kubectl is the commonest word. Was 2nd.
	wantShippedRank(t, "kubectl apply TPR merge patch", 40666, 1)
}
