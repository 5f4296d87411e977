package notes

import (
	"github.com/kubechangelog/kubechangelog/parser/changelog"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// trailerRE is the plain statement of what NoteText strips: a citation
// "([#1](…), …)" closing on the note's last line, then an optional
// "[SIG …]". NoteText is a faster scanner; this is its reference.
var trailerRE = regexp.MustCompile(`\s*\(\s*\[#\d+\]\([^)]*\)[^\n]*?\)\s*(\[SIG [^\]]*\])?\s*$`)

// TestNoteTextAgreesWithTheExpression checks NoteText against trailerRE on
// every note of the shipped data. The data is parsed here because this
// package's own tests cannot import the embedded bundle (it imports notes).
func TestNoteTextAgreesWithTheExpression(t *testing.T) {
	var files []changelog.File
	for _, dir := range []string{"../embed/data/changelog", "../embed/data/release-notes"} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, changelog.File{Name: e.Name(), Data: b})
		}
	}
	rels, err := changelog.ParseFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range rels {
		for _, note := range r.Notes {
			n++
			want := strings.TrimSpace(trailerRE.ReplaceAllString(note.Markdown, ""))
			if got := NoteText(note.Markdown); got != want {
				t.Errorf("%s: NoteText\n%q\nthe expression gives\n%q", r.Version, got, want)
			}
		}
	}
	if n < 10000 {
		t.Errorf("only %d notes parsed", n)
	}
	t.Logf("%d notes agree", n)
}
