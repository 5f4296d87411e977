package view

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// state is the view a link's fragment names.
func state(t *testing.T, frag string) notes.State {
	t.Helper()
	st, notices := notes.ParseFragment(frag)
	if len(notices) > 0 {
		t.Fatalf("#%s: %v", frag, notices)
	}
	return st
}

func TestPickRange(t *testing.T) {
	const (
		release   = "version=v1.30.0&sig=node"
		comparing = "from=v1.29.0&to=v1.30.2&q=swap"
		timeline  = "gate=SidecarContainers"
	)
	for _, c := range []struct {
		name, view, from, to string
		show, unpickTo       bool
		want                 string // the fragment of the view shown
	}{
		{"the first version picked waits for the other", release, "v1.29.0", "", false, false, ""},
		{"the to version picked first waits too", release, "", "v1.30.0", false, false, ""},
		{"both picked: a comparison, the release view's filters kept", release, "v1.29.0", "v1.30.2", true, false, "from=v1.29.0&to=v1.30.2&sig=node"},
		{"a gate's timeline gives way to the comparison", timeline, "v1.29.0", "v1.30.0", true, false, "from=v1.29.0&to=v1.30.0"},
		{"the range moves, the search kept", comparing, "v1.28.0", "v1.30.2", true, false, "from=v1.28.0&to=v1.30.2&q=swap"},
		{"one unpicked while comparing leaves compare mode", comparing, "", "v1.30.2", true, false, "q=swap"},
		{"a from newer than to unpicks to", comparing, "v1.31.0", "v1.30.2", false, true, ""},
		{"a from equal to to unpicks to", comparing, "v1.30.2", "v1.30.2", false, true, ""},
		{"a pre-release comes before its release", release, "v1.30.0-rc.1", "v1.30.0", true, false, "from=v1.30.0-rc.1&to=v1.30.0&sig=node"},
	} {
		got := PickRange(state(t, c.view), c.from, c.to)
		frag := ""
		if got.Show {
			frag = got.State.Fragment()
		}
		if got.Show != c.show || got.UnpickTo != c.unpickTo || frag != c.want {
			t.Errorf("%s: PickRange(#%s, %q, %q) shows %v #%s, unpicks to %v; want %v #%s, %v",
				c.name, c.view, c.from, c.to, got.Show, frag, got.UnpickTo, c.show, c.want, c.unpickTo)
		}
	}
}

func TestSwapRange(t *testing.T) {
	st := state(t, "from=v1.30.2&to=v1.27.0&kind=bug")
	got, ok := SwapRange(st, "v1.30.2", "v1.27.0")
	if want := "from=v1.27.0&to=v1.30.2&kind=bug"; !ok || got.Fragment() != want {
		t.Errorf("SwapRange = %v #%s, want #%s", ok, got.Fragment(), want)
	}
	if _, ok := SwapRange(st, "", "v1.27.0"); ok {
		t.Error("SwapRange with one version unpicked swapped")
	}
}

// TestVersionRunsAreThePickersOptions: the runs of options the page adds to
// a release picker one at a time list every release once, newest first
// (the "to" picker those newer than from, and keep), none longer than
// asked; the shipped releases are one run, so an ordinary page fills its
// pickers at once.
func TestVersionRunsAreThePickersOptions(t *testing.T) {
	store := shipped(t)
	rels := store.Releases()
	n := len(rels)
	if got := VersionRuns(store, i18n.EN, PickerRun); len(got) != 1 {
		t.Errorf("the %d shipped releases are %d runs, want 1", n, len(got))
	}
	options := func(keep func(v string) bool) string {
		var b strings.Builder
		for _, r := range rels {
			if keep(r.Version) {
				b.WriteString(`<option value="` + r.Version + `">` + r.Version + `</option>`)
			}
		}
		return b.String()
	}
	all := options(func(string) bool { return true })
	if VersionsHTML(store) != all {
		t.Error("VersionsHTML does not list every release once, newest first")
	}
	for _, per := range []int{1, 7, n - 1, n, n + 1} {
		runs := VersionRuns(store, i18n.EN, per)
		if strings.Join(runs, "") != all {
			t.Errorf("per %d: the runs do not list every release once, newest first", per)
		}
		if want := (n + per - 1) / per; len(runs) != want {
			t.Errorf("per %d: %d runs of %d releases, want %d", per, len(runs), n, want)
		}
		for i, c := range runs {
			if k := strings.Count(c, "<option "); k > per || k == 0 {
				t.Errorf("per %d: run %d holds %d options", per, i, k)
			}
		}
		for _, c := range []struct{ from, keep string }{{"v1.30.0", ""}, {"v1.30.0", "v1.29.0"}, {"v9.0.0", ""}} {
			want := options(func(v string) bool { return semver.Compare(v, c.from) > 0 || v == c.keep })
			if got := strings.Join(ToVersionRuns(store, i18n.EN, c.from, c.keep, per), ""); got != want || ToVersionsHTML(store, c.from, c.keep) != want {
				t.Errorf("per %d, from %s keep %q: the runs list %d options, want %d", per, c.from, c.keep, strings.Count(got, "<option "), strings.Count(want, "<option "))
			}
		}
	}
	if got := ToVersionRuns(store, i18n.EN, "v9.0.0", "", 7); len(got) != 1 || got[0] != "" {
		t.Errorf("no release newer than v9.0.0: runs %q, want one empty run", got)
	}
}

// TestPickersOfManyReleasesListMinorsAndTheNewest: a store of 10,000
// releases (v1.100.0 … v1.199.99, as a file may hold) and of a few
// pre-releases of another line gives each picker MaxPickerOptions of
// them: every minor release, then each line's newest in turn (the
// pre-releases all, being few), and the release to keep, newest first,
// with a last option, disabled, saying how many more there are, in the
// page's language.
func TestPickersOfManyReleasesListMinorsAndTheNewest(t *testing.T) {
	var versions []string // newest first
	for i := 9999; i >= 0; i-- {
		versions = append(versions, fmt.Sprintf("v1.%d.%d", 100+i/100, i%100))
	}
	versions = append(versions, "v1.37.0-beta.0", "v1.37.0-alpha.2", "v1.37.0-alpha.1")
	listed, left := PickerReleases(versions, "v1.142.42")
	if len(listed) != MaxPickerOptions || left != len(versions)-MaxPickerOptions {
		t.Errorf("%d listed, %d left; want %d and %d", len(listed), left, MaxPickerOptions, len(versions)-MaxPickerOptions)
	}
	for _, v := range []string{"v1.100.0", "v1.142.0", "v1.199.0", "v1.199.99", "v1.199.91", "v1.100.92", "v1.142.42", "v1.37.0-alpha.1", "v1.37.0-beta.0"} {
		if !slices.Contains(listed, v) {
			t.Errorf("%s is not listed", v)
		}
	}
	if slices.Contains(listed, "v1.142.41") || slices.Contains(listed, "v1.199.89") {
		t.Error("v1.142.41 or v1.199.89, neither a minor release, among its line's newest nor kept, is listed")
	}
	if !slices.IsSortedFunc(listed, func(a, b string) int { return semver.Compare(b, a) }) {
		t.Error("the listed releases are not newest first")
	}
	var rels []parser.Release
	for _, v := range versions {
		rels = append(rels, parser.Release{Version: v, Notes: []parser.Note{{Version: v, Kind: "Feature", Markdown: "x " + v}}})
	}
	store := notes.NewStore(rels)
	for lang, more := range map[i18n.Lang]string{
		i18n.EN: `<option value="" disabled data-i18n-left="9003">… and 9,003 more releases: follow a link to one</option>`,
		i18n.JA: `<option value="" disabled data-i18n-left="9003">… ほか 9,003 件のリリース: リンクから開けます</option>`,
	} {
		runs := VersionRuns(store, lang, PickerRun)
		html := strings.Join(runs, "")
		if got := strings.Count(html, `<option value="v`); got != MaxPickerOptions {
			t.Errorf("%s: the runs list %d releases, want %d", lang, got, MaxPickerOptions)
		}
		if !strings.HasSuffix(runs[len(runs)-1], more) {
			t.Errorf("%s: the last run ends %q, want %q", lang, runs[len(runs)-1][max(0, len(runs[len(runs)-1])-120):], more)
		}
	}
	// A store within the limit lists every release and says no more.
	if listed, left := PickerReleases(versions[:MaxPickerOptions], ""); len(listed) != MaxPickerOptions || left != 0 {
		t.Errorf("%d releases: %d listed, %d left", MaxPickerOptions, len(listed), left)
	}
}
