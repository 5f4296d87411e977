//go:build !js

package browsertest

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestGatesViewSearchAndStage: the nav entry opens the list of gates, the
// search box narrows it by name, the stage picker by stage, and each gate
// shows its timeline; in English and in Japanese.
func TestGatesViewSearchAndStage(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "version=v1.30.0")
	if err := chromedp.Do(ctx, chromedp.Click("#gates-nav")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.documentElement.dataset.mode === 'gates' && document.querySelectorAll('#gates-list li.gate').length > 0`)
	if got := hash(t, ctx); got != "gates" {
		t.Errorf("the nav entry leads to #%s, want #gates", got)
	}
	if got, want := eval[int](t, ctx, `document.querySelectorAll('#gates-list li.gate').length`), len(s.Gates()); got != want {
		t.Errorf("the list shows %d gates, the engine knows %d", got, want)
	}
	if eval[bool](t, ctx, `document.getElementById('results').offsetParent !== null || document.getElementById('filters').offsetParent !== null`) {
		t.Error("the notes or the filter panel still show beside the gates")
	}

	// The search box narrows by name.
	setControl(t, ctx, "q", "WaitForAllControlPlane", "input")
	waitFor(t, ctx, `document.querySelectorAll('#gates-list li.gate').length === 1`)
	timeline := eval[[]string](t, ctx, `[...document.querySelectorAll('#gates-list li.gate ol.timeline li')].map(li => li.textContent)`)
	if got, want := strings.Join(timeline, " → "), "alpha v1.30.0 → beta v1.33.0 → GA v1.34.0 → removed v1.35.0"; got != want {
		t.Errorf("timeline %q, want %q", got, want)
	}
	waitFor(t, ctx, `location.hash === '#gates&q=WaitForAllControlPlane'`)

	// The stage picker: removed gates only.
	setControl(t, ctx, "q", "", "input")
	setControl(t, ctx, "gates-stage", "removed", "change")
	waitFor(t, ctx, `location.hash === '#gates=removed'`)
	stages := eval[[]string](t, ctx, `[...document.querySelectorAll('#gates-list li.gate')].map(li => li.dataset.stage)`)
	want := s.MatchGates(notes.State{Gates: notes.StageRemoved})
	if len(stages) != len(want) || len(stages) < 10 {
		t.Errorf("%d removed gates shown, the engine has %d", len(stages), len(want))
	}
	for _, st := range stages {
		if st != "removed" {
			t.Fatalf("a %s gate is listed among the removed", st)
		}
	}
	if !eval[bool](t, ctx, `!!document.querySelector('#gates-list li.gate[data-gate="DynamicKubeletConfig"]')`) {
		t.Error("DynamicKubeletConfig is not among the removed gates")
	}
	checkA11y(t, ctx)

	// Japanese.
	ja := newTab(t)
	open(t, ja, "gates=removed&lang=ja")
	// A link straight to the view: it says it reads the gates, then shows
	// them once read (in slices, so the page answers meanwhile).
	waitFor(t, ja, `document.querySelectorAll('#gates-list li.gate').length > 0`)
	if got := eval[string](t, ja, `document.getElementById('gates-title').textContent`); got != "フィーチャーゲート" {
		t.Errorf("the Japanese title is %q", got)
	}
	if got := eval[string](t, ja, `document.querySelector('#gates-list .gates-count').textContent`); got != fmt.Sprintf("%d 件のフィーチャーゲート", len(want)) {
		t.Errorf("the Japanese count is %q", got)
	}
	if got := eval[string](t, ja, `document.getElementById('gates-stage').selectedOptions[0].textContent`); got != "削除" {
		t.Errorf("the Japanese stage picker shows %q", got)
	}
	checkA11y(t, ja)
}

// TestGateViewTimeline: #gate=NAME shows the example with its
// four notes, each with its release and PR; Back returns to the list.
func TestGateViewTimeline(t *testing.T) {
	s := store(t)
	g, ok := s.Gate("WaitForAllControlPlaneComponents")
	if !ok {
		t.Fatal("the engine does not know WaitForAllControlPlaneComponents")
	}
	ctx := newTab(t)
	open(t, ctx, "gates")
	if err := chromedp.Do(ctx, chromedp.Click(`#gates-list a[href="#gate=WaitForAllControlPlaneComponents"]`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!document.getElementById('gate-detail').hidden && !!document.querySelector('#gate-detail .gate-title')`)
	type event struct {
		Version, Kind, PR string
	}
	got := eval[[]event](t, ctx, `[...document.querySelectorAll('#gate-detail li.gate-event')].map(li => ({Version: li.dataset.version, Kind: li.dataset.kind, PR: li.dataset.pr}))`)
	if len(got) != len(g.Events) {
		t.Fatalf("%d events shown, the engine has %d", len(got), len(g.Events))
	}
	for i, ev := range g.Events {
		if got[i] != (event{ev.Version, string(ev.Kind), fmt.Sprint(ev.PR)}) {
			t.Errorf("event %d: %+v, want %s %s #%d", i, got[i], ev.Version, ev.Kind, ev.PR)
		}
	}
	for _, want := range []event{{"v1.30.0", "added", ""}, {"v1.33.0", "beta", ""}, {"v1.34.0", "ga", ""}, {"v1.35.0", "removed", ""}} {
		found := false
		for _, e := range got {
			found = found || e.Version == want.Version && e.Kind == want.Kind
		}
		if !found {
			t.Errorf("no %s event in %s", want.Kind, want.Version)
		}
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#gate-detail li.gate-event .body p').length`); n < len(got) {
		t.Errorf("the events show %d paragraphs of notes for %d events", n, len(got))
	}
	if eval[string](t, ctx, `document.title`) != "WaitForAllControlPlaneComponents — kubechangelog" {
		t.Errorf("title %q", eval[string](t, ctx, `document.title`))
	}
	checkA11y(t, ctx)
	if err := chromedp.Do(ctx, chromedp.NavigateBack()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash === '#gates' && !document.getElementById('gates-browse').hidden && document.getElementById('gate-detail').hidden`)
}

// TestNoteLinksToItsGate: once the page has read the gates (while idle), a
// note naming one links to the gate's view.
func TestNoteLinksToItsGate(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "")
	waitFor(t, ctx, `performance.getEntriesByName('kubechangelog:gates-ready').length > 0`)
	eval[chromedp.Void](t, ctx, `location.hash = '#version=v1.35.0&q=WaitForAllControlPlaneComponents'`)
	waitFor(t, ctx, `!!document.querySelector('#results article.note a.gate-link[href="#gate=WaitForAllControlPlaneComponents"]')`)
	if err := chromedp.Do(ctx, chromedp.Click(`#results article.note a.gate-link[href="#gate=WaitForAllControlPlaneComponents"]`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.documentElement.dataset.mode === 'gates' && !!document.querySelector('#gate-detail h2[data-gate="WaitForAllControlPlaneComponents"]')`)
	if got := hash(t, ctx); got != "gate=WaitForAllControlPlaneComponents" {
		t.Errorf("the link leads to #%s", got)
	}
	// Leaving for a release through the picker shows the notes again.
	setControl(t, ctx, "version", "v1.35.0", "change")
	waitFor(t, ctx, `location.hash === '#version=v1.35.0' && !document.documentElement.dataset.mode && document.getElementById('gates-view').hidden`)
	waitSettled(t, ctx)
	if n := eval[int](t, ctx, `document.querySelectorAll('#results article.note').length`); n == 0 {
		t.Error("no note is shown after leaving the gates")
	}
}

// TestCompareBeforeYouUpgrade: the issue's comparison opens with "Before
// you upgrade", listing the three gates v1.24.0 removed; the export holds
// that section, the bytes `kubechangelog diff` prints.
func TestCompareBeforeYouUpgrade(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "from=v1.23.0&to=v1.24.0")
	waitFor(t, ctx, `!!document.querySelector('#compare-view #before-upgrade:not([aria-busy])')`)
	if first := eval[string](t, ctx, `document.querySelector('#compare-view section').id`); first != "before-upgrade" {
		t.Errorf("the first section of the compare head is #%s", first)
	}
	removed := eval[[]string](t, ctx, `[...document.querySelectorAll('#before-upgrade [data-group="removed"] li')].map(li => li.dataset.gate + ' ' + li.dataset.version)`)
	for _, g := range []string{"DynamicKubeletConfig", "ImmutableEphemeralVolumes", "SetHostnameAsFQDN"} {
		if !strings.Contains(strings.Join(removed, "\n"), g+" v1.24.0") {
			t.Errorf("%s is not listed as removed in v1.24.0: %v", g, removed)
		}
	}
	if !eval[bool](t, ctx, `[...document.querySelectorAll('#before-upgrade [data-group="flags"] code')].some(c => c.textContent === '--network-plugin')`) {
		t.Error("--network-plugin is not among the flags removed")
	}
	// axe runs below, on the range narrowed to one note: on the whole
	// range it misjudges some notes' version links, scrolled under the
	// sticky header's buttons (article 4680, so before this section).

	// The range's Markdown (77 KB) is longer than the dialog's box shows:
	// the box holds its beginning and says so, Download gives it whole.
	openExport(t, ctx)
	shown := eval[string](t, ctx, `document.getElementById('export-text').value`)
	if line := eval[string](t, ctx, `(p => p && !p.hidden ? p.textContent : '')(document.getElementById('export-preview'))`); !strings.Contains(line, "Copy and Download give the whole text") {
		t.Errorf("the dialog's line under a cut text says %q", line)
	}
	md := download(t, ctx, "kubechangelog-v1.23.0-v1.24.0.md")
	st, _ := notes.ParseFragment("from=v1.23.0&to=v1.24.0")
	res := s.Query(st)
	if want := s.DiffMarkdown(res, res.Comparison); md != want {
		t.Errorf("the dialog's Markdown is not the engine's DiffMarkdown")
	}
	if shown == "" || !strings.HasPrefix(md, shown) {
		t.Errorf("the dialog's box does not show the beginning of its Markdown: %.200q", shown)
	}
	if !strings.Contains(md, "## Before you upgrade\n") || !strings.Contains(md, "- `SetHostnameAsFQDN`: removed in v1.24.0 (#108038)\n") {
		t.Errorf("the export lacks the Before you upgrade section:\n%.1500s", md)
	}
	command := eval[string](t, ctx, `document.getElementById('export-command').textContent`)
	if out := runCLI(t, command); out != md {
		t.Errorf("`%s` prints other bytes than the dialog shows", command)
	}

	// Following a removal to its note keeps the range.
	eval[chromedp.Void](t, ctx, `document.getElementById('export-close').click()`)
	if err := chromedp.Do(ctx, chromedp.Click(`#before-upgrade li[data-gate="SetHostnameAsFQDN"] a.note-ref`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash === '#from=v1.23.0&to=v1.24.0&q=%23108038'`)
	waitSettled(t, ctx)
	if prs := eval[[]string](t, ctx, `[...document.querySelectorAll('#results article.note')].map(a => a.dataset.prs)`); len(prs) != 1 || !strings.Contains(prs[0], "108038") {
		t.Errorf("the note link shows notes of PRs %v, want #108038's", prs)
	}
	waitFor(t, ctx, `!!document.querySelector('#before-upgrade:not([aria-busy])')`)
	checkA11y(t, ctx)
}

// TestCompareToPickerSwapAndPartialLines: the to picker lists only newer
// releases once from is picked, Swap turns a backwards link into an
// upgrade, and a range over lines whose patch releases the data lacks
// says so; in English and Japanese.
func TestCompareToPickerSwapAndPartialLines(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "from=v1.30.0&to=v1.24.0")
	if got := eval[string](t, ctx, `document.getElementById('notices').textContent`); !strings.Contains(got, "newer") {
		t.Errorf("a backwards range shows no notice: %q", got)
	}
	if err := chromedp.Do(ctx, chromedp.Click("#compare-swap")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `location.hash === '#from=v1.24.0&to=v1.30.0'`)
	waitSettled(t, ctx)
	waitFor(t, ctx, `!!document.querySelector('#compare-view .range-partial')`)
	if got, want := eval[string](t, ctx, `document.querySelector('#compare-view .range-partial').textContent`), "Patch releases of 1.25–1.29 are not in the data: their notes and security fixes are not listed."; got != want {
		t.Errorf("partial-lines sentence %q, want %q", got, want)
	}
	if !eval[bool](t, ctx, `!!document.querySelector('#security li.cve-note[data-cve="CVE-2024-24786"]')`) {
		t.Error("CVE-2024-24786 (#123758) is not in the security box")
	}
	options := eval[[]string](t, ctx, `[...document.getElementById('to').options].map(o => o.value).filter(v => v)`)
	for _, v := range options {
		if !newer(v, "v1.24.0") {
			t.Errorf("the to picker offers %s after from v1.24.0", v)
		}
	}
	if len(options) == 0 || len(options) >= len(s.Releases()) {
		t.Errorf("the to picker offers %d of %d releases", len(options), len(s.Releases()))
	}

	ja := newTab(t)
	open(t, ja, "from=v1.24.0&to=v1.30.0&lang=ja")
	waitFor(t, ja, `!!document.querySelector('#compare-view .range-partial')`)
	if got := eval[string](t, ja, `document.querySelector('#compare-view .range-partial').textContent`); got != "1.25–1.29 のパッチリリースはデータにありません。そのノートとセキュリティ修正は表示されていません。" {
		t.Errorf("Japanese partial-lines sentence %q", got)
	}
	if got := eval[string](t, ja, `document.getElementById('compare-swap').getAttribute('aria-label')`); got != "比較元と比較先を入れ替え" {
		t.Errorf("Japanese Swap button %q", got)
	}
	waitFor(t, ja, `!!document.querySelector('#before-upgrade:not([aria-busy]) h3')`)
	if got := eval[string](t, ja, `document.querySelector('#before-upgrade h3').textContent`); got != "アップグレードの前に" {
		t.Errorf("Japanese section title %q", got)
	}
}

// newer says whether release a is newer than b.
func newer(a, b string) bool {
	return semver.Compare(a, b) > 0
}

// TestWideRangeBeforeYouUpgradeOpensOnDemand: over the widest range the
// lists of "Before you upgrade" are hundreds long; each shows its count,
// closed, and lists every item once opened.
func TestWideRangeBeforeYouUpgradeOpensOnDemand(t *testing.T) {
	s := store(t)
	rels := s.Releases()
	from, to := rels[len(rels)-1].Version, rels[0].Version
	c, err := s.Diff(from, to)
	if err != nil {
		t.Fatal(err)
	}
	s.Gates()
	want := len(c.Before().RemovedGates)
	ctx := newTab(t)
	open(t, ctx, "from="+from+"&to="+to)
	waitFor(t, ctx, `!!document.querySelector('#compare-view #before-upgrade:not([aria-busy])')`)
	group := `document.querySelector('#before-upgrade details[data-group="removed"]')`
	if open, items := eval[bool](t, ctx, group+`.open`), eval[int](t, ctx, group+`.querySelectorAll('li').length`); open || items != 0 {
		t.Fatalf("the list of %d removed gates is open %v with %d items before it is opened", want, open, items)
	}
	if summary := eval[string](t, ctx, group+`.querySelector('summary').textContent`); !strings.Contains(summary, strconv.Itoa(want)) {
		t.Errorf("the closed list's summary %q does not say its %d gates", summary, want)
	}
	if err := chromedp.Do(ctx, chromedp.Click(`#before-upgrade details[data-group="removed"] > summary`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, group+`.querySelectorAll('li').length > 0`)
	if n := eval[int](t, ctx, group+`.querySelectorAll('li').length`); n != want {
		t.Errorf("the opened list shows %d gates, want %d", n, want)
	}
	if !eval[bool](t, ctx, group+`.querySelector('li[data-gate="DynamicKubeletConfig"][data-version="v1.24.0"] a.gate-link') !== null`) {
		t.Error("the opened list lacks DynamicKubeletConfig's removal in v1.24.0, linked to its gate")
	}
}

// TestGatesPickersWaitForTheGates: while the gates view says it is reading
// the gates, its stage and SIG pickers are off (the SIGs to offer are the
// gates'); once the gates show, the pickers are on and offer the gates'
// SIGs. Before, they offered nothing and could be opened meanwhile.
func TestGatesPickersWaitForTheGates(t *testing.T) {
	ctx := newTab(t)
	// Every state the list shows, recorded as it changes, from the
	// document's start: the pending state lasts about a second.
	beforeEachDocument(t, ctx, `window.gatesSeen = [];
document.addEventListener('DOMContentLoaded', () => {
  const list = document.getElementById('gates-list');
  new MutationObserver(() => {
    const pending = !!list.querySelector('[aria-busy="true"]');
    window.gatesSeen.push({
      pending,
      gates: list.querySelectorAll('li.gate').length,
      stageOff: document.getElementById('gates-stage').disabled,
      sigOff: document.getElementById('gates-sig').disabled,
    });
  }).observe(list, {childList: true, subtree: true});
});`)
	open(t, ctx, "gates=removed")
	waitFor(t, ctx, `document.querySelectorAll('#gates-list li.gate').length > 0`)
	type seen struct {
		Pending          bool
		Gates            int
		StageOff, SigOff bool
	}
	states := eval[[]seen](t, ctx, `window.gatesSeen`)
	pending := 0
	for _, s := range states {
		if s.Pending {
			pending++
			if !s.StageOff || !s.SigOff {
				t.Errorf("while the gates were read the pickers were on (stage off %v, SIG off %v)", s.StageOff, s.SigOff)
			}
		}
	}
	if pending == 0 {
		t.Fatalf("the view never said it was reading the gates (states seen: %+v)", states)
	}
	if eval[bool](t, ctx, `document.getElementById('gates-stage').disabled || document.getElementById('gates-sig').disabled`) {
		t.Error("the gates show, and a picker is still off")
	}
	if got := eval[string](t, ctx, `document.getElementById('gates-stage').value`); got != "removed" {
		t.Errorf("the stage picker shows %q, the link asks for removed", got)
	}
	if n := eval[int](t, ctx, `document.getElementById('gates-sig').options.length`); n < 5 {
		t.Errorf("the SIG picker offers %d options once the gates show", n)
	}
}
