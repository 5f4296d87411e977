package notes

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/parser"
)

// hugeNoteStore is a store of one release whose one note is body, cited
// as an opened file's note is (browsertest's hostileRelease).
func hugeNoteStore(body string) (*Store, *Result) {
	md := body + " lastword ([#990400](https://github.com/kubernetes/kubernetes/pull/990400), [@mallory](https://github.com/mallory)) [SIG Node]"
	s := NewStore([]parser.Release{{Version: "v1.99.0", Notes: []parser.Note{{Version: "v1.99.0", Kind: "Feature", Markdown: md, PRs: []int{990400}, Authors: []string{"mallory"}, SIGs: []string{"node"}}}}})
	return s, s.Query(State{Version: "v1.99.0"})
}

// hugeNoteShapes are a note of one line without spaces and with them, n
// bytes or about.
func hugeNoteShapes(n int) map[string]string {
	return map[string]string{"no spaces": strings.Repeat("a", n), "spaces": strings.Repeat("word ", n/5)}
}

// TestMarkdownOfAHugeNoteCopiesLittle exports a release whose one note is
// 4 MB and counts the bytes the export allocates: at most 4.5× the note
// (4× now: the text without its citation, the text readied, the item with
// its citation, the builder; 6× before the readied bytes became their
// string without a copy and the list item was written into the builder
// rather than made a string first). Before,
// citedNote folded the text's white space into a copy (strings.Fields: 16
// bytes a word, 13 MB for 4 MB of "word "), read it as PlainText, indented
// a one-line note through strings.Split and Join, and the builder doubled
// its way up: 9–12× the note (4–5× slower), and a 20 MB note's export was one task of
// 0.66–1.6 s in the page (hostile7).
func TestMarkdownOfAHugeNoteCopiesLittle(t *testing.T) {
	for name, body := range hugeNoteShapes(4 << 20) {
		t.Run(name, func(t *testing.T) {
			s, r := hugeNoteStore(body)
			defer debug.SetGCPercent(debug.SetGCPercent(-1))
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			md := s.Markdown(r)
			runtime.ReadMemStats(&after)
			if !strings.Contains(md, body[len(body)-100:]+" lastword (#990400, @mallory) [sig/node]\n") {
				t.Fatalf("the export lacks the note's end and citation: %q", md[max(0, len(md)-200):])
			}
			alloc := after.TotalAlloc - before.TotalAlloc
			t.Logf("a note of %d bytes: %d bytes allocated (%.1f×)", len(body), alloc, float64(alloc)/float64(len(body)))
			if alloc > 9*uint64(len(body))/2 {
				t.Errorf("exporting a note of %d bytes allocated %d (%.1f×), want at most 4.5×", len(body), alloc, float64(alloc)/float64(len(body)))
			}
		})
	}
}

// TestMarkdownLinearInANote times the export of a release whose one note
// is n bytes, at n and 4n, with and without spaces.
func TestMarkdownLinearInANote(t *testing.T) {
	for name := range hugeNoteShapes(1) {
		t.Run(name, func(t *testing.T) {
			small, rs := hugeNoteStore(hugeNoteShapes(1 << 20)[name])
			large, rl := hugeNoteStore(hugeNoteShapes(4 << 20)[name])
			ts, tl, ratio := lineartime.Ratio(3, func() { small.Markdown(rs) }, func() { large.Markdown(rl) })
			t.Logf("1 MB: %v; 4 MB: %v (%.1f×)", ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the note took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}

// TestContainsFoldedIsTheCopys holds containsFolded to what it replaces,
// strings.Contains of the text's words joined by single spaces.
func TestContainsFoldedIsTheCopys(t *testing.T) {
	texts := []string{"", "a", "x (#1, @a)", "x (#1,\n  @a) y", "x(#1, @a)", "(#1, @ab)", "(#1,@a)", "(#1, \u00a0@a)z", "a (#1, (#1, @a", "(#1, @a) (#1,  @a)", "p [#1](u), [@a](v)"}
	needles := []string{"(#1, @a)", "(#1,", "@a)", "a (#1", "[#1](u), [@a](v)", "(#1,  @a)", " (#1"}
	for _, s := range texts {
		for _, n := range needles {
			want := strings.Contains(strings.Join(strings.Fields(s), " "), n)
			if got := containsFolded(s, n); got != want {
				t.Errorf("containsFolded(%q, %q) = %v, want %v", s, n, got, want)
			}
		}
	}
}

// TestWriteUpBodyPausesInsideALongNote readies a note of 20 MB for an
// export, on one line with spaces and without, of short lines, and of
// characters the escaping acts on: its pause comes at least once every
// bodyStep bytes, and the body is the unpaced one. Before, a note's body
// was one stretch whatever its size, 0.1 s of the page's export of a
// 20 MB note (hostile8's nospaces.md, 0.15–0.25 s with the rest).
func TestWriteUpBodyPausesInsideALongNote(t *testing.T) {
	shapes := hugeNoteShapes(20 << 20)
	shapes["lines"] = strings.Repeat("a line of a note\n", (20<<20)/17)
	shapes["brackets"] = strings.Repeat("[a] `b` ", (20<<20)/8)
	for name, text := range shapes {
		t.Run(name, func(t *testing.T) {
			pauses := 0
			got, _ := writeUpBody(text, "v1.99.0", func() { pauses++ })
			want, _ := writeUpBody(text, "v1.99.0", nil)
			if got != want {
				t.Fatalf("the paced body differs from the unpaced one (%d and %d bytes)", len(got), len(want))
			}
			if want := len(text)/bodyStep - 1; pauses < want {
				t.Errorf("a note of %d bytes paused %d times, want at least %d (one every %d bytes)", len(text), pauses, want, bodyStep)
			}
		})
	}
}
