package notes_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestClosestMatches: a search no note has every word of shows the notes
// with the most of them and a sentence saying so, in both languages.
func TestClosestMatches(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{Query: "256 cpus xyzzyqwv"})
	if res.Closest == nil || res.Total() == 0 {
		t.Fatalf("closest %v, %d notes; want a sentence and notes", res.Closest, res.Total())
	}
	if got, want := res.Closest.In(i18n.EN), "No note has every word; closest matches — nothing matched “xyzzyqwv”."; got != want {
		t.Errorf("EN %q, want %q", got, want)
	}
	if got := res.Closest.In(i18n.JA); got == res.Closest.In(i18n.EN) {
		t.Errorf("JA is untranslated: %q", got)
	}
	if !slices.Contains(s.Note(res.IDs[0]).PRs, 106570) {
		t.Errorf("first note %v, want #106570", s.Note(res.IDs[0]).PRs)
	}
	// Many notes with every word: nothing to say.
	if res := s.Query(notes.State{Query: "cpu requests"}); res.Closest != nil || res.Total() < 5 {
		t.Errorf("full matches: %d notes, and it says %q", res.Total(), res.Closest)
	}
	// One note with both words: it comes first, the notes with the rarer
	// word follow it, and the line says so.
	res = s.Query(notes.State{Query: "256 cpus"})
	if res.Total() < 2 || !slices.Contains(s.Note(res.IDs[0]).PRs, 106570) {
		t.Fatalf("%d notes, want #106570 first and more after it", res.Total())
	}
	if res.Closest == nil || res.Closest.In(i18n.EN) != "Few notes have every word; notes missing one or two of them follow." {
		t.Errorf("one full match and more after it says %v", res.Closest)
	}
	for i := 1; i < res.Total(); i++ {
		if text := strings.ToLower(s.Note(res.IDs[i]).Markdown); !strings.Contains(text, "256") {
			t.Errorf("note %d after the full match lacks the rarer word 256: %.80s", i+1, text)
		}
	}
}

// TestZeroWidthSpaceInSearch (issue 16, finding 7): #q=%E2%80%8Bkubeadm
// finds the kubeadm notes.
func TestZeroWidthSpaceInSearch(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("q=%E2%80%8Bkubeadm")
	got, want := s.Query(st), s.Query(notes.State{Query: "kubeadm"})
	if got.Total() == 0 || got.Total() != want.Total() {
		t.Errorf("%q: %d notes, \"kubeadm\" finds %d", st.Query, got.Total(), want.Total())
	}
}

// TestNearMatchesAreSaid: when only a few notes have every word and notes
// missing one follow them, the summary says so.
func TestNearMatchesAreSaid(t *testing.T) {
	s := shipped(t)
	// (Once "accelerator metrics cadvisor", until the notes' other words
	// were searched: six notes have all three since, four of them by
	// their other words, "cadvisor" or "accelerator".)
	res := s.Query(notes.State{Query: "accelerator cadvisor disabled"})
	if res.Closest == nil || res.Closest.In(i18n.EN) != "Few notes have every word; notes missing one or two of them follow." || res.Total() < 2 {
		t.Errorf("%d notes, closest %v", res.Total(), res.Closest)
	}
	if got := res.Closest.In(i18n.JA); got == res.Closest.In(i18n.EN) {
		t.Errorf("JA is untranslated: %q", got)
	}
}

// TestPromotedNearMatchNeedsNoLine: with many notes having every word, a
// note missing one ranks among them where it is more about the others
// (search.Hit.Nearly), and no line says notes missing a word follow. The
// note meant, #94884, removes DeprecatedSchedulingDuration: its words run
// together, and a note missing one ranks between full matches.
func TestPromotedNearMatchNeedsNoLine(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{Query: "deprecated scheduling duration metrics removed"})
	if len(res.IDs) == 0 || !slices.Contains(res.PRs(res.IDs[0]), 94884) {
		t.Errorf("first note is not #94884")
	}
	if res.Closest != nil {
		t.Errorf("%d notes, closest %q; want no line", res.Total(), res.Closest.In(i18n.EN))
	}
}

// TestHyphenatedWordIsNotMissing: "in-tree" typed for a note that writes
// InTree is a word the note has: the note has every word and comes first,
// and the search does not say no note has every word.
func TestHyphenatedWordIsNotMissing(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{Query: "in-tree azurefile secret namespace"})
	if res.Closest != nil && strings.HasPrefix(res.Closest.In(i18n.EN), "No note has every word") {
		t.Errorf("says %q", res.Closest.In(i18n.EN))
	}
	if res.Total() == 0 || !slices.Contains(s.Note(res.IDs[0]).PRs, 108000) {
		t.Errorf("%d notes, want #108000 first", res.Total())
	}
}
