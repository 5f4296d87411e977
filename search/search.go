// Package search finds the notes a person remembers: several words in any
// order, each matching as a word, a part of an identifier, another form of
// the word (patch / patches), another name of it (hpa /
// HorizontalPodAutoscaler), a prefix, a near miss, the words of a flag
// written apart (quota-backend-bytes / quota backend bytes) or a fuzzy
// subsequence,
// ranked by how well each word matched and then by how much a note is about
// the words (BM25, their closeness, the first sentence). An index built once
// (see New) prefilters candidates so github.com/sahilm/fuzzy only scores
// plausible ones.
//
// Matching happens per word, never across a whole note: a query term is
// resolved against the dictionary of the notes' unique words (exact or
// prefix by binary search, stems, the vocabulary and near misses by
// listing their words; subsequences only when nothing else matched), and a
// note matches when every term matches one of its words; a note missing
// one term of three or more ranks among them where it is more about the
// others, and when few notes match, notes missing two of four or more,
// or the rarer of two, follow them (see Index.nearly). When no note has
// every term, the notes matching the most terms are returned instead (see
// Find).
package search

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/kubechangelog/kubechangelog/search/mark"
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
	// is the dearest keystroke of a search (see shortRanked). A letter's
	// results over the shipped notes hold ~150 KB, over 4× the notes ~600
	// KB, so at most maxLetters are kept, the least recently used dropped
	// first: with all 36 a long session's memory grew by a tenth as more
	// first letters were typed (BenchmarkScale).
	letters kept
	// broad keeps the results of other one-term queries that match at
	// least broadHits documents: the second to fifth keystrokes of a
	// search ("ku", "kub", "kube", "con", "pod") match thousands of notes,
	// ranking all of them is the dearest keystroke after the first letter
	// (a few milliseconds in WebAssembly, against a few tenths for a
	// typical keystroke), and a few word beginnings start most searches.
	// At most maxBroad terms and broadBudget hits are kept: a hit with its
	// mark is 80 bytes, so they hold under 4 MB, over four times the notes
	// too (fewer terms are kept then).
	broad kept

	// terms keeps recent terms resolved against the dictionary: typing the
	// third word of a query resolves the first two again at every
	// keystroke, and resolving a word (its typos, stems and vocabulary)
	// is most of a search's cost. Cleared when it holds maxCachedTerms.
	terms map[string]termMatch

	// head maps a document to the one shown for its change (see
	// SetChanges); nil: every document is a change of its own.
	head []int32

	// later are the later stages of a feature than the current query
	// names (see setLater).
	later     []termMatch
	laterBits []uint8 // the stage bit of each of later
	// revertLater says a revert is a later stage of the query (see
	// revertBit).
	revertLater bool
	// reach are the feature stages the query names: a note saying one
	// was reached gains (see reachesStage).
	reach uint8
	// named are the stages the query names: a note naming one only as
	// to come loses (see futureWords).
	named uint8
	// movesStage says the query asks for a change of stage without
	// naming one ("graduation", "on by default"; see movedStageWords).
	movesStage bool

	// Scratch reused by every Search.
	stamp    []uint32 // per doc: == gen when already a candidate
	gen      uint32
	cands    []int32
	short    []int32 // a short query's matches by doc (see shortRanked)
	spare    []int32
	keys     []uint64  // rankKey per scored doc
	keysTmp  []uint64  // scratch of sortKeys
	score    []int64   // per doc: score of the current query (valid for scored docs)
	cover    []float32 // per doc: the share of the query's idf its terms cover (closest matches only)
	markOff  []int32   // per doc: offset of its marks in markWord/markPos
	markWord []int32
	markPos  [][]int
}

// maxLetters is how many one-letter results are kept (see Index.letters):
// the first letters of most searches. maxBroad and broadBudget bound the
// other one-term results kept, those with at least broadHits hits (see
// Index.broad).
const (
	maxLetters  = 8
	maxBroad    = 16
	broadHits   = 1000
	broadBudget = 48000
)

// Hit is one matching document. A one- or two-letter query ranks only its
// newest shortRanked matches; the others follow them, newest first, with
// Score 0 and no Marks.
type Hit struct {
	Doc   int    // index into the texts given to New
	Score int64  // higher is better
	Marks []Mark // what matched, at most one per query term, for highlighting
	// Nearly says the note misses one of the query's words, or two
	// when few notes have them all (see Index.nearly): it ranks where it
	// is more about the others than the notes with every word are about
	// all of them.
	Nearly bool
}

// Mark is one document word a query term matched (see package mark, which
// holds the type so that the renderers need not link the search).
type Mark = mark.Mark

// Result is what a search found.
type Result struct {
	Hits []Hit
	// Partial says no document has every term: Hits are the documents
	// matching the most terms (rarer terms weigh more), best first, and
	// their Marks cover only the terms they match.
	Partial bool
	// Unmatched lists the query terms (as searched: lower-cased) that
	// match no word of any document, in query order.
	Unmatched []string
	// Full is how many of Hits match every term; the others miss one
	// or two (Hit.Nearly): they rank among the full matches where they are more
	// about the other terms (see Index.nearly), and when fewer than
	// fewHits notes match in full, follow them. 0 when Partial.
	Full int
}

// New builds the index over texts (plain text of each note). It tokenises
// every text once; searches then touch only the dictionary and the
// candidates' word lists, never the texts.
//
// A non-nil pause is called every few hundred texts and between the steps
// of the build, so that a page in WebAssembly, which runs Go on its only
// thread, can yield to the browser while it indexes a large store (New over
// every note is one task of over 100 ms there).
func New(texts []string, pause func()) *Index {
	return NewWithFields(texts, Fields{}, pause)
}

// Fields are the lesser fields of each document beside its text: each
// slice is nil or as long as the texts, "" for none.
type Fields struct {
	// Leads[i] holds words upstream wrote above text i in its entry,
	// which the parser moved out of the note's text into its section:
	// the component or label a group of old notes stood under ("AWS"
	// above 1.7's cloud provider changes, "kubeadm" above 1.13's). The
	// note read whole held them, so they still find it, but matched like
	// a part of an identifier, never as the note saying the word.
	Leads []string
	// Aka[i] holds other words for document i: what a person may type
	// for it that it does not say ("increase" for "bump", "london" for
	// "eu-west-2"). A term matches them only where the text does not
	// match it (see termMatch.best), as another form of a word does
	// (scoreAka), at the text's end (see akaPos), and unmarked (the text
	// does not hold them); they never name a stage the note reached or
	// passed (see saysLater).
	Aka []string
}

// NewWithFields is New with the lesser fields f of each text.
func NewWithFields(texts []string, f Fields, pause func()) *Index {
	return &Index{
		texts:   texts,
		d:       buildDict(texts, f, pause),
		stamp:   make([]uint32, len(texts)),
		score:   make([]int64, len(texts)),
		cover:   make([]float32, len(texts)),
		markOff: make([]int32, len(texts)),
	}
}

// Search returns the documents matching every word of query, best first,
// or when none does, the closest (see Find); unlike Find, never the notes
// missing a word (see Hit.Nearly). An empty query returns
// nil. The hits of a one-letter query are kept and returned again for the
// same letter: callers must not modify hits.
func (ix *Index) Search(query string) []Hit {
	r := ix.Find(query)
	if r.Partial || r.Full == len(r.Hits) {
		return r.Hits
	}
	full := make([]Hit, 0, r.Full)
	for _, h := range r.Hits {
		if !h.Nearly {
			full = append(full, h)
		}
	}
	return full
}

// Find searches as Search does and says how: whether the hits match only
// some of the terms, and which terms match nothing at all. A query never
// comes back empty while one of its terms matches a note: the notes with
// the most of its terms are shown instead.
func (ix *Index) Find(query string) Result {
	terms := queryTerms(query)
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if len(terms) == 0 {
		ix.haveLast = false
		return Result{}
	}
	ms := make([]termMatch, len(terms))
	var unmatched []string
	for i, t := range terms {
		ms[i] = ix.matchTerm(t)
		if len(terms) > 1 || ms[i].empty() {
			// A flag typed alone asks for the notes naming it; its words
			// apart are looked for beside other words, or when no note
			// names it (see termMatch.parts).
			ix.d.addParts(&ms[i])
		}
		if ms[i].empty() {
			unmatched = append(unmatched, t)
		}
	}
	if len(terms) > 1 {
		for i := range ms {
			ix.d.wholeAbbrev(&ms[i])
		}
	}
	ix.d.joinPairs(ms)
	markOptional(ms, len(ix.texts))
	ix.setLater(ms)
	if len(terms) == 1 {
		hits, ok := ix.letters.get(terms[0])
		if !ok {
			hits, ok = ix.broad.get(terms[0])
		}
		if ok {
			ix.remember(ms, hits)
			return Result{Hits: hits, Full: len(hits)}
		}
	}
	var cands []int32
	reused := false
	switch {
	case unmatched != nil:
		// Some term matches no word at all: no note has every term.
	case ix.canReuse(ms) && len(ix.lastDocs) <= minCost(ms):
		// The previous results are a superset and no more work than
		// the postings of the most selective term.
		cands, reused = ix.lastDocs, true
		ix.reuses++
	default:
		cands = ix.candidates(ms)
	}
	hits := ix.rank(ms, cands, reused)
	if hits == nil && len(ms) > 1 && len(unmatched) < len(ms) {
		hits = ix.rankPartial(ms)
		ix.haveLast = false // not a superset of a longer query's results
		return Result{Hits: hits, Partial: true, Unmatched: unmatched}
	}
	if unmatched == nil {
		if more := ix.nearly(ms, hits); more != nil {
			full := len(hits)
			hits = mergeNearly(hits, more, ix.changes(hits) < fewHits)
			ix.haveLast = false
			return Result{Hits: hits, Full: full}
		}
	}
	switch {
	case len(terms) != 1:
	case isLetterTerm(terms[0]):
		ix.letters.put(terms[0], hits, maxLetters, 0)
	case len(hits) >= broadHits:
		ix.broad.put(terms[0], hits, maxBroad, broadBudget)
	}
	ix.remember(ms, hits)
	return Result{Hits: hits, Unmatched: unmatched, Full: len(hits)}
}

// maxCachedTerms bounds Index.terms.
const maxCachedTerms = 256

// matchTerm resolves term t, or returns it as resolved before.
func (ix *Index) matchTerm(t string) termMatch {
	if m, ok := ix.terms[t]; ok {
		return m
	}
	if ix.terms == nil || len(ix.terms) >= maxCachedTerms {
		ix.terms = make(map[string]termMatch, maxCachedTerms)
	}
	m := ix.d.matchTerm(t)
	ix.terms[t] = m
	return m
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
	c := -1
	for i := range ms {
		if !ms[i].optional && (c < 0 || ms[i].cost < c) {
			c = ms[i].cost
		}
	}
	return c
}

// candidates returns the documents containing a word of the cheapest term
// (fewest postings): every result contains one, and the other terms are
// checked per candidate against its word list.
func (ix *Index) candidates(ms []termMatch) []int32 {
	best := -1
	for i := range ms {
		if !ms[i].optional && (best < 0 || ms[i].cost < ms[best].cost) {
			best = i
		}
	}
	m := &ms[best]
	if m.hi-m.lo == 1 && len(m.list) == 0 && m.parts == nil {
		return ix.d.postings(m.lo) // already unique; rank only reads it
	}
	ix.newGen()
	ix.cands = ix.addTermDocs(ix.cands[:0], m)
	return ix.cands
}

// SetChanges tells the index which documents are copies of one change:
// head[doc] is the document shown for doc's change (the same for all its
// copies). How few notes match a query in full (see fewHits) then counts
// changes, as the person sees them: five copies of one cherry-picked
// note are one result, and the notes missing a word must still follow it.
func (ix *Index) SetChanges(head []int32) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if len(head) == len(ix.texts) {
		ix.head = head
	}
}

// changes returns how many changes hits stand for (see SetChanges),
// counting at most fewHits.
func (ix *Index) changes(hits []Hit) int {
	if ix.head == nil || len(hits) < fewHits {
		return len(hits)
	}
	var seen [fewHits]int32
	n := 0
	for _, h := range hits {
		c := ix.head[h.Doc]
		if slices.Contains(seen[:n], c) {
			continue
		}
		seen[n] = c
		if n++; n == fewHits {
			break
		}
	}
	return n
}

// newGen starts a new set of stamped docs.
func (ix *Index) newGen() {
	ix.gen++
	if ix.gen == 0 { // wrapped: old stamps could collide
		clear(ix.stamp)
		ix.gen = 1
	}
}

// addTermDocs appends to out the documents containing a word of m that are
// not stamped yet, stamping them.
func (ix *Index) addTermDocs(out []int32, m *termMatch) []int32 {
	d := ix.d
	add := func(w int32) {
		for _, doc := range d.postings(w) {
			if ix.stamp[doc] != ix.gen {
				ix.stamp[doc] = ix.gen
				out = append(out, doc)
			}
		}
	}
	for w := m.lo; w < m.hi; w++ {
		add(w)
	}
	for _, h := range m.list {
		if h.id < m.lo || h.id >= m.hi {
			add(h.id)
		}
	}
	if m.parts != nil {
		// Every note with all the parts has a word of the fewest's.
		p := m.parts[m.rare]
		for w := p.lo; w < p.hi; w++ {
			add(w)
		}
	}
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
	if len(ms) == 1 && len(ms[0].text) <= shortQuery && len(cands) > shortRanked {
		// The matches, in doc order without sorting.
		ix.newGen()
		m := &ms[0]
		for _, doc := range cands {
			// Candidates of this one term all match it.
			if !reused || m.has(ix.d.docWords(doc), ix.d.docPos(doc)) {
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
	hits := ix.rankAll(ms, cands, len(tail), 0)
	for _, doc := range tail {
		hits = append(hits, Hit{Doc: int(doc)})
	}
	return hits
}

// A query of three or more words often has one word the intended note
// words another way or not at all ("accelerator metrics cadvisor removed"
// for a note that says "no longer supports collecting accelerator metrics
// through cAdvisor"; "kubectl delete pod" for a note that never names
// kubectl), while a long note, or one naming the words in passing, has
// every word. So the notes that miss only one term are ranked too, by
// what they are about (their score past the terms they match, see
// rankAll) times the share of the query's weight they cover, squared:
// coverage is the sum of the idf of the terms matched over that of all
// terms (a stage asked for weighs as the rarest, see coverWeights), so
// missing a common word ("kubectl", "feature") costs little and missing a
// rare one much. Such a note ranks above the full matches it beats that
// way; when fewer than fewHits notes match in full, up to maxNearly of
// them follow the full matches as well.
const (
	fewHits   = 5
	maxNearly = 10
	// maxNearlyCost bounds the postings walked for notes missing a term
	// when enough notes match in full: a query of common words would
	// rank thousands of notes at every keystroke for a few promotions.
	maxNearlyCost = 4000
	// A query of minTermsMissTwo required terms or more whose full
	// matches are few also shows the notes missing up to maxMissed of
	// them: a person who types four or five words remembers one or two
	// the note words another way ("kcm secure port 10257" for a note
	// that says "Controller-manager … the default port has been changed
	// to 10257"), and a few notes naming them all by chance must not
	// hide it. Such a note has the query's rarest term (see nearly;
	// but see minTermsAnyTwo);
	// coverage, squared, ranks it below most notes missing one.
	minTermsMissTwo = 4
	maxMissed       = 2
	// A query of minTermsAnyTwo required terms or more may miss any two,
	// not only two besides its rarest: the longer a query, the likelier
	// its rarest words are the ones the person retold ("kubectl logs pod
	// missing error shows namespace" for "the error message now includes
	// the namespace" when "the pod is not found", #120111, whose two
	// rarest terms are missing and shows, which the note lacks: only two
	// digests naming all seven words were shown). Five words are
	// enough: "controller manager metrics not stable yet" retells "…
	// metrics are now marked as with the ALPHA stability level"
	// (#81624), which has neither "stable" nor "yet"; over the
	// known-item sets six words listed 23 notes nowhere, five 21, and
	// no query ranked its note lower; four moved one out of the first 5.
	minTermsAnyTwo = 5
)

// nearly returns the notes, not in full, that match every required term
// of ms but one, best first by their covered score (see Hit.Score, which
// it sets), for a query of three or more required terms. When fewer than
// fewHits notes match in full, a query of four or more required terms
// also gets the notes missing two (see maxMissed), and one of two
// required terms beside common words (soft, see markOptional) gets the
// notes with every common word and one of the two: the person typed three
// words or more, and the few notes with the two rarer ones may name them
// by chance ("scheduler accounts for pod overhead": one DRA note has
// every word; #78319, "the pod overhead feature to the scheduler", has
// all but "accounts"); a query of two required terms alone gets the
// notes with the rarer one, below the full matches. Few counts changes,
// not copies (see SetChanges).
func (ix *Index) nearly(ms []termMatch, full []Hit) []Hit {
	need, soft := 0, 0
	for i := range ms {
		switch {
		case !ms[i].optional:
			need++
		case ms[i].soft:
			soft++
		}
	}
	few := ix.changes(full) < fewHits
	// Two words, neither common enough to be soft (see markOptional), and
	// few notes with both: the notes with the rarer one follow them, below
	// every note with both. The person remembers the rarer word best, and
	// the note may not say the other: "kubectl can-i" found four notes
	// saying both, never 1.6's "`can-i` to see if you can perform an
	// action" (#41077), which names no tool.
	pair := need == 2 && soft == 0 && few
	if len(ms) > maxTerms || need < 3 && !(need == 2 && soft > 0 && few) && !pair {
		return nil
	}
	// A note missing at most one term has one of any two terms: the
	// candidates are the notes of the two most selective terms. With
	// enough full matches, only a note that outranks one is added, and a
	// note without the rarest term covers the least of the query: the
	// candidates are the notes with it, a few dozen for most queries. A
	// note missing two terms must have the rarest, which the person
	// remembers best, so it adds no candidates, unless the query has
	// minTermsAnyTwo terms: then it has one of the three rarest.
	a, b, c := -1, -1, -1
	for i := range ms {
		switch {
		case ms[i].optional:
		case a < 0 || ms[i].cost < ms[a].cost:
			a, b, c = i, a, b
		case b < 0 || ms[i].cost < ms[b].cost:
			b, c = i, b
		case c < 0 || ms[i].cost < ms[c].cost:
			c = i
		}
	}
	if !few && ms[a].cost > maxNearlyCost {
		return nil
	}
	miss := 1
	if few && need >= minTermsMissTwo {
		miss = maxMissed
	}
	var idf [maxTerms]float32
	all := coverWeights(ms, len(ix.texts), idf[:len(ms)])
	ix.newGen()
	for _, h := range full {
		ix.stamp[h.Doc] = ix.gen // ranked already: not a candidate
	}
	anyTwo := miss == maxMissed && need >= minTermsAnyTwo
	ix.cands = ix.addTermDocs(ix.cands[:0], &ms[a])
	if few && !pair {
		ix.cands = ix.addTermDocs(ix.cands, &ms[b])
	}
	if anyTwo {
		// A note missing two terms has one of any three.
		ix.cands = ix.addTermDocs(ix.cands, &ms[c])
	}
	// Most candidates have only one of the terms: keep those with
	// enough others, the cheaper test, before scoring.
	kept := ix.cands[:0]
	for _, doc := range ix.cands {
		ws, wp := ix.d.docWords(doc), ix.d.docPos(doc)
		missed, rare := 0, true
		for i := range ms {
			if !ms[i].optional && !ms[i].has(ws, wp) {
				rare = rare && i != a
				if missed++; missed > miss {
					break
				}
			}
		}
		// A note missing the other word and the common ones would miss
		// two of the words typed, unless it has the rarest term and that
		// is a name the person copied (see isNameTerm):
		// "sethostnameasfqdn pod spec gate" listed ten notes saying "pod
		// spec" and no feature gate
		// named SetHostnameAsFQDN, but not the note removing that gate
		// (#108038), which says neither "pod" nor "spec".
		if need == 2 && !hasSoftTerms(ms, ws, wp) && !(rare && isNameTerm(ms[a].text)) {
			continue
		}
		if pair && !rare {
			continue // it misses the rarer word
		}
		if missed <= 1 || missed <= miss && (rare || anyTwo) {
			kept = append(kept, doc)
		}
	}
	ix.cands = kept
	// The terms the best full match counts (see below), rounded: a
	// digest's or a later stage's penalty takes a score below its whole
	// units.
	fullUnits := int64(need)
	if len(full) > 0 {
		fullUnits = min(fullUnits, scoreTerms(full[0].Score))
	}
	var out []Hit
	// A hit's score counts its matched terms in units of termUnit.
	for _, h := range ix.rankAll(ms, ix.cands, 0, miss) {
		if h.Score < termUnit*int64(need-miss) {
			break // hits are best first: the rest miss more terms
		}
		if h.Score >= termUnit*int64(need) {
			continue // every term: one of full
		}
		ws, wp := ix.d.docWords(int32(h.Doc)), ix.d.docPos(int32(h.Doc))
		cov, missed := float64(all), 0
		for i := range ms {
			if !ms[i].optional && !ms[i].has(ws, wp) {
				cov -= float64(idf[i])
				missed++
			}
		}
		cov /= float64(all)
		// It ranks among the full matches by what it is about: on their
		// count of terms, which is not always need. A term naming a word
		// another term matches better counts as a stop word does (see
		// sameWord), so "vap namespace not found new ns" counts ns on no
		// note that has namespace: its one note with every word (#135359)
		// has one term fewer than need, and ranked third, below notes
		// missing vap put at need; "cm configmap immutable field" put the
		// notes with neither cm nor configmap above the three with both.
		rest := h.Score - scoreTerms(h.Score)*termUnit
		h.Score = int64(float64(rest)*cov*cov) + termUnit*fullUnits
		if pair {
			h.Score -= termUnit // below every note with both words
		}
		h.Nearly = true
		out = append(out, h)
	}
	slices.SortStableFunc(out, func(x, y Hit) int { return cmp.Or(byScore(x, y), x.Doc-y.Doc) })
	return out[:min(len(out), maxNearly)]
}

// mergeNearly merges the notes missing a term into the full matches, both
// best first, by score (see nearly): a note missing a term ranks above
// the full matches it outscores. With tail, the ones outscored by every
// full match follow them; without, they are dropped.
func mergeNearly(full, more []Hit, tail bool) []Hit {
	out := make([]Hit, 0, len(full)+len(more))
	j := 0
	for _, f := range full {
		for j < len(more) && more[j].Score > f.Score {
			out = append(out, more[j])
			j++
		}
		out = append(out, f)
	}
	if tail {
		out = append(out, more[j:]...)
	}
	return out
}

// sameWord reports whether term i, matched at ws[at] with score s as a
// name of that word (a vocabulary entry or a related name, see
// scoreVocab; the caller tests s, the cheaper test), matches a word that
// another required term of ms matches better: a person who types a word and its synonym ("kubectl scale
// prints dry run in output") says one thing twice, and a note with only
// one of them ("Fixed dry-run output in kubectl apply --prune", #69344)
// has it once. Such a term adds its BM25 weight, as a stop word does, not
// the rank of a matched word; the note still matches, so it ranks as
// missing that term would: "Added (dry run) and (server dry run) suffixes
// to kubectl scale" (#114252), which has neither, was seventh, behind
// three notes without "scale" that counted "output" for "prints" too.
// Only such names are: a word's other forms or identifier parts are the
// word itself.
func sameWord(ms []termMatch, i int, s int32, at int, d *dict, ws []int32, wp []uint8) bool {
	for j := range ms[:min(len(ms), maxTerms)] {
		if j == i || ms[j].optional {
			continue
		}
		if sj, atj, _ := ms[j].best(d, ws, wp); sj > s && atj == at {
			return true
		}
	}
	return false
}

// sinkDigests lowers the digests among hits, the notes matching the most
// terms of a query no note matches in full (see rankPartial), by
// termUnit, as if they matched one term fewer, and keeps hits best first:
// a digest has the words of many changes, so when no note has every term
// it has more of them than a focused note by chance ("stale
// volumeattachment after driver stops requiring attach" found a 1.9 "Bug
// Fixes" digest of 14 pull requests above the note of #129664). Only
// there: a digest matching every term is often the note a person
// remembers (the 1.7 notes list their features in digests), and sinking
// those below the notes missing a term cost the tuning set six first
// places.
func (ix *Index) sinkDigests(hits []Hit) {
	demoted := false
	for i := range hits {
		if ix.d.cites[hits[i].Doc] >= digestPRs && hits[i].Score >= termUnit {
			hits[i].Score -= termUnit
			demoted = true
		}
	}
	if demoted {
		sortHits(hits)
	}
}

// sortHits sorts hits best first, keeping the order of equal scores.
func sortHits(hits []Hit) { slices.SortStableFunc(hits, byScore) }

// byScore orders hits best first.
func byScore(x, y Hit) int { return cmp.Compare(y.Score, x.Score) }

// rankPartial ranks the documents matching some but not all terms, for a
// query no document matches in full. The candidates are the documents of
// every term but the commonest (a word in over a commonShare of the notes
// adds thousands of candidates, and a note with only that word is no
// closer a match than one with a rarer word).
func (ix *Index) rankPartial(ms []termMatch) []Hit {
	const commonShare = 8
	ix.newGen()
	out := ix.cands[:0]
	for i := range ms {
		if !ms[i].optional && ms[i].cost*commonShare <= len(ix.texts) {
			out = ix.addTermDocs(out, &ms[i])
		}
	}
	if len(out) == 0 {
		for i := range ms {
			if !ms[i].optional {
				out = ix.addTermDocs(out, &ms[i])
			}
		}
	}
	ix.cands = out
	hits := ix.rankAll(ms, out, 0, maxTerms)
	ix.closeIn(hits)
	ix.sinkDigests(hits)
	ix.namedFirst(ms, hits)
	return hits
}

// namedFirst moves the closest matches (see rankPartial) that have every
// name the query typed (see isNameTerm) above those that lack one,
// keeping their order otherwise: the person copied the name, and a note
// with more of the query's other words does not make up for it.
// "stableloadbalancernodeset removed service controller" ranked three
// notes removing other service-controller flags and gates above
// "Removed generally available feature gate StableLoadBalancerNodeSet"
// (#126841), which has two of the four words, as they have three.
func (ix *Index) namedFirst(ms []termMatch, hits []Hit) {
	var names []int
	for i := range ms {
		if isNameTerm(ms[i].text) && !ms[i].empty() {
			names = append(names, i)
		}
	}
	if len(names) == 0 {
		return
	}
	hasNames := func(h Hit) bool {
		ws, wp := ix.d.docWords(int32(h.Doc)), ix.d.docPos(int32(h.Doc))
		for _, i := range names {
			if !ms[i].has(ws, wp) {
				return false
			}
		}
		return true
	}
	// A stable partition: the notes with the names, then the others.
	var without []Hit
	n := 0
	for _, h := range hits {
		if hasNames(h) {
			hits[n] = h
			n++
		} else {
			without = append(without, h)
		}
	}
	copy(hits[n:], without)
}

// isNameTerm reports whether term t is a name a person copies rather than
// a word they remember: a CamelCase identifier typed glued (see
// minIdentLen), a metric (apf_fd) or a flag typed with its dashes. A
// hyphened component name ("kube-proxy") is not: it places a note, which
// may not say it.
func isNameTerm(t string) bool {
	return len(t) >= minIdentLen && isLetters(t) || strings.Contains(t, "_") || strings.HasPrefix(t, "--")
}

// closeIn lets the closest matches (see rankPartial) that miss one term
// more than the best rank among those by what they are about, as
// Index.nearly does for the notes missing a term beside the notes with
// every one: a long query no note has in full often has a word or two
// of context the note lacks, and a note naming more of them in passing
// must not hide the note that is about the rest. Such a note's score
// past its terms (its rest: BM25, proximity, lead) counts on the best
// notes' count of terms, times the square root of its coverage (see
// coverUnit) over the best of theirs: "cluster scripts fetch release
// binaries automatically" put a kubeadm note naming scripts, release,
// binary and automatically apart in 84 tokens above "cluster/kube-up.sh
// now automatically download released binaries" (#38730), which misses
// "scripts" and "fetch" and ranks first now. Over the known-item sets
// (6,965 queries) the square root won 18 first places and lost 1 (set
// 55's "resize failures less noisy pvc status cleanup"), and moved 10
// notes into the first five and 4 out. Tried beside it: the coverage
// itself squared, as nearly weighs it, moved no first place; the share
// of the best's squared won 2 and lost 1, its first power 12 and 1, its
// fourth root 24 and 4, the rest alone 35 and 17; scaling the best
// notes' rest by their coverage too won 44 and lost 63.
func (ix *Index) closeIn(hits []Hit) {
	if len(hits) < 2 {
		return
	}
	units := func(h Hit) int64 { return scoreTerms(h.Score) }
	// Hits are best first: the notes with the best count of terms, then
	// those with one fewer, then the rest, which keep their places.
	best := units(hits[0])
	n, ref := 0, float32(0)
	for ; n < len(hits) && units(hits[n]) == best; n++ {
		ref = max(ref, ix.cover[hits[n].Doc])
	}
	end := n
	for end < len(hits) && units(hits[end]) == best-1 {
		end++
	}
	if ref == 0 || end == n {
		return
	}
	for i := n; i < end; i++ {
		rest := hits[i].Score - (best-1)*termUnit
		share := min(ix.cover[hits[i].Doc]/ref, 1)
		hits[i].Score = best*termUnit + int64(float64(rest)*math.Sqrt(float64(share)))
	}
	sortHits(hits[:end])
}

// rankAll scores every candidate against all terms and returns the matches
// best first with their marks, with room for extra more hits. A match has
// every required term but at most miss of them, and at least one.
//
// A note's score is, from most to least significant: the terms it matches,
// then the sum of their match bands (exact, other form, prefix, typo…) and
// how much it is about them (BM25: repeated, rare words in a short note, in
// its first sentence; their proximity, and how early the note names them
// all; a digest loses; a note that added what a query without a stage
// names gains, see addsBonus; among the closest matches, how much of the
// query's weight its terms cover, see coverUnit), on one scale for a
// query of several terms and bands first for one term (see band). Newer
// notes win ties.
func (ix *Index) rankAll(ms []termMatch, cands []int32, extra int, miss int) []Hit {
	nt := min(len(ms), maxTerms)
	need := 0 // terms a full match must have
	for i := range nt {
		if !ms[i].optional {
			need++
		}
	}
	// With one word, how it matched is all a note has to show: the word
	// as typed ranks above its other forms, names and typos. With more,
	// how much a note is about all of them counts as much (see bandUnit).
	bu := bandUnit
	if need <= 1 {
		bu = bandUnitOne
	}
	// How early a note names the words (see lead) orders the notes with
	// them all, or all but one or two, for a query of two words or more:
	// with one, its match band and BM25 weight say enough, and a common
	// word's thousands of candidates need not pay for it.
	useLead := need > 1 && miss < maxTerms
	// A query of two words or more naming no stage, among the notes with
	// every word or all but one or two, prefers the note that added what
	// it names (see addsBonus). One word is still being typed, or names a
	// component that many notes start with ("kubeadm: add …"). A query
	// saying what does not happen (see negates) names a fault, not a
	// thing; one asking for a change of stage in other words (see
	// movedStageWords) names the change.
	plain := ix.named == 0 && ix.reach == 0 && !ix.movesStage && miss < maxTerms && need > 1 && !negates(ms[:nt])
	// Among the closest matches (see rankPartial), how rare the words a
	// note has are counts (see coverUnit and coverWeights).
	var termIDF [maxTerms]float32
	allIDF := float32(0)
	if miss >= maxTerms {
		allIDF = coverWeights(ms[:nt], len(ix.texts), termIDF[:nt])
	}
	d := ix.d
	keys := ix.keys[:0]
	mw := ix.markWord[:0]
	mp := ix.markPos[:0]
	for _, doc := range cands {
		ws := d.docWords(doc)
		wp := d.fwdPos[d.fwdOff[doc]:]
		total := int64(0)
		matched := 0
		off := len(mw)
		dl := float32(d.docLen[doc])
		lo, hi := uint8(255), uint8(0) // first positions of the matched words
		missed := 0
		covered := float32(0)
		for i := range nt {
			s, at, pos := ms[i].best(d, ws, wp)
			if s == 0 {
				if !ms[i].optional {
					if missed++; missed > miss {
						break
					}
				}
				mw = append(mw, -1)
				mp = append(mp, nil)
				continue
			}
			e := ws[at]
			w := entryWord(e)
			idf := d.idf[w]
			if c := ms[i].maxIDF; c > 0 && idf > c {
				idf = c
			}
			dw := docWeight(s, idf, entryTF(e), entryFirst(e), dl, d.avgLen)
			if ms[i].optional || (s == scoreVocab || s == scoreRelated) && sameWord(ms, i, s, at, d, ws, wp) {
				// A stop word: its weight only, and not where the note
				// names the query's words together. A common word (see
				// softShare): its weight and softUnit.
				total += dw
				if ms[i].soft {
					total += softUnit * band(s)
				}
			} else {
				matched++
				covered += termIDF[i]
				total += termUnit + band(s)*bu + dw
				lo, hi = min(lo, wp[at]), max(hi, wp[at])
			}
			if isAka(e) {
				w = -1 // no word of the text to mark
			}
			mw = append(mw, w)
			mp = append(mp, pos)
		}
		if matched == 0 || missed > miss {
			mw, mp = mw[:off], mp[:off]
			continue
		}
		total += proximity(matched, lo, hi)
		if useLead {
			total += lead(matched, hi)
		}
		later := (len(ix.later) > 0 || ix.revertLater) && ix.laterStage(doc, ws, d.docPos(doc))
		if later {
			total -= laterPenalty
			if ix.opensWithLater(d, ws, wp) {
				total -= laterLeadPenalty
			}
		}
		if d.reachedStages[doc]&ix.reach != 0 && !later {
			total += stagePenalty
			if miss >= maxTerms {
				// Among the closest matches, the stage reached counts
				// as one term more: a note with more of the person's
				// other words is about something else ("Graduated
				// Job's ManagedBy field to beta", #127402, behind the
				// alpha field's note, for "job managed by external
				// controller beta"). Over the 9,621 known-item queries:
				// 3 first places won, none lost; 2 notes into the first
				// five, 1 out.
				total += termUnit
			}
		}
		if d.futureStages[doc]&ix.named != 0 {
			total -= futurePenalty
		}
		if plain && d.adds[doc] && hi < addsSpan {
			total += addsBonus
		}
		if plain && !ix.movesStage && d.reachedStages[doc] != 0 {
			total -= unaskedStagePenalty
		}
		switch c := d.cites[doc]; {
		case c >= digestPRs:
			total -= digestPenalty
		case c > 0:
			total += citeBonus
		}
		if allIDF > 0 {
			total += int64(coverUnit * covered / allIDF)
			ix.cover[doc] = covered / allIDF
		}
		keys = append(keys, rankKey(total, doc))
		ix.score[doc], ix.markOff[doc] = total, int32(off)
	}
	ix.keys, ix.markWord, ix.markPos = keys, mw, mp
	if len(keys) == 0 {
		return nil
	}
	ix.keysTmp = sortKeys(keys, ix.keysTmp)
	hits := make([]Hit, len(keys), len(keys)+extra)
	marks := make([]Mark, 0, len(keys)*nt)
	for i, k := range keys {
		doc := keyDoc(k)
		off := int(ix.markOff[doc])
		start := len(marks)
		for j := range nt {
			if w := mw[off+j]; w >= 0 {
				marks = append(marks, Mark{Word: d.words[w], Pos: mp[off+j]})
			}
		}
		hits[i] = Hit{Doc: int(doc), Score: ix.score[doc], Marks: marks[start:len(marks):len(marks)]}
	}
	return hits
}

// coverWeights sets w[i] to what term i of ms weighs in how much of the
// query a note covers (see nearly, and coverUnit among the closest
// matches): its idf among n notes, nothing for an optional term. It
// returns their sum. A stage the query asks for ("crd schema validation
// beta") is what the query is about, however common the word: a note
// without it is about the feature at some other time, so it weighs as the
// rarest term. By its idf alone, beta cost little, and ten notes on CRD
// schema validation at no stage hid "Validation of resources defined by a
// CRD is now in beta" (#54647), which lacks "schema". Not for a query
// saying what a thing is not ("metrics not stable yet").
func coverWeights(ms []termMatch, n int, w []float32) (all float32) {
	var top float32
	for i := range w {
		w[i] = 0
		if !ms[i].optional {
			w[i] = idfOf(min(ms[i].cost, n), n)
			top = max(top, w[i])
		}
	}
	stage := !negates(ms)
	for i := range w {
		if stage && !ms[i].optional && ms[i].stages&reachBits != 0 {
			w[i] = top
		}
		all += w[i]
	}
	return all
}

// negates reports whether the query's terms ms say that something does
// not happen ("pip not tagged", "kubectl delete pod no controller"): the
// person remembers a fault, and the note that added the thing it names
// is not the one sought. For "pip not tagged", "Support
// [service.beta.kubernetes.io/azure-pip-ip-tags] annotations" (#94114)
// ranked above "Applying fix for not tagging static public IP"
// (#101752) once "support" opened a note that adds (see addsWords).
func negates(ms []termMatch) bool {
	for i := range ms {
		switch ms[i].text {
		case "not", "no", "never", "without":
			return true
		}
	}
	return false
}

// hasSoftTerms reports whether the document of words ws (positions wp)
// has every soft term of ms.
func hasSoftTerms(ms []termMatch, ws []int32, wp []uint8) bool {
	for i := range ms {
		if ms[i].soft && !ms[i].has(ws, wp) {
			return false
		}
	}
	return true
}
