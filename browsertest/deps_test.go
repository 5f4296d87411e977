//go:build !js

package browsertest

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestPageModuleLinksNoEncodingJSON: the page's JSON exports are written
// by export/jsonw, so the page's module must not link encoding/json, whose
// reflection-driven encoders cost every visit about 70 KB gzip
// (main.wasm.gz 2,559,926 → 2,477,796 bytes, zopfli --i1, when they
// went). Any import
// of it in a package the page links (a json.Marshal for a debug line, a
// type with json.RawMessage) brings them back.
func TestPageModuleLinksNoEncodingJSON(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "../wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps ../wasm: %v", err)
	}
	deps := strings.Fields(string(out))
	if slices.Contains(deps, "encoding/json") {
		t.Errorf("the page's module links encoding/json; write JSON with export/jsonw")
	}
	// The exports are still there, written another way.
	if !slices.Contains(deps, "github.com/kubechangelog/kubechangelog/export/jsonw") {
		t.Errorf("the page's module does not link export/jsonw: how does it write its JSON exports?")
	}
}
