package search_test

import "testing"

// A noun naming a verb's act and the verb (failure / fails, exposure /
// exposes, expansion / expanded, retention / retain, notification /
// notifies, reconciliation / reconcile) are one word to a person, but
// Snowball stems them apart (see stem): it strips -ure from no word, and
// cuts some nouns in -sion, -tion, -ification and -iliation to letters
// other than the verb's (expans / expand, notif / notifi). The
// query's form now matches the note's, either way. Each query was written
// here for its note; without the rule none marked the word, and the note
// was found only among the closest matches (it lacked a word), and some
// ranked lower: "convert webhook crd support" and "endpointslice creation
// failure after endpoints recreated" second, "container fails to start
// pod marked succeeded" third.
func TestActNounForms(t *testing.T) {
	s, ix := storeIndexOnce(t)
	cases := []struct {
		query, word string
		pr          int
	}{
		// "… causing the endpointslice to fail to be created normally."
		{"endpointslice creation failure after endpoints recreated", "fail", 125359},
		// "Removed extra pod creation expectations when daemonset fails to
		// create pods in batches."
		{"daemonset pod creation failure batches", "fails", 74856},
		// "… on Windows nodes that do not expose NUMA distance …"
		{"numa distance exposure windows topology manager", "expose", 139760},
		// "Moved Recover from volume expansion failure to GA."
		{"volume expansion fails recover ga", "failure", 132662},
		// "Failure to start a container cannot accidentally result in the pod
		// being considered \"Succeeded\" …"
		{"container fails to start pod marked succeeded", "failure", 107845},
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
		// "Introduced the v1beta2 config format to kubeadm." Held-out set
		// 210's query ranked it second, below the note removing v1beta2.
		{"introduction of kubeadm v1beta2 configuration", "introduced", 76710},
	}
	for _, c := range cases {
		if !marksWord(s, ix, c.query, c.pr, c.word) {
			t.Errorf("%q: #%d found without %q marked", c.query, c.pr, c.word)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}
