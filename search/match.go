package search

import (
	"slices"
	"strings"

	"github.com/sahilm/fuzzy"
)

// tier says how a query term found its dictionary words. Tiers are tried in
// order and the first that finds anything wins for that term: a term that is
// a word or a prefix of one never also matches typos or subsequences, which
// is what keeps "dockershim" to the notes that say dockershim.
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
// The notes with the typed spelling still rank first.
const rareLexical = 2

// Typo tolerance by term length: short terms have too many neighbours for a
// typo to be meaningful ("pod" → "pd", "pid", "pods"…).
const (
	minTypoLen  = 5  // edit distance 1 from here ("upgarde" → "upgrade")
	minTypo2Len = 10 // edit distance 2 from here
	minFuzzyLen = 3  // subsequence matching from here ("kbadm" → "kubeadm")
	maxWordHits = 64 // typo/fuzzy words kept per term, best first
)

// wordHit is one dictionary word a typo or fuzzy term matched.
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
	list   []wordHit // tierTypo, tierFuzzy: matched words sorted by id
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
		if m.cost <= rareLexical && m.pr < 0 {
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

// maxTypoLen bounds the terms typo matching considers, so its dynamic
// programming table fits on the stack. Longer terms are pasted identifiers,
// which match exactly or by prefix.
const maxTypoLen = 40

// typoWords returns the words within edit distance (with transpositions) of
// t or of a prefix of them, so a typo is forgiven while still typing
// ("upgar" → "upgrade").
//
// It walks the words sharing t's first byte in sorted order, like walking a
// trie: consecutive words share prefixes, so the table rows for the shared
// prefix are kept and only the rest of each word is computed, and once a
// prefix is hopeless (every cell of a row exceeds the distance) all the
// following words with that prefix are settled without computing anything.
func (d *dict) typoWords(t string) []wordHit {
	n := len(t)
	if n < minTypoLen || n > maxTypoLen {
		return nil
	}
	maxD := 1
	if n >= minTypo2Len {
		maxD = 2
	}
	// dp[j][i]: distance between w[:j] and t[:i]; preMin[j]: the least
	// dp[k][n] for k ≤ j, i.e. the best prefix of w up to length j.
	var dp [maxTypoLen + 3][maxTypoLen + 1]int32
	var preMin [maxTypoLen + 3]int32
	for i := 0; i <= n; i++ {
		dp[0][i] = int32(i)
	}
	preMin[0] = int32(n)
	lo, hi := d.firstCharRange(t)
	var out []wordHit
	prev := ""    // previous word
	done := 0     // rows of prev that are valid
	dead := false // prev's last valid row exceeded maxD everywhere
	for id := lo; id < hi; id++ {
		w := d.words[id]
		m := min(len(w), n+maxD)
		l := 0
		for l < done && l < m && w[l] == prev[l] {
			l++
		}
		if dead && l == done {
			// Same hopeless prefix as prev: nothing new can match,
			// but a prefix already within the distance still does.
			if preMin[done] <= int32(maxD) {
				out = append(out, wordHit{id: id, score: scoreTypoPrefix - preMin[done]*scoreTypoStep})
			}
			continue
		}
		dead = false
		j := l + 1
		for ; j <= m; j++ {
			row, up := &dp[j], &dp[j-1]
			row[0] = int32(j)
			rowMin := row[0]
			c := w[j-1]
			for i := 1; i <= n; i++ {
				v := up[i] + 1
				if x := row[i-1] + 1; x < v {
					v = x
				}
				cost := int32(1)
				if t[i-1] == c {
					cost = 0
				}
				if x := up[i-1] + cost; x < v {
					v = x
				}
				if i > 1 && j > 1 && t[i-1] == w[j-2] && t[i-2] == c {
					if x := dp[j-2][i-2] + 1; x < v {
						v = x
					}
				}
				row[i] = v
				rowMin = min(rowMin, v)
			}
			preMin[j] = min(preMin[j-1], row[n])
			if rowMin > int32(maxD) {
				dead = true
				break
			}
		}
		if dead {
			done = j
		} else {
			done = m
		}
		prev = w
		switch {
		case !dead && m == len(w) && dp[m][n] <= int32(maxD):
			out = append(out, wordHit{id: id, score: scoreTypo - dp[m][n]*scoreTypoStep})
		case preMin[done] <= int32(maxD):
			out = append(out, wordHit{id: id, score: scoreTypoPrefix - preMin[done]*scoreTypoStep})
		}
	}
	return keepBest(out)
}

// wordSource lets sahilm/fuzzy iterate the dictionary words picked for it.
type wordSource struct {
	d   *dict
	ids []int32
}

func (s wordSource) String(i int) string { return s.d.words[s.ids[i]] }
func (s wordSource) Len() int            { return len(s.ids) }

// fuzzyWords returns the words containing t as a subsequence that
// sahilm/fuzzy scores well: starting with t's first byte, not much longer
// than t, and with a score that demands runs of adjacent or word-start
// matches rather than letters scattered across a long identifier. A plain
// byte subsequence check picks the words first, so the scorer runs on a
// few hundred words rather than on every word with that first letter.
func (d *dict) fuzzyWords(t string) []wordHit {
	if len(t) < minFuzzyLen {
		return nil
	}
	lo, hi := d.firstCharRange(t)
	var ids []int32
	for id := lo; id < hi; id++ {
		if w := d.words[id]; len(w) <= 3*len(t) && isSubsequence(t, w) {
			ids = append(ids, id)
		}
	}
	var out []wordHit
	for _, fm := range fuzzy.FindFromNoSort(t, wordSource{d, ids}) {
		if fm.Score < minFuzzyScore(t) {
			continue
		}
		out = append(out, wordHit{
			id:    ids[fm.Index],
			score: scoreFuzzy + min(int32(fm.Score), scoreFuzzySpan-1),
			pos:   fm.MatchedIndexes,
		})
	}
	return keepBest(out)
}

// isSubsequence reports whether the bytes of t occur in w in order. Words
// and terms are both lower-cased, so this is the test sahilm/fuzzy applies,
// without its scoring.
func isSubsequence(t, w string) bool {
	if len(w) < len(t) {
		return false
	}
	i := 0
	for j := 0; j < len(w) && i < len(t); j++ {
		if w[j] == t[i] {
			i++
		}
	}
	return i == len(t)
}

// minFuzzyScore is the sahilm/fuzzy score a word must reach for term t: about
// two points per term byte, i.e. roughly the first-char bonus plus a couple
// of adjacent runs, net of the one-point penalty per unmatched byte.
func minFuzzyScore(t string) int { return 2 * len(t) }

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
