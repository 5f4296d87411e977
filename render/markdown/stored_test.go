package markdown

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/search"
)

// TestStoredRoundTrip checks that a Template stored by Parts and rebuilt by
// render.FromParts renders as the Template Prepare made, unmarked and
// marked, on real notes and on text whose runs are not cut from the
// markdown as written (escapes, character references, code spans across
// lines, a NUL byte, a note too deep for goldmark). The shipped notes are
// checked in package embed.
func TestStoredRoundTrip(t *testing.T) {
	srcs := []string{
		noteCodeSpans, noteNestedList, noteDocLink,
		`Fixed \*stars\* and &amp; &lt;tags&gt; &#x41;`,
		"A `code span\nacross lines` and <none> and --flag=<value>",
		"nul \x00 byte \"quoted\"",
		"<p>raw block</p>\n\nafter",
		"| a | b |\n| - | - |\n| `x` | <br> |",
		"visit https://example.com/x?a=1&b=2 or mail a@b.example",
		strings.Repeat("> ", 300) + "deep",
		"",
	}
	for _, src := range srcs {
		want := Prepare(src)
		got, err := render.FromParts(src, want.Parts(src))
		if err != nil {
			t.Errorf("FromParts(%.40q): %v", src, err)
			continue
		}
		for _, marks := range [][]search.Mark{nil, {{Word: "a"}, {Word: "code"}}, {{Word: "e"}, {Word: "quoted"}, {Word: "deep"}}} {
			if g, w := got.Render(marks), want.Render(marks); g != w {
				t.Errorf("%.40q marked %v: %q, want %q", src, marks, g, w)
			}
		}
	}
}

// TestMalformedPartsAreRefused cuts a stored Template short at every byte
// and changes each byte: render.FromParts returns an error or a Template,
// never panics, and a cut one is always refused.
func TestMalformedPartsAreRefused(t *testing.T) {
	src := noteNestedList
	parts := Prepare(src).Parts(src)
	for i := range len(parts) {
		if _, err := render.FromParts(src, parts[:i]); err == nil {
			t.Errorf("parts cut at %d of %d: no error", i, len(parts))
		}
		b := []byte(parts)
		b[i] ^= 0xff
		render.FromParts(src, string(b))
	}
	// A stored form that does not fit its markdown is refused too: the
	// page then renders the note without it.
	if _, err := render.FromParts("short", parts); err == nil {
		t.Error("parts of another markdown: no error")
	}
}
