package changelog

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
)

// Source offsets. goldmark records where each block starts (Pos) and the
// text segments of leaf blocks; an entry's markdown and a prose section are
// cut from the source between such offsets, so they stay exactly as written.

// headingText is a heading's raw inline source ("**Major Themes**"),
// without format characters (see dropFormat).
//
// It is cut at maxHeadingText bytes: every heading is read several times
// (which release, which section, whether the file has notes), and a
// heading of 20 MB, one line with no newline, took 0.27 s natively to be
// told it was none of them, in one task of the page's parse.
func headingText(h *ast.Heading, src []byte) string {
	lines := h.Lines()
	if lines.Len() == 1 {
		s := lines.At(0)
		return dropFormat(strings.TrimSpace(cutHeading(src[s.Start:s.Stop])))
	}
	var sb strings.Builder
	for i := 0; i < lines.Len() && sb.Len() < maxHeadingText; i++ {
		s := lines.At(i)
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.Write(bytes.TrimSpace(src[s.Start:s.Stop]))
	}
	return dropFormat(cutHeading([]byte(sb.String())))
}

// maxHeadingText is the most of a heading headingText reads: upstream's
// longest is 108 bytes.
const maxHeadingText = 4 << 10

// cutHeading is b as a string, cut to maxHeadingText bytes on a
// character boundary.
func cutHeading(b []byte) string {
	if len(b) <= maxHeadingText {
		return string(b)
	}
	n := maxHeadingText
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	return string(b[:n])
}

// dropFormat is s without format characters: zero-width spaces and joiners,
// bidi marks and overrides, a byte-order mark. None is seen, so none
// should decide what a heading is: "# v1.\u200b30.0" reads as v1.30.0 and
// was not a release heading, its notes dropped without a word.
func dropFormat(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return strings.Map(func(r rune) rune {
				if unicode.Is(unicode.Cf, r) {
					return -1
				}
				return r
			}, s)
		}
	}
	return s
}

// lineStart is the offset of the start of the line holding offset p.
func (b *builder) lineStart(p int) int {
	if p > len(b.src) {
		p = len(b.src)
	}
	return bytes.LastIndexByte(b.src[:p], '\n') + 1
}

// lineEnd is the offset just past the newline ending the line holding p.
func (b *builder) lineEnd(p int) int {
	if p >= len(b.src) {
		return len(b.src)
	}
	if i := bytes.IndexByte(b.src[p:], '\n'); i >= 0 {
		return p + i + 1
	}
	return len(b.src)
}

// nodeStart is the start of the line where block n begins, or -1.
func (b *builder) nodeStart(n ast.Node) int {
	if p := n.Pos(); p >= 0 {
		return b.lineStart(p)
	}
	// Not expected for blocks goldmark opens; fall back to the first text.
	var first = -1
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || c.Type() != ast.TypeBlock {
			return ast.WalkContinue, nil
		}
		if c.Lines().Len() > 0 {
			first = c.Lines().At(0).Start
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	if first < 0 {
		return -1
	}
	return b.lineStart(first)
}

// headingEnd is the offset just past a heading's last line (the underline
// of a setext heading).
func (b *builder) headingEnd(h *ast.Heading) int {
	p := h.Pos()
	if lines := h.Lines(); lines.Len() > 0 {
		p = lines.At(lines.Len() - 1).Start
	}
	if p < 0 {
		return len(b.src)
	}
	end := b.lineEnd(p)
	if !isATX(b.src[b.lineStart(p):]) {
		end = b.lineEnd(end) // skip the "---" / "===" underline
	}
	return end
}

func isATX(line []byte) bool {
	return len(bytes.TrimLeft(line, " ")) > 0 && bytes.TrimLeft(line, " ")[0] == '#'
}

// itemEnd is where a list item's source ends: the start of the next item,
// or of the block after its list, or the end of the source.
func (b *builder) itemEnd(item *ast.ListItem) int {
	for n := ast.Node(item); n != nil; n = n.Parent() {
		if _, isDoc := n.(*ast.Document); isDoc {
			break
		}
		if next := n.NextSibling(); next != nil {
			if s := b.nodeStart(next); s >= 0 {
				return s
			}
		}
	}
	return len(b.src)
}

// itemMarkdown is an entry's markdown: the item's source from its first
// line to its end, with the list marker removed and the continuation lines
// dedented by the item's content offset, so it renders on its own.
func (b *builder) itemMarkdown(item *ast.ListItem, end int) string {
	// An item's Offset counts from the content of the item it is nested
	// in: a nested item's (1.5's "  - [beta] …" under "- **Node**", see
	// groupEntry) is the sum of its own and its enclosing items'.
	offset := 0
	for n := ast.Node(item); n != nil; n = n.Parent() {
		if li, ok := n.(*ast.ListItem); ok {
			offset += li.Offset
		}
	}
	start := b.nodeStart(item)
	if start < 0 || end <= start {
		return ""
	}
	s := b.src[start:end]
	var sb strings.Builder
	sb.Grow(len(s))
	first := true
	for len(s) > 0 {
		var line []byte
		if i := bytes.IndexByte(s, '\n'); i >= 0 {
			line, s = s[:i], s[i+1:]
		} else {
			line, s = s, nil
		}
		if !first {
			sb.WriteByte('\n')
		}
		sb.Write(skipColumns(line, offset, first))
		first = false
	}
	return strings.TrimRight(sb.String(), " \t\r\n")
}

// skipColumns drops the first n columns of line (tabs advance to the next
// multiple of 4). On the first line that is the marker and its padding; on
// continuation lines only indentation is dropped, so a lazy continuation
// line keeps its text.
func skipColumns(line []byte, n int, marker bool) []byte {
	col, i := 0, 0
	for i < len(line) && col < n {
		c := line[i]
		switch {
		case c == '\t':
			col = (col/4 + 1) * 4
		case c == ' ' || marker:
			col++
		default:
			return line[i:]
		}
		i++
	}
	return line[i:]
}
