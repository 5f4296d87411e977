package notes

import (
	"io"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
	"github.com/kubechangelog/kubechangelog/parser"
)

// BeforeUpgrade is what stops or changes a cluster on an upgrade: gates
// removed (a component refuses to start with an unknown gate), gates whose
// default flips or that are locked, and flags and APIs removed. Each item
// carries its note. See Store.beforeUpgrade.
type BeforeUpgrade struct {
	RemovedGates []GateChange `json:"removed_gates"`
	DefaultGates []GateChange `json:"default_changes"`
	LockedGates  []GateChange `json:"locked_gates"`
	Removed      []Removal    `json:"removed"` // flags and APIs
}

// GateChange is one gate's change within a compared range.
type GateChange struct {
	Gate    string   `json:"gate"`
	Version string   `json:"version"` // the release whose note says it
	Kind    GateKind `json:"kind"`
	// Value is "on" or "off" for a default change, "true" or "false" for
	// a lock, "" for a removal.
	Value string `json:"value,omitempty"`
	PR    int    `json:"pr,omitempty"`
	Note  int    `json:"-"` // note id
}

// Removal is a note of the range that removes flags or API versions.
type Removal struct {
	Version string   `json:"version"`
	Names   []string `json:"names"` // "--network-plugin", "flowcontrol.apiserver.k8s.io/v1beta1"
	PR      int      `json:"pr,omitempty"`
	Note    int      `json:"-"`
}

// Before is what to do before upgrading from c.From to c.To: gates removed,
// defaults flipped, gates locked, flags and APIs removed. It is computed on
// first call, not by Diff: it needs the store's gates (a few hundred
// milliseconds in WebAssembly the first time), and a compare view shows its
// notes first and this section a task later (see Store.GatesBuilt).
func (c *Comparison) Before() *BeforeUpgrade {
	c.beforeOnce.Do(func() {
		if c.store == nil {
			c.before = &BeforeUpgrade{RemovedGates: []GateChange{}, DefaultGates: []GateChange{}, LockedGates: []GateChange{}, Removed: []Removal{}}
			return
		}
		c.before = c.store.beforeUpgrade(c.IDs, c.Merged)
	})
	return c.before
}

// Empty says whether nothing in the range needs doing before an upgrade.
func (b *BeforeUpgrade) Empty() bool {
	return len(b.RemovedGates)+len(b.DefaultGates)+len(b.LockedGates)+len(b.Removed) == 0
}

var (
	reFlag = lazyre.New(`(?:^|[\s(,` + "`" + `'"])(--[a-z][a-z0-9-]+)`)
	// A sentence may start with one, capitalised: "Storage.k8s.io/v1beta1
	// API version of CSIStorageCapacity will no longer be served".
	reAPI = lazyre.New(`\b((?:[A-Za-z0-9][a-z0-9-]*\.)*[a-z0-9-]+/v[0-9]+(?:alpha|beta)[0-9]+)\b`)
	// reDashless: flags named without their dashes after the word "flag":
	// "Removed flags `deleting-pods-qps`, `deleting-pods-burst`, and
	// `register-retry-count`", "Removed flag `master-service-namespace`
	// from `api-server` arguments". A name needs a hyphen: "flag value"
	// names no flag.
	reDashless = lazyre.New(`\bflags?\s+([a-z][a-z0-9]*-[a-z0-9-]*[a-z0-9](?:(?:,\s*(?:and\s+)?|\s+and\s+)[a-z][a-z0-9]*-[a-z0-9-]*[a-z0-9])*)`)
	// "Removed the networking alpha API ClusterCIDR": an API named by its
	// kind, a CamelCase word after "API".
	// reBareVersion: an API version written without its group, which a
	// component's configuration API is ("Kubeadm: remove the deprecated
	// kubeadm API v1beta1", "Kube-scheduler: support for configuration
	// file version v1beta1 is removed"); see configGroup.
	reBareVersion = lazyre.New(`(?:^|[^/.\w-])(v[0-9]+(?:alpha|beta)[0-9]+)\b`)
	// reBarePlace: a bare version named as the place of what is removed:
	// "Remove the field ClusterConfiguration.DNS.Type in v1beta3",
	// "remove the ClusterStatus API from v1beta3".
	reBarePlace = lazyre.New(`(?i)\b(?:in|from|of|to|into)\s+(?:the\s+)?$`)
	// reFlagField: a flag paired with its configuration field
	// ("--seccomp-profile-root/seccompProfileRoot").
	reFlagField = lazyre.New(`--[a-z][a-z0-9-]*/[a-z]+[A-Z]`)
	reAPIKind   = lazyre.New(`\bAPIs?\s+([A-Z][a-z]+[A-Z][A-Za-z0-9]*)\b`)
	// reVersionKind: a kind's version, its group unwritten, where the
	// clause removes it: "The v1alpha1 PodPreset API and admission plugin
	// has been removed" (#94090), "Removed v1alpha1
	// WebhookAdmissionConfiguration." (#137379). The kind has two humps
	// at least: a one-word name ("the v1beta1 Kubelet API") is as often a
	// component's.
	reVersionKind = lazyre.New(`\b(v[0-9]+(?:alpha|beta)[0-9]+)\s+([A-Z][a-z]+(?:[A-Z][a-z0-9]*)+)(?:\s+API\b|\s*[.,;]?\s*$|\s+(?:has|have|was|were|is|are)\s+(?:been\s+)?removed\b)`)
	// reVersionAPI: a version named alone as "the … API", whose kind the
	// sentence named before with another of its versions: "Added the
	// StorageVersionMigration v1beta1 API and removed the v1alpha1 API."
	// (#134784); reKindVersionAPI finds that kind.
	reVersionAPI     = lazyre.New(`\bthe\s+(v[0-9]+(?:alpha|beta)[0-9]+)\s+API\b`)
	reKindVersionAPI = lazyre.New(`\b([A-Z][a-z]+(?:[A-Z][a-z0-9]*)+)\s+v[0-9]+(?:(?:alpha|beta)[0-9]+)?\s+API\b`)
	// reKindAPI: the kind before the word, its abbreviation between: "The
	// deprecated ThirdPartyResource (TPR) API was removed" (v1.8.0).
	reKindAPI = lazyre.New(`\b([A-Z][a-z]+[A-Z][A-Za-z0-9]*)(?:\s+\([A-Z]+\))?\s+API\s+(?:was|is|has\s+been)\s+removed\b`)
	// reResourceAfter: an API version followed by one of its resources,
	// which alone goes while the version stays: "Remove extensions/v1beta1
	// Jobs resource" (#38614).
	reResourceAfter = lazyre.New(`^\s+([A-Z][a-z]+(?:[A-Z][a-z]+)*)\s+resources?\b`)
	// reDotKind: a kind written after its API version with a dot, which
	// alone goes: "The batch/v2alpha1.ScheduledJob was removed" (v1.8.0;
	// batch/v2alpha1 still serves CronJob).
	reDotKind = lazyre.New(`^\.[A-Z][a-z]+(?:[A-Z][a-z0-9]*)*\b`)
	// reKindNoLonger: a kind no longer served in one version of its API:
	// "HorizontalPodAutoscaler is no longer supported in extensions/v1beta1
	// version. Use autoscaling/v1 instead." (#35782).
	reKindNoLonger = lazyre.New(`\b([A-Z][a-z]+(?:[A-Z][a-z]+)+)\s+(?:is|are)\s+no\s+longer\s+(?:supported|served)\s+in\s+(?:the\s+)?((?:[a-z0-9-]+\.)*[a-z0-9-]+/v[0-9]+(?:alpha|beta)[0-9]+)\b`)
	// reStateAfter: "Disabled X feature gate is honored during scheduling"
	// (#96092): "Disabled" is the gate's state, the subject of a verb.
	reStateAfter = lazyre.New(`^\W{0,2}\s*feature[- ]gates?\s+(?:is|are|was|were)\b`)
	// "The following APIs are no longer served by default": an API
	// version's removal, said of serving.
	// "Please use kubelet.config.k8s.io/v1beta1, as kubeletconfig/v1alpha1
	// is no longer available" says the same.
	reNoLongerServed = lazyre.New(`(?i)\bno\s+longer\s+(?:be\s+)?(?:served|available)\b|\bstopped\s+serving\b`)
	// reAPIDisabled: an API group or version turned off by default is no
	// longer served unless a cluster turns it on: "`apidiscovery.k8s.io/v2beta1`
	// API group is disabled by default" (#130347, v1.33.0).
	reAPIDisabled = lazyre.New(`(?i)\bAPI\s+(?:group|version)s?\s+(?:is|are)\s+(?:now\s+)?disabled\s+by\s+default\b`)
	// "… is deprecated and will no longer be served in v1.19": later.
	// A cleanup note of the release that does it may say it in the future
	// tense: "Storage.k8s.io/v1beta1 API version of CSIStorageCapacity will
	// no longer be served" (#116523, v1.27.0): later only with a release or
	// a deprecation named.
	reFutureServed = lazyre.New(`(?i)\b(?:will|would|to)\s+(?:\w+\s+)?no\s+longer\s+be\s+(?:served|available)\b|\bwill\s+stop\s+serving\b`)
	reLaterNamed   = lazyre.New(`(?i)\b(?:in|after|from|starting(?:\s+(?:in|with))?|by|as\s+of|beginning(?:\s+(?:in|with))?)\s+(?:(?:kubernetes\s+)?v?1\.\d+|a\s+(?:future|later|subsequent)|the\s+next|future)\b|\bdeprecat|\bfuture\b`)
	// reAPIReplaced: an urgent note's API version replaced by another is
	// no longer served: "`resource.k8s.io/v1alpha1` was replaced with
	// `resource.k8s.io/v1alpha2`. Before upgrading a cluster, all objects
	// in resource.k8s.io/v1alpha1 … must be deleted."
	reAPIReplaced = lazyre.New(`\b((?:[A-Za-z0-9][a-z0-9-]*\.)*[a-z0-9-]+/v[0-9]+(?:alpha|beta)[0-9]+)\s+(?:was|is|has\s+been)\s+replaced\s+(?:with|by)\b`)
	// reAPIChanged: an urgent note's API version changed to another is no
	// longer read: "The API group/version for the kube-proxy configuration
	// has changed from componentconfig/v1alpha1 to
	// kubeproxy.config.k8s.io/v1alpha1. … you must change its apiVersion"
	// (#53645).
	reAPIChanged = lazyre.New(`\bchanged\s+from\s+((?:[A-Za-z0-9][a-z0-9-]*\.)*[a-z0-9-]+/v[0-9]+(?:alpha|beta)[0-9]+)\s+to\s+(?:[a-z0-9-]+\.)*[a-z0-9-]+/v[0-9]+`)
	// reRelRemoved: a removal said of another noun, in a relative clause:
	// "an alpha-stage --prune flag to support deleting previously applied
	// objects that have been removed from the input manifest".
	reRelRemoved = lazyre.New(`(?i)\b(?:that|which|who)\s+(?:(?:have|has|had)\s+been|were|was|are|is|got)\s+removed\b`)
	// pieceCuts split a sentence of plain text where the markdown had a
	// list item (" - ") or a nested note's trailer ("(#80043, @dims)"):
	// a Deprecations note of the 1.1x releases folds several notes into
	// one, and a removal in one item says nothing of the next.
	pieceCuts = lazyre.New(`\s+-\s+|\(#\d+,\s*@[\w-]+\)`)
	// runOnVerb finds a sentence whose period upstream left out: "Remove
	// --generator … from kubectl run Deprecate --serviceaccount …".
	runOnVerb = lazyre.New(`[a-z0-9)]\s+((?:Deprecate|Remove|Add|Mark|Promote|Graduate|Fix)(?:s|d|ed)?)\b`)
	// clauseVerb cuts a sentence where a new predicate starts: "remove
	// --cleanup-ipvs, and make --cleanup flag always flush IPVS". A list
	// ("--a, --b and --c") is not cut: the word after "and" is a verb,
	// not a name it starts ("`policy-configmap-namespace` and
	// `use-legacy-policy-config` are also removed").
	clauseVerb = lazyre.New(`(?:,\s*|\s+)(?:and|or|but|while|whereas)\s+(?:then\s+)?(?:make|makes|made|set|sets|use|uses|used|add|adds|added|deprecate|deprecates|disable|disables|enable|enables|mark|marks|marked|change|changes|changed|introduce|introduces|introduced|update|updates|updated|rename|renames|renamed|move|moves|moved|replace|replaces|replaced|upgrade|upgraded|promote|promoted|graduate|graduated)(?:[^\w-]|$)`)
	// removeVerb: a clause removing something else ("… to beta and
	// removed the alpha version description"), for a gate's clause only.
	removeVerb = lazyre.New(`(?:,\s*|\s+)(?:and|or|but|while|whereas)\s+(?:remove|removes|removed|disable|disables)\b`)
	// notRemovedBefore ends the words before a flag or API named as the
	// means or the replacement, not the thing removed: "use
	// policy/v1beta1 instead", "using the --runtime-config flag", "the
	// usage of the --container-runtime flag", "removed the ability to set
	// … labels via --node-labels", "the series.state field … is removed
	// from the events.k8s.io/v1beta1 … types". ("Support for basic
	// authentication via the --basic-auth-file flag has been removed"
	// removes the flag.)
	// Also a flag named as the reason, where a removal is referenced, or
	// whose default value goes: "removed, because it was redundant with
	// the Kubelet's --config flag", "must no longer be referenced in
	// --feature-gates flags", "can no longer be specified via the
	// --feature-gates argument", "removed default --kubeconfig value",
	// "removed from the default value of --non-blocking-taints flag".
	// Or what the note removes is another thing: "Removed the cleanup of
	// the --pod-infra-container-image kubelet flag from …", "fields …
	// Removed in kubescheduler.config.k8s.io/v1beta2 completely" (the
	// place), "have duplicate "/" removed from the URL paths, and passed
	// like that directly to the kube-apiserver --etcd-servers flag".
	// So is a field's place named by its type ("the attributeRestrictions
	// field has been removed from the PolicyRule type in the
	// rbac.authorization.k8s.io/v1alpha1 API", #39625), a flag whose
	// behaviour goes ("The default auto-detect behavior of the kubelet's
	// --cloud-provider flag is removed", v1.9.0), and a flag a
	// command now accepts ("make the command … accept a \"--config\" flag
	// and remove the following flags", #94879).
	notRemovedBefore = lazyre.New(`(?i)(?:\b(?:use|using|see|behaviou?r\s+(?:of|for)|instead\s+of|in\s+favou?r\s+of|(?:migrate|switch|move)\s+(?:\w+\s+)?to|usage\s+of|use\s+of|redundant\s+with|replaced\s+by|(?:referenced|mentioned|passed|specified)\s+(?:in|to|with|via)|cleanup\s+of|removed\s+in)\s+(?:the\s+)?(?:\w+'s\s+)?|\bpassed\s+(?:\S+\s+){0,3}(?:to|via)\s+(?:the\s+)?(?:[\w-]+\s+)?|\b(?:ability|possibility)\s+to\b[^;]*|\bfields?\b[^;]*\bfrom\s+(?:the\s+)?(?:\w+\s+(?:type|kind|struct|object)\s+in\s+(?:the\s+)?)?|\baccepts?\s+(?:an?\s+|the\s+)?(?:new\s+)?[\x60"']?|\bdefault\s+(?:value\s+(?:of|for)\s+(?:the\s+)?)?)$`)
	// notRemovedAfter: the words after a flag or API that make it the
	// replacement ("use apps/v1 instead"), say it stays, or that it leaves
	// a file, not the binary: "(only --housekeeping-interval
	// is kept)", "remove the flag --container-runtime-endpoint from the
	// /var/lib/kubelet/kubeadm-flags.env file"; a manifest is such a
	// file: "Kubeadm: remove the --port flag from the manifest for the
	// kube-controller-manager" (#104157; the component keeps the flag).
	// A value after the flag ("The kubelet's --cloud-provider=auto-detect
	// feature has been removed", "by using the flag
	// --container-runtime=remote") removes the value, not the flag; so does
	// "Removed kubectl --dry-run empty default value and boolean values".
	// A version named as a kubectl generator is none: "Remove
	// extensions/v1beta1 Jobs resource, and job/v1beta1 generator" (#38614).
	notRemovedAfter = lazyre.New(`^(?:=|\W{0,3}\s*(?:instead|generators?\b|(?:empty\s+)?default\s+values?\b|(?:is|are)\s+(?:kept|retained|preserved)\b|(?:flags?\s+)?from\s+(?:the\s+)?(?:\S*(?:/|\.env\b|\.ya?ml\b|\.conf\b)|(?:[\w-]+\s+)?(?:static\s+pod\s+)?manifests?\b)))`)
	// deprecateBefore: a flag after a deprecation verb ("Deprecate
	// --serviceaccount") is not removed; "Remove deprecated --generator"
	// is (the adjective stands right before the name), and so is "removed
	// the deprecated the --cloud-provider … CLI parameters" (upstream's
	// doubled "the"): "Deprecated the --x flag" only where a clause starts.
	deprecateBefore = lazyre.New(`(?i)(?:\bdeprecat(?:e|es|ing)|(?:^|[:;,]\s*|\band\s+)deprecated\s+the)\b[^.;]*$`)
	// reDefaultOffMore: what reDefaultOff misses: "disables the beta
	// WatchList feature by default", "Flipped X feature gate to `false`".
	// "Feature gate X is disabled out of the box", "by disabling the X
	// feature by default".
	reDefaultOffMore = lazyre.New(`(?i)\bdisabl(?:es|ing)\b[^.;]{0,100}?\bby\s+default\b|\bflip(?:s|ped)?\b[^.;]{0,60}?\bto\s+(?:false|off|disabled)\b|\bdisabled\s+out\s+of\s+the\s+box\b`)
	// reDefaultOnMore: what reDefaultOn misses: "The X feature is now
	// beta and enabled", "enabled out of the box".
	reDefaultOnMore = lazyre.New(`(?i)\bnow\s+(?:in\s+)?(?:beta|GA|stable)\s+and\s+enabled\b|\benabled\s+out\s+of\s+the\s+box\b`)
	// reOptIn: a gate's default said as an opt-in: "The feature gate
	// `AllowInsecureKubeletCertificateSigningRequests` defaults to `false`,
	// but can be enabled to revert to the previous behavior" (v1.31.0),
	// "… defaults to `false`, but can be enabled to unblock development"
	// (v1.32.0); of a gate new in the range (see newGate), no flip.
	reOptIn = lazyre.New(`(?i)\bdefaults\s+to\s+\x60?(?:false|off|disabled)\x60?,?\s+but\s+can\s+be\s+enabled\b`)
	// reAddsNote: a note that adds what it speaks of: "Added list-type
	// support … The X feature gate (disabled by default) activates …": a
	// new gate off by default, as every new one is, is no flip.
	reAddsNote = lazyre.New(`(?i)^\W*(?:[\w-]+:\s*)?(?:add|adds|added|introduce|introduces|introduced)\b`)
	// reLockedOn: a GA gate that can no longer turn its feature off,
	// said without "lock": "The X feature gate no longer has any effect",
	// "to GA; they are enabled unconditionally".
	// "You now cannot disable the AppArmor feature gate" (#125257) says it
	// of the operator.
	reLockedOn = lazyre.New(`(?i)\bno\s+longer\s+has\s+any\s+effect\b|\benabled\s+unconditionally\b|\bcan(?:not|'t|\s+no\s+longer)\s+disable\b`)
	// reUpgradeUnsupported: a deprecated gate that an upgrade must find
	// off: "Feature-gates HighAvailability, SelfHosting, CertsInSecrets are
	// now deprecated and can no longer be used for new clusters. Cluster
	// updates using above feature-gates flag is not supported" (#67786,
	// removed a release later): a lock to false, to an operator.
	reUpgradeUnsupported = lazyre.New(`(?i)\b(?:updates?|upgrades?|upgrading|updating)\b[^.;]{0,60}\bnot\s+supported\b`)
	// reDropSupport: a flag's removal said "Drop support for the deprecated
	// --delete-local-data from kubectl drain" (#125842). Only of a flag:
	// "Dropped support for `certificates/v1beta1` … in `kubectl`"
	// (#134782) is a client's, the API is still served. Nor of a
	// component's configuration files: "kube-scheduler dropped support for
	// configuration files with apiVersion `componentconfig/v1alpha1`"
	// (v1.13.0), a file it no longer reads.
	reDropSupport = lazyre.New(`(?i)\bdrop(?:s|ped|ping)?\s+support\s+for\s+(?:the\s+)?(?:deprecated\s+)?(?:--[a-z]|config(?:uration)?\s+files?\s+with\s+apiVersion\s)`)
	// reDashlessBefore: flags named without their dashes before the word
	// "flag", as code: "the `horizontal-pod-autoscaler-upscale-delay` and
	// `horizontal-pod-autoscaler-downscale-delay` flags have been removed"
	// (#124948), "Remove deprecated \"include-uninitialized\" flag"
	// (#80337), "Removed deprecated `generator` and `container-port` flags"
	// (#106824). Each name must be written as code in the markdown and
	// not be a component's (see dashlessCode), a lone one hyphenated: "The
	// public-address-override, address, and port flags" (#59018),
	// "non-functional flags", "the `kube-proxy` flags", "the deprecated
	// `etcd` flags" (#135701) name none.
	reDashlessBefore = lazyre.New(`(?:^|[\s"'(])((?:"?[a-z][a-z0-9-]*[a-z0-9]"?(?:,\s*(?:and\s+)?|\s+and\s+))*"?[a-z][a-z0-9-]*[a-z0-9]"?)\s+flags?\b`)
	// reFlagsLead, reBareRun: a lead removing flags, ending in a colon, and
	// the names without dashes its list gives, one at a time: "The
	// following deprecated flags were removed from
	// `kube-controller-manager`: * `replication-controller-lookup-cache-size`
	// * `replicaset-lookup-cache-size` …" (v1.8.0; the plain text drops the
	// "*" markers, so the names run on after the colon).
	reFlagsLead = lazyre.New(`(?i)\bflags\s[^:.;]*\bremoved\b[^:.;]*:\s+`)
	reBareRun   = lazyre.New(`^"?([a-z][a-z0-9]*-[a-z0-9-]*[a-z0-9])"?(?:,?\s+(?:and\s+)?|[.;]?$)`)
	// reTurnedOffBefore, reFeatureAfter: a gate turned off by the verb
	// before it (see turnedOff).
	reTurnedOffBefore = lazyre.New(`(?i)(?:^|[:;,]\s*|\bby\s+)(?:disabled|disabling|disables)\s+(?:the\s+)?$`)
	// reOptOutBefore: the verb says how to turn the gate off, not that it
	// is: "The new implementation is active by default; you can opt out by
	// disabling the BtreeWatchCache feature gate" (#128415).
	reOptOutBefore = lazyre.New(`(?i)\b(?:opt(?:-|\s+)out|can|could|may)\b[^.;]*\bby\s+disabling\s+(?:the\s+)?$`)
	reGateBefore   = lazyre.New(`(?i)\bfeature[- ]gates?:?\s+$`)
	reFeatureAfter = lazyre.New(`^\W{0,2}\s*(?i:feature)\b`)
	// reNoFlip: a default that is not news: the one it had ("remains
	// disabled by default", "stays off by default"), a lock ("now on by
	// default and cannot be disabled"), or under a condition ("which were
	// enabled by default if DRA went to GA").
	reNoFlip = lazyre.New(`(?i)\b(?:remains?|stays?)\s+(?:\w+\s+)?(?:enabled|disabled|on|off)\b|\bcan(?:not|\s+no\s+longer)\s+be\s+(?:disabled|turned\s+off)\b|\bby\s+default\s+(?:if|unless)\b|\b(?:which|that)\s+(?:is|was|are|were)\s+(?:off|disabled)\s+by\s+default\b`)
	// reNewAlpha: an alpha gate's "off by default" is no flip ("The
	// LegacyServiceAccountTokenCleanUp feature gate is now available as
	// alpha (off by default)"); a demotion to alpha is ("Demoted … to alpha
	// from beta").
	reNewAlpha = lazyre.New(`(?i)\balpha\b`)
	// reBackToAlpha: a demotion to alpha, not a revert of something else.
	reBackToAlpha = lazyre.New(`(?i)\b(?:back\s+to|demot\w*\s+(?:\w+\s+){0,4}to)\s+alpha\b`)
	reDemoted     = lazyre.New(`(?i)\bdemot|\brevert|\bback\s+to\s+alpha\b`)
	// reNextAboutGate: the sentence after a gate's speaks of it when it
	// starts "The feature", "The Kubelet feature gate" or "It": "Graduated
	// SeccompDefault to beta. The Kubelet feature gate is now enabled by
	// default", "… feature gate to GA. The feature gate is was locked to
	// always be enabled", "… general availability. It is now locked to
	// enabled."
	// So do "they are" after a semicolon ("Promoted X and Y to GA; they
	// are enabled unconditionally") and "This enables …" ("Promote X to
	// Beta. This enables the … conditions for EndpointSlice by default").
	reNextAboutGate = lazyre.New(`^\s+(?:The\s+(?:\w+\s+)?feature\b|It\s|they\s+are\b|This\s+(?:enables|disables|turns)\b|In\s+v?1\.\d+,\s+it\s)`)
	// reReleaseDefault: see releaseDefault.
	reReleaseDefault = lazyre.New(`\bIn\s+(v?1\.\d+),\s+it\s+(?:was|is|has\s+been)\s+(?:now\s+)?(?:turned\s+|switched\s+)?(on|off|enabled|disabled)\s+by\s+default\b`)
	// reEnabledBefore: "Enabled the StatefulSetStartOrdinal feature gate
	// in beta": the verb before the gate turns it on.
	reEnabledBefore = lazyre.New(`(?i)(?:^|[:;]\s*)enabled\s+(?:the\s+)?(?:beta\s+)?$`)
	// rePromoted: a promotion ("Promoted X to Beta, disabled by
	// default" keeps alpha's default; "disables the beta WatchList
	// feature by default" flips it).
	rePromoted = lazyre.New(`(?i)\b(?:promot|graduat|moves?\b|moved\b|bump)|\bto\s+beta\b`)
	// reNewly: a default said as new ("is now enabled by default", "and
	// enabled them by default", "Graduated … to GA, with the X feature
	// gate enabled by default").
	// "ValidatingAdmissionPolicy was promoted to GA and will be `enabled`
	// by default" says it too.
	reNewly = lazyre.New(`(?i)\bnow\s+(?:\w+\s+)?(?:enabled|on)\b|\band\s+enabled?\s+(?:it|them)\b|\bwith\s+the\s+\w+\s+feature\s+gate\s+enabled\b|\bwill\s+be\s+\x60?enabled\x60?\s+by\s+default\b`)
	// reLockNoun: "lock" as a noun ("to reduce lock contention").
	reLockNoun = lazyre.New(`(?i)\block\s+(?:contention|files?|holders?)\b`)
	// reLaterRemoval: a removal to come that reFutureRemoval misses:
	// "will be deprecated and removed in a future release", "Added the
	// KubeProxyIPVS feature gate in preparation for deactivating and then
	// removing the ipvs mode".
	reLaterRemoval = lazyre.New(`(?i)\bwill\s+be\s+\w+\s+and\s+removed\b|\bin\s+preparation\s+for\b|\bprepar(?:e|es|ing)\s+(?:for|to)\b`)
	// notGateAfter: a CamelCase word followed by one of these names an
	// API resource or object, not a gate: "Removed the VolumeAttributesClass
	// resource from storage.k8s.io/v1alpha1", "the CoreDNS deployment".
	// notGateBefore: a CamelCase word after these names an API kind, one
	// of whose versions goes, not the gate of that name: "Removed support
	// for `v1alpha1` version of `ValidatingAdmissionPolicy` and
	// `ValidatingAdmissionPolicyBinding` API kinds" (#129207, v1.33.0; the
	// gate went in 1.32).
	notGateBefore = lazyre.New(`(?i)\bv\d+(?:alpha|beta)\d*\W{0,2}\s+versions?\s+of\s+(?:the\s+)?\W{0,2}$`)
	// reAdmissionPlugin: a CamelCase word followed by these names an
	// admission plugin, which may share its name with a gate: "The
	// `StorageObjectInUseProtection` admission plugin is enabled by
	// default" (#74610, v1.15.0) turns the plugin on, not the gate. A
	// stage said is the gate's, the plugin its feature: "The `PodSecurity`
	// admission plugin has graduated to `beta` and is enabled by default"
	// (#106089, v1.23.0).
	reAdmissionPlugin = lazyre.New(`^\W{0,2}\s*admission\s+(?:plugin|controller)s?\b`)
	// reOptInAfter, reOptInBefore: a client-side gate one component turns
	// on for itself, which leaves the gate's default as it was: "enabled
	// `WatchListClient` for KCM" (#132704, v1.34.0; the gate's own default
	// flipped in 1.35, "Enabled the `WatchListClient` feature gate"),
	// "kube-controller-manager no longer opts into enabling the
	// WatchListClient feature" (#131359).
	reOptInAfter  = lazyre.New(`^\W{0,2}\s*(?:feature\s+(?:gate\s+)?)?for\s+(?:the\s+)?(?:KCM|kube-controller-manager)\b`)
	reOptInBefore = lazyre.New(`(?i)\bopts?\s+(?:in\s*to|into)\s+enabling\s+(?:the\s+)?\W{0,2}$`)
	reCalledGate  = lazyre.New(`^\W{0,2}\s*(?:feature|gate)`)
	reStageSaid   = lazyre.New(`(?i)\b(?:alpha|beta|GA|stable|graduat\w*|promot\w*)\b`)
	// reRevertChange: a note undoing an earlier change it describes:
	// "Reverted a change where `ConsistentListFromCache` was moved to beta
	// and enabled by default" (#126139, v1.31.0, the release of #123513's
	// "Moved `ConsistentListFromCache` feature flag to beta and enabled it
	// by default"): the default it says is the one it takes back.
	reRevertChange = lazyre.New(`(?i)^\W*revert(?:s|ed)?\s+(?:(?:a|the)\s+change\s+(?:where|that|which|in\s+which)\b|")`)
	// reByDefaultNext: a beta promotion's next sentence saying what now
	// happens by default: "Promoted the `APIServerIdentity` feature to Beta.
	// By default, each `kube-apiserver` will now create a Lease" (#113629),
	// "Graduated the `DisableNodeKubeProxyVersion` feature gate to beta. By
	// default, the kubelet no longer attempts to set …" (#123845): the gate
	// is on. Not one saying what stays off ("By default, it is disabled").
	reByDefaultNext = lazyre.New(`^\s+By\s+default,\s+[^.;]*`)
	// reBetaAndByDefault: a promotion whose verb of the default is
	// misspelt: "graduates to Beta and enabld by default" (#102201).
	reBetaAndByDefault = lazyre.New(`(?i)\bto\s+beta\s+and\s+\w+\s+by\s+default\b`)
	reOffWords         = lazyre.New(`(?i)\b(?:disabled?|off|false|opt(?:s|-)?\s*in|unless|only\s+if)\b`)
	// reOptOutFalse: a new gate's note telling how to turn it off, as
	// `X=false`: "A new feature was enabled … you can disable the feature
	// by passing `--feature-gates=MinimizeIPTablesRestore=false` to
	// kube-proxy" (#115138, v1.27.0): the gate is on.
	reOptOutFalse = lazyre.New(`(?i)\b(?:disable|opt\s+out|turn\s+(?:it\s+)?off)\b[^.;]{0,120}=false\b`)
	// reNoLongerAllowed: flags "no longer allowed to be used" are gone:
	// "hidden flags about klog (including `--alsologtostderr`, …) are no
	// longer allowed to be used" (#125179, kubeadm, v1.31.0).
	reNoLongerAllowed = lazyre.New(`(?i)\b(?:is|are)\s+no\s+longer\s+allowed\s+to\s+be\s+used\b`)
	// reItemFlagsLead: a markdown line leading a list of flags it removes,
	// their names written without dashes in the items: "Drop support for
	// the deprecated and unsupported kubectl run flags:\n- filename\n-
	// force …" (#125842), "… accept a \"--config\" flag and remove the
	// following flags:\n- apiserver-advertise-address / apiserver-bind-port:
	// use either …\n- cluster-name: use clusterName …" (#94879).
	reItemFlagsLead = lazyre.New(`(?i)\b(?:remov(?:e|es|ed|ing)|drop(?:s|ped|ping)?\s+support\s+for)\b[^\n]*\bflags\s*:\s*$`)
	// reItemFlags: such an item's names, before the colon that explains them.
	reItemFlags  = lazyre.New(`^\s*[-*]\s+((?:\x60?[a-z][a-z0-9-]*[a-z0-9]\x60?)(?:\s*/\s*\x60?[a-z][a-z0-9-]*[a-z0-9]\x60?)*)\s*(?::|$)`)
	notGateAfter = lazyre.New(`^\s*(?:resources?|APIs?|objects?|deployment|field|fields|types?|kind|annotation|label|plugin|metric|v\d+(?:alpha|beta)?\d*)\b`)
)

// beforeUpgrade reads the notes of a comparison (ids, the deduplicated
// notes of the range) for what an operator must act on.
func (s *Store) beforeUpgrade(ids []int, merged map[int][]int) *BeforeUpgrade {
	b := &BeforeUpgrade{RemovedGates: []GateChange{}, DefaultGates: []GateChange{}, LockedGates: []GateChange{}, Removed: []Removal{}}
	seen := map[string]bool{}
	add := func(list *[]GateChange, key string, c GateChange) {
		if !seen[key] {
			seen[key] = true
			*list = append(*list, c)
		}
	}
	flips := map[string][]GateChange{} // each gate's default changes in the range (netFlip)
	g := s.gateIndex()
	// The gates a note of the range promotes to beta, and the first release
	// it does: "Set ProcMountType feature to disabled by default" (#126291)
	// in the release whose "Promoted the ProcMountType feature gate to beta"
	// (#125259) it undoes keeps alpha's default, no flip; so does 1.28's
	// "Reverted … SELinuxMountReadWriteOncePod feature gates to disabled by
	// default" across 1.26 → 1.28, after 1.27's "graduated to Beta". (A new
	// gate "Guarded by the beta feature gate PLEGOnDemandRelist" (#137362),
	// then "switched off by default", is not promoted: off is news.)
	betaIn := map[string]string{}
	// undone: the offs betaIn set aside, each undoing its gate's promotion.
	// Where the promotion itself said on ("Promoted the
	// `MaxUnavailableStatefulSet` feature to beta and enabling it by
	// default", v1.35.0), the off ("… by disabling the
	// `MaxUnavailableStatefulSet` feature by default", v1.36.0) cancels
	// that on: across 1.33 → 1.36 it was listed on, a default no release
	// at either end has.
	undone := map[string][]GateChange{}
	start := "" // the range's first release: a gate the notes name first from it on is new
	for _, id := range ids {
		if v := s.notes[id].Version; start == "" || semver.Compare(v, start) < 0 {
			start = v
		}
	}
	// The last release of the range whose note promotes a gate to beta
	// saying no default, or to GA saying not off (see undoneLater).
	quietBeta := map[string]string{}
	for _, id := range ids {
		for _, m := range g.byNote[id] {
			v := s.notes[id].Version
			// A promotion to GA saying no default is on, as every GA gate:
			// it undoes an earlier off as a quiet beta does. "The
			// `PLEGOnDemandRelist` feature flag is kept at beta level, but
			// switched off by default" (v1.36.0), then "Promoted the
			// `PLEGOnDemandRelist` feature gate to GA" (v1.37.0): across
			// 1.34 → 1.37 the section said off, a default neither end has.
			if m.Kind == GateGA && semver.Compare(v, quietBeta[m.Name]) > 0 {
				if name := writtenAs(s.notes[id].Markdown, m.Name); name != "" {
					if w, at := gateSays(gateText(s.notes[id].Markdown), name); defaultIn(w, at) != "off" && !reNoFlip().MatchString(w) {
						quietBeta[m.Name] = v
					}
				}
			}
			if m.Kind != GateBeta || !rePromoted().MatchString(gateText(s.notes[id].Markdown)) {
				continue
			}
			if betaIn[m.Name] == "" || semver.Compare(v, betaIn[m.Name]) < 0 {
				betaIn[m.Name] = v
			}
			if m.Default == "" && semver.Compare(v, quietBeta[m.Name]) > 0 {
				if name := writtenAs(s.notes[id].Markdown, m.Name); name != "" {
					if w, at := gateSays(gateText(s.notes[id].Markdown), name); defaultIn(w, at) == "" {
						quietBeta[m.Name] = v
					}
				}
			}
		}
	}
	for _, shown := range ids {
		// A pull request noted in two sections of one release ("Feature
		// gates CSIMigration to Beta (on by default) …" under Feature and
		// a deprecation under Deprecation, both #85231) is one change of
		// the comparison, shown by one note: the other's gates count too.
		gateNotes := []int{shown}
		for _, id := range merged[shown] {
			if s.notes[id].Version == s.notes[shown].Version {
				gateNotes = append(gateNotes, id)
			}
		}
		for _, id := range gateNotes {
			n := s.notes[id]
			// What the note's text says for all the gates it names, read
			// once (see readGateText): read again for each, a note naming
			// 64 gates cost 25× the whole section.
			var text string
			var facts gateTextFacts
			// The list items under a lead saying a default (leadDefault),
			// read when a gate needs them.
			var leads []leadItem
			leadsRead := false
			listLeads := func() []leadItem {
				if !leadsRead {
					leads, leadsRead = leadItems(pieces(text)), true
				}
				return leads
			}
			ms := g.byNote[id]
			// Known gates the note writes in words (see wordGates), each
			// with how it writes it.
			var phrases map[string]string
			if containsFold(n.Markdown, "by default") {
				var extra []GateMention
				extra, phrases = wordGates(gateText(n.Markdown), ms, g.named)
				ms = append(ms[:len(ms):len(ms)], extra...)
			}
			for _, m := range ms {
				// "Removed `GA`ed feature gate `TopologyManager`": the
				// extraction's "GAed" is not written in the note; "Removed
				// the GAed feature gates for ServerSideApply" writes it, as
				// a verb made of an acronym, no gate. A gate added or only
				// named changes nothing one set ("Added the
				// ControllerManagerReleaseLeaderElectionLockOnCancel feature
				// gate to gate leader election lock release" locks nothing).
				name := writtenAs(n.Markdown, m.Name) // as the note writes it
				if name == "" {
					name = phrases[m.Name]
				}
				if name == "" {
					name = m.words // found by the extraction's wordGates
				}
				// The kind a gate is named for, in the plural, which the
				// extraction reads as the gate opening a sentence of its
				// default or stage: "EndpointSlices will now be enabled by
				// default" (#86137, v1.18.0).
				if name == "" && m.unnamed {
					name = writtenAs(n.Markdown, m.Name+"s")
				}
				if name == "" || acronymVerb(m.Name) {
					continue
				}
				if text == "" {
					text = gateText(n.Markdown) // the text its gates were read from
					facts = readGateText(text)
				}
				if facts.plugins && pluginOnly(text, name) {
					continue
				}
				// Unless the note removes it or turns it off: "Removed the GA
				// X feature gate … and alpha Y feature gate" (the extraction
				// reads "alpha" as Y added), "Disabled X feature gate due to
				// performance issues", "by disabling the X feature by default",
				// or its list's lead says its default (see leadDefault).
				// A new gate on by default is news, unlike one off: "Added
				// `NewVolumeManagerReconstruction` feature gate and enabled it
				// by default" (#115268), or one whose note says how to turn it
				// off (see reOptOutFalse).
				optOut := false
				// (Most added gates say no default: the words are looked for
				// before the sentence is cut out and read.)
				if m.Kind == GateAdded {
					optOutSaid := strings.Contains(text, name+"=false")
					switch {
					case gateRemovedIn(text, name) && removedNotAdded(text, name):
						m.Kind = GateRemoved
					case !optOutSaid && !facts.defaults:
						continue
					default:
						w, at := gateSays(text, name)
						if defaultIn(w, at) == "on" && reNewly().MatchString(w) && !reNoFlip().MatchString(w) {
							m.Kind = GateDefaultOn
						} else if optOutSaid && strings.Contains(w, name+"=false") && reOptOutFalse().MatchString(w) {
							m.Kind, optOut = GateDefaultOn, true
						} else {
							continue
						}
					}
				} else if m.Kind == GateOther {
					switch leadDefault(listLeads(), name) {
					case "on":
						m.Kind = GateDefaultOn
					case "off":
						m.Kind = GateDefaultOff
					default:
						// A revert of a change that turned the gate on turns
						// it off (see reRevertChange).
						if facts.revertsChange {
							if w, at := gateSays(text, name); defaultIn(w, at) == "on" {
								m.Kind = GateDefaultOff
								break
							}
						}
						// The note the gate's timeline adds it by, the
						// extraction's mention naming it only (#115138).
						if strings.Contains(text, name+"=false") {
							if w, _ := gateSays(text, name); strings.Contains(w, name+"=false") && reOptOutFalse().MatchString(w) && s.addedIn(m.Name, n.Version) {
								m.Kind, optOut = GateDefaultOn, true
								break
							}
						}
						if !turnedOff(text, name) {
							continue
						}
						m.Kind = GateDefaultOff
					}
				}
				// "Promote EndpointSliceTerminatingCondition to Beta. This
				// enables the terminating and serving conditions for
				// EndpointSlice by default": the default is the longer gate's,
				// not the object's the extraction took for a gate.
				if (m.Kind == GateDefaultOn || m.Kind == GateDefaultOff) && (shadowed(text, ms, name) || componentOptIn(text, name)) {
					continue
				}
				c := GateChange{Gate: m.Name, Version: n.Version, Kind: m.Kind, PR: prCiting(n, name), Note: shown}
				if m.Kind == GateRemoved {
					if gateRemovedIn(text, name) {
						add(&b.RemovedGates, "r"+m.Name, c)
					}
					continue
				}
				// What the note says of the gate, where the extraction may
				// have left a promotion's default: "Graduated the X and Y
				// feature gates to GA and enabled them by default", "… to
				// GA. The feature is now enabled by default".
				w, at := gateSays(text, name)
				// A deprecation or beta note's default still flips ("(= the
				// CSIStorageCapacity feature) graduates to Beta and enabled by
				// default, … objects are deprecated"). The extraction's
				// default of a GA note is often the beta's it recalls ("the
				// feature was enabled by default"): read again, as one it
				// left out.
				v, said := m.Default, m.Kind == GateGA || m.Default == ""
				// A beta note's default is the one said nearest after the gate:
				// "Graduated SeccompDefault to beta. The Kubelet feature gate is
				// now enabled by default and the configuration/CLI flag still
				// defaults to false" (the extraction reads the flag's).
				if d := defaultIn(w, at); said || m.Kind == GateBeta && d != "" {
					v = d
				}
				if v == "" && m.Kind == GateBeta {
					v = leadDefault(listLeads(), name)
				}
				if v == "" && m.Kind == GateBeta && w != "" {
					if i := strings.Index(text, w); i >= 0 {
						if next := reByDefaultNext().FindString(text[i+len(w):]); next != "" && !reOffWords().MatchString(next) {
							v = "on"
						}
					}
				}
				// "The feature-gate CSIMigrationPortworx was promoted to beta in
				// Kubernetes 1.25, but turned off by default. In 1.31, it was
				// turned on by default." (#125016, v1.31.0): the default said of
				// the note's own release.
				if r := releaseDefault(w, n.Version); r != "" {
					v = r
				}
				// A GA note's lock in the gate's next sentence ("… to GA. The
				// feature gate is was locked to always be enabled", "It is now
				// locked to enabled"): the extraction reads the gate's clause.
				locked := m.Locked
				// "Locked the deprecated `DeclarativeValidationTakeover`
				// feature gate to its default value" (#139212): the value is
				// the default an earlier note gave, which the gate's timeline
				// has (off: "remains disabled by default", #130728); the
				// mention's is a guess (true), and the section said "locked
				// to true" beside a timeline saying false.
				if m.lockDefault {
					if v := s.lockedIn(m.Name, id); v != "" {
						locked = v
					}
				}
				if locked == "" && m.Kind == GateGA && w != "" {
					locked = classify(w, n.Kind).Locked
					// "The X feature gate no longer has any effect", "they are
					// enabled unconditionally": a GA gate that cannot turn its
					// feature off.
					if locked == "" && (reLockedOn().MatchString(w) || lockedLater(text, name)) {
						locked = "true"
					}
				}
				if locked == "" && m.Kind == GateDeprecated && reUpgradeUnsupported().MatchString(text) {
					locked = "false"
				}
				if m.Kind == GateDefaultOn {
					v, said = "on", false
				} else if m.Kind == GateDefaultOff {
					v, said = "off", false
					if b := betaIn[m.Name]; b != "" && semver.Compare(b, n.Version) <= 0 || s.demotedBefore(m.Name, n.Version) {
						if b != "" && !s.demotedBefore(m.Name, n.Version) {
							c.Value = "off"
							undone[m.Name] = append(undone[m.Name], c)
						}
						v = ""
					}
				} else if m.Kind != GateBeta && m.Kind != GateGA && m.Kind != GateDeprecated {
					v = ""
				}
				// No flip: "The X feature gate remains disabled by default",
				// "Promoted X to Beta, disabled by default" (alpha's), a GA
				// note not saying its default is new ("the feature is
				// enabled by default" recalls the beta's); and what the note
				// says of a lock ("locked it to enabled by default",
				// "now on by default and cannot be disabled").
				// Nor an alpha gate off by default, as every new one is, unless
				// demoted to it.
				if v != "" && !reNoFlip().MatchString(w) && !(m.Kind == GateBeta && v == "off" && rePromoted().MatchString(text)) &&
					!(v == "off" && m.Kind != GateBeta && reNewAlpha().MatchString(w) && !reDemoted().MatchString(w)) &&
					!(v == "off" && m.Kind == GateDefaultOff && reAddsNote().MatchString(text) && !reDemoted().MatchString(w)) &&
					!(v == "off" && reOptIn().MatchString(w) && s.newGate(m.Name, start)) &&
					!(v == "on" && !optOut && s.addedIn(m.Name, n.Version) && !containsFold(w, "default") && !containsFold(w, "beta")) &&
					!(said && (locked != "" || reLocked().MatchString(w) || m.Kind == GateGA && !reNewly().MatchString(w))) {
					c.Value = v
					if !seen["d"+m.Name+" "+strconv.Itoa(id)] {
						seen["d"+m.Name+" "+strconv.Itoa(id)] = true
						flips[m.Name] = append(flips[m.Name], c)
					}
				}
				// "to reduce lock contention": a noun, no gate locked.
				if locked != "" && !reLockNoun().MatchString(text) {
					c.Value = locked
					add(&b.LockedGates, "l"+m.Name, c)
				}
			}
		}
		// The removals of each note the shown one stands for in its
		// release count too: v1.15.0's urgent notes say "The deprecated
		// kubelet security controls `AllowPrivileged`, … have been removed"
		// and "The deprecated Kubelet flag `--allow-privileged` has been
		// removed", both #77820; the comparison shows the first, and the
		// flag was lost.
		for _, id := range gateNotes {
			n := s.notes[id]
			r, ok := g.removals[id]
			if !ok {
				continue
			}
			// A name a release's earlier note removed under the same pull
			// request (none, in the 1.x highlights) is that change told
			// again: v1.8.0 says "The batch/v2alpha1.ScheduledJob was
			// removed" under Urgent, Deprecation and Feature.
			for _, c := range byCitation(n, shown, r) {
				c.Names = slices.DeleteFunc(c.Names, func(name string) bool {
					key := c.Version + " " + strconv.Itoa(c.PR) + " " + name
					if seen[key] {
						return true
					}
					seen[key] = true
					return false
				})
				if len(c.Names) > 0 {
					b.Removed = append(b.Removed, c)
				}
			}
		}
	}
	for name, offs := range undone {
		if slices.ContainsFunc(flips[name], func(c GateChange) bool {
			return c.Value == "on" && semver.Compare(c.Version, betaIn[name]) >= 0 && semver.Compare(c.Version, offs[len(offs)-1].Version) <= 0
		}) {
			flips[name] = append(flips[name], offs...)
		}
	}
	// A gate that came and went within the range was never one an
	// operator at its start set: "please set the `SkipReadOnlyValidationGCE`
	// gate to false to re-enable the validation" (v1.29.0, its first note),
	// "The feature gate \"SkipReadOnlyValidationGCE\" has been removed"
	// (v1.31.0): across 1.28 → 1.31 neither its default nor its removal
	// changes a cluster.
	born := map[string]bool{}
	b.RemovedGates = slices.DeleteFunc(b.RemovedGates, func(c GateChange) bool {
		if s.bornBefore(c.Gate, start, c.Version) {
			born[c.Gate] = true
		}
		return born[c.Gate]
	})
	b.LockedGates = slices.DeleteFunc(b.LockedGates, func(c GateChange) bool { return born[c.Gate] })
	for name, cs := range flips {
		if born[name] || s.removedBefore(name, start) {
			continue
		}
		if c, ok := netFlip(cs); ok && !undoneLater(c, cs, quietBeta[name]) {
			b.DefaultGates = append(b.DefaultGates, c)
		}
	}
	// A gate locked, or whose default flips, and removed in a later
	// release of the range is told once, removed: the removal is what
	// stops a component that still sets it, and no release at the range's
	// end has the lock or the default. RootCAConfigMap across 1.19 → 1.22
	// was on (v1.20.0), locked (v1.21.0) and removed (v1.22.0), three
	// lines. (A lock of the removal's own release stays: 1.32 removed
	// ComponentSLIs and locked it back, #127787 and #128317.)
	removedIn := map[string]string{}
	for _, c := range b.RemovedGates {
		if semver.Compare(c.Version, removedIn[c.Gate]) > 0 {
			removedIn[c.Gate] = c.Version
		}
	}
	before := func(c GateChange) bool {
		r := removedIn[c.Gate]
		return r != "" && semver.Compare(c.Version, r) < 0
	}
	b.LockedGates = slices.DeleteFunc(b.LockedGates, before)
	b.DefaultGates = slices.DeleteFunc(b.DefaultGates, before)
	for _, list := range [][]GateChange{b.RemovedGates, b.DefaultGates, b.LockedGates} {
		sort.SliceStable(list, func(i, j int) bool {
			if c := semver.Compare(list[i].Version, list[j].Version); c != 0 {
				return c < 0
			}
			return list[i].Gate < list[j].Gate
		})
	}
	sort.SliceStable(b.Removed, func(i, j int) bool { return semver.Compare(b.Removed[i].Version, b.Removed[j].Version) < 0 })
	return b
}

// demotedBefore says whether the last note before release v that changes
// gate name's stage or default moves it back to alpha, off as every alpha
// gate: "Moved `LocalStorageCapacityIsolationFSQuotaMonitoring` back to
// Alpha" (v1.26.0), so 1.31's "Set … to false by default" flips nothing.
func (s *Store) demotedBefore(name, v string) bool {
	g, ok := s.Gate(name)
	if !ok {
		return false
	}
	demoted := false
	for _, e := range g.Events {
		if semver.Compare(e.Version, v) >= 0 {
			break
		}
		switch {
		case e.Kind == GateAdded || e.Kind == GateBeta || e.Kind == GateGA || e.Kind == GateDefaultOn || e.Kind == GateDefaultOff:
			demoted = false
		case reDemoted().MatchString(gateText(s.notes[e.Note].Markdown)) && reBackToAlpha().MatchString(gateText(s.notes[e.Note].Markdown)):
			demoted = true
		}
	}
	return demoted
}

// newGate says whether no note before release start names gate name: a
// gate new in the range, whose opt-in changes nothing an operator had
// ("The feature gate `InPlacePodVerticalScalingExclusiveCPUs` defaults to
// `false`, but can be enabled to unblock development", v1.32.0, its one
// note; see reOptIn).
func (s *Store) newGate(name, start string) bool {
	g, ok := s.Gate(name)
	return ok && len(g.Events) > 0 && semver.Compare(g.Events[0].Version, start) >= 0
}

// bornBefore says whether gate name's first note is of release start
// or later, before release removed, and says what a new gate does (added,
// or its default): a gate new in the range, which it removes again. A gate
// the notes first name in the range as GA or deprecated was older.
func (s *Store) bornBefore(name, start, removed string) bool {
	g, ok := s.Gate(name)
	if !ok || len(g.Events) == 0 {
		return false
	}
	e := g.Events[0]
	return semver.Compare(e.Version, start) >= 0 && semver.Compare(e.Version, removed) < 0 &&
		(e.Kind == GateAdded || e.Kind == GateDefaultOn || e.Kind == GateDefaultOff)
}

// removedBefore says whether a note before release start removed gate
// name: its default flips no more. "Promoted `LocalStorageCapacityIsolation`
// to beta; the behaviour is enabled by default" (#126014, v1.31.0) writes
// the gate removed in v1.27.0 (#114410) for
// LocalStorageCapacityIsolationFSQuotaMonitoring.
func (s *Store) removedBefore(name, start string) bool {
	g, ok := s.Gate(name)
	return ok && slices.ContainsFunc(g.Events, func(e GateEvent) bool {
		return e.Kind == GateRemoved && semver.Compare(e.Version, start) < 0
	})
}

// addedIn says whether a note of release v adds gate name (alpha): that
// release's "Enabled `CBORServingAndStorage` feature gate – built-in APIs
// can now be served in CBOR" (v1.32.0, #128503) says what the new gate
// does when enabled, not a default, unless it says "default" or "beta".
func (s *Store) addedIn(name, v string) bool {
	g, ok := s.Gate(name)
	return ok && slices.ContainsFunc(g.Events, func(e GateEvent) bool { return e.Kind == GateAdded && e.Version == v })
}

// gateTextFacts are what a note's text says for every gate it names,
// read once per note (see readGateText).
type gateTextFacts struct {
	// plugins: the text names admission plugins and says no stage, so a
	// gate it names may be one of them (see pluginOnly).
	plugins bool
	// defaults: the text says "default" somewhere.
	defaults bool
	// revertsChange: the text reverts a change (see reRevertChange).
	revertsChange bool
}

// readGateText reads text's gateTextFacts.
func readGateText(text string) gateTextFacts {
	return gateTextFacts{
		plugins:       containsFold(text, "admission") && !reStageSaid().MatchString(text),
		defaults:      containsFold(text, "default"),
		revertsChange: containsFold(text, "revert") && reRevertChange().MatchString(text),
	}
}

// pluginOnly says whether text, which names admission plugins and no
// stage (gateTextFacts.plugins), calls name an admission plugin, never a
// feature or gate (see reAdmissionPlugin). Its other mentions may be
// bare: "… so the default enabled admission plugins are now
// `NamespaceLifecycle,…,StorageObjectInUseProtection`".
func pluginOnly(text, name string) bool {
	plugin := false
	for i := 0; ; {
		j := wordIndex(text[i:], name)
		if j < 0 {
			return plugin
		}
		j += i + len(name)
		switch {
		case reAdmissionPlugin().MatchString(text[j:]):
			plugin = true
		case reCalledGate().MatchString(text[j:]):
			return false
		}
		i = j
	}
}

// lockedIn is the value gate name's timeline says note id locks it to,
// or "".
func (s *Store) lockedIn(name string, id int) string {
	g, ok := s.Gate(name)
	if !ok {
		return ""
	}
	for _, e := range g.Events {
		if e.Kind == GateLocked && (e.Note == id || slices.Contains(e.Notes, id)) {
			return e.Locked
		}
	}
	return ""
}

// componentOptIn says whether every mention of name in text is one
// component's opt-in (see reOptInAfter).
func componentOptIn(text, name string) bool {
	optIn := false
	for i := 0; ; {
		j := wordIndex(text[i:], name)
		if j < 0 {
			return optIn
		}
		j += i
		if !reOptInAfter().MatchString(text[j+len(name):]) && !reOptInBefore().MatchString(text[max(0, j-48):j]) {
			return false
		}
		optIn, i = true, j+len(name)
	}
}

// netFlip is what a gate's default changes in a range (cs, in any order)
// leave an upgrade: the default before the first change is the other
// value, and the default after the last is its value. A gate turned on and
// off again within the range keeps its default, no flip ("Graduated
// WatchList to Beta … and enabled WatchListClient for KCM" in 1.32, "no
// longer opts into enabling the WatchListClient feature" in 1.33; 1.28's
// "Reverted … SELinuxMountReadWriteOncePod feature gates to disabled by
// default" after 1.27's beta); else the change is the first of the last
// run of one value (a default said again later is not a new flip).
func netFlip(cs []GateChange) (GateChange, bool) {
	sort.SliceStable(cs, func(i, j int) bool { return semver.Compare(cs[i].Version, cs[j].Version) < 0 })
	last := len(cs) - 1
	if cs[last].Value == other(cs[0].Value) {
		return GateChange{}, false
	}
	i := last
	for i > 0 && cs[i-1].Value == cs[last].Value {
		i--
	}
	return cs[i], true
}

// undoneLater says whether an off (c, the net of the changes cs, sorted
// by netFlip) is undone by a later promotion to beta in the range, in
// release quietBeta, whose note says no default: "kube-apiserver disables
// the beta WatchList feature by default in 1.33" (#131359), then
// "Graduated the `WatchList` feature gate to beta for kube-apiserver"
// (#132704, v1.34.0), on again. Across 1.32 → 1.34 the section said
// "WatchList off", a default neither end has; the promotion's own default
// is unsaid, so neither is listed.
func undoneLater(c GateChange, cs []GateChange, quietBeta string) bool {
	return c.Value == "off" && quietBeta != "" && semver.Compare(quietBeta, cs[len(cs)-1].Version) > 0
}

// other is the other default: "on" for "off" and the reverse.
func other(v string) string {
	if v == "on" {
		return "off"
	}
	return "on"
}

// lockedLater says whether a later sentence of a GA note that names the
// gate says it cannot be turned off: "Graduated Kubernetes' support for
// AppArmor to GA. You now cannot disable the `AppArmor` feature gate."
// (#125257; gateSays reads the first sentence naming it).
func lockedLater(text, name string) bool {
	if !containsFold(text, "disable") {
		return false
	}
	for _, p := range pieces(text) {
		if wordIndex(p.text, name) >= 0 && reLockedOn().MatchString(p.text) {
			return true
		}
	}
	return false
}

// writtenAs is name as md writes it as a whole word, or "": not "`GA`ed",
// which plain text folds to "GAed". Its first letter may be lower case:
// "The deprecated `runAsGroup` feature-gate has been removed" (#101581).
func writtenAs(md, name string) string {
	if wordIndex(md, name) >= 0 || name == "" {
		return name
	}
	if lower := strings.ToLower(name[:1]) + name[1:]; wordIndex(md, lower) >= 0 {
		return lower
	}
	return spacedIn(md, name)
}

// spacedIn is name as md writes it in words, spaces between its humps, or
// "": "Graduate Resource Quota ScopeSelectors to beta, and enable it by
// default" (#67077) names ResourceQuotaScopeSelectors, which the
// extraction read there.
func spacedIn(md, name string) string {
	for i := 0; i < len(md); i++ {
		if md[i] != name[0] || i > 0 && isWordByte(md[i-1]) {
			continue
		}
		j, k, spaced := i, 0, false
		for j < len(md) && k < len(name) {
			switch {
			case md[j] == name[k]:
				j, k = j+1, k+1
			case md[j] == ' ' && k > 0 && j+1 < len(md) && md[j+1] == name[k] && name[k] >= 'A' && name[k] <= 'Z':
				j, spaced = j+1, true
			default:
				k = -1
			}
			if k < 0 {
				break
			}
		}
		if k == len(name) && spaced && (j == len(md) || !isWordByte(md[j])) {
			return md[i:j]
		}
	}
	return ""
}

// releaseDefault is the default w says of release version's minor ("In
// 1.31, it was turned on by default"), or "".
func releaseDefault(w, version string) string {
	if !strings.Contains(w, "In ") {
		return ""
	}
	m := reReleaseDefault().FindStringSubmatch(w)
	if m == nil || !strings.HasPrefix(version, "v"+strings.TrimPrefix(m[1], "v")+".") {
		return ""
	}
	if m[2] == "on" || m[2] == "enabled" {
		return "on"
	}
	return "off"
}

// wordIndex is the index of name's first whole-word occurrence in s, or -1.
func wordIndex(s, name string) int {
	for i := 0; ; {
		j := strings.Index(s[i:], name)
		if j < 0 {
			return -1
		}
		j += i
		if (j == 0 || !isWordByte(s[j-1])) && (j+len(name) == len(s) || !isWordByte(s[j+len(name)])) {
			return j
		}
		i = j + 1
	}
}

// gateSays is the sentence of text that names gate, with the next when it
// speaks of the gate (see reNextAboutGate), and where the gate stands in
// it: where the extraction may have left a promotion's default
// ("Graduated the X and Y feature gates to GA and enabled them by
// default").
func gateSays(text, gate string) (string, int) {
	i := wordIndex(text, gate)
	// Not a path naming it: "Introduced the
	// admissionregistration.k8s.io/v1beta1/MutatingAdmissionPolicy API
	// type. To enable, enable the MutatingAdmissionPolicy feature gate
	// (which was off by default)".
	for i > 0 && text[i-1] == '/' {
		j := wordIndex(text[i+len(gate):], gate)
		if j < 0 {
			break
		}
		i += len(gate) + j
	}
	if i < 0 {
		return "", 0
	}
	to := sentenceEnd(text, i)
	if reNextAboutGate().MatchString(text[to:]) {
		to = sentenceEnd(text, to+1)
	}
	// Where the sentence starts, not at the last period: "Removed the GA
	// X feature gate (locked since v1.33) and alpha Y feature gate".
	from := sentenceStart(text, i)
	return text[from:to], i - from
}

// defaultIn is "on" or "off" when s, which names a gate at s[at:], says a
// default, else "": the first default said after the gate, so that a
// sentence giving two gates two defaults gives each its own
// ("CSIMigration to Beta (on by default) and CSIMigrationAzureDisk to Beta
// (off by default)"), and a flag's after the gate's is not read as the
// gate's ("The Kubelet feature gate is now enabled by default and the
// configuration/CLI flag still defaults to false"); else one said before
// it ("Flipped X feature gate to false", "Enabled the X feature gate in
// beta").
func defaultIn(s string, at int) string {
	first := func(s string) string {
		s = foldSlips(s)
		off, on := -1, -1
		for _, re := range []*regexp.Regexp{reDefaultOff(), reDefaultOffMore()} {
			if m := re.FindStringIndex(s); m != nil && (off < 0 || m[0] < off) {
				off = m[0]
			}
		}
		for _, re := range []*regexp.Regexp{reDefaultOn(), reDefaultOnMore()} {
			if m := re.FindStringIndex(s); m != nil && (on < 0 || m[0] < on) {
				on = m[0]
			}
		}
		switch {
		case off >= 0 && (on < 0 || off <= on):
			return "off"
		case on >= 0:
			return "on"
		}
		return ""
	}
	if v := first(s[at:]); v != "" {
		return v
	}
	if reEnabledBefore().MatchString(foldSlips(s[:at])) {
		return "on"
	}
	return first(s)
}

// foldSlips is s with each word one slip of the typist away from
// "enabled" or "disabled" (a letter left out, two swapped) written right,
// so that a default upstream mistyped is still read: "graduated the
// NodeLocalCRISocket feature gate to beta and enabed it by default"
// (#131981), "The prefer nominated node graduates to Beta and enabld by
// default" (#102201). "enable" and "disable", words of their own, stay.
// One pass over s, each word compared with two short ones: linear.
func foldSlips(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); {
		if !isASCIILetter(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isASCIILetter(s[j]) {
			j++
		}
		for _, right := range [...]string{"enabled", "disabled"} {
			if slipped(strings.ToLower(s[i:j]), right) {
				b.WriteString(s[last:i])
				b.WriteString(right)
				last = j
				break
			}
		}
		i = j
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// slipped says whether w is right with one letter left out (not its last:
// "enable" is a word) or two neighbours swapped.
func slipped(w, right string) bool {
	switch len(w) {
	case len(right) - 1:
		for k := 0; k < len(w); k++ {
			if w[:k] == right[:k] && w[k:] == right[k+1:] {
				return true
			}
		}
	case len(right):
		for k := 0; k+1 < len(w); k++ {
			if w[k] != w[k+1] && w[:k] == right[:k] && w[k] == right[k+1] && w[k+1] == right[k] && w[k+2:] == right[k+2:] {
				return true
			}
		}
	}
	return false
}

// acronymVerb says whether name is an acronym made a verb ("GAed"): the
// extraction's gate shape (two capitals, a lower-case letter) takes it.
func acronymVerb(name string) bool {
	base, ok := strings.CutSuffix(name, "ed")
	if !ok || len(base) < 2 {
		return false
	}
	return strings.ToUpper(base) == base
}

// removedNotAdded says whether the sentence naming gate in text removes
// it, not adds it: "Removed the GA X feature gate (locked since v1.33)
// and alpha Y feature gate" removes the alpha Y the extraction reads as
// added; "Added the Y feature gate, which removes …" does not.
func removedNotAdded(text, gate string) bool {
	w, at := gateSays(text, gate)
	return reRemoved().MatchString(w[:at]) && !reAddedStrong().MatchString(w[:at])
}

// turnedOff says whether the sentence naming gate in text turns it off by
// the verb before it: "Disabled X feature gate due to performance
// issues", "by disabling the X feature by default" (fixes that flip a
// beta gate's default, which the extraction reads as naming it only).
func turnedOff(text, gate string) bool {
	w, at := gateSays(text, gate)
	return w != "" && reTurnedOffBefore().MatchString(w[:at]) && reFeatureAfter().MatchString(w[at+len(gate):]) && !reStateAfter().MatchString(w[at+len(gate):]) &&
		!reOptOutBefore().MatchString(w[:at])
}

// leadItem is a list item of a note and the default its lead says (see
// leadItems).
type leadItem struct {
	text, lead string
}

// leadItems returns the list items of a note (its pieces ps) whose lead
// says the default of the feature gates it lists: "RemoteCommand feature
// gates … are now enabled by default (Beta): - Server-side feature gate:
// TranslateStreamCloseWebsocketRequests - …". Read once per note, for
// all the gates it names (see leadDefault).
func leadItems(ps []piece) []leadItem {
	var out []leadItem
	lead := ""
	for _, p := range ps {
		if !p.item {
			lead = ""
			// Or a sentence the items follow: "Enabled feature gates for
			// PortForward … over WebSockets by default (beta). - Server-side
			// feature gate: PortForwardWebsocket" (#125528).
			if (strings.HasSuffix(p.text, ":") || strings.HasSuffix(p.text, ".")) && containsFold(p.text, "feature gates") && !reNoFlip().MatchString(p.text) {
				lead = defaultIn(p.text, 0)
			}
			continue
		}
		if lead != "" {
			out = append(out, leadItem{p.text, lead})
		}
	}
	return out
}

// leadDefault is "on" or "off" when gate stands in one of a note's list
// items under a lead saying a default (see leadItems), or "".
func leadDefault(items []leadItem, gate string) string {
	for _, it := range items {
		// The item names it as the gate ("Server-side feature gate: X"),
		// not a word of its prose ("To disable RemoteCommand over …").
		if i := wordIndex(it.text, gate); i >= 0 && reGateBefore().MatchString(it.text[:i]) {
			return it.lead
		}
	}
	return ""
}

// shadowed says whether name, in text, is an object ("conditions for
// EndpointSlice by default") beside a longer gate the note names and
// whose start it is ("EndpointSliceTerminatingCondition"). (Not "the beta
// WatchList feature" beside WatchListClient: both are gates.)
func shadowed(text string, ms []GateMention, name string) bool {
	if i := wordIndex(text, name); i < 0 || !strings.HasSuffix(text[:i], " for ") {
		return false
	}
	for _, o := range ms {
		if len(o.Name) > len(name) && strings.HasPrefix(o.Name, name) {
			return true
		}
	}
	return false
}

// byCitation is r, the flags and APIs note n (id) removes, as one entry
// per PR the note cites for them: a digest note ("kube-apiserver: - The
// deprecated --storage-versions flag has been removed (#67678) - The
// deprecated --repair-malformed-updates flag has been removed (#73663)")
// cites each change's own PR after its text (see prCiting).
func byCitation(n *parser.Note, id int, r Removal) []Removal {
	if len(r.Names) == 0 {
		r.PR, r.Note = 0, id
		if len(n.PRs) > 0 {
			r.PR = n.PRs[0]
		}
		return []Removal{r}
	}
	var out []Removal
	for _, name := range r.Names {
		pr := prCiting(n, name)
		if k := len(out) - 1; k >= 0 && out[k].PR == pr {
			out[k].Names = append(out[k].Names, name)
			continue
		}
		out = append(out, Removal{Version: r.Version, Names: []string{name}, PR: pr, Note: id})
	}
	return out
}

// gateRemovedIn says whether text, a note the extraction reads as removing
// gate, says so in the clause naming it: not "disable the alpha X feature"
// beside "remove alpha objects", nor "promoted X to beta and removed the
// alpha version description", nor "Removed the X resource from … v1alpha1".
func gateRemovedIn(text, gate string) bool {
	for _, p := range pieces(text) {
		for _, c := range clauses(p, true) {
			for i := 0; ; {
				j := strings.Index(c[i:], gate)
				if j < 0 {
					break
				}
				j += i
				i = j + len(gate)
				if j > 0 && isWordByte(c[j-1]) || i < len(c) && isWordByte(c[i]) || notGateAfter().MatchString(c[i:]) || notGateBefore().MatchString(c[max(0, j-48):j]) {
					continue
				}
				if reRemoved().MatchString(c) && !reLaterRemoval().MatchString(c) {
					return true
				}
			}
		}
	}
	return false
}

// piece is a part of a note's text: a sentence, or a list item of one.
type piece struct {
	text string
	// item: the piece follows a list marker of its sentence, so a lead
	// before it ("The following APIs are no longer served by default:")
	// speaks of it.
	item bool
}

// pieces splits text into sentences, and those at list markers, nested
// notes' trailers and run-on sentences (see pieceCuts, runOnVerb).
func pieces(text string) []piece {
	var out []piece
	for i := 0; i < len(text); {
		end := sentenceEnd(text, i)
		if end <= i {
			end = len(text)
		}
		out = append(out, sentencePieces(text[i:end])...)
		i = end
	}
	return out
}

// sentencePieces is pieces on one sentence.
func sentencePieces(sentence string) []piece {
	var out []piece
	// Each cut is the start of the cut and the start of the next piece,
	// packed in one int (start<<32 | next) so that slices.Sort orders
	// them: a SortFunc over pairs is another instantiation of the sort,
	// some 25 KB of the page's module.
	var cuts []int
	for _, m := range pieceCuts().FindAllStringIndex(sentence, -1) {
		cuts = append(cuts, m[0]<<32|m[1])
	}
	for _, m := range runOnVerb().FindAllStringSubmatchIndex(sentence, -1) {
		cuts = append(cuts, m[2]<<32|m[2])
	}
	slices.Sort(cuts)
	at, item := 0, false
	for _, c := range cuts {
		start, next := c>>32, c&(1<<32-1)
		if start < at {
			continue
		}
		if p := strings.TrimSpace(sentence[at:start]); p != "" {
			out = append(out, piece{text: p, item: item})
		}
		item = strings.TrimSpace(sentence[start:next]) == "-"
		at = next
	}
	if p := strings.TrimSpace(sentence[at:]); p != "" {
		out = append(out, piece{text: p, item: item})
	}
	return out
}

// clauses cuts a piece where a new predicate starts (see clauseVerb); for
// a gate, also where another removal starts (see removeVerb).
func clauses(p piece, gate bool) []string {
	var cuts []int // where each new predicate starts
	for _, m := range clauseVerb().FindAllStringIndex(p.text, -1) {
		cuts = append(cuts, m[0])
	}
	if gate {
		for _, m := range removeVerb().FindAllStringIndex(p.text, -1) {
			cuts = append(cuts, m[0])
		}
		slices.Sort(cuts)
	}
	var out []string
	at := 0
	for _, c := range cuts {
		if c < at {
			continue
		}
		out = append(out, p.text[at:c])
		at = c
	}
	return append(out, p.text[at:])
}

// removedNow says whether s says something is removed or no longer served
// now, not later ("will be removed in v1.30", "will no longer be served").
func removedNow(s string) bool {
	// Each expression needs a word a byte scan finds faster than the
	// expression fails: they cost most of removal's time otherwise.
	remov, noLonger, served := containsFold(s, "remov"), containsFold(s, "no longer"), containsFold(s, "serv") || containsFold(s, "available")
	drop := containsFold(s, "drop")
	if !(remov || noLonger) && !served && !drop {
		return containsFold(s, "disabled by default") && reAPIDisabled().MatchString(s)
	}
	if !((remov || noLonger) && reRemoved().MatchString(s) || served && reNoLongerServed().MatchString(s) || drop && reDropSupport().MatchString(s) ||
		noLonger && reNoLongerAllowed().MatchString(s)) {
		return false
	}
	if remov && !noLonger && !served && reRelRemoved().MatchString(s) && !containsFold(reRelRemoved().ReplaceAllString(s, ""), "remov") {
		return false
	}
	return !(remov && (reFutureRemoval().MatchString(s) || reLaterRemoval().MatchString(s))) && !(served && reFutureServed().MatchString(s) && reLaterNamed().MatchString(s))
}

// removal finds the flags and API versions a note says are removed: in
// the clauses that say "removed" or "no longer served" (not "will be
// removed") of an urgent or deprecation note, and of a list's items when
// the list's lead says it; API versions in any note but a bug fix; flags
// in any note whose clause says "flag". text is the note's plain text
// without its trailer (PlainText of NoteText).
func removal(n *parser.Note, text string) (Removal, bool) {
	if !containsFold(text, "remov") && !containsFold(text, "no longer") && !containsFold(text, "stopped serving") && !strings.Contains(text, "replaced") && !containsFold(text, "drop") && !strings.Contains(text, "changed from") && !containsFold(text, "disabled by default") {
		return Removal{}, false
	}
	// A documentation note changes the docs: "Corrected the
	// --metrics-bind-address flag documentation by removing the
	// incorrect statement".
	if n.Kind == parser.KindDocumentation {
		return Removal{}, false
	}
	// Other kinds count when they say "flags … removed": v1.24.0 lists
	// the dockershim flags (--network-plugin …) under Other (Cleanup).
	loud := n.Kind == parser.KindUrgent || n.Kind == parser.KindDeprecation || n.ActionRequired
	fix := n.Kind == parser.KindBug || n.Kind == parser.KindFailingTest
	var names []string
	for i := 0; i < len(text); {
		end := sentenceEnd(text, i)
		if end <= i {
			end = len(text)
		}
		sentence := text[i:end]
		i = end
		// Most sentences name no flag or API, or remove nothing: the
		// expressions below cost most of the gate build when run on all.
		if !strings.Contains(sentence, "--") && !strings.Contains(sentence, "/v") && !strings.Contains(sentence, "API") && !containsFold(sentence, "flag") && !containsFold(sentence, "config") ||
			!containsFold(sentence, "remov") && !containsFold(sentence, "no longer") && !containsFold(sentence, "stopped serving") && !containsFold(sentence, "drop") && !containsFold(sentence, "disabled by default") {
			continue
		}
		names = removedIn(sentence, n.Markdown, loud, fix, names)
	}
	if !fix && strings.Contains(n.Markdown, "flags") {
		names = itemFlags(n.Markdown, names)
	}
	if loud && strings.Contains(text, "replaced") {
		for _, m := range reAPIReplaced().FindAllStringSubmatchIndex(text, -1) {
			if removedName(text, m[2], m[3]) {
				names = appendNew(names, strings.ToLower(text[m[2]:m[3]]))
			}
		}
	}
	if loud && strings.Contains(text, "changed from") {
		for _, m := range reAPIChanged().FindAllStringSubmatchIndex(text, -1) {
			names = appendNew(names, strings.ToLower(text[m[2]:m[3]]))
		}
	}
	if !fix && containsFold(text, "no longer") {
		for _, m := range reKindNoLonger().FindAllStringSubmatch(text, -1) {
			names = appendNew(names, strings.ToLower(m[2])+"/"+plural(strings.ToLower(m[1])))
		}
	}
	if len(names) == 0 {
		return Removal{}, false
	}
	return Removal{Version: n.Version, Names: names}, true
}

// itemFlags appends to names the flags a markdown list names without
// their dashes under a lead that removes them (see reItemFlagsLead): one
// name, or names joined by "/", before the colon that explains them. The
// plain text runs the items on after the lead, where plain words
// ("force", "wait") cannot be told from the text around them.
func itemFlags(md string, names []string) []string {
	lines := strings.Split(md, "\n")
	for i, l := range lines {
		if !reItemFlagsLead().MatchString(l) || reFutureRemoval().MatchString(l) {
			continue
		}
		for _, item := range lines[i+1:] {
			if strings.TrimSpace(item) == "" {
				continue
			}
			m := reItemFlags().FindStringSubmatch(item)
			if m == nil {
				break
			}
			for _, f := range strings.Split(m[1], "/") {
				names = appendNew(names, "--"+strings.Trim(strings.TrimSpace(f), "`"))
			}
		}
	}
	return names
}

// plural is a kind's resource name, lower case: "horizontalpodautoscalers",
// "networkpolicies", "ingresses".
func plural(kind string) string {
	switch {
	case strings.HasSuffix(kind, "s"):
		return kind + "es"
	case strings.HasSuffix(kind, "y"):
		return kind[:len(kind)-1] + "ies"
	}
	return kind + "s"
}

// kindVersionIn says whether s may name a kind's version (see
// kindVersions): a byte scan before the expressions.
func kindVersionIn(s string) bool {
	return (strings.Contains(s, "alpha") || strings.Contains(s, "beta")) && strings.Contains(s, " v")
}

// kindVersions appends to names the kinds' versions clause c (of piece p)
// removes, its group unwritten, as "Kind version": "The v1alpha1 PodPreset
// API and admission plugin has been removed" lists "PodPreset v1alpha1"
// (the group, settings.k8s.io, is nowhere in the notes). A version named
// alone ("removed the v1alpha1 API") is of the kind the piece named before
// it with another version, when it names one kind so.
func kindVersions(c, p string, names []string) []string {
	for _, m := range reVersionKind().FindAllStringSubmatchIndex(c, -1) {
		if removedName(c, m[2], m[3]) && !reBarePlace().MatchString(c[max(0, m[2]-40):m[2]]) {
			names = appendNew(names, c[m[4]:m[5]]+" "+c[m[2]:m[3]])
		}
	}
	ms := reVersionAPI().FindAllStringSubmatchIndex(c, -1)
	at := strings.Index(p, c)
	if len(ms) == 0 || at < 0 {
		return names
	}
	// The kinds named with a version before the first such version: read
	// once, so that a piece of many versions costs its length, not more.
	kind := ""
	for _, k := range reKindVersionAPI().FindAllStringSubmatch(p[:at+ms[0][0]], -1) {
		if kind != "" && kind != k[1] {
			return names // two kinds: which one is unsaid
		}
		kind = k[1]
	}
	if kind == "" {
		return names
	}
	for _, m := range ms {
		if removedName(c, m[2], m[3]) {
			names = appendNew(names, kind+" "+c[m[2]:m[3]])
		}
	}
	return names
}

// removedIn appends to names the flags and APIs sentence (of the note
// whose markdown is md) says are removed (see removal).
func removedIn(sentence, md string, loud, fix bool, names []string) []string {
	lead := false // the sentence so far has a lead ending in ":" that says removed
	for _, p := range sentencePieces(sentence) {
		if !p.item {
			lead = false
		}
		lists := strings.HasSuffix(p.text, ":")
		// A piece naming no flag or API only matters as a list's lead.
		if !lists && !strings.Contains(p.text, "--") && !strings.Contains(p.text, "/v") && !(loud && strings.Contains(p.text, "API")) && !containsFold(p.text, "flag") && configGroup(p.text) == "" && !kindVersionIn(p.text) {
			continue
		}
		own := removedNow(p.text)
		if own || lead {
			// "The Kubelet's --bootstrap-checkpoint-path option is now
			// removed", "removed the deprecated the --cloud-provider and
			// --cloud-config CLI parameters", "Remove deprecated
			// --enable-taint-manager and --pod-eviction-timeout CLI", "Removed
			// the deprecated --register-schedulable command line argument".
			// (Not a fix's "removing the unnecessary --node-ip from the
			// kubelet arguments": what a user did.)
			// So is a flag paired with its configuration field: "Removed
			// deprecated --seccomp-profile-root/seccompProfileRoot config".
			// So is one a note says was deprecated, without the word
			// "flag": "Remove deprecated --serviceaccount, --hostport,
			// --requests and --limits from kubectl run" (#108820, a
			// Cleanup note).
			flags := loud || containsFold(p.text, "flag") || !fix && containsFold(p.text, "deprecated") || containsFold(p.text, "option") || containsFold(p.text, "parameter") ||
				!fix && strings.Contains(p.text, "/") && reFlagField().MatchString(p.text) ||
				!fix && (containsFold(p.text, "argument") || strings.Contains(p.text, "CLI") || containsFold(p.text, "command line"))
			// A lead's list of flags without dashes (see reFlagsLead),
			// each written as code.
			if own && !fix {
				if loc := reFlagsLead().FindStringIndex(p.text); loc != nil {
					for rest := p.text[loc[1]:]; ; {
						m := reBareRun().FindStringSubmatchIndex(rest)
						if m == nil || !dashlessCode(md, rest[m[2]:m[3]]) {
							break
						}
						names = appendNew(names, "--"+rest[m[2]:m[3]])
						rest = rest[m[1]:]
					}
				}
			}
			cs := clauses(p, false)
			for _, c := range cs {
				if !lead && len(cs) > 1 && !removedNow(c) {
					continue
				}
				if flags {
					for _, m := range reFlag().FindAllStringSubmatchIndex(c, -1) {
						// "the corresponding --feature-gates flags have been
						// removed: PodPriority, …" (#86210): the gates go
						// (listed as such), the flag stays; not "removed the
						// deprecated and NO-OP flags --feature-gates for
						// kubeadm upgrade apply" (#127123).
						if c[m[2]:m[3]] == "--feature-gates" && strings.HasPrefix(c[m[3]:], " flags") {
							continue
						}
						if removedName(c, m[2], m[3]) && !deprecateBefore().MatchString(c[max(0, m[2]-160):m[2]]) {
							names = appendNew(names, strings.TrimRight(c[m[2]:m[3]], "-"))
						}
					}
					for _, m := range reDashlessBefore().FindAllStringSubmatchIndex(c, -1) {
						if removedName(c, m[2], m[3]) && !deprecateBefore().MatchString(c[max(0, m[2]-160):m[2]]) {
							fs := strings.FieldsFunc(c[m[2]:m[3]], func(r rune) bool { return r == ',' || r == ' ' || r == '"' })
							for _, f := range fs {
								// A lone word names a component more
								// often than a flag: "the deprecated
								// `etcd` flags `--experimental-…`" (#135701).
								if f != "and" && (len(fs) > 1 || strings.Contains(f, "-")) && dashlessCode(md, f) {
									names = appendNew(names, "--"+f)
								}
							}
						}
					}
					for _, m := range reDashless().FindAllStringSubmatchIndex(c, -1) {
						if removedName(c, m[2], m[3]) && !deprecateBefore().MatchString(c[max(0, m[2]-160):m[2]]) {
							for _, f := range strings.FieldsFunc(c[m[2]:m[3]], func(r rune) bool { return r == ',' || r == ' ' }) {
								if f != "and" {
									names = appendNew(names, "--"+f)
								}
							}
						}
					}
				}
				if fix {
					continue
				}
				for _, m := range reAPI().FindAllStringSubmatchIndex(c, -1) {
					// A URL path's end is no API: "endpoint
					// metrics/resource/v1alpha1 has been removed" (#94272).
					if m[2] > 0 && c[m[2]-1] == '/' || !removedName(c, m[2], m[3]) {
						continue
					}
					name := strings.ToLower(c[m[2]:m[3]])
					if r := reResourceAfter().FindStringSubmatch(c[m[3]:]); r != nil {
						name += "/" + strings.ToLower(r[1])
					} else if k := reDotKind().FindString(c[m[3]:]); k != "" {
						name += k
					}
					names = appendNew(names, name)
				}
				if g := configGroup(c); g != "" {
					for _, m := range reBareVersion().FindAllStringSubmatchIndex(c, -1) {
						if removedName(c, m[2], m[3]) && !reBarePlace().MatchString(c[max(0, m[2]-40):m[2]]) {
							names = appendNew(names, g+"/"+c[m[2]:m[3]])
						}
					}
				}
				if kindVersionIn(c) {
					names = kindVersions(c, p.text, names)
				}
				if loud {
					for _, m := range reAPIKind().FindAllStringSubmatchIndex(c, -1) {
						if removedName(c, m[2], m[3]) {
							names = appendNew(names, c[m[2]:m[3]])
						}
					}
					for _, m := range reKindAPI().FindAllStringSubmatchIndex(c, -1) {
						if removedName(c, m[2], m[3]) {
							names = appendNew(names, c[m[2]:m[3]])
						}
					}
				}
			}
		}
		if own && lists {
			lead = true
		}
	}
	return names
}

// configGroup is the API group of the component configuration clause c
// speaks of, when it names the component and its API or configuration
// (whose versions notes write without the group): kubeadm's
// (kubeadm.k8s.io) or kube-scheduler's (kubescheduler.config.k8s.io).
func configGroup(c string) string {
	if !containsFold(c, "config") && !strings.Contains(c, "API") {
		return ""
	}
	switch {
	case containsFold(c, "kubeadm"):
		return "kubeadm.k8s.io"
	case containsFold(c, "kube-scheduler") && containsFold(c, "config"):
		return "kubescheduler.config.k8s.io"
	}
	return ""
}

// removedName says whether the name at c[i:j] is what c removes, not the
// means or the replacement (see notRemovedBefore): "use apps/v1 instead".
func removedName(c string, i, j int) bool {
	// The words that matter stand just before the name: an expression
	// anchored at the end would otherwise try every start in the clause.
	before := c[max(0, i-160):i]
	// "The deprecated shorthand flag -c has been removed from kubectl
	// version (--client)" (#66817): the long form, in parentheses, stays.
	if strings.HasSuffix(strings.TrimSpace(before), "(") && containsFold(before, "shorthand") {
		return false
	}
	return !notRemovedBefore().MatchString(before) && !notRemovedAfter().MatchString(c[j:])
}

// dashlessCode says whether md writes the flag name f (without its
// dashes) as code, in backticks or quotes, as a flag's name is and a
// component's ("kube-proxy flags") or an adjective ("non-functional
// flags") is not.
func dashlessCode(md, f string) bool {
	switch f {
	case "kubelet", "kubectl", "kubeadm", "kube-apiserver", "kube-proxy", "kube-scheduler", "kube-controller-manager", "cloud-controller-manager", "feature", "deprecated":
		return false
	}
	return strings.Contains(md, "`"+f+"`") || strings.Contains(md, `"`+f+`"`)
}

func appendNew(list []string, v string) []string {
	if slices.Contains(list, v) {
		return list
	}
	return append(list, v)
}

// WriteBeforeUpgrade writes the "Before you upgrade" section of a
// comparison's Markdown export: the page and `kubechangelog diff -o
// markdown` print the same text.
func WriteBeforeUpgrade(w io.Writer, b *BeforeUpgrade) error {
	var sb strings.Builder
	sb.WriteString("## Before you upgrade\n\n")
	if b == nil || b.Empty() {
		sb.WriteString("No feature gate, flag or API in this range is removed, locked or changes its default.\n\n")
		_, err := io.WriteString(w, sb.String())
		return err
	}
	ref := func(version string, pr int) string {
		if pr == 0 {
			return version
		}
		return version + " (#" + strconv.Itoa(pr) + ")"
	}
	// One loop over the three gate sections: a block each was some 4 KB
	// more of the page's module (0.5 KB compressed). A line reads
	// "- `Gate`: " + pre + value (if shown) + post + release (and PR).
	for _, sec := range []struct {
		title, pre, post string
		value            bool
		list             []GateChange
	}{
		{"Feature gates removed", "removed in ", "", false, b.RemovedGates},
		{"Feature gates whose default changes", "", " by default from ", true, b.DefaultGates},
		{"Feature gates locked", "locked to ", " in ", true, b.LockedGates},
	} {
		if len(sec.list) == 0 {
			continue
		}
		sb.WriteString("### " + sec.title + "\n\n")
		for _, c := range sec.list {
			v := ""
			if sec.value {
				v = c.Value
			}
			sb.WriteString("- `" + c.Gate + "`: " + sec.pre + v + sec.post + ref(c.Version, c.PR) + "\n")
		}
		sb.WriteString("\n")
	}
	if len(b.Removed) > 0 {
		sb.WriteString("### Flags and APIs removed\n\n")
		for _, r := range b.Removed {
			quoted := make([]string, len(r.Names))
			for i, n := range r.Names {
				quoted[i] = "`" + n + "`"
			}
			sb.WriteString("- " + strings.Join(quoted, ", ") + ": removed in " + ref(r.Version, r.PR) + "\n")
		}
		sb.WriteString("\n")
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// CVENote is a note of a compared range that names a CVE, beside the
// advisory sections: fixes upstream lists as ordinary notes.
type CVENote struct {
	CVE     string `json:"cve"`
	Version string `json:"version"`
	PR      int    `json:"pr,omitempty"`
	Note    int    `json:"-"`
}

var reCVE = lazyre.New(`CVE-\d{4}-\d{4,}`)

// cveNotes lists, for the notes ids, each CVE they name, once per note.
func (s *Store) cveNotes(ids []int) []CVENote {
	out := []CVENote{}
	for _, id := range ids {
		n := s.notes[id]
		if !strings.Contains(n.Markdown, "CVE-") {
			continue
		}
		// One pass over the note: each CVE once, and the pull request
		// cited after its first mention (prCiting's answer) found by a
		// scan that only moves forward. A note naming n CVEs cost n²
		// (1.27 s natively for 16,000).
		seen := map[string]bool{}
		prAt, pr := -1, 0 // the next citation's end and pull request, from the last scan
		for _, m := range reCVE().FindAllStringIndex(n.Markdown, -1) {
			cve := n.Markdown[m[0]:m[1]]
			if seen[cve] {
				continue
			}
			seen[cve] = true
			c := CVENote{CVE: cve, Version: n.Version, Note: id}
			switch {
			case len(n.PRs) == 0:
			case len(n.PRs) == 1:
				c.PR = n.PRs[0]
			default:
				if prAt < m[1] {
					prAt, pr = nextPR(n, m[1])
				}
				c.PR = pr
			}
			out = append(out, c)
		}
	}
	return out
}

// nextPR is the first "#N" after offset from of note n's markdown whose N
// is one of its pull requests, and where it ends; the note's first pull
// request and the markdown's end when none is (as prCiting).
func nextPR(n *parser.Note, from int) (end, pr int) {
	md := n.Markdown
	for i := from; ; {
		j := strings.IndexByte(md[i:], '#')
		if j < 0 {
			return len(md), n.PRs[0]
		}
		i += j + 1
		k := i
		for k < len(md) && k-i < 9 && md[k] >= '0' && md[k] <= '9' {
			k++
		}
		if v, err := strconv.Atoi(md[i:k]); err == nil && slices.Contains(n.PRs, v) {
			return k, v
		}
	}
}

// PartialLines names the minor lines ("1.25") a comparison from → to
// crosses whose patch releases the store does not hold although a newer
// minor exists (so upstream has published some): their notes and security
// fixes are missing from the comparison. Lines after from's, up to to's
// when to is itself a patch release.
func (s *Store) PartialLines(from, to string) []string {
	major, fromMinor, ok1 := majorMinor(canonicalVersion(from))
	toMajor, toMinor, ok2 := majorMinor(canonicalVersion(to))
	out := []string{}
	if !ok1 || !ok2 || major != toMajor {
		return out
	}
	last := toMinor - 1
	if semver.Prerelease(canonicalVersion(to)) == "" && !isMinorRelease(canonicalVersion(to)) {
		last = toMinor
	}
	for y := fromMinor + 1; y <= last; y++ {
		mm := "v" + strconv.Itoa(major) + "." + strconv.Itoa(y)
		if !s.has(mm+".0") || !s.hasNewerMinor(mm) {
			continue
		}
		patched := false
		for _, r := range s.releases {
			if semver.MajorMinor(r.Version) == mm && semver.Prerelease(r.Version) == "" && !isMinorRelease(r.Version) {
				patched = true
				break
			}
		}
		if !patched {
			out = append(out, strconv.Itoa(major)+"."+strconv.Itoa(y))
		}
	}
	return out
}

func (s *Store) hasNewerMinor(mm string) bool {
	return len(s.releases) > 0 && semver.Compare(semver.MajorMinor(s.releases[0].Version), mm) > 0
}

// LineSpans folds consecutive minor lines into spans for a sentence:
// ["1.25","1.26","1.27","1.29"] → "1.25–1.27, 1.29".
func LineSpans(lines []string) string {
	var parts []string
	for i := 0; i < len(lines); {
		j := i
		for j+1 < len(lines) && nextLine(lines[j]) == lines[j+1] {
			j++
		}
		if j > i {
			parts = append(parts, lines[i]+"–"+lines[j])
		} else {
			parts = append(parts, lines[i])
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

func nextLine(l string) string {
	x, y, ok := majorMinor("v" + l)
	if !ok {
		return ""
	}
	return strconv.Itoa(x) + "." + strconv.Itoa(y+1)
}
