package search

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortKeys: the radix sort orders keys as a comparison sort does, for
// key sets around its threshold, with bytes every key shares (as the top
// bytes of most rank keys are) and with none shared.
func TestSortKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var tmp []uint64
	for _, n := range []int{0, 1, radixMin - 1, radixMin, radixMin + 1, 3562, 10000} {
		for _, mask := range []uint64{^uint64(0), 1<<33 - 1, 0xff00ff} {
			keys := make([]uint64, n)
			for i := range keys {
				keys[i] = r.Uint64()&mask | 0xab<<56
			}
			want := slices.Sorted(slices.Values(keys))
			tmp = sortKeys(keys, tmp)
			if !slices.Equal(keys, want) {
				t.Fatalf("%d keys (mask %#x): not sorted as slices.Sort sorts them", n, mask)
			}
		}
	}
	// Real rank keys: a broad prefix's, sorted best first.
	ix, _ := corpusIndex(t)
	hits := fresh(ix, "kub")
	if len(hits) < radixMin {
		t.Fatalf("kub: %d hits, want at least %d to go through the radix sort", len(hits), radixMin)
	}
	for i := 1; i < len(hits); i++ {
		if a, b := hits[i-1], hits[i]; a.Score < b.Score || a.Score == b.Score && a.Doc > b.Doc {
			t.Fatalf("kub: hit %d (doc %d, score %d) ranks above hit %d (doc %d, score %d)", i-1, a.Doc, a.Score, i, b.Doc, b.Score)
		}
	}
}
