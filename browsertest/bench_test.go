//go:build !js

package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// keystrokeQueries are what people type, in the order they might: single
// words, identifiers, several words, a typo, structured terms, nothing
// matching, and one word letter by letter (each prefix is a keystroke).
var keystrokeQueries = []string{
	"kubeadm", "kubelet", "pod", "apiserver", "scheduler", "csi",
	"--feature-gates", "kube-proxy", "PodSecurity", "v1beta1", "#122530",
	"memory manager", "pod topology spread", "static pod kubelet",
	"kubeamd", "shedular",
	"sig:node swap", "kind:bug kubectl",
	"zzzzqqqq",
	"e", "en", "end", "endp", "endpo", "endpoi", "endpoin", "endpoint", "endpoints", "endpointslice",
	"",
}

// keystroke replaces the search text and dispatches one input event, as a
// keystroke does. The Go handler runs inside dispatchEvent, so the time to
// the next line covers the search and the DOM update of the first screen;
// reading offsetHeight adds style and layout. "counts" waits for the task
// the handler queued, which writes the filter counts, the title and the
// history entry: a timer queued after it runs after it. "full" then waits
// until the rest of the page's first 200 notes is in (aria-busy false).
const keystroke = `(async (text) => {
  const q = document.getElementById('q'), r = document.getElementById('results');
  const t0 = performance.now();
  q.value = text;
  q.dispatchEvent(new Event('input', {bubbles: true}));
  // Structured terms naming a known value move into their filters.
  const ok = r.dataset.query === text.split(/\s+/).filter(w => !/^(sig|kind|area):./i.test(w)).join(' ');
  void r.offsetHeight;
  const first = performance.now() - t0;
  await new Promise(res => setTimeout(res, 0));
  const counts = performance.now() - t0;
  while (r.getAttribute('aria-busy') !== 'false') await new Promise(res => setTimeout(res, 0));
  return {ok, first, counts, full: performance.now() - t0, total: Number(r.dataset.total)};
})`

// earlyKeystroke types "cgroup" (a query the benchmark does not time
// otherwise) as one input event, as soon as the page is ready, and returns
// how long the handler took and how long until the results for it are in.
const earlyKeystroke = `(async () => {
  const q = document.getElementById('q'), r = document.getElementById('results');
  const t0 = performance.now();
  q.value = 'cgroup';
  q.dispatchEvent(new Event('input', {bubbles: true}));
  const handler = performance.now() - t0;
  while (r.dataset.query !== 'cgroup') await new Promise(res => setTimeout(res, 0));
  return {handler, results: performance.now() - t0};
})()`

type keystrokeTime struct {
	OK     bool    `json:"ok"`
	First  float64 `json:"first"`
	Counts float64 `json:"counts"`
	Full   float64 `json:"full"`
	Total  int     `json:"total"`
}

// BenchmarkPage loads the page in Chromium and reports: ms from navigation
// to data-ready ("ms/ready"), the bytes the page downloads as sent with
// gzip ("gzip-bytes"), and keystroke-to-results latency over every note,
// median and 95th percentile ("ms/key-p50", "ms/key-p95"), the time until
// the filter counts follow ("ms/key-counts-p95") and until the whole first
// page of 200 notes is rendered ("ms/key-full-p95"). It also types one
// query the moment the page is ready, before its search index is built:
// how long that keystroke's handler holds the page ("ms/early-key") and
// how long until its results are shown ("ms/early-results").
func BenchmarkPage(b *testing.B) {
	var ready, bytes []float64
	var first, counts, full []float64
	var early, earlyResults []float64
	marks := map[string][]float64{} // start-up milestones, ms since navigation
	type slowKey struct {
		query string
		ms    float64
	}
	var slow []slowKey
	for b.Loop() {
		ctx := newTab(b)
		transferred := countTransfer(b, ctx)
		beforeEachDocument(b, ctx, probe)
		if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/")); err != nil {
			b.Fatal(err)
		}
		waitFor(b, ctx, `document.documentElement.dataset.ready === '1'`)
		e := eval[struct {
			Handler float64 `json:"handler"`
			Results float64 `json:"results"`
		}](b, ctx, earlyKeystroke, chromedp.EvalAwaitPromise)
		early = append(early, e.Handler)
		earlyResults = append(earlyResults, e.Results)
		eval[chromedp.Void](b, ctx, `(() => { const q = document.getElementById('q'); q.value = ''; q.dispatchEvent(new Event('input', {bubbles: true})); })()`)
		waitSettled(b, ctx)
		// Let the page be idle once, as a person reading it would: it
		// builds its search index and warms up.
		waitFor(b, ctx, `performance.getEntriesByName('kubechangelog:search-ready').length > 0`)
		time.Sleep(time.Second)
		ready = append(ready, eval[float64](b, ctx, `__kcl.readyAt`))
		for name, t := range eval[map[string]float64](b, ctx, `Object.fromEntries(performance.getEntriesByType('mark').filter(m => m.name.startsWith('kubechangelog:')).map(m => [m.name.slice(14), m.startTime]))`) {
			marks[name] = append(marks[name], t)
		}
		bytes = append(bytes, transferred())

		// Once per fresh page: a second round would find every note in
		// the render cache and flatter the figures.
		for _, q := range keystrokeQueries {
			arg, _ := json.Marshal(q)
			k := eval[keystrokeTime](b, ctx, fmt.Sprintf("%s(%s)", keystroke, arg), chromedp.EvalAwaitPromise)
			if !k.OK {
				b.Fatalf("after typing %q the results are not for it", q)
			}
			first = append(first, k.First)
			counts = append(counts, k.Counts)
			full = append(full, k.Full)
			slow = append(slow, slowKey{q, k.First})
		}
	}
	slices.SortFunc(slow, func(a, b slowKey) int { return int(b.ms*1000 - a.ms*1000) })
	for _, k := range slow[:min(8, len(slow))] {
		b.Logf("slow keystroke: %q %.1f ms", k.query, k.ms)
	}
	b.ReportMetric(median(ready), "ms/ready")
	b.ReportMetric(median(bytes), "gzip-bytes")
	b.ReportMetric(median(first), "ms/key-p50")
	b.ReportMetric(percentile(first, 0.95), "ms/key-p95")
	b.ReportMetric(median(early), "ms/early-key")
	b.ReportMetric(median(earlyResults), "ms/early-results")
	b.ReportMetric(percentile(counts, 0.95), "ms/key-counts-p95")
	b.ReportMetric(percentile(full, 0.95), "ms/key-full-p95")
	// Where start-up time goes: fetch → instantiated (download and compile),
	// → decoded (Go start and the embedded notes), → store (indexes),
	// → ready (first view and events).
	steps := []string{"fetch", "instantiated", "go-start", "decoded", "store", "ready"}
	for i := 1; i < len(steps); i++ {
		if a, z := marks[steps[i-1]], marks[steps[i]]; len(a) > 0 && len(z) > 0 {
			b.ReportMetric(median(z)-median(a), "ms/start-"+steps[i])
		}
	}
	b.ReportMetric(0, "ns/op") // the metrics above are the result, not the loop time
}

func median(v []float64) float64 { return percentile(v, 0.5) }

// percentile returns the p-quantile of v by the nearest-rank method.
func percentile(v []float64, p float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	i := int(p*float64(len(s))+0.5) - 1
	return s[max(0, min(i, len(s)-1))]
}

// countTransfer makes ctx's tab ask for gzip and skip the cache, and
// returns a function that reads the bytes its requests have transferred so
// far, as sent (encoded).
func countTransfer(tb testing.TB, ctx context.Context) func() float64 {
	var mu sync.Mutex
	encoded := map[network.RequestID]float64{}
	if err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*network.EventLoadingFinished); ok {
			mu.Lock()
			encoded[ev.RequestID] = ev.EncodedDataLength
			mu.Unlock()
		}
	}); err != nil {
		tb.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Encoding": "gzip"}}); err != nil {
		tb.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		tb.Fatal(err)
	}
	return func() float64 {
		mu.Lock()
		defer mu.Unlock()
		sum := 0.0
		for _, n := range encoded {
			sum += n
		}
		return sum
	}
}
