//go:build !js

package browsertest

import (
	"compress/gzip"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/site"
)

// plainPage is the page a person would write without WebAssembly: fetch
// every note as one JSON file, show the first 200, filter by substring.
// The benchmark writes it beside the same notes (see writePlainPage); it
// ships nowhere.
// Its meta policy allows its one inline script: the handler sends a page's
// own policy (see site.Handler), as a plain page on any host would have.
const plainPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-inline'"><title>Kubernetes release notes (plain)</title></head>
<body><input type="search" id="q" placeholder="Search"><p id="summary"></p><div id="results"></div>
<script>
fetch('notes.json').then(r => r.json()).then(notes => {
  const q = document.getElementById('q'), results = document.getElementById('results');
  for (const n of notes) n.lower = n.text.toLowerCase();
  function show() {
    const s = q.value.toLowerCase();
    const match = s ? notes.filter(n => n.lower.includes(s)) : notes;
    document.getElementById('summary').textContent = match.length + ' notes';
    results.replaceChildren(...match.slice(0, 200).map(n => {
      const a = document.createElement('article'), where = document.createElement('p'), body = document.createElement('div');
      a.className = 'note';
      where.textContent = n.version + ' · ' + n.kind;
      body.textContent = n.text;
      a.append(where, body);
      return a;
    }));
  }
  q.addEventListener('input', show);
  show();
  document.documentElement.dataset.ready = '1';
});
</script></body></html>
`

// writePlainPage writes the plain page and notes.json (with its .gz, as
// make dist precompresses the module) to a temporary directory.
func writePlainPage(b *testing.B) string {
	s := store(b)
	type note struct {
		Version string `json:"version"`
		Kind    string `json:"kind"`
		Text    string `json:"text"`
	}
	all := make([]note, s.Len())
	for id := range all {
		n := s.Note(id)
		all[id] = note{n.Version, string(n.Kind), n.Markdown}
	}
	data, err := json.Marshal(all)
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	for name, content := range map[string][]byte{"index.html": []byte(plainPage), "notes.json": data, "notes.json.gz": gzipped(b, data, gzip.BestCompression)} {
		if err := os.WriteFile(filepath.Join(dir, name), content, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// firstNotesProbe times the first notes on screen, the same way on both
// pages: when the first note element enters the DOM (by the HTML parser or
// by a script), it and everything in it get an elementtiming attribute,
// and the browser's element timing reports when they were first painted.
const firstNotesProbe = `
window.__first = {inDOM: 0, painted: 0};
new PerformanceObserver(list => {
  for (const e of list.getEntries()) {
    const t = e.renderTime || e.loadTime;
    if (e.identifier === 'first-note' && t && (!__first.painted || t < __first.painted)) __first.painted = t;
  }
}).observe({type: 'element', buffered: true});
new MutationObserver((_, obs) => {
  const n = document.querySelector('article.note');
  if (!n) return;
  __first.inDOM = performance.now();
  for (const el of [n, ...n.querySelectorAll('*')]) el.setAttribute('elementtiming', 'first-note');
  obs.disconnect();
}).observe(document, {childList: true, subtree: true});
`

// BenchmarkFirstNotes loads this page and the plain page in turn, in the
// same browser and run, and reports for each: ms from navigation to the
// first notes painted ("first-notes") and to interactive ("ready":
// data-ready), the gzip bytes downloaded, and this page's figures as
// ratios of the plain page's ready time.
func BenchmarkFirstNotes(b *testing.B) {
	plain := httptest.NewServer(site.Handler(writePlainPage(b)))
	defer plain.Close()
	type figures struct{ first, ready, bytes []float64 }
	var ours, theirs figures
	load := func(u string, f *figures) {
		ctx := newTab(b)
		transferred := countTransfer(b, ctx)
		for _, src := range []string{probe, firstNotesProbe} {
			beforeEachDocument(b, ctx, src)
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(u)); err != nil {
			b.Fatal(err)
		}
		waitFor(b, ctx, `document.documentElement.dataset.ready === '1' && __first.painted > 0`)
		r := eval[struct {
			Painted, InDOM, Ready float64
		}](b, ctx, `({Painted: __first.painted, InDOM: __first.inDOM, Ready: __kcl.readyAt})`)
		if r.Painted < r.InDOM {
			b.Fatalf("%s: notes painted at %.0f ms, before they were in the DOM (%.0f ms)", u, r.Painted, r.InDOM)
		}
		f.first = append(f.first, r.Painted)
		f.ready = append(f.ready, r.Ready)
		f.bytes = append(f.bytes, transferred())
	}
	for b.Loop() {
		load(server.URL+"/", &ours)
		load(plain.URL+"/", &theirs)
	}
	b.ReportMetric(median(ours.first), "ms/first-notes")
	b.ReportMetric(median(ours.ready), "ms/ready")
	b.ReportMetric(median(ours.bytes), "gzip-bytes")
	b.ReportMetric(median(theirs.first), "ms/plain-first-notes")
	b.ReportMetric(median(theirs.ready), "ms/plain-ready")
	b.ReportMetric(median(theirs.bytes), "plain-gzip-bytes")
	b.ReportMetric(median(ours.first)/median(theirs.ready), "first-notes/plain-ready")
	b.ReportMetric(median(ours.ready)/median(theirs.ready), "ready/plain-ready")
	b.ReportMetric(0, "ns/op")
}
