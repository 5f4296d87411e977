//go:build !js

package browsertest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/hostileshapes"
)

// Shapes of the thirteenth round (made here, not committed): release-notes
// JSON files whose entries are many rather than large, and a release whose
// Dependencies section lists 100,000 modules.

// TestHostile13ManyEntriesNeverJamThePage opens release-notes JSON files
// of millions of tiny entries (empty ones, 31 MB; one pull request's key
// repeated, 31 MB) and of 50,000 notes of one word, and a CHANGELOG whose
// release lists 100,000 modules: a one-sentence notice, the release
// opened before kept, no task over maxHostileTask and a timer answered
// within maxGap throughout. Before, the file of tiny entries held the
// parse module for seconds at a time (4.6 million entries decoded whole
// into memory: 1.7 GB, and sorted in one step), and the 50,000 notes were
// sorted and labelled in single steps.
func TestHostile13ManyEntriesNeverJamThePage(t *testing.T) {
	var deps strings.Builder
	deps.WriteString(release99("- lastword" + cite(991301)))
	deps.WriteString("\n## Dependencies\n\n### Added\n")
	for i := range 100_000 {
		fmt.Fprintf(&deps, "- example.com/added%d: v1.0.%d\n", i, i)
	}
	tooMany := "not a release-notes JSON map keyed by PR number: more than 50,000 entries"
	cases := []struct {
		name, notice string
		data         []byte
	}{
		{"release-notes-1.97.json", "release-notes-1.97.json: " + tooMany, hostileshapes.JSONOfSize(31<<20, func(i int) string { return fmt.Sprintf(`"%d":{}`, i+1) })},
		{"release-notes-1.96.json", "release-notes-1.96.json: " + tooMany, hostileshapes.JSONOfSize(31<<20, func(int) string { return `"1":{"text":"x"}` })},
		{"release-notes-1.95.json", "Loaded release-notes-1.95.json: 1 release (v1.95.0)", hostileshapes.JSONOfSize(1<<20, func(i int) string {
			return fmt.Sprintf(`"%d":{"text":"word%d","kinds":["feature"],"sigs":["node"]}`, i+1, i)
		})},
		{"deps.md", "Loaded deps.md: 1 release (v1.99.0)", []byte(deps.String())},
	}
	ctx, w := withAFileOpen(t)
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			openWithinGap(t, ctx, dir, c.name, c.data, c.notice, func() {})
			// The page answers a keystroke.
			withinHostileBound(t, ctx, "search", func() {
				setControl(t, ctx, "q", "lastword", "input")
				waitFor(t, ctx, `document.getElementById('results').dataset.query === 'lastword'`)
				setControl(t, ctx, "q", "", "input")
				waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
			})
			noErrors(t, w)
		})
	}
}
