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
			if id2, added2 := tb.idBytes([]byte(k)); id2 != id || added2 {
				t.Fatalf("idBytes(%q) = %d, %v; want %d, false", k, id2, added2, id)
			}
		}
	}
	if len(tb.keys) != 5000 || 2*len(tb.keys) > len(tb.slots) {
		t.Fatalf("%d keys in %d slots", len(tb.keys), len(tb.slots))
	}
}
