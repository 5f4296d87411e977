package search_test

import "testing"

// TestRecallRules pins, on the shipped notes, the rules held-out sets 5 to
// 9 asked for (rank10), each with a query written here for a real note
// that did not rank it first before the rule; the rank before in
// parentheses.
func TestRecallRules(t *testing.T) {
	cases := []struct {
		query, why string
		pr         int
	}{
		// "Support using negative array index in JSON patch replace
		// operations": a two-word name typed glued (see gluedParts).
		{"jsonpatch negative index", "jsonpatch / JSON patch (was 2nd)", 105896},
		// "Kubelet now supports configuring the IDs used to create user
		// namespaces": the usual abbreviation (vocabulary).
		{"kubelet userns ids", "userns / user namespaces (was not shown)", 123593},
		// "Added CEL runtime cost calculation into ValidatingAdmissionPolicy"
		{"vap runtime cost", "vap / ValidatingAdmissionPolicy (was 5th)", 115747},
		// "Changed buckets in apiserver_request_duration_seconds metric
		// from …": a latency metric is named *_duration_seconds (related).
		{"apiserver request latency buckets", "latency / duration (was 5th)", 106306},
		// "Added a ResourceClaim API (in the resource.k8s.io/v1alpha1 API
		// group …)": an API version names its stage (apiVersionStage).
		{"resourceclaim alpha api group", "alpha / v1alpha1 (was 3rd)", 111023},
		// "Removed support for v1alpha1 version of
		// ValidatingAdmissionPolicy …": the version standing alone names
		// its stage as it does inside a path (held-out set 140).
		{"vap alpha api removed", "alpha / v1alpha1 alone (was 5th)", 129207},
		// "Removed the deprecated output.kubeadm.k8s.io/v1alpha2 API for
		// structured output": print and output (vocabulary).
		{"kubeadm print v1alpha2 removed", "print / output (was 3rd)", 124496},
		// "add disable-eviction option … This will bypass checking
		// PodDisruptionBudgets": skip and bypass (vocabulary).
		{"drain option skipping pdb", "skipping / bypass (was 2nd)", 85571},
		// "Fixed VolumeAttachment cleanup when CSI's attachRequired
		// switches from true to false": no note has every word, and a
		// 1.9 digest of 14 pull requests had more of them (sinkDigests).
		{"stale volumeattachment driver no longer requires attach", "a digest counts one word fewer when no note has every word (was 2nd)", 129664},
	}
	s := textStore(t)
	for _, tt := range cases {
		if rank, total := rankOf(s, tt.query, tt.pr); rank != 1 {
			t.Errorf("%q: #%d at rank %d of %d, want first (%s)", tt.query, tt.pr, rank, total, tt.why)
		}
	}
}
