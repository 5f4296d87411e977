//go:build !js

package browsertest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// pickSizes are the widths of issue 14: a phone and a wide screen.
var pickSizes = []struct {
	name string
	w, h int64
}{{"390px", 390, 844}, {"1440px", 1440, 900}}

// pickWords are what the page says in each language about the picked
// notes of v1.30.0 × SIG Cluster Lifecycle with #123516 left out.
var pickWords = map[string]struct{ all, picked, leave, keep, more, show string }{
	"en": {"27 notes", "26 of 27 notes", "Leave out", "Keep", "+12 SIGs", "Show 1 note left out"},
	"ja": {"27 件のノート", "27 件のノート中 26 件", "外す", "戻す", "ほか 12 SIG", "外した 1 件のノートを表示"},
}

func summary(tb testing.TB, ctx context.Context) string {
	tb.Helper()
	return eval[string](tb, ctx, `document.getElementById('summary').textContent`)
}

// card is the selector of the card of PR pr.
func card(pr int) string {
	return fmt.Sprintf(`#results .view:not(.stale) article.note[data-prs="%d"]`, pr)
}

func hasCard(tb testing.TB, ctx context.Context, pr int) bool {
	tb.Helper()
	return eval[bool](tb, ctx, fmt.Sprintf(`!!document.querySelector(%q)`, card(pr)))
}

// TestPickNotesForTheWriteUp: on v1.30.0 × SIG Cluster Lifecycle, at 390
// and 1440 px, in English and Japanese, "Leave out" on #123516 (the 11-SIG
// DRA note the issue counts among the extras) puts drop=123516 in the
// link, the summary says 26 of 27, reload and Back/Forward keep the
// choice, both export layouts lack the note, and "Show 1 note left out"
// brings it back greyed with a "Keep" button that undoes the choice.
func TestPickNotesForTheWriteUp(t *testing.T) {
	const pr = 123516
	for _, size := range pickSizes {
		for _, lang := range []string{"en", "ja"} {
			t.Run(size.name+"/"+lang, func(t *testing.T) {
				words := pickWords[lang]
				ctx := newTab(t)
				if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
					t.Fatal(err)
				}
				open(t, ctx, "version=v1.30.0&sig=cluster-lifecycle&lang="+lang)
				if got := summary(t, ctx); got != words.all {
					t.Fatalf("summary %q, want %q", got, words.all)
				}
				button := card(pr) + ` button.pick`
				nextPR := eval[string](t, ctx, `(() => { const all = Array.from(document.querySelectorAll('#results article.note')); return all[all.indexOf(document.querySelector('`+card(pr)+`')) + 1].dataset.prs })()`)
				if got := eval[string](t, ctx, fmt.Sprintf(`document.querySelector(%q).textContent`, button)); got != words.leave {
					t.Errorf("the card's pick button reads %q, want %q", got, words.leave)
				}
				if err := chromedp.Do(ctx, chromedp.Click(button)); err != nil {
					t.Fatal(err)
				}
				waitFor(t, ctx, `location.hash.includes('drop=123516')`)
				waitSettled(t, ctx)
				// The keyboard stays in place: on the card that took the
				// left-out note's place, not the top of the page.
				if got := eval[string](t, ctx, `(() => { const a = document.activeElement.closest('#results .view:not(.stale) article.note'); return a ? a.dataset.prs : document.activeElement.tagName })()`); got != nextPR {
					t.Errorf("after Leave out the focus is on %s, want the next card (#%s)", got, nextPR)
				}
				check := func(when string) {
					t.Helper()
					if got := summary(t, ctx); got != words.picked {
						t.Errorf("%s: summary %q, want %q", when, got, words.picked)
					}
					if total(t, ctx) != 26 || hasCard(t, ctx, pr) {
						t.Errorf("%s: %d notes shown, #%d shown: %v", when, total(t, ctx), pr, hasCard(t, ctx, pr))
					}
				}
				check("after Leave out")

				if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
					t.Fatal(err)
				}
				waitSettled(t, ctx)
				check("after reload")

				eval[chromedp.Void](t, ctx, `history.back()`)
				waitFor(t, ctx, `!location.hash.includes('drop=')`)
				waitSettled(t, ctx)
				if total(t, ctx) != 27 || !hasCard(t, ctx, pr) || summary(t, ctx) != words.all {
					t.Errorf("Back: %d notes, summary %q, want the 27 with #%d", total(t, ctx), summary(t, ctx), pr)
				}
				eval[chromedp.Void](t, ctx, `history.forward()`)
				waitFor(t, ctx, `location.hash.includes('drop=123516')`)
				waitSettled(t, ctx)
				check("after Forward")

				openExport(t, ctx)
				for _, format := range []string{"markdown", "writeup"} {
					text := exportFormat(t, ctx, format)
					if strings.Contains(text, "123516") || !strings.Contains(text, "122530") {
						t.Errorf("the %s export holds #123516 (%v) or lacks #122530 (%v)", format,
							strings.Contains(text, "123516"), !strings.Contains(text, "122530"))
					}
				}
				if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
					t.Fatal(err)
				}
				waitFor(t, ctx, `!document.getElementById('export-dialog').open`)

				// Show the notes left out: greyed, with Keep.
				if got := eval[string](t, ctx, `document.querySelector('#active-filters a.left-toggle').textContent`); got != words.show {
					t.Errorf("the toggle reads %q, want %q", got, words.show)
				}
				if err := chromedp.Do(ctx, chromedp.Click(`#active-filters a.left-toggle`)); err != nil {
					t.Fatal(err)
				}
				waitFor(t, ctx, `location.hash.includes('left=1')`)
				waitSettled(t, ctx)
				greyed := card(pr) + `.left`
				if !eval[bool](t, ctx, fmt.Sprintf(`!!document.querySelector(%q)`, greyed)) {
					t.Fatalf("#%d is not shown greyed with left=1", pr)
				}
				look := eval[map[string]string](t, ctx, fmt.Sprintf(`(() => {
  const el = document.querySelector(%q), kept = document.querySelector(%q), s = getComputedStyle(el), k = getComputedStyle(kept);
  return {border: s.borderTopStyle, color: s.color, keptColor: k.color,
    button: el.querySelector('button.pick').textContent};
})()`, greyed, card(122530)))
				if look["border"] != "dashed" || look["color"] == look["keptColor"] {
					t.Errorf("the left-out card does not look greyed: %v", look)
				}
				if look["button"] != words.keep {
					t.Errorf("the greyed card's button reads %q, want %q", look["button"], words.keep)
				}
				if got := summary(t, ctx); got != words.picked {
					t.Errorf("with left=1 the summary is %q, want %q", got, words.picked)
				}
				checkA11y(t, ctx)

				if err := chromedp.Do(ctx, chromedp.Click(greyed+` button.pick`)); err != nil {
					t.Fatal(err)
				}
				waitFor(t, ctx, `!location.hash.includes('drop=')`)
				waitSettled(t, ctx)
				if !eval[bool](t, ctx, fmt.Sprintf(`document.activeElement === document.querySelector(%q)`, card(pr)+` button.pick`)) {
					t.Errorf("after Keep the focus is not on the card's button: %s", eval[string](t, ctx, focused))
				}
				if total(t, ctx) != 27 || summary(t, ctx) != words.all || eval[bool](t, ctx, `!!document.querySelector('#results .view:not(.stale) article.note.left')`) {
					t.Errorf("after Keep: %d notes, summary %q", total(t, ctx), summary(t, ctx))
				}
			})
		}
	}
}

// TestSIGChipsCollapseAndExpand: #123529 ("The kubernetes repo now uses Go
// workspaces", 13 SIGs) shows, under SIG Cluster Lifecycle, that SIG's chip
// and a "+12 SIGs" disclosure; Enter on it shows the other twelve.
func TestSIGChipsCollapseAndExpand(t *testing.T) {
	for _, size := range pickSizes {
		for _, lang := range []string{"en", "ja"} {
			t.Run(size.name+"/"+lang, func(t *testing.T) {
				ctx := newTab(t)
				if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
					t.Fatal(err)
				}
				open(t, ctx, "version=v1.30.0&sig=cluster-lifecycle&lang="+lang)
				c := card(123529)
				visible := fmt.Sprintf(`Array.from(document.querySelectorAll(%q)).filter(b => b.checkVisibility()).length`, c+` button.chip.sig`)
				eval[chromedp.Void](t, ctx, fmt.Sprintf(`document.querySelector(%q).scrollIntoView()`, c))
				if n := eval[int](t, ctx, visible); n != 1 {
					t.Errorf("%d SIG chips visible, want SIG Cluster Lifecycle alone", n)
				}
				more := c + ` details.more-sigs > summary`
				if got := eval[string](t, ctx, fmt.Sprintf(`document.querySelector(%q).textContent`, more)); got != pickWords[lang].more {
					t.Errorf("the disclosure reads %q, want %q", got, pickWords[lang].more)
				}
				eval[chromedp.Void](t, ctx, fmt.Sprintf(`document.querySelector(%q).focus()`, more))
				if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
					t.Fatal(err)
				}
				waitFor(t, ctx, fmt.Sprintf(`document.querySelector(%q).open`, c+` details.more-sigs`))
				if n := eval[int](t, ctx, visible); n != 13 {
					t.Errorf("after Enter %d SIG chips visible, want 13", n)
				}
				// The page kept the view: Enter opened the chips, it did
				// not toggle a filter or open the note.
				if !strings.Contains(hash(t, ctx), "sig=cluster-lifecycle") || total(t, ctx) != 27 {
					t.Errorf("Enter on the disclosure changed the view: %s, %d notes", hash(t, ctx), total(t, ctx))
				}
				checkA11y(t, ctx)
			})
		}
	}
}

// fileOnly is a release the shipped data does not have, in the upstream
// CHANGELOG layout.
const fileOnly = `# v1.99.0

## Changelog since v1.98.0

## Changes by Kind

### Feature

- Kubeadm: a note of a release only this file holds. ([#990101](https://github.com/kubernetes/kubernetes/pull/990101), [@alice](https://github.com/alice)) [SIG Cluster Lifecycle]
`

// TestExportOffersNoCommandForFileOnlyRelease: the command line knows the
// shipped releases only, so the export dialog of a release that exists
// only in an opened file shows no "kubechangelog …" command, and shows it
// again for a shipped release.
func TestExportOffersNoCommandForFileOnlyRelease(t *testing.T) {
	ctx, w := openServed(t, "version=v1.30.0")
	waitSettled(t, ctx)
	drop(t, ctx, "CHANGELOG-1.99.md", []byte(fileOnly))
	opened(t, ctx, "CHANGELOG-1.99.md", 30*time.Second)
	chooseRelease(t, ctx, "v1.99.0")
	if total(t, ctx) != 1 {
		t.Fatalf("v1.99.0 from the file shows %d notes, want 1", total(t, ctx))
	}
	openExport(t, ctx)
	if !eval[bool](t, ctx, `document.getElementById('export-command').parentElement.hidden`) {
		t.Errorf("the dialog offers %q for a release only the file holds",
			eval[string](t, ctx, `document.getElementById('export-command').textContent`))
	}
	if text := exportFormat(t, ctx, "markdown"); !strings.Contains(text, "990101") {
		t.Errorf("the export lacks the file's note:\n%s", text)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!document.getElementById('export-dialog').open`)
	chooseRelease(t, ctx, "v1.30.0")
	openExport(t, ctx)
	if eval[bool](t, ctx, `document.getElementById('export-command').parentElement.hidden`) ||
		!strings.HasPrefix(eval[string](t, ctx, `document.getElementById('export-command').textContent`), "kubechangelog ") {
		t.Error("the dialog of the shipped v1.30.0 offers no command")
	}
	noErrors(t, w)
}
