//go:build js && wasm

package main

import (
	"runtime"
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// The feature gates views (#gates, #gate=NAME) take the place of the notes:
// the root's data-mode="gates" hides the notes, the filter panel and the
// comparison (styles.css), and #gates-view shows the list, narrowed by the
// search box (st.Query), a stage and a SIG, or one gate's notes. The
// engine does the work (notes.Store.MatchGates, Gate); view renders.

// gts is the gates view's elements, looked up once.
var gts struct {
	found                                     bool
	section, browse, list, detail, stage, sig js.Value
	optsLang                                  i18n.Lang // the language of the pickers' options
	optsStore                                 *notes.Store
	on                                        bool // the page shows a gates view
}

func (a *app) findGates() bool {
	if gts.found {
		return true
	}
	doc := a.doc.Underlying()
	get := func(id string) js.Value { return doc.Call("getElementById", id) }
	gts.section, gts.browse, gts.list = get("gates-view"), get("gates-browse"), get("gates-list")
	gts.detail, gts.stage, gts.sig = get("gate-detail"), get("gates-stage"), get("gates-sig")
	for _, el := range []js.Value{gts.section, gts.browse, gts.list, gts.detail, gts.stage, gts.sig} {
		if el.IsNull() {
			return false
		}
	}
	gts.found = true
	handle := js.FuncOf(func(js.Value, []js.Value) any {
		a.guard("feature gates", a.pickGateFilter)
		return nil
	})
	gts.stage.Call("addEventListener", "change", handle)
	gts.sig.Call("addEventListener", "change", handle)
	return true
}

// showGates shows st when it asks for a gates view, and reports whether it
// did; otherwise it puts the notes back if a gates view was shown.
func (a *app) showGates(st notes.State, notices []i18n.Msg, nav navigation) bool {
	if st.Gates == "" && st.Gate == "" {
		if gts.on {
			gts.on = false
			a.el.root.Call("removeAttribute", "data-mode")
			setHidden(gts.section, true)
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
	if gts.optsLang != a.view.Lang || gts.optsStore != a.store {
		// Translated labels, and the SIGs of this store's gates.
		stages, sigs := a.view.GateFilterHTML()
		gts.stage.Set("length", 1)
		gts.stage.Call("insertAdjacentHTML", "beforeend", stages)
		gts.sig.Set("length", 1)
		gts.sig.Call("insertAdjacentHTML", "beforeend", sigs)
		gts.optsLang, gts.optsStore = a.view.Lang, a.store
	}
	if st.Gate != "" {
		gts.detail.Set("innerHTML", a.view.GateHTML(st.Gate))
		setHidden(gts.browse, true)
		setHidden(gts.detail, false)
		a.setTitle(st.Gate)
	} else {
		setValue(gts.stage, st.Gates)
		sig := ""
		if len(st.SIGs) > 0 {
			sig = st.SIGs[0]
		}
		setValue(gts.sig, sig)
		gts.list.Set("innerHTML", a.view.GatesHTML(st))
		setHidden(gts.browse, false)
		setHidden(gts.detail, true)
		a.setTitle(a.view.Lang.T("Feature gates"))
	}
	if !gts.on {
		gts.on = true
		a.el.root.Call("setAttribute", "data-mode", "gates")
		setHidden(gts.section, false)
		js.Global().Call("scrollTo", 0, 0)
	}
	a.toSettle = nil
	// The notes region is hidden, but says it is settled: nothing of it
	// is pending (the browser tests wait on it).
	a.el.results.Call("setAttribute", "aria-busy", false)
	a.flushURL() // no notes follow to settle the view (see settle)
	return true
}

func (a *app) setTitle(what string) {
	a.doc.Underlying().Set("title", what+" — kubechangelog")
}

// pickGateFilter follows the stage and SIG pickers of the gates list.
func (a *app) pickGateFilter() {
	st := a.st
	st.Gate = ""
	st.Gates = gts.stage.Get("value").String()
	st.SIGs = nil
	if sig := gts.sig.Get("value").String(); sig != "" {
		st.SIGs = []string{sig}
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
// fills the section waiting for it when done. A view that cannot wait (a
// gate's view, an export) builds them itself.
func (a *app) prepareGates() {
	s := a.store
	if s.GatesBuilt() {
		mark("kubechangelog:gates-ready")
		a.fillBefore()
		return
	}
	if gatesBuilding == s {
		return // the build under way fills the section when done
	}
	gatesBuilding = s
	go a.guard("feature gates", func() {
		defer func() {
			if gatesBuilding == s {
				gatesBuilding = nil
			}
		}()
		pause := yielder(yieldAfterIndex)
		s.PrepareGatesPause(func() {
			pause()
			if s != a.store {
				// A file opened meanwhile replaced the store: its
				// gates are nobody's, and the opener needs the time.
				runtime.Goexit()
			}
		})
		mark("kubechangelog:gates-ready")
		a.fillBefore()
	})
}

// gatesBuilding is the store whose gates prepareGates is building.
var gatesBuilding *notes.Store

// fillBefore replaces a comparison's "Before you upgrade" placeholder with
// the section, once the gates are built.
func (a *app) fillBefore() {
	if !cmp.found || a.st.Gates != "" || a.st.Gate != "" {
		return
	}
	el := a.doc.Underlying().Call("getElementById", "before-upgrade")
	if el.IsNull() || el.Call("getAttribute", "aria-busy").IsNull() {
		return
	}
	c, err := a.store.Diff(a.st.From, a.st.To)
	if err != nil {
		return
	}
	c.Before() // builds the gates on first use
	el.Set("outerHTML", a.view.BeforeHTML(c))
	mark("kubechangelog:before-ready")
}
