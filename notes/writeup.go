package notes

import (
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// CommentSlot is the empty quote a write-up leaves under each note and
// each context section, where the group writes its comment.
const CommentSlot = "> "

// WriteWriteUp writes r as the document a SIG's write-up starts from
// ("Kubernetes 1.30: SIG Cluster Lifecycle changes"): the title in lang,
// the release context, every kind heading in upstream order with "None"
// under empty ones, each note cited with links (a pasted "#122530" links
// nowhere in a shared document) and its SIG labels, and an empty comment
// slot under each note. It has no count line: the group would delete it.
// The headings and the notes stay upstream's English in every language,
// as readers match them against the upstream notes. The page and the
// command line write the same bytes for the same state and language.
func WriteWriteUp(w io.Writer, s *Store, r *Result, lang i18n.Lang) error {
	_, err := io.WriteString(w, s.WriteUp(r, lang))
	return err
}

// WriteUp returns the write-up of r in lang (see WriteWriteUp).
func (s *Store) WriteUp(r *Result, lang i18n.Lang) string {
	multi := len(r.Releases) > 1
	var b strings.Builder
	b.WriteString("# " + WriteUpTitle(r.State).In(lang) + "\n\n")
	// A range across a minor release the data lacks (v1.10.0 → v1.12.0
	// has no 1.11) lists none of its changes: the document says so, as the
	// page does over the notes, or it reads as complete where it is passed on.
	if c := r.Comparison; c != nil && len(c.Missing) > 0 {
		b.WriteString(i18n.M("The notes of %s are not in the data; their changes are missing here.", strings.Join(c.Missing, ", ")).In(lang) + "\n\n")
	}
	ctx := s.ViewContext(r)
	writeUpContext(ctx)
	_ = WriteContext(&b, ctx, multi, CommentSlot)

	// A ranked search result still reads in upstream order here: a
	// write-up follows the release, not the relevance of a search.
	sigs := r.State.Values("sig")
	s.writeByKind(&b, r, s.writeUpNotes(r), func(b *strings.Builder, n *parser.Note) {
		b.WriteString(writeUpItemIn(n, multi, groupLead(n, sigs)))
	})
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// groupLead is the lead of note n's list item in a write-up: the heading
// path upstream listed it under (parser.Note.Section, which the page shows
// over each card) where the old layouts give one the kind does not tell:
// 1.7's "Storage / Bug fixes" and "Cluster federation / Bug fixes", 1.6's
// "kube-proxy" and "Service", 1.8's "Node Components / kubelet". Split from
// their group, those notes stood under "Other notes" (or a kind) with
// nothing saying that "Allow disabling federation controllers through
// override args" is a bug fix, nor that "Fix issues related to the
// eviction manager" is the kubelet's. Each note carries its own, as each
// card does: a line over a run of notes would also stand over the notes
// after the run that upstream listed under no heading (1.18's "Other
// deprecations", which has no section) or in the next release of a
// comparison. A heading of the path that names a SIG the view or the
// note's labels name already (1.12's "SIG CLI", 1.10's "Storage", 1.5's
// bold "Apps", 1.7's "Security" of "Security / Bug fixes" in SIG
// Security's write-up) is words the group would delete: it goes, as does
// 1.9's "Other", and a path of nothing else leads with nothing. sigs are the view's SIG filter.
func groupLead(n *parser.Note, sigs []string) string {
	var kept []string
	for _, h := range strings.Split(n.Section, " / ") { // the parser joins them so
		// "Other" (release-notes-1.9.md's "#### Other" under each SIG)
		// tells nothing the kind heading does not.
		if h = strings.Join(strings.Fields(h), " "); h != "" && !strings.EqualFold(h, "Other") && !namesASIG(h, sigs, n.SIGs) {
			kept = append(kept, h)
		}
	}
	if len(kept) == 0 {
		return ""
	}
	return "*" + escapeInline(strings.Join(kept, " / ")) + ":*"
}

// namesASIG reports whether a heading names one SIG of sigs or labels,
// and nothing more: "SIG CLI", "Storage", "Apps".
func namesASIG(sec string, sigs, labels []string) bool {
	k := sigKey(sec)
	for _, s := range slices.Concat(sigs, labels) {
		if sigKey(s) == k {
			return true
		}
	}
	return false
}

// escapeInline escapes the characters that would open Markdown's inline
// syntax in heading words written as text (none of the shipped sections
// has one; an opened file's may).
func escapeInline(s string) string {
	if !strings.ContainsAny(s, "\\`*_[]<>#&!|~") {
		return s
	}
	var b strings.Builder
	for _, c := range []byte(s) {
		if strings.IndexByte("\\`*_[]<>#&!|~", c) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// writeUpNotes are the notes of r a write-up lists, in upstream order:
// in a comparison, the oldest release's first, as the compare view and the
// plain export list them (Diff's order; the store's ids go newest release
// first, which read a range's v1.24.3 fixes before its v1.24.2 ones).
// It leaves out what the group would delete by hand: a note upstream
// listed twice word for word in one release (release-notes-1.13.md's
// SIG Cluster Lifecycle section repeats #70495, #69812, #67763 and #69289),
// cited twice. Upstream's copies under two headings of one release
// (release-notes-1.12.md's "## New Features" and "### SIG Node" both say
// "The PodShareProcessNamespace feature … has been promoted to beta",
// #66507) read once too, under the kind the write-up lists first
// (parser.KindOrder: Feature, not Other notes; Urgent Upgrade Notes before
// the Deprecation of 1.15's "kubectl scale job", #78445). (An empty bullet
// is no note: the parser drops it.)
func (s *Store) writeUpNotes(r *Result) []int {
	at := map[string]int{} // a text's index in ids
	var ids []int
	order := slices.Sorted(slices.Values(r.IDs))
	if r.State.Compare() {
		// Release indexes count down with age: the larger, the older.
		slices.SortStableFunc(order, func(a, b int) int { return s.release[b] - s.release[a] })
	}
	var gone []int // indexes in ids of copies a later one replaces
	for _, id := range order {
		n := s.notes[id]
		key := n.Version + "\x00" + strings.TrimSpace(n.Markdown)
		i, seen := at[key]
		if seen && parser.KindOrder(n.Kind) >= parser.KindOrder(s.notes[ids[i]].Kind) {
			continue
		}
		if seen {
			gone = append(gone, i) // this copy is under the kind listed first
		}
		at[key] = len(ids)
		ids = append(ids, id)
	}
	for k, i := range gone {
		ids[i] = -1 - k
	}
	return slices.DeleteFunc(ids, func(id int) bool { return id < 0 })
}

// writeUpItem is note n's list item in a write-up: its text, its citation
// (and its release in a comparison, multi) and the comment slot, which
// must be the item's last block, empty, whatever the text ends in.
func writeUpItem(n *parser.Note, multi bool) string {
	return writeUpItemIn(n, multi, "")
}

// writeUpItemIn is writeUpItem with lead (groupLead) opening the item: on
// the text's first line when that is paragraph text, as a paragraph of
// its own before a text that opens with another block (a list, a fence,
// a heading), which a lead on its line would break.
func writeUpItemIn(n *parser.Note, multi bool, lead string) string {
	body, last := citedNote(n, true, multi, nil)
	if last == lineApart {
		body += "\n" // a quote would take the slot in as its next line
	}
	return "- " + leadOf(body, lead) + indent(body, "  ") + "\n  " + CommentSlot + "\n"
}

// leadOf is what opens the list item of body (a note readied by
// citedNote) before it, with lead (groupLead): "" without one; the lead
// and a space before a body that opens with paragraph text; the lead as a
// paragraph of its own, the body's first line then indented into the item,
// before one that opens with another block (a list, a fence, a heading),
// which a lead on its line would break. Both Markdown layouts open their
// items with it; the body is not copied (a note may be megabytes).
func leadOf(body, lead string) string {
	if lead == "" {
		return ""
	}
	first, _, _ := strings.Cut(body, "\n")
	switch {
	case strings.TrimSpace(first) == "":
		return lead + "\n\n" // no "  " alone on a line
	case opensBlock(first):
		return lead + "\n\n  "
	}
	return lead + " "
}

// opensBlock reports whether line, a note's first, opens a block other
// than a paragraph, or is none: a list item, a heading, a quote, a table
// row, a code fence or indented code, HTML, a thematic break.
func opensBlock(line string) bool {
	t := strings.TrimLeft(line, " \t")
	if t == "" || len(line)-len(t) >= 4 || strings.ContainsRune(line[:len(line)-len(t)], '\t') {
		return true
	}
	if listMarker(t) || strings.IndexByte("#>|<", t[0]) >= 0 {
		return true
	}
	return strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") || strings.Trim(t, "-*_ ") == ""
}

// citedNote is note n's text readied for a list item (writeUpBody) with
// its citation in the export's form (Citation, or LinkedCitation when
// linked) and its release in a comparison (multi) placed after the text's
// last block, where a reader of the rendered export sees it: both Markdown
// layouts list notes through it. It says what the result's last line is.
// A non-nil pause is called between its passes over the text: each reads
// the whole note, a 20 MB note's tens of milliseconds in the page.
func citedNote(n *parser.Note, linked bool, multi bool, pause func()) (string, int) {
	if pause == nil {
		pause = func() {}
	}
	text, upstream := citedText(n.Markdown, pause)
	pause()
	// Notes of 1.7 to 1.17 cite their pull requests in their text, one
	// citation a line (1.15's #77567) or a sub-item (1.16's "API", 1.7's
	// grouped "Azure:"), as do notes that refer to another pull request
	// before more words (1.25's "(#109706) as to not have …"): the
	// combined citation after the text would cite each a second time, so
	// the text keeps the last of upstream's too (and loses 1.12's
	// "Courtesy of SIG …") and only the SIG labels follow.
	inText := false
	if len(n.PRs) > 0 {
		cited := citedPRs(text)
		for _, pr := range n.PRs {
			inText = inText || cited[pr]
		}
	}
	if inText {
		text = cutLabels(n.Markdown)
	} else if m := withoutAuthorsIn(n, text); m != nil {
		// An author the text names already is not cited again: 1.6's
		// "([#41039](…), [@soltysh](…)). ([@soltysh](…))"; 1.32's #128287
		// cites the issue it unblocks, with that issue's author; 1.8 and
		// 1.10 close each runtime's line of "Summary of Container Runtime
		// changes" with "[@feiskyer]", unlinked, which a write-up links.
		if linked {
			text = linkAuthors(text, n.Authors)
		}
		n = m
	}
	pause()
	var plainRefs, linkedRefs []string
	if !inText {
		plainRefs = lostRefs(upstream, n.PRs, false, pause)
		pause()
		linkedRefs = lostRefs(upstream, n.PRs, true, pause)
		pause()
	}
	// Each citation is built once: a view of 10,000 notes exports in
	// one task of the page.
	plainCite := citation(n, plainRefs, false)
	pause()
	linkedCite := citation(n, linkedRefs, true)
	pause()
	plain, link := citationPart(plainCite), citationPart(linkedCite)
	cite, own := plainCite, plain
	if linked {
		cite, own = linkedCite, link
	}
	// A plain citation the text keeps, "(#41988, @sjenning)" before more
	// of it, is written as the export writes citations: linked in a
	// write-up, so that it links once pasted and reads once.
	if plain != "" && plain != own {
		text = strings.Replace(text, plain, own, 1)
	}
	pause()
	body, last := writeUpBody(text, n.Version, pause)
	pause()
	trailer := cite
	// Upstream wrote some citations within the text, before more of it
	// (1.6's #41304, a list), or over two
	// lines (1.6's #38375), which NoteText leaves in, linked or plain
	// ("(#41988, @sjenning)" before more text): a second one at the end
	// would be a line to delete. The SIG labels still follow.
	// The text is compared as it reads (PlainText: link targets and
	// brackets gone), so 1.9's "([#55148](…),[ @dixudx](…))" is the
	// citation "(#55148, @dixudx)" too.
	if i := strings.Index(cite+"[sig/", "[sig/"); i > 0 {
		// Read in place (containsFolded, PlainText only where the text has
		// a parenthesis): a note of 20 MB was three copies of itself here.
		if inText || containsFolded(text, strings.TrimSpace(cite[:i])) || link != "" && containsFolded(text, link) || plain != "" && mayHoldCitation(text) && strings.Contains(PlainText(text), plain) {
			trailer = cite[i:]
		}
	}
	if multi {
		trailer = strings.TrimSpace(trailer + " — " + n.Version)
	}
	if trailer == "" {
		return body, last
	}
	sep := "\n"
	switch last {
	case lineText:
		sep = " "
	case lineApart:
		sep = "\n\n"
	}
	return body + sep + trailer, lineText // one copy of body, not two
}

// citedText returns a note's text without its citation and SIG labels
// (NoteText), and that citation as upstream wrote it when it is one
// (citationItems; "" if none).
//
// A non-nil pause is called between its passes over md, each over the
// whole note: three in one step were tasks of 0.15–0.3 s for a note
// citing 100,000 pull requests.
func citedText(md string, pause func()) (string, string) {
	if pause == nil {
		pause = func() {}
	}
	text := NoteText(md)
	pause()
	body := strings.TrimSpace(cutLabels(md))
	if !strings.HasPrefix(body, text) {
		return text, ""
	}
	pause()
	if rest := strings.TrimSpace(body[len(text):]); rest == "" || isCitation(rest) {
		return text, rest
	}
	return text, ""
}

// prURL is where a pull request of kubernetes/kubernetes is, but for its
// number.
const prURL = "https://github.com/kubernetes/kubernetes/pull/"

// lostRefs returns the references of upstream's citation cite (citedText)
// that are none of the note's pull requests prs, which a citation
// rebuilt from prs would lose: 1.12's "[#68984](…/issues/68984)" (the
// pull request, linked at its /issues/ address), 1.24's
// "[#665](https://github.com/kubernetes-csi/external-snapshotter/pull/665)"
// (another repository's), 1.8's "[#292](…/kubernetes/features/issues/292)"
// and 1.7's "[kubernetes/features#287](…)" (an enhancement's issue). Each
// is written as upstream labels it, or linked (linked) where upstream
// links it, a pull request or an issue of that number on github.com; a
// link upstream broke (1.17's "(…/pull/83838`)", 1.9's
// "[#55782](https://github.com/x13n)") to the pull request of that number
// of kubernetes/kubernetes (or to the issue of its repository, which
// GitHub takes to the pull request of that number too).
// It calls pause every 4,096 items: a citation of 100,000 was a step of
// 0.4 s in the page.
func lostRefs(cite string, prs []int, linked bool, pause func()) []string {
	var out []string
	// A set for a note of many: a note citing 100,000 pull requests made
	// its export a search of every one for each, 3.7 s natively.
	has := func(n int) bool { return slices.Contains(prs, n) }
	if len(prs) > 16 {
		set := make(map[int]bool, len(prs))
		for _, pr := range prs {
			set[pr] = true
		}
		has = func(n int) bool { return set[n] }
	}
	for i, item := range citationItems(cite) {
		if i%4096 == 4095 {
			pause()
		}
		label, dest := itemParts(item)
		repo, num, ok := refParts(label)
		n, err := strconv.Atoi(num)
		if !ok || err != nil || (repo == "" || repo == "kubernetes/kubernetes") && has(n) {
			continue
		}
		if pr, err := strconv.Atoi(strings.TrimPrefix(dest, prURL)); err == nil && strings.HasPrefix(dest, prURL) && has(pr) {
			continue // a number mistyped: the link is the note's pull request
		}
		path := strings.TrimPrefix(dest, "https://github.com/")
		switch {
		case !linked && repo == "" && path != dest && isGitHubRef(path, num) && !strings.HasPrefix(path, "kubernetes/kubernetes/"):
			// Unlinked, upstream's "#292" names kubernetes/kubernetes#292
			// (and GitHub links it there once pasted into one of its
			// issues): the reference names its repository, as GitHub
			// writes one to another repository.
			parts := strings.SplitN(path, "/", 3)
			out = append(out, parts[0]+"/"+parts[1]+label)
		case !linked:
			out = append(out, label)
		case path != dest && isGitHubRef(path, num):
			out = append(out, "["+label+"]("+dest+")")
		case repo != "":
			out = append(out, "["+label+"](https://github.com/"+repo+"/issues/"+num+")")
		default:
			out = append(out, "["+label+"]("+prURL+num+")")
		}
	}
	return out
}

// isGitHubRef reports whether path, an address on github.com without it,
// is the pull request or the issue num of a repository: "owner/repo/pull/num".
func isGitHubRef(path, num string) bool {
	parts := strings.Split(path, "/")
	return len(parts) == 4 && isGitHubLogin(parts[0]) && parts[1] != "" &&
		(parts[2] == "pull" || parts[2] == "issues") && parts[3] == num
}

// citationItems returns the items of s when s is a citation, or several
// in a row ("(…)(…)", 1.7's "([#44774](…), [@kargakis](…))([kubernetes/features#287](…))"),
// and nothing more; nil otherwise. A citation is "(", items separated by
// commas, ")"; an item a pull request or an issue ("#N", "[#N]",
// "[#N](…)", "[kubernetes/features#287](…)") or an author ("@login",
// "[@login](…)", 1.9's "[ @dixudx](…)"). One pass over s.
func citationItems(s string) []string {
	var items []string
	if !eachCitationItem(s, func(item string) { items = append(items, item) }) {
		return nil
	}
	return items
}

// isCitation reports whether s is a citation (citationItems gives items),
// without collecting them: NoteText and citedText ask it of every note,
// and of a note citing 100,000 pull requests (6 MB) collecting them was
// most of its export's cost.
func isCitation(s string) bool { return eachCitationItem(s, nil) }

// eachCitationItem is citationItems calling each (when not nil) with every
// item instead of collecting them; it reports whether s is a citation of at
// least one item. each is called before s is known to be one.
func eachCitationItem(s string, each func(item string)) bool {
	found := false
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimLeft(s, " \t") {
		if s[0] != '(' {
			return false
		}
		s = s[1:]
		for closed := false; !closed; {
			j, dest := 0, false // dest: in a link's address
			for ; j < len(s); j++ {
				c := s[j]
				if dest {
					if c == ')' {
						dest = false
					} else if c == ' ' || c == '\t' || c == '\n' || c == '(' || c == '[' || c == ']' {
						// (Not strings.IndexByte over the six: a call
						// a byte of every address was most of the
						// export of a note citing 100,000 pull
						// requests, 0.17 s of 0.5 s in the page.)
						return false
					}
				} else if c == '(' {
					if j == 0 || s[j-1] != ']' {
						return false
					}
					dest = true
				} else if c == ',' || c == ')' {
					break
				}
			}
			item := strings.TrimSpace(s[:j])
			if j == len(s) || !citationItem(item) {
				return false
			}
			if each != nil {
				each(item)
			}
			found = true
			closed = s[j] == ')'
			s = s[j+1:]
		}
	}
	return found
}

// citationItem reports whether item is one of a citation (citationItems).
func citationItem(item string) bool {
	label, _ := itemParts(item)
	if label == "" {
		return false
	}
	switch _, num, ok := refParts(label); {
	case ok:
		return isDigits(num)
	case label[0] == '@':
		return isGitHubLogin(label[1:])
	}
	return false
}

// itemParts splits a citation's item into its label ("#N", "@login",
// "owner/repo#N") and its link's address ("" when unlinked); "" for a
// malformed item.
func itemParts(item string) (label, dest string) {
	label = item
	if j := strings.Index(item, "]("); j >= 0 {
		label, dest = item[:j+1], strings.TrimSuffix(item[j+2:], ")")
	}
	if strings.HasPrefix(label, "[") != strings.HasSuffix(label, "]") {
		return "", ""
	}
	label = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(label, "["), "]"))
	if len(label) < 2 {
		return "", ""
	}
	return label, dest
}

// refParts splits a reference "#N" or "owner/repo#N" into its repository
// ("" for the first) and number; ok is false for any other label.
func refParts(label string) (repo, num string, ok bool) {
	repo, num, ok = strings.Cut(label, "#")
	if !ok || repo != "" && !isRepo(repo) {
		return "", "", false
	}
	return repo, num, true
}

// isRepo reports whether s can name a GitHub repository: "owner/name".
func isRepo(s string) bool {
	owner, name, ok := strings.Cut(s, "/")
	return ok && isGitHubLogin(owner) && name != "" && !strings.ContainsAny(name, "/ \t[]()")
}

// withoutAuthorsIn returns a copy of n without the authors that text
// names in brackets already, linked ("[@tallclair](…)") or not
// ("[@feiskyer]"); nil when there are none.
func withoutAuthorsIn(n *parser.Note, text string) *parser.Note {
	var authors []string
	for _, a := range n.Authors {
		if !strings.Contains(text, "[@"+a+"]") {
			authors = append(authors, a)
		}
	}
	if len(authors) == len(n.Authors) {
		return nil
	}
	m := *n
	m.Authors = authors
	return &m
}

// linkAuthors returns text with each "[@login]" of authors that is no
// link yet linked to the author's GitHub page.
func linkAuthors(text string, authors []string) string {
	for _, a := range authors {
		if !isGitHubLogin(a) {
			continue
		}
		tag := "[@" + a + "]"
		var b strings.Builder
		for {
			i := strings.Index(text, tag)
			if i < 0 {
				break
			}
			b.WriteString(text[:i+len(tag)])
			text = text[i+len(tag):]
			if !strings.HasPrefix(text, "(") {
				b.WriteString("(https://github.com/" + a + ")")
			}
		}
		text = b.String() + text
	}
	return text
}

// citedPRs returns the pull requests a note's text cites as a citation
// does, linked ("[#41988](") or plain ("(#41988, @sjenning)"), in one pass
// over it. A "#41988" in the words alone, or 1.8's "[#48545]" whose link
// upstream broke over two lines, is no citation: the exports still write
// theirs.
func citedPRs(text string) map[int]bool {
	cited := map[int]bool{}
	for i := 0; i+2 < len(text); i++ {
		// To the next '#', at memchr's speed: a note of megabytes has few.
		k := strings.IndexByte(text[i+1:len(text)-1], '#')
		if k < 0 {
			break
		}
		i += k
		if text[i] != '[' && text[i] != '(' {
			continue
		}
		j := i + 2
		for j < len(text) && j-i < 12 && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == i+2 || j-i >= 12 || text[i] == '[' && !strings.HasPrefix(text[j:], "](") {
			continue
		}
		if pr, err := strconv.Atoi(text[i+2 : j]); err == nil {
			cited[pr] = true
		}
		i = j - 1
	}
	return cited
}

// citationPart is a citation (Citation, LinkedCitation) without its SIG
// labels: "(#41988, @sjenning)".
func citationPart(cite string) string {
	return strings.TrimSpace(cite[:strings.Index(cite+"[sig/", "[sig/")])
}

// WriteUpTitle names a write-up as the groups title theirs: "Kubernetes
// 1.30: SIG Cluster Lifecycle changes", the minor alone for a vX.Y.0
// release, the SIGs of the filter in the state's order.
func WriteUpTitle(st State) i18n.Msg {
	var subject string
	switch {
	case st.Compare():
		subject = shortVersion(st.From) + " → " + shortVersion(st.To)
	case st.Version != "":
		subject = shortVersion(st.Version)
	}
	var sigs []string
	for _, v := range st.Values("sig") {
		sigs = append(sigs, "SIG "+SIGTitle(v))
	}
	switch {
	case subject != "" && len(sigs) > 0:
		return i18n.M("Kubernetes %s: %s changes", subject, strings.Join(sigs, ", "))
	case subject != "":
		return i18n.M("Kubernetes %s changes", subject)
	case len(sigs) > 0:
		return i18n.M("Kubernetes: %s changes", strings.Join(sigs, ", "))
	}
	return i18n.M("Kubernetes changes")
}

// shortVersion spells a version as write-up titles do: "v1.30.0" → "1.30",
// any other version without its "v" ("1.30.2", "1.31.0-rc.1").
func shortVersion(v string) string {
	if semver.Prerelease(v) == "" && semver.Build(v) == "" && strings.HasSuffix(v, ".0") && strings.Count(v, ".") == 2 {
		return strings.TrimPrefix(semver.MajorMinor(v), "v")
	}
	return strings.TrimPrefix(v, "v")
}

// LinkedCitation is Citation with its pull requests and authors as
// Markdown links, as upstream writes them:
// "([#122530](https://github.com/kubernetes/kubernetes/pull/122530),
// [@neolit123](https://github.com/neolit123)) [sig/cluster-lifecycle]".
// An author that cannot be a GitHub login stays plain text, so no link
// leaves github.com.
func LinkedCitation(n *parser.Note) string {
	return citation(n, nil, true)
}

// isGitHubLogin reports whether s can be a GitHub login (letters, digits
// and hyphens, at most 39 characters). A bot's "name[bot]" would break the
// link's brackets, so it stays plain text.
func isGitHubLogin(s string) bool {
	if s == "" || len(s) > 39 || s[0] == '-' {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// writeUpBody readies a note's text (its citation cut) to stand in a
// write-up's list item, as the page shows it, and says what its last line
// is, for where the citation and the comment slot go. Upstream writes the
// citation at the end of a note's last line, which reads right only when
// that line is paragraph text: after a closing code fence it keeps the fence open, so the
// citation, the SIG labels and the comment slot read as code (1.24's
// #107796); after an HTML comment's "-->" it is hidden with the comment
// (1.29's #119517). There the citation goes on a line of its own; after a
// quote or a table row, which take in the line below, after a blank line.
// Besides:
//   - a code fence the note leaves open (1.36.0-beta.0's #136725) is
//     closed, or it would swallow the comment slot;
//   - a note's headings move three levels down, as the page renders them,
//     so "### Description" (1.36.0-alpha.1's #135759) is not read as a
//     kind heading of the write-up;
//   - "<" opening what a renderer takes for an HTML tag ("<type>/<name>",
//     "kubectl logs <pod-name>") is escaped: renderers drop raw HTML, the
//     page shows it as text. HTML comments, which upstream's PR template
//     leaves in a few notes, stay hidden;
//   - a link within upstream's document ("(#before-upgrading)") or within
//     kubernetes.io ("(/docs/…)") is written as the address the source's
//     reader follows (see resolveLink): pasted elsewhere, it led nowhere.
//
// It scans lines, not a goldmark tree: the page's module holds no goldmark
// (see package render). Tests hold it to goldmark's reading of every
// shipped note.
//
// A non-nil pause is called every bodyStep bytes of the text: a note of
// 20 MB on one line was one stretch of 0.1 s in the page's export.
func writeUpBody(text, version string, pause func()) (string, int) {
	body, last, _ := shiftedBody(text, version, 3, pause)
	return body, last
}

// bodyStep is how many bytes of a note shiftedBody reads between two
// calls of its pause. Small, as the page's pause yields only once enough
// time has passed (a call is a clock read): a byte the escaping acts on
// costs some 25 times a plain one, and a step of 1 MB of "<" was 0.1 s
// natively, a task of 0.47 s in the page's export.
const bodyStep = 32 << 10

// shiftedBody is writeUpBody with the text's headings moved down levels
// (to h6 at most). It also says the level of the text's first-level
// headings (0: none). A non-nil pause is called every bodyStep bytes.
func shiftedBody(text, version string, down int, pause func()) (string, int, int) {
	step := func() {}
	if pause != nil {
		step = pause
	}
	read, next := 0, bodyStep // bytes of the lines read; where the next pause is due
	top := 0
	base := changelogPage(version)
	out := make([]byte, 0, len(text)+16)
	var fence string // the open code fence's indentation and marker
	comment := false // in an HTML comment
	quote := false   // in a quote, whose paragraph takes in lines without ">"
	inCode := false  // in a code span, which may run over lines
	inList := false  // in a list: a line of text there is its last item's
	blank := false   // after a blank line
	last := lineText
	lines := strings.Split(text, "\n")
	for i, ln := range lines {
		if read += len(ln) + 1; read >= next {
			step()
			next = read + bodyStep
		}
		if i > 0 {
			out = append(out, '\n')
		}
		if fence == "" && !comment {
			ln = trimLineEnd(ln, i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "")
		}
		t := strings.TrimLeft(ln, " \t")
		lead := len(ln) - len(t)
		// The run of t's first character, read only where it may be a
		// fence's or a heading's marker: a line of 20 MB of "a" was a
		// run of 20 MB, read in one step of a note's export (0.12 s in
		// the page).
		n := 0
		if t != "" && (t[0] == '`' || t[0] == '~' || t[0] == '#') {
			for n < len(t) && t[n] == t[0] {
				n++
			}
		}
		switch {
		case fence != "":
			// Closed by a run of the same character at least as long, alone.
			if n >= len(strings.TrimLeft(fence, " \t")) && t[0] == fence[len(fence)-1] && strings.TrimSpace(t[n:]) == "" {
				fence = ""
			}
		case comment:
			comment = !strings.Contains(ln, "-->")
		case n >= 3 && (t[0] == '~' || t[0] == '`' && !strings.Contains(t[n:], "`")):
			fence, inCode = ln[:lead+n], false
		case strings.HasPrefix(t, "<!--"):
			comment = !strings.Contains(t[4:], "-->")
		case t != "" && t[0] == '#' && n <= 6 && lead <= 3 && (n == len(t) || t[n] == ' ' || t[n] == '\t'):
			out = append(out, ln[:lead]...)
			out = append(out, "######"[:min(6, n+down)]...)
			inList = inList && lead >= 2 // a heading of the note closes its list
			if top == 0 || n < top {
				top = n
			}
			out = escapeTags(out, t[n:], new(bool), base, step)
			inCode = false
		case t == "":
			// A blank line ends a paragraph, any code span in it, a quote.
			inCode, quote, blank = false, false, true
			continue
		default:
			if listMarker(t) {
				inList = true
			} else if blank && lead < 2 {
				inList = false // a paragraph after the list, not in an item
			}
			blank = false
			out = escapeTags(append(out, ln[:lead]...), t, &inCode, base, step)
			quote = quote || t[0] == '>'
			last = lineText
			if quote || t[0] == '|' || inList {
				// After a list, the citation on its last line (or on the
				// next: a lazy continuation) would read as the last
				// item's, not the note's (1.9's IPv6 note closes with its
				// caveats; CHANGELOG-1.35.md's #123642 with a metric).
				last = lineApart
			}
			continue
		}
		blank = false
		if len(out) == 0 || out[len(out)-1] == '\n' {
			out = append(out, ln...) // not rewritten
		}
		last = lineBlock
	}
	if fence != "" {
		out = append(append(out, '\n'), fence...)
		last = lineBlock
	}
	if comment {
		out = append(out, "\n-->"...)
		last = lineBlock
	}
	// out is not written again: its string without a copy (a note of
	// 20 MB was one more copy of itself here).
	return unsafe.String(unsafe.SliceData(out), len(out)), last, top
}

// listMarker reports whether t, a line without its indentation, opens a
// list item: "-", "*" or "+", or a number of up to nine digits and "." or
// ")", then white space or the line's end (CommonMark's list markers).
func listMarker(t string) bool {
	i := 0
	for i < len(t) && i < 9 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	switch {
	case i == 0 && (t[0] == '-' || t[0] == '*' || t[0] == '+'):
		i = 1
	case i > 0 && i < len(t) && (t[i] == '.' || t[i] == ')'):
		i++
	default:
		return false
	}
	return i == len(t) || t[i] == ' ' || t[i] == '\t'
}

// trimLineEnd cuts the white space upstream leaves at the end of a line
// outside a code fence (1.6's theme "… when there is a node problem. "; 1.23's
// #103447): it renders as nothing, and a linter of the group's repository
// (markdownlint's MD009) asks them to delete it. Two spaces or more before
// more of the paragraph (more) are a hard line break, which renders: they
// stay, as the two a linter expects.
func trimLineEnd(ln string, more bool) string {
	t := strings.TrimRight(ln, " \t")
	if more && t != "" && len(ln)-len(t) >= 2 && strings.Trim(ln[len(t):], " ") == "" {
		return t + "  "
	}
	return t
}

// writeUpSections returns copies of the context sections of release
// version, their text readied as notes' is (writeUpBody): 1.12's
// "### SIG-Azure" numbers its list with "# ", which would read as two more
// titles of the write-up. A first section titled as its group (group:
// ContextThemes or ContextKnownIssues; 1.8 to 1.18's "Known Issues",
// 1.29's "What's New (Major Themes)": titlesGroup) goes untitled, under the
// group's heading alone: "## Known Issues" then "### Known Issues" read
// twice. A section's headings go under its h3
// title, the first level of them at h4: 1.15's "#### CustomResourceDefinitions
// Pruning" under "### Extensibility around core Kubernetes APIs", moved
// down as a note's are, read as an h6 right under an h3.
func writeUpSections(secs []parser.Section, version, group string) []parser.Section {
	out := make([]parser.Section, len(secs))
	for i, sec := range secs {
		out[i] = parser.Section{Title: sec.Title}
		if i == 0 && titlesGroup(sec.Title, group) {
			out[i].Title = ""
		}
		body, _, top := shiftedBody(sec.Markdown, version, 3, nil)
		if top > 1 {
			body, _, _ = shiftedBody(sec.Markdown, version, 4-top, nil)
		}
		out[i].Markdown = body
	}
	return out
}

// titlesGroup reports whether a context section's title names its group
// and nothing more: "Known Issues" (1.8 to 1.18), or "What's New (Major
// Themes)" (1.16's first theme section, 1.29's and 1.30's only one), which
// under "## Major Themes" read the group's name twice.
func titlesGroup(title, group string) bool {
	t := strings.ToLower(strings.TrimSpace(title))
	g := strings.ToLower(group)
	return t == g || strings.HasSuffix(t, " ("+g+")")
}

// writeUpContext readies the context sections of ctx, in place, as both
// Markdown layouts write them (writeUpSections).
func writeUpContext(ctx []ReleaseContext) {
	for i := range ctx {
		ctx[i].Themes = writeUpSections(ctx[i].Themes, ctx[i].Version, ContextThemes)
		ctx[i].KnownIssues = writeUpSections(ctx[i].KnownIssues, ctx[i].Version, ContextKnownIssues)
	}
}

// doubledDest reads a link destination dest (what follows its "](") that
// upstream wrote with its address twice, as a document pasted from a
// rich-text editor has it, and returns the address and how many bytes of
// dest stand for it (0: dest is no such destination): release-notes-1.9.md's
// Known Issues "[v1.9.x known issues and FAQ accumulator](U](U).", which
// read as brackets and words in CommonMark and linked to "U%5D(U" in GFM;
// 1.9's and 1.10's "[the documentation]([U](U))", which linked to
// "[U](U)". The outer link's ")" stays. An address holds no space,
// bracket or parenthesis here, so the scan ends within the address.
func doubledDest(dest string) (string, int) {
	open := strings.HasPrefix(dest, "[")
	u := dest
	if open {
		u = u[1:]
	}
	end := strings.IndexAny(u, " \t\r\n()[]<>")
	if end <= 0 || !strings.HasPrefix(u[end:], "](") {
		return "", 0
	}
	addr := u[:end]
	twice := addr + "](" + addr + ")"
	if !strings.HasPrefix(u, twice) {
		return "", 0
	}
	if open {
		return addr, 1 + len(twice) // "[U](U)" of "[U](U))"
	}
	return addr, len(twice) - 1 // "U](U" of "U](U)"
}

// changelogPage is the upstream CHANGELOG page of release version, where
// GitHub resolves the in-document links of its notes and context
// ("#before-upgrading"); "" for a version of no minor release.
func changelogPage(version string) string {
	mm := semver.MajorMinor(version)
	if mm == "" {
		return ""
	}
	return "https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-" + strings.TrimPrefix(mm, "v") + ".md"
}

// resolveLink returns the address a link's destination dest (what follows
// its "](") leads its reader to, and how many bytes of dest it replaces:
// within upstream's document ("#profiles", 1.19's "&#35;profiles") on its
// CHANGELOG page base, which GitHub resolves it against; kubernetes.io's
// documentation and blog ("/docs/concepts/…" in 1.25's themes, first
// published there) on kubernetes.io; any other path on github.com, as
// GitHub resolves it on the CHANGELOG page; "github.com/…", which lacks
// its "https://", on github.com. Any other destination stays (0 bytes).
func resolveLink(dest, base string) (string, int) {
	if addr, n := doubledDest(dest); n > 0 {
		// The address it stands for, resolved as one written once.
		if a, m := resolveLink(addr, base); m > 0 {
			addr = a + addr[m:]
		}
		return addr, n
	}
	switch {
	case strings.HasPrefix(dest, "#") && base != "":
		return base + "#", 1
	case strings.HasPrefix(dest, "&#35;") && base != "":
		return base + "#", 5
	case strings.HasPrefix(dest, "/docs/") || strings.HasPrefix(dest, "/blog/"):
		return "https://kubernetes.io/", 1
	case strings.HasPrefix(dest, "/") && !strings.HasPrefix(dest, "//"):
		return "https://github.com/", 1
	case strings.HasPrefix(dest, "github.com/"):
		// 1.9's "(github.com/kubernetes/sample-controller)", a path
		// GitHub resolves on the CHANGELOG page too: the address meant.
		return "https://github.com/", len("github.com/")
	}
	return "", 0
}

// ViewContext is the release context of r as a view of it shows it and
// its exports carry it: Context, with a SIG filter on only the sections
// that view's SIGs comment on (sigsSections). The page, the Markdown
// export and the write-up all take it from here.
func (s *Store) ViewContext(r *Result) []ReleaseContext {
	ctx := s.Context(r)
	sigs := r.State.Values("sig")
	if len(sigs) == 0 {
		return ctx
	}
	out := ctx[:0]
	for _, c := range ctx {
		c.Themes = s.sigsSections(c.Themes, sigs)
		c.KnownIssues = s.sigsSections(c.KnownIssues, sigs)
		if len(c.Themes)+len(c.KnownIssues) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// sigsSections returns the sections of a context group that a write-up
// of the SIGs in sigs (none: every SIG) comments on. Releases 1.8 to 1.13
// give each SIG a Major Themes section of its own ("### SIG-storage",
// 1.10's "### Storage"): a SIG Storage write-up keeps SIG Storage's and
// what comes before the first SIG's (1.8's "Introduction to v1.8.0"),
// not the fourteen other SIGs' a group would delete. A group whose
// sections name no SIG (1.24's themes) stays whole.
func (s *Store) sigsSections(secs []parser.Section, sigs []string) []parser.Section {
	if len(sigs) == 0 {
		return secs
	}
	var out []parser.Section
	seen := false // a SIG's section came
	for _, sec := range secs {
		k := sigKey(sec.Title)
		mine := false
		for _, sig := range sigs {
			mine = mine || sigKey(sig) == k
		}
		for _, sig := range s.sigs {
			seen = seen || sigKey(sig) == k
		}
		if mine || !seen {
			out = append(out, sec)
		}
	}
	return out
}

// sigKey folds a SIG's slug or a section title naming it to one key:
// "SIG-cluster-lifecycle", "Cluster Lifecycle" and "cluster-lifecycle" to
// "clusterlifecycle"; "SIG Multi-cluster (formerly known as SIG
// Federation)" to "multicluster".
func sigKey(s string) string {
	s, _, _ = strings.Cut(strings.ToLower(s), "(")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "sig "), "sig-")
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// What a note's last line is, for where its citation goes.
const (
	lineText  = iota // paragraph text: the citation follows on the line
	lineBlock        // a fence, a heading, an HTML comment: on a line of its own
	lineApart        // a quote, a (GitHub) table row, a list item: after a blank line
)

// escapeTags appends s to out, each "<" that would open an HTML tag
// ("<pod-name>", "</b>": an optional "/", a letter, then letters, digits
// or hyphens up to a space, "/", ">" or the line's end) escaped, and each
// link within a document resolved (resolveLink, base: the CHANGELOG page),
// outside code spans. *inCode carries a code span open at the line's end.
// An autolink ("<https://…>") is no tag and stays a link. A bare address
// outside a link's text is written as both dialects read it alike (see
// bareaddr.go).
func escapeTags(out []byte, s string, inCode *bool, base string, step func()) []byte {
	next := bodyStep // where the next step is due
	ticks := 0
	if *inCode {
		ticks = -1 // a span from the line before: closed by any run
	}
	label := 0     // "[" open on the line: a link's text, where GFM links nothing
	noAddress := 0 // s up to here holds no bare address (bareURL)
	for i := 0; i < len(s); i++ {
		if i >= next {
			step()
			next = i + bodyStep
		}
		// The bytes up to the next one this loop acts on are copied as a
		// run, found within the next step's bytes: one append a byte
		// made a note of 20 MB 50 ms natively.
		end := min(len(s), next)
		k := strings.IndexAny(s[i:end], escapeTagsActs)
		if k < 0 {
			out = append(out, s[i:end]...)
			i = end - 1
			continue
		}
		out = append(out, s[i:i+k]...)
		i += k
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			out = append(out, c, s[i+1])
			i++
			continue
		}
		if c == '`' {
			n := 1
			for i+n < len(s) && s[i+n] == '`' {
				n++
			}
			if ticks == 0 {
				ticks = n
			} else if ticks == n || ticks < 0 {
				ticks = 0
			}
			out = append(out, s[i:i+n]...)
			i += n - 1
			continue
		}
		switch {
		case c == '[' && ticks == 0:
			label++
		case c == ']' && ticks == 0 && label > 0:
			label--
		case c == ':' && ticks == 0 && label == 0 && i >= noAddress:
			scheme, end, run := bareURL(s, i)
			noAddress = run
			if end > 0 {
				// The scheme is out already, as it reads.
				out = append(append(append(out[:len(out)-scheme], '<'), autolinkOf(s[i-scheme:end])...), '>')
				i = end - 1
				continue
			}
		case c == '@' && ticks == 0 && label == 0:
			if from, end := bareEmail(s, i); end > i {
				if versionPin(s[i+1 : end]) {
					out = append(out, '\\')
				} else {
					out = append(append(append(out[:len(out)-(i-from)], '<'), s[from:end]...), '>')
					i = end - 1
					continue
				}
			}
		}
		if c == ']' && ticks == 0 && strings.HasPrefix(s[i+1:], "(") {
			if addr, n := resolveLink(s[i+2:], base); n > 0 {
				out = append(append(out, "]("...), addr...)
				i += 1 + n
				continue
			}
		}
		if c == '<' && ticks == 0 {
			// A <span>, which carries no words and whose style every
			// renderer drops (1.9's "**<span style=…>Note:</span>**"),
			// goes: its words read as the source's reader reads them.
			if n := spanTag(s[i:]); n > 0 {
				i += n - 1
				continue
			}
			t := strings.TrimPrefix(s[i+1:], "/")
			n := 0
			for n < len(t) && (t[n] >= 'a' && t[n] <= 'z' || t[n] >= 'A' && t[n] <= 'Z' || n > 0 && (t[n] >= '0' && t[n] <= '9' || t[n] == '-')) {
				n++
			}
			if n > 0 && (n == len(t) || strings.IndexByte(" \t/>", t[n]) >= 0) {
				out = append(out, '\\')
			}
		}
		out = append(out, c)
	}
	*inCode = ticks != 0
	return out
}

// escapeTagsActs are the bytes escapeTags reads: every other is copied.
const escapeTagsActs = "\\`]<[:@"

// containsFolded reports whether s, its white space folded to single
// spaces (strings.Fields joined by " "), contains needle, a text of single
// spaces with none at its ends, without making that copy of s: needle's
// first word ends a word of s, its middle words are words of s, its last
// begins one, each after the one before and white space.
func containsFolded(s, needle string) bool {
	words := strings.Fields(needle)
	if len(words) == 0 {
		return true
	}
	if strings.Join(words, " ") != needle {
		// Not folded itself (an author of odd white space): the copy.
		return strings.Contains(strings.Join(strings.Fields(s), " "), needle)
	}
	if len(words) == 1 {
		return strings.Contains(s, needle)
	}
	for at := 0; ; {
		k := strings.Index(s[at:], words[0])
		if k < 0 {
			return false
		}
		at += k + 1
		if foldedFrom(s[at-1+len(words[0]):], words[1:]) {
			return true
		}
	}
}

// foldedFrom reports whether s starts with white space and then words,
// white space between them; the last word may end inside a word of s.
func foldedFrom(s string, words []string) bool {
	for j, w := range words {
		t := strings.TrimLeftFunc(s, unicode.IsSpace)
		if len(t) == len(s) || !strings.HasPrefix(t, w) {
			return false
		}
		s = t[len(w):]
		if j < len(words)-1 && (s == "" || !startsWithSpace(s)) {
			return false
		}
	}
	return true
}

func startsWithSpace(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsSpace(r)
}

// mayHoldCitation reports whether text has a parenthesis, without which
// PlainText of it, which only drops and folds text's bytes, holds no
// citation "(#1, @a)": a note of megabytes is no copy for nothing.
func mayHoldCitation(text string) bool {
	return strings.IndexByte(text, '(') >= 0 && strings.IndexByte(text, ')') >= 0
}

// spanTag returns the length of the <span …> or </span> tag s starts
// with, 0 if it starts with none.
func spanTag(s string) int {
	t := strings.ToLower(s[:min(len(s), 7)])
	switch {
	case t == "</span>":
		return 7
	case strings.HasPrefix(t, "<span>"):
		return 6
	case strings.HasPrefix(t, "<span "):
		// The scan stops at the next "<", so a line of many "<span " stays
		// linear.
		if j := strings.IndexAny(s[1:], "<>\n"); j >= 0 && s[1+j] == '>' {
			return j + 2
		}
	}
	return 0
}
