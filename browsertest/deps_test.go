//go:build !js

package browsertest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
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
	deps := pageDeps(t)
	if slices.Contains(deps, "encoding/json") {
		t.Errorf("the page's module links encoding/json; write JSON with export/jsonw")
	}
	// The exports are still there, written another way.
	if !slices.Contains(deps, "github.com/kubechangelog/kubechangelog/export/jsonw") {
		t.Errorf("the page's module does not link export/jsonw: how does it write its JSON exports?")
	}
}

// TestPageModuleLinksNoMarkdownParser: the page's module shows notes
// parsed and rendered at build time, so it must not link the markdown
// parser (parser/changelog) or goldmark, which the parse module carries:
// importing either only for a type linked goldmark's package
// initialisation into every visit (about 30 KB gzip).
func TestPageModuleLinksNoMarkdownParser(t *testing.T) {
	deps := pageDeps(t)
	if !slices.Contains(deps, "github.com/kubechangelog/kubechangelog/parser") {
		t.Fatalf("the page's dependencies lack package parser: %q", deps)
	}
	for _, d := range deps {
		if strings.HasPrefix(d, "github.com/yuin/goldmark") || d == "github.com/kubechangelog/kubechangelog/parser/changelog" {
			t.Errorf("the page's module links %s; only the parse module (wasm/parsefile) may", d)
		}
	}
}

// TestParseModuleLinksNoSearch: the parse module renders an opened file's
// notes and needs only the type of a search's marks (package search/mark),
// not the search: linking it ran the search vocabulary's initialisation
// (about 7 ms, GODEBUG=inittrace=1 under Node) inside the module's start, a
// single task that blocks the page while a 20 MB file is opened
// (TestLargeChangelogKeepsThePageResponsive).
func TestParseModuleLinksNoSearch(t *testing.T) {
	deps := moduleDeps(t, "../wasm/parsefile")
	if !slices.Contains(deps, "github.com/kubechangelog/kubechangelog/render/markdown") {
		t.Fatalf("the parse module's dependencies lack render/markdown: %q", deps)
	}
	if slices.Contains(deps, "github.com/kubechangelog/kubechangelog/search") {
		t.Errorf("the parse module links package search; the renderers need only search/mark")
	}
}

// pageDeps are the packages the page's module links.
func pageDeps(t *testing.T) []string { return moduleDeps(t, "../wasm") }

// moduleDeps are the packages the WebAssembly module built from pkg links,
// as go list -deps lists them for GOOS=js GOARCH=wasm.
func moduleDeps(t *testing.T, pkg string) []string {
	t.Helper()
	cmd := exec.Command("go", "list", "-deps", pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps %s: %v", pkg, err)
	}
	return strings.Fields(string(out))
}

// shippedModule is dist/main.wasm, the page's module as make dist builds it.
func shippedModule(t *testing.T) []byte {
	t.Helper()
	mod, err := os.ReadFile(filepath.Join(dist, "main.wasm"))
	if err != nil {
		t.Fatalf("%v: run `make dist`", err)
	}
	return mod
}

// TestPageModuleLinksNoNetURL: the page escapes and reads its links with
// internal/urlquery, since importing net/url links net/netip, whose
// package initialisation brings the unique package and a concurrent map:
// 28 KB gzip of every visit (gzip -9 of the -s module 2,449,429 →
// 2,421,203 bytes when it went).
func TestPageModuleLinksNoNetURL(t *testing.T) {
	deps := pageDeps(t)
	for _, d := range []string{"net/url", "net/netip"} {
		if slices.Contains(deps, d) {
			t.Errorf("the page's module links %s; escape with internal/urlquery", d)
		}
	}
}

// TestPageModuleLinksNoFmt: the page formats its sentences with
// i18n.Sprintf and its exports, errors and links by concatenation, so its
// module links no fmt, whose printer, reflection (reflect,
// internal/fmtsort) and time's formatting cost every visit 82 KB gzip
// (gzip -9 of the -s module 2,341,265 → 2,259,046 bytes when they went).
// A fmt.Sprintf, Errorf or Fprintf on a path the page can take (an error's
// Error method included) brings them back, and so can a standard or
// third-party package's (url.ParseQuery's fmt.Errorf: notes.parseQuery).
func TestPageModuleLinksNoFmt(t *testing.T) {
	mod := shippedModule(t)
	if bytes.Contains(mod, []byte("fmt.(*pp).doPrintf")) {
		t.Errorf("the page's module links fmt's printer; format with i18n.Sprintf, strconv or concatenation")
	}
	if !bytes.Contains(mod, []byte("github.com/kubechangelog/kubechangelog/i18n.Sprintf")) {
		t.Errorf("the page's module has no i18n.Sprintf: how does it format its sentences?")
	}
}
