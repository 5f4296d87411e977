// Package paced holds work on long slices done in stretches, with a call
// between them where the page's WebAssembly hands the thread back to the
// browser: one long stretch is a task the page cannot answer in.
package paced

import "slices"

// SortStable sorts s stably by cmp, as slices.SortStableFunc does, calling
// step every Run elements sorted or merged: sorting 200,000 notes of an
// opened JSON file was one stretch of 0.1 s natively, several in the page,
// and 100,000 modules' changes in a comparison one of 0.25 s in the page.
// With a nil step it is slices.SortStableFunc itself, so a paced sort and
// one without pauses give the same order.
func SortStable[E any](s []E, cmp func(a, b E) int, step func()) {
	if step == nil || len(s) <= Run {
		slices.SortStableFunc(s, cmp)
		return
	}
	for lo := 0; lo < len(s); lo += Run {
		slices.SortStableFunc(s[lo:min(lo+Run, len(s))], cmp)
		step()
	}
	// Merge runs of width elements pairwise, bottom up, from s into buf
	// and back: a merge takes the left run's element on a tie, which keeps
	// the sort stable.
	buf := make([]E, len(s))
	src, dst := s, buf
	merged := 0
	for width := Run; width < len(s); width *= 2 {
		for lo := 0; lo < len(s); lo += 2 * width {
			mid, hi := min(lo+width, len(s)), min(lo+2*width, len(s))
			i, j := lo, mid
			for k := lo; k < hi; k++ {
				if j >= hi || i < mid && cmp(src[i], src[j]) <= 0 {
					dst[k] = src[i]
					i++
				} else {
					dst[k] = src[j]
					j++
				}
				if merged++; merged%Run == 0 {
					step()
				}
			}
		}
		src, dst = dst, src
	}
	if &src[0] != &s[0] {
		for lo := 0; lo < len(s); lo += Run {
			copy(s[lo:], src[lo:min(lo+Run, len(s))])
			step()
		}
	}
}

// Run is how many elements SortStable sorts or merges between steps: in
// WebAssembly a few milliseconds.
const Run = 4096
