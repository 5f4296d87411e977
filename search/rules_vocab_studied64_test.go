package search_test

import "testing"

// Vocabulary found missing by held-out sets 64-67, and ilb by 64-69 (see vocab.go), as for
// sets 36-39: the set's query and one written here for a note that says
// the other word; the rank before its entry in parentheses.
func TestVocabularyOfSets64To67(t *testing.T) {
	checkMarkedVocab(t, []markedVocabCase{
		// "kubectl: Enable using protocol buffers to request Metrics API."
		// It never says "top", and "Support metrics API in kubectl top
		// commands" (#56206) has every word but protobuf: second.
		{"kubectl top protobuf metrics api", "protocol buffers", "protobuf / protocol buffers (6th)", 102039, 2},
		// "The Kubelet now properly requests protobuf objects where they
		// are supported from the apiserver, reducing load in large
		// clusters."
		{"kubelet asks apiserver for protocol buffers", "protobuf", "protocol buffers / protobuf (33rd)", 75602, 1},
		// "Kube-apiserver: Fixed a 1.27+ regression in watch stability by
		// serving watch requests without a resourceVersion from the watch
		// cache by default"
		{"watch cache no rv regression", "resourceversion", "rv / resourceVersion (4th)", 123935, 1},
		// "Added ListFromCacheSnapshot feature gate that allows apiserver
		// to serve LISTs with exact RV and continuations from cache"
		{"serve lists with exact resource version from cache", "rv", "resource version / RV (first, missing a word)", 130423, 1},
		// "Validating admission webhooks are now properly called for
		// CREATE operations on the following resources: tokenreviews,
		// subjectaccessreviews, …"
		{"validating webhook called for sar create", "subjectaccessreviews", "sar / SubjectAccessReview (2nd)", 76959, 1},
		// "Exposes and sets a default timeout for the SubjectAccessReview
		// client for DelegatingAuthorizationOptions"
		{"sar client default timeout", "subjectaccessreview", "sar / SubjectAccessReview (2nd)", 95725, 1},
		// Set 67: "beta Support creation of GCP Internal Load Balancers
		// from Service objects".
		{"gcp ilb service", "internal load balancers", "ilb / internal load balancer (3rd)", 46663, 1},
		// "Provide IPv6 support for internal load balancer."
		{"ilb ipv6 support", "internal load balancer", "ilb / internal load balancer (2nd)", 103794, 1},
	})
}

// markedVocabCase is a query finding note pr within rank by a vocabulary
// entry, word marked in it; why names the entry and the rank before it.
type markedVocabCase struct {
	query, word, why string
	pr, rank         int
}

// checkMarkedVocab checks each case: its note found with its word marked, and
// within its rank.
func checkMarkedVocab(t *testing.T, cases []markedVocabCase) {
	t.Helper()
	s, ix := storeIndexOnce(t)
	for _, c := range cases {
		if !marksWord(s, ix, c.query, c.pr, c.word) {
			t.Errorf("%q (%s): #%d found without %q marked", c.query, c.why, c.pr, c.word)
		}
		wantShippedRank(t, c.query, c.pr, c.rank)
	}
}

// Vocabulary found missing by held-out sets 76-79, as above.
func TestVocabularyOfSets76To79(t *testing.T) {
	checkMarkedVocab(t, []markedVocabCase{
		// Set 78: "Added the StorageVersionMigration v1beta1 API and
		// removed the v1alpha1 API."
		{"svm v1beta1 api", "storageversionmigration", "svm / StorageVersionMigration (13th)", 134784, 1},
		// "Switched StorageVersionMigration to use merge patch instead of
		// SSA."
		{"svm merge patch", "storageversionmigration", "svm / StorageVersionMigration (5th, no note with every word)", 138874, 1},
	})
}

// Vocabulary found missing by held-out sets 82-85 and, read again with
// them, the earlier sets' misses, as above.
func TestVocabularyOfSets82To85(t *testing.T) {
	checkMarkedVocab(t, []markedVocabCase{
		// Set 83: "Extended the schema of kube-proxy's metrics / endpoints
		// to incorporate information about the corresponding IP family."
		{"kube-proxy metrics show ipv4 or ipv6", "ip family", "ipv4, ipv6 / IP family (43rd)", 129173, 1},
		// Set 70: "Kube-proxy IP family will be determined by the nodeIP
		// used by the proxier."
		{"ipv6 kube-proxy nodeip", "ip family", "ipv6 / IP family (3rd)", 91725, 1},
		// Set 65, read again beside them: "Improved scheduling latency
		// when many gated pods."
		{"scheduler slow with lots of scheduling gates", "latency", "slow / latency (34th)", 124848, 1},
		// Set 65: "API requests using impersonation now include the
		// system:authenticated group in the impersonated user
		// automatically."
		{"acting as another user gets authenticated group", "impersonated", "acting as / impersonated (2nd)", 44076, 1},
		// Set 85: "Expose autoscaling apis through federation api server."
		{"federation apiserver hpa api", "autoscaling", "hpa / autoscaling (2nd)", 38976, 1},
	})
}

// Vocabulary found missing by held-out sets 102-113, as above.
func TestVocabularyOfSets102To113(t *testing.T) {
	checkMarkedVocab(t, []markedVocabCase{
		// Set 105: "Kube-apiserver: the --enable-logs-handler flag and
		// log-serving functionality which was already deprecated is now
		// switched off by default and scheduled to be removed in v1.33."
		{"apiserver serving logs turned off by default", "switched off", "turned off / switched off (2nd)", 125787, 1},
		// "CSIMigrationOpenStack … is now switched on by default, Cinder
		// CSI driver must be installed on clusters on OpenStack"
		{"cinder csi migration enabled by default", "switched on", "enabled / switched on (3rd)", 107462, 1},
		// Set 102: "If the TaintNodesByCondition is enabled, a node will be
		// tainted when it is under PID pressure."
		{"node gets tainted when running out of process ids", "pid", "process id / PID (20th)", 60008, 1},
		// "Promote SupportNodePidsLimit to GA to provide node-to-pod PID
		// isolation."
		{"process id limits per pod ga", "pid", "process id / PID (first, no note with every word)", 94140, 1},
		// Set 106's "priority admission controller on by default", written
		// with "enabled": "the Priority admission plugin is now enabled by
		// default".
		{"priority admission controller enabled by default", "admission plugin", "admission controller / plugin", 65739, 1},
		// Set 55: "Enable DefaultTolerationSeconds admission controller by
		// default", behind the note that added it.
		{"default toleration seconds admission plugin", "admission controller", "admission plugin / controller (4th)", 41815, 2},
		// Set 113: "NewVolumeManagerReconstruction feature is now GA."
		// A note restoring volumes after a restart ranks above it.
		{"kubelet rebuilds volume state after restart ga", "reconstruction", "rebuild / reconstruct (94th)", 123442, 6},
		// "Added reconstruction of SELinux mount context after kubelet
		// restart."
		{"kubelet rebuilds selinux mount context after restart", "reconstruction", "rebuild / reconstruct", 113596, 1},
		{"volume manager rebuild ga", "reconstruction", "rebuild / reconstruct", 123442, 1},
	})
}

// Vocabulary and related names found missing by held-out sets 118-121
// and, read again with them, the earlier sets' misses, as above.
func TestVocabularyOfSets118To121(t *testing.T) {
	checkMarkedVocab(t, []markedVocabCase{
		// The tuning set: "Add Score extension point to the scheduling
		// framework." Notes with every word ("… framework plugins' node
		// score range") ranked; this one, without "plugin", was not listed.
		{"scheduler framework score plugin", "extension point", "plugin / extension point (not listed)", 79109, 1},
		// Set 73: "Added the PodGroupPostFilter extension point to the
		// scheduling framework", behind the note running the plugins.
		{"podgrouppostfilter scheduler plugin", "extension point", "plugin / extension point (2nd)", 139674, 1},
		// Set 119: "Add Pre-filter extension point to the scheduling
		// framework." A note on the PreFilter plugins' arguments, which
		// says plugin, stays above it.
		{"scheduling framework prefilter plugin", "extension point", "plugin / extension point (4th)", 78005, 2},
		// Set 118: "Add support to generate client-side binaries for new
		// darwin/arm64 platform".
		{"kubectl binaries for apple silicon macs", "darwin", "macs / darwin (72nd)", 97743, 1},
		{"client binaries for macos arm", "darwin", "macos / darwin", 97743, 1},
		// Set 119: "Resolves a transient 404 response to custom resource
		// requests during server startup".
		{"crd requests not found briefly after apiserver restart", "404", "not found / 404 (43rd)", 81244, 1},
		{"custom resources not found during apiserver startup", "404", "not found / 404", 81244, 1},
		// Set 52: "The flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema …
		// APIs has been promoted to flowcontrol.apiserver.k8s.io/v1".
		{"apf flowschema v1 ga", "flowcontrol", "apf / flowcontrol (4th)", 121089, 2},
		{"apf v1beta3 deprecated", "flowcontrol", "apf / flowcontrol", 121089, 1},
		// Set 118: "The --leader-elect* CLI args are now honored in
		// scheduler."
		{"scheduler ignored leader election flags", "honored", "ignored / honored (6th)", 105915, 1},
		// Set 24: "Optimize inter-pod affinity
		// preferredDuringSchedulingIgnoredDuringExecution type, up to 4x
		// in some cases."
		{"faster preferred pod affinity scheduling", "optimize", "faster / optimize (4th)", 84264, 1},
		// Set 33: "Optimized calculating stats when only CPU and Memory
		// stats are returned from Kubelet stats/summary http endpoint."
		{"faster kubelet summary api cpu memory", "optimized", "faster / optimized (3rd)", 68841, 1},
		// "Updated Cluster Autoscaler version to 1.13.0."
		{"cluster autoscaler bumped 1.13", "updated", "bumped / updated", 71513, 1},
		{"pause version bumped", "updated", "bumped / updated", 130713, 1},
		// Set 50: "All klog flags except for -v and -vmodule are
		// deprecated."
		{"most klog logging options going away", "deprecated", "going away / deprecated (6th)", 105042, 1},
		// Set 124b: "The --pod-infra-container-image kubelet flag is
		// deprecated and will be removed in future releases"; the pause
		// image is the pod infra container's, which the query does not
		// say, and a note passing the image to that flag stays first.
		{"kubelet pause image flag going away", "deprecated", "going away / deprecated (13th)", 108045, 2},
	})
}

// Vocabulary found missing by held-out sets 125-187, the new writers'
// queries for notes of earlier sets, as above.
func TestVocabularyOfSets125To187(t *testing.T) {
	checkMarkedVocab(t, []markedVocabCase{
		// Set 129: "cluster-autoscaler: Fix duplicate writing of logs."
		{"cluster autoscaler logs printed twice", "duplicate", "twice / duplicate (2nd)", 45017, 1},
		// Sets 130 and 79: "Applies translations on all command
		// descriptions".
		{"kubectl command descriptions i18n", "translations", "i18n / translations (6th)", 95439, 1},
		// Set 130: "Fix bug where EndpointSlice controller would attempt
		// to modify shared objects."
		{"endpointslice controller mutating cached objects", "modify", "mutating / modify (3rd)", 85368, 1},
		// Set 132: "Service account tokens now include the JWT Key ID
		// field in their header."
		{"service account jwt now carries signing key identifier", "id", "identifier / ID (2nd)", 78502, 1},
		// Set 88b: "X.509 client certificate authentication … now
		// produces credential IDs".
		{"credential identifiers x509 authentication auditing", "ids", "identifiers / IDs (3rd)", 125634, 1},
		// Sets 137 and 93: "Kubeadm: ensure image-pull-timeout flag is
		// respected during upgrade phase".
		{"kubeadm upgrade img pull timeout flag ignored", "respected", "ignored / respected (2nd)", 90328, 1},
		{"kubeadm upgrade ignores image pull timeout", "respected", "ignores / respected (2nd)", 90328, 1},
		// Set 150: "Allow node expansion of local volumes."
		{"grow local volume size on the node", "expansion", "grow / expansion (2nd)", 102886, 1},
		// Sets 151 and 84: "Added privileges for EndpointSlice to the
		// default view & edit RBAC roles."
		{"adding endpointslices permissions to view and edit roles", "privileges", "permissions / privileges (3rd)", 101203, 1},
		{"endpointslice view edit clusterrole permissions", "privileges", "permissions / privileges (4th)", 101203, 1},
		// Set 150: "Reverted remove legacycloudproviders from staging."
		// Undo names the revert, which no longer ranks below the removal.
		{"undo deletion of legacy cloud providers in staging", "reverted", "undo / reverted (2nd)", 124864, 1},
		// Set 157: "Reverts to looking up the current VM in vSphere using
		// the machine's UUID".
		{"vsphere go back to finding vm by uuid", "reverts", "go back / reverts (4th)", 40892, 1},
		// Set 163: "Graduating Windows GMSA support from alpha to beta".
		{"windows group managed service accounts beta", "gmsa", "group managed service accounts / GMSA (not listed)", 82110, 1},
		// Set 73: "Remove Azure kube-up as the Azure community has
		// focused efforts elsewhere."
		{"kube-up no longer supports azure", "remove", "no longer supports / remove (2nd)", 41672, 1},
		// Set 165: "Users can now pass extra parameters to etcd in a
		// kubeadm cluster".
		{"kubeadm etcd extra args", "parameters", "args / parameters (6th)", 42246, 1},
		// Set 171: "Changed: default \"Accept-Encoding\" header removed
		// from HTTP probes."
		{"http probe no longer sends gzip header", "accept-encoding", "gzip / Accept-Encoding (2nd)", 96127, 1},
		// Set 178: "Removed general available feature-gate AppArmor.",
		// the notes' own spelling of generally available.
		{"apparmor fg removed ga", "general available", "ga / general available (25th)", 129375, 1},
		// Set 177: "Jobs API has a new .spec.suspend field that can be
		// used to suspend and resume Jobs."
		{"pause and continue a job field", "suspend", "pause / suspend, continue / resume (25th)", 98727, 1},
	})
}

// Vocabulary and related names found missing by held-out sets 195-327
// (and read again beside them, earlier sets' queries of the same kind):
// each query ranked its note as its description says before the entry.
func TestVocabularyOfSets195To397(t *testing.T) {
	checkMarkedVocab(t, []markedVocabCase{
		// Set 196: "GCE: support Cloud TPU API in cloud provider".
		{"tensor processing units on google cloud provider", "tpu", "tensor processing units / TPU (342nd)", 58029, 1},
		// Sets 197 and 41: "Add support for Azure Container Registry,
		// update Azure dependencies".
		{"acr registry support kubelet", "azure container registry", "acr / Azure Container Registry (6th)", 37783, 1},
		{"acr support azure", "azure container registry", "acr / Azure Container Registry (4th)", 37783, 1},
		// Set 198: "Kubeadm: graduate the "kubeadm alpha certs" command
		// to a parent command "kubeadm certs"".
		{"kubeadm certs cmd moved out of alpha", "command", "cmd / command (3rd)", 94938, 1},
		// Set 201: "Windows nodes on GCE will take longer to start due to
		// dependencies installed at node creation time."
		{"win nodes on gce slower startup deps installed", "dependencies", "win / Windows, deps / dependencies (2nd)", 98284, 1},
		{"win nodes on gce slower startup deps installed", "windows", "win / Windows, deps / dependencies (2nd)", 98284, 1},
		// Set 82's "acr pull msi multiple registries" (2nd, for "Fix pull image
		// error from multiple ACRs using azure managed identity").
		{"acr pull msi multiple registries", "managed identity", "msi / managed identity (2nd)", 96355, 1},
		// A component's startup is when it starts (related): "Kubelet: the
		// printing of flags at the start of kubelet now uses the final logging
		// configuration" (#106520), for set 161's query (12th before) and set
		// 91's (2nd).
		{"kubelet startup flags logging", "start", "startup / start (12th)", 106520, 1},
		{"kubelet print flags logging config at startup", "start", "startup / start (2nd)", 106520, 1},
		// RBD is Ceph's block device (related): set 205's query for "force
		// unlock rbd image if the image is not used" (#41597), which names
		// neither lock nor rbd, ranked it 99th before.
		{"ceph block image lock released when not in use", "rbd", "ceph / rbd (99th)", 41597, 10},
		// Set 212: "Fix IPv6 addresses lost issue in pure ipv6 vsphere
		// environment".
		{"vsphere ipv6-only node addresses missing", "lost", "missing / lost (4th)", 86001, 1},
		// Set 210: "Use checksums instead of fsyncs to ensure discovery
		// cache integrity".
		{"discovery cache verified with hashes not disk sync", "checksums", "hashes / checksums (7th)", 110851, 2},
		// A component that died crashed (related): set 50's query for "Fixes a
		// bug where kubelet crashes trying to free memory under memory
		// pressure" (3rd before), and set 215's for "Fix scheduler crash when
		// removing node before its pods" (4th before; its twin, "Fix scheduler
		// cache snapshot when a Node is deleted before its Pods", says deleted
		// as typed).
		{"kubelet dies when reclaiming memory", "crashes", "dies / crashes (3rd)", 58574, 1},
		{"scheduler dies when node deleted before its pods", "crash", "dies / crash (4th)", 89908, 2},
		// A full sync is a complete one (related): set 217's query for "Changed
		// kube-proxy to skip full-sync operations when operating in
		// large-cluster mode" ranked it 5th before.
		{"kube-proxy avoid complete resync in big clusters", "full", "complete / full (5th)", 138571, 1},
		// mgr is manager, also as a part of an identifier: set 224's query for
		// "Removed GAed feature gate TopologyManager" (#121252) ranked it
		// 103rd.
		{"topology mgr feature gate removed ga", "manager", "mgr / TopologyManager (103rd)", 121252, 1},
		// A terminated container is dead or exited (related): the queries of
		// sets 234 and 53 for "Kubelet no longer reports terminated container
		// metrics from cAdvisor" ranked it 2nd; set 75's for "Disk Pressure
		// triggers the deletion of terminated containers on the node" 23rd.
		{"kubelet stops exposing metrics for dead containers", "terminated", "dead / terminated (2nd)", 112963, 1},
		{"kubelet cleans up exited containers when disk is full", "terminated", "exited / terminated (23rd)", 45896, 5},
		// Set 244: "Kubeadm: the "kubeadm alpha certs" command is
		// removed now, please use "kubeadm certs" instead."
		{"kubeadm alpha certs command gone", "removed", "gone / removed (6th)", 97706, 1},
		// Set 250: "Added the --concurrent-disruption-syncs flag to
		// kube-controller-manager to configure the number of concurrent
		// disruption controller workers."
		{"kcm pdb controller workers flag", "disruption", "pdb / disruption (5th)", 140014, 1},
		// Set 147: "Removed general available feature-gate
		// PDBUnhealthyPodEvictionPolicy."
		{"gate for evicting unhealthy pods under disruption budget dropped", "pdb", "disruption / PDB (4th)", 129500, 1},
		// A renamed thing had its name changed (related): set 257's query for
		// "Renamed the feature gate for CEL in Admission Control to
		// ValidatingAdmissionPolicy" ranked it 2nd, sets 100's and 224's for
		// "Rename some flags for beta UI" 3rd, set 116's for "… CoreDNS metric
		// names" 3rd.
		{"cel admission control feature gate name changed", "renamed", "name changed / renamed (2nd)", 113735, 1},
		{"flag names changed for beta ui", "rename", "names changed / rename (3rd)", 42064, 1},
		// Set 265: "Fixed documentation typo in cloud-provider."
		{"spelling mistake in cloud provider docs", "typo", "spelling mistake / typo (18th)", 106445, 1},
		{"spelling mistake in cloud provider docs", "documentation", "docs / documentation (18th)", 106445, 1},
		// Set 210: "Fixed a typo in the help text for the
		// pod_scheduling_sli_duration_seconds metric in kube-scheduler."
		{"scheduler sli metric description spelling mistake", "typo", "spelling mistake / typo (2nd)", 124221, 1},
		// Set 271: "Reverted devicemanager for Windows node added in
		// 1.19rc1."
		{"backed out windows device manager support", "reverted", "backed out / reverted (5th)", 93263, 1},
		// OS is operating system, arch architecture: set 275's query for "Node
		// OS/arch labels have been promoted to GA" (#73048) ranked it 6th.
		{"node operating system and architecture labels now stable", "os", "operating system / OS (6th)", 73048, 1},
		{"node operating system and architecture labels now stable", "arch", "architecture / arch (6th)", 73048, 1},
		// Set 292: "kubeadm: don't warn if crictl binary does not exist
		// since kubeadm does not rely on crictl since v1.31."
		{"kubeadm warning circtl not found", "does not exist", "not found / does not exist (3rd)", 126596, 1},
		// "Added a new event FailedToRetrieveImagePullSecret which will be
		// generated when a pod references an ImagePullSecret that doesn't
		// exist" (first before, missing a word); the apostrophe splits it.
		{"image pull secret not found event", "doesn t exist", "not found / doesn't exist (first, missing a word)", 117927, 1},
		// Golint is Go's linter (related): set 287's query for "Enable
		// golint for pkg/scheduler and fix the golint errors in it" ranked
		// it 138th; "Removed defunct make vet target, please use make lint
		// instead" came first missing a word.
		{"lint checks turned on for scheduler code", "golint", "lint / golint (138th)", 58437, 1},
		{"golint instead of make vet", "lint", "golint / lint (first, missing a word)", 132509, 1},
		// max is maximum: set 208's query for "Fix: incorrect max azure
		// disk max count" ranked it 5th; "DaemonSets accept a MaxSurge
		// integer or percent" came first missing a word.
		{"correcting azure disk maximum counts", "max", "maximum / max (5th)", 92331, 2},
		{"daemonsets maximum surge rolling update", "max", "maximum / MaxSurge (first, missing a word)", 96441, 1},
		// "Applying fix so that deleting non-existing disk returns
		// success" (first before, missing a word).
		{"azure disk not found deletion returns success", "non-existing", "not found / non-existing (first, missing a word)", 102083, 1},
		// No limit is unlimited: set 327's query for "Azure-based clusters
		// now support unlimited mount points" ranked it 28th; "Added full
		// cgroup v2 swap support for both Limited and Unlimited swap" came
		// first on "limited" alone.
		{"azure no limit on number of mounts", "unlimited", "no limit / unlimited (28th)", 54668, 1},
		{"kubelet swap no limit cgroup v2", "unlimited", "no limit / unlimited (first, on limited)", 118764, 1},
		// Set 353: "Fixed log verbosity for non-error messages in the
		// storage version migrator so they are no longer logged at error
		// level."
		{"svm info messages logged as errors", "storage version migrator", "svm / storage version migrator (8th)", 136046, 1},
		// int64 is a 64-bit integer: set 355's query for "Fix printing
		// resources with int64 fields" ranked it 4th.
		{"output broken for 64-bit integer fields", "int64", "64-bit integer / int64 (4th)", 110572, 1},
		{"crd validation 64-bit integer range", "int64", "64-bit integer / int64 (first, missing a word)", 136582, 1},
		{"crd validation 32-bit integer range", "int32", "32-bit integer / int32 (first, missing a word)", 136582, 1},
		// A GPU is an accelerator (related): set 354's query for "When
		// DisableAcceleratorUsageMetrics is set, do not collect
		// accelerator metrics using cAdvisor" ranked it 5th, below
		// DisableAcceleratorUsageMetrics's other notes, which it still
		// follows once.
		{"stop gathering gpu metrics from cadvisor when disabled", "accelerator", "gpu / accelerator (5th)", 101712, 2},
		{"kubelet no longer collects gpu metrics through cadvisor", "accelerator", "gpu / accelerator (first, missing a word)", 110940, 1},
		// Gather is collect, died dead (related): set 365's query for
		// "Collect logs for dead kubelets too" ranked it 43rd.
		{"gather logs even when kubelet has died", "collect", "gather / collect (43rd)", 37671, 1},
		{"gather logs even when kubelet has died", "dead", "died / dead (43rd)", 37671, 1},
		{"collect kubelet metrics on non-english windows", "gathering", "collect / gathering", 84156, 1},
		// DRA's API group is resource.k8s.io (related): sets 34's and
		// 383's queries for "The resource.k8s.io/v1beta1 API is
		// deprecated" did not list it; a dotted name matches the paths
		// it starts, as typed.
		{"dra v1beta1 api deprecated", "resource.k8s.io/v1beta1", "dra / resource.k8s.io (not listed)", 129970, 1},
		{"dra podscheduling renamed", "resource.k8s.io/v1alpha1.podscheduling", "dra / resource.k8s.io (first, missing a word)", 116556, 1},
		// An SLI is a service level indicator, an SLO an objective: set
		// 390's query for "Removed the ComponentSLIs feature gate"
		// ranked it 5th; it now follows its twin, #127787.
		{"component service level indicator gate dropped", "slis", "service level indicator / SLI (5th)", 133742, 2},
		{"pod startup latency service level objective docs", "slo", "service level objective / SLO", 131950, 1},
		// A GID is a group ID: set 396's query for "Add ability to control
		// primary GID of containers" (#52077) ranked it 704th; it now
		// follows its twin, the same words for PodSecurityPolicy too.
		{"set group id for container processes", "gid", "group id / GID (704th)", 52077, 6},
		{"container primary group id", "gid", "group id / GID", 67802, 1},
	})
}
