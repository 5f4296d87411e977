package view

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// renderAll renders every note of the page the way the page assembles
// chunks.
func renderAll(v *View, p *Page) string {
	var doc string
	for from := 0; from < p.Len(); from += 7 {
		doc = assemble(doc, v.Chunk(p, from, from+7))
	}
	return doc
}

// TestPickedNotes: on the shipped v1.30.0 × SIG Cluster Lifecycle, two
// notes left out leave the cards and the summary says "25 of 27 notes";
// with left=1 they come back greyed with a "Keep" button, in their places,
// and every other card has a "Leave out" button naming its first PR.
func TestPickedNotes(t *testing.T) {
	s := shipped(t)
	v := New(s)
	st, _ := notes.ParseFragment("version=v1.30.0&sig=cluster-lifecycle&drop=123516,114672")
	res := s.Query(st)
	if got := v.Summary(res); got != "25 of 27 notes" {
		t.Errorf("summary %q, want 25 of 27 notes", got)
	}
	doc := renderAll(v, v.Page(res))
	articles := regexp.MustCompile(`<article class="note[^"]*"`).FindAllString(doc, -1)
	if len(articles) != 25 || strings.Contains(doc, `data-prs="123516"`) {
		t.Errorf("%d cards (want 25), or a dropped one is shown", len(articles))
	}
	if n := strings.Count(doc, `class="chip pick" data-group="drop"`); n != 25 || !strings.Contains(doc, `data-value="122530" title="Leave #122530 out of the write-up and exports">Leave out</button>`) {
		t.Errorf("%d Leave out buttons, want 25, one for #122530", n)
	}
	if got := v.LeftToggleHTML(res); !strings.Contains(got, `href="#version=v1.30.0&amp;sig=cluster-lifecycle&amp;drop=123516&amp;drop=114672&amp;left=1">Show 2 notes left out</a>`) {
		t.Errorf("left toggle %q", got)
	}

	shown, _ := notes.ParseFragment(st.Fragment() + "&left=1")
	res = s.Query(shown)
	doc = renderAll(v, v.Page(res))
	if got := v.Summary(res); got != "25 of 27 notes" {
		t.Errorf("with left=1 the summary is %q", got)
	}
	greyed := regexp.MustCompile(`<article class="note left" data-id="\d+" data-version="v1.30.0" data-kind="[^"]+" data-prs="(\d+)"`).FindAllStringSubmatch(doc, -1)
	if len(greyed) != 2 || greyed[0][1] != "123516" || greyed[1][1] != "114672" {
		t.Errorf("greyed cards %v, want #123516 then #114672", greyed)
	}
	if !strings.Contains(doc, `data-value="123516" title="Keep #123516 in the write-up and exports">Keep</button>`) {
		t.Error("no Keep button on the greyed #123516")
	}
	if n := strings.Count(doc, `<article class="note`); n != 27 {
		t.Errorf("%d cards with left=1, want 27", n)
	}
	if got := v.LeftToggleHTML(res); !strings.Contains(got, `>Hide the notes left out</a>`) || strings.Contains(got, "left=1") {
		t.Errorf("left toggle with left=1: %q", got)
	}
	if got := v.LeftToggleHTML(s.Query(notes.State{Version: "v1.30.0"})); got != "" {
		t.Errorf("nothing left out, yet a toggle %q", got)
	}

	v.Lang = i18n.JA
	if got := v.Summary(res); got != "27 件のノート中 25 件" {
		t.Errorf("Japanese summary %q", got)
	}
	if doc := renderAll(v, v.Page(res)); !strings.Contains(doc, `>戻す</button>`) || !strings.Contains(doc, `>外す</button>`) {
		t.Error("the pick buttons are not in Japanese")
	}
}

// TestSIGChipsCollapse: #123529 ("The kubernetes repo now uses Go
// workspaces") is labelled with 13 SIGs. Viewed under SIG Cluster
// Lifecycle its card shows that SIG's chip and "+12 SIGs" holding the
// other twelve; with no SIG viewed, the first three and "+10 SIGs".
func TestSIGChipsCollapse(t *testing.T) {
	s := shipped(t)
	v := New(s)
	card := func(frag string) string {
		st, _ := notes.ParseFragment(frag)
		doc := renderAll(v, v.Page(s.Query(st)))
		i := strings.Index(doc, `data-prs="123529"`)
		if i < 0 {
			t.Fatalf("%s: no card for #123529", frag)
		}
		return doc[i : i+strings.Index(doc[i:], "</article>")]
	}
	c := card("version=v1.30.0&sig=cluster-lifecycle")
	outside, inside, ok := strings.Cut(c, `<details class="more-sigs"><summary>+12 SIGs</summary>`)
	if !ok {
		t.Fatalf("no +12 SIGs disclosure in\n%s", c)
	}
	if n := strings.Count(outside, `data-group="sig"`); n != 1 || !strings.Contains(outside, `data-value="cluster-lifecycle" aria-pressed="true">SIG Cluster Lifecycle</button>`) {
		t.Errorf("%d SIG chips outside the disclosure, want SIG Cluster Lifecycle alone", n)
	}
	if n := strings.Count(inside, `data-group="sig"`); n != 12 || strings.Contains(inside, `cluster-lifecycle`) {
		t.Errorf("%d SIG chips inside the disclosure, want the 12 others", n)
	}
	c = card("version=v1.30.0&q=pr:123529")
	if outside, _, _ := strings.Cut(c, "<details"); strings.Count(outside, `data-group="sig"`) != 3 || !strings.Contains(c, `<summary>+10 SIGs</summary>`) {
		t.Errorf("no SIG viewed: want 3 chips and +10 SIGs in\n%s", c)
	}
	v.Lang = i18n.JA
	if c = card("version=v1.30.0&sig=cluster-lifecycle"); !strings.Contains(c, `<summary>ほか 12 SIG</summary>`) {
		t.Error("the disclosure is not in Japanese")
	}
}

// TestAtMostChipSpeaksTheLanguage: the active-filter chip of maxsigs=5
// reads "at most 5 SIGs", in Japanese "SIG 5 個以下" (the export title's
// English words were shown in both).
func TestAtMostChipSpeaksTheLanguage(t *testing.T) {
	v := New(compareStore())
	st, _ := notes.ParseFragment("version=v1.24.0&sig=node&maxsigs=5")
	if got := v.ActiveFiltersHTML(st); !strings.Contains(got, `aria-label="Remove at most 5 SIGs">at most 5 SIGs <span`) {
		t.Errorf("no at most 5 SIGs chip in\n%s", got)
	}
	v.Lang = i18n.JA
	if got := v.ActiveFiltersHTML(st); !strings.Contains(got, `>SIG 5 個以下 <span`) {
		t.Errorf("no Japanese maxsigs chip in\n%s", got)
	}
}

// TestKeepUndoesTheLinksPR: a note of two PRs left out by its second
// (a shared link may name either) gets a Keep button for that PR, so the
// click removes it from drop= instead of adding the first.
func TestKeepUndoesTheLinksPR(t *testing.T) {
	s := notes.NewStore([]parser.Release{{Version: "v1.30.0", Type: parser.TypeMinor, Notes: []parser.Note{
		{Version: "v1.30.0", Kind: parser.KindFeature, PRs: []int{201, 202}, SIGs: []string{"node"}, Markdown: "Two PRs."},
		{Version: "v1.30.0", Kind: parser.KindFeature, PRs: []int{203}, SIGs: []string{"node"}, Markdown: "One PR."},
	}}})
	v := New(s)
	st, _ := notes.ParseFragment("version=v1.30.0&drop=202&left=1")
	doc := renderAll(v, v.Page(s.Query(st)))
	if !strings.Contains(doc, `data-value="202" title="Keep #202 in the write-up and exports">Keep</button>`) {
		t.Errorf("no Keep for #202 in\n%s", doc)
	}
	if !strings.Contains(doc, `data-value="203" title="Leave #203 out`) {
		t.Errorf("no Leave out for #203 in\n%s", doc)
	}
}
