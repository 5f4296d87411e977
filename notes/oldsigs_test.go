package notes_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestWriteUpOfComponentHeadings: old releases file their notes under
// component headings and label none of them, so a SIG's write-up of
// them was nearly empty (v1.6.0 × SIG Node showed 1 note). Each note is
// now in the write-up of the SIG that owns its component: 1.6's "### Node
// Components" notes (under "Changes to Major Components", and below its
// "#### Bug fixes") in SIG Node's, 1.13's "- kubeadm" deprecations in SIG
// Cluster Lifecycle's.
func TestWriteUpOfComponentHeadings(t *testing.T) {
	s := shipped(t)
	writeUp := func(frag string) (string, int) {
		st, err := notes.ParseFragment(frag)
		if err != nil {
			t.Fatal(err)
		}
		res := s.Query(st)
		return s.WriteUp(res, i18n.EN), res.Total()
	}
	for _, c := range []struct {
		frag string
		min  int      // at least this many notes
		want []string // items of the upstream section, in its words
	}{
		// release-notes-1.6.md has 30 entries under its three "### Node
		// Components" headings (and their "####" sub-headings); one more
		// note was SIG Node's before.
		{"version=v1.6.0&sig=node", 31, []string{
			"Kubelet config should ignore file start with dots.",        // #39196, "### Node Components"
			"Bump GCI to gci-stable-56-9000-84-2.",                      // #41819
			"Add image cache to fix the issue where kubelet hands when", // #38375, its "#### Bug fixes"
			"Init containers have graduated to GA",                      // Notable Features → Node Components
		}},
		{"version=v1.6.0&sig=cluster-lifecycle", 5, []string{
			"The kubelet API is now secured, only cluster admins are allowed to access it.", // "### kubeadm"
		}},
		{"version=v1.13.0&sig=cluster-lifecycle", 1, []string{
			"[#69617](https://github.com/kubernetes/kubernetes/pull/69617)", // Deprecations → "- kubeadm"
		}},
	} {
		w, n := writeUp(c.frag)
		if n < c.min {
			t.Errorf("%s: %d notes, want at least %d", c.frag, n, c.min)
		}
		for _, item := range c.want {
			if !strings.Contains(w, item) {
				t.Errorf("%s: the write-up lacks %q", c.frag, item)
			}
		}
	}
}
