package parser

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/semver"
)

// FuzzParse: no input panics (Parse's last-resort recover would report it
// as an "internal error", which fails here), errors are one line naming the
// file, and every note has a version and a known kind. The seed corpus in
// testdata/fuzz/FuzzParse holds real excerpts and hostile inputs.
func FuzzParse(f *testing.F) {
	f.Add([]byte("# v1.30.3\n\n## Changes by Kind\n\n### Feature\n\n- Kubernetes is now built with go 1.22.5 ([#125895](https://github.com/kubernetes/kubernetes/pull/125895), [@cpanato](https://github.com/cpanato)) [SIG Release and Testing]\n"), "CHANGELOG-1.30.md")
	f.Fuzz(func(t *testing.T, src []byte, name string) {
		rels, err := Parse(src, name)
		if err != nil {
			msg := err.Error()
			if strings.Contains(msg, "internal error") {
				t.Fatalf("panic: %v", err)
			}
			if strings.Contains(msg, "\n") || msg == "" {
				t.Fatalf("error is not one line: %q", msg)
			}
			return
		}
		if len(rels) == 0 {
			t.Fatal("no releases and no error")
		}
		for _, r := range rels {
			if !semver.IsValid(r.Version) {
				t.Fatalf("release version %q", r.Version)
			}
			for _, n := range r.Notes {
				if n.Version != r.Version || n.Kind == "" || KindOrder(n.Kind) == len(Kinds) {
					t.Fatalf("note version %q kind %q in %s", n.Version, n.Kind, r.Version)
				}
				if n.PRs == nil || n.SIGs == nil || n.Authors == nil || n.Areas == nil {
					t.Fatalf("nil slice in %+v", n)
				}
			}
		}
	})
}

// corpus is every markdown file of embed/data.
func corpus(tb testing.TB) (names []string, srcs [][]byte, total int64) {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(dataDir, "*", "*.md"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no corpus: %v", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		names, srcs, total = append(names, filepath.Base(f)), append(srcs, src), total+int64(len(src))
	}
	return names, srcs, total
}

func BenchmarkParseCorpus(b *testing.B) {
	names, srcs, total := corpus(b)
	b.SetBytes(total)
	b.ReportAllocs()
	for b.Loop() {
		for i, src := range srcs {
			if _, err := Parse(src, names[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestParseTimeLinear parses 1×, 4× and 16× a real file and fails only on
// wildly super-linear growth (quadratic would be 16× and 256×): the bounds
// are loose so a noisy 2-core machine does not flake.
func TestParseTimeLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	chunk := readData(t, "changelog/CHANGELOG-1.30.md")
	timeOf := func(n int) time.Duration {
		src := []byte(strings.Repeat(string(chunk), n))
		best := time.Duration(1<<63 - 1)
		for range 3 {
			start := time.Now()
			if _, err := Parse(src, "CHANGELOG-1.30.md"); err != nil {
				t.Fatal(err)
			}
			best = min(best, time.Since(start))
		}
		return best
	}
	t1, t4, t16 := timeOf(1), timeOf(4), timeOf(16)
	t.Logf("1×%d bytes: %v, 4×: %v (%.1f×), 16×: %v (%.1f×)", len(chunk), t1, t4, float64(t4)/float64(t1), t16, float64(t16)/float64(t1))
	if float64(t4) > 16*float64(t1) || float64(t16) > 64*float64(t1) {
		t.Errorf("parse time grows super-linearly: 1×%v 4×%v 16×%v", t1, t4, t16)
	}
}
