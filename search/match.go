package search

import (
	"slices"
	"strings"
)

// tier says how a query term found its dictionary words. Tiers are tried in
// order and the first that finds anything wins for that term: a term that is
// a word or a prefix of one never also matches subsequences, nor typos
// unless it is rare (see rareLexical), which is what keeps "dockershim" to
// the notes that say dockershim.
type tier uint8

const (
	tierNone    tier = iota
	tierFuzzy        // subsequence within one word, scored by sahilm/fuzzy
	tierTypo         // edit distance ≤ 1 (≤ 2 for long terms) to a word or its prefix
	tierRare         // a rare word or prefix, plus the typos of it (see rareLexical)
	tierLexical      // the word itself or a word starting with it
)

// rareLexical is the most notes a term's exact and prefix matches may have
// for typo matches to be added to them. Notes contain misspellings too:
// "kubctl" is a word of one note, and a person typing kubctl means kubectl.
// The notes with the typed spelling still rank first. Only plain words get
// this: identifiers, versions and numbers are pasted or typed with care.
const rareLexical = 2

// isLetters reports whether t is a plain ASCII word.
func isLetters(t string) bool {
	for i := 0; i < len(t); i++ {
		if !isLower(t[i]) && !isUpper(t[i]) {
			return false
		}
	}
	return true
}

// Typo tolerance by term length: short terms have too many neighbours for a
// typo to be meaningful ("pod" → "pd", "pid", "pods"…).
const (
	minTypoLen  = 5  // edit distance 1 from here ("upgarde" → "upgrade")
	minTypo2Len = 10 // edit distance 2 from here
	minFuzzyLen = 3  // subsequence matching from here ("kbadm" → "kubeadm")
	maxWordHits = 64 // typo/fuzzy words kept per term, best first
)

// wordHit is one dictionary word a term matched, for the tiers that list
// their words.
type wordHit struct {
	id    int32
	score int32
	pos   []int // matched byte offsets in the word; nil = whole word
}

// termMatch is one query term resolved against the dictionary: everything
// needed to test a document by looking only at its sorted word ids.
type termMatch struct {
	text   string
	tier   tier
	lo, hi int32     // tierLexical: words [lo, hi) start with text
	exact  int32     // id of text itself, or -1
	pr     int32     // id of "#text" when text is a number (a PR reference), or -1
	list   []wordHit // tierRare, tierTypo, tierFuzzy: matched words sorted by id
	cost   int       // postings to walk if this term generates candidates
}

// matchTerm resolves one lower-cased query term.
func (d *dict) matchTerm(t string) termMatch {
	m := termMatch{text: t, exact: -1, pr: -1}
	m.lo, m.hi = d.prefixRange(t)
	if m.hi > m.lo {
		m.tier = tierLexical
		if d.words[m.lo] == t {
			m.exact = m.lo
		}
		if isDigits(t) {
			m.pr = d.lookup("#" + t)
		}
		m.cost = int(d.postOff[m.hi] - d.postOff[m.lo])
		if m.cost <= rareLexical && isLetters(t) {
			d.addTypos(&m)
		}
		return m
	}
	if m.list = d.typoWords(t); len(m.list) > 0 {
		m.tier = tierTypo
	} else if m.list = d.fuzzyWords(t); len(m.list) > 0 {
		m.tier = tierFuzzy
	} else {
		return m
	}
	slices.SortFunc(m.list, func(a, b wordHit) int { return int(a.id - b.id) })
	for _, w := range m.list {
		m.cost += int(d.postOff[w.id+1] - d.postOff[w.id])
	}
	return m
}

// addTypos turns a rare lexical match into a tierRare one: its words (with
// their exact or prefix scores) plus the typo matches outside them.
func (d *dict) addTypos(m *termMatch) {
	typos := d.typoWords(m.text)
	extra := false
	for _, h := range typos {
		if h.id < m.lo || h.id >= m.hi {
			extra = true
		}
	}
	if !extra {
		return
	}
	list := make([]wordHit, 0, len(typos)+int(m.hi-m.lo))
	n := len(m.text)
	for id := m.lo; id < m.hi; id++ {
		if id == m.exact {
			list = append(list, wordHit{id: id, score: scoreExact})
		} else {
			extra := int32(len(d.words[id]) - n)
			list = append(list, wordHit{id: id, score: scorePrefix - min(extra, scorePrefixSpan-1), pos: prefixPos[:n:n]})
		}
	}
	for _, h := range typos {
		if h.id < m.lo || h.id >= m.hi {
			list = append(list, h)
		}
	}
	slices.SortFunc(list, func(a, b wordHit) int { return int(a.id - b.id) })
	m.tier, m.list, m.cost = tierRare, list, 0
	for _, w := range list {
		m.cost += int(d.postOff[w.id+1] - d.postOff[w.id])
	}
}

// firstCharRange returns the ids of the words sharing t's first byte. Typo
// and fuzzy matching only look there: people rarely get the first letter
// wrong, and it cuts the scan to a few thousand words.
func (d *dict) firstCharRange(t string) (lo, hi int32) { return d.prefixRange(t[:1]) }

// keepBest trims hits to the maxWordHits best scores, shortest word first.
func keepBest(hits []wordHit) []wordHit {
	if len(hits) <= maxWordHits {
		return hits
	}
	slices.SortFunc(hits, func(a, b wordHit) int { return int(b.score - a.score) })
	return hits[:maxWordHits]
}

// prefixPos holds 0, 1, 2, … so a prefix match's Mark.Pos is a shared,
// capacity-limited sub-slice instead of an allocation per hit.
var prefixPos = func() []int {
	p := make([]int, maxWordLen)
	for i := range p {
		p[i] = i
	}
	return p
}()

// best returns the best way term m matches a document whose sorted forward
// entries are ws: the score (0 = no match), the matched word and the matched byte
// offsets within it (nil = whole word).
func (m *termMatch) best(d *dict, ws []int32) (score, word int32, pos []int) {
	switch m.tier {
	case tierLexical:
		if m.pr >= 0 {
			if i, _ := slices.BinarySearch(ws, m.pr<<1); i < len(ws) && entryWord(ws[i]) == m.pr {
				return scorePR, m.pr, nil
			}
		}
		exact := false
		i, _ := slices.BinarySearch(ws, m.lo<<1)
		for ; i < len(ws) && entryWord(ws[i]) < m.hi; i++ {
			id := entryWord(ws[i])
			if id == m.exact {
				if entryWhole(ws[i]) {
					return scoreExact, id, nil
				}
				score, word, exact = scoreExactPart, id, true
				continue
			}
			s := scorePrefix - min(int32(len(d.words[id])-len(m.text)), scorePrefixSpan-1)
			if s > score {
				score, word = s, id
			}
		}
		if score > 0 && !exact {
			n := len(m.text)
			pos = prefixPos[:n:n]
		}
		return score, word, pos
	case tierRare, tierTypo, tierFuzzy:
		// ws is typically a few dozen ids and list a few, so merging
		// the two sorted lists is cheaper than hashing either.
		i, j := 0, 0
		for i < len(ws) && j < len(m.list) {
			switch id := entryWord(ws[i]); {
			case id < m.list[j].id:
				i++
			case id > m.list[j].id:
				j++
			default:
				if h := &m.list[j]; h.score > score {
					score, word, pos = h.score, h.id, h.pos
				}
				i++
				j++
			}
		}
	}
	return score, word, pos
}

// has reports whether a lexical term matches a document whose sorted
// forward entries are ws, as best would score it above zero.
func (m *termMatch) has(ws []int32) bool {
	if m.pr >= 0 {
		if i, _ := slices.BinarySearch(ws, m.pr<<1); i < len(ws) && entryWord(ws[i]) == m.pr {
			return true
		}
	}
	i, _ := slices.BinarySearch(ws, m.lo<<1)
	return i < len(ws) && entryWord(ws[i]) < m.hi
}

// narrows reports whether every document matching n also matches o, which
// lets a search that extends the previous one start from its results: true
// for the same term, and for a longer lexical term extending a lexical one
// (every word starting with "kubead" starts with "kubea"). Typo and fuzzy
// word sets are not monotone in the term, so those need the same text.
func (n *termMatch) narrows(o *termMatch) bool {
	if n.text == o.text {
		return true // same term, same words
	}
	return n.tier == tierLexical && o.tier == tierLexical && strings.HasPrefix(n.text, o.text)
}
