package search

import (
	"strings"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
)

// maxStemScan bounds the dictionary words stemWords compares per term. The
// words sharing a stem sit together in the sorted dictionary, so a few
// hundred cover every stem longer than a few letters; a shorter stem's words
// are prefix matches of the term anyway.
const maxStemScan = 512

// minStemLen is the shortest term that is stemmed: shorter ones are being
// typed or are abbreviations.
const minStemLen = 4

// stemWords returns the plain words of the dictionary with the same English
// stem as term t (Snowball's English stemmer): patches → patch, patched;
// removed → remove, removal; propagating → propagation. Only plain words
// are stemmed: identifiers, flags and metric names are matched as written.
//
// A word's stem starts with the stem's letters, except that Snowball turns
// a final y into i (policy → polici), so the candidates are the words
// starting with the stem (less a final i). Their stems are computed once
// and cached in d.stems; callers hold the index lock.
func (d *dict) stemWords(t string) []int32 {
	if len(t) < minStemLen || !isLetters(t) {
		return nil
	}
	s := stem(t)
	p := s
	if len(p) > 1 && p[len(p)-1] == 'i' {
		p = p[:len(p)-1]
	}
	if d.stems == nil {
		d.stems = make([]string, len(d.words))
	}
	lo, hi := d.prefixRange(p)
	hi = min(hi, lo+maxStemScan)
	var out []int32
	for id := lo; id < hi; id++ {
		w := d.words[id]
		if w == t || !isLetters(w) {
			continue
		}
		ws := d.stems[id]
		if ws == "" {
			ws = stem(w)
			d.stems[id] = ws
		}
		if ws == s {
			out = append(out, id)
		}
	}
	return out
}

// minIonStem is the shortest verb stem stem keeps from a noun in -tion or
// -sion: shorter ones are other words ("action" is not "act", "option"
// is not "opt").
const minIonStem = 5

// minUalStem is the shortest noun that stem keeps from an adjective in -ual:
// shorter ones are other words ("eventual" is not "event", "actual" is
// not "act", "usual" is not "use").
const minUalStem = 7

// stem is Snowball's English stem, and for a noun in -tion or -sion that
// Snowball keeps whole because the suffix is too near the word's start
// ("preemption"), the stem of its verb ("preempt"): notes say "preempts"
// where a person remembers "preemption". The verb's own forms have the
// same stem, so the relation stays symmetric. Likewise an adjective in
// -ual, which Snowball stems to the noun plus "u" ("contextual" →
// "contextu"), has the noun's stem: "contextual logging" is what the
// notes call the migration to "a context and logger" (#120729).
func stem(w string) string {
	s := Stem(w)
	if n := len(s) - 1; n >= minUalStem && n < len(w) && s[n] == 'u' && strings.HasPrefix(w[n:], "ual") && w[:n] == s[:n] {
		return s[:n]
	}
	if n := len(s) - 3; n >= minIonStem && strings.HasSuffix(s, "ion") && (s[n-1] == 't' || s[n-1] == 's') {
		return Stem(s[:n])
	}
	return s
}

// Stem is w's stem by Snowball's English (Porter2) stemmer, the code
// the Snowball project generates for Go (blevesearch/snowballstem).
func Stem(w string) string {
	env := snowballstem.NewEnv(w)
	english.Stem(env)
	return env.Current()
}
