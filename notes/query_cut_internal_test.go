package notes

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestMatchCutsALongSearch: a search of 10 MB (pasted into the box) is cut
// to a link's limit, on a character boundary, with a notice; before, it
// was matched whole, in a task of 1.2–1.7 s in the page, and put in the
// URL whole.
func TestMatchCutsALongSearch(t *testing.T) {
	s := depsStore(1)
	q := strings.Repeat("kubeadm é ", 10<<20/11)
	res := s.Match(State{Query: q})
	if len(res.State.Query) > MaxQueryLen || !strings.HasPrefix(q, res.State.Query) || !utf8.ValidString(res.State.Query) || len(res.State.Query) < MaxQueryLen-2 {
		t.Errorf("a search of %d bytes is kept as %d bytes (%.40q…)", len(q), len(res.State.Query), res.State.Query)
	}
	found := false
	for _, n := range res.Notices {
		found = found || strings.Contains(n.String(), "too long")
	}
	if !found {
		t.Errorf("no notice says the search was cut: %v", res.Notices)
	}
	if short := s.Match(State{Query: "kubeadm"}); len(short.Notices) != 0 || short.State.Query != "kubeadm" {
		t.Errorf("a short search: %q, notices %v", short.State.Query, short.Notices)
	}
}
