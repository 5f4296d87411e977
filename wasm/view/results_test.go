package view

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// testStore has two releases with several kinds each, so chunks cross
// kind and release boundaries.
func testStore() *notes.Store {
	note := func(v string, k parser.Kind, pr int, sig string) parser.Note {
		return parser.Note{
			Version: v, Kind: k, PRs: []int{pr}, Authors: []string{"alice", "bad/name"}, SIGs: []string{sig},
			// Each text its own (the PR number in it): notes of one text
			// are one change, shown once across releases.
			Markdown: "Fixed `kubeadm` <b>join</b> in step " + strconv.Itoa(pr) + " ([#" + strconv.Itoa(pr) + "](https://github.com/kubernetes/kubernetes/pull/" + strconv.Itoa(pr) + "), [@alice](https://github.com/alice)) [SIG Node]",
		}
	}
	var r30, r29 []parser.Note
	pr := 100
	for _, k := range []parser.Kind{parser.KindFeature, parser.KindBug, parser.KindAPIChange} {
		for i := 0; i < 4; i++ {
			pr++
			r30 = append(r30, note("v1.30.0", k, pr, "node"))
			pr++
			r29 = append(r29, note("v1.29.0", k, pr, "storage"))
		}
	}
	return notes.NewStore([]parser.Release{
		{Version: "v1.29.0", Type: parser.TypeMinor, Notes: r29},
		{Version: "v1.30.0", Type: parser.TypeMinor, Notes: r30},
	})
}

// assemble inserts a chunk as the page does: Kind at the end of the last
// kind section, Release at the end of the last release section, Top at the
// end of the results.
func assemble(doc string, c Chunk) string {
	const closer = "</section>"
	if c.Kind != "" {
		release := strings.LastIndex(doc, closer)
		kind := strings.LastIndex(doc[:release], closer)
		doc = doc[:kind] + c.Kind + doc[kind:]
	}
	if c.Release != "" {
		i := strings.LastIndex(doc, closer)
		doc = doc[:i] + c.Release + doc[i:]
	}
	return doc + c.Top
}

var space = regexp.MustCompile(`\s+`)

func TestChunksContinueGroups(t *testing.T) {
	s := testStore()
	v := New(s)
	res := s.Query(notes.State{})
	p := v.Page(res)
	whole := v.Chunk(p, 0, res.Total())
	if whole.Kind != "" || whole.Release != "" {
		t.Fatalf("a first chunk must go at the top: %+v", whole)
	}
	if got := strings.Count(whole.Top, `<section class="release"`); got != 2 {
		t.Errorf("%d release sections, want 2", got)
	}
	if got := strings.Count(whole.Top, `<section class="kind"`); got != 6 {
		t.Errorf("%d kind sections, want 6", got)
	}
	if !strings.Contains(whole.Top, `<h2>v1.30.0 <span class="count">12 notes</span></h2>`) {
		t.Errorf("release heading without its count:\n%s", whole.Top)
	}
	if !strings.Contains(whole.Top, `<h3>Feature <span class="count">4</span></h3>`) {
		t.Errorf("kind heading without its count:\n%s", whole.Top)
	}
	chunksAssemble(t, v, p, whole.Top)
}

func TestGroupCountsWhenFiltered(t *testing.T) {
	s := testStore()
	v := New(s)
	res := s.Query(notes.State{Filters: notes.Filters{"sig": []string{"storage"}, "kind": []string{"Feature", "Bug or Regression"}}})
	html := v.Chunk(v.Page(res), 0, 3).Top
	// Only 3 notes are shown, but the headings count every match.
	if !strings.Contains(html, `<h2>v1.29.0 <span class="count">8 notes</span></h2>`) {
		t.Errorf("release heading should count all 8 matches:\n%s", html)
	}
	if !strings.Contains(html, `<h3>Feature <span class="count">4</span></h3>`) {
		t.Errorf("kind heading should count all 4 matches:\n%s", html)
	}
}

func TestNoteArticle(t *testing.T) {
	s := testStore()
	v := New(s)
	res := s.Query(notes.State{Version: "v1.30.0", Filters: notes.Filters{"sig": []string{"node"}}})
	html := v.Chunk(v.Page(res), 0, 1).Top
	for _, want := range []string{
		`<article class="note" data-id="0" data-version="v1.30.0" data-kind="API Change" data-prs="117">`,
		`<code>kubeadm</code> &lt;b&gt;join&lt;/b&gt;`,
		`<a class="pr" href="https://github.com/kubernetes/kubernetes/pull/117" rel="noopener noreferrer">#117</a>`,
		`<a class="author" href="https://github.com/alice" rel="noopener noreferrer">@alice</a>`,
		`<button type="button" class="chip kind" data-group="kind" data-value="API Change" aria-pressed="false">API Change</button>`,
		`<button type="button" class="chip sig" data-group="sig" data-value="node" aria-pressed="true">SIG Node</button>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("article lacks %s:\n%s", want, html)
		}
	}
	if strings.Contains(html, "bad/name") {
		t.Errorf("an author that is no GitHub login became a link:\n%s", html)
	}
	// The citation trailer is shown as links, not repeated in the body
	// (the pick button's title names the PR too, as an attribute).
	if strings.Count(html, ">#117<") != 1 {
		t.Errorf("the PR appears more than once:\n%s", html)
	}
}

func TestRankedNotesSayWhereTheyAreFrom(t *testing.T) {
	s := testStore()
	v := New(s)
	res := s.Query(notes.State{Query: "kubeadm"})
	if !res.Ranked {
		t.Fatal("a search for words the notes contain must rank its results")
	}
	html := v.Chunk(v.Page(res), 0, 2).Top
	if strings.Contains(html, "<section") {
		t.Errorf("ranked results must not be grouped:\n%s", html)
	}
	if !strings.Contains(html, `<p class="where"><a class="version" href="#version=v1.30.0">v1.30.0</a> · <span class="kind">API Change</span></p>`) {
		t.Errorf("ranked note without its release and kind:\n%s", html)
	}
	if !strings.Contains(html, "<mark>kubeadm</mark>") {
		t.Errorf("ranked note without marks:\n%s", html)
	}
}

func TestOptionsAndVersions(t *testing.T) {
	s := testStore()
	opts := Options(s)
	if len(opts["sig"]) != 2 || opts["sig"][0].Value != "node" || opts["sig"][0].Label != "Node" {
		t.Errorf("sig options = %+v", opts["sig"])
	}
	if len(opts["kind"]) != len(parser.Kinds) {
		t.Errorf("%d kind options, want %d", len(opts["kind"]), len(parser.Kinds))
	}
	html := OptionsHTML(opts["sig"])
	if !strings.Contains(html, `<input type="checkbox" data-group="sig" value="node">`) {
		t.Errorf("options HTML lacks the stable selector:\n%s", html)
	}
	if got := VersionsHTML(s); got != `<option value="v1.30.0">v1.30.0</option><option value="v1.29.0">v1.29.0</option>` {
		t.Errorf("VersionsHTML = %s, want newest first", got)
	}
}

// chunksAssemble checks that chunks of every size continue the open groups
// and assemble to the whole page, as the page adds them.
func chunksAssemble(t *testing.T, v *View, p *Page, whole string) {
	t.Helper()
	total := p.Result.Total()
	for size := 1; size <= total; size++ {
		doc := ""
		for from := 0; from < total; from += size {
			doc = assemble(doc, v.Chunk(p, from, from+size))
		}
		// Byte for byte, white space included: the prerendered first
		// screen (tools/prerender) is one chunk, and the module's own
		// render of the same view, in chunks, must be the same DOM.
		if doc != whole {
			t.Fatalf("chunks of %d assemble to\n%s\nwant\n%s", size, doc, whole)
		}
	}
}

// oneCard renders every note of st's view and fails unless it is one card.
func oneCard(t *testing.T, v *View, s *notes.Store, st notes.State) string {
	t.Helper()
	res := s.Query(st)
	html := v.Chunk(v.Page(res), 0, res.Total())
	all := html.Top + html.Release + html.Kind
	if n := strings.Count(all, `<article class="note"`); n != 1 {
		t.Fatalf("%q: %d cards, want one:\n%s", st.Query, n, all)
	}
	return all
}

// TestAlsoInOnCardsAcrossReleases: a change two releases carry is one
// card across releases, under the older final release, saying where else
// it shipped; one release's view shows its own copy without the line.
func TestAlsoInOnCardsAcrossReleases(t *testing.T) {
	fix := func(v string) parser.Note {
		return parser.Note{Version: v, Kind: parser.KindBug, PRs: []int{125970}, Authors: []string{"alice"},
			Markdown: "Add `/sys/devices/virtual/powercap` to default masked paths. ([#125970](https://github.com/kubernetes/kubernetes/pull/125970), [@alice](https://github.com/alice))"}
	}
	s := notes.NewStore([]parser.Release{
		{Version: "v1.30.3", Type: parser.TypePatch, Notes: []parser.Note{fix("v1.30.3")}},
		{Version: "v1.31.0", Type: parser.TypeMinor, Notes: []parser.Note{fix("v1.31.0")}},
	})
	v := New(s)
	for _, st := range []notes.State{{}, {Query: "powercap"}} {
		all := oneCard(t, v, s, st)
		if !strings.Contains(all, `data-version="v1.30.3"`) || !strings.Contains(all, `<span class="also">also in v1.31.0</span></p>`) {
			t.Errorf("%q: the card is not under v1.30.3 saying also in v1.31.0:\n%s", st.Query, all)
		}
	}
	res := s.Query(notes.State{Version: "v1.31.0"})
	if html := v.Chunk(v.Page(res), 0, res.Total()).Top; res.Total() != 1 || strings.Contains(html, "also in") {
		t.Errorf("the view of v1.31.0 shows %d notes:\n%s", res.Total(), html)
	}
}

// TestMergedCardLinksEveryPR: the same text under two PRs (a cherry-pick
// with its own PR) is one card across releases, and the card links both
// PRs and carries both in data-prs, which the page's keyboard and export
// read; one release's view shows a note with its own PR only.
func TestMergedCardLinksEveryPR(t *testing.T) {
	note := func(v string, pr int) parser.Note {
		md := fmt.Sprintf("Fixed a kubelet panic when the node's PID limit is lowered. ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@alice](https://github.com/alice))", pr, pr)
		return parser.Note{Version: v, Kind: parser.KindBug, PRs: []int{pr}, Authors: []string{"alice"}, Markdown: md}
	}
	s := notes.NewStore([]parser.Release{
		{Version: "v1.30.3", Type: parser.TypePatch, Notes: []parser.Note{note("v1.30.3", 126001)}},
		{Version: "v1.31.0", Type: parser.TypeMinor, Notes: []parser.Note{note("v1.31.0", 125990)}},
	})
	v := New(s)
	for _, st := range []notes.State{{}, {Query: "pid limit"}} {
		all := oneCard(t, v, s, st)
		for _, pr := range []string{"125990", "126001"} {
			if !strings.Contains(all, `href="https://github.com/kubernetes/kubernetes/pull/`+pr+`"`) {
				t.Errorf("%q: the card does not link #%s:\n%s", st.Query, pr, all)
			}
		}
		if !strings.Contains(all, `data-prs="126001 125990"`) {
			t.Errorf("%q: data-prs does not name both PRs:\n%s", st.Query, all)
		}
	}
	res := s.Query(notes.State{Version: "v1.31.0"})
	if html := v.Chunk(v.Page(res), 0, res.Total()).Top; strings.Contains(html, "pull/126001") {
		t.Errorf("the view of v1.31.0 links the other release's PR:\n%s", html)
	}
}

// TestPrepareRendersTheFirstNotesAhead: after a file is opened, the page
// renders the notes the view will show first ahead of the view, with a
// pause after each (see View.Prepare), so the task that shows the view
// renders none of them: a card of an 8 MB note rendered there made that
// task 150–210 ms. What the view then shows is what a view without
// Prepare shows; a view that needs the search index first, or a
// comparison, prepares nothing and builds nothing.
func TestPrepareRendersTheFirstNotesAhead(t *testing.T) {
	var src strings.Builder
	src.WriteString("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n")
	for i := range 8 {
		fmt.Fprintf(&src, "- Opened note %d with `code` and **bold** ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@a](https://github.com/a)) [SIG Node]\n", i, 990000+i, 990000+i)
	}
	rels, err := changelog.Parse([]byte(src.String()), "o.md")
	if err != nil {
		t.Fatal(err)
	}
	store, _, err := shipped(t).With(rels, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := notes.State{Version: "v1.99.0"}
	v, fresh := New(store), New(store)
	pauses := 0
	v.Prepare(st, 5, func() { pauses++ })
	ids := store.Match(st).IDs
	if len(ids) != 8 || len(v.cache) != 5 || pauses != 5 {
		t.Fatalf("%d notes shown, %d rendered ahead with %d pauses; want 8, 5 and 5", len(ids), len(v.cache), pauses)
	}
	for _, id := range ids[:5] {
		if v.cache[id] == nil {
			t.Errorf("note %d, among the first five shown, was not rendered ahead", id)
		}
	}
	res := store.Match(st)
	if got, want := v.Chunk(v.Page(res), 0, 5).Top, fresh.Chunk(fresh.Page(res), 0, 5).Top; got != want || !strings.Contains(got, "<strong>bold</strong>") {
		t.Errorf("the view rendered ahead shows %.200q, a fresh view %.200q", got, want)
	}
	for _, st := range []notes.State{{Query: "opened note"}, {From: "v1.30.0", To: "v1.99.0"}} {
		w := New(store)
		w.Prepare(st, 5, func() {})
		if len(w.cache) != 0 || store.SearchBuilt() {
			t.Errorf("%+v: %d notes rendered ahead, search index built: %v; want none, false", st, len(w.cache), store.SearchBuilt())
		}
	}
}
