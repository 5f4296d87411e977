// Package search finds the notes a person remembers: several words in any
// order, each matching as a word, a prefix or a fuzzy subsequence, ranked so
// exact words and identifiers come first. An index built once (see New)
// prefilters candidates so github.com/sahilm/fuzzy only scores plausible ones.
//
// Matching happens per word, never across a whole note: a query term is
// resolved against the dictionary of the notes' unique words (exact or
// prefix by binary search; typos and subsequences only when that finds
// nothing), and a note matches when every term matches one of its words.
package search

import (
	"slices"
	"sync"
)

// Index searches a fixed list of documents. Doc i is texts[i] as given to New;
// a lower index means a newer document (ties rank newer first).
//
// Search is safe for concurrent use; calls are serialised because they share
// scratch buffers and the previous query's results.
type Index struct {
	texts []string
	d     *dict

	mu sync.Mutex
	// The previous query, for incremental typing: when every term of a new
	// query narrows the corresponding previous term (see termMatch.narrows),
	// its results are the new candidates.
	last     []termMatch
	lastDocs []int32
	haveLast bool
	reuses   int // searches that started from the previous results (for tests)

	// letters keeps the results of one-letter queries (a–z, 0–9): every
	// search starts with one, it matches most documents, and ranking them
	// is the dearest keystroke of a search (see shortRanked). 36 letters
	// over the shipped notes hold about 5 MB.
	letters    map[string][]Hit
	letterHits int // searches answered from letters (for tests)

	// Scratch reused by every Search.
	stamp    []uint32 // per doc: == gen when already a candidate
	gen      uint32
	cands    []int32
	short    []int32 // a short query's matches by doc (see shortRanked)
	spare    []int32
	keys     []uint64 // rankKey per scored doc
	score    []int32  // per doc: score of the current query (valid for scored docs)
	markOff  []int32  // per doc: offset of its marks in markWord/markPos
	markWord []int32
	markPos  [][]int
}

// Hit is one matching document. A one- or two-letter query ranks only its
// newest shortRanked matches; the others follow them, newest first, with
// Score 0 and no Marks.
type Hit struct {
	Doc   int    // index into the texts given to New
	Score int    // higher is better
	Marks []Mark // what matched, one per query term, for highlighting
}

// Mark is one document word a query term matched. Pos lists the byte offsets
// within Word of the matched characters; nil means the whole word matched.
// Renderers mark Word's occurrences in the note (case-insensitively).
//
// Word is lower-cased as indexed (a PR reference keeps its '#'). Pos may be
// shared between hits and must not be modified.
type Mark struct {
	Word string
	Pos  []int
}

// New builds the index over texts (plain text of each note). It tokenises
// every text once; searches then touch only the dictionary and the
// candidates' word lists, never the texts.
func New(texts []string) *Index {
	return &Index{
		texts:   texts,
		d:       buildDict(texts),
		stamp:   make([]uint32, len(texts)),
		score:   make([]int32, len(texts)),
		markOff: make([]int32, len(texts)),
	}
}

// Search returns the documents matching every word of query, best first.
// An empty query returns nil. The hits of a one-letter query are kept and
// returned again for the same letter: callers must not modify hits.
func (ix *Index) Search(query string) []Hit {
	terms := queryTerms(query)
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if len(terms) == 0 {
		ix.haveLast = false
		return nil
	}
	ms := make([]termMatch, len(terms))
	matchable := true
	for i, t := range terms {
		ms[i] = ix.d.matchTerm(t)
		if ms[i].tier == tierNone {
			matchable = false
		}
	}
	if hits, ok := ix.letters[terms[0]]; ok && len(terms) == 1 {
		ix.letterHits++
		ix.remember(ms, hits)
		return hits
	}
	var cands []int32
	reused := false
	switch {
	case !matchable:
		// Some term matches no word at all: nothing can match.
	case ix.canReuse(ms) && len(ix.lastDocs) <= minCost(ms):
		// The previous results are a superset and no more work than
		// the postings of the most selective term.
		cands, reused = ix.lastDocs, true
		ix.reuses++
	default:
		cands = ix.candidates(ms)
	}
	hits := ix.rank(ms, cands, reused)
	if len(terms) == 1 && isLetterTerm(terms[0]) {
		if ix.letters == nil {
			ix.letters = map[string][]Hit{}
		}
		ix.letters[terms[0]] = slices.Clip(hits)
	}
	ix.remember(ms, hits)
	return hits
}

// isLetterTerm reports whether t is one of the terms whose results are
// kept: one ASCII letter or digit (terms are lower-cased).
func isLetterTerm(t string) bool {
	return len(t) == 1 && ('a' <= t[0] && t[0] <= 'z' || '0' <= t[0] && t[0] <= '9')
}

// remember keeps ms and its hits for the next query to start from. The
// spare buffer swaps with lastDocs because the candidates of this query
// may have been lastDocs itself.
func (ix *Index) remember(ms []termMatch, hits []Hit) {
	docs := ix.spare[:0]
	for _, h := range hits {
		docs = append(docs, int32(h.Doc))
	}
	ix.spare, ix.lastDocs = ix.lastDocs, docs
	ix.last, ix.haveLast = ms, true
}

// canReuse reports whether the previous results contain every result of ms.
func (ix *Index) canReuse(ms []termMatch) bool {
	if !ix.haveLast || len(ms) < len(ix.last) {
		return false
	}
	for i := range ix.last {
		if !ms[i].narrows(&ix.last[i]) {
			return false
		}
	}
	return true
}

// minCost returns the postings of the most selective term.
func minCost(ms []termMatch) int {
	c := ms[0].cost
	for i := range ms {
		c = min(c, ms[i].cost)
	}
	return c
}

// candidates returns the documents containing a word of the cheapest term
// (fewest postings): every result contains one, and the other terms are
// checked per candidate against its word list.
func (ix *Index) candidates(ms []termMatch) []int32 {
	best := 0
	for i := range ms {
		if ms[i].cost < ms[best].cost {
			best = i
		}
	}
	m := &ms[best]
	d := ix.d
	if m.tier == tierLexical && m.hi-m.lo == 1 {
		return d.postings(m.lo) // already unique; rank only reads it
	}
	ix.gen++
	if ix.gen == 0 { // wrapped: old stamps could collide
		clear(ix.stamp)
		ix.gen = 1
	}
	out := ix.cands[:0]
	add := func(w int32) {
		for _, doc := range d.postings(w) {
			if ix.stamp[doc] != ix.gen {
				ix.stamp[doc] = ix.gen
				out = append(out, doc)
			}
		}
	}
	if m.tier == tierLexical {
		for w := m.lo; w < m.hi; w++ {
			add(w)
		}
	} else {
		for _, h := range m.list {
			add(h.id)
		}
	}
	ix.cands = out
	return out
}

// A one- or two-letter query is a word being started: it matches most
// notes, and ranking thousands of them by a letter is work nobody sees. So
// only the newest shortRanked matches are scored and ranked; the others
// follow, newest first, unscored and unmarked (see Hit). Every match is
// still returned.
const (
	shortQuery  = 2
	shortRanked = 256
)

// rank scores every candidate against all terms, drops those missing a term
// and returns the rest best first with their marks. reused says the
// candidates are the previous query's results, which may not all match.
func (ix *Index) rank(ms []termMatch, cands []int32, reused bool) []Hit {
	var tail []int32
	if len(ms) == 1 && ms[0].tier == tierLexical && len(ms[0].text) <= shortQuery && len(cands) > shortRanked {
		// The matches, in doc order without sorting.
		ix.gen++
		if ix.gen == 0 {
			clear(ix.stamp)
			ix.gen = 1
		}
		m := &ms[0]
		for _, doc := range cands {
			// Candidates of this one term all match it.
			if !reused || m.has(ix.d.docWords(doc)) {
				ix.stamp[doc] = ix.gen
			}
		}
		sorted := ix.short[:0]
		for doc := range ix.stamp {
			if ix.stamp[doc] == ix.gen {
				sorted = append(sorted, int32(doc))
			}
		}
		ix.short = sorted
		n := min(shortRanked, len(sorted))
		cands, tail = sorted[:n], sorted[n:]
	}
	hits := ix.rankAll(ms, cands, len(tail))
	for _, doc := range tail {
		hits = append(hits, Hit{Doc: int(doc)})
	}
	return hits
}

// rankAll scores every candidate against all terms, drops those missing a
// term and returns the rest best first with their marks, with room for
// extra more hits.
func (ix *Index) rankAll(ms []termMatch, cands []int32, extra int) []Hit {
	nt := len(ms)
	keys := ix.keys[:0]
	mw := ix.markWord[:0]
	mp := ix.markPos[:0]
	for _, doc := range cands {
		ws := ix.d.docWords(doc)
		total := int32(0)
		off := len(mw)
		for i := range ms {
			s, w, pos := ms[i].best(ix.d, ws)
			if s == 0 {
				total = 0
				break
			}
			total += s
			mw = append(mw, w)
			mp = append(mp, pos)
		}
		if total == 0 {
			mw, mp = mw[:off], mp[:off]
			continue
		}
		keys = append(keys, rankKey(total, len(ix.texts[doc]), doc))
		ix.score[doc], ix.markOff[doc] = total, int32(off)
	}
	ix.keys, ix.markWord, ix.markPos = keys, mw, mp
	if len(keys) == 0 {
		return nil
	}
	slices.Sort(keys)
	hits := make([]Hit, len(keys), len(keys)+extra)
	marks := make([]Mark, len(keys)*nt)
	for i, k := range keys {
		doc := keyDoc(k)
		off := int(ix.markOff[doc])
		hm := marks[i*nt : (i+1)*nt : (i+1)*nt]
		for j := range hm {
			hm[j] = Mark{Word: ix.d.words[mw[off+j]], Pos: mp[off+j]}
		}
		hits[i] = Hit{Doc: int(doc), Score: int(ix.score[doc]), Marks: hm}
	}
	return hits
}
