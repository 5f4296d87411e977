//go:build !js

package browsertest

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// shownContext are the current view's release context groups a person
// sees, as summarised: "open " when open, then the summary's text.
const shownContext = `Array.from(document.querySelectorAll('#results .view:not(.stale) .context details')).filter(d => d.checkVisibility()).map(d => (d.open ? 'open ' : '') + d.querySelector('summary').textContent)`

// TestContextFollowsEachKeystroke types in the widest comparison and in
// v1.24.0's view: after each keystroke the release context shows the groups
// the engine keeps for the search, with its counts, closed in a comparison
// and open in one release's view, an open group holding as many sections
// as it counts, marked by the search. A group the person opened is shown
// as the next search has it (closed when that search opens none).
func TestContextFollowsEachKeystroke(t *testing.T) {
	s := store(t)
	rels := s.Releases()
	widest := fmt.Sprintf("from=%s&to=%s", rels[len(rels)-1].Version, rels[0].Version)
	for _, c := range []struct {
		view    string
		queries []string
	}{
		{widest, []string{"kubelet", "kubelet runtime", "zzzqqq", ""}},
		{"version=v1.24.0", []string{"dockershim", "dock", ""}},
	} {
		t.Run(c.view, func(t *testing.T) {
			ctx := newTab(t)
			open(t, ctx, c.view)
			checkContext(t, ctx, s, c.view, "")
			// Opened by the person, the first group shows its sections;
			// the next search shows the groups as it would have on a
			// page just opened (a group it does not open is closed).
			click(t, ctx, `#results .view:not(.stale) .context details summary`)
			waitFor(t, ctx, `document.querySelectorAll('#results .view:not(.stale) .context details[open] article.context-section').length > 0`)
			checkOpenBodies(t, ctx, "")
			for _, q := range c.queries {
				setControl(t, ctx, "q", q, "input")
				waitFor(t, ctx, fmt.Sprintf(`document.getElementById('results').dataset.query === %q`, q))
				waitSettled(t, ctx)
				checkContext(t, ctx, s, c.view, q)
				checkOpenBodies(t, ctx, q)
			}
		})
	}
}

// checkContext compares the context groups shown with the engine's for
// view frag searched for q.
func checkContext(t *testing.T, ctx context.Context, s *notes.Store, frag, q string) {
	t.Helper()
	st, _ := notes.ParseFragment(frag)
	st.Query = q
	res := s.Query(st)
	multi := res.Comparison != nil
	var want []string
	for _, c := range s.Context(res) {
		for _, g := range c.Groups() {
			w := g.Title
			if multi {
				w += " · " + c.Version
			} else if len(notes.ContextMarks(q)) > 0 {
				w = "open " + w
			}
			want = append(want, fmt.Sprintf("%s %d", w, len(g.Sections)))
		}
	}
	if got := eval[[]string](t, ctx, shownContext); !slices.Equal(got, want) {
		t.Errorf("searching %q, the context groups are\n%q\nwant\n%q", q, got, want)
	}
}

// checkOpenBodies checks that each open context group shows as many
// sections as its summary counts, and that a search marks its words in
// them.
func checkOpenBodies(t *testing.T, ctx context.Context, q string) {
	t.Helper()
	got := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#results .view:not(.stale) .context details[open]')).filter(d => d.checkVisibility()).map(d =>
  d.querySelector('summary .count').textContent + ' ' + d.querySelectorAll('article.context-section').length + ' ' + (d.querySelector('mark') !== null))`)
	for _, g := range got {
		var count, sections int
		var marked bool
		fmt.Sscanf(g, "%d %d %t", &count, &sections, &marked)
		if count != sections || marked != (q != "") {
			t.Errorf("searching %q, an open group counts %d sections, shows %d, marked %v", q, count, sections, marked)
		}
	}
}
