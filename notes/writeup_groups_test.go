package notes_test

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"

	"github.com/kubechangelog/kubechangelog/i18n"
)

// groupOf renders a write-up, as CommonMark and as GFM, and returns the
// group a reader sees note under: the emphasised words that open the
// list item whose words hold note ("" when the item opens with none), and
// whether such an item was found. Both renderings must agree.
func groupOf(t *testing.T, src []byte, note string) (string, bool) {
	t.Helper()
	got := map[string]string{}
	found := false
	for name, md := range renderings {
		for _, it := range noteItems(md, src) {
			if !strings.Contains(inlineText(it, src), note) {
				continue
			}
			found = true
			got[name] = ""
			if p := it.FirstChild(); p != nil {
				if em, ok := p.FirstChild().(*ast.Emphasis); ok && em.Level == 1 {
					got[name] = inlineText(em, src)
				}
			}
			break
		}
	}
	if got["GFM"] != got["CommonMark"] {
		t.Errorf("%q: GFM reads the group %q, CommonMark %q", note, got["GFM"], got["CommonMark"])
	}
	return got["GFM"], found
}

// TestWriteUpNamesTheGroupOfASplitNote: the old layouts list notes under
// heading paths the kind does not tell ("#### Cluster federation" then
// "* Bug fixes:" in release-notes-1.7.md; "### kube-proxy" in 1.6's;
// "#### kubelet" under "### Node Components" in 1.8's). Split from them,
// "Allow disabling federation controllers through override args" stood
// under "Other notes" with nothing saying it is a bug fix, and "Fix issues
// related to the eviction manager" with nothing saying whose. The page
// shows the path over each card; the write-up opens each such note with
// it. A heading that names the write-up's SIG or the note's (1.12's "SIG
// CLI", 1.10's "Storage", 1.5's bold "Apps", 1.7's "Storage" over "Bug
// fixes") is words the group would delete: it goes. A
// note upstream listed under no such heading opens with none, also right
// after notes that do (1.18's "Other deprecations" after "#### kubelet:";
// in a comparison, v1.8.0's deprecations after v1.7.0's "DaemonSet").
// The plain Markdown export (-o markdown) reads the same words: without
// them, its "Other notes" said as little.
func TestWriteUpNamesTheGroupOfASplitNote(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct{ frag, note, group string }{
		{"version=v1.7.0&sig=multicluster", "Allow disabling federation controllers through override args", "Cluster federation / Bug fixes:"},
		{"version=v1.7.0&sig=multicluster", "Avoid panic if route53 fields are nil", "Cluster federation / Bug fixes:"},
		// "#### Storage" names the write-up's SIG: "Bug fixes" is left.
		{"version=v1.7.0&sig=storage", "Fix AWS EBS volumes not getting detached from node if routine to verify volumes are attached runs while the node is down", "Bug fixes:"},
		{"version=v1.7.0&sig=security", "Make gcp auth provider not to override the Auth header", "Bug fixes:"},
		{"version=v1.7.0", "Make gcp auth provider not to override the Auth header", "Bug fixes:"},    // labelled sig/security
		{"version=v1.7.0&sig=node", "Marks the Kubelet's", "Node Components / Changes/deprecations:"}, // a "/" of the heading's own
		{"version=v1.6.0&sig=network", "Better compat with very old iptables (e.g. CentOS 6)", "kube-proxy:"},
		{"version=v1.6.0&sig=network", "Bug fix. Incoming UDP packets not reach newly deployed services", "Service:"},
		{"version=v1.8.0&sig=node", "Fix issues related to the eviction manager.", "Node Components / kubelet:"},
		{"version=v1.8.0&sig=node", "cri-o: CRI implementation for OCI-based runtimes", "Node Components / Container Runtime Interface (CRI):"},
		{"version=v1.18.0&sig=node", "The k8s.io/node-api component is no longer updated", ""},
		{"lang=ja&from=v1.6.0&to=v1.8.0&sig=apps", "DaemonSet’s spec.templateGeneration has been deprecated.", "DaemonSet:"},
		{"lang=ja&from=v1.6.0&to=v1.8.0&sig=apps", "The batch/v2alpha1.ScheduledJob was removed.", ""},
		{"lang=ja&version=v1.7.0&sig=multicluster", "Avoid panic if route53 fields are nil", "Cluster federation / Bug fixes:"},
		// release-notes-1.9.md's "#### Other" under a SIG's heading says
		// nothing the kind heading does not: "*Other:*" over "Scheduler
		// cache ignores …" in "### Other notes" was words to delete.
		{"version=v1.9.0&sig=scheduling", "Scheduler cache ignores updates to an assumed pod", ""},
		{"version=v1.9.0&sig=node", "Fixed a performance issue", "Kubelet:"},
		{"version=v1.9.0&sig=scheduling", "Add ExtendedResourceToleration admission controller", "Hardware Accelerators:"},
		// Named by the SIG alone: none.
		{"version=v1.12.0&sig=cli", "The plugin mechanism functionality now closely follows the git plugin design", ""},
		{"version=v1.10.0&sig=storage", "Fixes CVE-2017-1002101", ""},
		{"version=v1.13.0&sig=windows", "are supported now on Windows nodes", ""},
		{"version=v1.5.0&sig=apps", "When replica sets cannot create pods", ""},
	} {
		st := mustState(t, c.frag)
		lang := i18n.EN
		if st.Lang == "ja" {
			lang = i18n.JA
		}
		res := s.Query(st)
		// The plain Markdown export of a SIG view opens the note with the
		// same words: it too is read away from the page's cards.
		for layout, src := range map[string][]byte{"write-up": []byte(s.WriteUp(res, lang)), "plain export": []byte(s.Markdown(res))} {
			got, found := groupOf(t, src, c.note)
			if !found {
				t.Errorf("%s, %s: no note holds %q", c.frag, layout, c.note)
				continue
			}
			if got != c.group {
				t.Errorf("%s, %s: %q opens with %q, want %q", c.frag, layout, c.note, got, c.group)
			}
		}
	}
}
