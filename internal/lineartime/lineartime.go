// Package lineartime times work on an input and on four times that input,
// for the tests that hold parsing, rendering and indexing to time linear
// in their input, hostile input included: 4× the input may cost at most
// MaxRatio× the time (linear is 4×, quadratic 16×).
package lineartime

import (
	"runtime"
	"runtime/debug"
	"time"
)

// MaxRatio is the most 4× the input may cost in time: the geometric middle
// of linear (4×) and quadratic (16×). It was 6 (4× and some slack), until
// CI measured a linear parse at 7.0× its quarter three times running while
// another package's tests shared the machine's two cores and their cache:
// a large input suffers more from a neighbour's cache traffic than a small
// one, and CPU time cannot see that.
const MaxRatio = 8

// MinTime is the least time of the large input for a ratio to count:
// below it, a ratio of two short times is noise.
const MinTime = 5 * time.Millisecond

// MinInput is the least size of the smaller input: smaller, the times are
// too short to compare.
const MinInput = 64 << 10

// Inputs returns shape at the least n (a power of two) whose text is
// MinInput bytes or more, and shape at four times that n.
func Inputs(shape func(n int) string) (small, large string) {
	n := 1
	for len(shape(n)) < MinInput {
		n *= 2
	}
	return shape(n), shape(4 * n)
}

// Least is the least CPU time of n runs of fn (see CPU): the least is what
// the work costs, the rest is the machine's other load. Collections are
// off while timing, as how often the collector runs depends on the heap it
// finds, not on the work; with collect, each run starts after one, so none
// pays for the garbage of the one before (a fuzzer skips it: a collection
// of its heap costs more than the runs).
func Least(n int, collect bool, fn func()) time.Duration {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	best := time.Duration(1<<63 - 1)
	for range n {
		if collect {
			runtime.GC()
		}
		start := CPU()
		fn()
		best = min(best, CPU()-start)
	}
	return best
}

// Ratio returns the times of small and large, the least of runs calls each
// after a collection, and their ratio. A ratio over MaxRatio is measured
// again, up to three times in all, keeping the least: a parse of a
// millisecond on a shared machine was once measured at 6.1× and 6.7× its
// quarter in a run where every other shape was near 4×, while quadratic
// work is 16× every time.
func Ratio(runs int, small, large func()) (ts, tl time.Duration, ratio float64) {
	for range 3 {
		s, l := Least(runs, true, small), Least(runs, true, large)
		if r := float64(l) / float64(max(s, time.Microsecond)); ratio == 0 || r < ratio {
			ts, tl, ratio = s, l, r
		}
		if ratio <= MaxRatio {
			break
		}
	}
	return ts, tl, ratio
}

// TooSlow reports whether a measurement of Ratio shows work that is not
// linear: over MaxRatio, with the large input's time long enough to tell.
func TooSlow(tl time.Duration, ratio float64) bool {
	return ratio > MaxRatio && tl > MinTime
}
