//go:build js && wasm

package main

import (
	"strings"
	"syscall/js"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// TestGuardTurnsPanicIntoNotice runs under Node (no DOM needed; make test
// runs it so):
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./wasm
func TestGuardTurnsPanicIntoNotice(t *testing.T) {
	a := &app{view: &view.View{Lang: i18n.EN}}
	a.el.notices = js.Global().Get("Object").New()
	a.el.notices.Set("hidden", true) // as the page starts
	ran := false
	a.guard("test", func() {
		ran = true
		var m map[string]int
		m["boom"]++ // a nil map write panics
	})
	if !ran {
		t.Fatal("guard did not run the function")
	}
	if len(a.noticeList) != 1 || !strings.Contains(a.noticeList[0].String(), "Something went wrong (test)") {
		t.Fatalf("notices = %q, want one saying what failed", a.noticeList)
	}
	html := a.el.notices.Get("innerHTML").String()
	if !strings.Contains(html, "assignment to entry in nil map") {
		t.Errorf("notice area = %q, want the panic's message", html)
	}
	if a.el.notices.Get("hidden").Bool() {
		t.Error("the notice area stays hidden")
	}
	// The module keeps working after a caught panic.
	a.guard("again", func() {})
	if len(a.noticeList) != 1 {
		t.Errorf("a calm handler added a notice: %q", a.noticeList)
	}
}
