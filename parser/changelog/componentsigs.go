package changelog

import (
	"slices"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/parser"
)

// componentSIGs maps the component headings old notes file their entries
// under (normalised, see normalizeName) to the sig/ slug of the SIG that
// owns the component, for notes that carry no SIG otherwise (see
// fillHeadingSIGs): release-notes-1.6.md files 328 of its 390 notes under
// headings such as "### Node Components" or "#### kubeadm" and labels
// none of them. The owner is the one kubernetes/community's sigs.yaml
// names for the component's subproject or code; a heading that several
// SIGs share ("Other", "Misc", "Major updates", "Pod", "Config Map",
// "kube-controller-manager", "Admission Control", "Internal Storage
// Layer") is left out, so no note gets a SIG that is a guess.
// SIG-named headings ("### Scheduling", "### Federation") are sigSlugs'.
var componentSIGs = map[string]string{
	// sigs.yaml, sig-cluster-lifecycle: subproject kubeadm.
	"kubeadm": "cluster-lifecycle",
	// sigs.yaml, sig-node: subprojects kubelet, node-problem-detector…
	// ("Node Components" is 1.6's name for the kubelet and its runtime).
	"node components": "node",
	"kubelet":         "node",
	// sigs.yaml, sig-cli: subproject kubectl.
	"kubectl": "cli",
	// sigs.yaml, sig-auth: authenticators, authorizers (RBAC, ABAC) and
	// the certificates API are its code.
	"rbac":             "auth",
	"abac":             "auth",
	"authentication":   "auth",
	"authorization":    "auth",
	"certificates":     "auth",
	"certificates api": "auth",
	// sigs.yaml, sig-auth: the PodSecurityPolicy admission plugin.
	"pod security policy": "auth",
	// sigs.yaml, sig-storage: volume plugins and the volume controllers.
	"volume":         "storage",
	"volumes":        "storage",
	"volume plugins": "storage",
	// sigs.yaml, sig-scheduling: kube-scheduler.
	"scheduler":      "scheduling",
	"kube scheduler": "scheduling",
	// sigs.yaml, sig-autoscaling: cluster-autoscaler, horizontal pod
	// autoscaler.
	"cluster autoscaler":        "autoscaling",
	"horizontal pod autoscaler": "autoscaling",
	"cluster autoscaling":       "autoscaling",
	// sigs.yaml, sig-multicluster (SIG Federation until 2017): kubefed.
	"kubefed": "multicluster",
	// sigs.yaml, sig-network: services, kube-proxy, DNS, ingress and
	// network policy.
	"service":        "network",
	"services":       "network",
	"dns":            "network",
	"kube dns":       "network",
	"kube proxy":     "network",
	"ingress":        "network",
	"network policy": "network",
	// sigs.yaml, sig-api-machinery: the generic API server, aggregator,
	// garbage collector and client-go.
	"api server":            "api-machinery",
	"kube apiserver":        "api-machinery",
	"generic api server":    "api-machinery",
	"api server aggregator": "api-machinery",
	"garbage collector":     "api-machinery",
	"client go":             "api-machinery",
	// sigs.yaml, sig-apps: the workload controllers.
	"deployment":   "apps",
	"deployments":  "apps",
	"daemonset":    "apps",
	"daemonsets":   "apps",
	"daemon set":   "apps",
	"statefulset":  "apps",
	"stateful set": "apps",
	"cronjob":      "apps",
	"cron job":     "apps",
	"replica set":  "apps",
	"replicaset":   "apps",
	// Area headings whose SIG upstream's own text gives. 1.8's Major
	// Themes: "SIG Apps moved the Kubernetes workloads API to the new
	// apps/v1beta2 group" ("### Workloads API (apps/v1beta2)", "###
	// Workloads API (batch)"). The PodDisruptionBudget is the disruption
	// controller's, one of SIG Apps' workload controllers (1.7's "####
	// PodDisruptionBudget").
	"workloads api":       "apps",
	"poddisruptionbudget": "apps",
	// 1.7's "Application Deployment" holds the workload controllers'
	// changes (StatefulSet, DaemonSet, Deployments): SIG Apps'.
	"application deployment": "apps",
	// 1.7's "Application Autoscaling" holds the Horizontal Pod Autoscaler.
	"application autoscaling": "autoscaling",
	// sigs.yaml, sig-cli: kubectl. 1.8's "#### CLI Changes" are kubectl's
	// (upstream nests them under "### Workloads API (batch)"); 1.7's
	// "Internationalization" is kubectl's translations.
	"cli changes":          "cli",
	"internationalization": "cli",
	// sigs.yaml, sig-instrumentation: logging and monitoring.
	"logging":    "instrumentation",
	"monitoring": "instrumentation",
	// sigs.yaml, sig-cloud-provider: the cloud providers' code (the
	// provider SIGs of 2017 were folded into it in 2018).
	"cloud providers": "cloud-provider",
	"aws":             "cloud-provider",
	"gce":             "cloud-provider",
	"gcp":             "cloud-provider",
	"azure":           "cloud-provider",
	"vsphere":         "cloud-provider",
	"openstack":       "cloud-provider",
}

// mixedHeadings are headings, normalised, below a SIG's area heading
// whose notes are not all that SIG's: 1.8's "#### Behavioral Changes"
// under "### Workloads API (apps/v1beta2)" holds two kubeadm changes and
// one on Extended Resources beside two of SIG Apps'. The search for a
// component heading stops there, leaving its notes without one.
var mixedHeadings = map[string]bool{
	"behavioral changes": true,
	// 1.8's "#### Autoscaling and Metrics" under "### Node Components":
	// the Horizontal Pod Autoscaler's custom metrics (SIG Autoscaling)
	// and metrics-server (SIG Instrumentation), neither SIG Node's.
	"autoscaling and metrics": true,
}

// componentSIG is the SIG the component a heading names belongs to, or "".
func componentSIG(title string) string {
	return componentSIGs[normalizeName(title)]
}

// listComponentMax is the longest first line entryComponent reads as a
// component's name.
const listComponentMax = 40

// entryComponent is the SIG of the component an entry's first line names
// when that line is the name alone (bold or not) above more lines, a
// heading in list form (1.13's "- kubeadm" above three deprecations,
// #69617 among them), or "".
func entryComponent(md string) string {
	first := firstLine(md)
	if len(first) == len(md) || len(first) > listComponentMax {
		return ""
	}
	if m := boldOnlyRE().FindStringSubmatch(first); m != nil {
		first = m[1]
	}
	return componentSIG(first)
}

// fillHeadingSIGs gives each note that has no SIG — none in its trailer,
// under its headings, from another note of its pull request or from the
// JSON labels — the SIG of its nearest enclosing component heading:
// comp[i][j] is that of rels[i].Notes[j], "" for none. It runs last, so
// a note that has SIGs keeps exactly them; then a note still without one
// takes those of its copy in the release (lendToCopies), then those of
// the component that opens it (subjectSIG). Each note it gives SIGs is
// marked SIGsGuessed. p, when not nil, is stepped every walkStep notes of
// each pass.
func fillHeadingSIGs(rels []parser.Release, comp [][]string, p *pacer) {
	var unlabelled []int
	for i := range rels {
		notes := rels[i].Notes
		unlabelled = unlabelled[:0]
		for j := range notes {
			if len(notes[j].SIGs) == 0 {
				unlabelled = append(unlabelled, j)
			}
		}
		for j := range notes {
			if i < len(comp) && j < len(comp[i]) && comp[i][j] != "" && len(notes[j].SIGs) == 0 {
				notes[j].SIGs = []string{comp[i][j]}
			}
		}
		if p.active() {
			p.again()
		}
		lendToCopies(notes, p)
		for j := range notes {
			if len(notes[j].SIGs) == 0 {
				if sig := subjectSIG(notes[j].Markdown); sig != "" {
					notes[j].SIGs = []string{sig}
				}
			}
		}
		for _, j := range unlabelled {
			notes[j].SIGsGuessed = len(notes[j].SIGs) > 0
		}
	}
}

// subjectComponents are the components whose name, opening a note, makes
// it their SIG's (componentSIGs says which): a tool or binary one SIG
// owns. The old layouts file notes under headings of a topic ("CLI
// Improvements" in 1.15 and 1.16 holds kubectl's and kubeadm's changes,
// "Misc" kubeadm's) and label none, so SIG CLI's write-up of 1.15 lacked
// "`kubectl rollout restart` now works for DaemonSets and StatefulSets"
// (#77423). Names shared by several SIGs (kube-apiserver, the controller
// manager) are not in componentSIGs; names of a topic it holds
// ("service", "volume", "dns") open notes of other SIGs ("Service account
// tokens …") and are not subjects.
var subjectComponents = map[string]bool{
	"kubeadm": true, "kubectl": true, "kubelet": true, "kube-proxy": true, "kube-scheduler": true,
}

// subjectWords is how many words open a note for subjectSIG: the
// component is the note's subject when it comes first ("Kubeadm: …",
// "`kubectl exec` now allows …") or after a verb or an article ("Added
// `kubeadm upgrade node`", "The `kubectl top` command now …", "Created a
// new `kubectl rollout restart` command"); later it is a detail ("…
// printing the volumeMode using `kubectl get`").
const subjectWords = 4

// subjectSIG is the SIG of the component of subjectComponents that opens
// the note, else of the one its first subjectWords words name, or "" when
// they name none or two ("Updated kubeadm and the kubelet …" is about
// neither alone).
func subjectSIG(md string) string {
	sig := ""
	words := 0
	for f := range strings.FieldsSeq(firstLine(md)) {
		if words++; words > subjectWords {
			break
		}
		w := strings.ToLower(strings.Trim(f, "`*_:,.;()[]'\""))
		// A subcommand or path after the name is the name's
		// ("kubeadm.k8s.io/v1beta1", "kubectl's").
		if i := strings.IndexAny(w, "./'’"); i > 0 {
			w = w[:i]
		}
		if !subjectComponents[w] {
			if sig == "" && strings.ContainsAny(f, "`-:/.0123456789") {
				// Another name comes first ("Update to
				// kube-addon-manager:v6.4-beta.2: kubectl v1.6.4 …"):
				// the note is about it.
				return ""
			}
			continue
		}
		s := componentSIG(w)
		if words == 1 {
			return s // named first: "Kubeadm: fix the kubelet's …"
		}
		if sig != "" && sig != s {
			return ""
		}
		sig = s
	}
	return sig
}

// lendToCopies gives each note of one release without SIGs the SIGs of
// the release's notes that cite the same pull requests, no more and no
// fewer (a note grouping several changes is another change), by the same
// authors where both name theirs: the old layouts list a change under its
// kind and again under its SIG's heading, which alone labels it
// (release-notes-1.12.md's "## API Changes" and "### SIG Node" both hold
// RuntimeClass, #67737; 1.10's "Before Upgrading" holds #60314, as its
// "### Node" does, there without its author), and the kind's copy was
// missing from the SIG's view and write-up. Two notes of other authors are
// two changes, one citing the other's number by mistake (1.34's
// documentation note of #133570 and the DRA fix that cites it). (A
// CHANGELOG file's releases borrow across the file: borrowLabels.)
func lendToCopies(notes []parser.Note, p *pacer) {
	seen := 0
	tick := func() {
		if seen++; seen%walkStep == 0 && p.active() {
			p.again()
		}
	}
	// Each set of pull requests that a note without SIGs cites, first: in
	// most releases none or a few, so that a file of 200,000 notes costs a
	// pass. Then the SIGs its labelled notes give, by their authors.
	type copies struct {
		byAuthors map[string][]string // authorsKey → SIGs
		over      bool                // more than maxLent of either: lends none
	}
	var want map[string]*copies
	for j := range notes {
		tick()
		if n := &notes[j]; len(n.SIGs) == 0 && len(n.PRs) > 0 && len(n.PRs) <= maxLent {
			if want == nil {
				want = map[string]*copies{}
			}
			want[prsKey(n.PRs)] = &copies{byAuthors: map[string][]string{}}
		}
	}
	if want == nil {
		return
	}
	for j := range notes {
		tick()
		n := &notes[j]
		if len(n.SIGs) == 0 || len(n.PRs) == 0 || len(n.PRs) > maxLent {
			continue
		}
		c := want[prsKey(n.PRs)]
		if c == nil || c.over {
			continue
		}
		// Past maxLent a set lends none (borrowLabels' rule) and is read
		// no more: 100,000 notes of one pull request, each of its own
		// SIG or author, were as many copies of a growing set.
		a := authorsKey(n.Authors)
		c.byAuthors[a] = sortedSet(c.byAuthors[a], n.SIGs)
		c.over = len(c.byAuthors) > maxLent || len(c.byAuthors[a]) > maxLent
	}
	for j := range notes {
		tick()
		n := &notes[j]
		if len(n.SIGs) != 0 || len(n.PRs) == 0 || len(n.PRs) > maxLent {
			continue
		}
		c := want[prsKey(n.PRs)]
		if c == nil || c.over {
			continue
		}
		mine := authorsKey(n.Authors)
		var sigs []string
		for a, s := range c.byAuthors {
			if a == mine || a == "" || mine == "" {
				sigs = sortedSet(sigs, s)
			}
		}
		if len(sigs) > 0 && len(sigs) <= maxLent {
			n.SIGs = slices.Clip(sigs)
		}
	}
}

// authorsKey is a key of the set of authors (case folded, as GitHub
// logins are); "" for none.
func authorsKey(authors []string) string {
	if len(authors) == 1 {
		return strings.ToLower(authors[0])
	}
	folded := make([]string, len(authors))
	for i, a := range authors {
		folded[i] = strings.ToLower(a)
	}
	slices.Sort(folded)
	return strings.Join(slices.Compact(folded), ",")
}

// prsKey is a key of the set of pull requests prs.
func prsKey(prs []int) string {
	if len(prs) == 1 {
		return strconv.Itoa(prs[0])
	}
	sorted := slices.Compact(slices.Sorted(slices.Values(prs)))
	var b strings.Builder
	for i, pr := range sorted {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(pr))
	}
	return b.String()
}

// otherComponents are component names, normalised, that an entry may
// name alone above its changes but that no single SIG owns (see
// componentSIGs) or that name the API as a whole: 1.13's "- kube-
// controller-manager", 1.14's "- hyperkube" and "- API".
var otherComponents = map[string]bool{
	"kube controller manager":  true,
	"cloud controller manager": true,
	"hyperkube":                true,
	"api":                      true,
}

// isComponentLabel reports whether label, a list entry's lead line,
// names a component and nothing else ("kube-apiserver:", "client-go").
func isComponentLabel(label string) bool {
	if len(label) > listComponentMax || labelLeadRE().FindStringIndex(label) == nil {
		return false
	}
	return componentSIG(label) != "" || otherComponents[normalizeName(label)]
}
