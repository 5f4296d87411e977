package changelog

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// badInputs are files that are not release notes, one or more for each
// of the parser's reasons (Reasons): empty, binary, not UTF-8, no notes,
// no version. TestRefusalCrossesModules (package parser_test) reads them
// as BadInputs.
var badInputs = map[string][]byte{
	"empty.md":           nil,
	"blank.md":           []byte(" \n\n\t\n"),
	"binary.md":          {0x89, 'P', 'N', 'G', 0, 0, 0, 0x0d, 'I', 'H', 'D', 'R', 0},
	"photo.png":          []byte("\x89PNG\r\n\x1a\n\x00\x00"),
	"latin1.md":          []byte("# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- caf\xe9\n"),
	"README.md":          []byte("# kubechangelog\n\nA viewer.\n\n## Install\n\n- go install ./cmd/kubechangelog\n- run it\n"),
	"list.md":            []byte("just a shopping list\n\n- eggs\n"),
	"notes.md":           []byte("## Changes by Kind\n\n### Feature\n\n- something\n"), // notes, but of which release?
	"CHANGELOG-notes.md": []byte("## Changes by Kind\n\n### Feature\n\n- A note ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))\n"),
}

// TestBadInput: what is not release notes is one one-line error naming the
// file, never a panic or an empty success.
func TestBadInput(t *testing.T) {
	for name, src := range badInputs {
		rels, err := Parse(src, "some/dir/"+name)
		if err == nil {
			t.Errorf("%s: no error, %d releases", name, len(rels))
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, name+": ") || strings.Contains(msg, "\n") {
			t.Errorf("%s: error %q", name, msg)
		}
		t.Logf("%s: %v", name, err)
	}
}

// TestVersionHints: the file name gives a single-minor file's version; the
// content does when the name does not.
func TestVersionHints(t *testing.T) {
	src := readData(t, "release-notes/release-notes-1.20.md")
	rels, err := Parse(src, "release-notes-1.20.md")
	if err != nil || len(rels) != 1 || rels[0].Version != "v1.20.0" || rels[0].Previous != "v1.19.0" || rels[0].Type != parser.TypeMinor {
		t.Fatalf("release-notes-1.20.md: %v %+v", err, rels)
	}
	// "# Release notes for v1.20.0-rc.0" is the title of the v1.20.0 notes.
	rels, err = Parse(src, "draft.md")
	if err != nil || rels[0].Version != "v1.20.0" {
		t.Errorf("draft.md: %v %v", err, rels[0].Version)
	}
	rels, err = Parse(readData(t, "release-notes/release-notes-1.14.md"), "notes.md")
	if err != nil || rels[0].Version != "v1.14.0" {
		t.Errorf("1.14 as notes.md: %v %v", err, rels[0].Version)
	}
}

// TestLegacyExcerpt: 1.6's "Action Required" with component sub-headings
// (testdata/legacy-1.6-excerpt.md, copied from release-notes-1.6.md).
func TestLegacyExcerpt(t *testing.T) {
	src := readTestdata(t, "legacy-1.6-excerpt.md")
	rels, err := Parse(src, "release-notes-1.6.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range rels[0].Notes {
		if n.Kind != parser.KindUrgent || !n.ActionRequired || n.Section == "" {
			t.Errorf("note %+v", n)
		}
	}
	n := rels[0].Notes[len(rels[0].Notes)-1]
	t.Logf("%d notes; last: section %q sigs %v areas %v", len(rels[0].Notes), n.Section, n.SIGs, n.Areas)
}

func TestThemesAndKnownIssues(t *testing.T) {
	rels := mustParse(t, "release-notes/release-notes-1.20.md")
	r := rels[0]
	if len(r.Themes) == 0 || r.Themes[0].Title != "Dockershim deprecation" || !strings.Contains(r.Themes[0].Markdown, "Docker") {
		t.Errorf("1.20 themes: %+v", r.Themes)
	}
	if len(r.KnownIssues) != 1 || r.KnownIssues[0].Title != "Summary API in kubelet doesn't have accelerator metrics" {
		t.Errorf("1.20 known issues: %+v", r.KnownIssues)
	}
	for _, s := range append(r.Themes, r.KnownIssues...) {
		if bytes.Contains([]byte(s.Markdown), []byte("## Urgent Upgrade Notes")) {
			t.Errorf("prose runs into the notes: %q", s.Title)
		}
	}
	// 1.32: Known Issues is a bare list under the heading.
	r = mustParse(t, "release-notes/release-notes-1.32.md")[0]
	if len(r.KnownIssues) != 1 || !strings.HasPrefix(r.KnownIssues[0].Markdown, "- golang 1.23") {
		t.Errorf("1.32 known issues: %+v", r.KnownIssues)
	}
}

func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// TestMisplacedHeadingUnderNotableFeatures: 1.7 writes "## Kubefed" right
// below "## Notable Features", at the same level, and the features follow
// as "###" sections. They are features, not "Other notes".
func TestMisplacedHeadingUnderNotableFeatures(t *testing.T) {
	rels := mustParse(t, "release-notes/release-notes-1.7.md")
	kinds := map[string]parser.Kind{}
	for _, n := range rels[0].Notes {
		if _, seen := kinds[n.Section]; !seen {
			kinds[n.Section] = n.Kind
		}
	}
	for _, section := range []string{"Kubefed", "Kubernetes API / User Provided Extensions", "Application Deployment / StatefulSet", "Storage / Local Storage"} {
		if k, ok := kinds[section]; !ok || k != parser.KindFeature {
			t.Errorf("1.7 section %q: kind %q (present %v), want Feature", section, k, ok)
		}
	}
}

// TestPanicIsARefusal: should a reader ever panic, its caller (the page
// parsing a dropped file) gets a one-line refusal naming the file, and
// no releases.
func TestPanicIsARefusal(t *testing.T) {
	read := func() (rels []parser.Release, err error) {
		defer refuseOnPanic("notes.md", &rels, &err)
		rels = []parser.Release{{Version: "v1.30.0"}}
		var m map[string]int
		m["boom"]++ // a nil map: panics
		return rels, nil
	}
	rels, err := read()
	if rels != nil || !errors.Is(err, parser.ErrInternal) || !strings.Contains(err.Error(), "notes.md") || strings.Contains(err.Error(), "\n") {
		t.Errorf("a panic gave releases %v and error %v", rels, err)
	}
}
