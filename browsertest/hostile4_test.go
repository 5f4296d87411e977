//go:build !js

package browsertest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestHostile4ShapesNeverJamThePage opens, through the page's own file
// input, files whose parse is cheap but whose rendering and search were
// not tried before (made here, not committed): a note of 40,000
// paragraphs of a character reference, whose text is never as written in
// the markdown (render.Template.Parts looked for each such run in the rest
// of the note, and goldmark made 40,000 paragraphs: one task of 2.3–3.6 s);
// a note of 64 paragraphs each just under render/markdown's budget for one
// paragraph (2.2 s); a note of 200,000 words a search for "word" marks
// (200,000 <mark> elements: 1.1 s); and a 100 KB search of combining marks
// and punctuation in the URL. Each must end in a one-sentence notice, with
// no uncaught exception, no task over maxHostileTask and nothing loaded
// before lost, and the note shown whole.
func TestHostile4ShapesNeverJamThePage(t *testing.T) {
	ctx, w := withAFileOpen(t)
	dir := t.TempDir()
	open := func(t *testing.T, name, data, notice string) {
		t.Helper()
		openHostile(t, ctx, filepath.Join(dir, name), []byte(data), notice)
		chooseRelease(t, ctx, "v1.99.0")
	}
	// step marks the page's timeline, so a long task names the step it
	// fell in (see slowest).
	step := func(name string) {
		eval[chromedp.Void](t, ctx, fmt.Sprintf(`performance.mark('kubechangelog:open:step-%s')`, name))
	}
	search := func(t *testing.T, q string) {
		t.Helper()
		setControl(t, ctx, "q", q, "input")
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById('results').dataset.query === %q`, q))
		waitSettled(t, ctx)
	}

	t.Run("references.md", func(t *testing.T) {
		open(t, "references.md", release99("- lastword"+cite(990801)+"\n"+strings.Repeat("  &lt;\n\n", 40_000)), "Loaded references.md: 1 release (v1.99.0)")
		if n := total(t, ctx); n != 1 {
			t.Errorf("v1.99.0 shows %d notes, want 1", n)
		}
		// Too many lines for goldmark (render/markdown's maxRichLines), the
		// card shows the note as written, every paragraph kept.
		if n := eval[int](t, ctx, `(document.querySelector('#results article.note').textContent.match(/&lt;/g) || []).length`); n != 40_000 {
			t.Errorf("the note shows %d of its 40,000 paragraphs", n)
		}
		search(t, "lastword")
		if !eval[bool](t, ctx, `[...document.querySelectorAll('#results article.note mark')].some(m => m.textContent === 'lastword')`) {
			t.Error("searching lastword does not mark it")
		}
		search(t, "")
		leftWhole(t, ctx)
		noErrors(t, w)
	})

	t.Run("inline.md", func(t *testing.T) {
		open(t, "inline.md", release99("- lastword"+cite(990803)+"\n"+strings.Repeat("  "+strings.Repeat("&lt;*a* ", 448)+"\n\n", 64)), "Loaded inline.md: 1 release (v1.99.0)")
		// Too much markup for goldmark (maxRichPunct): shown as written.
		if n := eval[int](t, ctx, `(document.querySelector('#results article.note').textContent.match(/&lt;\*a\*/g) || []).length`); n != 64*448 {
			t.Errorf("the note shows %d of its %d references, want every one", n, 64*448)
		}
		leftWhole(t, ctx)
		noErrors(t, w)
	})

	t.Run("marks.md", func(t *testing.T) {
		open(t, "marks.md", release99("- "+strings.Repeat("word ", 200_000)+"lastword"+cite(990802)), "Loaded marks.md: 1 release (v1.99.0)")
		step("search")
		search(t, "word")
		// The first words are marked; at most about a thousand (render's
		// maxMarks) of the 200,000, the note's text whole.
		if n := eval[int](t, ctx, `document.querySelectorAll('#results article.note mark').length`); n < 100 || n > 1100 {
			t.Errorf("searching word marks %d words of the note of 200,000, want the first thousand", n)
		}
		// Its text is whole, a part at a time (view.WholeSlice): the card
		// and each next part together show every word and lastword.
		card := `document.querySelector('#results article.note')`
		n := eval[int](t, ctx, `(`+card+`.textContent.match(/word/g) || []).length`)
		for i := 0; eval[bool](t, ctx, card+`.querySelector('button.note-next') !== null`); i++ {
			if i > 100 {
				t.Fatal("the card still has a next part after 100 clicks")
			}
			eval[chromedp.Void](t, ctx, card+`.querySelector('button.note-next').click()`)
			n += eval[int](t, ctx, `(`+card+`.querySelector('.note-part').textContent.match(/word/g) || []).length`)
		}
		if n != 200_001 || !strings.Contains(eval[string](t, ctx, card+`.textContent`), "lastword") {
			t.Errorf("the note shows %d of its 200,000 words and lastword, in parts", n)
		}
		search(t, "")
		leftWhole(t, ctx)
		noErrors(t, w)
	})

	// A search of 100 KB in the URL, over marks.md's release: cut to its
	// beginning, with a short notice, finding marks.md's note by "word".
	t.Run("long query", func(t *testing.T) {
		eval[chromedp.Void](t, ctx, `document.getElementById('notices').textContent = ''`)
		eval[chromedp.Void](t, ctx, longTasks)
		eval[chromedp.Void](t, ctx, `location.hash = 'version=v1.99.0&q=' + encodeURIComponent('word ' + '\u0301!?'.repeat(30000))`)
		waitFor(t, ctx, `document.getElementById('notices').textContent.includes('too long')`)
		waitSettled(t, ctx)
		notices := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#notices p')).map(p => p.textContent)`)
		if len(notices) > 3 {
			t.Errorf("%d notices for one long search", len(notices))
		}
		for _, n := range notices {
			if len(n) > 300 {
				t.Errorf("a notice of %d bytes: %.300q", len(n), n)
			}
		}
		if n := total(t, ctx); n != 1 {
			t.Errorf("the long search shows %d notes, want marks.md's", n)
		}
		eval[chromedp.Void](t, ctx, `location.hash = 'version=v1.99.0'`)
		waitSettled(t, ctx)
		leftWhole(t, ctx)
		noErrors(t, w)
	})
	_, requests, _ := w.seen()
	onlyOwnHost(t, server.URL, requests)
}
