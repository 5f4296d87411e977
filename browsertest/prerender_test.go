//go:build !js

package browsertest

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
)

// firstScreen captures what the page shows of the default view: the
// notes, the summary, the filter panel (every group: lists, the action
// toggle, the at-most select), the filter sheet's button, the release
// picker, the title. The
// probe below takes it before any of the page's scripts run, which is the
// prerendered HTML as parsed; the tests take it again after the module has
// rendered the same view itself.
const firstScreen = `(() => ({
  notes: document.querySelector('#results > .view:not(.stale)').innerHTML,
  total: document.getElementById('results').dataset.total,
  summary: document.getElementById('summary').textContent,
  panel: document.getElementById('facet-groups').innerHTML,
  sig: document.getElementById('facet-sig').innerHTML,
  action: document.getElementById('action-count').textContent,
  done: document.getElementById('filters-done').textContent,
  versions: document.getElementById('version').innerHTML,
  more: document.getElementById('more').textContent,
  title: document.title,
}))()`

type screen struct {
	Notes    string `json:"notes"`
	Total    string `json:"total"`
	Summary  string `json:"summary"`
	Panel    string `json:"panel"`
	SIG      string `json:"sig"`
	Action   string `json:"action"`
	Done     string `json:"done"`
	Versions string `json:"versions"`
	More     string `json:"more"`
	Title    string `json:"title"`
}

// preProbe records the first screen as the HTML parser left it (before the
// page's own scripts, whose DOMContentLoaded listeners come after this
// one), marks its notes element to tell later whether the module kept it,
// and watches every frame until the page is ready: frames.wrong counts
// frames that showed notes of another release than the fragment's.
const preProbe = `
window.__pre = {frames: 0, wrong: 0, shownBeforeReady: 0};
document.addEventListener('DOMContentLoaded', () => {
  __pre.screen = ` + firstScreen + `;
  document.querySelector('#results > .view').__prerendered = true;
});
(function frame() {
  const d = document.documentElement, r = document.getElementById('results');
  if (r) {
    __pre.frames++;
    const want = new URLSearchParams(location.hash.slice(1)).get('version');
    const visible = getComputedStyle(r).visibility !== 'hidden';
    const notes = [...r.querySelectorAll('.view:not(.stale) article.note')];
    if (visible && notes.length && !d.dataset.ready) __pre.shownBeforeReady++;
    if (visible && want && notes.some(n => n.dataset.version !== want)) __pre.wrong++;
  }
  if (!d || !d.dataset.ready || !r || r.getAttribute('aria-busy') !== 'false') requestAnimationFrame(frame);
})();
`

// holdModule makes the tab's request for main.wasm wait until release is
// called, so a test sees the page before the module runs.
func holdModule(tb testing.TB, ctx context.Context) (release func()) {
	tb.Helper()
	held := make(chan fetch.RequestID, 1)
	if err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*fetch.EventRequestPaused); ok {
			held <- ev.RequestID
		}
	}); err != nil {
		tb.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*main.wasm*"}}}); err != nil {
		tb.Fatal(err)
	}
	return func() {
		tb.Helper()
		id := <-held
		if _, err := chromedp.Call(ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: id}); err != nil {
			tb.Fatal(err)
		}
	}
}

// loadHeld opens the page at frag with the module held back (see
// holdModule) and the probes installed, and returns once the page's HTML
// is loaded.
func loadHeld(tb testing.TB, frag string) (context.Context, *watcher, func()) {
	tb.Helper()
	ctx := newTab(tb)
	w := watch(tb, ctx)
	beforeEachDocument(tb, ctx, preProbe)
	release := holdModule(tb, ctx)
	u := server.URL + "/"
	if frag != "" {
		u += "#" + frag
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(u)); err != nil {
		tb.Fatal(err)
	}
	waitFor(tb, ctx, `window.__pre && __pre.screen !== undefined`)
	return ctx, w, release
}

// cleanRun fails tb on anything the page logged or reported.
func cleanRun(tb testing.TB, ctx context.Context, w *watcher) {
	tb.Helper()
	noErrors(tb, w)
	if bad := eval[[]string](tb, ctx, `__kcl.violations.concat(__kcl.errors)`); len(bad) > 0 {
		tb.Errorf("the page reported: %q", bad)
	}
}

// TestPrerenderedScreenIsWhatTheModuleRenders reads the first screen
// before the module has loaded (the notes, the summary and the filter
// counts are there to read), lets the module take it over without
// replacing it, then has the module render the same view itself, after a
// filter on and off, and requires the two to be the same DOM.
func TestPrerenderedScreenIsWhatTheModuleRenders(t *testing.T) {
	s := store(t)
	ctx, w, release := loadHeld(t, "")
	before := eval[struct {
		Notes    int    `json:"notes"`
		Visible  bool   `json:"visible"`
		Ready    bool   `json:"ready"`
		Inert    bool   `json:"inert"`
		QEnabled bool   `json:"qEnabled"`
		Wait     string `json:"wait"`
	}](t, ctx, `(() => ({
  notes: document.querySelectorAll('#results article.note').length,
  visible: getComputedStyle(document.getElementById('results')).visibility === 'visible',
  ready: document.documentElement.dataset.ready === '1',
  inert: document.getElementById('filters').inert,
  qEnabled: !document.getElementById('q').disabled,
  wait: document.getElementById('filters-wait').checkVisibility() ? document.getElementById('filters-wait').textContent : '',
}))()`)
	if before.Ready {
		t.Fatal("the module ran while its download was held: the test did not see the page before it")
	}
	if before.Notes != 200 || !before.Visible {
		t.Errorf("before the module: %d notes, visible %v; want the first 200 notes on screen", before.Notes, before.Visible)
	}
	if !before.Inert || !before.QEnabled || before.Wait != "Getting the filters ready…" {
		t.Errorf("before the module: filters inert %v, search box enabled %v, filters say %q; want the filters waiting and saying so, the search box taking text",
			before.Inert, before.QEnabled, before.Wait)
	}
	pre := eval[screen](t, ctx, `__pre.screen`)
	// The all-releases view shows each change once.
	if want := s.Query(notes.State{}).Total(); pre.Total != strconv.Itoa(want) || !strings.Contains(pre.Summary, "newest first") {
		t.Errorf("prerendered total %s, summary %q; want every change (%d), newest first", pre.Total, pre.Summary, want)
	}
	if !strings.Contains(pre.SIG, `value="node"`) || strings.Count(pre.SIG, `<span class="count">0</span>`) == strings.Count(pre.SIG, "<li") {
		t.Errorf("the prerendered SIG panel has no counts: %.300s", pre.SIG)
	}
	if !strings.Contains(pre.Panel, `<option value="1">1 (`) || pre.Action == "0" {
		t.Errorf("the prerendered at-most select or action toggle has no counts (action %s): %.300s", pre.Action, pre.Panel)
	}

	release()
	waitSettled(t, ctx)
	if !eval[bool](t, ctx, `document.querySelector('#results > .view').__prerendered === true && document.querySelectorAll('#results > .view').length === 1`) {
		t.Error("the module replaced the prerendered notes instead of adopting them")
	}
	if !eval[bool](t, ctx, `performance.getEntriesByName('kubechangelog:adopted').length === 1`) {
		t.Error("the module did not mark the first screen adopted")
	}
	if eval[bool](t, ctx, `document.getElementById('filters').inert || document.getElementById('filters-wait').checkVisibility()`) {
		t.Error("the filters still wait once the page is ready")
	}
	adopted := eval[screen](t, ctx, firstScreen)
	compareScreens(t, "adopted", pre, adopted)

	// The module renders the default view itself: a filter on, then off.
	for _, want := range []string{"kind=Feature", ""} {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#facet-kind input[value="Feature"]`))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `location.hash.slice(1) === '`+want+`'`)
		waitSettled(t, ctx)
	}
	if eval[bool](t, ctx, `document.querySelector('#results > .view').__prerendered === true`) {
		t.Fatal("the default view was not rendered again by the module")
	}
	compareScreens(t, "rendered by the module", pre, eval[screen](t, ctx, firstScreen))
	cleanRun(t, ctx, w)
}

func compareScreens(t *testing.T, what string, pre, got screen) {
	t.Helper()
	for _, f := range []struct{ name, pre, got string }{
		{"notes", pre.Notes, got.Notes}, {"total", pre.Total, got.Total}, {"summary", pre.Summary, got.Summary},
		{"filter panel", pre.Panel, got.Panel}, {"action count", pre.Action, got.Action},
		{"filter sheet's button", pre.Done, got.Done}, {"release picker", pre.Versions, got.Versions},
		{"Show more", pre.More, got.More}, {"title", pre.Title, got.Title},
	} {
		if f.pre != f.got {
			i := 0
			for i < len(f.pre) && i < len(f.got) && f.pre[i] == f.got[i] {
				i++
			}
			t.Errorf("%s: the prerendered %s differs at byte %d of %d/%d:\nprerendered …%.200s\n%s …%.200s",
				what, f.name, i, len(f.pre), len(f.got), f.pre[max(0, i-40):], what, f.got[max(0, i-40):])
		}
	}
}

// TestKeystrokeBeforeTheModuleIsApplied types in the search box while the
// module is still downloading: the text is kept, and once the module runs
// it searches for it, the link included.
func TestKeystrokeBeforeTheModuleIsApplied(t *testing.T) {
	ctx, w, release := loadHeld(t, "")
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`#q`), "kubeadm")); err != nil {
		t.Fatal(err)
	}
	if eval[bool](t, ctx, `document.documentElement.dataset.ready === '1'`) {
		t.Fatal("the module ran while its download was held")
	}
	if got := eval[string](t, ctx, `document.getElementById('q').value`); got != "kubeadm" {
		t.Fatalf("typed before the module: the search box holds %q", got)
	}
	release()
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm'`)
	waitSettled(t, ctx)
	got := eval[struct {
		Q      string `json:"q"`
		Hash   string `json:"hash"`
		Ranked string `json:"ranked"`
		Total  int    `json:"total"`
	}](t, ctx, `({q: document.getElementById('q').value, hash: location.hash, ranked: document.getElementById('results').dataset.ranked, total: Number(document.getElementById('results').dataset.total)})`)
	want := store(t).Query(notes.State{Query: "kubeadm"}).Total()
	if got.Q != "kubeadm" || got.Hash != "#q=kubeadm" || got.Ranked != "true" || got.Total != want {
		t.Errorf("after the module: box %q, link %q, ranked %s, %d notes; want the search for kubeadm (%d notes) shown and linked",
			got.Q, got.Hash, got.Ranked, got.Total, want)
	}
	cleanRun(t, ctx, w)
}

// TestFragmentLinkNeverShowsTheDefaultView opens a link to one release
// with the module held back: the prerendered notes (all releases) stay
// hidden and the loader says the page is loading; once the module runs, no
// frame has shown a note of another release.
func TestFragmentLinkNeverShowsTheDefaultView(t *testing.T) {
	ctx, w, release := loadHeld(t, "version=v1.30.0&sig=node")
	held := eval[struct {
		Results, Summary, Counts string
		Loader                   bool
		Text                     string
	}](t, ctx, `(() => ({
  Results: getComputedStyle(document.getElementById('results')).visibility,
  Summary: getComputedStyle(document.getElementById('summary')).visibility,
  Counts: getComputedStyle(document.querySelector('#facet-sig .count')).visibility,
  Loader: document.getElementById('loader').checkVisibility(),
  Text: document.getElementById('loader-text').textContent,
}))()`)
	if held.Results != "hidden" || held.Summary != "hidden" || held.Counts != "hidden" || !held.Loader {
		t.Errorf("a link before the module: notes %s, summary %s, counts %s, loader shown %v (%q); want the notes, summary and counts hidden and the loader shown",
			held.Results, held.Summary, held.Counts, held.Loader, held.Text)
	}
	release()
	waitSettled(t, ctx)
	got := eval[struct {
		Frames, Wrong, ShownBeforeReady int
		Versions                        []string
	}](t, ctx, `({Frames: __pre.frames, Wrong: __pre.wrong, ShownBeforeReady: __pre.shownBeforeReady,
  Versions: [...new Set([...document.querySelectorAll('#results article.note')].map(n => n.dataset.version))]})`)
	if got.Frames < 2 {
		t.Fatalf("only %d frames watched", got.Frames)
	}
	if got.Wrong > 0 || got.ShownBeforeReady > 0 {
		t.Errorf("%d of %d frames showed notes of other releases, %d showed notes before the page was ready", got.Wrong, got.Frames, got.ShownBeforeReady)
	}
	if len(got.Versions) != 1 || got.Versions[0] != "v1.30.0" {
		t.Errorf("the link shows notes of %q, want v1.30.0's only", got.Versions)
	}
	cleanRun(t, ctx, w)
}
