package view

import (
	"html"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
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
// 30,000 options, styled and laid out in one frame of 0.7–1.5 s. Runs of
// 2,000 still took frames of 0.2–0.38 s: the styling of the run, and the
// layout of the picker's every option. The shipped releases, and a
// corpus four times as large, are one run: an ordinary page fills its
// pickers at once, as before.
const PickerRun = 500

// MaxPickerOptions is the most releases a release picker lists. Upstream
// has published about a thousand releases in all (patches and
// pre-releases included), and the shipped notes are 70; a file of more
// made a picker that Chromium took hundreds of milliseconds to lay out
// each time it changed, and that nobody can scroll through. Past it, a
// picker lists every minor release (vX.Y.0) and then each line's newest
// (PickerReleases), and says how many more there are; a link, or a card's
// release link, reaches any of them, and the page adds the release it
// shows to its picker.
const MaxPickerOptions = 1000

// VersionRuns is VersionsHTML cut into runs of at most per options, newest
// first.
func VersionRuns(store *notes.Store, lang i18n.Lang, per int) []string {
	return ToVersionRuns(store, lang, "", "", per)
}

// ToVersionRuns is ToVersionsHTML cut into runs of at most per options.
// There is always one run, empty when no release is listed.
func ToVersionRuns(store *notes.Store, lang i18n.Lang, from, keep string, per int) []string {
	var versions []string
	for _, r := range store.Releases() {
		if from != "" && semver.Compare(r.Version, from) <= 0 && r.Version != keep {
			continue
		}
		versions = append(versions, r.Version)
	}
	listed, left := PickerReleases(versions, keep)
	var out []string
	var b strings.Builder
	n := 0
	for _, v := range listed {
		writeOption(&b, v, v)
		if n++; n == per {
			out = append(out, b.String())
			b.Reset()
			n = 0
		}
	}
	if left > 0 {
		// data-i18n-left holds the count, so that a switch of language
		// rewrites the line as it does the page's other words (see
		// PickerMoreText), without filling the pickers again.
		b.WriteString(`<option value="" disabled data-i18n-left="`)
		b.WriteString(strconv.Itoa(left))
		b.WriteString(`">`)
		b.WriteString(html.EscapeString(PickerMoreText(lang, left)))
		b.WriteString("</option>")
		n++
	}
	if n > 0 || len(out) == 0 {
		out = append(out, b.String())
	}
	return out
}

// PickerMoreText is a picker's last line when it leaves left releases out.
func PickerMoreText(lang i18n.Lang, left int) string {
	return lang.F("… and %s more releases: follow a link to one", i18n.Count(left))
}

// PickerReleases is what a release picker lists of versions (newest
// first), and how many of them it leaves out: all of them up to
// MaxPickerOptions. Past it, each minor line gets its share, so that the
// few releases of one file (a line's pre-releases) are not crowded out by
// the many of another: keep (when one of versions), then every line's
// minor release (vX.Y.0), then each line's newest release not yet listed,
// line after line, round after round, MaxPickerOptions in all, in the
// order of versions.
func PickerReleases(versions []string, keep string) (listed []string, left int) {
	if len(versions) <= MaxPickerOptions {
		return versions, 0
	}
	chosen := make(map[string]bool, MaxPickerOptions)
	if slices.Contains(versions, keep) {
		chosen[keep] = true
	}
	var lines [][]string // each line's versions, newest first; lines newest first
	at := map[string]int{}
	for _, v := range versions {
		mm := semver.MajorMinor(v)
		i, ok := at[mm]
		if !ok {
			i = len(lines)
			at[mm] = i
			lines = append(lines, nil)
		}
		lines[i] = append(lines[i], v)
	}
	for _, line := range lines {
		for _, v := range line {
			if len(chosen) < MaxPickerOptions && isMinorRelease(v) {
				chosen[v] = true
			}
		}
	}
	next := make([]int, len(lines)) // each line's next release to take
	for len(chosen) < MaxPickerOptions {
		took := false
		for i, line := range lines {
			for next[i] < len(line) && chosen[line[next[i]]] {
				next[i]++
			}
			if next[i] < len(line) && len(chosen) < MaxPickerOptions {
				chosen[line[next[i]]] = true
				took = true
			}
		}
		if !took {
			break
		}
	}
	for _, v := range versions {
		if chosen[v] {
			listed = append(listed, v)
		}
	}
	return listed, len(versions) - len(listed)
}

// isMinorRelease reports whether v is a minor release: vX.Y.0, no
// pre-release.
func isMinorRelease(v string) bool {
	return semver.Prerelease(v) == "" && strings.Count(v, ".") == 2 && strings.HasSuffix(v, ".0")
}
