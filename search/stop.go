package search

// stopWords are the function words a person types between the words that
// carry a query ("kubelet apis moved to k8s.io/kubelet", "no auto
// generation") and that the note may not have: it says "moved under", or
// "NoAutoGeneration" as one identifier, or words the negation another way
// ("optional" for "not required"). In a query with another word, a stop
// word is optional (see termMatch.optional): a note without it still
// matches, and a note with it gains only its small BM25 weight, not the
// rank of a matched word.
//
// Kept to English function words; "not" and "no" are here because notes
// word a negation in many ways ("no longer", "cannot", "without").
var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "for": true,
	"in": true, "on": true, "at": true, "by": true, "with": true, "from": true,
	"into": true, "and": true, "or": true, "is": true, "are": true, "be": true,
	"was": true, "were": true, "it": true, "its": true, "as": true,
	"not": true, "no": true, "now": true, "that": true, "this": true,
}

// markOptional marks the stop words of ms optional when ms has another
// term to match.
func markOptional(ms []termMatch) {
	n := 0
	for i := range ms {
		if stopWords[ms[i].text] {
			n++
		}
	}
	if n == len(ms) {
		return
	}
	for i := range ms {
		ms[i].optional = stopWords[ms[i].text]
	}
}
