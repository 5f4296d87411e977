package notes

import "strings"

// PlainText reduces a note's markdown to the words a person reads, for
// searching: link targets, brackets, backticks and emphasis stars go,
// white space folds to single spaces. It is a byte scanner rather than a
// goldmark render because it runs for every note at start-up in
// WebAssembly, where a full parse of every note would cost most of the
// start-up budget; highlighting marks words in the rendered note, so the
// two need not agree on anything but the words.
func PlainText(md string) string { return plainText(md, nil) }

// plainTextStep is how many bytes of a note plainText reads between two
// calls of its pause: about 2 ms in WebAssembly. A note of 20 MB (an
// opened file's) is 0.17–0.25 s of reading there, 0.31 s on a loaded
// machine: one task of the page while it built the search index.
const plainTextStep = 256 << 10

// plainText is PlainText calling pause, when it is not nil, every
// plainTextStep bytes of md.
func plainText(md string, pause func()) string {
	step := func() {}
	if pause != nil {
		step = pause
	}
	var b strings.Builder
	b.Grow(len(md))
	space := false
	var closing []int32 // each '(' its ')', once a scan has failed
	// The bytes kept are copied a run at a time, not a byte at a time: a
	// note of 20 MB took 0.25 s here in WebAssembly, in one step of the
	// search index's build.
	run := -1             // where the run of bytes kept being copied starts, or -1
	next := plainTextStep // where the next pause is due
	for i := 0; i < len(md); i++ {
		if i >= next {
			step()
			next = i + plainTextStep
		}
		c := md[i]
		switch c {
		case ']', '[', '`', '*', '!', ' ', '\t', '\n', '\r':
			if c == '!' && (i+1 >= len(md) || md[i+1] != '[') {
				break // kept
			}
			if run >= 0 {
				b.WriteString(md[run:i])
				run = -1
			}
			switch c {
			case ']':
				i = skipTarget(md, i, &closing, step)
			case ' ', '\t', '\n', '\r':
				space = true
			}
			continue
		}
		if run < 0 {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			run = i
		}
	}
	if run >= 0 {
		b.WriteString(md[run:])
	}
	return b.String()
}

// skipTarget is where PlainText goes on after the ']' at i: past the
// "(target)" that follows it, nested parentheses included, or i. closing
// is the map of closingParens, made on the first unclosed target, with
// step called as closingParens reads.
func skipTarget(md string, i int, closing *[]int32, step func()) int {
	if i+1 >= len(md) || md[i+1] != '(' {
		return i
	}
	if *closing != nil {
		if j := (*closing)[i+1]; j >= 0 {
			return int(j)
		}
		return i
	}
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
		return j
	}
	// Unclosed: scanning again from each later "](" of the line made
	// 100 KB of "[a](b" cost seconds.
	*closing = closingParens(md, step)
	return i
}

// closingParens maps the offset of each '(' of md to that of the ')'
// closing it on its line, or -1: what PlainText's scan finds, for every
// '(' in one pass, calling step every plainTextStep bytes.
func closingParens(md string, step func()) []int32 {
	closing := make([]int32, len(md))
	var open []int32
	for i := 0; i < len(md); i++ {
		if i%plainTextStep == plainTextStep-1 {
			step()
		}
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
