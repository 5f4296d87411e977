//go:build !js

package browsertest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/notes"
)

// comparedNote is what the compare view shows of one note beyond shownNote:
// the release it came in and the others that carry it.
type comparedNote struct {
	shownNote
	Where string `json:"where"`
	Also  string `json:"also"`
}

const comparedNotes = `Array.from(document.querySelectorAll('#results article.note')).map(a => {
  const k = a.closest('section.kind'), w = a.querySelector('.where');
  const also = a.querySelector('.where .also');
  return {
    version: a.dataset.version, kind: a.dataset.kind, prs: a.dataset.prs,
    section: k ? k.dataset.kind : '',
    sigs: Array.from(a.querySelectorAll('button.chip.sig')).map(b => b.dataset.value),
    where: w ? w.querySelector('a.version').textContent : '',
    also: also ? also.textContent : '',
  };
})`

// showAll clicks "Show more" until every note of the view is in the page.
func showAll(tb testing.TB, ctx context.Context) {
	tb.Helper()
	for range 200 {
		if eval[bool](tb, ctx, `document.getElementById('more').hidden`) {
			return
		}
		eval[chromedp.Void](tb, ctx, `document.getElementById('more').click()`)
		waitSettled(tb, ctx)
	}
}

// TestCompareShowsWhatTheEngineReturns opens a comparison link with a
// filter and checks the notes against notes.Store.Query for the same state:
// the same notes, grouped by kind with urgent upgrade notes first, each
// saying its release and the others that carry it; then the dependency
// changes; and the pickers saying the range.
func TestCompareShowsWhatTheEngineReturns(t *testing.T) {
	s := store(t)
	const frag = "from=v1.23.0&to=v1.24.0&sig=node"
	st, _ := notes.ParseFragment(frag)
	res := s.Query(st)
	c := res.Comparison
	if c == nil || res.Total() == 0 {
		t.Fatalf("the engine compares nothing for %s: %v", frag, res.CompareErr)
	}
	ctx := newTab(t)
	open(t, ctx, frag)
	if got := total(t, ctx); got != res.Total() {
		t.Errorf("data-total = %d, the engine returns %d", got, res.Total())
	}
	showAll(t, ctx)
	shown := eval[[]comparedNote](t, ctx, comparedNotes)
	if len(shown) != res.Total() {
		t.Fatalf("the page shows %d notes, the engine returns %d", len(shown), res.Total())
	}
	var got, want []string
	for i, n := range shown {
		got = append(got, n.PRs)
		id := res.IDs[i]
		want = append(want, prsOf(res, id))
		if n.Section != n.Kind {
			t.Errorf("note %s (%s) sits in kind section %q", n.PRs, n.Kind, n.Section)
		}
		if n.Where != s.Note(id).Version {
			t.Errorf("note %s says it came in %q, want %s", n.PRs, n.Where, s.Note(id).Version)
		}
		if also := c.AlsoIn[id]; len(also) > 0 != (n.Also != "") || len(also) > 0 && !strings.HasSuffix(n.Also, strings.Join(also, ", ")) {
			t.Errorf("note %s says %q, engine has it also in %q", n.PRs, n.Also, also)
		}
		if !slices.Contains(n.SIGs, "node") {
			t.Errorf("note %s is shown without SIG node: %q", n.PRs, n.SIGs)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("the page shows PRs\n%q\nthe engine returns\n%q", got, want)
	}
	sections := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#results section.kind')).map(k => k.dataset.kind)`)
	if len(sections) == 0 || sections[0] != "Urgent Upgrade Notes" {
		t.Errorf("kind sections %q, want Urgent Upgrade Notes first", sections)
	}
	deps, _ := c.Deps()
	if n := eval[int](t, ctx, `document.querySelectorAll('#compare-deps:not([hidden]) #dependencies li').length`); n != len(deps) {
		t.Errorf("the page lists %d dependency changes, the engine %d", n, len(deps))
	}
	// The dependencies come after the notes.
	if !eval[bool](t, ctx, `!!(document.getElementById('results').compareDocumentPosition(document.getElementById('dependencies')) & Node.DOCUMENT_POSITION_FOLLOWING)`) {
		t.Error("the dependency changes are not after the notes")
	}
	if got := eval[[]string](t, ctx, `['from', 'to'].map(id => document.getElementById(id).value)`); !slices.Equal(got, []string{"v1.23.0", "v1.24.0"}) {
		t.Errorf("the pickers say %q", got)
	}
	if eval[bool](t, ctx, `document.getElementById('compare-exit').hidden`) {
		t.Error("no button leaves compare mode")
	}
}

func TestCompareShowsSecurityFixesFirst(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "from=v1.30.0&to=v1.30.3")
	type fix struct {
		CVE     string `json:"cve"`
		Version string `json:"version"`
		Text    string `json:"text"`
	}
	fixes := eval[[]fix](t, ctx, `Array.from(document.querySelectorAll('#compare-view .security li')).map(l => ({cve: l.dataset.cve, version: l.dataset.version, text: l.textContent}))`)
	if !slices.ContainsFunc(fixes, func(f fix) bool {
		return f.CVE == "CVE-2024-5321" && f.Version == "v1.30.3" && strings.Contains(f.Text, "Windows") && strings.Contains(f.Text, "v1.30.3")
	}) {
		t.Errorf("security fixes shown: %+v, want CVE-2024-5321 with its title, fixed in v1.30.3", fixes)
	}
	// After "Before you upgrade", which opens a comparison: before the
	// chart and before every note.
	first := eval[[]string](t, ctx, `[...document.getElementById('compare-view').querySelectorAll('section, figure')].slice(0, 2).map(s => s.className)`)
	if len(first) != 2 || first[0] != "before" || first[1] != "security" {
		t.Errorf("the compare view's first sections are %q, want Before you upgrade, then the security fixes", first)
	}
	if !eval[bool](t, ctx, `!!(document.querySelector('#compare-view .security').compareDocumentPosition(document.querySelector('#results article.note')) & Node.DOCUMENT_POSITION_FOLLOWING)`) {
		t.Error("the security fixes are not before the notes")
	}
	checkA11y(t, ctx)
}

func TestCompareChartBarFilters(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	const frag = "from=v1.29.0&to=v1.30.0"
	open(t, ctx, frag)
	// "Before you upgrade" fills in above the chart once the gates are
	// built: click the bar where it then stands.
	waitFor(t, ctx, `!document.querySelector('#before-upgrade[aria-busy]')`)
	before := total(t, ctx)
	// The busiest SIG's bar.
	sel := `#compare-view .chart a.bar[data-group="sig"]`
	sig := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('%s').dataset.value`, sel))
	if err := chromedp.Do(ctx, chromedp.Click(sel)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, fmt.Sprintf(`location.hash.includes('sig=%s')`, sig))
	waitSettled(t, ctx)
	if !strings.HasPrefix(hash(t, ctx), frag) {
		t.Errorf("the fragment %q left compare mode", hash(t, ctx))
	}
	after := total(t, ctx)
	if after >= before {
		t.Errorf("data-total went from %d to %d after clicking SIG %s's bar; want fewer", before, after, sig)
	}
	st, _ := notes.ParseFragment(frag + "&sig=" + sig)
	if want := s.Query(st).Total(); after != want {
		t.Errorf("data-total = %d, the engine returns %d", after, want)
	}
	showAll(t, ctx)
	for _, n := range eval[[]shownNote](t, ctx, shownNotes) {
		if !slices.Contains(n.SIGs, sig) {
			t.Errorf("note %s is shown without SIG %s: %q", n.PRs, sig, n.SIGs)
		}
	}
	if !eval[bool](t, ctx, fmt.Sprintf(`document.querySelector('%s[data-value="%s"]').getAttribute('aria-pressed') === 'true'`, sel, sig)) {
		t.Errorf("SIG %s's bar is not shown as chosen", sig)
	}
	// Space on a focused bar toggles it too: here, off again. (A key the
	// page's shortcuts read first, on an SVG element, must not throw.)
	eval[chromedp.Void](t, ctx, fmt.Sprintf(`document.querySelector('%s[data-value="%s"]').focus()`, sel, sig))
	if err := chromedp.Do(ctx, chromedp.KeyEvent("x")); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(" ")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, fmt.Sprintf(`!location.hash.includes('sig=%s')`, sig))
	waitSettled(t, ctx)
	if got := total(t, ctx); got != before {
		t.Errorf("after toggling the bar off data-total = %d, want %d", got, before)
	}
}

// TestComparePickers enters compare mode with the two pickers and leaves it
// with the button, keeping the filters.
func TestComparePickers(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "version=v1.30.0&kind=Feature")
	pick := func(id, v string) { setControl(t, ctx, id, v, "change") }
	pick("from", "v1.28.0")
	if strings.Contains(hash(t, ctx), "from=") {
		t.Errorf("one version picked already compares: %q", hash(t, ctx))
	}
	pick("to", "v1.30.0")
	waitFor(t, ctx, `location.hash.includes('to=v1.30.0')`)
	waitSettled(t, ctx)
	if got, want := hash(t, ctx), "from=v1.28.0&to=v1.30.0&kind=Feature"; got != want {
		t.Errorf("fragment %q, want %q", got, want)
	}
	st, _ := notes.ParseFragment(hash(t, ctx))
	if got, want := total(t, ctx), s.Query(st).Total(); got != want {
		t.Errorf("data-total = %d, the engine returns %d", got, want)
	}
	if eval[bool](t, ctx, `document.getElementById('compare-view').hidden`) {
		t.Error("the compare view is hidden in compare mode")
	}
	if err := chromedp.Do(ctx, chromedp.Click("#compare-exit")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!location.hash.includes('from=')`)
	waitSettled(t, ctx)
	if got := hash(t, ctx); got != "kind=Feature" {
		t.Errorf("after leaving compare mode the fragment is %q, want the filters kept", got)
	}
	if !eval[bool](t, ctx, `document.getElementById('compare-view').hidden && document.getElementById('compare-deps').hidden && document.getElementById('from').value === '' && document.getElementById('to').value === ''`) {
		t.Error("compare mode left its view or pickers behind")
	}
}

// TestCompareBackwardsShowsNotice: a range whose from is newer than its to
// says so in one sentence and shows all releases rather than nothing.
func TestCompareBackwardsShowsNotice(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "from=v1.30.0&to=v1.29.0")
	text := strings.TrimSpace(eval[string](t, ctx, `document.getElementById('notices').textContent`))
	if eval[bool](t, ctx, `document.getElementById('notices').hidden`) || !strings.Contains(text, "v1.30.0") || !strings.Contains(text, "newer") {
		t.Errorf("notices = %q, want one saying v1.30.0 is newer than v1.29.0", text)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#notices p').length`); n != 1 || strings.Count(strings.TrimSuffix(text, "."), ". ") > 0 {
		t.Errorf("want one sentence, got %d notices: %q", n, text)
	}
	if got := total(t, ctx); got != changes(s) {
		t.Errorf("data-total = %d, want all %d changes rather than a blank page", got, changes(s))
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#results article.note').length`); n == 0 {
		t.Error("no note is shown")
	}
	if !eval[bool](t, ctx, `document.getElementById('compare-view').hidden`) {
		t.Error("the compare view shows for a range that could not be compared")
	}
}

// TestCompareKeystrokeKeepsRangeHead: a keystroke while comparing redraws
// the chart, whose counts follow the search, and leaves the part of the
// head that depends on the range alone (title, "Before you upgrade", the
// security fixes) as it is: the widest range's "Before you upgrade" is
// over a hundred kilobytes of HTML, too much to write again per keystroke.
func TestCompareKeystrokeKeepsRangeHead(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "from=v1.23.0&to=v1.24.0")
	waitFor(t, ctx, `!!document.querySelector('#compare-view #before-upgrade:not([aria-busy])') && !!document.querySelector('#compare-view .chart')`)
	waitSettled(t, ctx)
	const chart = `document.querySelector('#compare-view .chart').textContent`
	before := eval[string](t, ctx, chart)
	eval[chromedp.Void](t, ctx, `(() => {
  for (const sel of ['.range-title', '#before-upgrade', '#security']) document.querySelector('#compare-view ' + sel).dataset.kept = 'yes';
  const q = document.getElementById('q');
  q.value = 'kubelet';
  q.dispatchEvent(new Event('input', {bubbles: true}));
})()`)
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubelet'`)
	waitSettled(t, ctx)
	if after := eval[string](t, ctx, chart); after == before {
		t.Errorf("the chart did not follow the search: %q", after)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#compare-view .chart').length`); n != 1 {
		t.Errorf("the compare head holds %d charts", n)
	}
	for _, sel := range []string{".range-title", "#before-upgrade", "#security"} {
		if !eval[bool](t, ctx, fmt.Sprintf(`document.querySelector('#compare-view %s')?.dataset.kept === 'yes'`, sel)) {
			t.Errorf("%s was written again on a keystroke", sel)
		}
	}
	// A new range writes the head again.
	eval[chromedp.Void](t, ctx, `location.hash = 'from=v1.22.0&to=v1.24.0'`)
	waitFor(t, ctx, `document.querySelector('#compare-view .range-title')?.dataset.kept === undefined && document.querySelector('#compare-view .range-title').textContent.includes('v1.22.0')`)
}

// TestCompareHeadComesWithTheFirstNotes: the first notes of a comparison
// appear with the head above them (the range's title, "Before you
// upgrade", the chart) in the same task, so nothing above the notes moves
// in afterwards; and leaving compare mode hides the head and the dependency
// changes with the comparison's notes. The observer's callback runs when
// the task that changed the notes is done, before the next one.
func TestCompareHeadComesWithTheFirstNotes(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "")
	waitSettled(t, ctx)
	type seen struct {
		Head     bool   `json:"head"`
		Deps     bool   `json:"deps"`
		Title    string `json:"title"`
		Before   bool   `json:"before"`
		Chart    bool   `json:"chart"`
		Compared bool   `json:"compared"`
	}
	// firstScreen sets the fragment and reads the page when the view's
	// notes (compared or not, as wanted) are first in the DOM.
	const firstScreen = `(async (frag, compared) => {
  const r = document.getElementById('results'), head = document.getElementById('compare-view');
  const shown = () => {
    const v = r.querySelector(':scope > .view:not(.stale)');
    return v && v.querySelector('article.note') && !!v.querySelector('section.range') === compared;
  };
  return await new Promise((resolve) => {
    const mo = new MutationObserver(() => {
      if (!shown()) return;
      mo.disconnect();
      resolve({
        head: !head.hidden, deps: !document.getElementById('compare-deps').hidden,
        title: head.querySelector('.range-title')?.textContent ?? '',
        before: !!head.querySelector('#before-upgrade'), chart: !!head.querySelector('.chart'),
        compared,
      });
    });
    mo.observe(r, {childList: true, subtree: true});
    location.hash = frag;
  });
})`
	got := eval[seen](t, ctx, firstScreen+`('from=v1.23.0&to=v1.24.0', true)`, chromedp.EvalAwaitPromise)
	if !got.Head || !strings.Contains(got.Title, "v1.23.0") || !strings.Contains(got.Title, "v1.24.0") || !got.Before || !got.Chart {
		t.Errorf("the first notes of v1.23.0 → v1.24.0 came without their head above them: %+v", got)
	}
	waitSettled(t, ctx)
	if !eval[bool](t, ctx, `!document.getElementById('compare-deps').hidden && !!document.querySelector('#compare-deps #dependencies')`) {
		t.Error("the dependency changes are not shown once the comparison is settled")
	}
	got = eval[seen](t, ctx, firstScreen+`('', false)`, chromedp.EvalAwaitPromise)
	if got.Head || got.Deps {
		t.Errorf("leaving compare mode, the notes of the newest release came with the comparison's head or dependencies still shown: %+v", got)
	}
}

// TestCompareFilterShowsAChangeLabelledInOneCopy: v1.13.0 lists "CoreDNS
// is now version 1.2.6" (#70799) under SIG Network and again, unlabelled,
// under External Dependencies. The comparison v1.12.0 → v1.13.0 filtered
// by SIG Network shows the change once, with the SIG's chip, as v1.13.0's
// own view does; its dependency section says that v1.13.0's notes give
// their dependency changes as Dependency notes, in English and Japanese,
// and never that nothing changed.
func TestCompareFilterShowsAChangeLabelledInOneCopy(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "from=v1.12.0&to=v1.13.0&sig=network")
	showAll(t, ctx)
	shown := eval[[]comparedNote](t, ctx, comparedNotes)
	i := slices.IndexFunc(shown, func(n comparedNote) bool { return slices.Contains(strings.Fields(n.PRs), "70799") })
	switch {
	case i < 0:
		t.Errorf("v1.12.0 → v1.13.0 with SIG Network shows no card of #70799; it shows %d cards", len(shown))
	case !slices.Contains(shown[i].SIGs, "network"):
		t.Errorf("the card of #70799 has the SIG chips %q, without network", shown[i].SIGs)
	}
	for _, c := range []struct{ lang, want, none string }{
		{"en", "The notes of v1.13.0 list no Go module changes; their dependency changes are the notes of the kind Dependency.", "No Go module changed version."},
		{"ja", "v1.13.0 のノートには Go モジュールの変更一覧がありません。依存関係の変更は種類「依存関係 (Dependency)」のノートにあります。", "バージョンが変わった Go モジュールはありません。"},
	} {
		if c.lang == "ja" {
			open(t, ctx, "from=v1.12.0&to=v1.13.0&lang=ja")
		}
		waitFor(t, ctx, `!document.getElementById('compare-deps').hidden && !!document.querySelector('#dependencies .deps-unknown')`)
		text := eval[string](t, ctx, `document.getElementById('dependencies').textContent`)
		if !strings.Contains(text, c.want) || strings.Contains(text, c.none) {
			t.Errorf("%s: the dependency section reads %q; want %q and not %q", c.lang, text, c.want, c.none)
		}
		if eval[bool](t, ctx, `!!document.querySelector('#dependencies h2 .count')`) {
			t.Errorf("%s: the dependency section counts modules no release on the way lists: %q", c.lang, text)
		}
	}
}
