package view

import (
	"regexp"
	"strings"
	"testing"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// attrs returns the values of attribute name on the elements of html
// matching the opening tag prefix open, in order.
func attrs(html, open, name string) []string {
	re := regexp.MustCompile(regexp.QuoteMeta(open) + `[^>]*\b` + name + `="([^"]*)"`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(html, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestGatesListTimeline: the example, searched for in the list,
// shows the four stages the notes give it, each with its release.
func TestGatesListTimeline(t *testing.T) {
	v := New(shipped(t))
	got := v.GatesHTML(notes.State{Gates: "all", Query: "WaitForAllControlPlane"})
	if n := strings.Count(got, `<li class="gate" `); n != 1 {
		t.Fatalf("searching WaitForAllControlPlane lists %d gates:\n%s", n, got)
	}
	if !strings.Contains(got, `<a class="gate-name" href="#gate=WaitForAllControlPlaneComponents"><code>WaitForAllControlPlaneComponents</code></a>`) {
		t.Errorf("the gate does not link to its view:\n%s", got)
	}
	stages := attrs(got, `<li data-stage`, "data-version")
	want := []string{"v1.30.0", "v1.33.0", "v1.34.0", "v1.35.0"}
	if strings.Join(stages, " ") != strings.Join(want, " ") {
		t.Errorf("timeline releases %v, want %v", stages, want)
	}
	for _, w := range []string{">alpha v1.30.0</li>", ">beta v1.33.0</li>", ">GA v1.34.0</li>", ">removed v1.35.0</li>"} {
		if !strings.Contains(got, w) {
			t.Errorf("the timeline lacks %q", w)
		}
	}
	if !strings.Contains(got, `<span class="stage" data-stage="removed">removed</span>`) {
		t.Error("the gate's current stage is not shown as removed")
	}
}

// TestGatesListStageFilter: a stage lists only its gates, and none of
// another stage's.
func TestGatesListStageFilter(t *testing.T) {
	v := New(shipped(t))
	got := v.GatesHTML(notes.State{Gates: notes.StageBeta})
	stages := attrs(got, `<li class="gate"`, "data-stage")
	if len(stages) < 10 {
		t.Fatalf("only %d beta gates listed", len(stages))
	}
	for _, s := range stages {
		if s != notes.StageBeta {
			t.Fatalf("a %s gate is listed under beta", s)
		}
	}
	if strings.Contains(got, `data-gate="DynamicKubeletConfig"`) {
		t.Error("DynamicKubeletConfig (removed) is listed among the beta gates")
	}
	if none := v.GatesHTML(notes.State{Gates: "all", Query: "NoSuchGateAtAll"}); !strings.Contains(none, "No feature gate matches.") {
		t.Errorf("an empty list says nothing: %s", none)
	}
}

// TestGateView: a gate's view lists each note naming it with its release,
// what it says and its PR; an unknown name, escaped, gets suggestions.
func TestGateView(t *testing.T) {
	v := New(shipped(t))
	got := v.GateHTML("waitforallcontrolplanecomponents") // the case ignored
	if !strings.Contains(got, `<h2 class="gate-title" data-gate="WaitForAllControlPlaneComponents">`) {
		t.Fatalf("no title for the gate:\n%.400s", got)
	}
	kinds := attrs(got, `<li class="gate-event"`, "data-kind")
	versions := attrs(got, `<li class="gate-event"`, "data-version")
	for i, want := range [][2]string{{"v1.30.0", "added"}, {"v1.33.0", "beta"}, {"v1.34.0", "ga"}, {"v1.35.0", "removed"}} {
		found := false
		for j := range versions {
			if versions[j] == want[0] && kinds[j] == want[1] {
				found = true
			}
		}
		if !found {
			t.Errorf("event %d: no %s note in %s (versions %v, kinds %v)", i, want[1], want[0], versions, kinds)
		}
	}
	if !strings.Contains(got, `<div class="body"><p>`) || !strings.Contains(got, `class="pr" href="https://github.com/kubernetes/kubernetes/pull/`) {
		t.Error("the events lack their notes or PR links")
	}

	bad := v.GateHTML(`WaitForAllControlPlaneComponent<b>`)
	if strings.Contains(bad, "<b>") {
		t.Fatalf("the unknown name is not escaped: %s", bad)
	}
	if !strings.Contains(bad, "No feature gate is named WaitForAllControlPlaneComponent&lt;b&gt;.") || !strings.Contains(bad, `href="#gate=WaitForAllControlPlaneComponents"`) {
		t.Errorf("an unknown name should say so and suggest the nearest gate:\n%s", bad)
	}
	v.Lang = i18n.JA
	if ja := v.GateHTML("WaitForAllControlPlaneComponents"); !strings.Contains(ja, "削除") || !strings.Contains(ja, "アルファ v1.30.0") {
		t.Errorf("the Japanese gate view is not translated:\n%.600s", ja)
	}
}

// TestBeforeUpgradeSection: the comparison lists the three gates
// v1.24.0 removed, each linking to its gate and to its note in the range;
// before the gates are built it is a placeholder.
func TestBeforeUpgradeSection(t *testing.T) {
	s := shipped(t)
	v := New(s)
	c, err := s.Diff("v1.23.0", "v1.24.0")
	if err != nil {
		t.Fatal(err)
	}
	s.Gates() // shipped is shared: build the gates whatever ran first
	got := v.BeforeHTML(c)
	removed := got[strings.Index(got, `data-group="removed"`):]
	removed = removed[:strings.Index(removed, "</details>")]
	for _, g := range []string{"DynamicKubeletConfig", "ImmutableEphemeralVolumes", "SetHostnameAsFQDN"} {
		if !strings.Contains(removed, `<li data-gate="`+g+`" data-version="v1.24.0"><a class="gate-link" href="#gate=`+g+`">`) {
			t.Errorf("%s is not listed as removed in v1.24.0", g)
		}
	}
	if !strings.Contains(removed, `<a class="note-ref" href="#from=v1.23.0&amp;to=v1.24.0&amp;q=%23108038">#108038</a>`) {
		t.Errorf("SetHostnameAsFQDN's removal does not link to its note (#108038) in the range:\n%s", removed)
	}
	if !strings.Contains(got, `data-group="flags"`) || !strings.Contains(got, "<code>--network-plugin</code>") {
		t.Error("the dockershim flags are not listed as removed")
	}

	if !strings.Contains(got, `<details class="before-group" data-group="removed" open>`) {
		t.Error("an upgrade by one minor release does not show its removed gates open")
	}

	// The widest range's lists are hundreds long: each is closed and
	// written when opened, with every item.
	wide, err := s.Diff("v1.5.0", "v1.37.0")
	if err != nil {
		t.Fatal(err)
	}
	w := v.BeforeHTML(wide)
	if !strings.Contains(w, `<details class="before-group" data-group="removed" data-lazy><summary><h4>`) || strings.Contains(w, "<li") {
		t.Errorf("the widest range's long lists are not closed and empty:\n%.1500s", w)
	}
	body := v.BeforeGroupBodyHTML(wide, "removed")
	if n := strings.Count(body, "<li "); n != len(wide.Before().RemovedGates) || n <= beforeOpenMax {
		t.Errorf("the opened list has %d items, want all %d removed gates", n, len(wide.Before().RemovedGates))
	}
	if !strings.Contains(body, `<li data-gate="DynamicKubeletConfig" data-version="v1.24.0">`) {
		t.Error("the opened list lacks DynamicKubeletConfig's removal in v1.24.0")
	}
	if v.BeforeGroupBodyHTML(wide, "nosuchgroup") != "" {
		t.Error("an unknown group has a body")
	}

	fresh := notes.NewStore(s.Releases())
	fc, _ := fresh.Diff("v1.23.0", "v1.24.0")
	if ph := New(fresh).BeforeHTML(fc); !strings.Contains(ph, `aria-busy="true"`) || fresh.GatesBuilt() {
		t.Errorf("before the gates are built the section should be a placeholder that builds nothing:\n%s", ph)
	}
}

// TestCompareHeadOperator: a range crossing minor lines whose patch
// releases the data lacks says so, and the security box lists the notes
// naming a CVE.
func TestCompareHeadOperator(t *testing.T) {
	s := shipped(t)
	v := New(s)
	head := v.CompareHeadHTML(s.Query(notes.State{From: "v1.24.0", To: "v1.30.0"}))
	if !strings.Contains(head, `<p class="range-partial">Patch releases of 1.25–1.29 are not in the data: their notes and security fixes are not listed.</p>`) {
		t.Errorf("no partial-lines sentence:\n%.1500s", head)
	}
	if !strings.Contains(head, `<li class="cve-note" data-cve="CVE-2024-24786" data-version="v1.30.0">`) ||
		!strings.Contains(head, `href="#from=v1.24.0&amp;to=v1.30.0&amp;q=%23123758">#123758</a>`) {
		t.Errorf("CVE-2024-24786, named by #123758, is not in the security box:\n%.3000s", head)
	}
	if b, sec := strings.Index(head, `id="before-upgrade"`), strings.Index(head, `id="security"`); b < 0 || b > sec {
		t.Errorf("Before you upgrade is not the first section (at %d, security at %d)", b, sec)
	}
	one := v.CompareHeadHTML(s.Query(notes.State{From: "v1.29.0", To: "v1.30.0"}))
	if strings.Contains(one, "range-partial") {
		t.Error("a comparison of adjacent minors claims missing patch lines")
	}
}

// TestToVersions: the to picker offers only the releases newer than from,
// and the version a link asked for.
func TestToVersions(t *testing.T) {
	s := shipped(t)
	got := attrs(ToVersionsHTML(s, "v1.35.0", ""), "<option", "value")
	for _, v := range got {
		if semver.Compare(v, "v1.35.0") <= 0 {
			t.Errorf("the to picker offers %s after from v1.35.0", v)
		}
	}
	if len(got) == 0 || len(got) >= len(s.Releases()) {
		t.Errorf("the to picker offers %d of %d releases", len(got), len(s.Releases()))
	}
	if kept := ToVersionsHTML(s, "v1.35.0", "v1.30.0"); !strings.Contains(kept, `value="v1.30.0"`) {
		t.Error("the to picker dropped the version the view shows")
	}
}

// TestNoteGateLinks: once the gates are built, a note naming one links
// to its view; only names the engine knows are linked.
func TestNoteGateLinks(t *testing.T) {
	s := notes.NewStore([]parser.Release{{Version: "v1.30.0", Type: parser.TypeMinor, Notes: []parser.Note{{
		Version: "v1.30.0", Kind: parser.KindFeature, PRs: []int{1},
		Markdown: "Added the `FooBarBaz` alpha feature gate; <b>MadeUp</b> is not one.",
	}}}})
	v := New(s)
	render := func() string {
		res := s.Query(notes.State{})
		c := v.Chunk(v.Page(res), 0, res.Total())
		return c.Top + c.Release + c.Kind
	}
	if strings.Contains(render(), "note-gates") {
		t.Error("gate links before the gates are built: the first screen would pay for them")
	}
	s.Gates()
	got := render()
	if !strings.Contains(got, `<p class="note-gates">Feature gates: <a class="gate-link" href="#gate=FooBarBaz"><code>FooBarBaz</code></a></p>`) {
		t.Errorf("no link to FooBarBaz:\n%s", got)
	}
	if strings.Contains(got, "#gate=MadeUp") {
		t.Error("a word the engine does not know as a gate is linked")
	}
}
