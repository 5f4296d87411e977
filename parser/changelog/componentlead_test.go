package changelog

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestComponentLeadIsSection: old notes list deprecations and removals
// per component as an entry naming the component alone above its changes
// ("- client-go" above "  - Remove `DirectCodecFactory` …", 1.16's API
// Machinery). Read whole, the name was the first line of the note's text,
// a sub-heading inside the card. It is the note's section: a single
// cited change under it is a note of its own, its text the change; a
// group read whole (some points cite nothing) keeps its points. Checked
// on every shipped markdown file; the count is of such notes in the
// files (upstream's 1.13–1.16 Urgent Upgrade Notes and Deprecations).
func TestComponentLeadIsSection(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(dataDir, "*", "*.md"))
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	sections := 0
	for _, f := range files {
		base := filepath.Base(f)
		rels, err := Parse(readData(t, filepath.Join(filepath.Base(filepath.Dir(f)), base)), base)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rels {
			for _, n := range r.Notes {
				first, rest, ok := strings.Cut(n.Markdown, "\n")
				rest = strings.TrimLeft(rest, "\n")
				if ok && isComponentLabel(strings.TrimSpace(first)) &&
					(strings.HasPrefix(rest, "- ") || strings.HasPrefix(rest, "* ")) {
					t.Errorf("%s %s: a component's name inside a note: %.100q", base, r.Version, n.Markdown)
				}
				s := n.Section[strings.LastIndex(n.Section, "/")+1:]
				if isComponentLabel(strings.TrimSpace(s)) && n.Kind != "" && (r.Version == "v1.13.0" || r.Version == "v1.14.0" || r.Version == "v1.15.0" || r.Version == "v1.16.0") {
					sections++
				}
			}
		}
	}
	if sections < 20 {
		t.Errorf("%d notes of 1.13–1.16 under a component's name, want more than 20", sections)
	}

	rels := mustParse(t, "release-notes/release-notes-1.16.md")
	for _, c := range []struct {
		pr            int
		section, text string
		sig           string
	}{
		{79263, "client-go", "Remove `DirectCodecFactory`", "api-machinery"},
		{80017, "hyperkube", "the `--make-symlinks` flag, deprecated in v1.14, has been removed.", ""},
		{78294, "kube-proxy", "the `--resource-container` flag has been removed from kube-proxy", "network"},
	} {
		var got []int
		for i, n := range rels[0].Notes {
			if slices.Contains(n.PRs, c.pr) {
				got = append(got, i)
			}
		}
		if len(got) != 1 {
			t.Errorf("1.16 #%d: %d notes, want 1", c.pr, len(got))
			continue
		}
		n := rels[0].Notes[got[0]]
		if !strings.HasPrefix(n.Markdown, c.text) || !strings.HasSuffix(n.Section, c.section) {
			t.Errorf("1.16 #%d: section %q text %.80q; want section %q, text %q…", c.pr, n.Section, n.Markdown, c.section, c.text)
		}
		if c.sig != "" && !slices.Contains(n.SIGs, c.sig) {
			t.Errorf("1.16 #%d: SIGs %v, want %s among them", c.pr, n.SIGs, c.sig)
		}
	}
}
