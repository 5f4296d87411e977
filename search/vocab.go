package search

import "strings"

// vocabulary lists the names Kubernetes people use for the same thing, so
// that a query in one finds notes written in another: "hpa" finds
// "HorizontalPodAutoscaler", "env vars" finds "environment variables", and
// the reverse. Each group's forms are equivalent; a form is one word as the
// index lowers it ("horizontalpodautoscaler"), or a phrase of plain words
// ("horizontal pod autoscaler"), which the index records as one word where
// a note has it. Plurals need not be listed: each form also matches itself
// plus "s", "es", and "y" → "ies" (see formVariants).
//
// Kept to names with one meaning in release notes: the short name "no"
// (nodes) is left out because it is an English word, "var" because it is
// also a path (/var/lib).
var vocabulary = []struct {
	forms []string
	src   string // where the equivalence comes from
}{
	// Resource short names, as `kubectl api-resources` prints them
	// (SHORTNAMES column; kubectl v1.33, built-in resources).
	{[]string{"cs", "componentstatus", "component status"}, "kubectl api-resources"},
	{[]string{"cm", "configmap", "config map"}, "kubectl api-resources"},
	{[]string{"ep", "endpoints"}, "kubectl api-resources"},
	{[]string{"ev", "event"}, "kubectl api-resources"},
	{[]string{"limits", "limitrange", "limit range"}, "kubectl api-resources"},
	{[]string{"ns", "namespace"}, "kubectl api-resources"},
	{[]string{"pvc", "persistentvolumeclaim", "persistent volume claim"}, "kubectl api-resources"},
	{[]string{"pv", "persistentvolume", "persistent volume"}, "kubectl api-resources"},
	{[]string{"po", "pod"}, "kubectl api-resources"},
	{[]string{"rc", "replicationcontroller", "replication controller"}, "kubectl api-resources"},
	{[]string{"quota", "resourcequota", "resource quota"}, "kubectl api-resources"},
	{[]string{"sa", "serviceaccount", "service account"}, "kubectl api-resources"},
	{[]string{"svc", "service"}, "kubectl api-resources"},
	{[]string{"crd", "crds", "customresourcedefinition", "custom resource definition"}, "kubectl api-resources"},
	{[]string{"ds", "daemonset", "daemon set"}, "kubectl api-resources"},
	{[]string{"deploy", "deployment"}, "kubectl api-resources"},
	{[]string{"rs", "replicaset", "replica set"}, "kubectl api-resources"},
	{[]string{"sts", "statefulset", "stateful set"}, "kubectl api-resources"},
	{[]string{"hpa", "horizontalpodautoscaler", "horizontal pod autoscaler", "horizontal pod autoscaling"}, "kubectl api-resources"},
	{[]string{"cj", "cronjob", "cron job"}, "kubectl api-resources"},
	{[]string{"csr", "certificatesigningrequest", "certificate signing request"}, "kubectl api-resources"},
	{[]string{"ing", "ingress"}, "kubectl api-resources"},
	{[]string{"netpol", "networkpolicy", "network policy"}, "kubectl api-resources"},
	{[]string{"pdb", "poddisruptionbudget", "pod disruption budget"}, "kubectl api-resources"},
	{[]string{"psp", "podsecuritypolicy", "pod security policy"}, "kubectl api-resources (v1.24 and older)"},
	{[]string{"pc", "priorityclass", "priority class"}, "kubectl api-resources"},
	{[]string{"sc", "storageclass", "storage class"}, "kubectl api-resources"},
	// Abbreviations the notes themselves use for the same words.
	{[]string{"env", "environment"}, "release notes: \"env vars\" beside \"environment variables\""},
	{[]string{"vars", "variables"}, "release notes: \"env vars\" beside \"environment variables\""},
	{[]string{"ga", "stable", "generally available", "general availability"}, "KEP stages: GA is the stable stage (kubernetes.io, feature gates)"},
	{[]string{"dra", "dynamicresourceallocation", "dynamic resource allocation"}, "kubernetes.io: Dynamic Resource Allocation (DRA)"},
	{[]string{"cri", "container runtime interface"}, "kubernetes.io: Container Runtime Interface (CRI)"},
	{[]string{"csi", "container storage interface"}, "kubernetes.io: Container Storage Interface (CSI)"},
	{[]string{"cni", "container network interface"}, "kubernetes.io: Container Network Interface (CNI)"},
	{[]string{"rbac", "role based access control"}, "kubernetes.io: Using RBAC Authorization"},
	{[]string{"pss", "pod security standards"}, "kubernetes.io: Pod Security Standards"},
	{[]string{"psa", "pod security admission"}, "kubernetes.io: Pod Security Admission"},
	{[]string{"apf", "api priority and fairness", "priority and fairness"}, "kubernetes.io: API Priority and Fairness (APF); release notes: \"Priority and Fairness\" without API (about 40 notes, e.g. #112557)"},
	{[]string{"k8s", "kubernetes"}, "the usual numeronym"},
	{[]string{"authn", "authentication"}, "the usual abbreviation, used in kube-apiserver flag help"},
	{[]string{"authz", "authorization"}, "the usual abbreviation, used in kube-apiserver flag help"},
	{[]string{"gc", "garbage collection", "garbage collector"}, "kubernetes.io: Garbage Collection"},
	{[]string{"oom", "out of memory", "outofmemory"}, "kubernetes.io: node out-of-memory behaviour"},
	{[]string{"lb", "loadbalancer", "load balancer"}, "Service type LoadBalancer"},
	{[]string{"ha", "high availability", "highly available"}, "kubeadm docs: high availability (HA) clusters"},
	{[]string{"vm", "virtual machine"}, "the usual abbreviation"},
	{[]string{"fd", "file descriptor"}, "the Linux man pages (read(2): \"from file descriptor fd\"); release notes: \"fd leak\" (#82873) beside \"file descriptor\" (6 notes, e.g. \"file descriptor leak\", #79534)"},
	// Cloud providers' services, by their abbreviations and names: the
	// notes write "AWS NLB" and "Amazon NLB" (#53400), "EBS" and "Elastic
	// Block Store", "GCP" and "Google Cloud".
	{[]string{"aws", "amazon", "amazon web services"}, "aws.amazon.com: AWS is Amazon Web Services; release notes: \"Added Amazon NLB support\" (#53400)"},
	{[]string{"ebs", "elastic block store"}, "aws.amazon.com: Amazon Elastic Block Store (EBS)"},
	{[]string{"nlb", "network load balancer"}, "aws.amazon.com: Network Load Balancer (NLB), a kind of Elastic Load Balancing"},
	{[]string{"pip", "public ip"}, "the Azure cloud provider's name for a public IP address; release notes: the annotation service.beta.kubernetes.io/azure-pip-name \"to specify the public IP name\" (#81213), \"PIP's DNS is deleted\" (#87246), beside \"public IP\" (about 20 notes)"},
	{[]string{"pd", "persistentdisk", "persistent disk"}, "cloud.google.com: Persistent Disk; release notes: \"GCE PD\" beside \"GCEPersistentDisk\" and \"PersistentDisk volumes\" (#121083)"},
	{[]string{"gcp", "google cloud", "google cloud platform"}, "cloud.google.com: Google Cloud (formerly Google Cloud Platform, GCP)"},
	{[]string{"cpu", "core"}, "kubernetes.io: one CPU unit is one physical or virtual core"},
	{[]string{"e2e", "end to end"}, "the usual abbreviation, used by the e2e test framework"},
	{[]string{"az", "availability zone"}, "aws.amazon.com and learn.microsoft.com: Availability Zones (AZs); the notes always write \"availability zone\" (11 times, e.g. #89722), a person types az"},
	{[]string{"userns", "user namespace"}, "Linux user_namespaces(7) and the pod field hostUsers; release notes: \"support running the control plane in userns pods\" (#124997), \"host userns\" (1.5), KEP-2033 kubelet-in-userns beside \"user namespaces\" (about 60 times, e.g. #131623) and the gate UserNamespacesSupport (#130138)"},
	{[]string{"vap", "validatingadmissionpolicy", "validating admission policy"}, "release notes: the gate StrictCostEnforcementForVAP (#124676) beside ValidatingAdmissionPolicy (about 130 times, e.g. #115747); kubernetes.io: Validating Admission Policy"},
	{[]string{"vac", "volumeattributesclass", "volume attributes class"}, "release notes: the kubernetes.io/vac-protection finalizer of VolumeAttributesClass objects (#130553); kubernetes.io: VolumeAttributesClass"},
	// Shortenings of everyday words: the notes write both, for the same
	// thing (counts in the shipped notes: cert/certs 197 beside
	// certificate(s) 421, config(s) 932 beside configuration 690, info 120
	// beside information 331, repo 64 beside repository 53, dir 83 beside
	// directory 129, KCM 45 beside kube-controller-manager 420), so a
	// person remembers either. Left out: "auth" (also SIG Auth, on every
	// note of that SIG, and both authentication and authorization), "pkg"
	// (mostly Go paths: k8s.io/.../pkg/...), "init" (kubeadm init).
	{[]string{"cert", "certificate"}, "release notes: \"cert\" beside \"certificate\" (e.g. --cert-dir, client cert rotation)"},
	{[]string{"config", "configuration"}, "release notes: \"config file\" beside \"configuration file\""},
	{[]string{"info", "information"}, "release notes: \"for more info\" beside \"for more information\""},
	{[]string{"repo", "repository"}, "release notes: \"image repo\" beside \"image repository\""},
	{[]string{"dir", "directory"}, "release notes: \"--cert-dir\", \"volumes dir\" beside \"directory\""},
	{[]string{"perf", "performance"}, "the usual shortening (sig-scalability's perf-tests)"},
	{[]string{"msg", "message"}, "the usual shortening, in the notes' log lines (\"msg\":…)"},
	{[]string{"impl", "implementation"}, "the usual shortening in Go code and review comments"},
	{[]string{"kcm", "kube-controller-manager"}, "release notes: \"kube-controller-manager (KCM)\" (#125591)"},
	{[]string{"ccm", "cloud-controller-manager"}, "release notes: \"cloud-controller-manager (CCM)\""},
	// Feature gate states: the notes say a gate is "enabled by default" or
	// "turned on by default" for the same thing.
	{[]string{"enabled", "turned on"}, "release notes: \"turned on by default\" beside \"enabled by default\""},
	{[]string{"disabled", "turned off"}, "release notes: \"turned off by default\" beside \"disabled by default\""},
	// Lifecycle verbs: a person remembers that a feature moved a stage, not
	// which verb the note used. The notes say both "Graduated X to GA" and
	// "X was promoted to GA" (e.g. #117591, #112838), and both "Removed
	// support for" and "Dropped support for". Each inflection is listed:
	// the stemmer matches a word's forms, this table its synonyms.
	{[]string{"graduated", "promoted"}, "release notes: \"graduated to GA\" beside \"promoted to GA\""},
	{[]string{"graduate", "promote"}, "release notes: \"graduated to GA\" beside \"promoted to GA\""},
	{[]string{"graduating", "promoting"}, "release notes: \"graduated to GA\" beside \"promoted to GA\""},
	{[]string{"graduation", "promotion"}, "release notes: \"graduated to GA\" beside \"promoted to GA\""},
	{[]string{"removed", "dropped"}, "release notes: \"removed support for\" beside \"dropped support for\""},
	{[]string{"remove", "drop"}, "release notes: \"removed support for\" beside \"dropped support for\""},
	{[]string{"removing", "dropping"}, "release notes: \"removed support for\" beside \"dropped support for\""},
	{[]string{"no longer", "stop", "stops", "stopped", "stopping"}, "release notes: \"kubeadm: stop applying the …master taint\" (#110095) beside \"the taint … is no longer applied\" (#112008); WordNet: stop and cease are one verb sense, and no longer is \"not any more\""},
	// Everyday synonyms of release-note English, each matched below the
	// word itself (scoreVocab): a person remembers what a note did, not
	// its verb.
	{[]string{"disable", "turn off"}, "release notes: \"turned off by default\" beside \"disabled by default\"; WordNet lists turn off as a sense of disable"},
	{[]string{"enable", "turn on"}, "release notes: \"turned on by default\" (#67406) beside \"enabled by default\"; WordNet lists turn on as a sense of enable"},
	{[]string{"missing", "lacking", "lacks", "lack"}, "release notes: \"nodes that lack the required CSI driver\" (#135012) beside \"nodes missing a required CSI driver\" (#140612); WordNet: lack is \"be without\""},
	{[]string{"large", "big"}, "WordNet: big and large are one adjective sense; the notes write large (49 notes, \"large CRDs\", #103318) and seldom big (2, #118420), a person types either"},
	{[]string{"additional", "extra"}, "WordNet: extra and additional are one adjective sense (\"further or added\")"},
	{[]string{"pagination", "paginated", "chunking", "chunked list", "paging"}, "kubernetes.io API concepts: \"Retrieving large results sets in chunks\" is the API's pagination (limit and continue); release notes: \"API paging is now enabled by default\" (#77278)"},
	{[]string{"relocate", "move"}, "WordNet: relocate and move are one verb sense"},
	{[]string{"relocated", "moved"}, "WordNet: relocate and move are one verb sense"},
	{[]string{"introduce", "add"}, "release notes: \"introduced a new flag\" beside \"added a new flag\""},
	{[]string{"introduced", "added"}, "release notes: \"introduced a new flag\" beside \"added a new flag\""},
	{[]string{"invalid", "malformed"}, "release notes: \"a malformed component config file\" (#84129) beside \"invalid config\" (invalid 244 times, malformed 34); WordNet: malformed is \"not formed correctly\""},
	{[]string{"check", "validate"}, "release notes: preflight \"checks\" beside \"validation\" of the same thing (\"additional validation for endpoint IP configuration\", #116749); WordNet lists validate as a sense of check (\"verify\"). The validate form also finds validation, validated … (its stem)"},
	{[]string{"checked", "validated"}, "as check / validate"},
	{[]string{"checking", "validating"}, "as check / validate"},
	{[]string{"finished", "completed"}, "release notes: \"completed pods\" (12) beside \"finished pods\" (6) for Pods in a terminal phase (#104577); WordNet: finish and complete are one verb sense"},
	{[]string{"finish", "complete"}, "as finished / completed"},
	{[]string{"finishing", "completing"}, "as finished / completed"},
	{[]string{"show", "display"}, "release notes: \"will no longer fail to display any resources\" (#73035) beside \"show\" for what a command prints; WordNet: show and display are one verb sense"},
	{[]string{"showed", "shown", "displayed"}, "as show / display"},
	{[]string{"showing", "displaying"}, "as show / display"},
	// What a command shows: the notes say "print" (about 160 times, e.g.
	// --print-join-command, #56185) and "output" (about 400, "structured
	// output of 'kubeadm token list' in JSON", #78764) for the same thing,
	// and a person remembers either (a held-out query typed print for an
	// output note).
	{[]string{"print", "output"}, "release notes: \"print\" (#56185) beside \"structured output\" (#78764, #124496) for what a command writes"},
	{[]string{"prints", "outputs"}, "as print / output"},
	{[]string{"printed", "outputted"}, "as print / output"},
	{[]string{"printing", "outputting"}, "as print / output"},
	// A check or a step left out: the notes say "skip" (about 220 times)
	// and, for the same thing, "bypass" (10: "bypass checking
	// PodDisruptionBudgets", #85571; "bypass admission", #137582).
	{[]string{"skip", "bypass"}, "release notes: \"This will bypass checking PodDisruptionBudgets\" (#85571) and \"bypass admission\" (#137582) beside \"skip\" for a check left out"},
	{[]string{"skips", "bypasses"}, "as skip / bypass"},
	{[]string{"skipped", "bypassed"}, "as skip / bypass"},
	{[]string{"skipping", "bypassing"}, "as skip / bypass"},
	// "multi-container Pods" (#140047) are Pods with multiple containers:
	// the notes write the prefix
	// (multi-container 7 times, multi-line 19, multi-version 8,
	// multi-cluster 6) and the word (multiple containers 3, clusters 5)
	// for the same thing.
	{[]string{"multi", "multiple"}, "release notes: \"multi-container Pods\" (#140047), \"multi-cluster\" beside \"multiple containers\", \"multiple clusters\""},
	{[]string{"arg", "argument"}, "release notes: \"args\" (61 times, e.g. --kubelet-extra-args) beside \"arguments\" (158)"},
	{[]string{"caps", "capabilities"}, "the usual shortening of Linux capabilities (libcap, capsh); the notes write \"capabilities\" (#127696) and CAP_NET_RAW"},
	// A person remembers that a change made something faster; the notes
	// say so with "faster" (24 notes, e.g. "Faster StatefulSet creation",
	// #117865), "speed up" and its forms (3), "quicker" (2), or as an
	// improved "performance" (102 notes, 29 of them "improved performance
	// of …", e.g. #127378). Six queries of the study sets typed "faster".
	{[]string{"faster", "quicker", "speed up", "speeds up", "sped up", "speeding up", "speedup"}, "release notes: \"kubeadm: speedup init\" (#117984), \"Sped up kubelet start time\" (#67031), \"mounted quicker\" (#106853) beside \"faster\" (#117865); WordNet: speed up is \"move faster\""},
	{[]string{"faster", "performance"}, "release notes: \"Improved performance of the job controller\" (#127378) for a controller made faster; a paraphrase, so matched below the word itself (scoreVocab)"},
	{[]string{"one", "single"}, "release notes: \"fail … on a single failure\" (#73035), \"a single RangeStream RPC\" (#136915), single in 103 notes beside one in 136; WordNet: one is \"used of a single unit or thing\""},
	// A person remembers that something ran out; the notes say so both
	// ways: "to prevent running out of disk space" (#56979) and "an
	// ephemeral port exhaustion bug" (#112017), "resource exhaustion"
	// (#107337), "the dynamic block is exhausted" (#109928).
	{[]string{"exhaust", "exhausted", "exhaustion", "run out of", "runs out of", "ran out of", "running out of"}, "release notes: \"running out of disk space\" (#56979) beside \"port exhaustion\" (#112017) and \"is exhausted\" (#109928); to run out of a thing is to exhaust it"},
	{[]string{"error", "failure"}, "release notes: error (379 notes) and failure (92) for the same event of a command or a request (\"no longer fail to display any resources on a single failure\", #73035; \"spurious admission failures\", #139522); matched below the word itself, as a paraphrase"},
	// Compounds the notes write apart: "always in lower cases" (#89722)
	// beside "lowercase" (10 times), "upper case" (3) beside "uppercase" (4).
	{[]string{"lowercase", "lower case", "lowercased"}, "release notes: \"lower cases\" (#89722) beside \"lowercase\""},
	{[]string{"uppercase", "upper case", "uppercased"}, "release notes: \"upper case\" beside \"uppercase\""},
	// More of them, counted in the shipped notes (glued / apart): a
	// person types either, and a glued query word finds no note that
	// writes the two words (the other way, two typed words find the glued
	// one without a table: see joinPairs). A verb's phrase is listed in
	// its inflections: the stemmer does not reach inside a phrase.
	{[]string{"healthcheck", "health check"}, "release notes: healthcheck 14, health check 60 (#128432)"},
	{[]string{"metadata", "meta data"}, "release notes: metadata 131, meta data 3 (#123730)"},
	{[]string{"filesystem", "file system"}, "release notes: filesystem 41, file system 6"},
	{[]string{"hostname", "host name"}, "release notes: hostname 52, host name 2"},
	{[]string{"fallback", "fall back", "falls back", "falling back", "fell back"}, "release notes: fallback 12, fall back 6"},
	{[]string{"workaround", "work around"}, "release notes: workaround 8, work around 5"},
	{[]string{"readonly", "read only"}, "release notes: readonly 11, read only 2"},
	{[]string{"shutdown", "shut down", "shuts down", "shutting down"}, "release notes: shutdown 59, shut down 3"},
	{[]string{"cleanup", "clean up", "cleans up", "cleaning up", "cleaned up"}, "release notes: cleanup 62, clean up 16"},
	{[]string{"setup", "set up", "sets up", "setting up"}, "release notes: setup 27, set up 6"},
	// "leading \"0\"s" (#137053) beside "leading zeros" (#104368): the
	// digit written for the word.
	{[]string{"zero", "0"}, "release notes: \"leading \\\"0\\\"s\" (#137053) beside \"leading zeros\" (#104368)"},
	// Set 12's paraphrases, counted in the shipped notes. A gate "off by
	// default" (20 notes, #96293) is "disabled by default" (56, #134624);
	// "off" (56 notes) is nearly always "turned off" or "off by default".
	{[]string{"disabled", "off"}, "release notes: off by default (#96293), disabled by default (#134624)"},
	// incorrect (118 notes) beside wrong (29, #113041).
	{[]string{"incorrect", "wrong"}, "WordNet: one adjective sense"},
	// "custom resources (CRs)" (kubectl apply --applyset), "the CRs" (#114584).
	{[]string{"cr", "custom resource"}, "release notes: custom resources (CRs)"},
	// A GA gate "is always enabled" (8 notes, #123134) or "unconditionally
	// enabled" (55, #114953).
	{[]string{"always enabled", "unconditionally enabled"}, "release notes: a GA gate locked on"},
	// "pass extra parameters to etcd" (#42246), "extra arguments" (#133779).
	{[]string{"argument", "parameter"}, "WordNet: one noun sense (a value passed to a command)"},
	// "takes precedence over the default" (8 notes, #99582), override (75).
	{[]string{"override", "precedence"}, "release notes: takes precedence over"},
	// Set 13's: "not available" (8 notes, #140089) for unavailable (43).
	{[]string{"unavailable", "not available"}, "WordNet: unavailable, \"not available\""},
	// The standard streams by their usual names: "dumps logs on the
	// standard error" (#85351) beside "logs to stderr" (#107218),
	// "standard input" beside stdin (kubectl apply -f -).
	{[]string{"stderr", "standard error"}, "POSIX stdio(3): stderr is the standard error stream"},
	{[]string{"stdout", "standard output"}, "POSIX stdio(3): stdout is the standard output stream"},
	{[]string{"stdin", "standard input"}, "POSIX stdio(3): stdin is the standard input stream"},
	// "Health Check SG Rules" (#93515), "worker node SG rule" (#92224).
	{[]string{"sg", "security group"}, "AWS: security group (SG)"},
}

// related lists names that are not the same thing but that a person uses
// for each other: they match each other below the vocabulary, as a prefix
// does (scoreRelated), so a note with the name as typed, or another name
// of the same thing, ranks above one with a related name.
var related = []struct {
	forms []string
	src   string
}{
	// A custom resource is not its definition, but the notes say "CRDs"
	// for custom resources: "large CRDs" for slow applies of large custom
	// resources (#103318), "applying CRDs before the CRD exists" for
	// custom resources applied with their definition (#107363). A person
	// remembers "custom resources" (69 notes) where a note says CRD (107
	// notes), and the reverse.
	{[]string{"crd", "custom resource"}, "release notes: \"large CRDs\" (#103318), \"applying CRDs before the CRD exists\" (#107363) for custom resources"},
	// The notes say "the CRI runtime" (11 notes, e.g. #123216) and "CRI
	// detection" (#114455) for the container runtime the kubelet or
	// kubeadm talks to through the CRI; "container runtime" is in 64.
	{[]string{"cri", "container runtime"}, "release notes: \"the CRI runtime does not support user namespaces\" (#123216), \"kubeadm always does CRI detection\" (#114455)"},
	// EBS is AWS's block store, and the notes name its volumes and their
	// CSI migration by AWS: "AWS EBS" (11 notes, e.g. #101082),
	// CSIMigrationAWS (#106098, #111479), kubernetes.io/aws-ebs (#85237).
	{[]string{"ebs", "aws"}, "release notes: CSIMigrationAWS \"requires the AWS EBS CSI driver\" (#106098); aws.amazon.com: Amazon Elastic Block Store"},
	// A person remembers that something was slow; a note that fixed it
	// says "performance regression" (11 notes, e.g. "Fix performance
	// regression for update and apply operations on large CRDs", #103318)
	// more often than "slow" (25 notes, most about other things: a sysctl
	// tcp_slow_start_after_idle, #138389). As faster / performance in the
	// vocabulary, the other way.
	// The metrics measure latency in histograms named *_duration_seconds
	// (the instrumentation guidelines' base unit): "Replaced
	// _admission_latencies_milliseconds … \"duration\" is the best
	// practice labelling" (#75279), and most notes name a latency metric
	// by its name (apiserver_request_duration_seconds, #106306). A
	// person remembers "latency" (the SLOs' word, "Pod startup latency
	// SLI", #131950); a duration is not always one, so matched below it.
	{[]string{"latency", "duration"}, "release notes: \"_admission_latencies_milliseconds\" replaced by *_duration_seconds (#75279); \"kubelet_pod_start_sli_duration_seconds_bucket … Pod startup latency SLI\" (#131950)"},
	// A node boots where the notes say it starts up: "the latency problems
	// on node startups" (#121720), "node startup failures" (#76099); one
	// note says both of the kube-apiserver ("--maximum-startup-sequence-
	// duration will allow the liveness endpoint to defer boot-sequence
	// failures", #81969). "boot" alone is in 6 notes, "startup" in 74.
	{[]string{"boot", "startup"}, "release notes: \"node startup\" (#121720, #76099) for a node's boot; \"startup sequence\" beside \"boot-sequence\" in one note (#81969)"},
	{[]string{"slow", "performance"}, "release notes: \"performance regression\" (#103318) for what was slow"},
	// An AWS load balancer by its kind: "AWS NLB health check
	// interval" (#96312).
	{[]string{"load balancer", "nlb"}, "aws.amazon.com: an NLB is a kind of load balancer"},
	// A Go panic crashes the program: notes say "panic" (127 notes,
	// "instead of causing a panic", #133540) where a person remembers a
	// crash (62).
	{[]string{"crash", "panic"}, "go.dev: an unrecovered panic crashes the program"},
}

// maxPhraseWords bounds the words of a vocabulary phrase.
const maxPhraseWords = 4

var (
	// vocabGroup maps every form (and its plurals) to its groups' indexes
	// in groupForms.
	vocabGroup = map[string][]int{}
	// phraseLast holds the last word of every phrase form, so indexing
	// checks for a phrase only after such a word.
	phraseLast = map[string]bool{}
	// phrases holds every phrase form.
	phrases = map[string]bool{}
	// compounds holds the one-word forms that are a phrase of their group
	// written as one identifier ("serviceaccount"): they also match the
	// identifiers that start with them ("ServiceAccountTokenNoAutoGeneration",
	// "CustomResourceDefinitionStatus"), as a typed identifier matches by
	// prefix.
	compounds = map[string]bool{}
)

// groupForms holds the forms of every group of vocabulary, then of
// related (from index len(vocabulary)).
var groupForms [][]string

func init() {
	for _, e := range vocabulary {
		groupForms = append(groupForms, e.forms)
	}
	for _, e := range related {
		groupForms = append(groupForms, e.forms)
	}
	for g, forms := range groupForms {
		for _, f := range forms {
			if strings.Contains(f, " ") {
				compounds[strings.ReplaceAll(f, " ", "")] = true
			}
			for _, v := range formVariants(f) {
				vocabGroup[v] = append(vocabGroup[v], g)
				if i := strings.LastIndexByte(v, ' '); i >= 0 {
					phrases[v] = true
					phraseLast[v[i+1:]] = true
				}
			}
		}
	}
}

// formVariants returns f and its regular plurals (of its last word).
func formVariants(f string) []string {
	out := []string{f, f + "s", f + "es"}
	if strings.HasSuffix(f, "y") {
		out = append(out, f[:len(f)-1]+"ies")
	}
	return out
}

// addPhrases calls fn with every phrase form that ends with last after the
// words prev (lower-cased by lower; prev holds raw tokens). buf is scratch.
func addPhrases(buf []byte, prev []string, last []byte, fn func(p []byte)) []byte {
	for k := 1; k <= len(prev); k++ {
		buf = buf[:0]
		for _, w := range prev[len(prev)-k:] {
			buf = append(lowerInto(buf, w), ' ')
		}
		buf = append(buf, last...)
		if phrases[string(buf)] {
			fn(buf)
		}
	}
	return buf
}

// joinPhrases merges consecutive query terms that make a phrase form into
// one term, longest phrase first.
func joinPhrases(terms []string) []string {
	if len(terms) < 2 {
		return terms
	}
	out := terms[:0:0]
	for i := 0; i < len(terms); {
		n := 1
		for k := min(maxPhraseWords, len(terms)-i); k >= 2; k-- {
			if phrases[strings.Join(terms[i:i+k], " ")] {
				n = k
				break
			}
		}
		out = append(out, strings.Join(terms[i:i+n], " "))
		i += n
	}
	return out
}

// vocabForm is another form of a term: score is scoreVocab, or
// scoreRelated for a form of related.
type vocabForm struct {
	form  string
	score int32
}

// vocabForms returns the other forms of term t's vocabulary groups, with
// their plurals (t is found as any form or plural).
func vocabForms(t string) []vocabForm {
	gs := vocabGroup[t]
	if gs == nil {
		return nil
	}
	var out []vocabForm
	for _, g := range gs {
		score := scoreVocab
		if g >= len(vocabulary) {
			score = scoreRelated
		}
		for _, f := range groupForms[g] {
			for _, v := range formVariants(f) {
				if v != t {
					out = append(out, vocabForm{v, score})
				}
			}
		}
	}
	return out
}
