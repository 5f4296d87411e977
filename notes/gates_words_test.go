package notes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"golang.org/x/mod/semver"
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

// TestGatePromotedAsFeatureOrSubject: gates no note calls a gate,
// promoted by name with the word "feature" after it ("Promoted the
// `ImageMaximumGCAge` feature to beta.", #123424; "KEP-3857: promoted
// RecursiveReadOnlyMounts feature to beta.", #125475) or as the subject
// of a sentence ("`ElasticIndexedJob` is graduated to GA.", #125751); and
// a known gate's singular so promoted ("Graduated
// `AdmissionWebhookMatchCondition` feature to beta.", #119380) is that
// gate. Each was missed before (checked against the gate names of
// kubernetes/kubernetes pkg/features/kube_features.go); the
// documentation dates each stage as here.
func TestGatePromotedAsFeatureOrSubject(t *testing.T) {
	s := shipped(t)
	wantTimelines(t, s, map[string]string{
		"ImageMaximumGCAge":               "v1.30.0 beta #123424",
		"RecursiveReadOnlyMounts":         "v1.31.0 beta #125475",
		"ElasticIndexedJob":               "v1.31.0 ga #125751",
		"AdmissionWebhookMatchConditions": "v1.27.0 alpha #116261, v1.28.0 beta #119380, v1.30.0 ga #123560",
	})
	if g, ok := s.Gate("AdmissionWebhookMatchCondition"); ok {
		t.Errorf("AdmissionWebhookMatchCondition, a misspelling, is a gate of %d events", len(g.Events))
	}
}

// wantTimelines checks each named gate's timeline (see transitions).
func wantTimelines(t *testing.T, s *notes.Store, want map[string]string) {
	t.Helper()
	for name, w := range want {
		if got := transitions(mustGate(t, s, name)); got != w {
			t.Errorf("%s: %q, want %q", name, got, w)
		}
	}
}

// TestGateFeatureEnabledOrRequired: a CamelCase feature that a note says
// is enabled or required is a gate no note calls one: "when the
// `DRAExtendedResource` feature is enabled" (#134210), "In clusters where
// the DryRun feature is enabled" (#66391), "Document that ServiceTopology
// feature is required" (#96528). Once known, the gate's graduations in
// words are its own: "Promoted the DRA extended resource feature to beta
// in `v1.36`" (#135048), "Dry-run is promoted to Beta" (#69644).
func TestGateFeatureEnabledOrRequired(t *testing.T) {
	s := shipped(t)
	wantTimelines(t, s, map[string]string{
		"DRAExtendedResource": "v1.36.0 beta #135048, v1.37.0 ga #138488",
		"DryRun":              "v1.13.0 beta #69644",
		"ServiceTopology":     "",
		// "The `CSIVolumeFSGroupPolicy` feature has moved from beta to
		// GA." (#105940): a stage after "from … to".
		"CSIVolumeFSGroupPolicy": "v1.23.0 ga #105940",
	})
	// "This feature has been disabled by default" (#86137) and "The
	// feature is disabled if …" (#95981) name no gate.
	for _, name := range []string{"This", "The"} {
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

// mustGate returns the shipped gate of that name, or stops the test.
func mustGate(t *testing.T, s *notes.Store, name string) *notes.Gate {
	t.Helper()
	g, ok := s.Gate(name)
	if !ok {
		t.Fatalf("%s is not a gate", name)
	}
	return g
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

// stageStep is the step of g's timeline where it first reached stage, as
// transitions writes it ("v1.17.0 beta #84882"), or "" when it never did.
func stageStep(g *notes.Gate, stage string) string {
	for _, tr := range g.Transitions {
		if tr.Stage == stage {
			return fmt.Sprintf("%s %s #%d", tr.Version, tr.Stage, tr.PR)
		}
	}
	return ""
}

// TestGateGraduatedInWords: a sentence that graduates a known gate written
// in words, its subject or the graduation's object, gives the gate its
// stage, whatever the case, with hyphens, in the plural, in the
// possessive, or without the acronym that leads the note. Each stage
// below is the documentation's (kubernetes/website, feature-gates/NAME.md,
// its stages' fromVersion) and the note the one that says it.
func TestGateGraduatedInWords(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct {
		gate, stage string
		want        string // the transition to stage
	}{
		// "Generic ephemeral volumes are beta." (beta 1.21)
		{"GenericEphemeralVolume", notes.StageBeta, "v1.21.0 beta #99643"},
		// "The server-side apply feature is now beta" (beta 1.16)
		{"ServerSideApply", notes.StageBeta, "v1.16.0 beta #81956"},
		// "Promoted CronJob's TimeZone support to beta." (beta 1.25)
		{"CronJobTimeZone", notes.StageBeta, "v1.25.0 beta #111435"},
		// "Graduated image volume sources to beta:" (beta 1.33)
		{"ImageVolume", notes.StageBeta, "v1.33.0 beta #130135"},
		// "DRA: Graduated Device Binding Conditions (KEP #5007) to Beta,
		// enabled by default in `v1.36`." (beta 1.36)
		{"DRADeviceBindingConditions", notes.StageBeta, "v1.36.0 beta #137795"},
		// "Ephemeral containers have been added in alpha." (alpha 1.16)
		{"EphemeralContainers", notes.StageAlpha, "v1.16.0 alpha #59484"},
		// "Graduated Job's `ManagedBy` field to beta." (beta 1.32)
		{"JobManagedBy", notes.StageBeta, "v1.32.0 beta #127402"},
	} {
		g, ok := s.Gate(tc.gate)
		if !ok {
			t.Errorf("%s is not a gate", tc.gate)
			continue
		}
		if got := stageStep(g, tc.stage); got != tc.want {
			t.Errorf("%s: %s is %q, want %q (timeline %s)", tc.gate, tc.stage, got, tc.want, transitions(g))
		}
	}
	// The DRA note's default is the gate's, as for a gate named.
	if got := gateEventsOf(t, s, "DRADeviceBindingConditions", 137795); len(got) != 1 {
		t.Errorf("#137795: %q", got)
	}
	for _, e := range mustGate(t, s, "DRADeviceBindingConditions").Events {
		if e.PR == 137795 && e.Default != "on" {
			t.Errorf("#137795 (to beta, enabled by default) reads default %q", e.Default)
		}
	}
	// Words a release before a note adds the gate by its name are
	// something else of those words: "Graduate kube-proxy IPVS mode to
	// beta." (#56623, v1.9.0) is the mode; "Added the `KubeProxyIPVS`
	// feature gate in preparation for deactivating … the `ipvs` mode"
	// (#139397) brings the gate in v1.37.0.
	for _, tr := range mustGate(t, s, "KubeProxyIPVS").Transitions {
		if tr.PR == 56623 || semver.Compare(tr.Version, "v1.37.0") < 0 {
			t.Errorf("KubeProxyIPVS: %s %s #%d, before the note adding it", tr.Version, tr.Stage, tr.PR)
		}
	}
}

// TestGatePromotedWithoutStage: "Promoted the feature gates
// `StrictCostEnforcementForVAP` and `StrictCostEnforcementForWebhooks`."
// (#127302, v1.32.0) names no stage; the removal note "…, which were
// locked since `v1.32`." (#134994) makes it the GA (a lock is a GA
// gate's). A promotion no later note dates is to the stage after the
// gate's: an alpha gate's to beta.
func TestGatePromotedWithoutStage(t *testing.T) {
	s := shipped(t)
	for _, name := range []string{"StrictCostEnforcementForVAP", "StrictCostEnforcementForWebhooks"} {
		if got := gateEventsOf(t, s, name, 127302); !slices.Equal(got, []string{"v1.32.0 ga #127302"}) {
			t.Errorf("%s: #127302 is %q, want the GA", name, got)
		}
	}
	add := "Added the feature gates `StrictCostEnforcementForVAP` and `StrictCostEnforcementForWebhooks` to enforce the strict cost calculation for CEL extended libraries. ([#124675](https://github.com/kubernetes/kubernetes/pull/124675), [@jiahuif](https://github.com/jiahuif))"
	promote := "Promoted the feature gates `StrictCostEnforcementForVAP` and `StrictCostEnforcementForWebhooks`. ([#127302](https://github.com/kubernetes/kubernetes/pull/127302), [@cici37](https://github.com/cici37))"
	rels := []parser.Release{
		{Version: "v1.31.0", Type: parser.TypeMinor, Notes: []parser.Note{{Version: "v1.31.0", Markdown: add, Kind: parser.KindFeature, PRs: []int{124675}}}},
		{Version: "v1.32.0", Type: parser.TypeMinor, Notes: []parser.Note{{Version: "v1.32.0", Markdown: promote, Kind: parser.KindFeature, PRs: []int{127302}}}},
	}
	g, ok := notes.NewStore(rels).Gate("StrictCostEnforcementForVAP")
	if !ok {
		t.Fatal("StrictCostEnforcementForVAP is not a gate")
	}
	if got, want := transitions(g), "v1.31.0 alpha #124675, v1.32.0 beta #127302"; got != want {
		t.Errorf("with no later note: %q, want %q", got, want)
	}
}

// TestGateKindWithAPIGroup: a known gate's name joined to an API group
// names the API kind: "CSIStorageCapacity.storage.k8s.io: The v1beta1
// version of this API is deprecated in favor of v1, and will be removed
// in v1.27." (#108445, v1.24.0) deprecates the kind's v1beta1, not the
// gate CSIStorageCapacity (the documentation: GA in 1.24, removed after
// 1.27).
func TestGateKindWithAPIGroup(t *testing.T) {
	s := shipped(t)
	for _, tr := range mustGate(t, s, "CSIStorageCapacity").Transitions {
		if tr.PR == 108445 || tr.Stage == notes.StageDeprecated {
			t.Errorf("CSIStorageCapacity: %s %s #%d", tr.Version, tr.Stage, tr.PR)
		}
	}
}

// TestGateGraduatedInWordsAfterComponent: a graduation may name the
// component before the gate written in words: "Graduated Kubelet CPU
// Manager to GA." (#113018, v1.26.0; CPUManager, stable from 1.26),
// "Graduated `Kubelet Topology Manager` to GA." (#116093, v1.27.0;
// TopologyManager, stable from 1.27). A CSI migration gate is written as
// its plugin's words before "CSI migration": "Azure File CSI migration
// is now GA." (#113160, v1.26.0; CSIMigrationAzureFile, stable from 1.26),
// "Mark AzureDisk CSI migration as GA" (#107681, v1.24.0;
// CSIMigrationAzureDisk, stable from 1.24), "OpenStack Cinder CSI
// migration is now GA and switched on by default" (#107462, v1.24.0;
// CSIMigrationOpenStack, stable from 1.24). The stages are the
// documentation's (kubernetes/website, feature-gates/NAME.md).
func TestGateGraduatedInWordsAfterComponent(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct{ gate, want string }{
		{"CPUManager", "v1.26.0 ga #113018"},
		{"TopologyManager", "v1.27.0 ga #116093"},
		{"CSIMigrationAzureFile", "v1.26.0 ga #113160"},
		{"CSIMigrationAzureDisk", "v1.24.0 ga #107681"},
		{"CSIMigrationOpenStack", "v1.24.0 ga #107462"},
	} {
		g := mustGate(t, s, tc.gate)
		if got := stageStep(g, notes.StageGA); got != tc.want {
			t.Errorf("%s: GA is %q, want %q (timeline %s)", tc.gate, got, tc.want, transitions(g))
		}
	}
	// Words before "CSI migration" that, with it, name no gate known, and
	// a component before words naming none, give no gate: "Graduated
	// Kubelet Device Manager to GA." (#112980) names no gate DeviceManager.
	for _, md := range []string{
		"Portworx CSI migration is now GA.",
		"Graduated Kubelet Device Manager to GA.",
	} {
		st := notes.NewStore([]parser.Release{{Version: "v1.26.0", Type: parser.TypeMinor, Notes: []parser.Note{
			{Version: "v1.26.0", Markdown: "Added the `CSIMigrationAzureDisk` feature gate.", Kind: parser.KindFeature, PRs: []int{1}},
			{Version: "v1.26.0", Markdown: md, Kind: parser.KindFeature, PRs: []int{2}},
		}}})
		for id := 0; id < 2; id++ {
			if n := st.Note(id); n.Markdown == md && len(st.NoteGates(id)) != 0 {
				t.Errorf("%q names %v", md, mentions(st.NoteGates(id)))
			}
		}
	}
}

// TestGateMovedOrSingularInWords: "Moving Windows RunAsUserName feature
// to beta" (#84882, v1.17.0; WindowsRunAsUserName, beta from 1.17) moves
// the gate written in words to its stage, as "graduated" does; "Graduated
// scheduler `QueueingHint` support to GA" (#131973, v1.34.0;
// SchedulerQueueingHints, stable from 1.34) writes the gate in the
// singular. Words of a gate followed by more nouns graduate something of
// the feature, not the gate: "Moved the CPU Manager static policy option
// `strict-cpu-reservation` to the GA version" (#134388), "Promoted the
// Topology Manager policy option `max-allowable-numa-nodes` to GA
// version" (#134614). The stages are the documentation's.
func TestGateMovedOrSingularInWords(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct{ gate, stage, want string }{
		{"WindowsRunAsUserName", notes.StageBeta, "v1.17.0 beta #84882"},
		{"SchedulerQueueingHints", notes.StageGA, "v1.34.0 ga #131973"},
	} {
		g := mustGate(t, s, tc.gate)
		if got := stageStep(g, tc.stage); got != tc.want {
			t.Errorf("%s: %s is %q, want %q (timeline %s)", tc.gate, tc.stage, got, tc.want, transitions(g))
		}
	}
	for _, tc := range []struct {
		gate string
		pr   int
	}{{"CPUManager", 134388}, {"TopologyManager", 134614}, {"TopologyManagerPolicyOptions", 134614}} {
		if got := gateEventsOf(t, s, tc.gate, tc.pr); len(got) != 0 {
			t.Errorf("%s: #%d is %q, want no event", tc.gate, tc.pr, got)
		}
	}
}
