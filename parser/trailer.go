package parser

import (
	"regexp"
	"strconv"
	"strings"
)

// The trailer of an entry cites its pull requests, authors and SIGs:
//
//	([#125895](https://github.com/kubernetes/kubernetes/pull/125895), [@cpanato](https://github.com/cpanato)) [SIG Release and Testing]
//
// These expressions run only over one entry's markdown.
var (
	// A citation link: its text is the number (the URL wins when the two
	// disagree: 1.18 has "[#8838](…/pull/88381)").
	prLinkRE = regexp.MustCompile(`\[#?\d+\]\(https?://github\.com/kubernetes/kubernetes/pull/(\d+)/?\)`)
	// An author link: the text is the GitHub login, with or without "@", and
	// the URL is that user's profile and nothing more.
	authorLinkRE = regexp.MustCompile(`\[@?([A-Za-z0-9][A-Za-z0-9-]*)\]\(https?://github\.com/([A-Za-z0-9][A-Za-z0-9-]*)/?\)`)
	// The SIG list: "[SIG API Machinery, Node and Testing]".
	sigListRE = regexp.MustCompile(`\[SIG ([^\]\n]+)\]`)
	// Separators inside a SIG list.
	sigSepRE = regexp.MustCompile(`\s*,\s*(?:and\s+)?|\s+and\s+`)
)

// trailer is what an entry's citations say.
type trailer struct {
	prs     []int
	authors []string
	sigs    []string
}

// parseTrailer reads the citations of one entry. Cheap substring checks
// keep the regular expressions off entries that cannot match.
func parseTrailer(md string) trailer {
	var t trailer
	if strings.Contains(md, "/pull/") {
		for _, m := range prLinkRE.FindAllStringSubmatch(md, -1) {
			if n, err := strconv.Atoi(m[1]); err == nil && n > 0 && !containsInt(t.prs, n) {
				t.prs = append(t.prs, n)
			}
		}
	}
	if strings.Contains(md, "](https://github.com/") || strings.Contains(md, "](http://github.com/") {
		for _, m := range authorLinkRE.FindAllStringSubmatch(md, -1) {
			if strings.EqualFold(m[1], m[2]) && !containsString(t.authors, m[2]) {
				t.authors = append(t.authors, m[2])
			}
		}
	}
	if strings.Contains(md, "[SIG ") {
		for _, loc := range sigListRE.FindAllStringSubmatchIndex(md, -1) {
			// "[SIG Node](https://…)" is a link in the prose, not a label list.
			if loc[1] < len(md) && md[loc[1]] == '(' {
				continue
			}
			for _, name := range sigSepRE.Split(md[loc[2]:loc[3]], -1) {
				if s := trailerSIGSlug(name); s != "" {
					t.sigs = addSorted(t.sigs, s)
				}
			}
		}
	}
	return t
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

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func containsString(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// addSorted inserts s into the sorted, deduplicated xs.
func addSorted(xs []string, s string) []string {
	i := 0
	for i < len(xs) && xs[i] < s {
		i++
	}
	if i < len(xs) && xs[i] == s {
		return xs
	}
	xs = append(xs, "")
	copy(xs[i+1:], xs[i:])
	xs[i] = s
	return xs
}
