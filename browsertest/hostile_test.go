//go:build !js

package browsertest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
)

// hostileFile writes testdata/hostile-CHANGELOG.md with one more entry of
// 1 MB, made here rather than committed, and returns its path.
func hostileFile(tb testing.TB) string {
	tb.Helper()
	src, err := os.ReadFile("testdata/hostile-CHANGELOG.md")
	if err != nil {
		tb.Fatal(err)
	}
	var big strings.Builder
	big.WriteString("- Hostile 1 MB entry:")
	for big.Len() < 1<<20 {
		big.WriteString(" the kubelet restarts pods <b>and</b> `code` [link](https://example.com/)")
	}
	big.WriteString(" ([#990300](https://github.com/kubernetes/kubernetes/pull/990300), [@mallory](https://github.com/mallory)) [SIG Node]\n")
	at := strings.Index(string(src), "\n### Bug or Regression")
	if at < 0 {
		tb.Fatal("testdata/hostile-CHANGELOG.md has no Bug or Regression section")
	}
	out := string(src[:at]) + big.String() + string(src[at:])
	path := filepath.Join(tb.TempDir(), "hostile-CHANGELOG.md")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// unsafe lists what in the notes could run code, load something or send a
// form: elements that have no place in release notes, on* attributes, and
// links that are not http, https or mailto.
const unsafe = `(() => {
  const bad = [];
  const root = document.getElementById('results');
  for (const el of root.querySelectorAll('script, iframe, frame, object, embed, form, input, style, meta, link, base, svg, math, img, video, audio, source')) {
    bad.push('<' + el.tagName.toLowerCase() + '>');
  }
  for (const el of root.querySelectorAll('*')) {
    for (const a of el.attributes) {
      if (a.name.startsWith('on') || a.name === 'style' || a.name === 'srcdoc' || a.name === 'formaction') {
        bad.push(el.tagName.toLowerCase() + '[' + a.name + ']');
      }
    }
  }
  for (const a of root.querySelectorAll('[href], [src], [action]')) {
    const v = a.getAttribute('href') || a.getAttribute('src') || a.getAttribute('action');
    let p = '';
    try { p = new URL(v, location.href).protocol; } catch (e) { p = 'unparsable'; }
    if (!['http:', 'https:', 'mailto:'].includes(p)) bad.push(a.tagName.toLowerCase() + ' → ' + v);
  }
  return bad;
})()`

// TestHostileChangelogIsInert opens a changelog of attacks through the
// page's own file input and checks none of them does anything.
func TestHostileChangelogIsInert(t *testing.T) {
	path := hostileFile(t)
	ctx, w := openServed(t, "")
	eval[chromedp.Void](t, ctx, `delete window.pwned`)
	pick(t, ctx, path)
	got := opened(t, ctx, "hostile-CHANGELOG.md", 60*time.Second)
	if got != "Loaded hostile-CHANGELOG.md: 1 release (v1.99.0)." {
		t.Errorf("notice = %q", got)
	}
	chooseRelease(t, ctx, "v1.99.0")
	shown := allNotes(t, ctx)
	if len(shown) < 19 {
		t.Errorf("v1.99.0 shows %d notes, want every entry of the file", len(shown))
	}
	// The comment swallowed nothing: the last entry of the file is there.
	if !eval[bool](t, ctx, `document.querySelector('#results article.note[data-prs="990200"]') !== null`) {
		t.Error("the entry after the unclosed HTML comment is missing")
	}
	text := eval[string](t, ctx, `document.getElementById('results').textContent`)
	for _, visible := range []string{"<script>", "<img src=x", "<iframe", "<form"} {
		if !strings.Contains(text, visible) {
			t.Errorf("the notes do not show %q as text", visible)
		}
	}
	if bad := eval[[]string](t, ctx, unsafe); len(bad) > 0 {
		t.Errorf("the notes hold unsafe markup: %q", bad)
	}
	// Let anything deferred (onerror, onload, timers) fire, then check.
	time.Sleep(500 * time.Millisecond)
	if pwned := eval[string](t, ctx, `typeof window.pwned`); pwned != "undefined" {
		t.Errorf("a payload ran: window.pwned is %s", pwned)
	}
	// The page stays ready and searchable.
	if r := eval[string](t, ctx, `document.documentElement.dataset.ready`); r != "1" {
		t.Errorf("data-ready = %q after the hostile file", r)
	}
	// One input event with the whole query: typing it letter by letter
	// re-renders the 1 MB entry, with its marks, for every prefix.
	setControl(t, ctx, "q", "restarts cleanly", "input")
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'restarts cleanly'`)
	waitSettled(t, ctx)
	if !eval[bool](t, ctx, `document.querySelector('#results article.note[data-prs="990200"] mark') !== null`) {
		t.Error("searching the hostile release does not find its last entry")
	}

	noErrors(t, w)
	_, requests, _ := w.seen()
	onlyOwnHost(t, server.URL, requests)
}

// TestBadLinksShowANoticeAndNotes opens links no person should write and
// checks each shows a short notice and every note, never a blank page.
func TestBadLinksShowANoticeAndNotes(t *testing.T) {
	all := changes(store(t))
	for _, c := range []struct{ name, frag string }{
		{"unknown values", "version=v9.9.9&sig=nope"},
		{"bad encoding", "q=%E0%A4%A&version=%zz"},
		{"5000 parameters", strings.Repeat("sig=x&", 5000)},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, w := openServed(t, c.frag)
			notices := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#notices p')).map(p => p.textContent)`)
			if len(notices) == 0 || len(notices) > 3 {
				t.Errorf("notices = %q, want one to three", notices)
			}
			for _, n := range notices {
				if len(n) > 200 {
					t.Errorf("notice of %d bytes: %.200q…", len(n), n)
				}
			}
			if got := total(t, ctx); got != all {
				t.Errorf("data-total = %d, want every note (%d)", got, all)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll('#results article.note').length`); n == 0 {
				t.Error("no note is listed")
			}
			noErrors(t, w)
		})
	}
}

// TestPanicInHandlerIsReportedAndPageRecovers breaks the page under a
// handler, as an extension removing elements might: the release sections
// are removed, then "Show more" must continue a group that is gone. The Go
// panic that follows becomes a notice and the next search works.
func TestPanicInHandlerIsReportedAndPageRecovers(t *testing.T) {
	ctx, w := openServed(t, "")
	if eval[bool](t, ctx, `document.getElementById('more').hidden`) {
		t.Fatal("no Show more button on the first page")
	}
	eval[chromedp.Void](t, ctx, `document.querySelectorAll('#results section.release').forEach(s => s.remove()); document.getElementById('more').click()`)
	waitFor(t, ctx, `document.getElementById('notices').textContent.includes('Something went wrong')`)
	notice := eval[string](t, ctx, `document.getElementById('notices').textContent`)
	if !strings.Contains(notice, "Value.Get") && !strings.Contains(notice, "null") {
		t.Errorf("notice = %q, want the panic's message", notice)
	}
	_, _, errs := w.seen()
	if len(errs) != 1 || !strings.Contains(errs[0], "console.error: ") {
		t.Errorf("the page logged %q, want the caught panic once", errs)
	}
	if r := eval[string](t, ctx, `document.documentElement.dataset.ready`); r != "1" {
		t.Errorf("data-ready = %q after the panic", r)
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`#q`), "kubeadm")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm'`)
	waitSettled(t, ctx)
	want := store(t).Query(notes.State{Query: "kubeadm"}).Total()
	if got := total(t, ctx); got == 0 || got != want {
		t.Errorf("after the panic, searching kubeadm shows %d notes, the engine %d", got, want)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#results article.note').length`); n == 0 {
		t.Error("after the panic, the search lists no note")
	}
}
