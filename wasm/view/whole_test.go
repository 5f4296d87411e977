package view

import (
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/render"
)

// TestANoteOfMegabytesShowsInParts shows a 20 MB note of one line,
// without and with spaces: its card holds about WholeSlice bytes and
// "Show the next part of this note (2% shown)" (WholeSlice of 20 MB, or
// 3% as the HTML's length rounds), and the parts NextPart
// gives, each about WholeSlice bytes, complete the note's folded rest to
// its last word, the button's label counting up to the last part. Before,
// the card held all 20 MB, which Chromium alone took 0.4 s to parse.
func TestANoteOfMegabytesShowsInParts(t *testing.T) {
	for _, body := range []string{strings.Repeat("a", 20<<20), strings.Repeat("word ", 4<<20)} {
		s := notes.NewStore([]parser.Release{{Version: "v1.99.0", Notes: []parser.Note{{Version: "v1.99.0", Kind: "Feature", Markdown: body + " lastword", PRs: []int{1}}}}})
		v := New(s)
		card := v.Chunk(v.Page(s.Query(notes.State{Version: "v1.99.0"})), 0, 1).Top
		if len(card) > WholeSlice+64<<10 {
			t.Errorf("the card is %d bytes, want about %d", len(card), WholeSlice)
		}
		// The first part is 512 KB of about 20 MB of HTML: 2 or 3%.
		if !strings.Contains(card, `<button type="button" class="note-next" data-id="0">Show the next part of this note (2% shown)</button>`) &&
			!strings.Contains(card, `<button type="button" class="note-next" data-id="0">Show the next part of this note (3% shown)</button>`) {
			t.Fatalf("the card of a 20 MB note has no button for the next part: %.200q", card[strings.Index(card, `</div>`):])
		}
		_, rest := render.Fold(v.body(0, s.Note(0), nil), foldKeep, foldLeast)
		first := card[strings.Index(card, `<div class="note-part">`)+len(`<div class="note-part">`) : strings.Index(card, `</div><p class="note-next">`)]
		whole := first
		label := "?"
		parts, last := 1, 2
		for label != "" {
			part, l, ok := v.NextPart(0)
			if !ok {
				t.Fatalf("no part %d", parts+1)
			}
			if len(part) > WholeSlice+8<<10 || l != "" && len(part) < WholeSlice {
				t.Fatalf("part %d is %d bytes", parts+1, len(part))
			}
			whole += part
			label = l
			parts++
			if label != "" {
				pct, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(label, "Show the next part of this note ("), "% shown)"))
				if err != nil || pct < last || pct > 100 {
					t.Fatalf("after part %d the button says %q, after %d%%", parts, label, last)
				}
				last = pct
			}
		}
		if whole != rest || !strings.HasSuffix(whole, "lastword</p>") {
			t.Errorf("the parts hold %d bytes, the note's folded rest %d (ending %q)", len(whole), len(rest), whole[max(0, len(whole)-40):])
		}
		if _, _, ok := v.NextPart(0); ok {
			t.Error("NextPart gives a part after the last")
		}
	}
}
