package notes

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/embed/bundle"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestNearlyCopies: the word rule alone, on real note texts (the shipped
// notes' cherry-picks and their neighbours that are other changes) and the
// shapes the brief names.
func TestNearlyCopies(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		// v1.31.0 #124675 and its cherry-pick v1.30.2 #124676: a typo fixed.
		{"Added the feature gates `StrictCostEnforcementForVAP` and `StrictCostEnforcementForWebhooks` to enforce the strict cost calculation for CEL extended libraries.",
			"Added the feature gates `StrictCostEnforcementForVAP` and `StrictCostEnforcementForWebhooks` to enforce the strct cost calculation for CEL extended libraries.", true},
		// v1.27.0 #115919 and v1.24.12 #115999: word forms, a glue word, backticks.
		{"Fixed an issue with Winkernel Proxier - ClusterIP Loadbalancers missing if the `ExternalTrafficPolicy` is set to Local and the available endpoints are all `remoteEndpoints`.",
			"Fixing issue with Winkernel Proxier - ClusterIP Loadbalancers are missing if the ExternalTrafficPolicy is set to Local and the available endpoints are all remoteEndpoints.", true},
		// v1.27.0 #114516 and v1.24.10 #115021: the fix's phrase dropped.
		{"Fixed an issue where failed pods associated with a job with `parallelism = 1` are recreated by the job controller honoring exponential backoff delay again. However, for jobs with `parallelism > 1`, pods might be created without exponential backoff delay.",
			"Failed pods associated with a job with `parallelism = 1` are recreated by the job controller honoring exponential backoff delay again. However, for jobs with `parallelism > 1`, pods might be created without exponential backoff delay.", true},
		// The fix's phrase is dropped, not the subject after it.
		{"Fixed a bug in kubectl that made pods restart twice when their node was drained.",
			"Fixed pods restart twice when their node was drained.", false},
		// v1.26.0 #112489 and v1.24.8 #113099: the same version, reworded.
		{"Etcd: Updated to v3.5.5.", "Etcd: Update to v3.5.5", true},
		// Only backticks differ (the exact-text groups miss it).
		{"Kubernetes is now built with Go `1.19.5`", "Kubernetes is now built with Go 1.19.5", true},
		// Version bumps: another number.
		{"Kubernetes is now built with go 1.22.5.", "Kubernetes is now built with go 1.22.4", false},
		{"Kubernetes is now built with Go 1.21.4", "Kubernetes is now built with Go 1.21.5", false},
		// One template, other subjects (v1.24.0 #108441 / #108278).
		{"Feature of `PodOverhead` is graduated to GA", "Feature of `DefaultPodTopologySpread` is graduated to GA", false},
		{"Replaced k8s.io/utils/pointer with k8s.io/utils/ptr for kubelet", "Replaced k8s.io/utils/pointer with k8s.io/utils/ptr for kube-proxy", false},
		{"Moving MixedProtocolLBService from alpha to beta", "Moving MixedProtocolLBService from alpha to GA", false},
		// v1.27.0 #113742 / v1.24.10 #114040: another traffic policy named.
		{"Fixed issue in `Winkernel` Proxier - Unexpected active TCP connection drops while horizontally scaling the endpoints for a LoadBalancer Service with Internal Traffic Policy: `Local`",
			"Fixing issue in Winkernel Proxier - Unexpected active TCP connection drops while horizontally scaling the endpoints for a LoadBalancer Service with External Traffic Policy: Local", false},
		// v1.36.0 #136400 / v1.33.0 #129923: "no" is not glue.
		{"Disabled `git-repo` volume plugin by default, with no option to turn it back on.",
			"git-repo volume plugin has been disabled by default, with the option to turn it back", false},
		// v1.30.0 #122576 / v1.28.0 #118236: a deprecation and the removal.
		{"Deprecated the `azureFile` in-tree storage plugin.", "Removed the deprecated `azureFile` in-tree storage plugin.", false},
		// A short word one edit from another is a word, not a typo.
		{"The feature gate is now enabled by default for pods", "The feature gate is not enabled by default for pods", false},
		// Too few words to tell.
		{"Fixed a bug.", "Fixes a bug", false},
	} {
		a, b := newNearText(c.a), newNearText(c.b)
		if got := nearlyCopies(a, b); got != c.want {
			t.Errorf("nearlyCopies(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := nearlyCopies(b, a); got != c.want {
			t.Errorf("nearlyCopies is not symmetric on %q", c.a)
		}
	}
}

// TestEditDistance: one edit is a byte inserted, deleted or replaced, or
// two adjacent bytes swapped (the typos the near-copy rule forgives);
// equal words are no edit.
func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"strict", "strct", true}, {"parittion", "partition", true}, {"provious", "previous", true},
		{"strict", "strict", false}, {"internal", "external", false}, {"abc", "acb", true}, {"abcd", "ab", false}, {"kitten", "sitting", false}, {"ca", "abc", false},
	} {
		if got := editDistance(c.a, c.b) == 1; got != c.want {
			t.Errorf("editDistance(%q, %q) = %d, want one edit: %v", c.a, c.b, editDistance(c.a, c.b), c.want)
		}
	}
}

// TestNearCopiesFormatRoundTrip: the links file reads back as written, and
// a damaged line is an error naming it.
func TestNearCopiesFormatRoundTrip(t *testing.T) {
	links := []NearCopy{{NoteRef{"v1.25.0", 78}, NoteRef{"v1.24.1", 0}}, {NoteRef{"v1.31.0", 3}, NoteRef{"v1.30.2", 12}}}
	got, err := ParseNearCopies(FormatNearCopies(links))
	if err != nil || len(got) != 2 || got[0] != links[0] || got[1] != links[1] {
		t.Errorf("round trip: %v, %v", got, err)
	}
	for _, bad := range []string{"v1.25.0 78 v1.24.1\n", "v1.25.0 x v1.24.1 0\n", "v1.25.0 -1 v1.24.1 0\n"} {
		if _, err := ParseNearCopies([]byte("# c\n" + bad)); err == nil || err.Error()[:len("near copies: line 2")] != "near copies: line 2" {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// shippedNotes are the embedded notes, decoded from the bundle: this
// package's own tests cannot import embed (it imports notes), and
// embed's TestBundleIsFresh holds the bundle to embed/data.
func shippedNotes(t *testing.T) []parser.Release {
	t.Helper()
	b, err := os.ReadFile("../embed/bundle.bin")
	if err != nil {
		t.Fatal(err)
	}
	rels, err := bundle.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	return rels
}

// TestSameReleaseCopies: the rule for two notes of one release, on real
// pairs of the shipped notes. A PR and its follow-up noting the same
// sentence join; one template's siblings do not, nor does a note and its
// revert, even where nearlyCopies (the rule for a cherry-pick) would join
// them.
func TestSameReleaseCopies(t *testing.T) {
	names := NewStore(shippedNotes(t)).nameWords()
	for _, c := range []struct {
		a, b string
		want bool
	}{
		// v1.23.0 #105915 / #105712: a glue word.
		{"The `--leader-elect*` CLI args are now honored in scheduler.", "The `--leader-elect*` CLI args are now honored in the scheduler.", true},
		// v1.23.0 #104908 / #104891: another form of a word.
		{"Migrate `pkg/proxy` to structured logging", "Migrated `pkg/proxy` to structured logging", true},
		// v1.10.0 #60346 / #57953: a form of each of two words.
		{"fix device name change issue for azure disk", "Fixed device name change issues for azure disk.", true},
		// v1.33.0 #128818 / #128987: a word standing alone added, glue swapped.
		{"Added a `/statusz` HTTP endpoint to the kube-scheduler.", "Added a `/statusz` endpoint for kube-scheduler", true},
		// v1.32.0 #127669 / #128495.
		{"Fixed a race condition that could result in erroneous volume unmounts for flex volume plugins during kubelet restart.",
			"Fixed a race condition that could result in erroneous volume unmounts for flex volume plugins on kubelet restart.", true},
		// v1.35.0 #133731 / #133907.
		{"Updated the `kubectl wait` command description by removing the `Experimental` prefix, as the command has been stable for a long time.",
			"Updated the short description of the `kubectl wait` command by removing the `Experimental` prefix, as the command has been stable for a long time.", true},
		// v1.31.0 #125894 / #126330: one Go version.
		{"Kubernetes is now built with go 1.22.5.", "Updated kubernetes to build with Go 1.22.5.", true},

		// v1.34.0 #132763 / #132764: nearlyCopies joins them ("test" and
		// "utils" are words of the other text); two directories, two changes.
		{"Replaced deprecated package `k8s.io/utils/pointer` with `k8s.io/utils/ptr` for ./test/e2e and ./test/utils.",
			"Replaced deprecated package `k8s.io/utils/pointer` with `k8s.io/utils/ptr` for ./test/e2e.", false},
		{"Replaced deprecated package `k8s.io/utils/pointer` with `k8s.io/utils/ptr` for the apiserver", "Replaced deprecated package `k8s.io/utils/pointer` with `k8s.io/utils/ptr` for pkg/apis", false},
		// v1.33.0: one template, other components.
		{"Added a `/statusz` endpoint for kube-controller-manager", "Added a `/statusz` endpoint for kube-scheduler", false},
		{"Added a `/statusz` HTTP endpoint to the kube-scheduler.", "Added a `/statusz` HTTP endpoint to the kubelet.", false},
		{"Added a `/statusz` HTTP endpoint to the kubelet.", "Added a `/statusz` HTTP endpoint.", false}, // a component's name added
		// v1.23.0 #104891 / #104932: a part of a name added.
		{"Migrated `pkg/proxy` to structured logging", "Migrated `pkg/proxy/ipvs` to structured logging", false},
		// v1.21.0 #97099 / #99581, v1.16.0 #78477 / #78005.
		{"Users might specify the `kubectl.kubernetes.io/default-exec-container` annotation in a Pod to preselect container for kubectl commands.",
			"Users might specify the `kubectl.kubernetes.io/default-container` annotation in a Pod to preselect container for kubectl commands.", false},
		{"Add Filter extension point to the scheduling framework.", "Add Pre-filter extension point to the scheduling framework.", false},
		// v1.36.0-beta.0 #137217 / #137574, v1.31.0 #125591 / #126191: a revert.
		{"CRI API: A new field is added to the PullImageResponse message - `image_id`.", "REVERT: CRI API: A new field is added to the PullImageResponse message - `image_id`.", false},
		{"Graduated the `WatchList` feature gate to beta for kube-apiserver and enabled `WatchListClient` for kube-controller-manager (KCM).",
			"Reverted \"Graduated the `WatchList` feature gate to beta for kube-apiserver and enables `WatchListClient` for kube-controller-manager (KCM)\".", false},
		// v1.32.0 #126962 / #127016: two words swapped ("possible the" /
		// "potential"), as one template's siblings differ; missed on purpose.
		{"Fixed a possible memory leak in the QueueingHint (alpha feature).", "Fixed a potential memory leak in QueueingHint (alpha feature).", false},
	} {
		a, b := newNearText(NoteText(c.a)), newNearText(NoteText(c.b))
		if got := sameReleaseCopies(a, b, names); got != c.want {
			t.Errorf("sameReleaseCopies(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := sameReleaseCopies(b, a, names); got != c.want {
			t.Errorf("sameReleaseCopies is not symmetric on %q", c.a)
		}
	}
	// Why the rule is its own: the cherry-pick rule joins two directories.
	if !nearlyCopies(newNearText("Replaced deprecated package `k8s.io/utils/pointer` with `k8s.io/utils/ptr` for ./test/e2e and ./test/utils."),
		newNearText("Replaced deprecated package `k8s.io/utils/pointer` with `k8s.io/utils/ptr` for ./test/e2e.")) {
		t.Error("nearlyCopies no longer joins ./test/e2e with ./test/e2e and ./test/utils: say so above")
	}
}

// TestSameReleaseLinks: the links FindNearCopies makes within one release
// of the shipped notes are the eleven pairs read one by one (see
// TestSameReleaseCopies), by release and PRs: a change to the rule that
// joins or parts another pair fails here, to be read before it ships.
func TestSameReleaseLinks(t *testing.T) {
	rels := shippedNotes(t)
	s := NewStore(rels)
	var got []string
	for _, l := range s.FindNearCopies() {
		if l.A.Version != l.B.Version {
			continue
		}
		a, _ := s.noteID(l.A)
		b, _ := s.noteID(l.B)
		got = append(got, fmt.Sprintf("%s %v %v", l.A.Version, s.notes[a].PRs, s.notes[b].PRs))
	}
	want := []string{
		"v1.10.0 [57953 57549] [60346]", // fix device name change issue(s) for azure disk
		"v1.16.0 [78513] [79313]",       // Add Bind extension point of / to the scheduling framework
		"v1.23.0 [104232] [101646]",     // multiple `--from-env-file flags` / `--from-env-file` flags
		"v1.23.0 [105915] [105712]",     // --leader-elect* honored in (the) scheduler
		"v1.23.0 [104908] [104891]",     // Migrate(d) `pkg/proxy` to structured logging
		"v1.29.0 [120398] [121389]",     // StatefulSet might not restart a pod
		"v1.31.0 [125894] [126330]",     // built with Go 1.22.5
		"v1.32.0 [127669] [128495]",     // flex volume unmounts during / on kubelet restart
		"v1.32.0 [128344] [126562]",     // writeable and read-only layers at different paths (a period)
		"v1.33.0 [128818] [128987]",     // /statusz (HTTP) endpoint for kube-scheduler
		"v1.35.0 [133731] [133907]",     // kubectl wait (short) description
	}
	if !slices.Equal(got, want) {
		t.Errorf("links within one release:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRewordedPickLinks: the links only rewordedPick makes on the shipped
// notes, each read by hand (a fix and its cherry-pick, written afresh). A
// change to the rule or the notes that joins or parts another pair fails
// here, to be read before it ships.
func TestRewordedPickLinks(t *testing.T) {
	s := NewStore(shippedNotes(t))
	var got []string
	for _, l := range s.FindNearCopies() {
		a, _ := s.noteID(l.A)
		b, _ := s.noteID(l.B)
		ta, tb := newNearText(NoteText(s.notes[a].Markdown)), newNearText(NoteText(s.notes[b].Markdown))
		if l.A.Version == l.B.Version || nearlyCopies(ta, tb) || !s.rewordedPick(a, b, ta, tb) {
			continue
		}
		got = append(got, fmt.Sprintf("%s %v %s %v", l.A.Version, s.notes[a].PRs, l.B.Version, s.notes[b].PRs))
	}
	want := []string{
		"v1.25.0 [110652] v1.24.3 [110735]",  // wrong result length with --chunk-size and --selector
		"v1.25.0 [110791] v1.24.3 [111021]",  // kubeadm join: configurable KubernetesVersion not respected
		"v1.26.0 [112508] v1.24.6 [112535]",  // kubeadm preflight: RSA and ECDSA format keys
		"v1.26.0 [112427] v1.24.6 [112479]",  // Label section in vSphere e2e cloud provider configuration
		"v1.26.0 [112607] v1.24.8 [112920]",  // mount cleanup: only the plugin directory, not the kubelet root
		"v1.27.0 [115349] v1.24.11 [115457]", // Indexed Jobs' status updated only for new completed indexes
		"v1.27.0 [114923] v1.24.10 [115024]", // preemptor pod metadata left out of the event message
		"v1.27.0 [108095] v1.24.13 [116360]", // route controller updates routes when NodeIP changes
		"v1.27.0 [113742] v1.24.10 [114040]", // Winkernel proxier: TCP connection drops while scaling endpoints
		"v1.31.0 [124618] v1.30.2 [124848]",  // scheduling latency with many gated pods
		"v1.31.0 [124503] v1.30.1 [124570]",  // kubeadm upgrade preflight CreateJob: no schedulable nodes
		"v1.31.0 [125265] v1.30.2 [125286]",  // kubeadm: kubelet health check uses the configured healthz address
		"v1.31.0 [125429] v1.30.3 [125455]",  // Job SuccessCriteriaMet added regardless of the feature gate
	}
	if !slices.Equal(got, want) {
		t.Errorf("reworded picks:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
