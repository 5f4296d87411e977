package changelog

import (
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
// a note that has SIGs keeps exactly them.
func fillHeadingSIGs(rels []parser.Release, comp [][]string) {
	for i := range rels {
		if i >= len(comp) {
			return
		}
		notes := rels[i].Notes
		for j := range notes {
			if j < len(comp[i]) && comp[i][j] != "" && len(notes[j].SIGs) == 0 {
				notes[j].SIGs = []string{comp[i][j]}
			}
		}
	}
}
