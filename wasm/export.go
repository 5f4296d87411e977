//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/export"
	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
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
	preview                                     js.Value // the line saying the text box shows a beginning
	format                                      string
	cut                                         bool // the text box shows a beginning of shown.Text
	gen                                         int  // counts fillExport calls: a paced one shows only if still the last
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
	// The line under the text box for a long export; made here, the one
	// place that knows when it shows.
	exp.preview = js.Global().Get("document").Call("createElement", "p")
	exp.preview.Set("id", "export-preview")
	exp.preview.Set("className", "export-preview")
	exp.preview.Set("hidden", true)
	exp.text.Call("after", exp.preview)
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
	exp.gen++
	gen, store, res, format := exp.gen, a.store, a.results.page.Result, exp.format
	// A comparison's text says "Before you upgrade", which needs the
	// store's feature gates: built in one go right after a file was
	// opened, before the background build (prepareGates) had finished,
	// they blocked the page for 0.8–1.7 s. The text waits for that build.
	gates := a.st.Compare() && !store.GatesBuilt()
	// And its dependency changes, computed after the comparison is shown
	// (see prepareDeps): the text waits for them too.
	deps := res.Comparison != nil && !res.Comparison.DepsReady()
	// A few notes may still be megabytes (an opened file's note of 20 MB
	// was one task of 210–363 ms): written between tasks too.
	if res.Total() <= pacedFrom && store.ExportBytes(res) < pacedBytes && !gates && !deps {
		exp.copy.Set("disabled", false)
		exp.download.Set("disabled", false)
		e, err := view.Exported(store, res, format)
		a.showExport(store, res, e, err)
		return
	}
	// A long view's Markdown is written between tasks (see notes.Paced):
	// the dialog says so, and Copy and Download wait for the text.
	exp.text.Set("value", "")
	exp.preview.Set("hidden", true)
	exp.status.Set("textContent", a.view.Lang.T("Writing the text…"))
	exp.copy.Set("disabled", true)
	exp.download.Set("disabled", true)
	go a.guard("export", func() {
		nextTask(0) // the dialog opens in the task of the click
		defer func() {
			if exp.gen == gen {
				exp.copy.Set("disabled", false)
				exp.download.Set("disabled", false)
			}
		}()
		if gates {
			// The background build, waited for: a second build here,
			// sleeping between slices as that one does, kept a
			// goroutine always ready, so Go never gave the thread
			// back to the browser (a task of 3.8 s).
			a.prepareGates()
			for !store.GatesBuilt() {
				if exp.gen != gen {
					return // a later view or format fills the dialog
				}
				if store != a.store {
					// A file opened meanwhile: its store's build is
					// the one under way, and the view shown is its.
					if a.results.page != nil {
						a.fillExport()
					}
					return
				}
				nextTask(viewFirst)
			}
		}
		if deps {
			// In slices, as prepareDeps computes them; when both run,
			// the first to finish keeps its answer.
			res.Comparison.PrepareDeps(yielder(yieldAfterIndex))
			if exp.gen != gen {
				return
			}
		}
		// Yields once the work since the last took yieldAfter: the
		// export calls its pause every few notes and every few
		// kilobytes of a long note, cheap calls when none is due.
		e, err := view.Exported(store, res.Paced(taskPause(yieldAfter)), format)
		// A later view or format started its own: this one is dropped.
		if exp.gen == gen {
			a.showExport(store, res, e, err)
		}
	})
}

// pacedFrom is the most notes a view may have for the dialog to write its
// text in one task (1,000 notes of Markdown: 25–70 ms in the page on a
// loaded machine).
const pacedFrom = 1000

// pacedBytes is the most bytes of notes a view may have for the dialog to
// write its text in one task: 1,000 notes of Markdown are about 400 KB.
const pacedBytes = 1 << 20

// showExport shows e, the view res of store in the chosen format.
func (a *app) showExport(store *notes.Store, res *notes.Result, e view.Export, err error) {
	exp := &a.exp
	if err != nil {
		a.notice(i18n.M("The view could not be exported: %s", err))
		return
	}
	exp.shown = e
	// A text box of megabytes takes the browser seconds to lay out (4 MB
	// of JSON: 3–10 s in one task): it shows a beginning, cut at a line,
	// and Copy and Download give the whole text.
	preview, cut := view.Preview(e.Text, previewBytes)
	exp.cut = cut
	exp.text.Set("value", preview)
	if cut {
		exp.preview.Set("textContent", a.view.Lang.F("This box shows the first %d of %d lines; Copy and Download give the whole text.", view.Lines(preview), view.Lines(e.Text)))
	}
	exp.preview.Set("hidden", !cut)
	exp.what.Set("textContent", store.Title(res)+" — "+a.view.NotesLabel(res.Total()))
	exp.command.Set("textContent", view.Command(res.State, exp.format))
	// A release only an opened file holds is not the command line's: offer
	// no command that would print something else.
	exp.command.Get("parentElement").Set("hidden", a.open.files.FileOnlyIn(res.Releases))
	exp.status.Set("textContent", "")
}

// previewBytes is the most of an export the dialog's text box shows: a
// release's Markdown shows whole (v1.30.0's: 53 KB); a longer one
// (v1.24.0's, 68 KB), all releases' (1.9 MB) and a file of 10,000 notes'
// JSON (4 MB) show their beginning; Copy and Download give the whole
// text. Chromium
// lays out the box's whole text in the task after it is set, about 2 ms a
// kilobyte at rest: at 128 KB a task of 0.22–0.3 s, 0.53 s in a busy hour.
const previewBytes = 64 << 10

// copyExport puts the text on the clipboard. Where the browser refuses
// (no clipboard outside secure contexts, a denied permission), the text is
// selected for the person to copy.
func (a *app) copyExport() {
	exp := &a.exp
	say := func(msg string) { exp.status.Set("textContent", a.view.Lang.T(msg)) }
	fallback := func() {
		exp.text.Call("focus")
		exp.text.Call("select")
		doc := js.Global().Get("document")
		if doc.Get("execCommand").Type() == js.TypeFunction {
			// The box may hold a beginning only: the copy event puts the
			// whole text on the clipboard instead of the selection.
			put := js.FuncOf(func(_ js.Value, args []js.Value) any {
				if data := args[0].Get("clipboardData"); data.Truthy() {
					data.Call("setData", "text/plain", exp.shown.Text)
					args[0].Call("preventDefault")
				}
				return nil
			})
			doc.Call("addEventListener", "copy", put)
			copied := doc.Call("execCommand", "copy").Truthy()
			doc.Call("removeEventListener", "copy", put)
			put.Release()
			if copied {
				say("Copied")
				return
			}
		}
		if exp.cut {
			say("The browser refused the clipboard: Download gives the whole text.")
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
