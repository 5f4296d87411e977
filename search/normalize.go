package search

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"
)

// normalizeText removes the characters a person cannot see and a note or a
// pasted query may still carry: format characters (Unicode category Cf:
// zero-width space and joiners, the byte-order mark, soft hyphens, bidi
// marks). "\u200bkubeadm", from a link copied out of a chat, is the word
// kubeadm. Other non-ASCII spaces become plain spaces so they separate
// words, and so does non-ASCII punctuation (Unicode category P: curly
// quotes, dashes, the ellipsis, fullwidth commas), which the tokeniser
// would otherwise keep inside a word as it keeps any non-ASCII byte: "a new
// “distroless” container image" (#111060) had the word "“distroless”", so
// "kube-proxy distroless" found it 131st, and "it’s" is "it s" as "it's"
// is. Text without any is returned as is, without allocating: release
// notes are nearly all ASCII, so the check is one pass over the bytes.
func normalizeText(s string) string {
	i := 0
	for i < len(s) {
		// Eight ASCII bytes at a time: indexing runs this over every note.
		if i+8 <= len(s) && binary.LittleEndian.Uint64([]byte(s[i:i+8]))&0x8080808080808080 == 0 {
			i += 8
			continue
		}
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if invisibleOrSpace(r) {
			break
		}
		i += n
	}
	if i == len(s) {
		return s
	}
	return strings.Map(func(r rune) rune {
		switch {
		case unicode.Is(unicode.Cf, r):
			return -1
		case r >= utf8.RuneSelf && (unicode.IsSpace(r) || unicode.IsPunct(r)):
			return ' '
		}
		return r
	}, s)
}

func invisibleOrSpace(r rune) bool {
	return r >= utf8.RuneSelf && (unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) || unicode.IsPunct(r))
}
