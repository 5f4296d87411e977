package view

import (
	"strings"
	"sync"
	"testing"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/render"
)

// The host side of browsertest's BenchmarkCompare: the Go work of the
// widest comparison's first screen and of a keystroke while comparing,
// with no browser, so a change to its cost shows in `go test -bench`
// (and, built with GOOS=js GOARCH=wasm and run by go_js_wasm_exec, in
// WebAssembly). What the browser adds (parsing the HTML, layout) is
// BenchmarkCompare's to measure.

// firstNotes is how many notes the page renders in the task that shows a
// view (wasm/results.go's firstChunk).
const firstNotes = 5

// benchStores are the shipped notes in two stores: one as the page has it
// a moment after start-up (search index built, gates not yet), one once
// the gates are built too.
var benchStores = sync.OnceValues(func() ([2]*notes.Store, error) {
	rels, err := embed.Releases()
	if err != nil {
		return [2]*notes.Store{}, err
	}
	early, late := notes.NewStore(rels), notes.NewStore(rels)
	for _, s := range []*notes.Store{early, late} {
		s.PrepareSearch(nil)
		s.PrepareCopies(nil)
	}
	late.Gates()
	return [2]*notes.Store{early, late}, nil
})

// widest is the comparison of the oldest release with the newest.
func widest(s *notes.Store) notes.State {
	rels := s.Releases()
	return notes.State{From: rels[len(rels)-1].Version, To: rels[0].Version}
}

// BenchmarkCompareFirstScreen is what the page computes from the fragment
// of the widest comparison to its first screen: the match (the range
// compared afresh, as the page's warm-up leaves another range's comparison
// cached), the first notes, none rendered before, the release context, the
// facet counts and the head above the notes (the view's task); then the
// dependency changes (the settling task).
// "gates-pending" is a page whose gates are still being built, so "Before
// you upgrade" is a placeholder; "gates-built" one whose gates are.
func BenchmarkCompareFirstScreen(b *testing.B) {
	stores, err := benchStores()
	if err != nil {
		b.Fatal(err)
	}
	for i, name := range []string{"gates-pending", "gates-built"} {
		b.Run(name, func(b *testing.B) {
			s := stores[i]
			v := New(s)
			st := widest(s)
			warm := WarmRange(s)
			var bytes int
			for b.Loop() {
				if _, err := s.Diff(warm.From, warm.To); err != nil {
					b.Fatal(err)
				}
				v.cache = make(map[int]*render.Template)
				res := s.Match(st)
				p := v.Page(res)
				screen := v.ContextHTML(res) + v.Chunk(p, 0, firstNotes).Top
				s.CountFacets(res)
				head := v.CompareRangeHTML(res.Comparison) + v.ChartHTML(res)
				deps := v.DepsHTML(res.Comparison)
				if !strings.Contains(screen, `<section class="range"`) || strings.Count(screen, `<article class="note`) != firstNotes ||
					!strings.Contains(head, `id="before-upgrade"`) || !strings.Contains(deps, `id="dependencies"`) {
					b.Fatalf("the first screen of %s lacks its range, notes, head or dependencies", st.Fragment())
				}
				bytes = len(screen) + len(head) + len(deps)
			}
			b.ReportMetric(float64(bytes), "html-bytes")
		})
	}
}

// BenchmarkCompareKeystroke is a keystroke in the search box while the
// widest comparison is shown ("kubelet", as BenchmarkCompare types): the
// match and the first notes, none rendered before (the keystroke's task),
// then the facet counts and the chart (its settling task; the rest of the
// head depends on the range alone and stays).
func BenchmarkCompareKeystroke(b *testing.B) {
	stores, err := benchStores()
	if err != nil {
		b.Fatal(err)
	}
	s := stores[1]
	v := New(s)
	st := widest(s)
	st.Query = "kubelet"
	if _, err := s.Diff(st.From, st.To); err != nil { // shown before the keystroke
		b.Fatal(err)
	}
	b.Run("key", func(b *testing.B) {
		for b.Loop() {
			v.cache = make(map[int]*render.Template)
			res := s.Match(st)
			screen := v.ContextHTML(res) + v.Chunk(v.Page(res), 0, firstNotes).Top
			if !res.Ranked || res.Comparison == nil || strings.Count(screen, `<article class="note`) != firstNotes {
				b.Fatalf("%s: not the comparison's first %d ranked notes", st.Fragment(), firstNotes)
			}
		}
	})
	b.Run("settle", func(b *testing.B) {
		res := s.Match(st)
		for b.Loop() {
			s.CountFacets(res)
			if !strings.Contains(v.ChartHTML(res), `class="chart"`) {
				b.Fatal("no chart")
			}
		}
	})
}
