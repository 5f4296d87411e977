package view

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestContextHTMLShowsThemesCollapsedAndSearched: above v1.24.0's notes
// stand its eleven Major Themes (CHANGELOG-1.24.md), collapsed; a search
// for "dockershim" keeps the one theme that names it, opened, the word
// marked in its title and text; the summary is in the interface language.
func TestContextHTMLShowsThemesCollapsedAndSearched(t *testing.T) {
	s := shipped(t)
	v := New(s)
	query := func(frag string) *notes.Result {
		st, _ := notes.ParseFragment(frag)
		return s.Query(st)
	}
	res := query("version=v1.24.0&sig=node")
	got := v.ContextHTML(res)
	if !strings.Contains(got, `<details class="context-group" data-version="v1.24.0" data-group="Major Themes" data-lazy><summary>Major Themes <span class="count">11</span></summary></details>`) {
		t.Errorf("v1.24.0 × node context is not one collapsed group of 11 themes, its body left for its opening:\n%.600s", got)
	}
	if n := strings.Count(v.ContextGroupBodyHTML(res, "v1.24.0", "Major Themes"), `<article class="context-section">`); n != 11 {
		t.Errorf("%d sections when the group is opened, want 11", n)
	}
	got = v.ContextHTML(query("version=v1.24.0&q=dockershim"))
	if !strings.Contains(got, `data-group="Major Themes" open>`) || !strings.Contains(got, `<h3><mark>Dockershim</mark> Removed from kubelet</h3>`) {
		t.Errorf("searched context is not the opened Dockershim theme with its word marked:\n%.800s", got)
	}
	if n := strings.Count(got, `<article class="context-section">`); n != 1 {
		t.Errorf("%d sections for dockershim, want 1", n)
	}
	// In a comparison a search lists the groups it matched, closed: a
	// common word matches most releases' themes.
	got = v.ContextHTML(query("from=v1.23.0&to=v1.25.0&q=kubelet"))
	if !strings.Contains(got, `data-lazy`) || strings.Contains(got, ` open>`) || strings.Contains(got, `<article`) {
		t.Errorf("searched comparison context is not closed groups:\n%.600s", got)
	}
	if got := v.ContextHTML(query("")); got != "" {
		t.Errorf("all releases show context: %.200s", got)
	}
	v.Lang = i18n.JA
	got = v.ContextHTML(query("version=v1.29.0"))
	if !strings.Contains(got, `<summary>既知の問題 <span class="count">2</span>`) {
		t.Errorf("Japanese context summary:\n%.600s", got)
	}
}
