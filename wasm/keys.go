//go:build js && wasm

package main

import "syscall/js"

// onKey runs the page's keyboard shortcuts (listed in the #shortcuts
// dialog). It sees every keydown, the search box's included, so each key
// that is not a shortcut returns after a few property reads.
func (a *app) onKey(ev js.Value) {
	if ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() {
		return
	}
	key := ev.Get("key").String()
	target := ev.Get("target")
	typing := false
	switch target.Get("tagName").String() {
	case "INPUT":
		// A checkbox or radio takes no letters: with a filter ticked
		// by keyboard, j, k and Esc still work.
		switch target.Get("type").String() {
		case "checkbox", "radio":
			if a.filterKey(ev, target, key) {
				return
			}
		default:
			typing = true
		}
	case "SELECT", "TEXTAREA":
		typing = true
	}
	if key == "Escape" {
		a.escape(ev, target, typing)
		return
	}
	if typing || target.Get("isContentEditable").Truthy() || dialogOpen() {
		return
	}
	switch key {
	case "/":
		a.slashFocuses(ev)
	case "j", "k":
		ev.Call("preventDefault")
		// On a phone the open filter sheet covers the notes: close it,
		// or the focus would go to a note no one can see.
		a.closeFilterSheet()
		a.moveNote(key == "j")
	case "?":
		ev.Call("preventDefault")
		a.showShortcuts()
	case "Enter":
		// Only on the note itself: Enter on a link or chip inside it
		// keeps its own meaning.
		if target.Get("tagName").String() == "ARTICLE" && target.Get("classList").Call("contains", "note").Bool() {
			if pr := target.Call("querySelector", "a.pr"); pr.Truthy() {
				ev.Call("preventDefault")
				js.Global().Call("open", pr.Get("href"), "_blank", "noopener")
			}
		}
	}
}

// escape clears and leaves the search box; elsewhere it closes an open
// dialog (a modal one also closes itself: closing twice is harmless).
func (a *app) escape(ev, target js.Value, typing bool) {
	if target.Equal(a.el.q) {
		ev.Call("preventDefault") // the browser's own clearing fires no change we see in order
		if a.el.q.Get("value").String() != "" {
			a.el.q.Set("value", "")
			a.search()
		}
		a.el.q.Call("blur")
		return
	}
	if !typing {
		closeDialogs()
		a.closeFilterSheet()
	}
}

// filterKey moves through the filter panel a group at a time, so reaching
// a SIG takes a few Tabs instead of one per kind: Tab from an option goes
// to the next group's heading (its <summary>), Shift+Tab back to its own,
// and the arrow keys walk the shown options of a group. It reports whether it
// handled the key.
func (a *app) filterKey(ev, target js.Value, key string) bool {
	list := target.Call("closest", "ul.options")
	if !list.Truthy() {
		return false
	}
	var to js.Value
	switch key {
	case "Tab":
		group := list.Call("closest", "details")
		if !group.Truthy() {
			return false
		}
		if ev.Get("shiftKey").Bool() {
			to = group.Call("querySelector", "summary")
		} else if next := group.Get("nextElementSibling"); next.Truthy() && next.Get("tagName").String() == "DETAILS" {
			to = next.Call("querySelector", "summary")
		}
	case "ArrowDown", "ArrowUp":
		// Each option is a list item: walk to the one beside it.
		item := target.Call("closest", "li")
		if !item.Truthy() {
			return false
		}
		side := "nextElementSibling"
		if key == "ArrowUp" {
			side = "previousElementSibling"
		}
		// Options no note of the view has are hidden, and take no focus.
		for next := item.Get(side); next.Truthy(); next = next.Get(side) {
			if !next.Get("hidden").Bool() {
				to = next.Call("querySelector", "input[data-group]")
				break
			}
		}
	}
	if to.IsUndefined() || to.IsNull() {
		return false
	}
	ev.Call("preventDefault")
	to.Call("focus")
	return true
}

func dialogOpen() bool {
	return js.Global().Get("document").Call("querySelector", "dialog[open]").Truthy()
}

func closeDialogs() {
	list := js.Global().Get("document").Call("querySelectorAll", "dialog[open]")
	for i := range list.Length() {
		list.Index(i).Call("close")
	}
}

// showShortcuts opens the list of shortcuts as a modal dialog.
func (a *app) showShortcuts() {
	d := a.el.shortcuts
	if !d.Truthy() || d.Get("open").Bool() {
		return
	}
	a.prefs.returnFocus = a.doc.Underlying().Get("activeElement")
	d.Call("showModal")
}

// moveNote focuses the next (or previous) note, or when no note has focus
// the first one below the header. Notes take focus through tabindex="-1",
// so Tab still walks links and chips, not every article.
func (a *app) moveNote(next bool) {
	// The view's own notes: a replaced view may still wait, hidden, for
	// its removal (see showResults).
	list := a.el.results.Call("querySelectorAll", ".view:not(.stale) article.note")
	n := list.Length()
	if n == 0 {
		return
	}
	i := -1
	if cur := a.doc.Underlying().Get("activeElement"); cur.Truthy() && cur.Get("closest").Truthy() {
		if art := cur.Call("closest", "article.note"); art.Truthy() {
			for j := range n {
				if list.Index(j).Equal(art) {
					i = j
					break
				}
			}
		}
	}
	switch {
	case i < 0:
		// The first note whose bottom is below the sticky header.
		top := 0.0
		if h := a.doc.Underlying().Call("querySelector", "header.top"); h.Truthy() && js.Global().Call("getComputedStyle", h).Get("position").String() == "sticky" {
			top = h.Call("getBoundingClientRect").Get("bottom").Float()
		}
		i = 0
		for j := range n {
			if list.Index(j).Call("getBoundingClientRect").Get("bottom").Float() > top {
				i = j
				break
			}
		}
	case next:
		i = min(i+1, n-1)
	default:
		i = max(i-1, 0)
	}
	el := list.Index(i)
	el.Call("setAttribute", "tabindex", "-1")
	el.Call("focus", map[string]any{"preventScroll": true})
	el.Call("scrollIntoView", map[string]any{"block": "nearest"})
}

// closeFilterSheet closes the filter panel where it opens as a sheet (on
// a phone) and gives focus back to its toggle, as closing a dialog does.
func (a *app) closeFilterSheet() {
	panel, toggle := a.el.panel, a.el.panelToggle
	if !panel.Truthy() || !toggle.Truthy() || !panel.Get("classList").Call("contains", "open").Bool() {
		return
	}
	panel.Get("classList").Call("remove", "open")
	toggle.Call("setAttribute", "aria-expanded", "false")
	toggle.Call("focus")
}
