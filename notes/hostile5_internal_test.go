package notes

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/parser"
)

// advisoryStore is a store of v1.98.0 and v1.99.0, whose Important
// Security Information lists n advisories (as an opened file may).
func advisoryStore(n int) *Store {
	note := func(v string, pr int) parser.Note {
		return parser.Note{Version: v, Kind: "Feature", Markdown: "x", PRs: []int{pr}}
	}
	rel := parser.Release{Version: "v1.99.0", Notes: []parser.Note{note("v1.99.0", 2)}}
	for i := range n {
		rel.Security = append(rel.Security, parser.Advisory{CVE: fmt.Sprintf("CVE-2099-%d", 100000+i), Title: fmt.Sprintf("Hostile issue %d", i)})
	}
	return NewStore([]parser.Release{{Version: "v1.98.0", Notes: []parser.Note{note("v1.98.0", 1)}}, rel})
}

// TestCompareTimeLinearInAdvisories: each advisory of a compared range
// was looked for among those already listed, so comparing across a file's
// 10,000 CVEs blocked the page for about a second (0.55 s natively: 20×
// the time of 2,500). The list keeps every advisory once.
func TestCompareTimeLinearInAdvisories(t *testing.T) {
	small, large := advisoryStore(4000), advisoryStore(16000)
	var c *Comparison
	ts, tl, ratio := lineartime.Ratio(3, func() { c, _ = small.diff("v1.98.0", "v1.99.0") }, func() { c, _ = large.diff("v1.98.0", "v1.99.0") })
	t.Logf("4,000 advisories: %v; 16,000: %v (%.1f×)", ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("4× the advisories took %.1f× the time (%v → %v)", ratio, ts, tl)
	}
	if len(c.Security) != 16000 || c.Security[15999].CVE != "CVE-2099-115999" {
		t.Errorf("the comparison lists %d advisories, want 16,000", len(c.Security))
	}
}

// cveNote is a note of v1.99.0 naming n CVEs, each followed by one of its
// two pull requests.
func cveNote(n int) *Store {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "Fixed CVE-2099-%d (#%d). ", 100000+i, 1+i%2)
	}
	note := parser.Note{Version: "v1.99.0", Kind: "Bug or Regression", Markdown: b.String(), PRs: []int{1, 2}}
	return NewStore([]parser.Release{{Version: "v1.99.0", Notes: []parser.Note{note}}})
}

// TestCVENotesLinearInCVEs: a note naming n CVEs was read in n² (each
// CVE looked for among those seen, and its pull request looked for from
// the note's start): 16,000 took 1.27 s natively, 15× the time of 4,000.
func TestCVENotesLinearInCVEs(t *testing.T) {
	small, large := cveNote(4000), cveNote(16000)
	var got []CVENote
	ts, tl, ratio := lineartime.Ratio(3, func() { got = small.cveNotes([]int{0}) }, func() { got = large.cveNotes([]int{0}) })
	t.Logf("4,000 CVEs: %v; 16,000: %v (%.1f×)", ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("4× the CVEs took %.1f× the time (%v → %v)", ratio, ts, tl)
	}
	if len(got) != 16000 || got[15999].CVE != "CVE-2099-115999" || got[15999].PR != 2 || got[15998].PR != 1 {
		t.Errorf("%d CVE notes, the last %+v", len(got), got[len(got)-1])
	}
}

// gateMentionsNote is a fix naming n feature gates, one a sentence, each
// padded with prose: every mention one the section reads a default for.
func gateMentionsNote(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString("Fixed a rare crash for users of the HostileGateTwo" + strconv.Itoa(i) + " feature gate" + strings.Repeat(" when the moon is full", 8) + ". ")
	}
	return b.String() + "([#2](https://github.com/kubernetes/kubernetes/pull/2), [@a](https://github.com/a))"
}

// TestBeforeUpgradeLinearInANotesGates: "Before you upgrade" read a
// note's sentences again for each gate it names (leadDefault), time n² in
// the gates of a note: with a note naming 64 gates in the range, the
// section cost 25× its cost without (57 ms natively; in the page, one task
// of 250–430 ms right after a hostile file's gates were read).
func TestBeforeUpgradeLinearInANotesGates(t *testing.T) {
	store := func(n int) *Store {
		s := NewStore([]parser.Release{
			{Version: "v1.98.0", Type: parser.TypeMinor, Notes: []parser.Note{
				{Version: "v1.98.0", Kind: parser.KindBug, Markdown: "x", PRs: []int{1}, Authors: []string{"a"}, SIGs: []string{}, Areas: []string{}}}},
			{Version: "v1.99.0", Type: parser.TypeMinor, Notes: []parser.Note{
				{Version: "v1.99.0", Kind: parser.KindBug, Markdown: gateMentionsNote(n), PRs: []int{2}, Authors: []string{"a"}, SIGs: []string{}, Areas: []string{}}}},
		})
		if got := len(s.Gates()); got != n {
			t.Fatalf("%d gates read of %d", got, n)
		}
		return s
	}
	before := func(s *Store) func() {
		ids := s.Query(State{Version: "v1.99.0"}).IDs
		return func() { s.beforeUpgrade(ids, nil) }
	}
	small, large := store(16), store(64)
	ts, tl, ratio := lineartime.Ratio(5, before(small), before(large))
	t.Logf("16 gates: %v; 64: %v (%.1f×)", ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("4× the gates of a note took %.1f× the time (%v → %v)", ratio, ts, tl)
	}
}
