package notes

import (
	"strconv"
	"strings"
)

// Bare addresses in a note's text ("See https://kubernetes.io/docs/… for
// more information", 1.26's #111973; "Update to debian-base@v2.1.2",
// 1.20's #93667) render differently in the two dialects a write-up lands
// in: GitHub Flavored Markdown links them (its extended autolinks, the
// version pin as a "mailto:" link), CommonMark leaves them text. The
// exports write each as both dialects read it alike: an address as an
// autolink ("<https://…>"), which both link, and a version pin's "@"
// escaped ("debian-base\@v2.1.2"), which neither links. Both apply where
// GFM would link, after a line's start, white space, "*", "_", "~" or "(",
// outside code spans and link texts (escapeTags keeps those apart).

// autolinkTrigger reports whether the byte before an address, at s[p-1]
// (none: p == 0), lets GFM link it.
func autolinkTrigger(s string, p int) bool {
	return p == 0 || strings.IndexByte(" \t*_~(", s[p-1]) >= 0
}

// bareURL reads the address whose scheme ("http", "https" or "ftp") ends
// at s[colon], its "://" at colon. It returns the scheme's length and the
// end of the address in s (0, 0: none to write as an autolink), with
// GFM's rules for where it ends: a trailing ".", ",", ":", "?", "!", "*",
// "_", "~" or quote, a ")" the address does not open, and an entity
// ("&amp;") at the end are the sentence's, not the address's. The
// destination of a link ("](https://…") is none. It also says where the
// run of address bytes it read ends: a scheme before that in a run without
// a dot is no address either, and is not read again (a line of
// "_http://_http://…" stays linear).
func bareURL(s string, colon int) (scheme, end, run int) {
	if !strings.HasPrefix(s[colon:], "://") {
		return 0, 0, 0
	}
	for _, sc := range []string{"https", "http", "ftp"} {
		if strings.HasSuffix(s[:colon], sc) {
			scheme = len(sc)
			break
		}
	}
	p := colon - scheme
	if scheme == 0 || !autolinkTrigger(s, p) || p >= 2 && s[p-1] == '(' && s[p-2] == ']' {
		return 0, 0, 0
	}
	run = colon + 3
	dots := false
	for run < len(s) && urlByte(s[run]) {
		dots = dots || s[run] == '.'
		run++
	}
	if run == colon+3 || !dots {
		return 0, 0, run
	}
	return scheme, trimURLEnd(s, colon+3, run), run
}

// urlByte reports whether c may stand in a bare address: GFM's address
// runs to white space or "<"; a backtick (a code span's), a backslash (an
// escape's) and a ">" or a quote (which an autolink cannot hold, or which
// closes an attribute) end it here.
func urlByte(c byte) bool {
	return c > ' ' && c < 0x7f && strings.IndexByte("<>`\\\"", c) < 0
}

// trimURLEnd returns where the address s[:end] ends once the sentence's
// punctuation after it is left out (see bareURL); from is where its
// host starts.
func trimURLEnd(s string, from, end int) int {
	open := strings.Count(s[from:end], "(")
	closing := strings.Count(s[from:end], ")")
	for end > from {
		switch c := s[end-1]; {
		case strings.IndexByte("?!.,:*_~'", c) >= 0:
			end--
		case c == ')' && closing > open:
			closing--
			end--
		case c == ';':
			j := end - 2
			for j > from && isAlnum(s[j]) {
				j--
			}
			if j == end-2 || s[j] != '&' {
				return end
			}
			end = j
		default:
			return end
		}
	}
	return end
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// autolinkOf is address u as an autolink's text: its numeric character
// references and "&amp;" decoded, as CommonMark reads them in text but not
// within an autolink (1.16's "…/custom-resource-definitions/&#35;specifying-
// a-structural-schema", which linked to "&#35;…" once an autolink).
func autolinkOf(u string) string {
	if !strings.Contains(u, "&") {
		return u
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(u, '&')
		if i < 0 {
			break
		}
		b.WriteString(u[:i])
		u = u[i:]
		j := strings.IndexByte(u, ';')
		if r, ok := charRef(u[:max(j, 0)]); j > 0 && ok {
			b.WriteString(r)
			u = u[j+1:]
			continue
		}
		b.WriteByte('&')
		u = u[1:]
	}
	b.WriteString(u)
	return b.String()
}

// charRef decodes ref, "&amp" or "&#35" or "&#x23" (without its ";"),
// to a printable ASCII character an autolink may hold.
func charRef(ref string) (string, bool) {
	if ref == "&amp" {
		return "&", true
	}
	num, ok := strings.CutPrefix(ref, "&#")
	if !ok || num == "" {
		return "", false
	}
	base := 10
	if num[0] == 'x' || num[0] == 'X' {
		base, num = 16, num[1:]
	}
	n, err := strconv.ParseUint(num, base, 8)
	if err != nil || !urlByte(byte(n)) {
		return "", false
	}
	return string(rune(n)), true
}

// bareEmail reads the address of mail GFM sees around the "@" at s[at]:
// its local part (letters, digits and ".+-_/…" from a trigger on) and its
// domain (labels of letters, digits and "-", at least two). It returns
// the local part's start and the domain's end (at, at: none).
func bareEmail(s string, at int) (int, int) {
	p := at
	for p > 0 && at-p < 64 && emailLocalByte(s[p-1]) {
		p--
	}
	// GFM starts one at a trigger, which may be within the local part
	// ("rules_go@…"); either way the "@" is the address's.
	if p == at || !autolinkTrigger(s, p) && !strings.ContainsAny(s[p:at], "*_~") {
		return at, at
	}
	end, labels := at+1, 0
	for {
		k := end
		for k < len(s) && (isAlnum(s[k]) || s[k] == '-') && k-end < 63 {
			k++
		}
		if k == end || s[end] == '-' || s[k-1] == '-' {
			break
		}
		labels++
		end = k
		if end+1 >= len(s) || s[end] != '.' || !isAlnum(s[end+1]) {
			break
		}
		end++
	}
	if labels < 2 || end < len(s) && (s[end] == '-' || s[end] == '_') {
		return at, at
	}
	return p, end
}

// emailLocalByte reports whether c may stand in the local part of an
// address of mail (CommonMark's set, but the backtick of a code span).
func emailLocalByte(c byte) bool {
	return isAlnum(c) || strings.IndexByte("!#$%&'*+-./=?^_{|}~", c) >= 0
}

// versionPin reports whether domain, an address's after its "@", is a
// version ("v2.1.2", "3.4.0"): its last label is a number, which no
// domain's is.
func versionPin(domain string) bool {
	last := domain[strings.LastIndexByte(domain, '.')+1:]
	if last == "" {
		return false
	}
	for _, c := range []byte(last) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
