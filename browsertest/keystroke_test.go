//go:build !js

package browsertest

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSearchKeystrokeLaysOutFirstNotes: when a keystroke's handler
// returns, the notes it put on screen are laid out with their text, not
// left for a second pass of the next frame. Cards are content-visibility:
// auto so that the off-screen ones cost nothing; Chromium lays a newly
// inserted one out as an empty box until it finds it on screen, a frame
// later. So the first notes of a view are laid out with it, and the time
// BenchmarkSearchEngines measures for a keystroke covers what a person
// sees. Notes added after them, off screen, still skip layout.
func TestSearchKeystrokeLaysOutFirstNotes(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "")
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:search-ready').length > 0`)
	got := eval[string](t, ctx, `(async () => {
  const q = document.getElementById('q'), r = document.getElementById('results');
  for (const p of ['d', 'do', 'dock', 'docker', 'kubeadm r', 'kubeadm']) {
    q.value = p;
    q.dispatchEvent(new Event('input', {bubbles: true}));
    // Synchronously, before any frame: the view's first notes.
    const cards = [...r.querySelectorAll('.view:not(.stale) article.note')];
    if (r.dataset.query !== p || cards.length === 0) return 'typing ' + JSON.stringify(p) + ': no notes for it';
    for (const c of cards) {
      if (!c.querySelector('.body').checkVisibility({contentVisibilityAuto: true})) {
        return 'typing ' + JSON.stringify(p) + ': note ' + c.dataset.prs + ' (one of the first ' + cards.length + ') is not laid out when the keystroke returns';
      }
    }
    while (r.getAttribute('aria-busy') !== 'false') await new Promise(res => setTimeout(res, 0));
  }
  const cards = r.querySelectorAll('.view:not(.stale) article.note');
  if (cards.length < 100) return 'only ' + cards.length + ' notes for "kubeadm"';
  const last = cards[cards.length - 1];
  if (getComputedStyle(last).contentVisibility !== 'auto') return 'a note far below the screen is laid out: content-visibility ' + getComputedStyle(last).contentVisibility;
  return '';
})()`, chromedp.EvalAwaitPromise)
	if got != "" {
		t.Error(got)
	}
}
