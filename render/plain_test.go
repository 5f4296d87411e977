package render

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/search/mark"
)

// TestLongPlainNoteFolds: a note shown as plain text (too costly or too
// deep for goldmark) is cut into paragraphs at white space, so a card
// folds it after its first lines rather than laying out megabytes; every
// word is kept, whole, and marked.
func TestLongPlainNoteFolds(t *testing.T) {
	src := strings.Repeat("wörd <b> ", 1<<17) + "lastword"
	tp := Plain([]byte(src))
	h := tp.Render([]mark.Mark{{Word: "lastword"}})
	if !strings.HasSuffix(h, "<mark>lastword</mark></p>") || strings.Contains(h, "<b>") {
		t.Errorf("the end of the note: …%s", h[max(0, len(h)-80):])
	}
	if n, m := strings.Count(h, "wörd"), strings.Count(h, "&lt;b&gt;"); n != 1<<17 || m != 1<<17 {
		t.Errorf("%d and %d words of %d kept", n, m, 1<<17)
	}
	// Cut at white space only: every paragraph but the last ends in one.
	if n, m := strings.Count(h, "</p>"), strings.Count(h, " </p>"); n < 2 || m != n-1 {
		t.Errorf("%d paragraphs, %d ending in white space", n, m)
	}
	head, rest := Fold(tp.Render(nil), 900, 40)
	if len(head) > 2*plainBlock || rest == "" {
		t.Errorf("the card's head is %d bytes, the folded rest %d", len(head), len(rest))
	}
	if p := Plain([]byte("short")).Render(nil); p != "<p>short</p>" {
		t.Errorf("a short note: %q", p)
	}
}

// TestStoredPacedPausesThroughALongNote: a note of 20 MB with no stored
// form (an opened file's), without and with spaces and with text to
// escape, is rendered to the same Template as without pauses, with a
// pause after every pacedBlock bytes or so of its copy and of its
// escaping. Before, it was one step: 0.27–0.4 s in the page's task that
// showed the opened file.
func TestStoredPacedPausesThroughALongNote(t *testing.T) {
	for _, src := range []string{strings.Repeat("a", 20<<20), strings.Repeat("word ", 4<<20), strings.Repeat("<a&b> ", 3<<20)} {
		pauses := 0
		got := StoredPaced(src, "", func() { pauses++ }).Render(nil)
		if want := Stored(src, "").Render(nil); got != want {
			t.Fatalf("%.10q…: the paced rendering differs from the unpaced one", src)
		}
		// A copy and an escaping, each paced.
		if want := 2 * (len(src)/pacedBlock - 1); pauses < want {
			t.Errorf("%.10q…: %d pauses in %d bytes, want %d at least", src, pauses, len(src), want)
		}
	}
}
