package notes_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// contextTitles lists "Group: section title" for every section of ctx.
func contextTitles(ctx []notes.ReleaseContext) []string {
	var out []string
	for _, c := range ctx {
		for _, g := range c.Groups() {
			for _, s := range g.Sections {
				out = append(out, c.Version+" "+g.Title+": "+s.Title)
			}
		}
	}
	return out
}

// TestContextShowsThemesAndKnownIssues: the release context of a view is
// the upstream release's Major Themes and Known Issues (titles as
// CHANGELOG-1.24.md and CHANGELOG-1.29.md print them), whatever the SIG
// filter, and a search keeps only the sections holding its words.
func TestContextShowsThemesAndKnownIssues(t *testing.T) {
	s := shipped(t)
	q := func(frag string) []string {
		st, _ := notes.ParseFragment(frag)
		return contextTitles(s.Context(s.Query(st)))
	}
	got := q("version=v1.24.0&sig=node")
	if len(got) != 11 || got[0] != "v1.24.0 Major Themes: Dockershim Removed from kubelet" {
		t.Errorf("v1.24.0 × node context = %q, want 11 themes starting with Dockershim Removed from kubelet", got)
	}
	got = q("version=v1.29.0")
	want := "v1.29.0 Known Issues: Evented PLEG beta feature (disabled by default) has a critical bug"
	if !contains(got, want) {
		t.Errorf("v1.29.0 context = %q, want %q", got, want)
	}
	// A search narrows the sections: "dockershim" is in one theme only.
	got = q("version=v1.24.0&q=dockershim")
	if len(got) != 1 || !strings.Contains(got[0], "Dockershim") {
		t.Errorf("v1.24.0 searched for dockershim: context = %q, want the Dockershim theme only", got)
	}
	// Structured terms say nothing of prose.
	if got := q("version=v1.24.0&q=sig:node"); len(got) != 11 {
		t.Errorf("v1.24.0 with q=sig:node: %d sections, want all 11", len(got))
	}
	if got := q(""); len(got) != 0 {
		t.Errorf("all releases: context = %q, want none", got)
	}
	// A comparison shows each release in range that has context.
	got = q("from=v1.28.0&to=v1.30.0")
	if !contains(got, want) || !contains(got, "v1.30.0 Major Themes: What's New (Major Themes)") {
		t.Errorf("v1.28.0 → v1.30.0 context = %q, want v1.29.0's known issue and v1.30.0's theme", got)
	}
}

// TestMarkdownExportHasContextSections: the export carries the context as
// its own sections, between the count and the notes, and a comparison
// names each group's release.
func TestMarkdownExportHasContextSections(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.29.0&sig=node")
	md := s.Markdown(s.Query(st))
	iKnown := strings.Index(md, "## Known Issues\n\n### Evented PLEG beta feature (disabled by default) has a critical bug\n\nThe Evented PLEG")
	iUrgent := strings.Index(md, "## Urgent Upgrade Notes")
	if iKnown < 0 || iUrgent < iKnown {
		t.Errorf("v1.29.0 × node export lacks its Known Issues section before the notes:\n%.800s", md)
	}
	st, _ = notes.ParseFragment("from=v1.28.0&to=v1.30.0&sig=node")
	r := s.Query(st)
	md = s.DiffMarkdown(r, r.Comparison)
	for _, h := range []string{"## Known Issues (v1.29.0)\n", "## Major Themes (v1.30.0)\n"} {
		if !strings.Contains(md, h) {
			t.Errorf("comparison export lacks %q", h)
		}
	}
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
