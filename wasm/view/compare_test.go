package view

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// compareStore has a minor line to compare across: v1.29.0, then v1.30.0
// with an urgent upgrade note, a deprecation, features and a fix, a
// security advisory and dependency changes, then v1.30.1 repeating the fix
// as a cherry-pick (same text, new PR) and adding one of its own; v1.31.0
// has no Dependencies section.
func compareStore() *notes.Store {
	note := func(v string, k parser.Kind, pr int, sig, text string) parser.Note {
		return parser.Note{
			Version: v, Kind: k, PRs: []int{pr}, Authors: []string{"alice"}, SIGs: []string{sig},
			Markdown:       text + " ([#" + strconv.Itoa(pr) + "](https://github.com/kubernetes/kubernetes/pull/" + strconv.Itoa(pr) + "), [@alice](https://github.com/alice)) [SIG Node]",
			ActionRequired: k == parser.KindUrgent,
		}
	}
	fix := "Fixed a kubelet crash when a static pod is deleted during sync."
	return notes.NewStore([]parser.Release{
		{Version: "v1.29.0", Type: parser.TypeMinor, Notes: []parser.Note{
			note("v1.29.0", parser.KindFeature, 1, "node", "An old feature of the previous minor release."),
		}, Dependencies: parser.Dependencies{Changed: []parser.ModuleChange{{Module: "example.com/a", From: "v1.0.0", To: "v1.1.0"}}}},
		{Version: "v1.30.0", Previous: "v1.29.0", Type: parser.TypeMinor, Notes: []parser.Note{
			note("v1.30.0", parser.KindFeature, 10, "node", "Kubelet gained a new feature for everyone."),
			note("v1.30.0", parser.KindBug, 11, "node", fix),
			note("v1.30.0", parser.KindUrgent, 12, "storage", "Storage drivers must be upgraded before the control plane."),
			note("v1.30.0", parser.KindDeprecation, 13, "apps", "The old apps API is deprecated and goes away in two releases."),
			note("v1.30.0", parser.KindFeature, 14, "apps", "Deployments gained a shiny new rollout strategy."),
		},
			Security: []parser.Advisory{{CVE: "CVE-2024-0001", Title: "Node escape <via> logs"}},
			Dependencies: parser.Dependencies{
				Added:   []parser.ModuleVersion{{Module: "example.com/new", Version: "v0.1.0"}},
				Changed: []parser.ModuleChange{{Module: "example.com/a", From: "v1.1.0", To: "v1.2.0"}},
				Removed: []parser.ModuleVersion{{Module: "example.com/old", Version: "v2.0.0"}},
			}},
		{Version: "v1.30.1", Previous: "v1.30.0", Type: parser.TypePatch, Notes: []parser.Note{
			note("v1.30.1", parser.KindBug, 20, "node", fix),
			note("v1.30.1", parser.KindBug, 21, "node", "Fixed the scheduler ignoring node affinity of daemon pods."),
		}},
		// A minor release whose notes lack their Dependencies section.
		{Version: "v1.31.0", Previous: "v1.30.0", Type: parser.TypeMinor, Notes: []parser.Note{
			note("v1.31.0", parser.KindFeature, 30, "node", "A feature of the next minor release, for nodes."),
		}},
	})
}

func compareResult(t *testing.T, s *notes.Store, frag string) *notes.Result {
	t.Helper()
	st, _ := notes.ParseFragment(frag)
	res := s.Query(st)
	if res.Comparison == nil {
		t.Fatalf("%s: no comparison (%v)", frag, res.CompareErr)
	}
	return res
}

func TestCompareChunksGroupByKindUrgentFirst(t *testing.T) {
	s := compareStore()
	v := New(s)
	res := compareResult(t, s, "from=v1.29.0&to=v1.30.1")
	p := v.Page(res)
	whole := v.Chunk(p, 0, res.Total())
	if whole.Kind != "" || whole.Release != "" {
		t.Fatalf("a first chunk must go at the top: %+v", whole)
	}
	if !strings.HasPrefix(whole.Top, `<section class="range" data-from="v1.29.0" data-to="v1.30.1"><h2>Changes <span class="count">6 notes</span></h2>`) {
		t.Errorf("the notes do not open with the range section:\n%s", whole.Top)
	}
	var kinds []string
	for _, part := range strings.Split(whole.Top, `data-kind="`)[1:] {
		if i := strings.Index(part, `"><h3>`); i >= 0 {
			kinds = append(kinds, part[:i])
		}
	}
	want := []string{"Urgent Upgrade Notes", "Deprecation", "Feature", "Bug or Regression"}
	if strings.Join(kinds, "|") != strings.Join(want, "|") {
		t.Errorf("kind sections %q, want %q", kinds, want)
	}
	for _, want := range []string{
		`<section class="kind first" data-kind="Urgent Upgrade Notes"><h3>Urgent Upgrade Notes <span class="count">1</span></h3>`,
		`<section class="kind first" data-kind="Deprecation">`,
		`<section class="kind" data-kind="Bug or Regression"><h3>Bug or Regression <span class="count">2</span></h3>`,
		// The cherry-pick is shown once, under the release that brought it.
		`<p class="where"><a class="version" href="#version=v1.30.0">v1.30.0</a> · <span class="also">also in v1.30.1</span></p>`,
		`<p class="where"><a class="version" href="#version=v1.30.1">v1.30.1</a></p>`,
	} {
		if !strings.Contains(whole.Top, want) {
			t.Errorf("compare notes lack %s:\n%s", want, whole.Top)
		}
	}
	if got, want := v.Summary(res), "6 notes in 2 releases, by kind"; got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
	if strings.Contains(whole.Top, `data-prs="20"`) {
		t.Errorf("the cherry-pick is listed twice:\n%s", whole.Top)
	}
	chunksAssemble(t, v, p, whole.Top)
}

func TestCompareFilteredAndRanked(t *testing.T) {
	s := compareStore()
	v := New(s)
	res := compareResult(t, s, "from=v1.29.0&to=v1.30.1&sig=node")
	html := v.Chunk(v.Page(res), 0, 1).Top
	// One note shown, but the headings count every match.
	if !strings.Contains(html, `<h2>Changes <span class="count">3 notes</span></h2>`) || !strings.Contains(html, `<h3>Feature <span class="count">1</span></h3>`) {
		t.Errorf("filtered comparison headings:\n%s", html)
	}
	res = compareResult(t, s, "from=v1.29.0&to=v1.30.1&q=kubelet+crash")
	if !res.Ranked {
		t.Fatal("a search for words the notes contain must rank its results")
	}
	html = v.Chunk(v.Page(res), 0, 1).Top
	if strings.Contains(html, "<section") {
		t.Errorf("ranked results must not be grouped:\n%s", html)
	}
	if !strings.Contains(html, `<p class="where"><a class="version" href="#version=v1.30.0">v1.30.0</a> · <span class="kind">Bug or Regression</span> · <span class="also">also in v1.30.1</span></p>`) {
		t.Errorf("a ranked compared note says where it is from and where else:\n%s", html)
	}
}

func TestCompareHead(t *testing.T) {
	s := compareStore()
	v := New(s)
	html := v.CompareHeadHTML(compareResult(t, s, "from=v1.29.0&to=v1.30.1"))
	for _, want := range []string{
		`<h2 class="range-title">Upgrading from v1.29.0 to v1.30.1</h2>`,
		`Notes of 2 releases: v1.30.0, v1.30.1.`,
		`<li data-cve="CVE-2024-0001" data-version="v1.30.0"><a class="cve" href="https://www.cve.org/CVERecord?id=CVE-2024-0001" rel="noopener noreferrer">CVE-2024-0001</a>: Node escape &lt;via&gt; logs <span class="fixed">— fixed in <a class="version" href="#version=v1.30.0">v1.30.0</a></span></li>`,
		`<figure class="chart">`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("compare head lacks %s:\n%s", want, html)
		}
	}
	if i, j := strings.Index(html, `class="security"`), strings.Index(html, `class="chart"`); i < 0 || j < i {
		t.Errorf("the security fixes must come before the chart:\n%s", html)
	}
	if got := v.CompareHeadHTML(s.Query(notes.State{Version: "v1.30.0"})); got != "" {
		t.Errorf("a single release has a compare head: %s", got)
	}
	// A range without advisories has no security section.
	if html := v.CompareHeadHTML(compareResult(t, s, "from=v1.30.0&to=v1.30.1")); strings.Contains(html, "security") {
		t.Errorf("security section without advisories:\n%s", html)
	}
}

func TestDepsHTML(t *testing.T) {
	s := compareStore()
	v := New(s)
	html := v.DepsHTML(compareResult(t, s, "from=v1.29.0&to=v1.30.1").Comparison)
	for _, want := range []string{
		`<h2>Dependencies <span class="count">3</span></h2>`,
		`<li data-module="example.com/a"><code>example.com/a</code>: <span class="dep-moved">v1.1.0 → v1.2.0</span></li>`,
		`<li data-module="example.com/new"><code>example.com/new</code>: <span class="dep-added">added at v0.1.0</span></li>`,
		`<li data-module="example.com/old"><code>example.com/old</code>: <span class="dep-removed">removed (was v2.0.0)</span></li>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("dependencies lack %s:\n%s", want, html)
		}
	}
	if strings.Contains(html, "deps-unknown") {
		t.Errorf("every release on the way has its dependencies, yet:\n%s", html)
	}
	html = v.DepsHTML(compareResult(t, s, "from=v1.30.0&to=v1.31.0").Comparison)
	if want := `<p class="deps-unknown">The notes of v1.31.0 list no dependency changes; modules they moved are missing here.</p>`; !strings.Contains(html, want) {
		t.Errorf("dependencies lack %s:\n%s", want, html)
	}
	if v.DepsHTML(nil) != "" {
		t.Error("DepsHTML(nil) is not empty")
	}
	html = v.DepsHTML(compareResult(t, s, "from=v1.30.1&to=v1.30.1").Comparison)
	if !strings.Contains(html, "No Go module changed version.") {
		t.Errorf("an empty comparison's dependencies:\n%s", html)
	}
}

// TestWarmRange: the warm-up compares the minor release two minor lines
// before the newest release's line with the newest release; a store with
// fewer lines compares its oldest release; one release is no comparison.
func TestWarmRange(t *testing.T) {
	if st := WarmRange(compareStore()); st.From != "v1.29.0" || st.To != "v1.31.0" {
		t.Errorf("compareStore: warm range %s, want from=v1.29.0&to=v1.31.0", st.Fragment())
	}
	stores, err := benchStores()
	if err != nil {
		t.Fatal(err)
	}
	rels := stores[0].Releases()
	newest := rels[0].Version
	minor, _ := strconv.Atoi(strings.Split(semver.MajorMinor(newest), ".")[1])
	if st, want := WarmRange(stores[0]), fmt.Sprintf("v1.%d.0", minor-2); st.From != want || st.To != newest {
		t.Errorf("shipped notes: warm range %s, want from=%s&to=%s", st.Fragment(), want, newest)
	}
	one := notes.NewStore([]parser.Release{{Version: "v1.30.0", Type: parser.TypeMinor, Notes: []parser.Note{
		{Version: "v1.30.0", Kind: parser.KindFeature, Markdown: "A feature."},
	}}})
	if st := WarmRange(one); st.Compare() {
		t.Errorf("one release: warm range %s, want none", st.Fragment())
	}
}

// TestWarmCompareRendersEveryPart: the page's warm-up (WarmCompare of
// WarmRange) runs the render code of every part of a compare view, so the
// browser has compiled it all before a person compares: with the shipped
// notes, the range's notes (two chunks, then a search's), the head with
// "Before you upgrade" (a placeholder while the gates are being built;
// once built, lists both open and opened on demand), the chart and the
// dependency changes, and the to picker's options.
func TestWarmCompareRendersEveryPart(t *testing.T) {
	stores, err := benchStores()
	if err != nil {
		t.Fatal(err)
	}
	for i, gates := range []string{"pending", "built"} {
		s := stores[i]
		v := New(s)
		got := v.WarmCompare(WarmRange(s), firstNotes)
		want := map[string]int{
			`<section class="range"`: 1, `<option`: 1, `<h2 class="range-title">`: 1, `id="before-upgrade"`: 1,
			`class="chart"`: 2, `id="dependencies"`: 1,
		}
		if gates == "pending" {
			want[`aria-busy="true"`] = 1
		} else {
			want[`" open><summary>`], want[`" data-lazy><summary>`] = 1, 1
		}
		for part, n := range want {
			if c := strings.Count(got, part); c < n {
				t.Errorf("gates %s: the warm-up renders %s %d times, want at least %d", gates, part, c, n)
			}
		}
		// The first notes and the next chunk, then the search's first.
		if c := strings.Count(got, `<article class="note`); c < 3*firstNotes {
			t.Errorf("gates %s: the warm-up renders %d notes, want at least %d", gates, c, 3*firstNotes)
		}
	}
}

// TestDepsOfReleasesWithoutModuleLists: v1.13.0's notes publish no Go
// module list, only notes of the kind Dependency; the page's dependency
// section says so, in both languages, and never that nothing changed.
func TestDepsOfReleasesWithoutModuleLists(t *testing.T) {
	s := shipped(t)
	c := compareResult(t, s, "from=v1.12.0&to=v1.13.0").Comparison
	for _, lang := range []struct {
		l          i18n.Lang
		want, none string
	}{
		{i18n.EN, "The notes of v1.13.0 list no Go module changes; their dependency changes are the notes of the kind Dependency.", "No Go module changed version."},
		{i18n.JA, "v1.13.0 のノートには Go モジュールの変更一覧がありません。依存関係の変更は種類「依存関係 (Dependency)」のノートにあります。", "バージョンが変わった Go モジュールはありません。"},
	} {
		v := New(s)
		v.Lang = lang.l
		html := v.DepsHTML(c)
		if !strings.Contains(html, `<p class="deps-unknown">`+lang.want+`</p>`) || strings.Contains(html, lang.none) || strings.Contains(html, `class="count"`) {
			t.Errorf("%s: the dependency section of v1.12.0 → v1.13.0:\n%s", lang.l.Name(), html)
		}
	}
}
