package view

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
)

// shipped is the store of the notes the page embeds.
func shipped(t *testing.T) *notes.Store {
	t.Helper()
	return shippednotes.Store(t)
}

// TestJapaneseView renders a release in Japanese: the interface words are
// Japanese, kind headings carry upstream's English name beside the
// Japanese one, and everything else (markers, notes) is the same as in
// English.
func TestJapaneseView(t *testing.T) {
	store := shipped(t)
	res := store.Query(notes.State{Version: "v1.24.0", Lang: "ja", Filters: notes.Filters{"sig": []string{"node"}}})
	if res.Total() < 20 {
		t.Fatalf("v1.24.0 has %d SIG Node notes; the test wants a full release", res.Total())
	}
	en, ja := New(store), New(store)
	ja.Lang = i18n.JA
	render := func(v *View) string {
		c := v.Chunk(v.Page(res), 0, res.Total())
		return c.Top + c.Release + c.Kind
	}
	e, j := render(en), render(ja)

	for _, want := range []string{
		`<section class="kind" data-kind="Feature"><h3>機能 (Feature)`,
		`data-kind="Bug or Regression"><h3>バグまたはリグレッション (Bug or Regression)`,
		`件のノート</span></h2>`,
		`<span class="badge action">対応が必要</span>`,
		`data-value="Feature" aria-pressed="false">機能 (Feature)</button>`,
	} {
		if !strings.Contains(j, want) {
			t.Errorf("the Japanese view lacks %q", want)
		}
	}
	for _, want := range []string{`data-kind="Feature"><h3>Feature <span`, ` notes</span></h2>`, `<span class="badge action">Action required</span>`} {
		if !strings.Contains(e, want) {
			t.Errorf("the English view lacks %q", want)
		}
	}
	// The same articles, in the same order, with the same note bodies.
	bodies := func(s string) []string {
		var out []string
		for _, part := range strings.Split(s, `<article `)[1:] {
			head, _, _ := strings.Cut(part, ">")
			body, _, _ := strings.Cut(part, `<footer class="meta">`)
			out = append(out, head+body[strings.Index(body, `<div class="body">`):])
		}
		return out
	}
	be, bj := bodies(e), bodies(j)
	if len(be) != res.Total() || len(bj) != len(be) {
		t.Fatalf("%d English and %d Japanese articles for %d notes", len(be), len(bj), res.Total())
	}
	for i := range be {
		if be[i] != bj[i] {
			t.Fatalf("article %d differs between languages:\nen %s\nja %s", i, be[i], bj[i])
		}
	}
}

func TestSentencesInBothLanguages(t *testing.T) {
	store := shipped(t)
	all := store.Query(notes.State{})
	ranked := store.Query(notes.State{Query: "kubeadm"})
	// A number alone ranks its PR first; the change is shown once
	// however many releases carry it.
	one := store.Query(notes.State{Query: "122530"})
	en, ja := New(store), New(store)
	ja.Lang = i18n.JA
	for _, c := range []struct{ got, want string }{
		{en.NotesLabel(1), "1 note"},
		{en.NotesLabel(10092), "10,092 notes"},
		{ja.NotesLabel(10092), "10,092 件のノート"},
		{en.MoreLabel(200, 1234), "Show 200 more of 1,234"},
		{ja.MoreLabel(200, 1234), "さらに 200 件を表示 (残り 1,234 件)"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
	if s := en.Summary(all); !strings.HasSuffix(s, "releases, newest first") || !strings.Contains(s, ",") {
		t.Errorf("English summary of every note: %q", s)
	}
	if s := ja.Summary(all); !strings.Contains(s, "件のノート") || !strings.Contains(s, "新しい順") {
		t.Errorf("Japanese summary of every note: %q", s)
	}
	if s := en.Summary(ranked); !strings.HasSuffix(s, "notes, best match first") {
		t.Errorf("English summary of a search: %q", s)
	}
	if s := ja.Summary(ranked); !strings.HasSuffix(s, "一致度の高い順") {
		t.Errorf("Japanese summary of a search: %q", s)
	}
	if en.Summary(one) != "1 note, best match first" {
		t.Errorf("one match: %q", en.Summary(one))
	}
	if h := ja.EmptyHTML(); !strings.Contains(h, "一致するノートはありません") || !strings.Contains(h, `id="clear-all">フィルターをクリア</button>`) {
		t.Errorf("Japanese empty result: %s", h)
	}
}
