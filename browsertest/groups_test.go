//go:build !js

package browsertest

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestFilterAtMostSIGs: the panel's "at most N SIGs" select counts live,
// choosing a cap narrows the notes and the link, and a search term
// sig:… ticks its SIG box. v1.24.0 × SIG Node has 67 notes, 57 of them
// with at most 5 SIGs (the engine's figure, notes/groups_test.go).
func TestFilterAtMostSIGs(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.24.0&sig=node")
	waitSettled(t, ctx)
	if got := eval[string](t, ctx, `document.querySelector('#maxsigs option[value="5"]').textContent`); got != "5 (57)" {
		t.Errorf("the option at most 5 SIGs reads %q, want \"5 (57)\"", got)
	}
	if err := chromedp.Do(ctx, chromedp.SetValue("#maxsigs", "5")); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `document.getElementById('maxsigs').dispatchEvent(new Event('change', {bubbles: true}))`)
	waitFor(t, ctx, `location.hash.includes('maxsigs=5')`)
	waitSettled(t, ctx)
	if got := total(t, ctx); got != 57 {
		t.Errorf("data-total = %d after at most 5 SIGs, want 57", got)
	}
	// A term typed in the search box becomes the filter it names.
	open(t, ctx, "version=v1.30.0&q=sig%3Acluster-lifecycle")
	waitSettled(t, ctx)
	if !eval[bool](t, ctx, `document.querySelector('input[data-group="sig"][value="cluster-lifecycle"]').checked`) {
		t.Error("sig:cluster-lifecycle in the search did not tick SIG Cluster Lifecycle")
	}
	if q := eval[string](t, ctx, `document.getElementById('q').value`); q != "" {
		t.Errorf("the search box still holds %q", q)
	}
}

// TestTypedTermStaysAsTyped: typing "sig:node swap" key by key ticks SIG
// Node and searches "swap", and the box keeps what the person typed: it is
// never rewritten under the cursor (before, the box lost "sig:node" the
// moment it named a SIG, in the middle of typing).
func TestTypedTermStaysAsTyped(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.30.0")
	waitSettled(t, ctx)
	if err := chromedp.Do(ctx, chromedp.SendKeys("#q", "sig:node swap")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash.includes('q=swap')`)
	waitSettled(t, ctx)
	if q := eval[string](t, ctx, `document.getElementById('q').value`); q != "sig:node swap" {
		t.Errorf("the search box holds %q, want what was typed", q)
	}
	if !eval[bool](t, ctx, `document.querySelector('input[data-group="sig"][value="node"]').checked`) {
		t.Error("sig:node typed in the search did not tick SIG Node")
	}
	if h := eval[string](t, ctx, `location.hash`); !strings.Contains(h, "sig=node") {
		t.Errorf("the link %q does not hold the SIG filter", h)
	}
}
