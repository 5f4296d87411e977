package notes

import (
	"slices"
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
	// with allFound means every note. foundMarks align with found.
	// counted says Facets is filled.
	found      []int
	foundMarks [][]search.Mark
	allFound   bool
	counted    bool
}

// Total is the number of matching notes.
func (r *Result) Total() int { return len(r.IDs) }

// MarksAt returns the words to highlight in note IDs[i].
func (r *Result) MarksAt(i int) []search.Mark {
	if i < len(r.Marks) {
		return r.Marks[i]
	}
	return nil
}

// Facets count, for each option, the notes that choosing it would leave:
// the other groups' filters and the search apply, its own group's do not,
// because options of one group widen each other.
type Facets struct {
	SIGs   []Count
	Kinds  []Count
	Areas  []Count
	Action int // notes left by the action-required filter
}

// Count is one facet option. Selected options are listed even at zero so a
// person can always unselect them.
type Count struct {
	Value    string
	N        int
	Selected bool
}

// facet groups, as bits of a note's pass mask.
const (
	gSIG = 1 << iota
	gKind
	gArea
	gAction
	gAll = gSIG | gKind | gArea | gAction
)

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
	res := &Result{}
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
	res.found, res.allFound = scope, scope == nil
	if strings.TrimSpace(t.free) != "" {
		found := s.searchIndex().Find(t.free)
		hits := found.Hits
		if found.Partial {
			res.Closest = closestMsg(found.Unmatched)
		}
		res.Ranked = true
		inScope := func(int) bool { return true }
		if scope != nil {
			set := make(map[int]bool, len(scope))
			for _, id := range scope {
				set[id] = true
			}
			inScope = func(id int) bool { return set[id] }
		}
		// Hits past the ranked ones of a one- or two-letter query have
		// no marks (see search.Hit).
		res.found = make([]int, 0, len(hits))
		res.foundMarks = make([][]search.Mark, 0, len(hits))
		res.allFound = false
		for _, h := range hits {
			if inScope(h.Doc) {
				res.found = append(res.found, h.Doc)
				res.foundMarks = append(res.foundMarks, h.Marks)
			}
		}
	}
	if t.structured() {
		s.keepFound(res, func(id int) bool {
			return t.match(s.notes[id], s.releases[s.release[id]].Version)
		})
	}
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
			if passes(st, s.notes[id]) == gAll {
				res.IDs = append(res.IDs, id)
				if res.foundMarks != nil {
					res.Marks = append(res.Marks, res.foundMarks[i])
				}
			}
		})
	}
	return res
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
				marks = append(marks, res.foundMarks[i])
			}
		}
	})
	if found == nil {
		found = []int{}
	}
	res.found, res.foundMarks, res.allFound = found, marks, false
}

// filtered reports whether st has a filter (not counting the search).
func filtered(st State) bool {
	return len(st.SIGs)+len(st.Kinds)+len(st.Areas) > 0 || st.Action
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
	s.eachFound(res, func(_, id int) { f.add(id, s.notes[id]) })
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

// normalize drops what the store does not know, saying so.
func (s *Store) normalize(st State) (State, []i18n.Msg) {
	var notices []i18n.Msg
	if st.Version != "" {
		if v := canonicalVersion(st.Version); s.has(v) {
			st.Version = v
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
	// unknown words the notice per group, so each translates as a whole.
	keep := func(unknown func(v string) i18n.Msg, vals, known []string) []string {
		var out []string
		for _, v := range vals {
			lv := strings.ToLower(v)
			if _, ok := slices.BinarySearch(known, lv); ok {
				out = append(out, lv)
			} else {
				notices = append(notices, unknown(v))
			}
		}
		return out
	}
	st.SIGs = keep(func(v string) i18n.Msg {
		return i18n.M("No note has the SIG %q; that filter was ignored.", v)
	}, st.SIGs, s.sigs)
	st.Areas = keep(func(v string) i18n.Msg {
		return i18n.M("No note has the area %q; that filter was ignored.", v)
	}, st.Areas, s.areas)
	var kinds []string
	for _, k := range st.Kinds {
		if kind, ok := kindFromTerm(k); ok {
			if !slices.Contains(kinds, string(kind)) {
				kinds = append(kinds, string(kind))
			}
		} else {
			notices = append(notices, i18n.M("There is no kind %q; that filter was ignored.", k))
		}
	}
	st.Kinds = kinds
	return st, notices
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
// (a one-letter search counts facets over most of the notes per keystroke).
type facetIndex struct {
	once    sync.Once
	kind    []uint8  // note id → KindOrder of its kind
	sigOff  []int32  // note id → its SIGs are sigIdx[sigOff[id]:sigOff[id+1]]
	sigIdx  []uint16 // indexes into Store.sigs
	areaOff []int32
	areaIdx []uint16 // indexes into Store.areas
}

// facetIndexes returns the store's facet numbering, built on first use.
func (s *Store) facetIndexes() *facetIndex {
	x := &s.facets
	x.once.Do(func() {
		x.kind = make([]uint8, len(s.notes))
		x.sigOff = make([]int32, 1, len(s.notes)+1)
		x.areaOff = make([]int32, 1, len(s.notes)+1)
		for id, n := range s.notes {
			x.kind[id] = uint8(parser.KindOrder(n.Kind))
			for _, v := range n.SIGs {
				i, _ := slices.BinarySearch(s.sigs, v)
				x.sigIdx = append(x.sigIdx, uint16(i))
			}
			for _, v := range n.Areas {
				i, _ := slices.BinarySearch(s.areas, v)
				x.areaIdx = append(x.areaIdx, uint16(i))
			}
			x.sigOff = append(x.sigOff, int32(len(x.sigIdx)))
			x.areaOff = append(x.areaOff, int32(len(x.areaIdx)))
		}
	})
	return x
}

// facetCounter counts facet options in one pass over the candidates: a
// note counts for an option of group g when it passes every group but g.
type facetCounter struct {
	st                 State
	x                  *facetIndex
	sigs, kinds, areas []int // counts by index in Store.sigs, KindOrder, Store.areas
	action             int
}

func newFacetCounter(s *Store, st State) *facetCounter {
	return &facetCounter{st: st, x: s.facetIndexes(),
		sigs: make([]int, len(s.sigs)), kinds: make([]int, len(parser.Kinds)+1), areas: make([]int, len(s.areas))}
}

// passes returns the filter groups of st that n passes, as a bit mask.
func passes(st State, n *parser.Note) int {
	pass := 0
	if len(st.SIGs) == 0 || meets(n.SIGs, st.SIGs) {
		pass |= gSIG
	}
	if len(st.Kinds) == 0 || slices.Contains(st.Kinds, string(n.Kind)) {
		pass |= gKind
	}
	if len(st.Areas) == 0 || meets(n.Areas, st.Areas) {
		pass |= gArea
	}
	if !st.Action || n.ActionRequired {
		pass |= gAction
	}
	return pass
}

// add counts note id for the options it would stay under.
func (f *facetCounter) add(id int, n *parser.Note) {
	pass := passes(f.st, n)
	x := f.x
	if pass|gSIG == gAll {
		for _, i := range x.sigIdx[x.sigOff[id]:x.sigOff[id+1]] {
			f.sigs[i]++
		}
	}
	if pass|gKind == gAll {
		f.kinds[x.kind[id]]++
	}
	if pass|gArea == gAll {
		for _, i := range x.areaIdx[x.areaOff[id]:x.areaOff[id+1]] {
			f.areas[i]++
		}
	}
	if pass|gAction == gAll && n.ActionRequired {
		f.action++
	}
}

func (f *facetCounter) facets(s *Store) Facets {
	list := func(counts []int, selected []string, order []string) []Count {
		var out []Count
		for i, v := range order {
			sel := slices.Contains(selected, v)
			if n := counts[i]; n > 0 || sel {
				out = append(out, Count{Value: v, N: n, Selected: sel})
			}
		}
		return out
	}
	kinds := make([]string, len(parser.Kinds))
	for i, k := range parser.Kinds {
		kinds[i] = string(k)
	}
	return Facets{
		SIGs:   list(f.sigs, f.st.SIGs, s.sigs),
		Kinds:  list(f.kinds, f.st.Kinds, kinds),
		Areas:  list(f.areas, f.st.Areas, s.areas),
		Action: f.action,
	}
}
