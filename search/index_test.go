package search

import (
	"slices"
	"strings"
	"testing"
)

func TestBuildDictInvariants(t *testing.T) {
	texts := corpus(t)
	d := buildDict(texts, nil)
	if !slices.IsSorted(d.words) {
		t.Fatal("words not sorted")
	}
	for i := 1; i < len(d.words); i++ {
		if d.words[i] == d.words[i-1] {
			t.Fatalf("duplicate word %q", d.words[i])
		}
	}
	for doc := range texts {
		ws := d.docWords(int32(doc))
		if !slices.IsSorted(ws) {
			t.Fatalf("doc %d words not sorted", doc)
		}
		low := strings.ToLower(texts[doc])
		// An abbreviation's glued form ("http2" for HTTP/2; see gluedAbbrev).
		glued := strings.Map(func(r rune) rune {
			if r < 0x80 && byteClass[r] == classSoft {
				return -1
			}
			return r
		}, low)
		for _, e := range ws {
			w := entryWord(e)
			// A vocabulary phrase may span a line break, and its "and"
			// may be an ampersand (see andBetween).
			for _, word := range strings.Fields(strings.TrimPrefix(d.words[w], "#")) {
				if word == "and" && strings.Contains(low, " & ") {
					continue
				}
				if !strings.Contains(low, word) && !strings.Contains(glued, word) {
					t.Fatalf("doc %d has word %q not in its text", doc, word)
				}
			}
			if _, ok := slices.BinarySearch(d.postings(w), int32(doc)); !ok {
				t.Fatalf("doc %d missing from postings of %q", doc, d.words[w])
			}
		}
	}
	if len(d.post) != len(d.fwd) {
		t.Fatalf("postings %d != forward %d", len(d.post), len(d.fwd))
	}
	t.Logf("%d words, %d postings, %d words bytes", len(d.words), len(d.post), func() (n int) {
		for _, w := range d.words {
			n += len(w)
		}
		return
	}())
}

func BenchmarkBuildDict(b *testing.B) {
	texts := corpus(b)
	for b.Loop() {
		buildDict(texts, nil)
	}
}
