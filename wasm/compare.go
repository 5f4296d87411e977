//go:build js && wasm

package main

import (
	"syscall/js"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// Compare mode: the "from" and "to" pickers put both versions in the state
// (#from=v1.27.4&to=v1.30.2, with any filters and search), and the view
// then shows the range's security fixes and chart above the notes
// (#compare-view) and its dependency changes after them (#compare-deps).
// The notes themselves are the results region, chunked as any view.

// cmp is the compare controls and regions. The module runs one app per
// page, so it is package state rather than a field of app.
var cmp struct {
	from, to, exit, head, deps js.Value
	swap                       js.Value
	found                      bool
	toFrom                     string       // the from the to picker lists newer releases of
	store                      *notes.Store // whose releases the pickers list
	depsOf                     string       // the range #compare-deps shows
	shown                      bool         // the last view was a comparison
}

// findCompare looks the compare elements up, once, and reports whether
// the page has them all.
func (a *app) findCompare() bool {
	if cmp.found {
		return true
	}
	doc := a.doc.Underlying()
	get := func(id string) js.Value { return doc.Call("getElementById", id) }
	cmp.from, cmp.to, cmp.exit = get("from"), get("to"), get("compare-exit")
	cmp.head, cmp.deps, cmp.swap = get("compare-view"), get("compare-deps"), get("compare-swap")
	for _, el := range []js.Value{cmp.from, cmp.to, cmp.exit, cmp.head, cmp.deps, cmp.swap} {
		if el.IsNull() {
			return false
		}
	}
	cmp.found = true
	return true
}

// listenCompare wires the pickers, the button that leaves compare mode and
// the chart's bars.
func (a *app) listenCompare() {
	if !a.findCompare() {
		a.notice(i18n.M("Comparing versions is not available: the page lacks its compare controls."))
		return
	}
	handle := func(what string, fn func(ev js.Value)) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) any {
			a.guard(what, func() { fn(args[0]) })
			return nil
		})
	}
	pick := handle("compare", func(js.Value) { a.pickRange() })
	cmp.from.Call("addEventListener", "change", pick)
	cmp.to.Call("addEventListener", "change", pick)
	cmp.swap.Call("addEventListener", "click", handle("compare", func(js.Value) { a.swapRange() }))
	cmp.exit.Call("addEventListener", "click", handle("compare", func(js.Value) {
		st := a.st
		st.From, st.To = "", ""
		a.change(st)
	}))
	// A bar is a link to the toggled view with role="button": a click (or
	// Enter, which clicks a link) toggles its filter here rather than
	// following the link, and so does Space, as on a button.
	toggle := func(ev js.Value) {
		if bar := chartBar(ev); bar.Truthy() {
			ev.Call("preventDefault")
			a.change(a.st.Toggle(bar.Call("getAttribute", "data-group").String(), bar.Call("getAttribute", "data-value").String()))
		}
	}
	cmp.head.Call("addEventListener", "click", handle("chart", toggle))
	cmp.head.Call("addEventListener", "keydown", handle("chart", func(ev js.Value) {
		if ev.Get("key").String() == " " {
			toggle(ev)
		}
	}))
	for _, el := range []js.Value{cmp.from, cmp.to, cmp.swap} {
		el.Call("removeAttribute", "disabled")
	}
}

// fillTo makes the to picker list the releases newer than from (all of
// them without from), keeping to listed, when from changed.
func (a *app) fillTo(from, to string) {
	if from == cmp.toFrom && cmp.store == a.store {
		return
	}
	cmp.toFrom = from
	cmp.to.Set("length", 1)
	cmp.to.Call("insertAdjacentHTML", "beforeend", view.ToVersionsHTML(a.store, from, to))
	cmp.to.Set("value", to)
}

// swapRange exchanges the pickers' versions: a range given backwards (a
// link from a downgrade, or a from picked past to) becomes an upgrade.
func (a *app) swapRange() {
	from, to := cmp.from.Get("value").String(), cmp.to.Get("value").String()
	if from == "" && to == "" {
		return
	}
	if from == "" || to == "" {
		setValue(cmp.from, to)
		a.fillTo(to, from)
		setValue(cmp.to, from)
		a.pickRange()
		return
	}
	st := a.st
	st.Gates, st.Gate = "", ""
	st.Version, st.From, st.To = "", to, from
	a.change(st)
}

// prepareCompare compares the two newest releases, once, in the idle
// warm-up after start-up (see warmUp): the store numbers every note's text
// on its first comparison (see notes.Store.Diff), a large part of the first
// comparison's time in WebAssembly, and the comparison code gets compiled
// by the browser's optimizing tier before a person asks for a range.
func (a *app) prepareCompare() {
	if rels := a.store.Releases(); len(rels) > 1 {
		_, _ = a.store.Diff(rels[1].Version, rels[0].Version)
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

// pickRange enters compare mode once both versions are picked, moves the
// range when one changes, and leaves compare mode when one is unpicked.
func (a *app) pickRange() {
	from, to := cmp.from.Get("value").String(), cmp.to.Get("value").String()
	if from != cmp.toFrom {
		if to != "" && from != "" && semver.Compare(to, from) <= 0 {
			// to is no upgrade from the new from: unpicked, and the view
			// waits for a newer one rather than leave compare mode.
			a.fillTo(from, "")
			return
		}
		a.fillTo(from, to)
	}
	st := a.st
	st.Gates, st.Gate = "", ""
	switch {
	case from != "" && to != "":
		st.Version, st.From, st.To = "", from, to
	case a.st.Compare():
		st.From, st.To = "", ""
	default:
		return // wait for the other version
	}
	a.change(st)
}

// showCompare makes the pickers say what the view compares and shows the
// way out of compare mode; the head above the notes (title, security fixes,
// chart) and the dependency changes follow in the next task
// (showCompareHead, from settle), as the filter counts do.
func (a *app) showCompare(res *notes.Result) {
	if !a.findCompare() {
		return
	}
	if cmp.store != a.store {
		// The store changes when a person opens a file of their own. The
		// pickers keep their first, empty option from the page.
		opts := view.VersionsHTML(a.store)
		for _, sel := range []js.Value{cmp.from, cmp.to} {
			sel.Set("length", 1)
			sel.Call("insertAdjacentHTML", "beforeend", opts)
		}
		cmp.store, cmp.depsOf = a.store, ""
		cmp.toFrom = "" // the to picker lists every release again
	}
	c := res.Comparison
	switch {
	case c != nil:
		setValue(cmp.from, c.From)
		a.fillTo(c.From, c.To)
		setValue(cmp.to, c.To)
	case res.CompareErr != nil:
		// Keep what the person picked, so the notice's advice applies;
		// a link's range given backwards shows, for Swap to fix.
		// The engine drops the range it refused: the link still holds it.
		if st, _ := notes.ParseFragment(a.hash()); st.From != "" && st.To != "" && cmp.from.Get("value").String() == "" {
			setValue(cmp.from, st.From)
			a.fillTo(st.From, st.To)
			setValue(cmp.to, st.To)
		}
	case cmp.shown:
		setValue(cmp.from, "")
		a.fillTo("", "")
		setValue(cmp.to, "")
	}
	cmp.shown = c != nil
	setHidden(cmp.exit, c == nil)
}

// showCompareHead shows, or hides, the comparison's head and dependency
// changes for res.
func (a *app) showCompareHead(res *notes.Result) {
	if !cmp.found {
		return
	}
	c := res.Comparison
	setHidden(cmp.head, c == nil)
	setHidden(cmp.deps, c == nil)
	if c == nil {
		if cmp.depsOf != "" {
			cmp.head.Set("innerHTML", "")
			cmp.deps.Set("innerHTML", "")
			cmp.depsOf = ""
		}
		return
	}
	cmp.head.Set("innerHTML", a.view.CompareHeadHTML(res)) // settle counted the chart's facets
	if !a.store.GatesBuilt() {
		// "Before you upgrade" needs the gates: built in slices after
		// the notes and this head are on screen, then filled in.
		a.prepareGates()
	}
	// The dependency changes depend on the range alone, not on filters
	// or search: rendered once per range (and language), not per keystroke.
	if key := c.From + " " + c.To + " " + string(a.view.Lang); key != cmp.depsOf {
		cmp.deps.Set("innerHTML", a.view.DepsHTML(c))
		cmp.depsOf = key
	}
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
