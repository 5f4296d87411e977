//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/export"
	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// The export dialog shows the current view (one release, all releases or a
// comparison, with its filters and search) as Markdown or JSON, the bytes
// `kubechangelog query|diff … -o markdown|json` prints for the same state
// (see view.Exported), and copies or downloads it.

// exp is the export dialog's elements and what it shows. The module runs
// one app per page, so it is package state rather than a field of app.
var exp struct {
	button, dialog, text, what, command, status js.Value
	format                                      string
	shown                                       view.Export
	revoke                                      js.Value // the last download's object URL
}

// listenExport finds the dialog and wires its controls. Esc closes the
// modal dialog by itself.
func (a *app) listenExport() {
	doc := a.doc.Underlying()
	get := func(id string) js.Value { return doc.Call("getElementById", id) }
	exp.button, exp.dialog, exp.text = get("export"), get("export-dialog"), get("export-text")
	exp.what, exp.command, exp.status = get("export-what"), get("export-command"), get("export-status")
	copyB, download, closeB := get("export-copy"), get("export-download"), get("export-close")
	for _, el := range []js.Value{exp.button, exp.dialog, exp.text, exp.what, exp.command, exp.status, copyB, download, closeB} {
		if el.IsNull() {
			a.notice(i18n.M("Exporting is not available: the page lacks its export dialog."))
			return
		}
	}
	exp.format = export.Default.Name
	if box := get("export-formats"); box.Truthy() {
		box.Set("innerHTML", view.FormatsHTML())
	}
	on := func(el js.Value, typ, what string, fn func(ev js.Value)) {
		el.Call("addEventListener", typ, js.FuncOf(func(_ js.Value, args []js.Value) any {
			a.guard(what, func() { fn(args[0]) })
			return nil
		}))
	}
	on(exp.button, "click", "export", func(js.Value) { a.openExport() })
	on(exp.dialog, "change", "export", func(ev js.Value) {
		if t := ev.Get("target"); t.Get("name").String() == "export-format" && t.Get("checked").Bool() {
			exp.format = t.Get("value").String()
			a.fillExport()
		}
	})
	on(copyB, "click", "copying", func(js.Value) { a.copyExport() })
	on(download, "click", "download", func(js.Value) { a.downloadExport() })
	on(closeB, "click", "export", func(js.Value) { exp.dialog.Call("close") })
	exp.button.Call("removeAttribute", "disabled")
}

// openExport fills the dialog for the view shown and opens it.
func (a *app) openExport() {
	if a.results.page == nil || exp.dialog.Get("open").Bool() {
		return
	}
	a.fillExport()
	exp.dialog.Call("showModal")
}

// fillExport writes the current view in the chosen format into the dialog.
func (a *app) fillExport() {
	res := a.results.page.Result
	e, err := view.Exported(a.store, res, exp.format)
	if err != nil {
		a.notice(i18n.M("The view could not be exported: %s", err))
		return
	}
	exp.shown = e
	exp.text.Set("value", e.Text)
	exp.what.Set("textContent", a.store.Title(res)+" — "+a.view.NotesLabel(res.Total()))
	exp.command.Set("textContent", view.Command(res.State, exp.format))
	// A release only an opened file holds is not the command line's: offer
	// no command that would print something else.
	exp.command.Get("parentElement").Set("hidden", a.open.fileOnlyIn(res.Releases))
	exp.status.Set("textContent", "")
}

// copyExport puts the text on the clipboard. Where the browser refuses
// (no clipboard outside secure contexts, a denied permission), the text is
// selected for the person to copy.
func (a *app) copyExport() {
	say := func(msg string) { exp.status.Set("textContent", a.view.Lang.T(msg)) }
	fallback := func() {
		exp.text.Call("focus")
		exp.text.Call("select")
		if doc := js.Global().Get("document"); doc.Get("execCommand").Type() == js.TypeFunction && doc.Call("execCommand", "copy").Truthy() {
			say("Copied")
			return
		}
		say("The browser refused the clipboard: the text is selected, copy it with Ctrl+C (⌘C).")
	}
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || clip.Get("writeText").Type() != js.TypeFunction {
		fallback()
		return
	}
	var ok, refused js.Func
	settle := func(fn func()) js.Func {
		return js.FuncOf(func(js.Value, []js.Value) any {
			ok.Release()
			refused.Release()
			a.guard("copying", fn)
			return nil
		})
	}
	ok = settle(func() { say("Copied") })
	refused = settle(fallback)
	say("")
	clip.Call("writeText", exp.shown.Text).Call("then", ok, refused)
}

// downloadExport saves the text as a file, through a link to a Blob.
func (a *app) downloadExport() {
	g := js.Global()
	blob := g.Get("Blob").New([]any{exp.shown.Text}, map[string]any{"type": exp.shown.Type})
	url := g.Get("URL").Call("createObjectURL", blob)
	link := g.Get("document").Call("createElement", "a")
	link.Set("href", url)
	link.Set("download", exp.shown.FileName)
	link.Set("hidden", true)
	// Inside the dialog: the rest of the page is inert while it is open.
	exp.dialog.Call("append", link)
	link.Call("click")
	link.Call("remove")
	// The download has its bytes once it starts; the URL of the one before
	// is released now rather than kept for the page's life.
	if exp.revoke.Truthy() {
		g.Get("URL").Call("revokeObjectURL", exp.revoke)
	}
	exp.revoke = url
	exp.status.Set("textContent", a.view.Lang.F("Downloading %s", exp.shown.FileName))
}
