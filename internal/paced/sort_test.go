package paced

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortStableStepsAndKeepsOrder: SortStable orders as
// slices.SortStableFunc does (ties in their first order), and compares at
// most a bounded number of elements between two steps of the pacer,
// however many it sorts. Before, the notes of an opened JSON file, and its
// entries, were sorted in one step (200,000 notes: 0.1 s natively).
func TestSortStableStepsAndKeepsOrder(t *testing.T) {
	type item struct{ key, at int }
	for _, n := range []int{0, 1, Run - 1, Run + 1, 5*Run + 17, 200_000} {
		items := make([]item, n)
		for i := range items {
			items[i] = item{rand.IntN(n/3 + 1), i} // many ties
		}
		want := slices.Clone(items)
		byKey := func(a, b item) int { return a.key - b.key }
		slices.SortStableFunc(want, byKey)
		compares, longest := 0, 0
		step := func() {
			longest = max(longest, compares)
			compares = 0
		}
		SortStable(items, func(a, b item) int { compares++; return byKey(a, b) }, step)
		longest = max(longest, compares)
		if !slices.Equal(items, want) {
			t.Errorf("%d items: not in slices.SortStableFunc's order", n)
		}
		// A run's sort compares about run·log2(run) times; a merge step
		// Run times.
		if bound := 16 * Run; longest > bound {
			t.Errorf("%d items: %d comparisons between two steps, want at most %d", n, longest, bound)
		}
	}
}
