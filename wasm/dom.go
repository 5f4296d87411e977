//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// This file is the module's two ways into the page: the elements, looked up
// once at start-up, and the event adapter every listener goes through.
//
// Both stay on syscall/js rather than honnef.co/go/js/dom/v2's wrappers:
// dom.WrapEvent compares an event's constructor with some 45 globals and
// Target() its target's with some 70 more, each a call into JavaScript.
// Wrapping an event and reading its target and key costs 1.31 ms against
// 0.088 ms raw (15×; BenchmarkEventDom and BenchmarkEventRaw under Node on a
// loaded 2-core machine, dom_bench_test.go), and the document's keydown,
// click and change listeners see every keystroke and click.

// elements are the page's elements the module reads or writes, found by
// findElements.
type elements struct {
	root, q, version, clear                 js.Value
	results, more, notices, summary, loader js.Value
	facets                                  js.Value // the filter panel's groups (see newFilterPanel)
	// Optional: a page without them loses the feature, not the notes
	// (a notice says so where a person would miss it).
	lang, theme, panel, panelToggle, panelDone, panelWait, active, shortcuts js.Value
}

// elementRef is where the element with an id is kept; a required one
// missing stops start-up.
type elementRef struct {
	id       string
	el       *js.Value
	required bool
}

// elementIDs are every element the module uses, by id. The features whose
// elements are optional check for them (present) when they are wired.
func (a *app) elementIDs() []elementRef {
	return []elementRef{
		{"q", &a.el.q, true},
		{"version", &a.el.version, true},
		{"clear", &a.el.clear, true},
		{"results", &a.el.results, true},
		{"more", &a.el.more, true},
		{"notices", &a.el.notices, true},
		{"summary", &a.el.summary, true},
		{"loader", &a.el.loader, true},
		{"facet-groups", &a.el.facets, true},
		{"lang", &a.el.lang, false},
		{"theme", &a.el.theme, false},
		{"filters", &a.el.panel, false},
		{"filters-toggle", &a.el.panelToggle, false},
		{"filters-done", &a.el.panelDone, false},
		{"filters-wait", &a.el.panelWait, false},
		{"active-filters", &a.el.active, false},
		{"shortcuts", &a.el.shortcuts, false},
		{"from", &a.cmp.from, false},
		{"to", &a.cmp.to, false},
		{"compare-exit", &a.cmp.exit, false},
		{"compare-view", &a.cmp.head, false},
		{"compare-deps", &a.cmp.deps, false},
		{"compare-swap", &a.cmp.swap, false},
		{"gates-view", &a.gates.section, false},
		{"gates-browse", &a.gates.browse, false},
		{"gates-list", &a.gates.list, false},
		{"gate-detail", &a.gates.detail, false},
		{"gates-stage", &a.gates.stage, false},
		{"gates-sig", &a.gates.sig, false},
		{"export", &a.exp.button, false},
		{"export-dialog", &a.exp.dialog, false},
		{"export-text", &a.exp.text, false},
		{"export-what", &a.exp.what, false},
		{"export-command", &a.exp.command, false},
		{"export-status", &a.exp.status, false},
		{"export-copy", &a.exp.copy, false},
		{"export-download", &a.exp.download, false},
		{"export-close", &a.exp.close, false},
		{"export-formats", &a.exp.formats, false},
		{"file", &a.open.input, false},
		{"open-status", &a.open.status, false},
		{"dropzone", &a.open.dropzone, false},
	}
}

// findElements looks up every element of elementIDs, once.
func (a *app) findElements() error {
	doc := a.doc.Underlying()
	a.el.root = doc.Get("documentElement")
	for _, e := range a.elementIDs() {
		*e.el = doc.Call("getElementById", e.id)
		if e.required && e.el.IsNull() {
			return errors.New("the page has no #" + e.id + " element")
		}
	}
	return nil
}

// byID is the element with id as a dom/v2 element, nil when the page has
// none. It wraps the element as dom's plain HTML element rather than
// through Document.GetElementByID, whose wrapper tells ~70 element types
// apart: calls on a concrete type are static, so the linker keeps dom's
// methods for the types and methods used, not every element type's copy of
// every method the glue calls through dom.Element. That cut the module by
// 1.1 MB raw, 104 KB gzip (see the README's size table).
func byID(doc dom.Document, id string) *dom.BasicHTMLElement {
	return wrapHTML(doc.Underlying().Call("getElementById", id))
}

// wrapHTML wraps v as dom's plain HTML element (see byID); nil for null.
func wrapHTML(v js.Value) *dom.BasicHTMLElement {
	if v.IsNull() || v.IsUndefined() {
		return nil
	}
	return &dom.BasicHTMLElement{BasicElement: &dom.BasicElement{BasicNode: &dom.BasicNode{Value: v}}}
}

// present reports whether the page has every one of els.
func present(els ...js.Value) bool {
	for _, el := range els {
		if el.IsNull() || el.IsUndefined() {
			return false
		}
	}
	return true
}

// on calls fn with each typ event at target, through guard (what names the
// handler in a notice should it fail).
func (a *app) on(target js.Value, typ, what string, fn func(ev js.Value)) {
	target.Call("addEventListener", typ, a.callback(what, func(args []js.Value) { fn(args[0]) }))
}

// onCapture is on in the capture phase, for events that do not bubble
// (toggle) but are to be handled for a whole region.
func (a *app) onCapture(target js.Value, typ, what string, fn func(ev js.Value)) {
	target.Call("addEventListener", typ, a.callback(what, func(args []js.Value) { fn(args[0]) }), true)
}

// callback is fn as a JavaScript function that runs it through guard, for
// listeners and observers the browser calls.
func (a *app) callback(what string, fn func(args []js.Value)) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) any {
		a.showFirst() // an event before the first view's task: it goes first
		a.guard(what, func() { fn(args) })
		return nil
	})
}
