package changelog

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/parser"
)

// Label is what the structured release notes (release-notes-1.NN.json) say
// about one pull request.
type Label struct {
	SIGs           []string `json:"sigs,omitempty"`
	Kinds          []string `json:"kinds,omitempty"`
	Areas          []string `json:"areas,omitempty"`
	Author         string   `json:"author,omitempty"`
	ActionRequired bool     `json:"action_required,omitempty"`
	DoNotPublish   bool     `json:"do_not_publish,omitempty"`
}

// Labels maps pull-request numbers to their labels.
type Labels map[int]Label

// jsonNote is the part of an upstream JSON entry this package reads.
type jsonNote struct {
	Author         string   `json:"author"`
	PRNumber       int      `json:"pr_number"`
	SIGs           []string `json:"sigs"`
	Kinds          []string `json:"kinds"`
	Areas          []string `json:"areas"`
	ActionRequired bool     `json:"action_required"`
	DoNotPublish   bool     `json:"do_not_publish"`
}

// ParseLabels reads a release-notes-1.NN.json file: a map keyed by PR number.
func ParseLabels(src []byte, name string) (Labels, error) {
	base := parser.FileLabel(name)
	var raw map[string]jsonNote
	if err := json.Unmarshal(src, &raw); err != nil {
		return nil, &parser.FileError{Name: base, Err: parser.ErrLabels, Detail: err.Error()}
	}
	ls := make(Labels, len(raw))
	for key, n := range raw {
		pr := n.PRNumber
		if pr <= 0 {
			var err error
			if pr, err = strconv.Atoi(key); err != nil || pr <= 0 {
				return nil, &parser.FileError{Name: base, Err: parser.ErrLabels, Detail: fmt.Sprintf("entry %q has no pull-request number", key)}
			}
		}
		ls[pr] = Label{
			SIGs:           sortedSet(nil, n.SIGs),
			Kinds:          sortedSet(nil, n.Kinds),
			Areas:          sortedSet(nil, n.Areas),
			Author:         n.Author,
			ActionRequired: n.ActionRequired,
			DoNotPublish:   n.DoNotPublish,
		}
	}
	return ls, nil
}

// Apply adds the labels of each note's pull requests to the note: SIGs and
// areas are unioned with what the markdown said (never removed),
// action_required is or-ed in, and the author fills an empty author list.
func (l Labels) Apply(rels []parser.Release) {
	for i := range rels {
		notes := rels[i].Notes
		for j := range notes {
			n := &notes[j]
			for _, pr := range n.PRs {
				lb, ok := l[pr]
				if !ok {
					continue
				}
				n.SIGs = sortedSet(n.SIGs, lb.SIGs)
				n.Areas = sortedSet(n.Areas, lb.Areas)
				n.ActionRequired = n.ActionRequired || lb.ActionRequired
				if len(n.Authors) == 0 && lb.Author != "" {
					n.Authors = append(n.Authors, lb.Author)
				}
			}
		}
	}
}

// sortedSet returns the sorted, deduplicated union of a and b, never nil.
func sortedSet(a, b []string) []string {
	if len(b) == 0 {
		if a == nil {
			return []string{}
		}
		return a
	}
	out := make([]string, 0, len(a)+len(b))
	out = append(out, a...)
	for _, s := range b {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// sigSlugs maps normalised SIG names (see normalizeName) to the slugs of
// Kubernetes' sig/ labels, including the names old notes used for them.
var sigSlugs = map[string]string{
	"api machinery":          "api-machinery",
	"apimachinery":           "api-machinery",
	"apps":                   "apps",
	"architecture":           "architecture",
	"auth":                   "auth",
	"autoscaling":            "autoscaling",
	"cli":                    "cli",
	"cloud provider":         "cloud-provider",
	"cluster lifecycle":      "cluster-lifecycle",
	"lifecycle":              "cluster-lifecycle",
	"contributor experience": "contributor-experience",
	"contribex":              "contributor-experience",
	"docs":                   "docs",
	"etcd":                   "etcd",
	"instrumentation":        "instrumentation",
	"k8s infra":              "k8s-infra",
	"multicluster":           "multicluster",
	"multi cluster":          "multicluster",
	"federation":             "multicluster", // renamed SIG Multicluster in 2017
	"cluster federation":     "multicluster",
	"network":                "network",
	"networking":             "network",
	"node":                   "node",
	"release":                "release",
	"scalability":            "scalability",
	"scheduling":             "scheduling",
	"security":               "security",
	"storage":                "storage",
	"testing":                "testing",
	"ui":                     "ui",
	"windows":                "windows",
	// SIGs since retired, still real sig/ labels of their time.
	"big data":        "big-data",
	"service catalog": "service-catalog",
	"cluster ops":     "cluster-ops",
}

// areaSlugs maps headings of old layouts that name a cloud provider or a
// component (not a SIG) to the area/ label slug Kubernetes uses.
var areaSlugs = map[string]string{
	"aws":                     "provider/aws",
	"azure":                   "provider/azure",
	"gcp":                     "provider/gcp",
	"gce":                     "provider/gcp",
	"gke":                     "provider/gcp",
	"openstack":               "provider/openstack",
	"vmware":                  "provider/vmware",
	"vsphere":                 "provider/vmware",
	"ibmcloud":                "provider/ibmcloud",
	"ibm cloud":               "provider/ibmcloud",
	"kubeadm":                 "kubeadm",
	"kubectl":                 "kubectl",
	"kubelet":                 "kubelet",
	"kube proxy":              "kube-proxy",
	"kube apiserver":          "apiserver",
	"api server":              "apiserver",
	"kube scheduler":          "kube-scheduler",
	"scheduler":               "kube-scheduler",
	"kube controller manager": "kube-controller-manager",
	"client go":               "client-libraries",
	"kube dns":                "dns",
	"coredns":                 "dns",
}

// SIGSlug returns the sig/ label slug of a SIG name as release notes write
// it ("API Machinery", "SIG Node", "SIG-cluster-lifecycle", "Multi-cluster
// (formerly known as SIG Federation)"), or "" when the name is not a SIG:
// providers and components are not SIGs, and no slug is made up.
func SIGSlug(name string) string {
	return sigSlugs[normalizeName(name)]
}

// areaSlug returns the area/ label slug a heading names, or "".
func areaSlug(name string) string {
	return areaSlugs[normalizeName(name)]
}

// normalizeName lower-cases a heading or label name and strips what old
// notes decorate names with: emphasis, a trailing colon, a "SIG" prefix and
// a parenthetical ("kubectl (CLI)" → "kubectl"); "-" and "_" become spaces.
func normalizeName(s string) string {
	s = strings.ToLower(strings.TrimSpace(stripEmphasis(s)))
	if i := strings.IndexByte(s, '('); i > 0 {
		s = s[:i]
	}
	s = strings.TrimRight(strings.TrimSpace(s), ":.")
	s = dashReplacer.Replace(s)
	s = strings.Join(strings.Fields(s), " ")
	if rest, ok := strings.CutPrefix(s, "sig "); ok {
		s = rest
	}
	return s
}

// stripEmphasis drops the "*" and "`" old headings wrap names in.
func stripEmphasis(s string) string {
	if !strings.ContainsAny(s, "*`") {
		return s
	}
	return emphasisReplacer.Replace(s)
}

var (
	dashReplacer     = strings.NewReplacer("-", " ", "_", " ")
	emphasisReplacer = strings.NewReplacer("*", "", "`", "")
)
