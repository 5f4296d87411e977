package search_test

import (
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// The tests below pin rules for the ways people retell a note that still
// missed on held-out known-item sets 21–23 (and sets 6–17, where the
// rules also won), each on real notes as the page searches them: a name
// the notes use seldom, a revert that names a change's words, a name
// written glued and apart.

// A feature gate is a feature flag in some notes, the master is the
// control plane, a feature no longer supported is removed, a debug
// container is an ephemeral one, an in-place resize is vertical scaling.
func TestRetoldNames(t *testing.T) {
	for _, tt := range []struct {
		query string
		pr    int
	}{
		// "Lower and upper case feature flag values are now allowed" (was 2nd)
		{"case insensitive feature gate values", 121441},
		// "Switch core master base images (kube-apiserver, kube-scheduler)
		// from debian to distroless" (was 9th)
		{"control plane images now distroless", 90674},
		// "The "userspace" proxy mode … is no longer supported" (was 4th)
		{"kube-proxy userspace mode removal", 112133},
		// "If a user attempts to add an ephemeral container to a static
		// pod, they will now get a visible validation error" (was 5th)
		{"can't add debug container to static pod", 114086},
		// "… the InPlacePodVerticalScalingExclusiveCPUs feature gate" (was 3rd)
		{"in place resize exclusive cpu", 130559},
	} {
		wantShippedRank(t, tt.query, tt.pr, 1)
	}
}

// A revert names the change it reverts, and is its later stage unless
// the query names it: "Moved ConsistentListFromCache feature flag to beta"
// (#123513) ranked below "Reverted a change where ConsistentListFromCache
// was moved to beta" (#126139). "again" names a revert: "disabled again"
// still finds the revert of #115268 first.
func TestRevertIsLaterStage(t *testing.T) {
	wantShippedRank(t, "consistent list from cache beta", 123513, 1)
	wantShippedRank(t, "consistent list from cache beta reverted", 126139, 1)
	wantShippedRank(t, "volume manager reconstruction disabled again", 117751, 1)
}

// A name the notes write glued in a dozen notes is looked for apart too:
// "Fixed CSI migration of Azure Disk in-tree StorageClasses with topology
// requirements" (#109154) for "azuredisk sc topology zones" (was 2nd),
// "Added ability for kubectl wait to wait on arbitary JSON path"
// (#105776) among the notes with jsonpath (was 9th). The glued name
// still ranks above its words apart.
func TestGluedNameApart(t *testing.T) {
	wantShippedRank(t, "azuredisk sc topology zones", 109154, 1)
	wantShippedRank(t, "kubectl wait jsonpath", 105776, 5)
	_, ix := storeIndexOnce(t)
	for _, q := range []struct{ query, glued string }{
		{"kubectl wait jsonpath", "jsonpath"},
		{"nodelease gate", "nodelease"},
	} {
		r := ix.Find(q.query)
		if len(r.Hits) == 0 {
			t.Errorf("%q: no hits", q.query)
			continue
		}
		found := false
		for _, m := range r.Hits[0].Marks {
			found = found || m.Word == q.glued
		}
		if !found {
			t.Errorf("%q: first hit marks %v, want %q", q.query, r.Hits[0].Marks, q.glued)
		}
	}
}

// A three-word name typed glued is looked for as its three words written
// in a row: "nodelocaldns ipv6" for "Upgrade node local dns to 1.17.0 for
// better IPv6 support" (#99749, was 24th, behind the notes that glue the
// name but say nothing of IPv6). The parts of one identifier are not its
// words in a row: "matchlabelkeys" does not find "MatchLabelExpressions
// keys" (#66843), the words of another name.
func TestGluedThreeWords(t *testing.T) {
	wantShippedRank(t, "nodelocaldns ipv6", 99749, 1)
	s, _ := storeIndexOnce(t)
	res := s.Match(notes.State{Query: "matchlabelkeys"})
	for _, id := range res.IDs {
		if slices.Contains(res.PRs(id), 66843) {
			t.Errorf("matchlabelkeys finds #66843, which has only MatchLabelExpressions and keys")
		}
	}
}
