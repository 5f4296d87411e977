package search_test

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/search"
)

// These rules need the 1.5 notes, which the package's own corpus (a
// small bullet extractor) leaves out, so they search the store's texts.

var (
	onceIndex  sync.Once
	onceStore  *notes.Store
	onceSearch *search.Index
)

// storeIndexOnce is storeIndex built once for the tests that only search.
func storeIndexOnce(t *testing.T) (*notes.Store, *search.Index) {
	onceIndex.Do(func() { onceStore, onceSearch = storeIndex(t) })
	return onceStore, onceSearch
}

// Coverage: a note missing one word of the query ranks among the notes
// with every word when it is more about the others. "kubelet reconcile
// cidr flag deprecated": #35523 says "--reconcile-cdir" (see
// TestNearMissesEverywhere), and the notes with every word name them in
// passing. A common word the note lacks costs it about one mid-frequency
// word, not its rank: #62943 says "fix rollout status for statefulsets",
// never kubectl, and notes with every word name them in passing. It is
// second since 1.7's kubectl notes are read one per change: the feature
// it fixes, "kubectl rollout supports status and history for
// StatefulSet" (#46669, once inside a 34-PR "Features" digest), has four
// of the five words too, missing only the commoner "fix".
func TestCoverageRanking(t *testing.T) {
	wantShippedRank(t, "accelerator metrics cadvisor removed", 110940, 1)
	wantShippedRank(t, "kubectl rollout status statefulset fix", 62943, 2)
	wantShippedRank(t, "kubelet reconcile cidr flag deprecated", 35523, 2)
}

// Near misses whether or not the word exists: the notes' own misspellings
// are found by the word spelled right, a flag's too, and a four-letter
// word by a swap of two letters. "Gradudate the Pod Resources API to G.A"
// (#92165) is two edits from graduated; "--reconcile-cdir" (#35523).
func TestNearMissesEverywhere(t *testing.T) {
	wantShippedRank(t, "pod resources api graduated ga", 92165, 1)
	wantShippedRank(t, "reconcile-cidr deprecated", 35523, 2)
	wantShippedRank(t, "reconcile cidr kubelet", 35523, 2)
	// Exact still ranks above the near miss.
	_, ix := storeIndexOnce(t)
	hits := ix.Find("cidr").Hits
	typo := slices.IndexFunc(hits, func(h search.Hit) bool { return h.Marks[0].Word == "cdir" })
	if typo < 0 {
		t.Fatal("\"cidr\" did not find the note that says \"cdir\"")
	}
	for _, h := range hits[typo+1:] {
		if strings.EqualFold(h.Marks[0].Word, "cidr") {
			t.Fatal("a note with \"cidr\" ranks after the typo")
		}
	}
}
