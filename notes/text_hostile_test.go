package notes

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// TestPlainTextLinearOnUnclosedLinks: every unclosed "](" used to scan to
// the end of its line, so a note of 100 KB of "[a](b" (an opened file's)
// took seconds to index for search in one task of the page.
func TestPlainTextLinearOnUnclosedLinks(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	small, large := strings.Repeat("[a](b", 16<<10), strings.Repeat("[a](b", 64<<10)
	ts, tl, ratio := lineartime.Ratio(5, func() { PlainText(small) }, func() { PlainText(large) })
	t.Logf("%d bytes: %v; 4×: %v (%.1f×)", len(small), ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("4× the note took %.1f× the time (%v → %v)", ratio, ts, tl)
	}
}

// TestPlainTextAfterAnUnclosedLink: once a scan fails, the targets of
// the links after it still go, nested parentheses included, and an
// unclosed one keeps its text.
func TestPlainTextAfterAnUnclosedLink(t *testing.T) {
	for md, want := range map[string]string{
		"[a](b [c](d) e":                   "a(b c e",
		"[a](b (x) [c](d (e) f) g\n[h](i)": "a(b (x) c g h",
		"[a](b\n[c](d)":                    "a(b c",
	} {
		if got := PlainText(md); got != want {
			t.Errorf("PlainText(%q) = %q, want %q", md, got, want)
		}
	}
}

// TestNoteTextLinear: each "[#" of a note is a citation's possible start;
// many of them on a line that does not close ("([#1] …", "([#1](x …")
// must not each read the rest of the note again.
func TestNoteTextLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	for name, unit := range map[string]string{"unlinked": "([#1] ", "linked": "([#1](x "} {
		t.Run(name, func(t *testing.T) {
			note := func(n int) string { return strings.Repeat(unit, n) + ")\nx)" }
			small, large := note(16<<10), note(64<<10)
			ts, tl, ratio := lineartime.Ratio(5, func() { NoteText(small) }, func() { NoteText(large) })
			t.Logf("%d bytes: %v; 4×: %v (%.1f×)", len(small), ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the note took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}

// TestPlainTextsPauseInsideALongNote reads the plain text of a store whose
// one note is 20 MB, with spaces and without, and of unclosed links (where
// the closing parentheses are mapped first): the pause comes at least once
// every plainTextStep bytes, and the text is PlainText's. Before, the
// note was read in one stretch, the page's longest task while an opened
// file was indexed for search (0.2–0.31 s, hostile7's spaces.md).
func TestPlainTextsPauseInsideALongNote(t *testing.T) {
	shapes := hugeNoteShapes(20 << 20)
	shapes["unclosed links"] = strings.Repeat("[a](b", 4<<20)
	for name, body := range shapes {
		t.Run(name, func(t *testing.T) {
			s, _ := hugeNoteStore(body)
			md := s.Note(0).Markdown
			pauses := 0
			texts := s.plainTexts(func() { pauses++ })
			if got, want := texts[0], PlainText(md); got != want {
				t.Fatalf("the paced text differs from PlainText's (%d and %d bytes)", len(got), len(want))
			}
			if want := len(md) / plainTextStep; pauses < want {
				t.Errorf("a note of %d bytes paused %d times, want at least %d (one every %d bytes)", len(md), pauses, want, plainTextStep)
			}
		})
	}
}
