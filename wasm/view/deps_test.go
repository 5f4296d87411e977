package view

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
)

// TestDepsHTMLShippedRangesWhole: upstream's widest comparison lists its
// modules whole, with no button.
func TestDepsHTMLShippedRangesWhole(t *testing.T) {
	s := shippednotes.Store(t)
	rs := s.Releases() // newest first
	c, err := s.Diff(rs[len(rs)-1].Version, rs[0].Version)
	if err != nil {
		t.Fatal(err)
	}
	html := New(s).DepsHTML(c)
	deps, _ := c.Deps()
	if got := strings.Count(html, "<li "); got != len(deps) || got < 100 {
		t.Errorf("%s → %s lists %d modules of %d", c.From, c.To, got, len(deps))
	}
	if strings.Contains(html, "list-more") {
		t.Errorf("%s → %s has a button for more modules", c.From, c.To)
	}
}
