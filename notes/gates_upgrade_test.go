package notes_test

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestBeforeUpgrade124 is the example: upgrading v1.23.0 → v1.24.0
// removes DynamicKubeletConfig, ImmutableEphemeralVolumes and
// SetHostnameAsFQDN (a kubelet or API server given them refuses to start)
// and the dockershim flags, each with the note that says so.
func TestBeforeUpgrade124(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.23.0", "v1.24.0")
	if err != nil {
		t.Fatal(err)
	}
	removed := map[string]notes.GateChange{}
	for _, g := range c.Before().RemovedGates {
		removed[g.Gate] = g
	}
	for gate, pr := range map[string]int{"DynamicKubeletConfig": 106932, "ImmutableEphemeralVolumes": 107152, "SetHostnameAsFQDN": 108038} {
		g, ok := removed[gate]
		if !ok {
			t.Errorf("%s is not listed as removed", gate)
			continue
		}
		if g.Version != "v1.24.0" || g.PR != pr || !slices.Contains(s.Note(g.Note).PRs, pr) || !slices.Contains(c.IDs, g.Note) {
			t.Errorf("%s: removed in %s by #%d (note %d), want v1.24.0 by #%d, a note of the comparison", gate, g.Version, g.PR, g.Note, pr)
		}
	}
	// #104837 "Fixed regression in CPUManager … when the init containers
	// were removed" is a fix, not the gate's removal (that came in v1.33).
	if g, ok := removed["CPUManager"]; ok {
		t.Errorf("CPUManager listed as removed in %s by #%d", g.Version, g.PR)
	}
	flags := false
	for _, r := range c.Before().Removed {
		if slices.Contains(r.Names, "--network-plugin") && r.PR == 106907 {
			flags = true
		}
	}
	if !flags {
		t.Errorf("--network-plugin (#106907) is not among the flags removed: %+v", c.Before().Removed)
	}
	var md strings.Builder
	if err := notes.WriteBeforeUpgrade(&md, c.Before()); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Before you upgrade\n", "- `SetHostnameAsFQDN`: removed in v1.24.0 (#108038)\n", "`--network-plugin`"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("the section lacks %q:\n%s", want, md.String())
		}
	}
	// The comparison's export carries the section first.
	res := s.Query(notes.State{From: "v1.23.0", To: "v1.24.0"})
	exp := s.DiffMarkdown(res, res.Comparison)
	if b, u := strings.Index(exp, "## Before you upgrade"), strings.Index(exp, "## Urgent Upgrade Notes"); b < 0 || b > u {
		t.Errorf("the Markdown export does not open with Before you upgrade (at %d, urgent notes at %d)", b, u)
	}
}

// TestBeforeUpgradeEmpty: a range of fixes only says there is nothing to do.
func TestBeforeUpgradeEmpty(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.24.14", "v1.24.15")
	if err != nil {
		t.Fatal(err)
	}
	if !c.Before().Empty() {
		t.Errorf("v1.24.14 → v1.24.15: %+v, want nothing", c.Before())
	}
}

// TestCVENotes: the security list also holds notes naming a CVE outside
// the advisory sections, such as #123758 (CVE-2024-24786) in v1.30.0.
func TestCVENotes(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.29.0", "v1.30.0")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range c.CVENotes {
		if n.CVE == "CVE-2024-24786" && n.PR == 123758 && strings.Contains(s.Note(n.Note).Markdown, "CVE-2024-24786") {
			found = true
		}
	}
	if !found {
		t.Errorf("CVE-2024-24786 (#123758) is not among the CVE notes: %+v", c.CVENotes)
	}
}

// TestPartialLines: the shipped data has no patch releases of 1.25–1.29,
// so a comparison across them says so; 1.24's patches are there.
func TestPartialLines(t *testing.T) {
	s := shipped(t)
	got := s.PartialLines("v1.23.0", "v1.30.2")
	// 1.24's and 1.30's patch releases are in the data.
	if want := []string{"1.25", "1.26", "1.27", "1.28", "1.29"}; !slices.Equal(got, want) {
		t.Errorf("PartialLines(v1.23.0, v1.30.2) = %v, want %v", got, want)
	}
	if got := s.PartialLines("v1.30.0", "v1.30.2"); len(got) != 0 {
		t.Errorf("PartialLines within 1.30 = %v, want none", got)
	}
	if got := notes.LineSpans([]string{"1.25", "1.26", "1.27", "1.28", "1.29", "1.31"}); got != "1.25–1.29, 1.31" {
		t.Errorf("LineSpans = %q", got)
	}
}

// TestDiffLeavesGatesForLater: a comparison's first screen does not pay
// for the gates; its "Before you upgrade" section builds them when read.
func TestDiffLeavesGatesForLater(t *testing.T) {
	s := shippednotes.Store(t) // not shipped(t): other tests built its gates
	c, err := s.Diff("v1.23.0", "v1.24.0")
	if err != nil {
		t.Fatal(err)
	}
	if s.GatesBuilt() {
		t.Fatal("Diff built the gates; the compare view's first screen would wait for them")
	}
	if len(c.Before().RemovedGates) == 0 {
		t.Fatal("v1.23.0 → v1.24.0 removes gates, but Before lists none")
	}
	if !s.GatesBuilt() {
		t.Error("Before did not build the gates")
	}
}

// handItem is one line of notes/testdata/upgrade-*.txt: what an operator
// must know of a range, read by hand from its notes.
type handItem struct {
	what  string // removed, default, locked, flag, api
	name  string
	value string // on/off for default, true/false/any for locked
	pr    int
	mark  string // "" (must be listed), "false" (must not), "maybe"
	line  int
}

type handList struct {
	from, to string
	items    []handItem
}

func readHandList(t *testing.T, path string) handList {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var h handList
	for i, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if f[0] == "range" && len(f) == 3 {
			h.from, h.to = f[1], f[2]
			continue
		}
		it := handItem{line: i + 1}
		if f[0] == "false" || f[0] == "maybe" {
			it.mark, f = f[0], f[1:]
		}
		if len(f) < 2 {
			t.Fatalf("%s:%d: %q: want KIND NAME [VALUE] [PR]", path, i+1, line)
		}
		it.what, f = f[0], f[1:]
		if pr, err := strconv.Atoi(f[len(f)-1]); err == nil && len(f) > 1 {
			it.pr, f = pr, f[:len(f)-1]
		} else if it.mark != "false" {
			t.Fatalf("%s:%d: %q: no PR", path, i+1, line)
		}
		if (it.what == "default" || it.what == "locked") && len(f) == 2 {
			it.value, f = f[1], f[:1]
		}
		it.name = strings.Join(f, " ")
		switch it.what {
		case "removed", "default", "locked", "flag", "api":
		default:
			t.Fatalf("%s:%d: unknown kind %q", path, i+1, it.what)
		}
		h.items = append(h.items, it)
	}
	if h.from == "" {
		t.Fatalf("%s: no range line", path)
	}
	return h
}

// listedEntry is one entry of a Before you upgrade section, as a
// reader sees it: what, name, value, the PR it links and the note's PRs.
type listedEntry struct {
	what, name, value string
	cited             int
	prs               []int
}

func listedEntries(s *notes.Store, b *notes.BeforeUpgrade) []listedEntry {
	var out []listedEntry
	for what, list := range map[string][]notes.GateChange{"removed": b.RemovedGates, "default": b.DefaultGates, "locked": b.LockedGates} {
		for _, g := range list {
			out = append(out, listedEntry{what, g.Gate, g.Value, g.PR, s.Note(g.Note).PRs})
		}
	}
	for _, r := range b.Removed {
		for _, n := range r.Names {
			what := "api"
			if strings.HasPrefix(n, "-") {
				what = "flag"
			}
			out = append(out, listedEntry{what, n, "", r.PR, s.Note(r.Note).PRs})
		}
	}
	return out
}

// matches says whether the listed entry e is the hand item it, without
// its PR: an API matches its group/version or a resource under it
// ("extensions/v1beta1/daemonsets").
func (it handItem) matches(e listedEntry) bool {
	if e.what != it.what {
		return false
	}
	switch it.what {
	case "api":
		if e.name != it.name && !strings.HasPrefix(e.name, it.name+"/") {
			return false
		}
	default:
		if e.name != it.name {
			return false
		}
	}
	return it.value == "" || it.value == "any" || it.value == e.value
}

// TestBeforeUpgradeHandLists checks the section of every range read by
// hand (fifty-five since upgrade12), of different eras and three patch
// lines', against the lists read by hand from their notes
// (notes/testdata/upgrade-*.txt): recall, every item the list requires
// listed from its note; precision, nothing the list marks false listed.
// The thresholds are what remains after the fixes, each miss named.
func TestBeforeUpgradeHandLists(t *testing.T) {
	s := shipped(t)
	// What remains, by "what name" (value for a false entry): each needs
	// the gate extraction (gates_extract.go), or names nothing to list.
	allowed := map[string]bool{
		// #111973 names no API ("Deprecated beta APIs scheduled for removal
		// in v1.26 are no longer served"). (#134784 "removed the v1alpha1
		// API" of StorageVersionMigration, no group written, is read since
		// upgrade12: see kindVersions.)
		"api beta APIs scheduled for removal in v1.26": true,
		// #127857 "Coordination.v1alpha1 API is dropped", #138572 "Promoted
		// the `scheduling.k8s.io` API group from `v1alpha2` to `v1alpha3`
		// and dropped `v1alpha2` entirely": no group/version written whole.
		"api coordination.k8s.io/v1alpha1": true, "api scheduling.k8s.io/v1alpha2": true,
		// #126336 "Removed support for the kubelet `--runonce` mode. If you
		// specify the kubelet command line flag `--runonce`, this is an
		// error." (called a flag in another sentence, whose verb is not a
		// removal).
		"flag --runonce": true,
		// The ranges added third (v1.10, v1.25 from a patch release, v1.28
		// over two minors, v1.34). Gates no note calls a feature gate, so
		// the extraction knows none: #56948 "\"ExternalTrafficLocalOnly\" has
		// been removed from feature gate", #59391 "VolumeScheduling and
		// LocalPersistentVolume features are beta and enabled by default",
		// #115843 "Removed withdrawn feature `NetworkPolicyStatus`".
		"removed ExternalTrafficLocalOnly": true, "default LocalPersistentVolume": true,
		"removed NetworkPolicyStatus": true,
		// (#131981 "graduated the NodeLocalCRISocket feature gate to beta and
		// enabed it by default", upstream's typo, is read since upgrade12:
		// see foldSlips.)
		// #59018 "The public-address-override, address, and port flags have
		// been removed": plain words before "flags", which name no flag
		// elsewhere ("the kube-proxy flags"); the note cites #36604 first.
		"flag --public-address-override": true, "flag --address": true, "flag --port": true,
		// #108797 "Deprecated beta APIs scheduled for removal in 1.25 are no
		// longer served" names none.
		"api beta APIs scheduled for removal in 1.25": true,
		// False entries that remain, gates by name only: #58428 "Alpha
		// Initializers have been removed from kubadm admission control" (an
		// admission plugin kubeadm stops enabling).
		"false removed Initializers ": true,
		// (#137379 "Removed `v1alpha1` `WebhookAdmissionConfiguration`", no
		// group written, and other kinds of apiserver.config.k8s.io/v1alpha1
		// stay, is read since upgrade12: see kindVersions.)
		// The ranges added fifth (upgrade5: v1.10 → v1.12, v1.17, v1.24,
		// v1.30 → v1.32). #65707 "The formerly
		// publicly-available cAdvisor web UI that the kubelet started using
		// `--cadvisor-port` has been entirely removed": the flag is named as
		// the means ("using") of what the note removes.
		"flag --cadvisor-port": true,
		// (#126014 "Promoted LocalStorageCapacityIsolation to beta; the
		// behaviour is enabled by default", upstream's name for
		// LocalStorageCapacityIsolationFSQuotaMonitoring, is read since
		// upgrade9: the gate was removed before; see removedBefore.
		// #126441's new gate "defaults to `false`, but can be enabled", then
		// the one note so worded, is read since upgrade7 found a second: see
		// reOptIn.)
		// The ranges added sixth (upgrade6: v1.5 → v1.7, v1.17 → v1.18,
		// v1.19 → v1.22, v1.27 → v1.28). A gate the extraction does not
		// read in the note: #98538 "OpenStack Cinder CSI migration is on by
		// default" (in words). (#86137 "EndpointSlices will now be enabled
		// by default", the objects, plural, is read since upgrade12: see
		// TestBeforeUpgradeClasses, "a gate named by its kind's plural".)
		"default CSIMigrationOpenStack": true,
		// #98969 "Upgrades IPv6Dualstack to Beta and turns it on by default":
		// upstream's case; the section lists IPv6DualStack on from kubeadm's
		// gate of that name (#99294, the same release), not the core one's.
		"default IPv6DualStack": true,
		// (#94090 "The v1alpha1 PodPreset API and admission plugin has been
		// removed" names no group, settings.k8s.io: listed as "PodPreset
		// v1alpha1" since upgrade12, see kindVersions.)
		// The ranges added seventh (upgrade7: v1.7 → v1.8, v1.8 → v1.9,
		// v1.22 → v1.23, v1.24.0 → v1.24.15, v1.31 → v1.32). #105405 "Ephemeral containers
		// graduated to beta and are now available by default": the feature
		// in words, the gate (EphemeralContainers) not named.
		"default EphemeralContainers": true,
		// The ranges added ninth (upgrade9: v1.6 → v1.7, v1.18 → v1.20,
		// v1.25 → v1.27, v1.28 → v1.31). Gates in words, which the
		// extraction does not read: #89594 "Promote Immutable
		// Secrets/ConfigMaps feature to Beta and enable the feature by
		// default" (ImmutableEphemeralVolumes), #122589 "Contextual logging
		// is now in beta and enabled by default" (ContextualLogging).
		"default ImmutableEphemeralVolumes": true, "default ContextualLogging": true,
		// The ranges added tenth (upgrade10: v1.21 → v1.22, v1.14 → v1.16,
		// v1.32 → v1.34, v1.23 → v1.26). Gates the extraction does not know
		// at all, written in words (a known gate so written is read: see
		// wordGates): #102443 "Remove balanced attached node volumes
		// feature" (BalanceAttachedNodeVolumes), #101947 "The Memory Manager
		// feature graduates to Beta and it is enabled by default"
		// (MemoryManager); and #101742 "Enable `MaxSurge`
		// for `DaemonSet` by default" (DaemonSetUpdateSurge, other words).
		// (Since gates15 the extraction knows
		// NodeInclusionPolicyInPodTopologySpread, "Promoted
		// `NodeInclusionPolicyInPodTopologySpread` to Stable" (#130920), and
		// reads #113500 "`NodeInclusionPolicy` in `podTopologySpread` plugin
		// is now enabled by default" as its words: found. So is #81691
		// "Finalizer Protection for Service LoadBalancers is now in beta
		// (enabled by default)", ServiceLoadBalancerFinalizer, which 1.15's
		// #78262 names in parentheses after those words: see
		// featureParens.)
		"removed BalanceAttachedNodeVolumes": true, "default MemoryManager": true,
		"default DaemonSetUpdateSurge": true,
		// The ranges added eleventh (upgrade11: v1.10 → v1.13 across the
		// missing 1.11, v1.26 → v1.27, v1.29 → v1.31, v1.34 → v1.37). Gates
		// the extraction does not know at all: 1.12's highlights
		// "TaintNodeByCondition has been moved to Beta and is enabled by
		// default" (no note calls it a gate); and #139648
		// "Enabled scaling to and from zero by default for the
		// HorizontalPodAutoscaler" (HPAScaleToZero, other words). (Since
		// gates16 the extraction reads known gates in words a graduation's
		// object, #135195 "Graduated the image volume source feature to
		// `beta` and enabled it by default" (ImageVolume), and after their
		// area's prefix, #137795 "DRA: Graduated Device Binding Conditions
		// (KEP #5007) to beta" (DRADeviceBindingConditions): found. See
		// graduatedWords. Since gates19 it knows DryRun, "In clusters where
		// the DryRun feature is enabled" (#66391), and reads #69644
		// "Dry-run is promoted to Beta and will be enabled by default" as
		// its words: found.)
		"default TaintNodeByCondition": true,
		"default HPAScaleToZero":       true,
		// The ranges added twelfth (upgrade12: v1.5 → v1.6, v1.13 → v1.15,
		// v1.17 → v1.19, v1.19 → v1.21, v1.23 → v1.25, v1.27 → v1.29,
		// v1.29 → v1.30.3, v1.33 → v1.35) need no entry of their own: what
		// they miss is above (ImmutableEphemeralVolumes, NetworkPolicyStatus,
		// the beta APIs scheduled for removal in 1.25).
	}
	used := map[string]bool{} // the allowed entries a range needed
	paths, err := filepath.Glob("testdata/upgrade-*.txt")
	if err != nil || len(paths) < 47 { // a floor: the glob finds the lists
		t.Fatalf("hand lists: %v, %v", paths, err)
	}
	for _, path := range paths {
		h := readHandList(t, path)
		t.Run(h.from+"→"+h.to, func(t *testing.T) {
			c, err := s.Diff(h.from, h.to)
			if err != nil {
				t.Fatal(err)
			}
			listed := listedEntries(s, c.Before())
			required, found, falses := 0, 0, 0
			known := make([]bool, len(listed))
			for _, it := range h.items {
				hit := false
				for i, e := range listed {
					if it.matches(e) && (it.mark == "false" || it.pr == 0 || slices.Contains(e.prs, it.pr)) {
						hit, known[i] = true, true
						// A digest note cites many PRs: the entry links the
						// one its change cites.
						if it.mark != "false" && it.pr != 0 && e.cited != it.pr {
							t.Errorf("%s:%d: %s %s links #%d, want #%d, the PR its note cites for it", path, it.line, it.what, it.name, e.cited, it.pr)
						}
					} else if it.mark != "false" && e.what == it.what && e.name == it.name {
						known[i] = true
						// A "maybe" item may be listed or not, but not with
						// the other value: it had hidden "BtreeWatchCache
						// off" (#128415 "active by default; you can opt out").
						if it.value != "" && it.value != "any" && e.value != it.value {
							t.Errorf("%s:%d: %s %s is listed %s, the note says %s", path, it.line, it.what, it.name, e.value, it.value)
						}
					}
				}
				switch it.mark {
				case "":
					required++
					if hit {
						found++
					} else if key := it.what + " " + it.name; allowed[key] {
						used[key] = true
					} else {
						t.Errorf("%s:%d: %s %s %s (#%d) is not listed", path, it.line, it.what, it.name, it.value, it.pr)
					}
				case "false":
					if hit {
						falses++
						if key := "false " + it.what + " " + it.name + " " + it.value; allowed[key] {
							used[key] = true
							continue
						}
						t.Errorf("%s:%d: %s %s is listed, but the notes do not say so", path, it.line, it.what, it.name)
					}
				}
			}
			for i, e := range listed {
				if !known[i] {
					t.Logf("listed, not in the hand list: %s %s %s %v", e.what, e.name, e.value, e.prs)
				}
			}
			t.Logf("%s → %s: %d hand items, %d found, %d false entries", h.from, h.to, required, found, falses)
		})
	}
	// An allowed miss the section now finds leaves the list, so that it
	// cannot be lost again unseen.
	for key := range allowed {
		if !used[key] {
			t.Errorf("allowed %q: no range needs it now (found, or listed no more): drop it", key)
		}
	}
}

// TestBeforeUpgradeTellsAChangeOnce: v1.8.0's highlights say "The
// batch/v2alpha1.ScheduledJob was removed" under Urgent Upgrade Notes,
// Deprecation and Feature, none citing a PR: one change, one line (it
// was three).
func TestBeforeUpgradeTellsAChangeOnce(t *testing.T) {
	c, err := shipped(t).Diff("v1.7.0", "v1.8.0")
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, r := range c.Before().Removed {
		if slices.Contains(r.Names, "batch/v2alpha1.ScheduledJob") {
			lines++
		}
	}
	if lines != 1 {
		t.Errorf("batch/v2alpha1.ScheduledJob is on %d lines of Before you upgrade, want 1", lines)
	}
}

// TestBeforeUpgradeClasses pins each class of miss or false entry found
// by the hand lists, on the real note that showed it: the section lists
// want and not unwanted among the names drawn from that note.
func TestBeforeUpgradeClasses(t *testing.T) {
	s := shipped(t)
	for _, tc := range []struct {
		class          string
		from, to       string
		pr             int
		in             string   // when pr is 0, a phrase of the note's markdown (a note of the 1.x highlights cites none)
		want, unwanted []string // flags and APIs of the note's Removal
		removed, kept  []string // gates listed, or not, as removed by the note
		defaults       []string // gates listed with a default by the note, as "Name=on"
		nodefaults     []string // gates not listed with a default by the note
		unlocked       []string // gates not listed as locked by the note
		locks          []string // gates listed as locked by the note, as "Name=true"
	}{
		// A nested note's items: "the --containerized flag was deprecated
		// in 1.14 and has been removed (#80043, @dims) - the beta… labels …
		// are targeted for removal in v1.18. - … - removed the ability to
		// set … labels via --node-labels".
		{class: "list items of a folded note", from: "v1.15.0", to: "v1.16.0", pr: 80043, want: []string{"--containerized"}, unwanted: []string{"--node-labels"}},
		// "Removed deprecated flag --include-uninitialized. (#80337)", an
		// item of 1.16's "- kubectl" group, a note of its own since the
		// parser reads such groups' items as notes (componentLead,
		// labelTree); its neighbour #82143 ("see kubectl exec --help for
		// examples") lists no flag.
		{class: "list items of a folded note", from: "v1.15.0", to: "v1.16.0", pr: 80337, want: []string{"--include-uninitialized"}},
		{class: "list items of a folded note", from: "v1.15.0", to: "v1.16.0", pr: 82143, unwanted: []string{"--help", "--include-uninitialized"}},
		// "The following APIs are no longer served by default: - All
		// resources under apps/v1beta1 and apps/v1beta2 - use apps/v1
		// instead - … - use policy/v1beta1 instead Serving these resources
		// can be temporarily re-enabled using the --runtime-config apiserver flag."
		{class: "no longer served, a list's lead", from: "v1.15.0", to: "v1.16.0", pr: 70672, want: []string{"apps/v1beta1", "apps/v1beta2", "extensions/v1beta1"}, unwanted: []string{"policy/v1beta1", "--runtime-config", "scheduling.k8s.io/v1beta1", "apiextensions.k8s.io/v1beta1"}},
		{class: "no longer served", from: "v1.28.0", to: "v1.29.0", pr: 119495, want: []string{"flowcontrol.apiserver.k8s.io/v1beta2"}, unwanted: []string{"flowcontrol.apiserver.k8s.io/v1beta3"}},
		// "Kube-proxy: remove deprecated --cleanup-ipvs flag of kube-proxy,
		// and make --cleanup flag always to flush IPVS"
		{class: "a flag in another clause", from: "v1.20.0", to: "v1.21.0", pr: 97336, want: []string{"--cleanup-ipvs"}, unwanted: []string{"--cleanup"}},
		// "Remove deprecated --generator, … --schedule from kubectl run
		// Deprecate --serviceaccount, --hostport, --requests, --limits in kubectl run"
		{class: "a run-on sentence deprecating", from: "v1.20.0", to: "v1.21.0", pr: 99732, want: []string{"--generator", "--schedule"}, unwanted: []string{"--serviceaccount", "--limits"}},
		// "Kubeadm: removed the usage of the --container-runtime=remote flag for the kubelet"
		{class: "a flag named as the means", from: "v1.25.0", to: "v1.26.0", pr: 112000, unwanted: []string{"--container-runtime"}},
		// "removed the deprecated flag --experimental-output, please use the flag --output instead"
		{class: "a flag named as the replacement", from: "v1.31.0", to: "v1.32.0", pr: 126914, want: []string{"--experimental-output"}, unwanted: []string{"--output"}},
		// "Support for basic authentication via the --basic-auth-file flag has been removed."
		{class: "a flag named as the means", from: "v1.18.0", to: "v1.19.0", pr: 89069, want: []string{"--basic-auth-file"}},
		// "The unused series.state field … is removed from the events.k8s.io/v1beta1 and v1 Event types."
		{class: "a field removed from an API", from: "v1.18.0", to: "v1.19.0", pr: 90449, unwanted: []string{"events.k8s.io/v1beta1"}},
		// API Change and Other notes: "The discovery.k8s.io/v1alpha1 API is
		// removed.", "kubescheduler.config.k8s.io/v1beta3 is removed in
		// v1.29", "Removed the VolumeAttributesClass resource from the
		// storage.k8s.io/v1alpha1 API"; and a kind: "Removed the
		// networking alpha API ClusterCIDR."
		{class: "an API removed outside urgent notes", from: "v1.20.0", to: "v1.21.0", pr: 99662, want: []string{"discovery.k8s.io/v1alpha1"}},
		{class: "an API removed outside urgent notes", from: "v1.28.0", to: "v1.29.0", pr: 119994, want: []string{"kubescheduler.config.k8s.io/v1beta3"}},
		{class: "an API removed outside urgent notes", from: "v1.34.0", to: "v1.35.0", pr: 134625, want: []string{"storage.k8s.io/v1alpha1"}},
		// upgrade11: "kube-scheduler dropped support for configuration files
		// with apiVersion `componentconfig/v1alpha1`. Ensure kube-scheduler is
		// configured using … `kubescheduler.config.k8s.io/v1alpha1` before
		// upgrading to 1.13." (v1.13.0, no PR): a component's configuration
		// API it reads no more.
		// upgrade11: a gate locked, or turned on, and removed in a later
		// release of the range is listed once, removed: the removal is what
		// stops a component that sets it; the lock or the default no
		// release at the range's end has. "BoundServiceAccountTokenVolume …
		// graduates to GA and … unconditionally enabled" (#101992, v1.22.0),
		// removed in v1.23.0 (#104167); RootCAConfigMap on in v1.20.0
		// (#96197), locked in v1.21.0 (#98033), removed in v1.22.0 (#101579).
		{class: "a lock or default before the removal, said once", from: "v1.21.0", to: "v1.23.0", pr: 101992, unlocked: []string{"BoundServiceAccountTokenVolume"}},
		{class: "a lock or default before the removal, said once", from: "v1.19.0", to: "v1.22.0", pr: 96197, nodefaults: []string{"RootCAConfigMap"}},
		{class: "a lock or default before the removal, said once", from: "v1.19.0", to: "v1.22.0", pr: 98033, unlocked: []string{"RootCAConfigMap"}},
		{class: "a lock or default before the removal, said once", from: "v1.19.0", to: "v1.22.0", pr: 101579, removed: []string{"RootCAConfigMap"}},
		// Not when the removal is of the lock's own release (1.32 removed
		// ComponentSLIs, #127787, and locked it, #128317; 1.35 removed it).
		{class: "a lock or default before the removal, said once", from: "v1.31.0", to: "v1.32.0", pr: 128317, locks: []string{"ComponentSLIs=true"}},
		{class: "a configuration apiVersion whose support is dropped", from: "v1.12.0", to: "v1.13.0", in: "dropped support for configuration files", want: []string{"componentconfig/v1alpha1"}, unwanted: []string{"kubescheduler.config.k8s.io/v1alpha1"}},
		{class: "an API named by its kind", from: "v1.28.0", to: "v1.29.0", pr: 121229, want: []string{"ClusterCIDR"}},
		// Gates "removed" where something else is: "Either remove alpha
		// objects, or disable the alpha ValidatingAdmissionPolicy feature",
		// "Upgraded the PodObservedGenerationTracking feature to beta … and
		// removed the alpha version description", "Added the
		// StorageVersionMigration v1beta1 API and removed the v1alpha1 API",
		// "Removed the VolumeAttributesClass resource from …", "removed the
		// toleration … from the CoreDNS deployment".
		{class: "a removal of something else", from: "v1.28.0", to: "v1.29.0", pr: 120018, kept: []string{"ValidatingAdmissionPolicy"}},
		{class: "a removal of something else", from: "v1.34.0", to: "v1.35.0", pr: 133883, kept: []string{"PodObservedGenerationTracking"}},
		{class: "a removal of something else", from: "v1.34.0", to: "v1.35.0", pr: 134784, kept: []string{"StorageVersionMigration"}},
		{class: "a removal of something else", from: "v1.34.0", to: "v1.35.0", pr: 134625, kept: []string{"VolumeAttributesClass"}},
		{class: "a removal of something else", from: "v1.25.0", to: "v1.26.0", pr: 112008, kept: []string{"CoreDNS"}},
		// "Removed `GA`ed feature gate `TopologyManager`", "Removed the
		// GAed feature gates for ServerSideApply and ServerSideFieldValidation."
		{class: "an acronym made a verb", from: "v1.28.0", to: "v1.29.0", pr: 121252, removed: []string{"TopologyManager"}, kept: []string{"GAed"}},
		{class: "an acronym made a verb", from: "v1.31.0", to: "v1.32.0", pr: 127058, kept: []string{"GAed"}},
		// The removals that stay: "Removed generally available feature gate
		// ValidatingAdmissionPolicy.", "The feature DynamicKubeletConfig
		// has been removed from the kubelet."
		{class: "a gate's removal", from: "v1.31.0", to: "v1.32.0", pr: 126645, removed: []string{"ValidatingAdmissionPolicy"}},
		{class: "a gate's removal", from: "v1.23.0", to: "v1.24.0", pr: 106932, removed: []string{"DynamicKubeletConfig"}},
		// "Storage capacity tracking (= the CSIStorageCapacity feature)
		// graduates to Beta and enabled by default, … objects are deprecated"
		{class: "a default beside a deprecation", from: "v1.20.0", to: "v1.21.0", pr: 99641, defaults: []string{"CSIStorageCapacity=on"}},
		// A promotion's default that the extraction leaves in another
		// clause or sentence of the note; "Feature gates CSIMigration to
		// Beta (on by default) and CSIMigrationAzureDisk to Beta (off by
		// default since …)": each gate the default said after it (on; off
		// as in alpha, so not listed).
		{class: "a default in the gate's sentence", from: "v1.18.0", to: "v1.19.0", pr: 90896, defaults: []string{"CSIMigration=on"}, nodefaults: []string{"CSIMigrationAzureDisk"}},
		// "Graduated SeccompDefault to `beta`. The Kubelet feature gate is
		// now enabled by default and the configuration/CLI flag still
		// defaults to `false`.": the gate's, not the flag's.
		{class: "a default in the gate's sentence", from: "v1.24.15", to: "v1.25.0", pr: 110805, defaults: []string{"SeccompDefault=on"}},
		// "Enabled the `StatefulSetStartOrdinal` feature gate in beta"
		{class: "a default said before the gate", from: "v1.26.0", to: "v1.28.0", pr: 115260, defaults: []string{"StatefulSetStartOrdinal=on"}},
		// upgrade12: a kind's version removed, its group unwritten, listed
		// as the note names it: "The v1alpha1 PodPreset API and admission
		// plugin has been removed" (#94090), "Removed v1alpha1
		// WebhookAdmissionConfiguration." (#137379), "Added the
		// StorageVersionMigration v1beta1 API and removed the v1alpha1 API."
		// (#134784: the version named alone is the kind's the sentence
		// named before; the added one is not removed).
		{class: "a kind's version, no group written", from: "v1.19.0", to: "v1.20.0", pr: 94090, want: []string{"PodPreset v1alpha1"}},
		{class: "a kind's version, no group written", from: "v1.35.0", to: "v1.36.0", pr: 137379, want: []string{"WebhookAdmissionConfiguration v1alpha1"}, unwanted: []string{"apiserver.config.k8s.io/v1"}},
		{class: "a kind's version, no group written", from: "v1.34.0", to: "v1.35.0", pr: 134784, want: []string{"StorageVersionMigration v1alpha1"}, unwanted: []string{"StorageVersionMigration v1beta1"}},
		// upgrade12: a gate named by its kind's plural, which the
		// extraction reads as the gate: "EndpointSlices will now be enabled
		// by default. A new `EndpointSliceProxying` feature gate determines
		// if kube-proxy will use EndpointSlices, this is disabled by
		// default." (#86137); not "EndpointSlices are now beta but not yet
		// enabled by default" (#85365).
		{class: "a gate named by its kind's plural", from: "v1.17.0", to: "v1.18.0", pr: 86137, defaults: []string{"EndpointSlice=on"}, nodefaults: []string{"EndpointSliceProxying"}},
		{class: "a gate named by its kind's plural", from: "v1.17.0", to: "v1.19.0", pr: 86137, defaults: []string{"EndpointSlice=on"}},
		{class: "a gate named by its kind's plural", from: "v1.16.0", to: "v1.17.0", pr: 85365, nodefaults: []string{"EndpointSlice"}},
		// upgrade12: a default upstream mistyped, "Graduated the
		// `NodeLocalCRISocket` feature gate to beta and enabed it by
		// default" (#131981; see foldSlips).
		{class: "a default mistyped", from: "v1.33.0", to: "v1.35.0", pr: 131981, defaults: []string{"NodeLocalCRISocket=on"}},
		{class: "a default mistyped", from: "v1.33.0", to: "v1.34.0", pr: 131981, defaults: []string{"NodeLocalCRISocket=on"}},
		// "… feature gate `WaitForAllControlPlaneComponents` to GA. The
		// feature gate is was locked to always be enabled", "Promoted the
		// ServiceAccountTokenNodeBinding feature gate general availability.
		// It is now locked to enabled."
		{class: "a lock in the next sentence", from: "v1.33.0", to: "v1.34.0", pr: 132594, locks: []string{"WaitForAllControlPlaneComponents=true"}},
		{class: "a lock in the next sentence", from: "v1.31.0", to: "v1.33.0", pr: 129591, locks: []string{"ServiceAccountTokenNodeBinding=true"}},
		// "The `LegacyServiceAccountTokenCleanUp` feature gate is now
		// available as alpha (off by default)": as every new gate.
		{class: "a new alpha gate's default", from: "v1.26.0", to: "v1.28.0", pr: 115554, nodefaults: []string{"LegacyServiceAccountTokenCleanUp"}},
		// "Introduced the admissionregistration.k8s.io/v1beta1/MutatingAdmissionPolicy
		// API type. To enable, enable the `MutatingAdmissionPolicy` feature
		// gate (which was off by default)": the gate's sentence is the
		// second, and says a default that stays.
		{class: "a default that stays", from: "v1.33.0", to: "v1.34.0", pr: 132821, nodefaults: []string{"MutatingAdmissionPolicy"}},
		// Flags named without their dashes: "Removed flags
		// `deleting-pods-qps`, `deleting-pods-burst`, and
		// `register-retry-count`.", "Removed flag `master-service-namespace`
		// from `api-server` arguments".
		{class: "a flag without its dashes", from: "v1.24.15", to: "v1.25.0", pr: 109612, want: []string{"--deleting-pods-qps", "--deleting-pods-burst", "--register-retry-count"}, unwanted: []string{"--and"}},
		{class: "a flag without its dashes", from: "v1.26.0", to: "v1.28.0", pr: 114446, want: []string{"--master-service-namespace"}, unwanted: []string{"--api-server"}},
		// "Remove deprecated `--enable-taint-manager` and
		// `--pod-eviction-timeout` CLI", "Removed the deprecated
		// `--register-schedulable` command line argument from the kubelet";
		// not a fix's "removing the unnecessary `--node-ip` from the kubelet
		// arguments".
		{class: "a flag called a CLI or an argument", from: "v1.26.0", to: "v1.28.0", pr: 115840, want: []string{"--enable-taint-manager", "--pod-eviction-timeout"}},
		{class: "a flag called a CLI or an argument", from: "v1.33.0", to: "v1.34.0", pr: 122384, want: []string{"--register-schedulable"}},
		{class: "a flag called a CLI or an argument", from: "v1.25.0", to: "v1.26.0", pr: 112184, unwanted: []string{"--node-ip"}},
		// "The kubelet's `--cloud-provider=auto-detect` feature has been
		// removed", "by using the flag \"--container-runtime=remote\"".
		{class: "a flag's value", from: "v1.9.0", to: "v1.10.0", pr: 56287, unwanted: []string{"--cloud-provider"}},
		{class: "a flag's value", from: "v1.24.15", to: "v1.25.0", pr: 110022, unwanted: []string{"--container-runtime"}},
		// "Removed deprecated --require-kubeconfig flag, removed default
		// --kubeconfig value", "the node-role.kubernetes.io/master taint has
		// been removed from the default value of `--non-blocking-taints` flag"
		{class: "a flag's default value", from: "v1.9.0", to: "v1.10.0", pr: 58367, want: []string{"--require-kubeconfig"}, unwanted: []string{"--kubeconfig"}},
		{class: "a flag's default value", from: "v1.26.0", to: "v1.28.0", pr: 118510, unwanted: []string{"--non-blocking-taints"}},
		// "The alpha KubeletConfigFile feature gate has been removed, because
		// it was redundant with the Kubelet's --config flag", "… have now
		// been removed and must no longer be referenced in `--feature-gates`
		// flags", "can no longer be specified via the `--feature-gates`
		// argument".
		{class: "a flag named as the reason or the place", from: "v1.9.0", to: "v1.10.0", pr: 58978, unwanted: []string{"--config"}},
		{class: "a flag named as the reason or the place", from: "v1.26.0", to: "v1.28.0", pr: 113942, unwanted: []string{"--feature-gates"}},
		{class: "a flag named as the reason or the place", from: "v1.26.0", to: "v1.28.0", pr: 118018, unwanted: []string{"--feature-gates"}},
		{class: "a flag named as the reason or the place", from: "v1.20.0", to: "v1.21.0", pr: 96561, unwanted: []string{"--feature-gates"}},
		// "an alpha-stage `--prune` flag to support deleting previously
		// applied objects that have been removed from the input manifest"
		{class: "a removal in a relative clause", from: "v1.26.0", to: "v1.28.0", pr: 116205, unwanted: []string{"--prune"}},
		// "Please use `kubelet.config.k8s.io/v1beta1`, as
		// `kubeletconfig/v1alpha1` is no longer available."
		{class: "an API no longer available", from: "v1.9.0", to: "v1.10.0", pr: 53833, want: []string{"kubeletconfig/v1alpha1"}, unwanted: []string{"kubelet.config.k8s.io/v1beta1"}},
		// v1.27.0's "Storage.k8s.io/v1beta1 API version of
		// CSIStorageCapacity will no longer be served": capitalised, and in
		// the future tense of the release that does it.
		{class: "no longer served, said in the future tense", from: "v1.26.0", to: "v1.28.0", pr: 116523, want: []string{"storage.k8s.io/v1beta1"}},
		// Action required: "`resource.k8s.io/v1alpha1` was replaced with
		// `resource.k8s.io/v1alpha2`. Before upgrading a cluster, all objects
		// in resource.k8s.io/v1alpha1 … must be deleted."
		{class: "an API version replaced", from: "v1.26.0", to: "v1.28.0", pr: 116299, want: []string{"resource.k8s.io/v1alpha1"}, unwanted: []string{"resource.k8s.io/v1alpha2"}},
		// "Graduated the `ClusterTrustBundle` and
		// `ClusterTrustBundleProjection` feature gates to GA and enabled
		// them by default."
		{class: "a default shared by the gates before it", from: "v1.36.0", to: "v1.37.0", pr: 139437, defaults: []string{"ClusterTrustBundle=on", "ClusterTrustBundleProjection=on"}},
		// "Graduated Pod Certificates to GA, with the PodCertificateRequest
		// feature gate enabled by default."
		{class: "a default after a GA gate", from: "v1.36.0", to: "v1.37.0", pr: 139579, defaults: []string{"PodCertificateRequest=on"}},
		// "Graduated the `SELinuxMount` feature gate to GA. The feature is
		// now enabled by default in `v1.37`, …"
		{class: "the next sentence about the gate", from: "v1.36.0", to: "v1.37.0", pr: 139956, defaults: []string{"SELinuxMount=on"}},
		// "The `storagemigration.k8s.io/v1` API group is now enabled by
		// default": the next sentence speaks of an API, not the gate.
		{class: "the next sentence about the gate", from: "v1.36.0", to: "v1.37.0", pr: 138560, nodefaults: []string{"StorageVersionMigration"}},
		// "Flipped `StorageNamespaceIndex` feature gate to `false` and
		// deprecated it.", "kube-apiserver disables the beta WatchList
		// feature by default in 1.33"
		{class: "a default said before the gate", from: "v1.31.0", to: "v1.33.0", pr: 129933, defaults: []string{"StorageNamespaceIndex=off"}},
		// (From v1.32.0: across v1.31.0 → v1.33.0 WatchList is off at both
		// ends, 1.31's beta reverted (#126191), 1.32's on (#128053) undone.)
		{class: "a default said before the gate", from: "v1.32.0", to: "v1.33.0", pr: 131359, defaults: []string{"WatchList=off"}},
		// A default turned on and off again within the range is no flip:
		// WatchList and WatchListClient on in 1.32 (#128053), off in 1.33
		// (#131359); SELinuxMountReadWriteOncePod beta in 1.27 (#116425),
		// "Reverted … to disabled by default" in 1.28 (#117751).
		{class: "a default on and off again", from: "v1.31.0", to: "v1.33.0", pr: 131359, nodefaults: []string{"WatchList", "WatchListClient"}},
		{class: "a default on and off again", from: "v1.26.0", to: "v1.28.0", pr: 117751, nodefaults: []string{"SELinuxMountReadWriteOncePod"}},
		// "Moved `LocalStorageCapacityIsolationFSQuotaMonitoring` back to
		// Alpha" (v1.26.0): 1.31's "Set … to false by default" flips nothing.
		{class: "off after a move back to alpha", from: "v1.30.0", to: "v1.32.0", pr: 126355, nodefaults: []string{"LocalStorageCapacityIsolationFSQuotaMonitoring"}},
		// "The `DeclarativeValidationTakeover` feature gate remains
		// disabled by default.", "Promoted DRA Workload resource claims to
		// Beta. The `DRAWorkloadResourceClaims` feature gate remains
		// disabled by default."
		{class: "a default that stays", from: "v1.31.0", to: "v1.33.0", pr: 130728, defaults: []string{"DeclarativeValidation=on"}, nodefaults: []string{"DeclarativeValidationTakeover"}},
		{class: "a default that stays", from: "v1.36.0", to: "v1.37.0", pr: 140334, nodefaults: []string{"DRAWorkloadResourceClaims"}},
		// "Promoted the `PodAndContainerStatsFromCRI` feature gate to Beta,
		// disabled by default.": off, as in alpha.
		{class: "a default that stays", from: "v1.36.0", to: "v1.37.0", pr: 140081, nodefaults: []string{"PodAndContainerStatsFromCRI"}},
		// GA notes saying the default a beta note already said ("Promoted
		// `CustomResourceFieldSelectors` to stable; the feature was enabled
		// by default"), or a lock ("to GA and locked it to enabled by
		// default", "now on by default and cannot be disabled").
		{class: "a default that stays", from: "v1.31.0", to: "v1.33.0", pr: 127673, nodefaults: []string{"CustomResourceFieldSelectors"}},
		// "Graduated the MultiCIDRServiceAllocator feature gate to stable,
		// and the DisableAllocatorDualWrite feature gate to beta (disabled
		// by default)": the sentence's default is the other gate's.
		{class: "a default that stays", from: "v1.31.0", to: "v1.33.0", pr: 128971, nodefaults: []string{"MultiCIDRServiceAllocator", "DisableAllocatorDualWrite"}},
		// "Promoted the KubeletPodResourcesDynamicResources and
		// KubeletPodResourcesGet feature gates to beta, which were enabled
		// by default if DRA went to GA": a condition.
		{class: "a default under a condition", from: "v1.33.0", to: "v1.34.0", pr: 132940, nodefaults: []string{"KubeletPodResourcesGet"}},
		{class: "a lock, not a default", from: "v1.34.0", to: "v1.35.0", pr: 134106, nodefaults: []string{"ControlPlaneKubeletLocalMode"}},
		{class: "a lock, not a default", from: "v1.15.0", to: "v1.16.0", pr: 79262, nodefaults: []string{"PodPriority"}},
		// "… to reduce lock contention in the HorizontalPodAutoscaler controller"
		{class: "lock as a noun", from: "v1.36.0", to: "v1.37.0", pr: 139142, unlocked: []string{"HPAOptimizedSelectorStore"}},
		// "Added the `KubeProxyIPVS` feature gate in preparation for
		// deactivating and then removing the `ipvs` mode"
		{class: "a removal to come, of something else", from: "v1.36.0", to: "v1.37.0", pr: 139397, kept: []string{"KubeProxyIPVS"}},
		// "The Kubelet's `--bootstrap-checkpoint-path` option is now
		// removed.", "kube-apiserver: removed the deprecated the
		// `--cloud-provider` and `--cloud-config` CLI parameters."
		{class: "a flag called an option or a parameter", from: "v1.18.0", to: "v1.19.0", pr: 91577, want: []string{"--bootstrap-checkpoint-path"}},
		{class: "a flag called an option or a parameter", from: "v1.31.0", to: "v1.33.0", pr: 130162, want: []string{"--cloud-provider", "--cloud-config"}},
		// "The `--cidr-allocator-type` option set to `CloudAllocator` …
		// will be deprecated and removed in a future release."
		{class: "a removal to come", from: "v1.29.0", to: "v1.30.0", pr: 123011, unwanted: []string{"--cidr-allocator-type"}},
		// "(only `--housekeeping-interval` is kept): --application-metrics-count-limit, …"
		{class: "a flag kept", from: "v1.36.0", to: "v1.37.0", pr: 139870, want: []string{"--boot-id-file", "--storage-driver-buffer-duration"}, unwanted: []string{"--housekeeping-interval"}},
		// "remove the flag `--container-runtime-endpoint` from the
		// `/var/lib/kubelet/kubeadm-flags.env` file on `kubeadm upgrade`"
		{class: "a flag removed from a file", from: "v1.31.0", to: "v1.33.0", pr: 129278, unwanted: []string{"--container-runtime-endpoint"}},
		// Documentation: "Corrected the `kube-proxy` `--metrics-bind-address`
		// flag documentation by removing the incorrect statement …"
		{class: "a documentation note", from: "v1.36.0", to: "v1.37.0", pr: 138940, unwanted: []string{"--metrics-bind-address"}},
		// The classes of the fourth round's ranges (v1.14, v1.21 → v1.23,
		// v1.30, v1.36). "Removed the GA `CSIMigrationPortworx` feature gate
		// (locked since `v1.33`) and alpha `InTreePluginPortworxUnregister`
		// feature gate": the sentence does not end at "v1.33.", and "alpha"
		// is no addition.
		{class: "a gate removed after a version's period, called alpha", from: "v1.35.0", to: "v1.36.0", pr: 135322, removed: []string{"CSIMigrationPortworx", "InTreePluginPortworxUnregister"}},
		// "The deprecated `runAsGroup` feature-gate has been removed"
		{class: "a gate written in lower camel case", from: "v1.21.0", to: "v1.23.0", pr: 101581, removed: []string{"RunAsGroup"}},
		// "Feature gate `DynamicKubeletConfig` is disabled out of the box"
		{class: "a default out of the box", from: "v1.21.0", to: "v1.23.0", pr: 102966, defaults: []string{"DynamicKubeletConfig=off"}},
		// "Promote `EndpointSliceTerminatingCondition` to Beta. This enables
		// the `terminating` and `serving` conditions for EndpointSlice by
		// default."
		{class: "the next sentence about the gate", from: "v1.21.0", to: "v1.23.0", pr: 103596, defaults: []string{"EndpointSliceTerminatingCondition=on"}, nodefaults: []string{"EndpointSlice"}},
		// "The `PodSchedulingReadiness` feature gate no longer has any
		// effect", "Promoted `SELinuxChangePolicy` and
		// `SELinuxMountReadWriteOncePod` to GA; they are enabled
		// unconditionally."
		{class: "a GA lock said without lock", from: "v1.29.0", to: "v1.30.0", pr: 123575, locks: []string{"PodSchedulingReadiness=true"}},
		{class: "a GA lock said without lock", from: "v1.35.0", to: "v1.36.0", pr: 136912, locks: []string{"SELinuxChangePolicy=true", "SELinuxMountReadWriteOncePod=true"}},
		// "The `StructuredAuthenticationConfiguration` feature is now beta
		// and enabled."
		{class: "now beta and enabled", from: "v1.29.0", to: "v1.30.0", pr: 123719, defaults: []string{"StructuredAuthenticationConfiguration=on"}},
		// "ValidatingAdmissionPolicy was promoted to GA and will be
		// `enabled` by default" (off by default in beta).
		{class: "a GA default said in the future tense", from: "v1.29.0", to: "v1.30.0", pr: 123405, defaults: []string{"ValidatingAdmissionPolicy=on"}},
		// "RemoteCommand feature gates … are now enabled by default (Beta):
		// - Server-side feature gate: `TranslateStreamCloseWebsocketRequests`
		// - … - To disable RemoteCommand over WebSockets …"
		{class: "a default said by a list's lead", from: "v1.29.0", to: "v1.30.0", pr: 123281, defaults: []string{"TranslateStreamCloseWebsocketRequests=on"}, nodefaults: []string{"RemoteCommand"}},
		// Fixes: "Disabled `SchedulerAsyncAPICalls` feature gate due to
		// performance issues", "by disabling the `MaxUnavailableStatefulSet`
		// feature by default".
		{class: "a default turned off by the verb before the gate", from: "v1.35.0", to: "v1.36.0", pr: 135903, defaults: []string{"SchedulerAsyncAPICalls=off"}},
		{class: "a default turned off by the verb before the gate", from: "v1.35.0", to: "v1.36.0", pr: 137904, defaults: []string{"MaxUnavailableStatefulSet=off"}},
		// "Added list-type support for attributes in DRA (KEP-5491). The
		// `DRAListTypeAttributes` feature gate (disabled by default) …"
		{class: "a new gate off by default", from: "v1.35.0", to: "v1.36.0", pr: 137190, nodefaults: []string{"DRAListTypeAttributes"}},
		// "Removed `kubectl --dry-run` empty default value and boolean values."
		{class: "a flag's values removed", from: "v1.21.0", to: "v1.23.0", pr: 105327, unwanted: []string{"--dry-run"}},
		// "fields from `kubescheduler.config.k8s.io/v1beta1` are no-op …
		// Removed in `kubescheduler.config.k8s.io/v1beta2` completely",
		// "Kubeadm: Remove the field `ClusterConfiguration.DNS.Type` in
		// v1beta3", "remove the ClusterStatus API from v1beta3".
		{class: "an API version as the place of a removal", from: "v1.21.0", to: "v1.23.0", pr: 96345, unwanted: []string{"kubescheduler.config.k8s.io/v1beta2"}},
		{class: "an API version as the place of a removal", from: "v1.21.0", to: "v1.23.0", pr: 101547, unwanted: []string{"kubeadm.k8s.io/v1beta3"}},
		{class: "an API version as the place of a removal", from: "v1.21.0", to: "v1.23.0", pr: 101915, unwanted: []string{"kubeadm.k8s.io/v1beta3"}},
		// "… have duplicate "/" removed from the URL paths, and passed like
		// that directly to the `kube-apiserver` `--etcd-servers` flag",
		// "Kubeadm: Removed the cleanup of the `--pod-infra-container-image`
		// kubelet flag from `/var/lib/kubelet/kubeadm-flags.env` on upgrade."
		{class: "a flag named as the reason or the place", from: "v1.21.0", to: "v1.23.0", pr: 103801, unwanted: []string{"--etcd-servers"}},
		{class: "a removal of something done to a flag", from: "v1.35.0", to: "v1.36.0", pr: 135807, unwanted: []string{"--pod-infra-container-image"}},
		// "Removed deprecated `--seccomp-profile-root`/`seccompProfileRoot` config."
		{class: "a flag paired with its configuration field", from: "v1.21.0", to: "v1.23.0", pr: 103941, want: []string{"--seccomp-profile-root"}},
		// "the associated flags `policy-config-file`, `policy-configmap`,
		// `policy-configmap-namespace` and `use-legacy-policy-config` are also
		// removed": "and use-" starts no clause.
		{class: "a listed name that starts with a verb", from: "v1.21.0", to: "v1.23.0", pr: 105424, want: []string{"--policy-config-file", "--policy-configmap-namespace", "--use-legacy-policy-config"}},
		// "Kubeadm: remove the deprecated kubeadm API `v1beta1`",
		// "Kube-scheduler: support for configuration file version `v1beta1` is
		// removed", "Kubeadm: removed the deprecated `v1beta2` API".
		{class: "a component's configuration API without its group", from: "v1.21.0", to: "v1.23.0", pr: 101129, want: []string{"kubeadm.k8s.io/v1beta1"}, unwanted: []string{"kubeadm.k8s.io/v1beta3", "kubeadm.k8s.io/v1beta2"}},
		{class: "a component's configuration API without its group", from: "v1.21.0", to: "v1.23.0", pr: 104782, want: []string{"kubescheduler.config.k8s.io/v1beta1"}, unwanted: []string{"kubescheduler.config.k8s.io/v1beta2", "kubescheduler.config.k8s.io/v1beta3"}},
		{class: "a component's configuration API without its group", from: "v1.26.0", to: "v1.28.0", pr: 114540, want: []string{"kubeadm.k8s.io/v1beta2"}},
		// The ranges added fifth (upgrade5: v1.10 → v1.12, v1.17, v1.24,
		// v1.30 → v1.32).
		// "kubeadm - Feature-gates HighAvailability, SelfHosting,
		// CertsInSecrets are now deprecated and can no longer be used for new
		// clusters. Cluster updates using above feature-gates flag is not
		// supported." (removed in 1.13): an upgrade must find them off.
		{class: "a deprecated gate an upgrade does not support", from: "v1.10.0", to: "v1.12.0", pr: 67786, locks: []string{"HighAvailability=false", "SelfHosting=false", "CertsInSecrets=false"}, kept: []string{"HighAvailability", "SelfHosting", "CertsInSecrets"}},
		// "Graduated Kubernetes' support for AppArmor to GA. You now cannot
		// disable the `AppArmor` feature gate."
		{class: "a lock said in the GA note's next sentence", from: "v1.30.0", to: "v1.32.0", pr: 125257, locks: []string{"AppArmor=true"}},
		// "Set ProcMountType feature to disabled by default, to follow the
		// lead of UserNamespacesSupport" in the release whose #125259
		// promoted it to beta: alpha's default kept, no flip. (A new gate
		// "Guarded by the beta feature gate PLEGOnDemandRelist", then
		// "switched off by default", is news: see upgrade-v1.36.txt.)
		{class: "a promotion's default undone in its release", from: "v1.30.0", to: "v1.32.0", pr: 126291, nodefaults: []string{"ProcMountType"}},
		{class: "a promotion's default undone in its release", from: "v1.35.0", to: "v1.36.0", pr: 137909, defaults: []string{"PLEGOnDemandRelist=off"}},
		// upgrade11: the same off, then "Promoted the `PLEGOnDemandRelist`
		// feature gate to GA" (#140805, v1.37.0), on as every GA gate: across
		// 1.34 → 1.37 the section said "PLEGOnDemandRelist off", a default
		// neither end has (the gate is not in 1.34; it is GA in 1.37).
		{class: "an off undone by a later promotion to GA", from: "v1.34.0", to: "v1.37.0", pr: 137909, nodefaults: []string{"PLEGOnDemandRelist"}},
		// "the `horizontal-pod-autoscaler-upscale-delay` and
		// `horizontal-pod-autoscaler-downscale-delay` flags have been
		// removed" (1.17's "Remove deprecated \"include-uninitialized\"
		// flag" repeats 1.16's removal, #80337, which v1.16.0 has: no
		// change of v1.16.0 → v1.17.0);
		// not "The `public-address-override`, `address`, and `port` flags
		// have been removed" (plain words in the list, see
		// TestBeforeUpgradeHandLists).
		{class: "flags named as code without dashes before \"flags\"", from: "v1.30.0", to: "v1.32.0", pr: 124948, want: []string{"--horizontal-pod-autoscaler-upscale-delay", "--horizontal-pod-autoscaler-downscale-delay"}},
		// "Removed deprecated `generator` and `container-port` flags"; not
		// "Removed usage of the deprecated `etcd` flags
		// `--experimental-initial-corrupt-check` and …" (a component).
		{class: "flags named as code without dashes before \"flags\"", from: "v1.23.0", to: "v1.24.0", pr: 106824, want: []string{"--generator", "--container-port"}},
		{class: "flags named as code without dashes before \"flags\"", from: "v1.35.0", to: "v1.36.0", pr: 135701, want: []string{"--experimental-initial-corrupt-check"}, unwanted: []string{"--etcd"}},
		// "Remove deprecated --serviceaccount, --hostport, --requests and
		// --limits from kubectl run." (a Cleanup note, no word "flag").
		{class: "flags removed as deprecated, not called flags", from: "v1.23.0", to: "v1.24.0", pr: 108820, want: []string{"--serviceaccount", "--hostport", "--requests", "--limits"}},
		// "Drop support for the deprecated --delete-local-data from kubectl
		// drain, users should use --delete-emptydir-data, instead."; not
		// "Dropped support for `certificates/v1beta1` `CertificateSigningRequest`
		// in `kubectl`" (the client's: the API is still served).
		{class: "a flag's support dropped", from: "v1.30.0", to: "v1.32.0", pr: 125842, want: []string{"--delete-local-data"}, unwanted: []string{"--delete-emptydir-data"}},
		{class: "a flag's support dropped", from: "v1.34.0", to: "v1.35.0", pr: 134782, unwanted: []string{"certificates/v1beta1"}},
		// "The deprecated shorthand flag -c has been removed from kubectl
		// version (--client)": the long form stays. (Its line follows
		// #65420's "The deprecated --interactive flag has been removed",
		// a note of its own, with no list marker.)
		{class: "a removed shorthand's long form", from: "v1.10.0", to: "v1.12.0", pr: 66817, unwanted: []string{"--client"}},
		{class: "a removed shorthand's long form", from: "v1.10.0", to: "v1.12.0", pr: 65420, want: []string{"--interactive"}},
		// "Graduate Resource Quota ScopeSelectors to beta, and enable it by
		// default": the gate written in words.
		{class: "a gate written in words", from: "v1.10.0", to: "v1.12.0", pr: 67077, defaults: []string{"ResourceQuotaScopeSelectors=on"}},
		// "Enabled feature gates for PortForward (kubectl port-forward) over
		// WebSockets by default (beta). - Server-side feature gate:
		// PortForwardWebsocket - …": a lead sentence, not a colon, says the
		// items' default.
		{class: "a list's lead sentence says its gates' default", from: "v1.30.0", to: "v1.32.0", pr: 125528, defaults: []string{"PortForwardWebsocket=on"}},
		// "The feature-gate CSIMigrationPortworx was promoted to beta in
		// Kubernetes 1.25, but turned off by default. In 1.31, it was turned
		// on by default."
		{class: "the default said of the note's release", from: "v1.30.0", to: "v1.32.0", pr: 125016, defaults: []string{"CSIMigrationPortworx=on"}},
		// #85231 under Feature: "Feature gates CSIMigration to Beta (on by
		// default) and CSIMigrationGCE to Beta (off by default …)"; the
		// comparison shows the change by its Deprecation note (same PR).
		{class: "a PR's other note in the release", from: "v1.16.0", to: "v1.17.0", pr: 85231, defaults: []string{"CSIMigration=on"}, nodefaults: []string{"CSIMigrationGCE"}},
		// The ranges added sixth (upgrade6: v1.5 → v1.7, v1.17 → v1.18,
		// v1.19 → v1.22, v1.27 → v1.28). "Remove extensions/v1beta1 Jobs
		// resource, and job/v1beta1 generator." (#38614): one resource of
		// a group still served, and a kubectl generator's name.
		{class: "a resource of an API version", from: "v1.5.0", to: "v1.7.0", pr: 38614, want: []string{"extensions/v1beta1/jobs"}, unwanted: []string{"extensions/v1beta1", "job/v1beta1"}},
		// "HorizontalPodAutoscaler is no longer supported in
		// extensions/v1beta1 version. Use autoscaling/v1 instead."
		{class: "a kind no longer supported in an API version", from: "v1.5.0", to: "v1.7.0", pr: 35782, want: []string{"extensions/v1beta1/horizontalpodautoscalers"}, unwanted: []string{"autoscaling/v1", "extensions/v1beta1"}},
		// "the attributeRestrictions field has been removed from the
		// PolicyRule type in the rbac.authorization.k8s.io/v1alpha1 API":
		// the API is the field's place.
		{class: "a field removed from a type in an API", from: "v1.5.0", to: "v1.7.0", pr: 39625, unwanted: []string{"rbac.authorization.k8s.io/v1alpha1"}},
		// "The following features are unconditionally enabled and the
		// corresponding --feature-gates flags have been removed: PodPriority,
		// …": the gates go (listed as gates), not the flag.
		{class: "--feature-gates entries removed", from: "v1.17.0", to: "v1.18.0", pr: 86210, unwanted: []string{"--feature-gates"}, removed: []string{"PodPriority", "ScheduleDaemonSetPods"}},
		// "Kubelet's deprecated endpoint metrics/resource/v1alpha1 has been
		// removed": a URL path, no API.
		{class: "a URL path ending in a version", from: "v1.19.0", to: "v1.20.0", pr: 94272, unwanted: []string{"resource/v1alpha1"}},
		// "kubeadm: make the command \"kubeadm alpha kubeconfig user\" accept
		// a \"--config\" flag and remove the following flags: - …": the
		// flag the command now accepts.
		{class: "a flag a command now accepts", from: "v1.19.0", to: "v1.20.0", pr: 94879, unwanted: []string{"--config"}},
		// "Disabled LocalStorageCapacityIsolation feature gate is honored
		// during scheduling." (a fix: "Disabled" is the gate's state, not
		// a verb); not "Disabled X feature gate due to performance issues".
		{class: "a gate's state as an adjective", from: "v1.19.0", to: "v1.20.0", pr: 96092, nodefaults: []string{"LocalStorageCapacityIsolation"}},
		// The ranges added seventh (upgrade7: v1.7 → v1.8, v1.8 → v1.9,
		// v1.22 → v1.23, v1.24.0 → v1.24.15, v1.31 → v1.32). "The `batch/v2alpha1.ScheduledJob`
		// was removed": one kind of a version that still serves CronJob.
		{class: "a kind of an API version, written with a dot", from: "v1.7.0", to: "v1.8.0", in: "The `batch/v2alpha1.ScheduledJob` was removed", want: []string{"batch/v2alpha1.ScheduledJob"}, unwanted: []string{"batch/v2alpha1"}},
		// "The following deprecated flags were removed from
		// `kube-controller-manager`: - `replication-controller-lookup-cache-size`
		// - … Don't use these flags.": a list's items, without dashes.
		{class: "flags without dashes as a removal list's items", from: "v1.7.0", to: "v1.8.0", in: "`replication-controller-lookup-cache-size`", want: []string{"--replication-controller-lookup-cache-size", "--replicaset-lookup-cache-size", "--daemonset-lookup-cache-size"}},
		// "The deprecated `ThirdPartyResource` (TPR) API was removed."
		{class: "an API named by its kind before \"API\"", from: "v1.7.0", to: "v1.8.0", in: "(TPR) API was removed", want: []string{"ThirdPartyResource"}},
		// The ranges added eighth (upgrade8: v1.14 → v1.15, v1.32 → v1.33,
		// the v1.30.0 → v1.30.3 patch line, v1.33 → v1.36). v1.15.0's
		// urgent notes "The deprecated kubelet security controls
		// `AllowPrivileged`, … have been removed" and "The deprecated
		// Kubelet flag `--allow-privileged` has been removed" are both
		// #77820: the comparison shows the first, the flag is the second's.
		{class: "a flag removed by a PR's other note in the release", from: "v1.14.0", to: "v1.15.0", pr: 77820, want: []string{"--allow-privileged"}},
		// "The `StorageObjectInUseProtection` admission plugin is enabled by
		// default, so the default enabled admission plugins are now …" (the
		// gate of that name was GA since 1.11); not "The `PodSecurity`
		// admission plugin has graduated to `beta` and is enabled by
		// default" (the gate's stage and default).
		{class: "an admission plugin named like a gate", from: "v1.14.0", to: "v1.15.0", pr: 74610, nodefaults: []string{"StorageObjectInUseProtection"}},
		{class: "an admission plugin named like a gate", from: "v1.22.0", to: "v1.23.0", pr: 106089, defaults: []string{"PodSecurity=on"}},
		// "Removed support for `v1alpha1` version of `ValidatingAdmissionPolicy`
		// and `ValidatingAdmissionPolicyBinding` API kinds" (the gate went in
		// 1.32, #126645).
		{class: "an API kind's version, not the gate of its name", from: "v1.32.0", to: "v1.33.0", pr: 129207, kept: []string{"ValidatingAdmissionPolicy", "ValidatingAdmissionPolicyBinding"}},
		{class: "an API kind's version, not the gate of its name", from: "v1.31.0", to: "v1.32.0", pr: 126645, removed: []string{"ValidatingAdmissionPolicy"}},
		// "`apidiscovery.k8s.io/v2beta1` API group is disabled by default".
		{class: "an API group disabled by default", from: "v1.32.0", to: "v1.33.0", pr: 130347, want: []string{"apidiscovery.k8s.io/v2beta1"}},
		// "Graduated the `WatchList` feature gate to beta for kube-apiserver
		// and enabled `WatchListClient` for KCM" (v1.34.0): the component's
		// opt-in; the gate's default flipped in v1.35.0 ("Enabled the
		// `WatchListClient` feature gate."), the PR to cite across 1.33 → 1.36.
		{class: "a component's opt-in of a client gate", from: "v1.33.0", to: "v1.36.0", pr: 132704, nodefaults: []string{"WatchListClient"}},
		{class: "a component's opt-in of a client gate", from: "v1.33.0", to: "v1.36.0", pr: 134180, defaults: []string{"WatchListClient=on"}},
		// "Promoted the `MaxUnavailableStatefulSet` feature to beta and
		// enabling it by default" (v1.35.0), "Fixed a `v1.35` regression …
		// by disabling the `MaxUnavailableStatefulSet` feature by default"
		// (v1.36.0): off at both ends of 1.33 → 1.36, off across 1.35 → 1.36.
		{class: "an off undoing a promotion that said on", from: "v1.33.0", to: "v1.36.0", pr: 133153, nodefaults: []string{"MaxUnavailableStatefulSet"}},
		{class: "an off undoing a promotion that said on", from: "v1.33.0", to: "v1.36.0", pr: 137904, nodefaults: []string{"MaxUnavailableStatefulSet"}},
		{class: "an off undoing a promotion that said on", from: "v1.35.0", to: "v1.36.0", pr: 137904, defaults: []string{"MaxUnavailableStatefulSet=off"}},
		// "Locked the deprecated `DeclarativeValidationTakeover` feature gate
		// to its default value" (#139212), its default off since "The
		// `DeclarativeValidationTakeover` feature gate remains disabled by
		// default" (#130728): the gate's timeline says false; the section
		// said true.
		{class: "a lock to the gate's default value", from: "v1.36.0", to: "v1.37.0", pr: 139212, locks: []string{"DeclarativeValidationTakeover=false"}},
		{class: "a lock to the gate's default value", from: "v1.36.0", to: "v1.37.0-alpha.1", pr: 139212, locks: []string{"DeclarativeValidationTakeover=false"}},
		// "The default `auto-detect` behavior of the kubelet's
		// `--cloud-provider` flag is removed.": the flag stays.
		{class: "a flag's behaviour removed", from: "v1.8.0", to: "v1.9.0", in: "`auto-detect` behavior of the kubelet's", unwanted: []string{"--cloud-provider"}},
		// "The API group/version for the kube-proxy configuration has
		// changed from `componentconfig/v1alpha1` to
		// `kubeproxy.config.k8s.io/v1alpha1`. If you are using a config file
		// … you must change its apiVersion".
		{class: "an API version changed to another", from: "v1.8.0", to: "v1.9.0", pr: 53645, want: []string{"componentconfig/v1alpha1"}, unwanted: []string{"kubeproxy.config.k8s.io/v1alpha1"}},
		// "Kubeadm: remove the `--port` flag from the manifest for the
		// kube-controller-manager", "remove the deprecated flag
		// `--insecure-port` from the kube-apiserver manifest": kubeadm stops
		// passing them; the components keep them.
		{class: "a flag removed from a manifest", from: "v1.22.0", to: "v1.23.0", pr: 104157, unwanted: []string{"--port"}},
		{class: "a flag removed from a manifest", from: "v1.22.0", to: "v1.23.0", pr: 105034, unwanted: []string{"--port"}},
		{class: "a flag removed from a manifest", from: "v1.21.0", to: "v1.23.0", pr: 102121, unwanted: []string{"--insecure-port"}},
		// v1.31.0 → v1.32.0: "The feature gate
		// `InPlacePodVerticalScalingExclusiveCPUs` defaults to `false`, but
		// can be enabled to unblock development" (a new gate's opt-in, as
		// 1.31's AllowInsecureKubeletCertificateSigningRequests);
		// "Enabled `CBORServingAndStorage` feature gate – built-in APIs can
		// now be served in CBOR format" (the alpha gate added in 1.32).
		{class: "a new gate's opt-in", from: "v1.31.0", to: "v1.32.0", pr: 128287, nodefaults: []string{"InPlacePodVerticalScalingExclusiveCPUs"}},
		{class: "a new gate's opt-in", from: "v1.30.0", to: "v1.31.0", pr: 126441, nodefaults: []string{"AllowInsecureKubeletCertificateSigningRequests"}},
		{class: "what a gate added in the release does when enabled", from: "v1.31.0", to: "v1.32.0", pr: 128503, nodefaults: []string{"CBORServingAndStorage"}},
		// …which leaves a promotion that says its default: "Graduated the
		// AnonymousAuthConfigurableEndpoints feature gate to beta and enable
		// by default".
		{class: "what a gate added in the release does when enabled", from: "v1.31.0", to: "v1.32.0", pr: 127009, defaults: []string{"AnonymousAuthConfigurableEndpoints=on"}},
		// "The new implementation is active by default; you can opt out by
		// disabling the `BtreeWatchCache` feature gate.": the way back, not
		// the default (a "maybe on" item had hidden the "off" listed in
		// three ranges).
		{class: "how to opt out, by disabling the gate", from: "v1.31.0", to: "v1.32.0", pr: 128415, nodefaults: []string{"BtreeWatchCache=off"}},
		// The ranges added ninth (upgrade9: v1.6 → v1.7, v1.18 → v1.20,
		// v1.25 → v1.27, v1.28 → v1.31). "Reverted a change where
		// `ConsistentListFromCache` was moved to beta and enabled by default"
		// (#126139), in the release of the change (#123513): off again.
		{class: "a revert of a change that turned a gate on", from: "v1.28.0", to: "v1.31.0", pr: 123513, nodefaults: []string{"ConsistentListFromCache"}},
		{class: "a revert of a change that turned a gate on", from: "v1.28.0", to: "v1.31.0", pr: 126139, nodefaults: []string{"ConsistentListFromCache"}},
		{class: "a revert of a change that turned a gate on", from: "v1.30.0", to: "v1.31.0", pr: 123513, nodefaults: []string{"ConsistentListFromCache"}},
		// "please set the `SkipReadOnlyValidationGCE` gate to false"
		// (v1.29.0, its first note), "The feature gate
		// \"SkipReadOnlyValidationGCE\" has been removed" (v1.31.0): nothing
		// across 1.28 → 1.31; removed across 1.30 → 1.32, when it was there.
		{class: "a gate that came and went within the range", from: "v1.28.0", to: "v1.31.0", pr: 124210, kept: []string{"SkipReadOnlyValidationGCE"}},
		{class: "a gate that came and went within the range", from: "v1.28.0", to: "v1.31.0", pr: 121083, nodefaults: []string{"SkipReadOnlyValidationGCE"}},
		{class: "a gate that came and went within the range", from: "v1.30.0", to: "v1.32.0", pr: 124210, removed: []string{"SkipReadOnlyValidationGCE"}},
		// "Promoted `LocalStorageCapacityIsolation` to beta; the behaviour is
		// enabled by default" (#126014, v1.31.0): upstream wrote the gate
		// removed in v1.27.0 (#114410) for its FSQuotaMonitoring sibling.
		{class: "a default of a gate removed before the range", from: "v1.28.0", to: "v1.31.0", pr: 126014, nodefaults: []string{"LocalStorageCapacityIsolation"}},
		{class: "a default of a gate removed before the range", from: "v1.30.0", to: "v1.32.0", pr: 126014, nodefaults: []string{"LocalStorageCapacityIsolation"}},
		// "Added `NewVolumeManagerReconstruction` feature gate and enabled it
		// by default" (#115268); "A new feature was enabled … you can
		// disable the feature by passing
		// `--feature-gates=MinimizeIPTablesRestore=false`" (#115138).
		{class: "a new gate on by default", from: "v1.25.0", to: "v1.27.0", pr: 115268, defaults: []string{"NewVolumeManagerReconstruction=on"}},
		{class: "a new gate on by default", from: "v1.25.0", to: "v1.27.0", pr: 115138, defaults: []string{"MinimizeIPTablesRestore=on"}},
		// "Promoted the `APIServerIdentity` feature to Beta. By default, each
		// `kube-apiserver` will now create a Lease" (#113629); "Graduated the
		// `DisableNodeKubeProxyVersion` feature gate to beta. By default, the
		// kubelet no longer attempts to set …" (#123845).
		{class: "a promotion's next sentence says what happens by default", from: "v1.25.0", to: "v1.27.0", pr: 113629, defaults: []string{"APIServerIdentity=on"}},
		{class: "a promotion's next sentence says what happens by default", from: "v1.28.0", to: "v1.31.0", pr: 123845, defaults: []string{"DisableNodeKubeProxyVersion=on"}},
		// "Drop support for the deprecated and unsupported kubectl run flags:
		// - filename - force - … - wait" (#125842); "… accept a \"--config\"
		// flag and remove the following flags: - apiserver-advertise-address /
		// apiserver-bind-port: use either … - cluster-name: use clusterName …
		// - cert-dir: …" (#94879).
		{class: "flags without dashes as a list's items", from: "v1.28.0", to: "v1.31.0", pr: 125842, want: []string{"--filename", "--force", "--grace-period", "--kustomize", "--recursive", "--timeout", "--wait", "--delete-local-data"}, unwanted: []string{"--delete-emptydir-data"}},
		{class: "flags without dashes as a list's items", from: "v1.18.0", to: "v1.20.0", pr: 94879, want: []string{"--apiserver-advertise-address", "--apiserver-bind-port", "--cluster-name", "--cert-dir"}, unwanted: []string{"--config"}},
		// kubeadm: "hidden flags about klog (including `--alsologtostderr`, …
		// and `--vmodule`) are no longer allowed to be used" (#125179).
		{class: "flags no longer allowed to be used", from: "v1.28.0", to: "v1.31.0", pr: 125179, want: []string{"--alsologtostderr", "--log-backtrace-at", "--log-dir", "--logtostderr", "--log-file", "--log-file-max-size", "--one-output", "--skip-log-headers", "--stderrthreshold", "--vmodule"}},
		// The ranges added tenth (upgrade10: v1.21 → v1.22, v1.14 → v1.16,
		// v1.32 → v1.34, v1.23 → v1.26). "kube-apiserver disables the beta
		// WatchList feature by default in 1.33" (#131359), then "Graduated
		// the `WatchList` feature gate to beta for kube-apiserver" (#132704,
		// v1.34.0, no default said, on again): across 1.32 → 1.34 the off
		// is not where the range ends. (Across 1.32 → 1.33 it is.)
		{class: "an off undone by a later promotion", from: "v1.32.0", to: "v1.34.0", pr: 131359, nodefaults: []string{"WatchList"}},
		{class: "an off undone by a later promotion", from: "v1.32.0", to: "v1.33.0", pr: 131359, defaults: []string{"WatchList=off"}},
		// A known gate written in words: "OpenAPI V3 is turned on by
		// default" (#109031), "The prefer nominated node graduates to Beta
		// and enabld by default" (#102201); not "Pod Security admission: the
		// pod-security `warn` level will now default to the `enforce` level"
		// (#113491, no default of the gate).
		{class: "a known gate written in words", from: "v1.23.0", to: "v1.24.0", pr: 109031, defaults: []string{"OpenAPIV3=on"}},
		{class: "a known gate written in words", from: "v1.21.0", to: "v1.22.0", pr: 102201, defaults: []string{"PreferNominatedNode=on"}},
		{class: "a known gate written in words", from: "v1.25.0", to: "v1.26.0", pr: 113491, nodefaults: []string{"PodSecurity"}},
	} {
		c, err := s.Diff(tc.from, tc.to)
		if err != nil {
			t.Fatal(err)
		}
		b := c.Before()
		// of says whether note id is the case's note.
		of := func(id int) bool {
			if tc.pr == 0 {
				return strings.Contains(s.Note(id).Markdown, tc.in)
			}
			return slices.Contains(s.Note(id).PRs, tc.pr)
		}
		var names, removed, defaults, locked []string
		for _, r := range b.Removed {
			if of(r.Note) {
				names = append(names, r.Names...)
			}
		}
		for _, g := range b.RemovedGates {
			if of(g.Note) {
				removed = append(removed, g.Gate)
			}
		}
		for _, g := range b.DefaultGates {
			if of(g.Note) {
				defaults = append(defaults, g.Gate+"="+g.Value, g.Gate)
			}
		}
		for _, g := range b.LockedGates {
			if of(g.Note) {
				locked = append(locked, g.Gate, g.Gate+"="+g.Value)
			}
		}
		check := func(what string, got, want []string, present bool) {
			for _, w := range want {
				if slices.Contains(got, w) != present {
					t.Errorf("%s, #%d (%s → %s): %s %s listed = %v, want %v (listed: %v)", tc.class, tc.pr, tc.from, tc.to, what, w, !present, present, got)
				}
			}
		}
		check("flag or API", names, tc.want, true)
		check("flag or API", names, tc.unwanted, false)
		check("removed gate", removed, tc.removed, true)
		check("removed gate", removed, tc.kept, false)
		check("default of gate", defaults, tc.defaults, true)
		check("default of gate", defaults, tc.nodefaults, false)
		check("lock of gate", locked, tc.unlocked, false)
		check("lock of gate", locked, tc.locks, true)
	}
}

// TestDigestNoteCitesTheChangesOwnPR: 1.16's "Deprecations and removals"
// is one note of twenty changes, each citing its own PR where its text
// ends. What an upgrade or a gate's timeline lists from it links the
// change's PR, not the note's first (#70672, the APIs no longer served).
func TestDigestNoteCitesTheChangesOwnPR(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.15.0", "v1.16.0")
	if err != nil {
		t.Fatal(err)
	}
	b := c.Before()
	locked := false
	for _, g := range b.LockedGates {
		if g.Gate == "PodPriority" {
			locked = true
			if g.PR != 79262 {
				t.Errorf("PodPriority locked: cites #%d, want #79262 (\"The GA PodPriority feature gate is now on by default and cannot be disabled\")", g.PR)
			}
		}
	}
	if !locked {
		t.Error("PodPriority is not listed as locked in v1.16.0")
	}
	for flag, pr := range map[string]int{"--include-uninitialized": 80337, "apps/v1beta1": 70672} {
		found := false
		for _, r := range b.Removed {
			if slices.Contains(r.Names, flag) {
				found = true
				if r.PR != pr {
					t.Errorf("%s removed: cites #%d, want #%d", flag, r.PR, pr)
				}
			}
		}
		if !found {
			t.Errorf("%s is not listed as removed", flag)
		}
	}
	// 1.14's urgent notes nest one list per component: "kube-apiserver: -
	// The deprecated --storage-versions flag has been removed. … (#67678) -
	// The deprecated `--repair-malformed-updates` flag has been removed
	// (#73663)". Each flag links its own PR.
	c14, err := s.Diff("v1.13.0", "v1.14.0")
	if err != nil {
		t.Fatal(err)
	}
	for flag, pr := range map[string]int{"--storage-versions": 67678, "--repair-malformed-updates": 73663} {
		found := false
		for _, r := range c14.Before().Removed {
			if slices.Contains(r.Names, flag) {
				found = true
				if r.PR != pr {
					t.Errorf("%s removed in v1.14.0: cites #%d, want #%d", flag, r.PR, pr)
				}
			}
		}
		if !found {
			t.Errorf("%s is not listed as removed in v1.14.0", flag)
		}
	}
	g, ok := s.Gate("PodPriority")
	if !ok {
		t.Fatal("no gate PodPriority")
	}
	for _, ev := range g.Events {
		if ev.Version == "v1.16.0" && ev.PR != 79262 {
			t.Errorf("PodPriority's v1.16.0 event cites #%d, want #79262", ev.PR)
		}
	}
}
