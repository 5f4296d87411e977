package search_test

import "testing"

// wantShippedRank fails unless query, searched over all releases of the
// shipped notes as the page does, shows the change citing pr within the
// first n cards.
func wantShippedRank(t *testing.T, query string, pr, n int) {
	t.Helper()
	if r, total := rankOf(textStore(t), query, pr); r == 0 || r > n {
		t.Errorf("%q: #%d at rank %d of %d, want the first %d", query, pr, r, total, n)
	}
}

// Shortenings of everyday words (vocab.go): a note that says "cert",
// "config", "info", "KCM" or "params" is found by the long word, and the
// reverse, as a note with every word, not among the closest matches.
func TestEverydayShortenings(t *testing.T) {
	_, ix := storeIndexOnce(t)
	for _, q := range []string{"webhook admission dns name service certificate", "kcm event broadcaster logging level info noise", "admission control versioned config files"} {
		if r := ix.Find(q); r.Partial {
			t.Errorf("%q: no note has every word, want the one saying the other form", q)
		}
	}
	// The note says "the server cert for the webhook".
	wantShippedRank(t, "webhook admission dns name service certificate", 50476, 1)
	// "Kube-controller-manager: … It reduces information noise."
	wantShippedRank(t, "kcm event broadcaster logging level info noise", 122293, 1)
	// "Admission control support for versioned configuration files".
	wantShippedRank(t, "admission control versioned config files", 39109, 1)
	// "The `IngressClass.Spec.Parameters.Namespace` field is now GA." Was
	// 5th, below notes that say "namespace field" without the parameters.
	wantShippedRank(t, "ingressclass params namespace field", 104636, 1)
}

// A typed identifier matches a whole identifier of a note, even one edit
// off, above a longer identifier it only ends: the note deprecating
// scheduling_duration_seconds, not those about pod_scheduling_duration_seconds.
func TestIdentifierWholeBeforeLonger(t *testing.T) {
	wantShippedRank(t, "scheduling_duration_seconds deprecated", 86586, 1)
	wantShippedRank(t, "scheduling_duration_secnds deprecated", 86586, 1)
}
