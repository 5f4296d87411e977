package notes_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestUnknownValuesSaidInAFewNotices: a link naming 64 areas no note has
// (browsertest's TestHostile10FragmentsNeverJamThePage sets 1 MB of them)
// gives a few notices naming the first and one counting the rest, not one
// notice per value; the known value among them is still applied.
func TestUnknownValuesSaidInAFewNotices(t *testing.T) {
	var frag strings.Builder
	frag.WriteString("version=v1.30.0&area=kubeadm")
	for i := range 63 {
		fmt.Fprintf(&frag, "&area=nope%d", i)
	}
	st, pn := notes.ParseFragment(frag.String())
	res := shipped(t).Query(st)
	if len(pn) != 0 {
		t.Fatalf("the fragment's own notices: %v", pn)
	}
	var says []string
	for _, n := range res.Notices {
		says = append(says, n.In(i18n.EN))
	}
	if len(says) != 4 || !strings.Contains(says[0], `"nope0"`) || !strings.Contains(says[2], `"nope2"`) || says[3] != "60 more area values were not known and were ignored." {
		t.Errorf("notices %q; want the first three unknown areas named and the other 60 counted", says)
	}
	if got := res.State.Filters["area"]; len(got) != 1 || got[0] != "kubeadm" {
		t.Errorf("areas applied %q, want kubeadm", got)
	}
}
