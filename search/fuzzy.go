package search

import "github.com/sahilm/fuzzy"

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
