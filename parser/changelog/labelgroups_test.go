package changelog

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// TestLabelGroupsAreNotes: old notes group separate changes under a label
// entry ("* Features:" above seven SIG Security features of 1.7, each
// citing its own pull request). Read whole, the group was one note citing
// them all: one card, one comment slot in a write-up, seven changes. Each
// nested change is a note of its own, in upstream order, keeping the
// label as its section; groups whose points are one change, or whose
// items only finish the lead's sentence, stay one note. The pull requests
// and authors below are read from the shipped files.
func TestLabelGroupsAreNotes(t *testing.T) {
	type group struct {
		file, version, section string
		prs                    []int    // each its own note, in order
		authors                []string // for groups citing authors alone
		sig, area              string
	}
	for _, g := range []group{
		{file: "release-notes/release-notes-1.7.md", version: "v1.7.0", section: "Security / Features", sig: "security",
			prs: []int{42360, 45514, 46432, 46799, 46264, 41939, 46916}},
		{file: "release-notes/release-notes-1.7.md", version: "v1.7.0", section: "Security / Bug fixes", sig: "security",
			prs: []int{45575, 45317, 44076, 43813, 47073, 46694, 47877, 44102}},
		{file: "release-notes/release-notes-1.10.md", version: "v1.10.0", section: "Node / Summary of Container Runtime changes", sig: "node",
			authors: []string{"feiskyer", "Random-Liu", "mrunalp", "resouer"}},
		{file: "release-notes/release-notes-1.16.md", version: "v1.16.0", section: "kube-apiserver", sig: "api-machinery", area: "apiserver",
			prs: []int{81152, 81094, 77611, 81668}},
	} {
		var got []parser.Note
		for _, r := range mustParse(t, g.file) {
			if r.Version != g.version {
				continue
			}
			for _, n := range r.Notes {
				if n.Section == g.section {
					got = append(got, n)
				}
			}
		}
		want := max(len(g.prs), len(g.authors))
		if len(got) != want {
			t.Errorf("%s %q: %d notes, want %d (one per change)", g.version, g.section, len(got), want)
			continue
		}
		label := g.section[strings.LastIndex(g.section, "/")+1:]
		label = strings.TrimSpace(label)
		for i, n := range got {
			if g.prs != nil && !slices.Equal(n.PRs, []int{g.prs[i]}) {
				t.Errorf("%s %q note %d cites %v, want [%d]", g.version, g.section, i, n.PRs, g.prs[i])
			}
			if g.authors != nil && !slices.Equal(n.Authors, []string{g.authors[i]}) {
				t.Errorf("%s %q note %d by %v, want [%s]", g.version, g.section, i, n.Authors, g.authors[i])
			}
			if strings.HasPrefix(n.Markdown, label) || strings.Contains(n.Markdown, "\n") {
				t.Errorf("%s %q note %d keeps the group's lead or other items: %.120q", g.version, g.section, i, n.Markdown)
			}
			if !slices.Contains(n.SIGs, g.sig) || g.area != "" && !slices.Contains(n.Areas, g.area) {
				t.Errorf("%s %q note %d: SIGs %v areas %v, want %s %s", g.version, g.section, i, n.SIGs, n.Areas, g.sig, g.area)
			}
		}
	}

	// Groups that stay one note: 1.16's kubeadm CoreDNS change (four
	// points, one citation after the last; "kubeadm" is its section,
	// TestComponentLeadIsSection), 1.6's "Bump GCE ContainerVM"
	// (each item finishes the lead: "to container-vm-v20170201 …").
	for _, c := range []struct {
		file, version string
		prs           []int
		lead          string
	}{
		{"release-notes/release-notes-1.16.md", "v1.16.0", []int{82127}, "- The CoreDNS Deployment now checks readiness via the `ready` plugin.\n"},
		{"release-notes/release-notes-1.6.md", "v1.6.0", []int{38432, 40828, 40094, 41449}, "Bump GCE ContainerVM\n"},
	} {
		found := false
		for _, r := range mustParse(t, c.file) {
			for _, n := range r.Notes {
				if r.Version == c.version && strings.HasPrefix(n.Markdown, c.lead) {
					found = true
					if !slices.Equal(n.PRs, c.prs) {
						t.Errorf("%s %q: cites %v; want one note citing %v", c.version, c.lead, n.PRs, c.prs)
					}
				}
			}
		}
		if !found {
			t.Errorf("%s: no note led by %q (citing %v)", c.version, c.lead, c.prs)
		}
	}
}

// TestLabelGroupKinds: a group's label that names a kind gives its notes
// that kind where the heading above gives none more exact: 1.7 files its
// "Other notable changes" (no kind) and some "Notable Features" under
// "Features:" / "Bug fixes:" labels, and a bug fix shown as "Other notes"
// hides from a kind filter on bugs. Groups read whole ("Bug fixes:" above
// one fix under "#### Node controller", kube-proxy's tab-indented items)
// take the label's kind too. A label below a heading that gives its own
// kind keeps the heading's: 1.16's "Features:" under "Deprecations and
// Removals" lists feature gates being removed; a label naming more than
// a kind ("Changes/deprecations") gives none.
func TestLabelGroupKinds(t *testing.T) {
	rels := mustParse(t, "release-notes/release-notes-1.7.md")
	count := map[string]int{}
	for _, n := range rels[0].Notes {
		label := n.Section[strings.LastIndex(n.Section, "/")+1:]
		if i := strings.IndexByte(n.Markdown, '\n'); i > 0 && n.Kind == parser.KindOtherNotes {
			// A group read whole: its label is its first line.
			if l := strings.TrimSpace(strings.TrimRight(n.Markdown[:i], ": ")); l == "Features" || l == "Bug fixes" {
				t.Errorf("1.7 group %q (section %q) read whole: kind %q, want its label's", l, n.Section, n.Kind)
			}
		}
		var want parser.Kind
		switch strings.TrimSpace(label) {
		case "Features":
			want = parser.KindFeature
		case "Bug fixes":
			want = parser.KindBug
		default:
			continue
		}
		count[n.Section]++
		if n.Kind != want {
			t.Errorf("1.7 %.60q (section %q): kind %q, want %q", n.Markdown, n.Section, n.Kind, want)
		}
	}
	for section, min := range map[string]int{
		"Security / Features": 7, "Security / Bug fixes": 8,
		"Storage / Features": 11, "Storage / Bug fixes": 13,
		"Cluster federation / Bug fixes": 3,
	} {
		if count[section] < min {
			t.Errorf("1.7: %d notes under %q, want %d or more", count[section], section, min)
		}
	}
	for _, c := range []struct {
		pr      int
		section string
		kind    parser.Kind
	}{
		{44313, "kube-proxy / Bug fixes", parser.KindBug},    // tab-indented: a label tree (labelTree)
		{46266, "kube-proxy / Features", parser.KindFeature}, // tab-indented: a label tree (labelTree)
		{44102, "Security / Bug fixes", parser.KindBug},
	} {
		found := false
		for _, n := range rels[0].Notes {
			if slices.Contains(n.PRs, c.pr) && n.Section == c.section {
				found = true
				if n.Kind != c.kind {
					t.Errorf("1.7 #%d (section %q): kind %q, want %q", c.pr, n.Section, n.Kind, c.kind)
				}
			}
		}
		if !found {
			t.Errorf("1.7: no note under %q cites #%d", c.section, c.pr)
		}
	}
	// A label naming more than a kind gives none: 1.7's kubelet
	// "Changes/deprecations" ("CRI has been moved to package …").
	changes := 0
	for _, n := range rels[0].Notes {
		if n.Section == "Node Components / Changes/deprecations" {
			changes++
			if n.Kind != parser.KindOtherNotes {
				t.Errorf("1.7 %.60q (section %q): kind %q, want %q", n.Markdown, n.Section, n.Kind, parser.KindOtherNotes)
			}
		}
	}
	if changes != 4 {
		t.Errorf("1.7: %d notes under Node Components / Changes/deprecations, want 4", changes)
	}
	for _, r := range mustParse(t, "release-notes/release-notes-1.16.md") {
		for _, n := range r.Notes {
			if strings.HasPrefix(n.Markdown, "Features:") && n.Kind != parser.KindDeprecation {
				t.Errorf("1.16 \"Features:\" under Deprecations and Removals: kind %q, want %q", n.Kind, parser.KindDeprecation)
			}
		}
	}
}
