//go:build js && wasm

package main

import (
	"runtime"
	"runtime/debug"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/pace"
)

// Garbage collection in WebAssembly runs on the page's only thread: a
// collection that starts while a person types lands on a keystroke, which
// then takes two to three times as long (the store and the search index are
// tens of megabytes of pointers to mark). So the page lets the heap grow
// further than Go's default between collections and collects while the
// person is idle, where nobody waits for it; the memory limit still forces
// a collection before the heap grows unreasonably.
const (
	gcPercent   = 400
	memoryLimit = 256 << 20
	// idleGCDelay is how long after the last view a collection may run.
	idleGCDelay = 700 // ms
)

// sessionGCPercent replaces gcPercent once the page has started (after
// its first idle collection). gcPercent lets the heap grow to five times
// what is live before a collection, which keeps start-up (decoding, the
// store, the search index) free of collections; left on for the session,
// memory kept climbing as garbage piled up towards that goal. At 150 the
// module's memory (the heap's high-water mark) still rose by a tenth over
// a long session with four times the notes, 110 → 123 MiB from the 30th
// search to the 1,000th, each kind of query first typed raising it once;
// at 100 it is 110 → 110 MiB, and a keystroke's p95 is unchanged within
// noise (BenchmarkScale, BenchmarkPage). Its collections still come at
// settled views (collectIfDue). The goal follows the live heap, so an
// opened file that grows it raises the goal with it, unlike a fixed memory
// limit would.
const sessionGCPercent = 100

func tuneGC() {
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(memoryLimit)
}

// scheduleIdleGC collects once the page has been quiet for idleGCDelay:
// every new view re-arms it, so only the last of a burst of keystrokes does.
// While the notes of the page are still being added it waits again, rather
// than skip the collection and the warm-up on a slow machine.
func (a *app) scheduleIdleGC() {
	a.idleGen++
	gen := a.idleGen
	a.win.SetTimeout(func() {
		switch {
		case gen != a.idleGen || a.results.page == nil:
		case a.busy() || a.open.busy:
			// A file being opened collects at points of its own
			// (startOpen): a collection here, while its store or
			// search index is half built, marked the old store, the
			// new one and the build's tables in one task (0.16–0.24 s
			// for a 20 MB changelog).
			a.scheduleIdleGC()
		default:
			a.guard("warm-up", a.warmUp)
			runtime.GC()
			mark("kubechangelog:idle:collected")
			if old := debug.SetGCPercent(sessionGCPercent); old < 0 {
				// A file is being opened, with collections off
				// until it is in (openfile.go); it restores the
				// percent and the next idle collection lowers it.
				debug.SetGCPercent(old)
			}
		}
	}, idleGCDelay)
}

// collectIfDue collects now, when a view has settled (its first page is
// in), if the heap is within pace.Margin of where Go would start a collection
// by itself. Rendering the rest of a page's notes allocates, so otherwise a
// person who types without pausing gets the collection on a keystroke: the
// collection starts in the handler and runs to its end before the browser
// gets control back (a 35–60 ms keystroke instead of 10). Go starts a
// collection no earlier than 70% of the way from the live heap to the goal.
func collectIfDue() {
	if h := pace.ReadHeap(); pace.CollectSoon(h.Live, h.Goal, h.Objects, pace.Margin) {
		runtime.GC()
	}
}

// warmUp runs a few searches and renders the first notes of one, once,
// while the page is idle after start-up. The browser compiles each
// WebAssembly function when it first runs, with a quick baseline compiler,
// and optimizes those that run often, so without it the first keystroke a
// person types pays for the search and highlighting code being cold: the
// words and prefixes of one search, the typo matching of another, and the
// structured terms (#PR, sig:, kind:, v:) of a third.
func (a *app) warmUp() {
	if a.warm || a.indexing == a.store {
		return // done, or to come once the index is built (indexStore)
	}
	a.warm = true
	res := a.store.Query(notes.State{Query: "kubelet pod"})
	a.view.Chunk(a.view.Page(res), 0, firstChunk)
	a.store.Match(notes.State{Query: "kubeamd"})
	a.store.Match(notes.State{Query: "#1 sig:node kind:bug v:1.30 x"})
	// In a task of its own, so a keystroke may come between.
	a.win.SetTimeout(func() { a.guard("warm-up", a.prepareCompare) }, 0)
}
