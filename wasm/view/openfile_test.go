package view

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// The size check before reading must say what parsing says after.
func TestCheckSizeSpeaksLikeParse(t *testing.T) {
	if err := CheckSize("CHANGELOG-1.37.md", 67491); err != nil {
		t.Errorf("a real CHANGELOG was refused: %v", err)
	}
	if err := CheckSize("x.md", notes.MaxFileSize); err != nil {
		t.Errorf("a file of exactly MaxFileSize was refused: %v", err)
	}
	size := notes.MaxFileSize + 1<<20
	big := make([]byte, size)
	for i := range big {
		big[i] = 'a'
	}
	_, want := changelog.Parse(big, "disk.img")
	got := CheckSize("disk.img", size)
	if want == nil || got == nil || Refused(got).String() != Refused(want).String() || !errors.Is(got, parser.ErrTooLarge) {
		t.Errorf("CheckSize = %v, Parse = %v: they should refuse in the same words", got, want)
	}
	if s := Refused(got).String(); s != "disk.img is 33.0 MB; files over 32 MB are not release notes and were not read; the notes shown are unchanged." {
		t.Errorf("Refused = %q", s)
	}
}

func TestRefusedIsOneSentence(t *testing.T) {
	_, err := changelog.Parse([]byte("\x89PNG\r\n\x1a\n\x00\x00"), "photo.png")
	got := Refused(err).String()
	if got != "photo.png is a binary file, not release-notes markdown; the notes shown are unchanged." {
		t.Errorf("Refused = %q", got)
	}
	if n := strings.Count(Refused(errors.New("x.")).String(), "."); n != 1 {
		t.Errorf("Refused doubled the full stop: %q", Refused(errors.New("x.")))
	}
}

func TestLoadedSaysWhatChanged(t *testing.T) {
	src, err := os.ReadFile("../../embed/data/changelog/CHANGELOG-1.37.md")
	if err != nil {
		t.Fatal(err)
	}
	rels, err := changelog.Parse(src, "CHANGELOG-1.37.md")
	if err != nil {
		t.Fatal(err)
	}
	vs := Versions(append(rels, rels...))
	if len(vs) != 1 || vs[0] != "v1.37.0-alpha.1" {
		t.Fatalf("Versions = %q, want the one release once", vs)
	}
	for _, c := range []struct {
		shipped, earlier []string
		want             string
	}{
		{[]string{"v1.37.0-alpha.1"}, nil, "Loaded CHANGELOG-1.37.md: 1 release (v1.37.0-alpha.1), replacing the shipped copy of v1.37.0-alpha.1."},
		{nil, []string{"v1.37.0-alpha.1"}, "Loaded CHANGELOG-1.37.md: 1 release (v1.37.0-alpha.1), replacing the earlier copy of v1.37.0-alpha.1."},
		{nil, nil, "Loaded CHANGELOG-1.37.md: 1 release (v1.37.0-alpha.1)."},
	} {
		if got := Loaded("CHANGELOG-1.37.md", vs, c.shipped, c.earlier).String(); got != c.want {
			t.Errorf("Loaded = %q, want %q", got, c.want)
		}
	}
	many := []string{"v1.30.3", "v1.30.2", "v1.30.1", "v1.30.0", "v1.30.0-rc.1"}
	got := Loaded("CHANGELOG-1.30.md", many, many[:2], nil).String()
	want := "Loaded CHANGELOG-1.30.md: 5 releases (v1.30.3, v1.30.2, v1.30.1 and 2 more), replacing the shipped copies of v1.30.3 and v1.30.2."
	if got != want {
		t.Errorf("Loaded = %q, want %q", got, want)
	}
}

func TestProgress(t *testing.T) {
	if got := Progress("CHANGELOG-1.37.md", 2, 5).String(); got != "Reading CHANGELOG-1.37.md… 40%" {
		t.Errorf("Progress = %q", got)
	}
}

func TestOpenedSaysWhichCopiesAFileReplaced(t *testing.T) {
	var o Opened
	// A first file brings v1.30.0, which shipped, and v9.0.0, which did not.
	shipped, earlier := o.Add([]string{"v1.30.0", "v9.0.0"}, []string{"v1.30.0"})
	if !slices.Equal(shipped, []string{"v1.30.0"}) || earlier != nil {
		t.Errorf("first file: shipped %v, earlier %v; want [v1.30.0], none", shipped, earlier)
	}
	// A second file brings both again: each replaces the first file's copy.
	shipped, earlier = o.Add([]string{"v1.30.0", "v9.0.0"}, []string{"v1.30.0", "v9.0.0"})
	if shipped != nil || !slices.Equal(earlier, []string{"v1.30.0", "v9.0.0"}) {
		t.Errorf("second file: shipped %v, earlier %v; want none, [v1.30.0 v9.0.0]", shipped, earlier)
	}
	// The command line prints views of shipped releases only.
	for _, c := range []struct {
		versions []string
		want     bool
	}{
		{[]string{"v1.30.0"}, false}, // the file replaced a shipped release: the CLI has it
		{[]string{"v1.29.0", "v9.0.0"}, true},
		{nil, false},
	} {
		if got := o.FileOnlyIn(c.versions); got != c.want {
			t.Errorf("FileOnlyIn(%v) = %v, want %v", c.versions, got, c.want)
		}
	}
	var none Opened
	if none.FileOnlyIn([]string{"v9.0.0"}) {
		t.Error("with no file opened, a view is never file-only")
	}
}
