//go:build !js

package browsertest

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// compareFirstScreen sets the fragment to a comparison and waits until its
// first screen is in the DOM: the compare view above the notes, showing the
// range's head, and the first notes of the range. The page handles
// hashchange in one task, so the observer's callback runs when that task is
// done; reading offsetHeight adds style and layout.
const compareFirstScreen = `(async (frag) => {
  const r = document.getElementById('results'), head = document.getElementById('compare-view');
  const from = new URLSearchParams(frag).get('from');
  const shown = () => !head.hidden && (head.querySelector('.range-title')?.textContent ?? '').includes(from) &&
    r.querySelector('section.range article.note') !== null &&
    location.hash === '#' + frag;
  const t0 = performance.now();
  await new Promise((resolve) => {
    const mo = new MutationObserver(() => { if (shown()) { mo.disconnect(); resolve(); } });
    mo.observe(r, {childList: true, subtree: true});
    location.hash = frag;
  });
  void r.offsetHeight;
  return {ms: performance.now() - t0, total: Number(r.dataset.total)};
})`

// BenchmarkCompare reports, for the widest range the data holds (v1.5.0 to
// the newest release), the median over fresh pages of: ms from setting the
// fragment on a page that is ready and idle until the first screen of the
// comparison is in the DOM ("ms/compare-first"); ms from navigating to the
// comparison's link until the page is ready ("ms/compare-ready"); and ms
// for a keystroke in the search box while comparing ("ms/compare-key").
func BenchmarkCompare(b *testing.B) {
	s := store(b)
	rels := s.Releases()
	frag := fmt.Sprintf("from=%s&to=%s", rels[len(rels)-1].Version, rels[0].Version)
	arg, _ := json.Marshal(frag)
	const runs = 5
	var first, ready, key []float64
	for b.Loop() {
		for range runs {
			ctx := newTab(b)
			open(b, ctx, "")
			// Idle as a person reading the page would be: the page builds
			// its search index and warms up then, comparison included, and
			// last reads the feature gates, after which "Before you
			// upgrade" is shown in full. Measured before the gates were
			// read, the first screen timed the gate build's slices too.
			waitFor(b, ctx, `performance.getEntriesByName('kubechangelog:gates-ready').length > 0`)
			time.Sleep(200 * time.Millisecond)
			r := eval[struct {
				MS    float64 `json:"ms"`
				Total int     `json:"total"`
			}](b, ctx, fmt.Sprintf("%s(%s)", compareFirstScreen, arg), chromedp.EvalAwaitPromise)
			if r.Total == 0 {
				b.Fatalf("the comparison %s shows no notes", frag)
			}
			first = append(first, r.MS)
			waitSettled(b, ctx)
			time.Sleep(time.Second)
			k := eval[keystrokeTime](b, ctx, fmt.Sprintf("%s(%q)", keystroke, "kubelet"), chromedp.EvalAwaitPromise)
			if !k.OK {
				b.Fatal("after typing in compare mode the results are not for it")
			}
			key = append(key, k.First)

			ctx = newTab(b)
			beforeEachDocument(b, ctx, probe)
			if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/#"+frag)); err != nil {
				b.Fatal(err)
			}
			waitSettled(b, ctx)
			ready = append(ready, eval[float64](b, ctx, `__kcl.readyAt`))
		}
	}
	b.Logf("%s: first screen %v ms", frag, first)
	b.ReportMetric(median(first), "ms/compare-first")
	b.ReportMetric(median(ready), "ms/compare-ready")
	b.ReportMetric(median(key), "ms/compare-key")
	b.ReportMetric(0, "ns/op") // the metrics above are the result, not the loop time
}
