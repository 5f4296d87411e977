package search_test

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/search"
)

// wantClosestRank is wantShippedRank for a query no note matches in
// full, which these tests are of.
func wantClosestRank(t *testing.T, ix *search.Index, query string, pr, n int) {
	t.Helper()
	if r := ix.Find(query); !r.Partial {
		t.Fatalf("%q: a note has every word; the test is of the closest matches", query)
	}
	wantShippedRank(t, query, pr, n)
}

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
	wantClosestRank(t, ix, "StartupProbe gate locked on", 104168, 1)
	// Held-out set 25's query: "apply falls back to generic 3-way JSON
	// merge patch for Third Party Resource" (#40666; TPR, apply, merge,
	// patch), above 1.7's "Reference docs now display the patch type and
	// patch merge key used by kubectl apply" (kubectl, apply, merge,
	// patch), where kubectl is the commonest word. Was 2nd.
	wantShippedRank(t, "kubectl apply TPR merge patch", 40666, 1)
}

// Among the closest matches, a note missing one term more than the best
// ranks among them by what it is about (see closeIn): a long query's
// words of context, named in passing by a long note, do not hide the
// note about the rest.
func TestClosestMatchAboutTheRest(t *testing.T) {
	_, ix := storeIndexOnce(t)
	// Held-out set 54: "cluster/kube-{up,down,push}.sh now
	// automatically download released binaries if they are missing"
	// (#38730), without "scripts" and "fetch", below a kubeadm note
	// naming scripts, release, binary and automatically apart in 84
	// tokens. Was 2nd.
	wantClosestRank(t, ix, "cluster scripts fetch release binaries automatically", 38730, 1)
	// Held-out set 68: "Fixed a bug where successfully scheduled Pods
	// could be stuck with the PodScheduled=False condition" (#139602),
	// without "stays" and "binding", below a note with one of the
	// query's words more. Was 2nd.
	wantClosestRank(t, ix, "pod scheduled condition stays false after binding", 139602, 1)
}

// Among the closest matches, the notes with every name the query typed
// (a glued CamelCase identifier, a metric, a flag) come before the notes
// without one, whatever else they have (see Index.namedFirst).
func TestClosestMatchHasTheNamesTyped(t *testing.T) {
	_, ix := storeIndexOnce(t)
	// Held-out set 121b's query: "Removed generally available feature
	// gate StableLoadBalancerNodeSet" (#126841) has two of the words;
	// three notes removing other service-controller flags, with three,
	// ranked above it. Was 4th.
	wantClosestRank(t, ix, "stableloadbalancernodeset removed service controller", 126841, 1)
	// Held-out set 75's: "Implement the GetAvailableResources in the
	// podresources API" (#95734), which says neither kubelet nor
	// endpoint. Was 3rd.
	wantClosestRank(t, ix, "kubelet podresources api GetAvailableResources endpoint", 95734, 1)
	r := ix.Find("stableloadbalancernodeset removed service controller")
	without := false
	for _, h := range r.Hits {
		named := false
		for _, m := range h.Marks {
			named = named || m.Word == "stableloadbalancernodeset"
		}
		switch {
		case named && without:
			t.Fatalf("note %d names StableLoadBalancerNodeSet below a note that does not", h.Doc)
		case !named:
			without = true
		}
	}
}
