//go:build js && wasm

package main

import (
	"slices"
	"strconv"
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// Compare mode: the "from" and "to" pickers put both versions in the state
// (#from=v1.27.4&to=v1.30.2, with any filters and search), and the view
// then shows the range's security fixes and chart above the notes
// (#compare-view) and its dependency changes after them (#compare-deps).
// The notes themselves are the results region, chunked as any view.

// compareState is the compare controls and regions (found by
// findElements) and what they show.
type compareState struct {
	from, to, exit, head, deps js.Value
	swap                       js.Value
	toFrom                     string       // the from the to picker lists newer releases of
	store                      *notes.Store // whose releases the pickers list
	depsOf                     string       // the range #compare-deps shows
	// depsFor is the comparison whose dependency changes are being
	// computed in slices (see prepareDeps), so settle starts it once.
	depsFor *notes.Comparison
	// rangeOf is the range (see headKey) whose part of the head
	// (view.CompareRangeHTML) #compare-view shows: a keystroke or a
	// filter click then writes only the chart after it.
	rangeOf string
	// chartOf is the view whose chart the head shows.
	chartOf *notes.Result
	shown   bool // the last view was a comparison
}

// findCompare reports whether the page has every compare element.
func (a *app) findCompare() bool {
	c := &a.cmp
	return present(c.from, c.to, c.exit, c.head, c.deps, c.swap)
}

// listenCompare wires the pickers, the button that leaves compare mode and
// the chart's bars.
func (a *app) listenCompare() {
	if !a.findCompare() {
		a.notice(i18n.M("Comparing versions is not available: the page lacks its compare controls."))
		return
	}
	pick := func(js.Value) { a.pickRange() }
	a.on(a.cmp.from, "change", "compare", pick)
	a.on(a.cmp.to, "change", "compare", pick)
	a.on(a.cmp.swap, "click", "compare", func(js.Value) { a.swapRange() })
	a.on(a.cmp.exit, "click", "compare", func(js.Value) {
		st := a.st
		st.From, st.To = "", ""
		a.change(st)
	})
	// A bar is a link to the toggled view with role="button": a click (or
	// Enter, which clicks a link) toggles its filter here rather than
	// following the link, and so does Space, as on a button.
	toggle := func(ev js.Value) {
		if bar := chartBar(ev); bar.Truthy() {
			ev.Call("preventDefault")
			a.change(a.st.Toggle(bar.Call("getAttribute", "data-group").String(), bar.Call("getAttribute", "data-value").String()))
		}
	}
	a.on(a.cmp.head, "click", "chart", toggle)
	// A long "Before you upgrade" list closed when the head was written
	// gets its items when opened (see view.BeforeHTML).
	a.onLazyOpen(a.cmp.head, "before you upgrade", "details.before-group[data-lazy]", func(res *notes.Result, t js.Value) string {
		return a.view.BeforeGroupBodyHTML(res.Comparison, t.Call("getAttribute", "data-group").String())
	})
	moreRows := func(ev js.Value) {
		if t := ev.Get("target"); isElement(t) && t.Call("matches", ".list-more").Bool() {
			a.moreRows(t)
		}
	}
	a.on(a.cmp.deps, "click", "dependencies", moreRows)
	a.on(a.cmp.head, "click", "security fixes", moreRows)
	a.on(a.cmp.head, "keydown", "chart", func(ev js.Value) {
		if ev.Get("key").String() == " " {
			toggle(ev)
		}
	})
	for _, el := range []js.Value{a.cmp.from, a.cmp.to, a.cmp.swap} {
		el.Call("removeAttribute", "disabled")
	}
}

// fillTo makes the to picker list the releases newer than from (all of
// them without from), keeping to listed, when from changed.
func (a *app) fillTo(from, to string) {
	if from == a.cmp.toFrom && a.cmp.store == a.store {
		return
	}
	a.cmp.toFrom = from
	a.fillOptions(a.cmp.to, view.ToVersionRuns(a.store, a.view.Lang, from, to, view.PickerRun), to)
}

// swapRange exchanges the pickers' versions (view.SwapRange): a range
// given backwards becomes an upgrade; a single picked version moves to the
// other picker.
func (a *app) swapRange() {
	from, to := a.pickerValue(a.cmp.from), a.pickerValue(a.cmp.to)
	if st, ok := view.SwapRange(a.st, from, to); ok {
		a.change(st)
		return
	}
	if from == "" && to == "" {
		return
	}
	a.pickValue(a.cmp.from, to)
	a.fillTo(to, from)
	a.pickValue(a.cmp.to, from)
	a.pickRange()
}

// prepareCompare renders a comparison of the newest releases
// (view.WarmRange), once, in the idle warm-up after start-up (see warmUp),
// and throws it away: the store numbers every note's text on its first
// comparison (see notes.Store.Diff), a large part of the first
// comparison's time in WebAssembly, and the browser compiles the
// comparison and its render code (view.WarmCompare) before a person asks
// for a range.
func (a *app) prepareCompare() {
	if st := view.WarmRange(a.store); st.Compare() {
		a.view.WarmCompare(st, firstChunk)
	}
	mark("kubechangelog:compare-ready")
	// In a task of its own: the gates are the longest step of the warm-up.
	a.win.SetTimeout(func() { a.guard("feature gates", a.prepareGates) }, 0)
}

// chartBar returns the chart bar an event happened on, or null.
func chartBar(ev js.Value) js.Value {
	t := ev.Get("target")
	if !t.Truthy() || t.Get("closest").Type() != js.TypeFunction {
		return js.Null()
	}
	return t.Call("closest", ".chart a.bar[data-group][data-value]")
}

// pickRange shows what the pickers' versions make of the view
// (view.PickRange), keeping the to picker's list to the releases newer
// than from.
func (a *app) pickRange() {
	from, to := a.pickerValue(a.cmp.from), a.pickerValue(a.cmp.to)
	pick := view.PickRange(a.st, from, to)
	if pick.UnpickTo {
		a.fillTo(from, "")
		return
	}
	if from != a.cmp.toFrom {
		a.fillTo(from, to)
	}
	if pick.Show {
		a.change(pick.State)
	}
}

// showCompare makes the pickers say what the view compares, shows the way
// out of compare mode and, in the view's own task, the comparison's head
// (showRange); the chart of a search or filter within the range and the
// dependency changes follow in the next task (showCompareHead, from
// settle), as the filter counts do.
func (a *app) showCompare(res *notes.Result) {
	if !a.findCompare() {
		return
	}
	if a.cmp.store != a.store {
		// The store changes when a person opens a file of their own. The
		// pickers keep their first, empty option from the page.
		runs := view.VersionRuns(a.store, a.view.Lang, view.PickerRun)
		for _, sel := range []js.Value{a.cmp.from, a.cmp.to} {
			a.fillOptions(sel, runs, "")
		}
		a.cmp.store, a.cmp.depsOf, a.cmp.rangeOf = a.store, "", ""
		a.cmp.toFrom = "" // the to picker lists every release again
	}
	c := res.Comparison
	switch {
	case c != nil:
		a.pickValue(a.cmp.from, c.From)
		a.fillTo(c.From, c.To)
		a.pickValue(a.cmp.to, c.To)
	case res.CompareErr != nil:
		// Keep what the person picked, so the notice's advice applies;
		// a link's range given backwards shows, for Swap to fix.
		// The engine drops the range it refused: the link still holds it.
		if st, _ := notes.ParseFragment(a.hash()); st.From != "" && st.To != "" && a.pickerValue(a.cmp.from) == "" {
			a.pickValue(a.cmp.from, st.From)
			a.fillTo(st.From, st.To)
			a.pickValue(a.cmp.to, st.To)
		}
	case a.cmp.shown:
		a.pickValue(a.cmp.from, "")
		a.fillTo("", "")
		a.pickValue(a.cmp.to, "")
	}
	a.cmp.shown = c != nil
	setHidden(a.cmp.exit, c == nil)
	a.showRange(res)
}

// showRange shows the head above a comparison's notes in the view's own
// task, so the first screen of a range has its head (title, what the data
// lacks, "Before you upgrade", security fixes and chart) above its notes
// and nothing above them moves in later: written in the settling task, the
// head pushed the notes already painted down, and the first screen waited
// for that task. It is written when the range (or the language, or whether
// the gates are built) changes; a keystroke or a filter within the range
// keeps it, and its chart follows the counts in settle (showCompareHead).
// Leaving compare mode hides the head and the dependency changes at once.
func (a *app) showRange(res *notes.Result) {
	c := res.Comparison
	setHidden(a.cmp.head, c == nil)
	if c == nil {
		setHidden(a.cmp.deps, true)
		if a.cmp.depsOf != "" || a.cmp.rangeOf != "" {
			a.cmp.head.Set("innerHTML", "")
			a.cmp.deps.Set("innerHTML", "")
			a.cmp.depsOf, a.cmp.rangeOf, a.cmp.chartOf = "", "", nil
		}
		return
	}
	if a.depsKey(c) != a.cmp.depsOf {
		// The last range's, until settle writes this one's.
		setHidden(a.cmp.deps, true)
	}
	key := a.headKey(c, a.store.GatesBuilt())
	if key == a.cmp.rangeOf {
		return
	}
	// The chart needs the counts settle would take next. Without a
	// search they are a pass over the range's ids, half a millisecond for
	// the widest range in WebAssembly; a search's counts cost as much as
	// the search, and its chart waits for settle.
	chart := ""
	a.cmp.chartOf = nil
	if res.State.Query == "" {
		a.store.CountFacets(res)
		chart = a.view.ChartHTML(res)
		a.cmp.chartOf = res
	}
	a.cmp.head.Set("innerHTML", a.view.CompareRangeHTML(c)+chart)
	a.cmp.rangeOf = key
}

// showCompareHead follows a comparison's head and dependency changes to
// res in the settling task: the chart after a search or filter within the
// range (showRange wrote the head and chart of a new range), "Before you
// upgrade" waiting for the gates, and the dependency changes.
func (a *app) showCompareHead(res *notes.Result) {
	c := res.Comparison
	if !a.findCompare() || c == nil {
		return
	}
	if a.cmp.chartOf != res {
		// The range's part stays; the chart, the head's last element
		// when there is one, follows the filters and search.
		chart := a.view.ChartHTML(res) // settle counted the chart's facets
		if last := a.cmp.head.Get("lastElementChild"); last.Truthy() && last.Get("classList").Call("contains", "chart").Bool() {
			last.Call("remove")
		}
		if chart != "" {
			a.cmp.head.Call("insertAdjacentHTML", "beforeend", chart)
		}
		a.cmp.chartOf = res
	}
	if !a.store.GatesBuilt() {
		// "Before you upgrade" needs the gates: built in slices after
		// the notes and this head are on screen, then filled in.
		a.prepareGates()
	}
	// The dependency changes depend on the range alone, not on filters
	// or search: rendered once per range (and language), not per keystroke.
	if key := a.depsKey(c); key != a.cmp.depsOf {
		if !c.DepsReady() {
			// Computed after the notes, in tasks of their own; the
			// section shows when they are (see prepareDeps).
			a.prepareDeps(c)
			return
		}
		a.cmp.deps.Set("innerHTML", a.view.DepsHTML(c))
		a.cmp.depsOf = key
	}
	setHidden(a.cmp.deps, false)
}

// prepareDeps computes c's dependency changes between tasks
// (notes.Comparison.PrepareDeps) and then shows them if c is still the
// view's comparison. A comparison's notes need none of them: computed in
// the view's task, an opened file's 50,000 modules made it 150–500 ms
// longer. The section stays hidden meanwhile, as it is between a range
// and the next.
func (a *app) prepareDeps(c *notes.Comparison) {
	if a.cmp.depsFor == c {
		return
	}
	a.cmp.depsFor = c
	go a.guard("dependencies", func() {
		defer func() {
			if a.cmp.depsFor == c {
				a.cmp.depsFor = nil
			}
		}()
		nextTask(0) // the view's settling task ends first
		c.PrepareDeps(taskPause(yieldAfterIndex))
		mark("kubechangelog:deps-ready")
		if a.results.page != nil && a.results.page.Result.Comparison == c {
			a.showCompareHead(a.results.page.Result)
		}
	})
}

// moreRows lists the next view.ListPage rows of a comparison's paged
// list (view.PagedLists: the security fixes, the dependency changes)
// after a click on its button (btn), and says how many more it adds or
// removes it when none is left.
func (a *app) moreRows(btn js.Value) {
	// The view's comparison, not Store.Diff's: the store keeps one
	// comparison, and the gates' warm-up may have replaced it by another,
	// which made a click compute the range again (0.6 s for 50,000
	// modules).
	if a.results.page == nil || a.results.page.Result.Comparison == nil {
		return
	}
	c := a.results.page.Result.Comparison
	id := btn.Call("getAttribute", "data-list").String()
	i := slices.IndexFunc(view.PagedLists, func(l view.PagedList) bool { return l.ID == id })
	if i < 0 {
		return
	}
	l := view.PagedLists[i]
	// The dependency section may still be the last range's (hidden)
	// until settle writes this one's; the head, which holds the security
	// fixes, is written with the view (showRange), so its list is always
	// the view's range's.
	if l.ID == view.DepsList.ID && a.cmp.depsOf != a.depsKey(c) {
		return
	}
	list := btn.Call("closest", "section")
	if list.IsNull() {
		return
	}
	if list = list.Call("querySelector", ":scope > ul"); list.IsNull() {
		return
	}
	shown := list.Get("childElementCount").Int()
	list.Call("insertAdjacentHTML", "beforeend", a.view.RowsHTML(l, c, shown, shown+view.ListPage))
	if label := a.view.MoreRowsLabel(l, c, shown+view.ListPage); label != "" {
		btn.Set("textContent", label)
		return
	}
	// The list takes the focus the removed button had, so the keyboard
	// stays in the section rather than falling back to the page's start.
	list.Call("setAttribute", "tabindex", "-1")
	list.Call("focus", map[string]any{"preventScroll": true})
	btn.Get("parentElement").Call("remove")
}

// depsKey names what view.DepsHTML writes for c: the range and the
// language.
func (a *app) depsKey(c *notes.Comparison) string {
	return c.From + " " + c.To + " " + string(a.view.Lang)
}

// headKey names what view.CompareRangeHTML writes for c: the range, the
// language, and whether "Before you upgrade" is still waiting for the
// gates.
func (a *app) headKey(c *notes.Comparison, gatesBuilt bool) string {
	return c.From + " " + c.To + " " + string(a.view.Lang) + " " + strconv.FormatBool(gatesBuilt)
}

// setHidden hides or shows el when that changes anything: even an
// unchanged attribute written costs a style recalculation, on every
// keystroke.
func setHidden(el js.Value, hidden bool) {
	if el.Get("hidden").Bool() != hidden {
		el.Set("hidden", hidden)
	}
}

// setValue sets a form control's value when it differs, so a control
// being used is not disturbed.
func setValue(el js.Value, v string) {
	if el.Get("value").String() != v {
		el.Set("value", v)
	}
}
