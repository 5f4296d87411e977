package notes_test

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// upstreamKinds reads the kind headings ("### Dependency") under each
// release's "## Changes by Kind" in an upstream CHANGELOG file, by release
// ("# v1.37.0-alpha.1"), in the file's order: what a reader of the file
// sees, read here line by line, apart from the parser.
func upstreamKinds(t *testing.T, path string) map[string][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	version, inKinds, fence := "", false, false
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		ln := sc.Text()
		if strings.HasPrefix(ln, "```") {
			fence = !fence
		}
		switch {
		case fence:
		case strings.HasPrefix(ln, "# v"):
			version, inKinds = strings.Fields(ln)[1], false
		case strings.HasPrefix(ln, "## "):
			inKinds = strings.TrimSpace(ln) == "## Changes by Kind"
		case inKinds && strings.HasPrefix(ln, "### "):
			out[version] = append(out[version], strings.TrimSpace(ln[4:]))
		}
	}
	return out
}

// exportKinds are the kind headings of a Markdown export, in order: the
// h3s after its "## Changes by Kind".
func exportKinds(doc string) []string {
	_, kinds, _ := strings.Cut(doc, "\n## Changes by Kind\n")
	var out []string
	for _, ln := range strings.Split(kinds, "\n") {
		if strings.HasPrefix(ln, "### ") {
			out = append(out, ln[4:])
		}
	}
	return out
}

// TestWriteUpKindsInUpstreamOrder: since 1.36, upstream lists "###
// Dependency" first under "## Changes by Kind"; both Markdown layouts
// wrote it last, after "Other (Cleanup or Flake)", so a group reading the
// write-up against the CHANGELOG found the kinds out of order. Each
// release of CHANGELOG-1.36.md and CHANGELOG-1.37.md: upstream's kind
// headings come in the export in upstream's order (the export adds the
// standard kinds upstream leaves out, with "None"), for the release and
// for v1.37.0-alpha.1 × SIG Network, whose one dependency note
// (#138393) has SIG Network's label. 1.9's dependencies, which upstream
// lists last ("## External Dependencies"), stay last.
func TestWriteUpKindsInUpstreamOrder(t *testing.T) {
	s := shipped(t)
	var known []string
	for _, k := range parser.Kinds {
		known = append(known, string(k))
	}
	check := func(frag string, want []string) {
		t.Helper()
		st, err := notes.ParseFragment(frag)
		if err != nil {
			t.Fatal(err)
		}
		res := s.Query(st)
		for layout, doc := range map[string]string{"write-up": s.WriteUp(res, i18n.EN), "plain export": s.Markdown(res)} {
			got := exportKinds(doc)
			// want, in got's order: each of want found after the one before.
			i := 0
			for _, k := range got {
				if i < len(want) && k == want[i] {
					i++
				}
			}
			if i < len(want) {
				t.Errorf("%s, %s: the kinds read %q, want upstream's %q in that order", frag, layout, got, want)
			}
		}
	}
	checked := 0
	for _, file := range []string{"CHANGELOG-1.36.md", "CHANGELOG-1.37.md"} {
		for version, kinds := range upstreamKinds(t, "../embed/data/changelog/"+file) {
			var want []string
			for _, k := range kinds {
				if slices.Contains(known, k) {
					want = append(want, k)
				}
			}
			if !slices.Contains(want, string(parser.KindDependency)) {
				continue
			}
			checked++
			check("version="+version, want)
			if version == "v1.37.0-alpha.1" {
				check("version="+version+"&sig=network", want)
			}
		}
	}
	if checked < 4 {
		t.Fatalf("%d releases of CHANGELOG-1.36.md and CHANGELOG-1.37.md list dependencies, want at least 4 (v1.36.0-alpha.1, -alpha.2, v1.36.0, v1.37.0-alpha.1)", checked)
	}
	st, _ := notes.ParseFragment("version=v1.9.0")
	if got := exportKinds(s.WriteUp(s.Query(st), i18n.EN)); slices.Index(got, string(parser.KindDependency)) < slices.Index(got, string(parser.KindCleanup)) {
		t.Errorf("v1.9.0: the kinds read %q, want Dependency after the standard kinds, as upstream's \"## External Dependencies\" closes release-notes-1.9.md", got)
	}
}

// TestWriteUpOldReleasesCloseWithDependencies: releases 1.5 to 1.18 end
// with their dependencies (release-notes-1.13.md's "## External
// Dependencies", 1.18's "## Dependencies", after its kinds), but both
// Markdown layouts wrote "### Dependency" before "### Other notes" (the
// old layouts' SIG and "Notable Changes" sections): v1.18.0 × SIG Cluster
// Lifecycle read its seven dependency bumps, then its metrics notes (since
// read as the features they are listed under). Each release of 1.5 to 1.18
// whose export has both kinds: Dependency is the last kind, as upstream's
// file ends with it.
func TestWriteUpOldReleasesCloseWithDependencies(t *testing.T) {
	s := shipped(t)
	closesWithDeps := func(minor int) bool {
		t.Helper()
		src, err := os.ReadFile("../embed/data/release-notes/release-notes-1." + strconv.Itoa(minor) + ".md")
		if err != nil {
			t.Fatal(err)
		}
		// The file's last dependency heading, and only its sub-headings
		// after it (1.15's "### Changed", "### Unchanged").
		deps := 0 // the level of that heading, 0 when one is not last
		for _, ln := range strings.Split(string(src), "\n") {
			h := strings.TrimLeft(ln, "#")
			level := len(ln) - len(h)
			switch {
			case level == 0 || level > 4 || !strings.HasPrefix(h, " "):
			case strings.Contains(strings.ToLower(h), "depend"):
				if deps == 0 || level <= deps {
					deps = level
				}
			case level <= deps:
				deps = 0
			}
		}
		return deps > 0
	}
	check := func(frag string) bool {
		t.Helper()
		st, err := notes.ParseFragment(frag)
		if err != nil {
			t.Fatal(err)
		}
		res := s.Query(st)
		both := false
		for layout, doc := range map[string]string{"write-up": s.WriteUp(res, i18n.EN), "plain export": s.Markdown(res)} {
			got := exportKinds(doc)
			if !slices.Contains(got, string(parser.KindDependency)) || !slices.Contains(got, string(parser.KindOtherNotes)) {
				continue
			}
			both = true
			if got[len(got)-1] != string(parser.KindDependency) {
				t.Errorf("%s, %s: the kinds read %q, want Dependency last, as upstream's notes end with their dependencies", frag, layout, got)
			}
		}
		return both
	}
	checked := 0
	for _, rel := range s.Releases() {
		minor, _ := strconv.Atoi(strings.Split(rel.Version, ".")[1])
		if minor < 5 || minor > 18 {
			continue
		}
		if !closesWithDeps(minor) {
			t.Errorf("release-notes-1.%d.md does not end with its dependencies", minor)
		}
		if check("version=" + rel.Version) {
			checked++
		}
	}
	if checked < 5 {
		t.Errorf("%d releases of 1.5 to 1.18 list both dependencies and other notes, want at least 5", checked)
	}
}
