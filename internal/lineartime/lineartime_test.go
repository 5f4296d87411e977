package lineartime

import (
	"fmt"
	"strings"
	"testing"
)

// pairs counts the pairs of equal values in xs by comparing every pair:
// quadratic work, the kind these tests exist to catch.
func pairs(xs []int) (n int) {
	for i := range xs {
		for j := i + 1; j < len(xs); j++ {
			if xs[i] == xs[j] {
				n++
			}
		}
	}
	return n
}

// TestQuadraticWorkIsTooSlow: the measurement every timing test relies on
// flags quadratic work, so a test built on it can fail. 2,000 and 8,000
// values take milliseconds: 16× apart, well over MaxRatio. A neighbour's
// load can slow the small input's runs and understate the ratio (CI once
// measured 4.5 ms → 27.6 ms, 6.2×, where 1–2 ms is usual for the small
// one), as it can overstate a linear parse's, which is why Ratio measures
// a ratio over MaxRatio again: the mirror of that, a ratio not flagged is
// measured again, up to three times in all. Work that is not quadratic,
// or a measurement that sees no work, is never flagged.
func TestQuadraticWorkIsTooSlow(t *testing.T) {
	small, large := make([]int, 2000), make([]int, 8000)
	for i := range large {
		large[i] = i % 1000
	}
	copy(small, large)
	sink := 0
	var seen []string
	for range 3 {
		ts, tl, ratio := Ratio(3, func() { sink += pairs(small) }, func() { sink += pairs(large) })
		t.Logf("2,000 values: %v; 8,000: %v (%.1f×)", ts, tl, ratio)
		if TooSlow(tl, ratio) {
			seen = nil
			break
		}
		seen = append(seen, fmt.Sprintf("%.1f× (%v → %v)", ratio, ts, tl))
	}
	if seen != nil {
		t.Errorf("quadratic work measured at %s was not flagged", strings.Join(seen, ", then "))
	}
	if sink == 0 {
		t.Fatal("no pairs counted")
	}
}
