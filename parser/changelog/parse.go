// Package changelog is the release-notes parser: it turns Kubernetes
// release-notes markdown (whole CHANGELOG-1.NN.md files, the per-minor
// release-notes drafts and the 1.5–1.19 free-form notes) into package
// parser's releases and notes, and applies the structured labels of
// release-notes-1.NN.json. It walks the goldmark AST for structure; its
// regular expressions read versions, file names, bold-only lines and CVE
// ids.
//
// It is pure Go: it builds for the host and for GOOS=js GOARCH=wasm, so the
// page's parse module parses an opened file with the code the build uses.
package changelog

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	mdparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
	"github.com/kubechangelog/kubechangelog/internal/mdlimit"
	"github.com/kubechangelog/kubechangelog/parser"
)

// markdown is a CommonMark block parser. It has no inline parsers: the
// package reads block structure and cuts markdown from the source by
// offsets, never the inline tree, and inline parsing was most of goldmark's
// time. Tables are not enabled on purpose: the only tables in release
// notes are download and image tables, which are skipped, and without the
// extension they stay plain paragraphs.
//
// It is made on first use: the page's main module imports this package for
// its types and never parses (opened files are parsed by a second module),
// and a package-level value would keep goldmark's parser in it.
var markdown = sync.OnceValue(func() goldmark.Markdown {
	return goldmark.New(goldmark.WithParser(mdparser.NewParser(
		mdparser.WithBlockParsers(mdparser.DefaultBlockParsers()...),
		mdparser.WithParagraphTransformers(util.Prioritized(boundedLinkReferences{}, 100)),
	)))
})

// boundedLinkReferences is goldmark's link reference definition
// transformer (its only default paragraph transformer) for paragraphs of
// at most maxDefinitionLines lines. goldmark removes each definition it
// reads by copying the rest of the paragraph's lines, so a paragraph of n
// definitions cost time quadratic in n: 1.1 MB of them took 0.44 s
// natively, and a 32 MB file hours. This package never resolves links (it
// has no inline parsers), so a definition only decides whether its lines
// are a paragraph; a longer paragraph stays one, whatever it holds.
type boundedLinkReferences struct{}

func (boundedLinkReferences) Transform(n *ast.Paragraph, r text.Reader, pc mdparser.Context) {
	if n.Lines().Len() <= maxDefinitionLines {
		mdparser.LinkReferenceParagraphTransformer.Transform(n, r, pc)
	}
}

// maxDefinitionLines is the longest paragraph read for link reference
// definitions: upstream writes two in a row at most (release-notes-1.8.md),
// and the copying above then costs at most this many lines per line.
const maxDefinitionLines = 64

// Parse reads one release-notes markdown file. name is the file's name: its
// base name becomes each release's Source and hints the version of a
// single-minor file (release-notes-1.20.md holds v1.20.0). Options only
// pace the work (WithPause, WithProgress): the result is the same with or
// without them.
//
// Two layouts are told apart by their headings: a CHANGELOG has "# vX.Y.Z"
// headings, one per release, newest first; a release-notes file holds the
// notes of one minor release, in the "Changes by Kind" layout (1.19+) or
// the free-form layouts before it. Releases come back in the file's order;
// a release written twice in one file comes back once, with the notes of
// both sections (see Release.Repeated).
//
// A file named *.json is upstream's release-notes-1.NN.json, read alone:
// the notes of v1.NN.0 (see parseJSONNotes; ParseFiles reads one beside
// markdown that has v1.NN.0 as that markdown's labels).
//
// A refused file's error is a *FileError; errors.Is tells its reason.
func Parse(src []byte, name string, opts ...Option) (rels []parser.Release, err error) {
	p := &pacer{}
	for _, o := range opts {
		o(p)
	}
	if isJSON(name) {
		return parseJSONNotes(src, name, p)
	}
	return parse(src, name, p, chunkBytes)
}

// chunkBytes is about how much of a file goldmark parses at a time (see
// chunkCuts): in WebAssembly a few milliseconds of work.
const chunkBytes = 64 << 10

// refuseOnPanic, deferred by a reader of file base, turns a panic into a
// refusal: goldmark and this package are meant not to panic; should either
// ever do, the caller (a web page parsing a dropped file) gets an error,
// not a page left reading.
func refuseOnPanic(base string, rels *[]parser.Release, err *error) {
	if r := recover(); r != nil {
		*rels, *err = nil, &parser.FileError{Name: base, Err: parser.ErrInternal, Detail: fmt.Sprint(r)}
	}
}

// parse is Parse with its pacer and chunk size.
func parse(src []byte, name string, p *pacer, chunk int) ([]parser.Release, error) {
	rels, comp, err := parseMarkdown(src, name, p, chunk)
	if err != nil {
		return nil, err
	}
	fillHeadingSIGs(rels, comp, p)
	if err := boundLabels(rels, p); err != nil {
		return nil, err
	}
	return rels, nil
}

// parseMarkdown is parse without the SIGs of component headings:
// comp[i][j] is the SIG of the component heading above rels[i].Notes[j]
// (see fillHeadingSIGs), left for the caller to give once every other
// label is in, as ParseFiles gives the JSON labels first.
func parseMarkdown(src []byte, name string, p *pacer, chunk int) (rels []parser.Release, comp [][]string, err error) {
	p.total = len(src)
	if err := check(src, name, p); err != nil {
		return nil, nil, err
	}
	base := parser.FileLabel(name)
	defer refuseOnPanic(base, &rels, &err)
	// Each of these reads the whole file: a pause between them (a file of
	// 20 MB takes tens of milliseconds a pass in WebAssembly).
	p.step(0)
	src = normalizeLines(src)
	p.step(0)
	src = mdlimit.FlattenPaused(src, func() { p.step(0) })
	p.total = len(src)
	p.step(0)

	// goldmark parses the file chunk by chunk and one builder walks the
	// chunks' blocks in order, each chunk as soon as it is parsed, so only
	// one chunk's tree is alive at a time (a collection in WebAssembly
	// marks every live tree in one task). The pacer steps between chunks,
	// inside them and every few hundred blocks, so no stretch of work grows
	// with the file or with one release. Until a release heading is seen
	// the file may still be a release-notes file, whose version may be
	// named anywhere: its chunks wait, and are walked at the end.
	cuts := chunkCuts(src, p, chunk)
	b := &builder{file: src, src: src, name: base, cur: -1, pacer: p}
	var waiting []ast.Node // parsed, not walked: before a release heading
	var ends []int         // each waiting tree's chunk end
	for i := 0; i+1 < len(cuts); i++ {
		doc := parseChunk(src, cuts[i], cuts[i+1], p)
		if i+2 < len(cuts) && openAtEnd(doc, src, cuts[i+1]) {
			// The splitter misread the file (a fence or HTML block it
			// took as closed): the rest is parsed as one chunk, which
			// costs at most the file once more.
			cuts = append(cuts[:i+1], len(src))
			doc = parseRange(src, cuts[i], cuts[i+1], p)
		}
		waiting, ends = append(waiting, doc), append(ends, cuts[i+1])
		b.changelog = b.changelog || hasReleaseHeading(doc, src)
		if b.changelog {
			b.walkAll(waiting, ends)
			waiting, ends = waiting[:0], ends[:0]
		}
		p.step(cuts[i+1])
	}
	if !b.changelog {
		// A release-notes file of one minor release, in one of its layouts.
		known := false
		for _, doc := range waiting {
			known = known || hasNoteSection(doc, src)
		}
		if !known {
			return nil, nil, &parser.FileError{Name: base, Err: parser.ErrNoNotes}
		}
		v := minorFromName(base)
		for _, doc := range waiting {
			if v == "" {
				v = minorFromContent(doc, src)
			}
		}
		if v == "" {
			return nil, nil, &parser.FileError{Name: base, Err: parser.ErrNoVersion}
		}
		b.startRelease(v)
		b.walkAll(waiting, ends)
	}
	b.closeOpen()
	b.closeProse(len(src))
	b.flushSigText()
	b.settleDisputes()
	rels, comp = b.rels, b.comp
	if b.changelog {
		rels, comp = mergeRepeated(rels, comp)
		borrowLabels(rels, p)
	}
	for i := range rels {
		// A minor release's notes are the changes since the previous minor
		// (CHANGELOG-1.15.md's v1.15.0 has no "Changelog since" heading).
		if r := &rels[i]; r.Previous == "" && r.Type == parser.TypeMinor {
			r.Previous = previousMinor(r.Version)
		}
	}
	p.finish()
	return rels, comp, nil
}

// openAtEnd reports whether doc, parsed from a chunk ending at end, ends
// inside a block that a heading line does not close: a fenced code block or
// an HTML block still open when the chunk ran out. Only then could the
// whole file's parse differ from the chunks' (see chunkCuts).
func openAtEnd(doc ast.Node, src []byte, end int) bool {
	switch n := doc.LastChild().(type) {
	case *ast.FencedCodeBlock:
		if l := n.Lines(); l.Len() > 0 {
			return l.At(l.Len()-1).Stop >= end
		}
		// No content: open when nothing follows the opening line.
		p := n.Pos()
		if p < 0 {
			return true
		}
		i := bytes.IndexByte(src[p:end], '\n')
		return i < 0 || p+i+1 >= end
	case *ast.HTMLBlock:
		if n.HasClosure() {
			return false
		}
		if l := n.Lines(); l.Len() > 0 {
			return l.At(l.Len()-1).Stop >= end
		}
		return true
	}
	return false
}

// parseRange runs goldmark over src[start:end], with node positions that
// are offsets in src, stepping the pacer every pacedLines lines.
func parseRange(src []byte, start, end int, p *pacer) ast.Node {
	r := text.NewReader(src[:end])
	if start > 0 {
		r.SetPosition(0, text.NewSegment(start, start))
		r.AdvanceLine()
	}
	if p.active() {
		r = &pacedReader{Reader: r, p: p}
	}
	return markdown().Parser().Parse(r)
}

// normalizeLines drops a byte-order mark and turns CRLF and CR-only line
// endings into LF, which is all goldmark and the line splitter know. It
// returns src itself when there is nothing to change, which is every
// upstream file.
func normalizeLines(src []byte) []byte {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	if bytes.IndexByte(src, '\r') < 0 {
		return src
	}
	out := make([]byte, 0, len(src))
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '\r' {
			c = '\n'
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
		}
		out = append(out, c)
	}
	return out
}

// mergeRepeated merges the releases of the same version into the first:
// a file that has a release twice (two "# v1.30.1" sections) keeps the
// notes, dependencies and prose of both, in the file's order, and says so
// in Repeated. Everything reading the result — the page's store and the
// command line's JSON — then sees one release per version.
//
// comp, parallel to rels and their notes (see parse), is merged the same way.
func mergeRepeated(rels []parser.Release, comp [][]string) ([]parser.Release, [][]string) {
	if len(rels) < 2 {
		return rels, comp
	}
	first := make(map[string]int, len(rels))
	out := rels[:0]
	outComp := comp[:0]
	for k, r := range rels {
		i, seen := first[r.Version]
		if !seen {
			first[r.Version] = len(out)
			out = append(out, r)
			outComp = append(outComp, comp[k])
			continue
		}
		outComp[i] = append(outComp[i], comp[k]...)
		m := &out[i]
		m.Repeated++
		if m.Previous == "" {
			m.Previous = r.Previous
		}
		m.Themes = append(m.Themes, r.Themes...)
		m.KnownIssues = append(m.KnownIssues, r.KnownIssues...)
		m.Security = append(m.Security, r.Security...)
		m.Notes = append(m.Notes, r.Notes...)
		m.Dependencies.Added = append(m.Dependencies.Added, r.Dependencies.Added...)
		m.Dependencies.Changed = append(m.Dependencies.Changed, r.Dependencies.Changed...)
		m.Dependencies.Removed = append(m.Dependencies.Removed, r.Dependencies.Removed...)
	}
	return out, outComp
}

// hasReleaseHeading reports whether any top-level "# vX.Y.Z" heading exists.
func hasReleaseHeading(doc ast.Node, src []byte) bool {
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		if h, ok := n.(*ast.Heading); ok && h.Level == 1 {
			if _, ok := releaseVersion(headingText(h, src)); ok {
				return true
			}
		}
	}
	return false
}

// hasNoteSection reports whether a heading names a note section ("Changes
// by Kind", "Urgent Upgrade Notes", "Deprecations", "Notable Features"…):
// arbitrary markdown is not release notes.
func hasNoteSection(doc ast.Node, src []byte) bool {
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		if h, ok := n.(*ast.Heading); ok && classifyHeading(headingText(h, src)).known {
			return true
		}
	}
	return false
}

// minorFromContent finds the version a title heading names: "Kubernetes
// v1.14 Release Notes", "## 1.9 Release Notes", "Introduction to v1.8.0",
// "# Release notes for v1.20.0-rc.0" (the file is still the v1.20.0 notes).
func minorFromContent(doc ast.Node, src []byte) string {
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		h, ok := n.(*ast.Heading)
		if !ok {
			continue
		}
		t := strings.ToLower(headingText(h, src))
		if strings.Contains(t, "release notes") || strings.HasPrefix(t, "introduction to") {
			if v := minorIn(t); v != "" {
				return v
			}
		}
	}
	return ""
}

// builder walks the document's top-level blocks once, in order.
type builder struct {
	file      []byte // the whole file
	src       []byte // the file up to the end of the chunk being walked
	name      string
	changelog bool
	rels      []parser.Release
	cur       int     // index of the release being filled, -1 before the first
	stack     []frame // enclosing headings of the current position
	prose     *prose  // open release-level prose section, or nil
	open      *openNote
	// closed is the note the last list left open, once a block that is
	// not its own closed it, and closedGap how many blocks have come since:
	// an orphan citation a few blocks later may still be its (see reopen).
	closed    *openNote
	closedGap int
	ticks     int
	pacer     *pacer
	sigText   *sigText // the SIG heading's text being collected, or nil
	// comp is, by release and note index, the SIG of the note's nearest
	// component heading (see fillHeadingSIGs), "" for none.
	comp [][]string
	// disputes holds, by release and note index, the citations of the
	// note whose text and URL disagree (see settleDisputes).
	disputes map[[2]int][]dispute
}

// frame is one enclosing heading.
type frame struct {
	level int
	title string
	info  headingInfo
	// notesAt is how many notes the release had when the heading came,
	// so a frame knows whether any entry sits below it.
	notesAt int
	// start is the source offset of the heading.
	start int
}

func (b *builder) startRelease(v string) {
	b.rels = append(b.rels, parser.Release{
		Version: v,
		Type:    ReleaseTypeOf(v),
		Source:  b.name,
		Notes:   []parser.Note{},
		Dependencies: parser.Dependencies{
			Added:   []parser.ModuleVersion{},
			Changed: []parser.ModuleChange{},
			Removed: []parser.ModuleVersion{},
		},
	})
	b.comp = append(b.comp, nil)
	b.cur = len(b.rels) - 1
	b.stack = b.stack[:0]
}

// walk visits the document's children: headings change the context, lists
// under note sections become notes, everything under a prose heading is
// collected as source text by offsets.
func (b *builder) walk(doc ast.Node) {
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		b.tick(n)
		switch n := n.(type) {
		case *ast.Heading:
			b.closeOpen()
			b.closed = nil
			b.heading(n)
		case *ast.List:
			b.list(n)
			b.closed = nil
		case *ast.Paragraph:
			switch {
			case b.open != nil && (b.indented(n) || b.orphanCitation(n)):
				b.extendOpen(n)
			case b.reopen(n):
				b.extendOpen(n)
			default:
				b.closeOpen()
				b.closedGap++
				if !b.paragraphNote(n) {
					b.sigProse(n)
				}
			}
		case *ast.FencedCodeBlock, *ast.CodeBlock, *ast.HTMLBlock:
			if b.open == nil || !b.citationAfter(n) {
				b.closeOpen()
				b.closedGap++
			}
		default:
			b.closeOpen()
			b.closed = nil
		}
	}
}

// paragraphNote reads paragraph p, among the notes and not part of an
// entry, as a note when it ends with a pull request's citation: upstream
// wrote a few entries without their list marker. 1.8's "[alpha] Support
// ipvs mode for kube-proxy([#46580](…), [@haibinxie](…))" is the only text
// under "#### kube-proxy ipvs mode"; 1.12's " The etcdv3 client can now be
// monitored by Prometheus. ([#64741](…), …)" under "### SIG
// Instrumentation". Prose that cites a pull request mid-sentence is not
// an entry, nor is release-level prose (Major Themes, Known Issues),
// which is collected before any paragraph gets here.
func (b *builder) paragraphNote(p *ast.Paragraph) bool {
	if b.cur < 0 || b.prose != nil || len(b.stack) == 0 {
		return false
	}
	lines := p.Lines()
	if lines.Len() == 0 {
		return false
	}
	start, stop := b.nodeStart(p), lines.At(lines.Len()-1).Stop
	if start < 0 || stop > len(b.src) || stop <= start {
		return false
	}
	if !endsWithCitationRE().Match(b.src[max(start, stop-citationWindow):stop]) {
		return false
	}
	c := b.context()
	if c.skip || c.deps {
		return false
	}
	md := strings.TrimSpace(string(b.src[start:stop]))
	if orphanCitationRE().MatchString(md) {
		return false // a citation alone says nothing (see reopen)
	}
	b.addNotes(&b.rels[b.cur], md, c)
	b.closed = nil // notes came after the closed entry: it stays closed
	return true
}

// endsWithCitationRE matches the end of an entry's text that closes with
// a pull request's citation, "([#46580](…), [@haibinxie](…))", and the SIG
// trailer that may follow it.
var endsWithCitationRE = lazyre.New(`\(\[#\d+\]\([^)\s]+\)(?:\s*,\s*\[\s*@[\w-]+\]\([^)\s]+\))*\)\s*(?:\[SIG[^\]\n]*\])?\s*$`)

// citationWindow is how much of a line's end endsWithCitationRE reads: a
// citation of one pull request, a few authors and SIGs is well within it,
// and the bound keeps a scan of every line linear.
const citationWindow = 512

// sigProse keeps paragraph p when it is written right under a SIG's
// heading among the notes, as a Major Themes section titled as the
// heading: 1.14's "### Windows" opens with two paragraphs (Windows nodes
// going stable, GMSA support) before its entries. 1.8 to 1.13 write such
// text as one Major Themes section per SIG ("### SIG-windows"), which a
// SIG's write-up keeps (notes.Store.sigsSections); this one is kept the
// same way. Consecutive paragraphs under one heading make one section.
// Only paragraphs before the heading's first entry, citing no pull
// request, are such an introduction: a paragraph after an entry is the
// rest of it (1.10's "And point to the file using the --config flag"),
// and one citing a pull request is an entry without its list marker
// (1.12's " The etcdv3 client can now be monitored…" under "### SIG
// Instrumentation").
func (b *builder) sigProse(p *ast.Paragraph) {
	if b.cur < 0 || b.prose != nil || len(b.stack) == 0 {
		return
	}
	top := &b.stack[len(b.stack)-1]
	if top.info.sig == "" || top.title == "" || top.notesAt != len(b.rels[b.cur].Notes) || b.context().skip {
		return
	}
	lines := p.Lines()
	if lines.Len() == 0 {
		return
	}
	start, stop := b.nodeStart(p), lines.At(lines.Len()-1).Stop
	if start < 0 || stop > len(b.src) || stop <= start {
		return
	}
	md := trimBlankLines(string(b.src[start:stop]))
	if md == "" || len(parseTrailer(md, b.pacer).prs) > 0 {
		return
	}
	if t := b.sigText; t != nil && t.frame == top.start && t.rel == b.cur {
		t.parts = append(t.parts, md)
		return
	}
	b.flushSigText()
	rel := &b.rels[b.cur]
	rel.Themes = append(rel.Themes, parser.Section{Title: top.title})
	b.sigText = &sigText{rel: b.cur, section: len(rel.Themes) - 1, frame: top.start, parts: []string{md}}
}

// sigText is the Themes section sigProse is filling: its paragraphs are
// joined once, when it ends (flushSigText), not once per paragraph.
type sigText struct {
	rel, section int
	frame        int // the source offset of its heading
	parts        []string
}

// flushSigText writes the open sigText's paragraphs into its section.
func (b *builder) flushSigText() {
	if t := b.sigText; t != nil {
		b.sigText = nil
		b.rels[t.rel].Themes[t.section].Markdown = strings.Join(t.parts, "\n\n")
	}
}

// orphanCitation reports whether paragraph p is only a citation,
// "([#59293](…), [@roycaihw](…))", written on its own after an entry
// that has none: 1.10 ends some entries with a nested list, a code block
// or a table, then gives their citation as a paragraph of its own (#57613,
// #59293), which CommonMark puts outside the list. It is the entry's.
func (b *builder) orphanCitation(p *ast.Paragraph) bool {
	return b.orphanCitationOf(p, b.open)
}

// orphanCitationOf is orphanCitation for the entry of o.
func (b *builder) orphanCitationOf(p *ast.Paragraph, o *openNote) bool {
	lines := p.Lines()
	if lines.Len() == 0 || lines.Len() > 3 || o == nil || o.note >= len(b.rels[b.cur].Notes) || len(b.rels[b.cur].Notes[o.note].PRs) > 0 {
		return false
	}
	start, stop := lines.At(0).Start, lines.At(lines.Len()-1).Stop
	if stop-start > 512 || stop > len(b.src) {
		return false
	}
	return orphanCitationRE().Match(b.src[start:stop])
}

var orphanCitationRE = lazyre.New(`^\s*\(\[#\d+\]\([^)\s]+\)(?:\s*,\s*\[\s*@[\w-]+\]\([^)\s]+\))*\)\s*(?:\[SIG[^\]\n]*\])?\s*$`)

// reopen reopens the last closed entry when paragraph p is its orphan
// citation (see orphanCitation) and at most maxOrphanGap paragraphs and
// code blocks, none of them indented, came between: 1.10 writes an entry,
// then an example as unindented text and code ("KubeProxyConfiguration
// Before:", a code block, "After:", another), then the entry's citation
// (#57962; #55479 the same with "And point to the file using the
// --config flag"). CommonMark ends the entry at the first of them, and
// without its citation the note had no PR, author or SIG. The entry's
// note is remade from its first line to the citation, once: an entry is
// reopened at most once, so a file of many such citations stays linear.
func (b *builder) reopen(p *ast.Paragraph) bool {
	o := b.closed
	if b.open != nil || o == nil || o.reopened || b.closedGap > maxOrphanGap || !b.orphanCitationOf(p, o) {
		return false
	}
	o.reopened = true
	b.closed = nil
	b.open = o
	return true
}

// maxOrphanGap is the most blocks reopen lets stand between an entry and
// its orphan citation: upstream's longest run is 4 (1.10's #57962).
const maxOrphanGap = 6

// citationAfter reports whether block n (a code block or an HTML block
// after the open entry: an example, a table) is followed, within two more
// such blocks, by the entry's orphan citation (see orphanCitation): then
// the blocks are the entry's too.
func (b *builder) citationAfter(n ast.Node) bool {
	next := n.NextSibling()
	for range 2 {
		switch next.(type) {
		case *ast.FencedCodeBlock, *ast.CodeBlock, *ast.HTMLBlock:
			next = next.NextSibling()
		}
	}
	p, ok := next.(*ast.Paragraph)
	return ok && b.orphanCitation(p)
}

// walkAll walks docs in order, each the tree of a chunk ending at the
// matching end, and drops them.
func (b *builder) walkAll(docs []ast.Node, ends []int) {
	for i, doc := range docs {
		// A chunk's blocks end where the chunk does.
		b.src = b.file[:ends[i]]
		b.walk(doc)
		docs[i] = nil
	}
}

// tick steps the pacer every walkStep blocks or entries the walk visits.
func (b *builder) tick(n ast.Node) {
	if b.ticks++; b.ticks%walkStep == 0 && b.pacer.active() {
		b.pacer.step(max(0, n.Pos()))
	}
}

// walkStep is how many blocks or entries the walk visits between steps.
const walkStep = 256

// openNote is the last note made from a list, which indented paragraphs
// right after the list still belong to.
type openNote struct {
	item     *ast.ListItem
	note     int
	ctx      listContext
	end      int  // where the last paragraph added ends, or 0 for none
	reopened bool // reopened once for an orphan citation (see reopen)
}

// indented reports whether block n's first line starts with whitespace.
func (b *builder) indented(n ast.Node) bool {
	s := b.nodeStart(n)
	return s >= 0 && s < len(b.src) && (b.src[s] == ' ' || b.src[s] == '\t')
}

// extendOpen adds paragraph p to the open note. Upstream sometimes writes
// an entry as " - text" (content at column 3) with continuation lines
// indented by two: CommonMark ends the item at the first blank line and
// the rest, trailer included, becomes top-level paragraphs (1.25's PR
// 109111, 1.27's PR 115331). They are still that entry's text.
//
// The note is only remade once, when it closes (closeOpen): remaking it
// for each paragraph cost time quadratic in their number.
func (b *builder) extendOpen(p *ast.Paragraph) {
	end := len(b.src)
	if next := p.NextSibling(); next != nil {
		if s := b.nodeStart(next); s >= 0 {
			end = s
		}
	}
	b.open.end = end
}

// closeOpen ends the open note, remaking it from its source when
// paragraphs were added to it.
func (b *builder) closeOpen() {
	o := b.open
	b.open = nil
	if o != nil {
		b.closed, b.closedGap = o, 0
	}
	if o == nil || o.end == 0 {
		return
	}
	rel := &b.rels[b.cur]
	// The open note and the entries run into it (runTogetherParts) are
	// the release's last notes: they are remade together.
	for i := o.note; i < len(rel.Notes); i++ {
		b.noteDisputes(i, nil)
	}
	rel.Notes = rel.Notes[:o.note]
	b.comp[b.cur] = b.comp[b.cur][:o.note]
	b.addNotes(rel, b.itemMarkdown(o.item, o.end), o.ctx)
}

// addNotes appends to rel the notes of an entry's markdown md: one, or
// one per entry upstream ran together on a line (runTogetherParts).
func (b *builder) addNotes(rel *parser.Release, md string, c listContext) {
	if c.leadSection {
		// "kubelet" above points some of which cite nothing (1.16's
		// Deprecations): one note, its points its text, the name its
		// section and, when one owns it, the name's SIG.
		if first, rest, ok := strings.Cut(md, "\n"); ok {
			name := cleanTitle(strings.TrimRight(strings.TrimSpace(first), ":"))
			c.appendLead(name)
			if s := componentSIG(name); s != "" {
				c.comp = s
			}
			md = strings.TrimLeft(rest, "\n")
		}
	}
	b.pacer.passed(len(md)) // itemMarkdown's copy
	parts := runTogetherParts(md)
	b.pacer.passed(len(md))
	parts = citedLineParts(parts)
	b.pacer.passed(len(md))
	for _, part := range parts {
		if strings.TrimSpace(part) == "" || isPlaceholderNote(part) {
			// An empty bullet ("- " closing 1.31's Urgent Upgrade Notes)
			// says nothing: no note, no card, no count. Nor does "NONE"
			// and its citation (isPlaceholderNote).
			continue
		}
		n, ds := newNote(rel.Version, part, c, b.pacer)
		b.pacer.passed(len(part))
		rel.Notes = append(rel.Notes, n)
		comp := c.comp
		if s := componentSIG(c.group); c.group != "" && s != "" {
			comp = s // a group's name is nearer than any heading ("**AWS**", 1.5)
		}
		if s := entryComponent(part); s != "" {
			comp = s // the entry's own lead line is nearer than any heading
		}
		b.comp[b.cur] = append(b.comp[b.cur], comp)
		b.noteDisputes(len(rel.Notes)-1, ds)
	}
}

func (b *builder) heading(h *ast.Heading) {
	b.flushSigText()
	title := headingText(h, b.src)
	start := b.nodeStart(h)
	if h.Level == 1 && b.changelog {
		if v, ok := releaseVersion(title); ok {
			b.closeProse(start)
			b.startRelease(v)
			return
		}
	}
	if b.cur < 0 {
		return // before the first release: the generated table of contents
	}
	info := classifyHeading(title)
	if info.previous != "" && b.rels[b.cur].Previous == "" {
		b.rels[b.cur].Previous = info.previous
	}
	if h.Level == 1 && !info.known && info.kind == "" && info.role == roleNotes {
		// A document title ("# Kubernetes v1.14 Release Notes", also below
		// "# v1.15.0" in CHANGELOG-1.15.md; 1.12's stray "# Adding Azure
		// Availability Zones…" inside its themes) does not open or close a
		// section.
		return
	}
	if p := b.prose; p != nil {
		if h.Level > p.level {
			// A sub-heading of the prose: each heading of the first level
			// below the root starts a new Section; deeper ones stay inside.
			if p.childLevel == 0 || h.Level <= p.childLevel {
				p.flush(b.src, start)
				p.title, p.start, p.childLevel = cleanTitle(title), b.headingEnd(h), h.Level
			}
			return
		}
		b.closeProse(start)
	}
	level := h.Level
	if n := len(b.stack); n > 0 {
		// A heading that names no kind, right after a kind heading of its
		// own level with no entry yet, belongs under it: 1.7 writes
		// "## Kubefed" just below "## Notable Features", whose features
		// then follow as "###" sections.
		top := b.stack[n-1]
		if top.level == level && top.info.kind != "" && top.notesAt == len(b.rels[b.cur].Notes) &&
			!info.known && info.kind == "" && info.role == roleNotes && info.bucket == bucketNone {
			level++
		}
	}
	for len(b.stack) > 0 && b.stack[len(b.stack)-1].level >= level {
		b.stack = b.stack[:len(b.stack)-1]
	}
	ft := cleanTitle(title)
	if info.previous != "" {
		ft = "" // "Changelog since vX" names no section of the notes below it
	}
	b.stack = append(b.stack, frame{level: level, title: ft, info: info, notesAt: len(b.rels[b.cur].Notes), start: start})
	switch info.role {
	case roleThemes, roleKnownIssues, roleSecurity:
		b.prose = &prose{role: info.role, level: h.Level, title: cleanTitle(title), start: b.headingEnd(h)}
	}
}

// listContext is what the enclosing headings make of a list.
type listContext struct {
	skip    bool
	deps    bool
	urgent  bool
	bucket  depBucket
	kind    parser.Kind
	sig     string
	area    string
	section string
	// comp is the SIG of the nearest enclosing component heading, ""
	// when there is none or a SIG heading is nearer.
	comp string
	// group is the bold name of the group entry the entry is nested in
	// (see groupEntry), "" for none.
	group string
	// leadSection: the entry's first line names a component alone above
	// the entry's points (componentLead); addNotes makes it the note's
	// section.
	leadSection bool
	// lead is the end of section taken from the entry itself rather than
	// from headings (see parser.Note.Lead).
	lead string
}

// appendLead appends name, a label or component name written in the
// entry above its notes, to both the section and its lead.
func (c *listContext) appendLead(name string) {
	if c.section == "" {
		c.section = name
	} else {
		c.section += " / " + name
	}
	if c.lead == "" {
		c.lead = name
	} else {
		c.lead += " / " + name
	}
}

func (b *builder) context() listContext {
	var c listContext
	kindAt := -1
	for i, f := range b.stack {
		switch f.info.role {
		case roleSkip:
			c.skip = true
		case roleDeps:
			c.deps = true
		}
		switch {
		case f.info.urgent:
			c.urgent, c.kind, kindAt = true, parser.KindUrgent, i
		case f.info.kind != "" && !c.urgent:
			// Below Urgent Upgrade Notes every entry stays urgent, at any depth.
			c.kind, kindAt = f.info.kind, i
		}
		if f.info.bucket != bucketNone {
			c.bucket = f.info.bucket
		}
		if f.info.sig != "" {
			c.sig = f.info.sig
		}
		if f.info.area != "" {
			c.area = f.info.area
		}
	}
	if c.kind == "" {
		c.kind = parser.KindOtherNotes
	}
	var titles []string
	for _, f := range b.stack[kindAt+1:] {
		if f.info.bucket == bucketNone && f.title != "" {
			titles = append(titles, f.title)
		}
	}
	c.section = strings.Join(titles, " / ")
	for i := len(b.stack) - 1; i >= 0; i-- {
		f := b.stack[i]
		if f.info.sig != "" {
			break // the note has that SIG already
		}
		if mixedHeadings[normalizeName(f.title)] {
			break // several SIGs' notes: none is the heading's
		}
		if s := componentSIG(f.title); s != "" {
			c.comp = s
			break
		}
	}
	return c
}

func (b *builder) list(l *ast.List) {
	b.closeOpen()
	if b.cur < 0 || b.prose != nil {
		return
	}
	c := b.context()
	if c.skip {
		return
	}
	rel := &b.rels[b.cur]
	for n := l.FirstChild(); n != nil; n = n.NextSibling() {
		item, ok := n.(*ast.ListItem)
		if !ok {
			continue
		}
		b.tick(item)
		if nested, gc, ok := b.groupEntry(item, c); ok {
			// One note per nested item (see groupEntry).
			b.open = nil
			for x := nested.FirstChild(); x != nil; x = x.NextSibling() {
				sub := x.(*ast.ListItem)
				first := len(rel.Notes)
				b.addNotes(rel, b.itemMarkdown(sub, b.itemEnd(sub)), gc)
				if len(rel.Notes) > first {
					b.open = &openNote{item: sub, note: first, ctx: gc}
				}
			}
			continue
		}
		if entries, ok := b.labelTree(item, c); ok {
			// One note per cited item of a label tree (see labelTree).
			b.open = nil
			for _, e := range entries {
				b.addNotes(rel, e.md, e.ctx)
			}
			continue
		}
		ic := c
		if b.componentLead(item) {
			ic.leadSection = true
		}
		if k := b.leadLabelKind(item, c); k != "" {
			// A group read whole ("Bug fixes:" above one fix, or above
			// items upstream indented with tabs): its label's kind.
			ic.kind = k
		}
		end := b.itemEnd(item)
		b.pacer.passed(end - b.nodeStart(item)) // goldmark's read of it
		md := b.itemMarkdown(item, end)
		if c.deps && addModule(rel, md, c.bucket) {
			// A module is no note, and ends the one open above it: a
			// paragraph after the list joined the last note before its
			// modules, taking them all into its text, and a parse in
			// chunks (cut at items, see chunkCuts) did not.
			b.open = nil
			continue
		}
		first := len(rel.Notes)
		b.addNotes(rel, md, ic)
		b.open = nil
		if len(rel.Notes) > first {
			// (An empty item adds no note: nothing is open for what
			// follows it to join.)
			b.open = &openNote{item: item, note: first, ctx: ic}
		}
	}
}

// addModule adds md to rel's Dependencies when it is a module line
// (parseModuleLine) of the list bucket it stands in (a move under
// "Changed", or a version under "Added" or "Removed"), and reports whether
// it did.
func addModule(rel *parser.Release, md string, bucket depBucket) bool {
	mod, from, to, ok := parseModuleLine(md)
	if !ok {
		return false
	}
	switch {
	case from != "" && (bucket == bucketChanged || bucket == bucketNone):
		rel.Dependencies.Changed = append(rel.Dependencies.Changed, parser.ModuleChange{Module: mod, From: from, To: to})
	case from == "" && bucket == bucketAdded:
		rel.Dependencies.Added = append(rel.Dependencies.Added, parser.ModuleVersion{Module: mod, Version: to})
	case from == "" && bucket == bucketRemoved:
		rel.Dependencies.Removed = append(rel.Dependencies.Removed, parser.ModuleVersion{Module: mod, Version: to})
	default:
		return false
	}
	return true
}

// groupEntry reports whether item is a group of entries, and returns its
// nested list and the context its entries take: 1.5 writes its features
// as "- **Node**" above a nested list of five features, each citing its
// own kubernetes/features issue. Read as one entry, they were one note:
// one card, one comment slot in a write-up, the group's SIG after the
// last only. A group is a bold name alone that names a SIG or an area
// (as newNote reads it), above one nested list and nothing else, every
// nested item ending with its own citation; each item is then a note of
// its own, taking the group's SIG or area and its name as a section (as
// a component heading gives its SIG, componentsigs.go). So is a label
// alone (labelLeadRE: 1.7's "Features:" above seven features of SIG
// Security, each citing its own pull request) above two or more items,
// each ending with a citation of its own (a pull request, or 1.10's
// runtime summary's authors). Other bold lead lines ("**Taints**" above
// the points of one feature, 1.6) stay one note.
func (b *builder) groupEntry(item *ast.ListItem, c listContext) (*ast.List, listContext, bool) {
	lead := item.FirstChild() // a TextBlock in a tight list, else a Paragraph
	switch lead.(type) {
	case *ast.TextBlock, *ast.Paragraph:
	default:
		return nil, c, false
	}
	if lead.Lines().Len() != 1 {
		return nil, c, false
	}
	nested, ok := lead.NextSibling().(*ast.List)
	if !ok || nested.NextSibling() != nil || c.deps {
		return nil, c, false
	}
	seg := lead.Lines().At(0)
	if seg.Stop > len(b.src) {
		return nil, c, false
	}
	leadText := bytes.TrimSpace(b.src[seg.Start:seg.Stop])
	m := boldOnlyRE().FindSubmatch(leadText)
	label := false
	if m == nil || SIGSlug(string(m[1])) == "" && areaSlug(string(m[1])) == "" {
		if m = labelLeadRE().FindSubmatch(leadText); m == nil {
			return nil, c, false
		}
		label = true
	}
	seen := map[string]bool{}
	for x := nested.FirstChild(); x != nil; x = x.NextSibling() {
		sub, ok := x.(*ast.ListItem)
		if !ok || sub.ChildCount() != 1 {
			return nil, c, false
		}
		l := sub.FirstChild().Lines()
		if l.Len() == 0 {
			return nil, c, false
		}
		stop := l.At(l.Len() - 1).Stop
		if stop > len(b.src) {
			return nil, c, false
		}
		end := b.src[max(0, stop-citationWindow):stop]
		cite := citedEndRE().Find(end)
		if cite == nil && label {
			// 1.10's runtime summary cites each runtime's author alone.
			cite = authorEndRE().Find(end)
		}
		if cite == nil {
			return nil, c, false
		}
		if label && continuesLead(b.src[l.At(0).Start:stop]) {
			// 1.6's "Bump GCE ContainerVM" above "to container-vm-v20161208
			// (…)": each item finishes the lead's sentence, and alone it
			// would read "to container-vm-v20170201 to address …".
			return nil, c, false
		}
		if label {
			// Sub-items that all cite one pull request are the points of
			// one change, whatever their lead says: they stay one note.
			k := string(bytes.TrimSpace(cite))
			if seen[k] {
				return nil, c, false
			}
			seen[k] = true
		}
	}
	if label && len(seen) < 2 && !isComponentLabel(string(m[1])) {
		// One cited sub-item under a label is one note either way; read
		// whole it keeps the label in its words. Under a component's
		// name (1.16's "- client-go" above one removal) the name is a
		// sub-heading, the note's section, and the change its text.
		return nil, c, false
	}
	c.group = string(m[1])
	if label {
		if k := labelKind(c.group, c); k != "" {
			c.kind = k // 1.7's "Features:" and "Bug fixes:" (see labelKind)
		}
	}
	c.appendLead(c.group)
	return nested, c, true
}

// labelLeadRE matches a lead line that is a label for the entries nested
// under it and nothing else: 1.7's "Features:" and "Bug fixes:" under
// "#### Security", 1.10's "Summary of Container Runtime changes:", 1.16's
// "kube-apiserver" among its deprecations. A few words, no link, code,
// comma or full stop: a lead that says something of its own is a note's
// text, and its nested points stay that note's.
var labelLeadRE = lazyre.New(`^([A-Za-z][A-Za-z0-9 /()-]{0,59}?)\s*:?\s*$`)

// labelKinds are the group labels that name a kind and nothing else,
// normalised (normalizeName): 1.7's and 1.9's "Features:" and "Bug
// fixes:", and their other spellings. A label naming more ("Changes/
// deprecations" above four kubelet changes, 1.7) or a sentence ("Removed
// the following deprecated metrics:") gives no kind.
var labelKinds = map[string]parser.Kind{
	"features":     parser.KindFeature,
	"feature":      parser.KindFeature,
	"new features": parser.KindFeature,
	"bug fixes":    parser.KindBug,
	"bug fix":      parser.KindBug,
	"bugfixes":     parser.KindBug,
	"deprecations": parser.KindDeprecation,
}

// labelKind is the kind a group's label names (labelKinds) when the
// enclosing headings give none more exact: 1.7 files its "Other notable
// changes" (no kind) and some of its "Notable Features" under "Features:"
// and "Bug fixes:" labels, and a bug fix shown as "Other notes" (or as a
// feature) is missed by a filter on bug fixes. Below a heading with a kind
// of its own (1.16's "Features:" under "Deprecations and Removals":
// feature gates being removed), below Urgent Upgrade Notes and among
// dependencies, the heading's kind stays; "".
func labelKind(label string, c listContext) parser.Kind {
	if c.urgent || c.deps || c.kind != parser.KindOtherNotes && c.kind != parser.KindFeature {
		return ""
	}
	return labelKinds[normalizeName(label)]
}

// leadLabelKind is labelKind of item's lead when item is a label alone
// above a nested list (a group, read whole or not), else "".
func (b *builder) leadLabelKind(item *ast.ListItem, c listContext) parser.Kind {
	lead := item.FirstChild()
	switch lead.(type) {
	case *ast.TextBlock, *ast.Paragraph:
	default:
		return ""
	}
	if lead.Lines().Len() != 1 {
		return ""
	}
	if _, ok := lead.NextSibling().(*ast.List); !ok {
		return ""
	}
	seg := lead.Lines().At(0)
	if seg.Stop > len(b.src) {
		return ""
	}
	m := labelLeadRE().FindSubmatch(bytes.TrimSpace(b.src[seg.Start:seg.Stop]))
	if m == nil {
		return ""
	}
	return labelKind(string(m[1]), c)
}

// componentLead reports whether item is a component's name alone
// (isComponentLabel) above a nested list, read whole (groupEntry did not
// split it): 1.13's "- kubelet" above three changes, one citing nothing.
func (b *builder) componentLead(item *ast.ListItem) bool {
	lead := item.FirstChild()
	switch lead.(type) {
	case *ast.TextBlock, *ast.Paragraph:
	default:
		return false
	}
	if lead.Lines().Len() != 1 {
		return false
	}
	if _, ok := lead.NextSibling().(*ast.List); !ok {
		return false
	}
	seg := lead.Lines().At(0)
	if seg.Stop > len(b.src) {
		return false
	}
	return isComponentLabel(string(bytes.TrimSpace(b.src[seg.Start:seg.Stop])))
}

// continuesLead reports whether a nested item's text goes on from its
// lead's words rather than standing alone: it opens with a lower-case
// preposition or conjunction.
func continuesLead(item []byte) bool {
	w, _, _ := bytes.Cut(bytes.TrimSpace(item), []byte(" "))
	switch string(w) {
	case "to", "for", "with", "in", "on", "from", "by", "and", "or", "of":
		return true
	}
	return false
}

// authorEndRE matches an entry closing with its author alone, as 1.10's
// "Summary of Container Runtime changes" cites each runtime ("[@mrunalp]").
var authorEndRE = lazyre.New(`\[@[\w-]+\]\s*$`)

// citedEndRE matches the end of an entry that closes with a citation in
// parentheses, of a pull request or of anything else upstream cited:
// 1.5's "([kubernetes/features#127](…))" and "([docs](…))".
var citedEndRE = lazyre.New(`\(\[[^\]\n]+\]\([^)\s]+\)(?:\s*,\s*\[\s*@[\w-]+\]\([^)\s]+\))*\)\s*$`)

// noteDisputes records the disputed citations of note i of the current
// release (none: forgets those of a note remade without them).
func (b *builder) noteDisputes(i int, ds []dispute) {
	k := [2]int{b.cur, i}
	if len(ds) == 0 {
		if b.disputes != nil {
			delete(b.disputes, k)
		}
		return
	}
	if b.disputes == nil {
		b.disputes = map[[2]int][]dispute{}
	}
	b.disputes[k] = ds
}

// settleDisputes decides, for each citation whose text and URL name
// different pull requests, which one the note cites. Either may hold the
// typo: 1.18's "[#8838](…/pull/88381)" and 1.10's "[#517326](…/pull/57326)"
// mistype the text, 1.12's "[#66045](…/pull/6605)" the URL (#6605 is a
// 2015 change; #66045 is the Azure change the note describes). A typo
// adds or drops a digit, so the number with as many digits as most of
// the release's pull requests is the one meant; with no such difference
// the URL stays, as GitHub follows it. The other number is not the note's.
func (b *builder) settleDisputes() {
	byRel := map[int][]int{} // release index -> its disputed notes' indices
	for k := range b.disputes {
		byRel[k[0]] = append(byRel[k[0]], k[1])
	}
	for ri, notes := range byRel {
		var digits [20]int // how many of the release's PRs have i digits
		for _, n := range b.rels[ri].Notes {
			for _, pr := range n.PRs {
				digits[len(strconv.Itoa(pr))]++
			}
		}
		for _, ni := range notes {
			n := &b.rels[ri].Notes[ni]
			for _, d := range b.disputes[[2]int{ri, ni}] {
				dl, ll := len(strconv.Itoa(d.link)), len(strconv.Itoa(d.label))
				if dl == ll || digits[ll] <= digits[dl] {
					continue
				}
				i := slices.Index(n.PRs, d.link)
				if i < 0 {
					continue
				}
				if slices.Contains(n.PRs, d.label) {
					n.PRs = slices.Delete(n.PRs, i, i+1)
				} else {
					n.PRs[i] = d.label
				}
			}
		}
	}
}

// newNote builds a note from an entry's markdown and its context, and
// returns the citations whose text and URL disagree (see settleDisputes).
func newNote(version, md string, c listContext, p *pacer) (parser.Note, []dispute) {
	t := parseTrailer(md, p)
	n := parser.Note{
		Version:        version,
		Kind:           c.kind,
		Markdown:       md,
		PRs:            t.prs,
		Authors:        t.authors,
		SIGs:           t.sigs,
		Areas:          []string{},
		ActionRequired: c.urgent,
		Section:        c.section,
		Lead:           c.lead,
	}
	if n.PRs == nil {
		n.PRs = []int{}
	}
	if n.Authors == nil {
		n.Authors = []string{}
	}
	if n.SIGs == nil {
		n.SIGs = []string{}
	}
	if c.sig != "" {
		n.SIGs = addSorted(n.SIGs, c.sig)
	}
	if c.area != "" {
		n.Areas = addSorted(n.Areas, c.area)
	}
	// 1.5 groups its features as "- **API Machinery**" entries with nested
	// lists: the bold name is the SIG or area of the group's entries (see
	// groupEntry), or of the entry it leads when that is read whole.
	lead := c.group
	if m := boldOnlyRE().FindStringSubmatch(firstLine(md)); m != nil {
		lead = m[1]
	}
	if lead != "" {
		if s := SIGSlug(lead); s != "" {
			n.SIGs = addSorted(n.SIGs, s)
		} else if a := areaSlug(lead); a != "" {
			n.Areas = addSorted(n.Areas, a)
		}
	}
	return n, t.disputes
}

var boldOnlyRE = lazyre.New(`^\*\*([^*]+)\*\*:?\s*$`)

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// borrowLabels gives a note without SIGs the SIGs and areas of the same
// pull request's notes elsewhere in the file: the consolidated notes of a
// minor release drop the trailer its pre-release notes carried. It steps
// the pacer before each release of both of its passes, and every
// borrowStep pull requests.
//
// A pull request whose notes name more than maxLent labels lends none: no
// real change touches that many SIGs, and lending them to every note that
// cites it made a 570 KB file of one PR cited by many releases (each with
// its own SIGs) into 214 MB of JSON. Lent slices are shared, not copied.
func borrowLabels(rels []parser.Release, p *pacer) {
	// Each pull request's labels, gathered as lists compacted now and then
	// (allocating a set per pull request cost more than the parse).
	type labels struct {
		sigs, areas []string
		over        bool // more than maxLent: lends nothing
	}
	byPR := map[int]*labels{}
	// A step every borrowStep pull requests too: one note may cite
	// 100,000 of them (0.3–0.5 s natively in one step before).
	seen := 0
	tick := func() {
		if seen++; seen%borrowStep == 0 {
			p.again()
		}
	}
	add := func(l *labels, to *[]string, xs []string) {
		if l.over || len(xs) > maxLent {
			l.over = true
			return
		}
		*to = append(*to, xs...)
		if len(*to) > 4*maxLent {
			slices.Sort(*to)
			if *to = slices.Compact(*to); len(*to) > maxLent {
				l.over = true
			}
		}
	}
	for i := range rels {
		p.again()
		for _, n := range rels[i].Notes {
			if len(n.SIGs) == 0 {
				continue
			}
			for _, pr := range n.PRs {
				tick()
				l := byPR[pr]
				if l == nil {
					l = &labels{}
					byPR[pr] = l
				}
				add(l, &l.sigs, n.SIGs)
				add(l, &l.areas, n.Areas)
			}
		}
	}
	type lent struct{ sigs, areas []string }
	lends := make(map[int]lent, len(byPR))
	for pr, l := range byPR {
		tick()
		sigs, areas := sortedSet(nil, l.sigs), sortedSet(nil, l.areas)
		if l.over || len(sigs) > maxLent || len(areas) > maxLent {
			continue
		}
		// No spare capacity: a note sharing a slice cannot append into
		// another's labels.
		lends[pr] = lent{slices.Clip(sigs), slices.Clip(areas)}
	}
	for i := range rels {
		p.again()
		notes := rels[i].Notes
		for j := range notes {
			n := &notes[j]
			if len(n.SIGs) != 0 {
				continue
			}
			for _, pr := range n.PRs {
				tick()
				l, ok := lends[pr]
				if !ok {
					continue
				}
				if len(n.SIGs) == 0 && len(n.Areas) == 0 {
					n.SIGs, n.Areas = l.sigs, l.areas
				} else {
					n.SIGs = sortedSet(n.SIGs, l.sigs)
					n.Areas = sortedSet(n.Areas, l.areas)
				}
			}
		}
	}
}

// maxLent is the most SIGs (or areas) a pull request may lend; see
// borrowLabels.
const maxLent = 32

// borrowStep is how many pull requests borrowLabels reads between steps.
const borrowStep = 4096
