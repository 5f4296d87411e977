package render

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// unfound is a Template of n runs whose text ("<", from "&lt;") is not in
// its markdown as written, and that markdown: what goldmark makes of n
// lines of "&lt;" and 60 letters.
func unfound(n int) (*Template, string) {
	src := strings.Repeat("&lt; "+strings.Repeat("x", 59)+"\n\n", n)
	var html strings.Builder
	runs := make([]Run, n)
	for i := range runs {
		html.WriteString("<p>")
		runs[i] = Run{Start: html.Len(), Text: []byte("< " + strings.Repeat("x", 59))}
		html.WriteString("&lt; " + strings.Repeat("x", 59))
		runs[i].End = html.Len()
		html.WriteString("</p>\n")
	}
	return NewTemplate(html.String(), runs), src
}

// TestPartsLinear: storing a Template (which the page's parse module
// does for every note of an opened file it shows) costs time linear in
// the note when no run is found as written. Each such run scanned the rest
// of the markdown: 16,000 of them in 1 MB took 0.28 s natively, 17× the
// time of 4,000 (partsBudget).
func TestPartsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	st, ss := unfound(4 << 10)
	lt, ls := unfound(16 << 10)
	ts, tl, ratio := lineartime.Ratio(3, func() { st.Parts(ss) }, func() { lt.Parts(ls) })
	t.Logf("%d bytes: %v; 4×: %v (%.1f×)", len(ss), ts, tl, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("4× the note took %.1f× the time (%v → %v)", ratio, ts, tl)
	}
	// What was stored rebuilds the same note.
	got, err := FromParts(ls, lt.Parts(ls))
	if err != nil || got.Render(nil) != lt.Render(nil) {
		t.Errorf("the stored note does not rebuild: %v", err)
	}
}
