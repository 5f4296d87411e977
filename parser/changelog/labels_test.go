package changelog

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// kindOfLabel maps upstream kind/ label slugs to the kind headings the
// release-notes tool files them under.
var kindOfLabel = map[string]parser.Kind{
	"deprecation":   parser.KindDeprecation,
	"api-change":    parser.KindAPIChange,
	"feature":       parser.KindFeature,
	"documentation": parser.KindDocumentation,
	"failing-test":  parser.KindFailingTest,
	"bug":           parser.KindBug,
	"regression":    parser.KindBug,
	"cleanup":       parser.KindCleanup,
	"flake":         parser.KindCleanup,
	"dependency":    parser.KindDependency,
}

// checkSIGUnderKinds applies the minor's JSON labels to the CHANGELOG's
// vX.Y.0 release and checks that notes of sig exist and sit under a kind
// their labels name.
func checkSIGUnderKinds(t *testing.T, changelog, labelsFile, version, sig string) {
	rels := mustParse(t, "changelog/"+changelog)
	labels, err := ParseLabels(readData(t, "release-notes/"+labelsFile), labelsFile)
	if err != nil {
		t.Fatal(err)
	}
	labels.Apply(rels)
	r := findRelease(t, rels, version)
	byKind := map[parser.Kind]int{}
	for _, n := range r.Notes {
		if !slices.Contains(n.SIGs, sig) {
			continue
		}
		byKind[n.Kind]++
		if n.Kind == parser.KindUrgent {
			continue // urgent entries are any kind
		}
		for _, pr := range n.PRs {
			l, ok := labels[pr]
			if !ok || len(l.Kinds) == 0 {
				continue
			}
			var allowed []parser.Kind
			for _, k := range l.Kinds {
				allowed = append(allowed, kindOfLabel[k])
			}
			if !containsKind(allowed, n.Kind) && n.Kind != parser.KindUncategorized {
				t.Errorf("%s PR %d: kind %q, labels say %v", version, pr, n.Kind, l.Kinds)
			}
		}
	}
	t.Logf("%s notes of SIG %s by kind: %v", version, sig, byKind)
	if len(byKind) < 3 {
		t.Errorf("%s: SIG %s notes under only %d kinds", version, sig, len(byKind))
	}
}

func containsKind(ks []parser.Kind, k parser.Kind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

func TestLabelsClusterLifecycle130(t *testing.T) {
	checkSIGUnderKinds(t, "CHANGELOG-1.30.md", "release-notes-1.30.json", "v1.30.0", "cluster-lifecycle")
}

func TestLabelsNode124(t *testing.T) {
	checkSIGUnderKinds(t, "CHANGELOG-1.24.md", "release-notes-1.24.json", "v1.24.0", "node")
}

func TestLabelsApplyUnions(t *testing.T) {
	rels := []parser.Release{{Notes: []parser.Note{{
		PRs: []int{1, 2}, SIGs: []string{"node"}, Areas: []string{}, Authors: []string{},
	}}}}
	Labels{
		1: {SIGs: []string{"testing", "node"}, Areas: []string{"kubelet"}, Author: "a"},
		2: {SIGs: []string{"api-machinery"}, ActionRequired: true},
	}.Apply(rels)
	n := rels[0].Notes[0]
	if strings.Join(n.SIGs, ",") != "api-machinery,node,testing" || strings.Join(n.Areas, ",") != "kubelet" ||
		!n.ActionRequired || strings.Join(n.Authors, ",") != "a" {
		t.Errorf("applied: %+v", n)
	}
}

func TestParseLabelsRealFile(t *testing.T) {
	labels, err := ParseLabels(readData(t, "release-notes/release-notes-1.30.json"), "release-notes-1.30.json")
	if err != nil {
		t.Fatal(err)
	}
	l, ok := labels[112957]
	if !ok || l.Author != "mxpv" || !slices.Contains(l.SIGs, "node") || !slices.Contains(l.Areas, "kubelet") {
		t.Errorf("PR 112957: %+v", l)
	}
	if _, err := ParseLabels([]byte("# not json"), "notes.json"); err == nil || !strings.HasPrefix(err.Error(), "notes.json: ") {
		t.Errorf("bad JSON: %v", err)
	}
}

func TestSIGSlug(t *testing.T) {
	for in, want := range map[string]string{
		"API Machinery": "api-machinery", "Cluster Lifecycle": "cluster-lifecycle",
		"Multi-cluster (formerly known as SIG Federation)": "multicluster",
		"CLI": "cli", "Node": "node", "Windows": "windows", "Auth": "auth",
		"Instrumentation": "instrumentation", "Scheduling": "scheduling", "Storage": "storage",
		"Network": "network", "Apps": "apps", "Autoscaling": "autoscaling", "Release": "release",
		"Testing": "testing", "Cloud Provider": "cloud-provider", "Scalability": "scalability",
		"Architecture": "architecture", "ContribEx": "contributor-experience",
		"Contributor Experience": "contributor-experience", "Docs": "docs", "etcd": "etcd",
		"SIG Node": "node", "SIG-cluster-lifecycle": "cluster-lifecycle", "**API Machinery**": "api-machinery",
		"API-machinery": "api-machinery",
		// Providers and components are not SIGs.
		"AWS": "", "Azure": "", "GCP": "", "OpenStack": "", "kubeadm": "", "Bug Fixes": "",
	} {
		if got := SIGSlug(in); got != want {
			t.Errorf("SIGSlug(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLegacySIGHeadings(t *testing.T) {
	rels := mustParse(t, "release-notes/release-notes-1.15.md")
	var node, aws int
	for _, n := range rels[0].Notes {
		if slices.Contains(n.SIGs, "node") {
			node++
		}
		if slices.Contains(n.Areas, "provider/aws") {
			aws++
			if len(n.SIGs) > 0 && slices.Contains(n.SIGs, "aws") {
				t.Errorf("AWS made a SIG: %+v", n)
			}
		}
	}
	if node == 0 || aws == 0 {
		t.Errorf("1.15: %d node notes, %d AWS-area notes", node, aws)
	}
}

func TestReleaseTypeOf(t *testing.T) {
	for in, want := range map[string]parser.ReleaseType{
		"v1.30.0-alpha.1": parser.TypeAlpha, "v1.30.0-beta.0": parser.TypeBeta, "v1.30.0-rc.2": parser.TypeRC,
		"v1.30.0": parser.TypeMinor, "v1.30.3": parser.TypePatch, "1.30.0": "", "": "",
	} {
		if got := ReleaseTypeOf(in); got != want {
			t.Errorf("ReleaseTypeOf(%q) = %q, want %q", in, got, want)
		}
	}
}
