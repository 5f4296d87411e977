package view

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestDepsHTMLListsAPageAtATime: a comparison moving 2,500 modules lists
// the first ListPage and a button for the next page; the pages, in order,
// are every change the engine lists, each once.
func TestDepsHTMLListsAPageAtATime(t *testing.T) {
	const n = 2500
	rel := parser.Release{Version: "v1.99.0", Previous: "v1.98.0", Notes: []parser.Note{{Version: "v1.99.0", Kind: "Feature", Markdown: "x", PRs: []int{2}}}}
	for i := range n {
		rel.Dependencies.Added = append(rel.Dependencies.Added, parser.ModuleVersion{Module: fmt.Sprintf("example.com/m%04d", i), Version: "v1.0.0"})
	}
	s := notes.NewStore([]parser.Release{{Version: "v1.98.0", Notes: []parser.Note{{Version: "v1.98.0", Kind: "Feature", Markdown: "y", PRs: []int{1}}}}, rel})
	c := compareResult(t, s, "from=v1.98.0&to=v1.99.0").Comparison
	v := New(s)
	html := v.DepsHTML(c)
	if got := strings.Count(html, "<li "); got != ListPage {
		t.Errorf("DepsHTML lists %d modules, want %d", got, ListPage)
	}
	if want := `<h2>Dependencies <span class="count">2500</span></h2>`; !strings.Contains(html, want) {
		t.Errorf("DepsHTML lacks %s", want)
	}
	if want := `<button type="button" class="list-more" data-list="dependencies">Show 1,000 more of 1,500</button>`; !strings.Contains(html, want) {
		t.Errorf("DepsHTML lacks %s:\n%.300s", want, html[strings.LastIndex(html, "</ul>"):])
	}
	for shown, want := range map[int]string{2000: "Show 500 more of 500", 2500: "", 3000: ""} {
		if got := v.MoreRowsLabel(DepsList, c, shown); got != want {
			t.Errorf("MoreRowsLabel(DepsList, %d) = %q, want %q", shown, got, want)
		}
	}
	all := html[strings.Index(html, "<ul>")+4 : strings.Index(html, "</ul>")]
	for shown := ListPage; shown < n+ListPage; shown += ListPage {
		all += v.RowsHTML(DepsList, c, shown, shown+ListPage)
	}
	if whole := v.RowsHTML(DepsList, c, 0, n); all != whole {
		t.Errorf("the pages (%d items) are not the whole list (%d items)", strings.Count(all, "<li "), strings.Count(whole, "<li "))
	}
	if got := strings.Count(all, "<li "); got != n {
		t.Errorf("the pages list %d modules, want %d", got, n)
	}
}

// TestDepsHTMLShippedRangesWhole: upstream's widest comparison lists its
// modules whole, with no button.
func TestDepsHTMLShippedRangesWhole(t *testing.T) {
	s := shippednotes.Store(t)
	rs := s.Releases() // newest first
	c, err := s.Diff(rs[len(rs)-1].Version, rs[0].Version)
	if err != nil {
		t.Fatal(err)
	}
	html := New(s).DepsHTML(c)
	deps, _ := c.Deps()
	if got := strings.Count(html, "<li "); got != len(deps) || got < 100 {
		t.Errorf("%s → %s lists %d modules of %d", c.From, c.To, got, len(deps))
	}
	if strings.Contains(html, "list-more") {
		t.Errorf("%s → %s has a button for more modules", c.From, c.To)
	}
}
