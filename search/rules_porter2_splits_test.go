package search_test

import "testing"

// Forms of one word the stemmer split (see porter2Splits): "added" and
// "adding" lost the doubled d of "add", "embed" and "alias" lost an ending
// their other forms keep. The first query is held-out set 123's, whose
// note was not listed at all; the second set 60's, whose note was 8th; the
// third set 61's, 2nd.
func TestPorter2SplitForms(t *testing.T) {
	checkMarkedVocab(t, []markedVocabCase{
		// "Add storage.k8s.io/v1 API"
		{"storage k8s io v1 api added", "add", "added / add (not listed)", 40088, 1},
		// "Add APIService conditions"
		{"apiservice status conditions added aggregator api", "add", "added / add (8th)", 43301, 1},
		// "Adds support for allocation of pod IPs via IP aliases."
		{"alias ip pod addressing", "aliases", "alias / aliases (2nd)", 42147, 1},
		// "Replace go-bindata with //go:embed."
		{"go-bindata replaced by embedded files", "embed", "embedded / embed (first, without it)", 99829, 1},
	})
}
