package changelog_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

func shippedNotes(t *testing.T, files ...changelog.File) []parser.Release {
	t.Helper()
	for i, f := range files {
		if f.Data == nil {
			data, err := os.ReadFile("../../embed/data/release-notes/" + f.Name)
			if err != nil {
				t.Fatal(err)
			}
			files[i].Data = data
		}
	}
	rels, err := changelog.ParseFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	return rels
}

func noteOf(t *testing.T, rels []parser.Release, pr int) parser.Note {
	t.Helper()
	for _, r := range rels {
		for _, n := range r.Notes {
			if slices.Contains(n.PRs, pr) {
				return n
			}
		}
	}
	t.Fatalf("no note cites #%d", pr)
	return parser.Note{}
}

// TestComponentHeadingSIG: a note with no SIG takes the one its nearest
// component heading names; 1.6's "### Node Components" and its "####
// Bug fixes" are node's, "### kubectl" cli's.
func TestComponentHeadingSIG(t *testing.T) {
	rels := shippedNotes(t, changelog.File{Name: "release-notes-1.6.md"})
	nodes := 0
	for _, n := range rels[0].Notes {
		if strings.HasPrefix(n.Section, "Node Components") {
			nodes++
			if !slices.Equal(n.SIGs, []string{"node"}) {
				t.Errorf("%q (section %q): SIGs %v, want [node]", firstWords(n.Markdown), n.Section, n.SIGs)
			}
		}
	}
	if nodes < 20 {
		t.Errorf("%d notes under Node Components, want the file's (more than 20)", nodes)
	}
	for pr, want := range map[int][]string{
		38375: {"node"}, // Node Components → Bug fixes
		41988: {"node"}, // Notable Features → Node Components
		41694: {"cli"},  // kubectl → New Commands
	} {
		if n := noteOf(t, rels, pr); !slices.Equal(n.SIGs, want) {
			t.Errorf("#%d (section %q): SIGs %v, want %v", pr, n.Section, n.SIGs, want)
		}
	}
	// "### kubeadm" cites no pull request.
	kubeadm := 0
	for _, n := range rels[0].Notes {
		if strings.HasPrefix(n.Markdown, "The kubelet API is now secured") {
			kubeadm++
			if !slices.Equal(n.SIGs, []string{"cluster-lifecycle"}) {
				t.Errorf("kubeadm note: SIGs %v, want [cluster-lifecycle]", n.SIGs)
			}
		}
	}
	if kubeadm != 1 {
		t.Errorf("%d kubeadm notes \"The kubelet API is now secured\", want 1", kubeadm)
	}
}

// TestComponentHeadingKeepsOwnSIGs: a note that names its SIGs keeps
// exactly them. 1.18's #85637, under "#### kubelet", says "[SIG Cloud
// Provider]"; the JSON labels of a pull request win over the heading too
// (1.6's #41988 under "### Node Components", given another SIG by a JSON
// file beside it).
func TestComponentHeadingKeepsOwnSIGs(t *testing.T) {
	rels := shippedNotes(t, changelog.File{Name: "release-notes-1.18.md"})
	if n := noteOf(t, rels, 85637); !slices.Equal(n.SIGs, []string{"cloud-provider"}) {
		t.Errorf("#85637: SIGs %v, want its trailer's [cloud-provider] only", n.SIGs)
	}
	rels = shippedNotes(t, changelog.File{Name: "release-notes-1.6.md"},
		changelog.File{Name: "release-notes-1.6.json", Data: []byte(`{"41988": {"pr_number": 41988, "sigs": ["instrumentation"]}}`)})
	if n := noteOf(t, rels, 41988); !slices.Equal(n.SIGs, []string{"instrumentation"}) {
		t.Errorf("#41988 with JSON labels: SIGs %v, want the JSON's [instrumentation] only", n.SIGs)
	}
	// Parse alone (no JSON) gives the heading's.
	src, err := os.ReadFile("../../embed/data/release-notes/release-notes-1.6.md")
	if err != nil {
		t.Fatal(err)
	}
	alone, err := changelog.Parse(src, "release-notes-1.6.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := noteOf(t, alone, 41988); !slices.Equal(n.SIGs, []string{"node"}) {
		t.Errorf("#41988 parsed alone: SIGs %v, want [node]", n.SIGs)
	}
}

// TestComponentHeadingLeavesOthers: headings several SIGs share keep
// their notes unlabelled: 1.6's "### Pod" and 1.16's "### Misc".
func TestComponentHeadingLeavesOthers(t *testing.T) {
	for _, c := range []struct{ file, section string }{
		{"release-notes-1.6.md", "Pod"},
		{"release-notes-1.16.md", "Misc"},
	} {
		rels := shippedNotes(t, changelog.File{Name: c.file})
		seen := 0
		for _, n := range rels[0].Notes {
			if n.Section == c.section && len(n.PRs) > 0 && !strings.Contains(n.Markdown, "[SIG") {
				seen++
				if len(n.SIGs) != 0 {
					t.Errorf("%s %q (section %q): SIGs %v, want none", c.file, firstWords(n.Markdown), n.Section, n.SIGs)
				}
			}
		}
		if seen == 0 {
			t.Errorf("%s: no unlabelled note under %q", c.file, c.section)
		}
	}
}

func firstWords(s string) string {
	if len(s) > 60 {
		return s[:60]
	}
	return s
}
