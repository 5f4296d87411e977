package changelog_test

import (
	"errors"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestRefusalCrossesModules checks that a file the parse module refuses is
// said in the main module in the same sentence as the parser's own error:
// every reason, taken apart by Refused and rebuilt by Refusal.
func TestRefusalCrossesModules(t *testing.T) {
	seen := map[error]bool{}
	for name, src := range changelog.BadInputs {
		_, err := changelog.Parse(src, name)
		if err == nil {
			t.Fatalf("%s parsed; want it refused", name)
		}
		got := parser.Refusal(parser.Refused(err))
		if g, w := notes.ErrorMsg(got).String(), notes.ErrorMsg(err).String(); g != w {
			t.Errorf("%s: after crossing: %q, want %q", name, g, w)
		}
		for _, r := range parser.Reasons {
			if errors.Is(err, r) {
				seen[r] = true
			}
		}
	}
	big := parser.CheckSize("disk.img", parser.MaxFileSize+1)
	if g, w := notes.ErrorMsg(parser.Refusal(parser.Refused(big))).String(), notes.ErrorMsg(big).String(); g != w {
		t.Errorf("too large: after crossing: %q, want %q", g, w)
	}
	if len(seen) < 5 {
		t.Errorf("the inputs gave %d of the reasons; want empty, binary, not UTF-8, no notes and no version", len(seen))
	}
}
