// Package bundle is the encoding of the notes the module embeds: releases
// parsed at build time, in a small binary layout of its own (below). It is
// not compressed: the module is served compressed as a whole, and gunzipping
// the bundle in WebAssembly cost as much start-up time as decoding it. It is
// separate from package embed so the generator can write a bundle before one
// exists.
//
// The layout replaced encoding/gob, whose reflection and per-string
// allocations made decoding the largest item of the page's start-up:
//
//	magic "KCLB" 0x05
//	uvarint counts: strings, releases, notes, PRs, string references,
//	bytes of rebuilt markdown
//	uvarint length of each distinct string, then their bytes back to back
//	per release: string indexes and counts, its notes (each with its
//	Template, render's stored form, and its Lead as a length in the
//	number that holds ActionRequired and SIGsGuessed), its dependencies
//
// A note's markdown is stored whole, or (most notes of the shipped bundle)
// as its text without the trailer and a trailer template, such as
// " ([#\x00p\x00](https://github.com/kubernetes/kubernetes/pull/\x00p\x00), …)
// [SIG Node]", whose holes (NUL, the kind, the index) are the note's own
// PR numbers and authors (see factor). The PR numbers and logins are stored once, as the note's fields,
// rather than twice again in its text, and the templates repeat: a sixth of
// the bundle's gzip size was trailers. The decoder rebuilds those markdowns
// into one buffer.
//
// Every string is stored once and decoded as a slice of one string (of the
// bundle itself for DecodeShared), but the markdowns rebuilt from trailer
// templates, which are slices of one buffer, and
// the notes, PR numbers and string lists of all releases share three
// backing arrays (capacity-limited, so an append by a caller copies), so a
// decode makes a handful of allocations whatever the number of notes.
package bundle

import (
	"cmp"
	"encoding/binary"
	"errors"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/kubechangelog/kubechangelog/parser"
)

const magic = "KCLB\x05"

// Decode reads a bundle written by Encode. Empty note lists (PRs, authors,
// SIGs, areas, notes, dependencies) come back as empty slices, as the
// parser returns them, so JSON output keeps its [] arrays; empty themes,
// known issues and advisories come back nil. Its strings are a copy: b may
// change afterwards.
func Decode(b []byte) ([]parser.Release, error) {
	return decode(b, false, nil)
}

// DecodeShared is Decode for a bundle that never changes while anything
// decoded from it is in use, such as the one the module embeds: its
// strings are slices of b rather than of a copy of b's text (but for the
// markdowns rebuilt from trailer templates, in a buffer of their own), which in the
// page saves a copy of every note's text (10 MB at four times today's
// notes) and the fresh memory it would fill at start-up.
func DecodeShared(b []byte) ([]parser.Release, error) {
	return decode(b, true, nil)
}

// DecodePaced is DecodeShared calling pause every few hundred notes, for
// the page, which decodes the bundle of an opened file (tens of thousands
// of notes) between pauses that let the browser paint and take input.
func DecodePaced(b []byte, pause func()) ([]parser.Release, error) {
	return decode(b, true, pause)
}

func decode(b []byte, shared bool, pause func()) (rels []parser.Release, err error) {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return nil, errors.New("notes bundle: not a bundle (run 'make data')")
	}
	d := decoder{b: b, off: len(magic)}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(decodeError); ok {
				rels, err = nil, errors.New("notes bundle: "+string(e)+" at byte "+strconv.Itoa(d.off))
				return
			}
			panic(r)
		}
	}()
	nstr, nrel, nnotes, nprs, nrefs := d.count(), d.count(), d.count(), d.count(), d.count()
	// The rebuilt markdowns go into one buffer, allocated at once, so a
	// decode still makes a handful of allocations; a note's rebuilt text can
	// be longer than what the bundle stores of it, but not without limit.
	nrebuilt := d.number()
	if nrebuilt > maxRebuilt*len(d.b) {
		panic(decodeError("rebuilt text too long"))
	}
	var rebuilt []byte
	if nrebuilt > 0 {
		rebuilt = make([]byte, 0, nrebuilt)
	}
	// The lengths are read twice, to find where the text starts and then
	// to cut it, rather than kept in a slice as long as the string table.
	lengths, total := d.off, 0
	for range nstr {
		total += d.count()
		if total > len(d.b) {
			panic(decodeError("strings past the end"))
		}
	}
	if total > len(d.b)-d.off {
		panic(decodeError("strings past the end"))
	}
	text := d.b[d.off : d.off+total]
	var blob string // every string, back to back
	switch {
	case total == 0:
	case shared:
		blob = unsafe.String(&text[0], total)
	default:
		blob = string(text)
	}
	d.off += total
	end := d.off
	d.off = lengths
	d.strs = make([]string, nstr)
	start := 0
	for i := range d.strs {
		n := d.count()
		d.strs[i] = blob[start : start+n]
		start += n
	}
	d.off = end

	notesBack := make([]parser.Note, nnotes)
	prsBack := make([]int, nprs)
	refsBack := make([]string, nrefs)
	rels = make([]parser.Release, nrel)
	for i := range rels {
		r := &rels[i]
		r.Version = d.str()
		r.Previous = d.str()
		r.Type = parser.ReleaseType(d.str())
		r.Source = d.str()
		r.Repeated = d.number()
		r.LabelsCut = d.number()
		r.Themes = d.sections()
		r.KnownIssues = d.sections()
		if n := d.count(); n > 0 {
			r.Security = make([]parser.Advisory, n)
			for j := range r.Security {
				r.Security[j] = parser.Advisory{CVE: d.str(), Title: d.str(), Markdown: d.str()}
			}
		}
		n := d.count()
		if n > len(notesBack) {
			panic(decodeError("more notes than counted"))
		}
		r.Notes, notesBack = notesBack[:n:n], notesBack[n:]
		for j := range r.Notes {
			if pause != nil && j%pauseNotes == pauseNotes-1 {
				pause()
			}
			nt := &r.Notes[j]
			nt.Version = d.str()
			nt.Kind = parser.Kind(d.str())
			md := d.count()
			factored, trailer := md&1 == 1, ""
			if factored {
				trailer = d.str()
			}
			md >>= 1
			if md >= len(d.strs) {
				panic(decodeError("bad string index"))
			}
			nt.Markdown = d.strs[md]
			k := d.count()
			if k > len(prsBack) {
				panic(decodeError("more PRs than counted"))
			}
			nt.PRs, prsBack = prsBack[:k:k], prsBack[k:]
			for x := range nt.PRs {
				nt.PRs[x] = d.number()
			}
			nt.Authors = d.strList(&refsBack)
			nt.SIGs = d.strList(&refsBack)
			nt.Areas = d.strList(&refsBack)
			if factored {
				nt.Markdown, rebuilt = rebuild(rebuilt, nt.Markdown, trailer, nt)
			}
			// ActionRequired in the low bit, SIGsGuessed in the next,
			// the byte length of Lead (a suffix of Section) above them:
			// most notes have none, so the number stays one byte.
			flags := d.number()
			nt.ActionRequired = flags&1 == 1
			nt.SIGsGuessed = flags&2 == 2
			nt.Section = d.str()
			if lead := flags >> 2; lead > 0 {
				if lead > len(nt.Section) {
					panic(decodeError("lead longer than its section"))
				}
				nt.Lead = nt.Section[len(nt.Section)-lead:]
			}
			nt.Template = d.str()
		}
		dep := &r.Dependencies
		dep.Added = d.modules()
		dep.Changed = make([]parser.ModuleChange, d.count())
		for j := range dep.Changed {
			dep.Changed[j] = parser.ModuleChange{Module: d.str(), From: d.str(), To: d.str()}
		}
		dep.Removed = d.modules()
	}
	if d.off != len(d.b) {
		panic(decodeError("trailing bytes"))
	}
	if len(rebuilt) != nrebuilt {
		panic(decodeError("rebuilt text not as long as counted"))
	}
	return rels, nil
}

// maxRebuilt bounds the rebuilt markdown a bundle may claim, as a multiple
// of its size, so a damaged count cannot ask for gigabytes. The shipped
// bundle rebuilds 1.1 times its own size.
const maxRebuilt = 16

// hole starts a hole of a trailer template: hole, 'p' or 'a', the index of
// the note's PR or author as one byte. Markdown holding a NUL byte is
// stored whole.
const hole = '\x00'

// rebuild appends head and trailer, its holes filled from n, to buf and
// returns the markdown, a string of buf's bytes, which nothing writes
// again: later notes append after them, within the capacity the bundle
// counted (rebuilding past it is an error once all notes are read; the
// strings already made stay valid either way).
func rebuild(buf []byte, head, trailer string, n *parser.Note) (string, []byte) {
	start := len(buf)
	buf = append(buf, head...)
	for {
		i := strings.IndexByte(trailer, hole)
		if i < 0 {
			break
		}
		if i+2 >= len(trailer) {
			panic(decodeError("cut trailer hole"))
		}
		buf = append(buf, trailer[:i]...)
		k := int(trailer[i+2])
		switch trailer[i+1] {
		case 'p':
			if k >= len(n.PRs) {
				panic(decodeError("trailer hole past the note's PRs"))
			}
			buf = strconv.AppendInt(buf, int64(n.PRs[k]), 10)
		case 'a':
			if k >= len(n.Authors) {
				panic(decodeError("trailer hole past the note's authors"))
			}
			buf = append(buf, n.Authors[k]...)
		default:
			panic(decodeError("bad trailer hole"))
		}
		trailer = trailer[i+3:]
	}
	buf = append(buf, trailer...)
	if len(buf) == start {
		return "", buf
	}
	return unsafe.String(&buf[start], len(buf)-start), buf
}

type decodeError string

type decoder struct {
	b    []byte
	off  int
	strs []string
}

// count reads a count or an index, which cannot exceed the bundle's size.
func (d *decoder) count() int {
	v := d.number()
	if v > len(d.b) {
		panic(decodeError("count past the bundle's size"))
	}
	return v
}

func (d *decoder) number() int {
	v, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 || v > 1<<31-1 {
		panic(decodeError("bad number"))
	}
	d.off += n
	return int(v)
}

func (d *decoder) str() string {
	i := d.count()
	if i >= len(d.strs) {
		panic(decodeError("bad string index"))
	}
	return d.strs[i]
}

func (d *decoder) strList(back *[]string) []string {
	k := d.count()
	if k > len(*back) {
		panic(decodeError("more strings than counted"))
	}
	s := (*back)[:k:k]
	*back = (*back)[k:]
	for x := range s {
		s[x] = d.str()
	}
	return s
}

func (d *decoder) sections() []parser.Section {
	n := d.count()
	if n == 0 {
		return nil
	}
	s := make([]parser.Section, n)
	for i := range s {
		s[i] = parser.Section{Title: d.str(), Markdown: d.str(), Template: d.str()}
	}
	return s
}

func (d *decoder) modules() []parser.ModuleVersion {
	s := make([]parser.ModuleVersion, d.count())
	for i := range s {
		s[i] = parser.ModuleVersion{Module: d.str(), Version: d.str()}
	}
	return s
}

// Encode writes releases as a bundle.
//
// The string table is ordered for gzip, which only finds repeats within
// 32 KB: strings are grouped by what they are (versions and kinds, titles,
// prose, note texts, people, SIGs, areas, modules, module versions), and a
// group's strings sorted, note texts by their author first (a person's
// notes share a trailer and a way of writing). Sorted by author, the
// shipped bundle is 8% smaller compressed than in first-use order; the
// decoder reads strings by index and does not care about their order.
//
// Its notes' trailers are factored out of their markdown (see factor), for
// the same reason: the shipped bundle is 143 KB smaller with gzip -9
// (919 → 776 KB) and main.wasm.gz 133 KB, and decoding, which rebuilds
// 2.7 MB of markdown, takes two to four times as long (1.3–1.5 ms → 2.5–6
// ms on the host, over runs; a few milliseconds more of the page's
// start-up).
func Encode(rels []parser.Release) ([]byte, error) {
	return encode(rels, true, nil)
}

// EncodePaced is Encode calling pause every few hundred notes, for the
// page's parse module, which encodes an opened file's releases between
// pauses that let the browser paint and take input. Its string table stays
// in first-use order and its trailers whole: the bundle goes from one
// module to the other uncompressed, and sorting tens of thousands of notes
// is a long task, rebuilding their markdown another.
func EncodePaced(rels []parser.Release, pause func()) ([]byte, error) {
	return encode(rels, false, pause)
}

// encode is Encode, with the string table in first-use order and the
// trailers whole unless sorted (for the tests that the order and the
// factoring pay), calling pause (if not nil) between steps.
func encode(rels []parser.Release, sorted bool, pause func()) ([]byte, error) {
	return encodeWith(rels, sorted, sorted, pause)
}

func encodeWith(rels []parser.Release, sorted, factored bool, pause func()) ([]byte, error) {
	// Two passes over the same walk: the first collects the strings, the
	// second writes the body with their indexes.
	e := encoder{index: map[string]int{}, sorted: sorted}
	if _, err := encodeBody(rels, e.collect, factored, pause); err != nil {
		return nil, err
	}
	if sorted {
		e.sort()
	}
	if pause != nil {
		pause()
	}
	body, err := encodeBody(rels, func(x string, _ strClass, _ string) int { return e.index[x] }, factored, pause)
	if err != nil {
		return nil, err
	}
	out := []byte(magic)
	for _, v := range []int{len(e.strs), len(rels), body.notes, body.prs, body.refs, body.rebuilt} {
		out = binary.AppendUvarint(out, uint64(v))
	}
	for _, x := range e.strs {
		out = binary.AppendUvarint(out, uint64(len(x.s)))
	}
	for _, x := range e.strs {
		out = append(out, x.s...)
	}
	return append(out, body.b...), nil
}

// strClass is what a string is, for the order of the string table.
type strClass uint8

const (
	className strClass = iota // versions, release types, sources, kinds
	classTitle
	classProse // sections' and advisories' markdown
	classNote
	classAuthor
	classSIG
	classArea
	classModule
	classModuleVersion
	classTemplate // render's stored form: gzip finds more alike sorted
	classTrailer  // trailer templates (see factor)
)

// pauseNotes is how many notes encodeBody walks between two pauses, and
// pauseModules how many dependency changes.
const (
	pauseNotes   = 256
	pauseModules = 1024
)

type body struct {
	b                []byte
	notes, prs, refs int
	rebuilt          int // bytes of the markdowns stored factored
}

// encodeBody writes the releases' body, asking ref for each string's index
// (key: for a note's text, its author, which the table is sorted by),
// with the notes' trailers factored out of their markdown when factored.
func encodeBody(rels []parser.Release, ref func(x string, c strClass, key string) int, factored bool, pause func()) (body, error) {
	var out body
	u := func(v int) { out.b = binary.AppendUvarint(out.b, uint64(v)) }
	s := func(x string, c strClass) { u(ref(x, c, "")) }
	for _, r := range rels {
		s(r.Version, className)
		s(r.Previous, className)
		s(string(r.Type), className)
		s(r.Source, className)
		u(r.Repeated)
		u(r.LabelsCut)
		for _, secs := range [][]parser.Section{r.Themes, r.KnownIssues} {
			u(len(secs))
			for _, x := range secs {
				s(x.Title, classTitle)
				s(x.Markdown, classProse)
				s(x.Template, classTemplate)
			}
		}
		u(len(r.Security))
		for _, a := range r.Security {
			s(a.CVE, classTitle)
			s(a.Title, classTitle)
			s(a.Markdown, classProse)
		}
		u(len(r.Notes))
		out.notes += len(r.Notes)
		for i, n := range r.Notes {
			if pause != nil && i%pauseNotes == pauseNotes-1 {
				pause()
			}
			s(n.Version, className)
			s(string(n.Kind), className)
			// The markdown's index, shifted, its low bit set when a
			// trailer template follows.
			author := noteAuthor(n.Markdown)
			head, trailer, ok := "", "", false
			if factored {
				head, trailer, ok = factor(n)
			}
			if ok {
				u(ref(head, classNote, author)<<1 | 1)
				s(trailer, classTrailer)
				out.rebuilt += len(n.Markdown)
			} else {
				u(ref(n.Markdown, classNote, author) << 1)
			}
			u(len(n.PRs))
			out.prs += len(n.PRs)
			for _, p := range n.PRs {
				if p < 0 || p > 1<<31-1 {
					return out, errors.New("note in " + n.Version + ": PR number " + strconv.Itoa(p) + " out of range")
				}
				u(p)
			}
			for i, list := range [][]string{n.Authors, n.SIGs, n.Areas} {
				u(len(list))
				out.refs += len(list)
				for _, x := range list {
					s(x, classAuthor+strClass(i))
				}
			}
			if !strings.HasSuffix(n.Section, n.Lead) {
				return out, errors.New("note in " + n.Version + ": lead " + strconv.Quote(n.Lead) + " does not end its section")
			}
			flags := len(n.Lead) << 2
			if n.ActionRequired {
				flags |= 1
			}
			if n.SIGsGuessed {
				flags |= 2
			}
			u(flags)
			s(n.Section, classTitle)
			s(n.Template, classTemplate)
		}
		// A release's dependency changes pause as its notes do: a file of
		// 80,000 of them was one stretch of 0.1 s natively, more in the
		// page's parse module.
		d, mods := r.Dependencies, 0
		step := func() {
			if mods++; pause != nil && mods%pauseModules == 0 {
				pause()
			}
		}
		u(len(d.Added))
		for _, m := range d.Added {
			step()
			s(m.Module, classModule)
			s(m.Version, classModuleVersion)
		}
		u(len(d.Changed))
		for _, m := range d.Changed {
			step()
			s(m.Module, classModule)
			s(m.From, classModuleVersion)
			s(m.To, classModuleVersion)
		}
		u(len(d.Removed))
		for _, m := range d.Removed {
			step()
			s(m.Module, classModule)
			s(m.Version, classModuleVersion)
		}
	}
	return out, nil
}

type tableString struct {
	s     string
	class strClass // of the string's first use
	key   string   // sort key within the class
}

type encoder struct {
	strs   []tableString
	index  map[string]int
	sorted bool // the table will be sorted: collect keys
}

// collect adds s to the table on its first use.
func (e *encoder) collect(s string, c strClass, author string) int {
	if _, ok := e.index[s]; !ok {
		key := s
		if c == classNote && e.sorted {
			key = author + "\x00" + s
		}
		e.index[s] = len(e.strs)
		e.strs = append(e.strs, tableString{s: s, class: c, key: key})
	}
	return 0
}

// sort orders the table by class, then key, and indexes it again.
func (e *encoder) sort() {
	slices.SortStableFunc(e.strs, func(a, b tableString) int {
		if a.class != b.class {
			return cmp.Compare(a.class, b.class)
		}
		return strings.Compare(a.key, b.key)
	})
	for i, x := range e.strs {
		e.index[x.s] = i
	}
}

// noteAuthor returns the last "[@name" of a note's markdown (its trailer's
// author), or "" when it has none.
func noteAuthor(md string) string {
	i := strings.LastIndex(md, "[@")
	if i < 0 {
		return ""
	}
	j := strings.IndexByte(md[i:], ']')
	if j < 0 {
		return ""
	}
	return md[i : i+j]
}

// factor splits a note's markdown into its text and a trailer template, the
// citation that ends it with the note's PR numbers and authors made holes:
//
//	([#\x00p\x00](https://github.com/kubernetes/kubernetes/pull/\x00p\x00), [@\x00a\x00](https://github.com/\x00a\x00)) [SIG Node]
//
// The trailer starts at the last "(" followed by "#" or "[#" and a digit
// (with the blanks before it), which covers the modern citation and the
// older "(#123, @name)" alike; any text after it stays in the template. It
// reports false, and the markdown is stored whole, when there is no such
// trailer, no hole in it, or rebuilding does not give the markdown back
// byte for byte: the factoring never changes a note.
func factor(n parser.Note) (head, trailer string, ok bool) {
	md := n.Markdown
	if strings.IndexByte(md, hole) >= 0 {
		return "", "", false
	}
	cut := -1
	for i := strings.IndexByte(md, '('); i >= 0; {
		rest := strings.TrimLeft(md[i+1:], " ")
		rest = strings.TrimPrefix(rest, "[")
		if len(rest) > 1 && rest[0] == '#' && rest[1] >= '0' && rest[1] <= '9' {
			cut = i
		}
		j := strings.IndexByte(md[i+1:], '(')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if cut < 0 {
		return "", "", false
	}
	cut = len(strings.TrimRight(md[:cut], " \t\r\n"))
	tail := md[cut:]
	var t []byte
	holes := 0
	for i := 0; i < len(tail); {
		if !loginByte(tail[i]) {
			t = append(t, tail[i])
			i++
			continue
		}
		j := i
		for j < len(tail) && loginByte(tail[j]) {
			j++
		}
		tok := tail[i:j]
		if k := prIndex(n.PRs, tok); k >= 0 {
			t = append(t, hole, 'p', byte(k))
			holes++
		} else if k := slices.Index(n.Authors[:min(len(n.Authors), 256)], tok); k >= 0 {
			t = append(t, hole, 'a', byte(k))
			holes++
		} else {
			t = append(t, tok...)
		}
		i = j
	}
	if holes == 0 {
		return "", "", false
	}
	head, trailer = md[:cut], string(t)
	if back, _ := rebuild(nil, head, trailer, &n); back != md {
		return "", "", false
	}
	return head, trailer, true
}

// loginByte reports whether c can be part of a GitHub login or a number:
// the tokens a trailer's holes replace whole.
func loginByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

// prIndex returns the index (under 256) of the PR whose number is written
// tok, or -1.
func prIndex(prs []int, tok string) int {
	if tok == "" || tok[0] < '1' || tok[0] > '9' || len(tok) > 10 {
		return -1
	}
	v, err := strconv.Atoi(tok)
	if err != nil {
		return -1
	}
	return slices.Index(prs[:min(len(prs), 256)], v)
}
