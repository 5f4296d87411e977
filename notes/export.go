package notes

import (
	"slices"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/export/jsonw"
	"github.com/kubechangelog/kubechangelog/parser"
)

// standardKinds are the headings a summary always prints, with "None"
// under the empty ones; the other kinds appear only when they have notes.
var standardKinds = []parser.Kind{
	parser.KindDeprecation, parser.KindAPIChange, parser.KindFeature,
	parser.KindDocumentation, parser.KindFailingTest, parser.KindBug,
	parser.KindCleanup,
}

// NoteText returns a note's markdown without its trailing citation,
// "([#1](…), [@a](…)) [SIG X]", which exports write in their short form and
// the page shows as links and chips. It is a byte scanner rather than a
// regular expression because it runs for every note a view renders or a
// comparison deduplicates, where the expression cost as much as rendering
// the note in WebAssembly; a test holds it to the expression on every
// shipped note.
//
// The citation is also read in the forms of old notes: "([#48184],
// [@CaoShuFeng](…))" with the pull request unlinked (1.8), "(#41988,
// @sjenning)" with nothing linked (1.6, 1.7); and the SIGs after it as
// "Courtesy of SIG Apps, and SIG Storage" (1.12).
//
// Upstream wrote some notes with such a reference before more words (1.25's
// #111691 "predicate ([#109706](…)) as to not have unschedulable nodes
// removed …", 1.9's #53233) or ran two notes together on one line (1.10's
// "([#59291](…), [@bsalamat](…))* Add generic cache for Azure VMSS
// ([#59652](…), …)"). Where what the first such reference starts is more
// than a citation, only the last citation goes: the cards showed these
// notes cut at the reference, and a write-up did too.
func NoteText(md string) string {
	text := firstCitationCut(md)
	body := strings.TrimSpace(cutLabels(md))
	if !strings.HasPrefix(body, text) {
		return text
	}
	rest := strings.TrimSpace(body[len(text):])
	if rest == "" || isCitation(rest) {
		return text
	}
	if i := max(strings.LastIndex(body, "([#"), strings.LastIndex(body, "( [#")); i > len(text) && isCitation(body[i:]) {
		return strings.TrimSpace(body[:i])
	}
	return text
}

// firstCitationCut is NoteText's first reading: md cut at the first
// "([#N](…)" whose parenthesis closes on the note's last line (or at an
// unlinked citation ending it), which is the citation in all but a few
// notes (see NoteText).
func firstCitationCut(md string) string {
	body := cutLabels(md)
	if !strings.HasSuffix(body, ")") {
		return strings.TrimSpace(md)
	}
	if open, ok := cutPlainCitation(body); ok {
		return strings.TrimSpace(open)
	}
	// The first "(" [space] "[#digits](target)" after which the citation
	// closes on the same line, as the trailer expression of the test finds it.
	// The scans below remember what they found, so that many "([#1]" or
	// "([#1](" in one note do not each read the rest of it again.
	lastNL := strings.LastIndexByte(body, '\n')
	rp := -1 // the first ')' after the last link's "](", once found
	for at := 0; ; {
		i := strings.Index(body[at:], "[#")
		if i < 0 {
			return strings.TrimSpace(md)
		}
		i += at
		at = i + 2
		j := at
		for j < len(body) && body[j] >= '0' && body[j] <= '9' {
			j++
		}
		if j == at || !strings.HasPrefix(body[j:], "]") {
			continue
		}
		open := strings.TrimRight(body[:i], " \t\r\n")
		if !strings.HasSuffix(open, "(") {
			continue
		}
		rest := j + 1 // "[#N]" unlinked: the list closes at the end
		if strings.HasPrefix(body[j:], "](") {
			if rp < j+2 {
				if k := strings.IndexByte(body[j+2:], ')'); k >= 0 {
					rp = j + 2 + k
				} else {
					rp = len(body)
				}
			}
			if rp == len(body) {
				continue
			}
			rest = rp + 1
		}
		if rest >= len(body) || lastNL >= rest {
			continue // the citation must close on the line its link ends
		}
		return strings.TrimSpace(open[:len(open)-1])
	}
}

// cutLabels returns md without its trailing SIG labels, "[SIG X]" or 1.12's
// "Courtesy of SIG Apps, and SIG Storage", and trailing white space: what
// NoteText cuts a citation from.
func cutLabels(md string) string {
	body := strings.TrimRight(md, " \t\r\n")
	// An optional "[SIG …]" after the citation.
	if strings.HasSuffix(body, "]") {
		if i := strings.LastIndex(body, "[SIG "); i >= 0 && !strings.Contains(body[i:len(body)-1], "]") {
			return strings.TrimRight(body[:i], " \t\r\n")
		}
	}
	if i := strings.LastIndex(body, courtesyOf); i >= 0 && !strings.ContainsRune(body[i:], '\n') {
		body = strings.TrimRight(body[:i], " \t\r\n")
	}
	return body
}

// courtesyOf opens 1.12's SIG trailer (see NoteText).
const courtesyOf = "Courtesy of SIG "

// cutPlainCitation cuts an unlinked citation, "(#41988, @sjenning)", off
// the end of body: "(" then "#N" then ", #N" or ", @login" items, then
// ")". It returns the text before the "(".
func cutPlainCitation(body string) (string, bool) {
	i := strings.LastIndexByte(body, '(')
	if i < 0 || !strings.HasPrefix(body[i+1:], "#") {
		return "", false
	}
	items := strings.TrimSpace(body[i+1 : len(body)-1])
	for n, item := range strings.Split(items, ",") {
		item = strings.TrimPrefix(item, " ")
		switch {
		case len(item) > 1 && item[0] == '#' && isDigits(item[1:]):
		case n > 0 && len(item) > 1 && item[0] == '@' && isGitHubLogin(item[1:]):
		default:
			return "", false
		}
	}
	return body[:i], true
}

func isDigits(s string) bool {
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// Citation is the short form summaries use: "(#123, @author) [sig/node]".
func Citation(n *parser.Note) string {
	return citation(n, nil, false)
}

// citation writes, in parentheses, n's pull requests, refs (other
// references upstream's citation has, as written; see lostRefs) and its
// authors, then its SIG labels: "(#1, @a) [sig/node]"; the pull requests
// and authors as links when linked (LinkedCitation).
//
// It writes into one builder: a note citing 100,000 pull requests was a
// string apiece, joined, 0.1 s a citation in the page.
func citation(n *parser.Note, refs []string, linked bool) string {
	var b strings.Builder
	open := false
	next := func() {
		if open {
			b.WriteString(", ")
		} else {
			b.WriteByte('(')
			open = true
		}
	}
	var num []byte
	for _, p := range n.PRs {
		next()
		num = strconv.AppendInt(num[:0], int64(p), 10)
		if linked {
			b.WriteString("[#")
			b.Write(num)
			b.WriteString("](" + prURL)
			b.Write(num)
			b.WriteByte(')')
		} else {
			b.WriteByte('#')
			b.Write(num)
		}
	}
	for _, r := range refs {
		next()
		b.WriteString(r)
	}
	for _, a := range n.Authors {
		next()
		// An author that cannot be a GitHub login stays plain text, so
		// no link leaves github.com.
		if linked && isGitHubLogin(a) {
			b.WriteString("[@" + a + "](https://github.com/" + a + ")")
		} else {
			b.WriteString("@" + a)
		}
	}
	if open {
		b.WriteByte(')')
	}
	if len(n.SIGs) > 0 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte('[')
		for i, s := range n.SIGs {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString("sig/" + s)
		}
		b.WriteByte(']')
	}
	return b.String()
}

// Title names the view: the release or range, then the filters.
func (s *Store) Title(r *Result) string {
	st := r.State
	var b strings.Builder
	b.WriteString("Kubernetes ")
	switch {
	case st.Compare():
		b.WriteString(st.From + " → " + st.To)
	case st.Version != "":
		b.WriteString(st.Version)
	default:
		b.WriteString("release notes, all releases")
	}
	var filters []string
	for _, g := range Groups {
		for _, v := range st.Filters[g.Key] {
			if t := g.Title(v); t != "" {
				filters = append(filters, t)
			}
		}
	}
	if q := strings.TrimSpace(st.Query); q != "" {
		filters = append(filters, "matching "+strconv.Quote(q))
	}
	if len(filters) > 0 {
		b.WriteString(": " + strings.Join(filters, ", "))
	}
	return b.String()
}

// Markdown exports r in the layout per-SIG summaries use: title, urgent
// upgrade notes, "Changes by Kind" with the standard headings in upstream
// order ("None" under empty ones), then dependency changes when r has them.
// Each note's citation goes where a rendered list item shows it (citedNote:
// after a closing code fence, on a line of its own).
// The page and `kubechangelog query/diff -o markdown` print the same bytes.
func (s *Store) Markdown(r *Result) string {
	multi := len(r.Releases) > 1
	var b strings.Builder
	b.WriteString("# " + s.Title(r) + "\n\n")
	b.WriteString(NoteCount(len(r.IDs)) + ".\n\n")
	// The release's Major Themes and Known Issues, as upstream prints them
	// before its notes, as the view shows them (ViewContext), their text
	// readied as the write-up's is; a strings.Builder never fails.
	ctx := s.ViewContext(r)
	writeUpContext(ctx)
	_ = WriteContext(&b, ctx, multi, "")
	s.writeByKind(&b, r, r.IDs, func(b *strings.Builder, n *parser.Note) {
		// Room for the note first: the builder doubling its way up to a
		// note of 20 MB copied it several times over; and the item is
		// written into it, not first made a string of its own.
		b.Grow(len(n.Markdown) + 256)
		// A note of megabytes is tasks of its own in the page, one for
		// each of citedNote's passes and one to write it: a 20 MB note
		// was one task of 210–363 ms.
		var pause func()
		if r.pause != nil && len(n.Markdown) >= pacedNoteBytes {
			pause = r.pause
			pause()
		}
		body, _ := citedNote(n, false, multi, pause)
		if pause != nil {
			pause()
		}
		b.WriteString("- ")
		// A note split from an old layout's group opens with the group's
		// words, as in the write-up and over the card (groupLead).
		b.WriteString(leadOf(body, groupLead(n, r.State.Values("sig"))))
		b.WriteString(indent(body, "  "))
		b.WriteByte('\n')
	})
	out := b.String()
	if strings.HasSuffix(out, "\n") && !strings.HasSuffix(out, "\n\n") {
		return out // as it would be, without a copy
	}
	if t := strings.TrimRight(out, "\n"); t != "" {
		return out[:len(t)+1] // the text and one newline, without a copy
	}
	return "\n"
}

// pacedNoteBytes is the size from which a paced export (see Paced) pauses
// before and after reading a note: in WebAssembly, some tens of
// milliseconds of work.
const pacedNoteBytes = 1 << 20

// ExportBytes is the size of the notes of r, the least an export of r
// writes: a view of few notes may still be megabytes to write (one note of
// an opened file may be 20 MB), which the page writes between tasks.
func (s *Store) ExportBytes(r *Result) int {
	n := 0
	for _, id := range r.IDs {
		n += len(s.notes[id].Markdown)
	}
	return n
}

// writeByKind writes ids (in their order within each kind) under
// upstream's headings: "Urgent Upgrade Notes" when there are any or the
// view is one release or a range, then "Changes by Kind" with every
// standard kind in upstream order and "None" under empty ones. item
// writes one note's list item, newline included.
func (s *Store) writeByKind(b *strings.Builder, r *Result, ids []int, item func(b *strings.Builder, n *parser.Note)) {
	byKind := map[parser.Kind][]int{}
	for _, id := range ids {
		k := s.notes[id].Kind
		byKind[k] = append(byKind[k], id)
	}
	written := 0
	writeNotes := func(ids []int) {
		if len(ids) == 0 {
			b.WriteString("None\n\n")
			return
		}
		for _, id := range ids {
			if r.pause != nil && written%pacedEvery == pacedEvery-1 {
				r.pause()
			}
			written++
			item(b, r.Labelled(id))
		}
		b.WriteString("\n")
	}
	if ids := byKind[parser.KindUrgent]; len(ids) > 0 || r.State.Version != "" || r.State.Compare() {
		b.WriteString("## Urgent Upgrade Notes\n\n")
		writeNotes(ids)
	}
	b.WriteString("## Changes by Kind\n\n")
	for _, k := range s.kindOrder(byKind) {
		ids := byKind[k]
		if len(ids) == 0 && !slices.Contains(standardKinds, k) {
			continue
		}
		b.WriteString("### " + string(k) + "\n\n")
		writeNotes(ids)
	}
}

// kindOrder is the order of the kinds under "Changes by Kind" (parser.Kinds,
// Urgent Upgrade Notes apart) for the notes byKind holds, as upstream
// prints them: since 1.36 upstream lists "### Dependency" first
// (release-notes-1.37.md, CHANGELOG-1.37.md's v1.37.0-alpha.1), where 1.5
// to 1.18 close with their external dependencies. Dependency comes first
// when every release of its notes lists them first (leadsWithDeps), and
// last otherwise: after "Other notes" too, the old layouts' SIG and
// "Notable Changes" sections, which upstream prints before its
// "External Dependencies" (release-notes-1.13.md, 1.18's "Dependencies").
func (s *Store) kindOrder(byKind map[parser.Kind][]int) []parser.Kind {
	deps := byKind[parser.KindDependency]
	lead := len(deps) > 0
	seen := map[int]bool{}
	for _, id := range deps {
		if ri := s.release[id]; !seen[ri] {
			seen[ri] = true
			lead = lead && leadsWithDeps(&s.releases[ri])
		}
	}
	order := make([]parser.Kind, 0, len(parser.Kinds))
	if lead {
		order = append(order, parser.KindDependency)
	}
	for _, k := range parser.Kinds {
		if k != parser.KindUrgent && k != parser.KindDependency {
			order = append(order, k)
		}
	}
	if !lead {
		order = append(order, parser.KindDependency)
	}
	return order
}

// leadsWithDeps reports whether release r's first note after its urgent
// upgrade notes, in upstream order (the store keeps the release's notes in
// the order it read them; its ids go kind by kind), is a dependency's.
func leadsWithDeps(r *parser.Release) bool {
	for i := range r.Notes {
		if k := r.Notes[i].Kind; k != parser.KindUrgent {
			return k == parser.KindDependency
		}
	}
	return false
}

// indent prefixes every line but the first, so a multi-line note stays
// inside its list item. A blank line (or one of white space alone) stays
// empty: "  " on it reads the same and is a line a linter flags.
func indent(s, prefix string) string {
	if !strings.Contains(s, "\n") {
		return s // one line: no copy of a note of megabytes
	}
	lines := strings.Split(s, "\n")
	for i := 1; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) == "" {
			lines[i] = ""
		} else {
			lines[i] = prefix + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}

// ExportNotes is the JSON form of r: the engine's NOTE objects.
type ExportNotes struct {
	Total int            `json:"total"`
	Notes []*parser.Note `json:"notes"`
}

// JSON exports r as {"total":N,"notes":[NOTE...]}.
func (s *Store) JSON(r *Result) ([]byte, error) {
	out := s.exportNotes(r)
	// As json.MarshalIndent(out, "", "  ") writes it, HTML escaped;
	// notes/json_test.go holds the two to the same bytes.
	w := jsonw.New(true)
	out.writePaced(w, r.pause)
	return w.Bytes(), nil
}

// exportNotes is the value JSON writes.
func (s *Store) exportNotes(r *Result) ExportNotes {
	out := ExportNotes{Total: len(r.IDs), Notes: make([]*parser.Note, 0, len(r.IDs))}
	for _, id := range r.IDs {
		out.Notes = append(out.Notes, r.Labelled(id))
	}
	return out
}

// sigTitles are the SIG names whose spelling is not their slug title-cased.
var sigTitles = map[string]string{
	"api-machinery":          "API Machinery",
	"cli":                    "CLI",
	"contributor-experience": "Contributor Experience",
	"k8s-infra":              "K8s Infra",
	"multicluster":           "Multicluster",
}

// SIGTitle spells a SIG slug as people write it: "cluster-lifecycle" →
// "Cluster Lifecycle".
func SIGTitle(slug string) string {
	if t, ok := sigTitles[slug]; ok {
		return t
	}
	words := strings.Split(slug, "-")
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// NoteCount says how many notes, as the exports write it: "1 note",
// "27 notes".
func NoteCount(n int) string {
	if n == 1 {
		return "1 note"
	}
	return strconv.Itoa(n) + " notes"
}
