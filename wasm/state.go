//go:build js && wasm

package main

import (
	"html"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// navigation says how a new state enters the browser history.
type navigation int

const (
	navNone    navigation = iota // the URL already says it (load, Back, a followed link)
	navPush                      // a new view: Back returns to the one before
	navReplace                   // a refinement of the view (the next keystroke)
)

// apply shows st: match it, show the notices, the controls and the first
// notes; the history entry, title and filter counts follow in the next task
// (see settle). notices are the caller's (from parsing a fragment).
func (a *app) apply(st notes.State, notices []i18n.Msg, nav navigation) {
	if a.showGates(st, notices, nav) {
		return
	}
	if a.indexing == a.store && !a.store.ReadyFor(st) {
		a.waitForIndex(st, notices, nav)
		return
	}
	if w := a.waiting; w != nil {
		// The view that waited is replaced: a history push it owed
		// stays a push (typing "k", then deleting it, meanwhile).
		if w.nav == navPush && nav == navReplace {
			nav = navPush
		}
		a.waiting = nil
	}
	res := a.store.Match(st) // facets are counted by settle
	a.st = res.State
	a.setURL(nav)
	a.noticeList = append(notices, res.Notices...)
	a.setLang(res.State.Lang)
	a.showNotices()
	a.updateControls()
	a.toSettle = res
	a.showResults(res)
	a.showCompare(res)
	a.scheduleIdleGC()
}

// waitingView is a view asked for while the search index it needs was
// still being built.
type waitingView struct {
	st      notes.State
	notices []i18n.Msg
	nav     navigation
}

// waitForIndex keeps st, asked for while the store's search index is being
// built in slices (the first second or so after start-up, or after a file
// is opened), and shows it once the index is ready (indexStore). Building
// the index at once instead would freeze the page for 100–200 ms, the
// typing of the search text included. The newest view asked for wins; a
// history push among them stays a push.
func (a *app) waitForIndex(st notes.State, notices []i18n.Msg, nav navigation) {
	if w := a.waiting; w != nil && w.nav == navPush && nav == navReplace {
		nav = navPush
	}
	a.waiting = &waitingView{st: st, notices: notices, nav: nav}
	a.st = st // what the next click or keystroke starts from
	a.el.results.Call("setAttribute", "aria-busy", true)
	a.el.summary.Set("textContent", a.view.Lang.T("Preparing the search…"))
}

// indexStore builds s's search index in slices (see yielder), then shows
// the view that waited for it, if s is still the page's store.
//
// Whatever happens to the build, searches stop waiting for it: should it
// panic, the view that waited builds the index itself (and a notice says
// what failed) rather than the page preparing the search for ever.
func (a *app) indexStore(s *notes.Store, pause func()) {
	a.indexing = s
	defer func() {
		if a.indexing == s {
			a.indexing = nil
		}
		if w := a.waiting; w != nil && a.store == s {
			a.guard("search", func() { a.apply(w.st, w.notices, w.nav) })
		}
		a.scheduleIdleGC() // the warm-up, which waits for the index
	}()
	if !s.SearchBuilt() { // a link with search text built it at start
		s.PrepareSearchPause(pause)
	}
}

// unsettled reports whether the view has work left that settle does.
func (a *app) unsettled() bool {
	return a.url.pending || a.toSettle != nil || len(a.results.stale) > 0
}

// settle finishes the view shown last, in the task after it: the history
// entry, the window title, the filter counts (and a comparison's head,
// whose chart shows them), and removing the view it replaced. None of it is
// what a person typing looks at, and together it costs a keystroke as much
// as the search and the notes: a history write and a title change each
// take a millisecond and at times several in Chromium, counting the facets
// of a broad search costs as much as the search, and new counts relayout
// the filter panel's text.
func (a *app) settle() {
	a.dropStale()
	a.flushURL()
	if res := a.toSettle; res != nil {
		a.toSettle = nil
		a.store.CountFacets(res)
		a.filters.update(res.Facets)
		a.el.actionCount.Set("textContent", res.Facets.Action)
		a.showCompareHead(res)
		a.doc.(dom.HTMLDocument).SetTitle(a.store.Title(res) + " — kubechangelog")
	}
	// Back or Forward can change the view under the open export dialog:
	// its text follows, so what is copied is what the page shows.
	if exp.dialog.Truthy() && exp.dialog.Get("open").Bool() {
		a.fillExport()
	}
}

// change applies a state a person asked for with a click or a choice.
func (a *app) change(st notes.State) {
	a.typing = false
	a.apply(st, nil, navPush)
}

// hash returns the URL fragment without '#'.
func (a *app) hash() string {
	return strings.TrimPrefix(js.Global().Get("location").Get("hash").String(), "#")
}

// pendingURL is a history write not made yet (see setURL).
type pendingURL struct {
	pending bool
	nav     navigation
	frag    string
	// owedPush is a push that wrote nothing, its view's link being the
	// page's already: the next write pushes instead of replacing, so the
	// entry the search left still holds what it showed.
	owedPush bool
}

// setURL records the current state in the URL once the view is shown:
// history.pushState and replaceState cost a millisecond and at times tens
// of them in Chromium, so the write waits for the next task (see settle),
// off the keystroke. A burst of keystrokes before it writes once; a
// pending push stays a push.
func (a *app) setURL(nav navigation) {
	if nav == navNone {
		return
	}
	if nav == navReplace && a.url.owedPush {
		nav = navPush
	}
	if nav == navPush {
		a.flushURL() // the entry being left keeps what it showed
		a.url.nav = navPush
	} else if !a.url.pending {
		a.url.nav = nav
	}
	a.url.pending, a.url.frag = true, a.st.Fragment()
}

// flushURL makes the pending history write. It never fails: browsers
// refuse history changes in some contexts (some file:// pages), and then the
// view still works, only without a link.
func (a *app) flushURL() {
	if !a.url.pending {
		return
	}
	a.url.pending = false
	nav, frag := a.url.nav, a.url.frag
	if frag == a.hash() {
		a.url.owedPush = a.url.owedPush || nav == navPush
		return
	}
	a.url.owedPush = false
	loc := js.Global().Get("location")
	url := "#" + frag
	if frag == "" {
		url = loc.Get("pathname").String() + loc.Get("search").String()
	}
	method := "pushState"
	if nav == navReplace {
		method = "replaceState"
	}
	defer func() { _ = recover() }()
	js.Global().Get("history").Call(method, nil, "", url)
}

// fromURL shows what the URL says after Back, Forward or an edited
// fragment; popstate and hashchange often both fire, the second finds
// nothing to do.
func (a *app) fromURL() {
	a.url.pending, a.url.owedPush = false, false // the URL says what to show
	st, notices := notes.ParseFragment(a.hash())
	a.typing = false
	if st.Fragment() == a.st.Fragment() && len(notices) == 0 {
		return
	}
	a.apply(st, notices, navNone)
}

// updateControls makes the search box, the release picker and the action
// toggle say what the state says.
func (a *app) updateControls() {
	if a.el.q.Get("value").String() != a.st.Query {
		a.el.q.Set("value", a.st.Query)
	}
	if a.el.version.Get("value").String() != a.st.Version {
		a.el.version.Set("value", a.st.Version)
	}
	if a.el.action.Get("checked").Bool() != a.st.Action {
		a.el.action.Set("checked", a.st.Action)
	}
	a.el.clear.Set("disabled", !a.st.HasFilters())
}

// notice adds one message to the notice area.
func (a *app) notice(msg i18n.Msg) {
	a.noticeList = append(a.noticeList, msg)
	a.showNotices()
}

func (a *app) showNotices() {
	var b strings.Builder
	for _, n := range a.noticeList {
		b.WriteString("<p>")
		b.WriteString(html.EscapeString(n.In(a.view.Lang)))
		b.WriteString("</p>")
	}
	if html := b.String(); html != a.noticesHTML {
		a.el.notices.Set("innerHTML", html)
		a.noticesHTML = html
	}
	setHidden(a.el.notices, len(a.noticeList) == 0)
}

// listen wires the page's events. Clicks and changes are delegated to the
// document, so re-rendered results need no listeners of their own.
func (a *app) listen() {
	// The keystroke path goes through syscall/js: dom's event wrapper
	// probes the event's constructor against dozens of globals per event.
	a.el.q.Call("addEventListener", "input", js.FuncOf(func(js.Value, []js.Value) any {
		a.guard("search", a.search)
		return nil
	}))
	on := func(target interface {
		AddEventListener(string, bool, func(dom.Event)) js.Func
	}, typ, what string, fn func(dom.Event)) {
		target.AddEventListener(typ, false, func(ev dom.Event) {
			a.guard(what, func() { fn(ev) })
		})
	}
	doc := a.doc
	on(doc.GetElementByID("q"), "blur", "search", func(dom.Event) { a.typing = false })
	on(doc.GetElementByID("version"), "change", "release picker", func(dom.Event) {
		st := a.st
		if st.Gates != "" || st.Gate != "" {
			st = notes.State{Lang: st.Lang} // a release picked leaves the gates
		}
		st.Version = a.el.version.Get("value").String()
		st.From, st.To = "", "" // a release picked leaves compare mode
		a.change(st)
	})
	on(doc, "change", "filters", func(ev dom.Event) {
		t := ev.Target()
		if t == nil || !t.HasAttribute("data-group") {
			return
		}
		st := a.st
		switch g := t.GetAttribute("data-group"); g {
		case "action":
			st.Action = t.Underlying().Get("checked").Bool()
		case "sig", "kind", "area":
			st = st.Toggle(g, t.Underlying().Get("value").String())
		default:
			return
		}
		a.change(st)
	})
	on(doc, "click", "click", func(ev dom.Event) {
		t := ev.Target()
		if t == nil {
			return
		}
		if chip := t.Closest("button.chip[data-group][data-value]"); chip != nil {
			a.change(a.st.Toggle(chip.GetAttribute("data-group"), chip.GetAttribute("data-value")))
			return
		}
		if b := t.Closest("button[id]"); b != nil {
			switch b.ID() {
			case "clear", "clear-all":
				a.change(a.st.ClearFilters())
			case "more":
				a.showMore()
			}
		}
	})
	// keydown fires for every keystroke in the search box too, so it also
	// skips dom's event wrapping.
	doc.Underlying().Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		a.guard("keyboard", func() { a.onKey(args[0]) })
		return nil
	}))
	on(a.win, "popstate", "history", func(dom.Event) { a.fromURL() })
	on(a.win, "hashchange", "history", func(dom.Event) { a.fromURL() })
	a.observeMore()
	a.listenPrefs()
}

// search runs on every keystroke in the search box.
func (a *app) search() {
	st := a.st
	st.Query = a.el.q.Get("value").String()
	nav := navPush
	if a.typing {
		nav = navReplace
	}
	a.typing = true
	a.apply(st, nil, nav)
}

// slashFocuses makes "/" focus the search box, as on GitHub, unless the
// person is typing in a field.
func (a *app) slashFocuses(ev js.Value) {
	if ev.Get("key").String() != "/" || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() {
		return
	}
	switch ev.Get("target").Get("tagName").String() {
	case "INPUT", "SELECT", "TEXTAREA":
		return
	}
	ev.Call("preventDefault")
	a.el.q.Call("focus")
}
