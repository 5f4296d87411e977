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
		{ // 1.12's #68080: the SIGs follow as "Courtesy of SIG …"
			"The --storage-versions flag of kube-apiserver is now deprecated. This flag should be omitted to ensure the default storage versions are used. Otherwise the cluster is not safe to upgrade to a version newer than 1.12. This flag will be removed in 1.13. ([#68080](https://github.com/kubernetes/kubernetes/pull/68080), [@caesarxuchao](https://github.com/caesarxuchao)) Courtesy of SIG API Machinery",
			[]int{68080}, []string{"caesarxuchao"}, []string{"api-machinery"},
		},
		{ // 1.12's #67432: four SIGs, the last after "and"
			"Volume dynamic provisioning scheduling has been moved to beta, which means that the DynamicProvisioningScheduling alpha feature gate has been removed but the VolumeScheduling beta feature gate is still required for this feature. ([#67432](https://github.com/kubernetes/kubernetes/pull/67432), [@lichuqiang](https://github.com/lichuqiang)) Courtesy of SIG Apps, SIG Architecture, SIG Storage, and SIG Testing",
			[]int{67432}, []string{"lichuqiang"}, []string{"apps", "architecture", "storage", "testing"},
		},
		{ // 1.12's #67984: a SIG since retired is slugged as its label was
			"Azure cloud provider now supports unmanaged nodes (such as on-prem) that are labeled with `kubernetes.azure.com/managed=false` and `alpha.service-controller.kubernetes.io/exclude-balancer=true` ([#67984](https://github.com/kubernetes/kubernetes/pull/67984), [@feiskyer](https://github.com/feiskyer)) Courtesy of SIG Azure, and SIG Cloud Provider",
			[]int{67984}, []string{"feiskyer"}, []string{"azure", "cloud-provider"},
		},
		{ // 1.6: a plain citation, nothing linked
			"kubelet exports metrics for cgroup management (#41988, @sjenning)",
			[]int{41988}, []string{"sjenning"}, nil,
		},
		{ // 1.9: a space inside the author's link text
			"The deprecated options `--portal-net` and `--service-node-ports` for the API server are removed. ([#52547](https://github.com/kubernetes/kubernetes/pull/52547),[ @xiangpengzhao](https://github.com/xiangpengzhao))",
			[]int{52547}, []string{"xiangpengzhao"}, nil,
		},
		{ // 1.8: the pull request unlinked
			"Advanced audit now correctly reports impersonated user info. ([#48184], [@CaoShuFeng](https://github.com/CaoShuFeng))",
			[]int{48184}, []string{"CaoShuFeng"}, nil,
		},
		{ // 1.8: the author unlinked
			"Add support in Kubelet to consume container metrics via CRI. [@yguo0905]",
			nil, []string{"yguo0905"}, nil,
		},
		{ // 1.10: the link's target is a link
			"Add AzureDisk support for vmss nodes. ([#59716]([https://github.com/kubernetes/kubernetes/pull/59716](https://github.com/kubernetes/kubernetes/pull/59716)), [@feiskyer](https://github.com/feiskyer))",
			[]int{59716}, []string{"feiskyer"}, nil,
		},
		{ // 1.21: beside a linked citation, a plain one is the prose's
			// reference to the change cherry-picked, not this note's PR
			"Fixed a bug that causes smaller number of conntrack-max being used under CPU static policy. (#99225, @xh4n3) ([#99613](https://github.com/kubernetes/kubernetes/pull/99613), [@xh4n3](https://github.com/xh4n3)) [SIG Network]",
			[]int{99613}, []string{"xh4n3"}, []string{"network"},
		},
		{ // 1.18: "@login" in parentheses without a pull request is no citation
			"Bug fixes: Make sure we include latest packages node &#35;351 (@caseydavenport) ([#84163](https://github.com/kubernetes/kubernetes/pull/84163), [@david-tigera](https://github.com/david-tigera)) [SIG Cluster Lifecycle]",
			[]int{84163}, []string{"david-tigera"}, []string{"cluster-lifecycle"},
		},
		{ // 1.10: the author's link target is a link, a space after it
			"Makes the kube-dns addon optional so that users can deploy their own DNS solution. ([#57113](https://github.com/kubernetes/kubernetes/pull/57113), [@wwwtyro]([https://github.com/wwwtyro](https://github.com/wwwtyro) ))",
			[]int{57113}, []string{"wwwtyro"}, nil,
		},
		{ // 1.12: the trailer links its pull request as an issue
			"Fixes issue [#68899](https://github.com/kubernetes/kubernetes/issues/68899) where pods might schedule on an unschedulable node. ([#68984](https://github.com/kubernetes/kubernetes/issues/68984), [@k82cn](https://github.com/k82cn))",
			[]int{68984}, []string{"k82cn"}, nil,
		},
		{ // 1.10: a Known Issue's issue link is no citation
			"Some users, especially those with very large clusters, may see higher memory usage by the kube-controller-manager in 1.10. ([#61041](https://github.com/kubernetes/kubernetes/issues/61041))",
			nil, nil, nil,
		},
		{ // no citation; links that are not citations
			"See [SIG Node](https://github.com/kubernetes/community) and [kep](https://github.com/kubernetes/enhancements/issues/1) and [x](https://github.com/y)",
			nil, nil, nil,
		},
	} {
		got := parseTrailer(c.md, nil)
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
