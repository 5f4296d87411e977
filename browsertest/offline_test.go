//go:build !js

package browsertest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestSingleFileWorksOffline opens dist/kubechangelog.html from disk with
// every network request blocked, and filters, searches, compares and opens
// a file as on the served site. Any request that leaves file:// fails the test, blocked
// or not.
func TestSingleFileWorksOffline(t *testing.T) {
	s := store(t)
	path, err := filepath.Abs(filepath.Join(dist, "kubechangelog.html"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("%s is missing: run `make dist`, which writes it with tools/singlefile (%v)", path, err)
	}
	ctx := newTab(t)
	w := watch(t, ctx)
	var block []*network.BlockPattern
	for _, scheme := range []string{"http", "https", "ws", "wss", "ftp"} {
		block = append(block, &network.BlockPattern{URLPattern: scheme + "://*:*/*", Block: true})
	}
	if _, err := chromedp.Call(ctx, network.SetBlockedURLs, network.SetBlockedURLsParams{URLPatterns: block}); err != nil {
		t.Fatal(err)
	}
	goTo(t, ctx, "file://"+path)
	if p := eval[string](t, ctx, `location.protocol`); p != "file:" {
		t.Fatalf("the page runs from %s, want file:", p)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('script[src], link[href]').length`); n != 0 {
		t.Errorf("the single file still refers to %d external scripts or styles", n)
	}
	if got := total(t, ctx); got != changes(s) {
		t.Errorf("data-total = %d, want every change (%d)", got, changes(s))
	}

	// Filter: choose SIG node in the panel.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#facet-sig input[value="node"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash.includes('sig=node')`)
	waitSettled(t, ctx)
	node := s.Query(notes.State{Filters: notes.Filters{"sig": []string{"node"}}}).Total()
	if got := total(t, ctx); got != node || got == 0 || got >= s.Len() {
		t.Errorf("SIG node shows %d notes, the engine %d of %d", got, node, s.Len())
	}

	// Search within it.
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`#q`), "kubelet")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubelet'`)
	waitSettled(t, ctx)
	want := s.Query(notes.State{Query: "kubelet", Filters: notes.Filters{"sig": []string{"node"}}}).Total()
	if got := total(t, ctx); got != want || got == 0 || got >= node {
		t.Errorf("kubelet in SIG node shows %d notes, the engine %d (of %d)", got, want, node)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#results mark').length`); n == 0 {
		t.Error("no <mark> in the search results")
	}

	// Compare two releases by link.
	const frag = "from=v1.30.0&to=v1.30.3"
	eval[chromedp.Void](t, ctx, fmt.Sprintf(`location.hash = %q`, frag))
	waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
	waitSettled(t, ctx)
	st, _ := notes.ParseFragment(frag)
	cmp := s.Query(st)
	if got := total(t, ctx); got == 0 || got != cmp.Total() {
		t.Errorf("%s shows %d notes, the engine %d", frag, got, cmp.Total())
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#results article.note').length`); n == 0 {
		t.Errorf("%s lists no notes", frag)
	}

	// Open a file: the parse module comes from the file too, inlined.
	data, err := os.ReadFile("testdata/CHANGELOG-1.37.md")
	if err != nil {
		t.Fatal(err)
	}
	pasteText(t, ctx, string(data))
	if got := opened(t, ctx, "the pasted text", 20*time.Second); !strings.HasPrefix(got, "Loaded the pasted text: 1 release (v1.37.0-alpha.1)") {
		t.Errorf("pasting a CHANGELOG into the single file: %q", got)
	}

	noErrors(t, w)
	_, requests, _ := w.seen()
	if len(requests) == 0 {
		t.Fatal("saw no request at all, not even the page")
	}
	for _, u := range requests {
		if !strings.HasPrefix(u, "file://") {
			t.Errorf("the single file requested %s", u)
		}
	}
	if bad := eval[[]string](t, ctx, `__kcl.violations.concat(__kcl.errors)`); len(bad) > 0 {
		t.Errorf("the page reported: %q", bad)
	}
}
