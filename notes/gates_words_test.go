package notes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestGateLearntFromFeatureWords: "Finalizer Protection for Service
// LoadBalancers (ServiceLoadBalancerFinalizer) has been added as an Alpha
// feature, which is disabled by default." (#78262, v1.15.0) names the gate
// once, in a parenthesis after its feature's words and never as a
// "feature gate"; its beta (#81691, "Finalizer Protection for Service
// LoadBalancers is now in beta (enabled by default).") and GA (#85023, "…
// is now in GA") name it by those words alone. The documentation: alpha
// 1.15, beta 1.16, GA 1.17.
func TestGateLearntFromFeatureWords(t *testing.T) {
	s := shipped(t)
	g, ok := s.Gate("ServiceLoadBalancerFinalizer")
	if !ok {
		t.Fatal("ServiceLoadBalancerFinalizer is not a gate")
	}
	if got, want := transitions(g), "v1.15.0 alpha #78262, v1.16.0 beta #81691, v1.17.0 ga #85023"; got != want {
		t.Errorf("ServiceLoadBalancerFinalizer: %q, want %q", got, want)
	}
	for _, e := range g.Events {
		if e.PR == 81691 && e.Default != "on" {
			t.Errorf("#81691 (beta, enabled by default) reads default %q", e.Default)
		}
	}
	// Not a parenthesis after a verb's object ("Graduate the
	// `MatchLabelKeys` (MismatchLabelKeys) feature in PodAffinity
	// (PodAntiAffinity) to GA", #130463: a field), nor one a single hump
	// of which the words hold ("Promotes VolumePVCDataSource (Cloning)
	// feature to beta", #81792).
	for _, tc := range []struct {
		name, md string
	}{
		{"MismatchLabelKeys", "Graduate the `MatchLabelKeys` (MismatchLabelKeys) feature in PodAffinity (PodAntiAffinity) to GA ([#130463](https://github.com/kubernetes/kubernetes/pull/130463), [@sanposhiho](https://github.com/sanposhiho)) [SIG API Machinery, Apps, Node, Scheduling and Testing]"},
		{"Cloning", "Promotes VolumePVCDataSource (Cloning) feature to beta for 1.16 release ([#81792](https://github.com/kubernetes/kubernetes/pull/81792), [@j-griffith](https://github.com/j-griffith))"},
	} {
		if slices.ContainsFunc(notes.GatesIn(tc.md, "Feature"), func(m notes.GateMention) bool { return m.Name == tc.name }) {
			t.Errorf("%s is read as a gate in %.60q", tc.name, tc.md)
		}
		if _, ok := s.Gate(tc.name); ok {
			t.Errorf("%s is a gate of the shipped notes", tc.name)
		}
	}
	// The note alone (no store) names the gate it adds.
	md := "Finalizer Protection for Service LoadBalancers (ServiceLoadBalancerFinalizer) has been added as an Alpha feature, which is disabled by default. This feature ensures the Service resource is not fully deleted until the correlating load balancer resources are deleted. ([#78262](https://github.com/kubernetes/kubernetes/pull/78262), [@MrHohn](https://github.com/MrHohn))"
	if got := mentions(notes.GatesIn(md, "Feature")); !slices.Equal(got, []string{"ServiceLoadBalancerFinalizer added locked= default=off"}) {
		t.Errorf("#78262: %q", got)
	}
}

// TestGateLearntFromPromotionAndWords: "Promoted
// `NodeInclusionPolicyInPodTopologySpread` to Stable in v1.33" (#130920)
// names a gate no note calls a feature gate, by a name of seven humps
// promoted straight to a stage; its beta was "'`NodeInclusionPolicy` in
// `podTopologySpread` plugin is now enabled by default.'" (#113500), the
// gate in words joined at its humps, which the timeline reads as the
// upgrade section does (wordGates), for every known gate: "The CPU Manager
// feature is now beta, and is enabled by default" (#55977, the beta, on),
// "OpenAPI V3 is turned on by default" (#109031). The documentation: beta
// 1.26, GA 1.33.
func TestGateLearntFromPromotionAndWords(t *testing.T) {
	s := shipped(t)
	g, ok := s.Gate("NodeInclusionPolicyInPodTopologySpread")
	if !ok {
		t.Fatal("NodeInclusionPolicyInPodTopologySpread is not a gate")
	}
	if got, want := transitions(g), "v1.26.0 beta #113500, v1.33.0 ga #130920"; got != want {
		t.Errorf("NodeInclusionPolicyInPodTopologySpread: %q, want %q", got, want)
	}
	for _, tc := range []struct {
		gate string
		pr   int
		want string
	}{
		{"CPUManager", 55977, "v1.10.0 beta #55977"},
		{"OpenAPIV3", 109031, "v1.24.0 default-on #109031"},
		{"PreferNominatedNode", 102201, "v1.22.0 beta #102201"},
	} {
		if got := gateEventsOf(t, s, tc.gate, tc.pr); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s: %q, want %q", tc.gate, got, tc.want)
		}
	}
	// Names of fewer humps so promoted: an API kind ("Promoted
	// `SelfSubjectReview` to Beta", #116274) and a misspelt gate
	// ("Promoted `ImageGCMaximumAge` to stable", #134736, of
	// ImageMaximumGCAge).
	for _, name := range []string{"SelfSubjectReview", "ImageGCMaximumAge"} {
		if _, ok := s.Gate(name); ok {
			t.Errorf("%s is read as a gate", name)
		}
	}
}

// TestEtcdGateIsNoGate: "Updated `kubeadm` to use the
// `InitialCorruptCheck=true` etcd feature gate instead of the deprecated
// `--experimental-initial-corrupt-check` flag." (#132838) names etcd's
// gate, which kubeadm sets; so does "These deprecated flags have been
// replaced by `--feature-gates=InitialCorruptCheck=true`" (#135701), a
// later note about the same etcd flags. No gate of Kubernetes (the third
// held-out sample of testdata/gates.txt found it).
func TestEtcdGateIsNoGate(t *testing.T) {
	s := shipped(t)
	if g, ok := s.Gate("InitialCorruptCheck"); ok {
		t.Errorf("InitialCorruptCheck, etcd's gate, is a gate of %d events", len(g.Events))
	}
}

// transitions is g's timeline as a reader checks it: "v1.15.0 alpha
// #78262, v1.16.0 beta #81691", each step's release, stage and PR.
func transitions(g *notes.Gate) string {
	var trs []string
	for _, tr := range g.Transitions {
		trs = append(trs, fmt.Sprintf("%s %s #%d", tr.Version, tr.Stage, tr.PR))
	}
	return strings.Join(trs, ", ")
}
