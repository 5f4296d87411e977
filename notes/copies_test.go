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

// withText returns the notes of res whose markdown contains s.
func withText(s *notes.Store, res *notes.Result, text string) []int {
	var out []int
	for _, id := range res.IDs {
		if strings.Contains(s.Note(id).Markdown, text) {
			out = append(out, id)
		}
	}
	return out
}

// TestCherryPickShownOnce: fixes cherry-picked into the 1.24 and 1.30
// patch lines appear once across releases, under the patch release (the
// first final release that shipped them), saying where else they are;
// copies=all lists every copy; one release's view is unchanged.
func TestCherryPickShownOnce(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		query, text, shown, also string
	}{
		// CHANGELOG-1.30.md v1.30.3 (#125970), the master PR in v1.31.0.
		{"powercap masked paths", "/sys/devices/virtual/powercap", "v1.30.3", "v1.31.0"},
		// CHANGELOG-1.24.md v1.24.15 (#118104), in v1.28.0 under the same PR
		// with its text edited.
		{"APIService objects custom resources kube-apiserver start", "objects for custom resources could be deleted and recreated", "v1.24.15", "v1.28.0"},
	} {
		for _, st := range []notes.State{{Query: c.query}, {}, {Query: "v:" + c.shown}} {
			res := s.Query(st)
			got := withText(s, res, c.text)
			if len(got) != 1 {
				t.Errorf("%q: %d cards for %q, want one", st.Query, len(got), c.text)
				continue
			}
			if v := s.Note(got[0]).Version; v != c.shown {
				t.Errorf("%q: shown under %s, want %s", st.Query, v, c.shown)
			}
			if also := res.AlsoIn(got[0]); !slices.Equal(also, []string{c.also}) {
				t.Errorf("%q: also in %v, want [%s]", st.Query, also, c.also)
			}
		}
		every := s.Query(notes.State{Query: c.query, Filters: notes.Filters{"copies": {"all"}}})
		var versions []string
		for _, id := range withText(s, every, c.text) {
			versions = append(versions, s.Note(id).Version)
			if also := every.AlsoIn(id); also != nil {
				t.Errorf("copies=all: %s says also in %v", s.Note(id).Version, also)
			}
		}
		slices.Sort(versions)
		if want := []string{c.shown, c.also}; !slices.Equal(versions, want) {
			t.Errorf("copies=all %q: copies in %v, want %v", c.query, versions, want)
		}
		one := s.Query(notes.State{Version: c.also})
		if got := withText(s, one, c.text); len(got) != 1 || one.AlsoIn(got[0]) != nil {
			t.Errorf("the view of %s lost its own copy of %q (%d cards)", c.also, c.text, len(got))
		}
	}
}

// TestAllReleasesCountChanges: the view of every release lists each
// change once (as the test's own union-find counts them), its release
// headings and facet counts count changes, and copies=all lists every note.
func TestAllReleasesCountChanges(t *testing.T) {
	s := shipped(t)
	every := make([]int, s.Len())
	for id := range every {
		every[id] = id
	}
	// The test's union-find joins every two notes of one text; the store
	// keeps apart the changes one release tells apart (see
	// TestOneTextTwoChanges): 1.36.0's #136046 and #136050.
	const keptApart = 1
	want := components(s, every, nil, shippednotes.NearCopies(t)...) + keptApart
	res := s.Query(notes.State{})
	if res.Total() != want || want >= s.Len() {
		t.Errorf("all releases list %d cards; the %d notes are %d changes", res.Total(), s.Len(), want)
	}
	if components(s, res.IDs, nil, shippednotes.NearCopies(t)...) != res.Total() {
		t.Error("two cards of the all-releases view are the same change")
	}
	if !slices.IsSorted(res.IDs) {
		t.Error("cards are not in release order, newest first")
	}
	kinds := 0
	for _, c := range res.Facets["kind"] {
		kinds += c.N
	}
	if kinds != want {
		t.Errorf("kind counts add up to %d, want %d changes", kinds, want)
	}
	all := s.Query(notes.State{Filters: notes.Filters{"copies": {"all"}}})
	if all.Total() != s.Len() || all.State.HasFilters() {
		t.Errorf("copies=all lists %d of %d notes (counted as a filter: %v)", all.Total(), s.Len(), all.State.HasFilters())
	}
	// A value the page cannot use is dropped with a notice: one card per
	// change, as without it.
	st, _ := notes.ParseFragment("copies=some")
	if bad := s.Query(st); len(bad.Notices) != 1 || bad.Total() != want || bad.State.On("copies") {
		t.Errorf("copies=some: %d cards, notices %v, state %+v", bad.Total(), bad.Notices, bad.State)
	}
	if err := s.CheckFilters(st); err == nil || !strings.Contains(err.Error(), "--copies") {
		t.Errorf("the command line takes --copies some: %v", err)
	}
	for _, v := range []string{"v1.24.0", "v1.30.0"} {
		r, _ := s.Release(v)
		if got := s.Query(notes.State{Version: v}).Total(); got != len(r.Notes) {
			t.Errorf("the view of %s lists %d of its %d notes", v, got, len(r.Notes))
		}
	}
}

// TestOneTextTwoChanges: 1.36.0-alpha.1 gives #136046 and #136050 one
// text ("Fix the log verbosity level of some non-error logs that were
// incorrectly logged at error level"); 1.36.0 says what each fixed, the
// storage version migrator and the SELinux warning controller. Across
// releases they are two cards, and each PR finds its own. Joined by the
// alphas' text, they were one card citing #136050, which "#136046" and
// "storage version migrator verbosity" found.
func TestOneTextTwoChanges(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		query, text string
		pr          int
	}{
		{"#136046", "storage version migrator", 136046},
		{"storage version migrator verbosity", "storage version migrator", 136046},
		{"#136050", "SELinux warning controller", 136050},
		{"selinux warning controller verbosity", "SELinux warning controller", 136050},
	} {
		res := s.Query(notes.State{Query: c.query})
		if len(res.IDs) == 0 {
			t.Errorf("%q: no card", c.query)
			continue
		}
		if n := s.Note(res.IDs[0]); !strings.Contains(n.Markdown, c.text) || !slices.Contains(n.PRs, c.pr) || n.Version != "v1.36.0" {
			t.Errorf("%q: the first card is %s %v %q, want 1.36.0's note of #%d, about the %s", c.query, n.Version, n.PRs, n.Markdown[:min(len(n.Markdown), 80)], c.pr, c.text)
		}
	}
	res := s.Query(notes.State{Query: "log verbosity non-error"})
	if len(withText(s, res, "storage version migrator")) != 1 || len(withText(s, res, "SELinux warning controller")) != 1 {
		t.Errorf("%q: want one card of each change", "log verbosity non-error")
	}
}

// TestSearchShowsTheCopyItMatched: v1.16.0 notes four updates under one
// pull request, #79014 (fluentd, its elasticsearch plugin,
// elasticsearch, kibana): one change across releases, shown by its first
// note. A search whose words are another of the four shows that one, in
// its release; before, "kibana updated 7.1.1" showed "fluentd has been
// updated to v1.5.1". The change is still one card: the PR alone, with
// or without its #, and no search show it once.
func TestSearchShowsTheCopyItMatched(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct{ query, text string }{
		{"kibana updated 7.1.1", "kibana has been updated to v7.1.1"},
		{"elasticsearch plugin updated 3.5.3", "fluentd-elasticsearch plugin has been updated to v3.5.3"},
	} {
		res := s.Query(notes.State{Query: c.query})
		if len(res.IDs) == 0 {
			t.Errorf("%q: no card", c.query)
			continue
		}
		if n := s.Note(res.IDs[0]); !strings.Contains(n.Markdown, c.text) || n.Version != "v1.16.0" {
			t.Errorf("%q: the first card is %s %q, want v1.16.0's %q", c.query, n.Version, n.Markdown, c.text)
		}
	}
	// A bare number is a PR too (search.scorePR): each of the four notes
	// matched it as well, and each was a card.
	for _, st := range []notes.State{{Query: "#79014"}, {Query: "79014"}, {}} {
		res := s.Query(st)
		cards := 0
		for _, id := range res.IDs {
			if slices.Contains(s.Note(id).PRs, 79014) {
				cards++
			}
		}
		if cards != 1 {
			t.Errorf("%+v: %d cards cite #79014, want the change once", st, cards)
		}
	}
}

// TestMergedChangeKeepsEveryPR: v1.24.0 prints "Add one
// metrics(`kubelet_volume_stats_health_abnormal`)…" under #105585 and
// again under #108758; the comparison v1.23.0 → v1.24.0 and the
// all-releases view show it once, and either PR finds that card.
func TestMergedChangeKeepsEveryPR(t *testing.T) {
	s := shipped(t)
	for _, base := range []notes.State{{From: "v1.23.0", To: "v1.24.0"}, {}} {
		for _, q := range []string{"#108758", "pr:108758", "#105585", "108758", "kubelet_volume_stats_health_abnormal"} {
			st := base
			st.Query = q
			res := s.Query(st)
			got := withText(s, res, "kubelet_volume_stats_health_abnormal")
			if len(got) != 1 {
				t.Errorf("%+v: %d cards of the change, want one", st, len(got))
				continue
			}
			if n := s.Note(got[0]); !slices.Contains(n.PRs, 105585) && !slices.Contains(n.PRs, 108758) {
				t.Errorf("%+v: the card cites %v", st, n.PRs)
			}
		}
	}
	c, err := s.Diff("v1.23.0", "v1.24.0")
	if err != nil {
		t.Fatal(err)
	}
	prs := map[int]bool{}
	for _, id := range c.IDs {
		if strings.Contains(s.Note(id).Markdown, "kubelet_volume_stats_health_abnormal") {
			for _, m := range append([]int{id}, c.Merged[id]...) {
				for _, pr := range s.Note(m).PRs {
					prs[pr] = true
				}
			}
		}
	}
	if !prs[105585] || !prs[108758] {
		t.Errorf("the merged change carries PRs %v, want #105585 and #108758", prs)
	}
}

// TestADigestFoldsNoChangeByItsPRs: a note citing many PRs (1.7's nested
// "Features" lists) is a digest, not one change; searching a PR of a
// one-PR note finds a card that cites it, never a digest that merely
// shares a PR with it. Before, "psp use verb in a namespace" (#42360)
// showed only the 1.7 kubectl digest, whose text says nothing of PSPs.
func TestADigestFoldsNoChangeByItsPRs(t *testing.T) {
	s := shipped(t)
	checked := 0
	for id := 0; id < s.Len(); id += 7 {
		n := s.Note(id)
		if len(n.PRs) != 1 {
			continue
		}
		pr := n.PRs[0]
		res := s.Match(notes.State{Query: fmt.Sprintf("pr:%d", pr)})
		if res.Total() == 0 {
			t.Errorf("pr:%d finds nothing", pr)
			continue
		}
		checked++
		for _, card := range res.IDs {
			if c := s.Note(card); !slices.Contains(c.PRs, pr) && len(c.PRs) > 3 {
				t.Errorf("pr:%d shows a digest of %d PRs (%s) that does not cite it", pr, len(c.PRs), c.Version)
			}
		}
	}
	res := s.Match(notes.State{Query: "psp use verb in a namespace"})
	if res.Total() == 0 || !slices.Contains(s.Note(res.IDs[0]).PRs, 42360) {
		t.Errorf("psp use verb in a namespace: %d cards, first not #42360", res.Total())
	}
	if checked < 1000 {
		t.Errorf("checked only %d PRs", checked)
	}
}

// TestPrepareCopiesPausesAndAgrees: the paused build pauses and gives the
// groups the first view across releases would build.
func TestPrepareCopiesPausesAndAgrees(t *testing.T) {
	paused, plain := shippednotes.Store(t), shippednotes.Store(t)
	pauses := 0
	paused.PrepareCopies(func() { pauses++ })
	if pauses < paused.Len()/1024 {
		t.Errorf("%d pauses over %d notes", pauses, paused.Len())
	}
	a, b := paused.Query(notes.State{}), plain.Query(notes.State{})
	if !slices.Equal(a.IDs, b.IDs) {
		t.Errorf("prepared: %d cards, built in the view: %d", a.Total(), b.Total())
	}
}

// TestRemovalNotFoldedIntoDeprecation: a note that removes a flag cites
// the PR that deprecated it too; the two say different things and stay two
// changes. v1.16.0's kubelet note on --containerized's removal (#80043)
// is one of the points of 1.16's "- kubelet" group, which cites v1.15.0's
// deprecation (#78504) in another point. Before, the later note was
// folded into the earlier card and only copies=all showed it; the
// comparison from the deprecation's release dropped it too. (v1.17.0's
// "Remove deprecated \"include-uninitialized\" flag" (#80337) repeats
// v1.16.0's "Removed deprecated flag `--include-uninitialized`", one
// change, shown once.)
func TestRemovalNotFoldedIntoDeprecation(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		query, text, version, from, to string
	}{
		{"include-uninitialized removed", "Removed deprecated flag `--include-uninitialized`.", "v1.16.0", "v1.15.0", "v1.16.0"},
		{"containerized flag removed", "the `--containerized` flag was deprecated in 1.14 and has been removed", "v1.16.0", "v1.15.0", "v1.16.0"},
	} {
		for _, st := range []notes.State{{Query: c.query}, {Query: c.query, From: c.from, To: c.to}} {
			res := s.Match(st)
			got := withText(s, res, c.text)
			if len(got) != 1 || s.Note(got[0]).Version != c.version {
				t.Errorf("%+v: cards with %q: %v, want the %s note", st, c.text, got, c.version)
				continue
			}
			if i := slices.Index(res.IDs, got[0]); i > 2 {
				t.Errorf("%+v: the %s note is card %d", st, c.version, i+1)
			}
		}
	}
}

// TestMergedCardListsEveryPR: v1.36.0 prints "Kubernetes is now built with
// Go v1.25.6." under #136257 and again under #136465 (v1.36.0-alpha.1
// has each under its own wording). Every view that shows the change once
// (all releases, a search, a comparison) lists both PRs on its card, and
// a search for either finds that card; one release's view and copies=all
// show each note with its own PR.
func TestMergedCardListsEveryPR(t *testing.T) {
	s := shipped(t)
	const text = "Kubernetes is now built with Go `v1.25.6`."
	for _, base := range []notes.State{{}, {From: "v1.35.0", To: "v1.36.0"}} {
		for _, q := range []string{"go 1.25.6", "#136465", "pr:136257", "136465 go"} {
			st := base
			st.Query = q
			res := s.Match(st)
			got := withText(s, res, text)
			if len(got) != 1 {
				t.Errorf("%+v: %d cards of the change, want one", st, len(got))
				continue
			}
			if prs := res.PRs(got[0]); !slices.Contains(prs, 136257) || !slices.Contains(prs, 136465) {
				t.Errorf("%+v: the card lists PRs %v, want #136257 and #136465", st, prs)
			}
		}
	}
	for _, st := range []notes.State{{Version: "v1.36.0", Query: "go 1.25.6"}, {Query: "go 1.25.6", Filters: notes.Filters{"copies": {"all"}}}} {
		res := s.Match(st)
		got := withText(s, res, text)
		if len(got) != 2 {
			t.Errorf("%+v: %d notes with %q, want both", st, len(got), text)
		}
		for _, id := range got {
			if prs := res.PRs(id); !slices.Equal(prs, s.Note(id).PRs) {
				t.Errorf("%+v: a note lists %v, its own PRs are %v", st, prs, s.Note(id).PRs)
			}
		}
	}
}

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
		// Picked into release-1.23 in its code freeze, a few PRs after the
		// change: both are minors' own notes ("`v1alpha2`" / "v1alpha2").
		{"dockershim cri api version reverts", "surfaced by dockershim to", "v1.23.0", "v1.24.0", [2]int{106808, 106803}},
		{"server side apply merge order reverted", "merge order is reverted to match v1.22", "v1.23.0", "v1.24.0", [2]int{106661, 106660}},
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
	apart := []struct{ query, a, b string }{
		{"built with go 1.22", "now built with go 1.22.4", "now built with go 1.22.5"},
		{"etcd update v3.5", "Update to v3.5.4", "Update to v3.5.5"},
		{"is graduated to GA", "Feature of `PodOverhead` is graduated", "Feature of `DefaultPodTopologySpread` is graduated"},
		// One template in two consecutive minors (v1.23.0, v1.24.0), the
		// newer line's PR the later: two changes, not a freeze pick.
		{"feature gate unconditionally enabled no longer specified", "The `StartupProbe` feature gate that is GA since v1.20", "The `WarningHeaders` feature gate that is GA since v1.22"},
	}
	s := shipped(t)
	for _, c := range apart {
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

// TestNoteTwiceInOneReleaseOneCard: v1.23.0 notes "The `--leader-elect*`
// CLI args are now honored in scheduler." under #105915 and "… in the
// scheduler." under #105712, and v1.33.0 a `/statusz` endpoint for
// kube-scheduler under #128818 and #128987. Across releases and in a
// search each is one card citing both PRs, which a search for either
// finds; one release's view and copies=all show both notes, each with its
// own PR. Before, a search showed two cards saying the same thing.
func TestNoteTwiceInOneReleaseOneCard(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		query, text, version string
		prs                  [2]int
	}{
		{"leader-elect scheduler", "CLI args are now honored in", "v1.23.0", [2]int{105915, 105712}},
		{"statusz endpoint kube-scheduler", "`/statusz` HTTP endpoint to the kube-scheduler", "v1.33.0", [2]int{128818, 128987}},
	} {
		text := c.text
		if c.version == "v1.33.0" {
			text = "endpoint" // both wordings: "… HTTP endpoint to the kube-scheduler" / "… endpoint for kube-scheduler"
		}
		about := func(res *notes.Result) []int { // the cards of the change
			var out []int
			for _, id := range withText(s, res, text) {
				if prs := s.Note(id).PRs; slices.Contains(prs, c.prs[0]) || slices.Contains(prs, c.prs[1]) {
					out = append(out, id)
				}
			}
			return out
		}
		for _, q := range []string{c.query, fmt.Sprintf("#%d", c.prs[0]), fmt.Sprintf("pr:%d", c.prs[1]), ""} {
			res := s.Query(notes.State{Query: q})
			got := about(res)
			if len(got) != 1 {
				t.Errorf("%q: %d cards of the change, want one", q, len(got))
				continue
			}
			if prs := res.PRs(got[0]); !slices.Contains(prs, c.prs[0]) || !slices.Contains(prs, c.prs[1]) {
				t.Errorf("%q: the card lists PRs %v, want #%d and #%d", q, prs, c.prs[0], c.prs[1])
			}
			if v, also := s.Note(got[0]).Version, res.AlsoIn(got[0]); v != c.version || slices.Contains(also, c.version) {
				t.Errorf("%q: the card is under %s, also in %v", q, v, also)
			}
			if q == c.query && res.IDs[0] != got[0] {
				t.Errorf("%q: the change is not the first card", q)
			}
		}
		for _, st := range []notes.State{{Version: c.version}, {Version: c.version, Query: c.query}, {Query: c.query, Filters: notes.Filters{"copies": {"all"}}}} {
			res := s.Query(st)
			var got []int
			for _, id := range about(res) {
				if s.Note(id).Version == c.version {
					got = append(got, id)
				}
			}
			if len(got) != 2 {
				t.Errorf("%+v: %d notes of the change in %s, want both", st, len(got), c.version)
			}
			for _, id := range got {
				if prs := res.PRs(id); !slices.Equal(prs, s.Note(id).PRs) {
					t.Errorf("%+v: a note lists %v, its own PRs are %v", st, prs, s.Note(id).PRs)
				}
			}
		}
		r, _ := s.Release(c.version)
		if got := s.Query(notes.State{Version: c.version}).Total(); got != len(r.Notes) {
			t.Errorf("the view of %s lists %d of its %d notes", c.version, got, len(r.Notes))
		}
	}
}

// TestOneReleaseSiblingsStayApart: one release's notes written from one
// template for other components stay a card each across releases:
// v1.33.0's `/statusz` endpoints for kube-scheduler, kube-controller-manager
// and the kubelet, v1.23.0's `pkg/proxy` and `pkg/proxy/ipvs` structured
// logging, and v1.34.0's "Replaced deprecated package
// `k8s.io/utils/pointer` with `k8s.io/utils/ptr` for …", one card per
// sentence.
func TestOneReleaseSiblingsStayApart(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		query, version string
		texts          []string
	}{
		{"statusz endpoint", "v1.33.0", []string{"endpoint to the kube-scheduler", "endpoint for kube-controller-manager", "endpoint to the kubelet"}},
		{"structured logging pkg/proxy", "v1.23.0", []string{"`pkg/proxy` to structured logging", "`pkg/proxy/ipvs` to structured logging"}},
	} {
		res := s.Query(notes.State{Query: c.query})
		seen := map[int]bool{}
		for _, text := range c.texts {
			var got []int
			for _, id := range withText(s, res, text) {
				if s.Note(id).Version == c.version {
					got = append(got, id)
				}
			}
			if len(got) != 1 {
				t.Errorf("%q: %d cards with %q in %s, want one", c.query, len(got), text, c.version)
				continue
			}
			for _, pr := range res.PRs(got[0]) {
				if seen[pr] {
					t.Errorf("%q: #%d is on two cards", c.query, pr)
				}
				seen[pr] = true
			}
		}
	}
	const template = "with `k8s.io/utils/ptr` for "
	res := s.Query(notes.State{Query: "k8s.io/utils/pointer k8s.io/utils/ptr"})
	sentences, all := map[string]bool{}, map[string]bool{}
	for _, id := range withText(s, res, template) {
		if n := s.Note(id); n.Version == "v1.34.0" {
			sentences[notes.NoteText(n.Markdown)] = true
		}
	}
	r, _ := s.Release("v1.34.0")
	for _, n := range r.Notes {
		if strings.Contains(n.Markdown, template) {
			all[notes.NoteText(n.Markdown)] = true
		}
	}
	if len(all) < 25 || len(sentences) != len(all) {
		t.Errorf("v1.34.0's %d sentences %q… are %d cards", len(all), template, len(sentences))
	}
}
