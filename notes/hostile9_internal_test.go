package notes

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestHugeNoteCopiesPauseWhileGrouped prepares the copies of a store whose
// one note is 16 MB, as the page does after opening such a file, and
// counts the pauses: the page yields to the browser only at one, so the
// note must be read a block at a time with pauses between. Before, the
// note's text was cut, folded and hashed in one step (one pause, after
// it): a task of 0.56 s in the page for 20 MB (hostile7).
func TestHugeNoteCopiesPauseWhileGrouped(t *testing.T) {
	for name, body := range hugeNoteShapes(16 << 20) {
		t.Run(name, func(t *testing.T) {
			s, _ := hugeNoteStore(body)
			pauses := 0
			s.PrepareCopies(func() { pauses++ })
			if want := 16 / 2; pauses < want {
				t.Errorf("%d pauses while grouping a 16 MB note; want at least %d (one per 2 MB)", pauses, want)
			}
		})
	}
}

// TestHugeNoteCopiesStillGroup puts one note over maxFoldedText into two
// releases, cited by a different PR in each as a cherry-pick is, and a
// third note differing from it in one byte in the middle: the two copies
// are one change, shown once, and the third is another.
func TestHugeNoteCopiesStillGroup(t *testing.T) {
	body := strings.Repeat("word ", 100<<10) // 500 KB
	other := body[:len(body)/2] + "X" + body[len(body)/2+1:]
	note := func(v, text string, pr string) parser.Note {
		return parser.Note{Version: v, Kind: "Feature", Markdown: text + " lastword ([#" + pr + "](https://github.com/kubernetes/kubernetes/pull/" + pr + "), [@mallory](https://github.com/mallory)) [SIG Node]", PRs: []int{atoi(pr)}, Authors: []string{"mallory"}, SIGs: []string{"node"}}
	}
	s := NewStore([]parser.Release{
		{Version: "v1.99.1", Notes: []parser.Note{note("v1.99.1", body, "990401")}},
		{Version: "v1.99.0", Notes: []parser.Note{note("v1.99.0", body, "990400"), note("v1.99.0", other, "990402")}},
	})
	group, _ := s.sameTexts()
	if group[0] < 0 || group[0] != group[1] {
		t.Errorf("the two copies of the note are in text groups %d and %d, want one", group[0], group[1])
	}
	if group[2] == group[0] {
		t.Error("the note differing in one byte is in the copies' text group")
	}
	if got := s.Query(State{}).Total(); got != 2 {
		t.Errorf("all releases show %d changes, want 2 (the copies once, the other note)", got)
	}
}

func atoi(s string) (n int) {
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// TestHugeNoteGroupingIsLinear times grouping the text of one note of
// 1 MB and of 4 MB (both over maxFoldedText): 4× the note may cost at most
// lineartime.MaxRatio× the time.
func TestHugeNoteGroupingIsLinear(t *testing.T) {
	for name, small := range hugeNoteShapes(1 << 20) {
		t.Run(name, func(t *testing.T) {
			large := strings.Repeat(small, 4)
			run := func(body string) func() {
				return func() {
					s, _ := hugeNoteStore(body)
					s.sameTexts()
				}
			}
			ts, tl, ratio := lineartime.Ratio(5, run(small), run(large))
			t.Logf("%v for 1 MB, %v for 4 MB: %.1f×", ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("grouping 4 MB took %.1f× the time of 1 MB; want at most %d×", ratio, lineartime.MaxRatio)
			}
		})
	}
}
