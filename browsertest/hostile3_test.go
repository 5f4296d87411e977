//go:build !js

package browsertest

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// release99 is a CHANGELOG of one release, v1.99.0, whose Feature section
// is body (list items, or anything else).
func release99(body string) string {
	return "# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n" + body
}

// cite is the trailer of a note citing pull request pr.
func cite(pr int) string {
	return fmt.Sprintf(" ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@mallory](https://github.com/mallory)) [SIG Node]\n", pr, pr)
}

// TestHostile3ShapesNeverJamThePage opens, through the page's own file
// input, files of shapes the earlier hostile tests did not try (made
// here, not committed): mixed and CR-only line endings, an unclosed
// <details>, a note of one 1 MB word and one of 100,000 distinct words
// (the search index, the dictionary and the highlight; only a note's
// first 64 KiB are searched, see search.maxDocText), lists nested
// 5,000 deep by indentation, 100,000 one-character items, 50,000 kind
// headings, 40-digit pull-request numbers and 10 KB authors, invisible
// and bidi characters in versions and SIG names, and markup in SIG names,
// versions and links. Each ends in a one-sentence notice, with no
// uncaught exception, no task over maxHostileTask, nothing loaded before
// lost, no request to another host, and the search answering. Then a good
// file opens and the URL, compare, export and the gates view work.
func TestHostile3ShapesNeverJamThePage(t *testing.T) {
	var words strings.Builder
	for i := range 100_000 {
		fmt.Fprintf(&words, "w%x ", i)
	}
	var deep strings.Builder
	for i := range 5000 {
		deep.WriteString(strings.Repeat(" ", 2*i) + "- x\n")
	}
	author := strings.Repeat("a", 10<<10)
	// One sentence naming 30,000 feature gates: reading each looked at
	// the whole sentence and every other name, and froze the page for
	// minutes once the file was opened (notes.maxGateText).
	var gates strings.Builder
	gates.WriteString("- lastword: the feature gates ")
	for i := range 30_000 {
		gates.WriteString("HostileGateOne" + strconv.Itoa(i) + ", ")
	}
	gates.WriteString("and LastGateX graduated to GA")
	cases := []struct {
		name   string
		data   string
		notice string // the notice starts with it
		notes  int    // notes v1.99.0 shows after it, or 0 to skip
		query  string // a search whose results mark lastword (or mark)
		mark   string // the text marked instead, if not lastword
		check  string // a JavaScript expression that must be true
		gate   string // a gate of the file the gates view must list
	}{
		{name: "endings.md", data: "# v1.99.0\r\n\r## Changes by Kind\n\r\n### Feature\r- one lastword" + strings.TrimSuffix(cite(990501), "\n") + "\r\n- two\r- three\n\r\n### Bug or Regression\r\n\r- four\r",
			notice: "Loaded endings.md: 1 release (v1.99.0)", notes: 4, query: "lastword"},
		{name: "carriage.md", data: strings.Repeat("\r", 100_000), notice: "carriage.md is empty"},
		{name: "details.md", data: release99("- a <details><summary>open\n\n<details>\n\n" + strings.Repeat("- z\n\n", 20_000) + "- lastword" + cite(990502)),
			notice: "Loaded details.md: 1 release (v1.99.0)", query: "lastword"},
		{name: "oneword.md", data: release99("- " + strings.Repeat("a", 1<<20) + " lastword" + cite(990503)),
			notice: "Loaded oneword.md: 1 release (v1.99.0)", notes: 1, query: "aaaaaaaa", mark: "aaaaaaaa"},
		{name: "dictionary.md", data: release99("- " + words.String() + " lastword" + cite(990504)),
			notice: "Loaded dictionary.md: 1 release (v1.99.0)", notes: 1, query: "w1869", mark: "w1869"},
		{name: "deep.md", data: release99("- lastword" + cite(990505) + deep.String()),
			notice: "Loaded deep.md: 1 release (v1.99.0)", query: "lastword"},
		{name: "items.md", data: release99(strings.Repeat("-\n", 50_000) + strings.Repeat("- a\n", 50_000) + "- lastword" + cite(990506)),
			notice: "Loaded items.md: 1 release (v1.99.0)", query: "lastword"},
		{name: "kinds.md", data: "# v1.99.0\n\n## Changes by Kind\n\n" + strings.Repeat("### Feature\n", 50_000) + "- lastword" + cite(990507),
			notice: "Loaded kinds.md: 1 release (v1.99.0)", notes: 1, query: "lastword"},
		{name: "numbers.md", data: release99(strings.Repeat("- x ([#1234567890123456789012345678901234567890](https://github.com/kubernetes/kubernetes/pull/1234567890123456789012345678901234567890), [@"+author+"](https://github.com/"+author+")) @"+author+" (#99999999999999999999)\n", 20) + "- lastword" + cite(990508)),
			notice: "Loaded numbers.md: 1 release (v1.99.0)", notes: 21, query: "lastword",
			check: `document.getElementById('results').textContent.length < 500000`},
		// A bidi override makes "\u202eedoN" read "Node": a SIG that is
		// not node would pass for it in the filters and the chips.
		{name: "invisible.md", data: "# v1.\u200b98.0\u202e\n\n## Changes by Kind\n\n### Feature\n\n- hidden\n\n" +
			release99("- one [SIG \u202eedoN]\n- two [SIG No\u200bde]\n- lastword"+cite(990509)),
			notice: "Loaded invisible.md: 2 releases", notes: 3, query: "lastword",
			check: `!/[\u200b\u202e]/.test(document.getElementById('facet-groups').textContent + Array.from(document.querySelectorAll('#results button.chip')).map(b => b.textContent + b.dataset.value).join(''))`},
		{name: "gatelist.md", data: release99(gates.String() + cite(990511)),
			notice: "Loaded gatelist.md: 1 release (v1.99.0)", notes: 1, query: "lastword", gate: "HostileGateOne0"},
		{name: "markup.md", data: "# v1.99.0\n\n## Changelog since v1.98.0<img src=x onerror=window.pwned=1>\n\n## Changes by Kind\n\n### Feature\n\n" +
			"- sig markup [SIG <img src=x onerror=window.pwned=1>, \"><script>window.pwned=1</script>]\n" +
			"- image ![i](https://evil.example/p.png) and ![d](data:image/svg+xml,<svg onload=window.pwned=1>) [ref][r] [s](<javascript:window.pwned=1>) [q](https://example.com \"a\\\" onmouseover=window.pwned=1\")\n\n" +
			"  [r]: javascript:window.pwned=1\n" +
			"- lastword" + cite(990510),
			notice: "Loaded markup.md: 1 release (v1.99.0)", notes: 3, query: "lastword"},
	}
	ctx, w := withAFileOpen(t)
	eval[chromedp.Void](t, ctx, `delete window.pwned`)
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			openHostile(t, ctx, filepath.Join(dir, c.name), []byte(c.data), c.notice)
			if c.query != "" {
				chooseRelease(t, ctx, "v1.99.0")
				if n := total(t, ctx); c.notes > 0 && n != c.notes {
					t.Errorf("v1.99.0 shows %d notes, want %d", n, c.notes)
				}
				if bad := eval[[]string](t, ctx, unsafe); len(bad) > 0 {
					t.Errorf("the notes hold unsafe markup: %q", bad)
				}
				if c.check != "" && !eval[bool](t, ctx, c.check) {
					t.Errorf("not so: %s", c.check)
				}
				setControl(t, ctx, "q", c.query, "input")
				waitFor(t, ctx, fmt.Sprintf(`document.getElementById('results').dataset.query === %q`, c.query))
				waitSettled(t, ctx)
				mark := cmp.Or(c.mark, "lastword")
				if !eval[bool](t, ctx, fmt.Sprintf(`Array.from(document.querySelectorAll('#results article.note mark')).some(m => m.textContent.toLowerCase().includes(%q))`, mark)) {
					t.Errorf("searching %q does not show %q marked", c.query, mark)
				}
				setControl(t, ctx, "q", "", "input")
				waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
				waitSettled(t, ctx)
			}
			if c.gate != "" {
				// The gates view reads the file's gates (a build the page
				// runs once, over every note it holds).
				eval[chromedp.Void](t, ctx, fmt.Sprintf(`location.hash = 'gates&q=%s'`, c.gate))
				if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](fmt.Sprintf(`[...document.querySelectorAll('#gates-list li.gate')].some(li => li.textContent.includes(%q))`, c.gate), chromedp.WithPollingTimeout(60*time.Second))); err != nil {
					t.Fatalf("the gates view does not list %s: %v", c.gate, err)
				}
				waitSettled(t, ctx)
				eval[chromedp.Void](t, ctx, `location.hash = ''`)
				waitFor(t, ctx, `document.documentElement.dataset.mode !== 'gates'`)
			}
			leftWhole(t, ctx)
			noErrors(t, w)
		})
	}
	// A good file after them all, then the URL, compare, export and the
	// gates view, each over what the hostile files left loaded.
	pick(t, ctx, "testdata/CHANGELOG-1.37.md")
	if got := opened(t, ctx, "CHANGELOG-1.37.md", 20*time.Second); !strings.Contains(got, "Loaded CHANGELOG-1.37.md") {
		t.Errorf("the good file after the hostile ones: notices %q", got)
	}
	if opts := releaseOptions(t, ctx); !slices.Contains(opts, "v1.99.0") || !slices.Contains(opts, "v1.37.0-alpha.1") {
		t.Errorf("releases opened are gone: %q", opts)
	}
	eval[chromedp.Void](t, ctx, `location.hash = 'version=v1.99.0&q=lastword'`)
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'lastword' && document.querySelector('#results article.note mark') !== null`)
	waitSettled(t, ctx)
	eval[chromedp.Void](t, ctx, `location.hash = 'from=v1.37.0-alpha.1&to=v1.99.0'`)
	waitFor(t, ctx, `!document.getElementById('compare-view').hidden && document.querySelector('#compare-view .range-title')?.textContent.includes('v1.99.0')`)
	waitSettled(t, ctx)
	openExport(t, ctx)
	if md := eval[string](t, ctx, `document.getElementById('export-text').value`); !strings.Contains(md, "lastword") || len(md) > 8<<20 {
		t.Errorf("the export of the comparison (%d bytes) lacks the hostile release's notes", len(md))
	}
	eval[chromedp.Void](t, ctx, `document.getElementById('export-close').click()`)
	eval[chromedp.Void](t, ctx, `location.hash = 'gates'`)
	waitFor(t, ctx, `!document.getElementById('gates-view').hidden && document.querySelectorAll('#gates-list *').length > 0`)
	waitSettled(t, ctx)
	time.Sleep(500 * time.Millisecond) // anything deferred (onerror, timers) fires
	if pwned := eval[string](t, ctx, `typeof window.pwned`); pwned != "undefined" {
		t.Errorf("a payload ran: window.pwned is %s", pwned)
	}
	noErrors(t, w)
	_, requests, _ := w.seen()
	onlyOwnHost(t, server.URL, requests)
}

// TestHugeVersionNumbersOpen opens releases whose version numbers are 20
// digits long (valid semver, past any integer): each is listed and shown,
// compared with a shipped release and with each other, and the gates view
// opens, with no uncaught exception.
func TestHugeVersionNumbersOpen(t *testing.T) {
	const huge = "99999999999999999999"
	versions := []string{"v1." + huge + ".0", "v1.30." + huge, "v1.30.0-alpha." + huge, "v" + huge + ".30.0"}
	var src strings.Builder
	for i, v := range versions {
		src.WriteString("# " + v + "\n\n## Changes by Kind\n\n### Feature\n\n- huge version note" + cite(990600+i) + "\n")
	}
	path := filepath.Join(t.TempDir(), "huge.md")
	if err := os.WriteFile(path, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, w := openServed(t, "")
	startUpDone(t, ctx)
	pick(t, ctx, path)
	if got := opened(t, ctx, "huge.md", 30*time.Second); !strings.HasPrefix(got, "Loaded huge.md: 4 releases") || len(got) > 300 {
		t.Errorf("notice = %.300q", got)
	}
	opts := releaseOptions(t, ctx)
	for _, v := range versions {
		if !slices.Contains(opts, v) {
			t.Errorf("%s is not among the releases", v)
			continue
		}
		chooseRelease(t, ctx, v)
		if n := total(t, ctx); n != 1 {
			t.Errorf("%s shows %d notes, want 1", v, n)
		}
	}
	for _, r := range [][2]string{{"v1.30.0", versions[0]}, {versions[2], versions[1]}, {versions[1], versions[3]}} {
		eval[chromedp.Void](t, ctx, fmt.Sprintf(`location.hash = 'from=%s&to=%s'`, r[0], r[1]))
		waitFor(t, ctx, fmt.Sprintf(`!document.getElementById('compare-view').hidden && (document.querySelector('#compare-view .range-title')?.textContent || '').includes(%q)`, r[1]))
		waitSettled(t, ctx)
		if n := total(t, ctx); n < 1 {
			t.Errorf("%s → %s shows no notes", r[0], r[1])
		}
	}
	eval[chromedp.Void](t, ctx, `location.hash = 'gates'`)
	waitFor(t, ctx, `!document.getElementById('gates-view').hidden && document.querySelectorAll('#gates-list *').length > 0`)
	waitSettled(t, ctx)
	noErrors(t, w)
}

// TestInvisibleFileNameIsQuoted opens files whose names hold a bidi
// override and a zero-width space: every notice names them quoted and
// escaped, so "\u202edm.exe" does not turn the notice around it backwards
// (it read "Loaded ).0.99.1v( esaeler 1 :exe.md") and nothing hides in it.
// The second is picked the moment the first one's notice shows: it opens.
func TestInvisibleFileNameIsQuoted(t *testing.T) {
	dir := t.TempDir()
	good, empty := filepath.Join(dir, "\u202edm.exe"), filepath.Join(dir, "CHANGE\u200bLOG.md")
	if err := os.WriteFile(good, []byte(release99("- x"+cite(990700))), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(empty, []byte("\r\r\r"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, w := openServed(t, "")
	startUpDone(t, ctx)
	for _, c := range []struct{ path, notice string }{
		{good, `Loaded "\u202edm.exe": 1 release (v1.99.0)`},
		{empty, `"CHANGE\u200bLOG.md" is empty`},
	} {
		eval[chromedp.Void](t, ctx, `document.getElementById('notices').textContent = ''`)
		pick(t, ctx, c.path)
		got := opened(t, ctx, c.notice, 30*time.Second)
		if strings.ContainsAny(got, "\u202e\u200b") {
			t.Errorf("the notice holds the name's invisible characters: %q", got)
		}
		// The second file is picked as soon as the first one's notice
		// shows, its status gone: before, it was refused with "Still
		// reading another file" while the first one's search index was
		// built, with nothing on the page being read.
		if strings.Contains(got, "Still reading") {
			t.Errorf("a file picked once the last one was shown was refused: %q", got)
		}
	}
	noErrors(t, w)
}
