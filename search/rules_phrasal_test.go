package search_test

import "testing"

// A phrasal verb of the vocabulary in any of its forms, its particle
// after a pronoun object ("turns it on"), is the phrase and its synonyms:
// "turned on" finds "Upgrades IPv6Dualstack to Beta and turns it on by
// default" (#98969), which says neither "turned on" nor "enabled".
func TestPhrasalVerbForms(t *testing.T) {
	s := textStore(t)
	cases := []struct {
		query  string
		pr     int
		within int
		before string
	}{
		{"dualstack beta turned on", 98969, 1, "2nd: the note lacked the phrase"},
		// "dual stack" is the gate's second part (see TestTokenWords).
		{"dual stack turned on by default", 98969, 5, "not found: the other dual-stack notes have every word"},
	}
	for _, tt := range cases {
		if rk, n := rankOf(s, tt.query, tt.pr); rk < 1 || rk > tt.within {
			t.Errorf("%q: #%d at %d of %d, want within the first %d (before: %s)", tt.query, tt.pr, rk, n, tt.within, tt.before)
		}
	}
}
