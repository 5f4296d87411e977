// Package mdlimit bounds how deeply markdown may nest before goldmark,
// whose parser and renderer recurse once per level, sees it. In
// WebAssembly Go's calls are the JavaScript engine's calls: 7,000 nested
// ordered items overflowed its stack (an uncaught RangeError the module
// cannot recover from). The parser and the note renderer both use it.
package mdlimit

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
)

// MaxPrefix bounds how much block nesting a line may open: its
// leading run of indentation, list markers and block-quote markers. goldmark
// asks every open block about every line, so a crafted file nesting lists
// hundreds deep costs time quadratic in the depth (400 levels took half a
// second natively for a 170 KB file). Real release notes never nest deeper
// than four levels, well inside this bound.
const MaxPrefix = 64

// Flatten returns src with each line's nesting prefix cut to its
// last MaxPrefix bytes, so the innermost structure and all the text
// survive while the depth stays bounded. It returns src itself, uncopied,
// when no line needs it, which is every real file.
func Flatten(src []byte) []byte { return FlattenPaused(src, nil) }

// FlattenPaused is Flatten, calling a non-nil pause every pauseBlock bytes
// of its scan, which reads the whole file.
func FlattenPaused(src []byte, pause func()) []byte {
	if !hasDeepLine(src, pause) {
		return src
	}
	out := make([]byte, 0, len(src))
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line = src[:i+1]
		}
		src = src[len(line):]
		if p := nestingPrefix(line); p > MaxPrefix {
			line = line[p-MaxPrefix:]
		}
		out = append(out, line...)
	}
	return out
}

// pauseBlock is how many bytes FlattenPaused scans between pauses.
const pauseBlock = 512 << 10

func hasDeepLine(src []byte, pause func()) bool {
	next := len(src) - pauseBlock
	for len(src) > 0 {
		if pause != nil && len(src) < next {
			pause()
			next = len(src) - pauseBlock
		}
		if nestingPrefix(src) > MaxPrefix {
			return true
		}
		i := bytes.IndexByte(src, '\n')
		if i < 0 {
			return false
		}
		src = src[i+1:]
	}
	return false
}

// nestingPrefix is the length of line's leading spaces, tabs and markers
// that open list items and block quotes: "-", "*", "+" and ordered "1." or
// "1)" (a marker only when a space or tab follows it), and ">". Every one
// of them nests, and in WebAssembly 7,000 nested ordered items overflowed
// the JavaScript stack in goldmark's recursive walk.
func nestingPrefix(line []byte) int {
	i := 0
	for i < len(line) {
		switch c := line[i]; {
		case c == ' ' || c == '\t' || c == '>':
			i++
		case (c == '-' || c == '*' || c == '+') && spaceAt(line, i+1):
			i += 2
		case c >= '0' && c <= '9':
			// CommonMark: one to nine digits, then "." or ")".
			j := i
			for j < len(line) && j-i < 10 && line[j] >= '0' && line[j] <= '9' {
				j++
			}
			if j-i > 9 || j >= len(line) || line[j] != '.' && line[j] != ')' || !spaceAt(line, j+1) {
				return i
			}
			i = j + 2
		default:
			return i
		}
	}
	return i
}

func spaceAt(line []byte, i int) bool {
	return i < len(line) && (line[i] == ' ' || line[i] == '\t')
}

// TooDeep reports whether the tree below n is more than limit levels deep.
// It walks the tree with its sibling and parent links, without recursion,
// so that it is safe on the very trees whose depth it checks (ast.Walk
// recurses once per level).
func TooDeep(n ast.Node, limit int) bool {
	depth := 0
	for c := n; c != nil; {
		if first := c.FirstChild(); first != nil {
			c = first
			if depth++; depth > limit {
				return true
			}
			continue
		}
		for c != n && c.NextSibling() == nil {
			c = c.Parent()
			depth--
		}
		if c == n {
			return false
		}
		c = c.NextSibling()
	}
	return false
}
