package search_test

import "testing"

// A verb ending in a double letter ("add") lost it in its -ed and -ing
// forms to the stemmer ("added", "adding" → "ad"), so a query saying
// "added" did not match a note saying "Add" (see doubledVerbs). The first
// query is held-out set 123's, whose note was not listed at all; the
// second set 60's, whose note was 8th.
func TestDoubledVerbForms(t *testing.T) {
	s, ix := storeIndexOnce(t)
	cases := []struct {
		query, word string
		pr          int
	}{
		// "Add storage.k8s.io/v1 API"
		{"storage k8s io v1 api added", "add", 40088},
		// "Add APIService conditions"
		{"apiservice status conditions added aggregator api", "add", 43301},
	}
	for _, c := range cases {
		if !marksWord(s, ix, c.query, c.pr, c.word) {
			t.Errorf("%q: #%d found without %q marked", c.query, c.pr, c.word)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}
