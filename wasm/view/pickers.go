package view

import (
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/notes"
)

// RangePick is what picking a version in the compare pickers does to the
// view (see PickRange).
type RangePick struct {
	// State is the view to show when Show is set.
	State notes.State
	Show  bool
	// UnpickTo: the to picker's version is no upgrade from the new from;
	// the page unpicks it and waits for a newer one rather than leave
	// compare mode.
	UnpickTo bool
}

// PickRange decides what the pickers' versions from and to ("" for
// unpicked) make of the view st: a comparison once both are picked (a
// release's view and a gate's timeline give way to it), the range moved
// when one changes, the comparison left when one is unpicked, and nothing
// yet when the first of the two is picked.
func PickRange(st notes.State, from, to string) RangePick {
	if from != "" && to != "" && semver.Compare(to, from) <= 0 {
		return RangePick{UnpickTo: true}
	}
	next := st
	next.Gates, next.Gate = "", ""
	switch {
	case from != "" && to != "":
		next.Version, next.From, next.To = "", from, to
	case st.Compare():
		next.From, next.To = "", ""
	default:
		return RangePick{} // wait for the other version
	}
	return RangePick{State: next, Show: true}
}

// SwapRange is the view of st with its range given the other way round:
// a link from a downgrade, or a from picked past to, becomes an upgrade.
// It reports false unless both versions are picked (the page then moves
// the one picked to the other picker itself).
func SwapRange(st notes.State, from, to string) (notes.State, bool) {
	if from == "" || to == "" {
		return st, false
	}
	st.Gates, st.Gate = "", ""
	st.Version, st.From, st.To = "", to, from
	return st, true
}

// PickerRun is how many options the page adds to a release picker at once.
// A longer list is added a run per frame: Chromium styles the options
// added since the last frame and lays out every option of a select that
// changed, and a file of 10,000 tiny releases made the three pickers
// 30,000 options, styled and laid out in one frame of 0.7–1.5 s. The
// shipped releases, and a corpus four times as large, are one run: an
// ordinary page fills its pickers at once, as before.
const PickerRun = 2000

// VersionRuns is VersionsHTML cut into runs of at most per options, newest
// first.
func VersionRuns(store *notes.Store, per int) []string {
	return ToVersionRuns(store, "", "", per)
}

// ToVersionRuns is ToVersionsHTML cut into runs of at most per options.
// There is always one run, empty when no release is listed.
func ToVersionRuns(store *notes.Store, from, keep string, per int) []string {
	var out []string
	var b strings.Builder
	n := 0
	for _, r := range store.Releases() {
		if from != "" && semver.Compare(r.Version, from) <= 0 && r.Version != keep {
			continue
		}
		writeOption(&b, r.Version, r.Version)
		if n++; n == per {
			out = append(out, b.String())
			b.Reset()
			n = 0
		}
	}
	if n > 0 || len(out) == 0 {
		out = append(out, b.String())
	}
	return out
}
