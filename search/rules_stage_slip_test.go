package search

import "testing"

// A stage word typed with one slip names its stage, as the word spelt
// right does (see stageSlip); a word of the notes one slip from a stage
// word names none.
func TestMistypedStageWordNamesTheStage(t *testing.T) {
	ix, _ := corpusIndex(t)
	for _, c := range []struct {
		term  string
		stage string // "" for none
	}{
		{"remvoed", "removed"}, // swapped letters (sets 13, 20, 34, 44, 61)
		{"removd", "removed"},  // a letter dropped
		{"removel", "removed"}, // removal, a letter changed
		{"deprecatd", "deprecated"},
		{"depricated", "deprecated"},
		{"deprecaton", "deprecated"}, // deprecation
		{"aplha", "alpha"},
		{"droped", "removed"},
		{"remote", ""}, // kubectl cp's remote file
		{"stale", ""},  // a stale cache
		{"table", ""},  // server-side table printing
		{"promote", ""},
	} {
		got := ix.d.matchTerm(c.term).stages
		want := uint8(0)
		if c.stage != "" {
			want = stageBit(c.stage)
		}
		if got != want {
			t.Errorf("%q names stages %06b, want %06b (%s)", c.term, got, want, c.stage)
		}
	}
}

func TestOneSlip(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"remvoed", "removed", true},
		{"removd", "removed", true},
		{"removedd", "removed", true},
		{"rexoved", "removed", true},
		{"removed", "removed", false},
		{"rmvoed", "removed", false},
		{"ermoved", "removed", true},
		{"removde", "removed", true},
		{"remoevd", "removed", true},
		{"remote", "removed", false},
	} {
		if got := oneSlip(c.a, c.b); got != c.want {
			t.Errorf("oneSlip(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
