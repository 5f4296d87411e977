package changelog

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

	"github.com/kubechangelog/kubechangelog/parser"
)

// The tests read the real upstream notes the product embeds.
const dataDir = "../../embed/data"

func readData(t testing.TB, rel string) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dataDir, rel))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func mustParse(t testing.TB, rel string) []parser.Release {
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
	// group marks an entry that is only a SIG's bold name ("- **Node**",
	// 1.5): the items nested in it are the entries, it is none.
	group bool
}

var (
	scanHeadingRE = regexp.MustCompile(`^(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$`)
	scanMarkerRE  = regexp.MustCompile(`^ {0,3}[-*+](?:[ \t]+|$)`)
	scanBreakRE   = regexp.MustCompile(`^ {0,3}([-*_])(?:[ \t]*[-*_]){2,}[ \t]*$`)
	// A line that ends with a pull request's citation, and optional SIGs.
	scanCitedRE = regexp.MustCompile(`\(\[#\d+\]\(https://github\.com/kubernetes/kubernetes/pull/\d+\)(?:, ?\[ ?@[\w-]+\]\(https://github\.com/[\w-]+\))*\)(?: \[SIG [^\]]*\])?$`)
	scanBoldRE  = regexp.MustCompile(`^\*\*([^*]+)\*\*$`)
	// A sentence's start, after a marker glued to it at most ("-The").
	scanSentenceRE = regexp.MustCompile(`^[-*]?[A-Z]`)
	// A label alone ("Features:", "kube-apiserver"), and the end of an
	// item that cites a change: "([#N](…), [@a](…))", "([docs](…))", or
	// an author alone, "[@mrunalp]" (1.10's runtime summary).
	scanLabelRE    = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9 /()-]{0,59}?\s*:?$`)
	scanItemCiteRE = regexp.MustCompile(`(\(\[[^\]]+\]\([^)\s]+\)(?:\s*,\s*\[\s*@[\w-]+\]\([^)\s]+\))*\)|\[@[\w-]+\])\s*$`)
	scanItemRE     = regexp.MustCompile(`^[-*+][ \t]+`)
)

// labelGroup is a top-level entry that is a label alone, with what is
// nested in it: the first and last line of each nested item.
type labelGroup struct {
	lead        scannedLine
	first, last []string
	content     int  // the column of the last item's text
	ok          bool // one nested list of one-paragraph items, nothing else
}

// add reads a line of the group's entry, indented indent columns, whose
// label's text starts at column top, after a blank line (blank) or not: a
// nested item's marker, a line of the last item, or more than one list
// of one-paragraph items (a second paragraph; a marker at the last item's
// content column or deeper, a list within it: 1.7 indents items with a
// tab after a first one with two spaces).
func (g *labelGroup) add(trimmed string, indent, top int, blank bool) {
	n := len(g.first)
	m := scanItemRE.FindString(trimmed)
	switch {
	case m != "" && indent >= top && indent < top+4 && (n == 0 || indent < g.content):
		item := strings.TrimSpace(trimmed[len(m):])
		g.first, g.last = append(g.first, item), append(g.last, item)
		g.content = indent + len(m)
	case n == 0 || blank || m != "":
		g.ok = false
	default:
		g.last[n-1] = trimmed
	}
}

// entries are the group's entries: each nested item when the label
// groups changes (two or more items, each closing with a citation of its
// own, none finishing the label's sentence: "to container-vm-…", 1.6),
// else the label's own entry, which holds them.
func (g *labelGroup) entries() []scannedLine {
	seen := map[string]bool{}
	split := g.ok && len(g.first) >= 2
	for i := 0; split && i < len(g.first); i++ {
		c := scanItemCiteRE.FindString(g.last[i])
		word, _, _ := strings.Cut(g.first[i], " ")
		split = c != "" && !seen[c] && !slices.Contains([]string{"to", "for", "with", "in", "on", "from", "by", "and", "or", "of"}, word)
		seen[c] = true
	}
	if !split {
		return []scannedLine{g.lead}
	}
	var out []scannedLine
	for _, f := range g.first {
		for _, e := range runTogetherEntries(f) {
			out = append(out, scannedLine{entry: true, text: "- " + e})
		}
	}
	return out
}

func scanLines(src []byte) []scannedLine {
	var out []scannedLine
	fence, fenceIndent := "", 0
	topContent, blank := 0, false
	group := false          // the open top-level entry is a SIG's bold name
	var pending *labelGroup // the open top-level entry is a label alone
	flush := func() {
		if pending != nil {
			out = append(out, pending.entries()...)
			pending = nil
		}
	}
	cited := false // the line before ends with a pull request's citation
	afterHeading := false
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
			flush()
			out = append(out, scannedLine{heading: len(m[1]), text: strings.TrimSpace(m[2])})
			topContent, blank, group, cited, afterHeading = 0, false, false, false, true
			continue
		}
		if trimmed == "" {
			blank, cited = true, false
			continue
		}
		if m := scanMarkerRE.FindStringSubmatch(line); m != nil && !scanBreakRE.MatchString(line) {
			// A marker indented less than the open top-level item's content
			// starts a sibling (CommonMark); deeper ones are nested.
			if topContent == 0 || indent < topContent {
				flush()
				topContent = len(m[0])
				if len(m[0]) == len(line) || len(m[0]) > indent+5 {
					topContent = indent + 2 // empty item or indented code after the marker
				}
				b := scanBoldRE.FindStringSubmatch(entryText(line))
				group = b != nil && (SIGSlug(b[1]) != "" || areaSlug(b[1]) != "")
				if !group && scanLabelRE.MatchString(entryText(line)) {
					pending = &labelGroup{lead: scannedLine{entry: true, text: line}, ok: true}
				} else {
					out = append(out, scannedLine{entry: true, text: line, group: group})
				}
			} else if group && indent < topContent+4 {
				out = append(out, scannedLine{entry: true, text: line}) // an item of a SIG's group
			} else if pending != nil {
				pending.add(trimmed, indent, topContent, blank)
			}
		} else if pending != nil && (indent > 0 || !blank) {
			pending.add(trimmed, indent, topContent, blank)
		} else if cited && !blank && topContent > 0 && indent <= topContent && scanSentenceRE.MatchString(trimmed) {
			// A sentence right after an entry's citation, at most at the
			// entry's indentation: the next entry, its marker missing.
			out = append(out, scannedLine{entry: true, text: "- " + strings.TrimLeft(trimmed, "-*")})
		} else if (afterHeading && indent <= 3 || blank && indent == 0) && trimmed[0] != '(' && scanCitedRE.MatchString(trimmed) {
			// A paragraph of one line that ends with a citation, outside any
			// list: an entry without its marker (1.8's #46580).
			out = append(out, scannedLine{entry: true, text: "- " + trimmed})
			topContent = 0
		} else if indent == 0 && blank {
			topContent = 0 // a paragraph at column 0 ends the list
		}
		blank, afterHeading = false, false
		cited = scanCitedRE.MatchString(trimmed)
	}
	flush()
	return out
}

// scanReleases splits the scanned top-level entries by release: at each
// "# vX.Y.Z" line of a CHANGELOG (what precedes the first is its table of
// contents), or all in one release for a release-notes file. It applies no
// heading rule: which entries become notes is what TestNoteCounts checks
// on the parser's outcome.
func scanReleases(src []byte, changelog bool) []scannedRelease {
	releaseRE := regexp.MustCompile(`^v\d+\.\d+\.\d+\S*$`)
	var out []scannedRelease
	if !changelog {
		out = append(out, scannedRelease{})
	}
	secLevel := 0 // level of the open security heading, 0 outside one
	for _, l := range scanLines(src) {
		switch {
		case changelog && l.heading == 1 && releaseRE.MatchString(l.text):
			out = append(out, scannedRelease{})
			secLevel = 0
		case l.heading > 0:
			if secLevel > 0 && l.heading <= secLevel {
				secLevel = 0
			}
			if secLevel == 0 && classifyHeading(l.text).role == roleSecurity {
				secLevel = l.heading
			}
		case l.group:
			// Its nested items are the entries.
		case l.entry && len(out) > 0:
			r := &out[len(out)-1]
			for _, e := range runTogetherEntries(entryText(l.text)) {
				r.entries = append(r.entries, e)
				if secLevel > 0 {
					r.security = append(r.security, e)
				}
			}
		}
	}
	return out
}

// scannedRelease is one release's top-level entries, and those of them
// below an "Important Security Information" heading.
type scannedRelease struct{ entries, security []string }

// modKey is how a module of the Dependencies lists is counted: apart from
// note texts, which may also start "Azure: …".
func modKey(module string) string { return "\x00module " + module }

// runTogetherEntries splits an entry line where upstream ran the next
// entry into it ("…[@bsalamat](https://github.com/bsalamat))* Add generic
// cache…", 1.10; see runTogetherClosedRE): each is an entry.
func runTogetherEntries(text string) []string {
	var out []string
	for {
		m := runTogetherClosedRE.FindStringIndex(text)
		if m == nil {
			if o := runTogetherOpenRE.FindStringIndex(text); o != nil {
				// The author's link left open (1.7's #40423, in a group
				// of Storage's "Features:"): the entry ends with it closed.
				cut := o[1] - len("  * A")
				out = append(out, text[:cut]+"))")
				text = text[cut+len("  * "):]
				continue
			}
			return append(out, text)
		}
		cut := m[1] - len("* A")
		out = append(out, text[:cut])
		text = text[cut+len("* "):]
	}
}

// entryText is a scanned entry line without its marker.
func entryText(line string) string {
	return strings.TrimSpace(scanMarkerRE.ReplaceAllString(line, ""))
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

func findRelease(t *testing.T, rels []parser.Release, v string) *parser.Release {
	t.Helper()
	for i := range rels {
		if rels[i].Version == v {
			return &rels[i]
		}
	}
	t.Fatalf("release %s not found", v)
	return nil
}

func findNote(t *testing.T, r *parser.Release, pr int) *parser.Note {
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
	if r.Previous != "v1.30.2" || r.Type != parser.TypePatch {
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
	if n.Kind != parser.KindBug || strings.Join(n.SIGs, ",") != "scheduling,testing" ||
		strings.Join(n.Authors, ",") != "sanposhiho" {
		t.Errorf("PR 125643: kind %q sigs %v authors %v", n.Kind, n.SIGs, n.Authors)
	}
	n = findNote(t, r, 125895)
	if n.Kind != parser.KindFeature || strings.Join(n.SIGs, ",") != "release,testing" || n.Authors[0] != "cpanato" {
		t.Errorf("PR 125895: %+v", n)
	}
	if len(r.Security) != 1 || r.Security[0].CVE != "CVE-2024-5321" ||
		r.Security[0].Title != "Incorrect permissions on Windows containers logs" ||
		!strings.Contains(r.Security[0].Markdown, "kubelet <= 1.30.2") {
		t.Errorf("v1.30.3 security: %+v", r.Security)
	}
	// Dependencies of v1.30.0: every form of the lists.
	r = findRelease(t, rels, "v1.30.0")
	if r.Previous != "v1.29.0" || r.Type != parser.TypeMinor {
		t.Errorf("v1.30.0: previous %q type %q", r.Previous, r.Type)
	}
	d := r.Dependencies
	if len(d.Added) != 6 || len(d.Changed) != 24 || len(d.Removed) != 21 {
		t.Errorf("v1.30.0 deps: %d added, %d changed, %d removed", len(d.Added), len(d.Changed), len(d.Removed))
	}
	wantDeps := []any{
		parser.ModuleVersion{Module: "github.com/fxamacker/cbor/v2", Version: "v2.6.0"},
		parser.ModuleVersion{Module: "k8s.io/gengo/v2", Version: "51d4e06"},
		parser.ModuleChange{Module: "github.com/docker/docker", From: "v20.10.24+incompatible", To: "v20.10.27+incompatible"},
		parser.ModuleChange{Module: "go.uber.org/zap", From: "v1.19.0", To: "v1.26.0"},
		parser.ModuleVersion{Module: "k8s.io/gengo", Version: "9cce18d"},
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
	if n.Kind != parser.KindAPIChange || len(n.SIGs) == 0 {
		t.Errorf("v1.30.0 PR 123516: kind %q sigs %v", n.Kind, n.SIGs)
	}
	if pre := findNote(t, findRelease(t, rels, "v1.30.0-beta.0"), 123516); strings.Join(pre.SIGs, ",") != strings.Join(n.SIGs, ",") {
		t.Errorf("PR 123516: v1.30.0 sigs %v, beta sigs %v", n.SIGs, pre.SIGs)
	}
	// Deprecation entries keep the continuation line carrying the trailer.
	n = findNote(t, r, 120246)
	if n.Kind != parser.KindDeprecation || !strings.HasSuffix(n.Markdown, "\n ([#120246](https://github.com/kubernetes/kubernetes/pull/120246), [@pacoxu](https://github.com/pacoxu))") {
		t.Errorf("v1.30.0 PR 120246: %q %q", n.Kind, n.Markdown)
	}
}

func TestChangelogUrgentAndNothingChanged(t *testing.T) {
	rels := mustParse(t, "changelog/CHANGELOG-1.36.md")
	r := findRelease(t, rels, "v1.36.0")
	urgent := 0
	for _, n := range r.Notes {
		if n.Kind == parser.KindUrgent {
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

// TestNoteCounts: every top-level list entry the line scanner finds is a
// note or a module of the Dependencies lists of its release, or sits in the
// release's prose (themes, known issues, security), and every note and
// module is one such entry.
func TestNoteCounts(t *testing.T) {
	check := func(rel string, changelog bool) {
		src := readData(t, rel)
		rels := mustParse(t, rel)
		scanned := scanReleases(src, changelog)
		if len(scanned) != len(rels) {
			t.Errorf("%s: scanner sees %d releases, parser %d", rel, len(scanned), len(rels))
			return
		}
		total := 0
		for i, r := range rels {
			total += len(r.Notes)
			left := map[string]int{} // first lines of notes, module paths, not yet matched
			// A label entry the parser read as its notes' section (a
			// label tree, labelTree; a component's name, componentLead)
			// is no note's first line: its nested items are the notes,
			// which the scanner does not split. sections holds each
			// note's section parts by its first line; labels the label
			// entries found among them.
			sections := map[string][]string{}
			inSection := map[string]bool{}
			for _, n := range r.Notes {
				left[strings.TrimSpace(firstLine(n.Markdown))]++
				if n.Section != "" {
					parts := strings.Split(n.Section, " / ")
					sections[strings.TrimSpace(firstLine(n.Markdown))] = append(sections[strings.TrimSpace(firstLine(n.Markdown))], parts...)
					for _, p := range parts {
						inSection[p] = true
					}
				}
			}
			labels := map[string]bool{}
			for _, m := range r.Dependencies.Added {
				left[modKey(m.Module)]++
			}
			for _, m := range r.Dependencies.Changed {
				left[modKey(m.Module)]++
			}
			for _, m := range r.Dependencies.Removed {
				left[modKey(m.Module)]++
			}
			secEntries := scanned[i].security
			var prose strings.Builder
			for _, s := range slices.Concat(r.Themes, r.KnownIssues) {
				prose.WriteString(s.Markdown + "\n")
			}
			for _, a := range r.Security {
				prose.WriteString(a.Markdown + "\n")
			}
			for _, e := range scanned[i].entries {
				key := e
				if mod, _, ok := strings.Cut(e, ": "); ok && left[modKey(mod)] > 0 {
					key = modKey(mod)
				}
				switch {
				case left[key] > 0:
					left[key]--
				case scanLabelRE.MatchString(e) && inSection[cleanTitle(e)]:
					labels[cleanTitle(e)] = true
				case strings.Contains(prose.String(), e):
				case isPlaceholderNote(e):
					// "NONE" and its citation: no note (isPlaceholderNote).
				case len(r.Security) > 0 && slices.Contains(secEntries, e):
					// Security keeps the CVE sections; "Am I vulnerable?"
					// and the like under it are dropped on purpose.
				default:
					t.Errorf("%s %s: entry neither a note nor in the prose: %.80q", rel, r.Version, e)
				}
			}
			for k, n := range left {
				if n > 0 && !slices.ContainsFunc(sections[k], func(p string) bool { return labels[p] }) {
					t.Errorf("%s %s: %d note(s) the scanner did not see as entries: %.80q", rel, r.Version, n, k)
				}
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
