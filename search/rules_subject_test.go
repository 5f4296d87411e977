package search_test

import "testing"

// A note that names the query's words in its first clause is about them,
// and ranks above one that names them later, as context of its own
// subject (see lead).
func TestSubjectFirst(t *testing.T) {
	s := textStore(t)
	// "Metrics can now be disabled explicitly via a command line flag",
	// above "Corrected the kube-proxy --metrics-bind-address flag
	// documentation by removing the incorrect statement that setting the
	// flag to an empty string disables the metrics server" (#138940).
	// Was 2nd.
	if rk, n := rankOf(s, "metrics disabled flag", 99217); rk != 1 {
		t.Errorf("metrics disabled flag: #99217 at %d of %d, want first", rk, n)
	}
}
