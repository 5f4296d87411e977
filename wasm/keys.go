//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// onKey runs the page's keyboard shortcuts (listed in the #shortcuts
// dialog; view.Shortcut decides which key does what where). It sees every
// keydown, the search box's included, so each key that is not a shortcut
// returns after a few property reads.
func (a *app) onKey(ev js.Value) {
	modified := ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || ev.Get("altKey").Bool()
	target := ev.Get("target")
	action := view.Shortcut(ev.Get("key").String(), modified, a.focusOf(target), dialogOpen())
	switch action {
	case view.KeyMoveInFilters:
		a.filterKey(ev, target, ev.Get("key").String())
	case view.KeyClearSearch:
		ev.Call("preventDefault") // the browser's own clearing fires no change we see in order
		if a.boxText() != "" {
			a.el.q.Set("value", "")
			a.search()
		}
		a.el.q.Call("blur")
	case view.KeyCloseDialogs:
		closeDialogs()
		a.closeFilterSheet()
	case view.KeyFocusSearch:
		ev.Call("preventDefault")
		a.el.q.Call("focus")
	case view.KeyNextNote, view.KeyPrevNote:
		ev.Call("preventDefault")
		// On a phone the open filter sheet covers the notes: close it,
		// or the focus would go to a note no one can see.
		a.closeFilterSheet()
		a.moveNote(action == view.KeyNextNote)
	case view.KeyShowShortcuts:
		ev.Call("preventDefault")
		a.showShortcuts()
	case view.KeyOpenPR:
		if pr := target.Call("querySelector", "a.pr"); pr.Truthy() {
			ev.Call("preventDefault")
			js.Global().Call("open", pr.Get("href"), "_blank", "noopener")
		}
	}
}

// focusOf tells what the focused element target is to the shortcuts.
func (a *app) focusOf(target js.Value) view.Focus {
	switch target.Get("tagName").String() {
	case "INPUT":
		switch {
		case target.Equal(a.el.q):
			return view.FocusSearch
		case target.Get("type").String() == "checkbox", target.Get("type").String() == "radio":
			return view.FocusOption
		}
		return view.FocusField
	case "SELECT", "TEXTAREA":
		return view.FocusField
	case "ARTICLE":
		if target.Get("classList").Call("contains", "note").Bool() {
			return view.FocusNote
		}
	}
	if target.Get("isContentEditable").Truthy() {
		return view.FocusField
	}
	return view.FocusPage
}

// filterKey moves through the filter panel a group at a time, so reaching
// a SIG takes a few Tabs instead of one per kind: Tab from an option goes
// to the next group's heading (its <summary>), Shift+Tab back to its own,
// and the arrow keys walk the shown options of a group. Where there is no
// such element, the key keeps its default.
func (a *app) filterKey(ev, target js.Value, key string) {
	list := target.Call("closest", "ul.options")
	if !list.Truthy() {
		return
	}
	var to js.Value
	switch key {
	case "Tab":
		group := list.Call("closest", "details")
		if !group.Truthy() {
			return
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
			return
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
		return
	}
	ev.Call("preventDefault")
	to.Call("focus")
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
	cur := -1
	if el := a.doc.Underlying().Get("activeElement"); el.Truthy() && el.Get("closest").Truthy() {
		if art := el.Call("closest", "article.note"); art.Truthy() {
			for j := range n {
				if list.Index(j).Equal(art) {
					cur = j
					break
				}
			}
		}
	}
	firstShown := 0
	if cur < 0 {
		// The first note whose bottom is below the sticky header.
		top := 0.0
		if h := a.doc.Underlying().Call("querySelector", "header.top"); h.Truthy() && js.Global().Call("getComputedStyle", h).Get("position").String() == "sticky" {
			top = h.Call("getBoundingClientRect").Get("bottom").Float()
		}
		for j := range n {
			if list.Index(j).Call("getBoundingClientRect").Get("bottom").Float() > top {
				firstShown = j
				break
			}
		}
	}
	i := view.StepNote(cur, n, next, firstShown)
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
