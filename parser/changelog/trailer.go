package changelog

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/parser"
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
	// disputes are the citations whose text and URL name different pull
	// requests ("[#66045](…/pull/6605)"): prs holds the URL's, and the
	// builder settles each once it knows the release's other numbers
	// (settleDisputes).
	disputes []dispute
}

// dispute is one citation whose text (label) and URL (link) disagree.
type dispute struct{ link, label int }

// parseTrailer reads the citations of one entry. Its time is linear in
// the entry: each scan below remembers the terminator it found, so a run of
// unterminated "[SIG " or "](" does not rescan the rest of the entry for
// each one, and citations are deduplicated through sets.
//
// A note may hold hundreds of thousands of labels: p, when not nil, is
// stepped every trailerStep lists and names read, so that reading them is
// not one stretch of work.
func parseTrailer(md string, p *pacer) trailer {
	var t trailer
	seenPR := map[int]bool{}
	seenAuthor := map[string]bool{}
	var issues []int // issue-URL citations (issueCitation), used without a PR link
	eachLink(md, func(text, url string, start, end int) {
		if pr, label := prCitation(text, url); pr > 0 {
			if !seenPR[pr] {
				seenPR[pr] = true
				t.prs = append(t.prs, pr)
				if label > 0 && label != pr {
					t.disputes = append(t.disputes, dispute{link: pr, label: label})
				}
			}
		} else if login := authorCitation(text, url); login != "" && !seenAuthor[login] {
			seenAuthor[login] = true
			t.authors = append(t.authors, login)
		} else if n := issueCitation(md, text, url, start, end); n > 0 {
			issues = append(issues, n)
		}
	})
	p.passed(len(md))
	if len(t.prs) == 0 {
		for _, n := range issues {
			if !seenPR[n] {
				seenPR[n] = true
				t.prs = append(t.prs, n)
			}
		}
	}
	// The SIGs are read until one more than a note keeps
	// (parser.MaxNoteLabels) is found: boundLabels then cuts the note's
	// labels and counts it, and a note of 200,000 labels costs no more
	// than one of 65 past the scan.
	r := sigReader{p: p}
	term := -1 // offset of the first ']' or '\n' at or after i, once found
	open := -1 // offset of the first '[' at or after i, or len(md)
	more := true
	for j := range offsets(md, "[SIG ") {
		if !more {
			break
		}
		r.tick()
		i := j + len("[SIG ")
		if term < i {
			if term = offsetOrEnd(md, i, strings.IndexAny(md[i:], "]\n")); term == len(md) {
				break // no "]" anywhere after: no label list either
			}
		}
		if open < i {
			open = offsetOrEnd(md, i, strings.IndexByte(md[i:], '['))
		}
		// A list holding another "[" ("[SIG a [SIG b]") is not a label
		// list; skipping it also keeps the scan linear.
		if md[term] != ']' || open < term {
			continue
		}
		list := md[i:term]
		// "[SIG Node](https://…)" is a link in the prose, not a label list.
		if after := term + 1; after < len(md) && md[after] == '(' {
			continue
		}
		for name := range strings.SplitSeq(strings.ReplaceAll(list, " and ", ","), ",") {
			r.tick()
			if s := trailerSIGSlug(name); s != "" && !r.add(s) {
				more = false
				break
			}
		}
	}
	if more {
		courtesySIGs(md, &r)
	}
	t.sigs = r.sigs
	if len(t.prs) == 0 || len(t.authors) == 0 {
		plainCitations(md, &t, len(t.prs) == 0, len(t.authors) == 0, seenPR, seenAuthor)
	}
	if len(t.sigs) > 0 {
		slices.Sort(t.sigs)
		t.sigs = slices.Clip(slices.Compact(t.sigs))
	}
	return t
}

// sigReader collects the SIGs of one entry's labels, in the order read,
// until it holds one more than a note keeps, stepping its pacer every
// trailerStep labels and names read.
type sigReader struct {
	sigs []string
	read int
	p    *pacer
}

// add adds s and reports whether the entry keeps all it read so far. A
// scan of the few kept is cheaper than a set: most notes name one.
func (r *sigReader) add(s string) bool {
	if !slices.Contains(r.sigs, s) {
		r.sigs = append(r.sigs, s)
	}
	return len(r.sigs) <= parser.MaxNoteLabels
}

func (r *sigReader) tick() {
	if r.read++; r.read%trailerStep == 0 && r.p.active() {
		r.p.again()
	}
}

// trailerStep is how many label lists and names parseTrailer reads between
// two steps of its pacer: a millisecond or two of work in WebAssembly.
const trailerStep = 4096

// courtesyOf opens the SIG trailer 1.12's notes end with: "([#68080](…),
// [@caesarxuchao](…)) Courtesy of SIG API Machinery", or "Courtesy of SIG
// Apps, SIG Architecture, SIG Storage, and SIG Testing".
const courtesyOf = "Courtesy of SIG "

// courtesySIGs adds to r the slug of each SIG each "Courtesy of SIG …" of
// md names, resolved as a "[SIG …]" list's names are, until r holds more
// than a note keeps. A list runs to the end of its line or to the next
// "Courtesy of", so no part of md is read twice; an item that does not
// start with "SIG" ("and the community") names none.
func courtesySIGs(md string, r *sigReader) {
	for line := range strings.SplitSeq(md, "\n") {
		_, rest, ok := strings.Cut(line, courtesyOf)
		if !ok {
			continue
		}
		rest = "SIG " + rest
		for list := range strings.SplitSeq(rest, "Courtesy of ") {
			for name := range strings.SplitSeq(strings.ReplaceAll(list, " and ", ","), ",") {
				name = strings.TrimSpace(name)
				name = strings.TrimSpace(strings.TrimPrefix(name, "and "))
				if len(name) < 4 || !strings.EqualFold(name[:4], "SIG ") {
					continue
				}
				r.tick()
				if s := trailerSIGSlug(name); s != "" && !r.add(s) {
					return
				}
			}
		}
	}
}

// plainCitations reads the citations old notes wrote without links, for
// what the linked ones left out (wantPRs, wantAuthors):
//
//	kubelet exports metrics for cgroup management (#41988, @sjenning)   1.6, 1.7
//	Advanced audit now correctly reports … ([#48184], [@CaoShuFeng](…))  1.8
//	… is now v1.0.0-beta.0. [@feiskyer]                                 1.8, 1.10
//
// A plain "(#N, @login)" is a citation only in a note without a linked
// pull request: beside one (1.21's "(#99225, @xh4n3) ([#99613](…), …)")
// it names the change a cherry-pick came from, or an issue, in the prose.
func plainCitations(md string, t *trailer, wantPRs, wantAuthors bool, seenPR map[int]bool, seenAuthor map[string]bool) {
	addPR := func(s string) {
		if n, err := strconv.Atoi(s); wantPRs && err == nil && n > 0 && !seenPR[n] {
			seenPR[n] = true
			t.prs = append(t.prs, n)
		}
	}
	addAuthor := func(s string) {
		if wantAuthors && isLogin(s) && !seenAuthor[s] {
			seenAuthor[s] = true
			t.authors = append(t.authors, s)
		}
	}
	// "[#N]" and "[@login]" that no "(" or "[" follows: not links, and
	// not the "[#N][]" of a reference link. Each is read from its "[" to
	// its "]", never across another "[", so md is read once.
	for j := range offsets(md, "[") {
		k := j + 1
		if k >= len(md) || md[k] != '#' && md[k] != '@' {
			continue
		}
		e := k + 1
		for e < len(md) && isLoginByte(md[e]) {
			e++
		}
		if e == k+1 || e >= len(md) || md[e] != ']' || e+1 < len(md) && (md[e+1] == '(' || md[e+1] == '[') {
			continue
		}
		if md[k] == '#' && isDigits(md[k+1:e]) {
			addPR(md[k+1 : e])
		} else if md[k] == '@' {
			addAuthor(md[k+1 : e])
		}
	}
	// "(#N, @login)": a list of "#N" and "@login" items, the first a pull
	// request, that closes where its items end. Each "(#" is read to its
	// first byte outside an item, which no other "(#" lies before.
	for j := range offsets(md, "(#") {
		var prs, authors []string
		i := j + 1
		ok := false
		for {
			if i >= len(md) || md[i] != '#' && md[i] != '@' {
				break
			}
			e := i + 1
			for e < len(md) && isLoginByte(md[e]) {
				e++
			}
			item := md[i+1 : e]
			if md[i] == '#' && isDigits(item) {
				prs = append(prs, item)
			} else if md[i] == '@' && isLogin(item) {
				authors = append(authors, item)
			} else {
				break
			}
			if e < len(md) && md[e] == ')' {
				ok = true
				break
			}
			if !strings.HasPrefix(md[e:], ", ") && !strings.HasPrefix(md[e:], ",") {
				break
			}
			i = e + 1
			if i < len(md) && md[i] == ' ' {
				i++
			}
		}
		if !ok {
			continue
		}
		for _, pr := range prs {
			addPR(pr)
		}
		for _, a := range authors {
			addAuthor(a)
		}
	}
}

func isLoginByte(c byte) bool {
	return c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// eachLink calls fn for every inline link "[text](url)" of md whose text
// is short and on one line (citations are "[#123]" and "[@login]"), with
// the offsets of its "[" and of its closing ")".
func eachLink(md string, fn func(text, url string, start, end int)) {
	const maxText = 64
	rp := -1 // offset of the first ')' after the last "](", once found
	sp := -1 // offset of the first ' ' or '\n' after the last "](", or len(md)
	for j := range offsets(md, "](") {
		i := j + len("](")
		from := max(0, j-maxText)
		lb := strings.LastIndexByte(md[from:j], '[')
		if rp < i {
			if rp = offsetOrEnd(md, i, strings.IndexByte(md[i:], ')')); rp == len(md) {
				return // no ")" anywhere after: no link either
			}
		}
		if sp < i {
			sp = offsetOrEnd(md, i, strings.IndexAny(md[i:], " \n"))
		}
		if lb < 0 || sp < rp {
			continue
		}
		text, url := md[from+lb+1:j], md[i:rp]
		if strings.ContainsAny(text, "]\n") {
			continue
		}
		fn(text, url, from+lb, rp)
	}
}

// offsets yields the offset in md of each sep, left to right.
func offsets(md, sep string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; ; {
			j := strings.Index(md[i:], sep)
			if j < 0 || !yield(i+j) {
				return
			}
			i += j + len(sep)
		}
	}
}

// offsetOrEnd turns j, an index into md[i:] (or -1), into an offset in md,
// len(md) when there is no match: the scans above remember such an offset
// so that the next search starts after it, never from i again.
func offsetOrEnd(md string, i, j int) int {
	if j < 0 {
		return len(md)
	}
	return i + j
}

// prCitation returns N for "[#N](https://github.com/kubernetes/kubernetes/pull/N)",
// and the number the text names. The URL's is taken first when the text
// disagrees (1.18 has "[#8838](…/pull/88381)"); the builder may then
// take the text's instead (settleDisputes: 1.12's "[#66045](…/pull/6605)").
func prCitation(text, url string) (n, label int) {
	return kubernetesCitation(text, url, "kubernetes/kubernetes/pull/")
}

// kubernetesCitation is prCitation for URLs under prefix.
func kubernetesCitation(text, url, prefix string) (n, label int) {
	url = unwrapLink(url)
	text = strings.TrimSpace(text)
	num, ok := cutGitHub(url)
	if !ok {
		return 0, 0
	}
	num, ok = strings.CutPrefix(num, prefix)
	if !ok || !isDigits(strings.TrimPrefix(text, "#")) {
		return 0, 0
	}
	n, err := strconv.Atoi(strings.TrimSuffix(num, "/"))
	if err != nil || n <= 0 {
		return 0, 0
	}
	label, _ = strconv.Atoi(strings.TrimPrefix(text, "#"))
	return n, label
}

// unwrapLink returns the URL of a link target that is a link itself:
// 1.10 has "[#59716]([https://…/pull/59716](https://…/pull/59716))" and
// "[@wwwtyro]([https://github.com/wwwtyro](https://github.com/wwwtyro) )",
// whose target is "[https://…](https://…": the URL is its text.
func unwrapLink(url string) string {
	if rest, ok := strings.CutPrefix(url, "["); ok {
		url, _, _ = strings.Cut(rest, "]")
	}
	return url
}

// issueCitation returns N for an issue link that stands where a trailer's
// pull request does: "([#68984](https://github.com/kubernetes/kubernetes/issues/68984),
// [@k82cn](…))" (1.12), "([#75535](…/issues/75535)) [SIG Storage]" (1.18).
// GitHub sends an issue URL of a pull request's number to the pull request.
// The link must open the parenthesised trailer (start follows "(") and be
// followed by an author link or by the closing ")" and a SIG list, so the
// prose's "Fixes issue [#68899](…/issues/68899)" and a Known Issue's
// "([#61041](…/issues/61041))" stay issues; and parseTrailer takes it only
// in a note that links no pull request.
func issueCitation(md, text, url string, start, end int) int {
	n, label := kubernetesCitation(text, url, "kubernetes/kubernetes/issues/")
	if n <= 0 || label != n || start == 0 || md[start-1] != '(' {
		return 0
	}
	after := md[end+1:]
	for _, next := range []string{", [@", ",[ @", ", [ @", ") [SIG ", ")[SIG "} {
		if strings.HasPrefix(after, next) {
			return n
		}
	}
	return 0
}

// authorCitation returns the login of "[@login](https://github.com/login)"
// (the "@" is sometimes missing: "[dims](https://github.com/dims)").
func authorCitation(text, url string) string {
	login, ok := cutGitHub(unwrapLink(url))
	if !ok {
		return ""
	}
	login = strings.TrimSuffix(login, "/")
	// 1.9 writes "([#55988](…),[ @caesarxuchao](…))".
	text = strings.TrimSpace(text)
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
// real SIG: it is slugged the way the labels are. But a hand-edited one
// may hold a known SIG's name among other words (1.32's #129081: "[SIG
// API SIG API Machinery, …]"): that is the known SIG, the longest name
// found, not a made-up SIG of one note.
func trailerSIGSlug(name string) string {
	if s := SIGSlug(name); s != "" {
		return s
	}
	n := normalizeName(name)
	if n == "" {
		return ""
	}
	// Runs of at most three words: no SIG name is longer, and a longer
	// run would make a name of many words cost more than linear time.
	words := strings.Fields(n)
	for size := min(len(words)-1, 3); size > 0; size-- {
		for i := 0; i+size <= len(words); i++ {
			if s := sigSlugs[strings.Join(words[i:i+size], " ")]; s != "" {
				return s
			}
		}
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
