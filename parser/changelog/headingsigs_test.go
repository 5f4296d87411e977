package changelog_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestApplicationDeploymentAndAutoscalingSIGs: 1.7's "Application
// Deployment" headings hold SIG Apps' workload changes (#44774, the
// Deployments' hashing), which had no SIG. 1.8's "#### Autoscaling and
// Metrics" sits under "### Node Components", and its two notes (the
// Horizontal Pod Autoscaler's custom metrics, metrics-server) took SIG
// Node from it; the heading names two SIGs' work (autoscaling and
// instrumentation), so neither note gets a SIG from the headings, and
// its "Cluster Autoscaler" notes keep autoscaling.
func TestApplicationDeploymentAndAutoscalingSIGs(t *testing.T) {
	rels := shippedNotes(t, changelog.File{Name: "release-notes-1.7.md"})
	if n := noteOf(t, rels, 44774); !slices.Equal(n.SIGs, []string{"apps"}) {
		t.Errorf("1.7 #44774 (section %q): SIGs %v, want [apps]", n.Section, n.SIGs)
	}
	rels = shippedNotes(t, changelog.File{Name: "release-notes-1.8.md"})
	seen := 0
	for _, n := range rels[0].Notes {
		if !strings.HasPrefix(n.Section, "Node Components / Autoscaling and Metrics") {
			continue
		}
		seen++
		if slices.Contains(n.SIGs, "node") {
			t.Errorf("1.8 %q %.60q: SIGs %v, node among them", n.Section, n.Markdown, n.SIGs)
		}
		if strings.HasSuffix(n.Section, "Cluster Autoscaler") && !slices.Equal(n.SIGs, []string{"autoscaling"}) {
			t.Errorf("1.8 %q %.60q: SIGs %v, want [autoscaling]", n.Section, n.Markdown, n.SIGs)
		}
	}
	if seen != 7 {
		t.Errorf("1.8: %d notes under Autoscaling and Metrics, want upstream's 7", seen)
	}
}
