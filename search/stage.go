package search

import (
	"slices"
	"strings"
)

// A feature moves through stages, alpha, beta and GA, and an API or a
// flag is deprecated, then removed. The note that moves it to a stage
// names the stage before as well ("Graduated X from beta to GA", "Removed
// the deprecated flag"), so a query for the stage a person remembers
// ("metrics resource v1alpha1 deprecation") matched the later note as
// well as the intended one, and the later note, often shorter, won
// ("the deprecated endpoint metrics/resource/v1alpha1 has been removed",
// #94272, above "… have been deprecated", #86282). A note naming a later
// stage than the query's, one the query does not name, is about that
// stage: it loses laterPenalty. A feature's gate, and what the feature
// replaced, are removed a few releases after it went GA, and the note
// removing them names the GA they follow ("Removed GA'ed feature gates:
// …, EndpointSliceTerminatingCondition", #117237; "Removed the
// KUBECTL_OPENAPIV3_PATCH environment variable, as aggregated discovery
// has been stable since v1.30", #134130): removal is GA's later stage.
var laterStages = []struct {
	stage string   // as typed: its forms, names and stem also count
	later []string // the later stages
}{
	{"alpha", []string{"beta", "ga"}},
	{"beta", []string{"ga"}},
	{"ga", []string{"removed"}},
	{"deprecated", []string{"removed"}},
}

// stagePenalty is the weight of a stage: what a note naming the query's
// stage only as one to come loses, and what one reaching it gains (see
// Index.reach): about what one mid-frequency word adds (see proxUnit), so
// it orders the notes of one feature and not a note that is about the
// query's other words against one that is not.
//
// laterPenalty, what a note naming a later stage loses, is more: the
// later note is often the shorter and names the earlier stage as early
// ("Kubelet: remove deprecated flag `--container-runtime`", #114017,
// above "The `--container-runtime` kubelet flag is deprecated and will
// be removed in future releases", #107094, for "kubelet container runtime
// flag deprecation"), and BM25 and the lead favour it by more than one
// word's weight. Tried from proxUnit to 5 × proxUnit over the 4,004
// known-item queries: 1.5 × to 1.75 × gained 5 first places and lost
// none; from 2 × on "cronjob controller v2 GA" fell to 2nd (its note also
// names the old controller's removal). Over 8,784 queries, with the notes
// missing a word now ranking among the full matches, 1.75 × still left
// 14 notes deprecating a thing 2nd behind the note removing it for a query
// saying "deprecated" and not "removed" ("storage versions flag
// deprecation": "The --storage-versions flag of kube-apiserver is now
// deprecated", #68080, behind its removal, which also says "deprecated"):
// 3 × won 5 first places and lost that one; 4 × won 6 and lost 2, 6 × 9
// and 6.
//
// futurePenalty, what a note naming the query's stage only as one to come
// loses ("the unused --master-service-namespace flag was deprecated and
// will be removed in v1.27", #112797, for "… flag dropped"), is as much,
// for the same reasons: stagePenalty left 2nd removals that say so once
// at their end ("API Priority and Fairness feature was promoted to GA in
// 1.29, the corresponding feature gate 'APIPriorityAndFairness' has been
// removed in 1.31", #125846, for "APF feature gate removed"). Over the
// 8,784 known-item queries 3 × won 4 first places and lost 1 ("kubectl
// drain abort deprecation"); 2 × won 3, 4 × won 4 and lost 2.
const (
	stagePenalty  = proxUnit
	laterPenalty  = 3 * proxUnit
	futurePenalty = 3 * proxUnit
)

// stageNames are the stages of laterStages and the revert (see
// revertBit), in the order of the bits of termMatch.stages.
var stageNames = []string{"alpha", "beta", "ga", "deprecated", "removed", "reverted"}

// stageBit returns the bit of stage s in termMatch.stages.
func stageBit(s string) uint8 {
	for i, n := range stageNames {
		if n == s {
			return 1 << i
		}
	}
	panic("search: unknown stage " + s)
}

// stageStems are the stems of stageNames; stageForms maps the names the
// vocabulary gives a stage or a form of it ("stable", "generally
// available" for ga; "drop" for remove, as "dropped" for removed), and
// their plurals, to its bit: "drop ga gate for podresources allocatable
// endpoint" asks for the gate's removal (#122138).
var (
	stageStems = func() []string {
		out := make([]string, len(stageNames))
		for i, s := range stageNames {
			out[i] = stem(s)
		}
		return out
	}()
	stageForms = func() map[string]uint8 {
		out := map[string]uint8{}
		for i, st := range stageStems {
			// A form of the stage starts with its stem: only those are
			// stemmed, which keeps this off the page's start-up path.
			isForm := func(f string) bool { return strings.HasPrefix(f, st) && stem(f) == st }
			for _, forms := range vocabulary {
				if slices.ContainsFunc(forms, isForm) {
					for _, f := range forms {
						for _, v := range formVariants(f) {
							out[v] |= 1 << i
						}
					}
				}
			}
		}
		return out
	}()
)

// stagesOf returns the stages term t names (see stageNames): as written,
// another form of it (deprecating, deprecation), or another name (stable
// for ga). Computed once per term, when it is resolved (see matchTerm).
func stagesOf(t string) uint8 {
	bits := stageForms[t]
	if len(t) >= minStemLen && isLetters(t) {
		st := stem(t)
		for i, s := range stageStems {
			if st == s {
				bits |= 1 << i
			}
		}
	}
	return bits
}

// stageSlips maps the stage words of stageWordBits, and the nouns and
// participles a person types for them (deprecation, removal, removing),
// to their stage bits, for stageSlip.
var stageSlips = func() map[string]uint8 {
	out := map[string]uint8{}
	for w, b := range stageWordBits {
		out[w] = b
	}
	out["deprecation"] = stageBit("deprecated")
	out["deprecating"] = stageBit("deprecated")
	out["removing"] = stageBit("removed")
	return out
}()

// stageSlip returns the stages a mistyped stage word names: "remvoed",
// "deprecatd", "alpah" say which stage a person means as plainly as the
// words spelt right, so the rules of stages apply to them too (see
// laterStages, Index.reach): for "runtimeclass aplha", the note adding
// the RuntimeClass API "in alpha" (#67737) reaches the stage and ranks
// above 1.24's "The node.k8s.io/v1alpha1 RuntimeClass API is no longer
// served" (#103061), which it followed before. Only for a term that is no word of the notes (see matchTerm): "remote",
// "stale" and "table" are one slip from a stage word and mean something
// else. One slip of a word of minTypoLen letters or more, as elsewhere.
func stageSlip(t string) uint8 {
	if len(t) < minTypoLen || !isLetters(t) {
		return 0
	}
	var bits uint8
	for w, b := range stageSlips {
		if len(w) >= minTypoLen && oneSlip(t, w) {
			bits |= b
		}
	}
	return bits
}

// oneSlip reports whether a is b with one letter changed, added, dropped,
// or two adjacent letters swapped.
func oneSlip(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 || a == b {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if len(a) > len(b) {
		return a[i+1:] == b[i:] // one letter added
	}
	if a[i+1:] == b[i+1:] {
		return true // one letter changed
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
}

// A note reverting a change names the change's words ("Reverted a change
// where ConsistentListFromCache was moved to beta and enabled by
// default", #126139, above the change itself, #123513, for "consistent
// list from cache beta"): unless the query says so (a form of "revert",
// or "again": "volume manager reconstruction disabled again" for #117751,
// which "Reverted … to disabled by default"), the revert is the change's
// later stage. The index records which notes say it (see doneStages):
// only the words of stageWordBits do, not a typo of them ("reversed").
const revertBit uint8 = 1 << 5 // stageBit("reverted"), see TestRevertBit

// setLater resolves the later stages the query's terms ms do not name,
// for rankAll to test every note against (see laterStages and
// revertBit); none when the query has one term, and only a revert when
// it names no other stage.
func (ix *Index) setLater(ms []termMatch) {
	ix.later, ix.laterBits = ix.later[:0], ix.laterBits[:0]
	ix.revertLater, ix.reach, ix.named, ix.movesStage = false, 0, 0, false
	if len(ms) < 2 {
		return
	}
	var named uint8
	for i := range ms {
		named |= ms[i].stages
		if ms[i].text == "again" {
			named |= revertBit
		}
		// "graduation", "on by default", or the version an API moved
		// to ("authorization api v1"): a change of stage, in other words.
		ix.movesStage = ix.movesStage || movedStageWords[stem(ms[i].text)] || isStableVersion(ms[i].text)
	}
	ix.revertLater = named&revertBit == 0
	ix.reach = named & reachBits
	ix.named = named &^ revertBit
	if named&^revertBit == 0 {
		return
	}
	for _, st := range laterStages {
		if named&stageBit(st.stage) == 0 {
			continue
		}
		for _, l := range st.later {
			if named&stageBit(l) != 0 {
				continue
			}
			m := ix.matchTerm(l)
			ix.d.wholeAbbrev(&m)
			ix.later = append(ix.later, m)
			ix.laterBits = append(ix.laterBits, stageBit(l))
		}
	}
}

// laterLeadPenalty is what a note naming a later stage loses beside
// laterPenalty when it opens with it (see opensWithLater): such a note is
// about that stage ("Removed GA feature gate for JobTrackingWithFinalizers
// in v1.28", #119100), not the query's ("Graduated
// JobTrackingWithFinalizers to stable", #113510, for "job tracking
// finalizers GA"). Over the 8,784 known-item queries, 4 × proxUnit won 5
// first places and lost 1, 6 × 7 and 1, 8 × and more 8 and 1 ("kubeadm
// stops passing deprecated experimental etcd flags", whose note removes
// them: "stops" says so, but is no stage word).
const laterLeadPenalty = 8 * proxUnit

// laterLeadSpan is how near a note's start a later stage's word opens it:
// "Removed …", "Kubeadm: removed …".
const laterLeadSpan = 2

// opensWithLater reports whether a note, with words ws first at
// positions wp, opens with a later stage's word (see laterLeadSpan).
func (ix *Index) opensWithLater(d *dict, ws []int32, wp []uint8) bool {
	for i := range ix.later {
		if s, at, _ := ix.later[i].best(d, ws, wp); s > 0 && wp[at] < laterLeadSpan {
			return true
		}
	}
	return false
}

// laterStage reports whether note doc, with words ws, names a later
// stage (see setLater) other than as one to come (see futureWords).
func (ix *Index) laterStage(doc int32, ws []int32, wp []uint8) bool {
	if ix.revertLater && ix.d.doneStages[doc]&revertBit != 0 {
		return true
	}
	for i := range ix.later {
		b := ix.laterBits[i]
		if ix.d.futureStages[doc]&b == 0 && (ix.saysLater(i, ws, wp) || b == gaBit && ix.d.doneStages[doc]&gaBit != 0) {
			return true
		}
	}
	return false
}

// saysLater reports whether a note, with words ws, says the later stage
// ix.later[i] in its text. Its other words (see Fields.Aka) are a
// reader's, not the note's: they may name a stage the note only announces
// ("removal" for "the userspace proxy-mode is deprecated", #110762), and
// the index reads the stages a note names as done or to come from its
// text alone.
func (ix *Index) saysLater(i int, ws []int32, wp []uint8) bool {
	if !ix.later[i].has(ws, wp) {
		return false
	}
	s, at, _ := ix.later[i].best(ix.d, ws, wp)
	return s > 0 && !isAka(ws[at])
}

// gaBit is GA's bit (see stageNames).
var gaBit = stageBit("ga")

// isStableVersion reports whether word w is an API version with no
// pre-release stage, v1 or v2: "Promoted meta.k8s.io/v1beta1 Table and
// PartialObjectMetadata to v1" (#77136) moves them to GA, the stage after
// the beta a query for #59059, "… are now beta as part of
// meta.k8s.io/v1beta1", names.
func isStableVersion(w string) bool {
	return strings.HasPrefix(w, "v") && isVersionTag(w)
}

// A stage named after "will" or "be" ("will be removed in a future
// release", "will remove") is one to come: the note deprecating a flag
// says when it will be removed (#59018, #69617), and is about the
// deprecation, where the note that removed it says "has been removed"
// (#95856). A note naming a later stage only that way does not lose
// laterPenalty. So is a stage named after "for": "the
// --experimental-cluster-signing-duration flag is marked as deprecated for
// removal in v1.22" (#91154) is the deprecation, and ranked below the note
// that removed the flag (#108476) for "deprecating experimental cluster
// signing duration flag"; "scheduled for removal", "targeted for beta"
// (#122907) are stages to come too. The other way, a note naming the
// query's own stage only as one to come is about the stage before it,
// and loses stagePenalty: for "containerized kubelet flag removed", "The
// --containerized flag is deprecated and will be removed in a future
// release" (#74267) ranked above "the --containerized flag was deprecated
// in 1.14 and has been removed" (#80043).
var futureWords = map[string]bool{"will": true, "be": true, "for": true}

// stageWordBits maps the words that name a stage as written, with their
// inflections, to its bit (see stageNames): what the index checks for a
// stage to come, per token. A note naming a stage in another form (a
// synonym the query's match finds) counts as naming it done.
var stageWordBits = func() map[string]uint8 {
	out := map[string]uint8{}
	for _, e := range []struct {
		stage string
		words []string
	}{
		{"alpha", []string{"alpha"}},
		{"beta", []string{"beta"}},
		{"ga", []string{"ga", "stable"}},
		{"deprecated", []string{"deprecated", "deprecate", "deprecates"}},
		{"removed", []string{"removed", "remove", "removes", "removal", "dropped", "drop", "drops"}},
		{"reverted", []string{"reverted", "revert", "reverts", "reverting"}},
	} {
		for _, w := range e.words {
			out[w] |= stageBit(e.stage)
		}
	}
	return out
}()

// A query naming a feature's stage ("aggregated discovery beta") asks for
// the note where the feature reached it: "Promote aggregated discovery
// endpoint to beta" (#116108), "Contextual logging is now in beta"
// (#122589), "Graduated `JobTrackingWithFinalizers` to stable" (#113510).
// Notes naming the stage otherwise are about something else: a fix of
// the feature in that stage ("Fixed bug in beta aggregated discovery
// endpoint", #116770), the removal of a GA feature's gate ("Removed the GA
// feature gate for IPTablesOwnershipCleanup", #122137). The stage word
// reached is written right after "to", "as", "now", "is" or "are", or
// "in" after one of these ("is now in beta"); such a note gains
// stagePenalty, the weight of a stage (see Index.reach), unless it names
// a later stage than the query's: "Removed the X feature gate, which
// graduated to GA in v1.35" (#135773) is about the removal.
var reachWords = map[string]bool{"to": true, "as": true, "now": true, "is": true, "are": true}

// A query naming no stage, for a thing by its name ("watch cache init
// post start hook", "allowing underscore in pod search domain"), asks for
// the note that added it or changed how it works more often than for the
// one that moved it to a stage ("Graduated X to GA", "Promoted X to
// beta", "X is now in beta"; see reachesStage), which names the thing
// as early and is often shorter: the note reaching a stage loses
// unaskedStagePenalty, about what two mid-frequency words add (see
// proxUnit), as addsBonus lifts the note that added a thing. A query
// asking for a change of stage in other words (movedStageWords:
// "ordered namespace deletion graduation", "image volumes on by default")
// keeps the stage notes. Over the 6,050 known-item queries of the tuning
// set and sets 1-73: 1 × proxUnit
// won 7 first places and lost 6; 2 × won 12 and lost 7, 5 of those the
// stage note of a query naming no stage ("non-graceful node shutdowns"
// for "Moved non-graceful node shutdown to GA") and 2 asking for one in
// other words, which movedStageWords keeps.
const unaskedStagePenalty = 2 * proxUnit

// movedStageWords are the stems of the words asking for a change of
// stage without naming one: "X enabled" asks for the note turning X on
// by default ("The beta feature ServiceIPStaticSubrange is now enabled by
// default", #110703), not the one adding it. Over the 9,118 known-item
// queries, "enabl" moved one first place, that one.
var movedStageWords = map[string]bool{"graduat": true, "promot": true, "default": true, "enabl": true}

// reachBits are the stages a feature reaches (alpha, beta, GA). Not a
// deprecation: "is deprecated" is how the notes deprecating a flag and
// many notes in passing say it, and counting it won one known item and
// lost two ("hide deprecated metrics", #133436, fell to 4th).
const reachBits uint8 = 1<<0 | 1<<1 | 1<<2 // see stageNames

// reachesStage reports whether a stage word after the plain words prev
// (raw tokens, the last one next to it) is a stage reached.
func reachesStage(prev []string) bool {
	n := len(prev)
	switch {
	case n > 0 && reachWords[strings.ToLower(prev[n-1])]:
		return true
	case n > 1 && strings.EqualFold(prev[n-1], "in"):
		return reachWords[strings.ToLower(prev[n-2])]
	}
	return false
}
