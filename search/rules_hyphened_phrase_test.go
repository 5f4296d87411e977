package search_test

import "testing"

// A phrase of the vocabulary whose first words a note writes hyphened
// ("Role-Based Access Control", "Server-Side Apply") is the phrase: its
// short name finds the note as one with every word (see addPhrases).
func TestHyphenedWordsOfPhrase(t *testing.T) {
	_, ix := storeIndexOnce(t)
	// "When using Role-Based Access Control, the "admin", "edit", and
	// "view" roles now have the expected permissions on NetworkPolicy
	// resources" (#56650).
	wantEveryWordFirst(t, ix, []vocabCase{
		{"rbac admin edit view roles networkpolicy", "was 2nd, below a note saying RBAC, as a closest match", 56650},
	})
}

// A phrase typed apart is also the start of a longer hyphened name, where
// no note writes it hyphened alone: "Fixed a bug in
// storage-version-migrator-controller that would cause migration attempts
// to fail if resources were deleted" (#126107) was 2nd once the
// vocabulary's "storage version migrator" (svm) made the three words one
// term, below a note saying StorageVersionMigration, as a closest match
// (the words apart had found it as parts of the name). Where the phrase
// stands hyphened alone, that is its name: "kubelet container runtime
// flag" is --container-runtime (#114017), not --container-runtime-endpoint.
func TestPhraseStartsHyphenedName(t *testing.T) {
	_, ix := storeIndexOnce(t)
	wantEveryWordFirst(t, ix, []vocabCase{
		{"storage version migrator deleted resouces", "the phrase starts storage-version-migrator-controller", 126107},
	})
	wantShippedRank(t, "kubelet container runtime flag", 114017, 1)
}
