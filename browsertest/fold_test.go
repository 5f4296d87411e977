//go:build !js

package browsertest

import (
	"strings"
	"testing"
)

// foldedCard is what the page shows of the first card of a search whose
// first note is long.
type foldedCard struct {
	PRs      string  `json:"prs"`
	Height   float64 `json:"height"`
	Summary  string  `json:"summary"`
	Open     bool    `json:"open"`
	Text     string  `json:"text"`     // the card's text as shown
	RestSize float64 `json:"restSize"` // the folded part's laid-out height
}

const firstCard = `(() => {
  const a = document.querySelector('#results article.note'), d = a.querySelector('details.rest');
  const rest = d && d.querySelector('ul, ol, p');
  return {prs: a.dataset.prs, height: a.getBoundingClientRect().height, summary: d ? d.querySelector('summary').textContent : '',
    open: !!(d && d.open), text: a.innerText, restSize: rest ? rest.getBoundingClientRect().height : -1};
})()`

// TestLongNoteIsFolded: a search whose first note is the 1.18 list of
// removed metrics (over 4 KB) shows its first lines and a closed "The
// rest of this note", which opens to the rest, the list carried on.
func TestLongNoteIsFolded(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "q=deprecated%20metrics%20removed%20convert")
	c := eval[foldedCard](t, ctx, firstCard)
	if c.PRs != "76496" {
		t.Fatalf("first card cites %q, want the removed metrics' note, #76496", c.PRs)
	}
	if c.Summary != "The rest of this note" || c.Open {
		t.Fatalf("the long note shows no closed fold: summary %q, open %v", c.Summary, c.Open)
	}
	if c.Height > 450 {
		t.Errorf("the folded card is %.0f px tall; its first lines and the fold should take a few hundred", c.Height)
	}
	for _, want := range []string{"rest_client_request_duration_seconds", "The rest of this note"} {
		if !strings.Contains(c.Text, want) {
			t.Errorf("the folded card does not show %q:\n%s", want, c.Text)
		}
	}
	if strings.Contains(c.Text, "kubelet_pod_worker_duration_seconds") {
		t.Errorf("a metric of the folded rest is shown before the fold is opened")
	}
	eval[bool](t, ctx, `(document.querySelector('#results article.note details.rest > summary').click(), true)`)
	o := eval[foldedCard](t, ctx, firstCard)
	if !o.Open || o.Height < 2*c.Height || o.RestSize <= 0 || !strings.Contains(o.Text, "kubelet_pod_worker_duration_seconds") {
		t.Errorf("opening the fold does not show the rest: open %v, height %.0f → %.0f, rest %.0f px", o.Open, c.Height, o.Height, o.RestSize)
	}
}
