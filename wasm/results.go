//go:build js && wasm

package main

import (
	"strconv"
	"strings"
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

const (
	// pageSize is how many notes a view shows before "Show more".
	pageSize = 200
	// firstChunk notes are rendered before the handler returns: a tall
	// screenful, few enough that a keystroke stays within a frame.
	// The rest of the page follows in chunks between events, so typing is
	// never blocked by notes nobody has scrolled to yet. A note not seen
	// before costs about a millisecond of goldmark in WebAssembly, so a chunk
	// of chunkSize keeps each task short enough to let keystrokes through.
	firstChunk = 5
	chunkSize  = 16
)

// resultsState is what the results region shows.
type resultsState struct {
	page  *view.Page
	shown int // notes in the DOM
	limit int // notes the person asked for (pageSize per "Show more")
	gen   int // bumped per view, so chunks of a stale view stop
	// cur is the element inside #results that holds the view's notes.
	cur js.Value
	// fresh is set while cur holds only the view's first notes, laid out
	// at once (see showResults).
	fresh bool
	// stale are earlier views' elements, hidden and waiting to be removed
	// (see showResults).
	stale []js.Value
	// activeHTML is the active-filter row last written, so a keystroke
	// that changes no filter leaves the row's nodes alone.
	activeHTML string
}

// showResults replaces the results with res's first notes and schedules
// the rest of its first page.
func (a *app) showResults(res *notes.Result) {
	if a.adopt(res) {
		return
	}
	r := &a.results
	r.gen++
	r.page = a.view.Page(res)
	r.limit = pageSize
	n := min(firstChunk, r.page.Len())
	html := a.view.Chunk(r.page, 0, n).Top
	if r.page.Len() == 0 {
		html = a.view.EmptyHTML() + a.view.NoMatchHintHTML(res.State.Query)
	}
	// The release context goes first: later chunks continue the view's
	// last element, which stays the notes' section.
	html = a.view.ContextHTML(res) + html
	// Removing the 200 notes of the last view costs Chromium 2–3 ms, more
	// than rendering the new view's first notes; on a keystroke that is
	// most of a frame. So the old view is only hidden here (content-
	// visibility: hidden keeps its layout objects, unlike display: none,
	// whose teardown costs as much as removal) and removed in the next
	// task (see settle).
	el := a.el.results
	if r.cur.Truthy() {
		r.cur.Set("className", "view stale")
		r.cur.Call("setAttribute", "aria-hidden", "true")
		r.stale = append(r.stale, r.cur)
	}
	// "fresh": the first notes are laid out with the keystroke (see
	// appendChunk and web/styles.css).
	el.Call("insertAdjacentHTML", "afterbegin", `<div class="view fresh">`+html+`</div>`)
	r.cur = el.Get("firstElementChild")
	r.fresh = true
	r.shown = n
	el.Call("setAttribute", "data-total", res.Total())
	el.Call("setAttribute", "data-query", res.State.Query)
	el.Call("setAttribute", "data-ranked", res.Ranked)
	a.el.summary.Set("textContent", a.view.Summary(res))
	a.afterChunk()
}

// showActive writes the row of active filters and the count on the filter
// sheet's closing button ("Show 67 notes").
func (a *app) showActive(res *notes.Result) {
	if row := a.el.active; row.Truthy() {
		h := a.view.ActiveFiltersHTML(res.State)
		if t := a.view.LeftToggleHTML(res); t != "" {
			h = strings.TrimSpace(h + " " + t)
		}
		if h != a.results.activeHTML {
			a.results.activeHTML = h
			row.Set("innerHTML", h)
			setHidden(row, h == "")
		}
	}
	if done := a.el.panelDone; done.Truthy() {
		done.Set("textContent", a.view.ShowNotesLabel(res.Total()))
	}
}

// pickFocus is called before a card's "Leave out" or "Keep" (btn) changes
// the view, and returns what to call after: it keeps the keyboard where
// it was. The new view replaces the card (and drops it, unless left-out
// notes are shown), so focus would fall back to the top of the page; it
// goes instead to the same card's button when the note stays, else to
// the note after it (before it, at the end). For other buttons it does
// nothing.
func (a *app) pickFocus(btn js.Value) func() {
	r := &a.results
	art := btn.Call("closest", "article.note")
	if !btn.Get("classList").Call("contains", "pick").Bool() || !art.Truthy() || r.page == nil {
		return func() {}
	}
	id := art.Get("dataset").Get("id").String()
	old := r.page
	return func() {
		want := []string{id}
		for i := range old.Len() {
			if strconv.Itoa(old.ID(i)) == id {
				if i+1 < old.Len() {
					want = append(want, strconv.Itoa(old.ID(i+1)))
				}
				if i > 0 {
					want = append(want, strconv.Itoa(old.ID(i-1)))
				}
				break
			}
		}
		for _, w := range want {
			j := -1
			for i := range r.page.Len() {
				if strconv.Itoa(r.page.ID(i)) == w {
					j = i
					break
				}
			}
			if j < 0 {
				continue
			}
			// Later notes come in chunks between events; the one to
			// focus must be in the DOM now.
			for r.shown <= j && r.shown < r.limit {
				a.appendChunk()
			}
			el := r.cur.Call("querySelector", `article.note[data-id="`+w+`"]`)
			if !el.Truthy() {
				return
			}
			if w == id {
				if b := el.Call("querySelector", "button.pick"); b.Truthy() {
					b.Call("focus")
					return
				}
			}
			el.Call("setAttribute", "tabindex", "-1")
			el.Call("focus")
			return
		}
	}
}

// busy reports whether notes of the first page are still being added.
func (a *app) busy() bool {
	r := &a.results
	return r.page != nil && r.shown < min(r.limit, r.page.Len())
}

// afterChunk schedules the next task while the view is unsettled (see
// settle) or its page not yet full, and shows "Show more" when the page is
// full but notes remain.
func (a *app) afterChunk() {
	r := &a.results
	total := r.page.Len()
	// The next task settles the view (see settle), so a settled page
	// (aria-busy false) has its link, its counts and its title.
	busy := a.busy() || a.unsettled()
	a.el.results.Call("setAttribute", "aria-busy", busy || a.waiting != nil)
	rest := total - r.shown
	setHidden(a.el.more, busy || rest <= 0)
	if !busy && rest > 0 {
		a.el.more.Set("textContent", a.view.MoreLabel(min(pageSize, rest), rest))
	}
	if busy {
		gen := r.gen
		a.win.SetTimeout(func() {
			a.guard("results", func() {
				switch {
				case gen != r.gen:
				case a.unsettled():
					// A task of its own: removing the last view
					// and a chunk of notes together would keep a
					// keystroke waiting for a frame or more.
					a.settle()
					a.afterChunk()
				default:
					a.appendChunk()
				}
			})
		}, 0)
	}
}

// dropStale removes the views that showResults hid.
func (a *app) dropStale() {
	r := &a.results
	for _, el := range r.stale {
		el.Call("remove")
	}
	clear(r.stale)
	r.stale = r.stale[:0]
}

// appendChunk adds the next chunk of notes, continuing the open groups.
func (a *app) appendChunk() {
	r := &a.results
	to := min(r.shown+chunkSize, r.limit)
	c := a.view.Chunk(r.page, r.shown, to)
	res := r.cur
	if r.fresh {
		// From here on the notes, most of them below the screen, are
		// laid out when scrolled to (content-visibility: auto). The
		// first ones, on screen, stay laid out.
		r.fresh = false
		res.Set("className", "view")
	}
	if c.Kind != "" || c.Release != "" {
		release := res.Get("lastElementChild")
		if c.Kind != "" {
			release.Get("lastElementChild").Call("insertAdjacentHTML", "beforeend", c.Kind)
		}
		if c.Release != "" {
			release.Call("insertAdjacentHTML", "beforeend", c.Release)
		}
	}
	if c.Top != "" {
		res.Call("insertAdjacentHTML", "beforeend", c.Top)
	}
	r.shown = min(to, r.page.Len())
	a.afterChunk()
	if !a.busy() {
		collectIfDue()
	}
}

// showMore extends the page by pageSize notes.
func (a *app) showMore() {
	r := &a.results
	if r.page == nil || r.shown < r.limit || r.shown >= r.page.Len() {
		return
	}
	r.limit += pageSize
	a.afterChunk()
}

// observeMore loads more notes when "Show more" comes near the viewport, so
// scrolling on needs no click; the button stays for keyboards and for
// browsers without IntersectionObserver.
func (a *app) observeMore() {
	ctor := js.Global().Get("IntersectionObserver")
	if ctor.Type() != js.TypeFunction {
		return
	}
	cb := a.callback("scrolling", func(args []js.Value) {
		entries := args[0]
		for i := range entries.Length() {
			if entries.Index(i).Get("isIntersecting").Bool() {
				a.showMore()
			}
		}
	})
	obs := ctor.New(cb, map[string]any{"rootMargin": "0px 0px 800px 0px"})
	obs.Call("observe", a.el.more)
}

// showNextPart replaces the part of a note of megabytes its card shows
// by the next one (view.NextPart) after a click on the card's button
// (btn); after the last part the button goes. The card holds one part of
// about view.WholeSlice bytes at a time (see there). The page does not
// scroll to the new part's start: scrollIntoView made some clicks tasks of
// 130–220 ms (loaded machine), none over 50 ms without it; the button
// stays where it was (scroll anchoring).
func (a *app) showNextPart(btn js.Value) {
	id, err := strconv.Atoi(btn.Call("getAttribute", "data-id").String())
	if err != nil {
		return
	}
	box := btn.Call("closest", "details")
	if box.IsNull() {
		return
	}
	shown := box.Call("querySelector", ".note-part")
	part, label, ok := a.view.NextPart(id)
	if shown.IsNull() || !ok {
		return
	}
	shown.Set("innerHTML", part)
	if label != "" {
		btn.Set("textContent", label)
		return
	}
	// The part takes the focus the removed button had.
	shown.Call("setAttribute", "tabindex", "-1")
	shown.Call("focus", map[string]any{"preventScroll": true})
	btn.Get("parentElement").Call("remove")
	mark("kubechangelog:note-last-part")
}
