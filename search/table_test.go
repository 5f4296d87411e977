package search

import (
	"fmt"
	"testing"
)

func TestTableInterns(t *testing.T) {
	tb := newTable(1)
	for round := range 2 {
		for i := range 5000 {
			k := fmt.Sprint("w", i)
			id, added := tb.idString(k)
			if id != int32(i) || added != (round == 0) {
				t.Fatalf("round %d: idString(%q) = %d, %v", round, k, id, added)
			}
		}
	}
	if tb.n != 5000 || 2*tb.n > len(tb.slots) {
		t.Fatalf("%d keys in %d slots", tb.n, len(tb.slots))
	}
	bt := newTable(1)
	for _, k := range []string{"b", "a", "b", "", "c"} {
		bt.idBytes([]byte(k))
	}
	if got := bt.byteKeys(); len(got) != 4 || got[0] != "b" || got[1] != "a" || got[2] != "" || got[3] != "c" {
		t.Fatalf("byteKeys = %q", got)
	}
}
