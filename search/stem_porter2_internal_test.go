package search

import "testing"

// The forms of a word Porter2 stems apart share one stem (see
// porter2Splits), and other words keep Porter2's.
func TestStemJoinsPorter2Splits(t *testing.T) {
	for _, c := range []struct{ w, want string }{
		{"add", "add"}, {"adds", "add"}, {"added", "add"}, {"adding", "add"},
		{"diff", "diff"}, {"diffing", "diff"},
		{"embed", "embed"}, {"embeds", "embed"}, {"embedded", "embed"},
		{"alias", "alias"}, {"aliases", "alias"},
		{"reference", "refer"}, {"referenced", "refer"}, {"referencing", "refer"},
		{"queue", "queue"}, {"queued", "queue"}, {"queuing", "queue"}, {"queueing", "queue"},
		{"padded", "pad"}, {"hopped", "hop"}, {"addition", "addit"}, {"address", "address"},
	} {
		if got := stem(c.w); got != c.want {
			t.Errorf("stem(%q) = %q, want %q", c.w, got, c.want)
		}
	}
}
