package notes

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestFileErrorsAreOneSentence: every reason a file is refused is a
// sentinel errors.Is finds, said as one sentence that names the file, in
// English and in Japanese.
func TestFileErrorsAreOneSentence(t *testing.T) {
	for name, c := range map[string]struct {
		f    changelog.File
		want error
	}{
		"huge":     {changelog.File{Name: "big.md", Data: make([]byte, MaxFileSize+1)}, parser.ErrTooLarge},
		"empty":    {changelog.File{Name: "empty.md"}, parser.ErrEmpty},
		"blank":    {changelog.File{Name: "blank.md", Data: []byte(" \n\t\n")}, parser.ErrEmpty},
		"binary":   {changelog.File{Name: "a.png", Data: []byte("\x89PNG\r\n\x1a\n\x00\x00")}, parser.ErrBinary},
		"latin1":   {changelog.File{Name: "l.md", Data: []byte("caf\xe9")}, parser.ErrNotUTF8},
		"readme":   {changelog.File{Name: "README.md", Data: []byte("# kubechangelog\n\n- a list\n")}, parser.ErrNoNotes},
		"nominor":  {changelog.File{Name: "notes.md", Data: []byte("## Changes by Kind\n\n### Feature\n\n- x\n")}, parser.ErrNoVersion},
		"badjson":  {changelog.File{Name: "l.json", Data: []byte("[1, 2]")}, parser.ErrLabels},
		"nulljson": {changelog.File{Name: "n.json", Data: []byte("{\"a\x00\": 1}")}, parser.ErrBinary},
		"sigs":     {changelog.File{Name: "CHANGELOG-1.30.md", Data: distinctSIGs(501, 20)}, parser.ErrTooManyLabels},
	} {
		_, err := changelog.ParseFiles([]changelog.File{c.f})
		if !errors.Is(err, c.want) {
			t.Errorf("%s: error %v, want %v", name, err, c.want)
			continue
		}
		for _, l := range []i18n.Lang{i18n.EN, i18n.JA} {
			msg := ErrorMsg(err).In(l)
			if !strings.HasPrefix(msg, c.f.Name) || strings.Count(msg, ". ") > 0 || strings.Contains(msg, "\n") {
				t.Errorf("%s: want one sentence naming the file, got %q", name, msg)
			}
		}
	}
	if _, err := changelog.ParseFiles([]changelog.File{{Name: "ok.md", Data: []byte("# v1.30.0\n")}}); err != nil {
		t.Errorf("valid text refused: %v", err)
	}
}

// TestRepeatedReleaseMerges: a CHANGELOG whose newest release is written
// twice (a real section, pasted again below the file) keeps every note of
// both sections in one release, and says so.
func TestRepeatedReleaseMerges(t *testing.T) {
	src, err := os.ReadFile("../embed/data/changelog/CHANGELOG-1.30.md")
	if err != nil {
		t.Fatal(err)
	}
	rels, err := changelog.ParseFiles([]changelog.File{{Name: "CHANGELOG-1.30.md", Data: src}})
	if err != nil {
		t.Fatal(err)
	}
	// The first release's section: from its heading to the next.
	s := string(src)
	start := strings.Index(s, "# "+rels[0].Version+"\n")
	end := start + 1 + strings.Index(s[start+1:], "\n# v") + 1
	doubled := s + "\n" + s[start:end]
	got, err := changelog.ParseFiles([]changelog.File{{Name: "CHANGELOG-1.30.md", Data: []byte(doubled)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(rels) || got[0].Version != rels[0].Version || len(got[0].Notes) != 2*len(rels[0].Notes) {
		t.Fatalf("%d releases (want %d); %s has %d notes, want %d", len(got), len(rels), got[0].Version, len(got[0].Notes), 2*len(rels[0].Notes))
	}
	msgs := Repeated(got)
	if len(msgs) != 1 || msgs[0].String() != "CHANGELOG-1.30.md has 2 sections for "+rels[0].Version+"; their notes were merged into one release." {
		t.Errorf("notices %q", msgs)
	}
	// The page's store keeps them all too.
	st, _, err := NewStore(nil).With(got, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := st.Release(rels[0].Version); len(r.Notes) != 2*len(rels[0].Notes) {
		t.Errorf("the store keeps %d notes of %s, want %d", len(r.Notes), rels[0].Version, 2*len(rels[0].Notes))
	}
}

// TestManyRepeatedReleasesAreOneNotice: a file that repeats every release
// (CHANGELOGs pasted together) gets one sentence, not one per release.
func TestManyRepeatedReleasesAreOneNotice(t *testing.T) {
	src, err := os.ReadFile("../embed/data/changelog/CHANGELOG-1.30.md")
	if err != nil {
		t.Fatal(err)
	}
	got, err := changelog.ParseFiles([]changelog.File{{Name: "CHANGELOG-big.md", Data: []byte(string(src) + "\n" + string(src))}})
	if err != nil {
		t.Fatal(err)
	}
	msgs := Repeated(got)
	if len(msgs) != 1 || !strings.HasPrefix(msgs[0].String(), "CHANGELOG-big.md has more than one section for each of "+strconv.Itoa(len(got))+" releases (") {
		t.Errorf("notices %q", msgs)
	}
}
