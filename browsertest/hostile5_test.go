//go:build !js

package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// Shapes of the fifth round (made here, not committed): sections other
// than the notes at sizes no upstream file reaches, and what a person
// does with them next.

// depsRelease is v1.99.0 with one note and a Dependencies section of n
// added and n changed modules.
func depsRelease(n int) string {
	var b strings.Builder
	b.WriteString(release99("- lastword" + cite(990901)))
	b.WriteString("\n## Dependencies\n\n### Added\n")
	for i := range n {
		fmt.Fprintf(&b, "- example.com/added%d: v1.0.%d\n", i, i)
	}
	b.WriteString("\n### Changed\n")
	for i := range n {
		fmt.Fprintf(&b, "- example.com/changed%d: v1.0.0 → v1.0.%d\n", i, i+1)
	}
	return b.String()
}

// cveRelease is v1.99.0 with one note and n CVE sections in its
// Important Security Information.
func cveRelease(n int) string {
	var b strings.Builder
	b.WriteString("# v1.99.0\n\n## Important Security Information\n\nThis release contains changes that address the following vulnerabilities:\n\n")
	for i := range n {
		fmt.Fprintf(&b, "### CVE-2099-%d: Hostile issue %d\n\nA security issue number %d was discovered.\n\n", 100000+i, i, i)
	}
	b.WriteString("## Changes by Kind\n\n### Feature\n\n- lastword" + cite(990902))
	return b.String()
}

// themesRelease is v1.99.0 with one note and Major Themes of about size
// bytes, in themes of a heading and a paragraph.
func themesRelease(size int) string {
	var b strings.Builder
	b.WriteString("# v1.99.0\n\n## Major Themes\n\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "### Theme number %d\n\nThe theme %d brings *many* things to `kubectl`.\n\n", i, i)
	}
	b.WriteString("## Changes by Kind\n\n### Feature\n\n- lastword" + cite(990903))
	return b.String()
}

// authorsRelease is v1.99.0 with n notes of n distinct authors.
func authorsRelease(n int) string {
	var b strings.Builder
	b.WriteString(release99(""))
	for i := range n {
		fmt.Fprintf(&b, "- Note number %d ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@author%d](https://github.com/author%d)) [SIG Node]\n", i, 900000+i, 900000+i, i, i)
	}
	return b.String()
}

// TestHostile5ShapesNeverJamThePage opens each shape through the file
// input, then shows its release, a comparison from the release opened
// before, that comparison's export and a release again, then opens the
// same file a second time: no task over maxHostileTask, a one-sentence
// notice, nothing loaded before lost, no uncaught exception. Before, the
// comparison's advisories were deduplicated by a look through the list
// (10,000 CVEs: a task of 0.9 s), and the export of a comparison made
// right after a file was opened built the feature gates in one task
// (0.8–1.7 s, and 3.8 s when built beside the background build).
func TestHostile5ShapesNeverJamThePage(t *testing.T) {
	ctx, w := withAFileOpen(t)
	dir := t.TempDir()
	cases := []struct{ name, data string }{
		// 50,000 modules.
		{"deps.md", depsRelease(25_000)},
		{"cves.md", cveRelease(10_000)},
		{"themes.md", themesRelease(1 << 20)},
		{"authors.md", authorsRelease(10_000)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			openHostileLeftWhole(t, ctx, filepath.Join(dir, c.name), []byte(c.data), "Loaded "+c.name+": 1 release (v1.99.0)")
			withinHostileBound(t, ctx, "release", func() { chooseRelease(t, ctx, "v1.99.0") })
			if text := eval[string](t, ctx, `document.getElementById('results').textContent`); !strings.Contains(text, "lastword") && c.name != "authors.md" {
				t.Errorf("v1.99.0 does not show its note")
			}
			withinHostileBound(t, ctx, "compare", func() {
				eval[chromedp.Void](t, ctx, `location.hash = 'from=v1.37.0-alpha.1&to=v1.99.0'`)
				waitFor(t, ctx, `location.hash.includes('from=')`)
			})
			switch c.name {
			case "deps.md":
				depsListedByPage(t, ctx, filepath.Join(dir, c.name))
			case "cves.md":
				securityListedByPage(t, ctx, filepath.Join(dir, c.name))
			}
			withinHostileBound(t, ctx, "export", func() {
				eval[chromedp.Void](t, ctx, `document.getElementById('export').click()`)
				waitFor(t, ctx, `document.getElementById('export-text').value.includes('v1.99.0') && !document.getElementById('export-copy').disabled`)
			})
			eval[chromedp.Void](t, ctx, `document.querySelector('dialog[open]')?.close()`)
			withinHostileBound(t, ctx, "back", func() {
				eval[chromedp.Void](t, ctx, `location.hash = 'version=v1.37.0-alpha.1'`)
			})
			// The same file again: replaced by itself, nothing lost.
			openHostileLeftWhole(t, ctx, filepath.Join(dir, c.name), []byte(c.data), "Loaded "+c.name+": 1 release (v1.99.0)")
			noErrors(t, w)
		})
	}
}

// depsListedByPage checks the comparison's dependency section after a
// file of 50,000 modules: the modules the engine (and so the CLI's diff)
// lists, a page at a time (listedByPage). Before, the section was written
// whole in one task of 0.4 s, and leaving it removed 100,000 nodes in
// another of 0.3 s.
func depsListedByPage(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	cmp := comparedWithFile(t, path)
	var want []string
	deps, _ := cmp.Deps()
	for _, d := range deps {
		want = append(want, d.Module)
	}
	if len(want) != 50_000 {
		t.Fatalf("the engine lists %d modules, want 50,000", len(want))
	}
	waitFor(t, ctx, `!document.getElementById('compare-deps').hidden && document.querySelector('#dependencies .list-more') !== null`)
	listedByPage(t, ctx, "dependencies", "module", want)
}

// securityListedByPage checks the comparison's security fixes after a
// file of 10,000 advisories: the CVEs the engine lists, a page at a time
// (listedByPage). Before, the head held all of them, 2.9 MB of HTML
// written in one task of 0.25–0.38 s (the longer on the slower machine).
func securityListedByPage(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	cmp := comparedWithFile(t, path)
	var want []string
	for _, f := range cmp.Security {
		want = append(want, f.CVE)
	}
	for _, n := range cmp.CVENotes {
		want = append(want, n.CVE)
	}
	if len(want) < 10_000 {
		t.Fatalf("the engine lists %d security fixes, want 10,000 at least", len(want))
	}
	listedByPage(t, ctx, "security", "cve", want)
}

// comparedWithFile is the engine's comparison v1.37.0-alpha.1 → v1.99.0
// with the file at path opened, as the page compares it.
func comparedWithFile(t *testing.T, path string) *notes.Comparison {
	t.Helper()
	s, _ := withFile(t, path)
	cmp, err := s.Diff("v1.37.0-alpha.1", "v1.99.0")
	if err != nil {
		t.Fatal(err)
	}
	return cmp
}

// listedByPage checks a comparison's paged list (the section with id)
// against want, the engine's rows in order (each row's data-KEY): its
// heading counts them all, the first view.ListPage are listed, and each
// click on "Show 1,000 more of …" adds the next page within
// maxHostileTask.
func listedByPage(t *testing.T, ctx context.Context, id, key string, want []string) {
	t.Helper()
	listed := func(n int) {
		t.Helper()
		got := eval[[]string](t, ctx, fmt.Sprintf(`[...document.querySelectorAll('#%s li')].map(li => li.dataset.%s)`, id, key))
		if !slices.Equal(got, want[:n]) {
			t.Errorf("#%s lists %d rows (first %q), want the engine's first %d (%q)", id, len(got), got[:min(3, len(got))], n, want[:3])
		}
	}
	if got := eval[string](t, ctx, fmt.Sprintf(`document.getElementById(%q).querySelector('h2, h3').textContent`, id)); !strings.Contains(got, strconv.Itoa(len(want))) {
		t.Errorf("#%s's heading says %q, not %d", id, got, len(want))
	}
	listed(view.ListPage)
	for i := range 2 {
		label := fmt.Sprintf("Show 1,000 more of %s", i18n.Count(len(want)-(i+1)*view.ListPage))
		if got := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('#%s .list-more').textContent`, id)); got != label {
			t.Errorf("#%s's button says %q, want %q", id, got, label)
		}
		withinHostileBound(t, ctx, fmt.Sprintf("more-%s%d", id, i), func() {
			eval[chromedp.Void](t, ctx, fmt.Sprintf(`document.querySelector('#%s .list-more').click()`, id))
		})
		listed((i + 2) * view.ListPage)
	}
}

// TestManyOneWordNotesNeverJamThePage opens a release of 100,000 one-word
// notes and does what a person does with it: a search keystroke, "Show
// more" to the end of a page or two, j and k through the notes, and all
// releases. And a file opened while it is still being read is refused
// with a notice, the first still loading whole.
func TestManyOneWordNotesNeverJamThePage(t *testing.T) {
	const n = 100_000
	var b strings.Builder
	b.WriteString(release99(""))
	for i := range n {
		fmt.Fprintf(&b, "- w%d\n", i)
	}
	ctx, w := withAFileOpen(t)
	dir := t.TempDir()
	second := filepath.Join(dir, "second.md")
	if err := writeFile(second, "# v1.98.0\n\n## Changes by Kind\n\n### Feature\n\n- second"+cite(990904)); err != nil {
		t.Fatal(err)
	}
	eval[chromedp.Void](t, ctx, `document.getElementById('notices').textContent = ''`)
	eval[chromedp.Void](t, ctx, longTasks)
	path := filepath.Join(dir, "words.md")
	if err := writeFile(path, b.String()); err != nil {
		t.Fatal(err)
	}
	// Every notice the page shows from now on, a later one may replace it.
	eval[chromedp.Void](t, ctx, `window.__said = []; new MutationObserver(() => __said.push(document.getElementById('notices').textContent)).observe(document.getElementById('notices'), {childList: true, subtree: true, characterData: true})`)
	pick(t, ctx, path)
	// While words.md is read, another file is refused.
	waitFor(t, ctx, `!document.getElementById('open-status').hidden`)
	pick(t, ctx, second)
	got := opened(t, ctx, "words.md", 120*time.Second)
	if !strings.Contains(got, "Loaded words.md: 1 release (v1.99.0)") {
		t.Errorf("notices = %.300q", got)
	}
	// second.md is refused while words.md is read, or opened after it
	// when it came while words.md was indexed for search (see
	// startOpen): either way it says so, and words.md stays whole.
	time.Sleep(time.Second)
	waitSettled(t, ctx)
	said := eval[[]string](t, ctx, `__said`)
	t.Logf("notices: %.600q; status %q", said, eval[string](t, ctx, `document.getElementById('open-status').textContent`))
	if !slices.ContainsFunc(said, func(n string) bool {
		return strings.Contains(n, "Still reading another file; open second.md when it is done.") || strings.Contains(n, "Loaded second.md")
	}) {
		t.Errorf("second.md, picked while words.md was read, was neither refused nor opened: notices %.600q", said)
	}
	leftWhole(t, ctx)
	withinHostileBound(t, ctx, "release", func() { chooseRelease(t, ctx, "v1.99.0") })
	if got := total(t, ctx); got != n {
		t.Errorf("v1.99.0 shows %d notes, want %d", got, n)
	}
	withinHostileBound(t, ctx, "search", func() {
		setControl(t, ctx, "q", "w99999", "input")
		waitFor(t, ctx, `document.getElementById('results').dataset.query === 'w99999'`)
	})
	if first := eval[string](t, ctx, `document.querySelector('#results article.note')?.textContent ?? ''`); !strings.Contains(first, "w99999") {
		t.Errorf("searching w99999 shows first %.200q", first)
	}
	withinHostileBound(t, ctx, "clear", func() {
		setControl(t, ctx, "q", "", "input")
		waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
	})
	withinHostileBound(t, ctx, "more", func() {
		for range 3 {
			eval[chromedp.Void](t, ctx, `document.getElementById('more').click()`)
			waitSettled(t, ctx)
		}
	})
	withinHostileBound(t, ctx, "keys", func() {
		eval[chromedp.Void](t, ctx, `document.activeElement.blur()`)
		for _, k := range []string{"j", "j", "j", "k", "G"} {
			eval[chromedp.Void](t, ctx, fmt.Sprintf(`document.dispatchEvent(new KeyboardEvent('keydown', {key: %q, bubbles: true}))`, k))
		}
	})
	withinHostileBound(t, ctx, "all", func() {
		eval[chromedp.Void](t, ctx, `location.hash = ''`)
	})
	withinHostileBound(t, ctx, "compare", func() {
		eval[chromedp.Void](t, ctx, `location.hash = 'from=v1.37.0-alpha.1&to=v1.99.0'`)
	})
	noErrors(t, w)
}

// TestCompareAcrossManyReleases opens 10,000 tiny releases (v1.100.0 …
// v1.199.99, each changing one dependency) and compares across all of
// them: Before you upgrade, the chart and the dependencies, then Back and
// Forward over the views.
func TestCompareAcrossManyReleases(t *testing.T) {
	const n = 10000
	var src strings.Builder
	for i := range n {
		fmt.Fprintf(&src, "# v1.%d.%d\n\n## Changes by Kind\n\n### Bug or Regression\n\n- Tiny fix number %d%s\n## Dependencies\n\n### Changed\n- example.com/m%d: v1.0.0 → v1.0.1\n\n",
			100+i/100, i%100, i, cite(900000+i), i)
	}
	ctx, w := withAFileOpen(t)
	path := filepath.Join(t.TempDir(), "tiny.md")
	openHostile(t, ctx, path, []byte(src.String()), "Loaded tiny.md: 10000 releases")
	// What the engine compares (the minors on the way and the last line's
	// patches, not every release in between).
	s, _ := withFile(t, path)
	want := s.Query(notes.State{From: "v1.100.0", To: "v1.199.99"}).Total()
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:open:indexed').length > 0`)
	leftWhole(t, ctx)
	withinHostileBound(t, ctx, "compare", func() {
		eval[chromedp.Void](t, ctx, `location.hash = 'from=v1.100.0&to=v1.199.99'`)
		waitFor(t, ctx, `location.hash.includes('from=')`)
	})
	if got := total(t, ctx); got != want || want < 100 {
		t.Errorf("the comparison shows %d notes, the engine %d", got, want)
	}
	withinHostileBound(t, ctx, "views", func() {
		for _, h := range []string{"version=v1.150.50", "from=v1.120.0&to=v1.180.0", "version=v1.37.0-alpha.1", "from=v1.100.1&to=v1.199.98"} {
			eval[chromedp.Void](t, ctx, fmt.Sprintf(`performance.mark('kubechangelog:open:step-%s'); location.hash = %q`, h, h))
			waitSettled(t, ctx)
		}
	})
	withinHostileBound(t, ctx, "back", func() {
		for i := range 4 {
			eval[chromedp.Void](t, ctx, fmt.Sprintf(`performance.mark('kubechangelog:open:step-back%d'); history.back()`, i))
			time.Sleep(100 * time.Millisecond)
			waitSettled(t, ctx)
		}
		for i := range 4 {
			eval[chromedp.Void](t, ctx, fmt.Sprintf(`performance.mark('kubechangelog:open:step-forward%d'); history.forward()`, i))
			time.Sleep(100 * time.Millisecond)
			waitSettled(t, ctx)
		}
	})
	noErrors(t, w)
}

func writeFile(path, data string) error { return os.WriteFile(path, []byte(data), 0o644) }
