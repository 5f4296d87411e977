package embed

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/embed/build"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/render/markdown"
	"github.com/kubechangelog/kubechangelog/search"
)

// TestBundleIsFresh fails when embed/data changed (or the parser did) without
// `make data`: the page would otherwise ship stale notes.
func TestBundleIsFresh(t *testing.T) {
	got, err := Releases()
	if err != nil {
		t.Fatal(err)
	}
	want, err := build.Releases("data")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("bundle has %d releases, data/ parses to %d: run 'make data'", len(got), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("release %s differs between the bundle and data/: run 'make data'", want[i].Version)
		}
	}
}

// TestNearCopiesAreFresh fails when nearcopies.txt is not what the
// near-copy rule finds on the embedded notes (the notes or the rule changed
// without `make data`): links to the wrong notes would join other changes.
// TestBundleIsFresh holds the embedded notes to data/.
func TestNearCopiesAreFresh(t *testing.T) {
	rels, err := Releases()
	if err != nil {
		t.Fatal(err)
	}
	got, err := NearCopies()
	if err != nil {
		t.Fatal(err)
	}
	want := notes.NewStore(rels).FindNearCopies()
	if !slices.Equal(got, want) {
		t.Fatalf("nearcopies.txt has %d links, the rule finds %d on the embedded notes: run 'make data'", len(got), len(want))
	}
}

func BenchmarkDecodeBundle(b *testing.B) {
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Releases(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseData is the alternative the bundle replaces: parsing the
// shipped markdown at start-up.
func BenchmarkParseData(b *testing.B) {
	for b.Loop() {
		if _, err := build.ParseDir("data"); err != nil {
			b.Fatal(err)
		}
	}
}

// TestStoredTemplatesRenderAsPrepare checks every shipped note and context
// section: its Template, rendered at build time and rebuilt in the page
// without goldmark (render.Stored), gives exactly the HTML that
// markdown.Prepare gives, unmarked and marked by a search for words of it.
func TestStoredTemplatesRenderAsPrepare(t *testing.T) {
	rels, err := Releases()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	check := func(what, src, stored string) {
		t.Helper()
		if stored == "" {
			t.Errorf("%s has no stored Template: the page would render it with goldmark", what)
			return
		}
		got, want := render.Stored(src, stored), markdown.Prepare(src)
		// Marks that match in most notes: a letter, and the text's first
		// and last words, so runs anywhere in a note are marked.
		words := strings.Fields(notes.PlainText(src))
		marks := []search.Mark{{Word: "e"}}
		if len(words) > 0 {
			marks = append(marks, search.Mark{Word: strings.Trim(words[0], ".,:()`")}, search.Mark{Word: strings.Trim(words[len(words)-1], ".,:()`")})
		}
		for _, m := range [][]search.Mark{nil, marks} {
			if g, w := got.Render(m), want.Render(m); g != w {
				t.Errorf("%s with marks %v:\nstored:  %q\nprepare: %q", what, m, g, w)
				return
			}
		}
		checked++
	}
	for _, r := range rels {
		for _, secs := range [][]parser.Section{r.Themes, r.KnownIssues} {
			for _, s := range secs {
				check(r.Version+" section "+s.Title, s.Markdown, s.Template)
			}
		}
		for _, n := range r.Notes {
			check(r.Version+" note "+firstLine(n.Markdown), notes.NoteText(n.Markdown), n.Template)
		}
	}
	if checked < 10_000 {
		t.Errorf("checked %d notes and sections; the shipped notes are over 10,000", checked)
	}
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s[:min(len(s), 80)]
}
