package changelog

import (
	"bytes"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/parser"
)

// FuzzParse: no input panics (Parse's last-resort recover would report it
// as an internal error, which fails here), errors are one line naming the
// file, every note has a version and a known kind, the paused parse the
// page runs and a parse in the smallest chunks equal the plain one, and
// (for one input in sixteen, to keep the fuzzer fast) four times the input
// does not cost more than ~12 times the time. The seed corpus in
// testdata/fuzz/FuzzParse holds real excerpts and hostile inputs; the
// first two seeds below parsed differently with the old chunked parse.
func FuzzParse(f *testing.F) {
	f.Add([]byte("# v1.30.3\n\n## Changes by Kind\n\n### Feature\n\n- Kubernetes is now built with go 1.22.5 ([#125895](https://github.com/kubernetes/kubernetes/pull/125895), [@cpanato](https://github.com/cpanato)) [SIG Release and Testing]\n"), "CHANGELOG-1.30.md")
	f.Add([]byte("# v00.0.0\n# v0.0.0"), "CHANGELOG-1.0.md")
	f.Add([]byte("# v1.30.0x"), "CHANGELOG-1.30.md")
	f.Add([]byte("# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- x [SIG [SIG [SIG [SIG [SIG \n"), "CHANGELOG-1.30.md")
	f.Add([]byte("\ufeff# v1.30.0\r## Changes by Kind\r\r### Feature\r\r1. 1. 1. 1) 1) x\r"), "CHANGELOG-1.30.md")
	// 1.12's SIG trailer and 1.6's plain citation.
	f.Add([]byte("## Notable Features\n\n- The --storage-versions flag of kube-apiserver is now deprecated. ([#68080](https://github.com/kubernetes/kubernetes/pull/68080), [@caesarxuchao](https://github.com/caesarxuchao)) Courtesy of SIG Apps, SIG Architecture, SIG Storage, and SIG Testing\n- kubelet exports metrics for cgroup management (#41988, @sjenning)\n- x ([#48184], [@CaoShuFeng](https://github.com/CaoShuFeng)) [@yguo0905]\n"), "release-notes-1.12.md")
	f.Fuzz(func(t *testing.T, src []byte, name string) {
		rels, err := Parse(src, name)
		pauses := 0
		paused, perr := Parse(src, name, WithPause(func() { pauses++ }), WithProgress(func(done, total int) {}))
		if (err == nil) != (perr == nil) || err != nil && err.Error() != perr.Error() {
			t.Fatalf("Parse: %v; paused: %v", err, perr)
		}
		if !reflect.DeepEqual(rels, paused) {
			t.Fatalf("paused parse differs:\n%+v\n%+v", rels, paused)
		}
		// Cut at every heading the splitter allows, as a file of
		// megabytes is: the same result.
		if chunked, cerr := parse(src, name, &pacer{}, 1); (err == nil) != (cerr == nil) || !reflect.DeepEqual(rels, chunked) {
			t.Fatalf("chunked parse differs: %v; %v", err, cerr)
		}
		if err != nil {
			msg := err.Error()
			if errors.Is(err, parser.ErrInternal) {
				t.Fatalf("panic: %v", err)
			}
			if strings.Contains(msg, "\n") || msg == "" {
				t.Fatalf("error is not one line: %q", msg)
			}
			var fe *parser.FileError
			if !errors.As(err, &fe) {
				t.Fatalf("not a *FileError: %v", err)
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
				if n.Version != r.Version || n.Kind == "" || parser.KindOrder(n.Kind) == len(parser.Kinds) {
					t.Fatalf("note version %q kind %q in %s", n.Version, n.Kind, r.Version)
				}
				if n.PRs == nil || n.SIGs == nil || n.Authors == nil || n.Areas == nil {
					t.Fatalf("nil slice in %+v", n)
				}
			}
		}
		if crc32.ChecksumIEEE(src)%16 == 0 {
			checkLinear(t, src, name)
		}
	})
}

// checkLinear fails when parsing src repeated to 64 KB costs more than
// ~12 times src repeated to 16 KB (linear is 4; quadratic 16): a cheap
// check for time blow-ups the fuzzer can run. Small times are noise, so
// only a large time counts.
func checkLinear(t *testing.T, src []byte, name string) {
	if len(src) == 0 {
		return
	}
	n := max(1, (16<<10)/len(src))
	small, large := bytes.Repeat(src, n), bytes.Repeat(src, 4*n)
	ts, tl := lineartime.Least(2, false, func() { Parse(small, name) }), lineartime.Least(2, false, func() { Parse(large, name) })
	if tl > 10*time.Millisecond && tl > 12*ts {
		t.Fatalf("4× the input (%d bytes) took %v, %.1f× the time of %d bytes (%v)", len(large), tl, float64(tl)/float64(ts), len(small), ts)
	}
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
		return lineartime.Least(3, true, func() {
			if _, err := Parse(src, "CHANGELOG-1.30.md"); err != nil {
				t.Fatal(err)
			}
		})
	}
	t1, t4, t16 := timeOf(1), timeOf(4), timeOf(16)
	t.Logf("1×%d bytes: %v, 4×: %v (%.1f×), 16×: %v (%.1f×)", len(chunk), t1, t4, float64(t4)/float64(t1), t16, float64(t16)/float64(t1))
	if float64(t4) > 16*float64(t1) || float64(t16) > 64*float64(t1) {
		t.Errorf("parse time grows super-linearly: 1×%v 4×%v 16×%v", t1, t4, t16)
	}
}
