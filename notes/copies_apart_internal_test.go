package notes

import (
	"fmt"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/parser"
)

// oneTextStore is a hostile file's shape for apart: n changes that a
// pre-release gives one text and the final release tells apart, and n
// notes more of that text in the final release, each a PR of its own,
// which join by the text alone.
func oneTextStore(n int) *Store {
	note := func(v, text string, pr int) parser.Note {
		return parser.Note{Version: v, Kind: "Bug or Regression", Markdown: fmt.Sprintf("%s ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@mallory](https://github.com/mallory))", text, pr, pr), PRs: []int{pr}, Authors: []string{"mallory"}}
	}
	final := parser.Release{Version: "v1.99.0"}
	alpha := parser.Release{Version: "v1.99.0-alpha.1"}
	for i := range n {
		final.Notes = append(final.Notes, note(final.Version, fmt.Sprintf("Fixed the log level of component number %d", i), 990000+i))
		alpha.Notes = append(alpha.Notes, note(alpha.Version, "Fix the log level of some logs", 990000+i))
		final.Notes = append(final.Notes, note(final.Version, "Fixed one thing the same way", 500000+i))
	}
	return NewStore([]parser.Release{final, alpha})
}

// TestOneTextApartIsLinear times grouping the changes of oneTextStore
// for 2,000 and 8,000 changes: 4× the notes may cost at most
// lineartime.MaxRatio× the time. Testing every pair of notes of the
// changes a text would join was quadratic in them.
func TestOneTextApartIsLinear(t *testing.T) {
	const n = 2000
	small, large := oneTextStore(n), oneTextStore(4*n)
	run := func(s *Store) func() {
		return func() {
			var x copyIndex
			s.buildCopies(&x)
		}
	}
	ts, tl, ratio := lineartime.Ratio(5, run(small), run(large))
	t.Logf("%v for %d changes, %v for %d: %.1f×", ts, n, tl, 4*n, ratio)
	if lineartime.TooSlow(tl, ratio) {
		t.Errorf("grouping %d changes took %.1f× the time of %d; want at most %d×", 4*n, ratio, n, lineartime.MaxRatio)
	}
	// What the groups are: each fixed component its own change, with its
	// pre-release copy; the notes of one text in the final release, one.
	if got, want := small.Query(State{}).Total(), n+1; got != want {
		t.Errorf("all releases show %d changes, want %d", got, want)
	}
}
