package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// copyAs writes embed/data's release-notes-1.30.json (or body, when not
// empty) to a temporary folder under name, and returns its path.
func copyAs(t *testing.T, name, body string) string {
	t.Helper()
	b := []byte(body)
	if body == "" {
		var err error
		if b, err = os.ReadFile("../../embed/data/release-notes/release-notes-1.30.json"); err != nil {
			t.Fatal(err)
		}
	}
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestParseJSONAlonePrintsItsNotes: `parse release-notes-1.30.json` prints
// v1.30.0's notes (before: {"releases": null}); a JSON whose name gives no
// release is refused in one sentence saying how to name it.
func TestParseJSONAlonePrintsItsNotes(t *testing.T) {
	out, _, err := command(t, "parse", copyAs(t, "release-notes-1.30.json", ""))
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Releases []struct {
			Version, Source string
			Notes           []struct{ Kind string }
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Releases) != 1 || got.Releases[0].Version != "v1.30.0" || got.Releases[0].Source != "release-notes-1.30.json" || len(got.Releases[0].Notes) != 248 {
		t.Fatalf("parse printed %d releases; want v1.30.0 of release-notes-1.30.json with its 248 notes", len(got.Releases))
	}

	_, _, err = command(t, "parse", copyAs(t, "notes.json", ""))
	var ue usageError
	if !errors.As(err, &ue) || strings.Count(err.Error(), "\n") > 0 || !strings.Contains(err.Error(), "name the file release-notes-1.NN.json") {
		t.Errorf("notes.json: %v; want one sentence (exit 2) saying how to name it", err)
	}
}

// TestQueryFileJSON: `query --file release-notes-1.NN.json --version
// v1.NN.0` shows the file's notes in place of the embedded release.
func TestQueryFileJSON(t *testing.T) {
	own := copyAs(t, "release-notes-1.30 (1).json", `{"1":{"pr_number":1,"markdown":"Only this file says so ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@someone](https://github.com/someone))","kinds":["feature"],"sigs":["node"]}}`)
	out, _, err := command(t, "query", "--file", own, "--version", "v1.30.0", "--sig", "node")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Only this file says so") || strings.Contains(out, "podLogsDir") {
		t.Errorf("query --file printed %q; want the file's one note in place of the embedded v1.30.0", out)
	}
	out, _, err = command(t, "query", "--file", copyAs(t, "release-notes-1.30.json", ""), "--version", "v1.30.0", "-o", "json")
	if err != nil {
		t.Fatal(err)
	}
	var res struct{ Total int }
	if err := json.Unmarshal([]byte(out), &res); err != nil || res.Total != 248 {
		t.Errorf("query --file release-notes-1.30.json: %d notes (%v); want the file's 248", res.Total, err)
	}
}
