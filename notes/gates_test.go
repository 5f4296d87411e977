package notes_test

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// sampleNote is one note of testdata/gates.txt: a note naming a gate, as a
// person read it.
type sampleNote struct {
	version string
	kind    notes.GateKind
	pr      int    // or 0, with text
	text    string // a piece of the note's text, for notes without a PR
	line    int
}

type sampleGate struct {
	name     string
	notes    []sampleNote
	docsGA   string // "" when not checked against the documentation
	docsGone string
	// docsAlpha, docsBeta: the documentation's first alpha and beta
	// release, "" when the line does not give them (older lines).
	docsAlpha, docsBeta string
	// silent: the stages the documentation dates that no note names (a
	// "silent" line): the timeline must have no such stage.
	silent   []string
	disagree []string
	// notGate: a "nogate NAME" line, a name a note puts beside "feature
	// gate" that names no gate (an API kind, a field, a plugin).
	notGate bool
}

// readGateSample reads testdata/gates.txt (its header says the format).
func readGateSample(t *testing.T) []sampleGate {
	t.Helper()
	f, err := os.Open("testdata/gates.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []sampleGate
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		word, rest, _ := strings.Cut(line, " ")
		if word == "gate" || word == "nogate" {
			out = append(out, sampleGate{name: rest, notGate: word == "nogate"})
			continue
		}
		if len(out) == 0 {
			t.Fatalf("gates.txt:%d: no gate before %q", ln, line)
		}
		g := &out[len(out)-1]
		switch word {
		case "disagree":
			g.disagree = append(g.disagree, rest)
			continue
		case "silent":
			g.silent = append(g.silent, strings.Fields(rest)...)
			continue
		case "docs":
			for _, f := range strings.Fields(rest) {
				k, v, _ := strings.Cut(f, "=")
				switch k {
				case "alpha":
					g.docsAlpha = v
				case "beta":
					g.docsBeta = v
				case "ga":
					g.docsGA = v
				case "removed":
					g.docsGone = v
				default:
					t.Fatalf("gates.txt:%d: unknown docs stage %q", ln, k)
				}
			}
			continue
		}
		kind, ref, ok := strings.Cut(rest, " ")
		if !ok || !slices.Contains(notes.GateKinds, notes.GateKind(kind)) {
			t.Fatalf("gates.txt:%d: want VERSION KIND PR|\"text\", got %q", ln, line)
		}
		n := sampleNote{version: word, kind: notes.GateKind(kind), line: ln}
		if strings.HasPrefix(ref, `"`) {
			n.text = strings.Trim(ref, `"`)
		} else if n.pr, err = strconv.Atoi(ref); err != nil {
			t.Fatalf("gates.txt:%d: bad PR %q", ln, ref)
		}
		g.notes = append(g.notes, n)
	}
	return out
}

// names says whether note n is the sample's note.
func (sn sampleNote) names(n *parser.Note) bool {
	if sn.pr != 0 {
		return slices.Contains(n.PRs, sn.pr)
	}
	return strings.Contains(n.Markdown, sn.text)
}

// TestGatesAgreeWithHandSample holds the gate timelines to the notes as a
// person read them: at least 95% of the sampled notes naming a gate are in
// its timeline, at least 90% of them under the kind the note states, and
// the release shown for them is the one the sample says.
func TestGatesAgreeWithHandSample(t *testing.T) {
	s := shipped(t)
	sample := readGateSample(t)
	if len(sample) < 80 {
		t.Fatalf("the sample has %d gates, want at least 80", len(sample))
	}
	total, found, kinds, versions := 0, 0, 0, 0
	var misses []string
	for _, sg := range sample {
		g, ok := s.Gate(sg.name)
		if sg.notGate {
			if ok {
				t.Errorf("%s is listed as a gate (%d events), but the notes name no such gate", sg.name, len(g.Events))
			}
			continue
		}
		for _, sn := range sg.notes {
			total++
			if !ok {
				misses = append(misses, fmt.Sprintf("gates.txt:%d: %s is not a gate", sn.line, sg.name))
				continue
			}
			// A note may be two events ("deprecated and cannot be
			// disabled", #105474: deprecated, and locked): the one of the
			// kind the sample says, else the first.
			var ev *notes.GateEvent
			for i := range g.Events {
				if slices.ContainsFunc(g.Events[i].Notes, func(id int) bool { return sn.names(s.Note(id)) }) {
					if ev == nil || g.Events[i].Kind == sn.kind && ev.Kind != sn.kind {
						ev = &g.Events[i]
					}
				}
			}
			if ev == nil {
				misses = append(misses, fmt.Sprintf("gates.txt:%d: %s: note %d%s is not in the timeline", sn.line, sg.name, sn.pr, sn.text))
				continue
			}
			found++
			if ev.Kind == sn.kind || sn.kind == notes.GateLocked && ev.Locked != "" {
				kinds++
			} else {
				misses = append(misses, fmt.Sprintf("gates.txt:%d: %s #%d: kind %s, want %s", sn.line, sg.name, sn.pr, ev.Kind, sn.kind))
			}
			if ev.Version == sn.version {
				versions++
			} else {
				misses = append(misses, fmt.Sprintf("gates.txt:%d: %s #%d: version %s, want %s", sn.line, sg.name, sn.pr, ev.Version, sn.version))
			}
		}
	}
	for _, m := range misses {
		t.Log(m)
	}
	t.Logf("%d gates, %d notes: %d in the timeline, %d of the kind stated, %d at the release stated", len(sample), total, found, kinds, versions)
	if found*100 < total*95 {
		t.Errorf("%d of %d sampled notes are in their gate's timeline, want ≥ 95%%", found, total)
	}
	if kinds*100 < total*90 {
		t.Errorf("%d of %d sampled notes are classified as they state, want ≥ 90%%", kinds, total)
	}
	if versions*100 < total*95 {
		t.Errorf("%d of %d sampled notes are shown at the release the sample says, want ≥ 95%%", versions, total)
	}
}

// TestWaitForAllControlPlaneComponentsTimeline is the issue's example:
// four notes in four releases, one timeline.
func TestWaitForAllControlPlaneComponentsTimeline(t *testing.T) {
	s := shipped(t)
	g, ok := s.Gate("waitforallcontrolplanecomponents")
	if !ok {
		t.Fatal("WaitForAllControlPlaneComponents is not a gate")
	}
	type step struct {
		stage, version string
		pr             int
	}
	want := []step{{notes.StageAlpha, "v1.30.0", 123341}, {notes.StageBeta, "v1.33.0", 129620}, {notes.StageGA, "v1.34.0", 132594}, {notes.StageRemoved, "v1.35.0", 134781}}
	var got []step
	for _, tr := range g.Transitions {
		got = append(got, step{tr.Stage, tr.Version, tr.PR})
		if !slices.Contains(s.Note(tr.Note).PRs, tr.PR) || s.Note(tr.Note).Version != tr.Version {
			t.Errorf("%s at %s: its note is %s #%v", tr.Stage, tr.Version, s.Note(tr.Note).Version, s.Note(tr.Note).PRs)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("transitions %v, want %v", got, want)
	}
	if g.Stage != notes.StageRemoved {
		t.Errorf("stage %s, want removed", g.Stage)
	}
}

// TestGatesInClauses: a note naming two gates with different fates gives
// each its own; a plan ("will be removed") is not a removal.
func TestGatesInClauses(t *testing.T) {
	for _, tc := range []struct {
		md   string
		kind parser.Kind
		want map[string]notes.GateKind
	}{
		{"Graduated the `Alpha1Gate` feature gate to GA, and removed the `OldGate` feature gate.", parser.KindFeature,
			map[string]notes.GateKind{"Alpha1Gate": notes.GateGA, "OldGate": notes.GateRemoved}},
		{"Kubeadm: deprecated the kubeadm `RootlessControlPlane` feature gate (previously alpha), given that the core K8s `UserNamespacesSupport` feature gate graduated to beta in 1.30.", parser.KindDeprecation,
			map[string]notes.GateKind{"RootlessControlPlane": notes.GateDeprecated, "UserNamespacesSupport": notes.GateBeta}},
		{"The `ExpandedDNSConfig` feature gate has graduated to GA. 'ExpandedDNSConfig' feature was locked to default value and will be removed in v1.30.", parser.KindFeature,
			map[string]notes.GateKind{"ExpandedDNSConfig": notes.GateGA}},
		{"The `DynamicKubeletConfig` feature gate is deprecated and will be removed in a future release.", parser.KindDeprecation,
			map[string]notes.GateKind{"DynamicKubeletConfig": notes.GateDeprecated}},
		{"Fixed a bug when the `FooBarGate` alpha feature gate is enabled.", parser.KindBug,
			map[string]notes.GateKind{"FooBarGate": notes.GateOther}},
		{"Use `--feature-gates=KMSv1=true,OtherThing=false` to keep the old behaviour.", parser.KindFeature,
			map[string]notes.GateKind{"KMSv1": notes.GateOther, "OtherThing": notes.GateOther}},
		{"The feature gates `A1Gate`, `B2Gate` and `C3Gate` that graduated to GA in v1.25 have been removed.", parser.KindFeature,
			map[string]notes.GateKind{"A1Gate": notes.GateRemoved, "B2Gate": notes.GateRemoved, "C3Gate": notes.GateRemoved}},
	} {
		got := map[string]notes.GateKind{}
		for _, m := range notes.GatesIn(tc.md, tc.kind) {
			got[m.Name] = m.Kind
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("GatesIn(%q) = %v, want %v", tc.md, got, tc.want)
		}
	}
}

// TestGatesAgreeWithDocs holds the alpha, beta, GA and removal versions
// derived from the notes to the Kubernetes documentation's feature-gate
// pages, as recorded in the sample (alpha and beta where a docs line gives
// them). A stage the documentation dates and no note names is listed in a
// silent line, and the timeline must not have it; a gate whose notes and
// documentation differ otherwise says why in a disagree line.
func TestGatesAgreeWithDocs(t *testing.T) {
	s := shipped(t)
	checked, stages, agree := 0, 0, 0
	for _, sg := range readGateSample(t) {
		if sg.docsGA == "" && sg.docsGone == "" {
			continue
		}
		checked++
		g, ok := s.Gate(sg.name)
		if !ok {
			t.Errorf("%s is not a gate", sg.name)
			continue
		}
		first := func(stage string) string {
			for _, tr := range g.Transitions {
				if tr.Stage == stage {
					return tr.Version
				}
			}
			return "-"
		}
		differ := false // a difference no silent line explains
		for _, c := range []struct{ stage, docs string }{
			{notes.StageAlpha, sg.docsAlpha}, {notes.StageBeta, sg.docsBeta},
			{notes.StageGA, sg.docsGA}, {notes.StageRemoved, sg.docsGone},
		} {
			if c.docs == "" {
				continue // not recorded
			}
			ours := first(c.stage)
			if c.docs != "-" || ours != "-" {
				stages++
			}
			silent := slices.Contains(sg.silent, c.stage)
			switch {
			case ours == c.docs:
				if c.docs != "-" {
					agree++
				}
				if silent {
					t.Errorf("%s: %s %s agrees with the documentation, yet the sample says no note names it", sg.name, c.stage, ours)
				}
			case silent && ours == "-":
			case silent:
				t.Errorf("%s: %s %s from the notes, yet the sample says no note names it (the documentation: %s)", sg.name, c.stage, ours, c.docs)
			default:
				differ = true
				if len(sg.disagree) == 0 {
					t.Errorf("%s: %s %s from the notes; the documentation says %s", sg.name, c.stage, ours, c.docs)
				}
			}
		}
		if !differ && len(sg.disagree) > 0 {
			t.Errorf("%s: the notes agree with the documentation, yet the sample records a disagreement", sg.name)
		}
	}
	t.Logf("%d gates checked against the documentation: %d of %d stage versions agree", checked, agree, stages)
	if checked < 10 {
		t.Errorf("%d gates checked against the documentation, want at least 10", checked)
	}
}

// BenchmarkGates measures building every gate of the shipped notes: the
// first comparison pays it (Diff reads the gates for "Before you upgrade").
func BenchmarkGates(b *testing.B) {
	rels := shippednotes.Releases(b)
	for b.Loop() {
		notes.NewStore(rels).Gates()
	}
}

// TestMatchGates: the gates view narrows by name, stage and SIG.
func TestMatchGates(t *testing.T) {
	s := shipped(t)
	names := func(st notes.State) []string {
		var out []string
		for _, g := range s.MatchGates(st) {
			out = append(out, g.Name)
		}
		return out
	}
	all := names(notes.State{Gates: "all"})
	if len(all) != len(s.Gates()) || len(all) < 100 {
		t.Fatalf("the whole list has %d gates of %d", len(all), len(s.Gates()))
	}
	got := names(notes.State{Gates: "all", Query: "waitforallcontrolplane"})
	if !slices.Equal(got, []string{"WaitForAllControlPlaneComponents"}) {
		t.Errorf("searching waitforallcontrolplane found %v", got)
	}
	for _, g := range s.MatchGates(notes.State{Gates: notes.StageRemoved, Filters: notes.Filters{"sig": {"node"}}}) {
		if g.Stage != notes.StageRemoved || !slices.Contains(g.SIGs, "node") {
			t.Errorf("%s (%s, %v) is not a removed SIG Node gate", g.Name, g.Stage, g.SIGs)
		}
	}
	if got := names(notes.State{Gates: notes.StageRemoved, Query: "DynamicKubeletConfig"}); len(got) != 1 {
		t.Errorf("DynamicKubeletConfig, removed in v1.24.0, is not among the removed gates: %v", got)
	}
	if got := names(notes.State{Gates: notes.StageAlpha, Query: "DynamicKubeletConfig"}); len(got) != 0 {
		t.Errorf("DynamicKubeletConfig is listed among alpha gates: %v", got)
	}
}

// TestPrepareGates: the paused build gives the gates Gates gives,
// pausing along the way.
func TestPrepareGates(t *testing.T) {
	s := shippednotes.Store(t)
	pauses := 0
	s.PrepareGates(func() { pauses++ })
	if !s.GatesBuilt() || pauses < 20 {
		t.Fatalf("built %v after %d pauses", s.GatesBuilt(), pauses)
	}
	want := shipped(t).Gates()
	got := s.Gates()
	if len(got) != len(want) {
		t.Fatalf("%d gates, Gates gives %d", len(got), len(want))
	}
	for i := range got {
		if got[i].Name != want[i].Name || got[i].Stage != want[i].Stage || len(got[i].Events) != len(want[i].Events) {
			t.Errorf("gate %d: %s %s (%d events), want %s %s (%d)", i, got[i].Name, got[i].Stage, len(got[i].Events), want[i].Name, want[i].Stage, len(want[i].Events))
		}
	}
}

// TestGatesInNoteForms holds the ways real notes name gates that a sample
// of gates beyond testdata/gates.txt's first 95 found missed or misread;
// each text is a shipped note's, the PR in the comment.
func TestGatesInNoteForms(t *testing.T) {
	for _, tc := range []struct {
		md   string
		kind parser.Kind
		want map[string]notes.GateKind
	}{
		// A capital inside a longer identifier starts no gate name (#41035):
		// "CriticalPodAnnotation" is no gate; the lower camel case name
		// before "feature gate" is ExperimentalCriticalPodAnnotation (a
		// gate of the documentation's feature-gate pages), named as a
		// condition.
		{"If `experimentalCriticalPodAnnotation` feature gate is set to true, fluentd pods will not be evicted by the kubelet.", parser.KindUncategorized,
			map[string]notes.GateKind{"ExperimentalCriticalPodAnnotation": notes.GateOther}},
		// "--feature-gate=X" names X; "(default on)" beside the gate is its
		// default, even in a bug note (#129568).
		{"--feature-gate=InOrderInformers (default on), causes informers to process watch streams in order as opposed to grouping updates for the same item close together.  Binaries embedding client-go, but not wiring the featuregates can disable by setting the `KUBE_FEATURE_InOrderInformers=false`.", parser.KindBug,
			map[string]notes.GateKind{"InOrderInformers": notes.GateDefaultOn}},
		// A fix guarded by a new gate "which is enabled by default" (#135017).
		{"`kube-controller-manager`: Fixed a `v1.34` regression that triggered a spurious rollout of existing StatefulSets when upgrading the control plane from `v1.33` to `v1.34`. This fix is guarded by the `StatefulSetSemanticRevisionComparison` feature gate, which is enabled by default.", parser.KindBug,
			map[string]notes.GateKind{"StatefulSetSemanticRevisionComparison": notes.GateDefaultOn}},
		// A bug note whose news is the gate's default (#108747).
		{"The `TopologyAwareHints` feature gate is now enabled by default. This will allow users to opt-in to Topology Aware Hints by setting the `service.kubernetes.io/topology-aware-hints` on a Service.", parser.KindBug,
			map[string]notes.GateKind{"TopologyAwareHints": notes.GateDefaultOn}},
		// A placeholder in an example names no gate (v1.6.0).
		{"You can enable this alpha feature by including `TaintBasedEvictions=true` in `--feature-gates`, such as `--feature-gates=FooBar=true,TaintBasedEvictions=true`.", parser.KindFeature,
			map[string]notes.GateKind{"TaintBasedEvictions": notes.GateAdded}},
		// "FeatureGate" inside an identifier is no "feature gate": the tags
		// of framework.WithFeatureGate name no gate (#130908).
		{"e2e framework: `framework.WithFeatureGate` `[Alpha]`, `[Beta]` and `[Feature:OffByDefault]` tags are now set 1:1 with `Alpha`,  `Beta`, `Feature:OffByDefault` Ginkgo labels, replacing`Feature:Alpha` and `Feature:Beta` labels. `BetaOffByDefault` is also added as a Ginkgo label only for off-by-default beta features", parser.KindCleanup,
			map[string]notes.GateKind{}},
		// A fix that merely runs under a gate enabled by default changes no default.
		{"Fixed a bug in `kube-scheduler` when the `DRADeviceTaintRules` feature gate is enabled that could cause scheduler panics.", parser.KindBug,
			map[string]notes.GateKind{"DRADeviceTaintRules": notes.GateOther}},
		// "alpha support (guarded by the X feature gate)": the gate in the
		// parenthesis is the alpha (#120780).
		{"`kube-apiserver` added:\n- `alpha` support (guarded by the `ServiceAccountTokenJTI` feature gate) for adding a `jti` (JWT ID) claim to service account tokens it issues.\n- `alpha` support (guarded by the `ServiceAccountTokenNodeBinding` feature gate) for allowing `TokenRequests` that bind tokens directly to nodes, and (guarded by the ServiceAccountTokenNodeBindingValidation feature gate) for validating the node name and uid still exist when the token is used.", parser.KindFeature,
			map[string]notes.GateKind{"ServiceAccountTokenJTI": notes.GateAdded, "ServiceAccountTokenNodeBinding": notes.GateAdded, "ServiceAccountTokenNodeBindingValidation": notes.GateAdded}},
		// Names in quotes (#125846, #124417, #54644); "alpha." in a label
		// ("alpha.service-controller.kubernetes.io") is no stage. ("beta.'"
		// at a note's end still is: #113511 in testdata/gates.txt.)
		{"API Priority and Fairness feature was promoted to GA in 1.29, the corresponding \nfeature gate 'APIPriorityAndFairness' has been removed in 1.31.", parser.KindCleanup,
			map[string]notes.GateKind{"APIPriorityAndFairness": notes.GateRemoved}},
		{`The feature gate "DefaultHostNetworkHostPortsInPodTemplates" has been removed.  This behavior was deprecated in v1.28, and has had no reports of issues since.`, parser.KindCleanup,
			map[string]notes.GateKind{"DefaultHostNetworkHostPortsInPodTemplates": notes.GateRemoved}},
		{"The \"ServiceNodeExclusion\" feature gate must now be enabled for the `alpha.service-controller.kubernetes.io/exclude-balancer` annotation on nodes to be honored.", parser.KindUrgent,
			map[string]notes.GateKind{"ServiceNodeExclusion": notes.GateOther}},
		// "feature gate, X" (#138701).
		{"Added an Alpha feature gate, `ConsistentListFromCacheSkipTimeoutFallback`. When enabled, `kube-apiserver` returns HTTP 429 for consistent LIST requests.", parser.KindFeature,
			map[string]notes.GateKind{"ConsistentListFromCacheSkipTimeoutFallback": notes.GateAdded}},
		// "feature gate about X" (#122088).
		{"Removed GA featuregate about `ExperimentalHostUserNamespaceDefaultingGate` in `1.30`.", parser.KindCleanup,
			map[string]notes.GateKind{"ExperimentalHostUserNamespaceDefaultingGate": notes.GateRemoved}},
		// A capitalised stage or a component between the name and "feature
		// gate" (#140000, #136264).
		{"Added scheduler support for preempting lower-priority Pods to make room for `Deferred` in-place Pod resizes of higher-priority Pods when the `InPlacePodVerticalScalingSchedulerPreemption` Alpha feature gate is enabled.", parser.KindAPIChange,
			map[string]notes.GateKind{"InPlacePodVerticalScalingSchedulerPreemption": notes.GateOther}},
		{"Client-go: Informers can now enqueue new watch events while already-queued events are being processed. This behavior is controlled by the `UnlockWhileProcessing` client-go feature gate, which is enabled by default.", parser.KindFeature,
			map[string]notes.GateKind{"UnlockWhileProcessing": notes.GateDefaultOn}},
	} {
		got := map[string]notes.GateKind{}
		for _, m := range notes.GatesIn(tc.md, tc.kind) {
			got[m.Name] = m.Kind
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("GatesIn(%q) = %v, want %v", tc.md, got, tc.want)
		}
	}
}

// mentions renders mentions as "Name kind locked=… default=…", sorted, for
// comparing what a note says of each gate.
func mentions(ms []notes.GateMention) []string {
	var out []string
	for _, m := range ms {
		out = append(out, fmt.Sprintf("%s %s locked=%s default=%s", m.Name, m.Kind, m.Locked, m.Default))
	}
	slices.Sort(out)
	return out
}

// TestGateClassesOfNotes holds the classes of misreading that a check on
// gates held out of testdata/gates.txt and the "Before you upgrade" hand
// lists found, each on the shipped note that showed it (its PR in the
// comment): the gates the note names, and what it says of each.
func TestGateClassesOfNotes(t *testing.T) {
	for _, tc := range []struct {
		class string
		md    string
		kind  parser.Kind
		want  []string
	}{
		{"a lock in a sentence naming no gate (#113351)",
			"The `EndpointSliceTerminatingCondition` feature gate was graduated to GA. The gate is now locked and will be removed in v1.28.", parser.KindAPIChange,
			[]string{"EndpointSliceTerminatingCondition ga locked=true default="}},
		{"a default in a sentence naming no gate (#120228)",
			"`kubeadm`: promoted feature gate `EtcdLearnerMode` to `beta`. Learner mode for\njoining `etcd` members is now enabled by default.", parser.KindFeature,
			[]string{"EtcdLearnerMode beta locked= default=on"}},
		// (A guard of the class above: a lock to come is none yet.)
		{"a lock announced in a sentence naming no gate is no lock (#94115)",
			"A bug was fixed in kubelet where exec probe timeouts were not respected. This may result in unexpected behavior since the default timeout (if not specified) is `1s` which may be too small for some exec probes. Ensure that pods relying on this behavior are updated to correctly handle probe timeouts. See [configure probe](https://docs.k8s.io/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes) section of the documentation for more details.\n\n- This change in behavior may be unexpected for some clusters and can be disabled by turning off the `ExecProbeTimeout` feature gate. This gate will be locked and removed in future releases so that exec probe timeouts are always respected.", parser.KindUrgent,
			[]string{"ExecProbeTimeout other locked= default="}},
		{"turned on feature gate X (#119946)",
			"`kubeadm`: turned on feature gate `MergeCLIArgumentsWithConfig` to merge the config from flag and config file, otherwise, if the flag `--ignore-preflight-errors` is set from the CLI, then the value from config file will be ignored.", parser.KindFeature,
			[]string{"MergeCLIArgumentsWithConfig default-on locked= default=on"}},
		{"Enabled the X feature gate (#134180)",
			"Enabled the `WatchListClient` feature gate.", parser.KindFeature,
			[]string{"WatchListClient default-on locked= default=on"}},
		// (The GA in the parenthesis is v1.34's; this v1.35.0 note locks
		// the gate: the sixth round's class of a GA recalled.)
		{"locked to enabled-by-default and cannot be disabled (#134452)",
			"DRA: The `DynamicResourceAllocation` feature gate for the core functionality (GA in `v1.34`) has now been locked to enabled-by-default and cannot be disabled anymore.", parser.KindAPIChange,
			[]string{"DynamicResourceAllocation locked locked=true default="}},
		{"a GA of a release before, recalled in a parenthesis (#77412)",
			"The GCERegionalPersistentDisk feature gate (GA in 1.13) can no longer be disabled. The feature gate will be removed in v1.17.", parser.KindDeprecation,
			[]string{"GCERegionalPersistentDisk locked locked=true default="}},
		{"Renamed FeatureGate A to B (#85260)",
			"Renamed FeatureGate RequestManagement to APIPriorityAndFairness.  This feature gate is an alpha and has not yet been associated with any actual functionality.", parser.KindUncategorized,
			[]string{"APIPriorityAndFairness added locked= default=", "RequestManagement removed locked= default="}},
		{"AllBeta is a setting of every beta gate, not a beta gate (#84304)",
			"The `--feature-gates` flag now supports an `AllBeta=false` value which disables all beta feature gates.", parser.KindUncategorized,
			[]string{"AllBeta added locked= default="}},
		{"AllAlpha and AllBeta named with stage words (#133697)",
			"Feature gate dependencies are now explicit, and validated at startup. A feature can no longer be enabled if it depends on a disabled feature. In particular, this means that `AllAlpha=true` will no longer work without enabling disabled-by-default beta features that are depended on (either with `AllBeta=true` or explicitly enumerating the disabled dependencies).", parser.KindAPIChange,
			[]string{"AllAlpha other locked= default=", "AllBeta other locked= default="}},
		{"a gate of one capital beside \"feature gate\" (#57384)",
			"The alpha Accelerators feature gate is deprecated and will be removed in v1.11. Please use device plugins ([https://github.com/kubernetes/features/issues/368](https://github.com/kubernetes/features/issues/368)) instead. They can be enabled using the DevicePlugins feature gate.", parser.KindDeprecation,
			[]string{"Accelerators deprecated locked= default=", "DevicePlugins other locked= default="}},
		{"a gate of one capital, unconditionally enabled (#99158)",
			"Sysctls graduates to General Availability and thus unconditionally enabled.", parser.KindFeature,
			[]string{"Sysctls ga locked=true default="}},
		{"unconditionally disabled is locked to false (#97543)",
			"`ServiceNodeExclusion`, `NodeDisruptionExclusion` and `LegacyNodeRoleBehavior` features have been promoted to GA. `ServiceNodeExclusion` and `NodeDisruptionExclusion` are now unconditionally enabled, while `LegacyNodeRoleBehavior` is unconditionally disabled. To prevent control plane nodes from being added to load balancers automatically, upgrade users need to add \"node.kubernetes.io/exclude-from-external-load-balancers\" label to control plane nodes.", parser.KindUrgent,
			[]string{"LegacyNodeRoleBehavior locked locked=false default=", "NodeDisruptionExclusion locked locked=true default=", "ServiceNodeExclusion locked locked=true default="}},
		{"a gate in lower camel case (#101581)",
			"The deprecated `runAsGroup` feature-gate has been removed, since the `runAsGroup` feature graduated to GA in 1.21.", parser.KindCleanup,
			[]string{"RunAsGroup removed locked= default="}},
		{"GAed is no gate (#121252)",
			"Removed `GA`ed feature gate `TopologyManager`.", parser.KindCleanup,
			[]string{"TopologyManager removed locked= default="}},
		{"enabled by default in beta: the default is the news, beta what the gate is (#134647)",
			"Enabled the `MutableCSINodeAllocatableCount` feature gate by default in beta.", parser.KindFeature,
			[]string{"MutableCSINodeAllocatableCount default-on locked= default=on"}},
		{"drop the X feature gate is a removal (#106882)",
			"Refactor kubelet command line for enabling features and \"drop `RuntimeClass` feature gate\" if present. Note that this feature has been on by default since 1.14 and was GA'ed in 1.20.", parser.KindCleanup,
			[]string{"RuntimeClass removed locked= default="}},
		{"GAed is no gate; feature gates for a list (#127058)",
			"Removed the GAed feature gates for `ServerSideApply` and `ServerSideFieldValidation`.", parser.KindCleanup,
			[]string{"ServerSideApply removed locked= default=", "ServerSideFieldValidation removed locked= default="}},
	} {
		if got := mentions(notes.GatesIn(tc.md, tc.kind)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: GatesIn = %q, want %q", tc.class, got, tc.want)
		}
	}
}

// TestGateClassesInStore holds the classes that need the store's known
// gates (a name the note does not call a feature gate), on the shipped
// notes: what the store says the note says of each gate named.
func TestGateClassesInStore(t *testing.T) {
	s := shipped(t)
	byPR := func(pr int) int {
		for id := 0; s.Note(id) != nil; id++ {
			if slices.Contains(s.Note(id).PRs, pr) {
				return id
			}
		}
		t.Fatalf("no note of #%d", pr)
		return -1
	}
	for _, tc := range []struct {
		class string
		pr    int
		want  []string // mentions of the note, each gate named
	}{
		// "X, Y and Z features have been promoted to GA. X and Y are now
		// unconditionally enabled, while Z is unconditionally disabled."
		{"unconditionally disabled is locked to false", 97543,
			[]string{"LegacyNodeRoleBehavior ga locked=false default=", "NodeDisruptionExclusion ga locked=true default=", "ServiceNodeExclusion ga locked=true default="}},
		// "Graduated `JobReadyPods` to `stable`. The feature gate can no
		// longer be disabled."
		{"a lock in a sentence naming no gate", 121302,
			[]string{"JobReadyPods ga locked=true default="}},
		// "Added the `WatchListCompression` feature gate (Beta, enabled by
		// default) to compress `WatchList` responses …": WatchList, a known
		// gate, is named too.
		{"Added the X feature gate (Beta, enabled by default)", 139308,
			[]string{"WatchList other locked= default=", "WatchListCompression beta locked= default=on"}},
		// "Added Beta support for compressed responses to `WatchList`
		// requests. … This behavior is enabled by default and can be
		// disabled using the `WatchListCompression` feature gate.": the
		// beta is WatchListCompression's; WatchList, a known gate, only
		// names the requests (the sample lists no WatchList beta here;
		// see TestGateNameBeforeNounOfPart).
		{"a lead naming a known gate besides the note's feature gate", 140140,
			[]string{"WatchListCompression beta locked= default=on"}},
		// A bug note: "Sets JobTrackingWithFinalizers, a beta feature, as
		// disabled by default, due to unresolved bug …"
		{"Sets X, a beta feature, as disabled by default", 109487,
			[]string{"JobTrackingWithFinalizers default-off locked= default=off"}},
		// "Fixed memory leak in the job controller related to
		// `JobTrackingWithFinalizers`.": a known gate named without the
		// words "feature gate" is in its timeline, only named.
		{"a fix naming a known gate", 111721,
			[]string{"JobTrackingWithFinalizers other locked= default="}},
		{"a fix naming a known gate", 105214,
			[]string{"JobTrackingWithFinalizers other locked= default="}},
		// "… Additionally, the new `TokenRequestServiceAccountUIDValidation`
		// feature gate (Beta, enabled by default) ensures the `TokenRequest`
		// UID matches …": TokenRequest, a known gate, is named too.
		{"a parenthesis giving a new gate's stage", 132803,
			[]string{"TokenRequest other locked= default=", "TokenRequestServiceAccountUIDValidation beta locked= default=on"}},
		// A known gate named where no word of a stage or a gate is: taken
		// as named when most notes naming it call it a gate or speak of its
		// stage (#138088: "NodeLogQuery allows only GET and POST"; #137584,
		// #137719: "cgroup v2 MemoryQoS support", "memory protection for
		// MemoryQoS") ...
		{"a known gate named without stage words", 138088,
			[]string{"NodeLogQuery other locked= default="}},
		{"a known gate named without stage words", 137584,
			[]string{"MemoryQoS other locked= default="}},
		{"a known gate named without stage words", 137719,
			[]string{"MemoryQoS other locked= default="}},
		// ... but not a name most notes use for a component or a program:
		// "Updated CoreDNS to `v1.14.3`." (#138536), "Migrated the
		// `CPUManager` to contextual logging." (#125912).
		{"a gate's name used mostly for a program", 138536, nil},
		{"a gate's name used mostly for a component", 125912, nil},
		// ... nor a name the notes use as an API kind ("VolumeAttributesClass
		// objects"): "Printed more information when `kubectl describe` a
		// `VolumeAttributesClass`." (#122640).
		{"a gate's name the notes use as an API kind", 122640, nil},
		// "Dropped support for `InPlacePodVerticalScaling` feature in
		// Windows." (#128623): a piece of the feature dropped, not the gate
		// (the guard of "drop `RuntimeClass` feature gate", #106882).
		{"dropped support is no removal of the gate", 128623,
			[]string{"InPlacePodVerticalScaling other locked= default="}},
		// Classes a fourth held-out sample and the hand sample's
		// disagreements showed. "Feature gates that graduated to GA in 1.23
		// or earlier and were unconditionally enabled have been removed:
		// CSIServiceAccountToken, …" (#109435): a version's dot between
		// the words "feature gates" and the list's colon.
		{"a version between \"feature gates\" and the list", 109435, []string{
			"CSIServiceAccountToken removed locked=true default=", "ConfigurableFSGroupPolicy removed locked=true default=",
			"EndpointSlice removed locked=true default=", "EndpointSliceNodeName removed locked=true default=",
			"EndpointSliceProxying removed locked=true default=", "GenericEphemeralVolume removed locked=true default=",
			"IPv6DualStack removed locked=true default=", "IngressClassNamespacedParams removed locked=true default=",
			"StorageObjectInUseProtection removed locked=true default=", "TTLAfterFinished removed locked=true default=",
			"VolumeSubpath removed locked=true default=", "WindowsEndpointSliceProxying removed locked=true default="}},
		// "Feature gate `StorageObjectInUseProtection` has been deprecated
		// and cannot be disabled." (#105495), "The feature gate
		// `DisableAcceleratorUsageMetrics` is now GA and cannot be
		// disabled." (#110940): locked to true.
		{"cannot be disabled is a lock", 105495, []string{"StorageObjectInUseProtection deprecated locked=true default="}},
		{"cannot be disabled is a lock", 110940, []string{"DisableAcceleratorUsageMetrics ga locked=true default="}},
		// "The `PLEGOnDemandRelist` feature flag is kept at beta level, but
		// switched off by default." (a failing-test note): the stage kept,
		// the default the news, said of the gate as the sentence's subject.
		{"a stage kept and a default switched", 137909, []string{"PLEGOnDemandRelist default-off locked= default=off"}},
		// "… could be disabled by setting the beta feature gate
		// `AllowParsingUserUIDFromCertAuth` to `false`(until the feature
		// gate graduated to GA)." (#127897): a GA to come.
		{"until … graduated to GA is no GA yet", 127897, []string{"AllowParsingUserUIDFromCertAuth beta locked= default="}},
		// "The `ControllerManagerLeaderMigration` feature, GA since `1.24`,
		// is now unconditionally enabled and the feature gate option has
		// been removed." (#113534): an aside between the gate and its verb.
		{"the X feature, GA since V, is now unconditionally enabled", 113534, []string{"ControllerManagerLeaderMigration removed locked=true default="}},
		// "Graduated the `WatchList` feature gate to beta for kube-apiserver
		// and enabled `WatchListClient` for kube-controller-manager (KCM)."
		// (#125591): the second gate turned on.
		{"… and enabled X", 125591, []string{"WatchList beta locked= default=", "WatchListClient default-on locked= default=on"}},
		// "Added SchedulingConstraints … behind the
		// `TopologyAwareWorkloadScheduling` feature gate." (#137271): the
		// addition is of what the gate guards.
		{"Added Y behind the X feature gate", 137271, []string{"TopologyAwareWorkloadScheduling other locked= default="}},
		// "Introduced new functionality to the client-go's **list** verb
		// …. To activate this feature, users can set the
		// `client-go.WatchListClient` feature gate." (#124509): the lead
		// adds a feature, not the gate.
		{"a lead adding a feature the gate turns on", 124509, []string{"WatchListClient other locked= default="}},
		// "TaintNodesByCondition was graduated to GA,
		// CheckNodeMemoryPressure, … were accidentally removed since 1.12"
		// (#84152), "Storage capacity tracking (= the CSIStorageCapacity
		// feature) graduates to Beta and enabled by default,
		// storage.k8s.io/v1alpha1/VolumeAttachment and … objects are
		// deprecated" (#99641): the removal or deprecation is another
		// subject's.
		{"a sentence of two subjects", 84152, []string{"TaintNodesByCondition ga locked= default="}},
		{"a sentence of two subjects", 99641, []string{"CSIStorageCapacity beta locked= default=on"}},
		// "ContainerStatus.AllocatedResources is now guarded by a separate
		// feature gate, InPlacePodVerticalSaclingAllocatedStatus" (#128377,
		// the gate's name misspelt in the note): a gate split off is new.
		{"a separate feature gate is new", 128377, []string{"InPlacePodVerticalSaclingAllocatedStatus added locked= default="}},
		// "Introduced NodeIPAM support for multiple ClusterCIDRs … as an
		// alpha feature. Set feature gate `MultiCIDRRangeAllocator=true`, …
		// Enabled the `MultiCIDRRangeAllocator` by setting
		// `--cidr-allocator-type=MultiCIDRRangeAllocator` flag" (#109090):
		// how to turn it on, not a default (the gate's first note, so its
		// timeline shows it added).
		{"enabled X by setting a flag is an instruction", 109090, []string{"MultiCIDRRangeAllocator other locked= default="}},
		// Classes the second held-out sample of the fourth round showed
		// (after its one score). "The `HugepageAwareEviction` feature gate
		// (default: enabled) can be disabled to restore the previous
		// behavior." (#138127, a bug note): the default beside the name.
		{"X (default: enabled)", 138127, []string{"HugepageAwareEviction default-on locked= default=on"}},
		// "Feature gate `CSIMigration` was locked to enabled. `CSIMigration`
		// is GA now." (#110410): the GA, locked.
		{"a lock, then the GA", 110410, []string{"CSIMigration ga locked=true default="}},
		// "Added the `KubeProxyIPVS` feature gate in preparation for
		// deactivating and then removing the `ipvs` mode of `kube-proxy`."
		// (#139397): a removal to come, no removal (the documentation
		// lists the gate deprecated from its first release).
		{"in preparation for removing is a removal to come", 139397, []string{"KubeProxyIPVS deprecated locked= default="}},
		// Classes of the fifth round (gates5): its held-out sample, the
		// misses of the sample above and the "Before you upgrade" lists.
		// "Promote CSIMigrationOpenStack to Beta (off by default …). …
		// Users should enable CSIMigration + CSIMigrationOpenStack features
		// …" (#85637): the lead's stage is the gate it names, not the one
		// listed beside it with "+".
		{"A + B features: the lead is B's", 85637, []string{"CSIMigration other locked= default=", "CSIMigrationOpenStack beta locked= default=off"}},
		// "Feature gates CSIMigration to Beta (on by default) and
		// CSIMigrationAzureDisk to Beta (off by default since it requires
		// …)" (#90896): one sentence, two defaults.
		{"two gates, two defaults in parentheses", 90896, []string{"CSIMigration beta locked= default=on", "CSIMigrationAzureDisk beta locked= default=off"}},
		// "kubeadm: promoted feature gate `EtcdLearnerMode` to GA. Learner
		// mode in etcd deployed by kubeadm is now locked to enabled by
		// default." (#126374), "Promoted the `ServiceAccountTokenNodeBinding`
		// feature gate general availability. It is now locked to enabled."
		// (#129591): the lock said in the next sentence.
		{"a lock in the next sentence, locked to enabled", 126374, []string{"EtcdLearnerMode ga locked=true default=on"}},
		{"a lock in the next sentence, locked to enabled", 129591, []string{"ServiceAccountTokenNodeBinding ga locked=true default="}},
		// "kube-apiserver disables the beta WatchList feature by default in
		// 1.33 in favor of the `StreamingCollectionEncodingToJSON` and
		// `StreamingCollectionEncodingToProtobuf`
		// features.kube-controller-manager no longer opts into enabling the
		// WatchListClient feature in 1.33." (#131359): "beta" says what
		// WatchList is, the default is the news; the gates it favours are
		// only named.
		{"disables … by default; no longer opts into enabling", 131359, []string{
			"StreamingCollectionEncodingToJSON other locked= default=", "StreamingCollectionEncodingToProtobuf other locked= default=",
			"WatchList default-off locked= default=off", "WatchListClient default-off locked= default=off"}},
		// "Flipped `StorageNamespaceIndex` feature gate to `false` and
		// deprecated it." (#129933).
		{"flipped to false", 129933, []string{"StorageNamespaceIndex deprecated locked= default=off"}},
		// "Reverted the `DisableNodeKubeProxyVersion` feature gate to
		// default-off …" (#126720), "Reverted NewVolumeManagerReconstruction
		// and SELinuxMountReadWriteOncePod feature gates to disabled by
		// default …" (#117751): a revert to a default is that default.
		{"reverted to default-off", 126720, []string{"DisableNodeKubeProxyVersion default-off locked= default=off"}},
		{"reverted to disabled by default", 117751, []string{"NewVolumeManagerReconstruction default-off locked= default=off", "SELinuxMountReadWriteOncePod default-off locked= default=off"}},
		// "The SCTPSupport feature is now active by default." (#88932),
		// "`PodLifecycleSleepAction` is now turned on by default …"
		// (#130621), "Scheduler's alpha feature
		// 'ResourceLimitsPriorityFunction' is completely removed" (#91883):
		// gates no note calls a feature gate.
		{"X feature is now active by default", 88932, []string{"SCTPSupport default-on locked= default=on"}},
		{"X is now turned on by default", 130621, []string{"PodLifecycleSleepAction default-on locked= default=on"}},
		{"alpha feature 'X' removed", 91883, []string{"ResourceLimitsPriorityFunction removed locked= default="}},
		// "The `DRAControlPlaneController` feature gate, formerly alpha, is
		// no longer available." (#128003): a removal.
		{"formerly alpha, is no longer available", 128003, []string{"DRAControlPlaneController removed locked= default="}},
		// "Promoted the `KubeletPodResourcesDynamicResources` and
		// `KubeletPodResourcesGet` feature gates to beta, which were enabled
		// by default if DRA went to GA." (#132940): another's GA, in a
		// condition.
		{"if DRA went to GA is no GA of the gates", 132940, []string{"KubeletPodResourcesDynamicResources beta locked= default=on", "KubeletPodResourcesGet beta locked= default=on"}},
		// "Upgraded the `PodObservedGenerationTracking` feature to beta in
		// `v1.34` and removed the alpha version description from the
		// OpenAPI specification." (#133883): the removal is the
		// description's.
		{"… and removed something of the feature", 133883, []string{"PodObservedGenerationTracking beta locked= default="}},
		// "The `VolumeCapacityPriority` alpha feature was replaced with
		// this" (#128184): the gate replaced is gone.
		{"X alpha feature was replaced", 128184, []string{"StorageCapacityScoring added locked= default=", "VolumeCapacityPriority removed locked= default="}},
		// "Promoted the `MaxUnavailableStatefulSet` feature to beta and
		// enabling it by default." (#133153): a gate no note calls one,
		// known from "The `MaxUnavailableStatefulSet` feature is now
		// enabled by default" (#139466), and its default.
		{"enabling it by default", 133153, []string{"MaxUnavailableStatefulSet beta locked= default=on"}},
	} {
		if got := mentions(s.NoteGates(byPR(tc.pr))); !slices.Equal(got, tc.want) {
			t.Errorf("%s (#%d): %q, want %q", tc.class, tc.pr, got, tc.want)
		}
	}
}

// TestGateEventClasses holds the classes of the timeline that a third
// sample of held-out gates found, on the shipped notes: the events of a
// gate, each as "version kind #PR".
func TestGateEventClasses(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct {
		class, gate string
		want        []string // the events of the gate whose PR is among prs
		prs         []int
	}{
		// "The `AggregatedDiscoveryRemoveBetaType` feature gate was
		// deprecated and locked to `true`." (#134230): both happen, and
		// the lock is what breaks "=false".
		{"deprecated and locked is two events", "AggregatedDiscoveryRemoveBetaType",
			[]string{"v1.35.0 locked #134230 locked=true", "v1.35.0 deprecated #134230 locked=true"}, []int{134230}},
		// "turn on the feature gate `KubeletCrashLoopBackoffMax`" (#128374,
		// v1.32.0) and "Promoted the `KubeletCrashLoopBackOffMax` feature
		// gate to beta" (#135044): one gate, two spellings.
		{"one gate, its name in two cases", "KubeletCrashLoopBackOffMax",
			[]string{"v1.32.0 added #128374 locked=", "v1.35.0 beta #135044 locked="}, []int{128374, 135044}},
		// "Improved scheduling performance for …, behind the
		// `InterPodAffinityHostnameFastPath` feature gate." (#138198): a
		// feature behind a gate no earlier note names brings the gate.
		{"the first note of a gate, a feature behind it", "InterPodAffinityHostnameFastPath",
			[]string{"v1.37.0 added #138198 locked="}, []int{138198}},
		// "The `AllocatedResources` field in `ContainerStatus` is now guarded
		// by the `InPlacePodVerticalScaling` feature gate." (#130880): a gate
		// older than the note only guards one more thing.
		{"a later feature behind a gate is no addition", "InPlacePodVerticalScaling",
			[]string{"v1.33.0 other #130880 locked="}, []int{130880}},
		// "The `distinctAttribute` constraint (behind the `ConsumableCapacity`
		// feature gate) matches …" in a note of the `DRAListTypeAttributes`
		// feature gate (#137190): a note of another gate's feature.
		{"a gate behind a piece of another gate's feature", "ConsumableCapacity",
			[]string{"v1.36.0 other #137190 locked="}, []int{137190}},
		// Six notes of v1.36.0 add things "guarded by" or "behind" the
		// `TopologyAwareWorkloadScheduling` feature gate, which no earlier
		// note names: the first merged (#136652) brings the gate, the
		// others and the v1.37.0 notes only name it.
		{"of several first notes behind a gate, the first merged brings it", "TopologyAwareWorkloadScheduling",
			[]string{"v1.36.0 added #136652 locked=", "v1.36.0 other #136944 locked=", "v1.36.0 other #137271 locked=", "v1.37.0 other #138274 locked="},
			[]int{136652, 136944, 137271, 138274}},
		// The gate's own note (#122571) brings it; "Introduced new
		// functionality … users can set the `client-go.WatchListClient`
		// feature gate" (#124509) and "Added new functionality to the Go
		// client code … must enable the `WatchListClient` client-go feature
		// gate" (#127388) come later and only name it.
		{"an instruction to turn on the gate's first note's feature", "MultiCIDRRangeAllocator",
			[]string{"v1.25.0 added #109090 locked="}, []int{109090}},
		{"a later feature the gate turns on is no addition", "WatchListClient",
			[]string{"v1.30.0 added #122571 locked=", "v1.31.0 other #124509 locked=", "v1.32.0 other #127388 locked="},
			[]int{122571, 124509, 127388}},
		// "Added validation to reject Pods using the `PodLevelResources`
		// feature on Windows" (#133046) adds the validation, and the same
		// release's graduation to beta (#132999) says what the gate became.
		{"an addition far from a gate's name, beside its graduation", "PodLevelResources",
			[]string{"v1.34.0 other #133046 locked=", "v1.34.0 beta #132999 locked="}, []int{133046, 132999}},
		// Classes of the fifth round (gates5). "When the
		// BoundServiceAccountTokenVolumes Alpha feature is enabled, …"
		// (#69848): a gate's name misspelt as a plural.
		{"a gate's name misspelt as a plural", "BoundServiceAccountTokenVolume",
			[]string{"v1.13.0 other #69848 locked="}, []int{69848}},
		// "Added support for Evented PLEG feature gate." (#111384),
		// "Graduated CRI Events driven Pod LifeCycle Event Generator
		// (Evented PLEG) to Beta" (#115967), "Fixed panic of Evented `PLEG`
		// during kubelet start-up." (#122475): the name as a word and an
		// acronym.
		{"a gate's name as a word and an acronym", "EventedPLEG",
			[]string{"v1.26.0 added #111384 locked=", "v1.27.0 beta #115967 locked=", "v1.30.0 other #122475 locked="}, []int{111384, 115967, 122475}},
		// "Updated the Alpha `DRANodeAllocatableResources` feature: … target
		// nodes have the `NodeAllocatableDRA` feature gate enabled."
		// (#140009): the lead calls another feature alpha; it brings no
		// gate it does not name.
		{"a lead calling another feature alpha", "NodeAllocatableDRA",
			[]string{"v1.37.0 other #140009 locked="}, []int{140009}},
		// "Turn on `CSIMigrationAzureFile` by default on 1.24" (#105070):
		// "turn on" speaks of the gate's default.
		{"turn on X by default", "CSIMigrationAzureFile",
			[]string{"v1.24.0 default-on #105070 locked="}, []int{105070}},
		// The second held-out sample of the fifth round (after its one
		// score): "Streaming list responses can be disabled via the
		// `StreamingCollectionEncodingToProtobuf` feature gate." (#129407),
		// the gate's first note: a feature on, behind a new gate.
		{"can be disabled via the X feature gate, in the gate's first note", "StreamingCollectionEncodingToProtobuf",
			[]string{"v1.33.0 added #129407 locked="}, []int{129407}},
		// Classes of the sixth round (gates6). "Either remove alpha
		// objects, or disable the alpha `ValidatingAdmissionPolicy` feature
		// in a `v1.27` server before upgrading to a `v1.28` server with the
		// beta feature and API enabled." (#120018): the objects are
		// removed, not the gate, which the v1.32.0 notes remove (#126645).
		{"remove something else, the gate named beside it", "ValidatingAdmissionPolicy",
			[]string{"v1.29.0 other #120018 locked=", "v1.32.0 removed #126645 locked="}, []int{120018, 126645}},
		// "Added the StorageVersionMigration v1beta1 API and removed the
		// v1alpha1 API." (#134784): an API version removed.
		{"removed an API version of the gate's kind", "StorageVersionMigration",
			[]string{"v1.35.0 other #134784 locked="}, []int{134784}},
		// (A guard of the class above: "CSRDuration feature gate that
		// graduated to GA in 1.24 and is unconditionally enabled now
		// removed in v1.26." (#112386), a removal with no object.)
		{"now removed in vX, no object", "CSRDuration",
			[]string{"v1.26.0 removed #112386 locked=true"}, []int{112386}},
		// "Windows containers now support experimental Hyper-V isolation
		// by setting annotation … and feature gates HyperVContainer."
		// (#58751): experimental is how the 1.1x notes say alpha.
		{"experimental is alpha", "HyperVContainer",
			[]string{"v1.10.0 added #58751 locked="}, []int{58751}},
		// "Added support for vSphere in-tree volumes migration to vSphere
		// CSI driver. … Users that self-deploy Kubernetes on vSphere should
		// enable CSIMigration + CSIMigrationvSphere features …" (#90911):
		// the lead adds what CSIMigrationvSphere spells; the same release
		// sets it to beta (#92816). CSIMigration, older, is only named.
		{"a lead adding what the gate's name spells", "CSIMigrationvSphere",
			[]string{"v1.19.0 added #90911 locked=", "v1.19.0 beta #92816 locked="}, []int{90911, 92816}},
		{"a lead spelling a longer gate's name is not the shorter's", "CSIMigration",
			[]string{"v1.19.0 other #90911 locked="}, []int{90911}},
		// How to turn the note's feature on or off, in the gate's first
		// note: "This behavior can be temporarily disabled by setting the
		// `StaleControllerConsistencyJob` feature gate to false." (#137210),
		// "This feature can be enabled using the
		// IngressClassNamespacedParams feature gate." (#99275, beta the
		// next release, #101711), and in fixes: "To utilize this
		// functionality, you must set the feature gate
		// `SupportNodePidsLimit=true`" (#73651), "This functionality is
		// enabled by default and can be controlled via the
		// `ClientsAllowTLSCacheGC` feature gate." (#136355).
		{"can be disabled by setting the X feature gate, in its first note", "StaleControllerConsistencyJob",
			[]string{"v1.36.0 added #137210 locked="}, []int{137210}},
		{"can be enabled using the X feature gate, in its first note", "IngressClassNamespacedParams",
			[]string{"v1.21.0 added #99275 locked=", "v1.22.0 beta #101711 locked="}, []int{99275, 101711}},
		{"you must set the feature gate X=true, in a fix that brings it", "SupportNodePidsLimit",
			[]string{"v1.14.0 added #73651 locked="}, []int{73651}},
		{"enabled by default and can be controlled via the X feature gate, in a fix that brings it", "ClientsAllowTLSCacheGC",
			[]string{"v1.36.0 default-on #136355 locked="}, []int{136355}},
		// "The `CSIMigrationAzureFile` feature gate (for the feature which
		// graduated to GA in v1.26) is now unconditionally enabled and will
		// be removed in v1.28." (#114953): the GA recalled is v1.26's;
		// this note locks the gate and announces its removal.
		{"a GA of a release before, recalled in a parenthesis", "CSIMigrationAzureFile",
			[]string{"v1.27.0 locked #114953 locked=true", "v1.27.0 deprecated #114953 locked=true"}, []int{114953}},
		// Classes of the seventh round (gates7). "Locked the (generally
		// available) feature gate `ExecProbeTimeout` to true." (#134635):
		// the stage in a parenthesis is what the gate is; the lock is the
		// news.
		{"a stage alone in a parenthesis", "ExecProbeTimeout",
			[]string{"v1.35.0 locked #134635 locked=true"}, []int{134635}},
		// "kubeadm - Feature-gates HighAvailability, SelfHosting,
		// CertsInSecrets are now deprecated and can no longer be used for
		// new clusters." (#67786); the same release's other note says they
		// "will be removed in k8s v1.13.0".
		{"no longer usable for new clusters is no removal", "CertsInSecrets",
			[]string{"v1.12.0 deprecated #67786 locked="}, []int{67786}},
		// "Users still can opt-out to this new behavior by setting the
		// feature flag OptionalProviderID in the cloud-controller-manager."
		// (#123331), the gate's first note.
		{"opt out by setting the feature flag X, in its first note", "OptionalProviderID",
			[]string{"v1.30.0 added #123331 locked="}, []int{123331}},
		// "Support for the Azure File plugin has been added to
		// `csi-translation-lib` (CSIMigrationAzureFile)." (#78356): the gate
		// in a parenthesis after its feature's words; beta in v1.21.0.
		{"a gate in a parenthesis after what the sentence adds", "CSIMigrationAzureFile",
			[]string{"v1.15.0 added #78356 locked=", "v1.21.0 beta #96293 locked="}, []int{78356, 96293}},
		// "The core functionality of Dynamic Resource Allocation (DRA) got
		// promoted to beta." (#127511), "Dynamic Resource Allocation:
		// Graduated core functionality to general availability (GA)."
		// (#132706): the gate's name as words; "Updated API comments to
		// reflect the stable state of Dynamic Resource Allocation (DRA)."
		// (#136441) graduates nothing.
		{"a gate's name as its words, graduated", "DynamicResourceAllocation",
			[]string{"v1.32.0 beta #127511 locked=", "v1.34.0 ga #132706 locked=", "v1.35.0 locked #134452 locked=true"}, []int{127511, 132706, 136441, 134452}},
		// "Introduced `v1alpha1` API for validating admission policies, … To
		// use, enable the `ValidatingAdmissionPolicy` feature gate …"
		// (#113314) and "Renamed the feature gate for CEL in Admission
		// Control to `ValidatingAdmissionPolicy`." (#113735), both v1.26.0;
		// a fix backported to v1.24.10 (#114865) names the gate first.
		{"a note bringing the gate's feature beside a rename to its name", "ValidatingAdmissionPolicy",
			[]string{"v1.24.10 other #114865 locked=", "v1.26.0 added #113314 locked=", "v1.26.0 other #113735 locked="}, []int{114865, 113314, 113735}},
		// (A guard: a rename with no note of the feature keeps the new
		// name's addition, #85260.)
		{"a rename alone adds the new name", "APIPriorityAndFairness",
			[]string{"v1.17.0 added #85260 locked="}, []int{85260}},
		// A lead changing a default, the gate the way back: "`Kubelet` no
		// longer creates certain legacy iptables rules by default. … run
		// `kubelet` with `--feature-gates=IPTablesOwnershipCleanup=false`"
		// (#114472), "In-tree cloud providers are now switched off by
		// default. Please use `DisableCloudProviders` and
		// `DisableKubeletCloudCredentialProvider` feature flags if you still
		// need this functionality." (#117503), "Advanced auditing is the
		// default auditing mechanism at `v1beta1`. … if the `AdvancedAudit`
		// feature is not explicitly turned off
		// (`--feature-gates=AdvancedAudit=false`)" (v1.8.0, no PR).
		{"a default changed in the lead, X=false the way back", "IPTablesOwnershipCleanup",
			[]string{"v1.27.0 default-on #114472 locked="}, []int{114472}},
		{"a default changed in the lead, the gates if you still need it", "DisableCloudProviders",
			[]string{"v1.29.0 default-on #117503 locked="}, []int{117503}},
		{"the default mechanism, unless the gate is turned off", "AdvancedAudit",
			[]string{"v1.8.0 default-on #0 locked="}, []int{0}},
		// "The beta `RootCAConfigMap` feature gate is enabled by default and
		// causes kube-controller-manager to publish …" (#96197): a beta gate
		// described as on; "The beta feature `ServiceIPStaticSubrange` is
		// now enabled by default." (#110703) flips a default.
		{"a beta gate described as on by default", "RootCAConfigMap",
			[]string{"v1.20.0 beta #96197 locked="}, []int{96197}},
		{"a beta gate now on by default", "ServiceIPStaticSubrange",
			[]string{"v1.25.0 default-on #110703 locked="}, []int{110703}},
		// The second held-out sample of the seventh round (after its one
		// score). "Demoted KEP-5278 feature gates
		// `ClearingNominatedNodeNameAfterBinding` and
		// `NominatedNodeNameForExpectation` to alpha from beta." (#133293):
		// no stage reached; "Demoted the `SchedulerPreQueueingHints`
		// feature gate from Beta to Alpha, disabled by default" (#140959):
		// its default set back.
		{"demoted to alpha", "NominatedNodeNameForExpectation",
			[]string{"v1.34.0 other #133293 locked=", "v1.35.0 default-on #135103 locked="}, []int{133293, 135103}},
		{"demoted, disabled by default", "SchedulerPreQueueingHints",
			[]string{"v1.37.0 default-off #140959 locked="}, []int{140959}},
		// "When the `PreferSameTrafficDistribution` feature gate is enabled,
		// a new `trafficDistribution` value `PreferSameNode` is available"
		// (#130844), "When the RetryGenerateName feature gate is enabled on
		// the kube-apiserver, create requests … are retried … This feature
		// is in alpha." (#122887): the gate's first note, its feature.
		{"when the X feature gate is enabled, in its first note", "PreferSameTrafficDistribution",
			[]string{"v1.33.0 added #130844 locked=", "v1.34.0 default-on #132127 locked="}, []int{130844, 132127}},
		{"when the X feature gate is enabled, then alpha", "RetryGenerateName",
			[]string{"v1.30.0 added #122887 locked=", "v1.32.0 ga #127093 locked="}, []int{122887, 127093}},
		// (A guard: "The new field is present when the
		// `DeploymentPodReplacementPolicy` feature gate is enabled."
		// (#128546), "when" inside the sentence, was read so before.)
		{"a new field present when the gate is enabled", "DeploymentPodReplacementPolicy",
			[]string{"v1.33.0 added #128546 locked="}, []int{128546}},
		// Classes of the eighth round (gates8): those other rounds reported
		// and the held-out sample showed. "The `PodDeletionCost` feature
		// has been promoted to beta, and enabled by default." (#101080),
		// "The `LogarithmicScaleDown` feature graduates to Beta and enabled
		// by default." (#101767), "Promoted the `ConstrainedImpersonation`
		// feature to beta, enabled by default." (#137609): only a gate is
		// promoted and on by default, though no note calls these a gate.
		{"a feature promoted and enabled by default", "PodDeletionCost",
			[]string{"v1.22.0 beta #101080 locked="}, []int{101080}},
		{"a feature graduating and enabled by default, then GA", "LogarithmicScaleDown",
			[]string{"v1.22.0 beta #101767 locked=", "v1.31.0 ga #125459 locked="}, []int{101767, 125459}},
		{"a feature promoted to beta, enabled by default", "ConstrainedImpersonation",
			[]string{"v1.36.0 beta #137609 locked="}, []int{137609}},
		// "Disabled the `SchedulerAsyncAPICalls` feature gate to mitigate a
		// bug …" (#134400, a fix), "Disabled the `PodLevelResourceManagers`
		// feature gate by default because of critical issues" (#141209);
		// but "Disabled `LocalStorageCapacityIsolation` feature gate is
		// honored during scheduling." (#96092) says what a disabled gate
		// does.
		{"disabled the X feature gate, in a fix", "SchedulerAsyncAPICalls",
			[]string{"v1.35.0 default-off #134400 locked=", "v1.36.0 default-off #135903 locked="}, []int{134400, 135903}},
		{"disabled the X feature gate by default, in a fix", "PodLevelResourceManagers",
			[]string{"v1.37.0 default-off #141209 locked="}, []int{141209}},
		{"a disabled gate is honored: no default", "LocalStorageCapacityIsolation",
			[]string{"v1.20.0 other #96092 locked="}, []int{96092}},
		// "Kubeadm: the preferred pod anti-affinity for CoreDNS is now
		// enabled by default." (#110593), "This enables the `terminating`
		// and `serving` conditions for EndpointSlice by default."
		// (#103596): a name after "for" is what the default is for, not
		// the gate whose default changes.
		{"a default for X is not X's", "CoreDNS",
			[]string{}, []int{110593}},
		{"conditions for X by default are not X's default", "EndpointSlice",
			[]string{}, []int{103596}},
		// "`kube-controller-manager`: The `LegacyServiceAccountTokenCleanUp`
		// feature gate is now available as alpha (off by default)."
		// (#115554): off is an alpha gate's default; the news is the gate.
		{"available as alpha (off by default)", "LegacyServiceAccountTokenCleanUp",
			[]string{"v1.28.0 added #115554 locked=", "v1.29.0 beta #120682 locked="}, []int{115554, 120682}},
		// "To set this for a node, turn on the feature gate
		// `ReduceDefaultCrashLoopBackOffDecay`." (#130711), "To utilize
		// this functionality, set the feature gate
		// `LocalStorageCapacityIsolationFSQuotaMonitoring=true`." (#66928):
		// how to turn the note's feature on, in the gate's first note.
		{"turn on the feature gate X, in its first note", "ReduceDefaultCrashLoopBackOffDecay",
			[]string{"v1.33.0 added #130711 locked="}, []int{130711}},
		{"to utilize this, set the feature gate X=true, in its first note", "LocalStorageCapacityIsolationFSQuotaMonitoring",
			[]string{"v1.15.0 added #66928 locked=", "v1.25.0 beta #107329 locked="}, []int{66928, 107329}},
		// "Set `LocalStorageCapacityIsolationFSQuotaMonitoring` to false by
		// default, to match `UserNamespacesSupport`" (#126355).
		{"set X to false by default", "LocalStorageCapacityIsolationFSQuotaMonitoring",
			[]string{"v1.31.0 default-off #126355 locked="}, []int{126355}},
		// "Added scheduler support for preempting lower-priority Pods … when
		// the `InPlacePodVerticalScalingSchedulerPreemption` Alpha feature
		// gate is enabled." (#140000): an addition behind an alpha gate, the
		// gate's first note.
		{"added Y when the X alpha feature gate is enabled, in its first note", "InPlacePodVerticalScalingSchedulerPreemption",
			[]string{"v1.37.0 added #140000 locked="}, []int{140000}},
		// A fix's opt-out gate said on by default in its first note: "…
		// users observing a regressions can use the
		// `DisableCPUQuotaWithExclusiveCPUs` feature gate (enabled by
		// default) to restore the previous behavior." (#127525), "The
		// mitigation may be disabled by setting the
		// `UnauthenticatedHTTP2DOSMitigation` feature gate to `false` (it is
		// enabled by default)." (#121120), "This functionality is enabled by
		// default and can be controlled via the `ClientsAllowTLSCacheGC`
		// feature gate." (#136355): on by default, as the documentation
		// lists such gates from their first release (beta, default true);
		// added would make them alpha.
		{"an opt-out gate (enabled by default), in a fix", "DisableCPUQuotaWithExclusiveCPUs",
			[]string{"v1.33.0 default-on #127525 locked="}, []int{127525}},
		{"may be disabled by setting X to false (it is enabled by default)", "UnauthenticatedHTTP2DOSMitigation",
			[]string{"v1.29.0 default-on #121120 locked="}, []int{121120}},
		// A known gate spelt in another case, in a note that does not call
		// it a gate: "Upgrades `IPv6Dualstack` to `Beta` and turns it on by
		// default." (#98969), "Deprecate `CSIMigrationvSphereComplete` flag
		// and it will be removed in v1.22." (#98243). (A short name is not
		// folded: "OpenAPIv3 schemas (alpha)" (#106051) is the format.)
		{"a known gate in another case", "IPv6DualStack",
			[]string{"v1.21.0 beta #98969 locked="}, []int{98969}},
		{"a known gate in another case, deprecated", "CSIMigrationVSphereComplete",
			[]string{"v1.21.0 deprecated #98243 locked=", "v1.22.0 removed #101272 locked="}, []int{98243, 101272}},
		{"a short name in another case is no gate", "OpenAPIV3",
			[]string{}, []int{106051}},
		// "RemoteCommand feature gates for kubectl exec, cp, and attach over
		// WebSockets are now enabled by default (Beta): - Server-side
		// feature gate: `TranslateStreamCloseWebsocketRequests` …"
		// (#123281): a family's name before "feature gates for"; the list's
		// lead gives its items' stage.
		{"a list's lead gives its items' stage", "TranslateStreamCloseWebsocketRequests",
			[]string{"v1.30.0 beta #123281 locked="}, []int{123281}},
		// The second held-out sample of the eighth round (after its one
		// score). "Added a `SeparateCacheWatchRPC` feature flag to disable
		// this behavior." (#123532, a fix), "When the alpha
		// `LegacyServiceAccountTokenTracking` feature gate is enabled, …"
		// (#108858), "Cluster administrators can opt out of the expanded
		// lifecycle handler capabilities by setting
		// `--feature-gates=ConsistentHTTPGetHandlers=false`" (#86139): the
		// gate's first note brings it. "Lock GA feature-gate
		// ConsistentHTTPGetHandlers to default" (#122578) locks it.
		{"a fix that adds a feature flag, its first note", "SeparateCacheWatchRPC",
			[]string{"v1.30.0 added #123532 locked=", "v1.33.0 deprecated #129929 locked="}, []int{123532, 129929}},
		{"when the alpha X feature gate is enabled, in its first note", "LegacyServiceAccountTokenTracking",
			[]string{"v1.26.0 added #108858 locked=", "v1.27.0 beta #114523 locked="}, []int{108858, 114523}},
		{"opt out by setting --feature-gates=X=false, in its first note; lock a GA gate", "ConsistentHTTPGetHandlers",
			[]string{"v1.26.0 added #86139 locked=", "v1.30.0 locked #122578 locked=true"}, []int{86139, 122578}},
		// Classes of the ninth round (gates9), its held-out sample and the
		// classes other rounds reported. "Features Removes the deprecated
		// kubelet flag --babysit-daemons (#44230, @mtaufen) … With
		// --feature-gates=RotateKubeletClientCertificate=true set, the
		// Kubelet will (#41912, …)" (v1.7.0): a list note's first item is
		// not the gate's lead.
		{"a list note's first item is another item's", "RotateKubeletClientCertificate",
			[]string{"v1.7.0 other #41912 locked=", "v1.19.0 ga #91780 locked="}, []int{41912, 91780}},
		// "Bumped `ProcMountType` feature to on by default beta" (#130798),
		// two releases after its beta (#125259): the default is the news.
		// "Feature gates CSIMigration to Beta (on by default)" (#90896),
		// two releases after its beta, says "to Beta": still the stage.
		{"on by default beta, releases after the beta", "ProcMountType",
			[]string{"v1.31.0 beta #125259 locked=", "v1.33.0 default-on #130798 locked="}, []int{125259, 130798}},
		// (v1.17.0's Deprecation note of #85231, "… should enable
		// CSIMigration + CSIMigrationGCE features …", is an event of its
		// own: see the eleventh round's classes below.)
		{"to Beta (on by default), releases after the beta", "CSIMigration",
			[]string{"v1.17.0 other #85231 locked=", "v1.17.0 beta #85231 locked=", "v1.19.0 beta #90896 locked="}, []int{85231, 90896}},
		// "Added list-type support for attributes in DRA (KEP-5491). The
		// `DRAListTypeAttributes` feature gate (disabled by default)
		// activates …" (#137190): a gate born off with what the lead adds.
		{"a lead that adds, the gate off by default, in its first note", "DRAListTypeAttributes",
			[]string{"v1.36.0 added #137190 locked=", "v1.37.0 other #140325 locked="}, []int{137190, 140325}},
		// "**[alpha]** Critical Pods: When feature gate
		// "ExperimentalCriticalPodAnnotation" is set to true, …" (v1.6.0,
		// no PR): the gate word before the name.
		{"when feature gate X is set to true, in its first note", "ExperimentalCriticalPodAnnotation",
			[]string{"v1.6.0 added #0 locked=", "v1.6.0 other #41035 locked="}, []int{0, 41035}},
		// "The feature gate `AllowInsecureKubeletCertificateSigningRequests`
		// defaults to `false`, but can be enabled to revert to the previous
		// behavior." (#126441): the way back, new with the change.
		{"can be enabled to revert to the previous behavior, in its first note", "AllowInsecureKubeletCertificateSigningRequests",
			[]string{"v1.31.0 added #126441 locked="}, []int{126441}},
		// "Added the feature gate CBORServingAndStorage … Clients must opt
		// in; programs built with client-go can do this using the client-go
		// feature gates ClientsAllowCBOR and ClientsPreferCBOR." (#128539).
		{"the gates to opt in to another gate's feature, in their first note", "ClientsAllowCBOR",
			[]string{"v1.32.0 added #128539 locked="}, []int{128539}},
		{"the gates to opt in to another gate's feature, the second of the list", "ClientsPreferCBOR",
			[]string{"v1.32.0 added #128539 locked="}, []int{128539}},
		// "The beta AppArmor annotations are deprecated, and AppArmor status
		// is no longer included in the node ready condition" (#123435),
		// "`AppArmor` profiles specified in the Pod … were no longer copied
		// to deprecated `AppArmor` annotations" (#131989): the annotations
		// are deprecated, not the gate, which went GA in v1.31.0.
		{"a known name before another noun names that thing", "AppArmor",
			[]string{"v1.31.0 ga #125257 locked=true", "v1.33.0 removed #129375 locked="}, []int{123435, 125257, 129375, 131989}},
		// The second held-out sample of the ninth round (after its one
		// score). "The following features are now GA, and the associated
		// feature gates are deprecated and will be removed in v1.17: -
		// `GCERegionalPersistentDisk` (since 1.15.0) - … -
		// `CustomResourceWebhookConversion` - The feature flags `HugePages`,
		// … have been removed" (#79307): the list after the colon is GA.
		{"a list after a colon, other gates after it", "CustomResourceWebhookConversion",
			[]string{"v1.16.0 ga #79307 locked="}, []int{79307}},
		{"a list after a colon, the gates after it removed", "HugePages",
			[]string{"v1.16.0 removed #79307 locked="}, []int{79307}},
		// "Enable feature Gate DefaultPodTopologySpread to use
		// PodTopologySpread plugin to do defaultspreading." (#91793): how to
		// use the note's feature, in the gate's first note.
		{"Enable feature gate X to use …, in its first note", "DefaultPodTopologySpread",
			[]string{"v1.19.0 added #91793 locked=", "v1.20.0 beta #95631 locked="}, []int{91793, 95631}},
		// The tenth round: the classes other rounds reported, and its
		// held-out sample's (before its fixes). "Lock
		// ExternalPolicyForExternalIP to default, this feature gate will be
		// removed in 1.22." (#94581): a gate no note calls one, locked, its
		// removal announced.
		{"Lock X to default", "ExternalPolicyForExternalIP",
			[]string{"v1.20.0 locked #94581 locked=true", "v1.20.0 deprecated #94581 locked=true"}, []int{94581}},
		// "Locked `ServerSideApply` feature gate to true with the feature
		// already being GA." (#112748): the lock is the news, the GA of
		// v1.22.
		{"locked X to true, already GA", "ServerSideApply",
			[]string{"v1.26.0 locked #112748 locked=true"}, []int{112748}},
		// "The `DefaultIngressClass` feature is now GA." (#91957), "The
		// `KubeletServiceAccountTokenForCredentialProviders` feature was beta
		// and enabled by default." (#133017): a CamelCase feature opening a
		// sentence of its stage is a gate no note calls one.
		{"the X feature is now GA", "DefaultIngressClass",
			[]string{"v1.19.0 ga #91957 locked="}, []int{91957}},
		{"the X feature was beta", "KubeletServiceAccountTokenForCredentialProviders",
			[]string{"v1.34.0 beta #133017 locked="}, []int{133017}},
		// "The GracefulNodeShutdown feature is beta and must be explicitly
		// configured …" (#106901, a fix) makes the name a gate; then "Adds
		// kubelet alpha feature, `GracefulNodeShutdown`" (#96129) brings
		// it and "Kubelet Graceful Node Shutdown feature graduates to Beta
		// and enabled by default" (#99735), the name in words, is its beta.
		{"a gate named in words", "GracefulNodeShutdown",
			[]string{"v1.20.0 added #96129 locked=", "v1.21.0 beta #99735 locked=", "v1.24.0 other #106901 locked="}, []int{96129, 99735, 106901}},
		// "NodeSwapEnabled feature flag was renamed to NodeSwap" (#103553).
		{"X was renamed to Y: X is gone", "NodeSwapEnabled",
			[]string{"v1.22.0 added #102823 locked=", "v1.22.0 removed #103553 locked="}, []int{102823, 103553}},
		// "… will no longer be validated. If this is a problem …, please set
		// the `SkipReadOnlyValidationGCE` gate to false to re-enable the
		// validation" (#121083): false brings the old behaviour back.
		{"set X to false to re-enable the old behaviour", "SkipReadOnlyValidationGCE",
			[]string{"v1.29.0 default-on #121083 locked=", "v1.31.0 removed #124210 locked="}, []int{121083, 124210}},
		// "Enabled the feature gate `ContainerRestartRules` by default. The
		// `ContainerRestartRules` feature has been promoted to beta."
		// (#134631): the stage, on by default.
		{"a default, then the stage", "ContainerRestartRules",
			[]string{"v1.35.0 beta #134631 locked="}, []int{134631}},
		// "EndpointSlices will now be enabled by default." (#86137): the
		// plural of the gate's name, turned on by it. (The release's
		// Deprecation note of #86137, "The EndpointSlice feature gate that
		// used to control this behavior no longer affects kube-proxy", is
		// an event of its own.) "EndpointSlices are now beta for better
		// Network Endpoint performance at scale." (#84390), the eleventh
		// round: the plural opening a sentence of its stage, as the
		// documentation has the gate (beta from 1.17).
		{"a plural turned on by default, a plural now beta", "EndpointSlice",
			[]string{"v1.17.0 beta #85365 locked=", "v1.17.0 beta #84390 locked=", "v1.18.0 other #86137 locked=", "v1.18.0 default-on #86137 locked="}, []int{84390, 85365, 86137}},
		// Classes the tenth round's second held-out sample showed (after
		// its one score). "Until version 1.11, setting the feature gate
		// ReadOnlyAPIDataVolumes=false will preserve the old behavior."
		// (#58720): false is the way back, the gate on.
		{"X=false will preserve the old behaviour", "ReadOnlyAPIDataVolumes",
			[]string{"v1.10.0 default-on #58720 locked="}, []int{58720}},
		// "The `DeclarativeValidationTakeover` feature gate remains disabled
		// by default." (#130728): a default kept is no default changed.
		// "Locked the deprecated `DeclarativeValidationTakeover` feature gate
		// to its default value; it can no longer be set." (#139212): the
		// lock, not a removal nor a deprecation, to the default the earlier
		// note gave (the documentation: beta, default false, from 1.33).
		{"remains disabled by default; locked, it can no longer be set", "DeclarativeValidationTakeover",
			[]string{"v1.33.0 other #130728 locked=", "v1.37.0 locked #139212 locked=false"}, []int{130728, 139212}},
		// "Removed the `VolumeAttributesClass` resource from the
		// `storage.k8s.io/v1alpha1` API in `v1.35`." (#134625): an API
		// version of the kind goes, not the gate (locked in v1.36.0).
		{"a gate's name before \"resource\" removed is the API kind", "VolumeAttributesClass",
			[]string{"v1.35.0 other #134625 locked=", "v1.36.0 locked #134556 locked=true"}, []int{134625, 134556}},
		// "… it can be re-enabled with a `WatchFromStorageWithoutResourceVersion`
		// feature gate." (#123935, a fix): the gate's first note brings it.
		{"can be re-enabled with a X feature gate, in its first note", "WatchFromStorageWithoutResourceVersion",
			[]string{"v1.30.0 added #123935 locked="}, []int{123935}},
		// The eleventh round: the classes other rounds reported, and its
		// held-out sample's (before its fixes). A PR noted in two sections
		// of one release: "Feature gates CSIMigration to Beta (on by
		// default) and CSIMigrationGCE to Beta (off by default …)" under
		// Feature, "… should enable CSIMigration + CSIMigrationGCE features
		// …" under Deprecation (#85231): each note its own event.
		{"two notes of one release in two sections citing one PR", "CSIMigrationGCE",
			[]string{"v1.17.0 other #85231 locked=", "v1.17.0 beta #85231 locked="}, []int{85231}},
		// Two notes of one section, one cut short ("User namespaces support
		// (feature gate UserNamespacesSupport) is now enabled by", #130138):
		// one change, one event.
		{"two notes of one release in one section citing one PR", "UserNamespacesSupport",
			[]string{"v1.33.0 default-on #130138 locked="}, []int{130138}},
		// "The `WarningHeader` feature is now GA …" (#100754) and "The
		// `WarningHeaders` feature gate that is GA since v1.22 … can no
		// longer be specified" (#108394): one gate, the documentation's
		// WarningHeaders; the singular finds it.
		{"a name and its plural, one gate", "WarningHeader",
			[]string{"v1.22.0 ga #100754 locked=true", "v1.24.0 removed #108394 locked=true"}, []int{100754, 108394}},
		// "The following features are now GA, and the associated feature
		// gates are deprecated and will be removed in v1.17: -
		// `GCERegionalPersistentDisk` (since 1.15.0) - …" (#79307): the
		// first item of the list is read as the others are.
		{"the first item of a list after a colon", "GCERegionalPersistentDisk",
			[]string{"v1.16.0 ga #79307 locked="}, []int{79307}},
		// "[Alpha] … This feature is gated as APIListChunking and is not
		// enabled by default." (#48921), "This alpha feature is gated
		// behind `RestartAllContainersOnContainerExit`" (#134345, the
		// singular of the documentation's gate): what gates a feature is
		// its gate.
		{"gated as X", "APIListChunking",
			[]string{"v1.8.0 added #48921 locked="}, []int{48921}},
		{"gated behind X, its first note", "RestartAllContainersOnContainerExits",
			[]string{"v1.35.0 added #134345 locked="}, []int{134345}},
		// "Kube-apiserver: Added Alpha features …: - The
		// `AuthorizeWithSelectors` feature gate enables … - The
		// `AuthorizeNodeWithSelectors` feature gate changes …" (#125571):
		// the second item is added as the first is. (Its second held-out
		// sample, after its one score.)
		{"an item of a list after a colon, in a sentence of its own", "AuthorizeNodeWithSelectors",
			[]string{"v1.31.0 added #125571 locked="}, []int{125571}},
		// "The `SystemdWatchdog` feature gate has been locked to default and
		// will be removed in future release." (#134691): no earlier note
		// gives its default; locked to true, as the documentation has it
		// (stable, locked, from 1.35) and as every such lock in the notes is
		// (ExternalPolicyForExternalIP, #94581: the documentation's GA of
		// 1.18). A guard of that choice, not a fix.
		{"locked to default, no default said before", "SystemdWatchdog",
			[]string{"v1.35.0 locked #134691 locked=true", "v1.35.0 deprecated #134691 locked=true"}, []int{134691}},
		// gates12: "Addon configuration is introduced in the kubeadm config
		// API, while feature flag CoreDNS is now deprecated." (#70024): a
		// contrast, not a condition, the gate's words before its name.
		{"while feature flag X is now deprecated", "CoreDNS",
			[]string{"v1.13.0 deprecated #70024 locked="}, []int{70024}},
		// "Updated the `WorkloadAwarePreemption` feature to perform a single
		// scheduling attempt with all potential victims removed." (#139980):
		// the victims are removed, not the gate (#139520 removes it).
		{"with N removed removes N", "WorkloadAwarePreemption",
			[]string{"v1.37.0 other #139980 locked="}, []int{139980}},
		// "A new feature was enabled to improve the performance of the
		// iptables mode of `kube-proxy` … you can disable the feature by
		// passing `--feature-gates=MinimizeIPTablesRestore=false`" (#115138):
		// on by default (the documentation: beta, on, in 1.27), not new.
		{"a feature enabled in the lead, X=false the way back", "MinimizeIPTablesRestore",
			[]string{"v1.27.0 default-on #115138 locked="}, []int{115138}},
		// "… is not allowed for the beta release of in-place resize. The
		// feature gate `InPlacePodVerticalScalingExclusiveCPUs` defaults to
		// `false`, but can be enabled to unblock development on" (#128287):
		// another feature's beta; the gate is born off with the note.
		{"the beta release of another feature is not the gate's beta", "InPlacePodVerticalScalingExclusiveCPUs",
			[]string{"v1.32.0 added #128287 locked="}, []int{128287}},
		// "Ephemeral containers graduated to beta and are now available by
		// default." (#105405), "API priority and fairness graduated to
		// beta." (#96527), "StatefulSet `minReadySeconds` is promoted to
		// beta." (#104045): a note opening with its gate's name in words,
		// lower-case ones too, that graduates them.
		{"a gate's name in lower-case words opening a note", "EphemeralContainers",
			[]string{"v1.23.0 beta #105405 locked="}, []int{105405}},
		{"a gate's name in lower-case words opening a note", "APIPriorityAndFairness",
			[]string{"v1.20.0 beta #96527 locked="}, []int{96527}},
		{"a gate's name in lower-case words opening a note", "StatefulSetMinReadySeconds",
			[]string{"v1.23.0 beta #104045 locked="}, []int{104045}},
		// "Executed API calls dispatched during pod scheduling
		// asynchronously if the `SchedulerAsyncAPICalls` feature gate was
		// enabled." (#132886): what the note's feature does, the gate its
		// condition, in the gate's first note (the documentation: beta
		// from 1.34). "HPA: Improved scaling to and from zero when the
		// `HPAScaleToZero` feature gate is enabled." (#135118) betters a
		// gate's feature, alpha since 1.16, no note naming it before.
		{"the first note of a gate, what its feature does if the gate was enabled", "SchedulerAsyncAPICalls",
			[]string{"v1.34.0 added #132886 locked="}, []int{132886}},
		{"an improvement when the gate is enabled is no addition", "HPAScaleToZero",
			[]string{"v1.36.0 other #135118 locked="}, []int{135118}},
		// "Fixed a `v1.35` regression in StatefulSet parallel Pod
		// management by disabling the `MaxUnavailableStatefulSet` feature
		// by default." (#137904, a bug note, no word "gate"): the fix is
		// the gate's default (the documentation: beta, off, from 1.35.4
		// through 1.36).
		{"a fix by a gate's default", "MaxUnavailableStatefulSet",
			[]string{"v1.36.0 default-off #137904 locked="}, []int{137904}},
		// "… Now `hostPort` will only be set when an actual Pod is being
		// created. If this presents a problem, setting the feature gate
		// "DefaultHostNetworkHostPortsInPodTemplates" to true will revert
		// this behavior." (#117696): the gate's first note, the way back
		// from the note's change.
		{"the first note of a gate, true the way back", "DefaultHostNetworkHostPortsInPodTemplates",
			[]string{"v1.28.0 added #117696 locked=", "v1.31.0 removed #124417 locked="}, []int{117696, 124417}},
		// "Fixed a regression …: fixed the `AggregatedDiscoveryEndpoint`
		// feature (`beta` in `v1.27+`) to successfully fetch …" (#119870,
		// v1.29.0): a stage recalled from an earlier release. "The feature
		// is gated by the `CSIServiceAccountTokenSecrets` feature gate
		// (beta in `v1.35`)" (#134826, v1.35.0) is the note's own beta.
		{"a stage recalled in a parenthesis", "AggregatedDiscoveryEndpoint",
			[]string{"v1.26.0 added #113171 locked=", "v1.29.0 other #119870 locked="}, []int{113171, 119870}},
		{"a stage recalled in a parenthesis", "CSIServiceAccountTokenSecrets",
			[]string{"v1.35.0 beta #134826 locked="}, []int{134826}},
		// "Writes to the ServiceCIDR main resource now ignore status field
		// changes …. The `ServiceCIDRStatusFieldWiping` feature gate can be
		// disabled to restore the previous behavior; it will be locked to
		// enabled in a future release." (#137715, a bug note): off is the
		// way back, so the gate is born on.
		{"a gate whose off restores the old behaviour", "ServiceCIDRStatusFieldWiping",
			[]string{"v1.36.0 default-on #137715 locked="}, []int{137715}},
		// "Introduced the
		// `admissionregistration.k8s.io/v1beta1/MutatingAdmissionPolicy`
		// API type. To enable, enable the `MutatingAdmissionPolicy`
		// feature gate (which was off by default) …" (#132821): the beta
		// API of the gate's kind is its beta (the documentation: beta,
		// off, from 1.34).
		{"a beta API of the gate's kind", "MutatingAdmissionPolicy",
			[]string{"v1.34.0 beta #132821 locked="}, []int{132821}},
		// "Advanced auditing is the default auditing mechanism at
		// `v1beta1`. … if the `AdvancedAudit` feature is not explicitly
		// turned off" (v1.8.0, no PR): AdvancedAuditing, one word ending
		// short, in a note spelling it in words.
		{"a gate's name one word ending short", "AdvancedAuditing",
			[]string{"v1.8.0 default-on #0 locked=", "v1.12.0 ga #65862 locked="}, []int{0, 65862}},
	} {
		g, ok := s.Gate(tc.gate)
		if !ok {
			t.Errorf("%s: %s is not a gate", tc.class, tc.gate)
			continue
		}
		var got []string
		for _, ev := range g.Events {
			if slices.Contains(tc.prs, ev.PR) {
				got = append(got, fmt.Sprintf("%s %s #%d locked=%s", ev.Version, ev.Kind, ev.PR, ev.Locked))
			}
		}
		// The order of one release's events is not what these classes
		// hold; their versions keep the chronology.
		want := slices.Clone(tc.want)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: %s events %q, want %q", tc.class, tc.gate, got, tc.want)
		}
	}
}

// TestGateDefaultNotEnabled: "not enabled by default" is off. "[Alpha] …
// This feature is gated as APIListChunking and is not enabled by default."
// (#48921) brings an alpha gate, off.
func TestGateDefaultNotEnabled(t *testing.T) {
	g, ok := shipped(t).Gate("APIListChunking")
	if !ok {
		t.Fatal("APIListChunking is not a gate")
	}
	ev := g.Events[0]
	if ev.PR != 48921 || ev.Kind != notes.GateAdded || ev.Default != "off" {
		t.Errorf("APIListChunking's first event: #%d %s default %q, want #48921 added default \"off\"", ev.PR, ev.Kind, ev.Default)
	}
}

// TestGateOneReleaseOneStage: a gate new in a release and "enabled" there
// without a word of its default stays alpha; "enabled by default" in the
// release that adds it is beta, as the documentation lists each.
func TestGateOneReleaseOneStage(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct{ gate, want string }{
		// "Added the feature gate CBORServingAndStorage …" (#128539),
		// "Enabled `CBORServingAndStorage` feature gate – built-in APIs can
		// now be served in CBOR format" (#128503): alpha, off, in 1.32.
		{"CBORServingAndStorage", "v1.32.0 alpha"},
		// "Added an alpha feature gate `OrderedNamespaceDeletion`."
		// (#130035), "Enabled the `OrderedNamespaceDeletion` feature gate
		// by default." (#130507): beta, on, in 1.33.
		{"OrderedNamespaceDeletion", "v1.33.0 alpha, v1.33.0 beta"},
	} {
		g, ok := s.Gate(tc.gate)
		if !ok {
			t.Errorf("%s is not a gate", tc.gate)
			continue
		}
		var got []string
		for _, tr := range g.Transitions {
			if tr.Version == "v1.32.0" || tr.Version == "v1.33.0" {
				got = append(got, tr.Version+" "+tr.Stage)
			}
		}
		if strings.Join(got, ", ") != tc.want {
			t.Errorf("%s: transitions %q, want %q", tc.gate, strings.Join(got, ", "), tc.want)
		}
	}
	// The misspelt name finds the gate it misspells.
	if g, ok := s.Gate("AdvancedAudit"); !ok {
		t.Error("AdvancedAudit finds no gate, want AdvancedAuditing")
	} else if g.Name != "AdvancedAuditing" {
		t.Errorf("Gate(AdvancedAudit) is %s, want AdvancedAuditing", g.Name)
	}
}

// gateEventsOf returns a shipped gate's events whose PR is among prs, as
// "version kind #PR", in timeline order.
func gateEventsOf(t *testing.T, s *notes.Store, gate string, prs ...int) []string {
	t.Helper()
	g, ok := s.Gate(gate)
	if !ok {
		t.Fatalf("%s is not a gate", gate)
	}
	var got []string
	for _, ev := range g.Events {
		if slices.Contains(prs, ev.PR) {
			got = append(got, fmt.Sprintf("%s %s #%d", ev.Version, ev.Kind, ev.PR))
		}
	}
	return got
}

// TestGateBareMentionsOfState: a known gate named without the words
// "feature gate", in a sentence of no stage, is most often the feature or
// an API kind ("KMSv2 provider", "WatchList requests") and is dropped for
// names the notes mostly use so; but a sentence giving the gate a state
// ("`WatchList` is activated") or offering it in place of what the note
// retires ("Use `KMSv2` instead.") speaks of the gate.
func TestGateBareMentionsOfState(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct {
		gate string
		prs  []int
		want []string
	}{
		// "Ensured objects are transformed prior to storage in
		// `SharedInformers` if a transformer is provided and `WatchList` is
		// activated." (#131799); "Added tracing for WatchList requests."
		// (#137202) and "Added explicit logging when `WatchList` requests
		// complete …" (#136085) stay out.
		{"WatchList", []int{131799, 136085, 137202}, []string{"v1.34.0 other #131799"}},
		// "`KMSv1` is deprecated … Use `KMSv2` instead." (#119007);
		// "`cacheSize` field in `EncryptionConfiguration` is not supported
		// for KMSv2 provider" (#113121) stays out.
		{"KMSv2", []int{119007, 113121}, []string{"v1.28.0 other #119007"}},
		// "You now have the option to use CoreDNS instead of KubeDNS."
		// (#52501): the DNS server, not kubeadm's gate.
		{"CoreDNS", []int{52501}, nil},
	} {
		if got := gateEventsOf(t, s, tc.gate, tc.prs...); !slices.Equal(got, tc.want) {
			t.Errorf("%s: events %q, want %q", tc.gate, got, tc.want)
		}
	}
}

// TestGateRevertUndoesChange: a note reverting an earlier change of a gate
// (quoting its note, linking its PR, or saying the stage it goes back to)
// undoes that change in the timeline: the reverted event moves the gate
// to no stage, as the documentation has WatchList alpha through 1.31 and
// EventedPLEG alpha.
func TestGateRevertUndoesChange(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct {
		gate, stage string
		transitions string // "version stage #PR", in order
		// the events reverted: "kind #PR by #PR of the revert"; the
		// revert is of kind "reverted", for a reader to see why the
		// timeline skips the change.
		reverted []string
	}{
		// "Graduated the `WatchList` feature gate to beta for kube-apiserver
		// …" (#125591) and, in the same release, "Reverted \"Graduated the
		// `WatchList` feature gate to beta for kube-apiserver …\"" (#126191):
		// beta from v1.32.0 (#128053).
		{"WatchList", "beta", "v1.32.0 beta #128053", []string{"beta #125591 by #126191"}},
		// "Reverted a [change](…/pull/123513) where `ConsistentListFromCache`
		// was moved to beta and enabled by default." (#126139), both in
		// v1.31.0; no note of the data lands it again (the documentation
		// has it beta from 1.31: see gates.txt).
		{"ConsistentListFromCache", "removed", "v1.28.0 alpha #118508, v1.34.0 ga #132645, v1.37.0 removed #138907", []string{"beta #123513 by #126139"}},
		// "Graduated CRI Events driven Pod LifeCycle Event Generator
		// (Evented PLEG) to Beta" (#115967, v1.27.0), "Reverted the
		// `EventedPLEG` feature (beta, but disabled by default) back to
		// alpha due to a known issue." (#122697, v1.30.0).
		{"EventedPLEG", "alpha", "v1.26.0 alpha #111384", []string{"beta #115967 by #122697"}},
	} {
		g, ok := s.Gate(tc.gate)
		if !ok {
			t.Errorf("%s is not a gate", tc.gate)
			continue
		}
		trs := transitions(g)
		var reverted []string
		for _, ev := range g.Events {
			if ev.Reverted {
				reverted = append(reverted, fmt.Sprintf("%s #%d by #%d", ev.Kind, ev.PR, ev.RevertedBy))
				if !slices.ContainsFunc(g.Events, func(r notes.GateEvent) bool { return r.PR == ev.RevertedBy && r.Kind == notes.GateReverted }) {
					t.Errorf("%s: the revert #%d of #%d is not of kind %q", tc.gate, ev.RevertedBy, ev.PR, notes.GateReverted)
				}
			}
		}
		if g.Stage != tc.stage || trs != tc.transitions || !slices.Equal(reverted, tc.reverted) {
			t.Errorf("%s: %s, transitions %q, reverted %v; want %s, %q, %v", tc.gate, g.Stage, trs, reverted, tc.stage, tc.transitions, tc.reverted)
		}
	}
	// "Reverted the `DisableNodeKubeProxyVersion` feature gate to
	// default-off …" (#126720) sets a default back and undoes nothing.
	if g, _ := s.Gate("DisableNodeKubeProxyVersion"); slices.ContainsFunc(g.Events, func(ev notes.GateEvent) bool { return ev.Reverted || ev.Kind == notes.GateReverted }) {
		t.Error("DisableNodeKubeProxyVersion: a default set back is read as undoing an event")
	}
}

// TestGateNamesOutliveRemoval: after the release that removes a gate, a
// note naming it without the words "feature gate" speaks of the feature
// or the API kind of that name, not of the gate; of a name the notes use
// as an API kind, even a stage is the kind's.
func TestGateNamesOutliveRemoval(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct {
		gate string
		prs  []int
		want []string
	}{
		// The gate removed in v1.25.0 (#109435); "The EndpointSlice `hints`
		// field has graduated to GA" (#130742), "The v1 Endpoints API is
		// now officially deprecated … use the EndpointSlice API instead"
		// (#130098), "Promoted several EndpointSlice metrics from alpha to
		// beta stability" (#136368).
		{"EndpointSlice", []int{109435, 130742, 130098, 136368}, []string{"v1.25.0 removed #109435"}},
		// Removed in v1.31.0 (#124329); "Apply fsGroup policy for
		// ReadWriteOncePod volumes" (#128244), the access mode.
		{"ReadWriteOncePod", []int{124329, 128244}, []string{"v1.31.0 removed #124329"}},
		// "Promoted `LocalStorageCapacityIsolation` to beta" (#126014),
		// four releases after its removal (#114410): no API kind, the
		// note's word for the gate (upstream's slip: see gates.txt).
		{"LocalStorageCapacityIsolation", []int{114410, 126014}, []string{"v1.27.0 removed #114410", "v1.31.0 beta #126014"}},
	} {
		if got := gateEventsOf(t, s, tc.gate, tc.prs...); !slices.Equal(got, tc.want) {
			t.Errorf("%s: events %q, want %q", tc.gate, got, tc.want)
		}
	}
}

// TestGateLowerCamelBeforeFlag: "`cpuCFSQuotaPeriod` of 100ms now requires
// `customCPUCFSQuotaPeriod` flag to be set to work." (#111520) names the
// gate CustomCPUCFSQuotaPeriod, its first letter in lower case, before
// "flag"; the kubelet field before it names no gate.
func TestGateLowerCamelBeforeFlag(t *testing.T) {
	s := shipped(t)
	if got, want := gateEventsOf(t, s, "CustomCPUCFSQuotaPeriod", 111520), []string{"v1.26.0 other #111520"}; !slices.Equal(got, want) {
		t.Errorf("CustomCPUCFSQuotaPeriod: events %q, want %q", got, want)
	}
	if g, ok := s.Gate("CpuCFSQuotaPeriod"); ok {
		t.Errorf("the field cpuCFSQuotaPeriod is read as a gate (%d events)", len(g.Events))
	}
}

// TestGatePreparedGraduationIsNoStage: "Prepared Pod validation to handle
// version skew for InPlacePodVerticalScaling's beta graduation."
// (#128186, v1.32.0) is work for a graduation to come; the beta is
// v1.33.0's "Promoted in-place Pod vertical scaling to beta" (#130905), as
// the documentation has it (beta from 1.33).
func TestGatePreparedGraduationIsNoStage(t *testing.T) {
	s := shipped(t)
	if got := gateEventsOf(t, s, "InPlacePodVerticalScaling", 128186); !slices.Equal(got, []string{"v1.32.0 other #128186"}) {
		t.Errorf("#128186 is %q, want other", got)
	}
	g, _ := s.Gate("InPlacePodVerticalScaling")
	for _, tr := range g.Transitions {
		if tr.Stage == notes.StageBeta && (tr.Version != "v1.33.0" || tr.PR != 130905) {
			t.Errorf("beta at %s #%d, want v1.33.0 #130905", tr.Version, tr.PR)
		}
	}
}

// TestGateNameContinuedByWords: a known gate's name followed by
// capitalised words names a longer thing: "CPUManager Policy Options
// support is GA" (#130535, v1.33.0) is the CPUManagerPolicyOptions
// feature (its documentation page: stable from 1.33), not a GA of
// CPUManager (stable from 1.26, removed by #129296 in the same release).
func TestGateNameContinuedByWords(t *testing.T) {
	s := shipped(t)
	if got := gateEventsOf(t, s, "CPUManager", 130535); len(got) != 0 {
		t.Errorf("CPUManager: #130535 is %q, want no event", got)
	}
}

// TestGateNameBeforeNounOfPart: a known gate's name before a lower-case
// noun naming a part of the kind or feature (a field, an option, a
// policy, requests, metrics) modifies that noun, and the stage the
// sentence gives is the part's. "EndpointSlice topology field will be
// deprecated in an upcoming release" (#96440, v1.20.0) deprecates a
// field; read as the gate's, it hid the gate's GA in v1.21.0 ("The
// `EndpointSlice` API is now GA", #99662), which the documentation dates
// (stable 1.21–1.24). So the name before the gate's own API, a flag, an
// admission plugin's stage, or a condition keeps the gate's stage, as
// the documentation has them.
func TestGateNameBeforeNounOfPart(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct {
		gate string
		prs  []int
		want []string
	}{
		// The field deprecated; the API's GA the gate's (the timeline's
		// GA is the same release's "The EndpointSlice Controllers are now
		// GA", #99870).
		{"EndpointSlice", []int{96440, 99662}, []string{"v1.20.0 other #96440", "v1.21.0 ga #99662"}},
		// "Add a new `distribute-cpus-across-numa` option to the static
		// `CPUManager` policy." (#105631): an option added, not the gate
		// (beta from 1.10).
		{"CPUManager", []int{105631}, []string{"v1.23.0 other #105631"}},
		// "Added Beta support for compressed responses to `WatchList`
		// requests." (#140140): WatchListCompression's beta.
		{"WatchList", []int{140140}, nil},
		// Kept: "The PodSecurity admission plugin has graduated to beta
		// and is enabled by default" (#106089), "… to GA" (#110459); the
		// documentation: beta 1.23, stable 1.25.
		{"PodSecurity", []int{106089, 110459}, []string{"v1.23.0 beta #106089", "v1.25.0 ga #110459"}},
		// Kept: "Promoted PodHostIPs condition to beta." (#120257; the
		// documentation: beta 1.29).
		{"PodHostIPs", []int{120257}, []string{"v1.29.0 beta #120257"}},
		// Kept: "Promoted the VolumeAttributesClass API to beta." (#126145).
		{"VolumeAttributesClass", []int{126145}, []string{"v1.31.0 beta #126145"}},
		// Kept: "Promote CronJobControllerV2 flag to GA" (#102529).
		{"CronJobControllerV2", []int{102529}, []string{"v1.22.0 ga #102529"}},
	} {
		if got := gateEventsOf(t, s, tc.gate, tc.prs...); !slices.Equal(got, tc.want) {
			t.Errorf("%s: events %q, want %q", tc.gate, got, tc.want)
		}
	}
	g, _ := s.Gate("EndpointSlice")
	if got, want := transitions(g), "v1.16.0 alpha #81048, v1.17.0 beta #85365, v1.21.0 ga #99870, v1.25.0 removed #109435"; got != want {
		t.Errorf("EndpointSlice: transitions %q, want %q", got, want)
	}
}

// TestGateAdmissionPluginDefault: a gate's name before "admission plugin"
// in a sentence of a default speaks of the plugin's place in the API
// server's default plugins, not of the gate's default: "The alpha
// `Initializers` admission plugin is no longer enabled by default"
// (#66039, v1.12.0; the gate, alpha, was always off), "The
// `StorageObjectInUseProtection` admission plugin is enabled by default"
// (#74610, v1.15.0; the gate stable from 1.11).
func TestGateAdmissionPluginDefault(t *testing.T) {
	s := shipped(t)
	if got := gateEventsOf(t, s, "Initializers", 66039); !slices.Equal(got, []string{"v1.12.0 other #66039"}) {
		t.Errorf("Initializers: #66039 is %q, want other", got)
	}
	if got := gateEventsOf(t, s, "StorageObjectInUseProtection", 74610); !slices.Equal(got, []string{"v1.15.0 other #74610"}) {
		t.Errorf("StorageObjectInUseProtection: #74610 is %q, want other", got)
	}
}

// TestGateAddedByReaderIsNoAddition: "it is now necessary to add the
// `Priority` admission plugin for the PodPriority feature to work
// properly" (#65739, v1.12.0) tells the reader what to add; the gate was
// alpha from 1.8 (the documentation). A note adding support for a gate
// still adds it: "Added support for Evented PLEG feature gate." (#111384).
func TestGateAddedByReaderIsNoAddition(t *testing.T) {
	s := shipped(t)
	if got := gateEventsOf(t, s, "PodPriority", 65739); !slices.Equal(got, []string{"v1.12.0 other #65739"}) {
		t.Errorf("PodPriority: #65739 is %q, want other", got)
	}
	if got := gateEventsOf(t, s, "EventedPLEG", 111384); !slices.Equal(got, []string{"v1.26.0 added #111384"}) {
		t.Errorf("EventedPLEG: #111384 is %q, want added", got)
	}
}
