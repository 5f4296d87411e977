package changelog

import (
	"strings"
	"testing"
)

// TestLeadIsTheEntrysPartOfSection: the words the parser moves from an
// entry into its notes' section (a component's name alone above its
// changes, a group's or a label tree's labels) are the note's Lead, the
// end of its Section, so the search can still find the note by them;
// the headings above the entry are not. On the shipped 1.7 and 1.16 notes.
func TestLeadIsTheEntrysPartOfSection(t *testing.T) {
	want := map[int]struct{ file, version, section, lead string }{
		// 1.7: "#### Cloud Provider Enhancement" then "* AWS:" above its changes.
		47572: {"release-notes-1.7.md", "v1.7.0", "Cloud Provider Enhancement / AWS", "AWS"},
		// 1.7: "### **kubectl (CLI)**", a heading, then its label tree
		// ("* Features" above "  * Enhancement" above the change).
		46507: {"release-notes-1.7.md", "v1.7.0", "kubectl (CLI) / Features / Enhancement", "Features / Enhancement"},
		// 1.16's Deprecations and Removals: "- hyperkube" above one removal.
		80017: {"release-notes-1.16.md", "v1.16.0", "hyperkube", "hyperkube"},
	}
	seen := map[int]bool{}
	for _, file := range []string{"release-notes-1.7.md", "release-notes-1.16.md"} {
		rels, err := Parse(readData(t, "release-notes/"+file), file)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rels {
			for _, n := range r.Notes {
				if !strings.HasSuffix(n.Section, n.Lead) {
					t.Errorf("%s %v: lead %q does not end section %q", r.Version, n.PRs, n.Lead, n.Section)
				}
				if len(n.PRs) != 1 {
					continue
				}
				w, ok := want[n.PRs[0]]
				if !ok || w.file != file || w.version != r.Version {
					continue
				}
				seen[n.PRs[0]] = true
				if n.Section != w.section || n.Lead != w.lead {
					t.Errorf("%s #%d: section %q, lead %q; want %q, %q", r.Version, n.PRs[0], n.Section, n.Lead, w.section, w.lead)
				}
			}
		}
	}
	for pr := range want {
		if !seen[pr] {
			t.Errorf("no note of #%d", pr)
		}
	}
}
