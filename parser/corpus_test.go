package parser

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The tests read the real upstream notes the product embeds.
const dataDir = "../embed/data"

func readData(t testing.TB, rel string) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dataDir, rel))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func mustParse(t testing.TB, rel string) []Release {
	t.Helper()
	rels, err := Parse(readData(t, rel), rel)
	if err != nil {
		t.Fatal(err)
	}
	return rels
}

var changelogFiles = []string{"CHANGELOG-1.24.md", "CHANGELOG-1.30.md", "CHANGELOG-1.36.md", "CHANGELOG-1.37.md"}

// minors lists the minors with a release-notes file (1.11 is missing upstream).
func minors(from, to int) []int {
	var out []int
	for m := from; m <= to; m++ {
		if m != 11 {
			out = append(out, m)
		}
	}
	return out
}

func releaseNotesFile(minor int) string {
	return "release-notes/release-notes-1." + itoa(minor) + ".md"
}

func itoa(i int) string { return strconv.Itoa(i) }

// lineScan is an independent, line-based reading of a notes file: no
// goldmark, just headings (outside code fences) and list markers.
type scannedLine struct {
	heading int // heading level, 0 for other lines
	text    string
	entry   bool // a top-level list entry: "- "/"* "/"+ " at column 0 or 1
}

var (
	scanHeadingRE = regexp.MustCompile(`^(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$`)
	scanMarkerRE  = regexp.MustCompile(`^ {0,3}[-*+](?:[ \t]+|$)`)
	scanBreakRE   = regexp.MustCompile(`^ {0,3}([-*_])(?:[ \t]*[-*_]){2,}[ \t]*$`)
)

func scanLines(src []byte) []scannedLine {
	var out []scannedLine
	fence, fenceIndent := "", 0
	topContent, blank := 0, false
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		trimmed := strings.TrimLeft(line, " \t")
		indent := 0 // columns, a tab advancing to the next multiple of 4
		for _, c := range line[:len(line)-len(trimmed)] {
			if c == '\t' {
				indent = (indent/4 + 1) * 4
			} else {
				indent++
			}
		}
		if fence != "" {
			// A fence inside a list item also ends where the item ends: at
			// a non-blank line indented less than the fence.
			if trimmed != "" && indent < fenceIndent {
				fence = ""
			} else {
				if strings.HasPrefix(trimmed, fence) {
					fence = ""
				}
				continue
			}
		}
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			fence, fenceIndent = trimmed[:3], indent
			continue
		}
		if m := scanHeadingRE.FindStringSubmatch(line); m != nil {
			out = append(out, scannedLine{heading: len(m[1]), text: strings.TrimSpace(m[2])})
			topContent, blank = 0, false
			continue
		}
		if trimmed == "" {
			blank = true
			continue
		}
		if m := scanMarkerRE.FindStringSubmatch(line); m != nil && !scanBreakRE.MatchString(line) {
			// A marker indented less than the open top-level item's content
			// starts a sibling (CommonMark); deeper ones are nested.
			if topContent == 0 || indent < topContent {
				topContent = len(m[0])
				if len(m[0]) == len(line) || len(m[0]) > indent+5 {
					topContent = indent + 2 // empty item or indented code after the marker
				}
				out = append(out, scannedLine{entry: true, text: line})
			}
		} else if indent == 0 && blank {
			topContent = 0 // a paragraph at column 0 ends the list
		}
		blank = false
	}
	return out
}

// countEntries counts the top-level list entries of note and dependency
// sections per release, applying the layout rules (classifyHeading) to the
// scanned headings.
func countEntries(src []byte, changelog bool) []int {
	var counts []int
	for _, e := range scanEntries(src, changelog) {
		counts = append(counts, len(e))
	}
	return counts
}

// scanEntries returns the text of those entries, per release.
func scanEntries(src []byte, changelog bool) [][]string {
	type fr struct {
		level int
		info  headingInfo
	}
	var counts [][]string
	var stack []fr
	proseLevel := 0
	if !changelog {
		counts = append(counts, nil)
	}
	for _, l := range scanLines(src) {
		if l.heading > 0 {
			if changelog && l.heading == 1 {
				if _, ok := releaseVersion(l.text); ok {
					counts = append(counts, nil)
					stack, proseLevel = nil, 0
					continue
				}
			}
			info := classifyHeading(l.text)
			if !changelog && l.heading == 1 && !info.known && info.kind == "" && info.role == roleNotes {
				continue // a document title
			}
			if proseLevel > 0 {
				if l.heading > proseLevel {
					continue
				}
				proseLevel = 0
			}
			for len(stack) > 0 && stack[len(stack)-1].level >= l.heading {
				stack = stack[:len(stack)-1]
			}
			stack = append(stack, fr{l.heading, info})
			switch info.role {
			case roleThemes, roleKnownIssues, roleSecurity:
				proseLevel = l.heading
			}
			continue
		}
		if len(counts) == 0 || proseLevel > 0 {
			continue
		}
		skip := false
		for _, f := range stack {
			skip = skip || f.info.role == roleSkip
		}
		if !skip {
			counts[len(counts)-1] = append(counts[len(counts)-1], l.text)
		}
	}
	return counts
}

// TestChangelogReleases: every "# v…" release of each CHANGELOG file comes
// back, in order, with its type, previous version and notes.
func TestChangelogReleases(t *testing.T) {
	headingRE := regexp.MustCompile(`^# (v\d\S*)\s*$`)
	for _, f := range changelogFiles {
		src := readData(t, "changelog/"+f)
		var want []string
		for _, line := range strings.Split(string(src), "\n") {
			if m := headingRE.FindStringSubmatch(strings.TrimRight(line, "\r")); m != nil {
				want = append(want, m[1])
			}
		}
		rels := mustParse(t, "changelog/"+f)
		var got []string
		for _, r := range rels {
			got = append(got, r.Version)
			if r.Source != f || r.Type == "" || r.Previous == "" {
				t.Errorf("%s %s: source %q type %q previous %q", f, r.Version, r.Source, r.Type, r.Previous)
			}
			for _, n := range r.Notes {
				if n.Version != r.Version || n.Kind == "" || n.Markdown == "" {
					t.Errorf("%s %s: bad note %+v", f, r.Version, n)
				}
			}
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: releases\n got %v\nwant %v", f, got, want)
		}
		t.Logf("%s: %d releases", f, len(rels))
	}
}

func findRelease(t *testing.T, rels []Release, v string) *Release {
	t.Helper()
	for i := range rels {
		if rels[i].Version == v {
			return &rels[i]
		}
	}
	t.Fatalf("release %s not found", v)
	return nil
}

func findNote(t *testing.T, r *Release, pr int) *Note {
	t.Helper()
	for i := range r.Notes {
		if slices.Contains(r.Notes[i].PRs, pr) {
			return &r.Notes[i]
		}
	}
	t.Fatalf("%s: no note for PR %d", r.Version, pr)
	return nil
}

func TestChangelog130SpotChecks(t *testing.T) {
	rels := mustParse(t, "changelog/CHANGELOG-1.30.md")
	r := findRelease(t, rels, "v1.30.3")
	if r.Previous != "v1.30.2" || r.Type != TypePatch {
		t.Errorf("v1.30.3: previous %q type %q", r.Previous, r.Type)
	}
	n := findNote(t, r, 125643)
	wantMD := "Fix a bug that Pods could stuck in the unschedulable pod pool \n" +
		"if they're rejected by PreEnqueue plugins that could change its result by a change in resources apart from Pods.\n" +
		"\n" +
		"DRA plugin is the only plugin that meets the criteria of the bug in in-tree, \n" +
		"and hence if you have `DynamicResourceAllocation` feature flag enabled, \n" +
		"your DRA Pods could be affected by this bug. ([#125643](https://github.com/kubernetes/kubernetes/pull/125643), [@sanposhiho](https://github.com/sanposhiho)) [SIG Scheduling and Testing]"
	if n.Markdown != wantMD {
		t.Errorf("PR 125643 markdown:\n%q\nwant\n%q", n.Markdown, wantMD)
	}
	if n.Kind != KindBug || strings.Join(n.SIGs, ",") != "scheduling,testing" ||
		strings.Join(n.Authors, ",") != "sanposhiho" {
		t.Errorf("PR 125643: kind %q sigs %v authors %v", n.Kind, n.SIGs, n.Authors)
	}
	n = findNote(t, r, 125895)
	if n.Kind != KindFeature || strings.Join(n.SIGs, ",") != "release,testing" || n.Authors[0] != "cpanato" {
		t.Errorf("PR 125895: %+v", n)
	}
	if len(r.Security) != 1 || r.Security[0].CVE != "CVE-2024-5321" ||
		r.Security[0].Title != "Incorrect permissions on Windows containers logs" ||
		!strings.Contains(r.Security[0].Markdown, "kubelet <= 1.30.2") {
		t.Errorf("v1.30.3 security: %+v", r.Security)
	}
	// Dependencies of v1.30.0: every form of the lists.
	r = findRelease(t, rels, "v1.30.0")
	if r.Previous != "v1.29.0" || r.Type != TypeMinor {
		t.Errorf("v1.30.0: previous %q type %q", r.Previous, r.Type)
	}
	d := r.Dependencies
	if len(d.Added) != 6 || len(d.Changed) != 24 || len(d.Removed) != 21 {
		t.Errorf("v1.30.0 deps: %d added, %d changed, %d removed", len(d.Added), len(d.Changed), len(d.Removed))
	}
	wantDeps := []any{
		ModuleVersion{"github.com/fxamacker/cbor/v2", "v2.6.0"},
		ModuleVersion{"k8s.io/gengo/v2", "51d4e06"},
		ModuleChange{"github.com/docker/docker", "v20.10.24+incompatible", "v20.10.27+incompatible"},
		ModuleChange{"go.uber.org/zap", "v1.19.0", "v1.26.0"},
		ModuleVersion{"k8s.io/gengo", "9cce18d"},
	}
	have := map[any]bool{}
	for _, m := range d.Added {
		have[m] = true
	}
	for _, m := range d.Changed {
		have[m] = true
	}
	for _, m := range d.Removed {
		have[m] = true
	}
	for _, w := range wantDeps {
		if !have[w] {
			t.Errorf("v1.30.0 deps: missing %+v", w)
		}
	}
	// The consolidated v1.30.0 entry has no trailer SIGs; it borrows them
	// from the same PR's pre-release note.
	n = findNote(t, r, 123516)
	if n.Kind != KindAPIChange || len(n.SIGs) == 0 {
		t.Errorf("v1.30.0 PR 123516: kind %q sigs %v", n.Kind, n.SIGs)
	}
	if pre := findNote(t, findRelease(t, rels, "v1.30.0-beta.0"), 123516); strings.Join(pre.SIGs, ",") != strings.Join(n.SIGs, ",") {
		t.Errorf("PR 123516: v1.30.0 sigs %v, beta sigs %v", n.SIGs, pre.SIGs)
	}
	// Deprecation entries keep the continuation line carrying the trailer.
	n = findNote(t, r, 120246)
	if n.Kind != KindDeprecation || !strings.HasSuffix(n.Markdown, "\n ([#120246](https://github.com/kubernetes/kubernetes/pull/120246), [@pacoxu](https://github.com/pacoxu))") {
		t.Errorf("v1.30.0 PR 120246: %q %q", n.Kind, n.Markdown)
	}
}

func TestChangelogUrgentAndNothingChanged(t *testing.T) {
	rels := mustParse(t, "changelog/CHANGELOG-1.36.md")
	r := findRelease(t, rels, "v1.36.0")
	urgent := 0
	for _, n := range r.Notes {
		if n.Kind == KindUrgent {
			urgent++
			if !n.ActionRequired {
				t.Errorf("urgent note without ActionRequired: %q", n.Markdown)
			}
		}
	}
	if urgent == 0 {
		t.Error("v1.36.0: no Urgent Upgrade Notes")
	}
	r = findRelease(t, mustParse(t, "changelog/CHANGELOG-1.30.md"), "v1.30.3")
	if d := r.Dependencies; len(d.Added)+len(d.Changed)+len(d.Removed) != 0 {
		t.Errorf("v1.30.3: 'Nothing has changed' parsed as %+v", d)
	}
}

// TestPRAgreement: the PR numbers parsed from release-notes-1.NN.md agree
// with the JSON's (entries without do_not_publish). The two upstream files
// do not always agree with each other: the markdown prints some entries the
// JSON marks do_not_publish or lacks, and the JSON has entries the markdown
// never printed. Those differences are in the data, checked against the
// source text, and logged; every other difference is the parser's and
// counts against the 99%.
func TestPRAgreement(t *testing.T) {
	for _, m := range minors(20, 37) {
		mdName := releaseNotesFile(m)
		src := string(readData(t, mdName))
		rels := mustParse(t, mdName)
		labels, err := ParseLabels(readData(t, strings.TrimSuffix(mdName, ".md")+".json"), "x.json")
		if err != nil {
			t.Fatal(err)
		}
		fromMD := map[int]bool{}
		for _, n := range rels[0].Notes {
			for _, pr := range n.PRs {
				fromMD[pr] = true
			}
		}
		fromJSON := map[int]bool{}
		for pr, l := range labels {
			if !l.DoNotPublish {
				fromJSON[pr] = true
			}
		}
		cited := func(pr int) bool { return strings.Contains(src, "/pull/"+strconv.Itoa(pr)+")") }
		both, parserMiss := 0, []int{}
		var printedUnpublished, missingFromJSON, notPrinted []int
		for pr := range fromMD {
			switch l, inJSON := labels[pr]; {
			case fromJSON[pr]:
				both++
			case inJSON && l.DoNotPublish:
				printedUnpublished = append(printedUnpublished, pr)
			case !inJSON:
				missingFromJSON = append(missingFromJSON, pr)
			}
		}
		for pr := range fromJSON {
			switch {
			case fromMD[pr]:
			case !cited(pr):
				notPrinted = append(notPrinted, pr)
			default:
				parserMiss = append(parserMiss, pr) // cited in the markdown, not parsed
			}
		}
		total := len(fromJSON) + len(printedUnpublished) + len(missingFromJSON)
		strict := float64(both) / float64(max(total, 1))
		parsed := 1 - float64(len(parserMiss))/float64(max(total, 1))
		t.Logf("1.%d: %d/%d PRs agree (%.2f%%); data differences: %d printed though do_not_publish %v, %d not in JSON %v, %d in JSON never printed %v; parser misses %v (%.2f%% agreement on what both files print)",
			m, both, total, 100*strict, len(printedUnpublished), printedUnpublished, len(missingFromJSON), missingFromJSON, len(notPrinted), notPrinted, parserMiss, 100*parsed)
		if parsed < 0.99 {
			t.Errorf("1.%d: parser agreement %.2f%% < 99%%: PRs cited in the markdown but not parsed: %v", m, 100*parsed, parserMiss)
		}
	}
}

// TestNoteCounts: every top-level entry of a note section becomes a note
// (or a module of the Dependencies lists), counted by a line scanner.
func TestNoteCounts(t *testing.T) {
	check := func(rel string, changelog bool) {
		src := readData(t, rel)
		rels := mustParse(t, rel)
		want := countEntries(src, changelog)
		if len(want) != len(rels) {
			t.Errorf("%s: scanner sees %d releases, parser %d", rel, len(want), len(rels))
			return
		}
		total := 0
		for i, r := range rels {
			got := len(r.Notes) + len(r.Dependencies.Added) + len(r.Dependencies.Changed) + len(r.Dependencies.Removed)
			total += len(r.Notes)
			if got != want[i] {
				t.Errorf("%s %s: %d entries parsed (%d notes), scanner counts %d", rel, r.Version, got, len(r.Notes), want[i])
			}
		}
		t.Logf("%s: %d notes in %d releases", filepath.Base(rel), total, len(rels))
	}
	for _, m := range minors(5, 37) {
		check(releaseNotesFile(m), false)
	}
	for _, f := range changelogFiles {
		check("changelog/"+f, true)
	}
}
