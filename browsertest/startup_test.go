//go:build !js

package browsertest

import (
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
)

// clickAtReady ticks the Feature filter the moment the page says it is
// ready, in the same task (a mutation observer's microtask), before any
// later task of the module's can run.
const clickAtReady = `
new MutationObserver((_, obs) => {
  if (document.documentElement.dataset.ready !== '1') return;
  obs.disconnect();
  window.__atReady = {adopted: performance.getEntriesByName('kubechangelog:adopted').length};
  document.querySelector('#facet-kind input[value="Feature"]').click();
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-ready']});
`

// TestClickAtReadyFindsTheFirstViewApplied: the page is ready before its
// first view is applied to the prerendered screen (that waits for the next
// task, wasm/main.go's start). A click at that moment is a filter on the
// default view all the same: the first view goes before it, and is not
// applied over the clicked one afterwards.
func TestClickAtReadyFindsTheFirstViewApplied(t *testing.T) {
	ctx := newTab(t)
	w := watch(t, ctx)
	beforeEachDocument(t, ctx, clickAtReady)
	if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash === '#kind=Feature'`)
	waitSettled(t, ctx)
	if eval[int](t, ctx, `__atReady.adopted`) != 0 {
		t.Fatal("the first view was adopted before the page was ready: the click did not come before it")
	}
	st, _ := notes.ParseFragment("kind=Feature")
	want := strconv.Itoa(store(t).Query(st).Total())
	got := eval[struct {
		Total, Summary string
		Checked        bool
		Adopted        int
	}](t, ctx, `({
  Total: document.getElementById('results').getAttribute('data-total'),
  Summary: document.getElementById('summary').textContent,
  Checked: document.querySelector('#facet-kind input[value="Feature"]').checked,
  Adopted: performance.getEntriesByName('kubechangelog:adopted').length,
})`)
	if got.Total != want || !got.Checked || got.Adopted != 1 {
		t.Errorf("after a click at ready: %s notes (%q), Feature ticked %v, first view adopted %d times; want the %s Feature notes, ticked, the first view adopted once before them",
			got.Total, got.Summary, got.Checked, got.Adopted, want)
	}
	cleanRun(t, ctx, w)
}
