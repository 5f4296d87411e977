package changelog_test

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestCopiesShareTheirSIGs: the old layouts list a change under its kind
// and again under its SIG's heading, which alone labels it. Read from
// embed/data/release-notes: release-notes-1.12.md's "## API Changes" has
// "The RuntimeClass API has been added." (#67737), its "### SIG Node"
// "RuntimeClass is a new API resource …"; "## New Features" and "### SIG
// Node" both have the PodShareProcessNamespace note (#66507);
// release-notes-1.10.md's "Before Upgrading" has "The word “manifest” has
// been expunged from the Kubelet API." (#60314), its "### Node" the
// v1beta1 config note of the same pull request. The kind's copy had no SIG,
// so SIG Node's view and write-up lacked it.
func TestCopiesShareTheirSIGs(t *testing.T) {
	rels := shippedNotes(t, changelog.File{Name: "release-notes-1.12.md"}, changelog.File{Name: "release-notes-1.10.md"})
	for _, c := range []struct {
		pr   int
		kind parser.Kind
		want []string
	}{
		{67737, parser.KindAPIChange, []string{"node"}},
		{67518, parser.KindAPIChange, []string{"node"}},
		{66507, parser.KindFeature, []string{"node"}},
		{65357, parser.KindAPIChange, []string{"api-machinery"}},
		{60314, parser.KindUrgent, []string{"node"}},
	} {
		found := false
		for _, r := range rels {
			for _, n := range r.Notes {
				if slices.Equal(n.PRs, []int{c.pr}) && n.Kind == c.kind {
					found = true
					if !slices.Equal(n.SIGs, c.want) {
						t.Errorf("#%d under %s: SIGs %q, want %q", c.pr, c.kind, n.SIGs, c.want)
					}
				}
			}
		}
		if !found {
			t.Errorf("no note of #%d under %s", c.pr, c.kind)
		}
	}
}

// TestNoCopyWithoutItsSIGs: in no shipped release does a note lack SIGs
// while another note of its release citing the same pull requests, by the
// same authors or with none named on either, has some (the markdown and
// its JSON labels parsed together, as the bundle is).
func TestNoCopyWithoutItsSIGs(t *testing.T) {
	mds, err := filepath.Glob("../../embed/data/release-notes/*.md")
	if err != nil || len(mds) == 0 {
		t.Fatal("no shipped notes", err)
	}
	for _, md := range mds {
		files := []changelog.File{{Name: filepath.Base(md)}}
		if js := strings.TrimSuffix(md, ".md") + ".json"; exists(js) {
			files = append(files, changelog.File{Name: filepath.Base(js)})
		}
		for _, r := range shippedNotes(t, files...) {
			for _, n := range r.Notes {
				if len(n.SIGs) > 0 || len(n.PRs) == 0 {
					continue
				}
				for _, o := range r.Notes {
					if len(o.SIGs) > 0 && prSet(o.PRs) == prSet(n.PRs) && (len(o.Authors) == 0 || len(n.Authors) == 0 || slices.Equal(o.Authors, n.Authors)) {
						t.Errorf("%s %v (%s): no SIG, its copy (%s) has %q", r.Version, n.PRs, n.Kind, o.Kind, o.SIGs)
					}
				}
			}
		}
	}
}

// prSet is a key of the set of pull requests prs.
func prSet(prs []int) string {
	var b strings.Builder
	for _, pr := range slices.Compact(slices.Sorted(slices.Values(prs))) {
		b.WriteString(strconv.Itoa(pr) + ",")
	}
	return b.String()
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
