package changelog

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// linearShapes are the inputs that once cost time quadratic in their size
// (issue 16, finding 2), each made n units large.
var linearShapes = map[string]func(n int) string{
	// An unterminated "[SIG " repeated on one line.
	"unterminated [SIG": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- x " + strings.Repeat("[SIG ", n) + "\n"
	},
	// "](" repeated with no ")" after it.
	"unterminated link": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- x " + strings.Repeat("[a](", n) + "\n"
	},
	// An entry " - text" whose continuation paragraphs are indented less
	// than its content, so each is a top-level paragraph added to it.
	"indented paragraphs": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n - entry\n\n" + strings.Repeat("  more text of the entry\n\n", n)
	},
	// Ordered list markers on one line, nested n deep.
	"ordered markers on one line": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n" + strings.Repeat("1. ", n/2) + strings.Repeat("1) ", n/2) + "x\n"
	},
	// One note citing n authors and n SIGs.
	"many citations": func(n int) string {
		var b strings.Builder
		b.WriteString("# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- x (")
		for i := range n {
			fmt.Fprintf(&b, "[#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@u%d](https://github.com/u%d), ", i+1, i+1, i, i)
		}
		b.WriteString(") [SIG ")
		for i := range n {
			fmt.Fprintf(&b, "S%d, ", i)
		}
		b.WriteString("Node]\n")
		return b.String()
	},
	// 1.12's "Courtesy of SIG …" trailer, n times on one line, each
	// list n names long in total.
	"many Courtesy of SIG": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- x ([#1](https://github.com/kubernetes/kubernetes/pull/1)) " +
			strings.Repeat("Courtesy of SIG Node, SIG API Machinery, and SIG S ", n) + "\n"
	},
	// 1.10's citation on its own after an entry's code block, n times:
	// each entry looks a few blocks ahead for it (orphanCitation).
	"orphan citations after code blocks": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n" +
			strings.Repeat("- x\n\n```\ny\n```\n\n<table><tr><td>z</td></tr></table>\n\n([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))\n\n", n)
	},
	// Unlinked citations that never close: "(#1, @a, " and "[#1 [@a ",
	// in a note with no linked pull request, so the plain forms are read.
	"unclosed plain citations": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- x " +
			strings.Repeat("(#1, @a, #2, ", n) + strings.Repeat("[#1 [@a ", n) + "\n"
	},
	// 1.10's entries run together on one line, n of them ("…))* Next"):
	// each becomes a note (runTogetherParts).
	"run-together entries": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n* x" +
			strings.Repeat(" ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))* Next", n) + "\n"
	},
	// 1.7's open author link before a nested item, n times on one line,
	// and the markers with no trailer before them.
	"run-together open links": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n* x\n  * y" +
			strings.Repeat(" ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a  * z", n) +
			strings.Repeat("a)* b  * c", n) + "\n"
	},
	// Citations whose text and URL disagree, in n notes, and issue links
	// in the trailer's place (issueCitation).
	"disputed and issue citations": func(n int) string {
		var b strings.Builder
		b.WriteString("# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n")
		for i := range n {
			fmt.Fprintf(&b, "- a ([#%d5](https://github.com/kubernetes/kubernetes/pull/%d), [@a](https://github.com/a))\n- b ([#%d](https://github.com/kubernetes/kubernetes/issues/%d), [@a](https://github.com/a))\n", i+10000, i+10000, i+1, i+1)
		}
		return b.String()
	},
	// Paragraphs under a SIG's heading before its entries (sigProse).
	"paragraphs under a SIG heading": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n#### SIG Windows\n\n" + strings.Repeat("Support for GMSA [@a](https://github.com/a).\n\n", n) + "- x\n"
	},
	// One pull request cited by n releases, each with a SIG of its own
	// and a note without SIGs that borrows them.
	"one PR in many releases": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "# v1.30.%d\n\n## Changes by Kind\n\n### Feature\n\n- a ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a)) [SIG S%d]\n- b ([#1](https://github.com/kubernetes/kubernetes/pull/1))\n\n", i, i)
		}
		return b.String()
	},
}

// TestParseTimeLinearOnEveryShape: for each shape, 4× the input costs no
// more than lineartime.MaxRatio× the time (quadratic would be 16×), and the JSON of the
// result grows no more than ~6× either. Times are the least of several
// runs, which is what the work costs on a loaded machine.
func TestParseTimeLinearOnEveryShape(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	for name, shape := range linearShapes {
		t.Run(name, func(t *testing.T) {
			s, l := lineartime.Inputs(shape)
			small, large := []byte(s), []byte(l)
			var outSmall, outLarge int
			// The JSON encoding is timed too: it is what a blow-up of the
			// result costs the command line.
			ts, tl, ratio := lineartime.Ratio(7, func() { outSmall = jsonSize(t, small) }, func() { outLarge = jsonSize(t, large) })
			t.Logf("%d bytes: %v, %d bytes of JSON; 4×: %v (%.1f×), %d bytes of JSON", len(small), ts, outSmall, tl, ratio, outLarge)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the input took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
			if outLarge > 6*outSmall {
				t.Errorf("4× the input made %.1f× the JSON (%d → %d bytes)", float64(outLarge)/float64(outSmall), outSmall, outLarge)
			}
		})
	}
}

func jsonSize(t *testing.T, src []byte) int {
	rels, err := Parse(src, "CHANGELOG-1.30.md")
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(rels)
	if err != nil {
		t.Fatal(err)
	}
	return len(b)
}
