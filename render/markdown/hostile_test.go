package markdown

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/search"
)

// hostileInline are notes made to make goldmark's inline parser slow
// (the pathological inputs CommonMark implementations test against, and
// a few of goldmark's extensions), each n units long.
var hostileInline = map[string]func(n int) string{
	"unclosed link destinations": func(n int) string { return strings.Repeat("[a](b", n) },
	"unclosed <destinations>":    func(n int) string { return strings.Repeat("[a](<b", n) },
	"mismatched emphasis":        func(n int) string { return strings.Repeat("*a_ ", n) },
	"closers multiple of 3":      func(n int) string { return "a**b" + strings.Repeat("c* ", n) },
	"nested brackets":            func(n int) string { return strings.Repeat("[", n) + "a" + strings.Repeat("]", n) },
	"reference brackets":         func(n int) string { return strings.Repeat("[a][", n) },
	"emphasis closers":           func(n int) string { return strings.Repeat("a_ ", n) },
	"emphasis openers":           func(n int) string { return strings.Repeat("_a ", n) },
	"link openers":               func(n int) string { return strings.Repeat("[a", n) },
	"link then emphasis":         func(n int) string { return strings.Repeat("[ a_", n) },
	"nested emphasis":            func(n int) string { return strings.Repeat("*a **a ", n) + "b" + strings.Repeat(" a** a*", n) },
	"processing instructions":    func(n int) string { return strings.Repeat("a <?", n) },
	"declarations":               func(n int) string { return strings.Repeat("a <!A ", n) },
	"CDATA":                      func(n int) string { return strings.Repeat("a <![CDATA[", n) },
	"nested <a>":                 func(n int) string { return strings.Repeat("<a>", n) },
	"open autolinks":             func(n int) string { return strings.Repeat("<http://a.b/", n) },
	"bare URLs with (":           func(n int) string { return strings.Repeat("http://a.b/(", n) },
	"entities":                   func(n int) string { return strings.Repeat("&amp;&#35;&#x26;\\*", n) },
	"image openers":              func(n int) string { return strings.Repeat("![", n) },
	"strike-through":             func(n int) string { return strings.Repeat("~~a ", n) },
	"backtick runs": func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString("e" + strings.Repeat("`", 1+i%300))
		}
		return b.String()
	},
	"link reference definitions": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "[r%d]: https://example.com/%d\n", i, i)
		}
		return "[r1]\n\n" + b.String()
	},
	"table columns": func(n int) string {
		return "|" + strings.Repeat(" a |", n) + "\n|" + strings.Repeat("---|", n) + "\n|" + strings.Repeat(" b |", n)
	},
	"table rows":   func(n int) string { return "| a | b |\n|---|---|\n" + strings.Repeat("| c | d |\n", n) },
	"setext lines": func(n int) string { return strings.Repeat("a\n===\n", n) },
	"quote and list markers": func(n int) string {
		return strings.Repeat(strings.Repeat("> - 1. ", 40)+"x\n", n)
	},
}

// TestPrepareLinearOnHostileInline: a note the page renders (an opened
// file's) costs time linear in its length, whatever its markup: 4× the
// note no more than lineartime.MaxRatio× the time. Before costly, 64 KB of "*a_ " took a
// second natively and 256 KB twenty, in one task of the page.
func TestPrepareLinearOnHostileInline(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	for name, shape := range hostileInline {
		t.Run(name, func(t *testing.T) {
			small, large := lineartime.Inputs(shape)
			ts, tl, ratio := lineartime.Ratio(5, func() { Prepare(small) }, func() { Prepare(large) })
			t.Logf("%d bytes: %v; 4×: %v (%.1f×)", len(small), ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the note took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}

// TestCostlyNoteIsPlainText: a note over the budget keeps every word,
// escaped, and its marks; a note of ordinary markup keeps its formatting.
func TestCostlyNoteIsPlainText(t *testing.T) {
	md := strings.Repeat("*a_ ", 1<<14) + "<script>x</script> lastword"
	h := Note(md, []search.Mark{{Word: "lastword"}})
	if strings.Contains(h, "<script>") || strings.Contains(h, "<em>") || !strings.Contains(h, "&lt;script&gt;") {
		t.Errorf("the costly note is not plain escaped text: …%s", h[max(0, len(h)-200):])
	}
	if !strings.Contains(h, "<mark>lastword</mark>") || strings.Count(h, "*a_ ") != 1<<14 {
		t.Error("the costly note lost words or marks")
	}
	// The same markup in paragraphs of ordinary size is rendered, as long
	// as the note's punctuation stays under maxRichPunct (ten such
	// paragraphs hold 2,800 marks).
	para := strings.Repeat("*a* _b_ [c](https://example.com/) ", 20)
	if h := Note(strings.Repeat(para+"\n\n", 10), nil); strings.Count(h, "<em>") != 10*40 {
		t.Errorf("paragraphs of ordinary size lost their formatting: %d <em>", strings.Count(h, "<em>"))
	}
}

// TestShippedNotesStayRich: no shipped note or section is over the
// budget, so every one keeps its formatting (and the stored templates of
// the bundle do not change).
func TestShippedNotesStayRich(t *testing.T) {
	count := 0
	check := func(where, md string) {
		count++
		if costly([]byte(md)) {
			t.Errorf("%s would be shown as plain text: %.80q", where, md)
		}
	}
	for _, r := range shippednotes.Releases(t) {
		for _, n := range r.Notes {
			check(r.Version+" note", n.Markdown)
		}
		for _, s := range append(r.Themes, r.KnownIssues...) {
			check(r.Version+" "+s.Title, s.Markdown)
		}
		for _, a := range r.Security {
			check(r.Version+" "+a.CVE, a.Markdown)
		}
	}
	if count < 5000 {
		t.Errorf("only %d shipped notes and sections", count)
	}
}
