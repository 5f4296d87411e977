package notes

import "strings"

// PlainText reduces a note's markdown to the words a person reads, for
// searching: link targets, brackets, backticks and emphasis stars go,
// white space folds to single spaces. It is a byte scanner rather than a
// goldmark render because it runs for every note at start-up in
// WebAssembly, where a full parse of every note would cost most of the
// start-up budget; highlighting marks words in the rendered note, so the
// two need not agree on anything but the words.
func PlainText(md string) string {
	var b strings.Builder
	b.Grow(len(md))
	space := false
	var closing []int32 // each '(' its ')', once a scan has failed
	for i := 0; i < len(md); i++ {
		c := md[i]
		switch c {
		case ']':
			// "](target)": skip the target, nested parentheses included.
			if i+1 < len(md) && md[i+1] == '(' && closing != nil {
				if j := closing[i+1]; j >= 0 {
					i = int(j)
				}
			} else if i+1 < len(md) && md[i+1] == '(' {
				depth := 0
				j := i + 1
				for ; j < len(md); j++ {
					if md[j] == '(' {
						depth++
					} else if md[j] == ')' {
						depth--
						if depth == 0 {
							break
						}
					} else if md[j] == '\n' {
						break
					}
				}
				if j < len(md) && md[j] == ')' {
					i = j
				} else {
					// Unclosed: scanning again from each later "](" of
					// the line made 100 KB of "[a](b" cost seconds.
					closing = closingParens(md)
				}
			}
			continue
		case '[', '`', '*':
			continue
		case '!':
			if i+1 < len(md) && md[i+1] == '[' {
				continue
			}
		case ' ', '\t', '\n', '\r':
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteByte(c)
	}
	return b.String()
}

// closingParens maps the offset of each '(' of md to that of the ')'
// closing it on its line, or -1: what PlainText's scan finds, for every
// '(' in one pass.
func closingParens(md string) []int32 {
	closing := make([]int32, len(md))
	var open []int32
	for i := 0; i < len(md); i++ {
		closing[i] = -1
		switch md[i] {
		case '(':
			open = append(open, int32(i))
		case ')':
			if n := len(open); n > 0 {
				closing[open[n-1]], open = int32(i), open[:n-1]
			}
		case '\n':
			open = open[:0]
		}
	}
	return closing
}
