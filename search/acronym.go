package search

import "slices"

// An identifier of three to six camel-case parts is also found by its
// initials, the way people write the features they use often: "rwop" for
// ReadWriteOncePod, "ippvs" for InPlacePodVerticalScaling. The vocabulary
// (vocab.go) lists the common ones with their phrases (hpa, pdb, dra …);
// this finds the rest, for a typed word that starts no word of the notes
// (dict.matchTerm): initials that are a word of the notes ("ids", which
// IPv6DualStack's are) are that word.

// Initials of an identifier shorter or longer than these are not taken
// for its acronym: two letters are too many things ("ns", "pv"), and
// nobody types seven.
const (
	minAcronym = 3
	maxAcronym = 6
	// maxAcronymWords is the most identifiers one acronym finds, the
	// first in the dictionary's order: beyond a few, its initials are
	// a common run of letters, not one feature's name.
	maxAcronymWords = 8
)

// acronymWord is an identifier's initials and the word id of the
// identifier, lower-cased.
type acronymWord struct {
	initials string
	word     int32
}

// acronymOf returns the initials of tok, a camel-case identifier of
// letters and digits ("ReadWriteOncePod" → "rwop"; a run of capitals is
// one part, "DRAResourceClaim" → "drc"; a version's v stays in its part,
// "IPv6DualStack" → "ids"), when it has minAcronym to maxAcronym parts.
func acronymOf(tok string) (string, bool) {
	if len(tok) < minAcronym || !isLower(tok[0]) && !isUpper(tok[0]) {
		return "", false
	}
	var ini [maxAcronym]byte
	n := 0
	add := func(c byte) bool {
		if n == maxAcronym {
			return false
		}
		if isUpper(c) {
			c += 'a' - 'A'
		}
		ini[n] = c
		n++
		return true
	}
	add(tok[0])
	lowers := false
	for k := 1; k < len(tok); k++ {
		c := tok[k]
		switch {
		case !isLower(c) && !isUpper(c) && !isDigit(c):
			return "", false
		case isLower(c):
			lowers = true
		case isHump(tok, k): // tokenWords' part starts
			if !add(c) {
				return "", false
			}
		}
	}
	if n < minAcronym || !lowers {
		return "", false
	}
	return string(ini[:n]), true
}

// acronymTable maps each acronym of words to the final ids (rank) of the
// identifiers it stands for, sorted, at most maxAcronymWords of them.
func acronymTable(words []acronymWord, rank []int32) map[string][]int32 {
	if len(words) == 0 {
		return nil
	}
	t := make(map[string][]int32)
	for _, w := range words {
		ids := t[w.initials]
		if id := rank[w.word]; !slices.Contains(ids, id) {
			t[w.initials] = append(ids, id)
		}
	}
	for a, ids := range t {
		slices.Sort(ids)
		t[a] = ids[:min(len(ids), maxAcronymWords):min(len(ids), maxAcronymWords)]
	}
	return t
}

// acronymWords returns the identifiers term t, a word of letters that
// starts no word of the notes, may be the initials of (see acronymOf).
func (d *dict) acronymWords(t string) []wordHit {
	if len(t) < minAcronym || len(t) > maxAcronym || !isLetters(t) { // terms are lower-cased
		return nil
	}
	var out []wordHit
	for _, id := range d.acronyms[t] {
		out = append(out, wordHit{id: id, score: scoreVocab})
	}
	return out
}
