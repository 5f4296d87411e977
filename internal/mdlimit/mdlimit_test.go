package mdlimit

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/text"
)

// TestFlattenBoundsEveryMarker: every marker that nests — bullets, ordered
// "1." and "1)", block quotes — is cut to MaxPrefix bytes; text survives,
// and a line that needs nothing is returned uncopied.
func TestFlattenBoundsEveryMarker(t *testing.T) {
	for _, m := range []string{"- ", "* ", "+ ", "> ", "1. ", "1) ", "123456789. ", "  "} {
		line := strings.Repeat(m, 7000) + "text\n"
		got := Flatten([]byte(line))
		if p := nestingPrefix(got); p > MaxPrefix || !bytes.HasSuffix(got, []byte("text\n")) {
			t.Errorf("%q: prefix %d bytes, result ends %q", m, p, got[max(0, len(got)-10):])
		}
	}
	// Ten digits are not a marker: CommonMark allows nine.
	if p := nestingPrefix([]byte("1234567890. x")); p != 0 {
		t.Errorf("ten digits taken as a marker: prefix %d", p)
	}
	src := []byte("- a\n  1. b\n     > c\n")
	if got := Flatten(src); &got[0] != &src[0] {
		t.Error("a shallow file was copied")
	}
}

func TestTooDeep(t *testing.T) {
	md := goldmark.New()
	for depth, want := range map[int]bool{3: false, 50: true} {
		src := []byte(strings.Repeat("> ", depth) + "x")
		doc := md.Parser().Parse(text.NewReader(src))
		if got := TooDeep(doc, 20); got != want {
			t.Errorf("depth %d: TooDeep = %v", depth, got)
		}
	}
}
