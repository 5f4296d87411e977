package notes

import (
	"hash/maphash"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/export/jsonw"
	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// Comparison is what a person upgrading from one version to another
// receives. See Store.Diff.
type Comparison struct {
	From, To string
	Releases []string // releases in range, oldest first
	IDs      []int    // notes in range, deduplicated, in display order
	// AlsoIn lists, for a note of IDs, the other releases in range that
	// carry the same change (a cherry-pick, or a pre-release note repeated
	// in the minor notes), oldest first. Notes found in one release only
	// have no entry.
	AlsoIn map[int][]string
	// Merged lists, for a note of IDs, the other notes in range it stands
	// for, so their pull requests still find it (a search for #108758
	// finds the v1.24.0 note shown under #105585, the same text). Notes
	// found in one release only have no entry.
	Merged map[int][]int
	// shown maps every note of the range that IDs or Merged name to the
	// note of IDs that shows it, by note id, -1 for the others (see
	// shownFor): built once per range, it saves a keystroke a set of the
	// range. A slice rather than a map: a search in the widest comparison
	// looks up every hit, and a map's lookups and its build were a
	// millisecond or more of WebAssembly.
	shown []int32
	// Security lists the advisories of the releases in range, each CVE
	// once, under the oldest release in range that names it.
	Security []SecurityFix
	// deps and depsUnknown are what Deps returns, computed on first use
	// (or by PrepareDeps): a comparison's notes need none of it, and an
	// opened file's 50,000 modules made the page's compare task 150–500 ms
	// longer. ai and bi are From's and To's release indexes.
	deps        []DepChange
	depsUnknown []string
	depsOnce    sync.Once
	depsReady   atomic.Bool
	ai, bi      int
	// Missing names the minor releases inside the range whose notes the
	// store does not hold, so a view can say its list is incomplete.
	Missing []string
	// PartialLines names the minor lines crossed whose patch releases the
	// store lacks (see Store.PartialLines), for the head sentence "patch
	// releases of 1.25–1.29 are not in the data".
	PartialLines []string
	// before is what to do before upgrading (see Comparison.Before),
	// read on first use: it needs the store's gates, whose build would
	// otherwise slow a compare view's first screen.
	before     *BeforeUpgrade
	beforeOnce sync.Once
	store      *Store
	// CVENotes are the notes in range that name a CVE, beside the
	// advisories of Security.
	CVENotes []CVENote
	// relabel flags the notes of IDs a copy of which carries a label
	// they lack (see Result.relabel), built on the first filtered query.
	relabel relabelled
}

// SecurityFix is one advisory fixed within a compared range.
type SecurityFix struct {
	CVE     string `json:"cve"`
	Title   string `json:"title"`
	Version string `json:"version"` // the release that fixed it
}

// Diff compares two versions: the notes a person upgrading from `from` to
// `to` should read. Versions may omit the leading "v".
//
// Across minors the range is the minor notes (vX.Y.0) of every minor after
// from's up to to's, plus to's patch releases up to to, plus to's
// pre-releases up to to when to is a pre-release. Within one minor it is
// every release after from up to to. Pre-releases of other minors and
// patches of from's minor after from are left out: their changes reach to
// through the minor notes, which upstream writes as "since the previous
// minor", not through the patch branch.
//
// Each change appears once, under the oldest release in range that
// brought it; the others are listed in AlsoIn. Two notes are the same
// change when they cite a common pull request, or when their text is the
// same once the trailer is dropped and white space folded (a cherry-pick
// gets a new PR but keeps the text). Texts shorter than minSameText match
// nothing. This also folds one release's entries that repeat a text under
// several PRs (v1.30.0 prints "Improved scheduler performance when no
// scoring plugins were defined." three times): to someone upgrading they
// are one change, shown once under the PR listed first.
//
// One exception to "oldest": when a later release makes the change an
// urgent upgrade note, or marks it action required, and the older entry
// is not, the change is shown by that later entry (the older release goes
// to AlsoIn), so the urgent section and the action filter never lose it.
// v1.24.0 does this to six changes its alpha releases listed as features,
// deprecations and fixes.
//
// Changes already shipped in from, or in an earlier release of from's
// minor line, are left out: the v1.30.0 notes repeat everything since
// v1.29.0, and someone on v1.30.0-rc.1 has most of that; the v1.25.0 notes
// repeat, under the master PR, fixes cherry-picked into v1.24.3.
//
// Diff fails for a version the store does not know, naming the nearest
// ones, and when from is newer than to. from == to is an empty comparison.
//
// The comparison returned is shared and must not be modified: the store
// keeps the last one, because a compare view asks for the same range again
// on every keystroke and filter click, and the widest range costs ~15 ms.
func (s *Store) Diff(from, to string) (*Comparison, error) {
	from, to = canonicalVersion(from), canonicalVersion(to)
	s.lastDiffMu.Lock()
	defer s.lastDiffMu.Unlock()
	if c := s.lastDiff; c != nil && c.From == from && c.To == to {
		return c, nil
	}
	c, err := s.diff(from, to)
	if err == nil {
		s.lastDiff = c
	}
	return c, err
}

func (s *Store) diff(from, to string) (*Comparison, error) {
	ai, err := s.versionIndex(from)
	if err != nil {
		return nil, err
	}
	bi, err := s.versionIndex(to)
	if err != nil {
		return nil, err
	}
	c := &Comparison{
		From: from, To: to,
		Releases: []string{}, IDs: []int{}, AlsoIn: map[int][]string{}, Merged: map[int][]int{},
		Security: []SecurityFix{}, Missing: []string{},
		PartialLines: []string{}, CVENotes: []CVENote{}, store: s, ai: ai, bi: bi,
	}
	switch semver.Compare(from, to) {
	case 1:
		return nil, i18n.M("from %s is newer than to %s; swap them", from, to)
	case 0:
		return c, nil
	}

	c.shown = make([]int32, len(s.notes))
	for i := range c.shown {
		c.shown[i] = -1
	}
	inRange := s.rangeReleases(ai, bi)
	for _, ri := range inRange {
		c.Releases = append(c.Releases, s.releases[ri].Version)
	}
	c.Missing = s.missingMinors(from, to)

	hint := 0
	for _, ri := range inRange {
		lo, hi := s.releaseSpan(s.releases[ri].Version)
		hint += hi - lo
	}
	d := newDeduper(s, hint)
	advisories := map[string]bool{}
	// Everything of from's minor line up to from is what the person has.
	mm := semver.MajorMinor(from)
	for ri := ai; ri < len(s.releases) && semver.MajorMinor(s.releases[ri].Version) == mm; ri++ {
		lo, hi := s.releaseSpan(s.releases[ri].Version)
		for id := lo; id < hi; id++ {
			d.mark(id, shipped)
		}
	}
	// A change: the entry that shows it and the releases in range that
	// carry it, oldest first.
	//
	// Most changes are one note: their lists are only made when a second
	// note joins, which spares the widest range 17,000 allocations, and
	// WebAssembly collections that would otherwise follow sooner.
	type change struct {
		shown, first int
		version      string   // first's release
		versions     []string // the releases carrying it, once more than first
		ids          []int    // every note of the change in range, once more than first
	}
	changes := make([]change, 0, hint)
	for _, ri := range inRange {
		version := s.releases[ri].Version
		lo, hi := s.releaseSpan(version)
		for id := lo; id < hi; id++ {
			ci, seen, byText := d.find(id)
			if seen && ci == shipped && byText && !isMinorRelease(version) {
				// A patch or pre-release after from repeating the text of
				// a note from already has is a new pull request on from's
				// own branch (a follow-up fix with the note copied, a
				// reland): a change the person does not have yet. Only the
				// minor notes, written "since the previous minor", repeat
				// what from's branch shipped.
				seen = false
			}
			switch {
			case !seen:
				ci = len(changes)
				changes = append(changes, change{shown: id, first: id, version: version})
			case ci != shipped:
				ch := &changes[ci]
				if ch.ids == nil {
					ch.ids = []int{ch.first}
				}
				ch.ids = append(ch.ids, id)
				if version != ch.version && !slices.Contains(ch.versions, version) {
					if ch.versions == nil {
						ch.versions = []string{ch.version}
					}
					ch.versions = append(ch.versions, version)
				}
				if urgency(s.notes[id]) > urgency(s.notes[ch.shown]) {
					ch.shown = id
				}
			}
			// A duplicate's own PRs and text join its change's, so a
			// change whose text was edited in one release still links the
			// next.
			d.mark(id, ci)
		}
		for _, a := range s.releases[ri].Security {
			// Patch releases of several lines repeat one advisory. A set,
			// not a look through the list: an opened file may hold
			// 10,000 advisories.
			if k := advisoryKey(a.CVE, a.Title); !advisories[k] {
				advisories[k] = true
				c.Security = append(c.Security, SecurityFix{CVE: a.CVE, Title: a.Title, Version: version})
			}
		}
	}
	c.IDs = make([]int, 0, len(changes))
	for _, ch := range changes {
		c.IDs = append(c.IDs, ch.shown)
		if ch.ids == nil {
			c.shown[ch.first] = int32(ch.shown)
			continue
		}
		own := s.notes[ch.shown].Version
		if also := slices.DeleteFunc(ch.versions, func(v string) bool { return v == own }); len(also) > 0 {
			c.AlsoIn[ch.shown] = also
		}
		for _, id := range ch.ids {
			c.shown[id] = int32(ch.shown)
		}
		if len(ch.ids) > 1 {
			c.Merged[ch.shown] = slices.DeleteFunc(ch.ids, func(id int) bool { return id == ch.shown })
		}
	}
	// Display order: kind in upstream order, then oldest release first,
	// then the store's order within a release. Release indexes count down
	// with age, hence the reversed comparison.
	// The keys sit beside each id: looked up in a map per comparison, they
	// were a third of the widest comparison's time.
	keys := make([]uint64, len(c.IDs))
	for i, id := range c.IDs {
		keys[i] = diffKey(parser.KindOrder(s.notes[id].Kind), s.release[id], id)
	}
	slices.Sort(keys)
	for i, k := range keys {
		c.IDs[i] = int(k & keyMask)
	}
	c.PartialLines = s.PartialLines(from, to)
	c.CVENotes = s.cveNotes(c.IDs)
	return c, nil
}

// Deps returns every Go module whose version differs between From and
// To, sorted by module path (see DepChange and depsBetween), and the
// releases on the way whose Dependencies section the data lacks, oldest
// first: the changes miss their moves. Both are computed on first use.
func (c *Comparison) Deps() (changes []DepChange, unknown []string) {
	c.PrepareDeps(nil)
	return c.deps, c.depsUnknown
}

// DepsReady reports whether Deps has its answer, so a caller that must
// not wait (the page's task) can leave it to PrepareDeps.
func (c *Comparison) DepsReady() bool { return c.depsReady.Load() }

// PrepareDeps computes what Deps returns, calling pause (when not nil)
// between slices of the work, for the page to compute it in tasks of its
// own after the comparison's notes are shown. The lock is taken only to
// keep the result: a Deps called meanwhile computes it itself rather than
// wait for a paused PrepareDeps, which in the page (one thread) would
// never go on.
func (c *Comparison) PrepareDeps(pause func()) {
	if c.DepsReady() {
		return
	}
	changes, unknown := []DepChange{}, []string{}
	if c.store != nil && c.From != c.To {
		changes, unknown = c.store.depsBetween(c.ai, c.bi, pause)
	}
	c.depsOnce.Do(func() {
		c.deps, c.depsUnknown = changes, orEmpty(unknown)
		c.depsReady.Store(true)
	})
}

// shownFor returns the note of c.IDs that shows note id's change, or -1
// for a note out of the range or one the person already has.
func (c *Comparison) shownFor(id int) int {
	if id < 0 || id >= len(c.shown) {
		return -1
	}
	return int(c.shown[id])
}

// advisoryKey identifies an advisory: its CVE id, or its title without one.
func advisoryKey(cve, title string) string {
	if cve != "" {
		return cve
	}
	return title
}

// versionIndex returns the position of a known version, or an error naming the
// nearest known ones.
func (s *Store) versionIndex(v string) (int, error) {
	if i, ok := s.byVersion[v]; ok {
		return i, nil
	}
	return 0, s.NoRelease(v)
}

// rangeReleases returns the releases Diff reads for from (index ai) to
// (index bi), oldest first. See Diff.
func (s *Store) rangeReleases(ai, bi int) []int {
	from, to := s.releases[ai].Version, s.releases[bi].Version
	toMinor := semver.MajorMinor(to)
	sameMinor := semver.MajorMinor(from) == toMinor
	toPre := semver.Prerelease(to) != ""
	var out []int
	for ri := ai - 1; ri >= bi; ri-- { // newest first, so counting down is oldest first
		v := s.releases[ri].Version
		pre := semver.Prerelease(v) != ""
		switch {
		case sameMinor, isMinorRelease(v):
		case semver.MajorMinor(v) == toMinor && (!pre || toPre):
		default:
			continue
		}
		out = append(out, ri)
	}
	return out
}

// missingMinors names the vX.Y.0 releases strictly after from and up to to
// that the store does not hold.
func (s *Store) missingMinors(from, to string) []string {
	major, fromMinor, ok1 := majorMinor(from)
	toMajor, toMinor, ok2 := majorMinor(to)
	out := []string{}
	if !ok1 || !ok2 || major != toMajor {
		return out
	}
	for y := fromMinor + 1; y <= toMinor; y++ {
		v := "v" + strconv.Itoa(major) + "." + strconv.Itoa(y) + ".0"
		if semver.Compare(v, to) <= 0 && !s.has(v) {
			out = append(out, v)
		}
	}
	return out
}

func majorMinor(v string) (major, minor int, ok bool) {
	a, b, found := strings.Cut(strings.TrimPrefix(semver.MajorMinor(v), "v"), ".")
	if !found {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	return x, y, err1 == nil && err2 == nil
}

// shipped is the change index of what the person already has.
const shipped = -1

// urgency ranks how loudly a note asks for attention on upgrade.
func urgency(n *parser.Note) int {
	switch {
	case n.Kind == parser.KindUrgent:
		return 2
	case n.ActionRequired:
		return 1
	}
	return 0
}

// deduper recognises a change seen before: by a pull request it cites
// (when the notes are the same change; see Store.samePRChange) or by its
// text.
type deduper struct {
	s      *Store
	byPR   map[int][]prChange // PR → the changes citing it (see Store.samePRChange)
	byText []int              // text group → change index, shipped, or unset
	group  []int32            // note id → text group, or -1 (see sameTexts)
}

// prChange is a change citing a pull request, by the first of its notes
// that cites it.
type prChange struct{ note, change int }

// unset marks a text group no change has claimed yet.
const unset = -2

func newDeduper(s *Store, hint int) *deduper {
	group, n := s.sameTexts()
	byText := make([]int, n)
	for i := range byText {
		byText[i] = unset
	}
	return &deduper{s: s, byPR: make(map[int][]prChange, hint), byText: byText, group: group}
}

// storeTexts are a store's text groups, computed on its first comparison:
// the trailer expression and white space folding cost most of a
// comparison, and the page compares again on every filter change.
type storeTexts struct {
	once   sync.Once
	group  []int32
	groups int
}

// sameTexts numbers the distinct texts of s's notes, each the markdown
// without its trailer (as NoteText strips it), white space folded: notes of
// one group have the same text; -1 is a note whose text is too short to match.
// Comparing small integers instead of whole texts keeps a comparison of
// every release to a few milliseconds.
//
// The page's first view needs them too (see copyIndex), so they are one
// pass over the texts without a copy of each: a text already folded (most
// are) is hashed as it stands, the others are folded into one reused
// buffer. A collision of 64-bit hashes among the store's ten thousand
// texts is a one-in-10¹¹ chance.
func (s *Store) sameTexts() (group []int32, groups int) { return s.textGroups(nil) }

// textGroups is sameTexts, calling a non-nil pause every few hundred notes
// when it builds the groups (see PrepareCopies).
func (s *Store) textGroups(pause func()) (group []int32, groups int) {
	st := &s.sameText
	st.once.Do(func() {
		st.group = make([]int32, len(s.notes))
		ids := make(map[uint64]int32, len(s.notes))
		var buf []byte
		for id, n := range s.notes {
			if pause != nil && id%512 == 511 {
				pause()
			}
			var h uint64
			if len(n.Markdown) > maxFoldedText {
				h = hugeTextHash(n.Markdown, pause)
				g, ok := ids[h]
				if !ok {
					g = int32(len(ids))
					ids[h] = g
				}
				st.group[id] = g
				continue
			}
			t := NoteText(n.Markdown)
			if folded(t) {
				if len(t) < minSameText {
					st.group[id] = -1
					continue
				}
				h = maphash.String(textSeed, t)
			} else {
				buf = buf[:0]
				for f := range strings.FieldsSeq(t) {
					if len(buf) > 0 {
						buf = append(buf, ' ')
					}
					buf = append(buf, f...)
				}
				if len(buf) < minSameText {
					st.group[id] = -1
					continue
				}
				h = maphash.Bytes(textSeed, buf)
			}
			g, ok := ids[h]
			if !ok {
				g = int32(len(ids))
				ids[h] = g
			}
			st.group[id] = g
		}
		st.groups = len(ids)
	})
	return st.group, st.groups
}

// textSeed seeds the hashes of sameTexts: any seed will do, as long as a
// process uses one.
var textSeed = maphash.MakeSeed()

// maxFoldedText is the longest note markdown whose text sameTexts takes
// as NoteText and folds; the longest shipped note is under 8 KB. A longer
// note (an opened file's, of megabytes on one line) is grouped by
// hugeTextHash instead: NoteText and folding ran over the whole note in
// one step, 0.1 s natively for 20 MB and 0.56 s in the page, one task.
const maxFoldedText = 256 << 10

// hugeTextHash hashes a note over maxFoldedText: its markdown up to where
// its text ends, as NoteText finds the end in its last textTail bytes (a
// trailer is far shorter), white space not folded. Copies of the note
// whose trailers differ (a cherry-pick cites its own PR) still share it;
// copies differing in white space alone no longer do, for notes no
// release has. It hashes in blocks with pauses between (wholeHash).
func hugeTextHash(md string, pause func()) uint64 {
	body := strings.TrimLeft(md, " \t\r\n")
	cut := len(body) - min(len(body), textTail)
	tail, end := body[cut:], len(body)
	// NoteText's text is its markdown's start, white space trimmed: where
	// it ends in the tail is where the note's text ends. (Not searched
	// for: a search for a text of kilobytes may compare it many times.)
	lead := len(tail) - len(strings.TrimLeft(tail, " \t\r\n"))
	if t := NoteText(tail); t != "" && strings.HasPrefix(tail[lead:], t) {
		end = cut + lead + len(t)
	}
	return wholeHash(body[:end], pause)
}

// textTail is how much of a huge note's end hugeTextHash reads for its
// trailer.
const textTail = 64 << 10

// wholeHash hashes s in blocks of hashBlock, calling a non-nil pause after
// each. Its seed is not textSeed's, so that it meets a folded text's hash
// only by a one-in-2⁶⁴ chance.
func wholeHash(s string, pause func()) uint64 {
	var h maphash.Hash
	h.SetSeed(wholeSeed)
	for len(s) > 0 {
		n := min(len(s), hashBlock)
		h.WriteString(s[:n])
		s = s[n:]
		if pause != nil {
			pause()
		}
	}
	return h.Sum64()
}

var wholeSeed = maphash.MakeSeed()

// hashBlock is how much of a note wholeHash hashes between two pauses: a
// millisecond's work in the page.
const hashBlock = 1 << 20

// find returns the index of the change id repeats, and whether only the
// text matched.
func (d *deduper) find(id int) (change int, seen, byText bool) {
	for _, pr := range changePRs(d.s.notes[id]) {
		for _, o := range d.byPR[pr] {
			if d.s.samePRChange(o.note, id) {
				return o.change, true, false
			}
		}
	}
	if g := d.group[id]; g >= 0 && d.byText[g] != unset {
		return d.byText[g], true, true
	}
	return 0, false, false
}

// mark records id's PRs and text as change's; the first change of a key
// stays.
func (d *deduper) mark(id, change int) {
	for _, pr := range changePRs(d.s.notes[id]) {
		if !slices.ContainsFunc(d.byPR[pr], func(o prChange) bool { return o.change == change }) {
			d.byPR[pr] = append(d.byPR[pr], prChange{id, change})
		}
	}
	if g := d.group[id]; g >= 0 && d.byText[g] == unset {
		d.byText[g] = change
	}
}

// minSameText is the shortest text that identifies a change on its own.
// Upstream has entries such as "NONE" or "Fixed a bug." under different
// pull requests; matching those by text would merge unrelated changes.
const minSameText = 24

// folded reports whether t reads the same with its white space folded as
// strings.Fields and a single space would fold it: no white space but
// single blanks between words, Unicode spaces (U+0085, U+00A0, U+1680,
// U+2000…U+200A, U+2028, U+2029, U+202F, U+205F, U+3000) included.
func folded(t string) bool {
	if t == "" || t[0] == ' ' || t[len(t)-1] == ' ' {
		return t == ""
	}
	at := func(i int) byte {
		if i < len(t) {
			return t[i]
		}
		return 0
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c > ' ' && c < 0xC2 {
			continue
		}
		switch {
		case c == ' ':
			if t[i+1] == ' ' { // t does not end in a space
				return false
			}
		case c <= '\r' && c >= '\t':
			return false
		case c == 0xC2:
			if c1 := at(i + 1); c1 == 0x85 || c1 == 0xA0 {
				return false
			}
		case c == 0xE1:
			if at(i+1) == 0x9A && at(i+2) == 0x80 {
				return false
			}
		case c == 0xE2:
			c1, c2 := at(i+1), at(i+2)
			if c1 == 0x80 && (c2 <= 0x8A || c2 == 0xA8 || c2 == 0xA9 || c2 == 0xAF) || c1 == 0x81 && c2 == 0x9F {
				return false
			}
		case c == 0xE3:
			if at(i+1) == 0x80 && at(i+2) == 0x80 {
				return false
			}
		}
	}
	return true
}

// ComparedNote is a note of a comparison in the JSON export: the NOTE
// object plus the other releases in range that carry it.
type ComparedNote struct {
	parser.Note
	AlsoIn []string `json:"also_in"`
}

// ExportComparison is the JSON form of a comparison. Its field names are
// a contract other tools read: keep them stable.
type ExportComparison struct {
	From         string         `json:"from"`
	To           string         `json:"to"`
	Releases     []string       `json:"releases"`
	Total        int            `json:"total"`
	Security     []SecurityFix  `json:"security"`
	Notes        []ComparedNote `json:"notes"`
	Dependencies []DepChange    `json:"dependencies"`
	// BeforeUpgrade and CVENotes cover the whole range, filters aside:
	// a removed gate matters whatever the view shows.
	BeforeUpgrade *BeforeUpgrade `json:"before_upgrade"`
	CVENotes      []CVENote      `json:"cve_notes"`
}

// DiffJSON exports r, the result of a Query for c's range, with c's
// security fixes and dependency changes. Lists are empty, never null.
func (s *Store) DiffJSON(r *Result, c *Comparison) ([]byte, error) {
	out := s.exportComparison(r, c)
	// As an Encoder with SetIndent("", "  ") writes it, less its newline.
	// Notes are markdown full of '<' and '&'; \u003c helps no reader, so
	// not HTML escaped (as SetEscapeHTML(false)).
	w := jsonw.New(false)
	out.write(w)
	return w.Bytes(), nil
}

// exportComparison is the value DiffJSON writes.
func (s *Store) exportComparison(r *Result, c *Comparison) ExportComparison {
	deps, _ := c.Deps()
	out := ExportComparison{
		From: c.From, To: c.To,
		Releases:      orEmpty(c.Releases),
		Total:         len(r.IDs),
		Security:      orEmpty(c.Security),
		Notes:         make([]ComparedNote, 0, len(r.IDs)),
		Dependencies:  deps,
		BeforeUpgrade: c.Before(),
		CVENotes:      orEmpty(c.CVENotes),
	}
	for _, id := range r.IDs {
		n := *s.notes[id]
		n.PRs, n.Authors, n.SIGs, n.Areas = orEmpty(n.PRs), orEmpty(n.Authors), orEmpty(n.SIGs), orEmpty(n.Areas)
		out.Notes = append(out.Notes, ComparedNote{Note: n, AlsoIn: orEmpty(c.AlsoIn[id])})
	}
	return out
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// DiffMarkdown exports r, the result of a Query for c's range, in the
// layout of Markdown with a "Before you upgrade" section (WriteBeforeUpgrade)
// and a "Security fixes" section (when the range has any) before the notes,
// and a "Dependencies" section after them.
func (s *Store) DiffMarkdown(r *Result, c *Comparison) string {
	md := s.Markdown(r)
	var before strings.Builder
	WriteBeforeUpgrade(&before, c.Before()) // a strings.Builder does not fail
	if len(c.Security) > 0 || len(c.CVENotes) > 0 {
		var b strings.Builder
		b.WriteString(before.String())
		b.WriteString("## Security fixes\n\n")
		for _, f := range c.Security {
			b.WriteString("- " + securityLine(f) + " — fixed in " + f.Version + "\n")
		}
		for _, n := range c.CVENotes {
			b.WriteString("- " + n.CVE + " — named by #" + strconv.Itoa(n.PR) + " in " + n.Version + "\n")
		}
		b.WriteString("\n")
		// Before the first section, after the title and the count.
		if i := strings.Index(md, "\n## "); i >= 0 {
			md = md[:i+1] + b.String() + md[i+1:]
		} else {
			md += "\n" + b.String()
		}
	} else if i := strings.Index(md, "\n## "); i >= 0 {
		md = md[:i+1] + before.String() + md[i+1:]
	} else {
		md += "\n" + before.String()
	}
	var b strings.Builder
	b.WriteString(strings.TrimRight(md, "\n"))
	b.WriteString("\n\n## Dependencies\n\n")
	deps, _ := c.Deps()
	unchanged, gaps := c.DepsNotes()
	if unchanged {
		b.WriteString(DepsUnchanged.String() + "\n")
	}
	for _, d := range deps {
		b.WriteString("- " + DepLine(d) + "\n")
	}
	for i, g := range gaps {
		if i > 0 || len(deps) > 0 {
			b.WriteString("\n")
		}
		b.WriteString(g.String() + "\n")
	}
	return b.String()
}

func securityLine(f SecurityFix) string {
	switch {
	case f.CVE == "":
		return f.Title
	case f.Title == "":
		return f.CVE
	}
	return f.CVE + ": " + f.Title
}

// DepLine spells one dependency change for people:
// "go.etcd.io/etcd/api/v3: v3.5.9 → v3.5.16", "…: added at v0.8.4",
// "…: removed (was v1.2.0)".
func DepLine(d DepChange) string {
	switch {
	case d.Added():
		return d.Module + ": added at " + d.To
	case d.Removed():
		return d.Module + ": removed (was " + d.From + ")"
	}
	return d.Module + ": " + d.From + " → " + d.To
}

// diffKey packs a comparison's order of a note into one integer: its kind
// (upstream order), its release newest first, then its id, 24 bits each,
// so that slices.Sort orders the notes without a comparison function. A
// SortFunc over a struct was another instantiation of the generic sort,
// 16 KB of the page's module; the uint64 one is already in it.
func diffKey(kind, rel, id int) uint64 {
	return uint64(kind)<<48 | uint64(keyMask-rel)<<24 | uint64(id)
}

// keyMask is the largest value of a field of diffKey: 16,777,215 notes or
// releases, hundreds of times the shipped notes.
const keyMask = 1<<24 - 1
