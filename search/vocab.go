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
//
// Each group says where the equivalence comes from in a comment line
// above it ("Source: …"), which also covers the groups right under it
// (TestVocabularySources checks that every group has one): a comment, not
// a string in the table, so the sources add nothing to the page's download
// (as strings they were about 4 KB of it, gzip).
var vocabulary = [][]string{
	// Resource short names, as `kubectl api-resources` prints them
	// (SHORTNAMES column; kubectl v1.33, built-in resources).
	// Source: kubectl api-resources
	{"cs", "componentstatus", "component status"},
	{"cm", "configmap", "config map"},
	{"ep", "endpoints"},
	{"ev", "event"},
	{"limits", "limitrange", "limit range"},
	{"ns", "namespace"},
	{"pvc", "persistentvolumeclaim", "persistent volume claim"},
	{"pv", "persistentvolume", "persistent volume"},
	{"po", "pod"},
	{"rc", "replicationcontroller", "replication controller"},
	{"quota", "resourcequota", "resource quota"},
	{"sa", "serviceaccount", "service account"},
	{"svc", "service"},
	{"crd", "crds", "customresourcedefinition", "custom resource definition"},
	{"ds", "daemonset", "daemon set"},
	{"deploy", "deployment"},
	{"rs", "replicaset", "replica set"},
	{"sts", "statefulset", "stateful set"},
	{"hpa", "horizontalpodautoscaler", "horizontal pod autoscaler", "horizontal pod autoscaling"},
	{"cj", "cronjob", "cron job"},
	{"csr", "certificatesigningrequest", "certificate signing request"},
	{"ing", "ingress"},
	{"netpol", "networkpolicy", "network policy"},
	{"pdb", "poddisruptionbudget", "pod disruption budget"},
	// Source: kubectl api-resources (v1.24 and older)
	{"psp", "podsecuritypolicy", "pod security policy"},
	// Source: kubectl api-resources
	{"pc", "priorityclass", "priority class"},
	{"sc", "storageclass", "storage class"},
	// Abbreviations the notes themselves use for the same words.
	// Source: release notes: "env vars" beside "environment variables"
	{"env", "environment"},
	{"vars", "variables"},
	// Source: release notes: "pid=<number> … the specified number of
	// process IDs" (1.14's kubelet note) beside "PID pressure"; a PID is
	// the kernel's process ID
	{"pid", "process id"},
	// Source: a GID is a Linux group ID (credentials(7): "Each process
	// has … a real group ID"); release notes: "control primary GID of
	// containers" (#52077), 704th for "set group id for container
	// processes". Not uid for user id: most notes' UID is an object's
	// (metadata.uid).
	{"gid", "group id"},
	// Go's int64 and int32 are 64- and 32-bit integers: "Fix printing
	// resources with int64 fields" (#110572) is what a person remembers as
	// "output broken for 64-bit integer fields" (4th without the phrase).
	// The phrase is as a query reads a typed "64-bit": one word, 64bit
	// (see gluedAbbrev).
	// Source: the Go specification, numeric types ("int64 the set of all
	// signed 64-bit integers"); release notes: #110572, #136582
	{"int64", "64bit integer"},
	{"int32", "32bit integer"},
	// Source: KEP stages: GA is the stable stage (kubernetes.io, feature
	// gates); release notes: "general available" (18 lines, "Removed
	// general available feature-gate AppArmor", #129375)
	{"ga", "stable", "generally available", "general available", "general availability"},
	// Source: kubernetes.io: Dynamic Resource Allocation (DRA)
	{"dra", "dynamicresourceallocation", "dynamic resource allocation"},
	// Source: kubernetes.io: Container Runtime Interface (CRI)
	{"cri", "container runtime interface"},
	// Source: kubernetes.io: Container Storage Interface (CSI)
	{"csi", "container storage interface"},
	// Source: kubernetes.io: Container Network Interface (CNI)
	{"cni", "container network interface"},
	// Source: kubernetes.io: Using RBAC Authorization
	{"rbac", "role based access control"},
	// Source: kubernetes.io: Pod Security Standards
	{"pss", "pod security standards"},
	// Source: kubernetes.io: Pod Security Admission
	{"psa", "pod security admission"},
	// Source: kubernetes.io: API Priority and Fairness (APF); release notes:
	// "Priority and Fairness" without API (about 40 notes, e.g. #112557),
	// and its API group, flowcontrol.apiserver.k8s.io ("The
	// flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema … APIs has been
	// promoted", #121089)
	{"apf", "api priority and fairness", "priority and fairness", "flowcontrol"},
	// Source: kubernetes.io: Kubernetes Component SLI Metrics ("service
	// level indicator (SLI) metrics"); the scalability SIG's SLIs/SLOs
	// ("service level objectives"); release notes: the ComponentSLIs gate
	// (#133742, 5th for "component service level indicator gate
	// dropped"), "Pod startup latency SLI/SLO documentation" (#131950)
	{"sli", "service level indicator"},
	{"slo", "service level objective"},
	// Source: the usual numeronym
	{"k8s", "kubernetes"},
	// Source: the usual abbreviation, used in kube-apiserver flag help
	{"authn", "authentication"},
	{"authz", "authorization"},
	// Source: kubernetes.io: Garbage Collection
	{"gc", "garbage collection", "garbage collector"},
	// Source: kubernetes.io: node out-of-memory behaviour
	{"oom", "out of memory", "outofmemory"},
	// Source: Service type LoadBalancer
	{"lb", "loadbalancer", "load balancer"},
	// Source: kubeadm docs: high availability (HA) clusters
	{"ha", "high availability", "highly available"},
	// Source: the usual abbreviation
	{"vm", "virtual machine"},
	// Source: release notes 1.10: "Azure Virtual Machine Scale Sets
	// (VMSS)"; 40 notes write VMSS, 7 "scale set(s)" (e.g. "their parent
	// scale set", #95289)
	{"vmss", "virtual machine scale set", "scale set"},
	// Source: Azure docs: Standard Load Balancer (SLB); release notes: "SLB
	// backend pool" (#105839) beside "standard load balancer backend pool"
	// (#100690)
	{"slb", "standard load balancer"},
	// Source: release notes 1.8: "The deprecated ThirdPartyResource (TPR)
	// API was removed"; "Third Party Resource" (#40666)
	{"tpr", "thirdpartyresource", "third party resource"},
	// Source: release notes: "Denial Of Service prevention" (#116459)
	// beside "http/2 DOS vulnerabilities" (#121120)
	{"dos", "denial of service"},
	// Source: the Linux man pages (read(2): "from file descriptor fd");
	// release notes: "fd leak" (#82873) beside "file descriptor" (6 notes,
	// e.g. "file descriptor leak", #79534)
	{"fd", "file descriptor"},
	// Source: protobuf.dev: Protocol Buffers, "protobuf" for short;
	// release notes: "protobuf" (about 60 notes) beside "using protocol
	// buffers to request Metrics API" (#102039)
	{"protobuf", "protocol buffer"},
	// Source: the API's resourceVersion, which the notes shorten to RV
	// ("the watch cache RV metric", #137615; "LISTs with exact RV",
	// #130423) beside "resourceVersion" (about 50 notes)
	{"rv", "resourceversion", "resource version"},
	// Source: the community's short name for a SubjectAccessReview, the
	// authorizer's question ("the admission controller determines this
	// access using a SAR", github.com/imjasonh/rbac-audit issue 1); the
	// notes always write it out (about 30 notes, e.g. #76959)
	{"sar", "subjectaccessreview", "subject access review"},
	// Cloud providers' services, by their abbreviations and names: the
	// notes write "AWS NLB" and "Amazon NLB" (#53400), "EBS" and "Elastic
	// Block Store", "GCP" and "Google Cloud".
	// Source: aws.amazon.com: AWS is Amazon Web Services; release notes:
	// "Added Amazon NLB support" (#53400)
	{"aws", "amazon", "amazon web services"},
	// Source: aws.amazon.com: Amazon Elastic Block Store (EBS)
	{"ebs", "elastic block store"},
	// Source: aws.amazon.com: Network Load Balancer (NLB), a kind of Elastic
	// Load Balancing
	{"nlb", "network load balancer"},
	// A Service's load balancer on a cloud network's private addresses is
	// an internal load balancer, ILB for short: the notes write "GCP ILB
	// firewall names" (#84622) and "Azure internal load balancer" (about
	// 25 notes).
	// Source: release notes: "GCE Internal LoadBalancer sync loop will now
	// release the ILB IP address" (#97740), "Fixed ILB creation" (#57351)
	{"ilb", "internal load balancer", "internal loadbalancer"},
	// Source: the Azure cloud provider's name for a public IP address; release
	// notes: the annotation service.beta.kubernetes.io/azure-pip-name "to
	// specify the public IP name" (#81213), "PIP's DNS is deleted" (#87246),
	// beside "public IP" (about 20 notes)
	{"pip", "public ip"},
	// Source: cloud.google.com: Persistent Disk; release notes: "GCE PD"
	// beside "GCEPersistentDisk" and "PersistentDisk volumes" (#121083)
	{"pd", "persistentdisk", "persistent disk"},
	// Source: cloud.google.com: Google Cloud (formerly Google Cloud Platform,
	// GCP)
	{"gcp", "google cloud", "google cloud platform"},
	// Source: cloud.google.com: Cloud TPU, Google's Tensor Processing Units
	// ("GCE: support Cloud TPU API in cloud provider", #58029)
	{"tpu", "tensor processing unit"},
	// Source: learn.microsoft.com: Azure Container Registry (ACR); release
	// notes: "Azure ACR credential provider" (#108209) beside "Add support
	// for Azure Container Registry" (#37783)
	{"acr", "azure container registry"},
	// Source: learn.microsoft.com: managed identities for Azure resources,
	// formerly Managed Service Identity (MSI); release notes: "User Assigned
	// MSI (…/managed-service-identity/overview), which provides for managed
	// identities" (#66180)
	{"msi", "managed identity", "managed service identity"},
	// Source: kubernetes.io: one CPU unit is one physical or virtual core
	{"cpu", "core"},
	// Source: the usual abbreviation, used by the e2e test framework
	{"e2e", "end to end"},
	// Source: aws.amazon.com and learn.microsoft.com: Availability Zones
	// (AZs); the notes always write "availability zone" (11 times, e.g.
	// #89722), a person types az
	{"az", "availability zone"},
	// Source: Linux user_namespaces(7) and the pod field hostUsers; release
	// notes: "support running the control plane in userns pods" (#124997),
	// "host userns" (1.5), KEP-2033 kubelet-in-userns beside "user namespaces"
	// (about 60 times, e.g. #131623) and the gate UserNamespacesSupport
	// (#130138)
	{"userns", "user namespace"},
	// Source: release notes: the gate StrictCostEnforcementForVAP (#124676)
	// beside ValidatingAdmissionPolicy (about 130 times, e.g. #115747);
	// kubernetes.io: Validating Admission Policy
	{"vap", "validatingadmissionpolicy", "validating admission policy"},
	// Source: release notes: the kubernetes.io/vac-protection finalizer of
	// VolumeAttributesClass objects (#130553); kubernetes.io:
	// VolumeAttributesClass
	{"vac", "volumeattributesclass", "volume attributes class"},
	// Source: release notes: "Remove CRD stored versions from status upon
	// SVM migration" (#135297) beside "Added the StorageVersionMigration
	// v1beta1 API" (#134784) and the StorageVersionMigrator gate
	// (#135297); kubernetes.io: Storage Version Migration; release notes:
	// "messages in the storage version migrator" (#136046), 8th for "svm
	// info messages logged as errors" without the phrase.
	{"svm", "storageversionmigration", "storage version migration", "storageversionmigrator", "storage version migrator"},
	// Shortenings of everyday words: the notes write both, for the same
	// thing (counts in the shipped notes: cert/certs 197 beside
	// certificate(s) 421, config(s) 932 beside configuration 690, info 120
	// beside information 331, repo 64 beside repository 53, dir 83 beside
	// directory 129, KCM 45 beside kube-controller-manager 420), so a
	// person remembers either. Left out: "auth" (also SIG Auth, on every
	// note of that SIG, and both authentication and authorization), "pkg"
	// (mostly Go paths: k8s.io/.../pkg/...; a related name of package
	// instead, see related), "init" (kubeadm init).
	// Source: release notes: "cert" beside "certificate" (e.g. --cert-dir,
	// client cert rotation)
	{"cert", "certificate"},
	// Source: release notes: "config file" beside "configuration file"
	{"config", "configuration"},
	// Source: release notes: "for more info" beside "for more information"
	{"info", "information"},
	// Source: release notes: "image repo" beside "image repository"
	{"repo", "repository"},
	// Source: release notes: "--cert-dir", "volumes dir" beside "directory"
	{"dir", "directory"},
	// Source: the usual shortening (sig-scalability's perf-tests)
	{"perf", "performance"},
	// Source: the usual shortening, in the notes' log lines ("msg":…)
	{"msg", "message"},
	// Source: the usual shortening in Go code and review comments
	{"impl", "implementation"},
	// Source: the usual shortening; release notes: "Updates docs and
	// guidance on cloud provider InstancesV2" (#96397) beside
	// "documentation" (about 60 notes)
	{"docs", "documentation"},
	// Source: the node labels kubernetes.io/os and kubernetes.io/arch
	// ("Node OS/arch labels have been promoted to GA", #73048); the usual
	// abbreviations
	{"os", "operating system"},
	{"arch", "architecture"},
	// Source: the usual shortening; release notes: "when kubelet cmd exit
	// 1" (#104774), "a deprecated cmd flag" (#108017) beside "command"
	{"cmd", "command"},
	// Source: the usual shortening; release notes: "Deps: Update to Golang
	// 1.13.9" (#89275), "Update dep google/gnostic … and updating
	// transitive dependencies" (#102783)
	{"dep", "dependency"},
	// Source: the usual shortening, as in kube-proxy's Windows proxy mode,
	// winkernel (e.g. "Migrate cmd/proxy/{config, healthcheck,
	// winkernel}", #104944); no note says "win" as a word
	{"win", "windows"},
	// Source: the usual shortening; release notes: "a policy applied via
	// addon mgr" (1.7) beside "addon manager"; the known-item writers typed
	// "topology mgr", "cpu mgr mem mgr pinning" for the kubelet's managers
	{"mgr", "manager"},
	// Source: release notes: "kube-controller-manager (KCM)" (#125591)
	{"kcm", "kube-controller-manager"},
	// Source: release notes: "cloud-controller-manager (CCM)"
	{"ccm", "cloud-controller-manager"},
	// "CEL expressions now behave deterministically against params"
	// (#140201) beside `IngressClass.Spec.Parameters.Namespace` (#104636):
	// params 5 times beside parameters 96 in the shipped notes, and the
	// usual shortening in code and review comments.
	// Source: release notes: "policies using CRD params" (#123003) beside
	// "parameters"
	{"param", "parameter"},
	// Flags and fields shorten maximum to max (--max-pods, maxSurge,
	// max_requests_inflight), and so do notes ("Fix: incorrect max azure
	// disk max count", #92331, which "correcting azure disk maximum
	// counts" ranked 5th); the notes write max 40 times, maximum 31. Not
	// min: the notes' "5 min" is minutes and memory.min a cgroup file.
	// Source: Merriam-Webster: max, abbreviation of maximum; release
	// notes: "--max-pods" (#100267) beside "the maximum number of pods"
	// (#129543)
	{"max", "maximum"},
	// Lifecycle verbs: a person remembers that a feature moved a stage, not
	// which verb the note used. The notes say both "Graduated X to GA" and
	// "X was promoted to GA" (e.g. #117591, #112838), and both "Removed
	// support for" and "Dropped support for". Each inflection is listed:
	// the stemmer matches a word's forms, this table its synonyms.
	// Source: release notes: "graduated to GA" beside "promoted to GA"
	{"graduated", "promoted"},
	{"graduate", "promote"},
	{"graduating", "promoting"},
	{"graduation", "promotion"},
	// Source: release notes: "removed support for" beside "dropped support
	// for"
	{"removed", "dropped"},
	{"remove", "drop"},
	{"removing", "dropping"},
	// Source: release notes: "kubeadm: stop applying the …master taint"
	// (#110095) beside "the taint … is no longer applied" (#112008); WordNet:
	// stop and cease are one verb sense, and no longer is "not any more". A
	// note that says "not … anymore" says it too: "Service of type
	// ExternalName do not create an Endpoint anymore" (#114814, for
	// "externalname services stop getting endpoints"); 22 notes say anymore.
	// Source: WordNet: anymore and any longer are one adverb sense ("at the
	// present or from now on; usually used with a negative")
	{"no longer", "anymore", "stop", "stops", "stopped", "stopping"},
	// Everyday synonyms of release-note English, each matched below the
	// word itself (scoreVocab): a person remembers what a note did, not
	// its verb.
	// Feature gate states: the notes say a gate is "enabled by default" or
	// "turned on by default" for the same thing.
	// Source: release notes: "turned off by default" beside "disabled by
	// default"; WordNet lists turn off as a sense of disable, and switch
	// off as turn off ("switched off by default", #125787). Each form is
	// listed, as the stemmer does not reach into a phrase: "turns it off"
	// is indexed as "turns off" (see separable).
	{"disable", "disabled", "disables", "disabling", "turn off", "turns off", "turned off", "turning off",
		"switch off", "switches off", "switched off", "switching off"},
	// Source: release notes: "turned on by default" (#67406) beside "enabled
	// by default", "turns it on by default" (#98969), "switched on by
	// default" (#107462); WordNet lists turn on as a sense of enable, and
	// switch on as turn on
	{"enable", "enabled", "enables", "enabling", "turn on", "turns on", "turned on", "turning on",
		"switch on", "switches on", "switched on", "switching on"},
	// The kubelet reconstructs its volume state after a restart (14 lines,
	// "NewVolumeManagerReconstruction", #123442), which a person remembers
	// as rebuilding it; no note says rebuild.
	// Source: WordNet: reconstruct and rebuild are one verb sense
	{"rebuild", "rebuilds", "rebuilt", "rebuilding", "reconstruct", "reconstruction"},
	// The notes call the same code an admission plugin (55 lines, the
	// --enable-admission-plugins flag) or an admission controller (31).
	// Source: kubernetes.io: Admission Control in Kubernetes ("admission
	// controllers … are also called admission plugins")
	{"admission plugin", "admission controller"},
	{"admission plugins", "admission controllers"},
	// Source: release notes: "nodes that lack the required CSI driver"
	// (#135012) beside "nodes missing a required CSI driver" (#140612);
	// WordNet: lack is "be without"
	{"missing", "lacking", "lacks", "lack"},
	// Source: WordNet: big and large are one adjective sense; the notes write
	// large (49 notes, "large CRDs", #103318) and seldom big (2, #118420), a
	// person types either
	{"large", "big"},
	// Source: WordNet: extra and additional are one adjective sense ("further
	// or added")
	{"additional", "extra"},
	// Source: kubernetes.io API concepts: "Retrieving large results sets in
	// chunks" is the API's pagination (limit and continue); release notes:
	// "API paging is now enabled by default" (#77278)
	{"pagination", "paginated", "chunking", "chunked list", "paging"},
	// What a component turns away: the notes say "reject" (about 90 times,
	// "Kubelet should reject pods whose OS doesn't match the node's OS
	// label", #105292) and "refuse" (8: "kubelet might refuse to start",
	// #134906; "refusing to provision", #47274), and a person remembers
	// either.
	// Source: WordNet: reject and refuse share a verb sense ("refuse to
	// accept")
	{"reject", "refuse"},
	// Source: as reject / refuse
	{"rejects", "refuses"},
	{"rejected", "refused"},
	{"rejecting", "refusing"},
	// Source: WordNet: relocate and move are one verb sense
	{"relocate", "move"},
	{"relocated", "moved"},
	// Source: release notes: "introduced a new flag" beside "added a new flag"
	{"introduce", "add"},
	{"introduced", "added"},
	// Source: release notes: "a malformed component config file" (#84129)
	// beside "invalid config" (invalid 244 times, malformed 34); WordNet:
	// malformed is "not formed correctly"
	{"invalid", "malformed"},
	// Source: release notes: preflight "checks" beside "validation" of the
	// same thing ("additional validation for endpoint IP configuration",
	// #116749); WordNet lists validate as a sense of check ("verify"). The
	// validate form also finds validation, validated … (its stem)
	{"check", "validate"},
	// Source: as check / validate
	{"checked", "validated"},
	{"checking", "validating"},
	// Source: release notes: "completed pods" (12) beside "finished pods" (6)
	// for Pods in a terminal phase (#104577); WordNet: finish and complete are
	// one verb sense. A pod that completes "is done" (#118817): WordNet's
	// done is "having finished or arrived at completion"
	{"finished", "completed", "done"},
	// Source: as finished / completed
	{"finish", "complete", "done"},
	{"finishing", "completing"},
	// Source: release notes: "will no longer fail to display any resources"
	// (#73035) beside "show" for what a command prints; WordNet: show and
	// display are one verb sense
	{"show", "display"},
	// Source: as show / display
	{"showed", "shown", "displayed"},
	{"showing", "displaying"},
	// What a command shows: the notes say "print" (about 160 times, e.g.
	// --print-join-command, #56185) and "output" (about 400, "structured
	// output of 'kubeadm token list' in JSON", #78764) for the same thing,
	// and a person remembers either (a held-out query typed print for an
	// output note).
	// Source: release notes: "print" (#56185) beside "structured output"
	// (#78764, #124496) for what a command writes
	{"print", "output"},
	// Source: as print / output
	{"prints", "outputs"},
	{"printed", "outputted"},
	{"printing", "outputting"},
	// A check or a step left out: the notes say "skip" (about 220 times)
	// and, for the same thing, "bypass" (10: "bypass checking
	// PodDisruptionBudgets", #85571; "bypass admission", #137582).
	// Source: release notes: "This will bypass checking PodDisruptionBudgets"
	// (#85571) and "bypass admission" (#137582) beside "skip" for a check left
	// out
	{"skip", "bypass"},
	// Source: as skip / bypass
	{"skips", "bypasses"},
	{"skipped", "bypassed"},
	{"skipping", "bypassing"},
	// "multi-container Pods" (#140047) are Pods with multiple containers:
	// the notes write the prefix
	// (multi-container 7 times, multi-line 19, multi-version 8,
	// multi-cluster 6) and the word (multiple containers 3, clusters 5)
	// for the same thing.
	// Source: release notes: "multi-container Pods" (#140047), "multi-cluster"
	// beside "multiple containers", "multiple clusters"
	{"multi", "multiple"},
	// "Support multiple scale sets in Azure cloud provider" (#57543) is
	// remembered as "several scale sets": the notes write "multiple" (180
	// times) for more than one far more than "several" (26).
	// Source: WordNet: several, "(of an indefinite number) more than 2 or
	// 3 but not many"; release notes: "multiple scale sets" (#57543)
	{"several", "multiple"},
	// A component that does what a setting asks "respects" it in 17 notes
	// ("Kubeadm now respects user specified etcd versions", #89588) and
	// "honors" it in 5, the same sense.
	// Source: WordNet: honor, "show respect towards";
	// release notes: "respects user specified etcd versions" (#89588)
	// beside "honors the --cluster-domain flag"
	{"honor", "honour", "respect"},
	// Source: as honor / respect
	{"honored", "honoured", "respected"},
	{"honoring", "honouring", "respecting"},
	// Source: opentelemetry.io: "OpenTelemetry, also known as OTel"; the
	// notes name its Go modules go.opentelemetry.io/otel
	{"otel", "opentelemetry"},
	// Source: release notes: "args" (61 times, e.g. --kubelet-extra-args)
	// beside "arguments" (158)
	{"arg", "argument"},
	// Source: the usual shortening of Linux capabilities (libcap, capsh); the
	// notes write "capabilities" (#127696) and CAP_NET_RAW
	{"caps", "capabilities"},
	// A person remembers that a change made something faster; the notes
	// say so with "faster" (24 notes, e.g. "Faster StatefulSet creation",
	// #117865), "speed up" and its forms (3), "quicker" (2), or as an
	// improved "performance" (102 notes, 29 of them "improved performance
	// of …", e.g. #127378). Six queries of the study sets typed "faster".
	// Source: release notes: "kubeadm: speedup init" (#117984), "Sped up
	// kubelet start time" (#67031), "mounted quicker" (#106853) beside
	// "faster" (#117865); WordNet: speed up is "move faster"
	{"faster", "quicker", "speed up", "speeds up", "sped up", "speeding up", "speedup"},
	// Source: release notes: "Improved performance of the job controller"
	// (#127378) for a controller made faster; a paraphrase, so matched below
	// the word itself (scoreVocab)
	{"faster", "performance"},
	// A person remembers that a change made something better; the notes
	// say "improved" (e.g. "Improved logging when volume times out
	// waiting for attach/detach", #108628) far more than "better" (523
	// forms of improve beside 109 of better in the notes' text).
	// Source: release notes: "Added better handling of errors during
	// unmount" (#122530) beside "Improved handling of unmount
	// failures" (#107789), "Improved logging" (#108628)
	{"better", "improved"},
	// Source: release notes: "fail … on a single failure" (#73035), "a single
	// RangeStream RPC" (#136915), single in 103 notes beside one in 136;
	// WordNet: one is "used of a single unit or thing"
	{"one", "single"},
	// A person remembers that something ran out; the notes say so both
	// ways: "to prevent running out of disk space" (#56979) and "an
	// ephemeral port exhaustion bug" (#112017), "resource exhaustion"
	// (#107337), "the dynamic block is exhausted" (#109928).
	// Source: release notes: "running out of disk space" (#56979) beside "port
	// exhaustion" (#112017) and "is exhausted" (#109928); to run out of a
	// thing is to exhaust it
	{"exhaust", "exhausted", "exhaustion", "run out of", "runs out of", "ran out of", "running out of"},
	// Source: release notes: error (379 notes) and failure (92) for the same
	// event of a command or a request ("no longer fail to display any
	// resources on a single failure", #73035; "spurious admission failures",
	// #139522); matched below the word itself, as a paraphrase
	{"error", "failure"},
	// Compounds the notes write apart: "always in lower cases" (#89722)
	// beside "lowercase" (10 times), "upper case" (3) beside "uppercase" (4).
	// Source: release notes: "lower cases" (#89722) beside "lowercase"
	{"lowercase", "lower case", "lowercased"},
	// Source: release notes: "upper case" beside "uppercase"
	{"uppercase", "upper case", "uppercased"},
	// More of them, counted in the shipped notes (glued / apart): a
	// person types either, and a glued query word finds no note that
	// writes the two words (the other way, two typed words find the glued
	// one without a table: see joinPairs). A verb's phrase is listed in
	// its inflections: the stemmer does not reach inside a phrase.
	// Source: release notes: healthcheck 14, health check 60 (#128432)
	{"healthcheck", "health check"},
	// Source: release notes: metadata 131, meta data 3 (#123730)
	{"metadata", "meta data"},
	// Source: release notes: filesystem 41, file system 6
	{"filesystem", "file system"},
	// Source: release notes: hostname 52, host name 2
	{"hostname", "host name"},
	// Source: release notes: fallback 12, fall back 6
	{"fallback", "fall back", "falls back", "falling back", "fell back"},
	// Source: release notes: workaround 8, work around 5
	{"workaround", "work around"},
	// Source: release notes: readonly 11, read only 2
	// and ro, the mount option (mount(8): "ro  Mount the filesystem read-only").
	{"readonly", "read only", "ro"},
	// Source: release notes: shutdown 59, shut down 3
	{"shutdown", "shut down", "shuts down", "shutting down"},
	// Source: release notes: cleanup 62, clean up 16
	{"cleanup", "clean up", "cleans up", "cleaning up", "cleaned up"},
	// Source: release notes: setup 27, set up 6
	{"setup", "set up", "sets up", "setting up"},
	// The API server: the notes write "API server" apart (about 160
	// notes, e.g. "API Server tracing root span name", #112545; "for the
	// API server are removed", #52547) beside apiserver glued (about 580,
	// most as kube-apiserver); a person types it glued. Only since a
	// phrase may hold a word in capitals (see buildDict) does "API server"
	// count as the phrase.
	// Source: release notes: "API server" (#112545, #52547) beside
	// kube-apiserver
	{"apiserver", "api server"},
	// "leading \"0\"s" (#137053) beside "leading zeros" (#104368): the
	// digit written for the word.
	// Source: release notes: "leading \"0\"s" (#137053) beside "leading zeros"
	// (#104368)
	{"zero", "0"},
	// Set 12's paraphrases, counted in the shipped notes. A gate "off by
	// default" (20 notes, #96293) is "disabled by default" (56, #134624);
	// "off" (56 notes) is nearly always "turned off" or "off by default".
	// Source: release notes: off by default (#96293), disabled by default
	// (#134624)
	{"disabled", "off"},
	// incorrect (118 notes) beside wrong (29, #113041).
	// Source: WordNet: one adjective sense
	{"incorrect", "wrong"},
	// "custom resources (CRs)" (kubectl apply --applyset), "the CRs" (#114584).
	// Source: release notes: custom resources (CRs)
	{"cr", "custom resource"},
	// A GA gate "is always enabled" (8 notes, #123134) or "unconditionally
	// enabled" (55, #114953).
	// Source: release notes: a GA gate locked on
	{"always enabled", "unconditionally enabled"},
	// "pass extra parameters to etcd" (#42246), "extra arguments" (#133779).
	// Source: WordNet: one noun sense (a value passed to a command)
	{"argument", "parameter"},
	// "takes precedence over the default" (8 notes, #99582), override (75).
	// Source: release notes: takes precedence over
	{"override", "precedence"},
	// Set 13's: "not available" (8 notes, #140089) for unavailable (43).
	// Source: WordNet: unavailable, "not available"
	{"unavailable", "not available"},
	// The standard streams by their usual names: "dumps logs on the
	// standard error" (#85351) beside "logs to stderr" (#107218),
	// "standard input" beside stdin (kubectl apply -f -).
	// Source: POSIX stdio(3): stderr is the standard error stream
	{"stderr", "standard error"},
	// Source: POSIX stdio(3): stdout is the standard output stream
	{"stdout", "standard output"},
	// Source: POSIX stdio(3): stdin is the standard input stream
	{"stdin", "standard input"},
	// "Health Check SG Rules" (#93515), "worker node SG rule" (#92224).
	// Source: AWS: security group (SG)
	{"sg", "security group"},
	// Azure's firewall rules by their short name: the notes say NSG (5
	// notes: "add generic cache for Azure VM/LB/NSG/RouteTable", #59520;
	// "Azure NSG rules", #104384) and "network security group" (2, #87035).
	// Source: learn.microsoft.com: network security group (NSG)
	{"nsg", "network security group"},
	// A CVE names a vulnerability: the notes cite the CVE (34 notes: "Fix
	// CVE-2019-11249 … kubectl cp potential directory traversal", #80436)
	// where a person remembers a vulnerability (5 notes say it).
	// Source: cve.org: CVE, Common Vulnerabilities and Exposures, one
	// identifier per publicly disclosed vulnerability
	{"cve", "vulnerability"},
	// Kubernetes renamed the master to the control plane (1.20: kubeadm's
	// node-role.kubernetes.io/control-plane label), so a person types the
	// new name for a note in the old: the notes say master on 186 lines,
	// control plane on 144 ("Switch core master base images
	// (kube-apiserver, kube-scheduler) from debian to distroless", #90674,
	// for "control plane images now distroless").
	// Source: kubernetes.io: the control plane (formerly master) components;
	// kubeadm 1.20 release notes: the "master" label and taint renamed
	// "control-plane"
	{"master", "control plane"},
	// A feature gate is also called a feature flag, on 36 lines of the
	// notes against 1041 for feature gate: "Lower and upper case feature
	// flag values are now allowed" (#121441, for "case insensitive feature
	// gate values"); "Please use `DisableCloudProviders` …
	// feature flags" (#117503). The query's word is "gate" alone ("coredns
	// gate"), so the phrase is a name of it, not of "feature gate".
	// Source: release notes: feature flag for a feature gate (#121441,
	// #117503, #113171)
	{"gate", "feature flag"},
	// Source: release notes: "no longer permitted" (#58438), "permitted"
	// in 10 note lines (e.g. #100125, #119789) beside "allowed" in 132
	{"allowed", "permitted"},
	{"allow", "permit"},
	// Source: release notes: "they became obsolete" (v1alpha3 types, 1.34),
	// "makes the --feature-gates=SupportIPVSProxyMode=true obsolete"
	// (#60540), of what other notes call deprecated
	{"obsolete", "deprecated"},
	// Source: release notes: "no longer dumps backtrace" (#73951) beside
	// "stack trace" (8 notes, e.g. #80937)
	{"backtrace", "stack trace"},
	// Found missing by held-out sets 34 and 35, counted in the shipped
	// notes. Server-side apply by its usual abbreviation: "merge patch
	// instead of SSA" (#138874), "large objects using SSA" (#111557)
	// beside server-side apply (about 100 lines, most hyphened: see
	// addPhrases) and the gate ServerSideApply.
	// Source: kubernetes.io: Server-Side Apply; release notes: SSA (#138874,
	// #111557)
	{"ssa", "serversideapply", "server side apply"},
	// A node or a pod that is not ready: the notes say unready (25 times,
	// "endpoints were unready", #136743) and NotReady (26, the node
	// status as kubectl shows it: "nodes to go to NotReady state",
	// #57484). Not "not ready" (21): typed, it would be one term, and a
	// note naming only the Ready condition (#110721) would no longer
	// match it.
	// Source: kubectl get nodes: STATUS NotReady (the Ready condition false);
	// release notes: unready (#136743) beside NotReady (#57484)
	{"unready", "notready"},
	// A resource outside namespaces is cluster-scoped (16 lines: "webhooks
	// for cluster-scoped objects", #58185) or non-namespaced (6: "will no
	// longer prune non-namespaced resources by default", #110907; "not
	// namespaced resources", #89861).
	// Source: kubernetes.io: Namespaces ("Not all objects are in a
	// namespace"; kubectl api-resources --namespaced=false lists the
	// cluster-scoped ones); release notes: cluster-scoped (#58185) beside
	// non-namespaced (#110907)
	{"cluster-scoped", "non-namespaced", "not namespaced"},
	// Source: release notes: timestamp 128, time stamp 1 (#73982)
	{"timestamp", "time stamp"},
	// Something missing is not found: "no longer emit `Label not found`
	// logs for missing optional container annotations" (#140163) says
	// both of one thing; not found is in 87 lines ("If an Azure disk is
	// not found", #58345).
	// Source: release notes: "Label not found" logs for missing annotations
	// (#140163)
	{"missing", "not found"},
	// What does not exist is not found where it is looked for: "don't
	// warn if crictl binary does not exist" (#126596) is what a person
	// remembers as a warning that crictl was not found; 18 notes say "not
	// exist" ("non-existent" 8 more, "non-existing" 2), 30 "not found".
	// Not missing too: "Path does not exist" log spam (#112650) then
	// outranked "Label not found" logs for missing annotations (#140163)
	// for "kubelet spams missing label messages". An apostrophe separates
	// words in the index, so "doesn't" is written as the two words it
	// reads as.
	// Source: WordNet: nonexistent, "having no existence"; release notes:
	// #126596
	{"not found", "does not exist", "doesn t exist", "do not exist", "don t exist", "nonexistent", "non-existent", "non-existing", "nonexisting"},
	// HTTP's 404 is its Not Found status, and the notes name it by its
	// number ("a transient 404 response to custom resource requests",
	// #81244); a person remembers that something was not found. A group
	// of its own: a 404 is not found, but not every missing thing is one.
	// Source: RFC 9110, 15.5.5: "404 Not Found"
	{"404", "not found"},
	// Go names macOS darwin (GOOS), and so do the notes of the binaries
	// built for it ("client-side binaries for new darwin/arm64 platform",
	// #97743); a person says mac.
	// Source: the Go documentation, GOOS values: darwin is macOS
	{"darwin", "macos", "mac", "osx"},
	// To impersonate a user is to act as one: kubectl's --as flag, "Username
	// to impersonate for the operation". The notes say impersonation (35
	// times), impersonated, impersonate; a person remembers "acting as
	// another user" (#44076, "API requests using impersonation now include
	// the system:authenticated group").
	// Source: kubectl reference: --as "Username to impersonate for the
	// operation"; Kubernetes documentation, User impersonation: "A user can
	// act as another user through impersonation headers"
	{"impersonate", "impersonation", "act as", "acting as"},
	// "right away" is in no note, immediately in 68 ("reconcile newly
	// created and spec-changed HPAs immediately", #138294).
	// Source: WordNet: right away is a synonym of immediately ("without
	// delay")
	{"immediately", "right away"},
	// Found missing by held-out sets 36-39, counted in the shipped notes.
	// A folder is a directory (10 notes say folder, 71 directory): "a
	// drop-in kubelet configuration directory" (#119390, for "kubelet
	// config drop in folder").
	// Source: WordNet: folder is a sense of directory ("a file that lists
	// other files"); release notes: "the vendor folder" (#122729)
	{"directory", "folder"},
	// The latest is the newest (24 notes say latest, 4 newest): "the latest
	// event's Message" (#46034, for "repeated events show newest message").
	// Source: WordNet: latest and newest are one adjective sense ("up to
	// the immediate present; most recent")
	{"latest", "newest"},
	// By hand is manually (33 notes say manually, 2 by hand): "delete the
	// PV object manually" (#105773, for "deleting pv by hand removes
	// storage volume").
	// Source: WordNet: manually ("by hand")
	{"manually", "by hand"},
	// Windows's Group Managed Service Accounts, which the notes call
	// GMSA ("Graduating Windows GMSA support from alpha to beta",
	// #82110) and which a person may spell out.
	// Source: kubernetes.io: Configure GMSA for Windows Pods and
	// containers: "Group Managed Service Accounts (GMSA)"
	{"gmsa", "group managed service account"},
	// A revert undoes a change, and a person remembers it undone: "undo
	// deletion of legacy cloud providers" for "Reverted remove
	// legacycloudproviders from staging" (#124864); a later note says
	// both ("undoing a previous reverted commit", #124886). A revert goes
	// back to what was before: "vsphere go back to finding vm by uuid" for
	// "Reverts to looking up the current VM in vSphere using the
	// machine's UUID" (#40892). A change backed out is reverted: "backed
	// out windows device manager support" for "Reverted devicemanager for
	// Windows node added in 1.19rc1" (#93263, 5th). As forms of revert,
	// all name the revert as a stage (see revertBit).
	// Source: WordNet: revert, sense 1, "go back to a previous state",
	// and undo, sense 1, are both "change by reversal"; git-revert(1):
	// revert "the changes that the related patches introduce"; hg-backout(1):
	// "reverse effect of earlier changeset"; release notes: #124886
	{"revert", "undo", "go back", "back out"},
	{"reverted", "undone", "backed out"},
	{"reverts", "undoes", "backs out"},
	{"reverting", "undoing", "backing out"},
	// An ID is an identifier: the notes say "the JWT Key ID field"
	// (#78502) and "credential IDs" (#125634), where a person remembers
	// a key identifier or credential identifiers; 109 note words are ID
	// or IDs, 21 identifier(s).
	// Source: RFC 7515, 4.1.4: the "kid" (Key ID) Header Parameter, "a
	// hint indicating which key was used"; Merriam-Webster: ID,
	// abbreviation of identification, identifier
	{"identifier", "id"},
	{"identifiers", "ids"},
}

// related lists names that are not the same thing but that a person uses
// for each other: they match each other below the vocabulary, as a prefix
// does (scoreRelated), so a note with the name as typed, or another name
// of the same thing, ranks above one with a related name.
// Each says where it comes from as the vocabulary's groups do.
var related = [][]string{
	// A typo is a spelling mistake: "Fixed documentation typo in
	// cloud-provider" (#106445) and "Fixed a typo in the help text for the
	// pod_scheduling_sli_duration_seconds metric" (#124221), remembered as
	// spelling mistakes (18th and 2nd). Not every misspelling is a typo's
	// fix, so matched below the word itself.
	// Source: WordNet: typo, "a mistake in printed matter resulting from
	// mechanical failures of some kind"; misspelling, "incorrect spelling";
	// release notes: #106445, #124221
	{"typo", "spelling mistake", "misspelling", "misspelled"},
	// A note says a thing was renamed where a person remembers its name
	// changed: "Renamed the feature gate for CEL in Admission Control to
	// ValidatingAdmissionPolicy" (#113735), "Rename some flags for beta
	// UI" (#42064), both 2nd or 3rd for queries saying "name changed".
	// Phrases, as typed; matched below the word itself.
	// Source: WordNet: rename (v), "assign a new name to"; release notes:
	// #113735, #42064
	{"renamed", "name changed", "names changed"},
	{"rename", "name change", "names change"},
	// A removed command or gate is gone to the person who missed it:
	// "kubeadm alpha certs command gone" for "the "kubeadm alpha certs"
	// command is removed now" (#97706). Matched below the word itself.
	// Source: WordNet: gone (adj), sense 1, "done for, kaput" => destroyed,
	// sense 4 => lost; release notes: #97706
	{"removed", "gone"},
	// PodDisruptionBudgets are the disruption controller's: "Added the
	// --concurrent-disruption-syncs flag … the number of concurrent
	// disruption controller workers" (#140014) is what a person
	// remembers as the pdb controller's workers (5th). Not every
	// disruption is a PDB's (pod disruption conditions), so matched below
	// the name itself.
	// Source: kube-controller-manager --controllers: "disruption" runs
	// the PodDisruptionBudget controller; release notes: #140014
	{"pdb", "disruption"},
	// A container that stopped is terminated in the API and exited or
	// dead in a runtime's words: "Kubelet no longer reports terminated
	// container metrics from cAdvisor" (#112963) is remembered as metrics
	// for dead containers. Matched below the word itself: a terminated
	// pod is not always a dead one.
	// Source: kubernetes.io: Container states (Waiting, Running,
	// Terminated); Docker's container states, "exited" and "dead"
	// (docker ps --filter status=)
	{"terminated", "dead", "exited"},
	// A full sync is a complete one: "Changed kube-proxy to skip
	// full-sync operations when operating in large-cluster mode"
	// (#138571), remembered as avoiding a complete resync (5th). Full also
	// says a disk has no room left, so matched below the word itself.
	// Source: WordNet: full (adj), sense 3, "full, total => complete";
	// release notes: #138571
	{"full", "complete"},
	// A checksum is what the notes call a hash of data kept to check it:
	// "Use checksums instead of fsyncs to ensure discovery cache
	// integrity" (#110851), which a person remembers as verified with
	// hashes. Not every hash is a checksum (a CA's hash pins it), so
	// matched below the word itself.
	// Source: WordNet: checksum, "used to check whether errors have
	// occurred in transmission or storage"; release notes: #110851
	{"hash", "checksum"},
	// What a component lost is missing where a person looks: "Fix IPv6
	// addresses lost issue in pure ipv6 vsphere environment" (#86001),
	// remembered as addresses missing.
	// Source: WordNet: lost (adj), sense 1, similar to missing; release
	// notes: #86001
	{"missing", "lost"},
	// A component's startup is when it starts: "the printing of flags at
	// the start of kubelet" (#106520) is what a person remembers as the
	// kubelet's startup flags, and "Fixed a race condition on API server
	// startup" (#95783) as something right after the apiserver starts.
	// Each form is listed: the stemmer leaves startup whole.
	// Source: WordNet: startup (n) "the act of setting in operation";
	// release notes: #106520, #95783
	{"startup", "start", "starts", "started", "starting"},
	// What happens twice a note calls a duplicate: "Fix duplicate writing
	// of logs" (#45017) for logs a person saw printed twice; other notes
	// say the fault as seen ("adds primary IP twice into PodIPs",
	// #116879). Not every duplicate happened twice, so matched below.
	// Source: WordNet: duplicate (v) "make or do or perform again";
	// release notes: #45017, #116879
	{"twice", "duplicate", "duplicated"},
	// Kubernetes pauses a Deployment's rollout and suspends a Job, and
	// resumes both; a person remembers a Job paused and continued: "pause
	// and continue a job field" for "Jobs API has a new .spec.suspend
	// field that can be used to suspend and resume Jobs" (#98727).
	// Source: kubectl reference: "rollout pause", "rollout resume";
	// kubernetes.io blog: Introducing Suspended Jobs ("suspend and resume
	// Jobs"); WordNet: resume, sense 1, "=> continue"
	{"pause", "suspend"},
	{"continue", "resume"},
	// A client asks for a gzip-compressed response with its
	// Accept-Encoding header: "default \"Accept-Encoding\" header removed
	// from HTTP probes" (#96127) is what a person remembers as probes no
	// longer sending a gzip header.
	// Source: RFC 9110, 12.5.3: Accept-Encoding, "Accept-Encoding: compress,
	// gzip"
	{"gzip", "accept-encoding"},
	// The extra arguments kubeadm passes to a component (its extraArgs,
	// the --apiserver-extra-args flag) a note calls parameters: "Users
	// can now pass extra parameters to etcd in a kubeadm cluster"
	// (#42246). Related, not one word: a parameter is often no argument.
	// Source: release notes: #42246 beside --apiserver-extra-args
	// (#58080)
	{"args", "parameters"},
	{"arguments", "parameters"},
	// To expand a volume is to grow it: "Allow node expansion of local
	// volumes" (#102886) for "grow local volume size on the node". A kind
	// of growing, not every one, so matched below.
	// Source: WordNet: expand, senses 1 and 2, "=> grow"
	{"grow", "expand"},
	{"grows", "expands"},
	{"growing", "expanding"},
	// RBAC roles grant permissions, and a note calls them privileges:
	// "Added privileges for EndpointSlice to the default view & edit RBAC
	// roles" (#101203), which two writers remembered as permissions.
	// Source: kubernetes.io, Using RBAC Authorization, "Privilege
	// escalation prevention": a user may only create a role that holds
	// "all the permissions contained in the role"
	{"permissions", "privileges"},
	{"permission", "privilege"},
	// To mutate an object is to modify it, in Kubernetes's own words for
	// its mutating admission; a person remembers "mutating cached
	// objects" for "would attempt to modify shared objects" (#85368).
	// Matched below the word typed: a mutating webhook is a kind of
	// thing, and most notes modifying something do not mutate it there.
	// Source: kubernetes.io glossary, Admission Controller: "Mutating
	// controllers may modify the objects they admit"
	{"mutate", "modify"},
	{"mutating", "modifying"},
	{"mutated", "modified"},
	{"mutates", "modifies"},
	// i18n is internationalization, and kubectl's is its translations:
	// its package k8s.io/kubectl/pkg/util/i18n loads them, and the notes
	// say "Applies translations on all command descriptions" (#95439),
	// "Updated Japanese translation for kubectl" (#131176). Two writers
	// of known-item sets typed i18n for #95439. Not every translation is
	// one (CSI translation of in-tree volumes), so matched below.
	// Source: kubernetes/kubectl: pkg/util/i18n ("T translates a string");
	// W3C: "Localization vs. Internationalization" (i18n)
	{"i18n", "translation", "translations", "translate"},
	// A person says a flag or feature is going away for what a note says
	// is deprecated, or removed: "All klog flags except for -v and
	// -vmodule are deprecated" (#105042) for "most klog logging options
	// going away"; 1.7's notes say support for the alpha version of node
	// and pod affinity "is going away in Kubernetes 1.8". A phrase of its
	// own, so matched below the stage itself.
	// Source: release notes: #105042; 1.7: "Support for the alpha version
	// of node and pod affinity … is going away"
	{"going away", "deprecated"},
	{"going away", "removed"},
	// A fix says that a setting is now honored where a person remembers
	// that it was ignored: "The --leader-elect CLI args are now honored in
	// scheduler" (#105915) for "scheduler ignored leader election flags";
	// "dry-run is not honored for pod/eviction" (#76969) says the fault
	// itself. Respected says it as honored does: "ensure
	// image-pull-timeout flag is respected during upgrade phase" (#90328)
	// for "kubeadm upgrade ignores image pull timeout" (sets 93 and 137).
	// The opposite word, so matched below the word typed.
	// Source: release notes: #105915, #76969, #90328
	{"ignored", "honored", "respected"},
	{"ignore", "honor", "respect"},
	{"ignores", "honors", "respects"},
	// What a note optimized a person remembers as made faster: "Optimized
	// NodeUnschedulable Filter to avoid unnecessary calculations"
	// (#119399), "Optimized calculating stats when only CPU and Memory
	// stats are returned" (#68841). As performance for faster in the
	// vocabulary, but a paraphrase of what the person saw.
	// Source: release notes: "Optimized …" (#119399)
	{"faster", "optimized", "optimize", "optimizes", "optimization"},
	// A version bump is an update of it: the notes say "Bump X to vN"
	// and "bumped" (65 times) beside "Update X to vN" and "updated".
	// Update is also what a change does to an object, so matched below.
	// Source: release notes: "kube-addon-manager image version is bumped
	// to 9.1.6" (#108341) beside "Updated pause version to …" (#130713)
	{"bump", "update"},
	{"bumped", "updated"},
	{"bumps", "updates"},
	// The scheduling framework's plugins implement its extension points,
	// and the notes that added a point name the point ("Add Score
	// extension point to the scheduling framework", #79109; "Add
	// Pre-filter extension point", #78005); the later ones name the plugins
	// ("ScorePlugin", "PreFilter plugins"). A person remembers "score
	// plugin" for either; a point is not a plugin, so matched below it.
	// Source: kubernetes.io: Scheduling Framework: "Scheduler plugins
	// register to be invoked at one or more extension points"; release
	// notes: #79109, #78005
	{"extension point", "plugin"},
	// A custom resource is not its definition, but the notes say "CRDs"
	// for custom resources: "large CRDs" for slow applies of large custom
	// resources (#103318), "applying CRDs before the CRD exists" for
	// custom resources applied with their definition (#107363). A person
	// remembers "custom resources" (69 notes) where a note says CRD (107
	// notes), and the reverse.
	// Source: release notes: "large CRDs" (#103318), "applying CRDs before the
	// CRD exists" (#107363) for custom resources
	{"crd", "custom resource"},
	// The notes say "the CRI runtime" (11 notes, e.g. #123216) and "CRI
	// detection" (#114455) for the container runtime the kubelet or
	// kubeadm talks to through the CRI; "container runtime" is in 64.
	// Source: release notes: "the CRI runtime does not support user
	// namespaces" (#123216), "kubeadm always does CRI detection" (#114455)
	{"cri", "container runtime"},
	// EBS is AWS's block store, and the notes name its volumes and their
	// CSI migration by AWS: "AWS EBS" (11 notes, e.g. #101082),
	// CSIMigrationAWS (#106098, #111479), kubernetes.io/aws-ebs (#85237).
	// Source: release notes: CSIMigrationAWS "requires the AWS EBS CSI driver"
	// (#106098); aws.amazon.com: Amazon Elastic Block Store
	{"ebs", "aws"},
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
	// Source: release notes: "_admission_latencies_milliseconds" replaced by
	// *_duration_seconds (#75279);
	// "kubelet_pod_start_sli_duration_seconds_bucket … Pod startup latency
	// SLI" (#131950)
	{"latency", "duration"},
	// An IP family is IPv4 or IPv6 (a Service's spec.ipFamilies holds
	// those two values), and a person who remembers that a note was about
	// which of the two a thing uses types them: "kube-proxy metrics show
	// ipv4 or ipv6" for "the corresponding IP family" (#129173). Two
	// groups, so that ipv4 and ipv6 are not related to each other.
	// Source: Kubernetes documentation, IPv4/IPv6 dual-stack:
	// ".spec.ipFamilies … IPv4, IPv6"; release notes: "Kube-proxy IP
	// family will be determined by the nodeIP" (#91725)
	{"ip family", "ipv4"},
	{"ip family", "ipv6"},
	// A node boots where the notes say it starts up: "the latency problems
	// on node startups" (#121720), "node startup failures" (#76099); one
	// note says both of the kube-apiserver ("--maximum-startup-sequence-
	// duration will allow the liveness endpoint to defer boot-sequence
	// failures", #81969). "boot" alone is in 6 notes, "startup" in 74.
	// Source: release notes: "node startup" (#121720, #76099) for a node's
	// boot; "startup sequence" beside "boot-sequence" in one note (#81969)
	{"boot", "startup"},
	// The HorizontalPodAutoscaler is the autoscaling API group's resource
	// (autoscaling/v1, autoscaling/v2; the notes name a version of it 20
	// times), so a note about that group is about the HPA's API: "Expose autoscaling
	// apis through federation api server" (#38976), remembered as
	// "federation apiserver hpa api". Not every autoscaling is an HPA (the
	// cluster autoscaler), so matched below the name itself.
	// Source: Kubernetes API reference: HorizontalPodAutoscaler,
	// autoscaling/v2
	{"hpa", "autoscaling"},
	// Source: release notes: "performance regression" (#103318) for what was
	// slow
	{"slow", "performance"},
	// What was slow is what a note says it cut the latency of: "Improved
	// scheduling latency when many gated pods" (#124848), remembered as
	// "scheduler slow with lots of scheduling gates". A group of its own,
	// so that performance and latency are not related to each other.
	// Source: release notes: "Improved scheduling latency" (#124848); "the
	// latency problems on node startups" (#121720)
	{"slow", "latency"},
	// An AWS load balancer by its kind: "AWS NLB health check
	// interval" (#96312).
	// Source: aws.amazon.com: an NLB is a kind of load balancer
	{"load balancer", "nlb"},
	// A Go panic crashes the program: notes say "panic" (127 notes,
	// "instead of causing a panic", #133540) where a person remembers a
	// crash (62).
	// Source: go.dev: an unrecovered panic crashes the program
	{"crash", "panic"},
	// A person says a component died where the notes say it crashed:
	// "kubelet dies when reclaiming memory" for "kubelet crashes trying to
	// free memory" (#58574).
	// Source: WordNet: die (v), sense 4, "fail, go bad, give way, die,
	// give out, conk out, go, break, break down"
	{"crash", "die", "dies", "died"},
	// A volume made larger: the notes say "volume expansion" (17 notes,
	// e.g. "Ceph RBD volume expansion now works even when ceph.conf was
	// not provided", #92027; the ExpandPersistentVolumes gate) and
	// "volume resize" or "resizing" (11, e.g. #66780). A pod's in-place
	// resize is not an expansion, so matched below the word itself.
	// Source: release notes: "volume expansion" (#92027, #77755) beside
	// "volume resize" (#66780); kubernetes.io blog: "Resizing Persistent
	// Volumes using Kubernetes" (the ExpandPersistentVolumes feature)
	{"resize", "resizing", "resized", "expansion", "expand", "expanding", "expanded"},
	// RBD is Ceph's block device, which the notes name alone ("force
	// unlock rbd image if the image is not used", #41597; the rbd volume
	// plugin) or with Ceph ("Ceph RBD volume expansion", #92027): a person
	// remembers the storage system. Ceph is more than RBD (CephFS), so
	// matched below the word itself.
	// Source: docs.ceph.com: Ceph Block Device ("RBD images", RADOS Block
	// Device); kubernetes.io: the rbd volume type ("a Rados Block Device
	// (RBD) volume"), CephFS beside it
	{"ceph", "rbd"},
	// A value a component rejects: the notes say invalid (85 times in the
	// release notes, "an empty or invalid hostname", #64815) where a
	// person remembers it as bad (5 times: "bad values", "Bad Request").
	// Source: RFC 9110 §15.5.1: 400 Bad Request, for a request the server
	// finds invalid or malformed; release notes: invalid hostname (#64815)
	{"bad", "invalid"},
	// A Go package by its directory: "pkg" is in 104 notes, nearly all in
	// a Go path ("now available under k8s.io/kubelet/pkg/apis/", #92632),
	// where the path names a package; "package" is in 79 ("Replaced
	// deprecated package k8s.io/utils/pointer", #132724). Not the same
	// word (a path may hold pkg above many packages), so matched below
	// it, as a related name: the vocabulary leaves pkg out (see cert).
	// Source: release notes: k8s.io/kubelet/pkg/apis (#92632) beside
	// "package k8s.io/utils/pointer" (#132724); the Kubernetes
	// repositories keep their Go packages under pkg/ (k8s.io/kubernetes/pkg)
	{"pkg", "package"},
	// A pod's in-place resize is its vertical scaling: the gate is
	// InPlacePodVerticalScaling (17 lines of the notes, with
	// InPlacePodVerticalScalingExclusiveCPUs, #130559, for "in place resize
	// exclusive cpu"), "in-place … resize" 9. Related, not the same word,
	// as resize and expansion are.
	// Source: KEP-1287 In-Place Update of Pod Resources (kubernetes.io: Resize
	// CPU and Memory Resources assigned to Containers), gate
	// InPlacePodVerticalScaling
	{"resize", "vertical scaling", "verticalscaling"},
	// A feature no longer supported is removed: "The userspace proxy mode
	// (deprecated for over a year) is no longer supported" (#112133, for
	// "kube-proxy userspace mode removal"); 16 lines of the notes say it.
	// An API version no longer served is removed too: "The node.k8s.io/v1alpha1
	// RuntimeClass API is no longer served" (#103061, for "runtimclass
	// v1alpha1 removed"), and 6 more notes of API versions (one flag "no
	// longer served a purpose").
	// A thing a component no longer supports is removed from it too:
	// "Windows winkernel kube-proxy no longer supports Windows HNS v1
	// APIs" (#110957); "kube-up no longer supports azure" is what a person
	// remembers of "Remove Azure kube-up" (#41672).
	// Source: release notes: "is no longer supported" for a removal (#112133,
	// 13 lines), "no longer supports" (#110957); kubernetes.io: Deprecated
	// API Migration Guide ("The … API version … is no longer served as of
	// v1.22") for the removed versions
	{"removed", "removal", "no longer supported", "no longer supports", "no longer served"},
	// Go's linter is golint: "Enable golint for pkg/scheduler" (#58437) is
	// what a person remembers as lint checks turned on, as "enabled a
	// linter" (#133571) and "a linting issue" (#128856) are; the notes
	// write lint, linter, linting and golint, one or two times each.
	// Source: github.com/golang/lint: "Golint is a linter for Go source
	// code"; release notes: #58437, #133571
	{"lint", "linter", "golint"},
	// What has no limit is unlimited: "Azure-based clusters now support
	// unlimited mount points" (#54668) is what a person remembers as no
	// limit on mounts; the notes say unlimited 5 times, "no limit" once.
	// Source: WordNet: unlimited, "having no limits"; release notes:
	// #54668
	{"unlimited", "no limit", "without limit"},
	// AWS's load balancers are its Elastic Load Balancing (ELB): the notes
	// say "AWS ELB" (11 notes) and "AWS load balancers" (#55731, for "aws
	// elb annotations updated") of the same load balancers, where another
	// cloud's load balancer is no ELB: related, not the same word.
	// Source: aws.amazon.com: Elastic Load Balancing (ELB), the load
	// balancers of AWS's Service type LoadBalancer
	{"elb", "load balancer", "loadbalancer"},
	// What an API or a flag accepts it allows: "what values will be
	// accepted as IP addresses" (#122550) and "will keep allowing leading
	// zeros on IPv4 address" (#104368, for "ipv4 addresses with leading
	// zeroes still accepted") are one change's two sides; 101 notes say
	// accept, 541 allow, which more often grants a person leave ("allowing
	// users to control"): related, not the same word.
	// Source: release notes: accepted (#122550) beside allowing (#104368)
	// of which IPv4 addresses validation lets through
	{"accept", "allow"},
	{"accepts", "allows"},
	{"accepted", "allowed"},
	{"accepting", "allowing"},
	// kubectl debug adds an ephemeral container to a running pod: the notes
	// say ephemeral container (25 lines), seldom debug container (2), where
	// a person remembers debugging ("can't add debug container to static
	// pod" for "If a user attempts to add an ephemeral container to a
	// static pod …", #114086).
	// Source: kubernetes.io: Debug Running Pods (kubectl debug, "adding an
	// ephemeral debug container")
	{"debug container", "ephemeral container"},
	// A command-line flag is often an option, an argument or a parameter to
	// the notes: of the 786 notes naming a --flag, 414 call it a flag and 95
	// only one of the others (55 an option, "kubelet now supports `log-file`
	// option", #70917; 25 an argument; 16 a parameter), where a person
	// remembers the flag. Related, not the same word: an option is also a
	// field or a choice ("mount options", "delete options"). Three pairs,
	// not one group: an option is no argument to a person.
	// Source: kubernetes.io command-line tools reference (the flags of
	// kube-apiserver, kubelet … under "Options"); release notes: `log-file`
	// option (#70917), "the `--feature-gates` argument" (#104167)
	{"flag", "option"},
	{"flag", "argument"},
	{"flag", "parameter"},
	// Metrics and logs are collected or gathered: "Collect logs for dead
	// kubelets too" (#37671), 43rd for "gather logs even when kubelet has
	// died" (with the pair below); "Fix kubelet metrics gathering on
	// non-English Windows hosts" (#84156). Related, not the same word: a
	// garbage collector gathers nothing.
	// Source: WordNet: gather (v), sense 1, "assemble, accumulate,
	// amass, collect"; release notes: #37671, #84156
	{"gather", "collect"},
	// DRA's API kinds (ResourceClaim, ResourceSlice, DeviceClass …) are
	// the resource.k8s.io group's: "The resource.k8s.io/v1beta1 API is
	// deprecated and will be removed in 1.36" (#129970) never says DRA,
	// and two writers' "DRA v1beta1 deprecated" and "dra v1beta1 api
	// deprecated" did not list it.
	// Related, not the same name: as one group, "dynamic resource
	// allocation resource claim api" put resource.k8s.io notes naming a
	// ResourceClaim above the note adding the API (#111023).
	// Source: kubernetes.io: Dynamic Resource Allocation ("The
	// resource.k8s.io/v1 API group"); release notes: #129970
	{"dra", "resource.k8s.io"},
	// What died is dead: the notes say "dead kubelets" (#37671) and
	// "dead containers", where a person says the kubelet died.
	// Source: WordNet: dead (adj), sense 1, "no longer having life";
	// release notes: #37671
	{"dead", "died"},
	// A GPU is the accelerator the notes name: "Adds the ability to
	// disable Accelerator/GPU metrics collected by Kubelet" (#91930), the
	// DisableAcceleratorUsageMetrics gate, "When DisableAcceleratorUsageMetrics
	// is set, do not collect accelerator metrics" (#101712, 5th for "stop
	// gathering gpu metrics from cadvisor when disabled"). Related, not the
	// same word: an accelerator is also a TPU or another device.
	// Source: release notes: "Accelerator/GPU metrics" (#91930); WordNet:
	// accelerator, "a device that accelerates"
	{"gpu", "accelerator"},
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
	// prefix. An API group ("resource.k8s.io") is one too: the notes
	// write it with its version ("resource.k8s.io/v1beta1").
	compounds = map[string]bool{}
)

// groupForms holds the forms of every group of vocabulary, then of
// related (from index len(vocabulary)).
var groupForms [][]string

func init() {
	groupForms = append(append(groupForms, vocabulary...), related...)
	for g, forms := range groupForms {
		for _, f := range forms {
			if strings.Contains(f, " ") {
				compounds[strings.ReplaceAll(f, " ", "")] = true
			}
			if strings.Contains(f, ".") {
				compounds[f] = true
			}
			vs := formVariants(f)
			// A hyphened name of the table is also written apart: the
			// notes say "cloud controller manager" 22 times beside 36
			// "cloud-controller-manager" (#136539: "Cloud Controller
			// Manager"), and people type it so. Apart it is a phrase of
			// the same group, so it finds "CCM server" (#68982) as the
			// hyphened name does.
			if strings.Contains(f, "-") && !strings.Contains(f, " ") {
				vs = append(vs, formVariants(strings.ReplaceAll(f, "-", " "))...)
			}
			for _, v := range vs {
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
			n := len(buf)
			buf = append(lowerInto(buf, w), ' ')
			// A hyphened word is its words apart (see buildDict).
			for i := n; i < len(buf); i++ {
				if buf[i] == '-' {
					buf[i] = ' '
				}
			}
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
