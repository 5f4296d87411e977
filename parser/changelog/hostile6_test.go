package changelog

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// hostile6Shapes are the sixth round's markdown shapes (browsertest's
// hostile6 opens them in the page), at n: none parsed in more than linear
// time when this round began, and none may.
var hostile6Shapes = map[string]func(n int) string{
	"one release repeated": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- copy %d (#%d)\n\n", i, i+1)
		}
		return b.String()
	},
	"empty release headings": func(n int) string { return strings.Repeat("# v1.99.0\n\n", n) },
	"nested quotes":          func(n int) string { return feature("- x\n  " + strings.Repeat(">", n) + " y\n") },
	"table rows": func(n int) string {
		return feature("- x\n\n  | a | b |\n  |---|---|\n" + strings.Repeat("  | x | y |\n", n))
	},
	"link definitions": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "  [r%d]: /u%d\n", i, i)
		}
		return feature("- x [r1]\n\n" + b.String())
	},
	"one-line heading": func(n int) string { return "# v1.99.0 " + strings.Repeat("a", n) },
}

// TestHostile6ShapesParseInLinearTime: 4× each shape costs at most
// lineartime.MaxRatio× the time.
func TestHostile6ShapesParseInLinearTime(t *testing.T) {
	for name, shape := range hostile6Shapes {
		t.Run(name, func(t *testing.T) {
			small, large := lineartime.Inputs(shape)
			ts, tl, ratio := lineartime.Ratio(3, func() { Parse([]byte(small), "CHANGELOG-1.99.md") }, func() { Parse([]byte(large), "CHANGELOG-1.99.md") })
			t.Logf("%d bytes: %v; %d: %v (%.1f×)", len(small), ts, len(large), tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the input took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}

// TestLongHeadingIsReadOnce: a heading of 20 MB (a file of one line with
// no newline) is read, each of the several times the parser asks what a
// heading is, as its first maxHeadingText bytes, cut on a character
// boundary. Before, every look read it whole: 0.27 s natively to find the
// file has no notes, one task of the page's parse (0.31 s).
func TestLongHeadingIsReadOnce(t *testing.T) {
	for _, src := range []string{
		"# v1.99.0 " + strings.Repeat("a", 20<<20),
		"# v1.99.0 " + strings.Repeat("é", 10<<20),
		"v1.99.0 " + strings.Repeat("b ", 10<<20) + "\n====\n",
	} {
		doc := markdown().Parser().Parse(text.NewReader([]byte(src)))
		h, ok := doc.FirstChild().(*ast.Heading)
		if !ok {
			t.Fatalf("%.20q… is not a heading", src)
		}
		got := headingText(h, []byte(src))
		if len(got) > maxHeadingText || len(got) < maxHeadingText-8 || !utf8.ValidString(got) || !strings.HasPrefix(got, "v1.99.0 ") {
			t.Errorf("%.20q…: the heading's text is %d bytes (%.20q…), want its first %d", src, len(got), got, maxHeadingText)
		}
	}
	if _, err := Parse([]byte("# v1.99.0 "+strings.Repeat("a", 20<<20)), "oneline.md"); err == nil || !strings.Contains(err.Error(), "no release notes") {
		t.Errorf("a heading of 20 MB: %v", err)
	}
}
