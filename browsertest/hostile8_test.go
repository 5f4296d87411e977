//go:build !js

package browsertest

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestHostile8ExportOfAHugeNote opens a note of 20 MB on one line,
// without spaces and with them, shows its release and exports it: no task
// over maxHostileTask while the dialog fills, and Download gives the whole
// note, its last word in. Before, writing the note's Markdown
// (notes.citedNote: its text folded into a copy, read again as
// PlainText, split into lines to indent one line, the builder doubling
// its way up) was one task of 0.66–1.6 s at 20 MB (hostile7's log); then,
// the note one item of an export written in the click's task, 210–363 ms
// (the bound held at 10 MB only). The dialog now writes a view of
// megabytes between tasks (wasm's pacedBytes), and the export pauses
// before, inside (between citedNote's passes) and after a note of
// megabytes.
func TestHostile8ExportOfAHugeNote(t *testing.T) {
	ctx, w := withAFileOpen(t)
	dir := t.TempDir()
	for _, c := range []struct{ name, body string }{
		{"nospaces.md", strings.Repeat("a", 20<<20)},
		{"spaces.md", strings.Repeat("word ", 4<<20)},
	} {
		t.Run(c.name, func(t *testing.T) {
			openHostile(t, ctx, filepath.Join(dir, c.name), hostileRelease(c.body), "Loaded "+c.name+": 1 release (v1.99.0)")
			chooseRelease(t, ctx, "v1.99.0")
			keepDownloads(t, ctx)
			withinHostileBound(t, ctx, "export", func() {
				eval[chromedp.Void](t, ctx, `document.getElementById('export').click()`)
				waitFor(t, ctx, `document.getElementById('export-text').value.includes('v1.99.0') && !document.getElementById('export-copy').disabled`)
			})
			if err := chromedp.Do(ctx, chromedp.Click("#export-download")); err != nil {
				t.Fatal(err)
			}
			got := eval[string](t, ctx, `__blobs[__blobs.length - 1].text().then(t => t.length + ' ' + t.includes(' lastword (#990400, @mallory) [sig/node]'))`, chromedp.EvalAwaitPromise)
			if n, has, _ := strings.Cut(got, " "); len(n) < 8 || has != "true" {
				t.Errorf("Download saves %s characters, the note's last word and citation in them: %s", n, has)
			}
			eval[chromedp.Void](t, ctx, `document.querySelector('dialog[open]')?.close()`)
			noErrors(t, w)
		})
	}
}
