package view

import (
	"html"
	"strconv"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/internal/urlquery"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// A comparison (notes.Result.Comparison) is shown as: a heading naming the
// range, the security fixes of the range, the chart (see chart.go), the
// notes grouped by kind in upstream order (urgent upgrade notes and
// deprecations first, as the engine orders them), each saying the release
// it came in and the other releases that carry it, and last the dependency
// changes. The notes are rendered in chunks like any result (compareChunk);
// the rest is small and rendered whole.

// CompareHeadHTML is what goes above a comparison's notes: the range, what
// the data lacks, the security fixes and the chart. It is "" without a
// comparison.
func (v *View) CompareHeadHTML(res *notes.Result) string {
	if res.Comparison == nil {
		return ""
	}
	return v.CompareRangeHTML(res.Comparison) + v.ChartHTML(res)
}

// CompareRangeHTML is the part of a comparison's head that depends on the
// range alone, not on filters or search: the range, what the data lacks,
// "Before you upgrade" and the security fixes. The chart (ChartHTML)
// follows it. The page writes it once per range (and language), as the
// widest range's "Before you upgrade" alone is over a hundred kilobytes
// of HTML, too much to write again on every keystroke.
func (v *View) CompareRangeHTML(c *notes.Comparison) string {
	if c == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(`<h2 class="range-title">`)
	b.WriteString(html.EscapeString(v.Lang.F("Upgrading from %s to %s", c.From, c.To)))
	b.WriteString("</h2>\n")
	b.WriteString(`<p class="range-releases">`)
	switch len(c.Releases) {
	case 0:
		b.WriteString(html.EscapeString(v.Lang.T("No release lies in this range.")))
	case 1:
		b.WriteString(html.EscapeString(v.Lang.F("Notes of %s.", c.Releases[0])))
	default:
		b.WriteString(html.EscapeString(v.Lang.F("Notes of %s releases: %s.", i18n.Count(len(c.Releases)), strings.Join(c.Releases, ", "))))
	}
	b.WriteString("</p>\n")
	if len(c.Missing) > 0 {
		b.WriteString(`<p class="range-missing">`)
		b.WriteString(html.EscapeString(v.Lang.F("The notes of %s are not in the data; their changes are missing here.", strings.Join(c.Missing, ", "))))
		b.WriteString("</p>\n")
	}
	if len(c.PartialLines) > 0 {
		// The shipped data holds the minor notes of most lines but not
		// their patch releases: say so rather than imply completeness.
		b.WriteString(`<p class="range-partial">`)
		b.WriteString(html.EscapeString(v.Lang.F("Patch releases of %s are not in the data: their notes and security fixes are not listed.", notes.LineSpans(c.PartialLines))))
		b.WriteString("</p>\n")
	}
	b.WriteString(v.BeforeHTML(c))
	if n := SecurityList.Len(c); n > 0 {
		b.WriteString(`<section class="security" id="security"><h3>`)
		b.WriteString(html.EscapeString(v.Lang.T("Security fixes")))
		writeCount(&b, n, "", "")
		b.WriteString("</h3>\n")
		v.writePagedList(&b, SecurityList, c)
		b.WriteString("</section>\n")
	}
	return b.String()
}

// ListPage is how many rows a long list of a comparison's (its security
// fixes, its dependency changes) shows, and how many more each click on
// its button (.list-more) adds (RowsHTML, MoreRowsLabel). Upstream's
// widest comparison moves about 400 modules and fixes a few dozen CVEs,
// listed whole; an opened file's 50,000 modules written in one task
// blocked the page for 0.4 s, and leaving the comparison (its nodes
// removed) for 0.3 s, and its 10,000 advisories, 2.9 MB of HTML in the
// head, for 0.25–0.38 s. Listed whole in slices, the 50,000 rows still
// made every later change of the document slow (opening the export
// dialog, which makes the rest of the page inert, took 0.6 s): a page at
// a time, as the notes are, a list grows only as far as a person reads.
// The export gives all of it.
const ListPage = 1000

// A PagedList is a list of a comparison's shown ListPage rows at a time:
// its section's id (the button's data-list), its length and its row i.
type PagedList struct {
	ID  string
	Len func(c *notes.Comparison) int
	row func(v *View, b *strings.Builder, c *notes.Comparison, i int)
}

// The comparison's paged lists.
var (
	SecurityList = PagedList{"security", func(c *notes.Comparison) int { return len(c.Security) + len(c.CVENotes) }, (*View).writeSecurityRow}
	DepsList     = PagedList{"dependencies", func(c *notes.Comparison) int { deps, _ := c.Deps(); return len(deps) }, (*View).writeDepRow}
)

// PagedLists are the lists a button names by its data-list.
var PagedLists = []PagedList{SecurityList, DepsList}

// writePagedList writes l's list of c: its first ListPage rows and the
// button for more.
func (v *View) writePagedList(b *strings.Builder, l PagedList, c *notes.Comparison) {
	b.WriteString("<ul>")
	b.WriteString(v.RowsHTML(l, c, 0, ListPage))
	b.WriteString("</ul>\n")
	if label := v.MoreRowsLabel(l, c, ListPage); label != "" {
		b.WriteString(`<p><button type="button" class="list-more" data-list="`)
		b.WriteString(l.ID)
		b.WriteString(`">`)
		b.WriteString(html.EscapeString(label))
		b.WriteString("</button></p>\n")
	}
}

// MoreRowsLabel is the text of l's button once shown of c's rows are
// listed: the next ListPage it adds of the rest, or "" when none is left.
func (v *View) MoreRowsLabel(l PagedList, c *notes.Comparison, shown int) string {
	rest := l.Len(c) - shown
	if rest <= 0 {
		return ""
	}
	return v.MoreLabel(min(rest, ListPage), rest)
}

// RowsHTML is the list items of l's rows [from, to) of c, to cut at their
// number.
func (v *View) RowsHTML(l PagedList, c *notes.Comparison, from, to int) string {
	to = min(to, l.Len(c))
	var b strings.Builder
	for i := min(from, to); i < to; i++ {
		l.row(v, &b, c, i)
	}
	return b.String()
}

// writeSecurityRow writes c's security fix i: the advisories first, then
// the notes naming a CVE.
func (v *View) writeSecurityRow(b *strings.Builder, c *notes.Comparison, i int) {
	if i < len(c.Security) {
		f := c.Security[i]
		b.WriteString(`<li data-cve="`)
		b.WriteString(html.EscapeString(f.CVE))
		b.WriteString(`" data-version="`)
		b.WriteString(html.EscapeString(f.Version))
		b.WriteString(`">`)
		if f.CVE != "" {
			b.WriteString(`<a class="cve" href="https://www.cve.org/CVERecord?id=`)
			b.WriteString(html.EscapeString(urlquery.Escape(f.CVE)))
			b.WriteString(`" rel="noopener noreferrer">`)
			b.WriteString(html.EscapeString(f.CVE))
			b.WriteString("</a>")
			if f.Title != "" {
				b.WriteString(": ")
			}
		}
		b.WriteString(html.EscapeString(f.Title))
		b.WriteString(` <span class="fixed">— `)
		b.WriteString(html.EscapeString(v.Lang.T("fixed in")))
		b.WriteByte(' ')
		writeVersionLink(b, f.Version)
		b.WriteString("</span></li>")
		return
	}
	// Notes naming a CVE outside the advisory sections: fixes upstream
	// lists as ordinary notes (#123758, CVE-2024-24786).
	n := c.CVENotes[i-len(c.Security)]
	b.WriteString(`<li class="cve-note" data-cve="`)
	b.WriteString(html.EscapeString(n.CVE))
	b.WriteString(`" data-version="`)
	b.WriteString(html.EscapeString(n.Version))
	b.WriteString(`"><a class="cve" href="https://www.cve.org/CVERecord?id=`)
	b.WriteString(html.EscapeString(urlquery.Escape(n.CVE)))
	b.WriteString(`" rel="noopener noreferrer">`)
	b.WriteString(html.EscapeString(n.CVE))
	b.WriteString(`</a> <span class="fixed">— `)
	b.WriteString(html.EscapeString(v.Lang.T("named in a note:")))
	b.WriteByte(' ')
	if n.PR != 0 {
		st := notes.State{From: c.From, To: c.To, Query: "#" + strconv.Itoa(n.PR)}
		b.WriteString(`<a class="note-ref" href="#`)
		b.WriteString(html.EscapeString(st.Fragment()))
		b.WriteString(`">#`)
		b.WriteString(strconv.Itoa(n.PR))
		b.WriteString("</a>, ")
	}
	writeVersionLink(b, n.Version)
	b.WriteString("</span></li>")
}

// DepsHTML is the dependency section after a comparison's notes: every Go
// module whose version differs between the two ends (the first ListPage,
// and a button for more), and the releases on the way whose notes
// list no dependencies. It does not depend on filters or search, so the
// page renders it once per range.
func (v *View) DepsHTML(c *notes.Comparison) string {
	if c == nil {
		return ""
	}
	deps, _ := c.Deps()
	unchanged, gaps := c.DepsNotes()
	var b strings.Builder
	b.WriteString(`<section class="deps" id="dependencies"><h2>`)
	b.WriteString(html.EscapeString(v.Lang.T("Dependencies")))
	if len(deps) > 0 || unchanged {
		// No count for a range whose releases list no modules: "0"
		// would say that none moved.
		writeCount(&b, len(deps), "", "")
	}
	b.WriteString("</h2>\n")
	if unchanged {
		b.WriteString(`<p>`)
		b.WriteString(html.EscapeString(notes.DepsUnchanged.In(v.Lang)))
		b.WriteString("</p>\n")
	} else if len(deps) > 0 {
		v.writePagedList(&b, DepsList, c)
	}
	for _, g := range gaps {
		b.WriteString(`<p class="deps-unknown">`)
		b.WriteString(html.EscapeString(g.In(v.Lang)))
		b.WriteString("</p>\n")
	}
	b.WriteString("</section>\n")
	return b.String()
}

// writeDepRow writes c's dependency change i.
func (v *View) writeDepRow(b *strings.Builder, c *notes.Comparison, i int) {
	deps, _ := c.Deps()
	d := deps[i]
	b.WriteString(`<li data-module="`)
	b.WriteString(html.EscapeString(d.Module))
	b.WriteString(`"><code>`)
	b.WriteString(html.EscapeString(d.Module))
	b.WriteString("</code>: ")
	switch {
	case d.Added():
		b.WriteString(`<span class="dep-added">`)
		b.WriteString(html.EscapeString(v.Lang.F("added at %s", d.To)))
	case d.Removed():
		b.WriteString(`<span class="dep-removed">`)
		b.WriteString(html.EscapeString(v.Lang.F("removed (was %s)", d.From)))
	default:
		b.WriteString(`<span class="dep-moved">`)
		b.WriteString(html.EscapeString(d.From + " → " + d.To))
	}
	b.WriteString("</span></li>")
}

// compareChunk renders notes [from, to) of a comparison's page, grouped by
// kind (the engine orders a comparison's notes by kind first) inside one
// section for the range. Its Chunk has the meaning Chunk's has, the range
// section standing where a release section stands: Kind continues the last
// kind section, Release adds kind sections to the range, Top is the first
// chunk.
func (v *View) compareChunk(p *Page, from, to int) Chunk {
	ids := p.ids
	var b strings.Builder
	var c Chunk
	// As in Chunk: 0 writes into the open kind section, 1 into the range
	// section, 2 at the top.
	level := 2
	var prev parser.Kind
	if from > 0 {
		prev = v.store.Note(ids[from-1]).Kind
		level = 0
	}
	for i := from; i < to; i++ {
		id := ids[i]
		n := v.store.Note(id)
		switch {
		case i == 0:
			cmp := p.Result.Comparison
			b.WriteString(`<section class="range" data-from="`)
			b.WriteString(html.EscapeString(cmp.From))
			b.WriteString(`" data-to="`)
			b.WriteString(html.EscapeString(cmp.To))
			b.WriteString(`"><h2>`)
			b.WriteString(html.EscapeString(v.Lang.T("Changes")))
			writeCountLabel(&b, v.NotesLabel(len(ids)))
			b.WriteString("</h2>\n")
		case n.Kind == prev:
			v.writeNote(&b, p, i, false)
			continue
		case level == 0:
			c.flush(0, &b)
			level = 1
			b.WriteByte('\n') // see closers
		default:
			b.WriteString("</section>\n")
		}
		b.WriteString(`<section class="kind`)
		if n.Kind == parser.KindUrgent || n.Kind == parser.KindDeprecation {
			b.WriteString(" first")
		}
		b.WriteString(`" data-kind="`)
		b.WriteString(html.EscapeString(string(n.Kind)))
		b.WriteString(`"><h3>`)
		b.WriteString(html.EscapeString(v.Lang.Kind(string(n.Kind))))
		writeCount(&b, runOfKind(v.store, ids, i), "", "")
		b.WriteString("</h3>\n")
		v.writeNote(&b, p, i, false)
		prev = n.Kind
	}
	b.WriteString(closers[level])
	c.flush(level, &b)
	return c
}

// runOfKind counts the notes from ids[i] on that share its kind: a kind
// section's count, since a comparison's notes are grouped by kind.
func runOfKind(s *notes.Store, ids []int, i int) int {
	k := s.Note(ids[i]).Kind
	j := i + 1
	for j < len(ids) && s.Note(ids[j]).Kind == k {
		j++
	}
	return j - i
}

// writeAlsoIn writes, after a compared note's release, the other releases
// of the range that carry the same change.
func (v *View) writeAlsoIn(b *strings.Builder, also []string) {
	if len(also) == 0 {
		return
	}
	b.WriteString(` · <span class="also">`)
	b.WriteString(html.EscapeString(v.Lang.F("also in %s", strings.Join(also, ", "))))
	b.WriteString("</span>")
}

// writeVersionLink writes a link to one release's view.
func writeVersionLink(b *strings.Builder, version string) {
	b.WriteString(`<a class="version" href="#version=`)
	b.WriteString(html.EscapeString(urlquery.Escape(version)))
	b.WriteString(`">`)
	b.WriteString(html.EscapeString(version))
	b.WriteString("</a>")
}

// ToVersionsHTML is the options of the "to" picker once from is picked:
// only the releases newer than from, since a comparison is an upgrade.
// keep, when not "", stays listed whatever its age: the version a link
// asked for, so the picker still says what the view shows (a range given
// backwards is then fixed with Swap).
func ToVersionsHTML(store *notes.Store, from, keep string) string {
	return strings.Join(ToVersionRuns(store, i18n.EN, from, keep, len(store.Releases())+1), "")
}

// warmLines is how many minor lines the warm-up's range (WarmRange) spans
// after its from: enough for every part of a compare view to have content
// in the shipped data ("Before you upgrade" lists both open and opened on
// demand, dependency changes, notes carried by several releases).
const warmLines = 2

// WarmRange is the comparison the page renders, and discards, in its idle
// warm-up (WarmCompare): from the minor release warmLines minor lines
// before the newest release's line (the oldest release when the store
// holds fewer lines) to the newest. It is no comparison (State.Compare is
// false) when the store has fewer than two releases.
func WarmRange(s *notes.Store) notes.State {
	rels := s.Releases() // newest first
	if len(rels) < 2 {
		return notes.State{}
	}
	st := notes.State{From: rels[len(rels)-1].Version, To: rels[0].Version}
	lines := 0
	line := semver.MajorMinor(rels[0].Version)
	for _, r := range rels[1:] {
		if mm := semver.MajorMinor(r.Version); mm != line {
			line = mm
			lines++
		}
		if lines == warmLines && r.Version == line+".0" {
			st.From = r.Version
			break
		}
	}
	return st
}

// WarmCompare renders what a compare view of st renders and returns it,
// for the page to discard: the pickers' options, the first notes and the
// release context, the head and its chart, the dependency changes and the
// next chunk of notes; then the first notes and the chart of a search
// within the range. WebAssembly code is compiled by the browser the first
// time it runs, and the compare view's render code runs nowhere else: run
// in the page's idle warm-up, it is compiled before a person compares. The
// widest range's first notes, head, chart and dependency changes took
// 22–65 ms in Chromium on a page that had never compared, 7–9 ms on one
// that had shown another range (performance marks around the calls, on a
// loaded machine). firstNotes is how many notes the page renders in a
// view's own task.
func (v *View) WarmCompare(st notes.State, firstNotes int) string {
	st.Query = ""
	res := v.store.Match(st)
	if res.Comparison == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(ToVersionsHTML(v.store, st.From, st.To))
	p := v.Page(res)
	n := min(firstNotes, p.Len())
	b.WriteString(v.ContextHTML(res))
	b.WriteString(v.Chunk(p, 0, n).Top)
	v.store.CountFacets(res)
	b.WriteString(v.CompareRangeHTML(res.Comparison))
	b.WriteString(v.ChartHTML(res))
	b.WriteString(v.DepsHTML(res.Comparison))
	c := v.Chunk(p, n, min(n+firstNotes, p.Len()))
	b.WriteString(c.Kind + c.Release + c.Top)
	// A keystroke within the range: its notes ranked, and the chart.
	st.Query = "pod"
	res = v.store.Match(st)
	p = v.Page(res)
	b.WriteString(v.Chunk(p, 0, min(firstNotes, p.Len())).Top)
	v.store.CountFacets(res)
	b.WriteString(v.ChartHTML(res))
	return b.String()
}
