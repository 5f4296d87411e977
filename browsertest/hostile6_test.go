//go:build !js

package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Shapes of the sixth round (made here, not committed), none of which the
// earlier rounds tried: files that are not text or not release notes at
// all, at sizes near the limit, markdown built to nest or repeat what
// goldmark keeps a table or a stack of, a release repeated with nothing
// in it, and a URL or a search box holding megabytes.

// pngBytes is the start of a PNG image: its signature and IHDR chunk, then
// n bytes of pixel data.
func pngBytes(n int) []byte {
	b := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\x00\x00\x01\x00\x08\x06\x00\x00\x00")
	for i := range n {
		b = append(b, byte(i*7))
	}
	return b
}

// TestHostile6FilesNeverJamThePage opens each shape through the file input:
// a one-sentence notice (the file refused, or loaded), no task over
// maxHostileTask, the release opened before still listed, no uncaught
// exception; a loaded file's release shows its last note. Before, the
// 20 MB heading of one line (oneline.md) was read whole each time the
// parser asked what it was: a task of 0.31 s in the parse module.
//
// A note of 20 MB on one line, whose card went into the DOM in one piece
// (a task of 0.9 s on a loaded machine), is hostile7's
// TestHostile7NoteOfTwentyMegabytes: the card now shows it in parts.
func TestHostile6FilesNeverJamThePage(t *testing.T) {
	ctx, w := withAFileOpen(t)
	dir := t.TempDir()
	var defs, rows strings.Builder
	for i := range 100_000 {
		fmt.Fprintf(&defs, "  [r%d]: https://example.com/%d\n", i, i)
		fmt.Fprintf(&rows, "  | %d | x |\n", i)
	}
	var repeated strings.Builder
	for i := range 10_000 {
		fmt.Fprintf(&repeated, "# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- copy %d%s\n", i, cite(960000+i))
	}
	cases := []struct {
		name, data, notice string
		note               bool // the file's note ending "lastword" is shown
	}{
		{"picture.md", string(pngBytes(1 << 20)), "picture.md is a binary file", false},
		{"nul.md", release99("- lastword\x00" + cite(990601)), "nul.md is a binary file", false},
		{"oneline.md", "# v1.99.0 " + strings.Repeat("a", 20<<20), "oneline.md", false},
		{"release-notes-1.99.json", strings.Repeat("[", 1_000_000), "release-notes-1.99.json", false},
		{"quotes.md", release99("- lastword" + cite(990602) + "\n  " + strings.Repeat(">", 100_000) + " deep\n\n  " + strings.Repeat("> ", 50_000) + "deeper\n"), "Loaded quotes.md: 1 release (v1.99.0)", true},
		{"refdefs.md", release99("- lastword [r1] [r99999]" + cite(990603) + "\n" + defs.String()), "Loaded refdefs.md: 1 release (v1.99.0)", true},
		{"table.md", release99("- lastword" + cite(990604) + "\n  | n | x |\n  |---|---|\n" + rows.String()), "Loaded table.md: 1 release (v1.99.0)", true},
		{"headings.md", strings.Repeat("# v1.99.0\n\n", 10_000), "Loaded headings.md: 1 release (v1.99.0)", false},
		{"repeated.md", repeated.String() + "# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- lastword" + cite(990605), "Loaded repeated.md: 1 release (v1.99.0)", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			openLeftWhole(t, ctx, filepath.Join(dir, c.name), []byte(c.data), c.notice)
			if c.note {
				if d := swapInOneTask(t, ctx); d > 0 {
					t.Errorf("the swap to the new store (its store, copies, view and picker) was one task of %.0f ms; it yields between its steps", d)
				}
				withinHostileBound(t, ctx, "release", func() { chooseRelease(t, ctx, "v1.99.0") })
				if c.name == "repeated.md" {
					// Its 10,001 sections are one release of 10,001 notes,
					// the last (lastword) found by a search.
					if n := total(t, ctx); n != 10_001 {
						t.Errorf("v1.99.0 shows %d notes, want 10,001", n)
					}
					withinHostileBound(t, ctx, "search", func() {
						setControl(t, ctx, "q", "lastword", "input")
						waitFor(t, ctx, `document.getElementById('results').dataset.query === 'lastword'`)
					})
				}
				if text := eval[string](t, ctx, `document.getElementById('results').textContent`); !strings.Contains(text, "lastword") {
					t.Errorf("v1.99.0 does not show its note ending lastword")
				}
				setControl(t, ctx, "q", "", "input")
				withinHostileBound(t, ctx, "compare", func() {
					eval[chromedp.Void](t, ctx, `location.hash = 'from=v1.37.0-alpha.1&to=v1.99.0'`)
					waitFor(t, ctx, `location.hash.includes('from=')`)
				})
				withinHostileBound(t, ctx, "back", func() {
					eval[chromedp.Void](t, ctx, `location.hash = 'version=v1.37.0-alpha.1'`)
				})
			}
			noErrors(t, w)
		})
	}
}

// swapInOneTask returns the longest task over 100 ms that held both the
// last opening's store and picker marks (see wasm/openfile.go's swap), or
// 0. The swap's steps yield between them as tasks of their own: table.md's
// were one task of about 0.2 s at rest, 0.35 s in CI, when they slept.
func swapInOneTask(t *testing.T, ctx context.Context) float64 {
	t.Helper()
	return eval[float64](t, ctx, `(() => {
  const at = n => performance.getEntriesByName('kubechangelog:open:' + n).pop().startTime;
  const s = at('store'), p = at('picker');
  return Math.max(0, ...__longTasks.filter(t => t.dur > 100 && t.start <= s && p <= t.start + t.dur).map(t => t.dur));
})()`)
}

// openFresh is openHostile for a file opened right after another: the
// page keeps the notices of the last view until the next one, so the file's
// own notice is the one that says what became of it. It checks that
// notice is one sentence (or two, a merge's) starting notice.
func openFresh(t *testing.T, ctx context.Context, path string, data []byte, notice string) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	eval[chromedp.Void](t, ctx, `document.getElementById('notices').textContent = ''`)
	eval[chromedp.Void](t, ctx, longTasks)
	pick(t, ctx, path)
	opened(t, ctx, filepath.Base(path), 60*time.Second)
	said := eval[[]string](t, ctx, `[...document.querySelectorAll('#notices p')].map(p => p.textContent)`)
	i := slices.IndexFunc(said, func(n string) bool { return strings.HasPrefix(n, notice) })
	if i < 0 || len(said[i]) > 300 || strings.Count(said[i], ". ") > 0 {
		t.Errorf("notices %.600q, want one sentence starting %q", said, notice)
	}
}

// TestHostile6URLAndSearchNeverJamThePage: a fragment holding a search of
// 1 MB, a fragment naming 10,000 SIGs (comma-separated, and as repeated
// keys), and 10 MB pasted into the search box: no task over
// maxHostileTask, no uncaught exception, and the page still answers a
// search for a note.
func TestHostile6URLAndSearchNeverJamThePage(t *testing.T) {
	ctx, w := withAFileOpen(t)
	var comma, keys strings.Builder
	for i := range 10_000 {
		if i > 0 {
			comma.WriteByte(',')
			keys.WriteByte('&')
		}
		fmt.Fprintf(&comma, "sig-%d", i)
		fmt.Fprintf(&keys, "sig=sig-%d", i)
	}
	steps := []struct{ name, hash string }{
		{"q1mb", "'q=' + 'kubeadm%20'.repeat(1<<20 / 8)"},
		{"sigcomma", fmt.Sprintf("%q", "sig="+comma.String())},
		{"sigkeys", fmt.Sprintf("%q", keys.String())},
	}
	for _, s := range steps {
		withinHostileBound(t, ctx, s.name, func() {
			eval[chromedp.Void](t, ctx, `location.hash = `+s.hash)
			waitSettled(t, ctx)
		})
		eval[chromedp.Void](t, ctx, `location.hash = ''`)
		waitSettled(t, ctx)
	}
	// The browser's own part of a paste (the box taking 10 MB) is one
	// task before the page's input event, timed apart.
	eval[chromedp.Void](t, ctx, `document.getElementById('q').value = 'kubeadm '.repeat(10 << 20 >> 3)`)
	withinHostileBound(t, ctx, "paste", func() {
		eval[chromedp.Void](t, ctx, `document.getElementById('q').dispatchEvent(new Event('input', {bubbles: true}))`)
		waitSettled(t, ctx)
	})
	// The box and the link hold the search the page made: its first
	// 256 bytes, and a notice says so.
	if n := eval[int](t, ctx, `document.getElementById('q').value.length`); n != 256 {
		t.Errorf("after a paste of 10 MB the box holds %d characters, want 256", n)
	}
	if n := eval[int](t, ctx, `location.hash.length`); n > 300 {
		t.Errorf("after a paste of 10 MB the link is %d characters long", n)
	}
	if got, want := eval[string](t, ctx, `document.getElementById('notices').textContent`), "The search text was too long; only its first 256 bytes are searched."; got != want {
		t.Errorf("notices %.300q, want %q", got, want)
	}
	withinHostileBound(t, ctx, "search", func() {
		setControl(t, ctx, "q", "kubeadm reset", "input")
		waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm reset'`)
	})
	if n := total(t, ctx); n == 0 {
		t.Error("searching kubeadm reset after the hostile steps finds nothing")
	}
	noErrors(t, w)
}
