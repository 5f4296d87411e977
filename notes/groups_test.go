package notes_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestMaxSIGsCountsWhatChoosingLeaves: on the shipped notes, each "at most
// N SIGs" option counts the notes the filter would leave, and the notes
// it leaves have at most N SIGs. v1.24.0 × SIG Node has 67 notes; at most
// 5 SIGs leaves at most 60 (issue 14: the cut keeps the write-up's 50).
func TestMaxSIGsCountsWhatChoosingLeaves(t *testing.T) {
	s := shipped(t)
	base := notes.State{Version: "v1.24.0", Filters: notes.Filters{"sig": {"node"}}}
	all := s.Query(base)
	if all.Total() != 67 {
		t.Fatalf("v1.24.0 × node: %d notes, want 67", all.Total())
	}
	opts := all.Facets["maxsigs"]
	if len(opts) < 5 {
		t.Fatalf("maxsigs options %+v", opts)
	}
	for _, c := range opts {
		res := s.Query(base.With("maxsigs", c.Value))
		if res.Total() != c.N || c.Selected {
			t.Errorf("at most %s SIGs: counted %d (selected %v), the query gives %d", c.Value, c.N, c.Selected, res.Total())
		}
		most, _ := strconv.Atoi(c.Value)
		for _, id := range res.IDs {
			if n := s.Note(id); len(n.SIGs) > most {
				t.Errorf("at most %d SIGs kept %v with %d", most, n.PRs, len(n.SIGs))
			}
		}
	}
	five := s.Query(base.With("maxsigs", "5"))
	if five.Total() > 60 || five.Total() < 50 {
		t.Errorf("at most 5 SIGs: %d notes, want 50 to 60", five.Total())
	}
	// The chosen cap is marked, and the other groups' counts honour it.
	if i := slices.IndexFunc(five.Facets["maxsigs"], func(c notes.Count) bool { return c.Selected }); i < 0 || five.Facets["maxsigs"][i].Value != "5" {
		t.Errorf("the chosen cap is not selected: %+v", five.Facets["maxsigs"])
	}
	if n := five.Facets.N("sig", "node"); n != five.Total() {
		t.Errorf("SIG Node counts %d under the cap, the view has %d", n, five.Total())
	}
}

// TestDropLeavesNotesOut: dropped PRs leave the IDs, the counts and the
// export, and Dropped says how many the other filters kept ("25 of 27").
func TestDropLeavesNotesOut(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.30.0&sig=cluster-lifecycle&drop=123516,114672,1")
	res := s.Query(st)
	if res.Total() != 25 || res.Dropped != 2 {
		t.Fatalf("%d notes, %d dropped; want 25 of 27", res.Total(), res.Dropped)
	}
	for _, id := range res.IDs {
		if prs := s.Note(id).PRs; slices.Contains(prs, 123516) || slices.Contains(prs, 114672) {
			t.Errorf("dropped note %v is listed", prs)
		}
	}
	if n := res.Facets.N("sig", "cluster-lifecycle"); n != 25 {
		t.Errorf("the SIG counts %d, want 25", n)
	}
	if n := res.Facets.N("kind", "Feature"); n != s.Query(st.With("kind", "Feature")).Total() {
		t.Errorf("Feature counts %d, the query gives another number", n)
	}
	// A curation, not a filter: clearing the filters keeps it, the title
	// does not name it.
	if c := st.ClearFilters(); !slices.Equal(c.Values("drop"), []string{"123516", "114672", "1"}) || c.HasFilters() {
		t.Errorf("ClearFilters: %+v", c)
	}
	if got := s.Title(res); got != "Kubernetes v1.30.0: SIG Cluster Lifecycle" {
		t.Errorf("title %q", got)
	}
	if bad := s.Query(st.With("drop", "x")); len(bad.Notices) != 1 || bad.Total() != 27 {
		t.Errorf("drop=x: %d notes, notices %v", bad.Total(), bad.Notices)
	}
}

func TestToggleSingleAndBoolGroups(t *testing.T) {
	var st notes.State
	st = st.Toggle("maxsigs", "5")
	if got := st.Fragment(); got != "maxsigs=5" {
		t.Errorf("maxsigs: %q", got)
	}
	if got := st.Toggle("maxsigs", "3").Fragment(); got != "maxsigs=3" {
		t.Errorf("another cap replaces the first: %q", got)
	}
	if got := st.Toggle("maxsigs", "5").Fragment(); got != "" {
		t.Errorf("the same cap again removes it: %q", got)
	}
	on := st.Toggle("action", "")
	if got := on.Fragment(); got != "action=1&maxsigs=5" {
		t.Errorf("action on: %q", got)
	}
	if on.Toggle("action", "").On("action") || !on.On("action") || st.On("action") {
		t.Error("action must flip and not change its receiver")
	}
	if got := st.Toggle("nope", "x").Fragment(); got != "maxsigs=5" {
		t.Errorf("an unknown group changes nothing: %q", got)
	}
}

// TestTermsTickTheirFilter: sig:, kind: and area: terms of the search text
// move into their groups (the panel ticks them, the title names the
// filter); a value no note has stays search text.
func TestTermsTickTheirFilter(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{Version: "v1.30.0", Query: "kubeadm sig:cluster-lifecycle kind:feature area:sig-kubeadm sig:nope"})
	want := notes.State{Version: "v1.30.0", Query: "kubeadm area:sig-kubeadm sig:nope",
		Filters: notes.Filters{"sig": {"cluster-lifecycle"}, "kind": {"Feature"}}}
	if got := res.State; got.Fragment() != want.Fragment() {
		t.Errorf("state %q, want %q", got.Fragment(), want.Fragment())
	}
	res = s.Query(notes.State{Version: "v1.30.0", Query: "sig:sig-cluster-lifecycle"})
	if got := s.Title(res); got != "Kubernetes v1.30.0: SIG Cluster Lifecycle" {
		t.Errorf("title %q", got)
	}
	if res.Total() != 27 || !res.Facets["sig"][slices.IndexFunc(res.Facets["sig"], func(c notes.Count) bool { return c.Value == "cluster-lifecycle" })].Selected {
		t.Errorf("%d notes; want the 27 of the filter, its option ticked", res.Total())
	}
}

// TestSearchBoxReadsAsTheState: the page keeps "sig:node swap" in the box
// while the state holds sig=node and "swap"; text that says something else
// (another term, another word, the term deleted while its filter is on
// reads the same) does not.
func TestSearchBoxReadsAsTheState(t *testing.T) {
	s := shipped(t)
	st := s.Query(notes.State{Query: "sig:node swap"}).State
	if st.Query != "swap" || !slices.Equal(st.Values("sig"), []string{"node"}) {
		t.Fatalf("state %+v", st)
	}
	for text, want := range map[string]bool{
		"sig:node swap":     true,
		"swap":              true, // the filter is on in the panel and the active row
		" sig:node  swap ":  true,
		"sig:node swa":      false,
		"sig:storage swap":  false,
		"kind:feature swap": false,
	} {
		if got := s.SearchReads(st, text); got != want {
			t.Errorf("SearchReads(%q) = %v, want %v", text, got, want)
		}
	}
}
