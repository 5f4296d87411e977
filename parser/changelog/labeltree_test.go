package changelog

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// TestLabelTreesAreNotes: 1.7's kubectl (CLI) "Features" (34 pull
// requests, with "New commands", "Plugins" and "Bug fixes" nested under
// it, and items upstream indented with tabs) and Node Components'
// "Features" and "Bug fixes" were each one note. Each cited item is a
// note of its own, its section the labels above it, its kind the nearest
// label's; a citation upstream put on an item of its own ("*
// ([#41813](…))") finishes the item before it. Checked on every shipped
// file: no note is a kind label above a list any more.
func TestLabelTreesAreNotes(t *testing.T) {
	rels := mustParse(t, "release-notes/release-notes-1.7.md")
	notes := rels[0].Notes
	for _, n := range notes {
		if (strings.HasPrefix(n.Section, "kubectl (CLI)") || strings.HasPrefix(n.Section, "Node Components") ||
			strings.HasPrefix(n.Section, "Cluster federation")) && len(n.PRs) > 3 {
			t.Errorf("1.7 %q: one note cites %d pull requests: %.80q", n.Section, len(n.PRs), n.Markdown)
		}
	}
	for _, c := range []struct {
		pr      int
		section string
		kind    parser.Kind
		sig     string
		starts  string
	}{
		{44282, "kubectl (CLI) / Features", parser.KindFeature, "cli", "`kubectl logs` supports specifying a container name"},
		{41813, "kubectl (CLI) / Features", parser.KindFeature, "cli", "`kubectl logs` and `kubectl attach` support specifying a wait timeout"},
		{46114, "kubectl (CLI) / Features / New commands", parser.KindFeature, "cli", "Add `kubectl config rename-context`"},
		{45981, "kubectl (CLI) / Features / Plugins", parser.KindFeature, "cli", "Added support for a hierarchy of kubectl plugins"},
		{38882, "kubectl (CLI) / Features / Enhancement", parser.KindFeature, "cli", "`kubectl create configmap` has a new option"},
		{43469, "kubectl (CLI) / Features / Bug fixes", parser.KindBug, "cli", "Fix some false negatives"},
		{44230, "Node Components / Features", parser.KindFeature, "node", "Removes the deprecated kubelet flag `--babysit-daemons`"},
		{41912, "Node Components / Features", parser.KindFeature, "node", "With `--feature-gates=RotateKubeletClientCertificate=true` set"},
		{40432, "Node Components / Bug fixes", parser.KindBug, "node", "Changed Kubelet default image-gc-high-threshold"},
		{41849, "Cluster federation / Features", parser.KindFeature, "multicluster", "Prints out status updates when running `kubefed init`"},
	} {
		var got []parser.Note
		for _, n := range notes {
			if slices.Contains(n.PRs, c.pr) && strings.HasPrefix(n.Section, strings.Fields(c.section)[0]) {
				got = append(got, n)
			}
		}
		if len(got) != 1 {
			t.Errorf("1.7 #%d: %d notes under %q, want 1", c.pr, len(got), c.section)
			continue
		}
		n := got[0]
		if n.Section != c.section || n.Kind != c.kind || !slices.Contains(n.SIGs, c.sig) ||
			!strings.HasPrefix(n.Markdown, c.starts) || !slices.Equal(n.PRs, []int{c.pr}) {
			t.Errorf("1.7 #%d: section %q kind %q SIGs %v PRs %v text %.70q; want %q, %q, %s, [%d], %q…",
				c.pr, n.Section, n.Kind, n.SIGs, n.PRs, n.Markdown, c.section, c.kind, c.sig, c.pr, c.starts)
		}
	}
	// A cited item's own uncited points stay in it: Juju's "Add
	// Kubernetes 1.6 support to Juju charms" lists the ten changes.
	for _, n := range notes {
		if slices.Equal(n.PRs, []int{44500}) && !strings.Contains(n.Markdown, "Update Juju charms to use snaps") {
			t.Errorf("1.7 #44500 lost its points: %.200q", n.Markdown)
		}
	}

	files, err := filepath.Glob(filepath.Join(dataDir, "*", "*.md"))
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	for _, f := range files {
		base := filepath.Base(f)
		rs, err := Parse(readData(t, filepath.Join(filepath.Base(filepath.Dir(f)), base)), base)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			for _, n := range r.Notes {
				first, rest, ok := strings.Cut(n.Markdown, "\n")
				rest = strings.TrimLeft(rest, "\n")
				if ok && labelKinds[normalizeName(first)] != "" && (strings.HasPrefix(rest, "* ") || strings.HasPrefix(rest, "- ")) && len(n.PRs) > 1 {
					t.Errorf("%s %s: a label group read whole: %.80q (%d PRs)", base, r.Version, n.Markdown, len(n.PRs))
				}
			}
		}
	}
}
