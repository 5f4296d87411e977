package changelog

import "slices"

// sortPaced sorts s stably by cmp, as slices.SortStableFunc does, stepping
// p (again: work after the parse) every sortRun elements sorted or merged:
// sorting 200,000 notes of an opened JSON file was one step of 0.1 s
// natively, several in the page. Without an active pacer it is
// slices.SortStableFunc itself, so a paused parse and one without pauses
// give the same order.
func sortPaced[E any](s []E, cmp func(a, b E) int, p *pacer) {
	if !p.active() || len(s) <= sortRun {
		slices.SortStableFunc(s, cmp)
		return
	}
	for lo := 0; lo < len(s); lo += sortRun {
		slices.SortStableFunc(s[lo:min(lo+sortRun, len(s))], cmp)
		p.again()
	}
	// Merge runs of width elements pairwise, bottom up, from s into buf
	// and back: a merge takes the left run's element on a tie, which keeps
	// the sort stable.
	buf := make([]E, len(s))
	src, dst := s, buf
	merged := 0
	for width := sortRun; width < len(s); width *= 2 {
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
				if merged++; merged%sortRun == 0 {
					p.again()
				}
			}
		}
		src, dst = dst, src
	}
	if &src[0] != &s[0] {
		for lo := 0; lo < len(s); lo += sortRun {
			copy(s[lo:], src[lo:min(lo+sortRun, len(s))])
			p.again()
		}
	}
}

// sortRun is how many elements sortPaced sorts or merges between steps: in
// WebAssembly a few milliseconds.
const sortRun = 4096

// appendPaced is append(s, e), but when s must grow and is long, the
// elements move to the new array growBlock at a time, stepping p between:
// the first write to fresh memory is what costs (4.8 MB of 200,000
// entries took 17 ms natively, as append's one copy).
func appendPaced[E any](s []E, e E, p *pacer) []E {
	if len(s) < cap(s) || len(s) < growBlock || !p.active() {
		return append(s, e)
	}
	grown := make([]E, len(s), 2*len(s))
	for lo := 0; lo < len(s); lo += growBlock {
		copy(grown[lo:], s[lo:min(lo+growBlock, len(s))])
		p.again()
	}
	return append(grown, e)
}

// growBlock is how many elements appendPaced moves between steps.
const growBlock = 16 << 10
