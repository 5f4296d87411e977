package markdown

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/search"
)

// TestDeepNestingIsBounded: notes nested thousands deep — ordered and
// bullet lists, block quotes, emphasis, strike-through, links — render with
// a bounded number of nested elements and keep their text. In WebAssembly
// each level was a call of goldmark's recursive parser or renderer, and
// 7,000 levels overflowed the JavaScript stack.
func TestDeepNestingIsBounded(t *testing.T) {
	for name, c := range map[string]struct {
		md, tag string
	}{
		"ordered .": {strings.Repeat("1. ", 7000) + "deepword", "<ol>"},
		"ordered )": {strings.Repeat("1) ", 7000) + "deepword", "<ol>"},
		"bullets":   {strings.Repeat("- ", 7000) + "deepword", "<ul>"},
		"quotes":    {strings.Repeat("> ", 70000) + "deepword", "<blockquote>"},
		"emphasis":  {strings.Repeat("*", 140000) + "deepword" + strings.Repeat("*", 140000), "<strong>"},
		"strike":    {strings.Repeat("~~a ", 70000) + "deepword" + strings.Repeat(" a~~", 70000), "<del>"},
	} {
		t.Run(name, func(t *testing.T) {
			h := Note(c.md, []search.Mark{{Word: "deepword"}})
			if n := strings.Count(h, c.tag); n > maxDepth {
				t.Errorf("%d %s elements nested", n, c.tag)
			}
			if !strings.Contains(h, "<mark>deepword</mark>") {
				t.Errorf("the text was lost or not marked: …%s", h[max(0, len(h)-200):])
			}
		})
	}
	// A note of ordinary depth keeps its formatting.
	if h := Note("1. a\n   - **b** ~~c~~", nil); !strings.Contains(h, "<ol>") || !strings.Contains(h, "<strong>b</strong>") || !strings.Contains(h, "<del>c</del>") {
		t.Errorf("ordinary nesting lost its formatting: %s", h)
	}
}
