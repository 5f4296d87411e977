//go:build js && wasm

package main

import (
	"errors"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall/js"
	"time"

	"github.com/kubechangelog/kubechangelog/embed/bundle"
	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/wasm/pace"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// A person may open their own release notes: drop a file on the page, pick
// one with "Open a file", or paste markdown outside the search box. The
// file is read and parsed in the page (never uploaded), checked first,
// parsed release by release with pauses that let the browser paint and take
// input, and then added to the store; the view stays what it was.
//
// The parsing is done by the page's second module (wasm/parsefile,
// parse.wasm), which web/app.js loads on the first open: the parser and
// goldmark are then not in this module, which every visit downloads. It
// hands back the releases as a bundle, and renders the opened notes this
// module shows (render.Unstored); the shipped notes come rendered.

// opener is the open-file state of the app.
type opener struct {
	input, status, dropzone js.Value
	busy                    bool        // a file is being read
	indexing                bool        // busy only indexing the file just shown
	next                    func()      // an open asked for while indexing
	name                    string      // the file being read
	gcPercent               int         // GOGC to restore when done, 0 for none
	files                   view.Opened // the releases files brought
	drags                   int         // dragenter minus dragleave
}

// listenOpen wires the file input, dropping and pasting.
func (a *app) listenOpen() {
	o := &a.open
	doc := a.doc.Underlying()
	if !present(o.input, o.status, o.dropzone) {
		a.notice(i18n.M("Opening files is not available: the page lacks its file controls."))
		return
	}
	render.Unstored = renderUnstored
	a.on(o.input, "change", "opening a file", func(js.Value) {
		files := o.input.Get("files")
		if files.Get("length").Int() > 0 {
			a.openFile(files.Index(0))
		}
		// Picking the same file again must fire change again.
		o.input.Set("value", "")
	})
	// Without preventDefault on dragover the browser would navigate away
	// to the dropped file.
	a.on(doc, "dragenter", "dropping a file", func(ev js.Value) {
		if carriesFiles(ev) {
			o.drags++
			o.dropzone.Set("hidden", false)
		}
	})
	a.on(doc, "dragover", "dropping a file", func(ev js.Value) {
		if carriesFiles(ev) {
			ev.Call("preventDefault")
		}
	})
	a.on(doc, "dragleave", "dropping a file", func(ev js.Value) {
		if o.drags > 0 {
			o.drags--
		}
		if o.drags == 0 {
			o.dropzone.Set("hidden", true)
		}
	})
	a.on(doc, "drop", "dropping a file", func(ev js.Value) {
		o.drags = 0
		o.dropzone.Set("hidden", true)
		dt := ev.Get("dataTransfer")
		if dt.IsNull() || dt.IsUndefined() {
			return
		}
		ev.Call("preventDefault")
		if files := dt.Get("files"); files.Get("length").Int() > 0 {
			a.openFile(files.Index(0))
		}
	})
	a.on(doc, "paste", "pasting", func(ev js.Value) {
		switch ev.Get("target").Get("tagName").String() {
		case "INPUT", "SELECT", "TEXTAREA":
			return // the search box takes its own pastes
		}
		cd := ev.Get("clipboardData")
		if cd.IsNull() || cd.IsUndefined() {
			return
		}
		if files := cd.Get("files"); files.Get("length").Int() > 0 {
			ev.Call("preventDefault")
			a.openFile(files.Index(0))
			return
		}
		text := cd.Call("getData", "text/plain").String()
		if text == "" {
			return
		}
		ev.Call("preventDefault")
		// Named in the page's language: the name goes into every
		// sentence about it, the parser's included.
		a.startOpen(a.view.Lang.T("the pasted text"), func() (js.Value, error) { return js.ValueOf(text), nil })
	})
	o.input.Call("removeAttribute", "disabled")
}

// carriesFiles reports whether a drag event drags files, not text or a link
// from the page itself.
func carriesFiles(ev js.Value) bool {
	dt := ev.Get("dataTransfer")
	if dt.IsNull() || dt.IsUndefined() {
		return false
	}
	types := dt.Get("types")
	for i := range types.Length() {
		if types.Index(i).String() == "Files" {
			return true
		}
	}
	return false
}

// openFile opens a JavaScript File. Its size is checked before a byte is
// read.
func (a *app) openFile(file js.Value) {
	// Quoted if it holds control or bidi characters (parser.FileLabel):
	// the name goes into every notice about the file.
	name := parser.FileLabel(file.Get("name").String())
	if err := view.CheckSize(name, file.Get("size").Int()); err != nil {
		a.notice(view.Refused(err))
		return
	}
	a.startOpen(name, func() (js.Value, error) {
		// The bytes go to the parse module as they are, never copied
		// into this one.
		buf, err := await(file.Call("arrayBuffer"))
		if err != nil {
			return js.Undefined(), i18n.M("%s could not be read: %s", name, strings.TrimSuffix(err.Error(), "."))
		}
		return js.Global().Get("Uint8Array").New(buf), nil
	})
}

// startOpen reads and parses in a goroutine: an event handler must return
// for the browser to resolve the read and to paint the progress, and a Go
// callback that blocks would deadlock the page.
func (a *app) startOpen(name string, read func() (js.Value, error)) {
	o := &a.open
	if o.busy {
		if o.indexing && o.next == nil {
			// The last file is shown and its status gone: to the person
			// nothing is being read, so this one is not refused but
			// opened as soon as the index is built. One only: from now
			// on the status says this one is read, and a file picked
			// after it is refused like any picked while one is read;
			// it used to replace this one, which then never opened and
			// never said so.
			o.next = func() { a.startOpen(name, read) }
			a.status(i18n.M("Reading %s…", name))
			return
		}
		a.notice(i18n.M("Still reading another file; open %s when it is done.", name))
		return
	}
	o.busy = true
	o.name = name
	a.status(i18n.M("Reading %s…", name))
	go a.guard("opening "+name, func() {
		defer a.endOpen()
		// A collection in WebAssembly blocks the page for as long as it
		// marks the live heap and sweeps the rest, in one task: with the
		// parsed file and two stores live, hundreds of milliseconds. So
		// nothing is collected while the file is parsed and its store built
		// (the memory limit, gc.go, still collects should the heap grow too
		// far), and the page collects once the old store and the parsed
		// file are garbage, in a task of its own. endOpen restores it.
		o.gcPercent = debug.SetGCPercent(-1)
		pause := yielder(yieldAfter)
		rels, err := a.load(name, read, pause)
		if err != nil {
			a.notice(view.Refused(err))
			return
		}
		if !a.swap(name, rels, pause) {
			return
		}
		rels = nil
		a.status(i18n.Msg{})
		o.indexing = true
		// A task of its own: a sleep returns to the browser only when no
		// other goroutine is ready, and the view just shown starts some;
		// the collection then ran in the task that showed the file, a
		// task of 0.19–0.22 s for a file of many labels.
		nextTask(0)
		runtime.GC()
		mark("kubechangelog:open:collected")
		// The new store's search index, built with pauses now rather than
		// at once by the first search or the idle warm-up.
		a.indexStore(a.store, pause)
		mark("kubechangelog:open:indexed")
	})
}

// endOpen ends opening a file, however it ended: done, refused, a Go panic
// (guard) or a JavaScript exception that unwound the goroutine opening it
// (listenUncaught), so that the next file can be opened.
func (a *app) endOpen() {
	o := &a.open
	if !o.busy {
		return
	}
	o.busy, o.indexing = false, false
	a.status(i18n.Msg{})
	if o.gcPercent != 0 {
		debug.SetGCPercent(o.gcPercent)
		o.gcPercent = 0
	}
	// Should opening fail after the new store is shown, searches must not
	// wait for an index nobody builds.
	if a.indexing == a.store {
		a.indexing = nil
	}
	if next := o.next; next != nil {
		o.next = nil
		next()
	}
}

// The longest stretches of work between two yields to the browser. While a
// file is opened: a task over 50 ms is a long task, and a slow machine
// takes longer than the clock of a fast one says. While the search index is
// built just after start-up, shorter: a keystroke that comes then may wait
// for the rest of a stretch, and a person who types at once should not
// wait a frame; the index is ready ~0.1 s later for it.
const (
	yieldAfter      = 15 * time.Millisecond
	yieldAfterIndex = 5 * time.Millisecond
)

// yielder returns a pause for the steps of opening a file or building an
// index: it lets the browser run (paint, take input, fire timers) when the
// work since it last did took every, and otherwise returns at once, so
// that a file of many small releases does not pay a timer per release.
func yielder(every time.Duration) func() {
	// A sleeping goroutine hands the thread back to the browser: with no
	// goroutine ready, Go's scheduler returns to JavaScript (unless a
	// collection is marking, which the pause sees to: pace.Pacer). Not nextTask:
	// woken only by its own timer, the index build took so much longer in
	// wall time that a search typed just after start-up, then left by a
	// changed fragment, never became a history entry
	// (TestBackAfterTypingWhileTheFragmentIsSet). After a collection,
	// nextTask: the collection is a task of its own.
	return pace.Pause(every, collectEvery, pace.Margin, pace.ReadHeap, func() { time.Sleep(time.Millisecond) }, func() { nextTask(0) })
}

// taskPause is yielder whose yield is a task of its own (nextTask), for a
// job that may run beside another: two jobs that each slept between
// slices woke each other, and Go gave the thread back to the browser only
// when both were done (a comparison's dependency changes beside the
// gates' build: one task of 0.2–0.36 s). It costs a timer a yield, a
// few milliseconds more in all than a sleep.
func taskPause(every time.Duration) func() {
	yield := func() { nextTask(0) }
	return pace.Pause(every, collectEvery, pace.Margin, pace.ReadHeap, yield, yield)
}

// nextTask hands the thread back to the browser and returns in a task of
// its own, ms milliseconds or more later. A goroutine that slept instead
// (time.Sleep) would be ready again once its time is up, and Go's scheduler
// runs every ready goroutine before it returns from an event handler to
// JavaScript: the next stretch of a background build then ran inside
// whatever event came first, a keystroke or the task showing a
// comparison, and made it 5–15 ms longer. Woken only by its own timer,
// the builder runs in the timer's task.
func nextTask(ms int) {
	done := make(chan struct{})
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		close(done)
		return nil
	})
	js.Global().Call("setTimeout", f, ms)
	<-done
}

// collectEvery is how much a file's parsing may allocate between two
// collections (see yielder).
const collectEvery = 32 << 20

// load reads one file (a Uint8Array or a string) and has the parse module
// parse it (changelog.Parse checks it first), which pauses between releases
// and inside large ones and reports its progress.
func (a *app) load(name string, read func() (js.Value, error), pause func()) ([]parser.Release, error) {
	data, err := read()
	if err != nil {
		return nil, err
	}
	mark("kubechangelog:open:read")
	if _, err := await(js.Global().Call("kubechangelogParser")); err != nil {
		return nil, i18n.M("%s could not be read: %s", name, strings.TrimSuffix(err.Error(), "."))
	}
	mark("kubechangelog:open:parser")
	// The parse module's start (Go's runtime and goldmark's set-up, when
	// this file is the first) resolved the await in its own task, which
	// the parse's first stretch then lengthened: 0.19–0.23 s together.
	nextTask(0)
	progress := js.FuncOf(func(_ js.Value, args []js.Value) any {
		a.status(view.Progress(name, args[0].Int(), args[1].Int()))
		return nil
	})
	defer progress.Release()
	res, err := await(js.Global().Call("kubechangelogParse", name, data, progress))
	if err != nil {
		return nil, &parser.FileError{Name: name, Err: parser.ErrInternal, Detail: err.Error()}
	}
	if r := res.Get("refused"); r.Truthy() {
		return nil, parser.Refusal(r.Get("name").String(), r.Get("reason").String(), r.Get("detail").String())
	}
	b := res.Get("bundle")
	buf := make([]byte, b.Get("byteLength").Int())
	// In blocks with a pause between them: a 20 MB note's bundle was
	// copied in one go, in the task that ended the parse.
	for off := 0; off < len(buf); off += bundleBlock {
		end := min(off+bundleBlock, len(buf))
		js.CopyBytesToGo(buf[off:end], b.Call("subarray", off, end))
		if pause != nil {
			pause()
		}
	}
	// buf is this call's own and never written again: the releases'
	// strings may share it.
	return bundle.DecodePaced(buf, pause)
}

// bundleBlock is how much of the parse module's bundle load copies at a
// time: a few milliseconds.
const bundleBlock = 4 << 20

// renderUnstored renders a note that came without a stored Template (one
// of an opened file) with the parse module, which holds goldmark; nil when
// that module is not loaded, which only a file opened makes it.
func renderUnstored(src string) *render.Template {
	f := js.Global().Get("kubechangelogRender")
	if f.Type() != js.TypeFunction || len(src) > plainAbove {
		return nil
	}
	parts := f.Invoke(src)
	buf := make([]byte, parts.Get("length").Int())
	js.CopyBytesToGo(buf, parts)
	t, err := render.FromParts(src, string(buf))
	if err != nil {
		return nil
	}
	return t
}

// plainAbove is the longest note renderUnstored has the parse module
// render: markdown.Prepare shows a longer one (over its maxRich, the same
// 256 KB) as escaped plain text anyway, which render.Stored then makes here
// (nil from render.Unstored), every byte of the note shown as written.
// Through the parse module a 20 MB note was one task of 0.2–0.3 s while a
// file was opened: the note copied into it as a JavaScript string, its
// parts copied back and decoded, for the same plain text.
const plainAbove = 256 << 10

// swap adds rels to the store and shows the same view of the new store.
// The store is built with pauses; the page then changes in one step, so
// that no event sees the new store with the old panel or picker.
func (a *app) swap(name string, rels []parser.Release, pause func()) bool {
	mark("kubechangelog:open:parsed")
	// Its steps yield as tasks of their own (taskPause, nextTask): with
	// the opener's sleeps (yielder), the store, copies, view and picker of
	// a file of one note with a 100,000-row table were one task of 0.2 s
	// at rest (0.35 s in CI; TestHostile6FilesNeverJamThePage's table.md).
	pause = taskPause(yieldAfter)
	nextTask(0)
	store, opened, err := a.store.WithOpened(rels, pause)
	replaced := opened.Replaced
	if err != nil {
		a.notice(view.Refused(i18n.M("%s: %s", name, err)))
		return false
	}
	mark("kubechangelog:open:store")
	pause()
	store.PrepareCopies(pause) // the first view across releases needs them
	mark("kubechangelog:open:copies")
	v := view.New(store)
	v.Lang = a.view.Lang
	v.Prepare(a.st, firstChunk, pause)
	mark("kubechangelog:open:view")
	pause()
	filters, err := newFilterPanel(a.doc, store, a.prefs.shownLang)
	if err != nil {
		a.notice(view.Refused(err))
		return false
	}
	versions := view.Versions(rels)
	shipped, earlier := a.open.files.Add(versions, replaced)
	a.store, a.view, a.filters = store, v, filters
	// The opener builds the new store's search index with pauses (see
	// startOpen); the idle warm-up would build it in one task.
	a.warm = true
	a.fillOptions(a.el.version, view.VersionRuns(store, a.view.Lang, view.PickerRun), a.st.Version)
	mark("kubechangelog:open:picker")
	// A view that waited for the old store's index is shown now, with the
	// history entry and notices it asked for.
	nav, notices := navNone, []i18n.Msg(nil)
	if w := a.waiting; w != nil {
		nav, notices = w.nav, w.notices
	}
	a.apply(a.st, notices, nav)
	// After the view, which shows the new store's notes at once (building
	// its index if it has search text): searches from now on wait for the
	// index startOpen builds with pauses (see waitForIndex).
	a.indexing = store
	mark("kubechangelog:open:shown")
	a.notice(view.LoadedLabelled(view.Loaded(name, versions, shipped, earlier), opened.Labelled))
	for _, m := range append(notes.Repeated(rels), notes.CutLabels(rels)...) {
		a.notice(m)
	}
	return true
}

// status shows the open-file progress line, or hides it when msg is the
// zero Msg.
func (a *app) status(msg i18n.Msg) {
	a.open.status.Set("textContent", msg.In(a.view.Lang))
	a.open.status.Set("hidden", msg.Format == "")
}

// await waits for a JavaScript promise. It blocks its goroutine, so it must
// never run in an event handler's own goroutine.
func await(p js.Value) (js.Value, error) {
	type outcome struct {
		v   js.Value
		err error
	}
	done := make(chan outcome, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- outcome{v: args[0]}
		return nil
	})
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		done <- outcome{err: errors.New(msg)}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-done
	return r.v, r.err
}
