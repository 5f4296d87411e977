package pace

import (
	"testing"
	"time"
)

func TestPacerYieldsEveryInterval(t *testing.T) {
	t0 := time.Unix(1000, 0)
	p := New(15*time.Millisecond, 32<<20, Margin, t0, 100<<20)
	for _, tc := range []struct {
		after time.Duration
		want  bool
	}{
		{0, false},
		{14 * time.Millisecond, false}, // many small releases: no timer each
		{15 * time.Millisecond, true},
		{200 * time.Millisecond, true}, // one long step: yield once after it
	} {
		if got := p.Due(t0.Add(tc.after)); got != tc.want {
			t.Errorf("Due %v after the start = %v, want %v", tc.after, got, tc.want)
		}
	}
	p.Yielded(t0.Add(20 * time.Millisecond))
	if p.Due(t0.Add(30 * time.Millisecond)) {
		t.Error("due 10ms after a yield, want 15ms")
	}
	if !p.Due(t0.Add(35 * time.Millisecond)) {
		t.Error("not due 15ms after a yield")
	}
}

func TestPacerCollectsInSteps(t *testing.T) {
	p := New(15*time.Millisecond, 32<<20, Margin, time.Unix(0, 0), 100<<20)
	for _, tc := range []struct {
		heap uint64
		want bool
	}{
		{100 << 20, false},
		{132 << 20, false}, // grown by exactly the step
		{132<<20 + 1, true},
		{90 << 20, false}, // a collection by the runtime meanwhile
	} {
		if got := p.Collect(Heap{Objects: tc.heap}); got != tc.want {
			t.Errorf("Collect(%d MiB) = %v, want %v", tc.heap>>20, got, tc.want)
		}
	}
	p.Collected(120 << 20) // what the collection left is the new baseline
	if p.Collect(Heap{Objects: 140 << 20}) {
		t.Error("collects 20 MiB after the last collection, want 32")
	}
	if !p.Collect(Heap{Objects: 160 << 20}) {
		t.Error("does not collect 40 MiB after the last collection")
	}
}

func TestCollectSoon(t *testing.T) {
	const margin = 8 << 20
	for _, tc := range []struct {
		name             string
		live, goal, heap uint64
		want             bool
	}{
		// The page's figures: ~60 MiB live, GOGC=400 sets the goal at 300.
		// Go would start at 60+0.7×240 = 228 MiB.
		{"just after a collection", 60 << 20, 300 << 20, 61 << 20, false},
		{"halfway", 60 << 20, 300 << 20, 180 << 20, false},
		{"just short of the margin", 60 << 20, 300 << 20, 220<<20 - 1, false},
		{"within the margin", 60 << 20, 300 << 20, 220 << 20, true},
		{"past the start point", 60 << 20, 300 << 20, 250 << 20, true},
		// The memory limit can put the goal at or under the live heap:
		// the runtime collects by itself then, nothing to anticipate.
		{"goal at the live heap", 250 << 20, 250 << 20, 256 << 20, false},
		{"goal under the live heap", 250 << 20, 200 << 20, 256 << 20, false},
	} {
		if got := CollectSoon(tc.live, tc.goal, tc.heap, margin); got != tc.want {
			t.Errorf("%s: CollectSoon(live %d, goal %d, heap %d MiB) = %v, want %v", tc.name, tc.live>>20, tc.goal>>20, tc.heap>>20, got, tc.want)
		}
	}
}

// TestPauseYieldsWhenDueAndCollectsInSteps: a job's pause yields only once
// the work since the last yield took every, and collects (then yields
// again) only once the heap grew by collectEvery since the last collection.
func TestPauseYieldsWhenDueAndCollectsInSteps(t *testing.T) {
	heap := uint64(0)
	yields, collects := 0, 0
	pause := Pause(0, 10, 0, func() Heap { return Heap{Objects: heap} }, func() { yields++ }, func() { collects++ })
	for _, grow := range []uint64{5, 5, 1, 3, 20} {
		heap += grow
		pause()
	}
	// Heaps 5, 10, 11 (> 0+10: collect), 14, 34 (> 11+10: collect).
	if yields != 5 || collects != 2 {
		t.Errorf("%d yields and %d collections, want 5 and 2", yields, collects)
	}
	slow := Pause(time.Hour, 10, 0, func() Heap { return Heap{Objects: heap} }, func() { yields++ }, func() { collects++ })
	heap += 100
	slow()
	if yields != 5 || collects != 2 {
		t.Errorf("a pause before its time yielded or collected: %d, %d", yields, collects)
	}
}

// TestPacerCollectsBeforeGoWould: a job collects, after a yield, once the
// heap comes within the margin of the point where Go would start a
// collection by itself, though it grew by less than CollectEvery: the
// numbers of a 50,000-module comparison in the page (gctrace: 25 MiB live,
// a goal of 40 MiB, Go collecting at 40 MiB). Before, such a job waited
// for 32 MiB of growth, Go collected first, and its marking and the job's
// slices meanwhile were one task of up to 285 ms.
func TestPacerCollectsBeforeGoWould(t *testing.T) {
	const mib = 1 << 20
	p := New(5*time.Millisecond, 32*mib, Margin, time.Unix(0, 0), 25*mib)
	for _, tc := range []struct {
		objects uint64
		want    bool
	}{
		{25 * mib, false}, // just collected
		{27 * mib, false}, // 70% of the way is 35.5 MiB: more than the 8 MiB margin away
		{28 * mib, true},  // within the margin of it
		{39 * mib, true},
	} {
		h := Heap{Live: 25 * mib, Goal: 40 * mib, Objects: tc.objects}
		if got := p.Collect(h); got != tc.want {
			t.Errorf("Collect(live 25, goal 40, heap %.1f MiB) = %v, want %v", float64(tc.objects)/mib, got, tc.want)
		}
	}
	// Collections off (an opened file, SetGCPercent(-1)): the goal is the
	// memory limit's, far off, and growth alone decides.
	off := Heap{Live: 25 * mib, Goal: 240 * mib, Objects: 40 * mib}
	if p.Collect(off) {
		t.Error("collects 15 MiB above the live heap with the goal at the memory limit")
	}
}
