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
// their notes unlabelled: 1.6's "### Pod" and 1.16's "### Misc", but for
// the notes that open with kubeadm's name, which are its SIG's (see
// subjectSIG).
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
				var want []string
				if strings.HasPrefix(strings.ToLower(n.Markdown), "kubeadm") {
					want = []string{"cluster-lifecycle"}
				}
				if !slices.Equal(n.SIGs, want) {
					t.Errorf("%s %q (section %q): SIGs %v, want %v", c.file, firstWords(n.Markdown), n.Section, n.SIGs, want)
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

// TestAreaHeadingSIG: headings that name an area rather than a component
// take the SIG upstream's own text gives the area. 1.8's Major Themes say
// "SIG Apps moved the Kubernetes workloads API to the new apps/v1beta2
// group": its "### Workloads API (apps/v1beta2)" and "### Workloads API
// (batch)" are SIG Apps'; its "#### CLI Changes" are kubectl's (SIG CLI),
// though upstream nests them under the batch heading. 1.7 files the
// disruption controller's PodDisruptionBudget (a workload controller of
// SIG Apps) under "#### PodDisruptionBudget", the HPA under "Application
// Autoscaling" and kubectl's translations under "Internationalization".
func TestAreaHeadingSIG(t *testing.T) {
	for _, c := range []struct {
		file, section, first string
		want                 []string
		min                  int // notes under the section in the file
	}{
		{"release-notes-1.8.md", "Workloads API (apps/v1beta2) / API Object Additions and Migrations", "The DaemonSet, Deployment", []string{"apps"}, 3},
		{"release-notes-1.8.md", "Workloads API (apps/v1beta2) / Defaults", "The default spec.updateStrategy", []string{"apps"}, 4},
		{"release-notes-1.8.md", "Workloads API (batch)", "CronJob is now at `batch/v1beta1`", []string{"apps"}, 6},
		{"release-notes-1.8.md", "Workloads API (batch) / CLI Changes", "[alpha] `kubectl` plugins", []string{"cli"}, 16},
		{"release-notes-1.7.md", "Application Deployment / PodDisruptionBudget", "[beta] PodDisruptionBudget has a new field", []string{"apps"}, 1},
		{"release-notes-1.7.md", "Application autoscaling", "Make \"upscale forbidden window\"", []string{"autoscaling"}, 1},
		{"release-notes-1.7.md", "Internationalization", "Add Traditional Chinese translation", []string{"cli"}, 3},
	} {
		rels := shippedNotes(t, changelog.File{Name: c.file})
		seen, first := 0, false
		for _, n := range rels[0].Notes {
			if n.Section != c.section {
				continue
			}
			seen++
			first = first || strings.HasPrefix(n.Markdown, c.first)
			if !slices.Equal(n.SIGs, c.want) {
				t.Errorf("%s %q (section %q): SIGs %v, want %v", c.file, firstWords(n.Markdown), n.Section, n.SIGs, c.want)
			}
		}
		if seen < c.min || !first {
			t.Errorf("%s: %d notes under %q (want %d or more, one opening %q)", c.file, seen, c.section, c.min, c.first)
		}
	}
	// Below the Workloads API headings, SIG-named ones keep their SIG;
	// "Behavioral Changes" mixes SIG Apps' selector changes with two of
	// kubeadm's and one on Extended Resources: the heading gives none of
	// them a SIG (a wrong one on three would be worse than none on two);
	// the kubeadm change that opens with its name is SIG Cluster
	// Lifecycle's (see subjectSIG).
	rels := shippedNotes(t, changelog.File{Name: "release-notes-1.8.md"})
	behavioral := map[string][]string{
		"For all kinds in the API group version":   nil,
		"Selector mutation is disabled":            nil,
		"Extended Resources are fully-qualified":   nil,
		"The default Bootstrap Token created with": nil,
		"`kubeadm join` now delegates":             {"cluster-lifecycle"},
	}
	seen := 0
	for _, n := range rels[0].Notes {
		if n.Section == "Workloads API (batch) / Storage" && !slices.Equal(n.SIGs, []string{"storage"}) {
			t.Errorf("1.8 %q (section %q): SIGs %v, want [storage]", firstWords(n.Markdown), n.Section, n.SIGs)
		}
		if n.Section != "Workloads API (apps/v1beta2) / Behavioral Changes" {
			continue
		}
		for lead, want := range behavioral {
			if strings.HasPrefix(n.Markdown, lead) {
				seen++
				if !slices.Equal(n.SIGs, want) {
					t.Errorf("1.8 Behavioral Changes %q: SIGs %v, want %v", lead, n.SIGs, want)
				}
			}
		}
	}
	if seen != len(behavioral) {
		t.Errorf("1.8 Behavioral Changes: %d of the %d notes found", seen, len(behavioral))
	}
}

// TestSubjectSIG: a note no heading, label or copy gives a SIG takes that
// of the component its first words name (see subjectSIG): 1.15's "CLI
// Improvements" holds kubectl's and kubeadm's changes and labels none,
// so SIG CLI's write-up of 1.15 lacked its kubectl notes. A component
// named later in the note is a detail of it, not its subject.
func TestSubjectSIG(t *testing.T) {
	rels := shippedNotes(t, changelog.File{Name: "release-notes-1.15.md"})
	for _, c := range []struct {
		pr   int
		want []string
	}{
		{77423, []string{"cli"}},               // "`kubectl rollout restart` now works for DaemonSets …"
		{75920, []string{"cli"}},               // "The `kubectl top` command now includes a `--sort-by` option …"
		{76062, []string{"cli"}},               // "Created a new `kubectl rollout restart` command …"
		{78408, []string{"cluster-lifecycle"}}, // "Added `kubeadm upgrade node`. …"
		{77863, []string{"cluster-lifecycle"}}, // "Kubeadm: a new command `kubeadm alpha certs check-expiration` …"
		{76646, nil},                           // "Kubernetes now supports printing the `volumeMode` using `kubectl get pv/pvc -o wide`"
	} {
		n := noteOf(t, rels, c.pr)
		if !slices.Equal(n.SIGs, c.want) {
			t.Errorf("#%d %q: SIGs %v, want %v", c.pr, firstWords(n.Markdown), n.SIGs, c.want)
		}
		// A guess, which the pull request's labels replace
		// (notes.Store's lending to an opened file).
		if guessed := c.want != nil; n.SIGsGuessed != guessed {
			t.Errorf("#%d: SIGsGuessed %v, want %v", c.pr, n.SIGsGuessed, guessed)
		}
	}
	// A note naming its component first is that component's, whatever
	// it names next; one naming two after its first word is neither's,
	// nor is one naming another thing before it.
	for md, want := range map[string][]string{
		"kubeadm: stop setting UID in the kubelet ConfigMap": {"cluster-lifecycle"},
		"Updated kubeadm and kubelet defaults":               nil,
		// 1.7's addon manager note (#47389) names kubectl after it.
		"Update to kube-addon-manager:v6.4-beta.2: kubectl v1.6.4 and refreshed base images": nil,
	} {
		src := "# v1.15.0\n\n## Other notable changes\n\n### Misc\n\n- " + md + " ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))\n"
		rels := shippedNotes(t, changelog.File{Name: "release-notes-1.15.md", Data: []byte(src)})
		if n := noteOf(t, rels, 1); !slices.Equal(n.SIGs, want) {
			t.Errorf("%q: SIGs %v, want %v", md, n.SIGs, want)
		}
	}
}
