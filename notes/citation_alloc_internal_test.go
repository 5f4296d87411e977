package notes

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// manyPRsNote is a note citing n pull requests, as browsertest's
// TestHostile10NoteCitingManyPRs opens (n = 100,000: 6 MB).
func manyPRsNote(n int) string {
	var b strings.Builder
	b.WriteString("x lastword (")
	for i := range n {
		fmt.Fprintf(&b, "[#%d](https://github.com/kubernetes/kubernetes/pull/%d), ", i+1, i+1)
	}
	b.WriteString("[@mallory](https://github.com/mallory)) [SIG Node]")
	return b.String()
}

// TestNoteTextOfManyPRsCollectsNothing: telling a note's text from its
// citation (NoteText, citedText), which an export does for every note,
// reads a citation of 100,000 pull requests without collecting its items
// (it built a slice of them three times over, the export of that note being
// the slowest step of the tenth hostile round, 222 ms in the page), and
// stays linear.
func TestNoteTextOfManyPRsCollectsNothing(t *testing.T) {
	md := manyPRsNote(100_000)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	text, cite := citedText(md, nil)
	runtime.ReadMemStats(&after)
	if text != "x lastword" || !strings.HasPrefix(cite, "([#1](") {
		t.Fatalf("citedText = %q, %.40q", text, cite)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 256<<10 {
		t.Errorf("citedText of a citation of 100,000 allocated %d KB; want it read, not collected", got>>10)
	}
	run := func(md string) func() { return func() { _, _ = citedText(md, nil) } }
	var ts, tl time.Duration
	var ratio float64
	ts, tl, ratio = lineartime.Ratio(5, run(manyPRsNote(25_000)), run(md))
	t.Logf("25,000 pull requests %v, 100,000 %v: %.1f×", ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("4× the pull requests took %.1f× the time", ratio)
	}
}

// TestCitedTextPausesBetweenItsPasses: citedText reads a note three times
// (its text, its labels cut, its citation), each pass over the whole
// note; with a pause, it pauses between them and says the same as
// without. In one step, the three were tasks of 0.15–0.3 s in the page
// for the note of 100,000 pull requests.
func TestCitedTextPausesBetweenItsPasses(t *testing.T) {
	md := manyPRsNote(100_000)
	pauses := 0
	text, cite := citedText(md, func() { pauses++ })
	wantText, wantCite := citedText(md, nil)
	if text != wantText || cite != wantCite {
		t.Errorf("with pauses citedText = %q, %.40q; without %q, %.40q", text, cite, wantText, wantCite)
	}
	if pauses < 2 {
		t.Errorf("citedText paused %d times between its three passes, want 2", pauses)
	}
}
