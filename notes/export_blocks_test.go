package notes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// The plain Markdown export (`kubechangelog query|diff … -o markdown`, the
// page's Markdown export) is read rendered too: pasted into an issue or a
// slide. These tests render it with goldmark, as the write-up's tests do,
// and read each note's list item: one item per note, the citation and the
// SIG labels outside code, no heading of the note among the export's and no
// word dropped as raw HTML.

// exportItems renders a plain export and returns each note's list item, in
// order: the items of the lists from "## Urgent Upgrade Notes" (or
// "## Changes by Kind") to the next other h2 (a comparison's
// "## Dependencies").
func exportItems(md goldmark.Markdown, src []byte) []ast.Node {
	doc := md.Parser().Parse(text.NewReader(src))
	var items []ast.Node
	inNotes := false
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if h, ok := c.(*ast.Heading); ok && h.Level == 2 {
			t := inlineText(h, src)
			inNotes = t == "Urgent Upgrade Notes" || t == "Changes by Kind"
		}
		if l, ok := c.(*ast.List); ok && inNotes {
			for it := l.FirstChild(); it != nil; it = it.NextSibling() {
				items = append(items, it)
			}
		}
	}
	return items
}

// exportItemProblems reads the list item of note n in a rendered plain
// export (version: the release the item must name, in a comparison) and
// returns what a reader would have to fix by hand, one line each.
func exportItemProblems(n *parser.Note, it ast.Node, src []byte, version string) []string {
	var out []string
	last := "" // the text of the item's last paragraph, where the labels go
	_ = ast.Walk(it, func(x ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch x := x.(type) {
		case *ast.Heading:
			if x.Level <= 3 {
				out = append(out, fmt.Sprintf("%q is an h%d, a heading of the export's own", inlineText(x, src), x.Level))
			}
		case *ast.Paragraph, *ast.TextBlock:
			last = inlineText(x, src)
		case *ast.RawHTML:
			out = append(out, fmt.Sprintf("raw HTML %q, which a renderer drops", x.Segments.Value(src)))
		}
		return ast.WalkContinue, nil
	})
	// Each pull request reads once, outside code (a fenced block's text is
	// no inline text): "(#107796, @alexanderConstantinescu)"; a note that
	// cites its pull requests in its text (1.15's #77567, one line each)
	// is not cited again after it.
	words := inlineText(it, src)
	for _, pr := range n.PRs {
		if k, want := countPR(words, pr), max(1, countPR(notes.PlainText(n.Markdown), pr)); k != want && !upstreamTypos[pr] {
			out = append(out, fmt.Sprintf("#%d reads %d times outside code"+", upstream %d", pr, k, want))
		}
	}
	for _, a := range n.Authors {
		if !strings.Contains(words, "@"+a) {
			out = append(out, fmt.Sprintf("@%s is not cited outside code", a))
		}
	}
	want := ""
	if len(n.SIGs) > 0 {
		want = "[sig/" + strings.Join(n.SIGs, ", sig/") + "]"
	}
	if version != "" {
		want = strings.TrimSpace(want + " — " + version)
	}
	if !strings.HasSuffix(last, want) {
		out = append(out, fmt.Sprintf("the item's last paragraph ends %q, want %q", last[max(0, len(last)-len(want)-20):], want))
	}
	return out
}

// checkPlainExport renders src, the plain export of res's notes ids (in
// the export's order), in both dialects and reports each note's problems,
// at most 40. Each note is the one the export writes (Result.Labelled: a
// change takes its copies' labels).
func checkPlainExport(t *testing.T, res *notes.Result, what string, src []byte, ids []int, multi bool) {
	t.Helper()
	bad := 0
	for name, md := range renderings {
		items := exportItems(md, src)
		if len(items) != len(ids) {
			t.Errorf("%s, %s: %d list items for %d notes", what, name, len(items), len(ids))
			continue
		}
		for i, it := range items {
			n := res.Labelled(ids[i])
			version := ""
			if multi {
				version = n.Version
			}
			for _, p := range exportItemProblems(n, it, src, version) {
				if bad++; bad <= 40 {
					t.Errorf("%s %v, %s: %s", what, n.PRs, name, p)
				}
			}
		}
	}
	if bad > 40 {
		t.Errorf("%s: and %d more", what, bad-40)
	}
}

// byKind orders ids as export md lists them: by kind in md's order (see
// TestWriteUpKindsInUpstreamOrder), in the result's order within a kind.
func byKind(s *notes.Store, ids []int, md string) []int {
	kinds := exportKinds(md)
	ids = slices.Clone(ids)
	slices.SortStableFunc(ids, func(a, b int) int {
		return slices.Index(kinds, string(s.Note(a).Kind)) - slices.Index(kinds, string(s.Note(b).Kind))
	})
	return ids
}

// TestMarkdownExportNotesWithBlocks: real notes whose text ends in a block
// other than a paragraph. Appended to v1.24.0 #107796's closing code fence,
// "``` (#107796, @alexanderConstantinescu) [sig/testing]" kept the fence
// open: the citation, the labels and every note after read as code.
func TestMarkdownExportNotesWithBlocks(t *testing.T) {
	s := shipped(t)
	for _, frag := range []string{
		"version=v1.24.0&sig=testing&q=pr:107796",         // a code block closes the note
		"version=v1.29.0&q=pr:119517",                     // an HTML comment closes the note
		"version=v1.36.0-beta.0&q=pr:136725",              // a code fence left open
		"version=v1.36.0-alpha.1&q=pr:135759",             // "### Description" in the note
		"version=v1.24.0&q=pr:108493",                     // "<type>/<name>" in the text
		"version=v1.6.0&q=pr:41304",                       // the citation in the text, a list after it
		"from=v1.22.0&to=v1.24.0&sig=testing&q=pr:107796", // a comparison: the release follows
	} {
		st, _ := notes.ParseFragment(frag)
		res := s.Query(st)
		if res.Total() != 1 {
			t.Fatalf("%s: %d notes, want 1", frag, res.Total())
		}
		md := s.Markdown(res)
		if res.Comparison != nil {
			md = s.DiffMarkdown(res, res.Comparison)
		}
		checkPlainExport(t, res, frag, []byte(md), res.IDs, len(res.Releases) > 1)
	}
	// In its release's view, among the other notes of SIG Testing.
	st, _ := notes.ParseFragment("version=v1.24.0&sig=testing")
	res := s.Query(st)
	md := s.Markdown(res)
	checkPlainExport(t, res, "version=v1.24.0&sig=testing", []byte(md), byKind(s, res.IDs, md), false)
}

// TestMarkdownExportEveryShippedNote renders the plain export of every
// shipped release, and the comparison export of the widest range, and
// reads every note's item.
func TestMarkdownExportEveryShippedNote(t *testing.T) {
	s := shipped(t)
	for _, rel := range s.Releases() {
		st, _ := notes.ParseFragment("version=" + rel.Version)
		res := s.Query(st)
		md := s.Markdown(res)
		checkPlainExport(t, res, rel.Version, []byte(md), byKind(s, res.IDs, md), false)
	}
	rels := s.Releases()
	frag := "from=" + rels[len(rels)-1].Version + "&to=" + rels[0].Version
	st, _ := notes.ParseFragment(frag)
	res := s.Query(st)
	if res.Comparison == nil || len(res.Releases) < 2 {
		t.Fatalf("%s is no comparison of releases", frag)
	}
	md := s.DiffMarkdown(res, res.Comparison)
	checkPlainExport(t, res, frag, []byte(md), byKind(s, res.IDs, md), true)
}

// TestMarkdownExportContextOfTheSIG: the plain export carries the context a
// SIG's view shows (ViewContext), as the write-up does: v1.12.0 × SIG
// Storage keeps "### SIG-storage" of release-notes-1.12.md's fifteen SIG
// themes, and its Known Issues.
func TestMarkdownExportContextOfTheSIG(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.12.0&sig=storage")
	got := contextSections([]byte(s.Markdown(s.Query(st))))
	if want := []string{"## Major Themes", "SIG-storage", "## Known Issues"}; !slices.Equal(got, want) {
		t.Errorf("v1.12.0 × SIG Storage: the export's context sections are %q, want %q", got, want)
	}
}
