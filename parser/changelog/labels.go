package changelog

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

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
	Author         string    `json:"author"`
	PRNumber       int       `json:"pr_number"`
	SIGs           labelList `json:"sigs"`
	Kinds          labelList `json:"kinds"`
	Areas          labelList `json:"areas"`
	ActionRequired bool      `json:"action_required"`
	DoNotPublish   bool      `json:"do_not_publish"`
}

// ParseLabels reads a release-notes-1.NN.json file: a map keyed by PR number.
// Two entries of one pull request (two keys, one pr_number) are merged, so
// the result does not depend on the map's order. What no real entry holds
// is left out rather than trusted: a SIG or area list longer than maxLent
// (see Apply), names with invisible or control characters are cleaned
// (cleanName), and an author that is not a GitHub login is dropped.
//
// The file is read as a notes file is (decodeEntries): a key, an entry or
// a count of entries no release-notes file has is refused after reading
// only so far, not decoded whole.
func ParseLabels(src []byte, name string) (Labels, error) {
	base := parser.FileLabel(name)
	entries, err := decodeEntries(src, base, nil)
	if err != nil {
		return nil, err
	}
	ls := make(Labels, len(entries))
	for _, k := range entries {
		n := k.e.jsonNote
		pr := n.PRNumber
		if pr <= 0 {
			var err error
			if pr, err = strconv.Atoi(k.key); err != nil || pr <= 0 {
				return nil, &parser.FileError{Name: base, Err: parser.ErrLabels, Detail: fmt.Sprintf("entry %q has no pull-request number", cut(k.key, 40))}
			}
		}
		lb := labelOf(n)
		if old, ok := ls[pr]; ok {
			lb = mergeLabels(old, lb)
		}
		ls[pr] = lb
	}
	return ls, nil
}

// labelOf is what entry n says of its pull request, cleaned as
// ParseLabels says.
func labelOf(n jsonNote) Label {
	lb := Label{
		SIGs:           labelSet(n.SIGs),
		Kinds:          labelSet(n.Kinds),
		Areas:          labelSet(n.Areas),
		ActionRequired: n.ActionRequired,
		DoNotPublish:   n.DoNotPublish,
	}
	if len(n.Author) <= maxLogin && isLogin(n.Author) {
		lb.Author = n.Author
	}
	return lb
}

// jsonComplaint is the decoder's error in a reader's words: which field
// holds what kind of value where another belongs, or where the text stops
// being JSON. The decoder's own words name the Go type it decoded into
// ("map[string]changelog.jsonNote"), which means nothing to the person
// who opened the file.
func jsonComplaint(err error) string {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		return strings.TrimPrefix(err.Error(), "json: ")
	}
	where := "an entry"
	switch {
	case te.Field != "":
		// Decoding one entry, the decoder prefixes the Go struct's name
		// ("jsonNote.pr_number"); release-notes fields have no dots.
		where = strconv.Quote(te.Field[strings.LastIndexByte(te.Field, '.')+1:])
	case te.Type != nil && te.Type.Kind() == reflect.Map:
		where = "the file"
	}
	return where + " has " + jsonValueName(te.Value) + " where " + jsonTypeName(te.Type) + " belongs"
}

// jsonValueName names a JSON value as UnmarshalTypeError.Value gives it
// ("array", "number 1.5").
func jsonValueName(v string) string {
	switch v {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	case "number":
		return "a number"
	}
	if n, ok := strings.CutPrefix(v, "number "); ok {
		return "the number " + n
	}
	return v
}

// jsonTypeName names what a release-notes JSON field holds.
func jsonTypeName(t reflect.Type) string {
	if t == nil {
		return "another value"
	}
	switch t.Kind() {
	case reflect.Map:
		return "an object keyed by PR number"
	case reflect.Struct:
		return "an object"
	case reflect.Slice:
		if t.Elem().Kind() == reflect.String {
			return "a list of strings"
		}
		return "a list"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64, reflect.Int32:
		return "a whole number"
	}
	return t.Kind().String()
}

// maxLogin is the longest GitHub login.
const maxLogin = 39

// cut is s cut to at most max bytes (and "…"), at a character's start,
// for an error sentence: the decoder's complaint quotes a number literal
// whole, and a key or a number of a megabyte would be the whole refusal.
func cut(s string, max int) string {
	if len(s) <= max {
		return s
	}
	for max > 0 && !utf8.RuneStart(s[max]) {
		max--
	}
	return s[:max] + "…"
}

// labelSet is the sorted set of the clean names of xs, or nil when there
// are more than maxLent of them: no pull request touches that many SIGs or
// areas, and a list of 100,000 lent to every note citing its pull request
// made the result the product of the two.
func labelSet(xs []string) []string {
	if len(xs) > 4*maxLent {
		return nil
	}
	out := make([]string, 0, len(xs))
	for _, x := range xs {
		if x = cleanName(x); x != "" {
			out = append(out, x)
		}
	}
	slices.Sort(out)
	if out = slices.Compact(out); len(out) > maxLent {
		return nil
	}
	return slices.Clip(out)
}

// mergeLabels is the union of two entries of one pull request; the first
// author named (in sorted order, so either order gives the same) wins.
func mergeLabels(a, b Label) Label {
	author := a.Author
	if author == "" || b.Author != "" && b.Author < author {
		author = b.Author
	}
	return Label{
		SIGs:           labelSet(append(slices.Clone(a.SIGs), b.SIGs...)),
		Kinds:          labelSet(append(slices.Clone(a.Kinds), b.Kinds...)),
		Areas:          labelSet(append(slices.Clone(a.Areas), b.Areas...)),
		Author:         author,
		ActionRequired: a.ActionRequired || b.ActionRequired,
		DoNotPublish:   a.DoNotPublish || b.DoNotPublish,
	}
}

// Apply adds the labels of each note's pull requests to the note: SIGs and
// areas are unioned with what the markdown said (never removed),
// action_required is or-ed in, and the author fills an empty author list.
// Each note's union is sorted once, however many pull requests it cites
// (merging one at a time cost time quadratic in their number), and a note
// that had none takes its one pull request's lists as they are, shared
// (clipped, so no note can append into another's).
func (l Labels) Apply(rels []parser.Release) { l.apply(rels, nil) }

// apply is Apply, stepping p every walkStep notes: an opened JSON file may
// hold 200,000 of them.
func (l Labels) apply(rels []parser.Release, p *pacer) {
	var sigs, areas []string
	seen := 0
	for i := range rels {
		notes := rels[i].Notes
		for j := range notes {
			if seen++; seen%walkStep == 0 && p.active() {
				p.again()
			}
			n := &notes[j]
			sigs, areas = sigs[:0], areas[:0]
			found := 0
			var only Label
			var authors map[string]bool // n's authors, lower-cased, once it cites many
			for _, pr := range n.PRs {
				lb, ok := l[pr]
				if !ok || !namesAuthor(n.Authors, lb.Author, &authors) {
					continue
				}
				found++
				only = lb
				sigs = append(sigs, lb.SIGs...)
				areas = append(areas, lb.Areas...)
				n.ActionRequired = n.ActionRequired || lb.ActionRequired
				if len(n.Authors) == 0 && lb.Author != "" {
					n.Authors = append(n.Authors, lb.Author)
				}
			}
			if found == 0 {
				continue
			}
			n.SIGs = unionInto(n.SIGs, sigs, only.SIGs, found == 1)
			n.Areas = unionInto(n.Areas, areas, only.Areas, found == 1)
		}
	}
}

// namesAuthor reports whether a note by authors may take a label by
// author: the labels are keyed by pull-request number, and upstream's
// markdown once cited another change's number (v1.34.0's DRA data-race
// fix, by @pohly, cites #133570, @BenTheElder's documentation change,
// labelled with 11 SIGs: the fix showed in SIG CLI's view and write-up).
// A note that names its authors takes no label of an author it does not
// name; one that names none, or a label without author, stays as it was.
// A note of many authors looks them up in a set, built once (set), so a
// note citing 100,000 pull requests stays linear.
func namesAuthor(authors []string, author string, set *map[string]bool) bool {
	if author == "" || len(authors) == 0 {
		return true
	}
	if len(authors) <= 8 {
		for _, a := range authors {
			if strings.EqualFold(a, author) {
				return true
			}
		}
		return false
	}
	if *set == nil {
		*set = make(map[string]bool, len(authors))
		for _, a := range authors {
			(*set)[strings.ToLower(a)] = true
		}
	}
	return (*set)[strings.ToLower(author)]
}

// unionInto is the sorted set of have and add; when have is empty and add
// is one label's own list (one), that list itself.
func unionInto(have, add, own []string, one bool) []string {
	switch {
	case len(add) == 0:
		if have == nil {
			return []string{}
		}
		return have
	case len(have) == 0 && one:
		return slices.Clip(own)
	}
	out := make([]string, 0, len(have)+len(add))
	out = append(append(out, have...), add...)
	slices.Sort(out)
	return slices.Clip(slices.Compact(out))
}

// cleanName is a label name without the characters no name holds and an
// attacker would put in one: format characters (zero-width spaces, bidi
// overrides that make "\u202eedoN" read "Node") are dropped, control
// characters become spaces, and the result is trimmed; a name longer than
// maxName is none.
func cleanName(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c >= 0x7f {
			clean = false
			break
		}
	}
	if !clean {
		s = strings.Map(func(r rune) rune {
			if unicode.IsControl(r) {
				return ' '
			}
			return r
		}, dropFormat(s))
	}
	if s = strings.TrimSpace(s); len(s) > maxName {
		return ""
	}
	return s
}

// maxName is the longest SIG or area name read: the longest real one
// ("contributor-experience", "provider/ibmcloud") is under 30 bytes.
const maxName = 64

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
	s = strings.ToLower(cleanName(stripEmphasis(s)))
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
