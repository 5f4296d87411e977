package search_test

import "testing"

// A verb in -ic takes a k before -ed and -ing (panic, panicked,
// panicking), which the stemmer kept as another stem: the query's form
// now matches the note's "panic" (see stem); the other way, "panic" was a
// prefix of them already. Each query's note was found before as a
// closest match, without the word; the first is held-out set 36's.
func TestIcVerbForms(t *testing.T) {
	s, ix := storeIndexOnce(t)
	cases := []struct {
		query, word string
		pr          int
	}{
		// "Fixed a panic issue related to kubectl revision history"
		{"kubectl revision history panicking", "panic", 130503},
		// "Fixed a kubelet panic in image pull credential verification when
		// maxParallelImagePulls is configured above 31."
		{"kubelet panicked image pull credential verification", "panic", 138937},
		// "kubeadm: Fixed a panic in kubeadm PKI key loading when the private
		// key type and public key type mismatch."
		{"kubeadm panicking on mismatched private key type", "panic", 138939},
	}
	for _, c := range cases {
		if !marksWord(s, ix, c.query, c.pr, c.word) {
			t.Errorf("%q: #%d found without %q marked", c.query, c.pr, c.word)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}
