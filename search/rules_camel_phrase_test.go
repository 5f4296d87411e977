package search_test

import "testing"

// A phrase of the vocabulary whose first words a note writes as one
// camel-case name ("PodSecurity admission") is the phrase: typed apart or
// by its short name, it finds the note as one with every word (see
// pushCamelWords). Each query was written here for its note; before, no
// note had every word and each ranked among the closest matches, the last
// second.
func TestCamelWordsOfPhrase(t *testing.T) {
	_, ix := storeIndexOnce(t)
	for _, c := range []struct {
		query string
		pr    int
	}{
		// "(PodSecurity admission) errors validating workload resources
		// (deployment, replicaset, etc.) no longer block admission."
		{"pod security admission workload validation errors", 106017},
		{"psa workload errors no longer block admission", 106017},
		// "The Pods and Pod controllers that are exempted from the
		// PodSecurity admission process are now marked with the
		// pod-security.kubernetes.io/exempt … annotation"
		{"pod security admission exempted pods annotation", 105908},
	} {
		if r := ix.Find(c.query); r.Partial {
			t.Errorf("%q: no note has every word, want #%d to", c.query, c.pr)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}
