package notes

import (
	"slices"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/internal/paced"
	"github.com/kubechangelog/kubechangelog/parser"
)

// DepChange is one Go module's move between the two versions compared:
// From is its version at the older one and To at the newer. From is "" for
// a module added on the way and To is "" for one removed.
type DepChange struct {
	Module string `json:"module"`
	From   string `json:"from"`
	To     string `json:"to"`
}

// Added and Removed say which of the three kinds of line c is.
func (c DepChange) Added() bool   { return c.From == "" }
func (c DepChange) Removed() bool { return c.To == "" }

// depsBetween returns, for every Go module whose version differs between
// releases a and b (indexes into s.releases, a older than b), its version
// at a and at b, sorted by module path.
//
// Each release's Dependencies section is relative to the release it says
// it follows ("Changelog since …", Release.Previous), and those links form
// a tree rather than a line: v1.30.0 follows v1.29.0 and so does
// v1.30.0-alpha.1; v1.25.0 follows v1.24.0, not v1.24.5. Walking the links
// from a and from b to their closest common release c gives two chains of
// deltas, c→a and c→b; a module's version at a is the end of its c→a
// chain or, if it did not move there, its start on the c→b chain (it was
// still at c's version), and likewise for b. Composing the releases of the
// range in plain version order instead would count overlapping sections
// twice: v1.30.0's section repeats every pre-release's.
//
// A module that moved and came back (v1.2 → v1.3 → v1.2), or was added and
// removed again, is at the same version at a and b and is left out: the
// list answers "what is different after the upgrade", and there is nothing
// to check for such a module.
//
// Some releases on the way may have no Dependencies section in the data
// (the per-minor release-notes drafts of 1.23 on carry none); they are
// returned as unknown, oldest first. Their moves are missing, so a From
// may be a version later than the one at a. A module that moved on one
// chain only while the other chain has such a gap is left out: its
// version at the other end is not known, and guessing "unchanged" would
// invent a downgrade.
//
// pause, when not nil, is called every depsSlice modules: the page
// computes a comparison's dependency changes after its notes are on
// screen, in slices between which the browser paints and takes input
// (see Comparison.PrepareDeps).
func (s *Store) depsBetween(a, b int, pause func()) (changes []DepChange, unknown []string) {
	if pause == nil {
		pause = func() {}
	}
	tick := ticker(pause)
	upA, upB := s.ancestry(a), s.ancestry(b)
	onA := make(map[int]int, len(upA)) // release index → position on a's chain
	for i, ri := range upA {
		onA[ri] = i
	}
	// upB[:cut] are the releases from b down to, not including, the common
	// ancestor; upA[:onA[common]] the same for a. Without a common ancestor
	// (a link missing from the data) both whole chains are used, as if they
	// met at a release older than everything the store holds.
	cutA, cutB := len(upA), len(upB)
	for i, ri := range upB {
		if j, ok := onA[ri]; ok {
			cutA, cutB = j, i
			break
		}
	}
	la, ia, gapA := s.composeDeps(upA[:cutA], tick)
	lb, ib, gapB := s.composeDeps(upB[:cutB], tick)
	for _, ri := range slices.Concat(upA[:cutA], upB[:cutB]) {
		if !s.hasDepsSection(ri) {
			unknown = append(unknown, s.releases[ri].Version)
		}
	}
	sortVersions(unknown)

	// Each module once: those that moved on a's chain (and maybe b's),
	// then those that moved on b's only. One look-up a module, and a sort
	// of the changes alone: a set of every module and a sort of its keys
	// took 1.5× the time (22–25 ms natively for a section of 50,000
	// modules, now 15), most of a comparison's task in the page.
	changes = make([]DepChange, 0, len(la)+len(lb))
	for _, ea := range la {
		tick()
		j, inB := ib[ea.Module]
		if !inB && gapB {
			continue
		}
		atA, atB := ea.To, ea.From
		if inB {
			atB = lb[j].To
		}
		if atA != atB {
			changes = append(changes, DepChange{Module: ea.Module, From: atA, To: atB})
		}
	}
	for _, eb := range lb {
		tick()
		if _, inA := ia[eb.Module]; inA || gapA {
			continue
		}
		if eb.From != eb.To {
			changes = append(changes, eb)
		}
	}
	// With pauses: 100,000 modules' changes sorted at once were one
	// stretch of 0.25 s in the page.
	paced.SortStable(changes, func(x, y DepChange) int { return strings.Compare(x.Module, y.Module) }, pause)
	return changes, unknown
}

// depsSlice is how many modules depsBetween handles between two pauses:
// 50,000 modules, an opened file's section no upstream one nears (the
// largest shipped comparison moves about 600), took 150–500 ms of one task
// in the page.
const depsSlice = 4096

// ticker returns a function that calls pause every depsSlice calls.
func ticker(pause func()) func() {
	n := 0
	return func() {
		if n++; n%depsSlice == 0 {
			pause()
		}
	}
}

// composeDeps folds the Dependencies sections of chain (release indexes,
// newest first, as ancestry returns them) oldest first into one change per
// module, where it stood before the first release and after the last, in
// the order modules first move; at maps a module to its change. gap
// reports a release of chain without a section.
func (s *Store) composeDeps(chain []int, tick func()) (out []DepChange, at map[string]int, gap bool) {
	at = map[string]int{}
	step := func(mod, before, after string) {
		if i, seen := at[mod]; seen {
			out[i].To = after
			return
		}
		at[mod] = len(out)
		out = append(out, DepChange{Module: mod, From: before, To: after})
	}
	for i := len(chain) - 1; i >= 0; i-- {
		if !s.hasDepsSection(chain[i]) {
			gap = true
			continue
		}
		d := &s.releases[chain[i]].Dependencies
		for _, m := range d.Added {
			tick()
			step(m.Module, "", m.Version)
		}
		for _, m := range d.Changed {
			tick()
			step(m.Module, m.From, m.To)
		}
		for _, m := range d.Removed {
			tick()
			step(m.Module, m.Version, "")
		}
	}
	return out, at, gap
}

// DepsUnchanged is what a comparison's dependency section says when no Go
// module moved (see DepsNotes).
var DepsUnchanged = i18n.M("No Go module changed version.")

// DepsNotes says what a comparison's dependency section tells beside its
// module list (see Deps), the same in the page, the command line and
// every export: unchanged when the list is empty and every release on the
// way lists its Go modules (then DepsUnchanged says so), and a sentence
// for the releases on the way without that list. Those either give their
// dependency changes as notes of the kind Dependency (every minor release
// before 1.16, which upstream wrote before its module lists, 1.18 and
// 1.37) or say nothing of them. "Nothing has changed" under v1.12.0 →
// v1.13.0, whose notes list 29 dependency notes, was untrue.
func (c *Comparison) DepsNotes() (unchanged bool, gaps []i18n.Msg) {
	deps, unknown := c.Deps()
	var asNotes, silent []string
	for _, v := range unknown {
		if c.store.hasKind(v, parser.KindDependency) {
			asNotes = append(asNotes, v)
		} else {
			silent = append(silent, v)
		}
	}
	if len(asNotes) > 0 {
		gaps = append(gaps, i18n.M("The notes of %s list no Go module changes; their dependency changes are the notes of the kind Dependency.", strings.Join(asNotes, ", ")))
	}
	if len(silent) > 0 {
		gaps = append(gaps, i18n.M("The notes of %s list no dependency changes; modules they moved are missing here.", strings.Join(silent, ", ")))
	}
	return len(deps) == 0 && len(unknown) == 0, gaps
}

// hasKind reports whether release version has a note of kind k.
func (s *Store) hasKind(version string, k parser.Kind) bool {
	lo, hi := s.releaseSpan(version)
	for id := lo; id < hi; id++ {
		if s.notes[id].Kind == k {
			return true
		}
	}
	return false
}

// hasDepsSection reports whether release ri's Dependencies are known. The
// model cannot tell an absent section from "_Nothing has changed._", so it
// goes by what upstream publishes: a patch or pre-release can move no
// module, a whole minor line never does, so an empty minor release is one
// whose notes file has no section.
func (s *Store) hasDepsSection(ri int) bool {
	r := &s.releases[ri]
	d := &r.Dependencies
	return !isMinorRelease(r.Version) || len(d.Added)+len(d.Changed)+len(d.Removed) > 0
}

// ancestry returns ri and the releases it follows, newest first, to the
// oldest the store can link to.
func (s *Store) ancestry(ri int) []int {
	out := []int{ri}
	for {
		p := s.follows(ri)
		if p < 0 {
			return out
		}
		out = append(out, p)
		ri = p
	}
}

// follows returns the index of the release ri's notes are written against:
// its "Changelog since" version when the store holds it, otherwise the one
// upstream's conventions name (the previous minor for vX.Y.0 and an
// alpha.1, the previous patch or pre-release otherwise), found as the
// nearest older release of that shape. It returns -1 when there is none.
// The result is always older than ri, so walking it ends.
func (s *Store) follows(ri int) int {
	r := &s.releases[ri]
	if p, ok := s.byVersion[r.Previous]; ok && p > ri {
		return p
	}
	v := r.Version
	mm := semver.MajorMinor(v)
	if !isMinorRelease(v) {
		// Same minor line first: a patch follows the previous patch (or
		// vX.Y.0), a pre-release the previous pre-release.
		pre := semver.Prerelease(v) != ""
		for p := ri + 1; p < len(s.releases); p++ {
			pv := s.releases[p].Version
			if semver.MajorMinor(pv) != mm {
				break
			}
			if (semver.Prerelease(pv) != "") == pre {
				return p
			}
		}
	}
	for p := ri + 1; p < len(s.releases); p++ {
		if pv := s.releases[p].Version; isMinorRelease(pv) && semver.MajorMinor(pv) != mm {
			return p
		}
	}
	return -1
}

// isMinorRelease reports whether v is a minor release, vX.Y.0: the notes
// of a whole minor line since the previous one.
func isMinorRelease(v string) bool {
	return semver.Prerelease(v) == "" && strings.HasSuffix(semver.Canonical(v), ".0")
}
