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

// TestNearCopyOneCardOnPage: a cherry-pick whose note was lightly edited
// under a new PR (v1.31.0 #124675, "strict cost"; v1.30.2 #124676, "strct
// cost") is one card on the page, under v1.30.2 with "also in v1.31.0",
// citing both PRs; the page's Markdown export of the search is the bytes
// `kubechangelog query` prints for it (both pass the embedded near-copy
// links). Without the links the page showed two cards.
func TestNearCopyOneCardOnPage(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "q=StrictCostEnforcementForWebhooks+cost+calculation")
	waitSettled(t, ctx)
	const cards = `Array.from(document.querySelectorAll('#results article.note')).
		filter(a => a.querySelector('.body').textContent.includes('cost calculation for CEL extended libraries')).
		map(a => a.dataset.version + ' | ' + ((a.querySelector('.where .also') || {}).textContent || '') + ' | ' +
			Array.from(a.querySelectorAll('a')).map(l => l.textContent).filter(x => x.startsWith('#')).join(' '))`
	got := eval[[]string](t, ctx, cards)
	if len(got) != 1 || !strings.HasPrefix(got[0], "v1.30.2 | also in v1.31.0 | ") || !strings.Contains(got[0], "#124675") || !strings.Contains(got[0], "#124676") {
		t.Errorf("cards of the strict-cost fix = %q, want one under v1.30.2, also in v1.31.0, citing #124676 and #124675", got)
	}
	openExport(t, ctx)
	md := eval[string](t, ctx, `document.getElementById('export-text').value`)
	command := eval[string](t, ctx, `document.getElementById('export-command').textContent`)
	if out := runCLI(t, command); out != md {
		t.Errorf("`%s` prints other bytes than the dialog shows:\n%s\nthe dialog:\n%s", command, out, md)
	}
	if strings.Count(md, "cost calculation for CEL extended libraries") != 1 {
		t.Errorf("the export lists the fix %d times, want once:\n%s", strings.Count(md, "cost calculation for CEL extended libraries"), md)
	}
}
