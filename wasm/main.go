//go:build js && wasm

// Command wasm is the page's WebAssembly module. It is thin glue in the Elm
// style: the URL fragment is the state (notes.ParseFragment), the engine
// turns a state into a result (notes.Store.Query), package view turns a
// result into HTML, and DOM events produce new states. Every view is a link,
// and Back walks earlier views.
//
// The history rules are view.History's and the pacing and collection rules
// package pace's, both tested on the host; this package makes the calls they
// decide. The page's elements are looked up once at start-up and every
// listener goes through one adapter (dom.go), both on syscall/js: dom/v2's
// wrappers probe tens of constructors per event or element, 15 times the
// cost of the raw reads (the figure is in dom.go). honnef.co/go/js/dom/v2
// serves the rest (the document, timers, the title, and the elements
// wrapped by byID).
package main

import (
	"runtime/debug"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

func main() {
	tuneGC()
	doc := dom.GetWindow().Document()
	a, err := boot(doc)
	if err != nil {
		fatal(doc, err)
		return
	}
	a.start()
	select {} // keep the module alive for event handlers
}

// fatal shows a start-up failure where the loader stood.
func fatal(doc dom.Document, err error) {
	if el := byID(doc, "loader-text"); el != nil {
		el.SetTextContent("The release notes could not be loaded: " + err.Error())
	}
	wrapHTML(doc.Underlying().Get("documentElement")).SetAttribute("data-error", "1")
}

// boot loads the embedded notes and finds the page's elements.
func boot(doc dom.Document) (*app, error) {
	mark("kubechangelog:go-start")
	rels, err := embed.Releases()
	if err != nil {
		return nil, err
	}
	mark("kubechangelog:decoded")
	store, err := embed.StoreOf(rels)
	if err != nil {
		return nil, err
	}
	mark("kubechangelog:store")
	a := &app{
		store: store,
		view:  view.New(store),
		doc:   doc,
		win:   dom.GetWindow(),
	}
	a.prefs.shownLang = i18n.EN // the static HTML's
	if err := a.findElements(); err != nil {
		return nil, err
	}
	// The prerendered page (tools/prerender) lists the releases already,
	// and holds the default view's notes, adopted by the first view if it
	// is that one (see adopt).
	if a.el.version.Get("options").Get("length").Int() <= 1 {
		a.el.version.Call("insertAdjacentHTML", "beforeend", view.VersionsHTML(store))
	}
	if v := a.el.results.Call("querySelector", ":scope[data-prerendered] > .view"); v.Truthy() {
		a.pre.view = v
		a.pre.notes, _ = strconv.Atoi(a.el.results.Call("getAttribute", "data-prerendered").String())
		a.pre.total, _ = strconv.Atoi(a.el.results.Call("getAttribute", "data-total").String())
	}
	return a, nil
}

// app is the page's state and the elements it updates.
type app struct {
	store   *notes.Store
	view    *view.View
	doc     dom.Document
	win     dom.Window
	filters *filterPanel
	el      elements // see findElements
	cmp     compareState
	gates   gatesState
	exp     exportState
	prefs   prefs

	st      notes.State // the state shown, as the engine applied it
	results resultsState
	// history decides the history writes: a push or a replace, made in
	// the task after the view.
	history view.History
	// toSettle is the view whose filter counts, title and comparison head
	// wait for the next task (see settle).
	toSettle *notes.Result
	// indexing is the store whose search index is being built in slices,
	// and waiting the last view asked for meanwhile that needs it (see
	// waitForIndex).
	indexing *notes.Store
	waiting  *waitingView
	// noticeList is what the notice area shows: the last view's notices
	// plus any error caught since.
	noticeList  []i18n.Msg
	noticesHTML string // what the notice area holds
	shownHash   string // the fragment fromURL last showed, "" once another view is (see fromURL)
	idleGen     int    // bumped per view; see scheduleIdleGC
	warm        bool   // warmUp ran
	open        opener
	fills       []*optionFill // the release pickers (see fillOptions)
	filling     bool          // a goroutine adds their lists' runs
	// first applies the first view; set until it has run (see start
	// and showFirst).
	first func()
	// pre is the first screen tools/prerender wrote into the page, until
	// the first view adopts or replaces it (see adopt).
	pre struct {
		view         js.Value
		notes, total int
	}
}

// start shows the view the URL asks for, wires the events and marks the
// page ready.
func (a *app) start() {
	// The search box takes text before the module runs (the prerendered
	// page invites typing); the first view would clear it.
	typed := a.boxText()
	st, notices := notes.ParseFragment(a.hash())
	a.first = func() {
		a.guard("start", func() {
			panel, err := newFilterPanel(a.doc, a.store, i18n.EN)
			if err != nil {
				panic(err) // findElements found #facet-groups: not reached
			}
			a.filters = panel
			a.apply(st, notices, navNone)
		})
	}
	// A first view with search text waits for the search index, built
	// after the notes' other words have come (see loadAka), as a search
	// typed before the index does (see waitForIndex): built at once for
	// it, the index would search the notes' text alone.
	a.indexing = a.store
	// The default view, prerendered in English, is on screen already, and
	// the page is interactive once its events are wired: the first view
	// (matching every note, each change once: the copy groups, the largest
	// item of start-up in WebAssembly) and the filter panel's adoption wait
	// for the task after ready, or for the first event if it comes sooner
	// (every listener calls showFirst first).
	if !a.pre.view.Truthy() || st.Fragment() != "" || len(notices) > 0 || typed != "" || a.langFor(st.Lang) != i18n.EN {
		a.showFirst()
	}
	a.listenUncaught()
	a.listen()
	a.listenOpen()
	a.listenCompare()
	a.listenExport()
	a.listenNarrow()
	a.el.loader.Set("hidden", true)
	for _, el := range []js.Value{a.el.q, a.el.version} {
		el.Call("removeAttribute", "disabled")
	}
	// The page says the search and the filters are getting ready until
	// now (see web/index.html).
	a.el.q.Call("setAttribute", "placeholder", a.view.Lang.T(a.el.q.Call("getAttribute", "data-i18n-placeholder").String()))
	if p := a.el.panel; p.Truthy() {
		p.Call("removeAttribute", "inert")
		p.Call("removeAttribute", "aria-busy")
	}
	if w := a.el.panelWait; w.Truthy() {
		w.Call("setAttribute", "hidden", "")
	}
	a.el.root.Call("setAttribute", "data-ready", "1")
	mark("kubechangelog:ready")
	a.markEntry()
	if a.first != nil {
		a.win.SetTimeout(a.showFirst, 0)
	}
	// The search index is built after the first view is on screen rather
	// than before it, so the page is usable (filters, releases) a few
	// hundred milliseconds sooner; and it is built in slices (yielder, as
	// for an opened file), so a click or a keystroke meanwhile is answered
	// at once. A search typed meanwhile waits for it (see waitForIndex);
	// a.indexing was set before the first view for that.
	go a.guard("prepare search", func() {
		a.loadAka(a.store)
		a.indexStore(a.store, yielder(yieldAfterIndex))
		mark("kubechangelog:search-ready")
	})
	if typed != "" && typed != a.st.Query {
		a.el.q.Set("value", typed)
		a.guard("search", a.search)
	}
}

// showFirst applies the first view if it has not run yet: in the task
// after ready, or before the first event that comes sooner (see callback),
// so every handler starts from the view the URL names.
func (a *app) showFirst() {
	if f := a.first; f != nil {
		a.first = nil
		f()
	}
}

// adopt takes over the prerendered first screen as the view of res when it
// is that view (the default one, in English, as this build renders it):
// its notes, summary, counts and labels stay as they are, and the rest of
// the page's work (settle, "Show more") goes on from there. Otherwise the
// prerendered notes become an earlier view, replaced as any is (see
// showResults). Either way it happens once, for the first view.
func (a *app) adopt(res *notes.Result) bool {
	pre := a.pre
	if !pre.view.Truthy() {
		return false
	}
	a.pre.view = js.Undefined()
	a.el.results.Call("removeAttribute", "data-prerendered")
	r := &a.results
	r.cur = pre.view
	if res.State.Fragment() != "" || a.view.Lang != i18n.EN || res.Ranked ||
		res.Comparison != nil || res.Total() != pre.total || pre.notes <= 0 {
		return false
	}
	r.gen++
	r.page = a.view.Page(res)
	r.limit = max(pageSize, pre.notes)
	r.shown = min(pre.notes, res.Total())
	mark("kubechangelog:adopted")
	a.afterChunk()
	return true
}

// mark records a start-up milestone in the Performance timeline, so the
// browser's tools and the benchmark can tell where start-up time goes.
func mark(name string) {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Type() == js.TypeFunction {
		p.Call("mark", name)
	}
}

// now is the page's clock (performance.now), in milliseconds.
func now() float64 {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("now").Type() == js.TypeFunction {
		return p.Call("now").Float()
	}
	return 0
}

// measure records in the Performance timeline how long the work begun at
// start (now) took, so a test can tell the page's part of a task from the
// browser's (setting a fragment of 1 MB costs Chromium itself 0.3 s).
func measure(name string, start float64) {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("measure").Type() == js.TypeFunction {
		p.Call("measure", name, map[string]any{"start": start})
	}
}

// guard runs fn and turns a panic into a notice, so one bad event never
// kills the module: a panic escaping an event handler would end the Go
// program and leave a dead page.
func (a *app) guard(what string, fn func()) {
	defer func() {
		if r := recover(); r != nil {
			js.Global().Get("console").Call("error", i18n.Sprintf("kubechangelog: %s: %v\n%s", what, r, debug.Stack()))
			a.notice(i18n.M("Something went wrong (%s): %v. The page may be out of date; reload it if it looks wrong.", what, r))
		}
	}()
	fn()
}
