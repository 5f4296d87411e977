package main

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestParseSameReleaseInTwoFiles: CHANGELOG-1.30.md and
// release-notes-1.30.md both hold v1.30.0. parse writes it once, as the
// page shows it (notes.Merge: the CHANGELOG's 248 notes), and says in one line which file's notes it kept, whatever order
// the files are named in; the other releases keep their files' order.
func TestParseSameReleaseInTwoFiles(t *testing.T) {
	const cl, rn = "../../embed/data/changelog/CHANGELOG-1.30.md", "../../embed/data/release-notes/release-notes-1.30.md"
	const said = "kubechangelog: v1.30.0 is in both CHANGELOG-1.30.md and release-notes-1.30.md; the notes of CHANGELOG-1.30.md are kept, as the page keeps them, with the other's labels added.\n"
	type release struct {
		Version string
		Source  string
		Notes   []json.RawMessage
	}
	decode := func(args []string, wantErr string) []release {
		t.Helper()
		code, stdout, stderr := edge(t, append([]string{"parse", "-o", "json"}, args...)...)
		if code != 0 || stderr != wantErr {
			t.Fatalf("parse %v: exit %d, stderr %q; want exit 0, stderr %q", args, code, stderr, wantErr)
		}
		var out struct{ Releases []release }
		if err := json.Unmarshal([]byte(stdout), &out); err != nil {
			t.Fatal(err)
		}
		return out.Releases
	}
	alone := decode([]string{cl}, "")
	for _, args := range [][]string{{cl, rn}, {rn, cl}} {
		rels := decode(args, said)
		var versions []string
		var v130 []release
		for _, r := range rels {
			versions = append(versions, r.Version)
			if r.Version == "v1.30.0" {
				v130 = append(v130, r)
			}
		}
		if len(v130) != 1 || v130[0].Source != "CHANGELOG-1.30.md" || len(v130[0].Notes) != 248 {
			t.Errorf("parse %v: v1.30.0 %d times, want once, with the CHANGELOG's 248 notes", args, len(v130))
			continue
		}
		var want []string
		for _, r := range alone {
			want = append(want, r.Version)
		}
		if args[0] == rn {
			// The release-notes file names v1.30.0 first.
			want = append([]string{"v1.30.0"}, slices.DeleteFunc(want, func(v string) bool { return v == "v1.30.0" })...)
		}
		if !slices.Equal(versions, want) {
			t.Errorf("parse %v: releases %v, want %v", args, versions, want)
		}
	}
}
