package render

import (
	"strings"
	"testing"
)

// TestBlocksCutsATwentyMegabyteNoteIntoSlices cuts the plain text of a
// 20 MB note of one line, without and with spaces (the shape the page
// writes a slice at a time), into slices of about 256 KB: every slice
// whole paragraphs, together every byte, each near the size asked.
func TestBlocksCutsATwentyMegabyteNoteIntoSlices(t *testing.T) {
	for _, src := range []string{strings.Repeat("a", 20<<20), strings.Repeat("word ", 4<<20)} {
		h := Plain([]byte(src + "lastword")).Render(nil)
		var got strings.Builder
		slices := 0
		for rest := h; rest != ""; slices++ {
			var head string
			head, rest = Blocks(rest, 256<<10)
			if !strings.HasPrefix(strings.TrimLeft(head, "\n"), "<p>") || !strings.HasSuffix(head, "</p>") {
				t.Fatalf("slice %d is not whole paragraphs: %.40q … %.40q", slices, head, head[max(0, len(head)-40):])
			}
			if rest != "" && (len(head) < 256<<10 || len(head) > 256<<10+plainBlock+16) {
				t.Fatalf("slice %d is %d bytes, want about %d", slices, len(head), 256<<10)
			}
			got.WriteString(head)
		}
		if got.String() != h {
			t.Errorf("the slices of %d bytes put together are %d bytes, not the note's HTML", len(h), got.Len())
		}
		if want := len(h)/(256<<10) + 1; slices < want-1 || slices > want {
			t.Errorf("%d slices, want about %d", slices, want)
		}
	}
}

// TestBlocksLeavesWhatItCannotCut keeps h whole when it is short, one
// element, or not well formed.
func TestBlocksLeavesWhatItCannotCut(t *testing.T) {
	for _, h := range []string{
		"<p>short</p>",
		"<p>" + strings.Repeat("x", 100) + "</p>",
		"<ul><li>" + strings.Repeat("x", 100) + "</li></ul>",
		"<p>" + strings.Repeat("x", 100) + "</b></p><p>y</p>",
		"<p>" + strings.Repeat("x", 100) + "<b",
	} {
		if head, rest := Blocks(h, 10); head != h || rest != "" {
			t.Errorf("Blocks(%.30q) = %.30q, %.30q; want it whole", h, head, rest)
		}
	}
	head, rest := Blocks("<p>a<br>b</p>\n<p>c</p>", 3)
	if head != "<p>a<br>b</p>" || rest != "\n<p>c</p>" {
		t.Errorf("Blocks cut at %q | %q", head, rest)
	}
}
