//go:build js && wasm

package main

import "syscall/js"

// The release pickers (the release, and compare's from and to) list the
// releases of the store, at most view.MaxPickerOptions of them (and the
// one shown: see selectListed). A file of many releases makes them long, and
// Chromium styles every option added and lays out every option of a
// select that changed, in the frame after: a file of 10,000 tiny releases
// made the three pickers 30,000 options, written in one task (0.3 s) and
// styled and laid out in the next (0.7–1.5 s). So a picker gets its list a
// run (view.PickerRun) at a time: the first with the view it goes with,
// the others one per frame, one picker after the other. A value asked for
// meanwhile is selected once the list is in.

// optionFill is a release picker's list still being added.
type optionFill struct {
	sel    js.Value
	id     string
	runs   []string // the runs not added yet
	wanted string   // the value to select once they are, or ""
}

// fillOptions makes sel list runs (after its first option, which the
// page's HTML holds: "All releases", or none picked) and select value. A
// later fill of the same picker replaces this one.
func (a *app) fillOptions(sel js.Value, runs []string, value string) {
	f := a.fillOf(sel)
	sel.Set("length", 1)
	sel.Call("insertAdjacentHTML", "beforeend", runs[0])
	f.runs = runs[1:]
	a.pickValue(sel, value)
	if len(f.runs) == 0 || a.filling {
		return
	}
	a.filling = true
	go a.guard("filling a release picker", func() {
		defer func() { a.filling = false }()
		for {
			// A task of its own a frame later, so that each run is
			// styled and laid out in a frame of its own.
			nextTask(16)
			var f *optionFill
			for _, g := range a.fills {
				if len(g.runs) > 0 {
					f = g
					break
				}
			}
			if f == nil {
				return
			}
			f.sel.Call("insertAdjacentHTML", "beforeend", f.runs[0])
			if f.runs = f.runs[1:]; len(f.runs) == 0 && f.wanted != "" {
				a.selectListed(f.sel, f.wanted)
				f.wanted = ""
			}
		}
	})
}

// pickValue selects v in a release picker, or once its list is in if its
// option is still to come.
func (a *app) pickValue(sel js.Value, v string) {
	f := a.fillOf(sel)
	f.wanted = ""
	if len(f.runs) == 0 {
		a.selectListed(sel, v)
		return
	}
	setValue(sel, v)
	if sel.Get("value").String() != v {
		f.wanted = v
	}
}

// selectListed selects v in a release picker whose list is in, first
// adding v's option (after the picker's own first option) when the list
// left v out: a picker of a store of many releases lists some of them
// (view.MaxPickerOptions), and the release a link shows must still be
// the one its picker says.
func (a *app) selectListed(sel js.Value, v string) {
	setValue(sel, v)
	if v == "" || sel.Get("value").String() == v {
		return
	}
	if _, ok := a.store.Release(v); !ok {
		return
	}
	opt := a.doc.Underlying().Call("createElement", "option")
	opt.Set("value", v)
	opt.Set("textContent", v)
	if first := sel.Get("firstElementChild"); first.IsNull() {
		sel.Call("append", opt)
	} else {
		first.Call("after", opt)
	}
	setValue(sel, v)
}

// pickerValue is the value a release picker shows, or will once its list
// is in.
func (a *app) pickerValue(sel js.Value) string {
	if f := a.fillOf(sel); f.wanted != "" {
		return f.wanted
	}
	return sel.Get("value").String()
}

// fillOf is the fill state of the release picker sel.
func (a *app) fillOf(sel js.Value) *optionFill {
	id := sel.Get("id").String()
	for _, f := range a.fills {
		if f.id == id {
			return f
		}
	}
	f := &optionFill{sel: sel, id: id}
	a.fills = append(a.fills, f)
	return f
}
