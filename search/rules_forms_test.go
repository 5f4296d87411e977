package search_test

import "testing"

// Word forms the stemmer keeps apart, found missing by held-out sets 8
// to 10; each query written here for another note, its rank before the
// rule in parentheses.
func TestDerivedForms(t *testing.T) {
	s := textStore(t)
	cases := []struct {
		query, why string
		pr         int
	}{
		// "The cri-api client accepts a context instead of a logger on
		// initialization."
		{"cri-api contextual logging initialization", "contextual / context (was 10th)", 137248},
		// "Kubeadm: do not use a DaemonSet for the pre-pull of
		// control-plane images during \"kubeadm upgrade apply\"": the
		// note's split form is shorter than the query's word.
		{"kubeadm image prepulling daemonset upgrade", "prepulling / pre-pull (was 3rd)", 90788},
		// "… \"kubeadm upgrade\" will re-taint a control plane node …"
		{"kubeadm upgrade retainting control plane", "retainting / re-taint (was 7th)", 109840},
	}
	for _, tt := range cases {
		if rk, n := rankOf(s, tt.query, tt.pr); rk != 1 {
			t.Errorf("%q: #%d at %d of %d, want first (%s)", tt.query, tt.pr, rk, n, tt.why)
		}
	}
}
