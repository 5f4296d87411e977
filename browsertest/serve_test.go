//go:build !js

package browsertest

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestServedPageWorksUnderHeaderPolicy loads the page as `kubechangelog
// serve` sends it, with the Content-Security-Policy header on top of the
// page's meta policy, and searches: open fails the test on any CSP
// violation or error. The page may not be framed, even by itself.
func TestServedPageWorksUnderHeaderPolicy(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "")
	// The header is the page's own meta policy (with the prerendered
	// screen's inline script hash) plus frame-ancestors.
	meta := eval[string](t, ctx, `document.querySelector('meta[http-equiv="Content-Security-Policy"]').content`)
	if csp := eval[string](t, ctx, `fetch('/').then(r => r.headers.get('content-security-policy'))`, chromedp.EvalAwaitPromise); csp != meta+"; frame-ancestors 'none'" || !strings.Contains(csp, "'sha256-") {
		t.Fatalf("the page came with policy %q, want its meta policy %q and frame-ancestors", csp, meta)
	}
	// A search typed before the index is built waits for it: type once
	// it is, so the keystroke's own results are what is checked.
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:search-ready').length > 0`)
	k := eval[keystrokeTime](t, ctx, keystroke+`("kubeadm")`, chromedp.EvalAwaitPromise)
	if want := store(t).Query(notes.State{Query: "kubeadm"}).Total(); !k.OK || k.Total != want {
		t.Errorf("searching kubeadm: results for it %v, %d notes; want %d", k.OK, k.Total, want)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#results article').length`); n == 0 {
		t.Errorf("searching kubeadm shows no notes")
	}
	// A frame of the page: allowed, its document would be readable (same
	// origin); refused, the frame holds an opaque error page.
	framed := eval[string](t, ctx, `new Promise(res => {
  const f = document.createElement('iframe');
  f.src = '/#q=kubeadm';
  f.onload = () => { let d = null; try { d = f.contentDocument && f.contentDocument.getElementById('q'); } catch (e) {} res(d ? 'framed' : 'refused'); f.remove(); };
  document.body.append(f);
})`, chromedp.EvalAwaitPromise)
	if framed != "refused" {
		t.Errorf("the served page could be framed: %s", framed)
	}
}
