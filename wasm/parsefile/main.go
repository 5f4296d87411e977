//go:build js && wasm

// Command parsefile is the page's second WebAssembly module (dist/parse.wasm):
// the parser and goldmark, which only a file a person opens needs. The page
// loads it on the first open (web/app.js, kubechangelogParser), so the main
// module, which every visit downloads, carries neither; the shipped notes
// come rendered at build time (embed/build).
//
// It registers two functions and then waits for calls:
//
//	kubechangelogParse(name, data, progress) → Promise of
//	    {bundle: Uint8Array} (bundle.Encode of the releases) or
//	    {refused: {name, reason, detail}} (parser.Refusal turns it back
//	    into the parser's *FileError)
//	kubechangelogRender(markdown) → the render.Template of markdown in its
//	    stored form (Template.Parts, a Uint8Array), for the opened notes
//	    the page shows
//
// data is a Uint8Array or a string; progress(done, total) is called as the
// parse advances. The parse pauses as the main module's did (yielding to
// the browser every 15 ms of work), so the page stays responsive.
package main

import (
	"runtime/debug"
	"syscall/js"
	"time"

	"github.com/kubechangelog/kubechangelog/embed/bundle"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
	"github.com/kubechangelog/kubechangelog/render/markdown"
	"github.com/kubechangelog/kubechangelog/wasm/pace"
)

func main() {
	js.Global().Set("kubechangelogParse", js.FuncOf(parse))
	js.Global().Set("kubechangelogRender", js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Bytes, not a string: the stored form is binary, and a
		// JavaScript string would replace its bytes that are not UTF-8.
		src := args[0].String()
		parts := markdown.Prepare(src).Parts(src)
		out := js.Global().Get("Uint8Array").New(len(parts))
		js.CopyBytesToJS(out, []byte(parts))
		return out
	}))
	select {}
}

// parse starts parsing in a goroutine (a callback must return for the
// browser to run) and returns the promise of its result.
func parse(_ js.Value, args []js.Value) any {
	name, data, progress := args[0].String(), args[1], args[2]
	var resolve js.Value
	executor := js.FuncOf(func(_ js.Value, a []js.Value) any {
		resolve = a[0]
		return nil
	})
	promise := js.Global().Get("Promise").New(executor)
	executor.Release()
	go func() {
		resolve.Invoke(result(name, data, progress))
	}()
	return promise
}

func result(name string, data, progress js.Value) any {
	// Nothing is collected while the file is parsed, as in the main module
	// before: a collection of a heap this size blocks the page for hundreds
	// of milliseconds in one task. The pauses collect in small steps.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	pause := yielder()
	mark("kubechangelog:open:parse-start")
	src := bytesOf(data, pause)
	mark("kubechangelog:open:parse-copied")
	last := time.Now()
	rels, err := changelog.Parse(src, name, changelog.WithPause(pause), changelog.WithProgress(func(done, total int) {
		// At most every tenth of a second: the page writes it to the DOM.
		if time.Since(last) > 100*time.Millisecond {
			progress.Invoke(done, total)
			last = time.Now()
		}
	}))
	mark("kubechangelog:open:parse-parsed")
	if err == nil {
		src = nil
		var b []byte
		if b, err = bundle.EncodePaced(rels, pause); err == nil {
			// In blocks with a pause between them, as bytesOf reads the
			// file: a 20 MB note's bundle is 20 MB.
			out := js.Global().Get("Uint8Array").New(len(b))
			for off := 0; off < len(b); off += copyBlock {
				end := min(off+copyBlock, len(b))
				js.CopyBytesToJS(out.Call("subarray", off, end), b[off:end])
				pause()
			}
			return map[string]any{"bundle": out}
		}
	}
	n, reason, detail := parser.Refused(err)
	return map[string]any{"refused": map[string]any{"name": n, "reason": reason, "detail": detail}}
}

// mark sets a performance mark, so a long task of the parse can be told
// by the steps it spans (the browser tests name them).
func mark(name string) { js.Global().Get("performance").Call("mark", name) }

// bytesOf copies data (a Uint8Array or a string) into Go, in blocks with a
// pause between them: a 20 MB copy is tens of milliseconds in one go.
func bytesOf(data js.Value, pause func()) []byte {
	if data.Type() == js.TypeString {
		return []byte(data.String())
	}
	out := make([]byte, data.Get("byteLength").Int())
	for off := 0; off < len(out); off += copyBlock {
		end := min(off+copyBlock, len(out))
		js.CopyBytesToGo(out[off:end], data.Call("subarray", off, end))
		pause()
	}
	return out
}

const copyBlock = 4 << 20

// yielder returns the parse's pause: the main module's opener's rule
// (pace.Pause), yielding once 15 ms of work have passed and collecting in
// steps of collectEvery.
func yielder() func() {
	sleep := func() { time.Sleep(time.Millisecond) } // with no goroutine ready, Go returns to JavaScript
	collected := func() { mark("kubechangelog:open:parse-collected"); sleep() }
	return pace.Pause(15*time.Millisecond, collectEvery, pace.Margin, pace.ReadHeap, sleep, collected)
}

// collectEvery is how much a parse may allocate between two collections.
const collectEvery = 32 << 20
