package search_test

import "testing"

// Forms of one word the stemmer split (see porter2Splits): "added" and
// "adding" lost the doubled d of "add", "embed" and "alias" lost an ending
// their other forms keep. The first query is held-out set 123's, whose
// note was not listed at all; the second set 60's, whose note was 8th; the
// third set 61's, 2nd.
func TestPorter2SplitForms(t *testing.T) {
	s, ix := storeIndexOnce(t)
	cases := []struct {
		query, word string
		pr          int
	}{
		// "Add storage.k8s.io/v1 API"
		{"storage k8s io v1 api added", "add", 40088},
		// "Add APIService conditions"
		{"apiservice status conditions added aggregator api", "add", 43301},
		// "Adds support for allocation of pod IPs via IP aliases."
		{"alias ip pod addressing", "aliases", 42147},
		// "Replace go-bindata with //go:embed."
		{"go-bindata replaced by embedded files", "embed", 99829},
	}
	for _, c := range cases {
		if !marksWord(s, ix, c.query, c.pr, c.word) {
			t.Errorf("%q: #%d found without %q marked", c.query, c.pr, c.word)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}
