//go:build !js

package browsertest

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestOpenReleaseNotesJSON: upstream's release-notes-1.30.json, as a
// browser saves a second download of it ("release-notes-1.30 (1).json"),
// opened through the file input after CHANGELOG-1.37.md, is v1.30.0's notes:
// the "Loaded" notice, each note under its kind heading with its SIG chips,
// the SIG filters counting them, and nothing opened before lost. Before, it
// was refused as "no release notes found", and the file dialog offered no
// .json file.
func TestOpenReleaseNotesJSON(t *testing.T) {
	data, err := os.ReadFile("../embed/data/release-notes/release-notes-1.30.json")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "release-notes-1.30 (1).json")
	ctx, w := withAFileOpen(t)
	if acc := eval[string](t, ctx, `document.getElementById('file').accept`); !strings.Contains(acc, ".json") {
		t.Errorf("the file dialog accepts %q: no .json file can be picked", acc)
	}
	optsBefore := releaseOptions(t, ctx)
	openHostileLeftWhole(t, ctx, path, data, "Loaded release-notes-1.30 (1).json: 1 release (v1.30.0), replacing the shipped copy of v1.30.0.")
	if opts := releaseOptions(t, ctx); !slices.Equal(opts, optsBefore) {
		t.Errorf("release picker after opening = %q, before %q", opts, optsBefore)
	}

	// What the page must show: the engine's store with the file, and the
	// file's notes as the parser reads them.
	want, _ := withFile(t, path)
	rels, err := changelog.Parse(data, filepath.Base(path))
	if err != nil {
		t.Fatal(err)
	}
	read := map[string]string{} // PRs → kind, SIGs
	for _, n := range rels[0].Notes {
		read[prList(n.PRs)] = string(n.Kind) + " " + strings.Join(n.SIGs, ",")
	}
	chooseRelease(t, ctx, "v1.30.0")
	res := want.Query(notes.State{Version: "v1.30.0"})
	shown := allNotes(t, ctx)
	if len(shown) != res.Total() || len(shown) != len(rels[0].Notes) {
		t.Fatalf("v1.30.0 shows %d notes; the engine has %d, the file %d", len(shown), res.Total(), len(rels[0].Notes))
	}
	kinds := map[string]bool{}
	for i, n := range shown {
		if n.PRs != prsOf(res, res.IDs[i]) {
			t.Fatalf("note %d cites %q, want %q", i, n.PRs, prsOf(res, res.IDs[i]))
		}
		got := n.Section + " " + strings.Join(n.SIGs, ",")
		if w := read[n.PRs]; n.Kind != n.Section || !strings.HasPrefix(n.Heading, n.Section) || got != w {
			t.Errorf("note %q sits under %q (heading %q) with SIGs %q; the file reads %q", n.PRs, n.Section, n.Heading, n.SIGs, w)
		}
		kinds[n.Section] = true
	}
	for _, k := range []string{"Deprecation", "API Change", "Feature", "Bug or Regression", "Other (Cleanup or Flake)"} {
		if !kinds[k] {
			t.Errorf("no note under %s (kinds shown: %v)", k, kinds)
		}
	}
	wantSIGs := wantCounts(res, "sig")
	gotSIGs := map[string]string{}
	for k, v := range facetCounts(t, ctx) {
		if strings.HasPrefix(k, "sig=") {
			gotSIGs[k] = v
		}
	}
	if len(wantSIGs) < 10 || !maps.Equal(gotSIGs, wantSIGs) {
		t.Errorf("SIG filters %v, want %v", gotSIGs, wantSIGs)
	}
	noErrors(t, w)
}

// TestOpenJSONWithoutMinorIsRefused: a release-notes JSON file whose name
// gives no release ("notes.json") is refused in one sentence that says how
// to name it, and what was shown stays.
func TestOpenJSONWithoutMinorIsRefused(t *testing.T) {
	data, err := os.ReadFile("../embed/data/release-notes/release-notes-1.30.json")
	if err != nil {
		t.Fatal(err)
	}
	ctx, w := withAFileOpen(t)
	// A view of its own, so the notices are the refusal's alone: a
	// refusal adds to the notices the last view showed.
	chooseRelease(t, ctx, "v1.30.0")
	before, optsBefore := total(t, ctx), releaseOptions(t, ctx)
	openHostileLeftWhole(t, ctx, filepath.Join(t.TempDir(), "notes.json"), data,
		"notes.json: cannot tell which release these notes are for (name the file release-notes-1.NN.json, 1.NN being its release); the notes shown are unchanged.")
	if after, opts := total(t, ctx), releaseOptions(t, ctx); after != before || !slices.Equal(opts, optsBefore) {
		t.Errorf("after the refusal: %d notes and releases %q; before %d and %q", after, opts, before, optsBefore)
	}
	noErrors(t, w)
}
