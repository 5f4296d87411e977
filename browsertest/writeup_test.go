//go:build !js

package browsertest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// The per-SIG write-up's page parts (issue 14): the release context, the
// opened upstream file keeping the shipped labels, the phone's filter
// sheet and the active-filter row, and the Japanese and keyboard fixes.

func TestReleaseContextAboveTheNotes(t *testing.T) {
	for _, c := range []struct{ lang, frag, summary string }{
		{"en", "version=v1.24.0&sig=node", "Major Themes 11"},
		{"ja", "lang=ja&version=v1.24.0&sig=node", "主なテーマ 11"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			ctx := newTab(t)
			open(t, ctx, c.frag)
			got := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#results .view:not(.stale) .context details')).map(d => (d.open ? 'open ' : '') + d.querySelector('summary').textContent)`)
			if len(got) != 1 || got[0] != c.summary {
				t.Errorf("context groups = %q, want one collapsed %q", got, c.summary)
			}
			// Opened, the group shows its eleven themes (written when
			// opened, not with the view).
			if err := chromedp.Do(ctx, chromedp.Click(`#results .view:not(.stale) .context details summary`)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, `document.querySelectorAll('#results .view:not(.stale) .context details[open] article.context-section').length === 11`)
			// Searching marks the theme it matches and opens it.
			if err := chromedp.Do(ctx, chromedp.Click("#q"), chromedp.SendKeys("#q", "dockershim")); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, `document.getElementById('results').dataset.query === 'dockershim'`)
			waitSettled(t, ctx)
			marked := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#results .view:not(.stale) .context details[open] h3 mark')).map(m => m.textContent)`)
			if len(marked) != 1 || marked[0] != "Dockershim" {
				t.Errorf("marked context titles = %q, want the Dockershim theme's", marked)
			}
		})
	}
}

// TestOpenedChangelogKeepsShippedLabels opens the very CHANGELOG-1.30.md
// the page ships: v1.30.0 × SIG Cluster Lifecycle must still show 27
// notes (it showed 26, #122893 losing its only label), and the notice
// says how many notes kept their labels.
func TestOpenedChangelogKeepsShippedLabels(t *testing.T) {
	ctx, w := openServed(t, "version=v1.30.0&sig=cluster-lifecycle")
	before := total(t, ctx)
	if before != 27 {
		t.Fatalf("the shipped view shows %d notes, the issue counts 27", before)
	}
	pick(t, ctx, "../embed/data/changelog/CHANGELOG-1.30.md")
	notice := opened(t, ctx, "CHANGELOG-1.30.md", 60*time.Second)
	if !strings.Contains(notice, "notes kept the SIG and area labels of the shipped data.") {
		t.Errorf("notice = %q, want it to say how many notes kept their labels", notice)
	}
	if after := total(t, ctx); after != before {
		t.Errorf("after opening the file the view shows %d notes, shipped %d", after, before)
	}
	if !eval[bool](t, ctx, `!!document.querySelector('#results article.note[data-prs="122893"]')`) {
		t.Error("#122893 left SIG Cluster Lifecycle")
	}
	noErrors(t, w)
}

// TestPhoneFilterSheet: at 390 px the open filter panel covers the page,
// opaque, with a "Show N notes" button that closes it; the active-filter
// row then says what is on, and a chip removes its filter.
func TestPhoneFilterSheet(t *testing.T) {
	ctx := newTab(t)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, "version=v1.24.0&sig=node")
	n := total(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Click("#filters-toggle")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('filters').classList.contains('open')`)
	sheet := eval[map[string]any](t, ctx, `(() => {
  const f = document.getElementById('filters'), s = getComputedStyle(f), r = f.getBoundingClientRect();
  return {position: s.position, bg: s.backgroundColor, width: r.width, height: r.height};
})()`)
	if sheet["position"] != "fixed" || sheet["bg"] == "rgba(0, 0, 0, 0)" || sheet["width"].(float64) < 389 || sheet["height"].(float64) < 800 {
		t.Errorf("the open filter panel is not an opaque sheet over the page: %v", sheet)
	}
	want := fmt.Sprintf("Show %d notes", n)
	if got := eval[string](t, ctx, `document.getElementById('filters-done').textContent`); got != want {
		t.Errorf("the sheet's button reads %q, want %q", got, want)
	}
	if err := chromedp.Do(ctx, chromedp.Click("#filters-done")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!document.getElementById('filters').classList.contains('open') && getComputedStyle(document.getElementById('filters')).display === 'none'`)
	if got := eval[string](t, ctx, focused); got != "#filters-toggle" {
		t.Errorf("after closing the sheet the focus is on %s, want the toggle", got)
	}
	chips := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#active-filters .active-chip')).map(a => a.textContent)`)
	if strings.Join(chips, "|") != "v1.24.0 ×|SIG Node ×" {
		t.Fatalf("active filters = %q, want v1.24.0 × and SIG Node ×", chips)
	}
	if err := chromedp.Do(ctx, chromedp.Click(`#active-filters .active-chip[aria-label="Remove SIG Node"]`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!location.hash.includes('sig=node') && location.hash.includes('version=v1.24.0')`)
	waitSettled(t, ctx)
	if got := total(t, ctx); got <= n {
		t.Errorf("without SIG Node v1.24.0 shows %d notes, with it %d", got, n)
	}
}

// TestWideJapaneseHeader: at 1440 px in Japanese the active filters show
// under the header and the search box keeps its room (it shrank to about
// 210 px).
func TestWideJapaneseHeader(t *testing.T) {
	ctx := newTab(t)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1440, 900)); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, "lang=ja&version=v1.24.0&sig=node")
	if w := eval[float64](t, ctx, `document.getElementById('q').getBoundingClientRect().width`); w < 340 {
		t.Errorf("the search box is %.0f px wide", w)
	}
	if got := eval[string](t, ctx, `document.getElementById('active-filters').hidden ? '' : document.getElementById('active-filters').textContent`); !strings.Contains(got, "表示中:") || !strings.Contains(got, "SIG Node") {
		t.Errorf("active filters at 1440 px: %q", got)
	}
	if !eval[bool](t, ctx, `getComputedStyle(document.getElementById('filters-done')).display === 'none'`) {
		t.Error("the phone sheet's button shows at 1440 px")
	}
	// A comparison's heading speaks one language.
	open(t, ctx, "lang=ja&from=v1.29.0&to=v1.30.0&sig=node")
	if h := eval[string](t, ctx, `document.querySelector('#results .range h2').textContent`); !strings.Contains(h, "件のノート") || strings.Contains(h, "notes") {
		t.Errorf("Japanese compare heading = %q", h)
	}
	// A Japanese search says the notes are English.
	if err := chromedp.Do(ctx, chromedp.Click("#q"), chromedp.SendKeys("#q", "非推奨")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === '非推奨'`)
	waitSettled(t, ctx)
	if got := eval[string](t, ctx, `(document.querySelector('#results .view:not(.stale) .empty-hint') || {}).textContent || ''`); !strings.Contains(got, "英語") {
		t.Errorf("a Japanese search that matches nothing gives no hint: %q", got)
	}
}

// TestKeysFromAFilterCheckbox: with a filter checkbox focused, j moves to
// a note and Tab goes to the next filter group, not through every kind.
func TestKeysFromAFilterCheckbox(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.24.0")
	eval[chromedp.Void](t, ctx, `document.querySelector('#facet-kind input[data-group=kind]').focus()`)
	press(t, ctx, kb.Tab)
	if got := eval[string](t, ctx, `document.activeElement.tagName + ':' + document.activeElement.textContent`); got != "SUMMARY:SIG" {
		t.Errorf("Tab from a kind goes to %q, want the SIG group's heading", got)
	}
	press(t, ctx, kb.Tab)
	if !eval[bool](t, ctx, `document.activeElement.matches('#facet-sig input[data-group=sig]')`) {
		t.Errorf("two Tabs from a kind reach %s, want a SIG", eval[string](t, ctx, focused))
	}
	press(t, ctx, kb.ArrowDown)
	if !eval[bool](t, ctx, `document.activeElement === Array.from(document.querySelectorAll('#facet-sig li:not([hidden]) input[data-group=sig]'))[1]`) {
		t.Errorf("ArrowDown went to %s, want the next SIG", eval[string](t, ctx, focused))
	}
	press(t, ctx, "j")
	if got := eval[string](t, ctx, focused); !strings.HasPrefix(got, "article:") {
		t.Errorf("j from a SIG checkbox focused %s, want a note", got)
	}
}

// keptLabels is the sentence the open-file notice ends with when notes of
// the file at path kept the labels of the shipped copy they replace: the
// count is the engine's, the wording the one a person reads.
func keptLabels(tb testing.TB, path string, lang i18n.Lang) string {
	tb.Helper()
	_, o := withFile(tb, path)
	n := i18n.Count(o.Labelled)
	switch {
	case o.Labelled == 0:
		return ""
	case lang == i18n.JA:
		return n + " 件のノートに同梱データの SIG とエリアのラベルを引き継ぎました。"
	case o.Labelled == 1:
		return " 1 note kept the SIG and area labels of the shipped data."
	}
	return " " + n + " notes kept the SIG and area labels of the shipped data."
}

// TestWriteUpExportIsTheCLIs: on views of other eras than the two the
// write-up was built on, the export dialog's write-up is the engine's and
// what the command the dialog shows prints, byte for byte. v1.24.0 × SIG
// Testing holds #107796, whose code block closes the note; v1.12.0 × SIG
// Storage, in Japanese, the old layout's free-form notes and a Major
// Themes section that numbers a list with "# "; v1.8.0 × SIG Auth, links
// within upstream's document written as the CHANGELOG's; v1.12.0 × SIG
// Cluster Lifecycle, in Japanese, notes that cite their pull requests in
// their text (#66482) or over two lines before "Courtesy of SIG …"
// (#66960), each cited once; v1.37.0-alpha.1 × SIG Network, its
// Dependency kind first as upstream lists it; v1.29.0 × SIG Storage, in
// Japanese, its one theme section under "## Major Themes" alone; v1.6.0
// × SIG Network and v1.6.0 → v1.8.0 × SIG Apps (in Japanese), notes
// opened with the heading path upstream listed them under.
func TestWriteUpExportIsTheCLIs(t *testing.T) {
	s := store(t)
	for _, c := range []struct {
		frag, command string
		lang          i18n.Lang
		has           string // what the page's write-up must read (notes/writeup*_test.go)
	}{
		{"version=v1.24.0&sig=testing", "kubechangelog query --version v1.24.0 --sig testing -o writeup", i18n.EN, ""},
		{"lang=ja&version=v1.12.0&sig=storage", "kubechangelog query --version v1.12.0 --sig storage -o writeup --lang ja", i18n.JA, ""},
		{"version=v1.8.0&sig=auth", "kubechangelog query --version v1.8.0 --sig auth -o writeup", i18n.EN,
			"[Before Upgrading](https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.8.md#before-upgrading)"},
		{"lang=ja&version=v1.12.0&sig=cluster-lifecycle", "kubechangelog query --version v1.12.0 --sig cluster-lifecycle -o writeup --lang ja", i18n.JA,
			"if provided ([#66482](https://github.com/kubernetes/kubernetes/pull/66482), [@dixudx](https://github.com/dixudx))\n  ([#66382](https://github.com/kubernetes/kubernetes/pull/66382), [@bart0sh](https://github.com/bart0sh)) [sig/cluster-lifecycle]\n  > \n"},
		// #111691's words after the pull request it refers to, which the
		// exports cut (TestWriteUpKeepsTheWholeNote).
		{"version=v1.25.0&sig=network", "kubechangelog query --version v1.25.0 --sig network -o writeup", i18n.EN,
			"predicate ([#109706](https://github.com/kubernetes/kubernetes/pull/109706)) as to not have unschedulable nodes removed from load balancers back-end pools. ([#111691](https://github.com/kubernetes/kubernetes/pull/111691), [@alexanderConstantinescu](https://github.com/alexanderConstantinescu)) [sig/api-machinery, sig/cloud-provider, sig/network, sig/testing]\n  > \n"},
		// A Major Themes section's headings one level under its title
		// (TestWriteUpOutlineNests).
		{"lang=ja&version=v1.15.0&sig=scheduling", "kubechangelog query --version v1.15.0 --sig scheduling -o writeup --lang ja", i18n.JA,
			"### Extensibility around core Kubernetes APIs\n\n#### CustomResourceDefinitions Pruning\n"},
		// Four notes upstream lists twice word for word, once each
		// (TestWriteUpCitesARepeatedNoteOnce).
		{"version=v1.13.0&sig=cluster-lifecycle", "kubechangelog query --version v1.13.0 --sig cluster-lifecycle -o writeup", i18n.EN,
			"- kubeadm: Added a `v1beta1` API. ([#69289](https://github.com/kubernetes/kubernetes/pull/69289), [@fabriziopandini](https://github.com/fabriziopandini)) [sig/cluster-lifecycle]\n  > \n"},
		{"lang=ja&version=v1.21.0&sig=storage", "kubechangelog query --version v1.21.0 --sig storage -o writeup --lang ja", i18n.JA,
			"# Kubernetes 1.21: SIG Storage の変更内容\n"},
		// Dependency first, as CHANGELOG-1.37.md lists it
		// (TestWriteUpKindsInUpstreamOrder).
		{"version=v1.37.0-alpha.1&sig=network", "kubechangelog query --version v1.37.0-alpha.1 --sig network -o writeup", i18n.EN,
			"## Changes by Kind\n\n### Dependency\n\n- Updates the etcd client library to v3.6.10 ([#138393](https://github.com/kubernetes/kubernetes/pull/138393)"},
		// 1.29's one theme section under "## Major Themes" alone, not
		// "### What's New (Major Themes)" (TestWriteUpContextOfTheSIG).
		{"lang=ja&version=v1.29.0&sig=storage", "kubechangelog query --version v1.29.0 --sig storage -o writeup --lang ja", i18n.JA,
			"## Major Themes\n\nMajor themes for Kubernetes v1.29 _Mandala (The Universe)_ have been published"},
		// Dependency the last kind, as release-notes-1.18.md ends with
		// its "## Dependencies" (TestWriteUpOldReleasesCloseWithDependencies).
		{"version=v1.18.0&sig=cluster-lifecycle", "kubechangelog query --version v1.18.0 --sig cluster-lifecycle -o writeup", i18n.EN,
			"### Other (Cleanup or Flake)\n\nNone\n\n### Dependency\n\n- Update Calico to v3.8.4 ([#84163]"},
		// A range's notes oldest release first, as the plain export
		// lists them (TestWriteUpComparisonOldestFirst).
		{"from=v1.24.0&to=v1.24.5&sig=network", "kubechangelog diff --from v1.24.0 --to v1.24.5 --sig network -o writeup", i18n.EN,
			" — v1.24.2\n  > \n- Fix a bug on endpointslices tests comparing the wrong metrics ([#110920]"},
		// Two notes left out, in Japanese: the command carries them.
		{"lang=ja&version=v1.34.0&sig=node&drop=130161,131837", "kubechangelog query --version v1.34.0 --sig node --drop 130161 --drop 131837 -o writeup --lang ja", i18n.JA,
			"# Kubernetes 1.34: SIG Node の変更内容\n\n## Urgent Upgrade Notes\n\n- The Scheduling Framework exposed `NodeInfos`"},
		// The SIG labels after 1.9's IPv6 note, which closes with a list
		// two levels deep, on a paragraph of their own: the note's, not
		// its last caveat's (TestWriteUpNotesWithBlocks).
		{"version=v1.9.0&sig=network", "kubechangelog query --version v1.9.0 --sig network -o writeup", i18n.EN,
			"      *   HostPorts are not supported.\n\n  [sig/network]\n  > \n"},
		// 1.7's "Bug fixes:" of SIG Security, each fix a note with its
		// own citation and comment slot (parser: TestLabelGroupsAreNotes).
		{"lang=ja&version=v1.7.0&sig=security", "kubechangelog query --version v1.7.0 --sig security -o writeup --lang ja", i18n.JA,
			"- *Bug fixes:* Make gcp auth provider not to override the Auth header if it's already exits ([#45575](https://github.com/kubernetes/kubernetes/pull/45575), [@wanghaoran1988](https://github.com/wanghaoran1988)) [sig/security]\n  > \n- *Bug fixes:* The oidc client plugin"},
		// A note of 1.6's "### kube-proxy" opens with the heading it was
		// split from (TestWriteUpNamesTheGroupOfASplitNote).
		{"version=v1.6.0&sig=network", "kubechangelog query --version v1.6.0 --sig network -o writeup", i18n.EN,
			"- *kube-proxy:* Better compat with very old iptables (e.g. CentOS 6) ([#37594](https://github.com/kubernetes/kubernetes/pull/37594)"},
		// In Japanese, a comparison: v1.7.0's "DaemonSet" deprecation
		// opens with its heading, v1.8.0's next one with none.
		{"lang=ja&from=v1.6.0&to=v1.8.0&sig=apps", "kubechangelog diff --from v1.6.0 --to v1.8.0 --sig apps -o writeup --lang ja", i18n.JA,
			"[sig/apps] — v1.7.0\n  > \n- The `.spec.rollbackTo` field of the Deployment kind"},
		// Pairs first checked in round nine: 1.9's Known Issues link,
		// whose address upstream wrote twice, as the address
		// (TestWriteUpLinksLeadSomewhere); in Japanese, 1.28 × SIG Auth;
		// a range across the missing 1.11 says what it lacks under its
		// title (TestWriteUpSaysWhatARangeLacks).
		{"version=v1.9.0&sig=scheduling", "kubechangelog query --version v1.9.0 --sig scheduling -o writeup", i18n.EN,
			"[v1.9.x known issues and FAQ accumulator](https://github.com/kubernetes/kubernetes/issues/57159)."},
		{"lang=ja&version=v1.28.0&sig=auth", "kubechangelog query --version v1.28.0 --sig auth -o writeup --lang ja", i18n.JA,
			"# Kubernetes 1.28: SIG Auth の変更内容\n\n## Urgent Upgrade Notes\n"},
		{"from=v1.10.0&to=v1.12.0&sig=scheduling", "kubechangelog diff --from v1.10.0 --to v1.12.0 --sig scheduling -o writeup", i18n.EN,
			"# Kubernetes 1.10 → 1.12: SIG Scheduling changes\n\nThe notes of v1.11.0 are not in the data; their changes are missing here.\n\n## Major Themes\n"},
	} {
		st, _ := notes.ParseFragment(c.frag)
		want := s.WriteUp(s.Query(st), c.lang)
		ctx := newTab(t)
		open(t, ctx, c.frag)
		openExport(t, ctx)
		doc := exportFormat(t, ctx, "writeup")
		if doc != want {
			t.Errorf("%s: the dialog's write-up is not the engine's:\n%.600s", c.frag, doc)
		}
		if strings.Contains(c.frag, "drop=") && (strings.Contains(doc, "#130161") || strings.Contains(doc, "#131837")) {
			t.Errorf("%s: the dialog's write-up cites a note left out", c.frag)
		}
		if strings.Count(doc, "[#69289](") > 1 {
			t.Errorf("%s: the dialog's write-up cites #69289 twice", c.frag)
		}
		if !strings.Contains(doc, c.has) {
			t.Errorf("%s: the dialog's write-up lacks %q", c.frag, c.has)
		}
		command := eval[string](t, ctx, `document.getElementById('export-command').textContent`)
		if command != c.command {
			t.Errorf("%s: the dialog shows the command %q, want %q", c.frag, command, c.command)
		}
		if out := runCLI(t, command); out != doc {
			t.Errorf("%s: `%s` prints other bytes than the dialog shows", c.frag, command)
		}
	}
}
