package search_test

import "testing"

// A noun naming a verb's act and the verb (expansion / expanded, retention
// / retain, notification / notifies, reconciliation / reconcile) are one word
// to a person, but Snowball stems them apart (see stem): the
// query's form now matches the note's, either way. Each query was written
// here for its note; without the rule none marked the word, and the
// note was found only among the closest matches (it lacked a word) or,
// for "convert webhook crd support", second.
func TestActNounForms(t *testing.T) {
	s, ix := storeIndexOnce(t)
	cases := []struct {
		query, word string
		pr          int
	}{
		// "kubelet now notifies systemd that it has finished starting"
		{"kubelet systemd notification when started", "notifies", 60654},
		// "… to retain a reference to the underlying array of the byte slice"
		{"json frame reader byte slice reference retention", "retain", 123620},
		// "… emitted a FailedRescale event if a scale operation initially
		// failed due to a conflict but succeeded after a retry"
		{"hpa no failed rescale event when retry success", "succeeded", 132007},
		// "Kubeadm: enabled the --experimental-watch-progress-notify-interval
		// flag for etcd"
		{"etcd watch progress notification interval kubeadm", "notify", 111383},
		// "Fixed a kubelet panic in image pull credential verification"
		{"kubelet panic verify image pull credentials", "verification", 138937},
		// "… could cause incorrect LoadBalancer state reconciliation"
		{"windows kube-proxy hns downtime load balancer reconcile", "reconciliation", 139503},
		// "… the endpoints controller that failed to reconcile the Endpoint
		// object after it was truncated"
		{"endpoints controller truncated endpoint reconciliation", "reconcile", 127417},
		// "Added support for CRD conversion webhook"
		{"convert webhook crd support", "conversion", 67006},
	}
	for _, c := range cases {
		if !marksWord(s, ix, c.query, c.pr, c.word) {
			t.Errorf("%q: #%d found without %q marked", c.query, c.pr, c.word)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}
