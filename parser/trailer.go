package parser

import (
	"slices"
	"strconv"
	"strings"
)

// The trailer of an entry cites its pull requests, authors and SIGs:
//
//	([#125895](https://github.com/kubernetes/kubernetes/pull/125895), [@cpanato](https://github.com/cpanato)) [SIG Release and Testing]
//
// Citations are found by a small scan over the entry (every "](" with its
// bracketed text and parenthesised URL, every "[SIG …]"), which profiling
// showed to be several times cheaper than link regexes over long entries.

// trailer is what an entry's citations say.
type trailer struct {
	prs     []int
	authors []string
	sigs    []string
}

// parseTrailer reads the citations of one entry.
func parseTrailer(md string) trailer {
	var t trailer
	eachLink(md, func(text, url string) {
		if pr := prCitation(text, url); pr > 0 {
			if !slices.Contains(t.prs, pr) {
				t.prs = append(t.prs, pr)
			}
		} else if login := authorCitation(text, url); login != "" && !slices.Contains(t.authors, login) {
			t.authors = append(t.authors, login)
		}
	})
	for i := 0; ; {
		j := strings.Index(md[i:], "[SIG ")
		if j < 0 {
			break
		}
		j += i
		i = j + 5
		end := strings.IndexAny(md[i:], "]\n")
		if end < 0 || md[i+end] != ']' {
			continue
		}
		list := md[i : i+end]
		// "[SIG Node](https://…)" is a link in the prose, not a label list.
		if after := i + end + 1; after < len(md) && md[after] == '(' {
			continue
		}
		for _, name := range strings.Split(strings.ReplaceAll(list, " and ", ","), ",") {
			if s := trailerSIGSlug(name); s != "" {
				t.sigs = addSorted(t.sigs, s)
			}
		}
	}
	return t
}

// eachLink calls fn for every inline link "[text](url)" of md whose text
// is short and on one line (citations are "[#123]" and "[@login]").
func eachLink(md string, fn func(text, url string)) {
	const maxText = 64
	for i := 0; ; {
		j := strings.Index(md[i:], "](")
		if j < 0 {
			return
		}
		j += i
		i = j + 2
		from := max(0, j-maxText)
		lb := strings.LastIndexByte(md[from:j], '[')
		rp := strings.IndexByte(md[j+2:], ')')
		if lb < 0 || rp < 0 {
			continue
		}
		text, url := md[from+lb+1:j], md[j+2:j+2+rp]
		if strings.ContainsAny(text, "]\n") || strings.ContainsAny(url, " \n") {
			continue
		}
		fn(text, url)
	}
}

// prCitation returns N for "[#N](https://github.com/kubernetes/kubernetes/pull/N)".
// The URL wins when the text disagrees (1.18 has "[#8838](…/pull/88381)").
func prCitation(text, url string) int {
	num, ok := cutGitHub(url)
	if !ok {
		return 0
	}
	num, ok = strings.CutPrefix(num, "kubernetes/kubernetes/pull/")
	if !ok || !isDigits(strings.TrimPrefix(text, "#")) {
		return 0
	}
	n, err := strconv.Atoi(strings.TrimSuffix(num, "/"))
	if err != nil || n <= 0 {
		return 0
	}
	return n
}

// authorCitation returns the login of "[@login](https://github.com/login)"
// (the "@" is sometimes missing: "[dims](https://github.com/dims)").
func authorCitation(text, url string) string {
	login, ok := cutGitHub(url)
	if !ok {
		return ""
	}
	login = strings.TrimSuffix(login, "/")
	if !isLogin(login) || !strings.EqualFold(strings.TrimPrefix(text, "@"), login) {
		return ""
	}
	return login
}

func cutGitHub(url string) (string, bool) {
	if rest, ok := strings.CutPrefix(url, "https://github.com/"); ok {
		return rest, true
	}
	return strings.CutPrefix(url, "http://github.com/")
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isLogin accepts GitHub logins: letters, digits and inner hyphens.
func isLogin(s string) bool {
	if s == "" || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// trailerSIGSlug maps a SIG name of a trailer. Trailers are generated from
// upstream sig/ labels, so a name this package does not know is still a
// real SIG: it is slugged the way the labels are.
func trailerSIGSlug(name string) string {
	if s := SIGSlug(name); s != "" {
		return s
	}
	n := normalizeName(name)
	if n == "" {
		return ""
	}
	return strings.ReplaceAll(n, " ", "-")
}

// addSorted inserts s into the sorted, deduplicated xs.
func addSorted(xs []string, s string) []string {
	i, found := slices.BinarySearch(xs, s)
	if found {
		return xs
	}
	return slices.Insert(xs, i, s)
}
