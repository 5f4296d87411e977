package notes

import (
	"slices"
	"strings"
	"sync"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/parser"
)

// copyIndex groups the store's notes into changes, for the views across
// releases (every release, any search): upstream repeats a change in every
// release that carries it (a fix cherry-picked into several patch lines,
// a pre-release note repeated in the minor notes), and a person looking
// for it wants one result, not one per patch line. Two notes are the same
// change when they share their text (see sameTexts), or cite a common pull
// request and are the same note (see samePRChange), as Diff decides, or
// the store was given a link between them (a cherry-pick under a new PR
// whose note was lightly edited; see WithNearCopies and FindNearCopies);
// chains join (a note citing #1 and #2 joins the change of #1 with that of
// #2). Diff does not take the links: see FindNearCopies.
//
// It is built on the first view across releases, once per store: the text
// keys cost most of it, and a single release's view never needs them.
type copyIndex struct {
	once sync.Once
	// head is, by note id, the id of the note shown for its change: the
	// one of the oldest final release that carries it (the release where
	// it first shipped for most people), or of the oldest release when
	// only pre-releases do; within that release the most urgent entry,
	// then the first.
	head []int32
	// heads are the shown ids, ascending: the all-releases view unfiltered.
	heads []int
	// members of a change with copies are the ids of all its notes,
	// ascending, keyed by head (changes found once have no entry).
	members map[int][]int
	// also lists, by head, the other releases carrying the change, newest
	// first as the all-releases view lists releases.
	also map[int][]string
	// linked holds the notes a near copy joins (see WithNearCopies):
	// each says what the other does, reworded.
	linked map[int32]bool
}

// maxChangePRs is the most pull requests a note may cite and still be one
// change that others join by a shared PR: 9,619 of the shipped notes cite
// one, 67 two or three, and the 34 citing more are digests.
const maxChangePRs = 3

// changePRs are the pull requests by which n is the same change as
// another note: its PRs, unless it cites more than maxChangePRs. Such a
// note is a digest of many changes (1.7's nested "Features" lists, for
// one); joining by its PRs would fold unrelated notes into a card that
// does not say them, so it joins others by its text only.
func changePRs(n *parser.Note) []int {
	if len(n.PRs) > maxChangePRs {
		return nil
	}
	return n.PRs
}

// samePRChange reports whether notes a and b, which cite a common pull
// request, are one change: they cite the same pull requests (a pre-release
// note and the minor notes' rewrite of it), or their texts are nearly the
// same (a copy that gained a follow-up PR). A note that cites an earlier
// PR beside its own says something else: the note removing a flag cites
// the PR that deprecated it, and folding the two would hide the removal
// behind the deprecation's card.
func (s *Store) samePRChange(a, b int) bool {
	pa, pb := s.notes[a].PRs, s.notes[b].PRs
	if len(pa) == len(pb) && !slices.ContainsFunc(pa, func(p int) bool { return !slices.Contains(pb, p) }) {
		return true
	}
	return nearlySameText(NoteText(s.notes[a].Markdown), NoteText(s.notes[b].Markdown))
}

// minSameWords is the share of their distinct words (Jaccard) two texts
// must have in common to be the same note edited: the shipped notes that
// share a PR but not their PR lists score below 0.6 when they say
// different things ("Deprecated --x" and "Removed the deprecated --x"
// differ by a word, but also in their PR lists and most of their words).
const minSameWords = 0.8

// nearlySameText reports whether a and b have nearly the same words,
// case aside (see minSameWords).
func nearlySameText(a, b string) bool {
	wa, wb := textWords(a), textWords(b)
	if len(wa) == 0 || len(wb) == 0 {
		return false
	}
	common := 0
	for _, w := range wa {
		if _, ok := slices.BinarySearch(wb, w); ok {
			common++
		}
	}
	return float64(common) >= minSameWords*float64(len(wa)+len(wb)-common)
}

// textWords returns the distinct lower-cased words (runs of letters and
// digits) of t, sorted.
func textWords(t string) []string {
	ws := strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r > 0x7f)
	})
	slices.Sort(ws)
	return slices.Compact(ws)
}

// apart reports whether changes a and b (note ids) must stay two changes
// although a note of each shares its text with the other: one release
// tells them apart, with a note of each that cites other pull requests
// and says another thing (another text, not a near copy; see
// WithNearCopies, whose pairs are joined first). 1.36.0-alpha.1 gave
// #136046 and #136050 one text ("Fix the log verbosity level of some
// non-error logs that were incorrectly logged at error level"), and
// 1.36.0 says what each fixed: the storage version migrator, the SELinux
// warning controller. Joined by the shared text, the two were one card
// that cited one of them, and a search for the other PR showed a note
// that does not say it. A cherry-pick's copy is in another release than
// its change, and a PR's follow-up noting the same sentence is one text:
// neither is kept apart.
func (s *Store) apart(a, b []int32, group []int32) bool {
	for _, x := range a {
		nx := s.notes[x]
		for _, y := range b {
			ny := s.notes[y]
			if s.release[x] != s.release[y] || len(nx.PRs) == 0 || len(ny.PRs) == 0 {
				continue
			}
			if group[x] >= 0 && group[x] == group[y] {
				continue
			}
			if !slices.ContainsFunc(nx.PRs, func(p int) bool { return slices.Contains(ny.PRs, p) }) {
				return true
			}
		}
	}
	return false
}

// saysOther reports whether note id, of the change shown by note head,
// says another thing than head in head's own release: one pull request
// noted several times in one release ("fluentd has been updated to
// v1.5.1", "kibana has been updated to v7.1.1", … all #79014 in
// v1.16.0), which is one change across releases. A search that matches
// such a note shows it rather than head: "kibana updated 7.1.1" showed
// the fluentd note, which does not say kibana. Copies of one text and
// copies in other releases say what head says, and so does a near copy
// (see WithNearCopies). It runs for every copy a search hits, so it
// reads no text: comparing words (nearlySameText) would read a head of
// megabytes once per copy of a file's one PR noted thousands of times.
func (s *Store) saysOther(id, head int) bool {
	if s.release[id] != s.release[head] || s.copies().linked[int32(id)] {
		return false
	}
	group, _ := s.sameTexts()
	return group[id] < 0 || group[id] != group[head]
}

// maxApart is the most notes two changes may have together for apart to
// test them, every pair of a note of each: the largest shipped change
// has 13 notes, and a file of thousands of notes of one text would
// otherwise test every pair of them. Larger changes join by their text.
const maxApart = 32

// PrepareCopies builds the store's change groups now rather than in the
// first view across releases, calling a non-nil pause every few hundred
// notes while it reads their texts: the page builds a store from an opened
// file in slices, and the groups of a 20 MB file's 30,000 notes are a
// hundred milliseconds of WebAssembly, too much for the view's one task.
func (s *Store) PrepareCopies(pause func()) {
	s.textGroups(pause)
	if pause != nil {
		pause()
	}
	s.copies()
}

// copies returns the store's change groups, built on first use.
func (s *Store) copies() *copyIndex {
	x := &s.copyIdx
	x.once.Do(func() { s.buildCopies(x) })
	return x
}

func (s *Store) buildCopies(x *copyIndex) {
	n := len(s.notes)
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = int32(i)
	}
	find := func(i int32) int32 {
		for parent[i] != i {
			parent[i] = parent[parent[i]] // path halving keeps chains short
			i = parent[i]
		}
		return i
	}
	// size counts each root's notes; members lists them, for apart, while
	// they are at most maxApart (a root not in it with size 1 is alone).
	size := make([]int32, n)
	for i := range size {
		size[i] = 1
	}
	members := map[int32][]int32{}
	notesOf := func(r int32) []int32 {
		if m, ok := members[r]; ok {
			return m
		}
		return []int32{r}
	}
	union := func(a, b int32) {
		ra, rb := find(a), find(b)
		if ra == rb {
			return
		}
		if rb < ra {
			ra, rb = rb, ra
		}
		parent[rb] = ra
		if size[ra]+size[rb] <= maxApart {
			members[ra] = append(notesOf(ra), notesOf(rb)...)
		} else {
			delete(members, ra)
		}
		size[ra] += size[rb]
		delete(members, rb)
	}
	group, groups := s.sameTexts()
	// Near copies (see WithNearCopies) join like copies of one text, and
	// first: a pair read as one change is never kept apart (see apart).
	x.linked = map[int32]bool{}
	for _, l := range s.near {
		a, okA := s.noteID(l.A)
		b, okB := s.noteID(l.B)
		if okA && okB {
			union(int32(a), int32(b))
			x.linked[int32(a)], x.linked[int32(b)] = true, true
		}
	}
	byText := make([]int32, groups)
	for i := range byText {
		byText[i] = -1
	}
	// byPR lists, per pull request, one note of each change citing it
	// (see samePRChange): most PRs have one.
	byPR := make(map[int][]int32, n)
	for id, note := range s.notes {
		for _, pr := range changePRs(note) {
			joined := false
			for _, o := range byPR[pr] {
				if s.samePRChange(int(o), id) {
					union(o, int32(id))
					joined = true
				}
			}
			if !joined {
				byPR[pr] = append(byPR[pr], int32(id))
			}
		}
		if g := group[id]; g >= 0 {
			if o := byText[g]; o >= 0 {
				ra, rb := find(o), find(int32(id))
				if size[ra]+size[rb] > maxApart || !s.apart(notesOf(ra), notesOf(rb), group) {
					union(o, int32(id))
				}
			} else {
				byText[g] = int32(id)
			}
		}
	}
	// The head of each root: ids ascend from the newest release to the
	// oldest, so a later id of a final release is an older one.
	final := make([]bool, len(s.releases))
	for ri, r := range s.releases {
		final[ri] = semver.Prerelease(r.Version) == ""
	}
	better := func(a, b int) bool { // a shows the change rather than b
		ra, rb := s.release[a], s.release[b]
		if final[ra] != final[rb] {
			return final[ra]
		}
		if ra != rb {
			return ra > rb
		}
		if ua, ub := urgency(s.notes[a]), urgency(s.notes[b]); ua != ub {
			return ua > ub
		}
		return a < b
	}
	// best[r] is the head of root r's change so far, -1 while r is alone.
	best := make([]int32, n)
	for i := range best {
		best[i] = -1
	}
	root := make([]int32, n)
	for id := range s.notes {
		r := find(int32(id))
		root[id] = r
		if r == int32(id) {
			continue // a root is its own best until a member beats it
		}
		b := int(best[r])
		if b < 0 {
			b = int(r)
		}
		if better(id, b) {
			b = id
		}
		best[r] = int32(b)
	}
	x.head = make([]int32, n)
	x.members = make(map[int][]int)
	x.also = make(map[int][]string)
	for id := range s.notes {
		h := int(best[root[id]])
		if h < 0 {
			x.head[id] = int32(id)
			x.heads = append(x.heads, id)
			continue
		}
		x.head[id] = int32(h)
		if id == h {
			x.heads = append(x.heads, id)
		}
		x.members[h] = append(x.members[h], id)
		if v := s.notes[id].Version; v != s.notes[h].Version && !slices.Contains(x.also[h], v) {
			x.also[h] = append(x.also[h], v)
		}
	}
}
