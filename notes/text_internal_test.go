package notes

import (
	"github.com/kubechangelog/kubechangelog/parser/changelog"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// trailerRE is the plain statement of what firstCitationCut strips (NoteText's
// first reading): a citation
// "([#1](…), …)" (or "([#1], …)" unlinked, or "(#1, @a)" plain) closing
// on the note's last line, then an optional "[SIG …]" or "Courtesy of
// SIG …". firstCitationCut is a faster scanner; this is its reference.
var trailerRE = regexp.MustCompile(`\s*\(\s*(\[#\d+\]\([^)]*\)[^\n]*?|\[#\d+\]([^(\n][^\n]*?)?|#\d+(, ?(#\d+|@[A-Za-z0-9_-]+))*)\)\s*(\[SIG [^\]]*\]|Courtesy of SIG [^\n]*)?\s*$`)

// TestNoteTextAgreesWithTheExpression checks firstCitationCut against trailerRE on
// every note of the shipped data. The data is parsed here because this
// package's own tests cannot import the embedded bundle (it imports notes).
func TestNoteTextAgreesWithTheExpression(t *testing.T) {
	var files []changelog.File
	for _, dir := range []string{"../embed/data/changelog", "../embed/data/release-notes"} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, changelog.File{Name: e.Name(), Data: b})
		}
	}
	rels, err := changelog.ParseFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range rels {
		for _, note := range r.Notes {
			n++
			want := strings.TrimSpace(trailerRE.ReplaceAllString(note.Markdown, ""))
			if got := firstCitationCut(note.Markdown); got != want {
				t.Errorf("%s: firstCitationCut\n%q\nthe expression gives\n%q", r.Version, got, want)
			}
		}
	}
	if n < 10000 {
		t.Errorf("only %d notes parsed", n)
	}
	t.Logf("%d notes agree", n)
}

// TestNoteTextOldTrailers: the trailers of old notes leave the shown text
// as the others do (real upstream lines).
func TestNoteTextOldTrailers(t *testing.T) {
	for md, want := range map[string]string{
		// 1.12's #68080
		"The --storage-versions flag of kube-apiserver is now deprecated. This flag should be omitted to ensure the default storage versions are used. Otherwise the cluster is not safe to upgrade to a version newer than 1.12. This flag will be removed in 1.13. ([#68080](https://github.com/kubernetes/kubernetes/pull/68080), [@caesarxuchao](https://github.com/caesarxuchao)) Courtesy of SIG API Machinery": "The --storage-versions flag of kube-apiserver is now deprecated. This flag should be omitted to ensure the default storage versions are used. Otherwise the cluster is not safe to upgrade to a version newer than 1.12. This flag will be removed in 1.13.",
		// 1.12's #67432
		"Volume dynamic provisioning scheduling has been moved to beta, which means that the DynamicProvisioningScheduling alpha feature gate has been removed but the VolumeScheduling beta feature gate is still required for this feature. ([#67432](https://github.com/kubernetes/kubernetes/pull/67432), [@lichuqiang](https://github.com/lichuqiang)) Courtesy of SIG Apps, SIG Architecture, SIG Storage, and SIG Testing": "Volume dynamic provisioning scheduling has been moved to beta, which means that the DynamicProvisioningScheduling alpha feature gate has been removed but the VolumeScheduling beta feature gate is still required for this feature.",
		// 1.6 and 1.7
		"kubelet exports metrics for cgroup management (#41988, @sjenning)":       "kubelet exports metrics for cgroup management",
		"Increase Dashboard's memory requests and limits (#44712, @maciaszczykm)": "Increase Dashboard's memory requests and limits",
		// 1.8
		"Advanced audit now correctly reports impersonated user info. ([#48184], [@CaoShuFeng](https://github.com/CaoShuFeng))": "Advanced audit now correctly reports impersonated user info.",
		// 1.23: a plain reference in the prose stays; the linked citation goes
		"A deprecation notice has been added when using the kube-proxy userspace proxier, which will be removed in v1.25. (#103860) ([#104631](https://github.com/kubernetes/kubernetes/pull/104631), [@perithompson](https://github.com/perithompson))": "A deprecation notice has been added when using the kube-proxy userspace proxier, which will be removed in v1.25. (#103860)",
		// 1.16: "(@login)" alone cites no pull request: not a citation
		"NFS Drivers are now enabled to collect metrics, StatFS metrics provider is used to collect the metrics. (@brahmaroutu)": "NFS Drivers are now enabled to collect metrics, StatFS metrics provider is used to collect the metrics. (@brahmaroutu)",
	} {
		if got := NoteText(md); got != want {
			t.Errorf("NoteText(%.60q…)\n got %q\nwant %q", md, got, want)
		}
	}
}

// TestNoteTextKeepsWordsAfterAReference: a note with a reference before
// more words, or two notes upstream ran together on one line, keeps every
// word but its last citation (real upstream lines). Before, the cards and
// the exports cut them at the reference.
func TestNoteTextKeepsWordsAfterAReference(t *testing.T) {
	for md, want := range map[string]string{
		// 1.25's #111691
		"Removed the recently re-introduced schedulability predicate ([#109706](https://github.com/kubernetes/kubernetes/pull/109706)) as to not have unschedulable nodes removed from load balancers back-end pools. ([#111691](https://github.com/kubernetes/kubernetes/pull/111691), [@alexanderConstantinescu](https://github.com/alexanderConstantinescu))": "Removed the recently re-introduced schedulability predicate ([#109706](https://github.com/kubernetes/kubernetes/pull/109706)) as to not have unschedulable nodes removed from load balancers back-end pools.",
		// 1.10: two notes on one line
		"Pod priority can be specified ins PodSpec even when the feature is disabled, but it will be effective only when the feature is enabled. ([#59291](https://github.com/kubernetes/kubernetes/pull/59291), [@bsalamat](https://github.com/bsalamat))* Add generic cache for Azure VMSS ([#59652](https://github.com/kubernetes/kubernetes/pull/59652), [@feiskyer](https://github.com/feiskyer))": "Pod priority can be specified ins PodSpec even when the feature is disabled, but it will be effective only when the feature is enabled. ([#59291](https://github.com/kubernetes/kubernetes/pull/59291), [@bsalamat](https://github.com/bsalamat))* Add generic cache for Azure VMSS",
		// a note with no such reference is cut as before (1.30's #123093)
		"Kubeadm: do not upload kubelet patch configuration into `kube-system/kubelet-config` ConfigMap ([#123093](https://github.com/kubernetes/kubernetes/pull/123093), [@SataQiu](https://github.com/SataQiu)) [SIG Cluster Lifecycle]": "Kubeadm: do not upload kubelet patch configuration into `kube-system/kubelet-config` ConfigMap",
	} {
		if got := NoteText(md); got != want {
			t.Errorf("NoteText(%.60q…)\n got %q\nwant %q", md, got, want)
		}
	}
}
