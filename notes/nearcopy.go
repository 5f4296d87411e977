package notes

import (
	"bufio"
	"bytes"
	"errors"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/search"
)

// Near copies: upstream cherry-picks a fix into several patch lines under a
// new pull request each time, and the cherry-pick's note is often lightly
// edited ("Fixing issue with X" / "Fixed an issue with X", "strct" /
// "strict", a backtick added). Such notes share neither a PR nor their exact
// text, so sameTexts and samePRChange leave them apart, and a search shows
// the change twice. The rule below joins them; a stricter one joins the
// notes one release lists twice, under a PR and its follow-up (see
// sameReleaseCopies). They compare pairs of notes, which costs too much on
// the page's start-up path, so `embed/gen` runs them over the shipped notes
// at build time and the store takes their links (WithNearCopies); see
// FindNearCopies.

// NoteRef names a note stably across builds of the same notes: its
// release's version and its index in that release's notes (the order the
// parser gives, not the store's display order).
type NoteRef struct {
	Version string
	Index   int
}

// NearCopy links two notes that are one change (see FindNearCopies).
type NearCopy struct{ A, B NoteRef }

// The thresholds of the rules, set by reading every pair they join in the
// shipped notes: 46 pairs across releases, each a fix and its cherry-pick,
// and 11 within one release (see sameReleaseCopies), so that 9,052 changes
// across releases become 8,996 (9,007 with the first 46 alone), 8,994 with
// the 2 freeze picks (see freezePick), 8,981 with the 13 reworded picks
// (see rewordedPick); and the
// pairs just outside them, which are other changes ("Internal" / "External
// Traffic Policy", "with no option" / "with the option") or edits the rules
// miss on purpose (a subject added: "Fixed a bug in `kubectl` that…").
const (
	// maxNearDiff is the most words two near copies may differ by, counted
	// on both sides ("Fixing issue" / "Fixed an issue" differ by three).
	maxNearDiff = 6
	// minNearShared is the fewest words they must share: shorter notes
	// ("Fixed a bug.") are alike by chance.
	minNearShared = 5
	// minTypoLen is the shortest word a one-edit typo is taken for:
	// shorter words have real neighbours one edit away ("now" / "not",
	// "get" / "set").
	minTypoLen = 5
)

// glueWords are the words an editor adds or drops without changing what a
// note says. Words that change it ("not", "no", "only", "all") are not glue.
var glueWords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "for": true,
	"in": true, "on": true, "at": true, "by": true, "with": true, "from": true,
	"into": true, "and": true, "is": true, "are": true, "was": true, "were": true,
	"be": true, "been": true, "it": true, "its": true, "this": true, "that": true,
	"as": true, "now": true, "will": true, "when": true, "which": true, "where": true,
	"has": true, "have": true, "had": true, "can": true, "also": true,
}

// fixLead is how many of words open the note with the phrase saying it is
// a fix ("Fixed an issue where", "Fix a bug that", "Fixes"): a cherry-pick's
// note often gains or loses it ("Failed pods associated with a job …" in
// v1.24.10 is "Fixed an issue where failed pods associated with a job …" in
// v1.27.0), and it says nothing of which change a note is.
func fixLead(words []string) int {
	if len(words) == 0 || !fixVerbs[words[0]] {
		return 0
	}
	n := 1
	if n < len(words) && (words[n] == "a" || words[n] == "an" || words[n] == "the") {
		n++
	}
	if n < len(words) && fixNouns[words[n]] {
		n++
		if n < len(words) && fixJoins[words[n]] {
			n++
		}
	}
	return n
}

var (
	fixVerbs = map[string]bool{"fix": true, "fixed": true, "fixes": true, "fixing": true}
	fixNouns = map[string]bool{"issue": true, "bug": true, "problem": true, "regression": true}
	fixJoins = map[string]bool{"where": true, "that": true, "when": true, "which": true, "with": true, "in": true}
)

// nearText is a note's words as the rule compares them.
type nearText struct {
	words  []string // lower-cased, in order
	sorted []string // words, sorted
	stems  []string // words[i]'s Snowball stem
	nums   []string // the words with a digit, in order
	lower  string   // the text, lower-cased
	// content is the distinct stems of words, glue words aside (see
	// rewordedPick).
	content map[string]bool
}

func newNearText(t string) nearText {
	var x nearText
	x.lower = strings.ToLower(t)
	x.words = strings.FieldsFunc(x.lower, func(r rune) bool { return !isWordRune(r) })
	x.words = x.words[fixLead(x.words):]
	x.sorted = slices.Sorted(slices.Values(x.words))
	x.stems = make([]string, len(x.words))
	for i, w := range x.words {
		if strings.ContainsAny(w, "0123456789") {
			x.nums = append(x.nums, w)
			x.stems[i] = w
			continue
		}
		x.stems[i] = search.Stem(w)
	}
	x.content = map[string]bool{}
	for i, w := range x.words {
		if !glueWords[w] {
			x.content[x.stems[i]] = true
		}
	}
	return x
}

// alone reports whether word w stands alone in x's text: a white-space
// field of that one word, punctuation aside ("HTTP", "`on`", "REVERT:"),
// not a part of a name ("ipvs" of `pkg/proxy/ipvs`, "pre" of "Pre-filter").
func (x nearText) alone(w string) bool {
	for f := range strings.FieldsSeq(x.lower) {
		if strings.TrimFunc(f, func(r rune) bool { return !isWordRune(r) }) == w {
			return true
		}
	}
	return false
}

// isWordRune reports whether r belongs to a word, as textWords splits
// lower-cased text.
func isWordRune(r rune) bool {
	return 'a' <= r && r <= 'z' || '0' <= r && r <= '9' || r > 0x7f
}

// bucketKeys are the pairs of x's three longest distinct stems: two near
// copies share at least one pair unless two of those words differ, so
// comparing only notes of a common bucket finds them without comparing
// every note with every other.
func (x nearText) bucketKeys() []string {
	long := slices.Clone(x.stems)
	slices.Sort(long)
	long = slices.Compact(long)
	slices.SortStableFunc(long, func(a, b string) int { return len(b) - len(a) })
	long = long[:min(3, len(long))]
	var keys []string
	for i := range long {
		for j := i + 1; j < len(long); j++ {
			a, b := long[i], long[j]
			if b < a {
				a, b = b, a
			}
			keys = append(keys, a+" "+b)
		}
	}
	return keys
}

// nearlyCopies reports whether texts a and b say the same thing in lightly
// edited words: the same numbers in the same order, at most maxNearDiff
// words differing and at least minNearShared shared, and each differing
// word a glue word, another form of a word the other text has (the same
// stem), or a one-edit typo of one. A differing word with a digit (a
// version bump) or any other word (a template's sibling: "for kubelet" /
// "for kube-proxy", "to GA" / "to beta") keeps them apart.
func nearlyCopies(a, b nearText) bool {
	onlyA, onlyB, ok := nearDiff(a, b)
	if !ok {
		return false
	}
	for _, w := range onlyA {
		if !editOf(w, b) {
			return false
		}
	}
	for _, w := range onlyB {
		if !editOf(w, a) {
			return false
		}
	}
	return true
}

// nearDiff returns the words only a has and only b has (as multisets), and
// whether a and b are close enough for either near-copy rule: the same
// numbers in the same order, at least minNearShared words shared and at
// most maxNearDiff differing.
func nearDiff(a, b nearText) (onlyA, onlyB []string, ok bool) {
	if !slices.Equal(a.nums, b.nums) || len(a.words) < minNearShared || len(b.words) < minNearShared {
		return nil, nil, false
	}
	// A merge of the sorted words: this runs on every pair of a release's
	// notes of about the same length (see FindNearCopies).
	shared := 0
	sa, sb := a.sorted, b.sorted
	for len(sa) > 0 && len(sb) > 0 {
		if len(onlyA)+len(onlyB) > maxNearDiff {
			return nil, nil, false // most pairs: leave before the rest
		}
		switch c := strings.Compare(sa[0], sb[0]); {
		case c == 0:
			shared++
			sa, sb = sa[1:], sb[1:]
		case c < 0:
			onlyA, sa = append(onlyA, sa[0]), sa[1:]
		default:
			onlyB, sb = append(onlyB, sb[0]), sb[1:]
		}
	}
	onlyA, onlyB = append(onlyA, sa...), append(onlyB, sb...)
	return onlyA, onlyB, shared >= minNearShared && len(onlyA)+len(onlyB) <= maxNearDiff
}

// editOf reports whether w, a word only one text has, is an edit of text o:
// glue, a form of one of o's words, or a typo of one.
func editOf(w string, o nearText) bool {
	if glueWords[w] {
		return true
	}
	s := search.Stem(w)
	for i, v := range o.words {
		if o.stems[i] == s || len(w) >= minTypoLen && len(v) >= minTypoLen && editDistance(w, v) == 1 {
			return true
		}
	}
	return false
}

// One release's notes can note one change twice as well: upstream lists a
// PR and its follow-up (or its pick into the release branch) each with its
// own note, in nearly the same words ("The `--leader-elect*` CLI args are
// now honored in scheduler." #105915 and "… in the scheduler." #105712,
// both in v1.23.0). But one release is also where one template serves many
// changes ("Migrated `pkg/proxy` / `pkg/proxy/ipvs` to structured
// logging", "Replaced … `k8s.io/utils/ptr` for ./test/e2e / for
// ./test/e2e and ./test/utils", "Added a `/statusz` endpoint for
// kube-scheduler / kube-controller-manager"), which nearlyCopies, made for
// a note and its lightly edited copy, would join: a word the other text
// has elsewhere passes it ("test", "utils"). sameReleaseCopies is the rule
// for them.

// turnWords are words that change what a note says when one of two notes
// adds them ("REVERT: …", "Reverted \"Graduated …\"", "not", "to beta"),
// in the forms the notes use.
var turnWords = map[string]bool{
	"revert": true, "reverted": true, "reverts": true, "reverting": true,
	"not": true, "no": true, "never": true, "without": true, "only": true, "all": true,
	"remove": true, "removed": true, "removes": true, "deprecate": true, "deprecated": true, "deprecates": true,
	"disable": true, "disabled": true, "disables": true, "enable": true, "enabled": true, "enables": true,
	"alpha": true, "beta": true, "ga": true, "stable": true,
	"graduate": true, "graduated": true, "graduates": true, "promote": true, "promoted": true, "promotes": true,
}

// sameReleaseCopies reports whether a and b, two notes of one release, say
// one change in nearly the same words. Within nearDiff's bounds, their
// differing words pair one to one (a word and its other form or one-edit
// typo: "Migrate" / "Migrated", "issue" / "issues") or are glue; at most
// one word is left over, and it stands alone in its text ("a `/statusz`
// HTTP endpoint" / "a `/statusz` endpoint"): not a part of a name
// ("pkg/proxy/ipvs", "Pre-filter", "default-exec-container"), not a
// component's name (names: "kubelet", "scheduler", "proxy"), not a word
// that turns what the note says (turnWords).
func sameReleaseCopies(a, b nearText, names map[string]bool) bool {
	onlyA, onlyB, ok := nearDiff(a, b)
	if !ok {
		return false
	}
	paired := make([]bool, len(onlyB))
	var left []string // the differing words neither glue nor paired
	var leftIn []nearText
	for _, w := range onlyA {
		j := -1
		for k, v := range onlyB {
			if !paired[k] && oneEdit(w, v) {
				j = k
				break
			}
		}
		switch {
		case j >= 0:
			paired[j] = true
		case !glueWords[w]:
			left, leftIn = append(left, w), append(leftIn, a)
		}
	}
	for j, v := range onlyB {
		if !paired[j] && !glueWords[v] {
			left, leftIn = append(left, v), append(leftIn, b)
		}
	}
	switch len(left) {
	case 0:
		return true
	case 1:
		w := left[0]
		return leftIn[0].alone(w) && !names[w] && !turnWords[w]
	}
	return false
}

// oneEdit reports whether w and v are forms of one word or one is a
// one-edit typo of the other (see minTypoLen).
func oneEdit(w, v string) bool {
	return search.Stem(w) == search.Stem(v) || len(w) >= minTypoLen && len(v) >= minTypoLen && editDistance(w, v) == 1
}

// nameWords are the words of s's SIG and area labels ("kube", "proxy",
// "scheduler", "kubelet", "node", "storage"): the components and areas a
// note may name, which sameReleaseCopies never takes for an edit.
func (s *Store) nameWords() map[string]bool {
	names := map[string]bool{}
	for _, l := range slices.Concat(s.SIGs(), s.Areas()) {
		for _, w := range strings.FieldsFunc(strings.ToLower(l), func(r rune) bool { return !isWordRune(r) }) {
			names[w] = true
		}
	}
	return names
}

// FindNearCopies returns the pairs of s's notes that their PRs or texts do
// not already join and that a near-copy rule joins: across releases, the
// pairs that could be a change and its cherry-pick (see cherryPickPair)
// and that nearlyCopies joins, or, for two notes of one author,
// rewordedPick; within one release, the pairs citing no
// common PR that sameReleaseCopies joins. A note citing no PR or more than
// maxChangePRs (a digest), or holding the PR template's comments, joins
// nothing. Links s was built with are left out of the comparison (the
// groups it starts from are those of PRs and texts), so the result is the
// same with or without them.
//
// Comparisons (Diff) keep their groups of PRs and exact texts: a
// cherry-pick and its master PR are in different minor lines, rarely both
// in one range; when they are, the comparison lists both, as before. A
// comparison over a release that notes a change twice lists both notes, as
// the release does.
func (s *Store) FindNearCopies() []NearCopy {
	base := s
	if len(s.near) > 0 {
		base = newStore(s.releases, nil)
	}
	x := base.copies()
	texts := make([]nearText, len(base.notes))
	buckets := map[string][]int{}
	var cands []int // the notes that may join, by release as ids ascend
	for id, n := range base.notes {
		if len(n.PRs) == 0 || len(n.PRs) > maxChangePRs || strings.Contains(n.Markdown, "<!--") {
			continue
		}
		cands = append(cands, id)
		texts[id] = newNearText(NoteText(n.Markdown))
		for _, k := range texts[id].bucketKeys() {
			buckets[k] = append(buckets[k], id)
		}
	}
	var out []NearCopy
	// Across releases, the pairs of a bucket.
	seen := map[[2]int]bool{}
	joined := map[[2]int]bool{} // the pairs linked so far, lower id first
	for _, ids := range buckets {
		for i, a := range ids {
			for _, b := range ids[i+1:] {
				if x.head[a] == x.head[b] || base.release[a] == base.release[b] || seen[[2]int{a, b}] {
					continue
				}
				seen[[2]int{a, b}] = true
				if base.cherryPickPair(a, b) && nearlyCopies(texts[a], texts[b]) {
					out = append(out, NearCopy{base.ref(a), base.ref(b)})
					joined[[2]int{a, b}] = true
				}
			}
		}
	}
	// Reworded picks: the pairs of an author's notes (see rewordedPick).
	byAuthor := map[string][]int{}
	for _, id := range cands {
		for _, a := range base.notes[id].Authors {
			a = strings.ToLower(a)
			if ids := byAuthor[a]; len(ids) == 0 || ids[len(ids)-1] != id {
				byAuthor[a] = append(ids, id)
			}
		}
	}
	for _, ids := range byAuthor {
		for i, a := range ids {
			for _, b := range ids[i+1:] {
				if x.head[a] == x.head[b] || joined[[2]int{a, b}] {
					continue
				}
				joined[[2]int{a, b}] = true // a pair of two common authors once
				if base.cherryPickPair(a, b) && base.rewordedPick(a, b, texts[a], texts[b]) {
					out = append(out, NearCopy{base.ref(a), base.ref(b)})
				}
			}
		}
	}
	// Within a release, every pair: a release has at most a few hundred
	// notes (v1.10.0: 402), and the buckets miss a pair whose longest
	// words were reworded ("is now built" / "Updated … to build").
	// Two notes of one text that are not one change were kept apart by
	// another release, which says what each did (see Store.apart).
	names := base.nameWords()
	group, _ := base.sameTexts()
	for i, a := range cands {
		for _, b := range cands[i+1:] {
			if base.release[b] != base.release[a] {
				break
			}
			if d := len(texts[a].words) - len(texts[b].words); d > maxNearDiff || -d > maxNearDiff || x.head[a] == x.head[b] {
				continue
			}
			if group[a] >= 0 && group[a] == group[b] {
				continue
			}
			if !base.sharePR(a, b) && sameReleaseCopies(texts[a], texts[b], names) {
				ra, rb := base.ref(a), base.ref(b)
				if rb.Index < ra.Index { // in the release's order, as upstream lists them
					ra, rb = rb, ra
				}
				out = append(out, NearCopy{ra, rb})
			}
		}
	}
	slices.SortFunc(out, func(p, q NearCopy) int { return p.compare(q) })
	return out
}

// cherryPickPair reports whether notes a and b could be a change and its
// cherry-pick: they cite no common PR (a shared PR is samePRChange's to
// judge), they are of different minor lines, and one is a patch release's
// (a cherry-pick lands in a patch release of an older line), or they are
// a freeze pick (see freezePick). Two minors' own notes alike are
// otherwise two changes: a feature reverted and landed again ("Graduated
// the WatchList feature gate to beta" in v1.32.0 and v1.34.0), or a
// follow-up PR reusing the note that shipped a release later. Notes
// of one release are sameReleaseCopies' to judge: a follow-up that shipped
// with its PR is the same change to a reader.
func (s *Store) cherryPickPair(a, b int) bool {
	if s.sharePR(a, b) {
		return false
	}
	va, vb := s.notes[a].Version, s.notes[b].Version
	if semver.MajorMinor(va) == semver.MajorMinor(vb) {
		return false
	}
	return isPatch(va) || isPatch(vb) || s.freezePick(a, b)
}

// freezePick reports whether notes a and b, of two consecutive minor
// lines' own releases, are a change merged while the older line was in
// its code freeze and its cherry-pick into that line's branch: the older
// line's note cites a PR opened after the newer line's, within
// maxPickGap PR numbers ("Reverts the CRI API version surfaced by
// dockershim to `v1alpha2`", #106808 in v1.23.0, and the same words,
// #106803, in v1.24.0). A feature landed again in a later release
// ("Graduated the WatchList feature gate to beta" in v1.32.0 and
// v1.34.0) cites a later PR in the later line, or one months apart.
func (s *Store) freezePick(a, b int) bool {
	older, newer := s.notes[a], s.notes[b]
	if semver.Compare(older.Version, newer.Version) > 0 {
		older, newer = newer, older
	}
	if !nextMinor(older.Version, newer.Version) {
		return false
	}
	pick, master := slices.Min(older.PRs), slices.Max(newer.PRs)
	return pick > master && pick-master <= maxPickGap
}

// A cherry-pick's note is sometimes written afresh rather than edited:
// "Fixed Route controller to update routes when NodeIP changes" (#108095,
// v1.27.0) was picked into v1.24.13 as "Fix: Route controller should
// update routes with NodeIP changed" (#116360), "Volume mount cleanup now
// considers only plugin directory and not the entire kubelet root"
// (#112607, v1.26.0) into v1.24.8 as "Consider only plugin directory and
// not entire kubelet root when cleaning up mounts" (#112920). Their words
// differ too much for nearlyCopies, and a search lists the change twice.
// Who and when tell such a pair from two changes: the same author, the
// older line's note a patch release's citing a later PR (the pick is
// opened after its change merged), and the same numbers. The words then
// need only overlap: minPickShared of their distinct stems, glue words
// aside, are shared. Read over the shipped notes, the pairs at or above it
// (13, from 0.50 to 0.91) are each a fix and its pick; the nearest below
// (0.36: "Messages of DisruptionTarget condition now excludes preemptor pod
// metadata" / "Do not include preemptor pod metadata in the event
// message", #114914 and #115024, two changes) is not.
const (
	minPickShared      = 0.5
	minPickSharedStems = 4
)

// rewordedPick reports whether a and b, a cherry-pick pair
// (cherryPickPair) with texts ta and tb, are a change and its reworded
// pick (see minPickShared).
func (s *Store) rewordedPick(a, b int, ta, tb nearText) bool {
	older, newer := s.notes[a], s.notes[b]
	if semver.Compare(older.Version, newer.Version) > 0 {
		older, newer = newer, older
	}
	if !isPatch(older.Version) || slices.Min(older.PRs) < slices.Max(newer.PRs) || !slices.Equal(ta.nums, tb.nums) {
		return false
	}
	if !slices.ContainsFunc(older.Authors, func(x string) bool {
		return slices.ContainsFunc(newer.Authors, func(y string) bool { return strings.EqualFold(x, y) })
	}) {
		return false
	}
	shared := 0
	for w := range ta.content {
		if tb.content[w] {
			shared++
		}
	}
	union := len(ta.content) + len(tb.content) - shared
	return shared >= minPickSharedStems && float64(shared) >= minPickShared*float64(union)
}

// maxPickGap is the most PR numbers a freeze cherry-pick follows its
// change by: about seven weeks of upstream's PRs (some 32,000 numbers
// between v1.24.0's #106803 and v1.37.0's #138957, thirteen releases
// four months apart: about 20 a day), as long as a code freeze and its
// release candidates; a pick is opened within days of the merge.
const maxPickGap = 1000

// nextMinor reports whether minor line b follows minor line a (v1.23.x,
// v1.24.x).
func nextMinor(a, b string) bool {
	xa, ya, okA := majorMinor(a)
	xb, yb, okB := majorMinor(b)
	return okA && okB && xa == xb && yb == ya+1
}

// sharePR reports whether notes a and b cite a common pull request: such
// notes are samePRChange's to judge.
func (s *Store) sharePR(a, b int) bool {
	return slices.ContainsFunc(s.notes[a].PRs, func(p int) bool { return slices.Contains(s.notes[b].PRs, p) })
}

// isPatch reports whether v is a patch release: v1.30.3, not v1.30.0 or
// v1.30.1-rc.0.
func isPatch(v string) bool {
	return semver.Prerelease(v) == "" && !strings.HasSuffix(semver.Canonical(v), ".0")
}

func (a NoteRef) compare(b NoteRef) int {
	if a.Version != b.Version {
		return strings.Compare(a.Version, b.Version)
	}
	return a.Index - b.Index
}

func (p NearCopy) compare(q NearCopy) int {
	if c := p.A.compare(q.A); c != 0 {
		return c
	}
	return p.B.compare(q.B)
}

// ref returns note id's stable name.
func (s *Store) ref(id int) NoteRef {
	r := &s.releases[s.release[id]]
	for i := range r.Notes {
		if &r.Notes[i] == s.notes[id] {
			return NoteRef{r.Version, i}
		}
	}
	panic("notes: a note outside its release")
}

// noteID returns the id of the note ref names, if s has it.
func (s *Store) noteID(ref NoteRef) (int, bool) {
	ri, ok := s.byVersion[ref.Version]
	if !ok || ref.Index < 0 || ref.Index >= len(s.releases[ri].Notes) {
		return 0, false
	}
	p := &s.releases[ri].Notes[ref.Index]
	// A release's ids are contiguous, as the store lists notes by release.
	first, _ := slices.BinarySearch(s.release, ri)
	for id := first; id < len(s.notes) && s.release[id] == ri; id++ {
		if s.notes[id] == p {
			return id, true
		}
	}
	return 0, false
}

// StoreOption configures a store as NewStore builds it.
type StoreOption func(*Store)

// WithNearCopies has the store join the linked notes into one change in
// its views across releases, as it joins copies of one text (see
// copyIndex). The links name notes by version and index (NoteRef); a link
// to a note the store lacks is ignored. The page and the command line pass
// the same links (the embedded ones), so their views and exports agree.
func WithNearCopies(links []NearCopy) StoreOption {
	return func(s *Store) { s.near = links }
}

// nearCopiesHeader opens the links file, saying what it is.
const nearCopiesHeader = "# Near-copy links of the shipped notes (notes.FindNearCopies), written by embed/gen: `make data`.\n# version index version index: two notes, each a release's version and the note's index in it.\n"

// FormatNearCopies writes links as ParseNearCopies reads them: a header
// comment, then a line per link.
func FormatNearCopies(links []NearCopy) []byte {
	var b bytes.Buffer
	b.WriteString(nearCopiesHeader)
	for _, l := range links {
		b.WriteString(l.A.Version + " " + strconv.Itoa(l.A.Index) + " " + l.B.Version + " " + strconv.Itoa(l.B.Index) + "\n")
	}
	return b.Bytes()
}

// ParseNearCopies reads links as FormatNearCopies writes them; lines
// starting with # are comments.
func ParseNearCopies(data []byte) ([]NearCopy, error) {
	var out []NearCopy
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		t := sc.Text()
		if t == "" || t[0] == '#' {
			continue
		}
		f := strings.Fields(t)
		if len(f) != 4 {
			return nil, errors.New("near copies: line " + strconv.Itoa(line) + ": want 4 fields, have " + strconv.Itoa(len(f)))
		}
		a, errA := strconv.Atoi(f[1])
		b, errB := strconv.Atoi(f[3])
		if errA != nil || errB != nil || a < 0 || b < 0 {
			return nil, errors.New("near copies: line " + strconv.Itoa(line) + ": a note index is not a number")
		}
		out = append(out, NearCopy{NoteRef{f[0], a}, NoteRef{f[2], b}})
	}
	return out, sc.Err()
}
