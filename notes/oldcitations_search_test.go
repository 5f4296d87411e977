package notes_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestSearchFindsOldCitations: what a person looking up an old change
// sees, in the shipped notes. 1.12's #68984 and 1.18's #75535, whose
// trailers link the pull request as an issue, are found by "#N" and by
// "pr:N"; 1.12's "[#66045](…/pull/6605)" is found as #66045 and #6605
// finds nothing; 1.10's @wwwtyro, whose author link upstream broke, is
// found by "author:wwwtyro"; 1.10's "Add generic cache for Azure VMSS",
// run into the entry before it upstream, is one note of its own.
func TestSearchFindsOldCitations(t *testing.T) {
	s := shipped(t)
	search := func(frag string) []string {
		t.Helper()
		st, err := notes.ParseFragment(frag)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, id := range s.Query(st).IDs {
			out = append(out, s.Note(id).Markdown)
		}
		return out
	}
	for _, c := range []struct{ frag, holds string }{
		{"q=%2368984", "where pods might schedule on an unschedulable node"},
		{"q=pr:68984", "where pods might schedule on an unschedulable node"},
		{"q=%2375535", "kubelet will no longer create the CSI NodePublishVolume target directory"},
		{"q=pr:66045", "The Azure load balancer idle connection timeout"},
		{"version=v1.10.0&q=author:wwwtyro+addon+optional", "Makes the kube-dns addon optional"},
	} {
		got := search(c.frag)
		if len(got) != 1 || !strings.Contains(got[0], c.holds) {
			t.Errorf("%s: %d notes %q; want the one holding %q", c.frag, len(got), got, c.holds)
		}
	}
	if got := search("q=pr:6605"); len(got) != 0 {
		t.Errorf("pr:6605 finds %q", got)
	}
	got := search("q=pr:59652")
	if len(got) != 1 || !strings.HasPrefix(got[0], "Add generic cache for Azure VMSS (") || strings.Contains(got[0], "59291") {
		t.Errorf("pr:59652: %q", got)
	}
}

// TestWindowsWriteUpKeepsItsIntroduction: SIG Windows' write-up of
// v1.14.0 carries the text upstream wrote under "### Windows" before its
// entries (the GMSA paragraph), in its Major Themes; SIG Node's does not.
func TestWindowsWriteUpKeepsItsIntroduction(t *testing.T) {
	s := shipped(t)
	const gmsa = "Support for Group Managed Service Accounts (GMSA) for Windows containers in Kubernetes."
	for sig, want := range map[string]bool{"windows": true, "node": false} {
		st, err := notes.ParseFragment("version=v1.14.0&sig=" + sig)
		if err != nil {
			t.Fatal(err)
		}
		w := s.WriteUp(s.Query(st), i18n.EN)
		if got := strings.Count(w, gmsa); got != map[bool]int{true: 1, false: 0}[want] {
			t.Errorf("v1.14.0 × SIG %s: the write-up has the GMSA paragraph %d times", sig, got)
		}
		if want && !slices.ContainsFunc(strings.Split(w, "\n"), func(l string) bool { return strings.HasPrefix(l, "## ") && strings.Contains(l, notes.ContextThemes) }) {
			t.Errorf("v1.14.0 × SIG Windows: no Major Themes heading:\n%s", w)
		}
	}
}
