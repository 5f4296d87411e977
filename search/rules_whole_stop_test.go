package search_test

import (
	"slices"
	"testing"
)

// A stop word with more words after it was typed whole: it matches the
// word or its forms, never as the start of a longer word ("no" is not
// "nothing", "on" not "one", "in" not "indefinitely"), which made the
// notes with those words look closer than the one meant. Each of these
// known items (sets 29, 33 and 70) ranked its note second to fifth
// before.
func TestWholeStopWords(t *testing.T) {
	_, ix := storeIndexOnce(t)
	for _, c := range []struct {
		query string
		pr    int
		not   []string // words the stop words must not mark
	}{
		// "Improved scheduler performance when no scoring plugins were
		// defined." Above it was "The scheduler skips the
		// PodTopologySpread Score plugin when nothing to do with the Pod".
		{"no score plugins", 123384, []string{"nothing"}},
		// "Don't try to attach volume to new node if it is already
		// attached to another node". Above it was an Azure disk note
		// "… scheduling one pod from one node to another".
		{"skip attaching disk already on another node", 45346, []string{"one"}},
		// "Fixed an issue mounting credentials for service accounts
		// whose name contains . characters". Above it was "FailedMount
		// events being periodically and indefinitely posted".
		{"serviceaccount with period in name mount fails", 89696, []string{"indefinitely"}},
	} {
		wantShippedRank(t, c.query, c.pr, 1)
		for _, h := range ix.Find(c.query).Hits {
			for _, m := range h.Marks {
				if slices.Contains(c.not, m.Word) {
					t.Errorf("%q marks %q in doc %d", c.query, m.Word, h.Doc)
				}
			}
		}
	}
}

// The last word may still be being typed, stop word or not: "kubelet
// in" finds the notes on kubelet and "in-place" updates.
func TestLastStopWordIsAPrefix(t *testing.T) {
	_, ix := storeIndexOnce(t)
	r := ix.Find("kubelet in")
	found := false
	for _, h := range r.Hits {
		for _, m := range h.Marks {
			found = found || len(m.Word) > 2 && m.Word[:2] == "in"
		}
	}
	if !found {
		t.Errorf("kubelet in: no note marked a word starting with \"in\" beside kubelet")
	}
}
