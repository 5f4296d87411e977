package search

import "cmp"

// Term scores. The bands do not overlap, so for each term an exact word
// beats any prefix, a prefix beats any typo, a typo beats any subsequence;
// a document's score is the sum over the query's terms. A pull-request
// reference ("#122530" for the query 122530) outranks everything because a
// number typed on its own is almost always a PR number.
const (
	scorePR         int32 = 4000
	scoreExact      int32 = 1000
	scorePrefix     int32 = 700 // minus the bytes the word has beyond the term
	scorePrefixSpan int32 = 100
	scoreTypo       int32 = 450 // whole word within the distance
	scoreTypoPrefix int32 = 350 // only a prefix of the word within the distance
	scoreTypoStep   int32 = 40  // per edit
	scoreFuzzy      int32 = 100 // plus the sahilm/fuzzy score, capped
	scoreFuzzySpan  int32 = 100
)

// scored is one matching document during ranking; marks live in the Index's
// scratch buffers at [off, off+len(terms)).
type scored struct {
	doc   int32
	score int32
	size  int32 // text length: shorter notes first on equal scores
	off   int32
}

// compareScored orders best first: higher score, then shorter note (a short
// note that matches is more likely about the thing), then newer (lower doc).
func compareScored(a, b scored) int {
	if c := cmp.Compare(b.score, a.score); c != 0 {
		return c
	}
	if c := cmp.Compare(a.size, b.size); c != 0 {
		return c
	}
	return cmp.Compare(a.doc, b.doc)
}
