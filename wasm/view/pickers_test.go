package view

import (
	"strings"
	"testing"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/notes"
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
	if got := VersionRuns(store, PickerRun); len(got) != 1 {
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
		runs := VersionRuns(store, per)
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
			if got := strings.Join(ToVersionRuns(store, c.from, c.keep, per), ""); got != want || ToVersionsHTML(store, c.from, c.keep) != want {
				t.Errorf("per %d, from %s keep %q: the runs list %d options, want %d", per, c.from, c.keep, strings.Count(got, "<option "), strings.Count(want, "<option "))
			}
		}
	}
	if got := ToVersionRuns(store, "v9.0.0", "", 7); len(got) != 1 || got[0] != "" {
		t.Errorf("no release newer than v9.0.0: runs %q, want one empty run", got)
	}
}
