package changelog

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// maxStretch is the most CPU time the parse may spend between two pauses:
// the page's parse module runs a few times slower than this, and a task
// over about 50 ms is one the page's user feels.
const maxStretch = 15 * time.Millisecond

// longestStretch parses src as name with nothing collected meanwhile, as in
// the page's parse module, and returns the longest CPU time between two
// pauses (the first and the last stretch included), the number of pauses
// and the parse's error. opts add to the pause option (progress, say).
func longestStretch(t *testing.T, src []byte, name string, opts ...Option) (longest time.Duration, pauses int, err error) {
	t.Helper()
	runtime.GC()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	lastPause := lineartime.CPU()
	_, err = Parse(src, name, append(opts, WithPause(func() {
		pauses++
		now := lineartime.CPU()
		longest = max(longest, now-lastPause)
		lastPause = now
	}))...)
	longest = max(longest, lineartime.CPU()-lastPause)
	return longest, pauses, err
}

// pacedWithin measures up to three times and reports whether one
// measurement stayed within maxStretch, with every figure taken: a step
// the parse does not pause in is long every time, while a neighbour on a
// shared core, or the runtime faulting in memory it gave back, comes and
// goes.
func pacedWithin(measure func() time.Duration) (figures []time.Duration, ok bool) {
	for range 3 {
		d := measure()
		figures = append(figures, d)
		if d <= maxStretch {
			return figures, true
		}
	}
	return figures, false
}
