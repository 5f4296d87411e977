package changelog

import (
	"bufio"
	"bytes"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestCitedParagraphsAreNotes: upstream wrote a few entries of its old
// notes as paragraphs, not list items: 1.8's "[alpha] Support ipvs mode
// for kube-proxy" (the only text under "#### kube-proxy ipvs mode"),
// 1.12's " The etcdv3 client can now be monitored by Prometheus." under
// "### SIG Instrumentation", and two 1.10 citations written a few blocks
// after their entries (an example of unindented text and code between).
// Each is a note citing its pull request, with the labels its headings
// give; and every pull request a shipped release-notes file links is
// cited by a note of it or sits in its release's prose.
func TestCitedParagraphsAreNotes(t *testing.T) {
	for _, c := range []struct {
		minor   int
		pr      int
		author  string
		kind    parser.Kind
		sig     string // "" for none
		section string
		starts  string
		holds   string
	}{
		{8, 46580, "haibinxie", parser.KindFeature, "network", "Network / kube-proxy ipvs mode", "[alpha] Support ipvs mode for kube-proxy(", ""},
		{12, 64741, "wgliang", parser.KindOtherNotes, "instrumentation", "SIG Instrumentation", "The etcdv3 client can now be monitored by Prometheus.", ""},
		{10, 57962, "xiangpengzhao", parser.KindUrgent, "network", "", "kube-proxy: feature gates are now specified as a map", "KubeProxyConfiguration After:\n\n```\napiVersion: kubeproxy.config.k8s.io/v1alpha1"},
		{10, 55479, "ijc", parser.KindOtherNotes, "cluster-lifecycle", "Cluster Lifecycle", "`kubeadm init` can now omit the tainting", "And point to the file using the --config flag"},
	} {
		rels := mustParse(t, releaseNotesFile(c.minor))
		got := notesCiting(rels, c.pr)
		if len(got) != 1 {
			t.Errorf("1.%d: %d notes cite #%d, want 1", c.minor, len(got), c.pr)
			continue
		}
		n := got[0]
		wantSIGs := []string{}
		if c.sig != "" {
			wantSIGs = []string{c.sig}
		}
		if !slices.Equal(n.Authors, []string{c.author}) || n.Kind != c.kind || !slices.Equal(n.SIGs, wantSIGs) ||
			n.Section != c.section || !strings.HasPrefix(n.Markdown, c.starts) || !strings.Contains(n.Markdown, c.holds) {
			t.Errorf("1.%d #%d: authors %v kind %q SIGs %v section %q, text %.80q; want %s, %q, %q, %q, starting %q",
				c.minor, c.pr, n.Authors, n.Kind, n.SIGs, n.Section, n.Markdown, c.author, c.kind, wantSIGs, c.section, c.starts)
		}
	}

	// Every pull request linked in a release-notes file is cited by one
	// of its notes, or its link is in a note's text or in the prose: 1.7's
	// and 1.14's Known Issues cite one each, 1.14's "What's New" lists
	// the pull requests of two themes. A pull request whose only entry
	// is a placeholder ("- NONE ([#91597](…)…)", isPlaceholderNote) has
	// none.
	placeholder := regexp.MustCompile("(?m)^\\s*[-*]\\s+(.*)$")
	prLink := regexp.MustCompile(`\[#\d+\]\(https://github\.com/kubernetes/kubernetes/pull/(\d+)\)`)
	inProse := map[string]bool{}
	for _, m := range minors(5, 37) {
		name := releaseNotesFile(m)
		rels := mustParse(t, name)
		cited := map[int]bool{}
		var texts, prose strings.Builder
		for _, r := range rels {
			for _, n := range r.Notes {
				for _, pr := range n.PRs {
					cited[pr] = true
				}
				texts.WriteString(n.Markdown + "\n")
			}
			for _, s := range slices.Concat(r.Themes, r.KnownIssues) {
				prose.WriteString(s.Markdown + "\n")
			}
		}
		src := string(readData(t, name))
		for _, e := range placeholder.FindAllStringSubmatch(src, -1) {
			if isPlaceholderNote(e[1]) {
				for _, l := range prLink.FindAllStringSubmatch(e[1], -1) {
					pr, _ := strconv.Atoi(l[1])
					cited[pr] = true
				}
			}
		}
		for _, l := range prLink.FindAllStringSubmatch(src, -1) {
			pr, _ := strconv.Atoi(l[1])
			switch {
			case cited[pr] || strings.Contains(texts.String(), l[0]):
			case strings.Contains(prose.String(), l[0]):
				inProse[l[0]] = true
			default:
				t.Errorf("%s: #%d is linked but no note cites it, nor the prose", name, pr)
			}
		}
	}
	var only []string
	for l := range inProse {
		only = append(only, l[2:strings.IndexByte(l, ']')])
	}
	slices.Sort(only)
	if want := []string{"48189", "73498", "73525", "74391", "75019"}; !slices.Equal(only, want) {
		t.Errorf("pull requests only in the prose: %v, want %v", only, want)
	}
}

// TestBoldSIGGroupsAreNotes: 1.5 writes its features as "- **Node**"
// entries with the SIG's features nested, each citing its own
// kubernetes/features issue. Each nested feature is a note of its own
// (its own card, comment slot and SIG), taking the group's SIG, and the
// group's name as its section; none keeps the bold name.
func TestBoldSIGGroupsAreNotes(t *testing.T) {
	const name = "release-notes/release-notes-1.5.md"
	// The groups, read from the file's lines: a bold name at column 0,
	// then its items at column 2.
	want := map[string][]string{} // group -> its items' texts
	var order []string
	group, inFeatures := "", false
	sc := bufio.NewScanner(bytes.NewReader(readData(t, name)))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "## "):
			inFeatures = l == "## Features"
		case !inFeatures:
		case strings.HasPrefix(l, "- **") && strings.HasSuffix(l, "**"):
			group = strings.TrimSuffix(strings.TrimPrefix(l, "- **"), "**")
			order = append(order, group)
		case strings.HasPrefix(l, "  - ") && group != "":
			want[group] = append(want[group], strings.TrimSpace(strings.TrimPrefix(l, "  - ")))
		}
	}
	if len(order) != 12 || len(want["Node"]) != 5 {
		t.Fatalf("1.5's Features: %d groups, %d Node features; want 12 and 5", len(order), len(want["Node"]))
	}
	rels := mustParse(t, name)
	var features []parser.Note
	for _, n := range rels[0].Notes {
		if n.Kind == parser.KindFeature {
			features = append(features, n)
		}
	}
	i := 0
	for _, g := range order {
		for _, text := range want[g] {
			if i >= len(features) {
				t.Fatalf("%d features, want more: %q of %s missing", len(features), text, g)
			}
			n := features[i]
			i++
			if n.Markdown != text || n.Section != g {
				t.Errorf("feature %d: section %q, text %.80q; want %q, %.80q", i, n.Section, n.Markdown, g, text)
			}
		}
	}
	if i != len(features) {
		t.Errorf("%d features, want %d", len(features), i)
	}
	node := 0
	for _, n := range features {
		if n.Section == "Node" && slices.Equal(n.SIGs, []string{"node"}) {
			node++
		}
		if n.Section == "AWS" && (!slices.Contains(n.SIGs, "cloud-provider") || !slices.Contains(n.Areas, "provider/aws")) {
			t.Errorf("AWS's feature: SIGs %v areas %v, want cloud-provider and provider/aws", n.SIGs, n.Areas)
		}
	}
	if node != 5 {
		t.Errorf("%d of Node's features have SIG Node alone, want 5", node)
	}
}

// TestEntriesAfterACitationLine: upstream ran a few entries into the one
// before across a line break, the second's text on the line right after
// the first's citation. Each pair is two notes, each with its own
// citation; a line after a citation that does not start a sentence stays
// (1.6's "dnsmasq-nanny manages dnsmasq…", the rest of its entry).
func TestEntriesAfterACitationLine(t *testing.T) {
	for _, c := range []struct {
		minor       int
		first, next int
		nextStarts  string
	}{
		{17, 84692, 85260, "Renamed FeatureGate RequestManagement to APIPriorityAndFairness."},
		{17, 84304, 84304, "The `--feature-gates` flag now supports an `AllBeta=false` value"},
		{16, 74416, 78033, "Kubeadm now seamlessly migrates the CoreDNS Configuration"},
		{12, 65420, 66817, "The deprecated shorthand flag `-c` has been removed"},
		{12, 67074, 67697, "Cluster Autoscaler has been upgraded"},
		{12, 66152, 68076, "CoreDNS has been updated to v1.2.2"},
	} {
		rels := mustParse(t, releaseNotesFile(c.minor))
		var first, next []parser.Note
		for _, n := range notesCiting(rels, c.first) {
			if strings.HasPrefix(n.Markdown, c.nextStarts) {
				next = append(next, n)
			} else {
				first = append(first, n)
			}
		}
		if c.next != c.first {
			next = notesCiting(rels, c.next)
		}
		if len(first) != 1 || len(next) != 1 {
			t.Errorf("1.%d: %d notes cite #%d, %d #%d; want one each", c.minor, len(first), c.first, len(next), c.next)
			continue
		}
		if !slices.Equal(first[0].PRs, []int{c.first}) || strings.Contains(first[0].Markdown, c.nextStarts) {
			t.Errorf("1.%d #%d: PRs %v, text %q; want its own", c.minor, c.first, first[0].PRs, first[0].Markdown)
		}
		if !slices.Equal(next[0].PRs, []int{c.next}) || !strings.HasPrefix(next[0].Markdown, c.nextStarts) {
			t.Errorf("1.%d #%d: PRs %v, text %.80q; want it to start %q", c.minor, c.next, next[0].PRs, next[0].Markdown, c.nextStarts)
		}
		if first[0].Kind != next[0].Kind || first[0].Section != next[0].Section {
			t.Errorf("1.%d: #%d is %q under %q, #%d %q under %q; want the same headings", c.minor,
				c.first, first[0].Kind, first[0].Section, c.next, next[0].Kind, next[0].Section)
		}
	}
	n := notesCiting(mustParse(t, releaseNotesFile(6)), 41826)
	if len(n) != 1 || !strings.Contains(n[0].Markdown, "\ndnsmasq-nanny manages dnsmasq based on values from the\n") {
		t.Errorf("1.6 #41826: %d notes, want one keeping its continuation: %+v", len(n), n)
	}
}

// oldEntryShapes are the shapes the readings above look at, each grown
// with n, so that none of them costs time quadratic in the input: cited
// paragraphs, an entry with many lines each after a citation, bold SIG
// groups of many items, and uncited entries with examples and citations
// after them (reopened once each, however many citations follow).
var oldEntryShapes = map[string]func(n int) string{
	"cited paragraphs": func(n int) string {
		return "## Notable Features\n\n### Node\n\n" + strings.Repeat("Support a thing([#46580](https://github.com/kubernetes/kubernetes/pull/46580), [@a](https://github.com/a))\n\n", n)
	},
	"lines after citations": func(n int) string {
		return "## Notable Features\n\n- First " + strings.Repeat("([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))\nNext ", n) + "end\n"
	},
	"one long line after a citation": func(n int) string {
		return "## Notable Features\n\n- First ([#1](https://github.com/kubernetes/kubernetes/pull/1))\n" + strings.Repeat("Next ([#1](x) ", n) + "\n"
	},
	"bold SIG groups": func(n int) string {
		return "## Features\n\n" + strings.Repeat("- **Node**\n"+strings.Repeat("  - [alpha] a thing ([docs](http://x))\n", 8), n)
	},
	"one bold SIG group": func(n int) string {
		return "## Features\n\n- **Node**\n" + strings.Repeat("  - [alpha] a thing ([docs](http://x))\n", n) + "  - the last, uncited\n"
	},
	"orphan citations after examples": func(n int) string {
		return "## Action Required\n\n" + strings.Repeat("* An entry. For example:\n\nBefore:\n\n```\nx\n```\n\n([#57962](https://github.com/kubernetes/kubernetes/pull/57962), [@a](https://github.com/a))\n\n([#1](https://example.com/1))\n\n", n)
	},
	"uncited entry, many citations after": func(n int) string {
		return "## Action Required\n\n* An entry. For example:\n\n" + strings.Repeat("Text\n\n([#1](https://example.com/1))\n\n", n)
	},
}

// TestParseTimeLinearOnOldEntryShapes: 4× the input of each of
// oldEntryShapes costs about 4× the time.
func TestParseTimeLinearOnOldEntryShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	for name, shape := range oldEntryShapes {
		t.Run(name, func(t *testing.T) {
			s, l := lineartime.Inputs(shape)
			parse := func(src []byte) func() {
				return func() {
					if _, err := Parse(src, "release-notes-1.8.md"); err != nil {
						t.Fatalf("refused: %.300v", err)
					}
				}
			}
			ts, tl, ratio := lineartime.Ratio(5, parse([]byte(s)), parse([]byte(l)))
			t.Logf("%d bytes: %v; 4×: %v (%.1f×)", len(s), ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the input took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}
