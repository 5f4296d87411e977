package notes_test

import (
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestMaxSIGsKeepsTheWriteUps: the done-when figures of issue 14. The two
// write-ups ("Kubernetes 1.24: SIG Node の変更内容", "Kubernetes 1.30: SIG
// Cluster Lifecycle の変更内容") could not be found with the search tools,
// so their PR lists are not in this test. What stands in for them: the
// issue says the tool finds every note of both write-ups (so each is a
// subset of its view) and names the notes outside them. The notes a cap
// removes are taken here from the upstream release-notes JSON
// (embed/data/release-notes/release-notes-1.2x.json, "sigs" longer than
// the cap among the notes labelled with the SIG), not from this program;
// each is a tree-wide change the issue counts among the extras (#104736,
// 19 SIGs; #123529, 13; the 11-SIG DRA notes #123516 and #114672), so the
// cap keeps every note of the write-up.
func TestMaxSIGsKeepsTheWriteUps(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		frag      string
		cap       string // maxsigs
		all, most int    // notes without the cap; at most this many with it
		writeUp   int    // notes of the write-up, all of which must stay
		removed   []int  // PRs the cap removes (upstream JSON)
	}{
		{"version=v1.24.0&sig=node", "5", 67, 60, 50,
			[]int{104736, 106366, 106949, 106978, 107105, 108617, 108929, 108930, 108995, 109031}},
		{"version=v1.30.0&sig=cluster-lifecycle", "10", 27, 27, 22,
			[]int{114672, 123516, 123529}},
	} {
		st, _ := notes.ParseFragment(c.frag)
		all := s.Query(st)
		if all.Total() != c.all {
			t.Fatalf("%s: %d notes, want %d", c.frag, all.Total(), c.all)
		}
		capped := st.With("maxsigs", c.cap)
		res := s.Query(capped)
		if res.Total() > c.most || res.Total() < c.writeUp {
			t.Errorf("%s: %d notes, want %d to %d", capped.Fragment(), res.Total(), c.writeUp, c.most)
		}
		kept := map[int]bool{}
		for _, id := range res.IDs {
			kept[s.Note(id).PRs[0]] = true
		}
		var gone []int
		for _, id := range all.IDs {
			if pr := s.Note(id).PRs[0]; !kept[pr] {
				gone = append(gone, pr)
			}
		}
		slices.Sort(gone)
		if !slices.Equal(gone, c.removed) {
			t.Errorf("%s removes %v, want the tree-wide changes %v", capped.Fragment(), gone, c.removed)
		}
		if n := c.all - len(c.removed); res.Total() != n {
			t.Errorf("%s: %d notes, want %d", capped.Fragment(), res.Total(), n)
		}
	}
}

// TestShowLeftBringsDroppedNotesBack: with left=1 the notes left out come
// back in Left, each at its place among the kept notes, while IDs, Total
// and Dropped stay those of the curated view ("22 of 27") and exports
// (which read IDs) still omit them.
func TestShowLeftBringsDroppedNotesBack(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.30.0&sig=cluster-lifecycle&drop=123516,114672")
	shown, _ := notes.ParseFragment(st.Fragment() + "&left=1")
	if !shown.ShowLeft || shown.Fragment() != st.Fragment()+"&left=1" {
		t.Fatalf("left=1 does not round-trip: %+v %q", shown, shown.Fragment())
	}
	if !shown.ClearFilters().ShowLeft {
		t.Error("clearing the filters hides the notes left out")
	}
	plain, res := s.Query(st), s.Query(shown)
	if len(plain.Left) != 0 {
		t.Errorf("without left=1, Left holds %d notes", len(plain.Left))
	}
	if res.Total() != 25 || res.Dropped != 2 || !slices.Equal(res.IDs, plain.IDs) {
		t.Fatalf("left=1 changed the view: %d notes, %d dropped", res.Total(), res.Dropped)
	}
	if len(res.Left) != 2 {
		t.Fatalf("Left holds %d notes, want 2", len(res.Left))
	}
	// Merged at their places, the notes are those of the view without drop.
	var merged []int
	l := 0
	for i := 0; i <= len(res.IDs); i++ {
		for ; l < len(res.Left) && res.Left[l].At == i; l++ {
			merged = append(merged, res.Left[l].ID)
		}
		if i < len(res.IDs) {
			merged = append(merged, res.IDs[i])
		}
	}
	if want := s.Query(st.With("drop")).IDs; !slices.Equal(merged, want) {
		t.Errorf("merged order %v, want the undropped view's %v", merged, want)
	}
	for _, ln := range res.Left {
		if prs := s.Note(ln.ID).PRs; !slices.Contains(prs, 123516) && !slices.Contains(prs, 114672) {
			t.Errorf("Left holds %v, which was not dropped", prs)
		}
	}
}
