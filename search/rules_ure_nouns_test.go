package search_test

import "testing"

// A noun in -ure and its verb (failure / fails, exposure / exposes) are one
// word to a person, but Snowball strips -ure from no word: the query's form
// now matches the note's (see stem's actNouns). Each query was written here
// for its note; without the rule each note was found only as a closest
// match, without the word, and the first ranked second, the last third.
func TestUreNounForms(t *testing.T) {
	s, ix := storeIndexOnce(t)
	cases := []struct {
		query, word string
		pr          int
	}{
		// "… causing the endpointslice to fail to be created normally."
		{"endpointslice creation failure after endpoints recreated", "fail", 125359},
		// "Removed extra pod creation expectations when daemonset fails to
		// create pods in batches."
		{"daemonset pod creation failure batches", "fails", 74856},
		// "… on Windows nodes that do not expose NUMA distance …"
		{"numa distance exposure windows topology manager", "expose", 139760},
		// "Moved Recover from volume expansion failure to GA."
		{"volume expansion fails recover ga", "failure", 132662},
		// "Failure to start a container cannot accidentally result in the pod
		// being considered \"Succeeded\" …"
		{"container fails to start pod marked succeeded", "failure", 107845},
	}
	for _, c := range cases {
		if !marksWord(s, ix, c.query, c.pr, c.word) {
			t.Errorf("%q: #%d found without %q marked", c.query, c.pr, c.word)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}
