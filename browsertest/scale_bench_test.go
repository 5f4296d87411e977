//go:build !js

package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/cdproto/memory"
	"github.com/chromedp/chromedp"
)

// memProbe keeps the module's memory where the benchmark can read it: the
// page's loader holds the instance in a closure.
const memProbe = `
(() => {
  const wrap = name => {
    const orig = WebAssembly[name];
    WebAssembly[name] = async function (...args) {
      const r = await orig.apply(WebAssembly, args);
      const inst = r.instance || r;
      if (inst.exports && inst.exports.mem) window.__kclMem = inst.exports.mem;
      return r;
    };
  };
  wrap('instantiateStreaming');
  wrap('instantiate');
})();
`

// scaleFigures is what one load of a page of some size shows.
type scaleFigures struct {
	ready, decode, store   float64 // ms
	fetch, view            float64 // ms: download and compile; first view
	keyP50, keyP95         float64 // ms
	memReady, mem30, mem1k float64 // MiB of WebAssembly memory
	// memCycle is the memory once every session query has been typed
	// once (the 30 are the keystroke queries alone): memory is the
	// largest the heap has been, so a query first typed later raises it
	// once, while a leak keeps raising it.
	memCycle     float64
	dom30, dom1k int // DOM nodes after a forced collection
	elements     int // elements in the document at the end
}

// sessionQueries are what a long session types: the keystroke queries,
// then words of every kind with filters between them, so views differ.
var sessionQueries = func() []string {
	q := append([]string(nil), keystrokeQueries...)
	for _, w := range []string{"kubelet", "apiserver", "csi", "pod", "node", "volume", "scheduler", "kubectl", "ingress", "etcd"} {
		q = append(q, w, "sig:node "+w, "kind:bug "+w, w+" deprecated", "")
	}
	return q
}()

// session types sessionQueries in a tab, one after the other.
type session struct {
	tb    testing.TB
	ctx   context.Context
	n     int       // searches typed
	first []float64 // ms until each search's first notes
}

func newSession(tb testing.TB, ctx context.Context) *session {
	return &session{tb: tb, ctx: ctx}
}

// search types n more searches, each once the last one's page is in.
func (s *session) search(n int) {
	for range n {
		q := sessionQueries[s.n%len(sessionQueries)]
		s.n++
		arg, _ := json.Marshal(q)
		k := eval[keystrokeTime](s.tb, s.ctx, fmt.Sprintf("%s(%s)", keystroke, arg), chromedp.EvalAwaitPromise)
		if !k.OK {
			s.tb.Fatalf("after typing %q the results are not for it", q)
		}
		s.first = append(s.first, k.First)
	}
}

// memMiB is the size of the module's memory, which grows to the largest
// the Go heap has been and never shrinks.
func (s *session) memMiB() float64 {
	return eval[float64](s.tb, s.ctx, `window.__kclMem ? __kclMem.buffer.byteLength / 1048576 : -1`)
}

// domNodes counts the DOM nodes alive once the page's idle collection
// and then the browser's have run, so only nodes something still holds
// are counted.
func (s *session) domNodes() int {
	time.Sleep(1500 * time.Millisecond)
	if _, err := chromedp.Call(s.ctx, heapprofiler.CollectGarbage, cdp.Empty{}); err != nil {
		s.tb.Fatal(err)
	}
	c, err := chromedp.Call(s.ctx, memory.GetDOMCounters, cdp.Empty{})
	if err != nil {
		s.tb.Fatal(err)
	}
	return int(c.Nodes)
}

// loadScale opens the page at url in a fresh tab and waits until it has
// built its search index and been idle once (its warm-up and first idle
// collection), filling f's start-up figures.
func loadScale(b *testing.B, url string, f *scaleFigures) context.Context {
	ctx := newTab(b)
	for _, src := range []string{probe, memProbe} {
		beforeEachDocument(b, ctx, src)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/")); err != nil {
		b.Fatal(err)
	}
	waitSettled(b, ctx)
	waitFor(b, ctx, `performance.getEntriesByName('kubechangelog:search-ready').length > 0`)
	time.Sleep(time.Second)
	marks := eval[map[string]float64](b, ctx, `Object.fromEntries(performance.getEntriesByType('mark').filter(m => m.name.startsWith('kubechangelog:')).map(m => [m.name.slice(14), m.startTime]))`)
	f.ready = eval[float64](b, ctx, `__kcl.readyAt`)
	f.fetch = marks["instantiated"] - marks["fetch"]
	f.decode = marks["decoded"] - marks["go-start"]
	f.store = marks["store"] - marks["decoded"]
	f.view = marks["ready"] - marks["store"]
	return ctx
}

// startUps loads the pages at urls in turn, rounds times, and returns the
// median start-up figures of each: one load is at the mercy of whatever
// else the machine does in that second.
func startUps(b *testing.B, rounds int, urls ...string) []scaleFigures {
	all := make([][]scaleFigures, len(urls))
	for range rounds {
		for i, u := range urls {
			var f scaleFigures
			ctx := loadScale(b, u, &f)
			if err := chromedp.Cancel(ctx); err != nil {
				b.Fatal(err)
			}
			all[i] = append(all[i], f)
		}
	}
	out := make([]scaleFigures, len(urls))
	for i, fs := range all {
		pick := func(get func(scaleFigures) float64) float64 {
			var v []float64
			for _, f := range fs {
				v = append(v, get(f))
			}
			return median(v)
		}
		out[i] = scaleFigures{
			ready:  pick(func(f scaleFigures) float64 { return f.ready }),
			fetch:  pick(func(f scaleFigures) float64 { return f.fetch }),
			decode: pick(func(f scaleFigures) float64 { return f.decode }),
			store:  pick(func(f scaleFigures) float64 { return f.store }),
			view:   pick(func(f scaleFigures) float64 { return f.view }),
		}
	}
	return out
}

// measureSession loads the page at url, types the keystroke queries once
// (timed), then searches until 1,000 searches, reading memory and the DOM
// node count after 30 and after 1,000, into f.
func measureSession(b *testing.B, url string, f *scaleFigures) {
	var ignored scaleFigures
	ctx := loadScale(b, url, &ignored)
	sess := newSession(b, ctx)
	f.memReady = sess.memMiB()
	sess.search(30)
	first := sess.first[:min(len(keystrokeQueries), len(sess.first))]
	f.keyP50, f.keyP95 = median(first), percentile(first, 0.95)
	f.dom30, f.mem30 = sess.domNodes(), sess.memMiB()
	sess.search(len(sessionQueries))
	f.memCycle = sess.memMiB()
	sess.search(970 - len(sessionQueries))
	f.dom1k, f.mem1k = sess.domNodes(), sess.memMiB()
	f.elements = eval[int](b, ctx, `document.getElementsByTagName('*').length`)
	if err := chromedp.Cancel(ctx); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkScale measures the page at today's notes (1×) and at four
// times as many (4×, a corpus made at test time, see scalePage) in the
// same run: start-up (the median of five loads each), bundle decoding,
// keystrokes, and memory and DOM nodes over a long session. Run it once:
//
//	make dist && go test -run '^$' -bench Scale -benchtime 1x ./browsertest
func BenchmarkScale(b *testing.B) {
	big, rels4, notes4 := scalePage(b, 4)
	for b.Loop() {
		// Start-up: the median of five loads of each, taken in turns.
		st := startUps(b, 5, server.URL, big.URL)
		one, four := st[0], st[1]
		measureSession(b, server.URL, &one)
		measureSession(b, big.URL, &four)
		for _, x := range []struct {
			name string
			f    scaleFigures
		}{{"1x", one}, {"4x", four}} {
			f := x.f
			b.Logf("%s: ready %.0f ms (download and compile %.0f, decode %.1f, store %.0f, first view %.0f), key p50 %.1f p95 %.1f ms, memory %.0f → %.0f (30) → %.0f (%d) → %.0f MiB (1,000 searches), DOM nodes %d (30) → %d (1,000), %d elements",
				x.name, f.ready, f.fetch, f.decode, f.store, f.view, f.keyP50, f.keyP95, f.memReady, f.mem30, f.memCycle, 30+len(sessionQueries), f.mem1k, f.dom30, f.dom1k, f.elements)
			b.ReportMetric(f.ready, "ms/ready-"+x.name)
			b.ReportMetric(f.decode, "ms/decode-"+x.name)
			b.ReportMetric(f.keyP95, "ms/key-p95-"+x.name)
			b.ReportMetric(f.mem30, "MiB/mem30-"+x.name)
			b.ReportMetric(f.mem1k, "MiB/mem1000-"+x.name)
			b.ReportMetric(float64(f.dom1k), "nodes/dom1000-"+x.name)
		}
		b.Logf("4× corpus: %d releases, %d notes", rels4, notes4)
		b.ReportMetric(four.decode/one.decode, "decode-ratio-4x/1x")
		b.ReportMetric(four.mem1k/four.mem30, "mem-ratio-1000/30-4x")
		b.ReportMetric(four.mem1k/four.memCycle, "mem-ratio-1000/cycle-4x")
	}
	b.ReportMetric(0, "ns/op")
}

// TestLongSessionMemoryStaysFlat types 30 searches, then 300 more, with no
// pause between them, as a person searching for a while does: the
// module's memory after the 330 is within 10% of what it was after 30,
// and the document holds no more nodes than it did (stale views are
// released).
func TestLongSessionMemoryStaysFlat(t *testing.T) {
	ctx := newTab(t)
	beforeEachDocument(t, ctx, memProbe)
	open(t, ctx, "")
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:search-ready').length > 0`)
	// The idle warm-up ends with the feature gates read, which grows the
	// module's memory once: measured from before it, the growth was the
	// warm-up's, not the searches' (34 → 38 MiB once, when the build ran
	// on into the 300 searches).
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:gates-ready').length > 0`)
	time.Sleep(time.Second) // the collection after it
	s := newSession(t, ctx)
	s.search(30)
	mem30, dom30 := s.memMiB(), s.domNodes()
	s.search(300)
	mem330, dom330 := s.memMiB(), s.domNodes()
	t.Logf("memory %.0f → %.0f MiB, DOM nodes %d → %d", mem30, mem330, dom30, dom330)
	if mem330 > mem30*1.1 {
		t.Errorf("memory grew from %.0f MiB after 30 searches to %.0f MiB after 330", mem30, mem330)
	}
	if dom330 > dom30*11/10 {
		t.Errorf("DOM nodes grew from %d after 30 searches to %d after 330", dom30, dom330)
	}
}
