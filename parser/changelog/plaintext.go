package changelog

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
)

// hugeLine is the length from which a line of a note is taken as plain
// text, not given to goldmark: the renderer shows a note over 256 KB as
// escaped plain text already (render.Stored), so goldmark's reading of
// such a line decides nothing but its block, which its first bytes decide.
const hugeLine = 256 << 10

// parseChunk is parseRange for the chunk src[start:end], except for a line
// of hugeLine bytes or more that opens a top-level bullet item ("- text"),
// a paragraph after a blank line or an ATX heading ("# v1.99.0 text"):
// goldmark reads every byte of a line
// in one step that cannot pause (its block parse, then its inline walk,
// which this package never reads), about 0.12 s natively and 0.2–0.44 s
// in the page for a note of 20 MB on one line. Such a line's block is
// parsed from a stub, its marker and first letter with the line's
// trailing blanks, and its positions moved back onto the line: the tree is
// the one goldmark gives for the whole chunk, and the builder cuts the
// note's markdown, every byte of it, from src by those positions. A line
// that goldmark could read otherwise (continued on the next line, or after
// an open fence or HTML block) is parsed as before.
func parseChunk(src []byte, start, end int, p *pacer) ast.Node {
	doc, _ := parseChunkStubbed(src, start, end, p)
	return doc
}

// parseChunkStubbed is parseChunk, telling whether a line was read from a
// stub.
func parseChunkStubbed(src []byte, start, end int, p *pacer) (ast.Node, bool) {
	h, e, item, heading := hugeBlock(src, start, end, p)
	if h < 0 {
		return parseRange(src, start, end, p), false
	}
	// After the line: blank lines, then the chunk's end or a line at
	// column 0, which after a blank line ends the item or paragraph
	// (a paragraph, at the top level, ends at the blank line itself).
	rest := e
	for rest < end {
		le := lineEndAt(src, rest, end)
		if !isBlankLine(src[rest:le]) {
			break
		}
		rest = le
	}
	// A heading is its one line, whatever follows it.
	if rest < end && !heading && (rest == e || item && bytes.IndexByte([]byte(" \t-*+0123456789"), src[rest]) >= 0) {
		return parseRange(src, start, end, p), false
	}
	var doc ast.Node
	if h > start {
		doc = parseRange(src, start, h, p)
		if openAtEnd(doc, src, h) {
			return parseRange(src, start, end, p), false
		}
	}
	stub := parseStub(src, h, e, rest)
	if doc == nil {
		doc = stub
	} else {
		// A bullet item at column 0 goes on the list before it when that
		// list has the same marker, as in goldmark's parse of the whole.
		prev, _ := doc.LastChild().(*ast.List)
		first, _ := stub.FirstChild().(*ast.List)
		if prev != nil && first != nil && item && prev.Marker == first.Marker {
			joinList(prev, first, isBlankLine(src[lineStartAt(src, h-1):h]))
			stub.RemoveChild(stub, first)
		}
		for c := stub.FirstChild(); c != nil; c = stub.FirstChild() {
			doc.AppendChild(doc, c)
		}
	}
	if rest < end {
		for c := parseRange(src, rest, end, p); c.FirstChild() != nil; {
			doc.AppendChild(doc, c.FirstChild())
		}
	}
	return doc, true
}

// joinList moves the items of list from (the stub's, of one item) onto the
// end of list to, with a blank line before them or not, and makes the
// paragraphs of both what goldmark's Close makes them: a loose list's
// items hold paragraphs, a tight one's text blocks.
func joinList(to, from *ast.List, blank bool) {
	for c := from.FirstChild(); c != nil; c = from.FirstChild() {
		c.SetBlankPreviousLines(blank)
		to.AppendChild(to, c)
	}
	to.IsTight = to.IsTight && !blank
	for item := to.FirstChild(); item != nil; item = item.NextSibling() {
		for c := item.FirstChild(); c != nil; c = c.NextSibling() {
			var n ast.Node
			switch c.(type) {
			case *ast.Paragraph:
				if to.IsTight {
					n = ast.NewTextBlock()
				}
			case *ast.TextBlock:
				if !to.IsTight {
					n = ast.NewParagraph()
				}
			}
			if n != nil {
				n.SetLines(c.Lines())
				n.SetPos(c.Pos())
				n.SetBlankPreviousLines(c.HasBlankPreviousLines())
				item.ReplaceChild(item, c, n)
				c = n
			}
		}
	}
}

// hugeBlock finds the first line of src[start:end] of hugeLine bytes or
// more, and returns its start and the start of the line after it, and
// whether it opens a bullet item or is a heading; h is -1 when there is
// none or it opens neither a bullet item at column 0 whose text starts with
// a letter, nor a paragraph at column 0 after a blank line whose text
// does, nor is an ATX heading at column 0 whose text does (headingMarker).
func hugeBlock(src []byte, start, end int, p *pacer) (h, e int, item, heading bool) {
	if end-start < hugeLine {
		return -1, 0, false, false
	}
	blankBefore := start == 0
	for off, next := start, start+scanBlock; off < end; {
		if off >= next && p.active() {
			p.step(0)
			next = off + scanBlock
		}
		le := lineEndAt(src, off, end)
		line := src[off:le]
		if len(line) >= hugeLine {
			if n := itemMarker(line); n > 0 {
				return off, le, true, false
			}
			if n := headingMarker(line); n > 0 {
				return off, le, false, true
			}
			if blankBefore && isLetter(line[0]) {
				return off, le, false, false
			}
			return -1, 0, false, false
		}
		blankBefore = isBlankLine(line)
		off = le
	}
	return -1, 0, false, false
}

// itemMarker is the length of a bullet marker and its spaces at the start
// of line ("- ", "*   "), when a letter follows them, or 0.
func itemMarker(line []byte) int {
	if len(line) < 3 || line[0] != '-' && line[0] != '*' && line[0] != '+' {
		return 0
	}
	n := 1
	for n < len(line) && n <= 4 && line[n] == ' ' {
		n++
	}
	if n == 1 || n > 4 || n >= len(line) || !isLetter(line[n]) {
		return 0
	}
	return n
}

// headingMarker is the length of an ATX heading's opening sequence and
// its spaces at the start of line ("## "), when a letter follows them and
// the line does not end in '#', or 0. A closing sequence ("# v1 #") would
// end the heading's text before the line's end, which a stub of its first
// letter cannot say: such a line is goldmark's.
func headingMarker(line []byte) int {
	n := 0
	for n < len(line) && n <= 6 && line[n] == '#' {
		n++
	}
	if n == 0 || n > 6 {
		return 0
	}
	k := n
	for k < len(line) && k <= n+4 && line[k] == ' ' {
		k++
	}
	if k == n || k > n+4 || k >= len(line) || !isLetter(line[k]) {
		return 0
	}
	if t := bytes.TrimRight(line, " \t\r\n"); t[len(t)-1] == '#' {
		return 0
	}
	return k
}

// parseStub parses the huge line src[h:e] (and the blank lines up to
// rest) from a stub, its marker (a bullet's or a heading's) and first letter followed by the line's
// trailing blanks and the blank lines, and moves the tree's positions
// onto src: a position past the letter moves by the bytes left out.
func parseStub(src []byte, h, e, rest int) ast.Node {
	line := src[h:e]
	k := max(itemMarker(line), headingMarker(line)) + 1 // past the first letter
	t := len(bytes.TrimRight(line, " \t\r\n"))
	stub := make([]byte, 0, k+(rest-h-t))
	stub = append(append(stub, line[:k]...), src[h+t:rest]...)
	doc := parseRange(stub, 0, len(stub), nil)
	move := func(x int) int {
		if x >= k {
			x += t - k
		}
		return h + x
	}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if p := n.Pos(); p >= 0 {
			n.SetPos(move(p))
		}
		if n.Type() == ast.TypeBlock {
			lines := n.Lines()
			for i := range lines.Len() {
				s := lines.At(i)
				s.Start, s.Stop = move(s.Start), move(s.Stop)
				lines.Set(i, s)
			}
		}
		if x, ok := n.(*ast.Text); ok {
			x.Segment.Start, x.Segment.Stop = move(x.Segment.Start), move(x.Segment.Stop)
		}
		return ast.WalkContinue, nil
	})
	return doc
}

// lineStartAt is the start of the line holding src[off], or 0.
func lineStartAt(src []byte, off int) int {
	return bytes.LastIndexByte(src[:max(off, 0)], '\n') + 1
}

// lineEndAt is the start of the line after the one at off, or end.
func lineEndAt(src []byte, off, end int) int {
	if i := bytes.IndexByte(src[off:end], '\n'); i >= 0 {
		return off + i + 1
	}
	return end
}

func isBlankLine(line []byte) bool { return len(bytes.Trim(line, " \t\r\n")) == 0 }
