package notes_test

import (
	"fmt"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestGateListedUnderGraduationHeading: the v1.18.0 notes list graduated
// features under the headings "Features graduated to beta" and "Features
// graduated to GA", each item only the gate's name ("TaintBasedEvictions
// (#87487)", "BlockVolume and CSIBlockVolume (#88673)", "Windows
// RunAsUserName (#87790)", in words). The heading gives each item's gate
// its stage, as the documentation dates them (GA in 1.18; StartupProbe
// beta in 1.18). An item that is a sentence of its own says its own
// stage, if any.
func TestGateListedUnderGraduationHeading(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct {
		gate, stage string
		pr          int
	}{
		{"TaintBasedEvictions", notes.StageGA, 87487},
		{"BlockVolume", notes.StageGA, 88673},
		{"CSIBlockVolume", notes.StageGA, 88673},
		{"WindowsRunAsUserName", notes.StageGA, 87790},
		{"VolumePVCDataSource", notes.StageGA, 88686},
		{"StartupProbe", notes.StageBeta, 83437},
	} {
		g, ok := s.Gate(tc.gate)
		if !ok {
			t.Errorf("%s is not a gate", tc.gate)
			continue
		}
		if got, want := stageStep(g, tc.stage), fmt.Sprintf("v1.18.0 %s #%d", tc.stage, tc.pr); got != want {
			t.Errorf("%s: %s at %q, want %q", tc.gate, tc.stage, got, want)
		}
	}
	note := func(md string) parser.Note {
		return parser.Note{Version: "v1.18.0", Kind: parser.KindAPIChange, Section: "Features graduated to GA", Markdown: md, PRs: []int{1}}
	}
	for _, md := range []string{
		"Fixed a crash of the kubelet when the `FooBarGate` feature gate is enabled.",
	} {
		st := notes.NewStore([]parser.Release{{Version: "v1.18.0", Type: parser.TypeMinor, Notes: []parser.Note{note(md)}}})
		if g, ok := st.Gate("FooBarGate"); !ok || g.Stage == notes.StageGA {
			t.Errorf("%q: %v %v, want a gate not GA", md, ok, g)
		}
	}
}
