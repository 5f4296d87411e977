package render

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/search/mark"
)

// span is a byte range [start, end) of a text to wrap in <mark>.
type span struct{ start, end int }

// writeMarked writes text HTML-escaped, wrapping spans (sorted, merged
// byte ranges of text) in <mark>.
func writeMarked(b *strings.Builder, text []byte, spans []span) {
	at := 0
	for _, s := range spans {
		writeEscaped(b, text[at:s.start])
		b.WriteString("<mark>")
		writeEscaped(b, text[s.start:s.end])
		b.WriteString("</mark>")
		at = s.end
	}
	writeEscaped(b, text[at:])
}

// findMarks returns the sorted, merged ranges of text that marks match: every
// case-insensitive occurrence of a mark's Word, or of that occurrence only the
// characters at the mark's Pos (byte offsets in Word) when Pos is set.
// It finds at most limit ranges (see maxMarks), the first of each mark's.
func findMarks(text []byte, marks []mark.Mark, limit int) []span {
	var spans []span
	for _, m := range marks {
		if m.Word == "" || len(spans) >= limit {
			continue
		}
		first := m.Word[0]
		asciiFirst := first < utf8.RuneSelf
		for i := 0; i < len(text); {
			// Most positions fail on the first byte; skip them cheaply.
			if asciiFirst && text[i] < utf8.RuneSelf && lowerASCII(text[i]) != lowerASCII(first) {
				i++
				continue
			}
			n := matchFold(text[i:], m.Word)
			if n < 0 {
				_, size := utf8.DecodeRune(text[i:])
				i += size
				continue
			}
			if m.Pos == nil {
				spans = append(spans, span{i, i + n})
			} else {
				spans = appendPos(spans, text[i:i+n], i, m)
			}
			if len(spans) >= limit {
				break
			}
			i += n
		}
	}
	if len(spans) < 2 {
		return spans
	}
	// sort.Slice rather than slices.SortFunc: the generic sort is
	// instantiated for each element type, some 16 KB of the page's module
	// for this one; a card's few spans sort as fast either way.
	sort.Slice(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	merged := spans[:1]
	for _, s := range spans[1:] {
		last := &merged[len(merged)-1]
		if s.start <= last.end {
			last.end = max(last.end, s.end)
		} else {
			merged = append(merged, s)
		}
	}
	return merged
}

// appendPos adds the characters of occurrence (found at offset base of the
// text) that stand where m.Pos points in m.Word. Occurrence and word have
// the same runes up to case, so they are walked in step.
func appendPos(spans []span, occurrence []byte, base int, m mark.Mark) []span {
	i, j := 0, 0
	for i < len(occurrence) && j < len(m.Word) {
		_, ni := utf8.DecodeRune(occurrence[i:])
		_, nj := utf8.DecodeRuneInString(m.Word[j:])
		if slices.Contains(m.Pos, j) {
			if k := len(spans) - 1; k >= 0 && spans[k].end == base+i {
				spans[k].end += ni // extend a run of adjacent characters
			} else {
				spans = append(spans, span{base + i, base + i + ni})
			}
		}
		i += ni
		j += nj
	}
	return spans
}

// matchFold returns the length in s of a case-insensitive match of word at
// the start of s, or -1.
func matchFold(s []byte, word string) int {
	i, j := 0, 0
	for j < len(word) {
		if i >= len(s) {
			return -1
		}
		a, b := s[i], word[j]
		if a < utf8.RuneSelf && b < utf8.RuneSelf {
			if lowerASCII(a) != lowerASCII(b) {
				return -1
			}
			i++
			j++
			continue
		}
		ra, na := utf8.DecodeRune(s[i:])
		rb, nb := utf8.DecodeRuneInString(word[j:])
		if !equalFoldRune(ra, rb) {
			return -1
		}
		i += na
		j += nb
	}
	return i
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// equalFoldRune reports whether a and b are the same letter up to case
// (Unicode simple folding, as strings.EqualFold).
func equalFoldRune(a, b rune) bool {
	if a == b {
		return true
	}
	for r := unicode.SimpleFold(a); r != a; r = unicode.SimpleFold(r) {
		if r == b {
			return true
		}
	}
	return false
}
