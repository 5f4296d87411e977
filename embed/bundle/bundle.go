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
//	magic "KCLB" 0x01
//	uvarint counts: strings, releases, notes, PRs, string references
//	uvarint length of each distinct string, then their bytes back to back
//	per release: string indexes and counts, its notes, its dependencies
//
// Every string is stored once and decoded as a slice of one string (of the
// bundle itself for DecodeShared), and
// the notes, PR numbers and string lists of all releases share three
// backing arrays (capacity-limited, so an append by a caller copies), so a
// decode makes a handful of allocations whatever the number of notes.
package bundle

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"unsafe"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

const magic = "KCLB\x01"

// Decode reads a bundle written by Encode. Empty note lists (PRs, authors,
// SIGs, areas, notes, dependencies) come back as empty slices, as the
// parser returns them, so JSON output keeps its [] arrays; empty themes,
// known issues and advisories come back nil. Its strings are a copy: b may
// change afterwards.
func Decode(b []byte) ([]parser.Release, error) {
	return decode(b, false)
}

// DecodeShared is Decode for a bundle that never changes while anything
// decoded from it is in use, such as the one the module embeds: its
// strings are slices of b rather than of a copy of b's text, which in the
// page saves a copy of every note's text (10 MB at four times today's
// notes) and the fresh memory it would fill at start-up.
func DecodeShared(b []byte) ([]parser.Release, error) {
	return decode(b, true)
}

func decode(b []byte, shared bool) (rels []parser.Release, err error) {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return nil, errors.New("notes bundle: not a bundle (run 'make data')")
	}
	d := decoder{b: b, off: len(magic)}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(decodeError); ok {
				rels, err = nil, fmt.Errorf("notes bundle: %s at byte %d", string(e), d.off)
				return
			}
			panic(r)
		}
	}()
	nstr, nrel, nnotes, nprs, nrefs := d.count(), d.count(), d.count(), d.count(), d.count()
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
			nt := &r.Notes[j]
			nt.Version = d.str()
			nt.Kind = parser.Kind(d.str())
			nt.Markdown = d.str()
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
			nt.ActionRequired = d.number() == 1
			nt.Section = d.str()
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
	return rels, nil
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
		s[i] = parser.Section{Title: d.str(), Markdown: d.str()}
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
func Encode(rels []parser.Release) ([]byte, error) {
	var e encoder
	e.index = map[string]int{}
	var body []byte
	u := func(v int) { body = binary.AppendUvarint(body, uint64(v)) }
	s := func(x string) { u(e.ref(x)) }
	nnotes, nprs, nrefs := 0, 0, 0
	for _, r := range rels {
		s(r.Version)
		s(r.Previous)
		s(string(r.Type))
		s(r.Source)
		for _, secs := range [][]parser.Section{r.Themes, r.KnownIssues} {
			u(len(secs))
			for _, x := range secs {
				s(x.Title)
				s(x.Markdown)
			}
		}
		u(len(r.Security))
		for _, a := range r.Security {
			s(a.CVE)
			s(a.Title)
			s(a.Markdown)
		}
		u(len(r.Notes))
		nnotes += len(r.Notes)
		for _, n := range r.Notes {
			s(n.Version)
			s(string(n.Kind))
			s(n.Markdown)
			u(len(n.PRs))
			nprs += len(n.PRs)
			for _, p := range n.PRs {
				if p < 0 || p > 1<<31-1 {
					return nil, fmt.Errorf("note in %s: PR number %d out of range", n.Version, p)
				}
				u(p)
			}
			for _, list := range [][]string{n.Authors, n.SIGs, n.Areas} {
				u(len(list))
				nrefs += len(list)
				for _, x := range list {
					s(x)
				}
			}
			if n.ActionRequired {
				u(1)
			} else {
				u(0)
			}
			s(n.Section)
		}
		d := r.Dependencies
		u(len(d.Added))
		for _, m := range d.Added {
			s(m.Module)
			s(m.Version)
		}
		u(len(d.Changed))
		for _, m := range d.Changed {
			s(m.Module)
			s(m.From)
			s(m.To)
		}
		u(len(d.Removed))
		for _, m := range d.Removed {
			s(m.Module)
			s(m.Version)
		}
	}
	out := []byte(magic)
	for _, v := range []int{len(e.strs), len(rels), nnotes, nprs, nrefs} {
		out = binary.AppendUvarint(out, uint64(v))
	}
	for _, x := range e.strs {
		out = binary.AppendUvarint(out, uint64(len(x)))
	}
	for _, x := range e.strs {
		out = append(out, x...)
	}
	return append(out, body...), nil
}

type encoder struct {
	strs  []string
	index map[string]int
}

func (e *encoder) ref(s string) int {
	if i, ok := e.index[s]; ok {
		return i
	}
	e.index[s] = len(e.strs)
	e.strs = append(e.strs, s)
	return len(e.strs) - 1
}

// ParseDir parses the release notes under dir (markdown and JSON label
// files, in any sub-folder; README.md skipped) into merged releases, newest
// first: what the bundle holds.
func ParseDir(dir string) ([]parser.Release, error) {
	var files []notes.File
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if ext := filepath.Ext(p); (ext != ".md" && ext != ".json") || d.Name() == "README.md" {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files = append(files, notes.File{Name: d.Name(), Data: b})
		return nil
	})
	if err != nil {
		return nil, err
	}
	rels, err := notes.ParseFiles(files)
	if err != nil {
		return nil, err
	}
	return notes.Merge(rels), nil
}
