package notes_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestBeforeUpgrade124 is the example: upgrading v1.23.0 → v1.24.0
// removes DynamicKubeletConfig, ImmutableEphemeralVolumes and
// SetHostnameAsFQDN (a kubelet or API server given them refuses to start)
// and the dockershim flags, each with the note that says so.
func TestBeforeUpgrade124(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.23.0", "v1.24.0")
	if err != nil {
		t.Fatal(err)
	}
	removed := map[string]notes.GateChange{}
	for _, g := range c.Before().RemovedGates {
		removed[g.Gate] = g
	}
	for gate, pr := range map[string]int{"DynamicKubeletConfig": 106932, "ImmutableEphemeralVolumes": 107152, "SetHostnameAsFQDN": 108038} {
		g, ok := removed[gate]
		if !ok {
			t.Errorf("%s is not listed as removed", gate)
			continue
		}
		if g.Version != "v1.24.0" || g.PR != pr || !slices.Contains(s.Note(g.Note).PRs, pr) || !slices.Contains(c.IDs, g.Note) {
			t.Errorf("%s: removed in %s by #%d (note %d), want v1.24.0 by #%d, a note of the comparison", gate, g.Version, g.PR, g.Note, pr)
		}
	}
	// #104837 "Fixed regression in CPUManager … when the init containers
	// were removed" is a fix, not the gate's removal (that came in v1.33).
	if g, ok := removed["CPUManager"]; ok {
		t.Errorf("CPUManager listed as removed in %s by #%d", g.Version, g.PR)
	}
	flags := false
	for _, r := range c.Before().Removed {
		if slices.Contains(r.Names, "--network-plugin") && r.PR == 106907 {
			flags = true
		}
	}
	if !flags {
		t.Errorf("--network-plugin (#106907) is not among the flags removed: %+v", c.Before().Removed)
	}
	var md strings.Builder
	if err := notes.WriteBeforeUpgrade(&md, c.Before()); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Before you upgrade\n", "- `SetHostnameAsFQDN`: removed in v1.24.0 (#108038)\n", "`--network-plugin`"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("the section lacks %q:\n%s", want, md.String())
		}
	}
	// The comparison's export carries the section first.
	res := s.Query(notes.State{From: "v1.23.0", To: "v1.24.0"})
	exp := s.DiffMarkdown(res, res.Comparison)
	if b, u := strings.Index(exp, "## Before you upgrade"), strings.Index(exp, "## Urgent Upgrade Notes"); b < 0 || b > u {
		t.Errorf("the Markdown export does not open with Before you upgrade (at %d, urgent notes at %d)", b, u)
	}
}

// TestBeforeUpgradeEmpty: a range of fixes only says there is nothing to do.
func TestBeforeUpgradeEmpty(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.24.14", "v1.24.15")
	if err != nil {
		t.Fatal(err)
	}
	if !c.Before().Empty() {
		t.Errorf("v1.24.14 → v1.24.15: %+v, want nothing", c.Before())
	}
}

// TestCVENotes: the security list also holds notes naming a CVE outside
// the advisory sections, such as #123758 (CVE-2024-24786) in v1.30.0.
func TestCVENotes(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.29.0", "v1.30.0")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range c.CVENotes {
		if n.CVE == "CVE-2024-24786" && n.PR == 123758 && strings.Contains(s.Note(n.Note).Markdown, "CVE-2024-24786") {
			found = true
		}
	}
	if !found {
		t.Errorf("CVE-2024-24786 (#123758) is not among the CVE notes: %+v", c.CVENotes)
	}
}

// TestPartialLines: the shipped data has no patch releases of 1.25–1.29,
// so a comparison across them says so; 1.24's patches are there.
func TestPartialLines(t *testing.T) {
	s := shipped(t)
	got := s.PartialLines("v1.23.0", "v1.30.2")
	// 1.24's and 1.30's patch releases are in the data.
	if want := []string{"1.25", "1.26", "1.27", "1.28", "1.29"}; !slices.Equal(got, want) {
		t.Errorf("PartialLines(v1.23.0, v1.30.2) = %v, want %v", got, want)
	}
	if got := s.PartialLines("v1.30.0", "v1.30.2"); len(got) != 0 {
		t.Errorf("PartialLines within 1.30 = %v, want none", got)
	}
	if got := notes.LineSpans([]string{"1.25", "1.26", "1.27", "1.28", "1.29", "1.31"}); got != "1.25–1.29, 1.31" {
		t.Errorf("LineSpans = %q", got)
	}
}

// TestDiffLeavesGatesForLater: a comparison's first screen does not pay
// for the gates; its "Before you upgrade" section builds them when read.
func TestDiffLeavesGatesForLater(t *testing.T) {
	s := shippednotes.Store(t) // not shipped(t): other tests built its gates
	c, err := s.Diff("v1.23.0", "v1.24.0")
	if err != nil {
		t.Fatal(err)
	}
	if s.GatesBuilt() {
		t.Fatal("Diff built the gates; the compare view's first screen would wait for them")
	}
	if len(c.Before().RemovedGates) == 0 {
		t.Fatal("v1.23.0 → v1.24.0 removes gates, but Before lists none")
	}
	if !s.GatesBuilt() {
		t.Error("Before did not build the gates")
	}
}
