package view

import (
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

func TestChartBarsTopSIGsAndChosenOnes(t *testing.T) {
	v := New(testStore())
	f := notes.Facets{}
	for i := range 20 {
		// sig-00 has 1 note, sig-19 has 20.
		f["sig"] = append(f["sig"], notes.Count{Value: fmt.Sprintf("sig-%02d", i), N: i + 1, Selected: i == 0})
	}
	f["kind"] = []notes.Count{{Value: string(parser.KindUrgent), N: 3}, {Value: string(parser.KindFeature), N: 9, Selected: true}}
	kinds, sigs := v.ChartBars(f)
	if len(kinds) != 2 || kinds[0].Value != string(parser.KindUrgent) || kinds[1].N != 9 || !kinds[1].On || kinds[0].Group != "kind" {
		t.Errorf("kind bars = %+v, want the facets' kinds in their order", kinds)
	}
	if len(sigs) != chartSIGs+1 {
		t.Fatalf("%d SIG bars, want the %d busiest and the chosen one", len(sigs), chartSIGs)
	}
	if sigs[0].Value != "sig-19" || sigs[0].N != 20 || sigs[0].Label != "Sig 19" || sigs[0].Group != "sig" {
		t.Errorf("first SIG bar = %+v, want the busiest", sigs[0])
	}
	if last := sigs[len(sigs)-1]; last.Value != "sig-00" || !last.On {
		t.Errorf("last SIG bar = %+v, want the chosen SIG though it is small", last)
	}
}

var barRE = regexp.MustCompile(`<a class="bar" href="#([^"]*)" role="button" data-group="([^"]*)" data-value="([^"]*)" aria-pressed="(true|false)"><title>[^<]*</title><rect class="hit"[^>]*></rect><text class="label"[^>]*>[^<]*</text><rect class="fill" x="(\d+)" y="\d+" width="(\d+)"`)

func TestChartHTML(t *testing.T) {
	s := compareStore()
	v := New(s)
	res := compareResult(t, s, "from=v1.29.0&to=v1.30.1&sig=node")
	html := v.ChartHTML(res)
	if !strings.HasPrefix(html, `<figure class="chart"><figcaption>`) {
		t.Fatalf("chart:\n%s", html)
	}
	// Each SVG is well-formed XML.
	for _, svg := range regexp.MustCompile(`(?s)<svg.*?</svg>`).FindAllString(html, -1) {
		d := xml.NewDecoder(strings.NewReader(svg))
		for {
			if _, err := d.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("the SVG is not well-formed: %v\n%s", err, svg)
			}
		}
	}
	bars := barRE.FindAllStringSubmatch(html, -1)
	// Kinds: Feature 1 and Bug 2 under sig=node; SIGs: every SIG's count
	// with the other filters (none) applied.
	if len(bars) != len(res.Facets["kind"])+len(res.Facets["sig"]) {
		t.Fatalf("%d bars, want one per kind and SIG of the facets (%d + %d):\n%s", len(bars), len(res.Facets["kind"]), len(res.Facets["sig"]), html)
	}
	widest := 0
	for _, m := range bars {
		frag, group, value, pressed := m[1], m[2], m[3], m[4] == "true"
		want := res.State.Toggle(group, value).Fragment()
		if frag != strings.ReplaceAll(want, "&", "&amp;") {
			t.Errorf("bar %s/%s links to #%s, want #%s", group, value, frag, want)
		}
		on := group == "sig" && value == "node"
		if pressed != on {
			t.Errorf("bar %s/%s aria-pressed=%v", group, value, pressed)
		}
		var x, w int
		fmt.Sscan(m[5], &x)
		fmt.Sscan(m[6], &w)
		if x < chartLabelMin || x > chartLabelMax {
			t.Errorf("bar %s/%s starts at %d, outside the label column's bounds", group, value, x)
		}
		widest = max(widest, x+w)
	}
	if widest != chartWidth-chartCount {
		t.Errorf("the longest bar ends at %d, want at the full %d", widest, chartWidth-chartCount)
	}
	if v.ChartHTML(&notes.Result{}) != "" {
		t.Error("a result without facets has a chart")
	}
}

func TestCut(t *testing.T) {
	if got := cut("Contributor Experience", 150); got != "Contributor Experience" {
		t.Errorf("cut = %q", got)
	}
	if got := cut("アップグレード時の重要な注意 (Urgent Upgrade Notes)", 110); got != "アップグレード時の…" {
		t.Errorf("cut = %q", got)
	}
}

// TestChartLabelsInJapaneseAreWhole: the issue saw "バグまたはリグレッション
// (Bug or Re…" beside a bar. A kind's bar shows its Japanese name whole,
// the column widening for it, with the full name in its tooltip.
func TestChartLabelsInJapaneseAreWhole(t *testing.T) {
	s := compareStore()
	v := New(s)
	v.Lang = i18n.JA
	res := compareResult(t, s, "from=v1.29.0&to=v1.30.1")
	html := v.ChartHTML(res)
	for _, k := range []parser.Kind{parser.KindBug, parser.KindUrgent, parser.KindDeprecation} {
		short, full := v.Lang.KindShort(string(k)), v.Lang.Kind(string(k))
		if !strings.Contains(html, `text-anchor="end">`+short+`</text>`) {
			t.Errorf("no whole label %q in the chart:\n%s", short, html)
		}
		if !strings.Contains(html, "<title>"+full+": ") {
			t.Errorf("no tooltip %q", full)
		}
	}
	if strings.Contains(html, "…") {
		t.Errorf("a label is cut:\n%s", html)
	}
}
