package search_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/search"
)

// storeIndex returns the text store (see textStore) and a new index over
// it (see indexOf), for tests of Find (the store exposes only Match).
func storeIndex(t *testing.T) (*notes.Store, *search.Index) {
	s := textStore(t)
	return s, indexOf(s)
}

// indexOf returns a new index over s's texts, leads and other words (none
// for the text store), as the store builds it.
func indexOf(s *notes.Store) *search.Index {
	texts := make([]string, s.Len())
	f := search.Fields{Leads: make([]string, s.Len()), Aka: make([]string, s.Len())}
	for id := range texts {
		texts[id] = s.Text(id)
		f.Leads[id] = s.Note(id).Lead
		f.Aka[id] = s.AkaWords(id)
	}
	return search.NewWithFields(texts, f, nil)
}

// The notes missing one word are ranked with the full matches: in the
// shipped notes 1.18's list of the kubelet metrics it removed (#76496)
// has "device plugin registration count removed" among its 40 names,
// while the note about that metric, 1.14's deprecation line
// "kubelet_device_plugin_registration_count ->
// kubelet_device_plugin_registration_total", does not say removed; it is
// about the four words it has, so it ranks first, flagged Nearly. (The
// query was "accelerator metrics cadvisor removed", had in full by 1.7's
// Node Components "Features" read as one note of 13 changes; read one
// note per change, as upstream meant, none has every word.)
func TestNearlyFollowsFewFullMatches(t *testing.T) {
	s, ix := storeIndex(t)
	const q = "device plugin registration count removed"
	r := ix.Find(q)
	if r.Partial || r.Full == 0 || r.Full >= 5 || len(r.Hits) == r.Full {
		t.Fatalf("partial %v, %d full of %d hits; want a few full hits and more", r.Partial, r.Full, len(r.Hits))
	}
	if !slices.ContainsFunc(r.Hits[:r.Full+1], func(h search.Hit) bool { return !h.Nearly && slices.Contains(s.Note(h.Doc).PRs, 76496) }) {
		t.Errorf("#76496's list of removed metrics not among the full matches")
	}
	if h := r.Hits[0]; !h.Nearly || !strings.Contains(s.Text(h.Doc), "kubelet_device_plugin_registration_count ->") {
		t.Errorf("first hit %.80q (nearly %v), want 1.14's deprecation of the metric, missing one word", s.Text(h.Doc), h.Nearly)
	}
	full := 0
	for _, h := range r.Hits {
		switch {
		case !h.Nearly:
			full++
		case len(h.Marks) < 3 || len(h.Marks) > 4:
			// Few full matches: a note may miss two of five words.
			t.Errorf("hit %d missing a word has %d marks, want 3 or 4 of the 5 words", h.Doc, len(h.Marks))
		}
	}
	if full != r.Full {
		t.Errorf("%d hits with every word, Full says %d", full, r.Full)
	}
	// Search keeps to the full matches.
	if n := len(ix.Search(q)); n != r.Full {
		t.Errorf("Search: %d hits, want the %d full matches", n, r.Full)
	}
	// Many full matches: the notes missing a word are there only where
	// they outrank one.
	r = ix.Find("kubeadm etcd upgrade")
	last := -1
	for i, h := range r.Hits {
		if !h.Nearly {
			last = i
		}
	}
	if last != len(r.Hits)-1 {
		t.Errorf("kubeadm etcd upgrade: %d full of %d hits, the last missing a word", r.Full, len(r.Hits))
	}
}

// When few notes have all of four words, the notes missing two follow
// them: "kcm secure port 10257" is had in full by notes about the secure
// port of 1.12 and kubeadm's health checks (#64149, #85043), while the
// note meant (#96216) says "Controller-manager … the default port has
// been changed to 10257": neither kcm nor secure. Before, only a note
// missing one word could follow and #96216 was not shown at all. A note
// missing two words has the rarest (10257), and ranks below the ones
// missing one.
func TestNearlyMissingTwoWhenFew(t *testing.T) {
	s, ix := storeIndex(t)
	const q = "kcm secure port 10257"
	r := ix.Find(q)
	if r.Partial || r.Full == 0 || r.Full >= 5 {
		t.Fatalf("partial %v, %d full of %d hits; want a few full hits", r.Partial, r.Full, len(r.Hits))
	}
	rk := slices.IndexFunc(r.Hits, func(h search.Hit) bool { return slices.Contains(s.Note(h.Doc).PRs, 96216) })
	if rk < 0 || rk >= 10 {
		t.Fatalf("#96216 at %d of %d hits, want shown in the first 10", rk+1, len(r.Hits))
	}
	if h := r.Hits[rk]; !h.Nearly || len(h.Marks) != 2 {
		t.Errorf("#96216: nearly %v with %d marks, want flagged Nearly with 2 of the 4 words", h.Nearly, len(h.Marks))
	}
	// Among the notes after the full matches, those missing one word
	// come before those missing two unless these cover more of the
	// query's weight: none missing two outranks the first missing one.
	firstOne, firstTwo := -1, -1
	for i, h := range r.Hits[r.Full:] {
		switch {
		case len(h.Marks) == 3 && firstOne < 0:
			firstOne = i
		case len(h.Marks) == 2 && firstTwo < 0:
			firstTwo = i
		}
	}
	if firstOne < 0 || firstTwo < firstOne {
		t.Errorf("first note missing one word at %d, first missing two at %d; want one missing one, first", firstOne, firstTwo)
	}
	for _, h := range r.Hits[r.Full:] {
		if len(h.Marks) == 2 && !slices.ContainsFunc(h.Marks, func(m search.Mark) bool { return m.Word == "10257" }) {
			t.Errorf("hit %d misses two words, 10257 among them", h.Doc)
		}
	}
	// Enough full matches: no note missing two words is added.
	r = ix.Find("kubeadm etcd upgrade version")
	for _, h := range r.Hits {
		if h.Nearly && len(h.Marks) < 3 {
			t.Errorf("kubeadm etcd upgrade version (%d full): hit %d has %d marks, want none missing two", r.Full, h.Doc, len(h.Marks))
			break
		}
	}
}

// A note that cites its pull request ranks above a copy of the same text
// that does not (v1.6.0 repeats the PodPreset note without #41931).
func TestCitingCopyFirst(t *testing.T) {
	s := textStore(t)
	if rk, _ := rankOf(s, "PodPreset admission inject env volumes", 41931); rk != 1 {
		t.Errorf("#41931 at %d, want 1", rk)
	}
}

// Split compounds: two typed words match the note word that joins them,
// even through a near miss of the first ("schedular" for scheduler).
func TestJoinedWords(t *testing.T) {
	s, ix := storeIndex(t)
	r := ix.Find("schedular cache corrupted")
	if r.Partial {
		t.Fatalf("schedular cache corrupted: partial, unmatched %q", r.Unmatched)
	}
	rk := slices.IndexFunc(r.Hits[:r.Full], func(h search.Hit) bool { return slices.Contains(s.Note(h.Doc).PRs, 55262) })
	if rk < 0 || rk >= 3 {
		t.Errorf("#55262 (\"Schedulercache is corrupted\") at %d of %d full matches, want the first 3", rk+1, r.Full)
	}
	// Words typed in a row rank the identifier that joins them first.
	hits := ix.Search("apiserver longrunning gauge metric removed")
	if len(hits) == 0 || !slices.Contains(s.Note(hits[0].Doc).PRs, 110310) {
		t.Errorf("apiserver longrunning gauge metric removed: want #110310 (apiserver_longrunning_gauge was removed) first")
	}
	// "kube config" finds notes that only say "kubeconfig".
	only := 0
	for _, h := range ix.Search("kube config") {
		low := strings.ToLower(s.Text(h.Doc))
		if strings.Contains(low, "kubeconfig") && !strings.Contains(strings.ReplaceAll(low, "kubeconfig", ""), "config") {
			only++
		}
	}
	if only == 0 {
		t.Error("\"kube config\" found no note that only says kubeconfig")
	}
}

// The v1.10.0 note says a pod "preempts" other pods; a person remembers
// "preemption".
func TestIonNounFindsItsNote(t *testing.T) {
	s := textStore(t)
	if rk, _ := rankOf(s, "nominatedNodeName pod status preemption", 58990); rk == 0 || rk > 3 {
		t.Errorf("#58990 at %d, want the first 3", rk)
	}
}
