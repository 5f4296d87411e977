package notes_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// gateListNote is one sentence naming n feature gates, as a hostile file
// could: "The feature gates HostileGate0, HostileGate1, … and LastGateX
// graduated to GA."
func gateListNote(n int) string {
	var b strings.Builder
	b.WriteString("The feature gates ")
	for i := range n {
		b.WriteString("HostileGateOne" + strconv.Itoa(i) + ", ")
	}
	b.WriteString("and LastGateX graduated to GA. ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))")
	return b.String()
}

// TestGatesOfALongListStayLinear: reading each gate of a sentence looked
// at its whole sentence and at every other gate of it, time n² in the
// names: 500 names took 0.14 s natively, 2,000 took 3.6 s, and a file
// whose note named 30,000 froze the page for minutes. The store reads a
// note's first 64 mentions in its first 16 KiB (maxGateText): four times
// the names may cost at most lineartime.MaxRatio times the time, both in
// GatesIn and in a store's gate build, which the page runs on an opened
// file's notes.
func TestGatesOfALongListStayLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	small, large := gateListNote(500), gateListNote(2000)
	ts, tl, ratio := lineartime.Ratio(3,
		func() { notes.GatesIn(small, parser.KindFeature) },
		func() { notes.GatesIn(large, parser.KindFeature) })
	t.Logf("GatesIn: %d bytes: %v; 4×: %v (%.1f×)", len(small), ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("GatesIn: 4× the names took %.1f× the time (%v → %v)", ratio, ts, tl)
	}
	store := func(md string) func() {
		rels := []parser.Release{{Version: "v1.99.0", Type: parser.TypeMinor, Notes: []parser.Note{
			{Version: "v1.99.0", Kind: parser.KindFeature, Markdown: md, PRs: []int{1}, Authors: []string{"a"}, SIGs: []string{}, Areas: []string{}},
		}}}
		return func() { notes.NewStore(rels).Gates() }
	}
	ts, tl, ratio = lineartime.Ratio(3, store(small), store(large))
	t.Logf("store: %v; 4×: %v (%.1f×)", ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("a store's gates: 4× the names took %.1f× the time (%v → %v)", ratio, ts, tl)
	}
	// The bound keeps what a real note says: the first gates of the list
	// are read, and read as the sentence says.
	ms := notes.GatesIn(gateListNote(20), parser.KindFeature)
	if len(ms) != 21 || ms[0].Name != "HostileGateOne0" || ms[0].Kind != notes.GateGA {
		t.Errorf("20 names and LastGateX graduated to GA: got %d mentions, the first %+v", len(ms), ms[0])
	}
}
