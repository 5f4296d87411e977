package search

import "testing"

// The forms of a verb ending in a double letter share its stem, and a
// verb of a single letter keeps Porter2's (see doubledVerbs).
func TestStemKeepsADoubledVerb(t *testing.T) {
	for _, c := range []struct{ w, want string }{
		{"add", "add"}, {"adds", "add"}, {"added", "add"}, {"adding", "add"},
		{"diffed", "diff"}, {"diffing", "diff"},
		{"padded", "pad"}, {"hopped", "hop"}, {"addition", "addit"}, {"address", "address"},
	} {
		if got := stem(c.w); got != c.want {
			t.Errorf("stem(%q) = %q, want %q", c.w, got, c.want)
		}
	}
}
