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
