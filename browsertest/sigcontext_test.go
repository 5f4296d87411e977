//go:build !js

package browsertest

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// themeTitles opens the current view's Major Themes group and returns the
// titles of the sections it shows, and the count its summary reads.
func themeTitles(tb testing.TB, ctx context.Context) ([]string, string) {
	tb.Helper()
	const group = `#results .view:not(.stale) .context details[data-group="Major Themes"]`
	click(tb, ctx, group+` > summary`)
	waitFor(tb, ctx, fmt.Sprintf(`document.querySelectorAll(%q).length > 0`, group+`[open] article.context-section`))
	titles := eval[[]string](tb, ctx, fmt.Sprintf(`Array.from(document.querySelectorAll(%q)).filter(h => h.checkVisibility()).map(h => h.textContent)`, group+` article.context-section h3`))
	return titles, eval[string](tb, ctx, fmt.Sprintf(`document.querySelector(%q).textContent`, group+` > summary .count`))
}

// TestContextOfTheSIG: releases 1.8 to 1.13 give each SIG a Major Themes
// section of its own (release-notes-1.12.md: fifteen, from "SIG API
// Machinery" to "SIG-windows"). A SIG's view shows that SIG's section and
// the general ones, as its write-up does, not the fourteen others; without
// a SIG filter every section shows.
func TestContextOfTheSIG(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.12.0")
	all, n := themeTitles(t, ctx)
	if len(all) != 15 || n != "15" || all[0] != "SIG API Machinery" || !slices.Contains(all, "SIG-storage") {
		t.Errorf("v1.12.0's Major Themes (count %s): %q, want the fifteen of release-notes-1.12.md", n, all)
	}
	// Ticking SIG Storage leaves its section alone.
	click(t, ctx, `#facet-groups input[data-group="sig"][value="storage"]`)
	waitFor(t, ctx, `location.hash.includes('sig=storage')`)
	waitSettled(t, ctx)
	if got, n := themeTitles(t, ctx); !slices.Equal(got, []string{"SIG-storage"}) || n != "1" {
		t.Errorf("v1.12.0 × SIG Storage's Major Themes (count %s): %q, want [SIG-storage]", n, got)
	}
	// 1.10 titles them without "SIG"; two SIGs keep both, in upstream order.
	open(t, ctx, "version=v1.10.0&sig=cluster-lifecycle&sig=storage")
	if got, n := themeTitles(t, ctx); !slices.Equal(got, []string{"Storage", "Cluster Lifecycle"}) || n != "2" {
		t.Errorf("v1.10.0 × SIG Cluster Lifecycle, SIG Storage's Major Themes (count %s): %q, want [Storage, Cluster Lifecycle]", n, got)
	}
}
