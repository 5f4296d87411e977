package markdown

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/search/mark"
)

// hostile4 are notes of shapes the earlier hostile inputs (hostileInline)
// left out: paragraphs whose text is never as written (character
// references, escapes), link destinations with nested parentheses, runs of
// backslashes and "<", closed autolinks and bare URLs by the thousand,
// emphasis and links alternating, backtick runs of growing length, and
// many small tables, headings, fences and HTML blocks.
var hostile4 = map[string]func(n int) string{
	"entity paragraphs": func(n int) string { return strings.Repeat("&lt;\n\n", n) },
	// Lines (each a run of text) that Parts cannot find as written, as
	// many as costly lets goldmark render.
	"references on lines":     func(n int) string { return strings.Repeat("&lt; "+strings.Repeat("x", 250)+"\n\n", n) },
	"numeric entity paras":    func(n int) string { return strings.Repeat("&#x41;\n\n", n) },
	"escaped paragraphs":      func(n int) string { return strings.Repeat("\\<\n\n", n) },
	"image-link openers":      func(n int) string { return strings.Repeat("![[", n) + "a" },
	"nested parens dest":      func(n int) string { return "[a](" + strings.Repeat("(", n) + "b" + strings.Repeat(")", n) + ")" },
	"many parens dests":       func(n int) string { return strings.Repeat("[a](((b)))", n) },
	"backslash run":           func(n int) string { return strings.Repeat(`\`, n) },
	"lt soup":                 func(n int) string { return strings.Repeat("<", n) },
	"lt a soup":               func(n int) string { return strings.Repeat("< a", n) },
	"closed autolinks":        func(n int) string { return strings.Repeat("<http://a.b/c> ", n) },
	"closed autolinks paras":  func(n int) string { return strings.Repeat("<http://a.b/c>\n\n", n) },
	"bare URLs":               func(n int) string { return strings.Repeat("http://a.b/c ", n) },
	"www hosts":               func(n int) string { return strings.Repeat("www.a.b ", n) },
	"emails":                  func(n int) string { return strings.Repeat("a@b.c ", n) },
	"emphasis link alternate": func(n int) string { return strings.Repeat("*[a*](b) ", n) },
	"growing backticks": func(n int) string {
		var b strings.Builder
		for i := 1; b.Len() < n*2; i++ {
			b.WriteString(strings.Repeat("`", i) + " ")
		}
		return b.String()
	},
	"quotes nested":    func(n int) string { return strings.Repeat(">", n) + " a" },
	"table cols paras": func(n int) string { return strings.Repeat("|a|b|\n|-|-|\n|c|d|\n\n", n) },
	"headings":         func(n int) string { return strings.Repeat("# a\n", n) },
	"code fences":      func(n int) string { return strings.Repeat("```\na\n", n) },
	"html blocks":      func(n int) string { return strings.Repeat("<div>\n\n", n) },
	"ref defs used": func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString("[r" + strings.Repeat("x", i%50) + "]\n\n")
		}
		return b.String()
	},
}

// TestPrepareAndPartsLinear: rendering an opened note and storing it for
// the page (Parts, which the parse module sends to the page) cost time
// linear in the note, both notes rendered by goldmark (see richInputs).
// Before partsBudget, 256 KB of "&lt;" paragraphs cost Parts 0.2 s
// natively (8.6× the time of 64 KB) and the page one task of 2–3 s.
func TestPrepareAndPartsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	for name, shape := range hostile4 {
		t.Run(name, func(t *testing.T) {
			small, large := richInputs(shape)
			ts, tl, ratio := lineartime.Ratio(3, func() { Prepare(small).Parts(small) }, func() { Prepare(large).Parts(large) })
			t.Logf("%s %d bytes: %v; 4×: %v (%.1f×)", name, len(small), ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the note took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}

// TestRenderLinearOnHostile4: marking such a note for a search costs time
// linear in it.
func TestRenderLinearOnHostile4(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	marks := []mark.Mark{{Word: "a"}}
	for name, shape := range hostile4 {
		t.Run(name, func(t *testing.T) {
			small, large := richInputs(shape)
			s, l := Prepare(small), Prepare(large)
			ts, tl, ratio := lineartime.Ratio(3, func() { s.Render(marks) }, func() { l.Render(marks) })
			t.Logf("%s %d bytes: %v; 4×: %v (%.1f×)", name, len(small), ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the note took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}

// richInputs is shape cut to maxRich/4 and maxRich bytes: both rendered
// by goldmark (a longer note is shown as plain text).
func richInputs(shape func(n int) string) (small, large string) {
	n := 1
	for len(shape(n)) < maxRich {
		n *= 2
	}
	s := shape(n)
	return s[:maxRich/4], s[:maxRich]
}

// TestPartsOverBudgetRoundTrip: a note whose runs are written out once
// Parts' budget is spent is rebuilt as Prepare made it.
func TestPartsOverBudgetRoundTrip(t *testing.T) {
	src := "lastword\n\n" + strings.Repeat("&lt; "+strings.Repeat("x", 250)+"\n\n", 1000) + "&#x41; closing"
	want := Prepare(src)
	got, err := render.FromParts(src, want.Parts(src))
	if err != nil {
		t.Fatal(err)
	}
	marks := []mark.Mark{{Word: "lastword"}, {Word: "a"}}
	if g, w := got.Render(marks), want.Render(marks); g != w {
		t.Errorf("rebuilt note differs: %d bytes, want %d", len(g), len(w))
	}
	if h := got.Render(nil); strings.Count(h, "&lt; x") != 1000 || !strings.Contains(h, "A closing") || strings.Contains(h, `class="raw"`) {
		t.Errorf("the rebuilt note lost text: %d of 1000 lines", strings.Count(h, "&lt; x"))
	}
	if !strings.HasPrefix(got.Render(nil), "<p>lastword</p>\n<p>") {
		t.Error("the note was not rendered by goldmark")
	}
}
