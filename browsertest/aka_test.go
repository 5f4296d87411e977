//go:build !js

package browsertest

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestSearchFindsNotesByTheirOtherWords: the page fetches the notes' other
// words (aka.tsv, apart from its module) after its first screen and
// searches them as the engine does. "aws london region" puts 1.6's
// "Recognize eu-west-2 region" (#38746), which says neither london nor
// region's city, first among the notes with every word: served, and as the
// single file opened from disk, which holds the words in a block.
func TestSearchFindsNotesByTheirOtherWords(t *testing.T) {
	const q, pr = "aws london region", "38746"
	s := store(t)
	res := s.Query(notes.State{Query: q})
	if res.Total() == 0 || res.Closest != nil && strings.HasPrefix(res.Closest.In(i18n.EN), "No note has every word") || !slices.Contains(res.PRs(res.IDs[0]), 38746) {
		t.Fatalf("the engine: %d notes, closest %v; want #%s first with every word", res.Total(), res.Closest, pr)
	}
	single, err := filepath.Abs(filepath.Join(dist, "kubechangelog.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, page := range []string{"served", "single file"} {
		ctx := newTab(t)
		if page == "served" {
			open(t, ctx, "q=aws%20london%20region")
		} else {
			goTo(t, ctx, "file://"+single+"#q=aws%20london%20region")
		}
		waitFor(t, ctx, `document.getElementById('results').dataset.query === 'aws london region'`)
		waitSettled(t, ctx)
		summary := eval[string](t, ctx, `document.getElementById('summary').textContent`)
		first := eval[string](t, ctx, `(document.querySelector('#results article.note') || {dataset: {}}).dataset.prs || ''`)
		if strings.Contains(summary, "No note has every word") || !strings.Contains(first, pr) {
			t.Errorf("%s page, %q: first note cites %q, summary %q; want #%s with every word", page, q, first, summary, pr)
		}
		if got := total(t, ctx); got != res.Total() {
			t.Errorf("%s page, %q: %d notes, the engine %d", page, q, got, res.Total())
		}
	}
}
