// Package view builds the page's HTML from the engine's results: the note
// articles grouped by release and kind (or ranked), the filter panel and the
// release picker. It is pure Go, tested on the host; package main (the
// WebAssembly glue) only moves its strings into the DOM.
//
// Every string it returns is safe for innerHTML: values are escaped here and
// note bodies come from package render.
package view

import (
	"html"
	"slices"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/search"
)

// maxCached bounds the note cache; past it the cache starts over, which is
// cheaper than tracking recency for what is a per-keystroke working set.
// It is five pages of notes: at 4,000, a long session at four times
// today's notes filled it for hundreds of searches, and the page's memory
// (two and a half times the live heap, gc.go) grew 13% past what it was
// after 30 searches.
const maxCached = 1000

// View renders a store's notes, caching each note body as a template
// (render.Stored: rebuilt from the parts stored at build time, or rendered
// by the parse module for an opened file's note): the first screen of a
// view is usually shown again on the next keystroke or filter click with
// other marks, and making the template is the slowest step of a render.
type View struct {
	// Lang is the interface language of everything the view writes but
	// the notes themselves, which stay as upstream wrote them.
	Lang  i18n.Lang
	store *notes.Store
	cache map[int]*render.Template // by note id
	// groups[id] spans the ids of note id's release and of its kind within
	// that release: the store numbers notes in display order, so each group
	// is a run of ids, and a result's count for a group is found by binary
	// search instead of a pass over every match.
	groups []groupSpan
	// contextCache holds the rendered release context by its markdown
	// (see ContextHTML); a store has a few hundred sections at most.
	contextCache map[string]*render.Template
	// parts holds, by note id, what the card of a note of megabytes has not
	// shown yet (see WholeSlice).
	parts map[int]*noteParts
}

type groupSpan struct {
	relStart, relEnd, kindStart, kindEnd int32
}

// New returns a view of store.
func New(store *notes.Store) *View {
	v := &View{Lang: i18n.EN, store: store, cache: make(map[int]*render.Template), groups: make([]groupSpan, store.Len())}
	relStart, kindStart := 0, 0
	for id := 0; id <= store.Len(); id++ {
		var n, first, firstKind *parser.Note
		if id < store.Len() {
			n = store.Note(id)
		}
		if id > 0 {
			first, firstKind = store.Note(relStart), store.Note(kindStart)
		}
		if id == 0 || n == nil || n.Version != first.Version || n.Kind != firstKind.Kind {
			for j := kindStart; j < id; j++ {
				v.groups[j].kindStart, v.groups[j].kindEnd = int32(kindStart), int32(id)
			}
			kindStart = id
		}
		if id == 0 || n == nil || n.Version != first.Version {
			for j := relStart; j < id; j++ {
				v.groups[j].relStart, v.groups[j].relEnd = int32(relStart), int32(id)
			}
			relStart = id
		}
	}
	return v
}

// Page is one result laid out for display. Notes are rendered in chunks
// (see Chunk), so a long result never blocks the page.
type Page struct {
	Result *notes.Result
	// ids are the notes the page shows, in order: the result's, with the
	// notes left out of the write-up between them when the state shows
	// those (Result.Left); marks align with ids (nil without search).
	ids   []int
	marks [][]search.Mark
	left  map[int]bool
}

// Page prepares res for display.
func (v *View) Page(res *notes.Result) *Page {
	p := &Page{Result: res, ids: res.IDs, marks: res.Marks}
	if len(res.Left) == 0 {
		return p
	}
	n := len(res.IDs) + len(res.Left)
	p.ids = make([]int, 0, n)
	p.left = make(map[int]bool, len(res.Left))
	withMarks := res.Marks != nil
	if withMarks {
		p.marks = make([][]search.Mark, 0, n)
	}
	l := 0
	for i := 0; i <= len(res.IDs); i++ {
		for ; l < len(res.Left) && res.Left[l].At == i; l++ {
			p.ids = append(p.ids, res.Left[l].ID)
			p.left[res.Left[l].ID] = true
			if withMarks {
				p.marks = append(p.marks, res.Left[l].Marks)
			}
		}
		if i < len(res.IDs) {
			p.ids = append(p.ids, res.IDs[i])
			if withMarks {
				p.marks = append(p.marks, res.MarksAt(i))
			}
		}
	}
	return p
}

// Len is the number of notes the page shows: the result's, and the notes
// left out when the state shows them greyed.
func (p *Page) Len() int { return len(p.ids) }

// ID is the store id of the page's i-th note.
func (p *Page) ID(i int) int { return p.ids[i] }

func (p *Page) marksAt(i int) []search.Mark {
	if i < len(p.marks) {
		return p.marks[i]
	}
	return nil
}

// releaseCount and kindCount return how many matches of the page fall in
// note id's release, and in its kind within that release, shown or not.
func (v *View) releaseCount(p *Page, id int) int {
	g := v.groups[id]
	return countIn(p.Result.IDs, g.relStart, g.relEnd)
}

func (v *View) kindCount(p *Page, id int) int {
	g := v.groups[id]
	return countIn(p.Result.IDs, g.kindStart, g.kindEnd)
}

// countIn returns how many of ids (ascending) fall in [start, end).
func countIn(ids []int, start, end int32) int {
	lo, _ := slices.BinarySearch(ids, int(start))
	hi, _ := slices.BinarySearch(ids, int(end))
	return hi - lo
}

// Chunk is the HTML of notes [from, to) of a page, split by where it goes
// so chunks after the first continue the groups already on the page: Kind
// goes at the end of the last kind section, Release at the end of the last
// release section, Top at the end of the results.
type Chunk struct {
	Kind, Release, Top string
}

// flush moves what b holds to the part of c that level names: 0 the open
// kind section, 1 the open release (or range) section, 2 the top of the
// results.
func (c *Chunk) flush(level int, b *strings.Builder) {
	switch level {
	case 0:
		c.Kind += b.String()
	case 1:
		c.Release += b.String()
	default:
		c.Top += b.String()
	}
	b.Reset()
}

// Chunk renders notes [from, to) of p.
func (v *View) Chunk(p *Page, from, to int) Chunk {
	ids := p.ids
	to = min(to, len(ids))
	if from >= to {
		return Chunk{}
	}
	var b strings.Builder
	if p.Result.Ranked {
		for i := from; i < to; i++ {
			v.writeNote(&b, p, i, true)
		}
		return Chunk{Top: b.String()}
	}
	if p.Result.Comparison != nil {
		return v.compareChunk(p, from, to)
	}
	var c Chunk
	// Where the notes go: 0 into the open kind section, 1 into the open
	// release section, 2 into the results. A new group moves to a higher
	// level and never back.
	level := 2
	var prev *parser.Note
	if from > 0 {
		prev = v.store.Note(ids[from-1])
		level = 0
	}
	for i := from; i < to; i++ {
		id := ids[i]
		n := v.store.Note(id)
		newRelease := prev == nil || n.Version != prev.Version
		newKind := newRelease || n.Kind != prev.Kind
		if newRelease {
			if prev != nil {
				b.WriteString(closers[level])
				c.flush(level, &b)
			}
			level = 2
			b.WriteString(`<section class="release" data-version="`)
			b.WriteString(html.EscapeString(n.Version))
			b.WriteString(`"><h2>`)
			b.WriteString(html.EscapeString(n.Version))
			writeCountLabel(&b, v.NotesLabel(v.releaseCount(p, id)))
			b.WriteString("</h2>\n")
		} else if newKind {
			if level == 0 {
				c.flush(0, &b)
				level = 1
				b.WriteByte('\n') // after the kind section just closed, as in one chunk
			} else {
				b.WriteString("</section>\n")
			}
		}
		if newKind {
			b.WriteString(`<section class="kind" data-kind="`)
			b.WriteString(html.EscapeString(string(n.Kind)))
			b.WriteString(`"><h3>`)
			b.WriteString(html.EscapeString(v.Lang.Kind(string(n.Kind))))
			writeCount(&b, v.kindCount(p, id), "", "")
			b.WriteString("</h3>\n")
		}
		v.writeNote(&b, p, i, false)
		prev = n
	}
	b.WriteString(closers[level])
	c.flush(level, &b)
	return c
}

// closers close the sections a chunk opened, by level (see Chunk).
// Each is the end of what one chunk writes there, so a page rendered in
// chunks is byte for byte the page rendered at once (tools/prerender
// writes it so): a release's last kind section closes right before it.
var closers = [...]string{"", "</section>", "</section></section>\n"}

// writeCount writes a group heading's count; singular and plural label it
// when not empty.
func writeCount(b *strings.Builder, n int, singular, plural string) {
	b.WriteString(` <span class="count">`)
	b.WriteString(strconv.Itoa(n))
	if singular != "" {
		b.WriteByte(' ')
		if n == 1 {
			b.WriteString(singular)
		} else {
			b.WriteString(plural)
		}
	}
	b.WriteString("</span>")
}

// writeNote writes the article of note p.ids[i]. ranked notes carry
// their release and kind, since no group heading gives them.
func (v *View) writeNote(b *strings.Builder, p *Page, i int, ranked bool) {
	id := p.ids[i]
	n := v.store.Note(id)
	marks := p.marksAt(i)
	left := p.left[id]
	// A card standing for several copies of a change cites every PR they
	// carry (a cherry-pick's own PR included), so a search or a filter by
	// any of them finds the card that names it.
	prs := p.Result.PRs(id)
	b.WriteString(`<article class="note`)
	if left {
		// Greyed by the style sheet; the pick button says "Keep".
		b.WriteString(` left`)
	}
	b.WriteString(`" data-id="`)
	b.WriteString(strconv.Itoa(id))
	b.WriteString(`" data-version="`)
	b.WriteString(html.EscapeString(n.Version))
	b.WriteString(`" data-kind="`)
	b.WriteString(html.EscapeString(string(n.Kind)))
	b.WriteString(`" data-prs="`)
	for i, pr := range prs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(pr))
	}
	b.WriteString(`">`)
	// Ranked notes have no group heading to say where they are from, and
	// a comparison's notes are grouped by kind only. A change shown once
	// across releases says which other releases carry it.
	also := p.Result.AlsoIn(id)
	if where := ranked || p.Result.Comparison != nil; where || len(also) > 0 {
		b.WriteString(`<p class="where">`)
		if where {
			writeVersionLink(b, n.Version)
		}
		if ranked {
			b.WriteString(` · <span class="kind">`)
			b.WriteString(html.EscapeString(v.Lang.Kind(string(n.Kind))))
			b.WriteString("</span>")
		}
		if where {
			v.writeAlsoIn(b, also)
		} else {
			b.WriteString(`<span class="also">`)
			b.WriteString(html.EscapeString(v.Lang.F("also in %s", strings.Join(also, ", "))))
			b.WriteString("</span>")
		}
		b.WriteString("</p>")
	}
	if n.Section != "" {
		b.WriteString(`<p class="section">`)
		b.WriteString(html.EscapeString(n.Section))
		b.WriteString("</p>")
	}
	b.WriteString(`<div class="body">`)
	v.writeBody(b, id, n, marks)
	v.writeNoteGates(b, id)
	b.WriteString(`</div><footer class="meta">`)
	v.writeMeta(b, n, prs, p.Result.SIGs(id), p.Result.Areas(id), p.Result.State, marks)
	v.writePick(b, n, p.Result.State, left)
	b.WriteString("</footer></article>\n")
}

// A note longer than foldKeep+foldLeast bytes of text (40 of 10,000)
// shows its first foldKeep or so, a few lines, and folds the rest into a
// closed <details>, which the browser neither styles nor lays out: such a
// card among a search's first notes made a keystroke take twice as long.
// Find in page still reaches the rest: Chromium (97 and later) searches a
// closed details and opens it on a match.
const foldKeep, foldLeast = 600, 300

// writeBody writes note id's rendered body, a long one folded (see
// foldKeep).
func (v *View) writeBody(b *strings.Builder, id int, n *parser.Note, marks []search.Mark) {
	head, rest := render.Fold(v.body(id, n, marks), foldKeep, foldLeast)
	b.WriteString(head)
	if rest != "" {
		b.WriteString(`<details class="rest"><summary>`)
		b.WriteString(html.EscapeString(v.Lang.T("The rest of this note")))
		b.WriteString("</summary>")
		shown, unwritten := render.Blocks(rest, WholeSlice)
		if unwritten == "" {
			b.WriteString(rest)
		} else {
			b.WriteString(`<div class="note-part">`)
			b.WriteString(shown)
			b.WriteString(`</div><p class="note-next"><button type="button" class="note-next" data-id="`)
			b.WriteString(strconv.Itoa(id))
			b.WriteString(`">`)
			b.WriteString(html.EscapeString(v.keepParts(id, unwritten, len(shown), len(rest))))
			b.WriteString("</button></p>")
		}
		b.WriteString("</details>")
	}
}

// WholeSlice is about how many bytes of a note's folded rest a card holds
// at a time. Only an opened file's note reaches it (the longest shipped
// note is under 5 KB of text; hostile4's notes of 1 MB stay whole): a
// longer rest shows in parts, the next one replacing the last at a click
// on "Show the next part of this note" (NextPart), and the export gives
// the whole note. A 20 MB note written whole was one task of 0.15–0.9 s,
// 0.4 s of it Chromium parsing the HTML, even into a closed <details>;
// written whole in slices between tasks, laying out the open card took
// tasks of 0.3–0.9 s as it grew. 2 MB parsed in tens of milliseconds, but
// a part of 2 MB without a space took 0.2–0.45 s to lay out (every
// character a place to break the line at, overflow-wrap: anywhere); a
// quarter of it takes a quarter of that.
const WholeSlice = 512 << 10

// noteParts is the rest of a note of megabytes that its card has not
// shown yet: rest, after done of total bytes.
type noteParts struct {
	rest        string
	done, total int
}

// keepParts keeps the part of note id's folded rest (total bytes) after
// the done bytes its card shows, for NextPart, and returns the label of
// the card's button; a few notes at most, the last cards written.
func (v *View) keepParts(id int, rest string, done, total int) string {
	if v.parts == nil || len(v.parts) >= 8 {
		v.parts = map[int]*noteParts{}
	}
	v.parts[id] = &noteParts{rest: rest, done: done, total: total}
	return v.partsLabel(done, total)
}

func (v *View) partsLabel(done, total int) string {
	return v.Lang.F("Show the next part of this note (%d%% shown)", done*100/total)
}

// NextPart returns the next part of note id's folded rest, its card's
// button's new label ("" after the last part), and false when the card
// has no part left to show (a card written before the last view).
func (v *View) NextPart(id int) (part, label string, ok bool) {
	p := v.parts[id]
	if p == nil || p.rest == "" {
		return "", "", false
	}
	part, p.rest = render.Blocks(p.rest, WholeSlice)
	p.done += len(part)
	if p.rest == "" {
		delete(v.parts, id)
		return part, "", true
	}
	return part, v.partsLabel(p.done, p.total), true
}

// body returns the rendered markdown of note id without its citation
// trailer, which the footer shows as links and chips.
func (v *View) body(id int, n *parser.Note, marks []search.Mark) string {
	return v.template(id, n).Render(marks)
}

// template is note id's rendered body, from the cache or rendered now.
func (v *View) template(id int, n *parser.Note) *render.Template {
	return v.templatePaced(id, n, nil)
}

// templatePaced is template, calling a non-nil pause between slices of the
// rendering of a long note (render.StoredPaced).
func (v *View) templatePaced(id int, n *parser.Note, pause func()) *render.Template {
	t, ok := v.cache[id]
	if !ok {
		t = render.StoredPaced(notes.NoteText(n.Markdown), n.Template, pause)
		if len(v.cache) >= maxCached {
			clear(v.cache)
		}
		v.cache[id] = t
	}
	return t
}

// Prepare renders the bodies of the first n notes st shows, calling pause
// after each, so that showing st renders none. A note of a file a person
// opened has no stored rendering: the parse module renders it
// (render.Unstored), which for a note of megabytes takes 0.1 s and more in
// WebAssembly; in the task that showed it, after the file's store was
// built, it made that task 150–210 ms. Nothing is prepared for a view
// that needs the search index before it is built, for a comparison (whose
// notes the view's own comparison finds) or for the feature gates.
func (v *View) Prepare(st notes.State, n int, pause func()) {
	if st.Compare() || st.Gates != "" || st.Gate != "" || !v.store.ReadyFor(st) {
		return
	}
	ids := v.store.Match(st).IDs
	for _, id := range ids[:min(n, len(ids))] {
		v.templatePaced(id, v.store.Note(id), pause)
		pause()
	}
}

// writeMeta writes a card's pull requests (prs) and its note's authors as
// links to GitHub, then chips for its kind, SIGs and areas that toggle
// those filters. Like prs, sigs and areas are the change's, its copies'
// included (notes.Result.SIGs): a filter matches a change by any copy's
// label, and the card says which.
func (v *View) writeMeta(b *strings.Builder, n *parser.Note, prs []int, sigs, areas []string, st notes.State, marks []search.Mark) {
	searched := searchedPRs(st, marks)
	rest := 0
	for i, pr := range prs {
		if i >= shownPRs && !searched[pr] {
			rest++
			continue
		}
		num := strconv.Itoa(pr)
		b.WriteString(`<a class="pr" href="https://github.com/kubernetes/kubernetes/pull/`)
		b.WriteString(num)
		b.WriteString(`" rel="noopener noreferrer">`)
		writeMaybeMarked(b, "#"+num, marks)
		b.WriteString("</a> ")
	}
	if rest > 0 {
		b.WriteString(`<span class="more-prs">`)
		b.WriteString(html.EscapeString(v.Lang.F("and %d more pull requests", rest)))
		b.WriteString(`</span> `)
	}
	for _, a := range n.Authors {
		if !isGitHubName(a) {
			continue
		}
		b.WriteString(`<a class="author" href="https://github.com/`)
		b.WriteString(a)
		b.WriteString(`" rel="noopener noreferrer">`)
		writeMaybeMarked(b, "@"+a, marks)
		b.WriteString("</a> ")
	}
	if n.ActionRequired {
		b.WriteString(`<span class="badge action">`)
		b.WriteString(html.EscapeString(v.Lang.T("Action required")))
		b.WriteString(`</span> `)
	}
	writeChip(b, "kind", string(n.Kind), v.Lang.Kind(string(n.Kind)), contains(st.Values("kind"), string(n.Kind)))
	v.writeSIGs(b, sigs, st)
	for _, a := range areas {
		writeChip(b, "area", a, "area/"+a, contains(st.Values("area"), a))
	}
}

// shownPRs is how many pull requests a card links before "and N more
// pull requests": a note of an opened file citing 100,000 of them was a
// card of 100,000 links, 11 MB of HTML whose parse and layout were tasks of
// 1–6 s each time it was shown. The shipped card citing most, its copies'
// included, names 34, so no shipped card changes. A pull request a search names is linked wherever it is, so the
// card names what found it; search, the export and the CLI keep them all.
const shownPRs = 50

// searchedPRs is the set of pull requests st's search names: the words
// marked ("#123", a free-text search for 123) and the structured terms
// "#123" and "pr:123" (notes' parseTerms), which filter without marks.
func searchedPRs(st notes.State, marks []search.Mark) map[int]bool {
	var set map[int]bool
	add := func(w string) {
		if n, err := strconv.Atoi(w); err == nil && n > 0 {
			if set == nil {
				set = map[int]bool{}
			}
			set[n] = true
		}
	}
	for _, m := range marks {
		if w, ok := strings.CutPrefix(m.Word, "#"); ok {
			add(w)
		}
	}
	for _, w := range strings.Fields(st.Query) {
		if strings.HasPrefix(w, "#") {
			add(w[1:])
		} else if key, val, ok := strings.Cut(w, ":"); ok && strings.EqualFold(key, "pr") {
			add(strings.TrimPrefix(val, "#"))
		}
	}
	return set
}

// shownSIGs is how many SIG chips a card shows before "+N SIGs" when no
// SIG is viewed: a tree-wide change carries up to 19, which would bury
// the note under its chips.
const shownSIGs = 3

// writeSIGs writes a note's SIG chips, collapsed: the viewed SIGs (or the
// first shownSIGs when none is viewed) stay, the rest fold into a
// "+9 SIGs" disclosure. A <details> element: it opens with a click, Enter
// or Space and says whether it is open, before and without the page's
// handlers.
func (v *View) writeSIGs(b *strings.Builder, sigs []string, st notes.State) {
	viewed := st.Values("sig")
	show := func(i int, s string) bool {
		if len(viewed) > 0 {
			return contains(viewed, s)
		}
		return i < shownSIGs
	}
	rest := 0
	for i, s := range sigs {
		if show(i, s) {
			writeChip(b, "sig", s, "SIG "+notes.SIGTitle(s), contains(viewed, s))
		} else {
			rest++
		}
	}
	// Folding away a single chip saves nothing: the button is as wide.
	if rest == 1 {
		for i, s := range sigs {
			if !show(i, s) {
				writeChip(b, "sig", s, "SIG "+notes.SIGTitle(s), false)
			}
		}
		return
	}
	if rest == 0 {
		return
	}
	b.WriteString(`<details class="more-sigs"><summary>`)
	b.WriteString(html.EscapeString(v.Lang.F("+%d SIGs", rest)))
	b.WriteString(`</summary>`)
	for i, s := range sigs {
		if !show(i, s) {
			writeChip(b, "sig", s, "SIG "+notes.SIGTitle(s), false)
		}
	}
	b.WriteString(`</details> `)
}

// writePick writes the button that leaves the note out of the write-up
// (the "drop" group, by its first PR) or, on a greyed note, keeps it (by
// the PR the state leaves it out by). A
// chip of the drop group, so the page's chip handler toggles it. Not
// aria-pressed: its words change instead, which read better than a
// pressed "Leave out".
func (v *View) writePick(b *strings.Builder, n *parser.Note, st notes.State, left bool) {
	if len(n.PRs) == 0 {
		return // the drop group names notes by PR
	}
	pr := strconv.Itoa(n.PRs[0])
	if left {
		// A link may leave the note out by another of its PRs: Keep
		// removes the one the link names.
		for _, p := range n.PRs {
			if contains(st.Values("drop"), strconv.Itoa(p)) {
				pr = strconv.Itoa(p)
				break
			}
		}
	}
	label, title := v.Lang.T("Leave out"), v.Lang.F("Leave #%s out of the write-up and exports", pr)
	if left {
		label, title = v.Lang.T("Keep"), v.Lang.F("Keep #%s in the write-up and exports", pr)
	}
	b.WriteString(`<button type="button" class="chip pick" data-group="drop" data-value="`)
	b.WriteString(pr)
	b.WriteString(`" title="`)
	b.WriteString(html.EscapeString(title))
	b.WriteString(`">`)
	b.WriteString(html.EscapeString(label))
	b.WriteString(`</button>`)
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// writeChip writes a button that toggles one filter value; aria-pressed
// says whether the filter is on.
func writeChip(b *strings.Builder, group, value, label string, on bool) {
	b.WriteString(`<button type="button" class="chip `)
	b.WriteString(group)
	b.WriteString(`" data-group="`)
	b.WriteString(group)
	b.WriteString(`" data-value="`)
	b.WriteString(html.EscapeString(value))
	b.WriteString(`" aria-pressed="`)
	b.WriteString(strconv.FormatBool(on))
	b.WriteString(`">`)
	b.WriteString(html.EscapeString(label))
	b.WriteString("</button> ")
}

// writeMaybeMarked writes s escaped, in <mark> when a mark's word is s
// (the search indexes "#123" and author names as words).
func writeMaybeMarked(b *strings.Builder, s string, marks []search.Mark) {
	for _, m := range marks {
		if m.Word != "" && (strings.EqualFold(m.Word, s) || strings.EqualFold("@"+m.Word, s)) {
			b.WriteString("<mark>")
			b.WriteString(html.EscapeString(s))
			b.WriteString("</mark>")
			return
		}
	}
	b.WriteString(html.EscapeString(s))
}

// isGitHubName reports whether s can be a GitHub login, so a link built
// from it stays on github.com.
func isGitHubName(s string) bool {
	if s == "" || len(s) > 39 {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '[' || c == ']') {
			return false
		}
	}
	return true
}
