package search

import (
	"math"
	"slices"
)

// Term scores: how well one query term matched one word. The bands do not
// overlap, so for each term an exact word beats a stem or vocabulary match,
// which beats any prefix, which beats any typo, which beats any subsequence.
// A pull-request reference ("#122530" for the query 122530) outranks
// everything because a number typed on its own is almost always a PR number.
const (
	scorePR         int32 = 4000
	scoreRun        int32 = 1001 // three or four words typed apart, glued a whole identifier of the note (see joinRuns)
	scoreExact      int32 = 1000 // the word, standing alone in the note
	scoreExactPart  int32 = 950  // the word, only as part of an identifier
	scoreStem       int32 = 900  // another form of the word (patch / patches)
	scoreVocab      int32 = 880  // a short name or abbreviation of it (hpa / HorizontalPodAutoscaler)
	scoreAka        int32 = 900  // at most, a word of the note's aka field, as another form of the word (see Fields.Aka)
	scoreIdentTypo  int32 = 890  // a typed identifier, one or two edits from a whole identifier of the note
	scoreIdentPart  int32 = 800  // a typed identifier, only as the end of a longer one
	scoreParts      int32 = 600  // a flag or identifier typed with '-' or '_', its words apart (see termMatch.parts)
	scorePrefix     int32 = 700  // minus the bytes the word has beyond the term
	scoreRelated    int32 = 690  // a related name (see related): as a prefix does
	scorePrefixSpan int32 = 100
	scoreTypo       int32 = 450 // whole word within the distance
	scoreTypoPrefix int32 = 350 // only a prefix of the word within the distance
	scoreTypoStep   int32 = 40  // per edit
	scoreTypoForm   int32 = 200 // another form of a whole-word typo's word (see typoForms), in the band below typos
	scoreFuzzy      int32 = 100 // plus the sahilm/fuzzy score, capped
	scoreFuzzySpan  int32 = 100
)

// band groups term scores into what a person sees as kinds of match: the
// word itself standing alone (or a PR); the word inside an identifier, or
// another form or name of it; a prefix; a typo; a subsequence. A note's
// rank is decided by how many terms it matches (see Index.nearly for the
// notes missing one), then by the sum of their bands, each worth bandUnit,
// and how much it is about them (docWeight, proximity). With one term,
// bandUnitOne keeps the bands apart: a note with the word as typed always
// ranks above one with another form or a typo of it. With several, a band
// is worth about what a mid-frequency word adds, so a note that is about
// the words (a short note naming them early, together) can outrank one
// with a word in a stronger band but named in passing: "csi migration ga"
// finds the note about CSIMigration going GA, whose words are parts of an
// identifier, among the notes that say "CSI migration" in passing. A band
// per term was worth more than all BM25 weights before; tried from 2^20 down
// to 2^8 on the tuning set, 2^11 ranked best (MRR 0.928 → 0.940).
func band(s int32) int64 {
	switch {
	case s >= scoreExact:
		return 4
	case s >= scoreVocab:
		return 3
	case s > scoreTypo:
		return 2
	case s > scoreFuzzy+scoreFuzzySpan:
		return 1
	}
	return 0
}

// The parts of a note's score (see band). maxTerms bounds the query terms
// scored so the parts cannot overflow into each other: 16 × (4 bands ×
// bandUnitOne + the largest docWeight + 4 × softUnit) < termUnit.
const (
	maxTerms    = 16
	bandUnit    = int64(1) << 11
	bandUnitOne = int64(1) << 20
	termUnit    = int64(1) << 27
	maxScore    = int64(1)<<40 - 1
)

// scoreTerms is how many terms a score counts, in whole termUnits,
// rounded: a penalty (a digest's, a later stage's) takes a score a little
// below its count and must not cost it a term.
func scoreTerms(score int64) int64 { return (score + termUnit/2) / termUnit }

// BM25's parameters: k1 saturates repeated words (a note that says a word
// three times is more about it than one that says it once, but not three
// times more), b normalises by note length. b is below the usual 0.75
// because a release note is a paragraph, not a web page: the note that
// introduces a feature is long and names it several times, and should not
// lose to a one-line note that names it in passing.
const (
	bm25K1 = 1.2
	bm25B  = 0.4
	// firstBoost weighs a word in the note's first sentence, which says what
	// the note is about; later sentences add context and caveats.
	firstBoost = 1.5
)

// docWeight is the BM25 weight of one matched word in one note, scaled by
// the term's match quality (score/1000) and to an integer: idf of the word
// (rarer words weigh more), its count in the note (tf) saturated and
// normalised by the note's length in tokens against the average.
func docWeight(score int32, idf float32, tf int32, first bool, docLen, avgLen float32) int64 {
	t := float32(max(tf, 1)) // a word only inside identifiers still counts once
	w := idf * t * (bm25K1 + 1) / (t + bm25K1*(1-bm25B+bm25B*docLen/avgLen))
	if first {
		w *= firstBoost
	}
	return int64(w * float32(min(score, scoreExact)))
}

// proxUnit is the proximity weight of each term past the first: about what
// one mid-frequency word adds (see docWeight).
const proxUnit = 4000

// proximity scores how close together the matched words of a note first
// occur (their first token positions span lo…hi): n words in a row earn
// proxUnit for each but the first, and less as the span widens. Words that
// a note names together, early, are what it is about.
func proximity(n int, lo, hi uint8) int64 {
	if n < 2 {
		return 0
	}
	gap := max(int64(hi)-int64(lo)-int64(n-1), 0)
	return proxUnit * int64(n-1) / (1 + gap/2)
}

// leadUnit is what each matched word adds to a note that names all the
// query's words within its first leadSpan tokens, less the further in the
// last of them comes (a share per leadSpan tokens): a note whose first
// clause names them is about them, where one that gets to them later
// names them as context of its own subject. For "metrics disabled flag",
// "Metrics can now be disabled explicitly via a command line flag"
// (#99217) names them in its first 10 tokens; "Corrected the kube-proxy
// --metrics-bind-address flag documentation by removing the incorrect
// statement that setting the flag to an empty string disables the
// metrics server" (#138940) comes to "disables" 19 tokens in, and ranked
// first. Less than one mid-frequency word adds (see proxUnit), so it
// orders notes that are otherwise alike. Only among notes with every word
// or all but one or two (see rankAll): when no note has them all, which
// words a note has is what counts ("etcd healthcheck timeout flag" put
// a note naming etcd, timeout and flag in its first 4 tokens above the
// one with the rare healthcheck, #93244). Tried on the nine known-item
// sets (see knownitems_test.go) with 1000 to 4000 per word and spans of 4
// to 32 tokens, from the first matched word and from the last: from the
// last, spans of 8 to 24 gained 0 to 3 first places of 986 and up to
// 0.014 of summed MRR; 3000 and 16 ranked best (alone, 940 → 943 first,
// none lost). From the first word it broke the rules of later stages (a
// removal naming "kube-apiserver" first outranked the deprecation,
// TestFutureStageIsNoStage).
const (
	leadUnit = 3 * proxUnit / 4
	leadSpan = 16
)

// leadShares holds leadUnit / (1 + hi/leadSpan) for every token position
// hi: lead runs for every candidate, thousands when a common word is
// typed beside another, and a table costs less than a division each.
var leadShares = func() (t [256]int64) {
	for hi := range t {
		t[hi] = leadUnit / (1 + int64(hi)/leadSpan)
	}
	return t
}()

// lead scores how early in a note its n matched words all appear (hi, the
// first token position of the last of them to appear; see proximity).
func lead(n int, hi uint8) int64 { return int64(n) * leadShares[hi] }

// softUnit is, per band of its match (see band), what a common word adds
// to a note that has it (see softShare): an exact one adds 4 × softUnit,
// about what a mid-frequency word adds (see docWeight), so a note that is
// about the rarer words can outrank one with the common word too. It was
// 2^18 (far more than BM25 weights differ by), which made a tool name like
// "kubectl" that the note never says as good as required; on the tuning
// set 2^12 ranked best of 2^18 … 0 (MRR 0.940 → 0.943).
const softUnit = int64(1) << 12

// citeBonus favours a note that cites its pull request over a copy of the
// same change that does not: the older releases repeat a change's text in
// a highlights section without the PR, and that copy, a few words shorter,
// would otherwise win on length. The note with the PR is the one a person
// can follow to the change. About half of what one mid-frequency word
// adds (see proxUnit), so it only orders notes that are otherwise alike.
const citeBonus = proxUnit / 2

// A note citing digestPRs pull requests or more is a digest ("Bug fixes:
// …" in the 1.7 notes, a list of known issues): it has many words by
// chance and is about none of them, so it loses digestPenalty, about what
// two mid-frequency words add, against the focused note of one change.
const (
	digestPRs     = 5
	digestPenalty = 10000
)

// coverUnit is what a closest match (no note has every word, see
// rankPartial) gains for covering the whole query's weight, in shares of
// it: the idf of the terms it matches over that of all terms (see
// coverWeights). The notes there are ranked by how many terms they
// match, then by what they are about; of two notes with as many terms,
// the one that misses a common word is closer than the one that misses
// the query's rarest: for "StartupProbe gate locked on", 1.36's "Added
// ControllerManagerReleaseLeaderElectionLockOnCancel feature gate" (gate,
// lock) ranked above "The StartupProbe feature gate that is GA since
// v1.20 is unconditionally enabled" (#104168: StartupProbe, gate), 35
// apart. Half of what one mid-frequency word adds (see proxUnit), as
// citeBonus is, so it orders notes that are otherwise alike. Scaling
// what a note is about by its coverage instead, squared or not, as
// Index.nearly does for the notes missing a term, cost 22 and 15 first
// places over the known-item sets (it overrode BM25, which weighs the
// rare words already). Tried on the tuning set and held-out sets 1-35
// from 1000 to 20000: 2000 to 12000 gained 2 first places and lost
// none, 14000 and over lost one; from 4000 on, "volumes detached
// forcibly when node not ready" (set 31) fell from 2nd to 3rd below a
// note with the rare "forcibly" and no "ready", under its set's floor.
const coverUnit = 2000

// idfOf is BM25's inverse document frequency of a word in df of n notes.
func idfOf(df, n int) float32 {
	return float32(math.Log(1 + (float64(n)-float64(df)+0.5)/(float64(df)+0.5)))
}

// rankKey packs what orders hits into one integer so a sort of thousands of
// hits (a one-letter query) is a plain uint64 sort instead of a comparator
// call per comparison: higher score, then newer (lower doc), the last
// tie-break. Docs must fit 24 bits (16M notes; there are ~20k).
func rankKey(score int64, doc int32) uint64 {
	const max24 = 1<<24 - 1
	return uint64(maxScore-min(max(score, 0), maxScore))<<24 | uint64(doc)&max24
}

// keyDoc returns the doc of a rankKey.
func keyDoc(k uint64) int32 { return int32(k & (1<<24 - 1)) }

// radixMin is the fewest keys sortKeys sorts by radix: below it,
// pdqsort's comparisons cost less than the radix sort's passes.
const radixMin = 256

// sortKeys sorts keys ascending, using tmp (grown as needed, and returned)
// as scratch. A broad prefix ("kub", "con") ranks thousands of notes, and
// sorting their keys by comparison was over a quarter of such a search; a
// least significant digit radix sort reads each key once per byte instead,
// and skips the bytes every key shares (the top bytes of most scores). It
// takes about half the time of slices.Sort natively and a third in
// WebAssembly (BenchmarkSortKeys). Keys are unique (each holds its doc), so
// the order is the one a comparison sort gives.
func sortKeys(keys, tmp []uint64) []uint64 {
	if len(keys) < radixMin {
		slices.Sort(keys)
		return tmp
	}
	var counts [8][256]int
	for _, k := range keys {
		for d := range 8 {
			counts[d][byte(k>>(8*d))]++
		}
	}
	tmp = slices.Grow(tmp[:0], len(keys))[:len(keys)]
	src, dst := keys, tmp
	for d := range 8 {
		c := &counts[d]
		if c[byte(src[0]>>(8*d))] == len(src) {
			continue // every key has this byte
		}
		sum := 0
		for i, n := range c {
			c[i] = sum
			sum += n
		}
		for _, k := range src {
			b := byte(k >> (8 * d))
			dst[c[b]] = k
			c[b]++
		}
		src, dst = dst, src
	}
	if &src[0] != &keys[0] {
		copy(keys, src)
	}
	return tmp
}
