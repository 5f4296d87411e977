package view

import (
	"html"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/notes"
)

// The compare view's chart: how many notes of the range each kind and each
// of the busiest SIGs has, as two bar charts in SVG. The counts are the
// result's facet counts, the numbers the filter panel shows, so a bar says
// how many notes clicking it leaves, and a bar of a chosen filter stays to
// be clicked off. Bars carry data-group and data-value like the chips, and
// an href to the toggled view for when the page's handler is not there.

// chartSIGs is how many SIGs the chart shows, the busiest first.
const chartSIGs = 12

// Bar is one bar of the chart: a filter option and its count.
type Bar struct {
	Group, Value, Label string
	// Name is the bar's full name, for its tooltip and screen readers,
	// where Label is short enough to stand beside the bar ("機能" for
	// "機能 (Feature)").
	Name string
	N    int
	On   bool // the filter is chosen
}

// ChartBars picks the bars from a result's facets: every kind the facets
// list, in upstream order, and the chartSIGs SIGs with the most notes,
// most first, plus any chosen SIG beyond them.
func (v *View) ChartBars(f notes.Facets) (kinds, sigs []Bar) {
	for _, c := range f["kind"] {
		k := c.Value
		kinds = append(kinds, Bar{"kind", c.Value, v.Lang.KindShort(k), v.Lang.Kind(k), c.N, c.Selected})
	}
	bySize := slices.Clone(f["sig"])
	sort.SliceStable(bySize, func(i, j int) bool { return bySize[i].N > bySize[j].N })
	for i, c := range bySize {
		if i < chartSIGs || c.Selected {
			t := notes.SIGTitle(c.Value)
			sigs = append(sigs, Bar{"sig", c.Value, t, t, c.N, c.Selected})
		}
	}
	return kinds, sigs
}

// ChartHTML is the chart of res's facets as a figure of two SVG bar charts.
func (v *View) ChartHTML(res *notes.Result) string {
	kinds, sigs := v.ChartBars(res.Facets)
	if len(kinds)+len(sigs) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(`<figure class="chart"><figcaption>`)
	b.WriteString(html.EscapeString(v.Lang.T("Notes by kind and SIG. Click a bar to filter by it.")))
	b.WriteString("</figcaption>")
	writeBars(&b, v.Lang.T("Kind"), kinds, res.State)
	writeBars(&b, v.Lang.T("SIG"), sigs, res.State)
	b.WriteString("</figure>\n")
	return b.String()
}

// The geometry of one bar chart, in SVG user units (the SVG scales to its
// box; CSS sets the font size to fit).
const (
	chartWidth = 360
	chartCount = 44 // room after the longest bar for its count
	chartRow   = 18
	chartTitle = 20 // the chart's title above the bars
	// The label column, text right-aligned at its end, is as wide as the
	// longest label needs, between these bounds; a label wider than the
	// widest column is cut, with "…". At the chart's 11px font a Latin
	// letter takes about 6.2 units and a CJK character 11: "バグまたは
	// リグレッション" is twice as wide as its rune count says.
	chartLabelMin = 150
	chartLabelMax = 220
	charNarrow    = 6.2
	charWide      = 11
)

// writeBars writes one bar chart titled title. Each bar links to st with
// the bar's filter toggled, the link the page follows when it is clicked.
func writeBars(b *strings.Builder, title string, bars []Bar, st notes.State) {
	if len(bars) == 0 {
		return
	}
	top, labelWidth := 0, 0.0
	for _, bar := range bars {
		top = max(top, bar.N)
		labelWidth = max(labelWidth, textWidth(bar.Label))
	}
	chartLabel := min(max(chartLabelMin, int(labelWidth)+10), chartLabelMax)
	height := chartTitle + len(bars)*chartRow + 2
	w, h := strconv.Itoa(chartWidth), strconv.Itoa(height)
	b.WriteString(`<svg class="bars" width="` + w + `" height="` + h + `" viewBox="0 0 ` + w + " " + h + `" role="group" aria-label="`)
	b.WriteString(html.EscapeString(title))
	b.WriteString(`"><text class="title" x="0" y="14">`)
	b.WriteString(html.EscapeString(title))
	b.WriteString("</text>")
	for i, bar := range bars {
		y := chartTitle + i*chartRow
		width := 0
		if top > 0 {
			width = (chartWidth - chartLabel - chartCount) * bar.N / top
		}
		if bar.N > 0 {
			width = max(width, 1)
		}
		name := bar.Name
		if name == "" {
			name = bar.Label
		}
		label := name + ": " + strconv.Itoa(bar.N)
		b.WriteString(`<a class="bar" href="#`)
		b.WriteString(html.EscapeString(st.Toggle(bar.Group, bar.Value).Fragment()))
		b.WriteString(`" role="button" data-group="`)
		b.WriteString(html.EscapeString(bar.Group))
		b.WriteString(`" data-value="`)
		b.WriteString(html.EscapeString(bar.Value))
		b.WriteString(`" aria-pressed="`)
		b.WriteString(strconv.FormatBool(bar.On))
		// The name is the <title> (also the tooltip): an aria-label would
		// have to hold the visible label and count as they read.
		b.WriteString(`"><title>`)
		b.WriteString(html.EscapeString(label))
		b.WriteString(`</title><rect class="hit" x="0" y="`)
		b.WriteString(strconv.Itoa(y))
		b.WriteString(`" width="`)
		b.WriteString(strconv.Itoa(chartWidth))
		b.WriteString(`" height="`)
		b.WriteString(strconv.Itoa(chartRow))
		b.WriteString(`"></rect><text class="label" x="`)
		b.WriteString(strconv.Itoa(chartLabel - 6))
		b.WriteString(`" y="`)
		b.WriteString(strconv.Itoa(y + 13))
		b.WriteString(`" text-anchor="end">`)
		b.WriteString(html.EscapeString(cut(bar.Label, float64(chartLabel-10))))
		b.WriteString(`</text><rect class="fill" x="`)
		b.WriteString(strconv.Itoa(chartLabel))
		b.WriteString(`" y="`)
		b.WriteString(strconv.Itoa(y + 3))
		b.WriteString(`" width="`)
		b.WriteString(strconv.Itoa(width))
		b.WriteString(`" height="`)
		b.WriteString(strconv.Itoa(chartRow - 6))
		b.WriteString(`" rx="2"></rect><text class="n" x="`)
		b.WriteString(strconv.Itoa(chartLabel + width + 4))
		b.WriteString(`" y="`)
		b.WriteString(strconv.Itoa(y + 13))
		b.WriteString(`">`)
		b.WriteString(strconv.Itoa(bar.N))
		b.WriteString("</text></a>")
	}
	b.WriteString("</svg>")
}

// cut shortens s to at most width units of the chart's font (see
// textWidth), ending with "…" when it cut.
func cut(s string, width float64) string {
	if textWidth(s) <= width {
		return s
	}
	w := textWidth("…")
	for i, r := range s {
		w += runeWidth(r)
		if w > width {
			return s[:i] + "…"
		}
	}
	return s
}

// textWidth estimates how wide s is drawn at the chart's font size.
func textWidth(s string) float64 {
	w := 0.0
	for _, r := range s {
		w += runeWidth(r)
	}
	return w
}

// runeWidth is one character's width: East Asian characters (Hiragana,
// Katakana, CJK ideographs and full-width forms) take about a square.
func runeWidth(r rune) float64 {
	if r >= 0x1100 && (r <= 0x115f || r >= 0x2e80 && r <= 0xa4cf || r >= 0xac00 && r <= 0xd7a3 || r >= 0xf900 && r <= 0xfaff || r >= 0xfe30 && r <= 0xfe4f || r >= 0xff00 && r <= 0xff60 || r >= 0xffe0 && r <= 0xffe6) {
		return charWide
	}
	return charNarrow
}
