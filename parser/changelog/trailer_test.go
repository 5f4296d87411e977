package changelog

import (
	"reflect"
	"testing"
)

func TestParseTrailer(t *testing.T) {
	for _, c := range []struct {
		md      string
		prs     []int
		authors []string
		sigs    []string
	}{
		{ // a real v1.30.3 entry
			"Kubernetes is now built with go 1.22.5 ([#125895](https://github.com/kubernetes/kubernetes/pull/125895), [@cpanato](https://github.com/cpanato)) [SIG Release and Testing]",
			[]int{125895}, []string{"cpanato"}, []string{"release", "testing"},
		},
		{ // several PRs, a SIG list with commas, author without "@"
			"Fix ([#1](https://github.com/kubernetes/kubernetes/pull/1), [#22](https://github.com/kubernetes/kubernetes/pull/22), [dims](https://github.com/dims)) [SIG API Machinery, Node and Testing]",
			[]int{1, 22}, []string{"dims"}, []string{"api-machinery", "node", "testing"},
		},
		{ // 1.18's typo: the URL wins; no space before the SIG list
			"Update golang.org/x/crypto ([#8838](https://github.com/kubernetes/kubernetes/pull/88381), [@BenTheElder](https://github.com/BenTheElder))[SIG Cluster Lifecycle]",
			[]int{88381}, []string{"BenTheElder"}, []string{"cluster-lifecycle"},
		},
		{ // no citation; links that are not citations
			"See [SIG Node](https://github.com/kubernetes/community) and [kep](https://github.com/kubernetes/enhancements/issues/1) and [x](https://github.com/y)",
			nil, nil, nil,
		},
	} {
		got := parseTrailer(c.md)
		if !reflect.DeepEqual(got.prs, c.prs) || !reflect.DeepEqual(got.authors, c.authors) || !reflect.DeepEqual(got.sigs, c.sigs) {
			t.Errorf("%q:\n got %v %v %v\nwant %v %v %v", c.md, got.prs, got.authors, got.sigs, c.prs, c.authors, c.sigs)
		}
	}
}

func TestParseModuleLine(t *testing.T) {
	for in, want := range map[string][3]string{
		"github.com/x448/float16: [v0.8.4](https://github.com/x448/float16/tree/v0.8.4)": {"github.com/x448/float16", "", "v0.8.4"},
		"k8s.io/gengo/v2: 51d4e06": {"k8s.io/gengo/v2", "", "51d4e06"},
		"github.com/go-logr/logr: [v1.3.0 → v1.4.1](https://github.com/go-logr/logr/compare/v1.3.0...v1.4.1)": {"github.com/go-logr/logr", "v1.3.0", "v1.4.1"},
		"go.uber.org/zap: v1.19.0 → v1.26.0": {"go.uber.org/zap", "v1.19.0", "v1.26.0"},
	} {
		m, f, to, ok := parseModuleLine(in)
		if !ok || [3]string{m, f, to} != want {
			t.Errorf("%q: %q %q %q %v", in, m, f, to, ok)
		}
	}
	for _, in := range []string{"etcd has been updated to v3.3.15 ([#82199](https://github.com/kubernetes/kubernetes/pull/82199))", "Update CNI version to v0.8.5", "_Nothing has changed._"} {
		if _, _, _, ok := parseModuleLine(in); ok {
			t.Errorf("%q parsed as a module", in)
		}
	}
}
