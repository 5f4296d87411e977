//go:build !js

package browsertest

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
)

// probe runs in the page before its own scripts: it records CSP
// violations, uncaught errors and the moment the page becomes ready, so
// tests can assert none happened and the benchmark can read the time.
const probe = `
window.__kcl = {violations: [], errors: [], readyAt: 0};
document.addEventListener('securitypolicyviolation', e => __kcl.violations.push(e.violatedDirective + ' ' + e.blockedURI));
window.addEventListener('error', e => __kcl.errors.push(String(e.message)));
new MutationObserver(() => {
  const d = document.documentElement;
  if (!__kcl.readyAt && d && d.dataset.ready === '1') __kcl.readyAt = performance.now();
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-ready']});
`

// settled is true once the page is interactive and has rendered the whole
// first page of its view; it is an error message when start-up failed.
const settled = `(() => {
  const d = document.documentElement, r = document.getElementById('results');
  if (d.dataset.error) return 'error: ' + document.getElementById('loader-text').textContent;
  return d.dataset.ready === '1' && r.getAttribute('aria-busy') === 'false' ? 'ok' : false;
})()`

// open loads the page at fragment frag in the tab and waits until it is
// settled. It checks, when the test ends, that the page threw no error and
// broke no rule of its Content Security Policy.
func open(tb testing.TB, ctx context.Context, frag string) {
	tb.Helper()
	beforeEachDocument(tb, ctx, probe)
	var mu sync.Mutex
	var logged []string
	err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			logged = append(logged, "exception: "+msg)
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				var args []string
				for _, a := range ev.Args {
					args = append(args, string(a.Value))
				}
				logged = append(logged, "console.error: "+strings.Join(args, " "))
			}
		}
	})
	if err != nil {
		tb.Fatal(err)
	}
	u := server.URL + "/"
	if frag != "" {
		u += "#" + frag
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(u)); err != nil {
		tb.Fatal(err)
	}
	waitSettled(tb, ctx)
	tb.Cleanup(func() {
		// Copy under the lock, then talk to the browser without it: the
		// listener runs on the tab's reader and must never wait for us.
		mu.Lock()
		seen := slices.Clone(logged)
		mu.Unlock()
		for _, l := range seen {
			tb.Errorf("the page logged %s", l)
		}
		if bad, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`__kcl.violations.concat(__kcl.errors)`)); err == nil && len(bad) > 0 {
			tb.Errorf("the page reported: %q", bad)
		}
	})
}

func waitSettled(tb testing.TB, ctx context.Context) {
	tb.Helper()
	state, err := chromedp.Run(ctx, chromedp.Poll[string](settled, chromedp.WithPollingTimeout(20*time.Second)))
	if err != nil {
		tb.Fatalf("waiting for the page to settle: %v", err)
	}
	if state != "ok" {
		tb.Fatalf("the page did not start: %s", state)
	}
}

// waitFor waits until the JavaScript expression is truthy.
func waitFor(tb testing.TB, ctx context.Context, expr string) {
	tb.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		tb.Fatalf("waiting for %s: %v", expr, err)
	}
}

func eval[T any](tb testing.TB, ctx context.Context, expr string, opts ...chromedp.EvaluateOption) T {
	tb.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, opts...))
	if err != nil {
		tb.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// shownNote is what the page shows of one note.
type shownNote struct {
	Version string `json:"version"`
	Kind    string `json:"kind"`
	PRs     string `json:"prs"`
	// Where the note sits: its release and kind sections and the kind
	// heading's text.
	Release string   `json:"release"`
	Section string   `json:"section"`
	Heading string   `json:"heading"`
	SIGs    []string `json:"sigs"`
	Marks   int      `json:"marks"`
}

const shownNotes = `Array.from(document.querySelectorAll('#results article.note')).map(a => {
  const k = a.closest('section.kind'), r = a.closest('section.release');
  return {
    version: a.dataset.version, kind: a.dataset.kind, prs: a.dataset.prs,
    release: r ? r.dataset.version : '', section: k ? k.dataset.kind : '',
    heading: k ? k.querySelector('h3').textContent : '',
    sigs: Array.from(a.querySelectorAll('button.chip.sig')).map(b => b.dataset.value),
    marks: a.querySelectorAll('mark').length,
  };
})`

// allNotes shows every note of the view ("Show more" until none remain) and
// returns them.
func allNotes(tb testing.TB, ctx context.Context) []shownNote {
	tb.Helper()
	for range 200 {
		if eval[bool](tb, ctx, `document.getElementById('more').hidden`) {
			break
		}
		eval[chromedp.Void](tb, ctx, `document.getElementById('more').click()`)
		waitSettled(tb, ctx)
	}
	return eval[[]shownNote](tb, ctx, shownNotes)
}

func total(tb testing.TB, ctx context.Context) int {
	tb.Helper()
	n, err := strconv.Atoi(eval[string](tb, ctx, `document.getElementById('results').dataset.total`))
	if err != nil {
		tb.Fatal(err)
	}
	return n
}

func hash(tb testing.TB, ctx context.Context) string {
	return strings.TrimPrefix(eval[string](tb, ctx, `location.hash`), "#")
}

// prsOf is what the card of note id in res says it cites (data-prs): the
// PRs of every copy of the change it stands for (Result.PRs).
func prsOf(res *notes.Result, id int) string {
	var parts []string
	for _, pr := range res.PRs(id) {
		parts = append(parts, strconv.Itoa(pr))
	}
	return strings.Join(parts, " ")
}

func TestReadyShowsAllReleasesNewestFirst(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "")

	if got := total(t, ctx); got != changes(s) {
		t.Errorf("data-total = %d, want every change: %d", got, changes(s))
	}
	var want []string
	for _, r := range s.Releases() {
		want = append(want, r.Version)
	}
	options := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#version option')).map(o => o.value)`)
	if len(options) == 0 || options[0] != "" {
		t.Fatalf("release picker options = %q, want \"All releases\" first", options)
	}
	if !slices.Equal(options[1:], want) {
		t.Errorf("release picker lists %d releases, want %d newest first:\n got %q\nwant %q", len(options)-1, len(want), options[1:], want)
	}
	if label := eval[string](t, ctx, `document.querySelector('#version option').textContent`); label != "All releases" {
		t.Errorf("first release option says %q, want \"All releases\"", label)
	}
	// The first page shows the newest releases' notes, in store order.
	shown := eval[[]shownNote](t, ctx, shownNotes)
	if len(shown) != min(200, changes(s)) {
		t.Errorf("the page shows %d notes, want the first %d", len(shown), min(200, changes(s)))
	}
	res := s.Query(notes.State{})
	for i, n := range shown {
		id := res.IDs[i]
		if n.Version != s.Note(id).Version || n.PRs != prsOf(res, id) {
			t.Fatalf("note %d is %s %q, want %s %q", i, n.Version, n.PRs, s.Note(id).Version, prsOf(res, id))
		}
	}
	sections := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#results section.release')).map(s => s.dataset.version)`)
	if len(sections) == 0 || sections[0] != want[0] {
		t.Errorf("release sections = %q, want the newest (%s) first", sections, want[0])
	}
	if title := eval[string](t, ctx, `document.title`); !strings.Contains(title, "Kubernetes") {
		t.Errorf("title = %q", title)
	}
}

// TestLinkShowsWhatTheEngineReturns opens links and compares the notes
// shown with notes.Store.Query for the same state: same count, same PRs in
// the same order, each under its kind heading.
func TestLinkShowsWhatTheEngineReturns(t *testing.T) {
	s := store(t)
	for _, frag := range []string{
		"version=v1.30.0&sig=cluster-lifecycle",
		"version=v1.24.0&sig=node",
	} {
		t.Run(frag, func(t *testing.T) {
			st, _ := notes.ParseFragment(frag)
			res := s.Query(st)
			if res.Total() == 0 {
				t.Fatalf("the engine returns no note for %s", frag)
			}
			ctx := newTab(t)
			open(t, ctx, frag)
			if got := total(t, ctx); got != res.Total() {
				t.Errorf("data-total = %d, the engine returns %d", got, res.Total())
			}
			// The tab names the view, as a bookmark or the history shows it.
			wantTitle := s.Title(res) + " — kubechangelog"
			if got := eval[string](t, ctx, `document.title`); got != wantTitle {
				t.Errorf("title = %q, want %q", got, wantTitle)
			}
			shown := allNotes(t, ctx)
			if len(shown) != res.Total() {
				t.Fatalf("the page shows %d notes, the engine returns %d", len(shown), res.Total())
			}
			for i, n := range shown {
				id := res.IDs[i]
				want := s.Note(id)
				if n.PRs != prsOf(res, id) || n.Kind != string(want.Kind) || n.Version != want.Version {
					t.Errorf("note %d: page shows %s %s PRs %q, engine has %s %s PRs %q", i, n.Version, n.Kind, n.PRs, want.Version, want.Kind, prsOf(res, id))
				}
				if n.Section != n.Kind || !strings.HasPrefix(n.Heading, n.Kind) || n.Release != n.Version {
					t.Errorf("note %d (%s) sits under release %q, kind section %q, heading %q", i, n.PRs, n.Release, n.Section, n.Heading)
				}
				if !slices.Contains(n.SIGs, st.Values("sig")[0]) {
					t.Errorf("note %d (%s) has SIG chips %q, want %s among them", i, n.PRs, n.SIGs, st.Values("sig")[0])
				}
			}
			// The filter panel shows the engine's facet counts.
			type option struct {
				Group, Value string
				N            int
				Checked      bool
			}
			shownOpts := map[string]option{}
			for _, o := range eval[[]option](t, ctx, `Array.from(document.querySelectorAll('#filters li.option:not([hidden]) input')).map(i => ({
				Group: i.dataset.group, Value: i.value, N: Number(i.closest('li').querySelector('.count').textContent), Checked: i.checked}))`) {
				shownOpts[o.Group+"/"+o.Value] = o
			}
			want := map[string]notes.Count{}
			for g, counts := range map[string][]notes.Count{"sig": res.Facets["sig"], "kind": res.Facets["kind"], "area": res.Facets["area"]} {
				for _, c := range counts {
					want[g+"/"+c.Value] = c
				}
			}
			if len(shownOpts) != len(want) {
				t.Errorf("the panel shows %d options, the engine's facets have %d", len(shownOpts), len(want))
			}
			for k, c := range want {
				if o, ok := shownOpts[k]; !ok || o.N != c.N || o.Checked != c.Selected {
					t.Errorf("option %s: panel shows %+v, engine says %+v", k, o, c)
				}
			}
			// Kind headings count their notes.
			type heading struct {
				Kind  string `json:"kind"`
				Count int    `json:"count"`
				Notes int    `json:"notes"`
			}
			for _, h := range eval[[]heading](t, ctx, `Array.from(document.querySelectorAll('#results section.kind')).map(k => ({
				kind: k.dataset.kind, count: Number(k.querySelector('h3 .count').textContent), notes: k.querySelectorAll('article.note').length}))`) {
				if h.Count != h.Notes {
					t.Errorf("heading %q says %d notes, shows %d", h.Kind, h.Count, h.Notes)
				}
			}
		})
	}
}

func TestChipFilters(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "version=v1.30.0")
	before := total(t, ctx)
	sig := eval[string](t, ctx, `document.querySelector('#results article.note button.chip.sig').dataset.value`)
	if err := chromedp.Do(ctx, chromedp.Click(`#results article.note button.chip.sig`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, fmt.Sprintf(`location.hash.includes('sig=%s')`, sig))
	waitSettled(t, ctx)
	after := total(t, ctx)
	if after >= before {
		t.Errorf("data-total went from %d to %d after choosing SIG %s; want fewer", before, after, sig)
	}
	want := s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": []string{sig}}}).Total()
	if after != want {
		t.Errorf("data-total = %d, the engine returns %d for sig %s", after, want, sig)
	}
	for i, n := range allNotes(t, ctx) {
		if !slices.Contains(n.SIGs, sig) {
			t.Errorf("note %d (%s) shown without SIG %s: %q", i, n.PRs, sig, n.SIGs)
		}
	}
	if !eval[bool](t, ctx, fmt.Sprintf(`document.querySelector('input[data-group="sig"][value="%s"]').checked`, sig)) {
		t.Errorf("the filter panel does not show SIG %s as chosen", sig)
	}
}

func TestTypingSearches(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "")
	all := total(t, ctx)
	if err := chromedp.Do(ctx, chromedp.SendKeys("#q", "kubeadm")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm'`)
	waitSettled(t, ctx)
	got := total(t, ctx)
	if got == 0 || got >= all {
		t.Errorf("data-total = %d after typing kubeadm, want fewer than %d and more than 0", got, all)
	}
	if want := s.Query(notes.State{Query: "kubeadm"}).Total(); got != want {
		t.Errorf("data-total = %d, the engine finds %d", got, want)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#results mark').length`); n == 0 {
		t.Error("no <mark> in the results")
	}
	if !strings.Contains(hash(t, ctx), "q=kubeadm") {
		t.Errorf("URL fragment %q does not hold the search", hash(t, ctx))
	}
}

// back presses the Back button: the previous entry of the tab's history.
func back(tb testing.TB, ctx context.Context) {
	tb.Helper()
	h, err := chromedp.Call(ctx, page.GetNavigationHistory, cdp.Empty{})
	if err != nil {
		tb.Fatal(err)
	}
	if h.CurrentIndex < 1 {
		tb.Fatal("no history entry to go back to")
	}
	if _, err := chromedp.Call(ctx, page.NavigateToHistoryEntry, page.NavigateToHistoryEntryParams{EntryID: h.Entries[h.CurrentIndex-1].ID}); err != nil {
		tb.Fatal(err)
	}
}

func TestBackRestoresEarlierViews(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.30.0")
	first := total(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Click(`#results article.note button.chip.sig`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash.includes('sig=')`)
	waitSettled(t, ctx)
	filtered, filteredHash := total(t, ctx), hash(t, ctx)
	if err := chromedp.Do(ctx, chromedp.SendKeys("#q", "the")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'the'`)
	waitSettled(t, ctx)

	// One Back undoes the whole search, not one letter.
	back(t, ctx)
	waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
	waitSettled(t, ctx)
	if got := hash(t, ctx); got != filteredHash {
		t.Errorf("after Back the fragment is %q, want %q", got, filteredHash)
	}
	if got := total(t, ctx); got != filtered {
		t.Errorf("after Back data-total = %d, want %d", got, filtered)
	}
	if q := eval[string](t, ctx, `document.getElementById('q').value`); q != "" {
		t.Errorf("after Back the search box holds %q", q)
	}

	back(t, ctx)
	waitFor(t, ctx, `!location.hash.includes('sig=')`)
	waitSettled(t, ctx)
	if got := total(t, ctx); got != first {
		t.Errorf("after a second Back data-total = %d, want %d", got, first)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#filters input[data-group="sig"]:checked').length`); n != 0 {
		t.Errorf("after a second Back %d SIG filters are still checked", n)
	}
}

func TestNoRequestToOtherHosts(t *testing.T) {
	ctx := newTab(t)
	var mu sync.Mutex
	var urls []string
	if err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*network.EventRequestWillBeSent); ok {
			mu.Lock()
			urls = append(urls, ev.Request.URL)
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, "")
	if err := chromedp.Do(ctx, chromedp.SendKeys("#q", "kubelet")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubelet'`)
	if err := chromedp.Do(ctx, chromedp.Click(`#results article.note button.chip.kind`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash.includes('kind=')`)
	waitSettled(t, ctx)

	mu.Lock()
	defer mu.Unlock()
	if len(urls) == 0 {
		t.Fatal("saw no request at all")
	}
	onlyOwnHost(t, server.URL, urls)
}

func TestBadLinkShowsNotice(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "version=v9.99.0&sig=no-such-sig")
	if got := total(t, ctx); got != changes(s) {
		t.Errorf("data-total = %d, want every change (%d) after dropping unknown values", got, changes(s))
	}
	text := eval[string](t, ctx, `document.getElementById('notices').textContent`)
	if !strings.Contains(text, "v9.99.0") || !strings.Contains(text, "no-such-sig") {
		t.Errorf("notices = %q, want them to name the values dropped", text)
	}
	if eval[bool](t, ctx, `document.getElementById('notices').hidden`) {
		t.Error("the notice area is hidden")
	}
}

func TestScrollingLoadsMore(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "")
	before := eval[int](t, ctx, `document.querySelectorAll('#results article.note').length`)
	eval[chromedp.Void](t, ctx, `document.getElementById('more').scrollIntoView()`)
	waitFor(t, ctx, fmt.Sprintf(`document.querySelectorAll('#results article.note').length > %d`, before))
	waitSettled(t, ctx)
	after := eval[int](t, ctx, `document.querySelectorAll('#results article.note').length`)
	if after != before+200 {
		t.Errorf("scrolling to the end showed %d notes after %d, want %d", after, before, before+200)
	}
	// The release sections continue rather than repeat.
	versions := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#results section.release')).map(s => s.dataset.version)`)
	for i := 1; i < len(versions); i++ {
		if versions[i] == versions[i-1] {
			t.Errorf("release %s has two sections: %q", versions[i], versions)
		}
	}
}

func TestSlashFocusesSearch(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "")
	// A synthetic keydown: chromedp's key input sends the character as a
	// separate event that a page cannot cancel, unlike a real keyboard.
	prevented := eval[bool](t, ctx, `!document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', bubbles: true, cancelable: true}))`)
	if !prevented {
		t.Error("\"/\" was not kept from typing itself")
	}
	if !eval[bool](t, ctx, `document.activeElement === document.getElementById('q')`) {
		t.Error("\"/\" did not focus the search box")
	}
}

// openBeforeIndex opens the page at fragment frag on a CPU four times
// slower, and returns as soon as it is ready: its search index then takes
// longer to build than a test takes to type, on any machine. The test sets
// the CPU back to full speed (throttleCPU 1) once it has typed.
func openBeforeIndex(tb testing.TB, frag string) context.Context {
	tb.Helper()
	ctx := newTab(tb)
	throttleCPU(tb, ctx, 4)
	if err := chromedp.Do(ctx, chromedp.Navigate(server.URL+"/#"+frag)); err != nil {
		tb.Fatal(err)
	}
	waitFor(tb, ctx, `document.documentElement.dataset.ready === '1'`)
	return ctx
}

// throttleCPU makes the tab's CPU rate times slower; 1 is full speed.
func throttleCPU(tb testing.TB, ctx context.Context, rate float64) {
	tb.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}); err != nil {
		tb.Fatal(err)
	}
}

// TestSearchTypedBeforeTheIndexIsReady types the moment the page is ready,
// while its search index is still being built in slices: the keystroke is
// not held up by the build (the page says it is preparing the search), and
// the results, the search box and the link then show the search.
func TestSearchTypedBeforeTheIndexIsReady(t *testing.T) {
	ctx := openBeforeIndex(t, "version=v1.30.0")
	early := eval[struct {
		IndexReady bool   `json:"indexReady"`
		Summary    string `json:"summary"`
		Busy       string `json:"busy"`
		Query      string `json:"query"`
	}](t, ctx, `(() => {
  const indexReady = performance.getEntriesByName('kubechangelog:search-ready').length > 0;
  const q = document.getElementById('q'), r = document.getElementById('results');
  q.value = 'kubeadm';
  q.dispatchEvent(new Event('input', {bubbles: true}));
  return {indexReady, summary: document.getElementById('summary').textContent, busy: r.getAttribute('aria-busy'), query: r.dataset.query};
})()`)
	throttleCPU(t, ctx, 1)
	if early.IndexReady {
		t.Fatal("the search index was ready before the keystroke, even on a throttled CPU: the test did not test a search typed before it")
	}
	if early.Summary != "Preparing the search…" || early.Busy != "true" || early.Query == "kubeadm" {
		t.Errorf("typed before the index: summary %q, aria-busy %s, data-query %q; want the page preparing the search", early.Summary, early.Busy, early.Query)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm'`)
	waitSettled(t, ctx)
	st, _ := notes.ParseFragment("version=v1.30.0&q=kubeadm")
	if got, want := total(t, ctx), store(t).Query(st).Total(); got != want || got == 0 {
		t.Errorf("the search shows %d notes, the engine %d", got, want)
	}
	if q := eval[string](t, ctx, `document.getElementById('q').value`); q != "kubeadm" {
		t.Errorf("the search box says %q", q)
	}
	if h := hash(t, ctx); !strings.Contains(h, "q=kubeadm") || !strings.Contains(h, "version=v1.30.0") {
		t.Errorf("the link is %q", h)
	}
}

// TestBackAfterSearchTypedBeforeTheIndex types "k", deletes it and types
// "kubeadm" while the index is still being built: Back then returns to the
// view before the search, as it does once the index is ready.
func TestBackAfterSearchTypedBeforeTheIndex(t *testing.T) {
	ctx := openBeforeIndex(t, "version=v1.30.0")
	indexReady := eval[bool](t, ctx, `(() => {
  const indexReady = performance.getEntriesByName('kubechangelog:search-ready').length > 0;
  const q = document.getElementById('q');
  for (const text of ['k', '', 'kubeadm']) {
    q.value = text;
    q.dispatchEvent(new Event('input', {bubbles: true}));
  }
  return indexReady;
})()`)
	throttleCPU(t, ctx, 1)
	if indexReady {
		t.Fatal("the search index was ready before the keystrokes, even on a throttled CPU")
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm'`)
	waitSettled(t, ctx)
	if h := hash(t, ctx); !strings.Contains(h, "q=kubeadm") {
		t.Fatalf("the link after the search is %q", h)
	}
	eval[chromedp.Void](t, ctx, `history.back()`)
	waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
	waitSettled(t, ctx)
	if h := hash(t, ctx); h != "version=v1.30.0" {
		t.Errorf("Back after the search shows %q, want the view before it (version=v1.30.0)", h)
	}
}

// TestBackAfterTypingWhileTheFragmentIsSet types a search and, in the same
// task as its last keystroke, sets the fragment (a script or a link doing
// it as the person finishes typing): the page shows the new fragment, and
// Back returns to the whole search, not to a half-typed one (#q=kub) left
// by the history write that waited for its task. (The entry before it may
// still hold an earlier keystroke's search: the page cannot rewrite an
// entry it has left.)
func TestBackAfterTypingWhileTheFragmentIsSet(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.30.0")
	// The keystrokes are searched at once only once the index is built:
	// typed before, they wait for it, no search is shown, and the
	// fragment set meanwhile is all there is to go Back from (the page
	// then drops the typed search; on a slow machine the test typed
	// before the index three times in four).
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:search-ready').length > 0`)
	// Registered after the page's own listener, so it runs second, in the
	// same task as the page's handling of the keystroke.
	eval[chromedp.Void](t, ctx, `document.getElementById('q').addEventListener('input', ev => {
  if (ev.target.value === 'kubelet') location.hash = '#version=v1.29.0';
})`)
	if err := chromedp.Do(ctx, chromedp.SendKeys("#q", "kubelet")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash === '#version=v1.29.0' && document.getElementById('results').dataset.query === ''`)
	waitSettled(t, ctx)
	if h := hash(t, ctx); h != "version=v1.29.0" {
		t.Fatalf("after the fragment was set the link is %q, want version=v1.29.0", h)
	}
	if v := eval[string](t, ctx, `document.getElementById('version').value`); v != "v1.29.0" {
		t.Errorf("after the fragment was set the release picker says %q, want v1.29.0", v)
	}

	back(t, ctx)
	waitFor(t, ctx, `document.getElementById('results').dataset.query !== ''`)
	waitSettled(t, ctx)
	if h := hash(t, ctx); h != "version=v1.30.0&q=kubelet" {
		t.Errorf("Back after the search lands on %q, want the whole search (version=v1.30.0&q=kubelet)", h)
	}
	if q := eval[string](t, ctx, `document.getElementById('q').value`); q != "kubelet" {
		t.Errorf("after Back the search box holds %q, want kubelet", q)
	}
	st, _ := notes.ParseFragment("version=v1.30.0&q=kubelet")
	if got, want := total(t, ctx), store(t).Query(st).Total(); got != want || got == 0 {
		t.Errorf("after Back the page shows %d notes, the engine finds %d for the whole search", got, want)
	}
}

// TestCardKeepsWordsAfterAReference: a note that cites another pull
// request in its text before more words shows every word, the reference a
// link (1.25's #111691, as upstream wrote it). Before, the card ended at
// the reference: "Removed the recently re-introduced schedulability
// predicate", then the citation.
func TestCardKeepsWordsAfterAReference(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.25.0&q=schedulability+predicate+load+balancers")
	card := `[...document.querySelectorAll('#results article.note')].find(a => a.textContent.includes('schedulability predicate'))`
	if !eval[bool](t, ctx, `!!`+card) {
		t.Fatal("the search does not show #111691")
	}
	text := eval[string](t, ctx, card+`.querySelector('.body').textContent`)
	if !strings.Contains(text, "as to not have unschedulable nodes removed from load balancers back-end pools.") {
		t.Errorf("the card reads %q: the words after the reference are lost", text)
	}
	if !eval[bool](t, ctx, card+`.querySelector('.body a[href="https://github.com/kubernetes/kubernetes/pull/109706"]') !== null`) {
		t.Error("the reference to #109706 is not a link")
	}
}
