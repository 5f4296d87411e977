//go:build !js

package browsertest

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// press sends key presses through the browser's input pipeline, as a
// keyboard would, to whatever has focus.
func press(tb testing.TB, ctx context.Context, keys string) {
	tb.Helper()
	if err := chromedp.Do(ctx, chromedp.KeyEvent(keys)); err != nil {
		tb.Fatalf("pressing %q: %v", keys, err)
	}
}

// focused describes document.activeElement: "article:<data-id>", "#id" or
// the tag name.
const focused = `(() => {
  const a = document.activeElement;
  if (!a || a === document.body) return 'body';
  if (a.matches('article.note')) return 'article:' + a.dataset.id;
  return a.id ? '#' + a.id : a.tagName.toLowerCase();
})()`

func TestEscapeClearsAndLeavesSearch(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.24.0")
	all := total(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Click("#q"), chromedp.SendKeys("#q", "kubeadm")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm'`)
	waitSettled(t, ctx)
	if n := total(t, ctx); n >= all {
		t.Fatalf("searching kubeadm left %d of %d notes", n, all)
	}
	// j typed in the search box is text, not a shortcut.
	press(t, ctx, "j")
	if got := eval[string](t, ctx, `document.getElementById('q').value`); got != "kubeadmj" {
		t.Errorf("j in the search box: value %q, want \"kubeadmj\"", got)
	}
	press(t, ctx, kb.Escape)
	waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
	waitSettled(t, ctx)
	if got := eval[string](t, ctx, `document.getElementById('q').value`); got != "" {
		t.Errorf("Esc left %q in the search box", got)
	}
	if got := eval[string](t, ctx, focused); got == "#q" {
		t.Error("Esc left the focus in the search box")
	}
	if n := total(t, ctx); n != all {
		t.Errorf("after Esc the release shows %d notes, want all %d", n, all)
	}
}

func TestJKMoveBetweenNotesAndEnterOpensPR(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.24.0&sig=node")
	ids := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#results article.note')).map(a => 'article:' + a.dataset.id)`)
	if len(ids) < 3 {
		t.Fatalf("the view shows %d notes, want at least 3", len(ids))
	}
	steps := []struct{ key, want string }{
		{"j", ids[0]}, // nothing focused: the first note in view
		{"j", ids[1]},
		{"j", ids[2]},
		{"k", ids[1]},
	}
	for _, s := range steps {
		press(t, ctx, s.key)
		if got := eval[string](t, ctx, focused); got != s.want {
			t.Fatalf("after %s the focus is on %s, want %s", s.key, got, s.want)
		}
	}
	type box struct {
		Top     float64 `json:"top"`
		Bottom  float64 `json:"bottom"`
		Height  float64 `json:"height"`
		Outline string  `json:"outline"`
	}
	// Move far down: the focused note is scrolled into view and shows a
	// focus ring.
	for range 12 {
		press(t, ctx, "j")
	}
	if got := eval[string](t, ctx, focused); got != ids[min(13, len(ids)-1)] {
		t.Fatalf("after 12 more presses of j the focus is on %s, want %s", got, ids[min(13, len(ids)-1)])
	}
	b := eval[box](t, ctx, `(() => { const a = document.activeElement, r = a.getBoundingClientRect(), s = getComputedStyle(a);
	  return {top: r.top, bottom: r.bottom, height: innerHeight, outline: s.outlineStyle + ' ' + s.outlineWidth}; })()`)
	if b.Top < 0 || b.Bottom > b.Height {
		t.Errorf("the focused note is at %.0f–%.0f, outside the %.0f px viewport", b.Top, b.Bottom, b.Height)
	}
	if strings.HasPrefix(b.Outline, "none") || strings.HasSuffix(b.Outline, " 0px") {
		t.Errorf("the focused note has no visible focus ring (outline %s)", b.Outline)
	}

	// Enter opens the note's first pull request in a new tab, without
	// giving it a handle on this page.
	eval[chromedp.Void](t, ctx, `window.__opened = []; window.open = (...args) => { __opened.push(args.map(String)); return null; }`)
	want := eval[string](t, ctx, `document.activeElement.querySelector('a.pr').href`)
	press(t, ctx, kb.Enter)
	opened := eval[[][]string](t, ctx, `__opened`)
	if len(opened) != 1 || opened[0][0] != want || !strings.Contains(opened[0][2], "noopener") {
		t.Errorf("Enter on a note opened %q, want [%s _blank noopener]", opened, want)
	}
	if !strings.HasPrefix(want, "https://github.com/kubernetes/kubernetes/pull/") {
		t.Errorf("the note's first PR link is %s", want)
	}
}

func TestQuestionMarkShowsShortcuts(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.24.0")
	press(t, ctx, "j")
	before := eval[string](t, ctx, focused)
	press(t, ctx, "?")
	if !eval[bool](t, ctx, `document.getElementById('shortcuts').open && document.getElementById('shortcuts').matches(':modal')`) {
		t.Fatal("? did not open the shortcuts dialog")
	}
	text := eval[string](t, ctx, `document.getElementById('shortcuts').innerText`)
	for _, want := range []string{"Keyboard shortcuts", "Focus the search box", "Next note", "Previous note"} {
		if !strings.Contains(text, want) {
			t.Errorf("the shortcuts dialog does not say %q: %q", want, text)
		}
	}
	// Keys meant for the page do nothing behind the dialog.
	press(t, ctx, "j")
	if !eval[bool](t, ctx, `document.getElementById('shortcuts').open`) {
		t.Fatal("j closed the dialog")
	}
	press(t, ctx, kb.Escape)
	if eval[bool](t, ctx, `document.getElementById('shortcuts').open`) {
		t.Fatal("Esc did not close the shortcuts dialog")
	}
	if got := eval[string](t, ctx, focused); got != before {
		t.Errorf("after closing the dialog the focus is on %s, want it back on %s", got, before)
	}

	// The header's ? button opens it too, and its Close button closes it.
	if err := chromedp.Do(ctx, chromedp.Click("#keys")); err != nil {
		t.Fatal(err)
	}
	if !eval[bool](t, ctx, `document.getElementById('shortcuts').open`) {
		t.Fatal("the ? button did not open the shortcuts dialog")
	}
	if err := chromedp.Do(ctx, chromedp.Click("#shortcuts-close")); err != nil {
		t.Fatal(err)
	}
	if eval[bool](t, ctx, `document.getElementById('shortcuts').open`) {
		t.Error("the Close button did not close the dialog")
	}
	if got := eval[string](t, ctx, focused); got != "#keys" {
		t.Errorf("after Close the focus is on %s, want the ? button", got)
	}
}
