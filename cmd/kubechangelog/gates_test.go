package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

type gatesJSON struct {
	Gates []struct {
		Name, Stage string
		Events      []struct {
			Version, Stage, Kind, Markdown string
			PR                             int
		}
	}
}

// TestGatesOneGateJSON: --gate prints the example timeline, each
// event with its note, in the JSON shape the issue gives.
func TestGatesOneGateJSON(t *testing.T) {
	out, _, err := command(t, "gates", "--gate", "WaitForAllControlPlaneComponents", "-o", "json")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string][]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	if len(raw["gates"]) != 1 || !slices.Equal(keys(raw["gates"][0]), []string{"events", "name", "stage"}) {
		t.Fatalf("want one gate with name, stage and events: %.300s", out)
	}
	var d gatesJSON
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	g := d.Gates[0]
	if g.Name != "WaitForAllControlPlaneComponents" || g.Stage != "removed" {
		t.Errorf("gate %s at %s", g.Name, g.Stage)
	}
	want := map[string]string{"added": "v1.30.0", "beta": "v1.33.0", "ga": "v1.34.0", "removed": "v1.35.0"}
	for _, e := range g.Events {
		if v, ok := want[e.Kind]; ok {
			if e.Version != v || !strings.Contains(e.Markdown, "WaitForAllControlPlaneComponents") || !strings.Contains(e.Markdown, "/pull/") {
				t.Errorf("%s event at %s, note %.80q", e.Kind, e.Version, e.Markdown)
			}
			delete(want, e.Kind)
		}
	}
	if len(want) > 0 {
		t.Errorf("events missing: %v", want)
	}
}

// TestGatesRange: v1.23.0 → v1.24.0 lists the gates removed in v1.24.0
// with only the events of the range.
func TestGatesRange(t *testing.T) {
	out, _, err := command(t, "gates", "--from", "v1.23.0", "--to", "v1.24.0", "-o", "json")
	if err != nil {
		t.Fatal(err)
	}
	var d gatesJSON
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	removed := map[string]bool{}
	for _, g := range d.Gates {
		for _, e := range g.Events {
			if e.Version != "v1.24.0" {
				t.Errorf("%s: event of %s outside the range", g.Name, e.Version)
			}
			if e.Kind == "removed" {
				removed[g.Name] = true
			}
		}
	}
	for _, name := range []string{"DynamicKubeletConfig", "ImmutableEphemeralVolumes", "SetHostnameAsFQDN"} {
		if !removed[name] {
			t.Errorf("%s is not listed as removed", name)
		}
	}
}

// TestGatesFilters: --stage and -q narrow the list, text output names the
// timeline.
func TestGatesFilters(t *testing.T) {
	out, _, err := command(t, "gates", "--stage", "removed", "-q", "immutableephemeral")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "1 feature gate\n") || !strings.Contains(out, "ImmutableEphemeralVolumes (removed): alpha v1.18.0 → removed v1.24.0") {
		t.Errorf("got\n%s", out)
	}
	md, _, err := command(t, "gates", "--gate", "SetHostnameAsFQDN", "-o", "markdown")
	if err != nil || !strings.Contains(md, "## `SetHostnameAsFQDN` (removed)") || !strings.Contains(md, "- v1.24.0, removed: Removed feature gate `SetHostnameAsFQDN`. (#108038)") {
		t.Errorf("markdown (%v):\n%s", err, md)
	}
}

// TestGatesBadInput: one sentence, exit status 2.
func TestGatesBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--gate", "WaitForAllControlPlane"}, "did you mean WaitForAllControlPlaneComponents"},
		{[]string{"--stage", "gamma"}, "unknown stage"},
		{[]string{"--from", "v1.23.0"}, "--from and --to go together"},
		{[]string{"--from", "v1.24.0", "--to", "v1.23.0"}, "swap them"},
		{[]string{"--sig", "nodes"}, "unknown SIG"},
		{[]string{"-o", "yaml"}, "unknown output format"},
	} {
		_, _, err := command(t, "gates", tc.args...)
		var ue usageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.want) || strings.Count(strings.TrimSpace(err.Error()), "\n") > 0 {
			t.Errorf("gates %v: %v, want a one-line usage error with %q", tc.args, err, tc.want)
		}
	}
}

// TestGatesRevertShown: "Moved `ConsistentListFromCache` feature flag to
// beta" (#123513) and "Reverted a [change](…/pull/123513) where
// `ConsistentListFromCache` was moved to beta" (#126139), both v1.31.0:
// the timeline skips the beta, and the listing says why, in text and
// JSON; an upgrade across both is no change of the gate's, one across the
// revert alone ("Reverted the `EventedPLEG` feature … back to alpha",
// #122697, v1.30.0, of a v1.27.0 beta) is.
func TestGatesRevertShown(t *testing.T) {
	out, _, err := command(t, "gates", "--gate", "ConsistentListFromCache")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"alpha v1.28.0 → ga v1.34.0 → removed v1.37.0",
		"- v1.31.0 · beta (reverted by #126139) · #123513\n  Moved `ConsistentListFromCache` feature flag to beta",
		"- v1.31.0 · reverted · #126139\n  Reverted a [change]",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("gates --gate ConsistentListFromCache lacks %q:\n%s", want, out)
		}
	}
	out, _, err = command(t, "gates", "--gate", "ConsistentListFromCache", "-o", "markdown")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "- v1.31.0, beta (reverted by #126139): Moved") {
		t.Errorf("the Markdown does not say the beta was reverted:\n%s", out)
	}
	out, _, err = command(t, "gates", "--gate", "ConsistentListFromCache", "-o", "json")
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		Gates []struct {
			Events []struct {
				Kind       string
				PR         int
				RevertedBy int `json:"revertedBy"`
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range d.Gates[0].Events {
		if e.RevertedBy != 0 || e.Kind == "reverted" {
			got = append(got, fmt.Sprintf("%s #%d by #%d", e.Kind, e.PR, e.RevertedBy))
		}
	}
	if want := "beta #123513 by #126139, reverted #126139 by #0"; strings.Join(got, ", ") != want {
		t.Errorf("JSON reverts: %q, want %q", strings.Join(got, ", "), want)
	}
	for _, tc := range []struct {
		from, to, gate string
		listed         bool
	}{
		{"v1.30.0", "v1.31.0", "ConsistentListFromCache", false},
		{"v1.30.0", "v1.31.0", "WatchListClient", false},
		{"v1.29.0", "v1.30.0", "EventedPLEG", true},
	} {
		out, _, err := command(t, "gates", "--from", tc.from, "--to", tc.to)
		if err != nil {
			t.Fatal(err)
		}
		if listed := strings.Contains(out, "\n"+tc.gate+" ("); listed != tc.listed {
			t.Errorf("%s → %s lists %s: %v, want %v", tc.from, tc.to, tc.gate, listed, tc.listed)
		}
	}
}
