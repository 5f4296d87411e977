package search_test

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/search"
)

// "Few notes have every word" counts changes, as the page shows them, not
// the copies of a cherry-picked note in several releases: when the notes
// with every word are few changes, the notes missing one follow them.
// The query was written for a held-out set from the note, and did not
// find it at all. (So did "kubectl can-i" for 1.6's "`can-i` to see if
// you can perform an action", which now has both words: it stands under
// the heading "kubectl", see TestProgramHeadingsFindTheirNotes.)
func TestFewMatchesCountChanges(t *testing.T) {
	s := textStore(t)
	for _, c := range []struct {
		query string
		pr    int
	}{
		// 1.10's "client-go: alpha support for out-of-tree exec-based
		// credential providers" says providers, not plugin; four
		// changes (five notes) have every word.
		{"exec credential plugin client-go", 59495},
	} {
		res := s.Match(notes.State{Query: c.query})
		r, total := rankOf(s, c.query, c.pr)
		if r == 0 || r > 5 {
			t.Errorf("%q: #%d at rank %d of %d, want the first 5", c.query, c.pr, r, total)
			continue
		}
		// It follows every note with all the words, and the page says so.
		for i, id := range res.IDs[:r-1] {
			if marks := res.MarksAt(i); len(marks) < 2 {
				t.Errorf("%q: result %d (%v) above #%d matches %d words", c.query, i+1, res.PRs(id), c.pr, len(marks))
			}
		}
		if res.Closest == nil || res.Closest.Format != "Few notes have every word; notes missing one or two of them follow." {
			t.Errorf("%q: the line above the results is %v, want the one saying notes missing a word follow", c.query, res.Closest)
		}
	}
}

// SetChanges is what makes five copies one result: without it, the five
// copies of 1.7's can-i note are five notes with both words, enough that
// the note naming no tool is not shown.
func TestSetChangesCountsCopiesOnce(t *testing.T) {
	texts := []string{
		"kubectl auth can-i now supports non-resource URLs (#46432, @CaoShuFeng)",
		"kubectl auth can-i now supports non-resource URLs (#46432, @CaoShuFeng)",
		"kubectl auth can-i now supports non-resource URLs (#46432, @CaoShuFeng)",
		"kubectl auth can-i now supports non-resource URLs (#46432, @CaoShuFeng)",
		"kubectl auth can-i now supports non-resource URLs (#46432, @CaoShuFeng)",
		"`can-i` to see if you can perform an action (#41077, @deads2k)",
		"kubectl get prints a warning for deprecated APIs (#2)",
		"kubectl apply --prune no longer deletes namespaces (#3)",
	}
	const lacksKubectl = 5
	found := func(ix *search.Index) bool {
		for _, h := range ix.Find("kubectl can-i").Hits {
			if h.Doc == lacksKubectl {
				return true
			}
		}
		return false
	}
	if ix := search.New(texts, nil); found(ix) {
		t.Fatal("without SetChanges, five notes with both words hid the one without kubectl: the test has no subject")
	}
	ix := search.New(texts, nil)
	ix.SetChanges([]int32{0, 0, 0, 0, 0, 5, 6, 7})
	r := ix.Find("kubectl can-i")
	if len(r.Hits) != 6 || r.Full != 5 || r.Hits[5].Doc != lacksKubectl {
		t.Errorf("with the copies one change: %d hits (%v), %d full, want the note without kubectl after the five copies", len(r.Hits), r.Hits, r.Full)
	}
}
