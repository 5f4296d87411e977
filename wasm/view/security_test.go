package view

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestSecurityListsAPageAtATime: a range fixing 2,500 advisories (an
// opened file's; upstream's ranges fix a few dozen) lists the first
// ListPage in its head and a button for the next page; the pages, in
// order, are every advisory the engine lists, each once. Before, the head
// held all of them: 10,000 advisories were 2.9 MB of HTML written in one
// task of 0.25–0.38 s.
func TestSecurityListsAPageAtATime(t *testing.T) {
	const n = 2500
	rel := parser.Release{Version: "v1.99.0", Previous: "v1.98.0", Notes: []parser.Note{{Version: "v1.99.0", Kind: "Feature", Markdown: "x", PRs: []int{2}}}}
	for i := range n {
		rel.Security = append(rel.Security, parser.Advisory{CVE: fmt.Sprintf("CVE-2099-%d", 100000+i), Title: fmt.Sprintf("Issue %d", i)})
	}
	s := notes.NewStore([]parser.Release{{Version: "v1.98.0", Notes: []parser.Note{{Version: "v1.98.0", Kind: "Feature", Markdown: "y", PRs: []int{1}}}}, rel})
	c := compareResult(t, s, "from=v1.98.0&to=v1.99.0").Comparison
	v := New(s)
	head := v.CompareRangeHTML(c)
	sec := head[strings.Index(head, `<section class="security"`):]
	if got := strings.Count(sec, "<li "); got != ListPage {
		t.Errorf("the head lists %d advisories, want %d", got, ListPage)
	}
	if want := `Security fixes <span class="count">2500</span>`; !strings.Contains(sec, want) {
		t.Errorf("the head lacks %s", want)
	}
	if want := `<button type="button" class="list-more" data-list="security">Show 1,000 more of 1,500</button>`; !strings.Contains(sec, want) {
		t.Errorf("the head lacks %s:\n%.300s", want, sec[strings.LastIndex(sec, "</ul>"):])
	}
	for shown, want := range map[int]string{2000: "Show 500 more of 500", 2500: "", 3000: ""} {
		if got := v.MoreRowsLabel(SecurityList, c, shown); got != want {
			t.Errorf("MoreRowsLabel(SecurityList, %d) = %q, want %q", shown, got, want)
		}
	}
	all := sec[strings.Index(sec, "<ul>")+4 : strings.Index(sec, "</ul>")]
	for shown := ListPage; shown < n+ListPage; shown += ListPage {
		all += v.RowsHTML(SecurityList, c, shown, shown+ListPage)
	}
	for i := range n {
		if want := fmt.Sprintf(`<li data-cve="CVE-2099-%d" data-version="v1.99.0">`, 100000+i); strings.Count(all, want) != 1 {
			t.Fatalf("the pages list %s %d times, want once", want, strings.Count(all, want))
		}
	}
	if got := strings.Count(all, "<li "); got != n {
		t.Errorf("the pages list %d advisories, want %d", got, n)
	}
}
