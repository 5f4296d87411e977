//go:build !js

package browsertest

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
)

// changes is how many cards the view of every release shows: one per
// change, however many releases carry it (notes/copies_test.go holds the
// engine to the changes the notes hold).
func changes(s *notes.Store) int { return s.Query(notes.State{}).Total() }

// TestCherryPickOneCardAlsoIn: searching for a fix cherry-picked into
// v1.30.3 (#125970; the master PR is in v1.31.0) shows one card, under
// v1.30.3, that says where else it shipped; copies=all shows both copies
// and no "also in".
func TestCherryPickOneCardAlsoIn(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "")
	if err := chromedp.Do(ctx, chromedp.SendKeys("#q", "powercap masked paths")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'powercap masked paths'`)
	waitSettled(t, ctx)
	const cards = `Array.from(document.querySelectorAll('#results article.note')).
		filter(a => a.querySelector('.body').textContent.includes('/sys/devices/virtual/powercap')).
		map(a => a.dataset.version + ' | ' + ((a.querySelector('.where .also') || {}).textContent || ''))`
	got := eval[[]string](t, ctx, cards)
	if want := []string{"v1.30.3 | also in v1.31.0"}; !slices.Equal(got, want) {
		t.Errorf("cards of the powercap fix = %q, want %q", got, want)
	}

	open(t, ctx, "copies=all&q=powercap+masked+paths")
	waitSettled(t, ctx)
	got = eval[[]string](t, ctx, cards)
	slices.Sort(got)
	if want := []string{"v1.30.3 | ", "v1.31.0 | "}; !slices.Equal(got, want) {
		t.Errorf("copies=all: cards of the powercap fix = %q, want %q", got, want)
	}
	if h := hash(t, ctx); !strings.Contains(h, "copies=all") {
		t.Errorf("the link %q lost copies=all", h)
	}
	// The view of every release counts changes, and copies=all every note.
	s := store(t)
	open(t, ctx, "")
	if got, want := total(t, ctx), changes(s); got != want || want >= s.Len() {
		t.Errorf("all releases: data-total = %d, want %d changes (of %d notes)", got, want, s.Len())
	}
	open(t, ctx, "copies=all")
	if got := total(t, ctx); got != s.Len() {
		t.Errorf("copies=all: data-total = %d, want every note (%d)", got, s.Len())
	}
}
