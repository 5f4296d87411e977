//go:build !js

package browsertest

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// watcher records what a tab does that a page must not: open dialogs
// (which it dismisses, so a test is not stuck behind an alert), send
// requests, throw or log errors.
type watcher struct {
	mu                        sync.Mutex
	dialogs, requests, errors []string
}

// watch starts recording tab ctx's dialogs, requests and errors, and
// installs the page probe (see open) for the next navigation.
func watch(tb testing.TB, ctx context.Context) *watcher {
	tb.Helper()
	beforeEachDocument(tb, ctx, probe)
	w := &watcher{}
	err := chromedp.Listen(ctx, func(ev any) {
		w.mu.Lock()
		defer w.mu.Unlock()
		switch ev := ev.(type) {
		case *page.EventJavascriptDialogOpening:
			w.dialogs = append(w.dialogs, string(ev.Type)+": "+ev.Message)
			// Commands cannot be sent from the listener, which runs on the
			// tab's reader.
			go chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: false})
		case *network.EventRequestWillBeSent:
			w.requests = append(w.requests, ev.Request.URL)
		case *runtime.EventExceptionThrown:
			msg := ev.ExceptionDetails.Text
			if ev.ExceptionDetails.Exception != nil {
				msg += " " + ev.ExceptionDetails.Exception.Description
			}
			w.errors = append(w.errors, "exception: "+msg)
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				var args []string
				for _, a := range ev.Args {
					args = append(args, string(a.Value))
				}
				w.errors = append(w.errors, "console.error: "+strings.Join(args, " "))
			}
		}
	})
	if err != nil {
		tb.Fatal(err)
	}
	return w
}

// onlyOwnHost fails t for each request made to another host than the
// page's own (site, its server's URL).
func onlyOwnHost(t *testing.T, site string, requests []string) {
	t.Helper()
	own, _ := url.Parse(site)
	for _, u := range requests {
		if p, err := url.Parse(u); err != nil || p.Host != own.Host {
			t.Errorf("the page requested %s; want only %s", u, own.Host)
		}
	}
}

func (w *watcher) seen() (dialogs, requests, errors []string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return slices.Clone(w.dialogs), slices.Clone(w.requests), slices.Clone(w.errors)
}

// goTo loads u in the tab and waits until the page is settled.
func goTo(tb testing.TB, ctx context.Context, u string) {
	tb.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(u)); err != nil {
		tb.Fatal(err)
	}
	waitSettled(tb, ctx)
}

// openServed opens the served page with a watcher.
func openServed(tb testing.TB, frag string) (context.Context, *watcher) {
	tb.Helper()
	ctx := newTab(tb)
	w := watch(tb, ctx)
	u := server.URL + "/"
	if frag != "" {
		u += "#" + frag
	}
	goTo(tb, ctx, u)
	return ctx, w
}

// pick chooses the file at path with the page's "Open a file" input, as a
// person does with the file picker.
func pick(tb testing.TB, ctx context.Context, path string) {
	tb.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		tb.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.CSS(`#file`), []string{abs})); err != nil {
		tb.Fatalf("choosing %s in the file input: %v", path, err)
	}
}

// drop drops a file named name holding data on the page, with the events a
// browser sends when a file is dragged in from the desktop.
func drop(tb testing.TB, ctx context.Context, name string, data []byte) {
	tb.Helper()
	eval[chromedp.Void](tb, ctx, fmt.Sprintf(`(() => {
  const raw = atob(%q), bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  const dt = new DataTransfer();
  dt.items.add(new File([bytes], %q, {type: 'text/markdown'}));
  const target = document.getElementById('results');
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, {dataTransfer: dt, bubbles: true, cancelable: true}));
  }
})()`, base64.StdEncoding.EncodeToString(data), name))
}

// opened waits until opening the file named name has ended, with a notice
// naming it, and returns the notices.
func opened(tb testing.TB, ctx context.Context, name string, timeout time.Duration) string {
	tb.Helper()
	expr := fmt.Sprintf(`document.getElementById('open-status').hidden && document.getElementById('notices').textContent.includes(%q)`, name)
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(timeout))); err != nil {
		tb.Fatalf("waiting for a notice about %s: %v (notices: %q, status: %q)", name, err,
			eval[string](tb, ctx, `document.getElementById('notices').textContent`),
			eval[string](tb, ctx, `document.getElementById('open-status').textContent`))
	}
	waitSettled(tb, ctx)
	return eval[string](tb, ctx, `document.getElementById('notices').textContent`)
}

func releaseOptions(tb testing.TB, ctx context.Context) []string {
	return eval[[]string](tb, ctx, `Array.from(document.querySelectorAll('#version option')).map(o => o.value)`)
}

// chooseRelease picks version in the release picker, as a person does.
func chooseRelease(tb testing.TB, ctx context.Context, version string) {
	tb.Helper()
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`#version`), version)); err != nil {
		tb.Fatal(err)
	}
	eval[chromedp.Void](tb, ctx, `document.getElementById('version').dispatchEvent(new Event('change', {bubbles: true}))`)
	waitFor(tb, ctx, fmt.Sprintf(`location.hash.includes('version=%s')`, version))
	waitSettled(tb, ctx)
}

// withFile is the engine's store after opening the file at path, built in
// the test process to compare with what the page shows, and what opening
// it did (replaced releases, notes that kept the shipped labels).
func withFile(tb testing.TB, path string) (*notes.Store, notes.Opened) {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	rels, err := changelog.Parse(data, filepath.Base(path))
	if err != nil {
		tb.Fatal(err)
	}
	s, o, err := store(tb).WithOpened(rels, nil)
	if err != nil {
		tb.Fatal(err)
	}
	return s, o
}

func noErrors(tb testing.TB, w *watcher) {
	tb.Helper()
	dialogs, _, errs := w.seen()
	for _, d := range dialogs {
		tb.Errorf("the page opened a dialog: %s", d)
	}
	for _, e := range errs {
		tb.Errorf("the page logged %s", e)
	}
}

func TestOpenFileReplacesTheShippedRelease(t *testing.T) {
	const path = "testdata/CHANGELOG-1.37.md"
	want, _ := withFile(t, path)
	for _, how := range []string{"pick", "drop"} {
		t.Run(how, func(t *testing.T) {
			ctx, w := openServed(t, "")
			before, optsBefore := total(t, ctx), releaseOptions(t, ctx)
			if how == "pick" {
				pick(t, ctx, path)
			} else {
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				drop(t, ctx, "CHANGELOG-1.37.md", data)
			}
			got := opened(t, ctx, "CHANGELOG-1.37.md", 20*time.Second)
			if got != "Loaded CHANGELOG-1.37.md: 1 release (v1.37.0-alpha.1), replacing the shipped copy of v1.37.0-alpha.1."+keptLabels(t, path, i18n.EN) {
				t.Errorf("notice = %q", got)
			}
			// The file is the shipped copy: the same release comes back.
			if after := total(t, ctx); after != before || after != changes(want) {
				t.Errorf("data-total = %d, was %d, the engine with the file has %d", after, before, changes(want))
			}
			if opts := releaseOptions(t, ctx); !slices.Equal(opts, optsBefore) {
				t.Errorf("release picker after opening = %q, before %q", opts, optsBefore)
			}
			chooseRelease(t, ctx, "v1.37.0-alpha.1")
			res := want.Query(notes.State{Version: "v1.37.0-alpha.1"})
			if got := total(t, ctx); got == 0 || got != res.Total() {
				t.Errorf("v1.37.0-alpha.1 shows %d notes, the engine %d", got, res.Total())
			}
			shown := eval[[]shownNote](t, ctx, shownNotes)
			for i, n := range shown {
				if n.Version != "v1.37.0-alpha.1" || n.PRs != prsOf(res, res.IDs[i]) {
					t.Fatalf("note %d is %s %q, want v1.37.0-alpha.1 %q", i, n.Version, n.PRs, prsOf(res, res.IDs[i]))
				}
			}
			noErrors(t, w)
		})
	}
}

func TestOpenBadFileChangesNothing(t *testing.T) {
	for _, c := range []struct{ path, says string }{
		{"testdata/broken.png", "broken.png is a binary file"},
		{"testdata/README.md", "README.md: no release notes found"},
	} {
		t.Run(filepath.Base(c.path), func(t *testing.T) {
			ctx, w := openServed(t, "version=v1.30.0")
			before, optsBefore := total(t, ctx), releaseOptions(t, ctx)
			pick(t, ctx, c.path)
			got := opened(t, ctx, filepath.Base(c.path), 20*time.Second)
			if !strings.HasPrefix(got, c.says) || strings.Count(got, ". ") > 0 || !strings.HasSuffix(got, "; the notes shown are unchanged.") {
				t.Errorf("notice = %q, want one sentence starting %q", got, c.says)
			}
			if after := total(t, ctx); after != before {
				t.Errorf("data-total went from %d to %d", before, after)
			}
			if opts := releaseOptions(t, ctx); !slices.Equal(opts, optsBefore) {
				t.Errorf("the release picker changed: %d options, was %d", len(opts), len(optsBefore))
			}
			if !strings.Contains(hash(t, ctx), "version=v1.30.0") {
				t.Errorf("the view changed: fragment %q", hash(t, ctx))
			}
			noErrors(t, w)
		})
	}
}

// pasteText pastes text on the page outside the search box, as Ctrl+V
// with text on the clipboard does.
func pasteText(tb testing.TB, ctx context.Context, text string) {
	tb.Helper()
	eval[chromedp.Void](tb, ctx, fmt.Sprintf(`(() => {
  const dt = new DataTransfer();
  dt.setData('text/plain', %q);
  document.getElementById('results').dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true}));
})()`, text))
}

func TestPasteOpensNotes(t *testing.T) {
	data, err := os.ReadFile("testdata/CHANGELOG-1.37.md")
	if err != nil {
		t.Fatal(err)
	}
	ctx, w := openServed(t, "")
	before := total(t, ctx)
	pasteText(t, ctx, string(data))
	got := opened(t, ctx, "the pasted text", 20*time.Second)
	if got != "Loaded the pasted text: 1 release (v1.37.0-alpha.1), replacing the shipped copy of v1.37.0-alpha.1."+keptLabels(t, "testdata/CHANGELOG-1.37.md", i18n.EN) {
		t.Errorf("notice = %q", got)
	}
	if after := total(t, ctx); after != before {
		t.Errorf("data-total = %d, was %d", after, before)
	}
	// A paste into the search box is a search, not a file.
	if err := chromedp.Do(ctx, chromedp.Focus(`#q`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(`#q`, "kubeadm")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm'`)
	noErrors(t, w)
}

// gapProbe records the longest gap between ticks of a 20 ms timer: while
// the page works on a file, a gap is how long the page could not respond.
const gapProbe = `(() => {
  clearInterval(window.__gapTimer);
  window.__gap = {max: 0, last: performance.now()};
  window.__gapTimer = setInterval(() => {
    const now = performance.now();
    __gap.max = Math.max(__gap.max, now - __gap.last);
    __gap.last = now;
  }, 20);
})()`

// gapNow is the longest gap so far, the current one included.
const gapNow = `Math.max(__gap.max, performance.now() - __gap.last)`

// openWithinGap opens data as dir/name through the file input (openFresh,
// checking its notice), checks what opening left and calls after, judging
// the longest the page did not respond meanwhile and its longest task
// (see judgeOpening).
func openWithinGap(t *testing.T, ctx context.Context, dir, name string, data []byte, notice string, after func()) {
	t.Helper()
	t.Logf("%s: %.1f MB", name, float64(len(data))/(1<<20))
	judgeOpening(t, ctx, name, true, func() { openFresh(t, ctx, filepath.Join(dir, name), data, notice) }, after)
}

// judgeOpening calls open, which opens the file name through the file
// input and checks its notice, checks what opening left (leftWholeTimed)
// and calls after; with gap, it also measures the longest the page did not
// respond meanwhile. Both are timings on two shared cores: a gap over
// maxGap, or a task over the hostile bound, counts against the page only
// when opening the file again shows one too (as
// TestLargeChangelogKeepsThePageResponsive does). The hostile bound grows
// with the machine's load as the yardstick measures it, but a neighbour's
// burst between two yardstick runs still lands in one task: in CI, deps.md's
// parse (its longest task about 0.2 s at rest) once ran 307 ms with the
// yardstick at its quiet figure, and 166 ms when opened again; table.md's
// 100,000-row note was once shown in a 349 ms task (about 0.2 s at rest).
func judgeOpening(t *testing.T, ctx context.Context, name string, gap bool, open, after func()) {
	t.Helper()
	type try struct{ gap, task, bound time.Duration }
	var tries []try
	for range 2 {
		var g time.Duration
		if gap {
			eval[chromedp.Void](t, ctx, gapProbe)
		}
		start := time.Now()
		open()
		if gap {
			g = time.Duration(eval[float64](t, ctx, gapNow) * float64(time.Millisecond)).Round(time.Millisecond)
			t.Logf("%s: answered in %v, longest gap %v", name, time.Since(start).Round(time.Millisecond), g)
		}
		task, bound := leftWholeTimed(t, ctx)
		after()
		if tries = append(tries, try{g, task, bound}); g <= maxGap && task <= bound {
			break
		}
		if len(tries) == 1 {
			t.Logf("a gap of %v, a task of %v (bound %v): opening %s again", g, task, bound, name)
		}
	}
	if len(tries) < 2 {
		return
	}
	a, b := tries[0], tries[1]
	if b.gap > maxGap {
		t.Errorf("the page did not respond for %v, then for %v, while opening %s; want at most %v", a.gap, b.gap, name, maxGap)
	}
	if b.task > b.bound {
		t.Errorf("a task took %v, then %v, while %s was opened and shown; want at most %v", a.task, b.task, name, b.bound)
	}
}

// startUpDone waits until start-up's own work after ready (the search
// index, then the warm-up and the collection once idle) is over, so that a
// gap measured next belongs to opening a file.
func startUpDone(t *testing.T, ctx context.Context) {
	t.Helper()
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:search-ready').length > 0`)
	// The warm-up ends with the feature gates, built in slices.
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:gates-ready').length > 0`)
	time.Sleep(1500 * time.Millisecond)
}

// maxGap is the page's slowest response while a file is opened. A page
// that freezes takes seconds (a 30 MB release was one 3 s task before the
// parser paused inside releases); a page that answers, on the two shared
// cores the tests run on, took up to 120 ms in quiet hours and, from one
// hour to the next, up to 257 ms with the same build (the page's garbage
// collection after a 20 MB file, 110-180 ms on its own, and the build of
// cf632ae measured 161-255 ms in the same hour). The bound is set between
// the two, so the test fails a freeze and not a busy hour.
const maxGap = 300 * time.Millisecond

// TestLargeRandomFileIsRefusedAtOnce opens a 50 MB file of random bytes:
// the page must answer within maxGap throughout and refuse it in one
// sentence, before reading it.
func TestLargeRandomFileIsRefusedAtOnce(t *testing.T) {
	random := filepath.Join(t.TempDir(), "random.bin")
	data := make([]byte, 50<<20)
	if _, err := rand.Read(data); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(random, data, 0o644); err != nil {
		t.Fatal(err)
	}

	ctx, w := openServed(t, "")
	before := total(t, ctx)
	startUpDone(t, ctx)

	eval[chromedp.Void](t, ctx, gapProbe)
	pick(t, ctx, random)
	got := opened(t, ctx, "random.bin", 20*time.Second)
	gap := time.Duration(eval[float64](t, ctx, gapNow) * float64(time.Millisecond))
	t.Logf("50 MB of random bytes: longest gap %v; %q", gap.Round(time.Millisecond), got)
	if got != "random.bin is 50.0 MB; files over 32 MB are not release notes and were not read; the notes shown are unchanged." {
		t.Errorf("notice = %q, want the file refused for its size", got)
	}
	if gap > maxGap {
		t.Errorf("the page did not respond for %v while refusing a 50 MB file; want at most %v", gap, maxGap)
	}
	if after := total(t, ctx); after != before {
		t.Errorf("data-total went from %d to %d", before, after)
	}

	noErrors(t, w)
}

// bigChangelog writes a valid changelog of at least size bytes: the release
// sections of the shipped CHANGELOG files, repeated.
func bigChangelog(tb testing.TB, size int) string {
	tb.Helper()
	paths, err := filepath.Glob("../embed/data/changelog/CHANGELOG-*.md")
	if err != nil || len(paths) == 0 {
		tb.Fatalf("no shipped CHANGELOG files: %v", err)
	}
	var sections []string
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		at := strings.Index(string(src), "\n# v")
		if at < 0 {
			tb.Fatalf("%s has no release heading", p)
		}
		sections = append(sections, string(src[at+1:])+"\n")
	}
	var b strings.Builder
	for b.Len() < size {
		for _, s := range sections {
			b.WriteString(s)
		}
	}
	path := filepath.Join(tb.TempDir(), "CHANGELOG-big.md")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// longTasks records the page's long tasks (over 50 ms) from now on; see
// slowest. It also times the yardstick now and every quarter of a second
// from now on, each run a task of its own between the page's (see
// hostileBound).
const longTasks = `(() => {
  window.__yardstick = ` + yardstick + `;
  window.__slowdowns = [__yardstick()];
  clearInterval(window.__yardstickTimer);
  window.__yardstickTimer = setInterval(() => __slowdowns.push(__yardstick()), 250);
  window.__longTasks = [];
  if (window.__longObserver) __longObserver.disconnect();
  window.__longObserver = new PerformanceObserver(list => {
    for (const e of list.getEntries()) __longTasks.push({start: e.startTime, dur: e.duration});
  });
  __longObserver.observe({type: 'longtask'});
})()`

// slowest lists the n longest tasks since longTasks, each with the page's
// open-file marks (kubechangelog:open:*) that fell within it, so a failure
// says which step blocked the page.
func slowest(tb testing.TB, ctx context.Context, n int) []string {
	tb.Helper()
	return eval[[]string](tb, ctx, fmt.Sprintf(`(() => {
  const marks = performance.getEntriesByType('mark').filter(m => m.name.startsWith('kubechangelog:open:'));
  return __longTasks.slice().sort((a, b) => b.dur - a.dur).slice(0, %d).map(t => {
    const within = marks.filter(m => m.startTime >= t.start && m.startTime <= t.start + t.dur).map(m => m.name.slice(19));
    const before = marks.filter(m => m.startTime < t.start).pop();
    return Math.round(t.dur) + ' ms at ' + Math.round(t.start) + ' (after ' + (before ? before.name.slice(19) : 'nothing') + (within.length ? '; ' + within.join(', ') : '') + ')';
  });
})()`, n))
}

// loadedResponsively checks how opening a large file went: the notice got
// starts with notice, and blocked, the longest the page did not respond
// while it did what while says, is within maxGap. It logs the n longest
// tasks first, so that a failure says which step blocked the page.
func loadedResponsively(t *testing.T, ctx context.Context, n int, got, notice string, blocked time.Duration, while string) {
	t.Helper()
	loaded(t, ctx, n, got, notice)
	if blocked > maxGap {
		t.Errorf("the page did not respond for %v while %s; want at most %v", blocked, while, maxGap)
	}
}

// loaded is loadedResponsively without the gap: it logs the n longest
// tasks and checks that the notice got starts with notice.
func loaded(t *testing.T, ctx context.Context, n int, got, notice string) {
	t.Helper()
	for _, s := range slowest(t, ctx, n) {
		t.Logf("long task: %s", s)
	}
	if !strings.HasPrefix(got, notice) {
		t.Errorf("notice = %q, want it to start with %q", got, notice)
	}
}

// TestLargeChangelogKeepsThePageResponsive opens a 20 MB valid changelog:
// a timer in the page must keep firing within maxGap while the page reads,
// parses and shows it, and the page must end saying it loaded the file.
//
// The gap is a timing on two shared cores, where another process can hold
// the page's core for tens of milliseconds: in quiet runs the same build
// measured 74 to 120 ms, its longest tasks 60 to 85 ms, and 100 to 257 ms
// in a busier hour (see maxGap). A gap over maxGap counts against the page
// only when a second opening, in a fresh tab, shows one too: a page that
// blocks does so both times.
func TestLargeChangelogKeepsThePageResponsive(t *testing.T) {
	big := bigChangelog(t, 20<<20)
	want, _ := withFile(t, big)
	var gaps []time.Duration
	for range 2 {
		ctx, w := openServed(t, "")
		startUpDone(t, ctx)
		eval[chromedp.Void](t, ctx, longTasks)
		eval[chromedp.Void](t, ctx, gapProbe)
		start := time.Now()
		pick(t, ctx, big)
		got := opened(t, ctx, "CHANGELOG-big.md", 120*time.Second)
		took := time.Since(start)
		// The page's work goes on after the notice: it collects, indexes
		// the new notes for search and, once idle, collects again.
		waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:open:indexed').length > 0`)
		time.Sleep(time.Second)
		gap := time.Duration(eval[float64](t, ctx, gapNow) * float64(time.Millisecond))
		t.Logf("20 MB changelog: opened in %v, longest gap %v; %q", took.Round(time.Millisecond), gap.Round(time.Millisecond), got)
		// The idle collection waits for the opening to end: run while
		// the new store or its search index was half built, it was one
		// task of 0.16–0.24 s, marking both stores and the build's
		// tables (the longest task of most such openings).
		if during := eval[[]float64](t, ctx, `(() => {
  const at = name => performance.getEntriesByName(name)[0].startTime;
  const read = at('kubechangelog:open:read'), indexed = at('kubechangelog:open:indexed');
  return performance.getEntriesByName('kubechangelog:idle:collected').map(m => m.startTime).filter(s => s > read && s < indexed);
})()`); len(during) > 0 {
			t.Errorf("the idle collection ran at %v ms, while the file was being opened (read to indexed)", during)
		}
		loaded(t, ctx, 8, got, "Loaded CHANGELOG-big.md: ")
		if after := total(t, ctx); after != changes(want) {
			t.Errorf("data-total = %d, the engine with the file has %d", after, changes(want))
		}
		noErrors(t, w)
		if gaps = append(gaps, gap); gap <= maxGap {
			return
		}
	}
	t.Errorf("the page did not respond for %v, then for %v in a fresh tab, while opening a 20 MB changelog; want at most %v", gaps[0], gaps[1], maxGap)
}

// TestPasteSpeaksThePageLanguage pastes into the Japanese page: text that
// holds no release notes is refused, and a CHANGELOG is loaded, each in one
// Japanese sentence, the parser's reason included.
func TestPasteSpeaksThePageLanguage(t *testing.T) {
	data, err := os.ReadFile("testdata/CHANGELOG-1.37.md")
	if err != nil {
		t.Fatal(err)
	}
	ctx, w := openServed(t, "lang=ja")
	paste := func(text string) {
		eval[chromedp.Void](t, ctx, `document.getElementById('notices').textContent = ''`)
		pasteText(t, ctx, text)
	}
	paste("just a shopping list\n\n- eggs\n- milk\n")
	got := opened(t, ctx, "貼り付けたテキスト", 10*time.Second)
	if !strings.HasPrefix(got, "貼り付けたテキスト: ") || !strings.Contains(got, "表示中のノートは変わりません") || strings.Contains(got, "release notes") {
		t.Errorf("refusal = %q, want one Japanese sentence", got)
	}
	paste(string(data))
	got = opened(t, ctx, "v1.37.0-alpha.1", 20*time.Second)
	if got != "貼り付けたテキスト を読み込みました: 1 件のリリース (v1.37.0-alpha.1)。同梱の v1.37.0-alpha.1 を置き換えました。"+keptLabels(t, "testdata/CHANGELOG-1.37.md", i18n.JA) {
		t.Errorf("notice = %q", got)
	}
	noErrors(t, w)
}

// deepNotes is a CHANGELOG of one release whose two notes nest ordered
// lists 7,000 deep, as "1. 1. 1. … x" and "1) 1) 1) … x": 42 KB that
// overflowed the JavaScript stack in the module's recursive parse.
func deepNotes() []byte {
	return []byte("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- " + strings.Repeat("1. ", 7000) + "deepdot\n- " + strings.Repeat("1) ", 7000) + "deepparen\n")
}

// TestDeeplyNestedFileNeverSticks opens the 7,000-deep file: the page says
// what became of it (not "Reading o.md…" forever), shows its notes, and a
// good file opened next loads as usual (not "Still reading another file").
func TestDeeplyNestedFileNeverSticks(t *testing.T) {
	ctx, w := openServed(t, "")
	drop(t, ctx, "o.md", deepNotes())
	got := opened(t, ctx, "o.md", 30*time.Second)
	if got != "Loaded o.md: 1 release (v1.99.0)." {
		t.Errorf("notice = %q", got)
	}
	chooseRelease(t, ctx, "v1.99.0")
	text := eval[string](t, ctx, `document.getElementById('results').textContent`)
	if n := total(t, ctx); n != 2 || !strings.Contains(text, "deepdot") || !strings.Contains(text, "deepparen") {
		t.Errorf("v1.99.0 shows %d notes; deepdot shown: %v, deepparen shown: %v", n, strings.Contains(text, "deepdot"), strings.Contains(text, "deepparen"))
	}
	pick(t, ctx, "testdata/CHANGELOG-1.37.md")
	if got := opened(t, ctx, "CHANGELOG-1.37.md", 20*time.Second); !strings.Contains(got, "Loaded CHANGELOG-1.37.md: 1 release (v1.37.0-alpha.1)") {
		t.Errorf("the next file: notices %q", got)
	}
	noErrors(t, w)
}

// TestUncaughtErrorBecomesANotice: a JavaScript exception that escapes
// every handler (as the engine's RangeError on a stack overflow does,
// unwinding the module past its recover) is shown as a notice, and the
// page still opens a file afterwards.
func TestUncaughtErrorBecomesANotice(t *testing.T) {
	ctx, _ := openServed(t, "")
	eval[chromedp.Void](t, ctx, `setTimeout(() => { throw new RangeError('Maximum call stack size exceeded'); })`)
	waitFor(t, ctx, `document.getElementById('notices').textContent.includes('RangeError: Maximum call stack size exceeded')`)
	if got := eval[string](t, ctx, `document.getElementById('notices').textContent`); !strings.HasPrefix(got, "Something went wrong (the page): RangeError: Maximum call stack size exceeded.") {
		t.Errorf("notice = %q", got)
	}
	pick(t, ctx, "testdata/CHANGELOG-1.37.md")
	if got := opened(t, ctx, "CHANGELOG-1.37.md", 20*time.Second); !strings.Contains(got, "Loaded CHANGELOG-1.37.md") {
		t.Errorf("after the error, opening a file: notices %q", got)
	}
}

// TestOpenFileWithBOMCRLFAndARepeatedRelease opens a real CHANGELOG saved
// with a byte-order mark and CRLF line endings, its release written twice:
// the page loads it, keeps the notes of both sections in one release (as
// the command line does), and says so.
func TestOpenFileWithBOMCRLFAndARepeatedRelease(t *testing.T) {
	src, err := os.ReadFile("testdata/CHANGELOG-1.37.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	release := s[strings.Index(s, "\n# v1.37.0-alpha.1\n")+1:]
	data := "\ufeff" + strings.ReplaceAll(s+"\n"+release, "\n", "\r\n")
	want, _ := withFile(t, "testdata/CHANGELOG-1.37.md")
	once := want.Query(notes.State{Version: "v1.37.0-alpha.1"}).Total()

	ctx, w := openServed(t, "")
	drop(t, ctx, "twice.md", []byte(data))
	got := opened(t, ctx, "twice.md", 20*time.Second)
	for _, say := range []string{
		"Loaded twice.md: 1 release (v1.37.0-alpha.1), replacing the shipped copy of v1.37.0-alpha.1.",
		"twice.md has 2 sections for v1.37.0-alpha.1; their notes were merged into one release.",
	} {
		if !strings.Contains(got, say) {
			t.Errorf("notices %q lack %q", got, say)
		}
	}
	chooseRelease(t, ctx, "v1.37.0-alpha.1")
	if n := total(t, ctx); once == 0 || n != 2*once {
		t.Errorf("v1.37.0-alpha.1 shows %d notes, want twice the %d of one section", n, once)
	}
	noErrors(t, w)
}

// TestLargeReleaseKeepsThePageResponsive opens a file of one release of
// 8 MB (the shipped CHANGELOGs' sections, their release headings made
// second-level): the parser pauses inside the release, not only between
// releases, so while the file is parsed no task of the page runs longer
// than maxGap. (Building the store and the search index afterwards is
// measured by TestLargeChangelogKeepsThePageResponsive.)
func TestLargeReleaseKeepsThePageResponsive(t *testing.T) {
	src, err := os.ReadFile(bigChangelog(t, 8<<20))
	if err != nil {
		t.Fatal(err)
	}
	one := "# v1.99.0\n" + strings.ReplaceAll("\n"+string(src), "\n# v", "\n## v")
	path := filepath.Join(t.TempDir(), "CHANGELOG-one.md")
	if err := os.WriteFile(path, []byte(one), 0o644); err != nil {
		t.Fatal(err)
	}
	rels, err := changelog.Parse([]byte(one), "CHANGELOG-one.md")
	if err != nil || len(rels) != 1 {
		t.Fatalf("the file holds %d releases, want 1", len(rels))
	}

	ctx, w := openServed(t, "")
	startUpDone(t, ctx)
	eval[chromedp.Void](t, ctx, longTasks)
	pick(t, ctx, path)
	got := opened(t, ctx, "CHANGELOG-one.md", 120*time.Second)
	// The longest task that overlaps parsing: from the file read to parsed.
	longest := eval[float64](t, ctx, `(() => {
  const at = name => performance.getEntriesByName('kubechangelog:open:' + name).pop().startTime;
  const from = at('read'), to = at('parsed');
  return Math.max(0, ...__longTasks.filter(e => e.start < to && e.start + e.dur > from).map(e => e.dur));
})()`)
	parsing := time.Duration(longest * float64(time.Millisecond))
	t.Logf("one 8 MB release: longest task while parsing %v; %q", parsing.Round(time.Millisecond), got)
	loadedResponsively(t, ctx, 5, got, "Loaded CHANGELOG-one.md: 1 release (v1.99.0).", parsing, "one 8 MB release was parsed")
	noErrors(t, w)
}
