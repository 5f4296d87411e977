package notes

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/internal/paced"
	"github.com/kubechangelog/kubechangelog/parser"
)

// depsStore is a store of v1.98.0 and v1.99.0, whose Dependencies section
// adds n modules and changes n others (an opened file's, as
// browsertest's depsRelease makes it).
func depsStore(n int) *Store {
	note := func(v string, pr int) parser.Note {
		return parser.Note{Version: v, Kind: "Feature", Markdown: "x", PRs: []int{pr}}
	}
	rel := parser.Release{Version: "v1.99.0", Previous: "v1.98.0", Notes: []parser.Note{note("v1.99.0", 2)}}
	for i := range n {
		rel.Dependencies.Added = append(rel.Dependencies.Added, parser.ModuleVersion{Module: fmt.Sprintf("example.com/added%d", i), Version: fmt.Sprintf("v1.0.%d", i)})
		rel.Dependencies.Changed = append(rel.Dependencies.Changed, parser.ModuleChange{Module: fmt.Sprintf("example.com/changed%d", i), From: "v1.0.0", To: fmt.Sprintf("v1.0.%d", i+1)})
	}
	return NewStore([]parser.Release{{Version: "v1.98.0", Notes: []parser.Note{note("v1.98.0", 1)}}, rel})
}

// TestDepsBetweenLinearInModules times the dependency changes of a
// comparison across a release listing 2n modules, at n and 4n.
func TestDepsBetweenLinearInModules(t *testing.T) {
	small, large := depsStore(25_000), depsStore(100_000)
	ai, bi := small.byVersion["v1.98.0"], small.byVersion["v1.99.0"]
	var got []DepChange
	ts, tl, ratio := lineartime.Ratio(3, func() { got, _ = small.depsBetween(ai, bi, nil) }, func() { got, _ = large.depsBetween(ai, bi, nil) })
	t.Logf("50,000 modules: %v; 200,000: %v (%.1f×)", ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("4× the modules took %.1f× the time (%v → %v)", ratio, ts, tl)
	}
	if len(got) != 200_000 {
		t.Errorf("%d dependency changes, want 200,000", len(got))
	}
}

// TestDepsBetweenPausesWhileSorting: the changes of a comparison across
// 200,000 modules are sorted with pauses (paced.SortStable: one every
// paced.Run modules sorted or merged, over the passes of its merge), not
// in one stretch after the modules' last pause: 100,000 modules' changes
// sorted at once were a task of 0.25 s in the page. The module loops pause
// once every depsSlice modules, about 50 times here; the sort adds a
// pause per paced.Run changes in each of its passes.
func TestDepsBetweenPausesWhileSorting(t *testing.T) {
	s := depsStore(100_000)
	pauses := 0
	got, _ := s.depsBetween(s.byVersion["v1.98.0"], s.byVersion["v1.99.0"], func() { pauses++ })
	if want := 3 * len(got) / paced.Run; pauses < want {
		t.Errorf("%d changes made %d pauses, want at least %d", len(got), pauses, want)
	}
	unpaced, _ := s.depsBetween(s.byVersion["v1.98.0"], s.byVersion["v1.99.0"], nil)
	if !slices.Equal(got, unpaced) {
		t.Error("the changes found with pauses differ from those found without")
	}
}
