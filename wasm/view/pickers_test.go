package view

import (
	"testing"

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
