package bundle

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"reflect"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

func gzipSize(t *testing.T, b []byte) int {
	t.Helper()
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

// TestTrailersAreFactored checks that most shipped notes are stored as
// their text and a trailer template, that this is what makes the bundle
// smaller compressed, and that they decode to the very markdown the
// parser gave.
func TestTrailersAreFactored(t *testing.T) {
	rels, err := Decode(shipped(t))
	if err != nil {
		t.Fatal(err)
	}
	total, factored := 0, 0
	templates := map[string]bool{}
	for _, r := range rels {
		for _, n := range r.Notes {
			total++
			if _, trailer, ok := factor(n); ok {
				factored++
				templates[trailer] = true
			}
		}
	}
	whole, err := encodeWith(rels, true, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	split, err := Encode(rels)
	if err != nil {
		t.Fatal(err)
	}
	gzWhole, gzSplit := gzipSize(t, whole), gzipSize(t, split)
	t.Logf("%d of %d notes (%.1f%%) stored with one of %d trailer templates; bundle %d bytes (gzip -9 %d) with trailers whole, %d (gzip -9 %d) factored, rebuilding %d bytes of markdown",
		factored, total, 100*float64(factored)/float64(total), len(templates), len(whole), gzWhole, len(split), gzSplit, rebuiltCount(t, split))
	if factored < total*9/10 {
		t.Errorf("%d of %d notes stored with a trailer template, want 90%%", factored, total)
	}
	if gzSplit > gzWhole-100_000 {
		t.Errorf("factored trailers compress to %d bytes, not 100 KB under the %d of whole ones", gzSplit, gzWhole)
	}
	for name, b := range map[string][]byte{"whole": whole, "factored": split} {
		if back, err := Decode(b); err != nil || !reflect.DeepEqual(back, rels) {
			t.Errorf("the bundle with trailers %s decodes to other releases (error %v)", name, err)
		}
	}
}

// TestOddTrailersRoundTrip: notes whose trailer is not the usual one, or
// whose holes could be read two ways, decode to their markdown exactly,
// factored or not.
func TestOddTrailersRoundTrip(t *testing.T) {
	modern := " ([#125895](https://github.com/kubernetes/kubernetes/pull/125895), [@cpanato](https://github.com/cpanato)) [SIG Release and Testing]"
	cases := []struct {
		name     string
		note     parser.Note
		factored bool
	}{
		{"modern", parser.Note{Markdown: "Fixed a bug." + modern, PRs: []int{125895}, Authors: []string{"cpanato"}}, true},
		{"older form", parser.Note{Markdown: "Fixed a bug. (#41205, @liggitt)", PRs: []int{41205}, Authors: []string{"liggitt"}}, true},
		{"space inside the author link", parser.Note{Markdown: "Fixed a bug. ([#50003](https://github.com/kubernetes/kubernetes/pull/50003),[ @liggitt](https://github.com/liggitt))", PRs: []int{50003}}, true},
		{"PR number in the text too", parser.Note{Markdown: "Reverts 125895 and #125895." + modern, PRs: []int{125895}, Authors: []string{"cpanato"}}, true},
		{"author named like the URL", parser.Note{Markdown: "x ([#7](https://github.com/kubernetes/kubernetes/pull/7), [@kubernetes](https://github.com/kubernetes))", PRs: []int{7}, Authors: []string{"kubernetes"}}, true},
		{"two PRs, second author cited first", parser.Note{Markdown: "x ([#2](https://github.com/kubernetes/kubernetes/pull/2), [#1](https://github.com/kubernetes/kubernetes/pull/1), [@b](https://github.com/b), [@a](https://github.com/a))", PRs: []int{1, 2}, Authors: []string{"a", "b"}}, true},
		{"text after the trailer", parser.Note{Markdown: "x (#12, @a) and more\n\n- a list", PRs: []int{12}, Authors: []string{"a"}}, true},
		{"PR with a leading zero", parser.Note{Markdown: "x (#012, @a)", PRs: []int{12}, Authors: []string{"a"}}, true},
		{"NUL byte in the markdown", parser.Note{Markdown: "x\x00p\x00 (#12, @a)", PRs: []int{12}, Authors: []string{"a"}}, false},
		{"no trailer", parser.Note{Markdown: "Just prose, (see the docs).", PRs: []int{}, Authors: []string{}}, false},
		{"trailer cites no PR of the note", parser.Note{Markdown: "x (#99, @z)", PRs: []int{12}, Authors: []string{"a"}}, false},
		{"only a trailer", parser.Note{Markdown: "(#12, @a)", PRs: []int{12}, Authors: []string{"a"}}, true},
	}
	var ns []parser.Note
	for _, c := range cases {
		n := c.note
		n.Version = "v1.30.0"
		n.SIGs, n.Areas = []string{}, []string{}
		if n.Authors == nil {
			n.Authors = []string{} // as the decoder and the parser give it
		}
		if _, _, ok := factor(n); ok != c.factored {
			t.Errorf("%s: factored %v, want %v", c.name, ok, c.factored)
		}
		ns = append(ns, n)
	}
	rels := []parser.Release{{Version: "v1.30.0", Notes: ns, Dependencies: parser.Dependencies{Added: []parser.ModuleVersion{}, Changed: []parser.ModuleChange{}, Removed: []parser.ModuleVersion{}}}}
	b, err := Encode(rels)
	if err != nil {
		t.Fatal(err)
	}
	for _, dec := range []func([]byte) ([]parser.Release, error){Decode, DecodeShared} {
		back, err := dec(b)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range cases {
			if got := back[0].Notes[i].Markdown; got != c.note.Markdown {
				t.Errorf("%s: decodes to %q, want %q", c.name, got, c.note.Markdown)
			}
		}
		if !reflect.DeepEqual(back, rels) {
			t.Errorf("the odd trailers decode to other releases:\n%#v\nwant\n%#v", back, rels)
		}
	}
}

// rebuiltCount returns the bytes of markdown b's header says its decoder
// rebuilds.
func rebuiltCount(t *testing.T, b []byte) int {
	t.Helper()
	off := len(magic)
	var v uint64
	for range 6 {
		x, n := binary.Uvarint(b[off:])
		if n <= 0 {
			t.Fatalf("bad number at byte %d", off)
		}
		off, v = off+n, x
	}
	return int(v)
}

// TestDamagedTrailerHolesAreRefused: a trailer template whose hole is of
// no known kind, or names a PR the note does not have, is an error, never
// a panic or a note with other text.
func TestDamagedTrailerHolesAreRefused(t *testing.T) {
	n := parser.Note{Version: "v1.30.0", Markdown: "x (#12, @a)", PRs: []int{12}, Authors: []string{"a"}, SIGs: []string{}, Areas: []string{}}
	b, err := Encode([]parser.Release{{Version: "v1.30.0", Notes: []parser.Note{n}}})
	if err != nil {
		t.Fatal(err)
	}
	at := bytes.Index(b, []byte("(#\x00p\x00"))
	if at < 0 {
		t.Fatalf("no PR hole in the bundle %q", b)
	}
	for _, damage := range []struct {
		name string
		off  int
		to   byte
	}{{"kind", 3, 'q'}, {"index", 4, 1}} {
		d := bytes.Clone(b)
		d[at+damage.off] = damage.to
		if rels, err := Decode(d); err == nil {
			t.Errorf("a bundle with a damaged hole %s decoded to %q", damage.name, rels[0].Notes[0].Markdown)
		}
	}
}
