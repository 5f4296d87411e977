//go:build js && wasm

package main

import (
	"runtime"
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// The feature gates views (#gates, #gate=NAME) take the place of the notes:
// the root's data-mode="gates" hides the notes, the filter panel and the
// comparison (styles.css), and #gates-view shows the list, narrowed by the
// search box (st.Query), a stage and a SIG, or one gate's notes. The
// engine does the work (notes.Store.MatchGates, Gate); view renders.

// gatesState is the gates view's elements (found by findElements) and
// what they show.
type gatesState struct {
	section, browse, list, detail, stage, sig js.Value
	optsLang                                  i18n.Lang // the language of the pickers' options
	optsStore                                 *notes.Store
	on                                        bool         // the page shows a gates view
	wired                                     bool         // the pickers' listeners are on
	building                                  *notes.Store // whose gates prepareGates is building
}

// findGates reports whether the page has every element of the gates view,
// wiring its pickers the first time.
func (a *app) findGates() bool {
	g := &a.gates
	if !present(g.section, g.browse, g.list, g.detail, g.stage, g.sig) {
		return false
	}
	if !g.wired {
		g.wired = true
		pick := func(js.Value) { a.pickGateFilter() }
		a.on(g.stage, "change", "feature gates", pick)
		a.on(g.sig, "change", "feature gates", pick)
	}
	return true
}

// showGates shows st when it asks for a gates view, and reports whether it
// did; otherwise it puts the notes back if a gates view was shown.
func (a *app) showGates(st notes.State, notices []i18n.Msg, nav navigation) bool {
	if st.Gates == "" && st.Gate == "" {
		if a.gates.on {
			a.gates.on = false
			a.el.root.Call("removeAttribute", "data-mode")
			setHidden(a.gates.section, true)
		}
		return false
	}
	if !a.findGates() {
		a.notice(i18n.M("The feature gates cannot be shown: the page lacks their view."))
		return true
	}
	a.waiting = nil // a search waiting for the index must not replace this view
	a.st = st
	a.setURL(nav)
	a.noticeList = notices
	a.setLang(st.Lang)
	a.showNotices()
	a.updateControls()
	// The gates are read in slices in the background (prepareGates): the
	// shipped notes' are a second of the module's work, which one task of
	// this view froze the page for. Until then the view says it is
	// reading them, and fillGates shows it when they are read.
	pending := !a.store.GatesBuilt()
	if pending {
		a.prepareGates()
	}
	// The pickers' SIGs are the gates', unknown until they are read: the
	// pickers are off meanwhile rather than offering nothing to pick.
	a.gates.stage.Set("disabled", pending)
	a.gates.sig.Set("disabled", pending)
	if !pending && (a.gates.optsLang != a.view.Lang || a.gates.optsStore != a.store) {
		// Translated labels, and the SIGs of this store's gates.
		stages, sigs := a.view.GateFilterHTML()
		a.gates.stage.Set("length", 1)
		a.gates.stage.Call("insertAdjacentHTML", "beforeend", stages)
		a.gates.sig.Set("length", 1)
		a.gates.sig.Call("insertAdjacentHTML", "beforeend", sigs)
		a.gates.optsLang, a.gates.optsStore = a.view.Lang, a.store
	}
	if st.Gate != "" {
		if pending {
			a.gates.detail.Set("innerHTML", a.view.GatesPendingHTML())
		} else {
			a.gates.detail.Set("innerHTML", a.view.GateHTML(st.Gate))
		}
		setHidden(a.gates.browse, true)
		setHidden(a.gates.detail, false)
		a.setTitle(st.Gate)
	} else {
		setValue(a.gates.stage, st.Gates)
		sig := ""
		if sigs := st.Values("sig"); len(sigs) > 0 {
			sig = sigs[0]
		}
		setValue(a.gates.sig, sig)
		if pending {
			a.gates.list.Set("innerHTML", a.view.GatesPendingHTML())
		} else {
			a.gates.list.Set("innerHTML", a.view.GatesHTML(st))
		}
		setHidden(a.gates.browse, false)
		setHidden(a.gates.detail, true)
		a.setTitle(a.view.Lang.T("Feature gates"))
	}
	if !a.gates.on {
		a.gates.on = true
		a.el.root.Call("setAttribute", "data-mode", "gates")
		setHidden(a.gates.section, false)
		js.Global().Call("scrollTo", 0, 0)
	}
	a.toSettle = nil
	// The notes region is hidden, but says it is settled: nothing of it
	// is pending (the browser tests wait on it).
	a.el.results.Call("setAttribute", "aria-busy", false)
	a.flushURL() // no notes follow to settle the view (see settle)
	return true
}

// fillGates shows the gates view a person asked for while the gates were
// being read, once they are (see showGates).
func (a *app) fillGates() {
	if a.gates.on && (a.st.Gates != "" || a.st.Gate != "") && a.store.GatesBuilt() {
		a.showGates(a.st, a.noticeList, navNone)
	}
}

func (a *app) setTitle(what string) {
	a.doc.Underlying().Set("title", what+" — kubechangelog")
}

// pickGateFilter follows the stage and SIG pickers of the gates list.
func (a *app) pickGateFilter() {
	st := a.st
	st.Gate = ""
	st.Gates = a.gates.stage.Get("value").String()
	st.Set("sig", nil)
	if sig := a.gates.sig.Get("value").String(); sig != "" {
		st.Set("sig", []string{sig})
	}
	a.change(st)
}

// prepareGates builds the store's gates in the background: in the idle
// warm-up after the comparison's (see prepareCompare), and when a
// comparison's "Before you upgrade" waits for them (showCompareHead). A gate
// view or a comparison's section then shows at once, and notes rendered
// from then on link the gates they name (view.writeNoteGates).
//
// They are built in slices (yielder, as the search index is), so a click or
// a keystroke meanwhile is answered at once; one build at a time, which
// fills the section or the gates view waiting for it when done (fillBefore,
// fillGates). A view that cannot wait (an export) builds them itself.
func (a *app) prepareGates() {
	s := a.store
	if s.GatesBuilt() {
		mark("kubechangelog:gates-ready")
		a.fillBefore()
		return
	}
	if a.gates.building == s {
		return // the build under way fills the section when done
	}
	a.gates.building = s
	go a.guard("feature gates", func() {
		defer func() {
			if a.gates.building == s {
				a.gates.building = nil
			}
		}()
		pause := yielder(yieldAfterIndex)
		s.PrepareGates(func() {
			pause()
			// A view being shown comes first: its settling task and
			// its first page of notes. Started in the idle warm-up,
			// the build's slices otherwise ran between a view's task
			// and its settling task, and the first comparison a
			// person asked for waited for them.
			for a.unsettled() || a.busy() {
				nextTask(viewFirst)
			}
			if s != a.store {
				// A file opened meanwhile replaced the store: its
				// gates are nobody's, and the opener needs the time.
				runtime.Goexit()
			}
		})
		if st := view.WarmRange(s); st.Compare() && s == a.store && !a.st.Compare() {
			// "Before you upgrade" as a comparison shows it from now
			// on, rendered and thrown away for the browser to compile
			// it (see prepareCompare); a comparison shown now renders
			// it in fillBefore.
			if c, err := s.Diff(st.From, st.To); err == nil {
				a.view.BeforeHTML(c)
			}
		}
		mark("kubechangelog:gates-ready")
		a.fillBefore()
		a.fillGates()
	})
}

// viewFirst is how long, in ms, the background gate build waits at a time
// for a view to settle (see prepareGates).
const viewFirst = 5

// fillBefore replaces a comparison's "Before you upgrade" placeholder with
// the section, once the gates are built.
func (a *app) fillBefore() {
	if !a.findCompare() || a.st.Gates != "" || a.st.Gate != "" {
		return
	}
	el := a.cmp.head.Call("querySelector", "#before-upgrade")
	if el.IsNull() || el.Call("getAttribute", "aria-busy").IsNull() {
		return
	}
	c, err := a.store.Diff(a.st.From, a.st.To)
	if err != nil {
		return
	}
	c.Before() // builds the gates on first use
	el.Set("outerHTML", a.view.BeforeHTML(c))
	if a.cmp.rangeOf == a.headKey(c, false) {
		a.cmp.rangeOf = a.headKey(c, true) // the head's range part is whole again
	}
	mark("kubechangelog:before-ready")
}
