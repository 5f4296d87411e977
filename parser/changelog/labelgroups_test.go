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
	// points, one citation after the last), 1.6's "Bump GCE ContainerVM"
	// (each item finishes the lead: "to container-vm-v20170201 …").
	for _, c := range []struct {
		file, version string
		prs           []int
		lead          string
	}{
		{"release-notes/release-notes-1.16.md", "v1.16.0", []int{82127}, "kubeadm\n"},
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
