package main

import (
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
)

func keys(m map[string]json.RawMessage) []string {
	return slices.Sorted(maps.Keys(m))
}

// TestDiffJSONShape holds the contract other tools read: exactly these
// fields, lists empty rather than null, each note the parser's NOTE plus
// also_in.
func TestDiffJSONShape(t *testing.T) {
	out, _, err := command(t, "diff", "--from", "v1.30.0-beta.0", "--to", "1.30.0", "-o", "json")
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &top); err != nil {
		t.Fatal(err)
	}
	if got, want := keys(top), []string{"before_upgrade", "cve_notes", "dependencies", "from", "notes", "releases", "security", "to", "total"}; !slices.Equal(got, want) {
		t.Fatalf("top-level fields %v, want %v", got, want)
	}
	var d struct {
		From, To string
		Releases []string
		Total    int
		Security []map[string]json.RawMessage
		Notes    []map[string]json.RawMessage
		Deps     []map[string]json.RawMessage `json:"dependencies"`
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	if d.From != "v1.30.0-beta.0" || d.To != "v1.30.0" {
		t.Errorf("from %q to %q", d.From, d.To)
	}
	if want := []string{"v1.30.0-rc.0", "v1.30.0-rc.1", "v1.30.0-rc.2", "v1.30.0"}; !slices.Equal(d.Releases, want) {
		t.Errorf("releases %v, want %v", d.Releases, want)
	}
	if d.Total != len(d.Notes) || d.Total == 0 {
		t.Errorf("total %d, %d notes", d.Total, len(d.Notes))
	}
	noteFields := []string{"action_required", "also_in", "areas", "authors", "kind", "markdown", "prs", "sigs", "version"}
	alsoIn := 0
	for _, n := range d.Notes {
		got := slices.DeleteFunc(keys(n), func(k string) bool { return k == "section" }) // optional, as in NOTE
		if !slices.Equal(got, noteFields) {
			t.Fatalf("note fields %v, want %v", got, noteFields)
		}
		for _, k := range []string{"prs", "authors", "sigs", "areas", "also_in"} {
			if string(n[k]) == "null" {
				t.Errorf("note %s: %s is null, want []", n["prs"], k)
			}
		}
		var also []string
		if err := json.Unmarshal(n["also_in"], &also); err != nil {
			t.Fatal(err)
		}
		if slices.Equal(also, []string{"v1.30.0"}) {
			alsoIn++
		}
	}
	if alsoIn == 0 {
		t.Error("no rc note says it is also in v1.30.0")
	}
	for _, dep := range d.Deps {
		if got := keys(dep); !slices.Equal(got, []string{"from", "module", "to"}) {
			t.Fatalf("dependency fields %v", got)
		}
	}
	if string(top["security"]) != "[]" {
		t.Errorf("security %s, want []", top["security"])
	}

	// A = B: every list present and empty.
	out, _, err = command(t, "diff", "--from", "v1.30.2", "--to", "v1.30.2", "-o", "json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(out), &top); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"releases", "security", "notes", "dependencies"} {
		if string(top[k]) != "[]" {
			t.Errorf("A = B: %s is %s, want []", k, top[k])
		}
	}
	if string(top["total"]) != "0" {
		t.Errorf("A = B: total %s", top["total"])
	}
}

func TestDiffFiltersAndFormats(t *testing.T) {
	out, _, err := command(t, "diff", "--from", "1.23.0", "--to", "1.24.0", "--sig", "node", "-o", "json")
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		Total int
		Notes []struct {
			Version string
			Kind    string
			SIGs    []string
		}
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	if d.Total < 20 {
		t.Errorf("v1.23.0 → v1.24.0 sig/node: %d notes", d.Total)
	}
	for i, n := range d.Notes {
		if n.Version != "v1.24.0" || !slices.Contains(n.SIGs, "node") {
			t.Errorf("note %d: %s %v", i, n.Version, n.SIGs)
		}
	}
	if d.Notes[0].Kind != "Urgent Upgrade Notes" {
		t.Errorf("first note is %s; urgent upgrade notes come first", d.Notes[0].Kind)
	}

	md, _, err := command(t, "diff", "--from", "v1.30.0", "--to", "v1.30.3", "-o", "markdown")
	if err != nil {
		t.Fatal(err)
	}
	sec := strings.Index(md, "\n## Security fixes\n\n- CVE-2024-5321: Incorrect permissions on Windows containers logs — fixed in v1.30.3\n")
	urgent := strings.Index(md, "\n## Urgent Upgrade Notes\n")
	deps := strings.Index(md, "\n## Dependencies\n")
	if !strings.HasPrefix(md, "# Kubernetes v1.30.0 → v1.30.3\n") || sec < 0 || urgent < sec || deps < urgent {
		t.Errorf("markdown layout: title, security fixes, notes, dependencies expected; got\n%.600s", md)
	}
	if !strings.HasSuffix(md, "## Dependencies\n\nNo Go module changed version.\n") {
		t.Errorf("v1.30.0 → v1.30.3 moved no module; the markdown ends %q", md[max(0, len(md)-80):])
	}

	md, _, err = command(t, "diff", "--from", "v1.29.0", "--to", "v1.30.0", "-o", "markdown")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"\n- github.com/fxamacker/cbor/v2: added at v2.6.0\n",
		"\n- github.com/Azure/go-autorest: removed (was v14.2.0+incompatible)\n",
		"\n- github.com/google/cadvisor: v0.48.1 → v0.49.0\n",
	} {
		if !strings.Contains(md[strings.Index(md, "\n## Dependencies\n"):], line) {
			t.Errorf("dependencies lack %q", strings.TrimSpace(line))
		}
	}

	text, _, err := command(t, "diff", "--from", "v1.30.0-beta.0", "--to", "v1.30.0", "--kind", "bug")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text, "Kubernetes v1.30.0-beta.0 → v1.30.0: Bug or Regression — ") ||
		!strings.Contains(text, "(also in v1.30.0)") || !strings.Contains(text, "\n== Dependencies\n") {
		t.Errorf("text output:\n%s", text)
	}
}

// TestDiffBadRangeExitsTwo: a bad range is a one-line usage error, which
// main turns into exit status 2, and nothing is printed on stdout.
func TestDiffBadRangeExitsTwo(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--from", "v1.30.2", "--to", "v1.27.0"}, "from v1.30.2 is newer than to v1.27.0; swap them"},
		{[]string{"--from", "v1.27.99", "--to", "v1.30.2"}, "there is no release v1.27.99 (nearest: v1.27.0, v1.28.0, v1.26.0)"},
		{[]string{"--from", "v1.27.0", "--to", "banana"}, "there is no release vbanana (nearest: "},
		{[]string{"--from", "v1.27.0"}, "diff: both --from and --to are required"},
		{[]string{"--from", "v1.27.0", "--to", "v1.30.2", "-o", "yaml"}, `diff: unknown output format "yaml"`},
	} {
		out, _, err := command(t, "diff", c.args...)
		var ue usageError
		if !errors.As(err, &ue) {
			t.Errorf("%v: error %v is not a usage error (exit status 2)", c.args, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: %q, want one line starting %q", c.args, err, c.want)
		}
		if out != "" {
			t.Errorf("%v: printed %q on stdout", c.args, out)
		}
	}
}

// TestDiffSIGKeepsAChangeLabelledInOneCopy: v1.13.0 lists "CoreDNS is now
// version 1.2.6" (#70799) under SIG Network and again, unlabelled, under
// External Dependencies; the comparison shows the change once, and
// --sig network must keep it in every format, as `query --version v1.13.0
// --sig network` does. The dependency section says where v1.13.0's
// dependency changes are rather than "Nothing has changed".
func TestDiffSIGKeepsAChangeLabelledInOneCopy(t *testing.T) {
	view, _, err := command(t, "query", "--version", "v1.13.0", "--sig", "network", "-o", "markdown")
	if err != nil || !strings.Contains(view, "(#70799") {
		t.Fatalf("query v1.13.0 --sig network lacks #70799 (%v); the example no longer holds", err)
	}
	for _, format := range []string{"markdown", "text", "json", "writeup"} {
		out, _, err := command(t, "diff", "--from", "v1.12.0", "--to", "v1.13.0", "--sig", "network", "-o", format)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, "70799") || !strings.Contains(out, "CoreDNS has been updated to v1.2.6") {
			t.Errorf("-o %s: diff v1.12.0 → v1.13.0 --sig network lacks #70799", format)
		}
	}
	for _, format := range []string{"markdown", "text"} {
		out, _, _ := command(t, "diff", "--from", "v1.12.0", "--to", "v1.13.0", "-o", format)
		want := "The notes of v1.13.0 list no Go module changes; their dependency changes are the notes of the kind Dependency.\n"
		if !strings.HasSuffix(out, want) || strings.Contains(out, "Nothing has changed") || strings.Contains(out, "No Go module changed") {
			t.Errorf("-o %s: diff v1.12.0 → v1.13.0 ends %q; want %q alone", format, out[max(0, len(out)-200):], want)
		}
	}
}
