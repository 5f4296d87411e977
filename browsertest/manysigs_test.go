//go:build !js

package browsertest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// manySIGs is a release of n notes, each of its own SIG (SIG Hostile0 …
// SIG Hostile<n-1>): a filter group of n distinct values.
func manySIGs(n int) string {
	var b strings.Builder
	b.WriteString(release99(""))
	for i := range n {
		fmt.Fprintf(&b, "- Note number %d. ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@mallory](https://github.com/mallory)) [SIG Hostile%d]\n", i, 900000+i, 900000+i, i)
	}
	return b.String()
}

// TestManySIGsNeverFreezeThePage opens a file whose v1.99.0 has 10,000
// notes of 10,000 distinct SIGs (made here, not committed) and does what a
// person does next: the export dialog's JSON, a comparison, the gates
// view, the Japanese page, back to all releases. The filter panel listed
// every SIG and updated each on every view, and the dialog wrote a 4 MB
// textarea: tasks of 1–10 s. No task may exceed maxHostileTask, nothing
// loaded before is lost, no exception escapes, what the URL selects stays
// selected and shown, and Copy gives the CLI's bytes whole.
func TestManySIGsNeverFreezeThePage(t *testing.T) {
	ctx, w := withAFileOpen(t)
	forgetPrefs(t, ctx)
	path := filepath.Join(t.TempDir(), "manysigs.md")
	openHostile(t, ctx, path, []byte(manySIGs(10_000)), "Loaded manysigs.md: 1 release (v1.99.0)")
	chooseRelease(t, ctx, "v1.99.0")
	if n := total(t, ctx); n != 10_000 {
		t.Fatalf("v1.99.0 shows %d notes, want 10,000", n)
	}
	// The panel shows what a person can use, not 10,000 SIGs.
	shownSIGs := `document.querySelectorAll('#facet-sig li.option:not([hidden])').length`
	if n := eval[int](t, ctx, shownSIGs); n > 1000 {
		t.Errorf("the filter panel shows %d SIG options", n)
	}

	withinHostileBound(t, ctx, "select", func() {
		eval[chromedp.Void](t, ctx, `location.hash = 'version=v1.99.0&sig=hostile9876'`)
		waitFor(t, ctx, `document.getElementById('results').dataset.total === '1'`)
	})
	if !eval[bool](t, ctx, `(() => { const i = document.querySelector('#facet-sig input[value="hostile9876"]'); return !!i && i.checked && !i.closest('li').hidden; })()`) {
		t.Error("the SIG the URL selects (hostile9876) is not shown checked in the panel")
	}

	grantClipboard(t, ctx)
	withinHostileBound(t, ctx, "export", func() {
		eval[chromedp.Void](t, ctx, `location.hash = 'version=v1.99.0'`)
		waitFor(t, ctx, `document.getElementById('results').dataset.total === '10000'`)
		waitSettled(t, ctx)
		openExport(t, ctx)
		exportFormat(t, ctx, "json")
		waitFor(t, ctx, `document.getElementById('export-text').value.startsWith('{') && !document.getElementById('export-copy').disabled`)
	})
	// The box shows a beginning and says where the rest is.
	if line := eval[string](t, ctx, `(p => p && !p.hidden ? p.textContent : '')(document.getElementById('export-preview'))`); !strings.Contains(line, "Copy and Download give the whole text") {
		t.Errorf("the dialog's line under a cut text says %q", line)
	}
	preview := eval[string](t, ctx, `document.getElementById('export-text').value`)
	if len(preview) > 300_000 {
		t.Errorf("the dialog's textarea holds %d bytes", len(preview))
	}
	withinHostileBound(t, ctx, "copy", func() {
		eval[chromedp.Void](t, ctx, `document.getElementById('export-status').textContent = ''`)
		if err := chromedp.Do(ctx, chromedp.Click("#export-copy")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `document.getElementById('export-status').textContent !== ''`)
	})
	copied := eval[string](t, ctx, `navigator.clipboard.readText()`, chromedp.EvalAwaitPromise)
	cli := runCLI(t, fmt.Sprintf("kubechangelog query --file %q --version v1.99.0 -o json", path))
	if copied != cli {
		t.Errorf("Copy gives %d bytes, the CLI prints %d: want the same bytes", len(copied), len(cli))
	}
	if !strings.HasPrefix(cli, preview[:strings.LastIndexByte(preview[:min(len(preview), 1000)], '\n')]) {
		t.Error("the dialog's preview is not the beginning of the export")
	}
	// Download: the Blob the link saves holds the whole text.
	keepDownloads(t, ctx)
	withinHostileBound(t, ctx, "download", func() {
		if err := chromedp.Do(ctx, chromedp.Click("#export-download")); err != nil {
			t.Fatal(err)
		}
	})
	if got := eval[string](t, ctx, `__blobs[__blobs.length - 1].text()`, chromedp.EvalAwaitPromise); got != cli {
		t.Errorf("Download saves %d bytes, the CLI prints %d: want the same bytes", len(got), len(cli))
	}
	eval[chromedp.Void](t, ctx, `document.getElementById('export-dialog').close()`)

	withinHostileBound(t, ctx, "compare", func() {
		eval[chromedp.Void](t, ctx, `location.hash = 'from=v1.37.0-alpha.1&to=v1.99.0'`)
		waitFor(t, ctx, `!document.getElementById('compare-view').hidden`)
	})
	withinHostileBound(t, ctx, "gates", func() {
		eval[chromedp.Void](t, ctx, `location.hash = 'gates'`)
		waitFor(t, ctx, `document.documentElement.dataset.mode === 'gates'`)
	})
	withinHostileBound(t, ctx, "lang", func() {
		eval[chromedp.Void](t, ctx, `location.hash = 'version=v1.99.0&lang=ja'`)
		waitFor(t, ctx, `document.documentElement.lang === 'ja'`)
	})
	withinHostileBound(t, ctx, "all", func() {
		eval[chromedp.Void](t, ctx, `location.hash = 'lang=en'`)
		waitFor(t, ctx, `document.documentElement.lang === 'en' && document.getElementById('version').value === ''`)
	})
	if n := eval[int](t, ctx, shownSIGs); n > 1000 {
		t.Errorf("over all releases the filter panel shows %d SIG options", n)
	}
	// The rest are a line and a box away: the line says how many, the box
	// narrows the list to what it holds, and a value found is a filter.
	if more := eval[string](t, ctx, `document.getElementById('facet-sig-more').textContent`); !strings.Contains(more, "more") {
		t.Errorf("the SIG group's line says %q, want how many more there are", more)
	}
	withinHostileBound(t, ctx, "narrow", func() {
		setControl(t, ctx, "facet-sig-narrow", "hostile4242", "input")
		waitFor(t, ctx, `!!document.querySelector('#facet-sig input[value="hostile4242"]')`)
	})
	if n := eval[int](t, ctx, shownSIGs); n != 1 {
		t.Errorf("narrowed to hostile4242 the panel shows %d SIG options, want 1", n)
	}
	withinHostileBound(t, ctx, "pick", func() {
		if err := chromedp.Do(ctx, chromedp.Click(`#facet-sig input[value="hostile4242"]`)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `location.hash.includes('sig=hostile4242') && document.getElementById('results').dataset.total === '1'`)
	})
	leftWhole(t, ctx)
	noErrors(t, w)
}
