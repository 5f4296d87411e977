package changelog

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// TestBorrowLabelsPausesInANote: a note citing 100,000 pull requests is
// read for lending labels a few thousand pull requests a step, not in one
// step (0.3–0.5 s natively, seconds in the page, before): after the last
// chunk is parsed (progress at the whole file), the parse pauses at least
// once every 4,096 (borrowStep) pull requests of each of borrowLabels' passes.
func TestBorrowLabelsPausesInANote(t *testing.T) {
	const prs = 100_000
	var b strings.Builder
	b.WriteString("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- x (")
	for i := range prs {
		fmt.Fprintf(&b, "[#%d](https://github.com/kubernetes/kubernetes/pull/%d), ", i+1, i+1)
	}
	b.WriteString("[@a](https://github.com/a)) [SIG Node]\n- y ([#7](https://github.com/kubernetes/kubernetes/pull/7), [@b](https://github.com/b))\n")
	src := []byte(b.String())
	done, after := 0, 0
	rels, err := Parse(src, "prs.md", WithProgress(func(d, _ int) { done = d }), WithPause(func() {
		if done == len(src) {
			after++
		}
	}))
	if err != nil {
		t.Fatal(err)
	}
	if n := rels[0].Notes; len(n) != 2 || len(n[0].PRs) != prs || strings.Join(n[1].SIGs, ",") != "node" {
		t.Fatalf("want 2 notes, the first citing %d pull requests, the second lent SIG Node: %d notes", prs, len(n))
	}
	// 4096: borrowStep, as this test was written before it.
	if want := 2 * prs / 4096; after < want {
		t.Errorf("%d pauses after the parse, want at least %d (one every 4,096 pull requests of two passes)", after, want)
	}
}

// hostile10Shapes are the classes of file the tenth hostile round tried
// (browsertest's TestHostile10ClassesNeverJamThePage), each n units large.
var hostile10Shapes = map[string]func(n int) string{
	"nested quotes":  func(n int) string { return head10 + "- " + strings.Repeat("> ", n) + "x\n" },
	"nested bullets": func(n int) string { return head10 + "- " + strings.Repeat("- ", n) + "x\n" },
	"backticks":      func(n int) string { return head10 + "- x " + strings.Repeat("`", n) + "\n" },
	"brackets":       func(n int) string { return head10 + "- x " + strings.Repeat("[", n) + "\n" },
	"stars":          func(n int) string { return head10 + "- x " + strings.Repeat("*", n) + "\n" },
	"underscores":    func(n int) string { return head10 + "- x " + strings.Repeat("_", n) + "\n" },
	"angles":         func(n int) string { return head10 + "- x " + strings.Repeat("<", n) + "\n" },
	"link references": func(n int) string {
		return head10 + "- x\n\n" + strings.Repeat("[a]: https://example.com/b\n\n", n)
	},
	"link references in a note": func(n int) string {
		return head10 + "- x\n" + strings.Repeat("[a]: https://example.com/b\n", n)
	},
	"pull requests cited": func(n int) string {
		var b strings.Builder
		b.WriteString(head10 + "- x (")
		for i := range n {
			fmt.Fprintf(&b, "[#%d](https://github.com/kubernetes/kubernetes/pull/%d), ", i+1, i+1)
		}
		return b.String() + "[@a](https://github.com/a)) [SIG Node]\n"
	},
	"SIG labels": func(n int) string {
		var b strings.Builder
		b.WriteString(head10 + "- x ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))")
		for i := range n {
			fmt.Fprintf(&b, " [SIG S%d]", i)
		}
		return b.String() + "\n"
	},
	"empty kind headings": func(n int) string {
		return "# v1.99.0\n\n## Changes by Kind\n\n" + strings.Repeat("### Feature\n\n", n) + "- x\n"
	},
	"line endings mixed": func(n int) string {
		return "\ufeff" + head10 + strings.Repeat("- x one\r\n- x two\r- x three\n\r\n", n)
	},
	"release heading": func(n int) string {
		return "# v1.99.0 " + strings.Repeat("a", n) + "\n\n## Changes by Kind\n\n### Feature\n\n- x\n"
	},
}

const head10 = "# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n"

// TestHostile10ShapesLinear times the parse of each of hostile10Shapes at
// n and 4n: at most lineartime.MaxRatio× the time (quadratic is 16×).
func TestHostile10ShapesLinear(t *testing.T) {
	for name, shape := range hostile10Shapes {
		t.Run(name, func(t *testing.T) {
			small, large := lineartime.Inputs(shape)
			ts, tl, ratio := lineartime.Ratio(5, func() { _, _ = Parse([]byte(small), "a.md") }, func() { _, _ = Parse([]byte(large), "a.md") })
			t.Logf("%d KB %v, %d KB %v: %.1f×", len(small)>>10, ts, len(large)>>10, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the input took %.1f× the time (%v, %v); want at most %v×", ratio, ts, tl, lineartime.MaxRatio)
			}
		})
	}
}
