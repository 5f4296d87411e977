package lineartime

import "testing"

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
// values take milliseconds: 16× apart, well over MaxRatio.
func TestQuadraticWorkIsTooSlow(t *testing.T) {
	small, large := make([]int, 2000), make([]int, 8000)
	for i := range large {
		large[i] = i % 1000
	}
	copy(small, large)
	sink := 0
	ts, tl, ratio := Ratio(3, func() { sink += pairs(small) }, func() { sink += pairs(large) })
	t.Logf("2,000 values: %v; 8,000: %v (%.1f×)", ts, tl, ratio)
	if !TooSlow(tl, ratio) {
		t.Errorf("quadratic work measured at %.1f× (%v → %v) was not flagged", ratio, ts, tl)
	}
	if sink == 0 {
		t.Fatal("no pairs counted")
	}
}
