package search_test

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/search"
)

// Vocabulary found missing by held-out sets 34 and 35 (see vocab.go),
// each query written here for a real note in words its text lacks: the
// note has every word, where no note had (the closest matches were
// shown), and ranks first; the rank before its entry in parentheses.
func TestVocabularyOfSets34And35(t *testing.T) {
	_, ix := storeIndexOnce(t)
	wantEveryWordFirst(t, ix, []vocabCase{
		// "Fixed an issue that allowed Custom Resources to be created
		// using Server-Side Apply even when their CustomResourceDefinition
		// was terminating."
		{"ssa crd terminating", "ssa / Server-Side Apply (was 2nd)", 132467},
		// "Fixed kube-proxy log spam when all of a Service's endpoints were
		// unready."
		{"kube-proxy log spam endpoints notready", "notready / unready (first, missing a word)", 136743},
		// "Webhooks now do not skip cluster-scoped resources."
		{"webhooks non-namespaced objects", "non-namespaced / cluster-scoped (was 2nd)", 58185},
		// "Fix invalid "time stamp is the future" error when kubectl
		// cp-ing a file"
		{"cp file timestamp future error", "timestamp / time stamp (first, missing a word)", 73982},
		// "… system container "pods" not found in metrics"
		{"system container pods missing metrics", "missing / not found (was 2nd)", 88970},
		// "HPA controller now reconciles newly created and spec-changed
		// HPAs immediately"
		{"hpa reconcile new hpas right away", "right away / immediately (first, missing a word)", 138294},
	})
}

// Vocabulary found missing by held-out set 56: "ro", the mount option, for
// read-only ("ro iscsi volume shared across pods" ranked "Fixed using of a
// read-only iSCSI volume in multiple pods", #91738, second). Each query
// written here for another note; the rank before the entry in parentheses.
func TestVocabularyOfSet56(t *testing.T) {
	_, ix := storeIndexOnce(t)
	wantEveryWordFirst(t, ix, []vocabCase{
		// "Changes secret, configMap, downwardAPI and projected volumes to
		// mount read-only, …"
		{"secret configmap volumes mounted ro", "ro / read-only (was 3rd)", 58720},
		// "Removed the incorrect warning event `FileSystemResizeFailed`
		// during pod creation if it uses a readonly volume …"
		{"ro volume resize failed event removed", "ro / readonly (first, missing a word)", 122508},
		// "API server now has two separate limits for read-only and
		// mutating inflight requests."
		{"apiserver separate inflight limits ro mutating", "ro / read-only (first, missing a word)", 36064},
	})
}

// vocabCase is a query written for note pr in words its text lacks, and
// why the vocabulary finds it.
type vocabCase struct {
	query, why string
	pr         int
}

// wantEveryWordFirst checks that some note has every word of each case's
// query (no closest matches shown) and that its note ranks first.
func wantEveryWordFirst(t *testing.T, ix *search.Index, cases []vocabCase) {
	t.Helper()
	for _, c := range cases {
		if r := ix.Find(c.query); r.Partial {
			t.Errorf("%q (%s): no note has every word, want #%d to", c.query, c.why, c.pr)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}

// Vocabulary found missing by held-out set 62: refuse for reject ("node
// refuses pods built for other os" ranked "Kubelet should reject pods
// whose OS doesn't match the node's OS label", #105292, 8th). Each query
// written here for another note; the rank before the entry in parentheses.
func TestVocabularyOfSet62(t *testing.T) {
	_, ix := storeIndexOnce(t)
	wantEveryWordFirst(t, ix, []vocabCase{
		// "Kubelet now hard rejects pods with AppArmor if the node does
		// not have AppArmor."
		{"kubelet refuses apparmor pods", "refuses / rejects (first, missing a word)", 125776},
		// "… Until CBOR graduates to Alpha, API servers will refuse to
		// start if configured with CBOR support."
		{"api servers reject cbor support", "reject / refuse (first, missing a word)", 122881},
	})
}
