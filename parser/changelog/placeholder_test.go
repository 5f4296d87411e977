package changelog

import (
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestPlaceholderNotesDropped: a note whose whole text is a placeholder
// for "no release note" ("- NONE ([#91597](…), [@elmiko](…)) [SIG
// Autoscaling and Testing]", 1.19) tells a reader nothing; upstream's
// krel marks such entries do_not_publish, and 3 slipped into the shipped
// markdown (1.19, 1.27, CHANGELOG-1.30's v1.30.3), and 2 published
// entries into the JSON (1.20, 1.27). None is a note, read from either
// form. Each of those pull requests has no other note, and is left with
// none: upstream published no note for it. The lines are found by a
// line scan independent of the parser.
func TestPlaceholderNotesDropped(t *testing.T) {
	line := regexp.MustCompile("(?i)^\\s*[-*]\\s+`?(none|n/a)`?[.!]?\\s*\\(\\[#(\\d+)\\]")
	files, err := filepath.Glob(filepath.Join(dataDir, "*", "*.md"))
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	var placeholders []string // "file #PR"
	for _, f := range files {
		base := filepath.Base(f)
		src := string(readData(t, filepath.Join(filepath.Base(filepath.Dir(f)), base)))
		var prs []string
		for _, l := range strings.Split(src, "\n") {
			if m := line.FindStringSubmatch(l); m != nil {
				prs = append(prs, m[2])
				placeholders = append(placeholders, base+" #"+m[2])
			}
		}
		rels, err := Parse([]byte(src), base)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rels {
			for _, n := range r.Notes {
				if isPlaceholderNote(n.Markdown) {
					t.Errorf("%s %s: a placeholder note: %q", base, r.Version, n.Markdown)
				}
				for _, pr := range prs {
					if slices.Contains(n.PRs, atoiMust(t, pr)) {
						t.Errorf("%s %s: #%s, whose only entry is a placeholder, has a note: %.80q", base, r.Version, pr, n.Markdown)
					}
				}
			}
		}
	}
	want := []string{"CHANGELOG-1.30.md #126129", "release-notes-1.19.md #91597", "release-notes-1.27.md #113428"}
	if !slices.Equal(placeholders, want) {
		t.Errorf("placeholder lines in the shipped markdown: %v, want %v", placeholders, want)
	}
	for _, c := range []struct {
		file string
		pr   int
	}{{"release-notes/release-notes-1.20.json", 96179}, {"release-notes/release-notes-1.27.json", 113428}} {
		rels, err := Parse(readData(t, c.file), filepath.Base(c.file))
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range rels[0].Notes {
			if slices.Contains(n.PRs, c.pr) {
				t.Errorf("%s: #%d's NONE entry is a note: %q", c.file, c.pr, n.Markdown)
			}
		}
	}
	// A note that says more than the placeholder stays.
	for _, md := range []string{
		"None of the pods are evicted ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))",
		"NONE, but see [#2](https://github.com/kubernetes/kubernetes/pull/2) for the flag",
	} {
		if isPlaceholderNote(md) {
			t.Errorf("%q read as a placeholder", md)
		}
	}
}

func atoiMust(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
