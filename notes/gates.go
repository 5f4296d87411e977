package notes

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
	"github.com/kubechangelog/kubechangelog/parser"
	"golang.org/x/mod/semver"
)

// Gate stages, from introduction to removal: a gate's stage after an event.
const (
	StageAlpha      = "alpha"
	StageBeta       = "beta"
	StageGA         = "ga"
	StageDeprecated = "deprecated"
	StageRemoved    = "removed"
	StageUnknown    = "unknown" // named, but no note says its stage
)

// GateStages lists the stages in life order, for a view's stage filter.
var GateStages = []string{StageAlpha, StageBeta, StageGA, StageDeprecated, StageRemoved, StageUnknown}

// Gate is a feature gate's life as the notes tell it.
type Gate struct {
	Name  string
	Stage string // the current stage (see GateStages)
	// Events are the notes naming the gate, oldest first, each change once.
	Events []GateEvent
	// Transitions are the first event of each stage the gate reached, in
	// order: the alpha → beta → GA → removed timeline.
	Transitions []GateEvent
	SIGs        []string // the SIGs of its notes, sorted
}

// GateEvent is one note about a gate.
type GateEvent struct {
	Version string   // the release of the note: the first final release carrying the change
	Kind    GateKind // what the note says happens to the gate
	Stage   string   // the gate's stage after this event
	Locked  string   // "true" or "false" when the note says it is locked
	Default string   // "on" or "off" when the note says what it defaults to
	Note    int      // the note id shown for the change
	Notes   []int    // every note of the change, Note first
	PR      int      // the note's first pull request, or 0
	// AlsoIn lists the other releases whose notes carry the same change
	// (pre-releases, patch cherry-picks), oldest first.
	AlsoIn []string
	// guarded: the note says only that something is behind the gate
	// (see GateMention).
	guarded bool
	// renamed: added as the new name of a renamed gate (see GateMention).
	renamed bool
	// lockDefault: locked "to its default value", which no word of the
	// note gives (see GateMention).
	lockDefault bool
	// Reverted: a later note of the gate reverts this change (see
	// markReverts): it moved the gate to no stage. RevertedBy is that
	// note's PR (0 when it names none), for a reader to see why.
	Reverted   bool
	RevertedBy int
	// reverts: this note reverts an earlier event of the gate.
	reverts bool
	// promoted: the note promotes the gate, no stage named (see
	// GateMention.promoted).
	promoted bool
}

// gateIndex is a store's gates, built on first use (see Store.gateIndex).
type gateIndex struct {
	once   sync.Once
	built  atomic.Bool // set once build has run
	gates  []Gate
	byName map[string]int           // lower-cased name → index in gates
	byNote map[int][]GateMention    // note id → the gates it names
	events map[string][]noteMention // name → every mention before dedup
	// removals are the notes that say flags or API versions are removed
	// (see removal), by note id: read with the gates, in the background,
	// rather than by every comparison's "Before you upgrade", where the
	// widest range's took most of its first screen's time.
	removals map[int]Removal
}

type noteMention struct {
	id int
	GateMention
}

// gateIndex builds the gates on first use: most views never need them,
// and the page must not pay for them at start-up.
func (s *Store) gateIndex() *gateIndex {
	g := &s.gates
	g.once.Do(func() {
		g.build(s, func() {})
		g.built.Store(true)
	})
	return g
}

// PrepareGates builds the gates as Gates does, calling a non-nil pause every
// few dozen notes and gates so that the page can yield to the browser
// while it builds them in the background (a few hundred milliseconds in
// WebAssembly). It never waits: a view that needs the gates meanwhile
// builds them itself, and this build is then dropped.
func (s *Store) PrepareGates(pause func()) {
	var ng gateIndex
	ng.build(s, pause)
	g := &s.gates
	g.once.Do(func() {
		g.gates, g.byName, g.byNote, g.events, g.removals = ng.gates, ng.byName, ng.byNote, ng.events, ng.removals
		g.built.Store(true)
	})
}

// GatesBuilt reports whether the gates are built, without building them: a
// view links gate names in notes only once they are, rather than pay the
// build on its first screen.
func (s *Store) GatesBuilt() bool { return s.gates.built.Load() }

func (g *gateIndex) build(s *Store, pause func()) {
	texts := make([]string, len(s.notes))
	// Pass one: the names the notes call feature gates.
	spans := make([][]span, len(s.notes))
	known := map[string]bool{}
	named := map[string]int{}         // notes calling each name a feature gate
	promotedOnly := map[string]bool{} // names found only promoted to a stage (see promotedGates)
	learnt := map[string]string{}     // a feature's words → its gate (see featureParens)
	etcd := map[string]bool{}         // etcd's gates, no gates of Kubernetes (see etcdGates)
	for id, n := range s.notes {
		if id%64 == 0 {
			pause()
		}
		texts[id] = gateText(n.Markdown)
		if stage := listedStage(n.Section, texts[id]); stage != "" {
			// "#### Features graduated to GA:" over "- TaintBasedEvictions
			// (#87487)", "- Windows RunAsUserName (#87790)" (v1.18.0):
			// the heading says what the items' gates did; the item is
			// read as the sentence the heading and it make.
			texts[id] = "Graduated " + texts[id] + " to " + stage + "."
		}
		spans[id] = gateSpans(texts[id])
		for i, sp := range spans[id] {
			if !slices.ContainsFunc(spans[id][:i], func(o span) bool { return o.name == sp.name }) {
				named[sp.name]++
			}
			if !known[sp.name] || promotedOnly[sp.name] {
				promotedOnly[sp.name] = sp.promoted
			}
			known[sp.name] = true
		}
		for _, f := range featureParens(texts[id]) {
			learnt[f.words] = f.name
		}
		for _, name := range etcdGates(texts[id]) {
			etcd[name] = true
		}
	}
	// A name that is a known gate's plural, called a gate by fewer notes,
	// is that gate misspelt: "When the BoundServiceAccountTokenVolumes
	// Alpha feature is enabled" (#69848) names BoundServiceAccountTokenVolume.
	// So is a known gate's singular found only promoted, called a gate
	// by fewer notes: "Graduated `AdmissionWebhookMatchCondition` feature
	// to beta." (#119380) names AdmissionWebhookMatchConditions. (A
	// singular some note calls a feature gate is kept as the notes write
	// it: the upgrade lists name PortForwardWebsocket, #125528.)
	misspelt := map[string]string{}
	for name := range known {
		if stem := strings.TrimSuffix(name, "s"); stem != name && known[stem] && named[name] < named[stem] {
			misspelt[name] = stem
		}
		if plural := name + "s"; known[plural] && promotedOnly[name] && named[name] < named[plural] {
			misspelt[name] = plural
		}
	}
	// The known names lower-cased, for a note spelling one in another case
	// (see addKnown); of two spellings, the one more notes call a gate.
	fold := map[string]string{}
	for name := range known {
		low := strings.ToLower(name)
		if f, ok := fold[low]; !ok || named[name] > named[f] || named[name] == named[f] && name < f {
			fold[low] = name
		}
	}
	foldNamed := func(low string) (string, bool) {
		name, ok := fold[low]
		return name, ok
	}
	// Pass two: each note's gates, the known names included where a note
	// names them without the words "feature gate".
	g.byNote = map[int][]GateMention{}
	g.events = map[string][]noteMention{}
	g.removals = map[int]Removal{}
	apiLike := map[string]bool{} // known names the notes use as API kinds (see addKnown)
	for id, n := range s.notes {
		if id%64 == 0 {
			pause()
		}
		if r, ok := removal(n, texts[id]); ok {
			g.removals[id] = r
		}
		for i, sp := range spans[id] {
			if stem, ok := misspelt[sp.name]; ok {
				spans[id][i].name = stem
			}
		}
		if len(learnt) > 0 {
			spans[id] = featureWordSpans(texts[id], spans[id], learnt)
		}
		ms := gatesInText(texts[id], spans[id], n.Kind, known, apiLike, fold)
		for i := range ms {
			// A gate named by its feature's words alone keeps them, as the
			// note writes it (see featureWordSpans).
			for words, name := range learnt {
				if ms[i].Name == name && !strings.Contains(texts[id], name) && strings.Contains(texts[id], words) {
					ms[i].words = words
				}
			}
		}
		if strings.Contains(texts[id], "by default") {
			// "'`NodeInclusionPolicy` in `podTopologySpread` plugin is now
			// enabled by default.'" (#113500): a known gate written in
			// words joined at its humps (see wordGates).
			extra, _ := wordGates(texts[id], ms, foldNamed)
			for i := range extra {
				extra[i].unnamed = true
				// "Promote aggregated discovery endpoint to beta and it will
				// be enabled by default" (#116108) is the beta, on by
				// default, as a note naming the gate would be read.
				if at := strings.Index(texts[id], extra[i].words); at >= 0 {
					sentence := texts[id][sentenceStart(texts[id], at):sentenceEnd(texts[id], at+len(extra[i].words))]
					if k := classify(sentence, n.Kind).Kind; k == GateBeta || k == GateGA {
						extra[i].Kind, extra[i].Default = k, "on"
					}
				}
			}
			ms = append(ms, extra...)
		}
		if len(etcd) > 0 {
			ms = slices.DeleteFunc(ms, func(m GateMention) bool { return etcd[m.Name] })
		}
		if len(ms) == 0 {
			continue
		}
		for i := range ms {
			if stem, ok := misspelt[ms[i].Name]; ok {
				ms[i].Name = stem
			}
		}
		g.byNote[id] = ms
		for _, m := range ms {
			g.events[m.Name] = append(g.events[m.Name], noteMention{id, m})
		}
	}
	g.dropWeak(named, apiLike)
	group, _ := s.sameTexts()
	// One gate per name, the case ignored: the v1.32.0 notes spell
	// KubeletCrashLoopBackoffMax (#128374) the gate later notes spell
	// KubeletCrashLoopBackOffMax. It shows the spelling most of its
	// notes use (of equals, the first in byte order).
	spelling := map[string]string{} // lower-cased name → name shown
	others := map[string][]string{} // lower-cased name → other spellings
	for name, ms := range g.events {
		low := strings.ToLower(name)
		cur, ok := spelling[low]
		if ok && (len(ms) > len(g.events[cur]) || len(ms) == len(g.events[cur]) && name < cur) {
			cur, name = name, cur
			spelling[low] = cur
		}
		if !ok {
			spelling[low] = name
		} else {
			others[low] = append(others[low], name)
		}
	}
	// The other way round, a name whose plural is a gate called one by as
	// many notes or more names the plural's gate: "The `WarningHeader`
	// feature is now GA" (#100754) names WarningHeaders (#108394), the
	// documentation's gate; so do PodReadinessGate, PortForwardWebsocket
	// and DisableKubeletCloudCredentialProvider, none of which has a page
	// of its own. One gate, shown by the plural; the notes' mentions keep
	// the name as written (a comparison's "Before you upgrade" quotes it),
	// and the singular finds the gate (see Store.Gate).
	alias := map[string]string{} // lower-cased singular → lower-cased plural
	for low, name := range spelling {
		if p, ok := spelling[low+"s"]; ok && named[p] >= named[name] {
			alias[low] = low + "s"
		}
	}
	// A name one word part short of exactly one other, every note of which
	// spells the longer name in words, is that gate misspelt: "Advanced
	// auditing is the default auditing mechanism … if the `AdvancedAudit`
	// feature is not explicitly turned off" (v1.8.0) names
	// AdvancedAuditing, the name of its documentation page and of the
	// notes of its GA (#65862) and removal (#118763). The mention keeps
	// the name as written, as for a plural above.
	// The names in byte order put the names a name begins next after it.
	lows := make([]string, 0, len(spelling))
	for low := range spelling {
		lows = append(lows, low)
	}
	slices.Sort(lows)
	short := map[string]string{} // lower-cased name → lower-cased longer name
	for i, low := range lows {
		name, long := spelling[low], ""
		for _, l2 := range lows[i+1:] {
			if !strings.HasPrefix(l2, low) {
				break
			}
			if n2 := spelling[l2]; wordPart(n2[len(name):]) && named[n2] >= named[name] {
				if long != "" {
					long = ""
					break
				}
				long = l2
			}
		}
		if long == "" {
			continue
		}
		spelt := true
		for _, m := range g.events[name] {
			spelt = spelt && spellsName(texts[m.id], spelling[long])
		}
		if spelt {
			short[low] = long
		}
	}
	for low, long := range short {
		// Neither end of a fold already folded: one step, whatever the
		// order of the map.
		if alias[low] == "" && alias[long] == "" && short[long] == "" {
			alias[low] = long
		}
	}
	for low, to := range alias {
		others[to] = append(others[to], spelling[low])
		others[to] = append(others[to], others[low]...)
		delete(spelling, low)
		delete(others, low)
	}
	names := make([]string, 0, len(spelling))
	for _, name := range spelling {
		names = append(names, name)
	}
	slices.Sort(names)
	g.byName = map[string]int{}
	for i, name := range names {
		if i%64 == 0 {
			pause()
		}
		low := strings.ToLower(name)
		ms := g.events[name]
		for _, other := range others[low] {
			ms = append(ms[:len(ms):len(ms)], g.events[other]...)
		}
		g.byName[low] = len(g.gates)
		g.gates = append(g.gates, s.buildGate(name, ms, group, apiLike[name]))
	}
	for low, to := range alias {
		g.byName[low] = g.byName[to]
	}
}

// listedSection: a heading over a list of features that graduated.
var listedSection = lazyre.New(`(?i)^features\s+graduated\s+to\s+(GA|beta|stable)$`)

// listedStage returns the stage a note's section heading gives the
// features its items list ("Features graduated to GA", v1.18.0), where the
// item's text is only names ("BlockVolume and CSIBlockVolume", "Windows
// RunAsUserName"): at most six words, no sentence. "" otherwise.
func listedStage(section, text string) string {
	if section == "" || !strings.Contains(section, "raduated") {
		return ""
	}
	m := listedSection().FindStringSubmatch(section)
	if m == nil || len(strings.Fields(text)) > 6 || strings.ContainsAny(strings.TrimRight(text, ". "), ".:;") {
		return ""
	}
	return m[1]
}

// wordPart says whether s completes a name's last word: "ing"
// (AdvancedAudit, AdvancedAuditing). Not a word more: NodeSwap is no
// misspelling of NodeSwapEnabled, the name it replaced (#103553).
func wordPart(s string) bool {
	if s == "" || s == "s" {
		return false // the same name, or its plural (see build)
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// dropWeak drops the weak mentions (see addKnown) of a name more of whose
// notes name it only weakly than call it a feature gate (named counts
// those): "NodeLogQuery allows only GET and POST" (#138088) names the gate
// NodeLogQuery as most of its notes do; "Updated CoreDNS to `v1.14.3`"
// (#138536) the program most notes naming CoreDNS speak of. The weak
// mentions of a name the notes use as an API kind (apiLike) are dropped
// too: "`kubectl describe` a `VolumeAttributesClass`" (#122640) names the
// kind.
func (g *gateIndex) dropWeak(named map[string]int, apiLike map[string]bool) {
	balance := map[string]int{} // weak notes less the named ones, per name
	for _, ms := range g.byNote {
		for _, m := range ms {
			if m.weak {
				balance[m.Name]++
			}
		}
	}
	for name, n := range named {
		balance[name] -= n
	}
	for name := range apiLike {
		balance[name] = 1
	}
	// Plain loops, not slices.DeleteFunc: a generic function is a new
	// copy in the page's module for each element type.
	for id, ms := range g.byNote {
		kept := ms[:0]
		for _, m := range ms {
			if !m.weak || balance[m.Name] <= 0 {
				kept = append(kept, m)
			}
		}
		if len(kept) == 0 {
			delete(g.byNote, id)
		} else {
			g.byNote[id] = kept
		}
	}
	for name, ms := range g.events {
		kept := ms[:0]
		for _, m := range ms {
			if !m.weak || balance[name] <= 0 {
				kept = append(kept, m)
			}
		}
		if len(kept) == 0 {
			delete(g.events, name)
		} else {
			g.events[name] = kept
		}
	}
}

// buildGate folds a gate's mentions into events: notes of one change (a
// common PR or the same text, as Diff links them) are one event, shown at
// the first final minor release carrying it when there is one, else the
// first final patch release, else the first pre-release.
func (s *Store) buildGate(name string, ms []noteMention, group []int32, apiKind bool) Gate {
	gate := Gate{Name: name}
	// After a release that removes the gate, a note naming it only as a
	// known name, not as a feature gate, speaks of the feature or the API
	// kind of that name, which outlive the gate: "Apply fsGroup policy for
	// ReadWriteOncePod volumes" (#128244, v1.32.0, the gate removed in
	// v1.31.0). Of a name the notes use as an API kind (apiKind), even a
	// stage is the kind's: "The EndpointSlice `hints` field has graduated
	// to GA" (#130742), "Promoted several EndpointSlice metrics from alpha
	// to beta stability" (#136368), years after the EndpointSlice gate's
	// removal (#109435, v1.25.0). (Else a stage is the note's word for
	// the gate, however late: "Promoted `LocalStorageCapacityIsolation` to
	// beta" four releases after its removal, #126014, upstream's slip for
	// another gate, is read as written.)
	// (Not for a gate a note adds again after its removal: its later
	// notes are the new gate's. Nor in NoteGates: a note's own mentions
	// stay as read, for the view's links and "Before you upgrade".)
	gone, back := "", ""
	for _, m := range ms {
		v := s.notes[m.id].Version
		if m.Kind == GateRemoved && !m.unnamed && (gone == "" || semver.Compare(v, gone) < 0) {
			gone = v
		}
		if m.Kind == GateAdded && !m.unnamed && (back == "" || semver.Compare(v, back) > 0) {
			back = v
		}
	}
	if gone != "" && semver.Compare(back, gone) <= 0 {
		kept := make([]noteMention, 0, len(ms))
		for _, m := range ms {
			if !m.unnamed || m.Kind == GateAdded || m.Kind != GateOther && !apiKind || semver.Compare(semver.MajorMinor(s.notes[m.id].Version), semver.MajorMinor(gone)) <= 0 {
				kept = append(kept, m)
			}
		}
		ms = kept
	}
	// A gate written in words in a release before a note adds it under
	// its name is another thing of those words: "Graduate kube-proxy IPVS
	// mode to beta." (#56623, v1.9.0) is the mode, not the gate
	// KubeProxyIPVS that "Added the `KubeProxyIPVS` feature gate in
	// preparation for deactivating … the `ipvs` mode" (#139397, v1.37.0)
	// brings (see graduatedWords).
	born := ""
	if slices.ContainsFunc(ms, func(m noteMention) bool { return m.words != "" }) {
		for _, m := range ms {
			if v := s.notes[m.id].Version; !m.unnamed && (born == "" || semver.Compare(v, born) < 0) && (m.Kind == GateAdded || addsName(s.notes[m.id].Markdown, name)) {
				born = v
			}
		}
	}
	if born != "" {
		ms = slices.DeleteFunc(slices.Clone(ms), func(m noteMention) bool {
			return m.words != "" && semver.Compare(semver.MajorMinor(s.notes[m.id].Version), semver.MajorMinor(born)) < 0
		})
	}
	// Union-find over the mentions by PR and text group.
	parent := make([]int, len(ms))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	// Two notes of one release in two sections citing one PR, saying
	// different things of the gate, are two events, each read from its
	// own note: "Feature gates CSIMigration to Beta (on by default) and
	// CSIMigrationGCE to Beta (off by default …)" under Feature and "…
	// should enable CSIMigration + CSIMigrationGCE features" under
	// Deprecation (#85231, v1.17.0). So mentions join first by PR and
	// kind, and by text; then the groups a PR links join unless one
	// release carries them in two sections. The copies of a change in
	// other releases (a pre-release's "graduated to GA" beside the minor
	// note's plainer words) stay one event, and so do two notes of one
	// section ("… is now enabled by", cut short, beside "Enabled … by
	// default", #130138).
	type prKind struct {
		pr   int
		kind GateKind
	}
	byPR, byText := map[prKind]int{}, map[int32]int{}
	prs := map[int][]int{} // PR → the mentions citing it
	sigs := map[string]bool{}
	for i, m := range ms {
		n := s.notes[m.id]
		for _, v := range n.SIGs {
			sigs[v] = true
		}
		for _, pr := range n.PRs {
			prs[pr] = append(prs[pr], i)
			k := prKind{pr, m.Kind}
			if j, ok := byPR[k]; ok {
				parent[find(i)] = find(j)
			} else {
				byPR[k] = i
			}
		}
		if t := group[m.id]; t >= 0 {
			if j, ok := byText[t]; ok {
				parent[find(i)] = find(j)
			} else {
				byText[t] = i
			}
		}
	}
	if len(prs) > 0 {
		// Each group's notes, by root, kept as groups join; the PRs in
		// order, so that the joins do not depend on a map's order.
		notesOf := map[int][]int{}
		for i, m := range ms {
			r := find(i)
			notesOf[r] = append(notesOf[r], m.id)
		}
		twoSections := func(a, b []int) bool {
			for _, x := range a {
				for _, y := range b {
					if nx, ny := s.notes[x], s.notes[y]; nx.Version == ny.Version && nx.Kind != ny.Kind {
						return true
					}
				}
			}
			return false
		}
		order := make([]int, 0, len(prs))
		for pr := range prs {
			order = append(order, pr)
		}
		slices.Sort(order)
		for _, pr := range order {
			idx := prs[pr]
			for _, i := range idx[1:] {
				a, b := find(idx[0]), find(i)
				if a == b || twoSections(notesOf[a], notesOf[b]) {
					continue
				}
				parent[b] = a
				notesOf[a] = append(notesOf[a], notesOf[b]...)
			}
		}
	}
	members := map[int][]int{}
	var roots []int
	for i := range ms {
		r := find(i)
		if _, ok := members[r]; !ok {
			roots = append(roots, r)
		}
		members[r] = append(members[r], i)
	}
	for _, r := range roots {
		idx := members[r]
		best := idx[0]
		for _, i := range idx[1:] {
			if preferVersion(s.notes[ms[i].id].Version, s.notes[ms[best].id].Version) {
				best = i
			}
		}
		m := ms[best]
		n := s.notes[m.id]
		ev := GateEvent{Version: n.Version, Kind: m.Kind, Locked: m.Locked, Default: m.Default, Note: m.id, Notes: []int{m.id}, guarded: m.guarded, renamed: m.renamed, lockDefault: m.lockDefault, promoted: m.promoted}
		ev.PR = prCiting(n, m.Name)
		// A change is as telling as its most telling copy: a pre-release
		// may say "graduated to GA" where the minor notes say less.
		for _, i := range idx {
			if gateKindRank(ms[i].Kind) > gateKindRank(ev.Kind) {
				ev.Kind = ms[i].Kind
			}
			if i != best {
				ev.Notes = append(ev.Notes, ms[i].id)
			}
			if v := s.notes[ms[i].id].Version; v != ev.Version && !slices.Contains(ev.AlsoIn, v) {
				ev.AlsoIn = append(ev.AlsoIn, v)
			}
		}
		sortVersions(ev.AlsoIn)
		gate.Events = append(gate.Events, ev)
		if ev.Kind == GateDeprecated && ev.Locked != "" {
			// "deprecated and locked to `true`" (#134230): two events, the
			// lock being what stops "=false" from working.
			ev.Kind = GateLocked
			gate.Events = append(gate.Events, ev)
		}
	}
	sort.SliceStable(gate.Events, func(i, j int) bool {
		a, b := gate.Events[i], gate.Events[j]
		if c := semver.Compare(a.Version, b.Version); c != 0 {
			return c < 0
		}
		// Within a release, the life order: added before removed.
		return gateKindRank(a.Kind) < gateKindRank(b.Kind)
	})
	if s.markReverts(gate.Events) {
		// A revert follows what it reverts, in one release too.
		sort.SliceStable(gate.Events, func(i, j int) bool {
			a, b := gate.Events[i], gate.Events[j]
			if c := semver.Compare(a.Version, b.Version); c != 0 {
				return c < 0
			}
			return !a.reverts && b.reverts
		})
	}
	// "Locked the deprecated `DeclarativeValidationTakeover` feature gate
	// to its default value" (#139212): the default an earlier note gave it
	// ("remains disabled by default", #130728) is the value; else true,
	// the default of the GA gates most such locks are of.
	def := ""
	for i := range gate.Events {
		if ev := &gate.Events[i]; ev.lockDefault && def == "off" {
			ev.Locked = "false"
		}
		if d := gate.Events[i].Default; d != "" {
			def = d
		} else if gate.Events[i].Kind == GateGA || gate.Events[i].Kind == GateDefaultOn {
			def = "on" // a GA gate is on (a beta's "off" is past)
		}
	}
	// "Improved scheduling performance …, behind the
	// `InterPodAffinityHostnameFastPath` feature gate" (#138198): a feature
	// behind a gate no earlier note names brings the gate, unless a note of
	// the same release says what the gate became. Of several such notes in
	// that release (six for TopologyAwareWorkloadScheduling in v1.36.0),
	// the first merged (the lowest PR) brings it.
	// So does it beside a rename to the gate's name in that release:
	// "Introduced `v1alpha1` API for validating admission policies … To
	// use, enable the `ValidatingAdmissionPolicy` feature gate" (#113314)
	// brings the gate that "Renamed the feature gate for CEL in Admission
	// Control to `ValidatingAdmissionPolicy`" (#113735) named anew before
	// any release shipped the old name.
	// A fix backported to an older line's patch release that only names
	// the gate ("Fix bug in … ValidatingAdmissionPolicy (alpha)", #114865,
	// v1.24.10, shipped after v1.26.0) sorts first but says nothing of its
	// birth: the first release is that of the events after such notes.
	start := 0
	for start < len(gate.Events) && gate.Events[start].Kind == GateOther && !gate.Events[start].guarded && versionClass(gate.Events[start].Version) == 1 {
		start++
	}
	first := -1
	var renames []int
	for i := start; i < len(gate.Events) && gate.Events[i].Version == gate.Events[start].Version; i++ {
		if ev := gate.Events[i]; ev.Kind == GateAdded && ev.renamed {
			renames = append(renames, i)
		} else if ev.Kind != GateOther && !(ev.Kind == GateDefaultOff && ev.guarded) {
			first, renames = -1, nil
			break
		} else if ev.guarded && (first < 0 || ev.PR < gate.Events[first].PR) {
			first = i
		}
	}
	if first >= 0 {
		gate.Events[first].Kind = GateAdded
		for _, i := range renames {
			gate.Events[i].Kind = GateOther
		}
	}
	stage, betaIn, alphaIn := "", "", "" // the releases of the first beta and added events
	for i := range gate.Events {
		ev := &gate.Events[i]
		if ev.Reverted {
			ev.Stage = stage
			continue
		}
		if ev.Kind == GateOther && ev.promoted {
			// "Promoted the feature gates `StrictCostEnforcementForVAP`
			// and `StrictCostEnforcementForWebhooks`." (#127302, v1.32.0,
			// the gates added in v1.30.2): a promotion is to the stage
			// after the gate's, unless a later note recalls the gate as
			// GA or locked since the promotion's release: "Removed the
			// `StrictCostEnforcementForVAP` and
			// `StrictCostEnforcementForWebhooks` feature gates, which were
			// locked since `v1.32`." (#134994) makes #127302, of v1.32.0,
			// the GA.
			switch {
			case s.recalledGA(gate.Events[i+1:], ev.Version):
				ev.Kind = GateGA
			case stage == StageAlpha:
				ev.Kind = GateBeta
			case stage == StageBeta:
				ev.Kind = GateGA
			}
		}
		if ev.Kind == GateAdded && alphaIn == "" {
			alphaIn = ev.Version
		}
		if ev.Kind == GateBeta && ev.Default == "on" && stage == StageBeta && betaIn != "" && semver.MajorMinor(betaIn) != semver.MajorMinor(ev.Version) &&
			!graduates().MatchString(s.notes[ev.Note].Markdown) && !toBeta().MatchString(s.notes[ev.Note].Markdown) {
			// "Bumped `ProcMountType` feature to on by default beta"
			// (#130798), two releases after "Promoted the `ProcMountType`
			// feature gate to beta": a beta gate's default turned on. (A
			// note that promotes, or one of the release that said beta,
			// is the promotion: "Promoted X to beta and enable the
			// feature-gate by default"; so is one that says "to Beta":
			// "Feature gates CSIMigration to Beta (on by default)",
			// #90896, two releases after its beta.)
			ev.Kind = GateDefaultOn
		}
		if ev.Kind == GateBeta && betaIn == "" {
			betaIn = ev.Version
		}
		next := stageAfter(stage, ev)
		if ev.Kind == GateDefaultOn && stage == StageAlpha && semver.MajorMinor(alphaIn) == semver.MajorMinor(ev.Version) && !containsFold(s.notes[ev.Note].Markdown, "default") {
			// "Added the feature gate CBORServingAndStorage …" (#128539)
			// and "Enabled `CBORServingAndStorage` feature gate – built-in
			// APIs can now be served in CBOR" (#128503), one release: a
			// gate new in the release, "enabled" without a word of its
			// default, is not beta yet (the documentation: alpha, off, in
			// 1.32). "Added an alpha feature gate
			// `OrderedNamespaceDeletion`" (#130035) and "Enabled the
			// `OrderedNamespaceDeletion` feature gate by default" (#130507)
			// is beta from that release (the documentation: beta, on, in
			// 1.33).
			next = stage
		}
		if next != stage {
			t := *ev
			t.Stage = next
			gate.Transitions = append(gate.Transitions, t)
		}
		stage = next
		ev.Stage = stage
	}
	if stage == "" {
		stage = StageUnknown
		for i := range gate.Events {
			gate.Events[i].Stage = StageUnknown
		}
	}
	gate.Stage = stage
	gate.SIGs = sortedKeys(sigs)
	return gate
}

// revertLead opens a note reverting an earlier change: by quoting its
// note ("Reverted \"Graduated the `WatchList` feature gate to beta …\"",
// #126191), by linking its PR ("Reverted a [change](…/pull/123513) where
// `ConsistentListFromCache` was moved to beta", #126139, or "reverts
// #136796"), or by the stage it goes back to ("Reverted the `EventedPLEG`
// feature (beta, but disabled by default) back to alpha", #122697).
var (
	revertLead  = lazyre.New(`(?i)^\W*revert(?:ed|s)?\b`)
	revertQuote = lazyre.New(`^\W*(?i:revert(?:ed|s)?):?\s+"([^"]{12,})`)
	revertPR    = lazyre.New(`(?i)^\W*revert(?:ed|s)?\s+(?:a\s+|the\s+)?(?:\[[^\]]*\]\(https://github\.com/kubernetes/kubernetes/pull/(\d+)\)|#(\d+))`)
	revertBack  = lazyre.New(`(?i)^[^.;]*\bback\s+to\s+(alpha|beta)\b`)
)

// markReverts marks the events of one gate (in timeline order) that a
// later note of the gate reverts, and those notes; it says whether it
// marked any. A revert undoes only a change of the same release or an
// earlier one; a revert that sets a default back ("Reverted the X feature
// gate to default-off", #126720) is that default, no undoing.
func (s *Store) markReverts(evs []GateEvent) bool {
	marked := false
	for i := range evs {
		md := s.notes[evs[i].Note].Markdown
		if evs[i].Kind != GateOther || !revertLead().MatchString(md) {
			continue
		}
		undo := func(j int) {
			evs[j].Reverted, evs[i].reverts, marked = true, true, true
			evs[j].RevertedBy = evs[i].PR
			// The revert is its own kind: a reader sees the change undone.
			evs[i].Kind = GateReverted
		}
		earlier := func(j int) bool {
			return j != i && semver.Compare(evs[j].Version, evs[i].Version) <= 0 && !evs[j].reverts
		}
		if q := revertQuote().FindStringSubmatch(md); q != nil {
			lead := strings.ToLower(q[1][:min(len(q[1]), 40)])
			for j := range evs {
				if earlier(j) && strings.HasPrefix(strings.ToLower(s.notes[evs[j].Note].Markdown), lead) {
					undo(j)
				}
			}
			continue
		}
		if p := revertPR().FindStringSubmatch(md); p != nil {
			pr, _ := strconv.Atoi(p[1] + p[2])
			for j := range evs {
				if earlier(j) && slices.Contains(s.notes[evs[j].Note].PRs, pr) {
					undo(j)
				}
			}
			continue
		}
		if b := revertBack().FindStringSubmatch(md); b != nil {
			// What took the gate past the stage it goes back to.
			back := stageRank(strings.ToLower(b[1]))
			for j := range evs {
				if r := stageRank(stageAfter("", &evs[j])); earlier(j) && r > back && r <= stageRank(StageGA) {
					undo(j)
				}
			}
		}
	}
	return marked
}

// addsName says whether md adds the gate name: "Added the `KubeProxyIPVS`
// feature gate" (#139397), whatever else the note says of it.
func addsName(md, name string) bool {
	for i := 0; ; {
		j := strings.Index(md[i:], name)
		if j < 0 {
			return false
		}
		j += i
		if addedJustBefore().MatchString(md[max(0, j-40):j]) {
			return true
		}
		i = j + len(name)
	}
}

// addedJustBefore ends the text right before a gate a note adds.
var addedJustBefore = lazyre.New(`(?i)\b(?:add(?:ed|s)?|introduc(?:ed|es|e))\s+(?:an?\s+|the\s+)?(?:new\s+)?(?:(?:alpha|beta)\s+)?(?:feature[- ]?gates?\s+)?[\x60'"]?$`)

// recalledSince: a note recalling the release since which a gate is GA or
// locked ("which were locked since `v1.32`", "GA since 1.24", "graduated
// to GA in v1.25"); its group is that release's minor.
var recalledSince = lazyre.New(`(?i)\b(?:locked|GA|stable|generally\s+available)\s+(?:since|in)\s+(?:Kubernetes\s+)?\x60?v?(\d+\.\d+)\b`)

// recalledGA says whether a note of later recalls the gate as GA or
// locked since version's minor release.
func (s *Store) recalledGA(later []GateEvent, version string) bool {
	minor := strings.TrimPrefix(semver.MajorMinor(version), "v")
	for _, ev := range later {
		for _, m := range recalledSince().FindAllStringSubmatch(s.notes[ev.Note].Markdown, -1) {
			if m[1] == minor {
				return true
			}
		}
	}
	return false
}

// preferVersion says whether a is the better release to show a change at
// than b: a final minor release over a patch over a pre-release, then the
// older.
func preferVersion(a, b string) bool {
	ra, rb := versionClass(a), versionClass(b)
	if ra != rb {
		return ra < rb
	}
	return semver.Compare(a, b) < 0
}

func versionClass(v string) int {
	switch {
	case isMinorRelease(v):
		return 0
	case semver.Prerelease(v) == "":
		return 1
	}
	return 2
}

// stageRank orders stages; a note never moves a gate back (a later note
// calling a beta gate "alpha" is history, not a demotion), except that a
// gate added again after its removal starts over.
func stageRank(stage string) int {
	switch stage {
	case StageAlpha:
		return 1
	case StageBeta:
		return 2
	case StageGA:
		return 3
	case StageDeprecated:
		return 4
	case StageRemoved:
		return 5
	}
	return 0
}

// stageAfter is the stage of a gate at stage after ev.
func stageAfter(stage string, ev *GateEvent) string {
	var to string
	switch ev.Kind {
	case GateAdded:
		if stage == StageRemoved {
			return StageAlpha
		}
		to = StageAlpha
	case GateBeta:
		to = StageBeta
	case GateGA:
		to = StageGA
	case GateDeprecated:
		to = StageDeprecated
	case GateRemoved:
		to = StageRemoved
	case GateDefaultOn:
		// On by default is beta's mark when no note said beta.
		to = StageBeta
	case GateLocked:
		if ev.Locked == "true" {
			to = StageGA
		}
	}
	if stageRank(to) > stageRank(stage) {
		return to
	}
	return stage
}

// Gates returns every feature gate the notes name, sorted by name.
// Callers must not modify it.
func (s *Store) Gates() []Gate { return s.gateIndex().gates }

// Gate returns the gate of that name, the case ignored; a singular the
// notes write for a gate named in the plural (WarningHeader) finds it.
func (s *Store) Gate(name string) (*Gate, bool) {
	g := s.gateIndex()
	i, ok := g.byName[strings.ToLower(strings.Trim(strings.TrimSpace(name), "`"))]
	if !ok {
		return nil, false
	}
	return &g.gates[i], true
}

// NoteGates returns the gates note id names and what it says of each, in
// the order the note names them, so a view can link them.
func (s *Store) NoteGates(id int) []GateMention { return s.gateIndex().byNote[id] }

// NearestGates returns up to n gate names closest to name, for a "did you
// mean": those containing it (or contained in it) first, then by edit
// distance.
func (s *Store) NearestGates(name string, n int) []string {
	q := strings.ToLower(strings.TrimSpace(name))
	type cand struct {
		name string
		d    int
	}
	var cands []cand
	for _, g := range s.Gates() {
		l := strings.ToLower(g.Name)
		d := editDistance(q, l)
		if q != "" && (strings.Contains(l, q) || strings.Contains(q, l)) {
			d -= 1000
		}
		cands = append(cands, cand{g.Name, d})
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].d < cands[j].d })
	out := []string{}
	for _, c := range cands[:min(n, len(cands))] {
		out = append(out, c.name)
	}
	return out
}

// editDistance is the number of bytes inserted, deleted or replaced, or
// pairs of adjacent bytes swapped, that turn a into b (the optimal string
// alignment distance): what a typo is, for a gate's "did you mean" and for
// the near-copy rule's edited words. Gate names and note words are
// compared as bytes.
func editDistance(a, b string) int {
	// Three rows: the row before last is needed for a swap.
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// MatchGates returns the gates of st's gates view: those whose name
// contains st.Query (the case ignored), at stage st.Gates ("all" or ""
// for any), and of one of st.SIGs when it names any. The page's list and
// `kubechangelog gates -q --stage --sig` select alike.
func (s *Store) MatchGates(st State) []Gate {
	q := strings.ToLower(strings.Trim(strings.TrimSpace(st.Query), "`"))
	var out []Gate
	for _, g := range s.Gates() {
		switch {
		case q != "" && !strings.Contains(strings.ToLower(g.Name), q):
		case st.Gates != "" && st.Gates != "all" && g.Stage != st.Gates:
		case st.On("sig") && !slices.ContainsFunc(st.Values("sig"), func(sig string) bool { return slices.Contains(g.SIGs, sig) }):
		default:
			out = append(out, g)
		}
	}
	return out
}

// GateSIGs lists the SIGs of every gate's notes, sorted, for a view's SIG
// filter.
func (s *Store) GateSIGs() []string {
	set := map[string]bool{}
	for _, g := range s.Gates() {
		for _, sig := range g.SIGs {
			set[sig] = true
		}
	}
	return sortedKeys(set)
}

// prCiting returns the pull request a note cites for the part of it that
// names s: the first of the note's PRs written after s's first mention.
// A digest note cites each change where that change's text ends (1.16's
// "Deprecations and removals" holds twenty changes in one bullet, each
// with its "([#79262](…), [@draveness](…))"), and its first PR is another
// change's: "The GA PodPriority feature gate is … locked" is #79262, not
// the bullet's first, #70672. A note of one PR, or one not naming s, gives
// its first PR; one scan from the mention, so linear in the note.
func prCiting(n *parser.Note, s string) int {
	if len(n.PRs) == 0 {
		return 0
	}
	i := strings.Index(n.Markdown, s)
	if len(n.PRs) == 1 || s == "" || i < 0 {
		return n.PRs[0]
	}
	rest := n.Markdown[i+len(s):]
	for {
		j := strings.IndexByte(rest, '#')
		if j < 0 {
			return n.PRs[0]
		}
		rest = rest[j+1:]
		k := 0
		for k < len(rest) && k < 9 && rest[k] >= '0' && rest[k] <= '9' {
			k++
		}
		if pr, err := strconv.Atoi(rest[:k]); err == nil && slices.Contains(n.PRs, pr) {
			return pr
		}
	}
}
