package view

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestPagedListsListAPageAtATime: a range moving 2,500 modules, or fixing
// 2,500 advisories (an opened file's; upstream's ranges move about 400 and
// fix a few dozen), lists the first ListPage of them with a heading
// counting them all and a button for the next page; the pages, in order,
// are every row the engine lists, each once. Before, the security fixes
// were all in the head: 10,000 advisories were 2.9 MB of HTML written in
// one task of 0.25–0.38 s.
func TestPagedListsListAPageAtATime(t *testing.T) {
	const n = 2500
	cases := []struct {
		list    PagedList
		add     func(r *parser.Release, i int)
		section func(v *View, c *notes.Comparison) string
		heading string
		row     func(i int) string // row i's opening tag
	}{
		{
			DepsList,
			func(r *parser.Release, i int) {
				r.Dependencies.Added = append(r.Dependencies.Added, parser.ModuleVersion{Module: fmt.Sprintf("example.com/m%04d", i), Version: "v1.0.0"})
			},
			(*View).DepsHTML,
			`<h2>Dependencies <span class="count">2500</span></h2>`,
			func(i int) string { return fmt.Sprintf(`<li data-module="example.com/m%04d">`, i) },
		},
		{
			SecurityList,
			func(r *parser.Release, i int) {
				r.Security = append(r.Security, parser.Advisory{CVE: fmt.Sprintf("CVE-2099-%d", 100000+i), Title: fmt.Sprintf("Issue %d", i)})
			},
			func(v *View, c *notes.Comparison) string {
				head := v.CompareRangeHTML(c)
				return head[strings.Index(head, `<section class="security"`):]
			},
			`Security fixes <span class="count">2500</span></h3>`,
			func(i int) string { return fmt.Sprintf(`<li data-cve="CVE-2099-%d" data-version="v1.99.0">`, 100000+i) },
		},
	}
	for _, c := range cases {
		t.Run(c.list.ID, func(t *testing.T) {
			rel := parser.Release{Version: "v1.99.0", Previous: "v1.98.0", Notes: []parser.Note{{Version: "v1.99.0", Kind: "Feature", Markdown: "x", PRs: []int{2}}}}
			for i := range n {
				c.add(&rel, i)
			}
			s := notes.NewStore([]parser.Release{{Version: "v1.98.0", Notes: []parser.Note{{Version: "v1.98.0", Kind: "Feature", Markdown: "y", PRs: []int{1}}}}, rel})
			cmp := compareResult(t, s, "from=v1.98.0&to=v1.99.0").Comparison
			v := New(s)
			html := c.section(v, cmp)
			if got := strings.Count(html, "<li "); got != ListPage {
				t.Errorf("the section lists %d rows, want %d", got, ListPage)
			}
			if !strings.Contains(html, c.heading) {
				t.Errorf("the section lacks %s", c.heading)
			}
			if want := `<button type="button" class="list-more" data-list="` + c.list.ID + `">Show 1,000 more of 1,500</button>`; !strings.Contains(html, want) {
				t.Errorf("the section lacks %s:\n%.300s", want, html[strings.LastIndex(html, "</ul>"):])
			}
			for shown, want := range map[int]string{2000: "Show 500 more of 500", 2500: "", 3000: ""} {
				if got := v.MoreRowsLabel(c.list, cmp, shown); got != want {
					t.Errorf("MoreRowsLabel(%d) = %q, want %q", shown, got, want)
				}
			}
			all := html[strings.Index(html, "<ul>")+4 : strings.Index(html, "</ul>")]
			for shown := ListPage; shown < n+ListPage; shown += ListPage {
				all += v.RowsHTML(c.list, cmp, shown, shown+ListPage)
			}
			if got := strings.Count(all, "<li "); got != n {
				t.Errorf("the pages list %d rows, want %d", got, n)
			}
			at := 0
			for i := range n {
				j := strings.Index(all[at:], c.row(i))
				if j < 0 {
					t.Fatalf("the pages lack %s after row %d, or list it out of order", c.row(i), i-1)
				}
				at += j + 1
			}
		})
	}
}
