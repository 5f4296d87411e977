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

// exportState is the export dialog's elements (found by findElements) and
// what it shows.
type exportState struct {
	button, dialog, text, what, command, status js.Value
	copy, download, close, formats              js.Value
	format                                      string
	shown                                       view.Export
	revoke                                      js.Value // the last download's object URL
}

// listenExport wires the dialog's controls. Esc closes the modal dialog by
// itself.
func (a *app) listenExport() {
	exp := &a.exp
	if !present(exp.button, exp.dialog, exp.text, exp.what, exp.command, exp.status, exp.copy, exp.download, exp.close) {
		a.notice(i18n.M("Exporting is not available: the page lacks its export dialog."))
		return
	}
	exp.format = export.Default.Name
	if exp.formats.Truthy() {
		exp.formats.Set("innerHTML", view.FormatsHTML(a.view.Lang))
	}
	a.on(exp.button, "click", "export", func(js.Value) { a.openExport() })
	a.on(exp.dialog, "change", "export", func(ev js.Value) {
		if t := ev.Get("target"); t.Get("name").String() == "export-format" && t.Get("checked").Bool() {
			exp.format = t.Get("value").String()
			a.fillExport()
		}
	})
	a.on(exp.copy, "click", "copying", func(js.Value) { a.copyExport() })
	a.on(exp.download, "click", "download", func(js.Value) { a.downloadExport() })
	a.on(exp.close, "click", "export", func(js.Value) { exp.dialog.Call("close") })
	exp.button.Call("removeAttribute", "disabled")
}

// openExport fills the dialog for the view shown and opens it.
func (a *app) openExport() {
	exp := &a.exp
	if a.results.page == nil || exp.dialog.Get("open").Bool() {
		return
	}
	a.fillExport()
	exp.dialog.Call("showModal")
}

// fillExport writes the current view in the chosen format into the dialog.
func (a *app) fillExport() {
	exp := &a.exp
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
	exp.command.Get("parentElement").Set("hidden", a.open.files.FileOnlyIn(res.Releases))
	exp.status.Set("textContent", "")
}

// copyExport puts the text on the clipboard. Where the browser refuses
// (no clipboard outside secure contexts, a denied permission), the text is
// selected for the person to copy.
func (a *app) copyExport() {
	exp := &a.exp
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
	exp := &a.exp
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
