//go:build !js

package browsertest

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/kubechangelog/kubechangelog/embed/build"
	"github.com/kubechangelog/kubechangelog/embed/bundle"
	"github.com/kubechangelog/kubechangelog/site"
)

// The scale benchmark's corpus is made at test time, never shipped: the
// shipped notes (minors 1.10–1.37) plus copies of them under unused minor
// numbers, each copy with its PR numbers shifted so no note of a copy is
// the same note as another's.
var (
	minorRe = regexp.MustCompile(`\b(v?)1\.([2-9]|[1-3]\d)\b`)
	prRe    = regexp.MustCompile(`(#|/pull/|"|issues/)(\d{4,6})\b`)
)

// copyMinor is the minor copy k (1, 2, …) gives a shipped minor m
// (1.5–1.37): 1.45–1.77 for the first copy, 1.85–1.117 for the second, and
// so on, so no copy lands on a shipped minor or on another copy's.
func copyMinor(m, k int) int { return m + 40*k }

// writeScaleCorpus writes the shipped notes and copies-1 shifted copies
// of them under dir.
func writeScaleCorpus(tb testing.TB, dir string, copies int) {
	tb.Helper()
	src := filepath.Join("..", "embed", "data")
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		for k := range copies {
			out, name := b, filepath.Base(rel)
			if k > 0 {
				shift := func(s []byte) []byte {
					return minorRe.ReplaceAllFunc(s, func(m []byte) []byte {
						sub := minorRe.FindSubmatch(m)
						n, _ := strconv.Atoi(string(sub[2]))
						return fmt.Appendf(nil, "%s1.%d", sub[1], copyMinor(n, k))
					})
				}
				out = prRe.ReplaceAllFunc(shift(b), func(m []byte) []byte {
					sub := prRe.FindSubmatch(m)
					n, _ := strconv.Atoi(string(sub[2]))
					return fmt.Appendf(append([]byte(nil), sub[1]...), "%d", n+k*1_000_000)
				})
				name = string(shift([]byte(name)))
			}
			target := filepath.Join(dir, filepath.Dir(rel), name)
			if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(target, out, 0o644); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
}

// scalePage builds the page around the notes of a corpus copies times the
// shipped one and serves it: the bundle is encoded from the corpus and
// put in the module's place of embed/bundle.bin through a build overlay,
// so the tree is left as it is. It returns the server and the bundle's
// releases and notes.
func scalePage(tb testing.TB, copies int) (srv *httptest.Server, releases, notesN int) {
	tb.Helper()
	needSite(tb)
	tmp := tb.TempDir()
	corpus := filepath.Join(tmp, "data")
	writeScaleCorpus(tb, corpus, copies)
	rels, err := build.Releases(corpus)
	if err != nil {
		tb.Fatal(err)
	}
	for _, r := range rels {
		notesN += len(r.Notes)
	}
	b, err := bundle.Encode(rels)
	if err != nil {
		tb.Fatal(err)
	}
	bin := filepath.Join(tmp, "bundle.bin")
	if err := os.WriteFile(bin, b, 0o644); err != nil {
		tb.Fatal(err)
	}
	abs, err := filepath.Abs(filepath.Join("..", "embed", "bundle.bin"))
	if err != nil {
		tb.Fatal(err)
	}
	overlay, _ := json.Marshal(map[string]any{"Replace": map[string]string{abs: bin}})
	ov := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ov, overlay, 0o644); err != nil {
		tb.Fatal(err)
	}
	page := filepath.Join(tmp, "dist")
	if err := os.CopyFS(page, os.DirFS(dist)); err != nil {
		tb.Fatal(err)
	}
	wasm := filepath.Join(page, "main.wasm")
	// As make dist builds it (WASM_GCFLAGS).
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s", "-overlay", ov,
		"-gcflags=github.com/kubechangelog/kubechangelog/wasm/view=-l", "-gcflags=github.com/kubechangelog/kubechangelog/wasm=-l", "-gcflags=github.com/kubechangelog/kubechangelog/notes=-l", "-o", wasm, "./wasm")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("building the %d× module: %v\n%s", copies, err, out)
	}
	mod, err := os.ReadFile(wasm)
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(wasm+".gz", gzipped(tb, mod, gzip.BestSpeed), 0o644); err != nil {
		tb.Fatal(err)
	}
	srv = httptest.NewServer(site.Handler(page))
	tb.Cleanup(srv.Close)
	return srv, len(rels), notesN
}
