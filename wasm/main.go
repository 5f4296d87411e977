//go:build js && wasm

// Command wasm is the page's WebAssembly module. It is thin glue in the Elm
// style: the URL fragment is the state (notes.ParseFragment), the engine
// turns a state into a result (notes.Store.Query), package view turns a
// result into HTML, and DOM events produce new states. Every view is a link,
// and Back walks earlier views.
//
// The DOM is reached through honnef.co/go/js/dom/v2; syscall/js is used
// where dom has no API (insertAdjacentHTML, IntersectionObserver, history
// calls that must not throw) and on the keystroke path, where dom's event
// wrapping costs dozens of calls into JavaScript per event.
package main

import (
	"fmt"
	"runtime/debug"
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
	if el := doc.GetElementByID("loader-text"); el != nil {
		el.SetTextContent("The release notes could not be loaded: " + err.Error())
	}
	doc.DocumentElement().SetAttribute("data-error", "1")
}

// boot loads the embedded notes and finds the page's elements.
func boot(doc dom.Document) (*app, error) {
	mark("kubechangelog:go-start")
	rels, err := embed.Releases()
	if err != nil {
		return nil, err
	}
	mark("kubechangelog:decoded")
	store := notes.NewStore(rels)
	mark("kubechangelog:store")
	a := &app{
		store: store,
		view:  view.New(store),
		doc:   doc,
		win:   dom.GetWindow(),
	}
	get := func(id string) js.Value {
		el := doc.GetElementByID(id)
		if el == nil {
			if err == nil {
				err = fmt.Errorf("the page has no #%s element", id)
			}
			return js.Null()
		}
		return el.Underlying()
	}
	a.el.root = doc.DocumentElement().Underlying()
	a.el.q = get("q")
	a.el.version = get("version")
	a.el.action = get("action")
	a.el.actionCount = get("action-count")
	a.el.clear = get("clear")
	a.el.results = get("results")
	a.el.more = get("more")
	a.el.notices = get("notices")
	a.el.summary = get("summary")
	a.el.loader = get("loader")
	if err != nil {
		return nil, err
	}
	a.el.version.Call("insertAdjacentHTML", "beforeend", view.VersionsHTML(store))
	if a.filters, err = newFilterPanel(doc, view.Options(store)); err != nil {
		return nil, err
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
	el      struct {
		root, q, version, action, actionCount, clear js.Value
		results, more, notices, summary, loader      js.Value
	}

	st      notes.State // the state shown, as the engine applied it
	results resultsState
	// typing is set while the search box is being typed in: the first
	// keystroke pushes a history entry, the next ones replace it, so Back
	// returns to the view before the search rather than letter by letter.
	typing bool
	url    pendingURL // a history write waiting for the next task
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
	idleGen     int    // bumped per view; see scheduleIdleGC
	warm        bool   // warmUp ran
	open        opener
}

// start shows the view the URL asks for, wires the events and marks the
// page ready.
func (a *app) start() {
	a.guard("start", func() {
		st, notices := notes.ParseFragment(a.hash())
		a.apply(st, notices, navNone)
	})
	a.listenUncaught()
	a.listen()
	a.listenOpen()
	a.listenCompare()
	a.listenExport()
	a.el.loader.Set("hidden", true)
	for _, id := range []string{"q", "version"} {
		if el := a.doc.GetElementByID(id); el != nil {
			el.RemoveAttribute("disabled")
		}
	}
	a.el.root.Call("setAttribute", "data-ready", "1")
	mark("kubechangelog:ready")
	// The search index is built after the first view is on screen rather
	// than before it, so the page is usable (filters, releases) a few
	// hundred milliseconds sooner; and it is built in slices (yielder, as
	// for an opened file), so a click or a keystroke meanwhile is answered
	// at once. A search typed meanwhile waits for it (see waitForIndex).
	// Set before the goroutine first runs: a keystroke may come first.
	a.indexing = a.store
	go a.guard("prepare search", func() {
		a.indexStore(a.store, yielder(yieldAfterIndex))
		mark("kubechangelog:search-ready")
	})
}

// mark records a start-up milestone in the Performance timeline, so the
// browser's tools and the benchmark can tell where start-up time goes.
func mark(name string) {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Type() == js.TypeFunction {
		p.Call("mark", name)
	}
}

// guard runs fn and turns a panic into a notice, so one bad event never
// kills the module: a panic escaping an event handler would end the Go
// program and leave a dead page.
func (a *app) guard(what string, fn func()) {
	defer func() {
		if r := recover(); r != nil {
			js.Global().Get("console").Call("error", fmt.Sprintf("kubechangelog: %s: %v\n%s", what, r, debug.Stack()))
			a.notice(i18n.M("Something went wrong (%s): %v. The page may be out of date; reload it if it looks wrong.", what, r))
		}
	}()
	fn()
}
