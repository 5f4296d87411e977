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
// CollectEvery since the last collection, or came within Margin of where
// Go would start a collection by itself. A collection in WebAssembly
// blocks the page for as long as it marks and sweeps, so many small ones,
// each in a task of its own, keep every task short where one over hundreds
// of megabytes of parsing garbage would not.
//
// One Go starts by itself is worse than one the job asks for: while it
// marks, Go's idle mark worker takes the thread whenever no goroutine is
// ready, so a job's yield (a goroutine asleep, waiting for the browser)
// never reaches JavaScript until marking ends, and the collection and
// every slice of the job meanwhile are one task. A comparison of 50,000
// Go modules, sliced every 5 ms, was a task of 65–285 ms that way, its
// collection alone 55 ms (gctrace).
type Pacer struct {
	Every        time.Duration
	CollectEvery uint64
	Margin       uint64
	last         time.Time // the last yield, or the start
	collected    uint64    // the heap after the last collection, or at the start
}

// New starts pacing at now, the heap being heap bytes.
func New(every time.Duration, collectEvery, margin uint64, now time.Time, heap uint64) *Pacer {
	return &Pacer{Every: every, CollectEvery: collectEvery, Margin: margin, last: now, collected: heap}
}

// Due reports whether the work since the last yield took Every: a job of
// many small steps then pays for one yield per Every, not one per step.
func (p *Pacer) Due(now time.Time) bool { return now.Sub(p.last) >= p.Every }

// Yielded records a yield that ended at now.
func (p *Pacer) Yielded(now time.Time) { p.last = now }

// Collect reports whether the heap grew enough since the last collection,
// or is near enough to its goal (CollectSoon), to collect now.
func (p *Pacer) Collect(h Heap) bool {
	return h.Objects > p.collected+p.CollectEvery || CollectSoon(h.Live, h.Goal, h.Objects, p.Margin)
}

// Collected records a collection that left heap bytes.
func (p *Pacer) Collected(heap uint64) { p.collected = heap }

// Pause returns the pause a long job calls between its steps, for the
// page's glue and the parse module alike: once the work since the last
// yield took every, it calls yield (which hands the thread to the browser),
// and once the heap (as heap reports it) grew by collectEvery since the
// last collection or came within margin of its goal (Pacer.Collect), it
// collects and calls afterCollect, so the collection is a task of its own.
func Pause(every time.Duration, collectEvery, margin uint64, heap func() Heap, yield, afterCollect func()) func() {
	p := New(every, collectEvery, margin, time.Now(), heap().Objects)
	return func() {
		if !p.Due(time.Now()) {
			return
		}
		yield()
		if p.Collect(heap()) {
			runtime.GC()
			p.Collected(heap().Objects)
			afterCollect()
		}
		p.Yielded(time.Now())
	}
}

// Margin is how close to the point where Go would start a collection by
// itself the heap may come before the page collects (CollectSoon): more
// than a keystroke or a job's slice between two yields allocates (under a
// megabyte, and a few), less than the notes of a view allocate.
const Margin = 8 << 20

// Heap is what the page's collection rules read of the heap.
type Heap struct {
	Live    uint64 // marked live by the last collection
	Goal    uint64 // the size at which Go aims to finish its next collection
	Objects uint64 // live and garbage: what a collection would sweep
}

// heapSamples are read by ReadHeap; kept to read without allocating.
var heapSamples = []metrics.Sample{
	{Name: "/gc/heap/live:bytes"},
	{Name: "/gc/heap/goal:bytes"},
	{Name: "/memory/classes/heap/objects:bytes"},
}

// ReadHeap reads the heap's sizes from runtime/metrics.
func ReadHeap() Heap {
	metrics.Read(heapSamples)
	return Heap{heapSamples[0].Value.Uint64(), heapSamples[1].Value.Uint64(), heapSamples[2].Value.Uint64()}
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
