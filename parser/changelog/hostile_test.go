package changelog

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/parser"
)

// feature is a CHANGELOG of one release whose Feature section holds body.
func feature(body string) string {
	return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n" + body
}

// repeatTo is s repeated n times.
func repeatTo(s string, n int) string { return strings.Repeat(s, n) }

// hostileShapes are files an attacker might open in the page, beyond the
// shapes issue 16 listed (linearShapes): each made n units large. The
// parser reads block structure only, but entries are cut from the source
// and scanned for citations, and every shape must stay linear in both.
// browsertest's TestHostileShapesNeverJamThePage opens the worst of them
// in the page; render/markdown times the inline shapes for the renderer.
var hostileShapes = map[string]func(n int) string{
	"open brackets":   func(n int) string { return feature("- x " + repeatTo("[", n) + "\n") },
	"nested brackets": func(n int) string { return feature("- x " + repeatTo("[", n) + "a" + repeatTo("]", n) + "\n") },
	"asterisk run":    func(n int) string { return feature("- x " + repeatTo("*", n) + "a\n") },
	"underscore run":  func(n int) string { return feature("- x " + repeatTo("_a ", n) + "\n") },
	"emphasis openers": func(n int) string {
		return feature("- " + repeatTo("*a **a ", n) + "b" + repeatTo(" a** a*", n) + "\n")
	},
	"backtick runs":      func(n int) string { return feature("- " + backtickRuns(n) + "\n") },
	"nested <a>":         func(n int) string { return feature("- x " + repeatTo("<a>", n) + "\n") },
	"&amp; flood":        func(n int) string { return feature("- x " + repeatTo("&amp;&#35;&#x26;", n) + "\n") },
	"open autolinks":     func(n int) string { return feature("- x " + repeatTo("<http://a.b/", n) + "\n") },
	"open link dests":    func(n int) string { return feature("- x " + repeatTo("[a](<b", n) + "\n") },
	"link-paren pattern": func(n int) string { return feature("- x " + repeatTo("[ (](", n) + "\n") },
	"link reference definitions": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "[r%d]: https://example.com/%d\n", i, i)
		}
		return feature("- x [r1] [r2]\n\n" + b.String())
	},
	"one definition per entry": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "- [r%d]\n\n[r%d]: https://example.com/%d \"t\"\n", i, i, i)
		}
		return feature(b.String())
	},
	"many headings": func(n int) string {
		return feature("- x\n\n" + repeatTo("#### Sub\n\n- y\n\n", n))
	},
	"many kind headings": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n" + repeatTo("### Feature\n\n- x\n\n### Bug or Regression\n\n- y\n\n", n)
	},
	"deep heading stack": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n" + repeatTo("### Feature\n#### a\n##### b\n###### c\n- x\n", n)
	},
	"many releases": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "# v1.%d.%d\n\n## Changes by Kind\n\n### Feature\n\n- x\n\n", 30+i/1000, i%1000)
		}
		return b.String()
	},
	"same release repeated": func(n int) string {
		return repeatTo(feature("- x ([#1](https://github.com/kubernetes/kubernetes/pull/1))\n\n"), n)
	},
	"release headings only": func(n int) string { return repeatTo("# v1.30.0\n", n) },
	"setext headings": func(n int) string {
		return "v1.30.0\n=======\n\nChanges by Kind\n---------------\n\n" + repeatTo("Feature\n-------\n\n- x\n\n", n)
	},
	"release with long version": func(n int) string {
		return "# v1.30.0-" + repeatTo("a.", n) + "b\n\n## Changes by Kind\n\n### Feature\n\n- x\n"
	},
	"heading with long text": func(n int) string {
		return "# v1.30.0\n\n## Changes by Kind\n\n### Feature " + repeatTo("Changelog since v1.2.3 ", n) + "\n\n- x\n"
	},
	"table of many columns": func(n int) string {
		return feature("- x\n\n|" + repeatTo(" a |", n) + "\n|" + repeatTo("---|", n) + "\n|" + repeatTo(" b |", n) + "\n")
	},
	"table of many rows": func(n int) string {
		return feature("- x\n\n| a | b |\n|---|---|\n" + repeatTo("| c | d |\n", n))
	},
	"one long line": func(n int) string { return feature("- " + repeatTo("word ", n) + "\n") },
	"quote list mix": func(n int) string {
		return feature(repeatTo("> - 1. + ", n) + "x\n")
	},
	"quote list mix lines": func(n int) string {
		return feature(repeatTo(repeatTo("> - 1. ", 40)+"x\n", n))
	},
	"open HTML comment": func(n int) string { return feature("- x\n\n<!--\n" + repeatTo("- y\n", n)) },
	"HTML comments":     func(n int) string { return feature(repeatTo("- x <!-- y\n", n)) },
	"open HTML blocks":  func(n int) string { return feature(repeatTo("<div>\n- x\n\n", n)) },
	"open fences":       func(n int) string { return feature(repeatTo("- x\n```\n# v1.29.0\n", n)) },
	"fences of growing length": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "%s\n- x\n", repeatTo("`", 3+i%60))
		}
		return feature(b.String())
	},
	"PR citations": func(n int) string {
		return feature("- x (" + repeatTo("[#1](https://github.com/kubernetes/kubernetes/pull/1), ", n) + "[@a](https://github.com/a)) [SIG Node]\n")
	},
	"distinct PR citations": func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "[#%d](https://github.com/kubernetes/kubernetes/pull/%d), ", i+1, i+1)
		}
		return feature("- x (" + b.String() + ")\n")
	},
	"bare (#1)": func(n int) string { return feature("- x " + repeatTo("(#1)", n) + "\n") },
	"bare @authors": func(n int) string {
		return feature("- x " + repeatTo("@someone ", n) + "\n")
	},
	"[SIG] citations": func(n int) string { return feature("- x " + repeatTo("[SIG Node]", n) + "\n") },
	"[SIG …] variants": func(n int) string {
		return feature("- x " + repeatTo("[SIG Node](x) [SIG a [SIG b] [SIG c and d, e] [SIG\n", n) + "\n")
	},
	"one long [SIG list": func(n int) string {
		return feature("- x [SIG " + repeatTo("Node, ", n) + "Apps]\n")
	},
	"entries citing one PR": func(n int) string {
		return feature(repeatTo("- x ([#1](https://github.com/kubernetes/kubernetes/pull/1)) [SIG Node]\n", n))
	},
	"tiny entries":   func(n int) string { return feature(repeatTo("- x\n", n)) },
	"nested entries": func(n int) string { return feature(repeatTo("- x\n  - y\n    - z\n", n)) },
	"lazy continuation": func(n int) string {
		return feature("- x\n" + repeatTo("continued\n", n))
	},
	"dependencies": func(n int) string {
		var b strings.Builder
		b.WriteString("# v1.30.0\n\n## Dependencies\n\n### Added\n")
		for i := range n {
			fmt.Fprintf(&b, "- example.com/m%d: v1.0.%d\n", i, i)
		}
		b.WriteString("\n### Changed\n")
		for i := range n {
			fmt.Fprintf(&b, "- example.com/m%d: v1.0.%d → v1.0.%d\n", i, i, i+1)
		}
		return b.String()
	},
	"release-notes file of sections": func(n int) string {
		return "# Kubernetes v1.14 Release Notes\n\n" + repeatTo("## Notable Features\n\n- x\n\n", n)
	},
	"CR only": func(n int) string {
		return strings.ReplaceAll(feature(repeatTo("- x ([#1](https://github.com/kubernetes/kubernetes/pull/1))\n", n)), "\n", "\r")
	},
	"tabs and spaces": func(n int) string { return feature("-\t" + repeatTo(" \t", n) + "x\n") },
	"indented code": func(n int) string {
		return feature("- x\n\n" + repeatTo("        code\n", n))
	},
}

// backtickRuns is n runs of backticks of growing length, none closed:
// CommonMark looks for a closing run of the same length after each.
func backtickRuns(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString("e")
		b.WriteString(strings.Repeat("`", 1+i%200))
	}
	return b.String()
}

// TestParseTimeLinearOnHostileShapes is TestParseTimeLinearOnEveryShape
// for hostileShapes: 4× the input costs no more than lineartime.MaxRatio×
// the time and ~6× the memory allocated, and a refusal is one line.
func TestParseTimeLinearOnHostileShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	for name, shape := range hostileShapes {
		t.Run(name, func(t *testing.T) {
			s, l := lineartime.Inputs(shape)
			small, large := []byte(s), []byte(l)
			parse := func(src []byte) func() {
				return func() {
					_, err := Parse(src, "CHANGELOG-1.30.md")
					if err != nil && (strings.Contains(err.Error(), "\n") || errors.Is(err, parser.ErrInternal)) {
						t.Fatalf("refused: %v", err)
					}
				}
			}
			ts, tl, ratio := lineartime.Ratio(5, parse(small), parse(large))
			as, al := allocated(parse(small)), allocated(parse(large))
			t.Logf("%d bytes: %v, %d KB allocated; 4×: %v (%.1f×), %d KB allocated", len(small), ts, as>>10, tl, ratio, al>>10)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the input took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
			if al > 6*as && al > 8<<20 {
				t.Errorf("4× the input allocated %.1f× the memory (%d → %d KB)", float64(al)/float64(as), as>>10, al>>10)
			}
		})
	}
}

// allocated is how many bytes fn allocates.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestHostileEncodingsAreRefused: files that are not UTF-8 text — NUL
// bytes, invalid UTF-8, UTF-16, gzip or zip renamed .md — are refused
// with the reason a person can act on, and files just under and over the
// size limit are parsed and refused.
func TestHostileEncodingsAreRefused(t *testing.T) {
	valid := feature("- x ([#1](https://github.com/kubernetes/kubernetes/pull/1))\n")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(valid))
	zw.Close()
	u16 := []byte{0xff, 0xfe}
	for _, r := range utf16.Encode([]rune(valid)) {
		u16 = append(u16, byte(r), byte(r>>8))
	}
	zip := append([]byte("PK\x03\x04\x14\x00\x00\x00\x08\x00"), gz.Bytes()...)
	pad := func(size int) []byte {
		// Entries up to size bytes, the last one cut to fit.
		b := []byte(strings.Repeat("- an entry of the release notes\n", size/32+1))
		return append([]byte(feature("")), b[:size-len(feature(""))]...)
	}
	for _, c := range []struct {
		name string
		src  []byte
		want error
	}{
		{"NUL bytes", []byte(valid + "\x00\x00"), parser.ErrBinary},
		{"invalid UTF-8", []byte(valid + "\xff\xfe caf\xe9\n"), parser.ErrNotUTF8},
		{"UTF-16", u16, parser.ErrBinary},
		{"gzip", gz.Bytes(), parser.ErrBinary},
		{"zip", zip, parser.ErrBinary},
		{"over the size limit", pad(parser.MaxFileSize + 1), parser.ErrTooLarge},
		{"at the size limit", pad(parser.MaxFileSize), nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			rels, err := Parse(c.src, "CHANGELOG-1.30.md")
			if c.want == nil {
				if err != nil || len(rels) != 1 || len(rels[0].Notes) < 1_000_000 {
					t.Fatalf("want one release of its million entries, got %d releases, %v", len(rels), err)
				}
				return
			}
			if !errors.Is(err, c.want) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
			if strings.Contains(err.Error(), "\n") || strings.ContainsRune(err.Error(), 0) {
				t.Errorf("the error is not one clean line: %q", err)
			}
		})
	}
}

// TestAbsurdVersionIsNoRelease: a release heading whose version is 10 KB
// long (valid semver) is not a release: the file is refused in one short
// sentence, rather than loaded as a release whose name fills the page.
func TestAbsurdVersionIsNoRelease(t *testing.T) {
	long := "v1.99.0-" + strings.Repeat("a.", 5<<10) + "b"
	_, err := Parse([]byte("# "+long+"\n\n## Changes by Kind\n\n### Feature\n\n- x\n"), "version.md")
	if !errors.Is(err, parser.ErrNoVersion) || len(err.Error()) > 200 {
		t.Errorf("err = %.200v, want %v in a short sentence", err, parser.ErrNoVersion)
	}
	rels, err := Parse([]byte("# v1.99.0\n\n## Changelog since "+long+"\n\n## Changes by Kind\n\n### Feature\n\n- x\n"), "version.md")
	if err != nil || len(rels) != 1 || len(rels[0].Previous) > 64 {
		t.Errorf("a 10 KB previous version: %v, %d releases", err, len(rels))
	}
}
