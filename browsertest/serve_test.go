//go:build !js

package browsertest

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/site"
)

// TestServedPageWorksUnderHeaderPolicy loads the page as `kubechangelog
// serve` sends it, with the Content-Security-Policy header on top of the
// page's meta policy, and searches: open fails the test on any CSP
// violation or error. The page may not be framed, even by itself.
func TestServedPageWorksUnderHeaderPolicy(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "")
	if csp := eval[string](t, ctx, `fetch('/').then(r => r.headers.get('content-security-policy'))`, chromedp.EvalAwaitPromise); csp != site.Policy {
		t.Fatalf("the page came with policy %q, want %q", csp, site.Policy)
	}
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
