package notes_test

import (
	"encoding/json"
	"flag"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

var (
	storeOnce sync.Once
	store     *notes.Store
)

// shipped is the store over the notes the product embeds.
func shipped(t testing.TB) *notes.Store {
	storeOnce.Do(func() { store = shippednotes.Store(t) })
	return store
}

// labelledPRs reads a release-notes JSON file and returns the PRs whose
// labels include sig, skipping those upstream does not publish.
func labelledPRs(t *testing.T, minor, sig string) map[int]bool {
	t.Helper()
	b, err := os.ReadFile("../embed/data/release-notes/release-notes-" + minor + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]struct {
		SIGs         []string `json:"sigs"`
		DoNotPublish bool     `json:"do_not_publish"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	out := map[int]bool{}
	for k, v := range m {
		if !v.DoNotPublish && slices.Contains(v.SIGs, sig) {
			n, _ := strconv.Atoi(k)
			out[n] = true
		}
	}
	return out
}

// TestQueryReleaseBySIG checks the two views the issues name: every note
// of the release that upstream labels with the SIG is shown, under the kind
// heading it has upstream, and nothing else is.
func TestQueryReleaseBySIG(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct{ version, minor, sig string }{
		{"v1.30.0", "1.30", "cluster-lifecycle"},
		{"v1.24.0", "1.24", "node"},
	} {
		res := s.Query(notes.State{Version: c.version, Filters: notes.Filters{"sig": []string{c.sig}}})
		if len(res.Notices) > 0 {
			t.Errorf("%s: notices %v", c.version, res.Notices)
		}
		shown := map[int]bool{}
		for _, id := range res.IDs {
			n := s.Note(id)
			if n.Version != c.version || !slices.Contains(n.SIGs, c.sig) {
				t.Errorf("%s: note %v (%s, %v) does not belong", c.version, n.PRs, n.Version, n.SIGs)
			}
			for _, pr := range n.PRs {
				shown[pr] = true
			}
		}
		rel, ok := s.Release(c.version)
		if !ok {
			t.Fatalf("no release %s", c.version)
		}
		labelled := labelledPRs(t, c.minor, c.sig)
		missing := 0
		for _, n := range rel.Notes {
			for _, pr := range n.PRs {
				if labelled[pr] && !shown[pr] {
					missing++
					t.Errorf("%s: PR %d is labelled sig/%s upstream but not shown", c.version, pr, c.sig)
				}
			}
		}
		// The kinds must be the upstream headings: every shown note's kind is
		// one of the parser's kinds and display order follows parser.Kinds.
		last := -1
		for _, id := range res.IDs {
			o := parser.KindOrder(s.Note(id).Kind)
			if o < last {
				t.Errorf("%s: kinds out of upstream order at note %v", c.version, s.Note(id).PRs)
			}
			last = o
		}
		t.Logf("%s sig/%s: %d notes shown", c.version, c.sig, res.Total())
		if res.Total() < 20 {
			t.Errorf("%s sig/%s: only %d notes; upstream lists dozens", c.version, c.sig, res.Total())
		}
	}
}

func TestFiltersWidenWithinAGroupAndNarrowAcross(t *testing.T) {
	s := shipped(t)
	node := s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": []string{"node"}}}).Total()
	storage := s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": []string{"storage"}}}).Total()
	both := s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": []string{"node", "storage"}}}).Total()
	if both < max(node, storage) || both > node+storage {
		t.Errorf("node %d, storage %d, node-or-storage %d: options of one group must widen", node, storage, both)
	}
	feature := s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": []string{"node"}, "kind": []string{"Feature"}}})
	if feature.Total() == 0 || feature.Total() >= node {
		t.Errorf("node and Feature: %d of %d node notes; groups must narrow", feature.Total(), node)
	}
	for _, id := range feature.IDs {
		if n := s.Note(id); n.Kind != parser.KindFeature || !slices.Contains(n.SIGs, "node") {
			t.Errorf("note %v is %s %v", n.PRs, n.Kind, n.SIGs)
		}
	}
}

// TestFacetCounts checks that each option's count is the number of notes
// choosing it would leave.
func TestFacetCounts(t *testing.T) {
	s := shipped(t)
	st := notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": []string{"node"}, "kind": []string{"Feature"}}}
	res := s.Query(st)
	for _, c := range res.Facets["kind"][:3] {
		want := s.Query(notes.State{Version: st.Version, Filters: notes.Filters{"sig": st.Values("sig"), "kind": []string{c.Value}}}).Total()
		if c.N != want {
			t.Errorf("kind %s: facet %d, choosing it alone leaves %d", c.Value, c.N, want)
		}
	}
	for _, c := range res.Facets["sig"][:5] {
		want := s.Query(notes.State{Version: st.Version, Filters: notes.Filters{"kind": st.Values("kind"), "sig": []string{c.Value}}}).Total()
		if c.N != want {
			t.Errorf("sig %s: facet %d, choosing it alone leaves %d", c.Value, c.N, want)
		}
	}
}

// TestMatchAndFacetsAgainstABruteForceCount checks the filters, their
// counts and the marks of filtered views against counts made here, note by
// note, over the same view without filters: every note of it that passes
// the filters is listed in the same order with the same marks, and each
// option's count is the number of its notes passing the other groups.
// Match alone counts nothing; CountFacets does, once.
func TestMatchAndFacetsAgainstABruteForceCount(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		base        notes.State
		sigs, kinds []string
	}{
		{notes.State{}, []string{"node"}, nil},
		{notes.State{Version: "v1.30.0"}, []string{"node", "storage"}, []string{"Feature"}},
		{notes.State{Query: "kubelet"}, []string{"node"}, []string{"Bug or Regression", "Feature"}},
		{notes.State{Query: "ku"}, nil, []string{"Deprecation"}},
		// sig:, kind: and area: terms become filters (see TestTermsTickTheirFilter);
		// a term that stays one narrows what the facets count.
		{notes.State{Query: "v:1.28 swap"}, nil, []string{"Feature"}},
		{notes.State{Query: "kubeadm", From: "v1.29.0", To: "v1.30.0"}, []string{"cluster-lifecycle"}, nil},
	} {
		all := s.Match(c.base)
		st := c.base
		st = st.With("sig", c.sigs...).With("kind", c.kinds...)
		m := s.Match(st)
		if len(m.Facets) != 0 {
			t.Errorf("%+v: Match counted facets; counting is CountFacets' job", st)
		}
		s.CountFacets(m)
		// A change shown once takes the SIGs of every copy (all.SIGs),
		// its kind is the shown note's.
		passes := func(id int, sigs, kinds []string) bool {
			sigOK := len(sigs) == 0 || slices.ContainsFunc(all.SIGs(id), func(v string) bool { return slices.Contains(sigs, v) })
			return sigOK && (len(kinds) == 0 || slices.Contains(kinds, string(s.Note(id).Kind)))
		}
		var ids []int
		sigCount, kindCount := map[string]int{}, map[string]int{}
		for i, id := range all.IDs {
			n := s.Note(id)
			if passes(id, c.sigs, c.kinds) {
				if j := len(ids); j >= m.Total() || m.IDs[j] != id || !reflect.DeepEqual(m.MarksAt(j), all.MarksAt(i)) {
					t.Errorf("%+v: note %d of the filtered view is not note %v with its marks", st, j, n.PRs)
					break
				}
				ids = append(ids, id)
			}
			if passes(id, nil, c.kinds) {
				for _, v := range all.SIGs(id) {
					sigCount[v]++
				}
			}
			if passes(id, c.sigs, nil) {
				kindCount[string(n.Kind)]++
			}
		}
		if len(ids) == 0 || len(ids) != m.Total() {
			t.Errorf("%+v: %d notes, counted here %d", st, m.Total(), len(ids))
		}
		for _, f := range m.Facets["sig"] {
			if f.N != sigCount[f.Value] {
				t.Errorf("%+v: SIG %s counts %d, here %d", st, f.Value, f.N, sigCount[f.Value])
			}
		}
		for _, f := range m.Facets["kind"] {
			if f.N != kindCount[f.Value] {
				t.Errorf("%+v: kind %s counts %d, here %d", st, f.Value, f.N, kindCount[f.Value])
			}
		}
		if len(m.Facets["sig"]) == 0 || len(m.Facets["kind"]) == 0 {
			t.Errorf("%+v: no facets counted", st)
		}
		if q := s.Query(st); !slices.Equal(q.IDs, m.IDs) || !reflect.DeepEqual(q.Facets, m.Facets) {
			t.Errorf("%+v: Query differs from Match and CountFacets", st)
		}
	}
}

// TestMarksFollowTheirNotes checks that filters, which drop search hits,
// keep each note's highlights with that note.
func TestMarksFollowTheirNotes(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{Query: "kube mem", Filters: notes.Filters{"sig": []string{"node"}, "kind": []string{"Feature", "Bug or Regression"}}})
	if res.Total() < 10 {
		t.Fatalf("%d notes; the test needs a filtered search with several", res.Total())
	}
	for i, id := range res.IDs {
		marks := res.MarksAt(i)
		if len(marks) != 2 {
			t.Errorf("note %v has %d marks, want one per word of the query", s.Note(id).PRs, len(marks))
		}
		text := strings.ToLower(s.Text(id))
		for _, m := range marks {
			if !strings.Contains(text, m.Word) {
				t.Errorf("note %v is marked %q, which it does not contain", s.Note(id).PRs, m.Word)
			}
		}
	}
}

func TestQueryAllReleasesNewestFirst(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{})
	if res.Total() == 0 || res.Total() > s.Len() {
		t.Fatalf("no filter shows %d of %d notes", res.Total(), s.Len())
	}
	if first := s.Note(res.IDs[0]).Version; first != s.Releases()[0].Version {
		t.Errorf("first note is from %s, want the newest release %s", first, s.Releases()[0].Version)
	}
	if res.Releases[len(res.Releases)-1] != "v1.5.0" {
		t.Errorf("oldest release %s, want v1.5.0", res.Releases[len(res.Releases)-1])
	}
}

func TestStructuredTerms(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{Query: "#122530"})
	if res.Total() == 0 || !slices.Contains(s.Note(res.IDs[0]).PRs, 122530) {
		t.Fatalf("#122530: %d results", res.Total())
	}
	res = s.Query(notes.State{Query: "sig:cluster-lifecycle v:1.30 kind:feature"})
	if res.Total() == 0 {
		t.Fatal("structured terms matched nothing")
	}
	for _, id := range res.IDs {
		n := s.Note(id)
		if !strings.HasPrefix(n.Version, "v1.30") || n.Kind != parser.KindFeature || !slices.Contains(n.SIGs, "cluster-lifecycle") {
			t.Errorf("note %v (%s %s %v) does not match the terms", n.PRs, n.Version, n.Kind, n.SIGs)
		}
	}
	byAuthor := s.Query(notes.State{Query: "author:neolit123 kubeadm"})
	if byAuthor.Total() == 0 {
		t.Fatal("author:neolit123 kubeadm matched nothing")
	}
	for _, id := range byAuthor.IDs {
		if !slices.Contains(s.Note(id).Authors, "neolit123") {
			t.Errorf("note %v is not by neolit123", s.Note(id).PRs)
		}
	}
}

func TestUnknownValuesGiveANoticeNotABlankPage(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.99.0&sig=nope&kind=Nonsense&sig=node")
	res := s.Query(st)
	if len(res.Notices) != 3 {
		t.Errorf("want a notice each for the version, SIG and kind: %v", res.Notices)
	}
	if res.State.Version != "" || !slices.Equal(res.State.Values("sig"), []string{"node"}) {
		t.Errorf("state after normalising: %+v", res.State)
	}
	if res.Total() == 0 {
		t.Error("the view should still show the notes the known filters leave")
	}
}

func TestWithReplacesReleasesOfANewerFile(t *testing.T) {
	s := shipped(t)
	s2, replaced, err := s.With(openedChangelog(t, "CHANGELOG-1.37.md"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(replaced, []string{"v1.37.0-alpha.1"}) {
		t.Errorf("replaced %v", replaced)
	}
	if len(s2.Releases()) != len(s.Releases()) {
		t.Errorf("releases %d → %d", len(s.Releases()), len(s2.Releases()))
	}
	if _, _, err := s.With(nil, nil); err == nil {
		t.Error("adding nothing must be an error")
	}
}

func TestMarkdownExportLayout(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": []string{"cluster-lifecycle"}}})
	md := s.Markdown(res)
	if !strings.HasPrefix(md, "# Kubernetes v1.30.0: SIG Cluster Lifecycle\n") {
		t.Errorf("title: %q", strings.SplitN(md, "\n", 2)[0])
	}
	pos := -1
	for _, h := range []string{"## Changes by Kind", "### Deprecation", "### API Change", "### Feature",
		"### Documentation", "### Failing Test", "### Bug or Regression", "### Other (Cleanup or Flake)"} {
		i := strings.Index(md, "\n"+h+"\n")
		if i < pos {
			t.Errorf("heading %q missing or out of order", h)
		}
		pos = i
	}
	if !strings.Contains(md, "(#122530, @neolit123) [sig/cluster-lifecycle]") {
		t.Error("the kubeadm reset note should be cited as (#122530, @neolit123) [sig/cluster-lifecycle]")
	}
}

// BenchmarkNewStore measures the start-up work after decoding: the store
// alone (what the page needs for its first view) and with the search index
// (built once the page is idle, or by the first search).
func BenchmarkNewStore(b *testing.B) {
	rels := shippednotes.Releases(b)
	near := notes.WithNearCopies(shippednotes.NearCopies(b)) // as the page builds it
	b.Run("store", func(b *testing.B) {
		for b.Loop() {
			notes.NewStore(rels, near)
		}
	})
	// The first view lists every release, each change once: it builds
	// the copy groups (see TestAllReleasesCountChanges).
	b.Run("store+first-view", func(b *testing.B) {
		for b.Loop() {
			notes.NewStore(rels, near).Match(notes.State{})
		}
	})
	b.Run("store+search", func(b *testing.B) {
		for b.Loop() {
			notes.NewStore(rels, near).PrepareSearch(nil)
		}
	})
}

func BenchmarkQueryAllNoFilter(b *testing.B) {
	s := shipped(b)
	for b.Loop() {
		s.Query(notes.State{})
	}
}

var update = flag.Bool("update", false, "rewrite the golden files under testdata/ (review the diff before committing)")

// TestMarkdownExportGolden holds the summary layout of a real view: the
// golden file was reviewed against CHANGELOG-1.30.md by hand; regenerate
// it with -update only for a deliberate change and review the diff.
func TestMarkdownExportGolden(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.30.0&sig=cluster-lifecycle")
	got := s.Markdown(s.Query(st))
	path := "testdata/export-v1.30.0-cluster-lifecycle.md"
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("export differs from %s (go test ./notes -run Golden -update, then review the diff)", path)
	}
}

// TestReadyForSaysWhenSearchWaitsForTheIndex: a new store answers views
// without search text at once; search text needs the index, which any
// search (or PrepareSearch) builds.
func TestReadyForSaysWhenSearchWaitsForTheIndex(t *testing.T) {
	s := shippednotes.Store(t)
	for _, st := range []notes.State{{}, {Version: "v1.30.0", Filters: notes.Filters{"sig": {"node"}}}, {Query: "sig:node kind:feature #122530"}} {
		if !s.ReadyFor(st) {
			t.Errorf("%+v needs no search index, yet ReadyFor says wait", st)
		}
	}
	if s.ReadyFor(notes.State{Query: "kubeadm"}) {
		t.Error("a new store says a search is ready before its index is built")
	}
	s.Query(notes.State{Query: "kubeadm"})
	if !s.ReadyFor(notes.State{Query: "kubelet"}) {
		t.Error("after a search built the index, ReadyFor still says wait")
	}
}
