package notes

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
	"github.com/kubechangelog/kubechangelog/parser"
)

// GateKind is what a note says happens to a feature gate.
type GateKind string

// The kinds of gate events, in the order a gate usually lives them.
const (
	GateAdded      GateKind = "added"       // introduced, alpha
	GateBeta       GateKind = "beta"        // graduated to beta
	GateGA         GateKind = "ga"          // GA, stable, graduated
	GateDefaultOn  GateKind = "default-on"  // now enabled by default
	GateDefaultOff GateKind = "default-off" // now disabled by default
	GateDeprecated GateKind = "deprecated"  // deprecated, or announced for removal
	GateLocked     GateKind = "locked"      // locked to true or false
	GateRemoved    GateKind = "removed"     // gone: setting it stops a component
	GateOther      GateKind = "other"       // named, no change of life said
	// GateReverted: the note reverts an earlier change of the gate (that
	// event's RevertedBy names it), taking the gate back to where it was.
	GateReverted    GateKind = "reverted"
	gateKindUnknown GateKind = ""
)

// GateKinds lists every kind, in life order.
var GateKinds = []GateKind{GateAdded, GateBeta, GateGA, GateDefaultOn, GateDefaultOff, GateDeprecated, GateLocked, GateRemoved, GateOther, GateReverted}

// GateMention is one gate a note names and what the note says of it.
type GateMention struct {
	Name string
	Kind GateKind
	// Locked is "true" or "false" when the clause says the gate is locked
	// to that value (GA gates are locked to true), else "".
	Locked string
	// Default is "on" or "off" when the clause says what the gate defaults
	// to, else "".
	Default string
	// weak: named only where no word of a stage or a gate is, by a name
	// of few humps (see addKnown); kept by the store only for a name most
	// of whose notes call it a gate.
	weak bool
	// guarded: "behind the X feature gate" in a note that is no fix; the
	// gate's first note, such a note brings the gate (see buildGate).
	guarded bool
	// renamed: the gate's name is what an older one was renamed to.
	renamed bool
	// lockDefault: locked "to its default (value)", the value unsaid;
	// Locked says true until the store finds the gate's default (see
	// buildGate).
	lockDefault bool
	// unnamed: every mention of the gate in the note is a known name
	// without the words "feature gate" (see addKnown, buildGate).
	unnamed bool
	// words: the gate is named only in words joined at its humps, these
	// (see wordGates).
	words string
	// promoted: the note promotes the gate and names no stage: "Promoted
	// the feature gates `StrictCostEnforcementForVAP` and
	// `StrictCostEnforcementForWebhooks`." (#127302). The stage is the
	// one after the gate's, or GA where a later note dates a lock or a GA
	// from that release (see buildGate).
	promoted bool
}

// A gate name is a CamelCase identifier: a capital, then letters and
// digits, with at least one lower-case letter and two capitals (see
// isGateName). Backticks or quotes around it are allowed: notes write
// "the feature gate \"X\"" and "feature gate 'X'" as often as `X`.
const gateName = "[`'\"]?[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*[`'\"]?"

// gateList is one name or a list of them: "A, B and C", "A/B", "A or B".
const gateList = gateName + `(?:\s*(?:,\s*(?:and\s+|or\s+)?|/|\s+-\s+|\s+(?:and|or|&)\s+)` + gateName + `)*`

var (
	// "the X feature gate", "X and Y feature gates", "X alpha feature gate".
	// The word between may be a stage in any case ("X Alpha feature gate")
	// or the component that reads the gate ("X client-go feature gate").
	gatesBefore = lazyre.New(`(` + gateList + `)\s+(?:(?i:alpha|beta|GA|stable|kubeadm|kubelet|new|client-go|kube-apiserver|apiserver|kube-scheduler|scheduler|kube-controller-manager|kube-proxy)\s+)?(?i:feature[- ]?gates?|featuregates?|feature[- ]flags?)\b`)
	// "feature gate X", "feature gates: X, Y", "feature-gate `X`",
	// "--feature-gate=X", "an Alpha feature gate, X", "Removed GA feature
	// gate about X". ("for" is left out: "feature gates for PortForward
	// over WebSockets" names a subresource, not a gate.) "feature" starts
	// a word: "framework.WithFeatureGate [Alpha] … [Feature:X]" names no
	// gate, here and in gatesColon.
	gatesAfter = lazyre.New(`\b(?i:feature[- ]?gates?|featuregates?|feature[- ]flags?)(?:\s+(?:named|called|about))?\s*[:=,]?\s*(` + gateList + `)`)
	// "--feature-gates=X=true,Y=false", "`X=true`": a gate set on a
	// command line or in a configuration.
	// "feature gates … have been removed: X, Y, Z" (the list may be a
	// markdown list, folded to " - X - Y" in plain text), "Feature gates
	// that graduated to GA in 1.23 or earlier … have been removed: X, Y"
	// (#109435): a dot only inside a version.
	gatesColon = lazyre.New(`\b(?i:feature[- ]?gates?|feature[- ]flags?)(?:[^.:]|\.\d){0,160}:\s*(?:-\s+)?(` + gateList + `)`)
	// "Removed the GAed feature gates for ServerSideApply and
	// ServerSideFieldValidation." (#127058): "for" only before a list that
	// ends the sentence ("feature gates for PortForward (kubectl
	// port-forward) over WebSockets" names a subresource).
	// "This feature is gated as APIListChunking and is not enabled by
	// default" (#48921), "This alpha feature is gated behind
	// `RestartAllContainersOnContainerExit`" (#134345): what gates a
	// feature is its feature gate, the words "feature gate" unwritten.
	gatedAs  = lazyre.New(`\b(?i:gated)\s+(?:as|behind|by)\s+(?:the\s+)?(` + gateName + `)`)
	gatesFor = lazyre.New(`\b(?i:feature[- ]?gates?)\s+for\s+(` + gateList + `)\s*(?:[.;]|$)`)
	// A gate written in lower camel case right before "feature gate": "The
	// deprecated `runAsGroup` feature-gate has been removed" (#101581)
	// names RunAsGroup, "If `experimentalCriticalPodAnnotation` feature
	// gate is set" ExperimentalCriticalPodAnnotation.
	gateLowerCamel = lazyre.New(`(?:^|[\s'"(])([a-z]+[A-Z][A-Za-z0-9]*)['"]?\s+(?i:feature[- ]?gates?)\b`)
	// A gate of one capital ("Accelerators", "Initializers"), only right
	// before "feature gate" and in quotes or after "the" or a stage: a
	// capitalised word before "feature gate" is otherwise a sentence's
	// first word ("Promoted feature gate …") or a component.
	gateOneCap = lazyre.New(`(?:[\x60'"]|\b(?i:the|alpha|beta)\s+)([A-Z][a-z0-9]{3,})[\x60'"]?\s+(?i:feature[- ]?gates?)\b`)
	// "Sysctls graduates to General Availability and thus unconditionally
	// enabled" (#99158), "EndpointSliceNodeName graduates to GA and thus
	// will be unconditionally enabled": only a gate is unconditionally
	// enabled, so the subject of such a sentence is one, even of one
	// capital and without the words "feature gate".
	// Likewise "ServiceNodeExclusion and NodeDisruptionExclusion are now
	// unconditionally enabled, while LegacyNodeRoleBehavior is
	// unconditionally disabled" (#97543), and "The
	// `ControllerManagerLeaderMigration` feature, GA since `1.24`, is now
	// unconditionally enabled" (#113534).
	gateUnconditional = lazyre.New(`(?:^|[.;,]\s+|\n|\b(?:while|and|but|whereas)\s+)(?:[Tt]he\s+)?(` + gateList + `)\s+(?:features?(?:,[^,;]{1,40},)?\s+)?(?:(?:graduates|graduated|has\s+graduated|is\s+graduating)\s+to\s+(?i:GA|general\s+availability|stable)\s+and\s+(?:thus\s+|therefore\s+)?(?:will\s+be\s+|is\s+(?:now\s+)?)?|(?:is|are)\s+(?:now\s+)?)unconditionally\s+(?:enabled|disabled)\b`)
	// "Renamed FeatureGate RequestManagement to APIPriorityAndFairness"
	// (#85260): both names are gates, the new one without the words.
	gateRenamed = lazyre.New(`(?i:renamed)\s+(?:the\s+)?(?i:feature[- ]?gates?)\s+(?:from\s+)?(` + gateName + `)\s+to\s+(?:the\s+)?(` + gateName + `)`)
	// "Users should enable CSIMigration + CSIMigrationOpenStack features"
	// (#85637, #85237): two gates turned on together, the second not
	// always called a feature gate by any note.
	gatesPlus = lazyre.New(`(` + gateName + `)\s*\+\s*(` + gateName + `)\s+features?\b`)
	// "The SCTPSupport feature is now active by default." (#88932),
	// "`PodLifecycleSleepAction` is now turned on by default" (#130621):
	// only a gate is on by default under a CamelCase name.
	// "The `PodDeletionCost` feature has been promoted to beta, and
	// enabled by default." (#101080), "Promoted the
	// `ConstrainedImpersonation` feature to beta, enabled by default."
	// (#137609): only a gate is promoted and on by default, in a sentence
	// graduates matches.
	gatePromotedFeature = lazyre.New(`(?:^|[.;]\s+|\n)\W*(?:(?i:promoted|graduated|moved)\s+)?(?:[Tt]he\s+)?[\x60'"]?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)[\x60'"]?\s+features?\b[^.;]{0,80}?\benabled\s+by\s+default\b`)
	gateDefaultSubject  = lazyre.New(`(?:^|[.;]\s+|\n)(?:[Tt]he\s+)?(` + gateName + `)\s+(?:features?\s+)?(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?(?:active|enabled|turned\s+on|on)\s+by\s+default\b`)
	// "alpha feature 'ResourceLimitsPriorityFunction'" (#91883), "Adds
	// alpha feature `VolumeCapacityPriority`" (#96347), "When the
	// BoundServiceAccountTokenVolumes Alpha feature is enabled" (#69848).
	// Two expressions, not one of two alternatives: in "Removed Alpha
	// feature `MountContainers`" (#84365) the second would match first,
	// "Removed" (no gate), and hide the name after.
	gateStageFeature = lazyre.New(`\b(?i:alpha|beta)\s+(?i:feature)\s+[\x60'"]?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)`)
	gateFeatureStage = lazyre.New(`\b([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)[\x60'"]?\s+(?i:alpha|beta)\s+(?i:feature)\b`)
	// "The `DefaultIngressClass` feature is now GA." (#91957), "The
	// GracefulNodeShutdown feature is beta and must be explicitly
	// configured" (#106901), "The `KubeletServiceAccountTokenForCredentialProviders`
	// feature was beta and enabled by default." (#133017): a CamelCase
	// feature that opens a sentence saying its stage is a gate, though no
	// note calls it one. (The subject must open the sentence: "The Windows
	// containers RunAsUsername feature is now beta" names a piece of
	// WindowsRunAsUserName.) "The `CSIVolumeFSGroupPolicy` feature has
	// moved from beta to GA." (#105940): the stage after "to".
	gateFeatureIsStage = lazyre.New(`(?:^|[.;]\s+|\n)\W*(?:[Tt]he\s+)?[\x60'"]?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)[\x60'"]?\s+feature\s+(?:(?:is|was|has\s+been)\s+(?:now\s+)?(?:(?:promoted|graduated|moved)\s+to\s+)?(?:in\s+)?|(?:has\s+|have\s+)?(?:been\s+)?(?:promoted|graduated|moved)\s+from\s+(?i:alpha|beta)\s+to\s+)(?i:alpha|beta|GA|stable|generally\s+available)\b`)
	// "when the `DRAExtendedResource` feature is enabled" (#134210), "In
	// clusters where the DryRun feature is enabled" (#66391), "Document
	// that ServiceTopology feature is required" (#96528): a CamelCase
	// feature that is enabled, disabled or required is a gate, though no
	// note calls it one.
	gateFeatureEnabled = lazyre.New(`[\x60'"]?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)[\x60'"]?\s+features?\s+(?:is|was|are|were|has\s+been|must\s+be)?\s*(?:(?:explicitly|now|not|also)\s+)?(?:enabled|disabled|required|turned\s+(?:on|off))\b`)
	// "Lock ExternalPolicyForExternalIP to default, this feature gate will
	// be removed in 1.22." (#94581): only a gate is locked to its default
	// or a value, even where the words "feature gate" follow.
	gateLockTo = lazyre.New(`\b(?i:lock(?:ed|s)?)\s+(?:the\s+)?[\x60'"]?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)[\x60'"]?\s+to\s+(?:its\s+)?(?:default|[\x60'"]?(?:true|false|enabled|disabled)\b)`)
	gateAssign = lazyre.New(`\b([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\s*[=:]\s*(?:true|false)\b`)
	nameInList = lazyre.New(`[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*`)
)

// notGates are CamelCase words that lists and "feature gate" phrases
// catch but that name no gate.
var notGates = map[string]bool{
	"IPv4": true, "IPv6": true, "The": true, "This": true, "When": true,
	"KubeletConfiguration": true, "ClusterConfiguration": true, "InitConfiguration": true,
	"JoinConfiguration": true, "KubeProxyConfiguration": true, "FeatureGate": true, "FeatureGates": true,
	"FeatureSpec": true, "FeatureGateName": true,
	// "--feature-gates=FooBar=true,TaintBasedEvictions=true": an example.
	"FooBar": true,
	// "Removed `GA`ed feature gate X", "Removed the GAed feature gates
	// for X and Y" (#121252, #127058): the acronym made a verb.
	"GAed": true,
}

// metaGate says whether name is one of the settings of --feature-gates that set every gate of a
// stage (#84304 "supports an `AllBeta=false` value which disables all beta
// feature gates"): the stage words of their notes speak of the gates they
// set, not of them.
func metaGate(name string) bool { return name == "AllAlpha" || name == "AllBeta" }

// oneCapNotGates are words of one capital seen right before "feature gate"
// that name a component or a stage, not a gate.
// (A string, not a map: a map literal costs the page's module more.)
const oneCapNotGates = " Kubelet Kubeadm Alpha Beta Stable Feature This These That Those Each Some Other Client Server The "

func oneCapNotGate(name string) bool { return strings.Contains(oneCapNotGates, " "+name+" ") }

// isGateName holds a candidate to the gate shape: two capitals at least
// ("PodSecurity"), one lower-case letter at least (not "GA" or "CSI").
func isGateName(s string) bool {
	if notGates[s] || len(s) < 4 {
		return false
	}
	upper, lower := 0, 0
	for _, c := range s {
		switch {
		case c >= 'A' && c <= 'Z':
			upper++
		case c >= 'a' && c <= 'z':
			lower++
		}
	}
	return upper >= 2 && lower >= 1
}

// span is where one gate is named in a note's text.
type span struct {
	name       string
	start, end int
	known      bool   // found by addKnown, not named as a feature gate
	plain      bool   // found by addKnown in a sentence that speaks of no stage
	weak       bool   // plain, and a name of fewer than 4 humps (see addKnown)
	words      string // the gate written in words, these (see graduatedWords)
	promoted   bool   // found only as a name promoted to a stage (see promotedGates)
}

// sortSpans orders spans by where they start, stably. sort.SliceStable
// rather than a slices.SortFunc, which is instantiated per element type:
// some 23 KB of the page's module for spans alone, for a sort of a few
// elements per note done while the page is idle.
func sortSpans(spans []span) {
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
}

// gateSpans finds the gates a text names as feature gates, in text order,
// a name repeated kept at each place.
func gateSpans(text string) []span {
	var out []span
	// The expressions cost most of a store's gate build: run them only
	// around the words "gate" and "flag", which every pattern holds.
	for _, w := range gateWindows(text) {
		for _, sp := range gateSpansIn(text[w[0]:w[1]]) {
			sp.start += w[0]
			sp.end += w[0]
			out = append(out, sp)
		}
	}
	if strings.Contains(text, "unconditionally") {
		for _, m := range gateUnconditional().FindAllStringSubmatchIndex(text, -1) {
			list := text[m[2]:m[3]]
			for _, n := range nameInList().FindAllStringIndex(list, -1) {
				name := list[n[0]:n[1]]
				if n[0] == 0 && n[1] == len(list) && len(name) >= 4 && !oneCapNotGate(name) && !notGates[name] || isGateName(name) {
					out = append(out, span{name: name, start: m[2] + n[0], end: m[2] + n[1]})
				}
			}
		}
	}
	// A feature no note calls a gate, named by what only a gate does:
	// "The SCTPSupport feature is now active by default." (#88932),
	// "Scheduler's alpha feature 'ResourceLimitsPriorityFunction' is
	// completely removed" (#91883).
	// (The expressions only on the sentences that say "by default", and
	// only for texts that say "lpha feature" or "eta feature": run on every
	// note, they cost a tenth of the gate build.)
	for i := 0; ; {
		j := strings.Index(text[i:], "by default")
		if j < 0 {
			break
		}
		j += i
		ss := sentenceStart(text, j)
		if graduates().MatchString(text[ss : j+len("by default")]) {
			for _, m := range gatePromotedFeature().FindAllStringSubmatchIndex(text[ss:j+len("by default")], -1) {
				if name := text[ss+m[2] : ss+m[3]]; isGateName(name) {
					out = append(out, span{name: name, start: ss + m[2], end: ss + m[3]})
				}
			}
		}
		for _, m := range gateDefaultSubject().FindAllStringSubmatchIndex(text[ss:j+len("by default")], -1) {
			if name := strings.Trim(text[ss+m[2]:ss+m[3]], "`'\""); isGateName(name) {
				at := ss + m[2] + strings.Index(text[ss+m[2]:ss+m[3]], name)
				out = append(out, span{name: name, start: at, end: at + len(name)})
			}
		}
		i = j + len("by default")
	}
	if strings.Contains(text, "lpha feature") || strings.Contains(text, "eta feature") {
		for _, re := range []*regexp.Regexp{gateStageFeature(), gateFeatureStage()} {
			for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
				if isGateName(text[m[2]:m[3]]) {
					out = append(out, span{name: text[m[2]:m[3]], start: m[2], end: m[3]})
				}
			}
		}
	}
	if strings.Contains(text, " feature ") {
		for _, re := range []*regexp.Regexp{gateFeatureIsStage(), gateFeatureEnabled()} {
			for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
				if name := text[m[2]:m[3]]; isGateName(name) {
					out = append(out, span{name: name, start: m[2], end: m[3]})
				}
			}
		}
	}
	if strings.Contains(text, "ock") {
		for _, m := range gateLockTo().FindAllStringSubmatchIndex(text, -1) {
			if name := text[m[2]:m[3]]; isGateName(name) {
				out = append(out, span{name: name, start: m[2], end: m[3]})
			}
		}
	}
	if strings.Contains(text, " + ") {
		for _, m := range gatesPlus().FindAllStringSubmatchIndex(text, -1) {
			for k := 2; k < 6; k += 2 {
				if name := strings.Trim(text[m[k]:m[k+1]], "`'\""); isGateName(name) {
					at := m[k] + strings.Index(text[m[k]:m[k+1]], name)
					out = append(out, span{name: name, start: at, end: at + len(name)})
				}
			}
		}
	}
	// "Finalizer Protection for Service LoadBalancers
	// (ServiceLoadBalancerFinalizer) has been added as an Alpha feature"
	// (#78262): see featureParens.
	for _, f := range featureParens(text) {
		out = append(out, span{name: f.name, start: f.start, end: f.end})
	}
	out = append(out, promotedGates(text)...)
	sortSpans(out)
	out = slices.CompactFunc(out, func(a, b span) bool { return a.start == b.start })
	return out[:min(len(out), maxGateSpans)] // see maxGateText
}

// gateWindow is how far around "gate" or "flag" a gate's name may stand
// ("X, Y, … and Z feature gates", a long list after "removed:").
const gateWindow = 400

// gateWindows returns the merged ranges of text within gateWindow bytes of
// "gate" or "flag", cut at word boundaries.
func gateWindows(text string) [][2]int {
	var out [][2]int
	for i := 0; i+4 <= len(text); i++ {
		c := text[i]
		if !((c == 'g' || c == 'G') && strings.EqualFold(text[i:i+4], "gate") || (c == 'f' || c == 'F') && strings.EqualFold(text[i:i+4], "flag")) {
			continue
		}
		lo, hi := max(0, i-gateWindow), min(len(text), i+4+gateWindow)
		for lo > 0 && isWordByte(text[lo-1]) {
			lo--
		}
		for hi < len(text) && isWordByte(text[hi]) {
			hi++
		}
		if n := len(out); n > 0 && lo <= out[n-1][1] {
			out[n-1][1] = hi
		} else {
			out = append(out, [2]int{lo, hi})
		}
		i += 3
	}
	return out
}

// gateSpansIn is gateSpans on one window.
func gateSpansIn(text string) []span {
	var out []span
	add := func(list string, at int) {
		for _, m := range nameInList().FindAllStringIndex(list, -1) {
			name := list[m[0]:m[1]]
			// A capital inside a longer word starts no name:
			// "experimentalCriticalPodAnnotation" does not name
			// CriticalPodAnnotation.
			if at+m[0] > 0 && isWordByte(text[at+m[0]-1]) {
				continue
			}
			if isGateName(name) {
				out = append(out, span{name: name, start: at + m[0], end: at + m[1]})
			}
		}
	}
	// Each expression needs a word a byte scan finds far faster than
	// the expression fails: most windows are around "flag" (command-line
	// flags) and say neither "feature" nor "true"/"false".
	if containsFold(text, "feature") {
		for _, m := range gatesBefore().FindAllStringSubmatchIndex(text, -1) {
			// "RemoteCommand feature gates for kubectl exec, cp, and
			// attach over WebSockets are now enabled by default (Beta):"
			// (#123281): one name before gates for something names the
			// family; the gates are its list's items.
			if strings.HasSuffix(strings.ToLower(text[m[0]:m[1]]), "gates") && strings.HasPrefix(text[m[1]:], " for ") && len(nameInList().FindAllStringIndex(text[m[2]:m[3]], 2)) == 1 {
				continue
			}
			add(text[m[2]:m[3]], m[2])
		}
		for _, m := range gatesFor().FindAllStringSubmatchIndex(text, -1) {
			add(text[m[2]:m[3]], m[2])
		}
		for _, m := range gateRenamed().FindAllStringSubmatchIndex(text, -1) {
			add(text[m[2]:m[3]], m[2])
			add(text[m[4]:m[5]], m[4])
		}
		for _, m := range gateLowerCamel().FindAllStringSubmatchIndex(text, -1) {
			name := strings.ToUpper(text[m[2]:m[2]+1]) + text[m[2]+1:m[3]]
			out = append(out, span{name: name, start: m[2], end: m[3]})
		}
		for _, m := range gateOneCap().FindAllStringSubmatchIndex(text, -1) {
			if name := text[m[2]:m[3]]; !oneCapNotGate(name) && !notGates[name] {
				out = append(out, span{name: name, start: m[2], end: m[3]})
			}
		}
		for _, m := range gatesAfter().FindAllStringSubmatchIndex(text, -1) {
			add(text[m[2]:m[3]], m[2])
		}
		for _, m := range gatesColon().FindAllStringSubmatchIndex(text, -1) {
			add(text[m[2]:m[3]], m[2])
		}
		if containsFold(text, "gated") {
			for _, m := range gatedAs().FindAllStringSubmatchIndex(text, -1) {
				add(text[m[2]:m[3]], m[2])
			}
		}
	}
	if strings.Contains(text, "true") || strings.Contains(text, "false") {
		for _, m := range gateAssign().FindAllStringSubmatchIndex(text, -1) {
			add(text[m[2]:m[3]], m[2])
		}
	}
	sortSpans(out)
	return slices.CompactFunc(out, func(a, b span) bool { return a.start == b.start })
}

// GatesIn returns the gates a note names, each once, and what the note
// says of each: classified by the clause that names it, then by its
// sentence, then (for a note naming one gate) by the whole note. kind is
// the note's kind: a bug fix that mentions an alpha gate is not its
// introduction.
func GatesIn(md string, kind parser.Kind) []GateMention {
	text := gateText(md)
	return gatesInText(text, gateSpans(text), kind, nil, nil, nil)
}

// The gates are read from a note's first maxGateText bytes of plain text,
// and from its first maxGateSpans mentions. Reading a mention runs the
// expressions over its clause or sentence and looks at the mentions
// beside it, so a note of one sentence naming n gates cost time n²: a
// file whose note listed 30,000 names froze the page for minutes (4,000
// names, 79 KB, took 10 s natively). The longest shipped note naming a
// gate has 4.7 KB of text and the most gates one names is 12 (#109435):
// both bounds leave every shipped note whole.
const (
	maxGateText  = 16 << 10
	maxGateSpans = 64
)

// gateText is the plain text of a note the gates are read from (see
// maxGateText), cut before a rune.
func gateText(md string) string {
	text := PlainText(NoteText(md))
	if len(text) <= maxGateText {
		return text
	}
	cut := maxGateText
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return text[:cut]
}

// gatesInText is GatesIn on plain text and its gateSpans; known, when not nil, adds the
// names a store knows as gates, found where the text names them without
// saying "feature gate" (a GA note often does).
func gatesInText(text string, spans []span, kind parser.Kind, known, apiLike map[string]bool, fold map[string]string) []GateMention {
	// The gates the note calls feature gates: a known name it also
	// mentions ("compressed responses to WatchList requests … the
	// WatchListCompression feature gate", #140140) does not make the
	// first sentence any less the named gate's.
	distinct := map[string]bool{}
	for _, sp := range spans {
		distinct[sp.name] = true
	}
	if known != nil {
		spans = addKnown(text, spans, known, apiLike, fold)
		spans = graduatedWords(text, spans, kind, fold)
		spans = spans[:min(len(spans), maxGateSpans)]
		if len(distinct) == 0 {
			for _, sp := range spans {
				if !sp.weak {
					distinct[sp.name] = true
				}
			}
		}
	}
	if len(spans) == 0 {
		return nil
	}
	var out []GateMention
	seen := map[string]int{}
	strong := 0 // mentions not weak
	for _, sp := range spans {
		var m GateMention
		switch {
		case sp.plain:
			m = GateMention{Kind: GateOther, weak: sp.weak}
		case metaGate(sp.name):
			m = metaGateMention(text, sp, kind)
		default:
			m = classifyAt(text, sp, spans, kind, len(distinct) == 1 && distinct[sp.name])
			if sp.known && (m.Kind == GateDefaultOn || m.Kind == GateDefaultOff) && forObject().MatchString(text[sentenceStart(text, sp.start):sp.start]) {
				// "the preferred pod anti-affinity for CoreDNS is now
				// enabled by default" (#110593), "This enables the
				// `terminating` and `serving` conditions for EndpointSlice
				// by default." (#103596): a known name after "for", not
				// called a gate, is what the default is for (a program,
				// an API kind), not the gate whose default changes.
				m = GateMention{Kind: GateOther, weak: true}
			}
			if sp.known && (m.Kind == GateDefaultOn || m.Kind == GateDefaultOff) && namesPlugin(text[sentenceStart(text, sp.start):sentenceEnd(text, sp.end)], sp.name) {
				// "The alpha `Initializers` admission plugin is no longer
				// enabled by default" (#66039), "The
				// `StorageObjectInUseProtection` admission plugin is
				// enabled by default, so the default enabled admission
				// plugins are now …" (#74610): the default is the plugin's,
				// in the API server's list of plugins it runs, not the
				// gate's, wherever the sentence names it again. (A
				// plugin's stage is the gate's: "The PodSecurity admission
				// plugin has graduated to GA", #110459.)
				m = GateMention{Kind: GateOther}
			}
		}
		m.Name = sp.name
		m.unnamed = sp.known
		m.words = sp.words
		if sp.words != "" && m.Default == "" && wordsOnByDefault(text[sp.end:sentenceEnd(text, sp.end)]) {
			// "The prefer nominated node graduates to Beta and enabld by
			// default" (#102201): on by default, as wordGates reads it.
			m.Default = "on"
		}
		if i, ok := seen[sp.name]; ok {
			if out[i].weak && !m.weak {
				out[i].weak = false
				strong++
			}
			out[i].unnamed = out[i].unnamed && sp.known
			out[i].guarded = out[i].guarded || m.guarded
			out[i].promoted = out[i].promoted || m.promoted
			// A gate named twice: the first mention that says something
			// wins. Notes lead with what they do ("Graduated X to GA") and
			// go on to history or plans ("… will be removed in v1.36").
			// A lock is a property, a GA a stage: "Feature gate
			// `CSIMigration` was locked to enabled. `CSIMigration` is GA
			// now." (#110410) is the GA, locked.
			// So is a default, then the stage: "Enabled the feature gate
			// `ContainerRestartRules` by default. The
			// `ContainerRestartRules` feature has been promoted to beta."
			// (#134631) is the beta, on by default.
			if out[i].Kind == GateOther || out[i].Kind == GateLocked && m.Kind == GateGA ||
				(out[i].Kind == GateDefaultOn || out[i].Kind == GateDefaultOff) && (m.Kind == GateBeta || m.Kind == GateGA) {
				out[i].Kind = m.Kind
			}
			if out[i].Locked == "" {
				out[i].Locked = m.Locked
			}
			if out[i].Default == "" {
				out[i].Default = m.Default
			}
			continue
		}
		seen[sp.name] = len(out)
		out = append(out, m)
		if !m.weak {
			strong++
		}
	}
	// The note's only gate, a weak mention aside (it may yet be dropped).
	for i := range out {
		if strong == 1 && !out[i].weak && !metaGate(out[i].Name) {
			fromOtherSentences(text, spans, kind, &out[i])
		}
	}
	return out
}

// metaGateMention classifies a mention of AllAlpha or AllBeta (see metaGate):
// added where the note says --feature-gates now supports it, else only
// named.
func metaGateMention(text string, sp span, kind parser.Kind) GateMention {
	sentence := text[sentenceStart(text, sp.start):sentenceEnd(text, sp.end)]
	if kind != parser.KindBug && kind != parser.KindFailingTest && metaAdded().MatchString(sentence) {
		return GateMention{Kind: GateAdded}
	}
	return GateMention{Kind: GateOther}
}

// fromOtherSentences gives the only gate of a note the lock or default
// that a sentence naming no gate states: "The X feature gate was graduated
// to GA. The gate is now locked …" (#113351), "Graduated X to stable. The
// feature gate can no longer be disabled." (#121302), "promoted feature
// gate X to beta. Learner mode … is now enabled by default." (#120228). A
// sentence naming a flag or another CamelCase name speaks of that instead,
// and a fix's "enabled by default" is usually the fix's context.
func fromOtherSentences(text string, spans []span, kind parser.Kind, m *GateMention) {
	if m.Locked != "" && m.Default != "" || m.Kind == GateRemoved {
		return
	}
	for ss := 0; ss < len(text); {
		se := sentenceEnd(text, ss)
		sentence := text[ss:se]
		next := se
		for next < len(text) && (text[next] == ' ' || text[next] == '\n') {
			next++
		}
		named := slices.ContainsFunc(spans, func(sp span) bool { return sp.start >= ss && sp.start < se })
		if !named && (containsFold(sentence, "lock") || containsFold(sentence, "default") || containsFold(sentence, "unconditionally") || containsFold(sentence, "no longer be")) &&
			!strings.Contains(sentence, "--") && !otherName(sentence) && !conditionalSentence().MatchString(sentence) && !future(sentence) {
			c := classify(sentence, kind)
			// A lock is the gate's only where the sentence speaks of a
			// gate or feature, or locks to a value ("It is now locked to
			// enabled.", #129591): "contention on store locks" is a mutex.
			if m.Locked == "" && c.Locked != "" && (hasGateWord(sentence) || containsFold(sentence, "feature") || lockedToValue().MatchString(sentence)) {
				m.Locked = c.Locked
				if m.Kind == GateOther {
					m.Kind = GateLocked
				}
			}
			if m.Default == "" && c.Default != "" && !fixes(sentence, kind) && kind != parser.KindBug {
				m.Default = c.Default
			}
		}
		if next <= ss {
			break
		}
		ss = next
	}
}

// future says whether sentence states a lock or default to come. "Learner
// mode … is now locked to enabled by default" (#126374), "It is now locked
// to enabled." (#129591): a lock now, whose "to enabled" is no plan "to
// enable".
func future(sentence string) bool {
	if !futureSentence().MatchString(sentence) {
		return false
	}
	return !containsFold(sentence, "lock") || futureSentence().MatchString(lockedTo().ReplaceAllString(sentence, "locked "))
}

// removedOther says whether clause (what follows "and") removes something
// other than the gate: "removed the alpha version description", not
// "removed the feature gate" or "removed it".
func removedOther(clause string) bool {
	verb, rest, _ := strings.Cut(strings.TrimSpace(clause), " ")
	if verb != "removed" && verb != "dropped" && verb != "deleted" {
		return false
	}
	rest = rest[:min(len(rest), 40)]
	return !hasGateWord(rest) && !containsFold(rest, "feature") && !strings.HasPrefix(rest, "it") && !strings.HasPrefix(rest, "them")
}

// removesOther says whether every removal sentence states is of something
// other than the gate name: an active "remove"/"removed" whose
// object, up to the clause's end, is neither the gate, nor a gate or
// feature, nor "it" ("Either remove alpha objects, or disable …",
// #120018). A passive removal ("X has been removed") is the gate's, and
// so are the other ways of saying it ("can no longer be specified").
func removesOther(sentence, name string) bool {
	verbs := removalVerb().FindAllStringIndex(sentence, -1)
	if len(verbs) == 0 || len(verbs) != len(reRemoved().FindAllStringIndex(sentence, -1)) {
		return false
	}
	for _, v := range verbs {
		if passiveBefore().MatchString(sentence[:v[0]]) {
			return false
		}
		if w := withBefore().FindString(sentence[:v[0]]); w != "" && !hasGateWord(w) && !containsFold(w, "feature") && !containsFold(w, name) {
			// "Updated the X feature to perform a single scheduling
			// attempt with all potential victims removed" (#139980): what
			// "with" names is removed, not the gate.
			continue
		}
		obj := sentence[v[1]:]
		if i := strings.IndexAny(obj, ",;.("); i >= 0 {
			obj = obj[:i]
		}
		obj = strings.TrimLeft(obj, " ")
		// "… is unconditionally enabled now removed in v1.26" (#112386):
		// a removal with no object is the subject's, the gate's.
		if obj == "" || removalNoObject().MatchString(obj) || hasGateWord(obj) || containsFold(obj, "feature") || containsFold(obj, name) || otherName(obj) ||
			strings.HasPrefix(obj, "it") || strings.HasPrefix(obj, "them") {
			return false
		}
	}
	return true
}

// otherNameThan says whether sentence holds a CamelCase name other than
// name.
func otherNameThan(sentence, name string) bool {
	for _, w := range nameInList().FindAllString(sentence, -1) {
		if w != name && isGateName(w) {
			return true
		}
	}
	return false
}

// otherName says whether sentence holds a CamelCase name (of a gate, a
// kind or a field).
func otherName(sentence string) bool {
	for _, w := range nameInList().FindAllString(sentence, -1) {
		if isGateName(w) {
			return true
		}
	}
	return false
}

// addKnown adds the places text names a known gate in a sentence that
// speaks of stages: "graduated `PodSecurity` to GA". A name in any other
// sentence only names the gate ("Fixed memory leak in the job controller
// related to JobTrackingWithFinalizers", #111721). A short name there is
// often an API kind, a component or a program ("EndpointSlice",
// "CPUManager", "CoreDNS") rather than the gate: such a span is weak, and
// the store keeps it only for a name most of whose notes call it a gate
// (see dropWeak); a long one no API kind is (see humps) is kept.
//
// addKnown also marks in apiLike the known names text uses as an API kind
// or a plugin: pluralised ("VolumeAttributesClasses") or before "object",
// "API", "admission" and the like ("VolumeAttributesClass objects",
// "`PodPriority` admission plugin"). Their weak spans are dropped.
//
// fold maps a known name lower-cased to its spelling: "Upgrades
// `IPv6Dualstack` to `Beta`" (#98969) names IPv6DualStack, as the store
// shows one gate per name, the case ignored (long names only: see
// foldName).
func addKnown(text string, spans []span, known, apiLike map[string]bool, fold map[string]string) []span {
	// A byte scan over whole words: an expression here would cost more
	// than the rest of the build. Whole words only: "PodSecurityPolicy"
	// does not name PodSecurity.
	for i := 0; ; {
		from, to := nextWord(text, i)
		if from == to {
			break
		}
		m := [2]int{from, to}
		i = to
		if c := text[m[0]]; c < 'A' || c > 'Z' {
			// "`cpuCFSQuotaPeriod` of 100ms now requires
			// `customCPUCFSQuotaPeriod` flag to be set to work." (#111520):
			// a known gate's name, its first letter in lower case, right
			// before "flag" names the gate (the field before it, of the
			// same shape, is no known gate). Before "feature gate", pass
			// one finds it (gateLowerCamel).
			if c >= 'a' && c <= 'z' && m[1]-m[0] >= 12 && lowerFlagAfter().MatchString(text[m[1]:min(len(text), m[1]+24)]) {
				if name := string(rune(c-'a'+'A')) + text[m[0]+1:m[1]]; known[name] && !slices.ContainsFunc(spans, func(s span) bool { return s.start == m[0] }) {
					spans = append(spans, span{name: name, start: m[0], end: m[1], known: true})
				}
			}
			continue
		}
		name := text[m[0]:m[1]]
		joined := false
		if w := acronymAfter(text, m[1]); w > 0 && humps(name) == 1 && !known[name] && known[name+text[m[1]+1:w]] {
			// A gate's name written as a word and an acronym: "Added
			// support for Evented PLEG feature gate." (#111384), "(Evented
			// PLEG) to Beta" (#115967). Such a spelling is no API kind or
			// program: never weak. (One word before the acronym:
			// "StorageVersion API" is the API kind, not the gate
			// StorageVersionAPI.)
			name, m[1], i, joined = name+text[m[1]+1:w], w, w, true
		}
		w, words := wordsAfter(text, m[1], name, known)
		if w == 0 && strings.TrimLeft(text[:m[0]], " -*") == "" {
			// "Ephemeral containers graduated to beta and are now
			// available by default." (#105405): a note opening with its
			// gate's name in lower-case words, that graduates them, is
			// the gate's (EphemeralContainers). Only the note's first
			// words: elsewhere such words are the feature's, named in
			// passing.
			if w, words = lowerWordsAfter(text, m[1], name, known); words < 2 {
				w = 0
			}
		} else if words < 3 {
			w = 0
		}
		if w > 0 {
			// A gate's name spelt as its words: "Dynamic Resource
			// Allocation: Graduated core functionality to general
			// availability (GA)." (#132706), "The core functionality of
			// Dynamic Resource Allocation (DRA) got promoted to beta."
			// (#127511). Many notes name the feature so ("Updated API
			// comments to reflect the stable state of Dynamic Resource
			// Allocation", #136441); only a sentence that graduates it, and
			// names no feature gate, speaks of the gate.
			ss, se := sentenceStart(text, m[0]), sentenceEnd(text, w)
			sentence := text[ss:se]
			switch classify(sentence, parser.KindFeature).Kind {
			case GateBeta, GateGA:
				if !graduates().MatchString(sentence) || slices.ContainsFunc(spans, func(s span) bool { return s.start >= ss && s.start < se }) {
					break
				}
				if !slices.ContainsFunc(spans, func(s span) bool { return s.start == m[0] }) {
					spans = append(spans, span{name: strings.ReplaceAll(text[m[0]:w], " ", ""), start: m[0], end: w, known: true})
				}
				i = w
				continue
			}
		}
		if f := foldName(name, known, fold); f != "" {
			name = f
		}
		if !known[name] {
			if stem := strings.TrimSuffix(name, "s"); known[stem] {
				after := text[m[1]:min(len(text), m[1]+40)]
				if (pluralStage().MatchString(after) || pluralGrade().MatchString(after) && !containsFold(text[m[0]:sentenceEnd(text, m[1])], "default")) &&
					strings.TrimLeft(text[sentenceStart(text, m[0]):m[0]], " \x60'\"") == "" &&
					!slices.ContainsFunc(spans, func(s span) bool { return s.start == m[0] }) {
					// "EndpointSlices will now be enabled by default. A
					// new `EndpointSliceProxying` feature gate determines
					// if kube-proxy will use EndpointSlices" (#86137): the
					// kind of a gate's name, opening a sentence that turns
					// it on by default, is turned on by its gate.
					// "EndpointSlices are now beta for better Network
					// Endpoint performance at scale." (#84390): so is one
					// opening a sentence of its stage (the documentation:
					// the gate beta from 1.17, as the API). Not one whose
					// sentence says a default too: "EndpointSlices are now
					// beta but not yet enabled by default. Use the
					// EndpointSlice feature gate …" (#85365) names the gate
					// after, and that sentence is its clause.
					spans = append(spans, span{name: stem, start: m[0], end: m[1], known: true})
					continue
				}
				apiLike[stem] = true
			} else if stem = strings.TrimSuffix(stem, "e"); known[stem] {
				apiLike[stem] = true
			}
			continue
		}
		if apiWord().MatchString(text[m[1]:min(len(text), m[1]+16)]) {
			apiLike[name] = true
		}
		if slices.ContainsFunc(spans, func(s span) bool { return s.start == m[0] }) {
			continue
		}
		sentence := text[sentenceStart(text, m[0]):sentenceEnd(text, m[1])]
		// "Support for the Azure File plugin has been added to
		// `csi-translation-lib` (CSIMigrationAzureFile)." (#78356): a name
		// alone in a parenthesis after the words of its feature names
		// what the sentence adds.
		// "The beta AppArmor annotations are deprecated, and AppArmor
		// status is no longer included in the node ready condition"
		// (#123435): a known name before another noun names that thing,
		// whatever the sentence says of it.
		// "`KMSv1` is deprecated … Use `KMSv2` instead." (#119007): a known
		// name offered in place of what a note retires is that gate, the
		// sentence naming no stage.
		plain := !stageWords().MatchString(sentence) && !(inParen(text, m[0], m[1]) && reAddedStrong().MatchString(sentence)) &&
			!(useBefore().MatchString(text[sentenceStart(text, m[0]):m[0]]) && insteadAfter().MatchString(text[m[1]:min(len(text), m[1]+16)])) ||
			nounAfterKnown().MatchString(text[m[1]:min(len(text), m[1]+24)])
		spans = append(spans, span{name: name, start: m[0], end: m[1], known: true, plain: plain, weak: plain && humps(name) < 4 && !joined})
	}
	sortSpans(spans)
	return spans
}

// foldName returns the known spelling of a name that differs from it only
// in case, or "". It allocates nothing (it runs at every capitalised
// word). A short name in another case is often a term in its usual
// spelling ("OpenAPIv3 schemas", #106051, not the gate OpenAPIV3); a
// long one ("IPv6Dualstack", "CSIMigrationvSphereComplete") is the gate.
func foldName(name string, known map[string]bool, fold map[string]string) string {
	if fold == nil || known[name] || len(name) < 12 || len(name) > 64 || humps(name) < 2 {
		return ""
	}
	var buf [64]byte
	low := buf[:len(name)]
	for k := 0; k < len(name); k++ {
		c := name[k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[k] = c
	}
	return fold[string(low)]
}

// wordsAfter returns where a known gate's name ends that is spelt as
// capitalised words from name (itself no known gate), the word ending at
// i, one space apart ("Dynamic Resource Allocation"), and how many words
// spell it; 0 when none does. It looks at five words at most, and
// allocates nothing: it runs at every capitalised word of every note.
func wordsAfter(text string, i int, name string, known map[string]bool) (end, words int) {
	if known[name] {
		return 0, 0
	}
	var buf [128]byte
	joined := append(buf[:0], name...)
	for n := 2; n <= 5 && i+2 < len(text) && text[i] == ' ' && text[i+1] >= 'A' && text[i+1] <= 'Z'; n++ {
		j := i + 1
		for j < len(text) && isWordByte(text[j]) {
			j++
		}
		joined = append(joined, text[i+1:j]...)
		i = j
		if known[string(joined)] {
			end, words = j, n
		}
	}
	return end, words
}

// lowerWordsAfter is wordsAfter for a name spelt as a capitalised word
// and lower-case words ("Ephemeral containers"): the words' initials
// capitalised join into the known name.
func lowerWordsAfter(text string, i int, name string, known map[string]bool) (end, words int) {
	if known[name] {
		return 0, 0
	}
	var buf [128]byte
	joined := append(buf[:0], name...)
	for n := 2; n <= 4 && i+2 < len(text) && text[i] == ' ' && text[i+1] >= 'a' && text[i+1] <= 'z'; n++ {
		j := i + 1
		for j < len(text) && isWordByte(text[j]) {
			j++
		}
		if len(joined)+j-i > len(buf) {
			break
		}
		joined = append(joined, text[i+1]-'a'+'A')
		joined = append(joined, text[i+2:j]...)
		i = j
		if known[string(joined)] {
			end, words = j, n
		}
	}
	return end, words
}

// inParen says whether text[i:j] stands alone in a parenthesis, in
// backticks or not: "(X)", "(`X`)".
func inParen(text string, i, j int) bool {
	if i > 0 && text[i-1] == '`' && j < len(text) && text[j] == '`' {
		i, j = i-1, j+1
	}
	return i > 0 && text[i-1] == '(' && j < len(text) && text[j] == ')'
}

// acronymAfter returns where an acronym (two capitals or more) ends that
// follows the word ending at i after one space, or 0.
func acronymAfter(text string, i int) int {
	if i+3 > len(text) || text[i] != ' ' {
		return 0
	}
	j := i + 1
	for j < len(text) && text[j] >= 'A' && text[j] <= 'Z' {
		j++
	}
	if j-i-1 < 2 || j < len(text) && isWordByte(text[j]) {
		return 0
	}
	return j
}

// spellsName says whether text spells name in words: its words of three
// letters or more that occur in the name, in any case, cover every letter
// of it ("vSphere … migration … CSI" spells CSIMigrationvSphere). The
// words may come in any order, as a sentence says them.
func spellsName(text, name string) bool {
	low, text := strings.ToLower(name), strings.ToLower(text)
	covered := make([]bool, len(low))
	for c := range low {
		// Digits ("KMSv2") no word spells.
		covered[c] = !isLetter(low[c])
	}
	for i := 0; i < len(text); {
		if !isLetter(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isLetter(text[j]) {
			j++
		}
		if w := text[i:j]; len(w) >= 3 {
			for k := 0; ; {
				at := strings.Index(low[k:], w)
				if at < 0 {
					break
				}
				for c := k + at; c < k+at+len(w); c++ {
					covered[c] = true
				}
				k += at + 1
			}
		}
		i = j
	}
	return !slices.Contains(covered, false)
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// humps counts the capitalised words of a CamelCase name ("Job", "Tracking",
// "With", "Finalizers": 4). API kinds have three at most
// ("HorizontalPodAutoscaler"), but for bindings and configurations, which
// no gate is named after.
func humps(name string) int {
	n := 0
	for i := 0; i+1 < len(name); i++ {
		if name[i] >= 'A' && name[i] <= 'Z' && name[i+1] >= 'a' && name[i+1] <= 'z' {
			n++
		}
	}
	if strings.HasSuffix(name, "Binding") || strings.HasSuffix(name, "Configuration") || strings.HasSuffix(name, "List") {
		return 0
	}
	return n
}

// graduates: a sentence moving a feature to a stage (see addKnown).
var graduates = lazyre.New(`(?i)\b(?:graduat\w*|promot\w*)\b|\b(?:is|are)\s+(?:now\s+)?(?:GA|stable|generally\s+available)\b`)

// pluralStage follows a plural that opens a sentence turning it on by
// default: "EndpointSlices will now be enabled by default." (see addKnown).
var pluralStage = lazyre.New(`^[\x60'"]?\s+(?:are|will)\s+now\s+(?:be\s+)?(?:enabled|turned\s+on|on)\s+by\s+default\b`)

// pluralGrade follows a plural that opens a sentence giving it a stage:
// "EndpointSlices are now beta for better Network Endpoint performance at
// scale." (#84390; see addKnown).
var pluralGrade = lazyre.New(`^[\x60'"]?\s+are\s+now\s+(?:beta|GA|stable|generally\s+available)\b`)

// apiWord follows a name used as an API kind or a plugin (see addKnown).
var apiWord = lazyre.New(`^[\x60'"]?\s+(?:APIs?|objects?|resources?|kinds?|types?|fields?|admission|plugins?)\b`)

// stageWords: a sentence naming a known gate that says none of these
// speaks of the feature or the API kind, not of the gate (see addKnown).
// "Activated" is a gate's state as "enabled" is: "if a transformer is
// provided and `WatchList` is activated" (#131799).
var stageWords = lazyre.New(`(?i)\b(?:alpha|beta|GA|stable|graduat\w*|general availability|generally available|deprecat\w*|features?|gates?|removed|locked|enabl\w*|disabl\w*|activat\w*|turn(?:ed|s)?)\b`)

// hasGateWord says whether text says "gate" or "flag" in any case: every
// way of naming a gate does, and most notes do not.
func hasGateWord(text string) bool {
	for i := 0; i+4 <= len(text); i++ {
		switch text[i] {
		case 'g', 'G':
			if strings.EqualFold(text[i:i+4], "gate") {
				return true
			}
		case 'f', 'F':
			if strings.EqualFold(text[i:i+4], "flag") {
				return true
			}
		}
	}
	return false
}

// hasWordGA says whether low (lower-cased) holds "ga" as a word, as reGA's
// \bGA\b matches it.
func hasWordGA(low string) bool {
	for i := 0; ; {
		j := strings.Index(low[i:], "ga")
		if j < 0 {
			return false
		}
		j += i
		if (j == 0 || !isWordByte(low[j-1])) && (j+2 == len(low) || !isWordByte(low[j+2])) {
			return true
		}
		i = j + 1
	}
}

// containsFold says whether text holds word (lower-case ASCII) in any
// case, without allocating a lower-cased copy.
func containsFold(text, word string) bool {
	for i := 0; i+len(word) <= len(text); i++ {
		if text[i]|0x20 == word[0] && strings.EqualFold(text[i:i+len(word)], word) {
			return true
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// nextWord returns the bounds of the first run of word bytes at or after
// i; from == to when there is none. The gate scans walk words with it
// rather than an expression, which would cost more than the rest of the
// gates' build.
func nextWord(text string, i int) (from, to int) {
	for i < len(text) && !isWordByte(text[i]) {
		i++
	}
	j := i
	for j < len(text) && isWordByte(text[j]) {
		j++
	}
	return i, j
}

// sentenceStart returns where the sentence holding position i begins: after
// the last ". ", "; ", "! ", "? " or line break before it.
func sentenceStart(text string, i int) int {
	for j := i - 1; j > 0; j-- {
		if text[j] == '\n' {
			return j + 1
		}
		if text[j] == ' ' && isStop(text, j-1) {
			return j + 1
		}
	}
	return 0
}

// sentenceEnd returns where the sentence holding position i ends.
func sentenceEnd(text string, i int) int {
	for j := i; j < len(text); j++ {
		if text[j] == '\n' {
			return j
		}
		if isStop(text, j) && (j+1 == len(text) || text[j+1] == ' ') {
			return j + 1
		}
	}
	return len(text)
}

// isStop says whether text[j] ends a sentence: ".", "!", "?" or ";" not
// inside a version ("v1.30.") or an abbreviation ("e.g.", "i.e.").
func isStop(text string, j int) bool {
	switch text[j] {
	case ';', '!', '?':
		return true
	case '.':
		if j >= 3 && (text[j-3:j+1] == "e.g." || text[j-3:j+1] == "i.e.") {
			return false
		}
		if j >= 2 && text[j-2:j+1] == "vs." {
			return false
		}
		return true
	}
	return false
}

// clauseCuts split a sentence naming several gates into the clause of each:
// "graduated X to GA, and removed the Y feature gate".
var clauseCuts = lazyre.New(`,\s+(?:and|but|while|whereas)\s+|;\s*|\s+(?:and|but|while|whereas)\s+|,\s+|\s+\(|\)\s*`)

// classifyAt classifies the mention sp of text. A sentence naming other
// gates besides sp's list is read clause by clause ("graduated X to GA and
// removed the Y feature gate"); otherwise the sentence is read whole. A
// gate named as a condition ("when the X feature gate is enabled") is
// only named, unless the sentence promotes it. When the sentence says
// little, the note's first sentence often says what happens ("Graduated
// the feature to GA. The X feature gate …").
func classifyAt(text string, sp span, spans []span, kind parser.Kind, onlyGate bool) GateMention {
	ss, se := sentenceStart(text, sp.start), sentenceEnd(text, sp.end)
	sentence := text[ss:se]
	// sp's list: the gates joined to it by commas and "and" alone.
	gs, ge := sp.start, sp.end
	for i := range spans {
		if spans[i].start != sp.start {
			continue
		}
		for j := i - 1; j >= 0 && spans[j].end <= gs && listGap().MatchString(text[spans[j].end:gs]); j-- {
			gs = spans[j].start
		}
		for j := i + 1; j < len(spans) && spans[j].start >= ge && listGap().MatchString(text[ge:spans[j].start]); j++ {
			ge = spans[j].end
		}
	}
	others := false
	for _, o := range spans {
		if o.name != sp.name && o.start >= ss && o.end <= se && (o.end <= gs || o.start >= ge) {
			others = true
		}
	}
	var m GateMention
	if others {
		// The clause: from the cut before the list to the cut after it.
		cs, ce := 0, len(sentence)
		for _, c := range clauseCuts().FindAllStringIndex(sentence, -1) {
			if c[1] <= gs-ss {
				cs = c[1]
			} else if c[0] >= ge-ss {
				ce = c[0]
				break
			}
		}
		// "Added the X feature gate (Beta, enabled by default) to …"
		// (#139308): a parenthesis right after the gate says what it is.
		if p := gateParen().FindStringIndex(sentence[ge-ss:]); p != nil && ge-ss+p[1] > ce {
			ce = ge - ss + p[1]
		}
		// "Feature gates CSIMigration to Beta (on by default) and
		// CSIMigrationGCE to Beta (off by default since …)" (#85231,
		// #90896): a parenthesis ending the clause gives its default.
		if p := clauseParen().FindStringIndex(sentence[ce:]); p != nil {
			ce += p[1]
		}
		m = classify(sentence[cs:ce], kind)
		if c := strings.LastIndexByte(sentence[:gs-ss], ':'); c > 0 && (m.Kind == GateOther || cs <= c) && listOnly(sentence[c+1:gs-ss]) {
			// "The following features are now GA, and the associated
			// feature gates are deprecated and will be removed in v1.17: -
			// `GCERegionalPersistentDisk` (since 1.15.0) - … -
			// `CustomResourceWebhookConversion` - The feature flags
			// `HugePages`, … have been removed" (#79307): a list after a
			// colon is what the words before the colon say, whatever
			// follows it (a list alone in its sentence already is). The
			// first item too, whose clause reaches back over the colon to
			// the lead's last words ("deprecated and will be removed"):
			// every item of one list is read alike, as the v1.15.0 note
			// of the same words and one item reads it (GA).
			if intro := classify(sentence[:c], kind); intro.Kind != GateOther {
				m = intro
			}
		}
		if m.Kind == GateOther && cs > 0 {
			// "alpha support (guarded by the X feature gate) for …": the
			// parenthesis only names the gate; what precedes it says
			// what the gate is. The cut before the clause either took
			// the "(" ("support (guarded") or left it at the clause's
			// start (", and (guarded").
			paren, in := cs-1, cs
			if cs < len(sentence) && sentence[cs] == '(' {
				paren, in = cs, cs+1
			}
			if sentence[paren] == '(' && guardParen().MatchString(sentence[in:]) {
				if host := classify(sentence[:paren], kind); host.Kind == GateAdded || host.Kind == GateBeta || host.Kind == GateGA {
					m.Kind = host.Kind
				}
			}
		}
	} else {
		m = classify(sentence, kind)
		if m.Kind == GateRemoved || m.Kind == GateDeprecated {
			// A sentence of two subjects: "TaintNodesByCondition was
			// graduated to GA, CheckNodeMemoryPressure, … were accidentally
			// removed" (#84152), "(= the CSIStorageCapacity feature)
			// graduates to Beta and enabled by default,
			// storage.k8s.io/v1alpha1/VolumeAttachment and … objects are
			// deprecated" (#99641). The gate's stage is said before the
			// first comma after it, the other subject after.
			if i := strings.Index(sentence[ge-ss:], ", "); i >= 0 && otherName(sentence[ge-ss+i:]) {
				if lead := classify(sentence[:ge-ss+i], kind); lead.Kind == GateGA || lead.Kind == GateBeta {
					m = lead
				}
			} else if i := strings.Index(sentence[ge-ss:], " and "); i >= 0 && removedOther(sentence[ge-ss+i+5:]) {
				// "Upgraded the X feature to beta in `v1.34` and removed
				// the alpha version description from the OpenAPI
				// specification." (#133883): a second verb removes
				// something of the feature, not the gate.
				if lead := classify(sentence[:ge-ss+i], kind); lead.Kind == GateGA || lead.Kind == GateBeta {
					m = lead
				}
			}
		}
	}
	if m.Kind == GateGA && pastGAParen().MatchString(sentence) {
		// "The `CSIMigrationAzureFile` feature gate (for the feature which
		// graduated to GA in v1.26) is now unconditionally enabled and will
		// be removed in v1.28." (#114953), "… (GA in `v1.34`) has now been
		// locked to enabled-by-default" (#134452): a parenthesis recalls
		// the GA of a release before; the rest says what happens now.
		if now := classify(pastGAParen().ReplaceAllString(sentence, " "), kind); now.Kind != GateOther {
			m = now
		}
	}
	if m.Kind == GateBeta && pastStageParen().MatchString(sentence) {
		// "fixed the `AggregatedDiscoveryEndpoint` feature (`beta` in
		// `v1.27+`) to successfully fetch …" (#119870, a fix in v1.29.0):
		// a parenthesis recalls the stage the gate has had since a
		// release; the rest says what happens now, maybe nothing.
		m = classify(pastStageParen().ReplaceAllString(sentence, " "), kind)
	}
	if m.Kind == GateGA && gaAdjective().MatchString(sentence) {
		// "Lock GA feature-gate ConsistentHTTPGetHandlers to default"
		// (#122578): GA says what the gate is; the lock is the news.
		if now := classify(gaAdjective().ReplaceAllString(sentence, " "), kind); now.Kind == GateLocked || now.Kind == GateDeprecated || now.Kind == GateRemoved {
			m = now
		}
	}
	if m.Kind == GateDeprecated && deprecatedAdjective().MatchString(sentence) {
		// "Locked the deprecated `DeclarativeValidationTakeover` feature
		// gate to its default value" (#139212): deprecated says what the
		// gate is, as GA above; the lock is the news.
		if now := classify(deprecatedAdjective().ReplaceAllString(sentence, " "), kind); now.Kind == GateLocked || now.Kind == GateRemoved {
			m = now
		}
	}
	if m.Kind == GateRemoved && sp.known && apiWord().MatchString(text[sp.end:min(len(text), sp.end+16)]) {
		// "Removed the `VolumeAttributesClass` resource from the
		// `storage.k8s.io/v1alpha1` API" (#134625): a known gate's name
		// before "resource", "API" or "object" is the API kind, one of
		// whose versions goes.
		m.Kind = GateOther
	}
	if m.Kind == GateRemoved && removesOther(sentence, sp.name) {
		// "Either remove alpha objects, or disable the alpha
		// `ValidatingAdmissionPolicy` feature in a `v1.27` server before
		// upgrading" (#120018): what is removed is something else, the
		// gate only named beside it.
		m.Kind = GateOther
	}
	if m.Kind == GateOther && onlyGate && disableToRestore().MatchString(text[sp.end:se]) {
		// "Writes to the ServiceCIDR main resource now ignore status field
		// changes …. The `ServiceCIDRStatusFieldWiping` feature gate can
		// be disabled to restore the previous behavior" (#137715, a fix):
		// the gate's off is the way back, so it is on by default, as
		// falseToRestore below.
		m.Kind, m.Default = GateDefaultOn, "on"
	}
	if m.Kind == GateOther {
		// "the X feature gate, which is enabled by default", "X (default
		// on)": the default said of the gate itself is news even in a bug
		// note, where a gate is often born as the fix's opt-out.
		if d := defaultBeside().FindStringSubmatch(text[sp.end:min(len(text), sp.end+80)]); d != nil {
			m.Kind, m.Default = GateDefaultOn, "on"
			if w := strings.ToLower(d[1] + d[2]); w == "disabled" || w == "off" || w == "false" {
				m.Kind, m.Default = GateDefaultOff, "off"
			}
		}
	}
	before := text[ss:gs]
	notBug := kind != parser.KindBug && kind != parser.KindFailingTest
	if sp.known && m.Kind == GateAdded && !newBefore().MatchString(before) && !reAdded().MatchString(sentence) {
		// A known gate the note does not call a feature gate, far from
		// the word that adds: "Added validation to reject Pods using the
		// `PodLevelResources` feature on Windows" (#133046) adds the
		// validation. ("PodOverhead is an alpha feature as of Kubernetes
		// 1.16", #78484, says the gate's stage.) Whether it brings the
		// gate, its timeline knows.
		m.Kind, m.guarded = GateOther, onlyGate && notBug && !fixes(sentence, kind)
	}
	if t := strings.TrimLeft(before, " -*\x60'\""); m.Kind == GateOther && m.Default != "" && (t == "" || strings.EqualFold(t, "the ")) && !defaultKept().MatchString(sentence) {
		// "The `PLEGOnDemandRelist` feature flag is kept at beta level,
		// but switched off by default." (#137909, a failing-test note): a
		// default the gate is the subject of is the gate's, as beside it.
		m.Kind = GateDefaultOn
		if m.Default == "off" {
			m.Kind = GateDefaultOff
		}
	}
	if after := strings.TrimLeft(text[sp.end:], " \x60'\""); m.Kind == GateOther && notBug && enabledBefore().MatchString(before) && !(strings.HasPrefix(after, "by ") && !strings.HasPrefix(after, "by default")) {
		// "kubeadm: turned on feature gate X" (#119946), "Enabled the X
		// feature gate." (#134180): in a release's own notes, on by
		// default from that release.
		m.Kind, m.Default = GateDefaultOn, "on"
	}
	if m.Kind == GateOther && disabledBefore().MatchString(before) && !disabledState().MatchString(text[sp.end:se]) {
		// "Disabled the `SchedulerAsyncAPICalls` feature gate to mitigate a
		// bug …" (#134400), "Disabled the `PodLevelResourceManagers`
		// feature gate by default because of critical issues" (#141209):
		// a fix that turns a gate off turns its default off. ("Disabled
		// `LocalStorageCapacityIsolation` feature gate is honored", #96092,
		// says what a gate set off does.)
		m.Kind, m.Default = GateDefaultOff, "off"
	}
	if m.Kind == GateOther && byTurningBefore().MatchString(before) {
		// "Fixed a `v1.35` regression in StatefulSet parallel Pod
		// management by disabling the `MaxUnavailableStatefulSet` feature
		// by default." (#137904, a fix): the means of the fix is the
		// gate's default, even in a bug note, as "Disabled the X feature
		// gate by default" above.
		if byDefaultAfter().MatchString(text[sp.end:se]) {
			m.Kind, m.Default = GateDefaultOn, "on"
			if v := strings.ToLower(byTurningBefore().FindStringSubmatch(before)[1]); strings.HasPrefix(v, "dis") || strings.HasSuffix(v, "off") {
				m.Kind, m.Default = GateDefaultOff, "off"
			}
			// Whether or not the sentence says "gate": the default is
			// the fix (see below).
			return m
		}
	}
	// "…, behind the X feature gate" (#138198): a note of one gate's
	// feature, behind it; whether that brings the gate, only its timeline
	// knows. So for "Added Y …, behind the X feature gate" (#137271,
	// #140170) and "Added Y under the Alpha X feature gate" (#138274): the
	// addition is Y's, the gate only guards it.
	if (m.Kind == GateOther || m.Kind == GateAdded) && onlyGate && notBug && !fixes(sentence, kind) && behindBefore().MatchString(before) {
		m.Kind, m.guarded = GateOther, true
	}
	// The gate a note names first, alone in its sentence, may be the
	// note's: "To set this for a node, turn on the feature gate
	// `ReduceDefaultCrashLoopBackOffDecay`. If you are also using the
	// feature gate `KubeletCrashLoopBackOffMax` …" (#130711).
	leads := onlyGate || !slices.ContainsFunc(spans, func(o span) bool { return o.name != sp.name && (o.start < sp.start || o.start >= ss && o.start < se) })
	if m.Kind == GateOther && leads && fixes(sentence, kind) && addedBefore().MatchString(before) && gateWordAfter().MatchString(text[sp.end:se]) {
		// "Added a `SeparateCacheWatchRPC` feature flag to disable this
		// behavior." (#123532, a fix): the fix brings its gate, in the
		// gate's first note (see guarded).
		m.guarded = true
	}
	if m.Kind == GateOther && leads && switchBefore().MatchString(before) {
		// "This behavior can be temporarily disabled by setting the
		// `StaleControllerConsistencyJob` feature gate to false." (#137210),
		// "This feature can be enabled using the
		// IngressClassNamespacedParams feature gate." (#99275), "To
		// utilize this functionality, you must set the feature gate
		// `SupportNodePidsLimit=true`" (#73651, a bug note's): how to turn
		// the note's feature on or off. In the gate's first note the gate
		// is new (see guarded), even in a fix, whose opt-out it often is.
		m.guarded = true
		if onByDefault().MatchString(sentence) {
			// "The mitigation may be disabled by setting the
			// `UnauthenticatedHTTP2DOSMitigation` feature gate to `false`
			// (it is enabled by default)." (#121120), "This functionality
			// is enabled by default and can be controlled via the
			// `ClientsAllowTLSCacheGC` feature gate." (#136355): a gate
			// born on, as the documentation lists such gates (beta,
			// default true, from their first release); "added" would
			// make it alpha. So for "the X feature gate (enabled by
			// default)" (#127525, see defaultBeside).
			m.Kind, m.Default, m.guarded = GateDefaultOn, "on", false
		}
	}
	if m.Kind == GateOther && leads && setBefore().MatchString(before) && falseToRestore().MatchString(text[sp.end:se]) {
		// "… will no longer be validated. If this is a problem …, please
		// set the `SkipReadOnlyValidationGCE` gate to false to re-enable
		// the validation" (#121083): false brings the old behaviour back,
		// so the gate is on by default (as "X=false" after a lead
		// changing a default, below), whatever "If this is a problem"
		// before it makes a condition.
		return GateMention{Kind: GateDefaultOn, Default: "on", Locked: m.Locked}
	}
	if m.Kind == GateOther && leads && notBug && setBefore().MatchString(before) && trueToRevert().MatchString(text[sp.end:se]) {
		// "… Now `hostPort` will only be set when an actual Pod is being
		// created. If this presents a problem, setting the feature gate
		// "DefaultHostNetworkHostPortsInPodTemplates" to true will revert
		// this behavior." (#117696): the way back from the note's change,
		// born off with it in the gate's first note (see guarded), as
		// revertAfter below, whatever "If this presents a problem" before
		// it makes a condition (as falseToRestore above).
		return GateMention{Kind: GateOther, guarded: true, Locked: m.Locked}
	}
	if m.Kind == GateOther && notBug && !fixes(sentence, kind) && doThisBefore().MatchString(before) {
		// "Clients must opt in; programs built with client-go can do this
		// using the client-go feature gates ClientsAllowCBOR and
		// ClientsPreferCBOR." (#128539, whose lead adds another gate,
		// CBORServingAndStorage): the gates named as the way to use the
		// note's feature; in a gate's first note they are new (see
		// guarded).
		m.guarded = true
	}
	if m.Kind == GateDefaultOff && leads && notBug && revertAfter().MatchString(text[sp.end:se]) {
		// "The feature gate `AllowInsecureKubeletCertificateSigningRequests`
		// defaults to `false`, but can be enabled to revert to the previous
		// behavior." (#126441): the way back from the note's change, born
		// off with it in the gate's first note (see guarded).
		m.guarded = true
	}
	if replacedAfter().MatchString(text[sp.end:se]) {
		// "The `VolumeCapacityPriority` alpha feature was replaced with
		// this" (#128184): the gate is gone, another in its place (but
		// "flag is replaced by `Accelerators` alpha feature gate" brings
		// the gate: the subject is replaced, not what replaces it).
		return GateMention{Kind: GateRemoved}
	}
	if renamedAfter().MatchString(text[sp.end:se]) {
		// "NodeSwapEnabled feature flag was renamed to NodeSwap" (#103553):
		// the old name is gone, as below.
		return GateMention{Kind: GateRemoved}
	}
	if renamedFrom().MatchString(before) && strings.HasPrefix(strings.TrimLeft(text[sp.end:], `"' `), "to ") {
		// "Renamed FeatureGate RequestManagement to APIPriorityAndFairness"
		// (#85260): the old name is gone.
		return GateMention{Kind: GateRemoved}
	}
	if m.Default != "" && setsDefault().MatchString(before) {
		// "Sets X, a beta feature, as disabled by default" (#109487): the
		// default is the news, "beta" only what X is, even in a bug note.
		m.Kind = GateDefaultOn
		if m.Default == "off" {
			m.Kind = GateDefaultOff
		}
		return m
	}
	if m.Kind != GateOther && fixes(sentence, kind) && !hasGateWord(sentence) {
		// "Fixed regression in CPUManager … when the init containers were
		// removed": a fix that names a gate's feature without speaking of
		// the gate changes nothing of its life.
		return GateMention{Kind: GateOther}
	}
	switch {
	case reverted().MatchString(before):
		// "Reverted the `DisableNodeKubeProxyVersion` feature gate to
		// default-off" (#126720): a default set back.
		if d := revertedTo().FindStringSubmatch(text[ge:se]); d != nil {
			if w := strings.ToLower(d[1]); strings.Contains(w, "off") || strings.Contains(w, "disabled") {
				return GateMention{Kind: GateDefaultOff, Default: "off"}
			}
			return GateMention{Kind: GateDefaultOn, Default: "on"}
		}
		// "Demoted the `SchedulerPreQueueingHints` feature gate from Beta to
		// Alpha, disabled by default" (#140959): a default set back too.
		if c := classify(text[ge:se], kind); c.Default == "off" {
			return GateMention{Kind: GateDefaultOff, Default: "off"}
		}
		// "Reverted a change where X was moved to beta", "Demoted KEP-5278
		// feature gates `ClearingNominatedNodeNameAfterBinding` and
		// `NominatedNodeNameForExpectation` to alpha from beta" (#133293):
		// no stage reached; no kind says a demotion.
		return GateMention{Kind: GateOther}
	case renamedTo().MatchString(before):
		// "The feature gate was renamed from A to B": B is new (but see
		// buildGate: a note of the same release bringing B's feature
		// brings B).
		return GateMention{Kind: GateAdded, renamed: true}
	case conditional().MatchString(before) && !newBefore().MatchString(before) && !contrastWhile().MatchString(before):
		if m.Kind != GateGA && m.Kind != GateBeta {
			// "When the `PreferSameTrafficDistribution` feature gate is
			// enabled, a new `trafficDistribution` value `PreferSameNode` is
			// available" (#130844), "When the RetryGenerateName feature gate
			// is enabled on the kube-apiserver, create requests … are
			// retried" (#122887): what the note's feature does behind the
			// gate. In the gate's first note it brings the gate (see
			// guarded); in a fix it is the fix's condition.
			// So for "Added Y … when the X Alpha feature gate is enabled"
			// (#140000): the addition is behind the gate; and for a note
			// opening with what its feature does, the gate last:
			// "Executed API calls dispatched during pod scheduling
			// asynchronously if the `SchedulerAsyncAPICalls` feature gate
			// was enabled." (#132886). Not one that betters what was
			// there: "HPA: Improved scaling to and from zero when the
			// `HPAScaleToZero` feature gate is enabled." (#135118), a gate
			// alpha since 1.16 that no note named before.
			after := text[sp.end:se]
			g := onlyGate && notBug && !fixes(sentence, kind) && (whenBefore().MatchString(before) || addedLead().MatchString(before) || ss == 0 && whenLast().MatchString(before) && !improvedLead().MatchString(before)) && whenEnabledAfter().MatchString(after) &&
				(whenGateAfter().MatchString(after) || gateWordBefore().MatchString(before))
			m = GateMention{Kind: GateOther, guarded: g}
		}
	}
	firstEnd := sentenceEnd(text, 0)
	if itemCited().MatchString(text[:ss]) {
		// "Features Removes the deprecated kubelet flag --babysit-daemons
		// (#44230, @mtaufen) … With --feature-gates=RotateKubeletClientCertificate=true
		// set, the Kubelet will (#41912, …)" (v1.7.0): a list of changes,
		// each citing its PR; the first sentence is another item's, not
		// the gate's lead.
		firstEnd = 0
	}
	if firstEnd > 0 && namesPartOnly(text[:firstEnd], spans, sp.name) {
		// "Add a new `distribute-cpus-across-numa` option to the static
		// `CPUManager` policy. When enabled, this will trigger the
		// `CPUManager` to …" (#105631): the lead speaks of a part of
		// what the gate names (see nounAfterKnown), not of the gate.
		firstEnd = 0
	}
	if ss > 0 && firstEnd > 0 && m.Kind == GateOther && notBug && (optOutAfter().MatchString(text[sp.end:min(len(text), sp.end+8)]) || optOutSentence().MatchString(sentence)) &&
		impliedDefault().MatchString(text[:firstEnd]) && !otherName(text[:firstEnd]) {
		// "`Kubelet` no longer creates certain legacy iptables rules by
		// default. … you can run `kubelet` with
		// `--feature-gates=IPTablesOwnershipCleanup=false`" (#114472),
		// "In-tree cloud providers are now switched off by default. Please
		// use `DisableCloudProviders` and … feature flags if you still
		// need this functionality." (#117503), "Advanced auditing is the
		// default auditing mechanism … if the `AdvancedAudit` feature is
		// not explicitly turned off": a lead changing a default, the gate
		// the way back. The gate is on by default now.
		return GateMention{Kind: GateDefaultOn, Default: "on", Locked: m.Locked}
	}
	if ss > 0 && firstEnd > 0 && m.Kind == GateOther && !fixes(text[:firstEnd], kind) && spellsName(text[:firstEnd], sp.name) &&
		!slices.ContainsFunc(spans, func(o span) bool {
			// A gate named in the lead, or a longer name the lead spells
			// too (CSIMigrationvSphere, not CSIMigration).
			return o.start < firstEnd || o.name != sp.name && strings.Contains(o.name, sp.name) && spellsName(text[:firstEnd], o.name)
		}) && classify(text[:firstEnd], kind).Kind == GateAdded {
		// "Added support for vSphere in-tree volumes migration to vSphere
		// CSI driver. … should enable CSIMigration + CSIMigrationvSphere
		// features" (#90911): a lead that adds what the gate's name
		// spells, in words, adds the gate, whatever other gates the note
		// names.
		return GateMention{Kind: GateAdded, Locked: m.Locked, Default: m.Default}
	}
	if ss > 0 && firstEnd > 0 && leads && m.Kind == GateDefaultOff && notBug && !fixes(text[:firstEnd], kind) && !strings.Contains(text[:firstEnd], sp.name) &&
		!slices.ContainsFunc(spans, func(o span) bool { return o.start < firstEnd }) && classify(text[:firstEnd], kind).Kind == GateAdded {
		// "Added list-type support for attributes in DRA (KEP-5491).
		// The `DRAListTypeAttributes` feature gate (disabled by default)
		// activates the following enhancements" (#137190): a gate born
		// off with the feature the lead adds, in the gate's first note
		// (see guarded); off is every alpha gate's default.
		m.guarded = true
		return m
	}
	// The lead is the gate's unless it names another feature gate, or is a
	// fix ("Fixed a bug with … the beta feature Y. … setting the feature
	// gate X to true", #127598).
	if ss > 0 && firstEnd > 0 && onlyGate && weakKind(m.Kind) && !fixes(text[:firstEnd], kind) && !slices.ContainsFunc(spans, func(o span) bool { return o.start < firstEnd && o.name != sp.name && !o.known }) {
		first := text[:firstEnd]
		lead := classify(first, kind)
		speaks := strings.Contains(first, sp.name) || strings.Contains(strings.ToLower(first), "feature")
		switch {
		case (m.Kind == GateOther || m.Kind == GateDefaultOff) && lead.Kind == GateAdded && strings.Contains(first, sp.name) && betaAPILead().MatchString(first):
			// "Introduced the
			// `admissionregistration.k8s.io/v1beta1/MutatingAdmissionPolicy`
			// API type. To enable, enable the `MutatingAdmissionPolicy`
			// feature gate (which was off by default) …" (#132821): a
			// beta API version of the gate's own kind is the gate's beta
			// (the documentation: beta from 1.34, off by default).
			return GateMention{Kind: GateBeta, Locked: m.Locked, Default: m.Default}
		case (lead.Kind == GateGA || lead.Kind == GateBeta) && classify(stageOfRelease().ReplaceAllString(first, " "), kind).Kind == lead.Kind:
			// "Suspend job to GA. The feature gate SuspendJob is locked
			// and will be removed in 1.26." is the GA. ("… is not allowed
			// for the beta release of in-place resize. The feature gate
			// `InPlacePodVerticalScalingExclusiveCPUs` defaults to
			// `false`" (#128287) names the stage of another feature's
			// release, not the gate's.)
			lead.Locked, lead.Default = m.Locked, m.Default
			return lead
		case m.Kind == GateOther && lead.Kind == GateAdded && !reAddedStrong().MatchString(first) && otherNameThan(first, sp.name):
			// "Updated the Alpha `DRANodeAllocatableResources` feature: …
			// target nodes have the `NodeAllocatableDRA` feature gate
			// enabled." (#140009): the lead calls another feature alpha.
			return m
		case m.Kind == GateOther && lead.Kind == GateAdded && (m.guarded || !strings.Contains(first, sp.name)):
			// "Added placement-based PodGroup scheduling …. Its use is
			// guarded by the X feature gate." (#136944), "Introduced new
			// functionality …. users can set the X feature gate" (#124509):
			// the lead adds a feature, not X; X is new only if no earlier
			// note names it (see guarded). So for a sentence that says X
			// guards a thing: "Added Y behind X feature gate. … The usage
			// of this plugin is guarded by the X feature gate." (#137271).
			m.guarded = true
			return m
		case m.Kind == GateOther && lead.Kind == GateAdded,
			m.Kind == GateOther && lead.Kind != GateOther && speaks:
			return lead
		}
	}
	// "Kube-apiserver: Added Alpha features …: - The
	// `AuthorizeWithSelectors` feature gate enables … - The
	// `AuthorizeNodeWithSelectors` feature gate changes …" (#125571): an
	// item of a list after a colon that says nothing of its gate is what
	// the words before the colon say of every item, as the first item
	// (whose sentence holds them) is.
	if m.Kind == GateOther && notBug && strings.HasPrefix(text[ss:], "- ") {
		if c := listLead(text, ss); c > 0 {
			if lead := classify(text[sentenceStart(text, c):c], kind); lead.Kind == GateAdded || lead.Kind == GateBeta || lead.Kind == GateGA {
				lead.Locked, lead.Default = m.Locked, m.Default
				return lead
			}
		}
	}
	return m
}

// namesPartOnly says whether lead names the gate name, a known name
// without the words "feature gate", only before a noun that makes it a
// part of the kind or feature (see nounAfterKnown): "the static
// `CPUManager` policy".
func namesPartOnly(lead string, spans []span, name string) bool {
	named := false
	for _, o := range spans {
		if o.name != name || o.start >= len(lead) {
			continue
		}
		if !o.known || !nounAfterKnown().MatchString(lead[o.end:min(len(lead), o.end+24)]) {
			return false
		}
		named = true
	}
	return named
}

// namesPlugin says whether sentence names name as an admission plugin:
// "The `StorageObjectInUseProtection` admission plugin".
func namesPlugin(sentence, name string) bool {
	for i := 0; ; {
		at := strings.Index(sentence[i:], name)
		if at < 0 {
			return false
		}
		i += at + len(name)
		if pluginAfter().MatchString(sentence[i:min(len(sentence), i+32)]) {
			return true
		}
	}
}

// listLead returns where the colon is that opens the list whose item
// starts at i ("…: - A … - B …"), or -1: every sentence between the colon
// and i is an item.
func listLead(text string, i int) int {
	c := strings.LastIndex(text[:i], ": - ")
	if c < 0 {
		return -1
	}
	for k := c + 2; k < i; k = sentenceEnd(text, k) + 1 {
		if !strings.HasPrefix(text[k:], "- ") {
			return -1
		}
		for k < i && text[k] == ' ' {
			k++
		}
	}
	return c
}

// listOnly says whether text holds only names of a list and their
// separators, a parenthesis after a name allowed: "- X (since 1.15.0) - ".
func listOnly(text string) bool {
	text = listParen().ReplaceAllString(text, " ")
	text = nameInList().ReplaceAllString(text, " ")
	return listRest().MatchString(text)
}

// fixes says whether sentence, of a note of kind, reports a bug fix: the
// note is a bug or failing-test note, or the sentence opens with "Fix".
func fixes(sentence string, kind parser.Kind) bool {
	if kind == parser.KindBug || kind == parser.KindFailingTest {
		return true
	}
	t := strings.TrimLeft(sentence, " *-`")
	return len(t) >= 3 && strings.EqualFold(t[:3], "fix")
}

// weakKind says whether a sentence's kind may give way to the note's lead.
func weakKind(k GateKind) bool {
	switch k {
	case GateOther, GateDefaultOn, GateDefaultOff, GateLocked, GateDeprecated:
		return true
	}
	return false
}

var (
	// listGap is what separates the names of one list.
	listGap = lazyre.New(`^[\s,/&+-]*(?:(?:and|or)\s+)?(?:the\s+)?$`)
	// conditional ends the text before a gate named as a condition or a
	// reference: "when the", "if the", "in favor of the".
	conditional = lazyre.New(`(?i)(?:\b(?:when|if|while|unless|whether)\b[^.;]{0,120}|\bin favou?r of\s+(?:the\s+)?)$`)
	reverted    = lazyre.New(`(?i)\b(?:revert|demot)\w*\b[^.;]{0,120}$`)
	// replacedAfter follows a gate that is replaced (see classifyAt).
	replacedAfter = lazyre.New(`^[\x60'"]?\s+(?:(?i:alpha|beta)\s+)?(?i:feature(?:[- ]?gate)?\s+)?(?:was|has\s+been|is)\s+replaced\s+(?:with|by)\b`)
	// revertedTo follows a gate reverted to a default (see classifyAt).
	revertedTo = lazyre.New(`(?i)^\x60?\s*(?:feature[- ]?gates?\s+)?(?:back\s+)?to\s+(?:be\s+)?(default-(?:on|off)|(?:enabled|disabled|on|off)\s+by\s+default)\b`)
	// enabledBefore ends the text before a gate a note turns on: "turned
	// on feature gate", "Enabled the", "kubeadm: enabled the", "Graduated
	// the `WatchList` feature gate to beta … and enabled `WatchListClient`
	// for KCM" (#125591, #128053, #132704).
	enabledBefore = lazyre.New(`(?i)(?:^|[:;]\s*|\band\s+)(?:turned\s+on|enabled)\s+(?:the\s+)?(?:(?:\w+\s+)?feature[- ]?gates?\s+)?$`)
	// renamedFrom ends the text before a gate's old name: "Renamed
	// FeatureGate", "renamed the feature gate".
	renamedFrom = lazyre.New(`(?i)\brenamed\s+(?:the\s+)?(?:FeatureGate\s+|feature[- ]?gates?\s+|featuregates?\s+)?(?:from\s+)?$`)
	// setsDefault opens a sentence that sets a gate's default: "Sets
	// JobTrackingWithFinalizers, a beta feature, as disabled by default"
	// (#109487), a bug note whose fix is that default.
	setsDefault = lazyre.New(`(?i)^\W*(?:sets?|made|makes?)\s+(?:the\s+)?$`)
	// metaAdded: "The --feature-gates flag now supports an AllBeta=false
	// value" (#84304).
	metaAdded = lazyre.New(`(?i)\bnow\s+supports?\b|\b(?:add(?:ed|s)?|introduc\w*)\b`)
	// futureSentence: "This gate will be locked and removed in future
	// releases" (#94115) locks nothing yet.
	futureSentence = lazyre.New(`(?i)\b(?:will|would|going\s+to|plan\w*\s+to|to)\s+(?:\w+\s+){0,2}(?:lock\w*|enabled?|disabled?|default\w*|turned)\b|\block\w*\s+(?:\w+\s+){0,4}in\s+(?:a\s+)?future\b`)
	// conditionalSentence: a sentence of conditions ("if", "when") states
	// no lock or default of the note's gate.
	conditionalSentence = lazyre.New(`(?i)\b(?:if|when|unless|whether)\b`)
	// lockedTo: "is now locked to enabled" (see future).
	lockedTo = lazyre.New(`(?i)\block(?:ed|s)?\s+to\s+`)
	// lockedToValue: "locked to enabled", "locked to its default value
	// (false)" (#135808): a gate's lock, no mutex.
	lockedToValue = lazyre.New(`(?i)\blocked\s+to\s+(?:its\s+default\s+value\s+)?\W?(?:true|false|enabled|disabled|on|off)\b`)
	// renamedAfter follows a gate's old name: "X feature flag was renamed
	// to Y".
	renamedAfter = lazyre.New(`^[\x60'"]?\s+(?:(?i:feature[- ]?)?(?:gates?|flags?)\s+)?(?:was|has\s+been|is|have\s+been|were)\s+renamed\s+to\b`)
	renamedTo    = lazyre.New(`(?i)\brenamed\b[^.;]{0,120}\bto\s+(?:the\s+)?$`)
	// guardParen opens a parenthesis that names the gate guarding what
	// the sentence speaks of: "(guarded by the X feature gate)".
	guardParen = lazyre.New(`^\s*(?i:guarded|gated|controlled|behind|under)\b`)
	// defaultBeside follows a gate's name with its default: "X feature
	// gate, which is enabled by default", "X (default on)", "the X feature
	// gate is now enabled by default", "The `HugepageAwareEviction` feature
	// gate (default: enabled)" (#138127).
	defaultBeside = lazyre.New(`^["'\x60]?(?:\s+(?i:feature[- ]?gates?))?\s*(?:\(|,\s*which\s+is\s+|\s+(?:is|has\s+been)\s+(?:now\s+)?)(?i:(enabled|disabled|on|off)\s+by\s+default|default:?\s+(on|off|true|false|enabled|disabled)\b)`)
	// gateParen is a parenthesis right after a gate's name (and the words
	// "feature gate") that gives its stage or default.
	gateParen = lazyre.New(`^["'\x60]?(?:\s+(?i:feature[- ]?gates?))?\s*\((?i:alpha|beta|GA|stable|enabled|disabled|default|on|off)\b[^()]{0,60}\)`)
	// clauseParen is a parenthesis right after a clause that gives the
	// default of the clause's gate (see classifyAt).
	clauseParen = lazyre.New(`^\s*\((?i:on|off|enabled|disabled)\s+by\s+default\b[^()]{0,100}\)`)
	// contrastWhile: ", while X is unconditionally disabled" (#97543) opens
	// a contrast, not a condition; so does ", while feature flag CoreDNS is
	// now deprecated" (#70024), the gate's words before its name.
	contrastWhile = lazyre.New(`(?i),\s+while\s+(?:the\s+)?(?:(?:\S+\s+)?feature[- ]?(?:gates?|flags?)\s+)?$`)
	// behindBefore ends the text before a gate that guards what the
	// sentence speaks of: "behind the", "guarded by the", "under".
	// So do "can be disabled via the" (#129407) and "opt out by disabling
	// the" (#128415): what the sentence speaks of is on, behind the gate.
	behindBefore = lazyre.New(`(?i)(?:\b(?:behind|under|(?:guarded|gated|controlled)\s+by)|\bcan\s+be\s+(?:disabled|turned\s+off|switched\s+off)\s+(?:via|using|with|through|by\s+disabling)|\bopt\s+out\s+by\s+disabling)\s+(?:the\s+)?(?:(?:new|alpha)\s+)?(?:feature[- ]?gates?\s+)?$`)
	// pastGAParen is a parenthesis recalling a gate's GA in a named
	// release: "(GA in v1.34)", "(for the feature which graduated to GA in
	// v1.26)", "(GA since 1.24)".
	// So is a parenthesis of the stage alone: "Locked the (generally
	// available) feature gate `ExecProbeTimeout` to true." (#134635).
	// So is "with the feature already being GA" (#112748): the lock is
	// the news.
	// pastStageParen: "(`beta` in `v1.27+`)", "(beta since 1.30)": a
	// stage recalled with the release it began in. ("(beta in `v1.35`)"
	// in a v1.35.0 note, #134826, is the stage the note brings.)
	pastStageParen = lazyre.New(`\(\s*\x60?(?i:alpha|beta)\x60?\s+(?:since\s+\x60?v?1\.\d+|in\s+\x60?v?1\.\d+(?:\.\d+)?\+)[^()]{0,20}\)`)
	pastGAParen    = lazyre.New(`\([^()]{0,60}\b(?:GA|stable|(?i:generally\s+available))\s+(?:in|since)\s+\x60?v?1\.\d+[^()]{0,20}\)|\(\s*(?:GA|stable|(?i:generally\s+available))\s*\)|\balready\s+(?:being\s+|been\s+)?(?:GA|stable|(?i:generally\s+available))\b`)
	// switchBefore ends the text before a gate that turns the note's
	// feature on or off (see classifyAt): "can be temporarily disabled by
	// setting the", "can be enabled using the", "can be controlled via
	// the", "you must set the feature gate", "To use, enable the", "Users
	// still can opt-out to this new behavior by setting the feature flag"
	// (#123331), "can opt out of the expanded lifecycle handler
	// capabilities by setting --feature-gates=" (#86139), "may be
	// disabled by setting the" (#121120), "To utilize
	// this functionality, set the feature gate" (#66928), "To set this for
	// a node, turn on the feature gate" (#130711), "Enable feature Gate
	// DefaultPodTopologySpread to use PodTopologySpread plugin" (#91793).
	switchBefore = lazyre.New(`(?i)(?:^\W*enable|\b(?:can|may)\s+be\s+(?:\w+\s+)?(?:disabled|(?:re-?)?enabled|controlled|turned\s+(?:on|off)|switched\s+(?:on|off))\s+(?:via|using|with|through|by\s+(?:setting|disabling|enabling|turning\s+off))|\b(?:must|need\s+to|will\s+need\s+to|should)\s+(?:set|enable|turn\s+on)|\bto\s+(?:use|utilize|set)\b[^.;]{0,40}?\b(?:enable|set|turn\s+on)|\bopt[- ]?out\b[^.;]{0,80}?\bby\s+(?:setting|disabling|enabled|enabling|turning\s+off))\s+(?:the\s+|an?\s+)?(?:(?:new|alpha|beta)\s+)?(?:(?:--)?feature[- ]?(?:gates?|flags?)(?:\s+|=))?$`)
	// whenBefore, whenEnabledAfter: "When the X feature gate is enabled"
	// (see classifyAt).
	// So is "When feature gate "ExperimentalCriticalPodAnnotation" is set
	// to true" (v1.6.0), the gate word before the name.
	whenBefore = lazyre.New(`(?i)(?:^|[.;:]\s+|\n)\W*when\s+(?:the\s+)?(?:(?:alpha|beta|new)\s+)?(?:feature[- ]?gate\s+)?[\x60'"]?$`)
	// whenLast ends the text before a gate named as the condition of what
	// the sentence's first words say: "… asynchronously if the X feature
	// gate was enabled" (#132886).
	whenLast = lazyre.New(`(?i)\b(?:if|when)\s+the\s+(?:(?:alpha|beta|new)\s+)?(?:feature[- ]?gate\s+)?[\x60'"]?$`)
	// improvedLead opens a sentence that betters an existing thing.
	improvedLead     = lazyre.New(`(?i)^\W*(?:[\w-]+:\s+)?(?:improv|updat|enhanc|optimi[sz]|extend|fix)\w*\b`)
	whenEnabledAfter = lazyre.New(`^[\x60'"]?\s+(?:(?:(?i:alpha|beta)\s+)?(?i:feature[- ]?gate)\s+)?(?:is|was)\s+(?:enabled|set\s+to\s+[\x60'"]?true)\b`)
	// forObject ends the text before a name that is the object of "for"
	// (see gatesInText).
	forObject = lazyre.New(`(?i)\bfor\s+(?:the\s+)?[\x60'"]?$`)
	// addedBefore ends the text before a gate a sentence adds: "Added a
	// ", "added the new "; gateWordAfter follows a gate with the words
	// "feature gate" or "feature flag".
	addedBefore = lazyre.New(`(?i)\b(?:add(?:ed|s)?|introduc(?:ed|es))\s+(?:(?:a|an|the)\s+)?(?:new\s+)?[\x60'"]?$`)
	// doThisBefore ends the text before gates named as the way to do what
	// the sentence before says: "can do this using the client-go feature
	// gates".
	doThisBefore = lazyre.New(`(?i)\bcan\s+do\s+(?:this|so)\s+(?:using|via|with|through|by\s+(?:setting|enabling))\s+(?:the\s+)?(?:[\w-]+\s+)?feature[- ]?(?:gates?|flags?)\s+$`)
	// revertAfter follows a gate that turns back the note's change (see
	// classifyAt).
	// ("defaults to `false`, but can be enabled to unblock development
	// on", #128287, lifts the restriction the note brings.)
	revertAfter = lazyre.New(`(?i)^[\x60'"]?\s+[^.;]{0,60}\bcan\s+be\s+(?:enabled|set\s+to\s+\x60?true\x60?)\s+to\s+(?:(?:revert|restore|return)\s+(?:to\s+)?the\s+(?:previous|old|legacy|former)|unblock)\b`)
	// whenGateAfter, gateWordBefore: the gate word after or before a
	// gate named as a condition (see classifyAt).
	whenGateAfter  = lazyre.New(`^[\x60'"]?\s+(?:(?i:alpha|beta)\s+)?(?i:feature[- ]?gate)\b`)
	gateWordBefore = lazyre.New(`(?i)\bfeature[- ]?gate\s+[\x60'"]?$`)
	gateWordAfter  = lazyre.New(`^[\x60'"]?\s+(?i:feature[- ]?(?:gates?|flags?))\b`)
	// gaAdjective: GA said of a gate, not done to it: "Lock GA
	// feature-gate X" (#122578).
	gaAdjective = lazyre.New(`\b(?:GA|(?i:generally\s+available))\s+(?i:feature[- ]?gates?)\b`)
	// deprecatedAdjective: deprecated said of a gate, not done to it:
	// "Locked the deprecated `X` feature gate" (#139212).
	deprecatedAdjective = lazyre.New(`(?i)\bthe\s+deprecated\s+(?:[\x60'"]?\w+[\x60'"]?\s+)?feature[- ]?gates?\b`)
	// addedLead opens a sentence that adds something (see classifyAt).
	addedLead = lazyre.New(`(?i)^\W*(?:add(?:ed|s)?|introduc(?:ed|es))\b`)
	// disabledBefore ends the text before a gate a note turns off:
	// "Disabled the", "Disabled" (#134400, #135903); disabledState
	// follows a gate whose off state the sentence speaks of: "Disabled
	// `X` feature gate is honored" (#96092).
	disabledBefore = lazyre.New(`(?i)(?:^|[:;]\s*|\band\s+)(?:disabled|turned\s+off|switched\s+off)\s+(?:the\s+)?(?:(?:\w+\s+)?feature[- ]?gates?\s+)?$`)
	// byTurningBefore, byDefaultAfter: "by disabling the X feature by
	// default" (see classifyAt): the verb turning the gate, then the
	// default after its name.
	byTurningBefore = lazyre.New(`(?i)\bby\s+(disabling|enabling|turning\s+(?:on|off)|switching\s+(?:on|off))\s+(?:the\s+)?(?:feature[- ]?gates?\s+)?[\x60'"]?$`)
	byDefaultAfter  = lazyre.New(`(?i)^[\x60'"]?\s+(?:feature(?:[- ]?(?:gates?|flags?))?\s+)?by\s+default\b`)
	disabledState   = lazyre.New(`^[\x60'"]?\s*(?:(?i:feature[- ]?gates?)\s+)?(?:is|are|was|were|has|have|will|can|may|should|must)\b`)
	// onByDefault: a sentence saying the gate's feature is on by default
	// (see classifyAt's switchBefore): "(it is enabled by default)",
	// "is enabled by default and can be controlled via".
	onByDefault = lazyre.New(`(?i)\(\s*(?:it\s+is\s+|which\s+is\s+)?(?:enabled|on)\s+by\s+default\s*\)|\b(?:it|this|which|that)\s+is\s+(?:now\s+)?enabled\s+by\s+default\b|\bis\s+(?:now\s+)?enabled\s+by\s+default\s+and\s+(?:can|may)\s+be\b`)
	// betaDescribed: "The beta X feature gate is enabled by default" (see
	// classify).
	betaDescribed = lazyre.New(`(?i)\bbeta\b[^.;]{0,60}\b(?:is|are)\s+enabled\s+by\s+default\b`)
	// impliedDefault: a note's lead that changes a behaviour's default
	// (see classifyAt): "no longer creates … by default", "are now
	// switched off by default", "is the default auditing mechanism".
	// So does "A new feature was enabled to improve the performance of …"
	// (#115138), before "you can disable the feature by passing
	// `--feature-gates=MinimizeIPTablesRestore=false`": enabled, with no
	// condition, in the release's notes.
	impliedDefault = lazyre.New(`(?i)\b(?:now|no\s+longer)\b[^.;]{0,80}\bby\s+default\b|\b(?:is|are)\s+(?:now\s+)?the\s+default\b|^[^.;]{0,40}\bfeature\s+(?:was|has\s+been|is\s+now)\s+enabled\b`)
	// setBefore, falseToRestore: "set the X gate to false to re-enable
	// the validation" (see classifyAt).
	setBefore = lazyre.New(`(?i)\bset(?:ting)?\s+(?:the\s+)?(?:(?:alpha|beta)\s+)?(?:feature[- ]?(?:gates?|flags?)\s+)?(?:--feature-gates=)?[\x60'"]?$`)
	// So is "setting the feature gate ReadOnlyAPIDataVolumes=false will
	// preserve the old behavior" (#58720).
	falseToRestore = lazyre.New(`(?i)^[\x60'"]?(?:\s+(?:feature[- ]?)?(?:gates?|flags?)?\s*to\s+|\s*=\s*)[\x60'"]?false[\x60'"]?\s+(?:(?:in\s+order\s+)?to|will)\s+(?:re-?enable|restore|revert|retain|keep|preserve|go\s+back)\b`)
	// disableToRestore follows a gate whose off state brings the old
	// behaviour back: "feature gate can be disabled to restore the
	// previous behavior" (#137715).
	disableToRestore = lazyre.New(`(?i)^[\x60'"]?\s+(?:feature[- ]?(?:gates?|flags?)\s+)?(?:can|may)\s+be\s+(?:disabled|turned\s+off|set\s+to\s+\x60?false\x60?)\s+(?:(?:in\s+order\s+)?to)\s+(?:re-?enable|restore|revert|retain|keep|preserve|go\s+back)\b`)
	// trueToRevert: "setting the feature gate "X" to true will revert
	// this behavior" (#117696).
	trueToRevert = lazyre.New(`(?i)^[\x60'"]?(?:\s+(?:feature[- ]?)?(?:gates?|flags?)?\s*to\s+|\s*=\s*)[\x60'"]?true[\x60'"]?\s+(?:(?:in\s+order\s+)?to|will)\s+(?:re-?enable|restore|revert|retain|keep|preserve|go\s+back)\b`)
	// optOutAfter follows a gate set to false: "X=false".
	optOutAfter = lazyre.New(`^[\x60'"]?\s*=\s*[\x60'"]?false\b`)
	// optOutSentence: a sentence naming a gate as the way back to the old
	// behaviour.
	optOutSentence = lazyre.New(`(?i)\bif\s+you\s+still\s+need\b|\bto\s+(?:restore|keep|retain)\s+the\s+(?:previous|old|legacy)\b|\bturned\s+off\b`)
	// nounAfterKnown follows a known gate's name used as a modifier of
	// another thing (see addKnown).
	// So does an API group joined to it: "CSIStorageCapacity.storage.k8s.io:
	// The v1beta1 version of this API is deprecated in favor of v1"
	// (#108445) deprecates an API version of the kind, not the gate.
	// Two capitalised words after the name continue it: "CPUManager
	// Policy Options support is GA" (#130535) is CPUManagerPolicyOptions.
	// So does a lower-case noun naming a part of the kind or feature,
	// whose stage is the part's: "EndpointSlice topology field will be
	// deprecated" (#96440, v1.20.0; the gate went GA in 1.21), "Add a new
	// … option to the static CPUManager policy" (#105631), "Beta support
	// for compressed responses to WatchList requests" (#140140), "several
	// EndpointSlice metrics from alpha to beta" (#136368). ("X API", "X
	// flag", "X admission plugin" and "X condition" stay: the notes give
	// them the gate's stages, "The PodSecurity admission plugin has
	// graduated to GA" (#110459), "Promoted PodHostIPs condition to beta"
	// (#120257).)
	// So does a quoted value before a lower-case noun: "EndpointSlice
	// \"IP\" address type is formally removed" (#96440) removes a value of
	// a field.
	nounAfterKnown = lazyre.New(`^[\x60'"]?\s+(?:API\s+)?(?:annotations?|profiles?|status|fields?|topology|options?|polic(?:y|ies)|labels?|subresources?|metrics?|requests?)\b|^[\x60'"]?\s+[\x60'"][^\x60'"\s]{1,30}[\x60'"]\s+[a-z]|^\.[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*\.k8s\.io\b|^ [A-Z][a-z]+ [A-Z][a-z]+(?: |$)`)
	// pluginAfter follows a known gate's name used as an admission
	// plugin's (see gatesInText).
	pluginAfter = lazyre.New(`^[\x60'"]?\s+admission\s+(?:control(?:ler)?\s+)?plugins?\b`)
	// lowerFlagAfter follows a gate's name in lower camel case (see
	// addKnown).
	lowerFlagAfter = lazyre.New(`^[\x60'"]?\s+(?i:feature[- ]?)?(?i:flags?)\b`)
	// useBefore, insteadAfter: "Use `X` instead." (see addKnown); not
	// "use CoreDNS instead of KubeDNS" (#52501), the DNS server.
	useBefore    = lazyre.New(`(?i)(?:^|\W)use\s+(?:the\s+)?[\x60'"]?$`)
	insteadAfter = lazyre.New(`^[\x60'"]?\s+instead\s*(?:[.;]|$)`)
	// listParen, listRest: see listOnly.
	listParen = lazyre.New(`\([^()]{0,40}\)`)
	listRest  = lazyre.New(`^(?:[\s,\-*/\x60'"]|\band\b|\bor\b)*$`)
	// toBeta: a note saying a gate goes "to beta" (see buildGate).
	toBeta = lazyre.New(`(?i)\bto\s+[\x60'"]?beta\b`)
	// itemCited: an item of a list note cites its PR and author, "(#44230,
	// @mtaufen)", in the plain text (see classifyAt).
	itemCited = lazyre.New(`\(#\d+,\s+@[\w-]+\)`)
	// newBefore ends the text before a gate the sentence adds: "if the new
	// feature gate X is enabled" introduces X, and so do "Added the ",
	// "introduced a new alpha ".
	newBefore = lazyre.New(`(?i)\b(?:new|add\w*|introduc\w*)\s+(?:\S+\s+){0,3}$`)
)

var (
	// "drop `RuntimeClass` feature gate" (#106882) is a removal too, but
	// "Dropped support for `InPlacePodVerticalScaling` feature in
	// Windows" (#128623) drops a feature's piece, not the gate.
	reRemoved = lazyre.New(`(?i)\b(?:removed?|removes|removing)\b|\bdrop(?:s|ped|ping)?\s+(?:the\s+)?(?:\S+\s+)?feature[- ]?gates?\b|\bcan\s+no\s+longer\s+be\s+(?:specified|set|referenced|used)\b|\bis\s+no\s+longer\s+available\b`)
	// Removal announced, not done: "will be removed in v1.30", "deprecated
	// and scheduled for removal", "Added the `KubeProxyIPVS` feature gate in
	// preparation for deactivating and then removing the `ipvs` mode"
	// (#139397).
	reFutureRemoval = lazyre.New(`(?i)\b(?:will|to|would|can|could|may|should|shall)\s+(?:\w+\s+){0,2}(?:be\s+)?(?:removed?|drop(?:ped)?)\b|'ll\s+be\s+removed\b|\bremoved\s+soon\b|\b(?:scheduled|planned|slated|targeted|marked)\s+(?:\w+\s+){0,2}(?:for\s+)?removal\b|\bremoval\s+(?:in|by|after)\b|\bbefore\s+(?:it\s+is\s+)?removed\b|\bonce\s+(?:\w+\s+){0,3}removed\b|\b(?:preparation\s+(?:for|of)|allows?\s+for)\s+(?:\w+\s+){0,4}(?:removing|removal)\b`)
	// reNewOnly: a gate refused for new clusters only (see classify).
	reNewOnly = lazyre.New(`(?i)\bcan\s+no\s+longer\s+be\s+(?:specified|set|referenced|used)\s+(?:for|in|on|with)\s+new\b`)
	// removalVerb is the active verb of a removal (see removesOther).
	removalVerb = lazyre.New(`(?i)\b(?:remove|removed|removes|removing)\b`)
	// removalNoObject opens what follows a removal verb that has no
	// object: a place or a time ("removed in v1.26", "removed from").
	removalNoObject = lazyre.New(`(?i)^(?:in|from|since|as|at|by|with|after|before|for|on|v?\d)\b`)
	// betaAPILead: a lead that introduces a beta version of an API,
	// "Introduced the `admissionregistration.k8s.io/v1beta1/X` API type"
	// (see classifyAt).
	betaAPILead = lazyre.New(`(?i)^\W*(?:introduc\w*|add(?:ed|s)?)\b(?:[^.;]|\.\S){0,80}\bv\d+beta\d+\b(?:[^.;]|\.\S){0,80}\bAPIs?\b`)
	// stageOfRelease names a stage as that of a release or version of a
	// feature: "the beta release of in-place resize" (#128287).
	stageOfRelease = lazyre.New(`(?i)\b(?:alpha|beta|GA|stable)\s+(?:release|version)\s+of\b`)
	// withBefore ends the text before a removal of what "with" names:
	// "with all potential victims removed" (#139980).
	withBefore = lazyre.New(`(?i)\bwith\s+(?:[\w-]+\s+){1,3}$`)
	// passiveBefore ends the text before a passive removal: "has been
	// removed", "is removed", "was finally removed".
	passiveBefore = lazyre.New(`(?i)\b(?:be|been|being|is|are|was|were|gets?|got)\s+(?:\w+\s+)?$`)
	reGA          = lazyre.New(`(?i)\b(?:GA|general availability|generally available|stable|graduat\w*\s+to\s+(?:GA|stable))\b`)
	// A GA to come: "(until the feature gate graduated to GA)" (#127897),
	// or another's: "Promoted the X and Y feature gates to beta, which
	// were enabled by default if DRA went to GA" (#132940).
	reFutureGA = lazyre.New(`(?i)\b(?:until|if|once)\s+(?:\w+\s+){0,4}(?:graduat\w*|promot\w*|goes|went|moves?|moved|reach\w*|becomes?|is)\s+(?:to\s+)?(?:GA|stable|general\s+availability)\b`)
	// A stage word, not a piece of a version or label ("v1beta1",
	// "beta.kubernetes.io/arch", "alpha.service-controller.kubernetes.io").
	reBeta = lazyre.New(`(?i)(?:^|[^-.\w])beta(?:$|[^.\w]|\.(?:$|\W))`)
	// "the beta feature X is now enabled by default": beta as an
	// adjective, the news being the default; so is "Enabled the X feature
	// gate by default in beta" (#134647), a beta gate's default flipped,
	// and "is kept at beta level, but switched off by default" (#137909),
	// a stage kept.
	reBetaAdjective = lazyre.New(`\b(?i:beta)\s+(?i:feature)\s+(?:(?i:gate)\s+)?[A-Z]|\b(?i:beta)\s+\x60?[A-Z][A-Za-z0-9]*\x60?\s+(?i:feature)\b|(?i:\bby\s+default\s+in\s+beta\b|\b(?:kept|remains?|remained|stays?|stayed|still)\s+(?:at\s+|in\s+|a\s+)?(?:the\s+)?beta\b)`)
	reAddedStrong   = lazyre.New(`(?i)\b(?:add(?:ed|s|ing)?|introduc\w*|new)\b`)
	reLocked        = lazyre.New(`(?i)\block(?:ed|s)?\b`)
	reLockValue     = lazyre.New(`(?i)\block(?:ed|s)?\b[^.]{0,40}?\b(true|enabled|on|false|disabled|off)\b`)
	reDefaultOff    = lazyre.New(`(?i)\bno(?:t|\s+longer)\s+(?:\w+\s+)?enabled\s+by\s+default\b|\b(?:disabled?|disables|off|turned\s+off)\b[^.;]{0,100}?\bby\s+default\b|\bdefault-off\b|\bflip(?:s|ped)?\s+[^.;]{0,60}?\bto\s+\x60?false\b|\bno\s+longer\s+opts?\s+in(?:to)?\s+enabling\b|\bdefaults?\s+(?:\w+\s+)?(?:to|is)\s+(?:false|disabled|off)\b|\bby\s+default\s+(?:is\s+)?(?:disabled|off)\b|\bdefault(?:ed)?\s+(?:value\s+)?(?:of\s+|to\s+)?false\b|\bto\s+\x60?false\x60?\s+by\s+default\b`)
	reDefaultOn     = lazyre.New(`(?i)\b(?:enabled?|enabling|on|turned\s+on|enables|active)\b[^.;]{0,100}?\bby\s+default\b|\bdefault-on\b|\bflip(?:s|ped)?\s+[^.;]{0,60}?\bto\s+\x60?true\b|\bdefaults?\s+(?:\w+\s+)?(?:to|is)\s+(?:true|enabled|on)\b|\bby\s+default\s+(?:is\s+)?(?:enabled|on)\b|\bdefault(?:ed)?\s+(?:value\s+)?(?:of\s+|to\s+)?true\b|\bto\s+\x60?true\x60?\s+by\s+default\b`)
	// lockToDefault: "Locked X to its default value" (see classify).
	lockToDefault = lazyre.New(`(?i)\block(?:ed|s)?\b[^.;]{0,80}?\bto\s+(?:its\s+|the\s+)?default\b`)
	// defaultKept: a default that stays (see classify).
	defaultKept = lazyre.New(`(?i)\b(?:remains?|remained|stays?|stayed|still|continues\s+to\s+be)\s+(?:\w+\s+)?(?:enabled|disabled|on|off)\s+by\s+default\b`)
	// "experimental" is how the 1.1x notes say alpha: "Windows containers
	// now support experimental Hyper-V isolation by setting … feature
	// gates HyperVContainer" (#58751); not in a flag or a label
	// ("--experimental-…", "experimental.windows.kubernetes.io").
	reAdded = lazyre.New(`(?i)(?:^|[^-.\w])(?:alpha(?:$|[^.\w]|\.(?:$|\W))|experimental(?:$|[^-.\w]|\.(?:$|\W)))`)
)

// classify says what a piece of text does to a gate it names. The order
// is that of consequence for someone upgrading: a removal says more than
// the GA it follows, a GA more than the beta it follows.
func classify(c string, kind parser.Kind) GateMention {
	m := GateMention{Kind: GateOther}
	// Words checked before the expressions that need them: a long note's
	// fallback classification otherwise costs most of the gate build.
	low := strings.ToLower(c)
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(low, w) {
				return true
			}
		}
		return false
	}
	// "deprecated and cannot be disabled" (#105474, #105495), "now GA and
	// cannot be disabled" (#110940): locked too.
	// So is "You now cannot disable the `AppArmor` feature gate" (#125257).
	if has("unconditionally enabled", "always enabled", "no longer be disabled", "cannot be disabled", "can not be disabled", "can't be disabled", "cannot disable", "can no longer disable") {
		m.Locked = "true"
	}
	if has("unconditionally disabled", "always disabled", "no longer be enabled", "cannot be enabled", "can not be enabled", "can't be enabled") {
		// "LegacyNodeRoleBehavior is unconditionally disabled" (#97543).
		m.Locked = "false"
	}
	if has("lock") {
		if l := reLockValue().FindStringSubmatch(c); l != nil {
			// The first value after "locked" is the lock's: "locked to
			// enabled-by-default and cannot be disabled" (#134452) is
			// locked to true.
			m.Locked = "true"
			if v := strings.ToLower(l[1]); v == "false" || v == "disabled" || v == "off" {
				m.Locked = "false"
			}
		} else if reLocked().MatchString(c) {
			m.Locked = "true"
			m.lockDefault = lockToDefault().MatchString(c)
		}
	}
	// "Flipped `StorageNamespaceIndex` feature gate to `false`" (#129933),
	// "kube-controller-manager no longer opts into enabling the
	// WatchListClient feature" (#131359): defaults without the word.
	if has("default", "flip", "opts in") {
		switch {
		case reDefaultOff().MatchString(c):
			m.Default = "off"
		case reDefaultOn().MatchString(c):
			m.Default = "on"
		}
	}
	removal := has("remov", "no longer", "drop")
	future := removal && reFutureRemoval().MatchString(c)
	removed := removal && reRemoved().MatchString(c) && !(future && len(reRemoved().FindAllString(c, -1)) <= len(reFutureRemoval().FindAllString(c, -1)))
	if removed && has("lock") && lockedTo().MatchString(c) && !removalVerb().MatchString(c) {
		// "Locked the deprecated `DeclarativeValidationTakeover` feature
		// gate to its default value; it can no longer be set." (#139212):
		// what a lock does, the gate still read.
		removed = false
	}
	if removed && has("for new") && len(reRemoved().FindAllString(c, -1)) <= len(reNewOnly().FindAllString(c, -1)) {
		// "Feature-gates HighAvailability, SelfHosting, CertsInSecrets are
		// now deprecated and can no longer be used for new clusters.
		// Cluster updates using above feature-gates flag is not supported."
		// (#67786): refused for new clusters only, the gate still read.
		removed = false
	}
	// "ga" alone is in every "gate": look for the word.
	ga := (hasWordGA(low) || has("stable", "general")) && reGA().MatchString(c) && !(has("until", "if ", "once ") && len(reGA().FindAllString(c, -1)) <= len(reFutureGA().FindAllString(c, -1)))
	// "The beta `RootCAConfigMap` feature gate is enabled by default and
	// causes …" (#96197): a beta gate described as on, no default flipped
	// "now", says the stage.
	beta := has("beta") && reBeta().MatchString(c) && !(m.Default != "" && len(reBeta().FindAllString(c, -1)) <= len(reBetaAdjective().FindAllString(c, -1)) && !(!has("now") && betaDescribed().MatchString(c)))
	if (beta || ga) && has("prepar") && preparesGraduation().MatchString(c) {
		// "Prepared Pod validation to handle version skew for
		// InPlacePodVerticalScaling's beta graduation." (#128186, v1.32.0;
		// the beta came in v1.33.0, #130905): work for a graduation to
		// come, no stage.
		beta, ga = false, false
	}
	notBug := kind != parser.KindBug && kind != parser.KindFailingTest
	switch {
	case removed:
		m.Kind = GateRemoved
	case ga:
		// "now GA, and the feature gate is deprecated": the GA is the news.
		m.Kind = GateGA
	case future || has("deprecat"):
		m.Kind = GateDeprecated
	case beta:
		m.Kind = GateBeta
	case notBug && (has("add", "introduc", "new") && reAddedStrong().MatchString(c) && !(has("to add") && len(reAddedStrong().FindAllString(c, -1)) <= len(toAdd().FindAllString(c, -1))) || has("separate feature gate", "separate feature-gate")):
		// "Added the X feature gate (alpha, disabled by default)",
		// "ContainerStatus.AllocatedResources is now guarded by a separate
		// feature gate, InPlacePodVerticalSaclingAllocatedStatus" (#128377).
		m.Kind = GateAdded
	case m.Locked != "":
		m.Kind = GateLocked
	case m.Default != "" && has("remain", "stay", "still", "continue") && defaultKept().MatchString(c):
		// "The `DeclarativeValidationTakeover` feature gate remains
		// disabled by default" (#130728): a default kept, none changed
		// (the default is still said: see buildGate's locks).
	case m.Default == "on" && notBug:
		// A fix "in default configurations, which enabled X by default"
		// changes no default.
		m.Kind = GateDefaultOn
	case m.Default == "off" && notBug && !(has("alpha") && reAdded().MatchString(c) && !has("no longer", "demot", "revert", "back to", "flip")):
		// "The X feature gate is now available as alpha (off by default)"
		// (#115554): off is an alpha gate's default, the gate the news.
		m.Kind = GateDefaultOff
	case notBug && has("alpha", "experimental") && reAdded().MatchString(c):
		m.Kind = GateAdded
	}
	if m.Kind == GateOther && notBug && has("promot", "graduat") && promotedBare().MatchString(c) && !anyStage().MatchString(c) {
		m.promoted = true
	}
	return m
}

var (
	// toAdd: what a reader must add, no gate added: "it is now necessary
	// to add the `Priority` admission plugin for the PodPriority feature
	// to work properly" (#65739, v1.12.0; the gate was alpha from 1.8).
	toAdd = lazyre.New(`(?i)\b(?:necessary|need|needs|must|have|has|required)\s+to\s+add\b`)
	// preparesGraduation: a sentence preparing a graduation (see classify).
	preparesGraduation = lazyre.New(`(?i)\bprepar\w*\b[^.;]*\bfor\b[^.;]*\b(?:graduation|promotion)\b`)
	// promotedBare: a promotion verb, as a word (see
	// GateMention.promoted).
	promotedBare = lazyre.New(`(?i)\b(?:promot(?:ed|es|e|ing)|graduat(?:ed|es|e|ing))\b`)
	// anyStage: a stage word, of any stage (see GateMention.promoted).
	anyStage = lazyre.New(`(?i)\b(?:alpha|beta|GA|stable|general(?:ly)?\s+availab\w*|experimental|deprecat\w*)\b`)
)

// gateKindRank orders kinds by how much a mention tells: other < added <
// … < removed, for a gate named twice in one note.
func gateKindRank(k GateKind) int {
	switch k {
	case GateOther:
		return 0
	case GateAdded:
		return 1
	case GateDefaultOn, GateDefaultOff:
		return 2
	case GateLocked:
		return 3
	case GateBeta:
		return 4
	case GateGA:
		return 5
	case GateDeprecated:
		return 6
	case GateRemoved:
		return 7
	}
	return -1
}
