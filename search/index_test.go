package search

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestBuildDictInvariants(t *testing.T) {
	texts := corpus(t)
	d := buildDict(texts, Fields{}, nil)
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
				// A word hyphened after "re" is also "again" (see
				// rePrefix).
				if word == string(again) && strings.Contains(low, rePrefix) {
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
		buildDict(texts, Fields{}, nil)
	}
}

// TestIndexReadsTheFirstPartOfAHugeNote: of a note longer than maxDocText
// (an 8 MB paragraph, as a file a person opens may hold), the index reads
// the first part only, cut before a word: the dictionary is that of the
// first part, a word there finds the note and a word only past the cap does
// not. Before, the whole 8 MB was tokenised in one stretch the page could
// not pause inside. Every shipped note is shorter than the cap.
func TestIndexReadsTheFirstPartOfAHugeNote(t *testing.T) {
	for i, text := range corpus(t) {
		if len(text) > maxDocText/8 {
			t.Errorf("shipped note %d is %d bytes of text; the cap (%d) should stay far above every shipped note", i, len(text), maxDocText)
		}
	}
	big := "firstword " + strings.Repeat("word ", 8<<20/5) + "lastword"
	part := indexedPart(big)
	if len(part) > maxDocText || len(part) < maxDocText-len("word ") || !strings.HasSuffix(part, "word") {
		t.Fatalf("the indexed part is %d bytes ending %q; want a whole word within %d", len(part), part[max(0, len(part)-12):], maxDocText)
	}
	if got, want := buildDict([]string{big}, Fields{}, nil).words, buildDict([]string{part}, Fields{}, nil).words; !slices.Equal(got, want) {
		t.Errorf("the dictionary of the huge note is %d words, that of its first part %d", len(got), len(want))
	}
	ix := New([]string{"a note about kubelet", big}, nil)
	if hits := ix.Search("firstword"); len(hits) != 1 || hits[0].Doc != 1 {
		t.Errorf("firstword finds %v, want the huge note", hits)
	}
	if hits := ix.Search("lastword"); len(hits) != 0 {
		t.Errorf("lastword, 8 MB into the note, finds %v; want nothing", hits)
	}
	// Cut in a run of letters with no space: at a rune's start.
	long := strings.Repeat("é", maxDocText)
	if p := indexedPart(long); !utf8.ValidString(p) || len(p) > maxDocText {
		t.Errorf("a text without spaces is cut to %d bytes, valid UTF-8: %v", len(p), utf8.ValidString(p))
	}
}
