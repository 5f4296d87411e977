package parser

import (
	"bytes"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// markdown is a CommonMark block parser. It has no inline parsers: the
// package reads block structure and cuts markdown from the source by
// offsets, never the inline tree, and inline parsing was most of goldmark's
// time. Tables are not enabled on purpose: the only tables in release
// notes are download and image tables, which are skipped, and without the
// extension they stay plain paragraphs.
var markdown = goldmark.New(goldmark.WithParser(parser.NewParser(
	parser.WithBlockParsers(parser.DefaultBlockParsers()...),
	parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
)))

// Parse reads one release-notes markdown file. name is the file's name: its
// base name becomes each release's Source and hints the version of a
// single-minor file (release-notes-1.20.md holds v1.20.0).
//
// Two layouts are told apart by their headings: a CHANGELOG has "# vX.Y.Z"
// headings, one per release, newest first; a release-notes file holds the
// notes of one minor release, in the "Changes by Kind" layout (1.19+) or
// the free-form layouts before it. Releases come back in the file's order.
func Parse(src []byte, name string) (rels []Release, err error) {
	base := fileLabel(name)
	switch {
	case len(bytes.TrimSpace(src)) == 0:
		return nil, errorf("%s: empty input, no release notes found", base)
	case bytes.IndexByte(src, 0) >= 0:
		return nil, errorf("%s: binary data (NUL bytes), not release-notes markdown", base)
	case !utf8.Valid(src):
		return nil, errorf("%s: not UTF-8 text, not release-notes markdown", base)
	}
	// goldmark and this package are meant not to panic; should either ever
	// do, the caller (a web page parsing a dropped file) gets an error.
	defer func() {
		if r := recover(); r != nil {
			rels, err = nil, errorf("%s: cannot parse release notes (internal error: %v)", base, r)
		}
	}()

	src = flattenDeepNesting(src)
	doc := markdown.Parser().Parse(text.NewReader(src))
	b := &builder{src: src, name: base, cur: -1}
	b.changelog = hasReleaseHeading(doc, src)
	if !b.changelog {
		if !hasNoteSection(doc, src) {
			return nil, errorf("%s: no release notes found (expected a '# v1.NN.N' heading or a 'Changes by Kind' section)", base)
		}
		v := minorFromName(base)
		if v == "" {
			v = minorFromContent(doc, src)
		}
		if v == "" {
			return nil, errorf("%s: cannot tell which release these notes are for (name the file release-notes-1.NN.md or add a '# v1.NN.N' heading)", base)
		}
		b.startRelease(v)
	}
	b.walk(doc)
	if b.changelog {
		BorrowLabels(b.rels)
	}
	for i := range b.rels {
		// A minor release's notes are the changes since the previous minor
		// (CHANGELOG-1.15.md's v1.15.0 has no "Changelog since" heading).
		if r := &b.rels[i]; r.Previous == "" && r.Type == TypeMinor {
			r.Previous = previousMinor(r.Version)
		}
	}
	return b.rels, nil
}

// fileLabel is the base name of a file as errors and Source name it:
// "input" when there is none, and quoted when it holds control characters
// or invalid UTF-8, so an error stays one printable line.
func fileLabel(name string) string {
	base := path.Base(name)
	if name == "" || base == "." || base == "/" {
		return "input"
	}
	if !utf8.ValidString(base) || strings.IndexFunc(base, unicode.IsControl) >= 0 {
		return strconv.Quote(base)
	}
	return base
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
	src       []byte
	name      string
	changelog bool
	rels      []Release
	cur       int     // index of the release being filled, -1 before the first
	stack     []frame // enclosing headings of the current position
	prose     *prose  // open release-level prose section, or nil
	open      *openNote
}

// frame is one enclosing heading.
type frame struct {
	level int
	title string
	info  headingInfo
	// notesAt is how many notes the release had when the heading came,
	// so a frame knows whether any entry sits below it.
	notesAt int
}

func (b *builder) startRelease(v string) {
	b.rels = append(b.rels, Release{
		Version: v,
		Type:    ReleaseTypeOf(v),
		Source:  b.name,
		Notes:   []Note{},
		Dependencies: Dependencies{
			Added:   []ModuleVersion{},
			Changed: []ModuleChange{},
			Removed: []ModuleVersion{},
		},
	})
	b.cur = len(b.rels) - 1
	b.stack = b.stack[:0]
}

// walk visits the document's children: headings change the context, lists
// under note sections become notes, everything under a prose heading is
// collected as source text by offsets.
func (b *builder) walk(doc ast.Node) {
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		switch n := n.(type) {
		case *ast.Heading:
			b.open = nil
			b.heading(n)
		case *ast.List:
			b.list(n)
		case *ast.Paragraph:
			if b.open != nil && b.indented(n) {
				b.extendOpen(n)
			} else {
				b.open = nil
			}
		default:
			b.open = nil
		}
	}
	b.closeProse(len(b.src))
}

// openNote is the last note made from a list, which indented paragraphs
// right after the list still belong to.
type openNote struct {
	item *ast.ListItem
	note int
	ctx  listContext
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
func (b *builder) extendOpen(p *ast.Paragraph) {
	o := b.open
	end := len(b.src)
	if next := p.NextSibling(); next != nil {
		if s := b.nodeStart(next); s >= 0 {
			end = s
		}
	}
	rel := &b.rels[b.cur]
	rel.Notes[o.note] = newNote(rel.Version, b.itemMarkdown(o.item, end), o.ctx)
}

func (b *builder) heading(h *ast.Heading) {
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
	b.stack = append(b.stack, frame{level: level, title: ft, info: info, notesAt: len(b.rels[b.cur].Notes)})
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
	kind    Kind
	sig     string
	area    string
	section string
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
			c.urgent, c.kind, kindAt = true, KindUrgent, i
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
		c.kind = KindOtherNotes
	}
	var titles []string
	for _, f := range b.stack[kindAt+1:] {
		if f.info.bucket == bucketNone && f.title != "" {
			titles = append(titles, f.title)
		}
	}
	c.section = strings.Join(titles, " / ")
	return c
}

func (b *builder) list(l *ast.List) {
	b.open = nil
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
		md := b.itemMarkdown(item, b.itemEnd(item))
		if c.deps {
			if mod, from, to, ok := parseModuleLine(md); ok {
				switch {
				case from != "" && (c.bucket == bucketChanged || c.bucket == bucketNone):
					rel.Dependencies.Changed = append(rel.Dependencies.Changed, ModuleChange{Module: mod, From: from, To: to})
					continue
				case from == "" && c.bucket == bucketAdded:
					rel.Dependencies.Added = append(rel.Dependencies.Added, ModuleVersion{Module: mod, Version: to})
					continue
				case from == "" && c.bucket == bucketRemoved:
					rel.Dependencies.Removed = append(rel.Dependencies.Removed, ModuleVersion{Module: mod, Version: to})
					continue
				}
			}
		}
		rel.Notes = append(rel.Notes, newNote(rel.Version, md, c))
		b.open = &openNote{item: item, note: len(rel.Notes) - 1, ctx: c}
	}
}

// newNote builds a note from an entry's markdown and its context.
func newNote(version, md string, c listContext) Note {
	t := parseTrailer(md)
	n := Note{
		Version:        version,
		Kind:           c.kind,
		Markdown:       md,
		PRs:            t.prs,
		Authors:        t.authors,
		SIGs:           t.sigs,
		Areas:          []string{},
		ActionRequired: c.urgent,
		Section:        c.section,
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
	// lists: the bold name is the entry's SIG or area.
	if m := boldOnlyRE.FindStringSubmatch(firstLine(md)); m != nil {
		if s := SIGSlug(m[1]); s != "" {
			n.SIGs = addSorted(n.SIGs, s)
		} else if a := areaSlug(m[1]); a != "" {
			n.Areas = addSorted(n.Areas, a)
		}
	}
	return n
}

var boldOnlyRE = regexp.MustCompile(`^\*\*([^*]+)\*\*:?\s*$`)

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// BorrowLabels gives a note without SIGs the SIGs and areas of the same pull
// request's notes elsewhere in the file: the consolidated notes of a minor
// release drop the trailer its pre-release notes carried. Parse calls it
// for a CHANGELOG; ParseChunked calls it once over all its chunks.
func BorrowLabels(rels []Release) { borrowLabels(rels, nil) }

// borrowLabels is BorrowLabels, calling a non-nil pause before each release
// of both of its passes.
func borrowLabels(rels []Release, pause func()) {
	type labels struct{ sigs, areas []string }
	byPR := map[int]*labels{}
	for i := range rels {
		if pause != nil {
			pause()
		}
		for _, n := range rels[i].Notes {
			if len(n.SIGs) == 0 {
				continue
			}
			for _, pr := range n.PRs {
				l := byPR[pr]
				if l == nil {
					l = &labels{}
					byPR[pr] = l
				}
				l.sigs = sortedSet(l.sigs, n.SIGs)
				l.areas = sortedSet(l.areas, n.Areas)
			}
		}
	}
	for i := range rels {
		if pause != nil {
			pause()
		}
		notes := rels[i].Notes
		for j := range notes {
			n := &notes[j]
			if len(n.SIGs) != 0 {
				continue
			}
			for _, pr := range n.PRs {
				if l := byPR[pr]; l != nil {
					n.SIGs = sortedSet(n.SIGs, l.sigs)
					n.Areas = sortedSet(n.Areas, l.areas)
				}
			}
		}
	}
}
