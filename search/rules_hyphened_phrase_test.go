package search_test

import "testing"

// A phrase of the vocabulary whose first words a note writes hyphened
// ("Role-Based Access Control", "Server-Side Apply") is the phrase: its
// short name finds the note as one with every word (see addPhrases).
func TestHyphenedWordsOfPhrase(t *testing.T) {
	_, ix := storeIndexOnce(t)
	// "When using Role-Based Access Control, the "admin", "edit", and
	// "view" roles now have the expected permissions on NetworkPolicy
	// resources" (#56650). Was 2nd, below a note saying RBAC, as a
	// closest match.
	const q = "rbac admin edit view roles networkpolicy"
	if r := ix.Find(q); r.Partial {
		t.Errorf("%q: no note has every word, want #56650 to", q)
	}
	wantShippedRank(t, q, 56650, 1)
}
