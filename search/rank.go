package search

// Term scores. The bands do not overlap, so for each term an exact word
// beats any prefix, a prefix beats any typo, a typo beats any subsequence;
// a document's score is the sum over the query's terms. A pull-request
// reference ("#122530" for the query 122530) outranks everything because a
// number typed on its own is almost always a PR number.
const (
	scorePR         int32 = 4000
	scoreExact      int32 = 1000 // the word, standing alone in the note
	scoreExactPart  int32 = 900  // the word, only as part of an identifier
	scorePrefix     int32 = 700  // minus the bytes the word has beyond the term
	scorePrefixSpan int32 = 100
	scoreTypo       int32 = 450 // whole word within the distance
	scoreTypoPrefix int32 = 350 // only a prefix of the word within the distance
	scoreTypoStep   int32 = 40  // per edit
	scoreFuzzy      int32 = 100 // plus the sahilm/fuzzy score, capped
	scoreFuzzySpan  int32 = 100
)

// rankKey packs what orders hits into one integer so a sort of thousands of
// hits (a one-letter query) is a plain uint64 sort instead of a comparator
// call per comparison: higher score, then shorter note (a short note that
// matches is more likely about the thing), then newer (lower doc). Docs
// must fit 24 bits (16M notes; there are ~20k).
func rankKey(score int32, size int, doc int32) uint64 {
	const max16, max24 = 1<<16 - 1, 1<<24 - 1
	return uint64(max16-min(max(score, 0), max16))<<48 |
		uint64(min(size, max24))<<24 |
		uint64(doc)&max24
}

// keyDoc returns the doc of a rankKey.
func keyDoc(k uint64) int32 { return int32(k & (1<<24 - 1)) }
