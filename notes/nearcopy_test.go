package notes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestNearCopyCherryPickOneCard: a fix cherry-picked under a new PR whose
// note was lightly edited is one card across releases, under the patch
// release that shipped it first, saying where else it is; the card keeps
// both PRs and a search for either finds it. copies=all and one release's
// view show each note. Before the near-copy links each was two cards.
func TestNearCopyCherryPickOneCard(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		query, text, shown, also string
		prs                      [2]int
	}{
		// "strct" in the cherry-pick (CHANGELOG-1.30.md v1.30.2).
		{"StrictCostEnforcementForWebhooks strict cost calculation", "cost calculation for CEL extended libraries", "v1.30.2", "v1.31.0", [2]int{124675, 124676}},
		// "Fixed an issue with" / "Fixing issue with", "are missing", backticks.
		{"Winkernel ClusterIP Loadbalancers missing remoteEndpoints", "ClusterIP Loadbalancers", "v1.24.12", "v1.27.0", [2]int{115919, 115999}},
		// "Etcd: Updated to v3.5.5." / "Etcd: Update to v3.5.5".
		{"etcd update v3.5.5", "to v3.5.5", "v1.24.8", "v1.26.0", [2]int{112489, 113099}},
	} {
		queries := []string{c.query, fmt.Sprintf("#%d", c.prs[0]), fmt.Sprintf("pr:%d", c.prs[1])}
		for _, q := range append(queries, "") {
			res := s.Query(notes.State{Query: q})
			got := withText(s, res, c.text)
			if len(got) != 1 {
				t.Errorf("%q: %d cards with %q, want one", q, len(got), c.text)
				continue
			}
			if v := s.Note(got[0]).Version; v != c.shown {
				t.Errorf("%q: shown under %s, want %s", q, v, c.shown)
			}
			if also := res.AlsoIn(got[0]); !slices.Contains(also, c.also) {
				t.Errorf("%q: also in %v, want %s among them", q, also, c.also)
			}
			if prs := res.PRs(got[0]); !slices.Contains(prs, c.prs[0]) || !slices.Contains(prs, c.prs[1]) {
				t.Errorf("%q: the card lists PRs %v, want #%d and #%d", q, prs, c.prs[0], c.prs[1])
			}
		}
		every := s.Query(notes.State{Query: c.query, Filters: notes.Filters{"copies": {"all"}}})
		var versions []string
		for _, id := range withText(s, every, c.text) {
			versions = append(versions, s.Note(id).Version)
		}
		if !slices.Contains(versions, c.shown) || !slices.Contains(versions, c.also) {
			t.Errorf("copies=all %q: copies in %v, want %s and %s", c.query, versions, c.shown, c.also)
		}
		for _, v := range []string{c.shown, c.also} {
			one := s.Query(notes.State{Version: v, Query: c.query})
			if got := withText(s, one, c.text); len(got) != 1 || one.AlsoIn(got[0]) != nil {
				t.Errorf("the view of %s lost its own copy of %q (%d cards)", v, c.text, len(got))
			}
		}
	}
}

// TestNearCopiesKeepOtherChangesApart: notes the rule must not join stay
// two cards across releases: Go bumps to other versions in the same patch
// lines (v1.31.0 and v1.30.2 build with Go 1.22.4, v1.31.0 and v1.30.3
// with 1.22.5; etcd v3.5.4 in v1.25.0, v3.5.5 in v1.26.0 and v1.24.8),
// and one template with another subject (v1.24.0's
// "Feature of `PodOverhead` / `DefaultPodTopologySpread` is graduated to
// GA").
func TestNearCopiesKeepOtherChangesApart(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct{ query, a, b string }{
		{"built with go 1.22", "now built with go 1.22.4", "now built with go 1.22.5"},
		{"etcd update v3.5", "Update to v3.5.4", "Update to v3.5.5"},
		{"is graduated to GA", "Feature of `PodOverhead` is graduated", "Feature of `DefaultPodTopologySpread` is graduated"},
	} {
		res := s.Query(notes.State{Query: c.query})
		a, b := withText(s, res, c.a), withText(s, res, c.b)
		if len(a) != 1 || len(b) != 1 {
			t.Errorf("%q: %d cards with %q and %d with %q, want one each", c.query, len(a), c.a, len(b), c.b)
			continue
		}
		for _, pr := range res.PRs(a[0]) {
			if slices.Contains(res.PRs(b[0]), pr) {
				t.Errorf("%q: the cards of %q and %q share #%d", c.query, c.a, c.b, pr)
			}
		}
	}
}

// TestNearCopiesCountChanges: the links join changes, and the all-releases
// view counts them: with the embedded links it lists one card fewer per
// change they join, and every link's two notes are one card.
func TestNearCopiesCountChanges(t *testing.T) {
	rels := shippednotes.Releases(t)
	links := shippednotes.NearCopies(t)
	if len(links) < 30 {
		t.Fatalf("%d near-copy links embedded; the shipped notes have over 40", len(links))
	}
	plain := notes.NewStore(rels).Query(notes.State{}).Total()
	linked := shipped(t)
	res := linked.Query(notes.State{})
	if res.Total() >= plain || res.Total() < plain-len(links) {
		t.Errorf("all releases: %d cards with %d links, %d without", res.Total(), len(links), plain)
	}
	kinds := 0
	for _, c := range res.Facets["kind"] {
		kinds += c.N
	}
	if kinds != res.Total() {
		t.Errorf("kind counts add up to %d, the view lists %d changes", kinds, res.Total())
	}
	shown := map[int]bool{}
	for _, id := range res.IDs {
		shown[id] = true
	}
	for _, l := range links {
		a, _ := linked.Release(l.A.Version)
		b, _ := linked.Release(l.B.Version)
		na, nb := &a.Notes[l.A.Index], &b.Notes[l.B.Index]
		cards := 0
		for _, id := range res.IDs {
			if n := linked.Note(id); n == na || n == nb {
				cards++
			}
		}
		if cards > 1 {
			t.Errorf("%s %v and %s %v are %d cards", l.A.Version, na.PRs, l.B.Version, nb.PRs, cards)
		}
	}
}

// TestOpenedFileKeepsNearCopies: opening upstream's CHANGELOG-1.30.md
// replaces the v1.30.x releases the links name; a link follows its note
// into the opened release (by PRs and text), even when the file lists the
// notes in another order, and is dropped when the opened release lacks the
// note, never joining whatever note took its index.
func TestOpenedFileKeepsNearCopies(t *testing.T) {
	const query, text = "StrictCostEnforcementForWebhooks strict cost calculation", "cost calculation for CEL extended libraries"
	base := shippednotes.Store(t)
	shipped, _ := base.Release("v1.30.2")
	reversed := *shipped
	reversed.Notes = slices.Clone(shipped.Notes)
	slices.Reverse(reversed.Notes)
	var without []parser.Note
	for _, n := range shipped.Notes {
		if !strings.Contains(n.Markdown, text) {
			without = append(without, n)
		}
	}
	lacking := *shipped
	lacking.Notes = without
	for _, c := range []struct {
		name  string
		added []parser.Release
		also  bool // the v1.30.2 and v1.31.0 notes are one card
	}{
		{"CHANGELOG-1.30.md", openedChangelog(t, "CHANGELOG-1.30.md"), true},
		{"v1.30.2 reversed", []parser.Release{reversed}, true},
		{"v1.30.2 without the note", []parser.Release{lacking}, false},
	} {
		opened, err := func() (*notes.Store, error) { s, _, err := base.With(c.added, nil); return s, err }()
		if err != nil {
			t.Fatal(err)
		}
		res := opened.Query(notes.State{Query: query})
		got := withText(opened, res, text)
		if len(got) != 1 {
			t.Errorf("%s: %d cards with %q, want one", c.name, len(got), text)
			continue
		}
		v, also := opened.Note(got[0]).Version, res.AlsoIn(got[0])
		if joined := v == "v1.30.2" && slices.Contains(also, "v1.31.0"); joined != c.also || slices.Contains(also, "v1.30.2") {
			t.Errorf("%s: the card is under %s, also in %v", c.name, v, also)
		}
		if prs := res.PRs(got[0]); slices.Contains(prs, 124676) != c.also || !slices.Contains(prs, 124675) {
			t.Errorf("%s: the card lists PRs %v", c.name, prs)
		}
		if all := opened.Query(notes.State{}).Total(); c.also && all != base.Query(notes.State{}).Total() {
			t.Errorf("%s: %d changes across releases, %d before opening", c.name, all, base.Query(notes.State{}).Total())
		}
	}
}
