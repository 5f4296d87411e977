package view

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestBoundedListsSelectedThenMostNotes: a group of many values lists its
// selected values whatever the box holds, then the values with notes most
// first, in the panel's order, and counts the rest; the box narrows by
// label or value, any case.
func TestBoundedListsSelectedThenMostNotes(t *testing.T) {
	var opts []Option
	counts := map[string]notes.Count{}
	for i := range 1000 {
		v := "hostile" + strconv.Itoa(i)
		opts = append(opts, Option{"sig", v, notes.SIGTitle(v)})
		if i%2 == 0 { // the odd ones have no notes in the view
			counts[v] = notes.Count{Value: v, N: 1 + i%7}
		}
	}
	counts["hostile1"] = notes.Count{Value: "hostile1", Selected: true} // selected, no notes left
	shown, more := Bounded(opts, counts, "", 10)
	if len(shown) != 10 || more != 500-9 {
		t.Fatalf("lists %d and says %d more, want 10 and %d", len(shown), more, 500-9)
	}
	if shown[0].Value != "hostile1" {
		t.Errorf("the selected value is not listed in its place: %v", shown)
	}
	for i, o := range shown {
		if i > 0 && slices.Index(opts, shown[i-1]) > slices.Index(opts, o) {
			t.Errorf("%s is listed before %s, against the panel's order", shown[i-1].Value, o.Value)
		}
		if o.Value != "hostile1" && counts[o.Value].N != 7 {
			t.Errorf("%s (%d notes) is listed before values of 7 notes", o.Value, counts[o.Value].N)
		}
	}
	// Narrowed: the label's spelling, any case; the selected value stays.
	shown, more = Bounded(opts, counts, "  Hostile99 ", 10)
	var got []string
	for _, o := range shown {
		got = append(got, o.Value)
	}
	if strings.Join(got, " ") != "hostile1 hostile990 hostile992 hostile994 hostile996 hostile998" || more != 0 {
		t.Errorf("narrowed to Hostile99: %v and %d more", got, more)
	}
	if shown, more := Bounded(opts, counts, "nothing", 10); len(shown) != 1 || more != 0 {
		t.Errorf("narrowed to nothing: %v and %d more, want the selected value alone", shown, more)
	}
}

// TestPanelOfManyValuesListsAFew: the panel of a store of 1,000 SIGs
// writes a box to narrow them and at most ShownCap options, the
// shipped-sized groups every option.
func TestPanelOfManyValuesListsAFew(t *testing.T) {
	var list []parser.Note
	for i := range 1000 {
		list = append(list, parser.Note{Version: "v1.99.0", Kind: parser.KindFeature, Markdown: "x", PRs: []int{900000 + i}, SIGs: []string{"hostile" + strconv.Itoa(i)}})
	}
	s := notes.NewStore([]parser.Release{{Version: "v1.99.0", Notes: list}})
	res := s.Query(notes.State{})
	html := SettledPanelHTML(s, res.Facets)
	if n := strings.Count(html, `data-group="sig"`); n != ShownCap {
		t.Errorf("the panel lists %d SIG options, want %d", n, ShownCap)
	}
	if !strings.Contains(html, `id="facet-sig-narrow"`) {
		t.Error("the SIG group has no box to narrow it")
	}
	if strings.Contains(html, `id="facet-kind-narrow"`) {
		t.Error("the kind group of a few values has a box to narrow it")
	}
}
