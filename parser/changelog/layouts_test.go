package changelog

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/parser"
)

// The layout cases live in testdata/layouts/*.txt, the way goldmark keeps
// the CommonMark examples: each case is a small markdown excerpt of real
// upstream notes followed by what the parser must make of it, in the
// readable form layoutDump writes. A case looks like
//
//	//== what the case shows
//	//-- file: CHANGELOG-1.2.md
//	…markdown…
//	//-- labels            (optional: a release-notes-1.NN.json excerpt)
//	…json…
//	//-- want
//	…expected releases and notes…
//
// Lines before the first case are the file's preamble (credit, how to read
// the expectations). `go test ./parser -run TestLayouts -update` rewrites
// every want block from the parser's output: review each rewritten block
// against its excerpt before keeping it.
var update = flag.Bool("update", false, "rewrite the want blocks of testdata/layouts/*.txt from the parser's output")

const (
	caseMark   = "//== "
	fileMark   = "//-- file: "
	labelsMark = "//-- labels"
	wantMark   = "//-- want"
)

type layoutCase struct {
	title    string
	file     string
	markdown string
	labels   string
	want     string
	line     int // line of the case's title, for messages
	// wantFrom and wantTo are the lines of the want block (0-based,
	// half-open), which -update replaces.
	wantFrom, wantTo int
}

// readLayoutCases splits a layouts file into its cases.
func readLayoutCases(t *testing.T, path string) (lines []string, cases []*layoutCase) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	var c *layoutCase
	section := ""
	var buf []string
	flush := func(end int) {
		if c == nil {
			return
		}
		text := strings.Join(buf, "\n")
		switch section {
		case "markdown":
			c.markdown = text + "\n"
		case "labels":
			c.labels = text
		case "want":
			c.want = strings.TrimRight(text, "\n ")
			c.wantTo = end
		}
		buf = nil
	}
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, caseMark):
			flush(i)
			c = &layoutCase{title: strings.TrimPrefix(l, caseMark), line: i + 1}
			cases = append(cases, c)
			section = ""
		case c != nil && strings.HasPrefix(l, fileMark):
			flush(i)
			c.file = strings.TrimSpace(strings.TrimPrefix(l, fileMark))
			section = "markdown"
		case c != nil && l == labelsMark:
			flush(i)
			section = "labels"
		case c != nil && l == wantMark:
			flush(i)
			section = "want"
			c.wantFrom = i + 1
		case c != nil:
			buf = append(buf, l)
		}
	}
	flush(len(lines))
	for _, c := range cases {
		if c.file == "" || c.wantFrom == 0 {
			t.Fatalf("%s:%d: case %q needs a %q line and a %q block", path, c.line, c.title, fileMark, wantMark)
		}
	}
	return lines, cases
}

// runLayoutCase parses a case's excerpt (and applies its labels) and
// returns the dump to compare with its want block.
func runLayoutCase(c *layoutCase) string {
	rels, err := Parse([]byte(c.markdown), c.file)
	if err != nil {
		return "error: " + err.Error()
	}
	if c.labels != "" {
		l, err := ParseLabels([]byte(c.labels), "labels.json")
		if err != nil {
			return "labels error: " + err.Error()
		}
		l.Apply(rels)
	}
	return layoutDump(rels)
}

// layoutDump writes releases in the form the want blocks use: one line per
// release, then its prose sections and dependency counts, then one line per
// note with its kind, the fields that are set, and the start of its text.
func layoutDump(rels []parser.Release) string {
	var b strings.Builder
	for _, r := range rels {
		fmt.Fprintf(&b, "release %s %s", r.Version, r.Type)
		if r.Previous != "" {
			fmt.Fprintf(&b, " since %s", r.Previous)
		}
		b.WriteString("\n")
		for _, s := range r.Themes {
			fmt.Fprintf(&b, "  themes: %q\n", s.Title)
		}
		for _, s := range r.KnownIssues {
			fmt.Fprintf(&b, "  known issues: %q\n", s.Title)
		}
		for _, a := range r.Security {
			fmt.Fprintf(&b, "  security: %s %q\n", a.CVE, a.Title)
		}
		if d := r.Dependencies; len(d.Added)+len(d.Changed)+len(d.Removed) > 0 {
			fmt.Fprintf(&b, "  dependencies: %d added, %d changed, %d removed\n", len(d.Added), len(d.Changed), len(d.Removed))
		}
		for _, n := range r.Notes {
			fmt.Fprintf(&b, "  - %s", n.Kind)
			if n.ActionRequired {
				b.WriteString(" [action required]")
			}
			if n.Section != "" {
				fmt.Fprintf(&b, " section=%q", n.Section)
			}
			if len(n.SIGs) > 0 {
				fmt.Fprintf(&b, " sigs=%s", strings.Join(n.SIGs, ","))
			}
			if len(n.Areas) > 0 {
				fmt.Fprintf(&b, " areas=%s", strings.Join(n.Areas, ","))
			}
			for i, pr := range n.PRs {
				if i == 0 {
					b.WriteString(" prs=")
				} else {
					b.WriteString(",")
				}
				fmt.Fprintf(&b, "%d", pr)
			}
			if len(n.Authors) > 0 {
				fmt.Fprintf(&b, " authors=%s", strings.Join(n.Authors, ","))
			}
			fmt.Fprintf(&b, " | %s\n", snippet(n.Markdown))
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// snippet is the start of a note's first line, enough to find it in the
// excerpt by eye.
func snippet(md string) string {
	s := strings.TrimSpace(firstLine(md))
	const max = 60
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max]) + "…"
}

// TestLayouts runs every case of testdata/layouts/*.txt.
func TestLayouts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "layouts", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no layout cases: %v", err)
	}
	for _, path := range files {
		lines, cases := readLayoutCases(t, path)
		changed := false
		for _, c := range cases {
			got := runLayoutCase(c)
			if got == c.want {
				continue
			}
			if *update {
				c.want, changed = got, true
				continue
			}
			t.Errorf("%s:%d: %s\n--- got\n%s\n--- want\n%s", path, c.line, c.title, got, c.want)
		}
		if changed {
			writeLayoutCases(t, path, lines, cases)
		}
		t.Logf("%s: %d cases", filepath.Base(path), len(cases))
	}
}

// writeLayoutCases rewrites a layouts file with each case's want block
// replaced, everything else kept as it was.
func writeLayoutCases(t *testing.T, path string, lines []string, cases []*layoutCase) {
	t.Helper()
	var out []string
	at := 0
	for _, c := range cases {
		out = append(out, lines[at:c.wantFrom]...)
		out = append(out, strings.Split(c.want, "\n")...)
		// Keep the blank line that separates a want block from the next case.
		if c.wantTo > c.wantFrom && strings.TrimSpace(lines[c.wantTo-1]) == "" {
			out = append(out, "")
		}
		at = c.wantTo
	}
	out = append(out, lines[at:]...)
	if err := os.WriteFile(path, []byte(strings.Join(out, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: want blocks rewritten; review each against its excerpt", path)
}

// TestClassifyHeading pins each heading rule on headings upstream wrote.
func TestClassifyHeading(t *testing.T) {
	notes := func(k parser.Kind) headingInfo { return headingInfo{kind: k, known: true} }
	cases := []struct {
		title string
		want  headingInfo
	}{
		// Skipped: downloads, images, the pre-releases a minor includes.
		{"Downloads for v1.24.15", headingInfo{role: roleSkip}},
		{"Downloads", headingInfo{role: roleSkip}},
		// The downloads' sub-headings are skipped with them, not by a rule
		// of their own: 1.6's "Container Images" holds notes.
		{"Source Code", headingInfo{}},
		{"Client Binaries", headingInfo{}},
		{"Container Images", headingInfo{}},
		{"Previous Releases Included in v1.4.0", headingInfo{role: roleSkip}},
		// The previous release.
		{"Changelog since v1.24.14", headingInfo{previous: "v1.24.14"}},
		{"Changes since v1.1.1", headingInfo{previous: "v1.1.1"}},
		{"Changelog since v1.4.0-beta.10", headingInfo{previous: "v1.4.0-beta.10"}},
		// Release-level prose.
		{"What’s New (Major Themes)", headingInfo{role: roleThemes}},
		{"**Major Themes**", headingInfo{role: roleThemes}},
		{"Major themes", headingInfo{role: roleThemes}},
		{"Major updates and release themes", headingInfo{role: roleThemes}},
		{"Introduction to v1.8.0", headingInfo{role: roleThemes}},
		{"WARNING: etcd backup strongly recommended", headingInfo{role: roleThemes}},
		{"Known Issues", headingInfo{role: roleKnownIssues, known: true}},
		{"Docker Known Issues", headingInfo{role: roleKnownIssues, known: true}},
		{"Important Security Information", headingInfo{role: roleSecurity}},
		// Urgent, under every name it had.
		{"Urgent Upgrade Notes", headingInfo{kind: parser.KindUrgent, urgent: true, known: true}},
		{"(No, really, you MUST read this before you upgrade)", headingInfo{kind: parser.KindUrgent, urgent: true, known: true}},
		{"Action Required", headingInfo{kind: parser.KindUrgent, urgent: true, known: true}},
		{"**Action Required Before Upgrading**", headingInfo{kind: parser.KindUrgent, urgent: true, known: true}},
		{"Before Upgrading ", headingInfo{kind: parser.KindUrgent, urgent: true, known: true}},
		// Dependencies and their buckets.
		{"Dependencies", headingInfo{role: roleDeps, kind: parser.KindDependency, known: true}},
		{"External Dependencies", headingInfo{role: roleDeps, kind: parser.KindDependency, known: true}},
		{"External Dependency Version Information", headingInfo{role: roleDeps, kind: parser.KindDependency, known: true}},
		{"Detailed go Dependency Changes", headingInfo{role: roleDeps, kind: parser.KindDependency, known: true}},
		{"Added", headingInfo{bucket: bucketAdded}},
		{"Changed", headingInfo{bucket: bucketChanged}},
		{"Removed", headingInfo{bucket: bucketRemoved}},
		{"Dependency", notes(parser.KindDependency)},
		// Kinds.
		{"Removed and deprecated metrics", notes(parser.KindDeprecation)},
		{"Deprecated/changed metrics", notes(parser.KindDeprecation)},
		{"Added metrics", notes(parser.KindOtherNotes)},
		{"Metrics Changes", notes(parser.KindOtherNotes)},
		{"Deprecation", notes(parser.KindDeprecation)},
		{"**Deprecations**", notes(parser.KindDeprecation)},
		{"Deprecations and Removals", notes(parser.KindDeprecation)},
		{"Other deprecations:", notes(parser.KindDeprecation)},
		{"API Change", notes(parser.KindAPIChange)},
		{"API Changes", notes(parser.KindAPIChange)},
		{"Feature", notes(parser.KindFeature)},
		{"Features", notes(parser.KindFeature)},
		{"**Notable Features**", notes(parser.KindFeature)},
		{"New Features", notes(parser.KindFeature)},
		{"Experimental Features", notes(parser.KindFeature)},
		{"Documentation", notes(parser.KindDocumentation)},
		{"Failing Test", notes(parser.KindFailingTest)},
		{"Bug or Regression", notes(parser.KindBug)},
		{"Detailed Bug Fixes And Changes", notes(parser.KindBug)},
		{"Other (Bug, Cleanup or Flake)", notes(parser.KindBug)},
		{"Other (Cleanup or Flake)", notes(parser.KindCleanup)},
		{"Non-user-facing Changes", notes(parser.KindCleanup)},
		{"Uncategorized", notes(parser.KindUncategorized)},
		{"Changes by Kind", notes(parser.KindOtherNotes)},
		{"Other notable changes", notes(parser.KindOtherNotes)},
		{"Notable Changes to Existing Behavior", notes(parser.KindOtherNotes)},
		{"Other Changes", notes(parser.KindOtherNotes)},
		{"Other notable improvements", notes(parser.KindOtherNotes)},
		{"Provider-specific Notes", notes(parser.KindOtherNotes)},
		// SIG and area sub-headings.
		{"SIG API Machinery", headingInfo{sig: "api-machinery"}},
		{"SIG-cluster-lifecycle", headingInfo{sig: "cluster-lifecycle"}},
		{"**Multicluster**", headingInfo{sig: "multicluster"}},
		{"SIG Multi-cluster (formerly known as SIG Federation)", headingInfo{sig: "multicluster"}},
		{"Kubefed", headingInfo{}},
		{"AWS", headingInfo{area: "provider/aws"}},
		{"kubectl (CLI)", headingInfo{area: "kubectl"}},
		{"kube-apiserver:", headingInfo{area: "apiserver"}},
		// Anything else names a section and nothing more.
		{"Workloads API (apps/v1beta2)", headingInfo{}},
		{"Kubernetes v1.15 Release Notes", headingInfo{}},
	}
	for _, c := range cases {
		if got := classifyHeading(c.title); got != c.want {
			t.Errorf("classifyHeading(%q) = %+v, want %+v", c.title, got, c.want)
		}
	}
}

// The run-together entries of the shipped files, found by an independent
// reading: a trailer's author link, then at once a list marker and the
// next entry's text; closed ("…(https://github.com/x))* Next") or with the
// author link left open ("…(https://github.com/x  * next").
var (
	runTogetherClosedRE = regexp.MustCompile(`\[@[A-Za-z0-9-]+\]\(https://github\.com/[A-Za-z0-9-]+\)\)\* [A-Za-z]`)
	runTogetherOpenRE   = regexp.MustCompile(`\[@[A-Za-z0-9-]+\]\(https://github\.com/([A-Za-z0-9-]+)  \* [A-Za-z]`)
)

// TestRunTogetherEntries: each entry upstream ran into the one before it
// on a line is a note of its own, with its own pull request and author
// (1.10's #59291 and #59652, #58712 and #56926, #58990 and #56831); the
// 1.7 entry whose author link was left open cites its author and shows no
// raw link; no note's text holds a run-together marker. The instances are
// counted in every shipped file first: 3 closed in 1.10, 1 in 1.7, 1 open
// in 1.7.
func TestRunTogetherEntries(t *testing.T) {
	files, err := filepath.Glob("../../embed/data/*/*.md")
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	found := map[string][2]int{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		closed, open := len(runTogetherClosedRE.FindAll(b, -1)), len(runTogetherOpenRE.FindAll(b, -1))
		if closed+open > 0 {
			found[filepath.Base(f)] = [2]int{closed, open}
		}
		rels, err := Parse(b, filepath.Base(f))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rels {
			for _, n := range r.Notes {
				if runTogetherClosedRE.MatchString(n.Markdown) || runTogetherOpenRE.MatchString(n.Markdown) {
					t.Errorf("%s %s: a note runs two entries together: %q", filepath.Base(f), r.Version, n.Markdown)
				}
			}
		}
	}
	want := map[string][2]int{"release-notes-1.10.md": {3, 0}, "release-notes-1.7.md": {1, 1}}
	if fmt.Sprint(found) != fmt.Sprint(want) {
		t.Errorf("run-together entries in the shipped files: %v, want %v", found, want)
	}

	rels := mustParse(t, releaseNotesFile(10))
	for pr, login := range map[int]string{59291: "bsalamat", 59652: "feiskyer", 58712: "bsalamat", 56926: "wgliang", 58990: "bsalamat", 56831: "jhorwit2"} {
		got := notesCiting(rels, pr)
		if len(got) != 1 || !slices.Equal(got[0].PRs, []int{pr}) || !slices.Equal(got[0].Authors, []string{login}) {
			t.Errorf("1.10 #%d: want one note citing it alone, by %s: %+v", pr, login, got)
		}
	}
	// The 1.7 pair sits in Storage's "Features:" group, whose items are
	// each a note (TestLabelGroupsAreNotes): the two entries are two.
	rels7 := mustParse(t, releaseNotesFile(7))
	got := notesCiting(rels7, 41498)
	if len(got) != 1 || !slices.Equal(got[0].PRs, []int{41498}) || !slices.Equal(got[0].Authors, []string{"mikebryant"}) {
		t.Errorf("1.7: the note of #41498: %+v", got)
	}
	var storage []parser.Note
	for _, n := range notesCiting(rels7, 40423) {
		if n.Section == "Storage / Features" {
			storage = append(storage, n)
		}
	}
	if len(storage) != 1 || !slices.Equal(storage[0].Authors, []string{"mkutsevol"}) || strings.Contains(storage[0].Markdown, "(https://github.com/mkutsevol  ") ||
		!strings.HasSuffix(storage[0].Markdown, "[@mkutsevol](https://github.com/mkutsevol))") {
		t.Errorf("1.7: Storage's note of #40423, its author link left open upstream: %+v", storage)
	}
	// A "* " after a parenthesis that closes no trailer stays where it is.
	md := "## Notable Features\n\n- Computes f(x)* 2 ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))\n"
	rels, err = Parse([]byte(md), "release-notes-1.99.md")
	if err != nil || len(rels[0].Notes) != 1 {
		t.Fatalf("%v %+v", err, rels)
	}
}

// TestSIGHeadingIntroduction: 1.14 opens its "### Windows" notes with two
// paragraphs (Windows going stable, GMSA support), kept as a Major Themes
// section "Windows", as 1.8 to 1.13 keep each SIG's text; a paragraph
// after a SIG's entries (1.10's "And point to the file…", the rest of a
// kubeadm entry) or one citing a pull request (1.12's SIG Instrumentation
// entry without its marker) is not.
func TestSIGHeadingIntroduction(t *testing.T) {
	rel := mustParse(t, releaseNotesFile(14))[0]
	var titles []string
	for _, s := range rel.Themes {
		titles = append(titles, s.Title)
	}
	if last := rel.Themes[len(rel.Themes)-1]; len(rel.Themes) != 2 || last.Title != "Windows" ||
		!strings.HasPrefix(last.Markdown, "Support for Windows nodes and Windows containers went going stable.\n\nSupport for Group Managed Service Accounts (GMSA)") {
		t.Errorf("1.14 themes %q; last %+v", titles, rel.Themes[len(rel.Themes)-1])
	}
	for _, n := range rel.Notes {
		if strings.Contains(n.Markdown, "Group Managed Service Accounts (GMSA) for Windows containers in Kubernetes. GMSA are") {
			t.Errorf("1.14: a note holds the Windows introduction: %q", firstLine(n.Markdown))
		}
	}
	for minor, want := range map[int]int{10: 10, 12: 15, 13: 20} {
		if got := len(mustParse(t, releaseNotesFile(minor))[0].Themes); got != want {
			t.Errorf("1.%d: %d Major Themes sections, want %d", minor, got, want)
		}
	}
}

// TestNoEmptyNotes: no shipped note is empty. 1.31's Urgent Upgrade Notes
// end with an empty bullet ("- "), which was a note with no text, no PR,
// counted on the page and in exports.
func TestNoEmptyNotes(t *testing.T) {
	files, err := filepath.Glob("../../embed/data/*/*.md")
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rels, err := Parse(b, filepath.Base(f))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rels {
			for _, n := range r.Notes {
				if strings.TrimSpace(n.Markdown) == "" {
					t.Errorf("%s %s: an empty %s note", filepath.Base(f), r.Version, n.Kind)
				}
			}
		}
	}
}
