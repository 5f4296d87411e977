package main

import "testing"

// TestGroupOf: symbols as the Go linker names them in a WebAssembly
// module's name section land on their package's line, a third-party
// package's on its module's, by the longest package prefix.
func TestGroupOf(t *testing.T) {
	groups := map[string]string{
		"github.com_yuin_goldmark_parser":                  "github.com/yuin/goldmark",
		"github.com_yuin_goldmark":                         "github.com/yuin/goldmark",
		"github.com_kubechangelog_kubechangelog_notes":     "github.com/kubechangelog/kubechangelog/notes",
		"github.com_kubechangelog_kubechangelog_wasm_view": "github.com/kubechangelog/kubechangelog/wasm/view",
		"github.com_kubechangelog_kubechangelog_wasm":      "github.com/kubechangelog/kubechangelog/wasm",
		"regexp_syntax": "regexp/syntax",
		"regexp":        "regexp",
	}
	for sym, want := range map[string]string{
		"github.com_yuin_goldmark_parser.__blockquoteParser_.Open":       "github.com/yuin/goldmark",
		"github.com_kubechangelog_kubechangelog_wasm_view.__View_.Chunk": "github.com/kubechangelog/kubechangelog/wasm/view",
		"github.com_kubechangelog_kubechangelog_wasm.__app_.start":       "github.com/kubechangelog/kubechangelog/wasm",
		"regexp_syntax.Parse":                 "regexp/syntax",
		"regexp.__Regexp_.FindAllStringIndex": "regexp",
		"type:.eq.[2]interface {}":            "(type equality and hashing)",
		"somewhere.else":                      "(other)",
	} {
		if got := groupOf(sym, groups); got != want {
			t.Errorf("groupOf(%q) = %q, want %q", sym, got, want)
		}
	}
	if _, err := Breakdown([]byte("not a module"), groups); err == nil {
		t.Error("a file that is not WebAssembly was read")
	}
}
