//go:build !js

package browsertest

import (
	"testing"
)

// TestGateViewShowsRevert: #gate=ConsistentListFromCache has "Moved
// `ConsistentListFromCache` feature flag to beta" (#123513) and "Reverted a
// [change](…/pull/123513) …" (#126139), both v1.31.0, and a timeline with
// no beta: the reverted beta says by what, the revert is its own kind, in
// English and in Japanese.
func TestGateViewShowsRevert(t *testing.T) {
	for _, tc := range []struct {
		lang, timeline, beta, revert string
	}{
		{"en", "alpha v1.28.0 → GA v1.34.0 → removed v1.37.0", "beta (reverted by #126139)", "reverted"},
		{"ja", "アルファ v1.28.0 → GA v1.34.0 → 削除 v1.37.0", "ベータ (#126139 で取り消し)", "取り消し"},
	} {
		ctx := newTab(t)
		open(t, ctx, "gate=ConsistentListFromCache&lang="+tc.lang)
		waitFor(t, ctx, `!document.getElementById('gate-detail').hidden && !!document.querySelector('#gate-detail li.gate-event')`)
		if got := eval[string](t, ctx, `[...document.querySelectorAll('#gate-detail ol.timeline li')].map(li => li.textContent).join(' → ')`); got != tc.timeline {
			t.Errorf("%s: timeline %q, want %q", tc.lang, got, tc.timeline)
		}
		kind := func(pr string) string {
			return eval[string](t, ctx, `(document.querySelector('#gate-detail li.gate-event[data-pr="`+pr+`"] .gate-kind') || {}).textContent || ''`)
		}
		if got := kind("123513"); got != tc.beta {
			t.Errorf("%s: #123513 reads %q, want %q", tc.lang, got, tc.beta)
		}
		if got := kind("126139"); got != tc.revert {
			t.Errorf("%s: #126139 reads %q, want %q", tc.lang, got, tc.revert)
		}
		if got := eval[string](t, ctx, `document.querySelector('#gate-detail li.gate-event[data-pr="126139"]').dataset.kind`); got != "reverted" {
			t.Errorf("%s: #126139's data-kind is %q", tc.lang, got)
		}
		checkA11y(t, ctx)
	}
}
