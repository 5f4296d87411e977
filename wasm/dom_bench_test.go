//go:build js && wasm

package main

import (
	"syscall/js"
	"testing"

	"honnef.co/go/js/dom/v2"
)

// The event adapter (on) hands handlers the raw event rather than dom's
// wrapper: dom.WrapEvent compares the event's constructor with some 45
// globals, and Target() then its target's with some 70 more, each a call
// into JavaScript. Run under Node (no DOM: plain objects stand in for the
// event and its target, which the wrapper probes the same way):
//
//	GOOS=js GOARCH=wasm go test -run '^$' -bench Event -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./wasm

func fakeEvent() js.Value {
	obj := js.Global().Get("Object")
	target := obj.New()
	target.Set("value", "kubeadm")
	ev := obj.New()
	ev.Set("target", target)
	ev.Set("key", "k")
	return ev
}

func BenchmarkEventRaw(b *testing.B) {
	ev := fakeEvent()
	for b.Loop() {
		_ = ev.Get("target").Get("value").String()
		_ = ev.Get("key").String()
	}
}

func BenchmarkEventDom(b *testing.B) {
	ev := fakeEvent()
	for b.Loop() {
		e := dom.WrapEvent(ev)
		_ = e.Target().Underlying().Get("value").String()
		_ = e.Underlying().Get("key").String()
	}
}
