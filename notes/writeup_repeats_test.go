package notes_test

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestWriteUpCitesARepeatedNoteOnce: release-notes-1.13.md lists four
// kubeadm notes twice, word for word, under "### SIG Cluster Lifecycle"
// (lines 328-337 and 342-345: #70495, #69812, #67763, #69289). The SIG's
// write-up read each twice, cited twice: a line the group deletes by hand.
// It reads each once, and keeps every other note.
func TestWriteUpCitesARepeatedNoteOnce(t *testing.T) {
	s := shipped(t)
	res := s.Query(mustState(t, "version=v1.13.0&sig=cluster-lifecycle"))
	src := []byte(s.WriteUp(res, i18n.EN))
	for name, md := range renderings {
		items := noteItems(md, src)
		var words strings.Builder
		for _, it := range items {
			words.WriteString(blocksText(it, src) + "\n")
		}
		for _, pr := range []int{70495, 69812, 67763, 69289} {
			if k := countPR(words.String(), pr); k != 1 {
				t.Errorf("%s: #%d reads %d times, want once", name, pr, k)
			}
		}
		// One note is another's copy: the four.
		if want := res.Total() - 4; len(items) != want {
			t.Errorf("%s: %d notes, want the %d distinct notes of %d", name, len(items), want, res.Total())
		}
	}
}

// TestWriteUpNoTrailingSpaces: upstream leaves a space at the end of some
// lines (1.6's theme "… when there is a node problem. ", 1.19's "Production
// images moved to community control", 1.23's #103447 "…=true` "): it
// renders as nothing but is a line a linter of the group's repository
// (markdownlint's MD009) asks them to edit. No line of either layout of any
// shipped release ends in white space, but the comment slot "> " and a hard
// line break (two spaces, then more of the paragraph), which renders.
func TestWriteUpNoTrailingSpaces(t *testing.T) {
	s := shipped(t)
	bad := 0
	for _, rel := range s.Releases() {
		res := s.Query(mustState(t, "version="+rel.Version))
		for layout, doc := range map[string]string{"write-up": s.WriteUp(res, i18n.EN), "plain export": s.Markdown(res)} {
			lines := strings.Split(doc, "\n")
			for i, ln := range lines {
				trimmed := strings.TrimRight(ln, " \t")
				switch {
				case trimmed == ln, strings.TrimSpace(ln) == ">" && strings.HasSuffix(ln, "> "):
					continue
				case ln == trimmed+"  " && i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "":
					continue // a hard line break
				}
				if bad++; bad <= 10 {
					t.Errorf("%s, %s, line %d ends in white space: %q", rel.Version, layout, i+1, ln)
				}
			}
		}
	}
	if bad > 10 {
		t.Errorf("and %d more", bad-10)
	}
}

// writtenNotes are the notes of res a write-up lists, in its order: by
// kind in the write-up's order, each kind in upstream order, without a note that
// repeats an earlier one of its release word for word
// (TestWriteUpCitesARepeatedNoteOnce, TestWriteUpListsACopyUnderItsKind).
func writtenNotes(s *notes.Store, res *notes.Result) []int {
	ids := slices.Sorted(slices.Values(res.IDs))
	// The kinds in the write-up's order, which TestWriteUpKindsInUpstreamOrder
	// holds to upstream's (Dependency first since 1.36).
	kinds := exportKinds(s.WriteUp(res, i18n.EN))
	slices.SortStableFunc(ids, func(a, b int) int {
		return slices.Index(kinds, string(s.Note(a).Kind)) - slices.Index(kinds, string(s.Note(b).Kind))
	})
	var out []int
	for _, id := range ids {
		n := s.Note(id)
		if !slices.ContainsFunc(out, func(other int) bool {
			o := s.Note(other)
			return o.Version == n.Version && strings.TrimSpace(o.Markdown) == strings.TrimSpace(n.Markdown)
		}) {
			out = append(out, id)
		}
	}
	return out
}

// TestWriteUpListsACopyUnderItsKind: release-notes-1.12.md lists
// RuntimeClass under "## API Changes" ("The RuntimeClass API has been
// added.", #67737) and again under "### SIG Node" in other words; SIG
// Node's write-up read only the second, under "Other notes", and lacked
// the API change. release-notes-1.10.md's "Before Upgrading" has "The
// word “manifest” has been expunged from the Kubelet API." (#60314): the
// write-up's Urgent Upgrade Notes read "None". Both copies are listed now,
// each under its kind; a copy word for word ("The PodShareProcessNamespace
// feature … promoted to beta.", #66507, under "## New Features" and "###
// SIG Node") reads once, under the kind listed first.
func TestWriteUpListsACopyUnderItsKind(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		frag string
		want map[string][]int // kind heading → how many items cite each PR, in order
		prs  []int
	}{
		{"version=v1.12.0&sig=node", map[string][]int{
			"API Change":  {1, 1, 0},
			"Feature":     {0, 0, 1},
			"Other notes": {1, 1, 0},
		}, []int{67737, 67518, 66507}},
		{"version=v1.10.0&sig=node", map[string][]int{
			"Urgent Upgrade Notes": {1},
			"Other notes":          {1},
		}, []int{60314}},
		// The Urgent Upgrade Notes' "`kubectl scale job`, deprecated since
		// 1.10, has been removed.", which release-notes-1.15.md repeats
		// under "### Deprecated/changed metrics"; the Deprecations' kubectl
		// list cites it too.
		{"version=v1.15.0&sig=cli", map[string][]int{
			"Urgent Upgrade Notes": {1},
			"Deprecation":          {1},
		}, []int{78445}},
	} {
		src := []byte(s.WriteUp(s.Query(mustState(t, c.frag)), i18n.EN))
		for name, md := range renderings {
			got := map[string][]int{}
			for kind, items := range kindItems(md, src) {
				counts := make([]int, len(c.prs))
				for _, it := range items {
					words := blocksText(it, src)
					for i, pr := range c.prs {
						if countPR(words, pr) > 0 {
							counts[i]++
						}
					}
				}
				if slices.ContainsFunc(counts, func(k int) bool { return k > 0 }) {
					got[kind] = counts
				}
			}
			if !maps.EqualFunc(got, c.want, slices.Equal) {
				t.Errorf("%s, %s: items citing %v by kind %v, want %v", c.frag, name, c.prs, got, c.want)
			}
		}
	}
}

// kindItems renders a write-up and returns the note items under each of
// its kind headings, "Urgent Upgrade Notes" among them.
func kindItems(md goldmark.Markdown, src []byte) map[string][]ast.Node {
	out := map[string][]ast.Node{}
	kind := ""
	for c := md.Parser().Parse(text.NewReader(src)).FirstChild(); c != nil; c = c.NextSibling() {
		if h, ok := c.(*ast.Heading); ok && h.Level >= 2 {
			kind = inlineText(h, src)
		}
		if l, ok := c.(*ast.List); ok && kind != "" {
			for it := l.FirstChild(); it != nil; it = it.NextSibling() {
				out[kind] = append(out[kind], it)
			}
		}
	}
	return out
}
