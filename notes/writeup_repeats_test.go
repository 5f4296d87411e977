package notes_test

import (
	"slices"
	"strings"
	"testing"

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
// repeats an earlier one of its release and kind word for word and
// without a note of neither text nor pull request
// (TestWriteUpCitesARepeatedNoteOnce).
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
			return o.Version == n.Version && o.Kind == n.Kind && strings.TrimSpace(o.Markdown) == strings.TrimSpace(n.Markdown)
		}) {
			out = append(out, id)
		}
	}
	return out
}
