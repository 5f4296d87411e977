package notes_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
)

// otherRepoCitation is a citation upstream opens with another repository's
// issue or pull request, labelled "#N" and linked there: 1.8's
// "([#292](https://github.com/kubernetes/features/issues/292), [@feiskyer](…))",
// 1.24's "([#665](https://github.com/kubernetes-csi/external-snapshotter/pull/665), …".
var otherRepoCitation = regexp.MustCompile(`\(\[#(\d+)\]\(https://github\.com/([\w.-]+/[\w.-]+)/(?:pull|issues)/(\d+)\), \[@`)

// TestPlainCitationsNameTheirRepository: the plain export writes
// citations unlinked, and wrote these as upstream labels them, "(#292,
// @feiskyer)": read, or pasted into a GitHub issue of kubernetes/kubernetes
// (which links "#292" to its own #292, a 2014 pull request), the
// reference names another change than upstream's. Written "owner/repo#N",
// as GitHub writes a reference to another repository, it reads and links
// as upstream meant. The write-up links them, and keeps upstream's label.
// Every shipped note with such a citation (1.7's node-problem-detector
// pull requests, 1.8's kubernetes/features issues, 1.24's #665), in its
// release's plain export and write-up.
func TestPlainCitationsNameTheirRepository(t *testing.T) {
	s := shipped(t)
	checked := 0
	for _, rel := range s.Releases() {
		var plain, writeUp string
		for _, n := range rel.Notes {
			for _, m := range otherRepoCitation.FindAllStringSubmatch(n.Markdown, -1) {
				num, repo := m[1], m[2]
				if m[3] != num || repo == "kubernetes/kubernetes" {
					continue
				}
				if plain == "" {
					res := s.Query(mustState(t, "version="+rel.Version+"&copies=all"))
					plain, writeUp = s.Markdown(res), s.WriteUp(res, i18n.EN)
				}
				checked++
				// A citation the text keeps (1.7's sub-items, 1.8's
				// kubeadm notes) stays upstream's link in both layouts.
				linked := "([#" + num + "](https://github.com/" + repo + "/"
				if !strings.Contains(plain, "("+repo+"#"+num+", @") && !strings.Contains(plain, linked) {
					t.Errorf("%s: the plain export does not cite %s#%s as %q", rel.Version, repo, num, "("+repo+"#"+num+", @…")
				}
				if strings.Contains(plain, "(#"+num+", @") {
					t.Errorf("%s: the plain export cites %s#%s as %q, which names kubernetes/kubernetes#%s", rel.Version, repo, num, "(#"+num+", @…", num)
				}
				if !strings.Contains(writeUp, linked) {
					t.Errorf("%s: the write-up does not cite %s#%s linked as upstream labels it", rel.Version, repo, num)
				}
			}
		}
	}
	if checked < 15 {
		t.Errorf("%d citations of another repository's issue checked, want the 17 of 1.7, 1.8 and 1.24", checked)
	}
}
