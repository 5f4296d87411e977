//go:build js && wasm

package main

import (
	"html"
	"strings"
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// navigation says how a new state enters the browser history; the rules
// are view.History's, tested on the host.
type navigation = view.Nav

const (
	navNone    = view.NavNone    // the URL already says it (load, Back, a followed link)
	navPush    = view.NavPush    // a new view: Back returns to the one before
	navReplace = view.NavReplace // a refinement of the view (the next keystroke)
)

// apply shows st: match it, show the notices, the controls and the first
// notes; the history entry, title and filter counts follow in the next task
// (see settle). notices are the caller's (from parsing a fragment).
func (a *app) apply(st notes.State, notices []i18n.Msg, nav navigation) {
	a.shownHash = "" // see fromURL
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
		nav = w.nav.Then(nav)
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
	if w := a.waiting; w != nil {
		nav = w.nav.Then(nav)
	}
	a.waiting = &waitingView{st: st, notices: notices, nav: nav}
	a.st = st // what the next click or keystroke starts from
	a.el.results.Call("setAttribute", "aria-busy", true)
	a.el.summary.Set("textContent", a.view.Lang.T("Preparing the search…"))
}

// loadAka gives s the notes' other words (notes.Aka), which the page
// fetches apart from its module (web/app.js: a file of its own, or a block
// of the single-file page) so that its first download stays small; the
// search index is built after them. Without them (a failed fetch, one
// that stalls, which app.js gives up after 10 s, a malformed file) the
// search runs on the notes' text alone, and the console says why.
func (a *app) loadAka(s *notes.Store) {
	load := js.Global().Get("kubechangelogAka")
	if load.Type() != js.TypeFunction {
		return
	}
	text, err := await(load.Invoke())
	if err == nil {
		var aka notes.Aka
		if aka, err = notes.ParseAka(text.String()); err == nil {
			s.SetAka(aka)
			return
		}
	}
	js.Global().Get("console").Call("warn", "kubechangelog: searching without the notes' other words: "+err.Error())
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
		s.PrepareSearch(pause)
	}
}

// unsettled reports whether the view has work left that settle does.
func (a *app) unsettled() bool {
	return a.history.Pending() || a.toSettle != nil || len(a.results.stale) > 0
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
		a.filters.update(res.Facets, a.view.Lang)
		a.showCompareHead(res)
		// Set on the JavaScript object, as dom.HTMLDocument's SetTitle does:
		// asserting that interface links the methods of every type its
		// methods name (LastModified's time.Time: time's formatting).
		a.doc.Underlying().Set("title", a.store.Title(res)+" — kubechangelog")
		// The active-filter row sits above the notes: rewriting it in the
		// keystroke's own task would lay the page out again under the new
		// notes (its search chip changes with every keystroke).
		a.showActive(res)
	}
	// Back or Forward can change the view under the open export dialog:
	// its text follows, so what is copied is what the page shows.
	if d := a.exp.dialog; d.Truthy() && d.Get("open").Bool() {
		a.fillExport()
	}
}

// change applies a state a person asked for with a click or a choice.
func (a *app) change(st notes.State) {
	a.history.StopTyping()
	a.apply(st, nil, navPush)
}

// hash returns the URL fragment without '#'.
func (a *app) hash() string {
	return strings.TrimPrefix(js.Global().Get("location").Get("hash").String(), "#")
}

// longFragment is the longest fragment notes.ParseFragment reads whole
// (its maxFragmentLen).
const longFragment = 8 << 10

// historyTag is the state object of every history entry the page has
// written or seen, so that an entry without it is known to be new: made by
// a script or a link setting the fragment (see view.Entry).
const historyTag = "kubechangelog"

// entry is the browser's current history entry.
func (a *app) entry() view.Entry {
	st := js.Global().Get("history").Get("state")
	return view.Entry{Frag: a.hash(), Ours: st.Type() == js.TypeString && st.String() == historyTag}
}

// setURL records the current state in the URL once the view is shown: the
// write itself waits for the next task (see settle and view.History).
func (a *app) setURL(nav navigation) {
	if nav == navNone {
		return
	}
	a.writeHistory(a.history.Show(a.st.Fragment(), nav, a.entry))
}

// flushURL makes the pending history write.
func (a *app) flushURL() {
	if a.history.Pending() {
		a.writeHistory(a.history.Flush(a.entry()))
	}
}

// writeHistory makes the writes view.History decided. It never fails:
// browsers refuse history changes in some contexts (some file:// pages),
// and then the view still works, only without a link.
func (a *app) writeHistory(ws []view.Write) {
	if len(ws) == 0 {
		return
	}
	defer func() { _ = recover() }()
	g := js.Global()
	h, loc := g.Get("history"), g.Get("location")
	for _, w := range ws {
		url := "#" + w.Frag
		if w.Frag == "" {
			url = loc.Get("pathname").String() + loc.Get("search").String()
		}
		method := "replaceState"
		if w.Push {
			method = "pushState"
		}
		h.Call(method, historyTag, "", url)
	}
}

// markEntry marks the entry the page was loaded on as the page's (see
// historyTag), keeping its URL.
func (a *app) markEntry() {
	defer func() { _ = recover() }()
	js.Global().Get("history").Call("replaceState", historyTag, "")
}

// fromURL shows what the URL says after Back, Forward or an edited
// fragment; popstate and hashchange often both fire, the second finds
// nothing to do.
func (a *app) fromURL() {
	defer measure("kubechangelog:url", now())
	cur := a.entry()
	st, notices := notes.ParseFragment(cur.Frag)
	ws := a.history.Navigated(cur)
	if len(cur.Frag) > longFragment {
		// Only the link's beginning was read: its entry gets the link of
		// what is shown. Given again, 1 MB of fragment cost Chromium
		// 0.1–0.3 s to parse and store in one task.
		for i, w := range ws {
			if w.Frag == cur.Frag {
				ws[i].Frag = st.Fragment()
			}
		}
	}
	a.writeHistory(ws)
	// The second event of one navigation (its notices said once already)
	// or a fragment that reads as what is shown changes nothing.
	if cur.Frag != "" && cur.Frag == a.shownHash || st.Fragment() == a.st.Fragment() && len(notices) == 0 {
		return
	}
	a.apply(st, notices, navNone)
	a.shownHash = a.hash()
}

// boxText is the search box's text as far as a search may hold it
// (notes.MaxQueryLen bytes), and a character more when the box holds more,
// so that notes.CutQuery says it cut. The box's whole text is never
// brought into Go: a paste of 10 MB took 0.3 s to arrive there (the
// browser's encoding of it to UTF-8 alone 0.2 s), for a search cut to 256
// bytes. A UTF-16 unit is one UTF-8 byte at least, so MaxQueryLen+1 units
// are more than MaxQueryLen bytes; a surrogate pair split at the end
// becomes a replacement character the cut drops.
func (a *app) boxText() string {
	// (syscall/js calls no method of a string, which is no object.)
	return stringSlice.Call("call", a.el.q.Get("value"), 0, notes.MaxQueryLen+1).String()
}

// stringSlice is JavaScript's String.prototype.slice.
var stringSlice = js.Global().Get("String").Get("prototype").Get("slice")

// updateControls makes the search box and the release picker say what the
// state says (the filter panel follows the counts, in settle).
func (a *app) updateControls() {
	if box := a.boxText(); box != a.st.Query && !a.store.SearchReads(a.st, box) {
		a.el.q.Set("value", a.st.Query)
	}
	a.pickValue(a.el.version, a.st.Version)
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
	a.on(a.el.q, "input", "search", func(js.Value) { a.search() })
	a.on(a.el.q, "blur", "search", func(js.Value) { a.history.StopTyping() })
	a.on(a.el.version, "change", "release picker", func(js.Value) {
		st := a.st
		if st.Gates != "" || st.Gate != "" {
			st = notes.State{Lang: st.Lang} // a release picked leaves the gates
		}
		st.Version = a.el.version.Get("value").String()
		st.From, st.To = "", "" // a release picked leaves compare mode
		a.change(st)
	})
	doc := a.doc.Underlying()
	a.on(doc, "change", "filters", func(ev js.Value) {
		t := ev.Get("target")
		if !isElement(t) || !t.Call("hasAttribute", "data-group").Bool() {
			return
		}
		st := a.st
		g := notes.GroupOf(t.Call("getAttribute", "data-group").String())
		if g == nil {
			return
		}
		switch g.Mode {
		case notes.Bool, notes.Single: // a checkbox; a select, whose "" is no filter
			v := t.Get("value").String()
			if g.Mode == notes.Bool && !t.Get("checked").Bool() {
				v = ""
			}
			st.Set(g.Key, nil)
			if v != "" {
				st.Set(g.Key, []string{v})
			}
		default: // one checkbox per value
			st = st.Toggle(g.Key, t.Get("value").String())
		}
		a.change(st)
	})
	// A release context group closed when its view was written gets its
	// body when opened (see view.ContextHTML).
	a.onLazyOpen(a.el.results, "release context", "details.context-group[data-lazy]", func(res *notes.Result, t js.Value) string {
		return a.view.ContextGroupBodyHTML(res, t.Call("getAttribute", "data-version").String(), t.Call("getAttribute", "data-group").String())
	})
	a.on(doc, "click", "click", func(ev js.Value) {
		t := ev.Get("target")
		if !isElement(t) {
			return
		}
		if chip := t.Call("closest", "button.chip[data-group][data-value]"); !chip.IsNull() {
			refocus := a.pickFocus(chip)
			a.change(a.st.Toggle(chip.Call("getAttribute", "data-group").String(), chip.Call("getAttribute", "data-value").String()))
			refocus()
			return
		}
		if b := t.Call("closest", "button.note-next[data-id]"); !b.IsNull() {
			a.showNextPart(b)
			return
		}
		if b := t.Call("closest", "button[id]"); !b.IsNull() {
			switch b.Get("id").String() {
			case "clear", "clear-all":
				a.change(a.st.ClearFilters())
			case "more":
				a.showMore()
			}
		}
	})
	a.on(doc, "keydown", "keyboard", a.onKey)
	win := js.Global()
	a.on(win, "popstate", "history", func(js.Value) { a.fromURL() })
	a.on(win, "hashchange", "history", func(js.Value) { a.fromURL() })
	a.observeMore()
	a.listenPrefs()
}

// isElement reports whether an event's target is an element (not null, the
// document or the window), whose closest and attributes can be read.
// onLazyOpen fills a group written closed and empty (a <details> matching
// sel under target) with its body the first time it is opened: body gets
// the view shown and the group's element.
func (a *app) onLazyOpen(target js.Value, what, sel string, body func(res *notes.Result, group js.Value) string) {
	a.onCapture(target, "toggle", what, func(ev js.Value) {
		t := ev.Get("target")
		if !isElement(t) || !t.Get("open").Bool() || !t.Call("matches", sel).Bool() || a.results.page == nil {
			return
		}
		t.Call("removeAttribute", "data-lazy")
		t.Call("insertAdjacentHTML", "beforeend", body(a.results.page.Result, t))
	})
}

func isElement(t js.Value) bool {
	return t.Truthy() && t.Get("nodeType").Int() == 1
}

// search runs on every keystroke in the search box.
func (a *app) search() {
	st := a.st
	st.Query = a.boxText()
	if q, cut := notes.CutQuery(st.Query); cut {
		// The box shows what is searched (the engine cuts the search
		// the same way, and says so): left whole, every keystroke
		// after a paste of megabytes read it all again.
		a.el.q.Set("value", q)
	}
	a.apply(st, nil, a.history.Keystroke())
}
