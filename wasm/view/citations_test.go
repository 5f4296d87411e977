package view

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestCardOfManyPRsLinksTheFirst opens, over the shipped store, a file
// whose one note cites 100,000 pull requests (the tenth hostile round's
// prs.md): its card was 11 MB of HTML, 100,001 links whose parse and
// layout were tasks of 1–6 s in the page. The card links the first
// shownPRs and says how many more there are, plus any a search marks; the
// export keeps every one.
func TestCardOfManyPRsLinksTheFirst(t *testing.T) {
	s := citingPRs(t, 100_000)
	v := New(s)
	card := func(frag string) string {
		t.Helper()
		st, _ := notes.ParseFragment(frag)
		res := s.Query(st)
		if res.Total() != 1 {
			t.Fatalf("%s shows %d notes, want 1", frag, res.Total())
		}
		p := v.Page(res)
		c := v.Chunk(p, 0, p.Len())
		return c.Top + c.Release + c.Kind
	}
	html := card("version=v1.99.0")
	if n := strings.Count(html, `class="pr"`); n != shownPRs {
		t.Errorf("the card links %d pull requests, want %d", n, shownPRs)
	}
	if want := fmt.Sprintf("and %d more pull requests", 100_001-shownPRs); !strings.Contains(html, want) {
		t.Errorf("the card does not say %q", want)
	}
	// Its data-prs keeps every number (600 KB, an attribute, not laid
	// out); before, the card was 11.5 MB.
	if len(html) > 1<<20 {
		t.Errorf("the card is %d bytes of HTML", len(html))
	}
	if !strings.Contains(html, `>#1</a>`) || !strings.Contains(html, `>@mallory</a>`) {
		t.Errorf("the card lost its first pull request or its author: %.500s", html)
	}
	// A search for one past the first, as text (whose index reads a
	// note's first 64 KiB: #5432 is in it) or as a PR term: the card names
	// the one it found.
	for q, pr := range map[string]string{"5432": "#5432", "%2354321": "#54321", "pr:54321": "#54321"} {
		html = card("version=v1.99.0&q=" + q)
		if !strings.Contains(html, ">"+pr+"</") {
			t.Errorf("a search for %s shows the card without %s", q, pr)
		}
		if want := fmt.Sprintf("and %d more pull requests", 100_001-shownPRs-1); !strings.Contains(html, want) {
			t.Errorf("the card a search for %s shows does not say %q", q, want)
		}
	}
	st, _ := notes.ParseFragment("version=v1.99.0")
	exp, err := Exported(s, s.Query(st), "md")
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range []string{"(#1, #2,", " #54321,", " #100000,", "#990400"} {
		if !strings.Contains(exp.Text, pr) {
			t.Errorf("the export lost %s", pr)
		}
	}
}

// citingPRs is the shipped store with a file opened whose one note, in
// v1.99.0, cites n pull requests and #990400.
func citingPRs(t *testing.T, n int) *notes.Store {
	t.Helper()
	var b strings.Builder
	b.WriteString("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- x lastword (")
	for i := range n {
		fmt.Fprintf(&b, "[#%d](https://github.com/kubernetes/kubernetes/pull/%d), ", i+1, i+1)
	}
	b.WriteString("[#990400](https://github.com/kubernetes/kubernetes/pull/990400), [@mallory](https://github.com/mallory)) [SIG Node]\n")
	rels, err := changelog.Parse([]byte(b.String()), "prs.md")
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := shippednotes.Store(t).WithOpened(rels, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestExportOfManyPRsIsLinear exports a note citing 25,000 and then
// 100,000 pull requests: 4× the citations may cost at most
// lineartime.MaxRatio× the time (the least CPU time of runs, measured
// again when over, as every linear-time test here). Each citation was
// looked up among all of the note's pull requests (notes' lostRefs): 3.7 s
// natively for 100,000, 16× its quarter.
func TestExportOfManyPRsIsLinear(t *testing.T) {
	st, _ := notes.ParseFragment("version=v1.99.0")
	export := func(s *notes.Store) func() {
		return func() {
			if _, err := Exported(s, s.Query(st), "md"); err != nil {
				t.Fatal(err)
			}
		}
	}
	small, large := citingPRs(t, 25_000), citingPRs(t, 100_000)
	ts, tl, ratio := lineartime.Ratio(3, export(small), export(large))
	t.Logf("25,000 pull requests: %v; 100,000: %v (%.1f×)", ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("exporting 4× the pull requests took %.1f× the time; want at most %d×", ratio, lineartime.MaxRatio)
	}
}
