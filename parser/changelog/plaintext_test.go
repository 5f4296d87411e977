package changelog

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// blocks lists doc's blocks as goldmark gives them to the builder: kind,
// depth, position and line segments (the inline nodes, which the package
// never reads, left out).
func blocks(doc ast.Node) []string {
	var out []string
	depth := 0
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if n.Type() != ast.TypeBlock && n.Type() != ast.TypeDocument {
			return ast.WalkSkipChildren, nil
		}
		if !entering {
			depth--
			return ast.WalkContinue, nil
		}
		s := fmt.Sprintf("%d %s pos=%d", depth, n.Kind(), n.Pos())
		for i := range n.Lines().Len() {
			seg := n.Lines().At(i)
			s += fmt.Sprintf(" [%d,%d)", seg.Start, seg.Stop)
		}
		out = append(out, s)
		depth++
		return ast.WalkContinue, nil
	})
	return out
}

// TestHugeLineTreeIsGoldmarks: a chunk holding a line of hugeLine bytes
// or more gives the builder the blocks goldmark's parse of the whole
// chunk gives (same kinds, nesting, positions and line segments), read
// from a stub when the line opens a bullet item or a paragraph, and from
// goldmark when it could mean something else.
func TestHugeLineTreeIsGoldmarks(t *testing.T) {
	huge := strings.Repeat("word ", hugeLine/5+1) + "lastword ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a)) [SIG Node]"
	for _, c := range []struct {
		name, src string
		stub      bool // read from a stub
	}{
		{"item alone", "- " + huge + "\n", true},
		{"item at the end, no newline", "### Feature\n\n- " + huge, true},
		{"item after items", "### Feature\n\n- one\n- two\n\n- " + huge + "\n", true},
		{"item after other marker", "* one\n- " + huge + "  \n\n\n", true},
		{"item with wide marker", "text\n-   " + huge + "\n", true},
		{"item, blank, paragraph", "- " + huge + "\n\nNext paragraph\n", true},
		{"paragraph after blank", "### Other\n\n" + huge + "\n\n    code\n", true},
		{"item after a loose list", "- one\n\n- two\n- " + huge + "\n", true},
		{"item of another marker", "- one\n+ " + huge + "\n", true},
		{"paragraph first", huge + "\n", true},
		{"item continued", "- " + huge + "\n  more\n", false},
		{"item, blank, indented", "- " + huge + "\n\n  more\n", false},
		{"lazy paragraph", "- one\n" + huge + "\n", false},
		{"inside a fence", "```\n- " + huge + "\n```\n", false},
		{"nested item", "- one\n  - " + huge + "\n", false},
		{"starts with a mark", "- `" + huge + "`\n", false},
		{"heading alone", "# v" + huge + "\n", true},
		{"heading, then a heading", "# v1.99.0 " + huge + "\n## Changes by Kind\n\n### Feature\n\n- x\n", true},
		{"heading after text", "text\n## " + huge + "  \n\n- x\n", true},
		{"heading of wide marker", "###    " + huge + "\nnext\n", true},
		{"heading with a closing sequence", "# " + huge + " #\n", false},
		{"heading ending in #", "# " + huge + "#\n", false},
		{"seven #", "####### " + huge + "\n", false},
		{"heading without a space", "#" + huge + "\n", false},
		{"indented heading", " # " + huge + "\n", false},
		{"heading in a fence", "```\n# " + huge + "\n```\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := []byte(c.src)
			want := blocks(parseRange(src, 0, len(src), nil))
			doc, stubbed := parseChunkStubbed(src, 0, len(src), nil)
			got := blocks(doc)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("blocks differ:\n got %q\nwant %q", got, want)
			}
			if stubbed != c.stub {
				t.Errorf("read from a stub: %v, want %v", stubbed, c.stub)
			}
		})
	}
}

// TestHugeNoteKeepsEveryByte: a note of 2 MB on one line, read from a stub,
// holds all of its text and its citation: PR, author and SIG.
func TestHugeNoteKeepsEveryByte(t *testing.T) {
	body := strings.Repeat("word ", 2<<20/5)
	src := []byte("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- one ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a)) [SIG Node]\n- " + body + "lastword ([#990400](https://github.com/kubernetes/kubernetes/pull/990400), [@mallory](https://github.com/mallory)) [SIG Node]\n")
	rels, err := Parse(src, "huge.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(rels) != 1 || len(rels[0].Notes) != 2 {
		t.Fatalf("got %d releases, want 1 with 2 notes", len(rels))
	}
	n := rels[0].Notes[1]
	if !strings.HasPrefix(n.Markdown, body+"lastword") || len(n.PRs) != 1 || n.PRs[0] != 990400 || len(n.Authors) != 1 || n.Authors[0] != "mallory" || len(n.SIGs) != 1 || n.SIGs[0] != "node" {
		t.Errorf("the note holds %d bytes of markdown starting %q, PRs %v, authors %v, SIGs %v; want the whole body, PR 990400, mallory, node", len(n.Markdown), n.Markdown[:20], n.PRs, n.Authors, n.SIGs)
	}
}

// TestHugeNoteParseLinear times the parse of a file whose one note is n
// bytes on one line (read from a stub), at n and 4n, with and without
// spaces: linear, and every byte in the note.
func TestHugeNoteParseLinear(t *testing.T) {
	for name, unit := range map[string]string{"no spaces": "a", "spaces": "word "} {
		t.Run(name, func(t *testing.T) {
			file := func(n int) []byte {
				return []byte("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- " + strings.Repeat(unit, n/len(unit)) + " lastword ([#990400](https://github.com/kubernetes/kubernetes/pull/990400), [@mallory](https://github.com/mallory)) [SIG Node]\n")
			}
			small, large := file(1<<20), file(4<<20)
			for _, src := range [][]byte{small, large} {
				rels, err := Parse(src, "huge.md")
				if err != nil || len(rels) != 1 || len(rels[0].Notes) != 1 || len(rels[0].Notes[0].Markdown) < len(src)-100 {
					t.Fatalf("a note of %d bytes: %v", len(src), err)
				}
			}
			ts, tl, ratio := lineartime.Ratio(5, func() { _, _ = Parse(small, "huge.md") }, func() { _, _ = Parse(large, "huge.md") })
			t.Logf("1 MB %v, 4 MB %v: %.1f×", ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the note took %.1f× the time (%v, %v); want at most %v×", ratio, ts, tl, lineartime.MaxRatio)
			}
		})
	}
}
