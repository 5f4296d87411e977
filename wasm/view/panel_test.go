package view

import (
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestSettledPanelShowsCounts: the panel written for a counted view (the
// prerendered first screen) shows each option with notes left and its
// count, the toggle's count and the at-most labels, as the page's update
// would write them; with no facets it is the empty panel the page fills.
func TestSettledPanelShowsCounts(t *testing.T) {
	s := testStore()
	res := s.Query(notes.State{})
	html := SettledPanelHTML(s, res.Facets)
	node := res.Facets.N("sig", "node")
	if node == 0 {
		t.Fatal("the test store has no SIG node notes")
	}
	want := `<li class="option"><label><input type="checkbox" data-group="sig" value="node"> <span class="label">Node</span> <span class="count">` + strconv.Itoa(node) + `</span></label></li>`
	if !strings.Contains(html, want) {
		t.Errorf("SIG node is hidden or miscounted, want %s in\n%s", want, html)
	}
	if !strings.Contains(html, `<span class="count" id="action-count">`+strconv.Itoa(res.Facets.N("action", "1"))+`</span>`) {
		t.Errorf("the action toggle has no count:\n%s", html)
	}
	if len(res.Facets["maxsigs"]) == 0 {
		t.Fatal("no at-most counts to show")
	}
	for _, c := range res.Facets["maxsigs"] {
		if !strings.Contains(html, `>`+AtMostLabel(c)+`</option>`) {
			t.Errorf("the at-most option %s is not labelled %q:\n%s", c.Value, AtMostLabel(c), html)
		}
	}
	if strings.Count(html, `<li class="option" hidden>`) == strings.Count(html, `<li class="option"`) {
		t.Error("every option is hidden")
	}
	if got := SettledPanelHTML(s, nil); got != PanelHTML(s) || strings.Contains(got, `<li class="option">`) {
		t.Error("with no facets, the panel is not the empty one the page fills")
	}
}
