//go:build !js

package browsertest

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

// axePath is axe-core from the npm test helpers in bench/ (never shipped).
const axePath = "../bench/node_modules/axe-core/axe.min.js"

var axeSource = sync.OnceValues(func() (string, error) {
	b, err := os.ReadFile(axePath)
	return string(b), err
})

// axeViolation is one rule axe-core found broken, with the elements.
type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target  []string `json:"target"`
		Summary string   `json:"failureSummary"`
	} `json:"nodes"`
}

// checkA11y runs axe-core on the page as it is and fails on every serious
// or critical violation, naming the rule and the elements. axe is injected
// through the DevTools protocol, which the page's CSP does not govern, so
// the shipped page stays free of it.
func checkA11y(tb testing.TB, ctx context.Context) {
	tb.Helper()
	src, err := axeSource()
	if err != nil {
		abs, _ := filepath.Abs(axePath)
		tb.Fatalf("axe-core is missing (%s): run `npm ci --prefix bench` (make test does): %v", abs, err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](src+";undefined")); err != nil {
		tb.Fatalf("loading axe-core: %v", err)
	}
	// axe reads an element's background from the elements at its point,
	// scrolling to it as it goes. Cards kept off screen by
	// content-visibility: auto are laid out at a placeholder height and
	// grow as they come on screen, so the page below them moves after axe
	// has measured it: the footer's link was once judged against a card's
	// marked word (#fff2a8) that had slid under its old place. The cards are
	// laid out for real first, so axe checks what a reader scrolls to.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](
		`document.querySelectorAll('*').forEach(e => { if (getComputedStyle(e).contentVisibility === 'auto') e.style.contentVisibility = 'visible' })`)); err != nil {
		tb.Fatalf("laying out the deferred elements: %v", err)
	}
	found, err := chromedp.Run(ctx, chromedp.Evaluate[[]axeViolation](
		`axe.run(document, {resultTypes: ['violations']}).then(r => r.violations)`, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.Fatalf("running axe-core: %v", err)
	}
	for _, v := range found {
		if v.Impact != "serious" && v.Impact != "critical" {
			continue
		}
		var where []string
		for i, n := range v.Nodes {
			if i == 5 {
				where = append(where, "…")
				break
			}
			where = append(where, strings.Join(n.Target, " ")+": "+strings.ReplaceAll(n.Summary, "\n", " "))
		}
		tb.Errorf("axe %s (%s): %s, on %d elements:\n  %s", v.ID, v.Impact, v.Help, len(v.Nodes), strings.Join(where, "\n  "))
	}
}

// TestAccessibility runs axe-core on a release view and a search view, in
// both themes and both languages, with the filter panel's groups open.
func TestAccessibility(t *testing.T) {
	for _, theme := range []string{"light", "dark"} {
		for _, lang := range []string{"en", "ja"} {
			for _, view := range []struct{ name, frag string }{
				{"release", "version=v1.24.0"},
				{"search", "q=kubeadm+reset"},
			} {
				t.Run(theme+"/"+lang+"/"+view.name, func(t *testing.T) {
					ctx := newTab(t)
					forgetPrefs(t, ctx)
					prefersScheme(t, ctx, theme)
					open(t, ctx, view.frag+"&lang="+lang)
					if got := eval[string](t, ctx, `document.documentElement.dataset.theme + ' ' + document.documentElement.lang`); got != theme+" "+lang {
						t.Fatalf("the page is %q, want %q", got, theme+" "+lang)
					}
					if total(t, ctx) == 0 {
						t.Fatal("the view shows no notes: nothing to check")
					}
					eval[chromedp.Void](t, ctx, `document.querySelectorAll('#filters details').forEach(d => d.open = true)`)
					checkA11y(t, ctx)
				})
			}
		}
	}
}

// TestPageStructure checks what axe-core leaves to judgement: one h1,
// headings that skip no level, the landmarks, a label for every control
// and the result count in a live region.
func TestPageStructure(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.24.0")
	type structure struct {
		H1        int      `json:"h1"`
		Skips     []string `json:"skips"`
		Landmarks []string `json:"landmarks"`
		Unlabeled []string `json:"unlabeled"`
		Live      string   `json:"live"`
		Summary   string   `json:"summary"`
	}
	got := eval[structure](t, ctx, `(() => {
	  const hs = Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6')).filter(h => !h.closest('dialog'));
	  const skips = [];
	  let prev = 0;
	  for (const h of hs) {
	    const l = Number(h.tagName[1]);
	    if (l > prev + 1) skips.push(h.tagName + ' ' + h.textContent.trim().slice(0, 40) + ' after h' + prev);
	    prev = l;
	  }
	  const landmarks = ['body > header', 'aside', 'main', 'body > footer', '[role=search]'].filter(s => document.querySelector(s));
	  const unlabeled = Array.from(document.querySelectorAll('input, select, button, textarea'))
	    .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby') && !el.textContent.trim())
	    .map(el => el.outerHTML.slice(0, 80));
	  const s = document.getElementById('summary');
	  return {h1: document.querySelectorAll('h1').length, skips, landmarks, unlabeled, live: s.getAttribute('aria-live'), summary: s.textContent};
	})()`)
	if got.H1 != 1 {
		t.Errorf("the page has %d h1 headings, want 1", got.H1)
	}
	if len(got.Skips) > 0 {
		t.Errorf("headings skip levels: %q", got.Skips)
	}
	if len(got.Landmarks) != 5 {
		t.Errorf("landmarks present: %q, want header, aside, main, footer and search", got.Landmarks)
	}
	if len(got.Unlabeled) > 0 {
		t.Errorf("controls without a label: %q", got.Unlabeled)
	}
	if n := total(t, ctx); got.Live != "polite" || !strings.HasPrefix(got.Summary, fmtCount(n)+" notes") {
		t.Errorf("#summary (aria-live=%q) says %q; want a polite live region announcing %d notes", got.Live, got.Summary, n)
	}
}

// fmtCount writes n as a person reads it on the page: 10,092.
func fmtCount(n int) string {
	d := strconv.Itoa(n)
	var b strings.Builder
	for i := range len(d) {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(d[i])
	}
	return b.String()
}

// TestNarrowScreen checks the page on a 360 px phone: nothing scrolls
// sideways, and the filter panel opens from its button.
func TestNarrowScreen(t *testing.T) {
	for _, lang := range []string{"en", "ja"} {
		t.Run(lang, func(t *testing.T) {
			ctx := newTab(t)
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(360, 740)); err != nil {
				t.Fatal(err)
			}
			open(t, ctx, "version=v1.24.0&lang="+lang)
			const fits = `document.documentElement.scrollWidth <= innerWidth`
			if !eval[bool](t, ctx, fits) {
				t.Errorf("at 360 px the page is %d px wide", eval[int](t, ctx, `document.documentElement.scrollWidth`))
			}
			if eval[bool](t, ctx, `getComputedStyle(document.getElementById('filters')).display !== 'none'`) {
				t.Error("at 360 px the filter panel is open before its button is pressed")
			}
			if err := chromedp.Do(ctx, chromedp.Click("#filters-toggle")); err != nil {
				t.Fatal(err)
			}
			if got := eval[string](t, ctx, `document.getElementById('filters-toggle').getAttribute('aria-expanded')`); got != "true" {
				t.Errorf("the Filters button says aria-expanded=%s once pressed", got)
			}
			if err := chromedp.Do(ctx, chromedp.Click(`#facet-kind input[value="Feature"]`)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, `location.hash.includes('kind=Feature')`)
			waitSettled(t, ctx)
			if !eval[bool](t, ctx, fits) {
				t.Errorf("with the panel open the page is %d px wide", eval[int](t, ctx, `document.documentElement.scrollWidth`))
			}
		})
	}
}
