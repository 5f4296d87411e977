package search_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/search"
)

// shippedIndex returns the shipped store and a new index over it, its
// notes' other words included (see indexOf), for tests of Find.
func shippedIndex(t *testing.T) (*notes.Store, *search.Index) {
	s := shippedStore(t)
	return s, indexOf(s)
}

// A person remembers a note in their own words. The note's other words
// (notes.Aka) find it where its text says it otherwise: a region by the
// city it serves, "sporadic" issues as intermittent failures, an
// inode table's lazy initialization as faster formatting. Each of these
// known items ranked its note far down on the text alone, or not at all.
func TestAkaWordsFindTheNote(t *testing.T) {
	shipped, text := shippedStore(t), textStore(t)
	for _, tt := range []struct {
		query string
		pr    int
		says  string // what the note says instead
	}{
		// "Recognize eu-west-2 region" (set 123b)
		{"aws london region support", 38746, "eu-west-2"},
		// "Fixed a rare and sporadic network issues that occurred when
		// the host was under heavy load" (set 260)
		{"intermittent network failures when node overloaded", 130256, "rare and sporadic network issues … heavy load"},
		// "Enable lazy inode table and journal initialization for ext3
		// and ext4" (set 89)
		{"faster ext4 formatting of new volumes", 38865, "lazy inode table and journal initialization"},
		// "Fixes a bug of identifying the correct containerd process"
		// (set 113)
		{"kubelet picks wrong containerd pid", 97888, "identifying the correct containerd process"},
	} {
		if r, n := rankOf(shipped, tt.query, tt.pr); r != 1 {
			t.Errorf("%q: #%d at %d of %d, want first (the note says %q)", tt.query, tt.pr, r, n, tt.says)
		}
		if r, _ := rankOf(text, tt.query, tt.pr); r == 1 {
			t.Errorf("%q: #%d is first on its text alone: the case no longer shows the other words at work", tt.query, tt.pr)
		}
	}
}

// A word the note's text matches is matched there, and marked where the
// text says it, even where its other words have the word as typed: 1.13's
// "Updated Cluster Autoscaler version to 1.13.0" (#71513) says updated,
// another name of bumped, and its other words say "bump". Its copy that
// says "has been upgraded" matches bumped only by its other words, which
// the text does not hold: nothing is marked for it.
func TestAkaOwnWordsFirst(t *testing.T) {
	s, ix := shippedIndex(t)
	const q = "cluster autoscaler bumped 1.13"
	var saysUpdated, saysUpgraded bool
	for _, h := range ix.Find(q).Hits {
		if !slices.Contains(s.Note(h.Doc).PRs, 71513) || h.Nearly {
			continue
		}
		var marked []string
		for _, m := range h.Marks {
			marked = append(marked, m.Word)
		}
		switch text := strings.ToLower(s.Text(h.Doc)); {
		case strings.Contains(text, "updated"):
			saysUpdated = slices.Contains(marked, "updated") && len(marked) == 4
		case strings.Contains(text, "upgraded"):
			saysUpgraded = !slices.Contains(marked, "bump") && len(marked) == 3
		}
		for _, w := range marked {
			if !strings.Contains(strings.ToLower(s.Text(h.Doc)), w) {
				t.Errorf("%q: %.50q is marked %q, which it does not say", q, s.Text(h.Doc), w)
			}
		}
	}
	if !saysUpdated || !saysUpgraded {
		t.Errorf("%q: #71513's copies in full: one marked updated and three more words %v, one with bumped matched by its other word bump and three marks %v; want both", q, saysUpdated, saysUpgraded)
	}
}

// A note's other words may name a stage the note only announces: 1.25's
// "The userspace proxy-mode is deprecated" (#110762) has "removal" among
// them. That is no removal the note made, so for a query naming the
// deprecation it does not lose as a note naming a later stage does (see
// laterStages): it ranks first, above 1.26's note of the removal.
func TestAkaNamesNoLaterStage(t *testing.T) {
	s := shippedStore(t)
	if words := s.AkaWords(noteOf(t, s, 110762)); !slices.Contains(strings.Fields(words), "removal") {
		t.Fatalf("#110762's other words %q lack removal: the case no longer shows the rule", words)
	}
	const q = "kube-proxy userspace mode deprecated"
	if r, n := rankOf(s, q, 110762); r != 1 {
		t.Errorf("%q: #110762 at %d of %d, want first", q, r, n)
	}
}

// noteOf returns the first note citing pr.
func noteOf(t *testing.T, s *notes.Store, pr int) int {
	t.Helper()
	for id := range s.Len() {
		if slices.Contains(s.Note(id).PRs, pr) {
			return id
		}
	}
	t.Fatalf("no note cites #%d", pr)
	return -1
}
