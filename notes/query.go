package notes

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/search"
)

// Result is what a view shows for a State.
type Result struct {
	State   State      // the state as applied: unknown values dropped
	Notices []i18n.Msg // one short sentence each, for the person
	// IDs are the matching notes in display order: by release and kind when
	// Ranked is false, best match first when the search text ranked them.
	IDs    []int
	Ranked bool
	// Dropped counts the notes every filter keeps but the notes left out
	// (the "drop" group) exclude: the view says "22 of 27 notes" with
	// Total() and Total()+Dropped.
	Dropped int
	// Left are those Dropped notes when State.ShowLeft asks for them, so
	// the view can show them greyed where they would be: each with its
	// place among IDs (the index of the kept note it goes before) and its
	// marks. IDs, Total and exports never include them.
	Left []LeftNote
	// Marks are the words to highlight in each note, aligned with IDs (nil
	// without search text): MarksAt(i) for IDs[i].
	Marks  [][]search.Mark
	Facets Facets // empty from Match until CountFacets
	// Releases in scope, in the order the view presents them: the chosen
	// one, every release newest first, or a comparison's range oldest first.
	Releases []string
	// Comparison is set in compare mode: the range, security fixes and
	// dependency changes, so a view needs not compare twice.
	Comparison *Comparison
	// Closest is set when no note has every word of the search text: the
	// notes shown are those with the most of them, and it says so (and
	// which words matched nothing) for the summary line and the CLI.
	Closest *i18n.Msg
	// CompareErr says why a comparison the state asked for could not be
	// made (unknown versions, from newer than to); the view then shows all
	// releases with a notice, and the command line fails.
	CompareErr error

	// found are the notes the facets count over: in scope and matching
	// the search text and its structured terms, before the filters; nil
	// with allFound means every note. foundMarks align with found, and
	// stop after the last note with marks (see foundMarkAt).
	// counted says Facets is filled.
	found      []int
	foundMarks [][]search.Mark
	allFound   bool
	counted    bool
	alsoIn     map[int][]string // by shown note, across releases (see copies)
	// copiesOf lists the notes a shown note stands for (itself included
	// or not), across releases or in a comparison; store reads their PRs.
	copiesOf map[int][]int
	// relabel flags, by note id, the shown notes some copy of which
	// carries a label they lack (see labelCopies); nil when none does.
	relabel []bool
	store   *Store
	pause   func() // called between notes of a long export (see Paced)
}

// Paced is r whose Markdown, write-up and JSON exports call pause every
// pacedEvery notes, and inside a long note's text: the page's export
// dialog yields to the browser there once enough time has passed, as a
// view of 10,000 notes takes a quarter of a second or more to write.
func (r *Result) Paced(pause func()) *Result {
	c := *r
	c.pause = pause
	return &c
}

// pacedEvery is how many notes an export writes between two pauses: few,
// as the page's pause yields only once enough time has passed, and 500
// notes of a comparison's Markdown were one stretch of 0.3–0.4 s in the
// page on a loaded machine.
const pacedEvery = 50

// LeftNote is a note left out of the write-up, shown greyed (see Left).
type LeftNote struct {
	ID    int
	At    int // its place: before IDs[At] (At == len(IDs): after the last)
	Marks []search.Mark
}

// AlsoIn lists the other releases that carry the change note id shows: in
// a comparison those of the range, oldest first; across releases every
// other release, newest first; nil in one release's view and with every
// copy shown (copies=all).
func (r *Result) AlsoIn(id int) []string {
	if r.Comparison != nil {
		return r.Comparison.AlsoIn[id]
	}
	return r.alsoIn[id]
}

// PRs returns the pull requests of the change note id shows: its own, then
// those of the copies it stands for that it does not cite, each once. Upstream
// prints one change under several PRs (the master PR and its cherry-picks,
// or two PRs under one text in the minor notes), and a card that shows the
// change once must still name every PR it carries (issue 12, part 7). In
// one release's view and with every copy shown, a note's own PRs.
func (r *Result) PRs(id int) []int {
	own := r.store.notes[id].PRs
	copies := r.copiesOf[id]
	if len(copies) == 0 {
		return own
	}
	out := slices.Clone(own)
	for _, c := range copies {
		for _, pr := range changePRs(r.store.notes[c]) {
			if !slices.Contains(out, pr) {
				out = append(out, pr)
			}
		}
	}
	return out
}

// SIGs returns the SIGs of the change note id shows: its own, then those
// of the copies it stands for, each once; the filters and counts take a
// change as its copies' labels (see changePasses). Areas is the same for
// areas.
func (r *Result) SIGs(id int) []string {
	return r.labels(id, func(n *parser.Note) []string { return n.SIGs })
}

// Areas: see SIGs.
func (r *Result) Areas(id int) []string {
	return r.labels(id, func(n *parser.Note) []string { return n.Areas })
}

// Labelled is note id as the exports write it: with the SIGs and areas of
// every copy it stands for when some copy carries a label it lacks, sorted
// (the filters and the card read a change so: v1.12.0 → v1.13.0 under SIG
// Network lists #70799 by its labelled copy, and its citation says
// sig/network), else the store's note itself.
func (r *Result) Labelled(id int) *parser.Note {
	n := r.store.notes[id]
	if r.labelCopies(id) == nil {
		return n
	}
	c := *n
	c.SIGs, c.Areas = slices.Sorted(slices.Values(r.SIGs(id))), slices.Sorted(slices.Values(r.Areas(id)))
	return &c
}

func (r *Result) labels(id int, of func(*parser.Note) []string) []string {
	out, own := of(r.store.notes[id]), true
	for _, c := range r.copiesOf[id] {
		for _, v := range of(r.store.notes[c]) {
			if slices.Contains(out, v) {
				continue
			}
			if own { // the store's slice stays as it is
				out, own = slices.Clone(out), false
			}
			out = append(out, v)
		}
	}
	return out
}

// everyCopy reports whether st asks for every copy of a change rather
// than one result per change (the "copies" group).
func everyCopy(st State) bool { return len(st.Values("copies")) > 0 }

// Total is the number of matching notes.
func (r *Result) Total() int { return len(r.IDs) }

// foundMarkAt returns the marks of found[i]: nil past foundMarks's end.
func (r *Result) foundMarkAt(i int) []search.Mark {
	if i < len(r.foundMarks) {
		return r.foundMarks[i]
	}
	return nil
}

// MarksAt returns the words to highlight in note IDs[i].
func (r *Result) MarksAt(i int) []search.Mark {
	if i < len(r.Marks) {
		return r.Marks[i]
	}
	return nil
}

// Facets count, for each option, the notes that choosing it would leave:
// the other groups' filters and the search apply, its own group's do not,
// because options of one group widen each other. They are keyed by group
// (see Groups): a Bool group has one Count, valued "1"; an at-most group
// a Count per N.
type Facets map[string][]Count

// N is the count of group key's option value, 0 when not listed.
func (f Facets) N(key, value string) int {
	for _, c := range f[key] {
		if c.Value == value {
			return c.N
		}
	}
	return 0
}

// Count is one facet option. Selected options are listed even at zero so a
// person can always unselect them.
type Count struct {
	Value    string
	N        int
	Selected bool
}

// Query applies st to the store and counts its facets. It never fails:
// values the store does not know are dropped with a notice, so any link
// opens a sensible view.
func (s *Store) Query(st State) *Result {
	res := s.Match(st)
	s.CountFacets(res)
	return res
}

// Match is Query without the facet counts (see CountFacets).
func (s *Store) Match(st State) *Result {
	res := &Result{store: s}
	st, res.Notices = s.normalize(st)
	res.State = st

	var scope []int // candidate ids in display order; nil means every note
	switch {
	case st.Compare():
		d, err := s.Diff(st.From, st.To)
		if err != nil {
			res.CompareErr = err
			res.Notices = append(res.Notices, i18n.AsMsg(err))
			res.State.From, res.State.To = "", ""
			break
		}
		res.Comparison = d
		// A copy: the result may hand it out as IDs, and d is cached.
		scope = append([]int{}, d.IDs...)
		res.Releases = d.Releases
	case st.Version != "":
		lo, hi := s.releaseSpan(st.Version)
		scope = make([]int, 0, hi-lo)
		for id := lo; id < hi; id++ {
			scope = append(scope, id)
		}
		res.Releases = []string{st.Version}
	}
	if res.Releases == nil {
		for _, r := range s.releases {
			res.Releases = append(res.Releases, r.Version)
		}
	}

	t := parseTerms(st.Query)
	// fold maps a note to the note shown for its change (-1: out of
	// scope) and members lists the notes a shown one stands for, so a
	// search or a pr: term that names any copy finds the change once.
	var fold func(id int) int
	var members func(id int) []int
	var changes []int32 // the copy heads the search counts changes by
	switch d := res.Comparison; {
	case d != nil:
		fold = d.shownFor
		members = func(id int) []int { return d.Merged[id] }
		res.copiesOf = d.Merged
		res.relabel = d.relabel.of(s, d.Merged)
	case res.State.Version == "" && !everyCopy(res.State):
		x := s.copies()
		changes = x.head
		fold = func(id int) int { return int(x.head[id]) }
		members = func(id int) []int { return x.members[id] }
		res.alsoIn = x.also
		res.copiesOf = x.members
		res.relabel = s.copyRelabel.of(s, x.members)
		if strings.TrimSpace(t.free) == "" {
			scope = slices.Clone(x.heads) // without search text: every change
		}
	}
	res.found, res.allFound = scope, scope == nil
	if strings.TrimSpace(t.free) != "" {
		index := s.searchIndex()
		if changes != nil {
			index.SetChanges(changes)
		}
		found := index.Find(t.free)
		hits := found.Hits
		switch {
		case found.Partial:
			res.Closest = closestMsg(found.Unmatched)
		case found.Full < len(hits) && hits[len(hits)-1].Nearly:
			// A few notes have every word; notes missing one or two follow them
			// (search.Result.Full), and the person should know which are
			// which. A note missing a word that ranks among many full
			// matches, because it is more about the others, needs no line.
			m := i18n.M("Few notes have every word; notes missing one or two of them follow.")
			res.Closest = &m
		}
		res.Ranked = true
		inScope := func(id int) int { return id }
		switch {
		case fold != nil:
			inScope = fold
		case scope != nil:
			set := make(map[int]bool, len(scope))
			for _, id := range scope {
				set[id] = true
			}
			inScope = func(id int) int {
				if set[id] {
					return id
				}
				return -1
			}
		}
		// Hits past the ranked ones of a one- or two-letter query have
		// no marks (see search.Hit). A change is ranked by its best copy,
		// whose marks it takes: marks name words, not offsets, and copies
		// share their text. A change is one card: its best copy's, which
		// is shown itself when it is in the shown note's own release and
		// says another thing (see saysOther).
		res.found = make([]int, 0, len(hits))
		// foundMarks stops at the last note with marks: the thousands
		// of hits past the ranked ones of a one-letter query have none,
		// and as nil entries they cost the keystroke that typed the
		// letter their clearing and the collector's scan
		// (BenchmarkShippedMatch: "k" allocated 199 KB, now 83 KB).
		marked := slices.IndexFunc(hits, func(h search.Hit) bool { return h.Marks == nil })
		if marked < 0 {
			marked = len(hits)
		}
		res.foundMarks = make([][]search.Mark, 0, marked)
		res.allFound = false
		var seen []bool
		if fold != nil {
			seen = make([]bool, len(s.notes))
		}
		for _, h := range hits {
			id := inScope(h.Doc)
			if id < 0 || seen != nil && seen[id] {
				continue
			}
			if seen != nil {
				seen[id] = true
			}
			if changes != nil && id != h.Doc && s.saysOther(h.Doc, id) {
				id = h.Doc
			}
			res.found = append(res.found, id)
			if h.Marks != nil {
				for len(res.foundMarks) < len(res.found)-1 {
					res.foundMarks = append(res.foundMarks, nil)
				}
				res.foundMarks = append(res.foundMarks, h.Marks)
			}
		}
	}
	if t.structured() {
		match := func(id int) bool { return t.match(s.notes[id], s.releases[s.release[id]].Version) }
		s.keepFound(res, func(id int) bool {
			if match(id) {
				return true
			}
			if members != nil {
				return slices.ContainsFunc(members(id), match)
			}
			return false
		})
	}
	m := s.newMatcher(st)
	dropBit := groupBit(GroupOf("drop").index())
	switch {
	case !filtered(st) && res.allFound:
		res.IDs = make([]int, len(s.notes))
		for id := range res.IDs {
			res.IDs[id] = id
		}
	case !filtered(st):
		res.IDs, res.Marks = res.found, res.foundMarks
	default:
		s.eachFound(res, func(i, id int) {
			switch s.changePasses(m, res.labelCopies(id), id) {
			case m.all:
				res.IDs = append(res.IDs, id)
				if res.foundMarks != nil {
					res.Marks = append(res.Marks, res.foundMarkAt(i))
				}
			case m.all &^ dropBit:
				res.Dropped++
				if st.ShowLeft {
					l := LeftNote{ID: id, At: len(res.IDs)}
					if res.foundMarks != nil {
						l.Marks = res.foundMarkAt(i)
					}
					res.Left = append(res.Left, l)
				}
			}
		})
	}
	return res
}

// labelBits are the groups whose values are labels upstream gives a note
// (SIG, area): a change shown once matches them by any of its copies.
var labelBits = groupBit(GroupOf("sig").index()) | groupBit(GroupOf("area").index())

// changePasses is m.passes for note id standing for the notes of copies
// (a comparison's Merged, the copies across releases): a label group
// passes when id or any copy carries one of its values. Old layouts list
// one change twice in a release, under a SIG heading and again unlabelled
// under "External Dependencies" or "API Changes" (v1.13.0's "CoreDNS is
// now version 1.2.6", #70799, labelled sig/network once): whichever copy
// the view shows, the change is the SIG's, and the release's own view
// filtered by that SIG lists it. The other groups (kind, action required,
// at most N SIGs, left out) stay the shown note's: they say where and how
// the card shows it, and a card under "Dependency" found by kind=Other
// would contradict its heading.
func (s *Store) changePasses(m *matcher, copies []int, id int) uint64 {
	mask := m.passes(id, s.notes[id])
	for _, o := range copies {
		if mask|labelBits == mask {
			break
		}
		mask |= m.passes(o, s.notes[o]) & labelBits
	}
	return mask
}

// labelCopies returns the copies of note id whose labels a filter must
// also read (see changePasses): none unless some copy carries a label id
// lacks, which a flag tells without a look-up in copiesOf (a map look-up
// per note doubled a filtered view's time).
func (r *Result) labelCopies(id int) []int {
	if id < len(r.relabel) && r.relabel[id] {
		return r.copiesOf[id]
	}
	return nil
}

// relabelled is a fold's relabel flags (see Result.relabel), built once.
type relabelled struct {
	once sync.Once
	has  []bool
}

// of builds the flags of the fold whose changes copies lists, by shown
// note, on first use.
func (x *relabelled) of(s *Store, copies map[int][]int) []bool {
	x.once.Do(func() {
		lacks := func(own, other []string) bool {
			return slices.ContainsFunc(other, func(v string) bool { return !slices.Contains(own, v) })
		}
		for id, cs := range copies {
			n := s.notes[id]
			if !slices.ContainsFunc(cs, func(c int) bool {
				return lacks(n.SIGs, s.notes[c].SIGs) || lacks(n.Areas, s.notes[c].Areas)
			}) {
				continue
			}
			if x.has == nil {
				x.has = make([]bool, len(s.notes))
			}
			x.has[id] = true
		}
	})
	return x.has
}

// closestMsg says that the search shows its closest matches, naming the
// words that matched nothing.
func closestMsg(unmatched []string) *i18n.Msg {
	if len(unmatched) == 0 {
		m := i18n.M("No note has every word; closest matches.")
		return &m
	}
	quoted := make([]string, len(unmatched))
	for i, w := range unmatched {
		quoted[i] = "“" + w + "”"
	}
	m := i18n.M("No note has every word; closest matches — nothing matched %s.", strings.Join(quoted, ", "))
	return &m
}

// keepFound narrows the found notes of res to those keep accepts.
func (s *Store) keepFound(res *Result, keep func(id int) bool) {
	var found []int
	var marks [][]search.Mark
	s.eachFound(res, func(i, id int) {
		if keep(id) {
			found = append(found, id)
			if res.foundMarks != nil {
				marks = append(marks, res.foundMarkAt(i))
			}
		}
	})
	if found == nil {
		found = []int{}
	}
	res.found, res.foundMarks, res.allFound = found, marks, false
}

// eachFound calls fn with every note the facets of res count over, in
// order, and its index in res.found.
func (s *Store) eachFound(res *Result, fn func(i, id int)) {
	if res.allFound {
		for id := range s.notes {
			fn(id, id)
		}
		return
	}
	for i, id := range res.found {
		fn(i, id)
	}
}

// CountFacets fills res.Facets, once: what each filter option would leave.
// It costs a broad search as much as the search itself, so the page shows
// the notes first and counts in the next task.
func (s *Store) CountFacets(res *Result) {
	if res.counted {
		return
	}
	res.counted = true
	f := newFacetCounter(s, res.State)
	s.eachFound(res, func(_, id int) { f.add(id, res.labelCopies(id)) })
	res.Facets = f.facets(s)
}

// releaseSpan returns the ids of a release's notes, which are contiguous.
func (s *Store) releaseSpan(version string) (lo, hi int) {
	ri, ok := s.byVersion[version]
	if !ok {
		return 0, 0
	}
	lo, _ = slices.BinarySearch(s.release, ri)
	hi, _ = slices.BinarySearch(s.release, ri+1)
	return lo, hi
}

// maxUnknownNotices is how many unknown values of one filter group
// normalize names, each in a notice of its own.
const maxUnknownNotices = 3

// normalize drops what the store does not know, saying so.
func (s *Store) normalize(st State) (State, []i18n.Msg) {
	var notices []i18n.Msg
	if st.Version != "" {
		if v := canonicalVersion(st.Version); s.has(v) {
			st.Version = v
		} else if mm := s.missingMinor(st.Version); mm != "" {
			// A minor line the data skips (1.11), not a typo: see NoRelease.
			notices = append(notices, i18n.M("There is no release %q: the shipped notes hold no %s release at all (they have no file of %s); showing all releases.",
				st.Version, mm, mm))
			st.Version = ""
		} else {
			notices = append(notices, i18n.M("There is no release %q; showing all releases (nearest: %s).",
				st.Version, strings.Join(s.Nearest(st.Version, 3), ", ")))
			st.Version = ""
		}
	}
	if st.Compare() {
		st.From, st.To = canonicalVersion(st.From), canonicalVersion(st.To)
		st.Version = ""
	} else if st.From != "" || st.To != "" {
		notices = append(notices, i18n.M("A comparison needs both a from and a to version."))
		st.From, st.To = "", ""
	}
	if q, cut := CutQuery(st.Query); cut {
		st.Query = q
		notices = append(notices, i18n.M("The search text was too long; only its first %d bytes are searched.", MaxQueryLen))
	}
	st = moveTerms(s, st)
	for _, g := range Groups {
		vals := st.Filters[g.Key]
		if g.canon == nil || len(vals) == 0 {
			continue
		}
		var out []string
		unknown := 0
		for _, v := range vals {
			if c, ok := g.canon(s, v); !ok {
				// A link of 64 unknown values is said in a few lines, not
				// 64: the first few by name, the rest counted.
				if unknown++; unknown <= maxUnknownNotices {
					notices = append(notices, g.unknown(v))
				}
			} else if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
		if more := unknown - maxUnknownNotices; more > 0 {
			notices = append(notices, i18n.M("%d more %s values were not known and were ignored.", more, g.Key))
		}
		st.Set(g.Key, out)
	}
	return st, notices
}

// moveTerms moves the search text's terms that name a value group's
// value (sig:node, kind:feature, area:kubeadm) into that group, so the
// panel ticks the filter a person typed and the export title names the
// filter rather than the term. A term the store does not know stays search
// text, where it matches nothing, as before.
func moveTerms(s *Store, st State) State {
	words := strings.Fields(st.Query)
	kept := words[:0:0]
	moved := false
	for _, w := range words {
		key, val, ok := strings.Cut(w, ":")
		g := GroupOf(strings.ToLower(key))
		if !ok || g == nil || g.Counts != CountValues || val == "" {
			kept = append(kept, w)
			continue
		}
		v, known := g.canon(s, val)
		if !known { // "sig:sig-node", as labels are written upstream
			v, known = g.canon(s, strings.TrimPrefix(strings.ToLower(val), g.Key+"-"))
		}
		if !known {
			kept = append(kept, w)
			continue
		}
		if !slices.Contains(st.Filters[g.Key], v) {
			st.Set(g.Key, append(slices.Clone(st.Filters[g.Key]), v))
		}
		moved = true
	}
	if moved {
		st.Query = strings.Join(kept, " ")
	}
	return st
}

// SearchReads reports whether text, as typed in the search box, reads as
// st: its structured terms moved into their filters (see moveTerms) leave
// st's search text and filters. The page then keeps a person's typing as
// typed ("sig:node swap") while the state, the link and the panel hold
// sig=node and "swap": rewriting the box under the cursor would fight the
// typing.
func (s *Store) SearchReads(st State, text string) bool {
	t := st
	t.Query = text
	t = moveTerms(s, t)
	return strings.Join(strings.Fields(t.Query), " ") == strings.Join(strings.Fields(st.Query), " ") &&
		maps.EqualFunc(t.Filters, st.Filters, slices.Equal)
}

func (s *Store) has(version string) bool {
	_, ok := s.byVersion[version]
	return ok
}

// canonicalVersion accepts "1.30.0" for "v1.30.0".
func canonicalVersion(v string) string {
	v = strings.TrimSpace(v)
	if v != "" && !strings.HasPrefix(v, "v") {
		v = "v" + v
	}
	return v
}

// facetIndex numbers every note's facet values once per store, so counting
// a query's facets is a slice increment per value instead of a string hash
// (a one-letter search counts facets over most of the notes per keystroke),
// and testing a filter is a slice lookup rather than a call through the
// group's table entry. It is indexed by group, as Groups lists them.
type facetIndex struct {
	once   sync.Once
	off    [][]int32  // CountValues: note id → its values are idx[off[id]:off[id+1]]
	idx    [][]uint16 // indexes into the group's known values
	flag   [][]bool   // CountOn: note id → has it
	num    [][]uint8  // CountAtMost: note id → its number, capped at 255
	maxNum []int      // CountAtMost: the largest number a note has
}

// facetIndexes returns the store's facet numbering, built on first use.
func (s *Store) facetIndexes() *facetIndex {
	x := &s.facets
	x.once.Do(func() {
		x.off = make([][]int32, len(Groups))
		x.idx = make([][]uint16, len(Groups))
		x.flag = make([][]bool, len(Groups))
		x.num = make([][]uint8, len(Groups))
		x.maxNum = make([]int, len(Groups))
		for gi, g := range Groups {
			switch g.Counts {
			case CountValues:
				known := g.known(s)
				pos := make(map[string]uint16, len(known))
				for i, v := range known {
					pos[v] = uint16(i)
				}
				off := make([]int32, 1, len(s.notes)+1)
				var idx []uint16
				for _, n := range s.notes {
					for _, v := range g.of(n) {
						if i, ok := pos[v]; ok {
							idx = append(idx, i)
						}
					}
					off = append(off, int32(len(idx)))
				}
				x.off[gi], x.idx[gi] = off, idx
			case CountOn:
				x.flag[gi] = make([]bool, len(s.notes))
				for id, n := range s.notes {
					x.flag[gi][id] = g.has(n)
				}
			case CountAtMost:
				x.num[gi] = make([]uint8, len(s.notes))
				for id, n := range s.notes {
					k := min(g.num(n), 255)
					x.num[gi][id] = uint8(k)
					x.maxNum[gi] = max(x.maxNum[gi], k)
				}
			}
		}
	})
	return x
}

// counted is one counted group of a facetCounter, with its index data.
type counted struct {
	key    string
	mode   CountMode
	bit    uint64
	off    []int32
	idx    []uint16
	flag   []bool
	num    []uint8
	counts []int // per option, [0] for CountOn, per number for CountAtMost
}

// facetCounter counts facet options in one pass over the candidates: a
// note counts for an option of group g when it passes every group but g.
type facetCounter struct {
	s      *Store
	st     State
	m      *matcher
	groups []counted
	vals   []uint16 // add's buffer for the labels of a change's copies
}

func newFacetCounter(s *Store, st State) *facetCounter {
	x := s.facetIndexes()
	f := &facetCounter{s: s, st: st, m: s.newMatcher(st)}
	for gi, g := range Groups {
		c := counted{key: g.Key, mode: g.Counts, bit: groupBit(gi), off: x.off[gi], idx: x.idx[gi], flag: x.flag[gi], num: x.num[gi]}
		switch g.Counts {
		case CountValues:
			c.counts = make([]int, len(g.known(s)))
		case CountOn:
			c.counts = make([]int, 1)
		case CountAtMost:
			c.counts = make([]int, x.maxNum[gi]+1)
		default:
			continue
		}
		f.groups = append(f.groups, c)
	}
	return f
}

// add counts note id, standing for the notes of copies too (see
// changePasses), for the options it would stay under: a label group's
// options by the labels of every copy, each once, as the filter takes
// them.
func (f *facetCounter) add(id int, copies []int) {
	mask, all := f.s.changePasses(f.m, copies, id), f.m.all
	for i := range f.groups {
		c := &f.groups[i]
		if mask|c.bit != all {
			continue
		}
		switch c.mode {
		case CountValues:
			vals := c.idx[c.off[id]:c.off[id+1]]
			if len(copies) > 0 && c.bit&labelBits != 0 {
				// Most copies (cherry-picks) carry the same labels:
				// only the others need a union.
				f.vals = f.vals[:0]
				for _, o := range copies {
					if ov := c.idx[c.off[o]:c.off[o+1]]; !slices.Equal(ov, vals) {
						f.vals = append(f.vals, ov...)
					}
				}
				if len(f.vals) > 0 {
					f.vals = append(f.vals, vals...)
					slices.Sort(f.vals)
					vals = slices.Compact(f.vals)
				}
			}
			for _, v := range vals {
				c.counts[v]++
			}
		case CountOn:
			if c.flag[id] {
				c.counts[0]++
			}
		case CountAtMost:
			c.counts[c.num[id]]++
		}
	}
}

func (f *facetCounter) facets(s *Store) Facets {
	out := Facets{}
	for _, c := range f.groups {
		counts, selected := c.counts, f.st.Filters[c.key]
		var list []Count
		switch c.mode {
		case CountValues:
			for i, v := range GroupOf(c.key).known(s) {
				sel := slices.Contains(selected, v)
				if n := counts[i]; n > 0 || sel {
					list = append(list, Count{Value: v, N: n, Selected: sel})
				}
			}
		case CountOn:
			list = []Count{{Value: "1", N: counts[0], Selected: len(selected) > 0}}
		case CountAtMost:
			// Cumulative: at most N keeps the notes with 0…N.
			total, seen := 0, false
			for k, n := range counts {
				total += n
				if k == 0 {
					continue
				}
				v := strconv.Itoa(k)
				sel := slices.Contains(selected, v)
				seen = seen || sel
				list = append(list, Count{Value: v, N: total, Selected: sel})
			}
			if len(selected) > 0 && !seen { // a cap above every note's number
				list = append(list, Count{Value: selected[0], N: total, Selected: true})
			}
		}
		out[c.key] = list
	}
	return out
}
