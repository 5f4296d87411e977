package search

import (
	"slices"
	"strings"
)

// dict is the prefilter built once by New: the sorted unique words of all
// notes with posting lists (word → docs) and a forward index (doc → words).
// Query terms are matched against words (tens of thousands of short strings)
// instead of against note texts, and because words are sorted, "every word
// starting with t" is one contiguous id range found by binary search.
//
// Both indexes are flat int32 slices with offset tables: two allocations
// each instead of one per word or doc, which keeps New fast and the GC idle.
type dict struct {
	words   []string // sorted, unique, lower-cased
	postOff []int32  // postings of word w are post[postOff[w]:postOff[w+1]]
	post    []int32  // doc ids, ascending within a word
	fwdOff  []int32  // entries of doc d are fwd[fwdOff[d]:fwdOff[d+1]]
	fwd     []int32  // word id<<1 | whole, ascending within a doc
}

// A forward entry's low bit says the word occurs in the note as a whole
// token ("mixed" in "mixed protocol") and not only as a part of one
// ("Mixed" in "MixedProtocolLBService"): an exact standalone word is the
// stronger evidence, so it scores higher.
const wholeBit = 1

func entryWord(e int32) int32 { return e >> 1 }
func entryWhole(e int32) bool { return e&wholeBit != 0 }

// postings returns the docs containing word w, ascending.
func (d *dict) postings(w int32) []int32 { return d.post[d.postOff[w]:d.postOff[w+1]] }

// docWords returns the forward entries of doc (word id<<1 | whole), ascending.
func (d *dict) docWords(doc int32) []int32 { return d.fwd[d.fwdOff[doc]:d.fwdOff[doc+1]] }

// prefixRange returns the ids [lo, hi) of the words starting with p.
func (d *dict) prefixRange(p string) (lo, hi int32) {
	l, _ := slices.BinarySearch(d.words, p)
	h := l + sortSearch(len(d.words)-l, func(i int) bool { return !strings.HasPrefix(d.words[l+i], p) })
	return int32(l), int32(h)
}

// lookup returns the id of word w, or -1.
func (d *dict) lookup(w string) int32 {
	i, ok := slices.BinarySearch(d.words, w)
	if !ok {
		return -1
	}
	return int32(i)
}

// sortSearch is sort.Search without the import, for one call site.
func sortSearch(n int, f func(int) bool) int {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if !f(h) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

// buildDict tokenises every text once. Most raw tokens are plain words
// ("the", "kubelet"), which cost one table lookup of their lower-cased
// bytes. Compound tokens (identifiers, versions, CamelCase) derive several
// words, so their word ids are cached by the raw token itself (a substring
// of the text: the key allocates nothing) and each repeat costs one lookup.
func buildDict(texts []string) *dict { return buildDictPause(texts, nil) }

// buildDictPause is buildDict, calling a non-nil pause every pauseDocs
// texts and between its steps (see NewPause).
func buildDictPause(texts []string, pause func()) *dict {
	if pause == nil {
		pause = func() {}
	}
	type span struct{ off, n int32 }
	// Sized from the text so the tables rarely grow: the shipped notes have
	// about one distinct word per 40 bytes and one compound token per 100.
	size := 0
	for _, t := range texts {
		size += len(t)
	}
	words := newTable(size / 40)
	words.reserveArena(size / 3) // the words' bytes are about 30% of the text's
	toks := newTable(size / 100) // compound raw tokens
	var tokSpans []span          // per toks id: its word ids in cacheIDs
	var cacheIDs []int32
	lastDoc := make([]int32, 0, 1<<15) // per temp word id: last doc it was added to
	lastPos := make([]int32, 0, 1<<15) // per temp word id: its entry in tmpFwd for lastDoc
	docOff := make([]int32, len(texts)+1)
	tmpFwd := make([]int32, 0, len(texts)*32)
	var buf, prBuf []byte
	var tmp []int32

	idOf := func(w []byte) int32 {
		id, added := words.idBytes(w)
		if added {
			lastDoc = append(lastDoc, -1)
			lastPos = append(lastPos, 0)
		}
		return id
	}
	var d int32
	// add records word id (temp id<<1 | whole) for doc d once; a word
	// seen as a part and later as a whole token gets the whole bit.
	add := func(e int32) {
		id := entryWord(e)
		if lastDoc[id] != d {
			lastDoc[id] = d
			lastPos[id] = int32(len(tmpFwd))
			tmpFwd = append(tmpFwd, e)
		} else {
			tmpFwd[lastPos[id]] |= e & wholeBit
		}
	}
	onToken := func(tok string, pr bool) {
		if len(tok) > maxWordLen {
			tok = tok[:maxWordLen]
		}
		var h uint32
		var simple bool
		if buf, h, simple = lowerSimple(buf[:0], tok); simple {
			id, added := words.idHashed(buf, h)
			if added {
				lastDoc = append(lastDoc, -1)
				lastPos = append(lastPos, 0)
			}
			add(id<<1 | wholeBit)
		} else {
			tid, added := toks.idString(tok)
			if added {
				tmp = tmp[:0]
				// The first word is the whole token; the rest are parts.
				whole := int32(wholeBit)
				buf = tokenWords(tok, false, buf, func(w []byte) {
					tmp = append(tmp, idOf(w)<<1|whole)
					whole = 0
				})
				tokSpans = append(tokSpans, span{int32(len(cacheIDs)), int32(len(tmp))})
				cacheIDs = append(cacheIDs, tmp...)
			}
			sp := tokSpans[tid]
			for _, e := range cacheIDs[sp.off : sp.off+sp.n] {
				add(e)
			}
		}
		if pr && len(tok) <= maxWordLen && isDigits(tok) {
			prBuf = append(append(prBuf[:0], '#'), tok...)
			add(idOf(prBuf)<<1 | wholeBit)
		}
	}
	for doc, text := range texts {
		if doc%pauseDocs == 0 {
			pause()
		}
		d = int32(doc)
		rawTokens(text, onToken)
		docOff[doc+1] = int32(len(tmpFwd))
	}

	// Sort the dictionary. Entries carry their first 8 bytes as a big-endian
	// integer, so most comparisons are one integer compare on data already
	// in hand rather than two pointer chases into string bytes; this is
	// markedly faster than sorting the strings, and yields each word's
	// rank without a map lookup per word.
	type entry struct {
		key uint64
		w   string
		id  int32
	}
	pause()
	wordList := words.byteKeys()
	ents := make([]entry, len(wordList))
	for id, w := range wordList {
		ents[id] = entry{prefixKey(w), w, int32(id)}
	}
	slices.SortFunc(ents, func(a, b entry) int {
		if a.key != b.key {
			if a.key < b.key {
				return -1
			}
			return 1
		}
		return strings.Compare(a.w, b.w)
	})
	pause()
	rank := make([]int32, len(wordList))
	sorted := make([]string, len(wordList))
	for newID, e := range ents {
		rank[e.id] = int32(newID)
		sorted[newID] = e.w
	}

	// Postings by final id: count, prefix-sum, fill in doc order (so each
	// list is ascending). Then the forward index is the transpose of the
	// postings, filled in word order, so each doc's list comes out ascending
	// without sorting every doc.
	postOff := make([]int32, len(wordList)+1)
	for _, e := range tmpFwd {
		postOff[rank[entryWord(e)]+1]++
	}
	for i := 1; i < len(postOff); i++ {
		postOff[i] += postOff[i-1]
	}
	pause()
	post := make([]int32, len(tmpFwd))
	postWhole := make([]bool, len(tmpFwd)) // whole bit, in postings order
	next := slices.Clone(postOff[:len(wordList)])
	for doc := range texts {
		for _, e := range tmpFwd[docOff[doc]:docOff[doc+1]] {
			r := rank[entryWord(e)]
			post[next[r]] = int32(doc)
			postWhole[next[r]] = entryWhole(e)
			next[r]++
		}
	}
	pause()
	fwd := tmpFwd // same length; its temp ids are no longer needed
	nextDoc := slices.Clone(docOff[:len(texts)])
	for w := range len(wordList) {
		for k := postOff[w]; k < postOff[w+1]; k++ {
			doc := post[k]
			e := int32(w) << 1
			if postWhole[k] {
				e |= wholeBit
			}
			fwd[nextDoc[doc]] = e
			nextDoc[doc]++
		}
	}
	return &dict{words: sorted, postOff: postOff, post: post, fwdOff: docOff, fwd: fwd}
}

// prefixKey packs the first 8 bytes of w big-endian, zero-padded, so that
// comparing keys orders words as comparing their first 8 bytes does.
func prefixKey(w string) uint64 {
	var k uint64
	for i := range 8 {
		k <<= 8
		if i < len(w) {
			k |= uint64(w[i])
		}
	}
	return k
}

// lowerSimple appends tok lower-cased to dst and hashes it in the same pass,
// if tok is one plain word (letters and digits, upper case only at the
// start) whose only dictionary word is itself. It stops at the first byte
// that makes tok compound (ok false); most tokens are plain, and this one
// pass over them is New's inner loop.
func lowerSimple(dst []byte, tok string) (out []byte, h uint32, ok bool) {
	h = fnvOffset
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if byteClass[c] != classWord {
			return dst, 0, false
		}
		if isUpper(c) {
			if i > 0 {
				return dst, 0, false
			}
			c += 'a' - 'A'
		}
		dst = append(dst, c)
		h = (h ^ uint32(c)) * fnvPrime
	}
	return dst, h, true
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}
