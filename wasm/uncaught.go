//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/i18n"
)

// listenUncaught turns a JavaScript exception that escaped the module into
// a notice. guard recovers Go panics, and a JavaScript exception thrown by
// a call into JavaScript reaches Go as a panic too; but the engine's own
// errors — a RangeError when the stack overflows — unwind the WebAssembly
// code itself, past every deferred function, and surface only as the
// window's "error" (or, inside a promise callback, "unhandledrejection")
// event. Without this the status said "Reading o.md…" forever and every
// later open was refused as "Still reading another file".
func (a *app) listenUncaught() {
	w := js.Global()
	handle := func(reason func(ev js.Value) js.Value) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) any {
			a.guard("reporting an error", func() {
				what := "the page"
				if a.open.busy {
					what = "opening " + a.open.name
				}
				a.notice(i18n.M("Something went wrong (%s): %v. The page may be out of date; reload it if it looks wrong.", what, errorText(reason(args[0]))))
				a.endOpen()
			})
			return nil
		})
	}
	w.Call("addEventListener", "error", handle(func(ev js.Value) js.Value {
		if e := ev.Get("error"); e.Truthy() {
			return e
		}
		return ev.Get("message")
	}))
	w.Call("addEventListener", "unhandledrejection", handle(func(ev js.Value) js.Value { return ev.Get("reason") }))
}

// errorText is a thrown JavaScript value as one line: "RangeError: Maximum
// call stack size exceeded".
func errorText(v js.Value) string {
	if !v.Truthy() {
		return "unknown error"
	}
	s := v.Call("toString").String()
	for i, r := range s {
		if r == '\n' {
			return s[:i]
		}
	}
	return s
}
