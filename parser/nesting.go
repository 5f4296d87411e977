package parser

import "bytes"

// maxNestingPrefix bounds how much block nesting a line may open: its
// leading run of indentation, list markers and block-quote markers. goldmark
// asks every open block about every line, so a crafted file nesting lists
// hundreds deep costs time quadratic in the depth (400 levels took half a
// second natively for a 170 KB file). Real release notes never nest deeper
// than four levels, well inside this bound.
const maxNestingPrefix = 64

// flattenDeepNesting returns src with each line's nesting prefix cut to its
// last maxNestingPrefix bytes, so the innermost structure and all the text
// survive while the depth stays bounded. It returns src itself, uncopied,
// when no line needs it, which is every real file.
func flattenDeepNesting(src []byte) []byte {
	if !hasDeepLine(src) {
		return src
	}
	out := make([]byte, 0, len(src))
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line = src[:i+1]
		}
		src = src[len(line):]
		if p := nestingPrefix(line); p > maxNestingPrefix {
			line = line[p-maxNestingPrefix:]
		}
		out = append(out, line...)
	}
	return out
}

func hasDeepLine(src []byte) bool {
	for len(src) > 0 {
		if nestingPrefix(src) > maxNestingPrefix {
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

// nestingPrefix is the length of line's leading spaces, tabs and
// "-", "*", "+", ">" markers (a marker only when a space or tab follows it,
// or ">" alone), which open list items and block quotes.
func nestingPrefix(line []byte) int {
	i := 0
	for i < len(line) {
		switch c := line[i]; {
		case c == ' ' || c == '\t' || c == '>':
			i++
		case (c == '-' || c == '*' || c == '+') && i+1 < len(line) && (line[i+1] == ' ' || line[i+1] == '\t'):
			i += 2
		default:
			return i
		}
	}
	return i
}
