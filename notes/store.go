// Package notes is the engine behind the viewer and the command line: an
// immutable Store of every release with the indexes built once, queries
// (filters, facet counts, search), version comparison and export. It needs
// no DOM and is tested on the host.
package notes

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/search"
)

// Store holds releases newest first and every note flattened in display
// order: by release (newest first), then kind in upstream order, then as
// written. A note's id is its index in that order, so a lower id is a newer
// note, which is also the search index's tie-break.
type Store struct {
	releases  []parser.Release
	byVersion map[string]int // version → index in releases
	notes     []*parser.Note
	release   []int // note id → index in releases
	// The search side is built on first use (see searchIndex): a page can
	// show its first view and become interactive before paying for it.
	searchOnce  sync.Once
	searchBuilt atomic.Bool // searchOnce has run (see ReadyFor)
	texts       []string    // note id → plain text searched
	index       *search.Index
	sigs        []string   // every SIG slug, sorted
	areas       []string   // every area slug, sorted
	sameText    storeTexts // built on the first comparison or view across releases
	facets      facetIndex // built on the first query (see facetIndexes)
	lastDiffMu  sync.Mutex
	lastDiff    *Comparison  // the last comparison made (see Diff)
	gates       gateIndex    // built on first use (see Gates)
	copyIdx     copyIndex    // built on the first view across releases (see copies)
	copyRelabel relabelled   // copyIdx's relabel flags (see Result.relabel)
	ctxTexts    contextTexts // built on the first search of a release context
	near        []NearCopy   // notes to join as one change (see WithNearCopies)
	aka         Aka          // the notes' other words, searched (see WithAka)
}

// NewStore builds a store from releases in any order. Where several
// releases share a version (a CHANGELOG section and the per-minor notes
// file), the one with the most notes is kept and the others only lend their
// labels: one release, one set of notes. A CHANGELOG file's section wins,
// as upstream publishes it as the release's record; between sources of the
// same standing the one with more notes wins.
func NewStore(releases []parser.Release, opts ...StoreOption) *Store {
	s := newStore(merge(releases, nil), nil)
	for _, o := range opts {
		o(s)
	}
	return s
}

// newStore builds a store from merged releases, calling a non-nil pause
// before each release (see WithPause).
func newStore(merged []parser.Release, pause func()) *Store {
	s := &Store{releases: merged, byVersion: make(map[string]int, len(merged))}
	sigs, areas := map[string]bool{}, map[string]bool{}
	byKind := make([][]int, len(parser.Kinds)+1) // KindOrder's range
	for ri := range s.releases {
		if pause != nil {
			pause()
		}
		r := &s.releases[ri]
		s.byVersion[r.Version] = ri
		// The notes by kind in upstream order, in their own order within
		// a kind: a counting sort, as KindOrder scans the kinds, and a
		// stable comparison sort calling it twice per comparison was a
		// fifth of the page's start-up in WebAssembly.
		for i := range byKind {
			byKind[i] = byKind[i][:0]
		}
		for i := range r.Notes {
			k := parser.KindOrder(r.Notes[i].Kind)
			byKind[k] = append(byKind[k], i)
		}
		for _, ids := range byKind {
			for _, i := range ids {
				n := &r.Notes[i]
				s.notes = append(s.notes, n)
				s.release = append(s.release, ri)
				for _, v := range n.SIGs {
					sigs[v] = true
				}
				for _, v := range n.Areas {
					areas[v] = true
				}
			}
		}
	}
	s.sigs = sortedKeys(sigs)
	s.areas = sortedKeys(areas)
	return s
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Merge returns one release per version, newest first, as NewStore keeps
// them (see NewStore). The input is not modified.
func Merge(in []parser.Release) []parser.Release { return merge(in, nil) }

// merge is Merge, calling a non-nil pause before each version and each
// release that lends it labels.
func merge(in []parser.Release, pause func()) []parser.Release {
	byVersion := map[string][]parser.Release{}
	var order []string
	for _, r := range in {
		if !semver.IsValid(r.Version) {
			continue
		}
		if _, ok := byVersion[r.Version]; !ok {
			order = append(order, r.Version)
		}
		byVersion[r.Version] = append(byVersion[r.Version], r)
	}
	out := make([]parser.Release, 0, len(order))
	for _, v := range order {
		if pause != nil {
			pause()
		}
		group := byVersion[v]
		best := 0
		for i, r := range group {
			if betterSource(r, group[best]) {
				best = i
			}
		}
		r := cloneRelease(group[best])
		for i, other := range group {
			if i != best {
				if pause != nil {
					pause()
				}
				lendLabels(&r, other)
			}
		}
		out = append(out, r)
	}
	sort.SliceStable(out, func(i, j int) bool { return semver.Compare(out[i].Version, out[j].Version) > 0 })
	return out
}

func betterSource(a, b parser.Release) bool {
	ac, bc := isChangelog(a.Source), isChangelog(b.Source)
	if ac != bc {
		return ac
	}
	return len(a.Notes) > len(b.Notes)
}

func isChangelog(source string) bool { return strings.HasPrefix(source, "CHANGELOG") }

// cloneRelease copies the notes slice so that lending labels never writes
// into a caller's release.
func cloneRelease(r parser.Release) parser.Release {
	r.Notes = slices.Clone(r.Notes)
	return r
}

// lendLabels adds the SIGs and areas of from's notes to dst's notes that cite
// the same pull request, and takes from's release-level prose where dst has
// none. A note of from with the same text is the note's own copy and lends
// alone: a pull request listed twice in an old layout (under its kind and
// again under its SIG's heading) has a copy of each SIG, and lending both
// gave each copy the other's SIG. A note of dst whose SIGs the parser
// guessed (parser.Note's SIGsGuessed: an old layout's note, or a minor
// release's without trailers, names none) takes from's SIGs instead of
// adding them: from's are the pull request's labels, and a guess beside
// them was a SIG the change never had.
func lendLabels(dst *parser.Release, from parser.Release) {
	byPR := map[int]*parser.Note{}
	// The copies of each text, in order: a text listed twice (under two
	// SIGs' headings) lends its first copy to the first, its second to
	// the second.
	byText := make(map[string][]*parser.Note, len(from.Notes))
	for i := range from.Notes {
		for _, pr := range from.Notes[i].PRs {
			byPR[pr] = &from.Notes[i]
		}
		byText[from.Notes[i].Markdown] = append(byText[from.Notes[i].Markdown], &from.Notes[i])
	}
	lend := func(n, o *parser.Note) {
		if n.SIGsGuessed && len(o.SIGs) > 0 {
			n.SIGs, n.SIGsGuessed = nil, false
		}
		n.SIGs = union(n.SIGs, o.SIGs)
		n.Areas = union(n.Areas, o.Areas)
		n.ActionRequired = n.ActionRequired || o.ActionRequired
	}
	for i := range dst.Notes {
		n := &dst.Notes[i]
		if copies := byText[n.Markdown]; len(copies) > 0 {
			lend(n, copies[0])
			if len(copies) > 1 {
				byText[n.Markdown] = copies[1:]
			}
			continue
		}
		for _, pr := range n.PRs {
			if o := byPR[pr]; o != nil {
				lend(n, o)
			}
		}
	}
	if len(dst.Themes) == 0 {
		dst.Themes = from.Themes
	}
	if len(dst.KnownIssues) == 0 {
		dst.KnownIssues = from.KnownIssues
	}
	if len(dst.Security) == 0 {
		dst.Security = from.Security
	}
}

// union is the sorted set of the labels of a and b, two sorted sets, at
// most parser.MaxNoteLabels of them (the first in sorted order), as the
// parser leaves a note: a note citing thousands of pull requests borrows
// from each, and a union that searched its labels for each borrowed one
// grew with their product.
func union(a, b []string) []string {
	if !slices.IsSorted(a) || !slices.IsSorted(b) {
		a, b = slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b))
	}
	out := make([]string, 0, min(len(a)+len(b), parser.MaxNoteLabels))
	for (len(a) > 0 || len(b) > 0) && len(out) < parser.MaxNoteLabels {
		var v string
		switch {
		case len(b) == 0 || len(a) > 0 && a[0] <= b[0]:
			v, a = a[0], a[1:]
		default:
			v, b = b[0], b[1:]
		}
		if len(out) == 0 || out[len(out)-1] != v {
			out = append(out, v)
		}
	}
	return out
}

// Releases returns every release, newest first. Callers must not modify it.
func (s *Store) Releases() []parser.Release { return s.releases }

// Release returns the release with the given version ("v1.30.0" or "1.30.0").
func (s *Store) Release(version string) (*parser.Release, bool) {
	i, ok := s.byVersion[canonicalVersion(version)]
	if !ok {
		return nil, false
	}
	return &s.releases[i], true
}

// Len is the number of notes.
func (s *Store) Len() int { return len(s.notes) }

// Note returns note id. Callers must not modify it.
func (s *Store) Note(id int) *parser.Note { return s.notes[id] }

// Text returns the plain text of note id, as searched.
func (s *Store) Text(id int) string {
	s.searchIndex()
	return s.texts[id]
}

// searchIndex returns the search index, building it and the notes' plain
// texts on first use. In WebAssembly the build is a large part of start-up
// (search.New alone takes over 100 ms there), and a view without search
// text never needs it; the page builds it in slices after its first view
// (PrepareSearch with a pause), and searches typed meanwhile wait (ReadyFor).
func (s *Store) searchIndex() *search.Index {
	s.searchOnce.Do(func() {
		s.texts = s.plainTexts(nil)
		s.index = search.NewWithFields(s.texts, s.searchFields(nil), nil)
		s.searchBuilt.Store(true)
	})
	return s.index
}

// plainTexts returns every note's plain text, calling a non-nil pause every
// few dozen notes and every plainTextStep bytes of a long one.
func (s *Store) plainTexts(pause func()) []string {
	texts := make([]string, len(s.notes))
	for id, n := range s.notes {
		if pause != nil && id%64 == 0 {
			pause()
		}
		texts[id] = plainText(n.Markdown, pause)
	}
	return texts
}

// searchFields returns the lesser fields the search indexes beside the
// notes' texts: their leads and other words (see Aka), calling a non-nil
// pause every few dozen notes, as plainTexts does: finding a note's words
// hashes its markdown, and an opened file's notes may be megabytes.
func (s *Store) searchFields(pause func()) search.Fields {
	f := search.Fields{Leads: s.leads()}
	if s.aka != nil {
		f.Aka = make([]string, len(s.notes))
		for id := range s.notes {
			if pause != nil && id%64 == 0 {
				pause()
			}
			f.Aka[id] = s.AkaWords(id)
		}
	}
	return f
}

// leads returns every note's Lead (the words of its entry the parser moved
// into its section), searched as a lesser field (search.Fields), or
// for a note without one, the heading it stands under when that heading is
// a program's name (programHeading). Not every note's section ("Changes by
// Kind", "SIG Node", "Node Components"), which the note never held and
// which, added to the text, made the search worse.
func (s *Store) leads() []string {
	leads := make([]string, len(s.notes))
	for id, n := range s.notes {
		leads[id] = n.Lead
		if n.Lead == "" {
			leads[id] = programHeading(n.Section)
		}
	}
	return leads
}

// programHeading returns the first heading of section (the one right
// below the kind) when it is a program's name as written, one word in
// lower case ("kubectl", "kube-proxy", "client-go"), and "" otherwise.
// Upstream grouped old notes (1.6's "### kubectl", 1.13–1.18's Urgent
// Upgrade Notes per component) under such headings and left the name out
// of their text ("`create role`", "`can-i` to see if you can perform an
// action"), but people look for them by it: "kubectl create role" found
// no such note.
func programHeading(section string) string {
	head, _, _ := strings.Cut(section, " / ")
	if head == "" || strings.Contains(head, " ") || strings.ToLower(head) != head {
		return ""
	}
	return head
}

// ReadyFor reports whether Match(st) can answer without building the
// search index first: st has no search text, or the index is built.
func (s *Store) ReadyFor(st State) bool {
	return s.SearchBuilt() || strings.TrimSpace(parseTerms(st.Query).free) == ""
}

// SearchBuilt reports whether the search index is built.
func (s *Store) SearchBuilt() bool { return s.searchBuilt.Load() }

// PrepareSearch builds the search index now, so the first search does not
// wait for it. It is safe to call more than once. A non-nil pause is called
// every few dozen notes and between the steps of the index build, so that
// the page can yield to the browser; such a build never waits: a search
// that comes first, in a pause, builds the index itself, and this build is
// then dropped.
func (s *Store) PrepareSearch(pause func()) {
	if pause == nil || s.SearchBuilt() {
		s.searchIndex()
	} else {
		texts := s.plainTexts(pause)
		index := search.NewWithFields(texts, s.searchFields(pause), pause)
		s.searchOnce.Do(func() {
			s.texts, s.index = texts, index
			s.searchBuilt.Store(true)
		})
		pause()
	}
	// The release context is searched too (see Context): its texts are
	// read now rather than on the first keystroke in a release's or a
	// comparison's view, where the widest range's took 2–5 ms.
	s.contextTexts()
}

// SIGs and Areas list every label slug present, sorted.
func (s *Store) SIGs() []string  { return s.sigs }
func (s *Store) Areas() []string { return s.areas }

// Nearest returns up to n known versions closest to v (same minor first),
// for error messages that help a person correct a typo.
func (s *Store) Nearest(v string, n int) []string {
	if !strings.HasPrefix(v, "v") {
		v = "v" + v
	}
	type cand struct {
		version string
		dist    int
	}
	var cands []cand
	mm := semver.MajorMinor(v)
	for i, r := range s.releases {
		d := i
		if mm != "" && semver.MajorMinor(r.Version) == mm {
			d -= len(s.releases) // same minor first
		}
		cands = append(cands, cand{r.Version, d})
	}
	// Without a valid version to anchor on, the newest releases are the best guess.
	if semver.IsValid(v) {
		pos, _ := slices.BinarySearchFunc(s.releases, v, func(r parser.Release, t string) int {
			return semver.Compare(t, r.Version) // releases are descending
		})
		for i := range cands {
			d := i - pos
			if d < 0 {
				d = -d
			}
			if semver.MajorMinor(cands[i].version) == mm {
				d -= len(s.releases)
			}
			cands[i].dist = d
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].dist < cands[j].dist })
	out := []string{}
	for _, c := range cands[:min(n, len(cands))] {
		out = append(out, c.version)
	}
	return out
}

// sortVersions orders versions oldest first. The notes package sorts with
// sort.Slice and sort.SliceStable, not slices.SortFunc, wherever the sort
// is not on a keystroke's path: each slices.SortFunc over another element
// type is another copy of the generic sort in the page's module (9-23 KB
// raw each), and the page has a download budget.
func sortVersions(vs []string) {
	sort.SliceStable(vs, func(i, j int) bool { return semver.Compare(vs[i], vs[j]) < 0 })
}
