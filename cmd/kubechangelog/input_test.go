package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/notes"
)

// cli runs the command as main does and returns its exit status, what it
// wrote to stderr and the bytes it allocated doing so.
func cli(t *testing.T, args ...string) (code int, stderr string, alloc uint64) {
	t.Helper()
	var out, errb bytes.Buffer
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	code = runMain(args, &out, &errb)
	runtime.ReadMemStats(&after)
	return code, errb.String(), after.TotalAlloc - before.TotalAlloc
}

// memoryBound is what refusing a file may allocate: the limit and a
// little, never the file.
const memoryBound = notes.MaxFileSize + notes.MaxFileSize/4

func TestParseRefusesAHugeSparseFileUnread(t *testing.T) {
	name := filepath.Join(t.TempDir(), "big.md")
	if err := os.WriteFile(name, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(name, 1<<30); err != nil { // 1 GB, no disk used
		t.Fatal(err)
	}
	code, stderr, alloc := cli(t, "parse", name)
	want := "kubechangelog: " + name + " is 1024.0 MB; files over 32 MB are not release notes and were not read\n"
	if code != 2 || stderr != want {
		t.Errorf("exit %d, stderr %q; want 2, %q", code, stderr, want)
	}
	if alloc > memoryBound {
		t.Errorf("refusing a 1 GB file allocated %d MB", alloc>>20)
	}
}

func TestParseRefusesEndlessInputWithinTheLimit(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Fatalf("this test needs /dev/zero: %v", err)
	}
	code, stderr, alloc := cli(t, "parse", "/dev/zero")
	want := "kubechangelog: /dev/zero is over 32 MB; files over 32 MB are not release notes and were not read\n"
	if code != 2 || stderr != want {
		t.Errorf("exit %d, stderr %q; want 2, %q", code, stderr, want)
	}
	if alloc > memoryBound {
		t.Errorf("refusing /dev/zero allocated %d MB, over %d MB", alloc>>20, memoryBound>>20)
	}
}

// endless is a reader that never ends.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '-'
	}
	return len(p), nil
}

// short returns at most 7 bytes a call, as a pipe may.
type short struct{ r *strings.Reader }

func (s short) Read(p []byte) (int, error) { return s.r.Read(p[:min(len(p), 7)]) }

func TestReadCapped(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := readCapped(endless{}, notes.MaxFileSize, 1<<10)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, errOverLimit) {
		t.Errorf("endless reader: %v, want errOverLimit", err)
	}
	if a := after.TotalAlloc - before.TotalAlloc; a > memoryBound {
		t.Errorf("endless reader: allocated %d MB", a>>20)
	}
	// At the limit, read whole whatever the hint and the reads' sizes;
	// one byte over, refused.
	const limit = 3000
	text := strings.Repeat("0123456789", limit/10)
	for _, hint := range []int{0, 10, limit, limit + 1, 1 << 20} {
		b, err := readCapped(short{strings.NewReader(text)}, limit, hint)
		if err != nil || string(b) != text {
			t.Errorf("hint %d: %d bytes, %v; want the %d bytes", hint, len(b), err, limit)
		}
		if _, err := readCapped(strings.NewReader(text+"x"), limit, hint); !errors.Is(err, errOverLimit) {
			t.Errorf("hint %d: one byte over the limit: %v, want errOverLimit", hint, err)
		}
	}
	if b, err := readCapped(strings.NewReader(""), limit, 0); err != nil || len(b) != 0 {
		t.Errorf("empty: %q, %v", b, err)
	}
}

func TestParseStillReadsAFile(t *testing.T) {
	name := filepath.Join("..", "..", "embed", "data", "changelog", "CHANGELOG-1.30.md")
	var out, errb bytes.Buffer
	if code := runMain([]string{"parse", name}, &out, &errb); code != 0 || !strings.Contains(out.String(), `"version": "v1.30.0"`) {
		t.Errorf("parse %s: exit %d, %s; want the releases of 1.30", name, code, errb.String())
	}
}

// TestMessagesEscapeControlBytes: what the user typed is echoed in error
// messages; its control bytes must reach the terminal escaped, not run.
func TestMessagesEscapeControlBytes(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string // in the message, escaped
	}{
		{[]string{"query", "--version", "v1\x1b[31m"}, `v1\x1b[31m`},
		{[]string{"parse", filepath.Join(dir, "a\x07\u202eb\r.md")}, `a\a\u202eb\r.md: cannot read`},
		{[]string{"parse", filepath.Join(dir, "x\xff\x9b.md")}, `x\xff\x9b.md`},
		{[]string{"query", "--sig\x1b]0;pwned\x07"}, `-sig\x1b]0;pwned\a`},
		{[]string{"nope\x1b[2J"}, `nope\x1b[2J`},
	} {
		code, stderr, _ := cli(t, tc.args...)
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", tc.args, code)
		}
		if !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: stderr %q, want it to hold %s", tc.args, stderr, tc.want)
		}
		for _, r := range stderr {
			if r == utf8.RuneError || (!strconv.IsPrint(r) && r != '\n' && r != '\t') {
				t.Errorf("%q: %U reached the terminal unescaped: %q", tc.args, r, stderr)
				break
			}
		}
	}
}

func TestEscaperKeepsText(t *testing.T) {
	var b bytes.Buffer
	msg := "kubechangelog: v1.30 — 日本語\n\tnext line\n"
	fmt.Fprint(escaper{&b}, msg)
	if b.String() != msg {
		t.Errorf("escaper changed printable text: %q", b.String())
	}
}
