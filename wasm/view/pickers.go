package view

import (
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
