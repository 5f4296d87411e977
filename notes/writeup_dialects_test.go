package notes_test

import (
	"maps"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"

	"github.com/kubechangelog/kubechangelog/i18n"
)

// A study group pastes its write-up into a GitHub issue (GitHub Flavored
// Markdown) or a wiki or site generator that reads CommonMark. GFM links a
// bare address, CommonMark does not: the same document read "See
// https://kubernetes.io/docs/…" linked in one and as text in the other,
// "debian-base@v2.1.2" as a link to mail someone at "v2.1.2", and 1.16's
// "…/custom-resource-definitions/&#35;specifying-a-structural-schema" as
// a link to "&#35;…", which leads nowhere.

// TestExportsRenderAlikeInBothDialects: both Markdown layouts of every
// shipped release render to the same HTML as CommonMark and as GFM.
func TestExportsRenderAlikeInBothDialects(t *testing.T) {
	s := shipped(t)
	bad := 0
	for _, rel := range s.Releases() {
		res := s.Query(mustState(t, "version="+rel.Version))
		for layout, doc := range map[string]string{"write-up": s.WriteUp(res, i18n.EN), "plain export": s.Markdown(res)} {
			var cm, gfm strings.Builder
			if err := renderings["CommonMark"].Convert([]byte(doc), &cm); err != nil {
				t.Fatal(err)
			}
			if err := renderings["GFM"].Convert([]byte(doc), &gfm); err != nil {
				t.Fatal(err)
			}
			if a, b := cm.String(), gfm.String(); a != b {
				if bad++; bad <= 10 {
					t.Errorf("%s, %s: CommonMark and GFM differ: %s", rel.Version, layout, firstDifference(a, b))
				}
			}
		}
	}
	if bad > 10 {
		t.Errorf("and %d more", bad-10)
	}
}

// firstDifference shows the line where a and b first differ, in both.
func firstDifference(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return "\n  CommonMark: " + la[i] + "\n  GFM:        " + lb[i]
		}
	}
	return "in length"
}

// TestExportsLinkBareAddresses: a bare address in a note's text is a link
// in both dialects, to the address upstream wrote (CHANGELOG-1.26.md,
// release-notes-1.16.md, -1.31.md, -1.12.md), the sentence's punctuation
// after it left out; a version pin is no link and reads as upstream wrote
// it (release-notes-1.19.md).
func TestExportsLinkBareAddresses(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		frag  string
		links map[string]string // link text → address; every link but the citation's
		html  string            // in the rendered HTML
	}{
		{"version=v1.26.0&q=pr:111973", map[string]string{
			"https://kubernetes.io/docs/reference/using-api/deprecation-guide/#v1-26": "https://kubernetes.io/docs/reference/using-api/deprecation-guide/#v1-26",
		}, `See <a href="https://kubernetes.io/docs/reference/using-api/deprecation-guide/#v1-26">https://kubernetes.io/docs/reference/using-api/deprecation-guide/#v1-26</a> for more information.`},
		{"version=v1.16.0&q=pr:81872", map[string]string{
			"https://kubernetes.io/docs/tasks/access-kubernetes-api/custom-resources/custom-resource-definitions/#specifying-a-structural-schema": "https://kubernetes.io/docs/tasks/access-kubernetes-api/custom-resources/custom-resource-definitions/#specifying-a-structural-schema",
		}, `/custom-resource-definitions/#specifying-a-structural-schema</a> for details.`},
		{"version=v1.31.0&q=pr:124544", map[string]string{
			"https://github.com/ceph/ceph-csi/": "https://github.com/ceph/ceph-csi/",
		}, `Alternative is to use CephFS CSI driver (<a href="https://github.com/ceph/ceph-csi/">https://github.com/ceph/ceph-csi/</a>) in your Kubernetes Cluster.`},
		{"version=v1.12.0&q=pr:65857", map[string]string{
			"https://github.com/kubernetes/autoscaler/releases/tag/cluster-autoscaler-1.3.1-beta.1": "https://github.com/kubernetes/autoscaler/releases/tag/cluster-autoscaler-1.3.1-beta.1",
		}, `Release notes: <a href="https://github.com/kubernetes/autoscaler/releases/tag/cluster-autoscaler-1.3.1-beta.1">https://github.com/kubernetes/autoscaler/releases/tag/cluster-autoscaler-1.3.1-beta.1</a> (`},
		{"version=v1.19.0&q=pr:93667", map[string]string{}, "Build: Update to debian-base@v2.1.2 and debian-iptables@v12.1.1 ("},
		{"version=v1.19.0&q=pr:93088", map[string]string{}, "<li>bazelbuild/bazel-toolchains@3.3.2</li>\n<li>bazelbuild/rules_go@v0.22.7</li>"},
	} {
		res := s.Query(mustState(t, c.frag))
		if res.Total() != 1 {
			t.Fatalf("%s: %d notes, want 1", c.frag, res.Total())
		}
		for layout, src := range map[string][]byte{"write-up": []byte(s.WriteUp(res, i18n.EN)), "plain export": []byte(s.Markdown(res))} {
			for name, md := range renderings {
				items := noteItems(md, src)
				if len(items) != 1 {
					t.Fatalf("%s, %s, %s: %d items", c.frag, layout, name, len(items))
				}
				got := map[string]string{}
				_ = ast.Walk(items[0], func(x ast.Node, entering bool) (ast.WalkStatus, error) {
					if !entering {
						return ast.WalkContinue, nil
					}
					switch l := x.(type) {
					case *ast.Link:
						if d := string(l.Destination); !strings.HasPrefix(d, "https://github.com/kubernetes/kubernetes/pull/") && d != "https://github.com/"+strings.TrimPrefix(inlineText(l, src), "@") {
							got[inlineText(l, src)] = d
						}
					case *ast.AutoLink:
						got[string(l.Label(src))] = string(l.URL(src))
					}
					return ast.WalkContinue, nil
				})
				if !maps.Equal(got, c.links) {
					t.Errorf("%s, %s, %s: links %q, want %q", c.frag, layout, name, got, c.links)
				}
				var html strings.Builder
				if err := md.Convert(src, &html); err != nil {
					t.Fatal(err)
				}
				if h := html.String(); !strings.Contains(h, c.html) {
					t.Errorf("%s, %s, %s: the rendered note lacks %q:\n%s", c.frag, layout, name, c.html, h)
				}
			}
		}
	}
}
