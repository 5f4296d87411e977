package notes

import "testing"

// TestNearlyCopies: the word rule alone, on real note texts (the shipped
// notes' cherry-picks and their neighbours that are other changes) and the
// shapes the brief names.
func TestNearlyCopies(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		// v1.31.0 #124675 and its cherry-pick v1.30.2 #124676: a typo fixed.
		{"Added the feature gates `StrictCostEnforcementForVAP` and `StrictCostEnforcementForWebhooks` to enforce the strict cost calculation for CEL extended libraries.",
			"Added the feature gates `StrictCostEnforcementForVAP` and `StrictCostEnforcementForWebhooks` to enforce the strct cost calculation for CEL extended libraries.", true},
		// v1.27.0 #115919 and v1.24.12 #115999: word forms, a glue word, backticks.
		{"Fixed an issue with Winkernel Proxier - ClusterIP Loadbalancers missing if the `ExternalTrafficPolicy` is set to Local and the available endpoints are all `remoteEndpoints`.",
			"Fixing issue with Winkernel Proxier - ClusterIP Loadbalancers are missing if the ExternalTrafficPolicy is set to Local and the available endpoints are all remoteEndpoints.", true},
		// v1.27.0 #114516 and v1.24.10 #115021: the fix's phrase dropped.
		{"Fixed an issue where failed pods associated with a job with `parallelism = 1` are recreated by the job controller honoring exponential backoff delay again. However, for jobs with `parallelism > 1`, pods might be created without exponential backoff delay.",
			"Failed pods associated with a job with `parallelism = 1` are recreated by the job controller honoring exponential backoff delay again. However, for jobs with `parallelism > 1`, pods might be created without exponential backoff delay.", true},
		// The fix's phrase is dropped, not the subject after it.
		{"Fixed a bug in kubectl that made pods restart twice when their node was drained.",
			"Fixed pods restart twice when their node was drained.", false},
		// v1.26.0 #112489 and v1.24.8 #113099: the same version, reworded.
		{"Etcd: Updated to v3.5.5.", "Etcd: Update to v3.5.5", true},
		// Only backticks differ (the exact-text groups miss it).
		{"Kubernetes is now built with Go `1.19.5`", "Kubernetes is now built with Go 1.19.5", true},
		// Version bumps: another number.
		{"Kubernetes is now built with go 1.22.5.", "Kubernetes is now built with go 1.22.4", false},
		{"Kubernetes is now built with Go 1.21.4", "Kubernetes is now built with Go 1.21.5", false},
		// One template, other subjects (v1.24.0 #108441 / #108278).
		{"Feature of `PodOverhead` is graduated to GA", "Feature of `DefaultPodTopologySpread` is graduated to GA", false},
		{"Replaced k8s.io/utils/pointer with k8s.io/utils/ptr for kubelet", "Replaced k8s.io/utils/pointer with k8s.io/utils/ptr for kube-proxy", false},
		{"Moving MixedProtocolLBService from alpha to beta", "Moving MixedProtocolLBService from alpha to GA", false},
		// v1.27.0 #113742 / v1.24.10 #114040: another traffic policy named.
		{"Fixed issue in `Winkernel` Proxier - Unexpected active TCP connection drops while horizontally scaling the endpoints for a LoadBalancer Service with Internal Traffic Policy: `Local`",
			"Fixing issue in Winkernel Proxier - Unexpected active TCP connection drops while horizontally scaling the endpoints for a LoadBalancer Service with External Traffic Policy: Local", false},
		// v1.36.0 #136400 / v1.33.0 #129923: "no" is not glue.
		{"Disabled `git-repo` volume plugin by default, with no option to turn it back on.",
			"git-repo volume plugin has been disabled by default, with the option to turn it back", false},
		// v1.30.0 #122576 / v1.28.0 #118236: a deprecation and the removal.
		{"Deprecated the `azureFile` in-tree storage plugin.", "Removed the deprecated `azureFile` in-tree storage plugin.", false},
		// A short word one edit from another is a word, not a typo.
		{"The feature gate is now enabled by default for pods", "The feature gate is not enabled by default for pods", false},
		// Too few words to tell.
		{"Fixed a bug.", "Fixes a bug", false},
	} {
		a, b := newNearText(c.a), newNearText(c.b)
		if got := nearlyCopies(a, b); got != c.want {
			t.Errorf("nearlyCopies(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := nearlyCopies(b, a); got != c.want {
			t.Errorf("nearlyCopies is not symmetric on %q", c.a)
		}
	}
}

// TestEditDistance: one edit is a byte inserted, deleted or replaced, or
// two adjacent bytes swapped (the typos the near-copy rule forgives);
// equal words are no edit.
func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"strict", "strct", true}, {"parittion", "partition", true}, {"provious", "previous", true},
		{"strict", "strict", false}, {"internal", "external", false}, {"abc", "acb", true}, {"abcd", "ab", false}, {"kitten", "sitting", false}, {"ca", "abc", false},
	} {
		if got := editDistance(c.a, c.b) == 1; got != c.want {
			t.Errorf("editDistance(%q, %q) = %d, want one edit: %v", c.a, c.b, editDistance(c.a, c.b), c.want)
		}
	}
}

// TestNearCopiesFormatRoundTrip: the links file reads back as written, and
// a damaged line is an error naming it.
func TestNearCopiesFormatRoundTrip(t *testing.T) {
	links := []NearCopy{{NoteRef{"v1.25.0", 78}, NoteRef{"v1.24.1", 0}}, {NoteRef{"v1.31.0", 3}, NoteRef{"v1.30.2", 12}}}
	got, err := ParseNearCopies(FormatNearCopies(links))
	if err != nil || len(got) != 2 || got[0] != links[0] || got[1] != links[1] {
		t.Errorf("round trip: %v, %v", got, err)
	}
	for _, bad := range []string{"v1.25.0 78 v1.24.1\n", "v1.25.0 x v1.24.1 0\n", "v1.25.0 -1 v1.24.1 0\n"} {
		if _, err := ParseNearCopies([]byte("# c\n" + bad)); err == nil || err.Error()[:len("near copies: line 2")] != "near copies: line 2" {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
