// Package urlquery escapes and unescapes a URL query's keys and values as
// net/url's QueryEscape and QueryUnescape do, for the page's fragments
// and links.
//
// It exists for the page's module size: importing net/url links net/netip,
// whose package initialisation (unique.Make) pulls in the unique package,
// a concurrent hash-trie map and cleanups: 28 KB gzip of every visit for
// two functions of 60 lines (TestSameAsNetURL compares them on every byte).
// Code that does not ship in the page keeps net/url.
package urlquery

import "strings"

const upperhex = "0123456789ABCDEF"

// unreserved reports whether QueryEscape leaves c as it is (RFC 3986's
// unreserved characters).
func unreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '_' || c == '.' || c == '~'
}

// Escape is url.QueryEscape: a space becomes "+", every byte but the
// unreserved characters "%XX".
func Escape(s string) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != ' ' && !unreserved(c) {
			n++
		}
	}
	if n == 0 && strings.IndexByte(s, ' ') < 0 {
		return s
	}
	t := make([]byte, 0, len(s)+2*n)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ':
			t = append(t, '+')
		case unreserved(c):
			t = append(t, c)
		default:
			t = append(t, '%', upperhex[c>>4], upperhex[c&15])
		}
	}
	return string(t)
}

// Unescape is url.QueryUnescape: "%XX" becomes the byte 0xXX and "+" a
// space; ok is false, and s is "", when a "%" is not followed by two hex
// digits.
func Unescape(s string) (_ string, ok bool) {
	if strings.IndexByte(s, '%') < 0 && strings.IndexByte(s, '+') < 0 {
		return s, true
	}
	t := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '%':
			if i+2 >= len(s) {
				return "", false
			}
			hi, ok1 := unhex(s[i+1])
			lo, ok2 := unhex(s[i+2])
			if !ok1 || !ok2 {
				return "", false
			}
			t = append(t, hi<<4|lo)
			i += 2
		case '+':
			t = append(t, ' ')
		default:
			t = append(t, s[i])
		}
	}
	return string(t), true
}

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
