// Package pace holds the page's decisions about time and memory that need
// no browser: when long work (parsing an opened file, building the search
// index) lets the browser run, and when the page collects garbage. The
// WebAssembly glue only sleeps and collects as told, so the rules are
// tested on the host.
package pace

import (
	"runtime"
	"runtime/metrics"
	"time"
)

// Pacer paces a long job: it yields to the browser once the work since the
// last yield took Every, and after a yield collects once the heap grew by
// CollectEvery since the last collection. A collection in WebAssembly
// blocks the page for as long as it marks and sweeps, so many small ones,
// each in a task of its own, keep every task short where one over hundreds
// of megabytes of parsing garbage would not.
type Pacer struct {
	Every        time.Duration
	CollectEvery uint64
	last         time.Time // the last yield, or the start
	collected    uint64    // the heap after the last collection, or at the start
}

// New starts pacing at now, the heap being heap bytes.
func New(every time.Duration, collectEvery uint64, now time.Time, heap uint64) *Pacer {
	return &Pacer{Every: every, CollectEvery: collectEvery, last: now, collected: heap}
}

// Due reports whether the work since the last yield took Every: a job of
// many small steps then pays for one yield per Every, not one per step.
func (p *Pacer) Due(now time.Time) bool { return now.Sub(p.last) >= p.Every }

// Yielded records a yield that ended at now.
func (p *Pacer) Yielded(now time.Time) { p.last = now }

// Collect reports whether the heap, at heap bytes, grew enough since the
// last collection to collect now.
func (p *Pacer) Collect(heap uint64) bool { return heap > p.collected+p.CollectEvery }

// Collected records a collection that left heap bytes.
func (p *Pacer) Collected(heap uint64) { p.collected = heap }

// Pause returns the pause a long job calls between its steps, for the
// page's glue and the parse module alike: once the work since the last
// yield took every, it calls yield (which hands the thread to the browser),
// and once the heap (as heap reports it) grew by collectEvery since the
// last collection, it collects and calls afterCollect, so the collection is
// a task of its own.
func Pause(every time.Duration, collectEvery uint64, heap func() uint64, yield, afterCollect func()) func() {
	p := New(every, collectEvery, time.Now(), heap())
	return func() {
		if !p.Due(time.Now()) {
			return
		}
		yield()
		if p.Collect(heap()) {
			runtime.GC()
			p.Collected(heap())
			afterCollect()
		}
		p.Yielded(time.Now())
	}
}

var heapSample = []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}

// HeapObjects is the heap's size, live and garbage: what a collection
// would sweep.
func HeapObjects() uint64 {
	metrics.Read(heapSample)
	return heapSample[0].Value.Uint64()
}

// CollectSoon reports whether a collection should run now, while the page
// is between keystrokes, given the live heap, the heap goal and the heap's
// size (live and garbage): true once the heap is within margin of the point
// where Go would start a collection by itself, no earlier than 70% of the
// way from the live heap to the goal. Otherwise a person who types without
// pausing gets that collection on a keystroke, which then waits for it to
// end (a 35–60 ms keystroke instead of 10).
func CollectSoon(live, goal, heap, margin uint64) bool {
	if goal <= live {
		return false
	}
	return heap+margin >= live+(goal-live)*7/10
}
