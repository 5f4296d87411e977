package view

import (
	"cmp"
	"html"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

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
	N                   int
	On                  bool // the filter is chosen
}

// ChartBars picks the bars from a result's facets: every kind the facets
// list, in upstream order, and the chartSIGs SIGs with the most notes,
// most first, plus any chosen SIG beyond them.
func (v *View) ChartBars(f notes.Facets) (kinds, sigs []Bar) {
	for _, c := range f.Kinds {
		kinds = append(kinds, Bar{"kind", c.Value, v.Lang.Kind(c.Value), c.N, c.Selected})
	}
	bySize := slices.Clone(f.SIGs)
	slices.SortStableFunc(bySize, func(a, b notes.Count) int { return cmp.Compare(b.N, a.N) })
	for i, c := range bySize {
		if i < chartSIGs || c.Selected {
			sigs = append(sigs, Bar{"sig", c.Value, notes.SIGTitle(c.Value), c.N, c.Selected})
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
	chartWidth  = 360
	chartLabel  = 150 // label column, text right-aligned at its end
	chartCount  = 44  // room after the longest bar for its count
	chartRow    = 18
	chartTitle  = 20 // the chart's title above the bars
	chartMaxLen = 24 // labels longer than this are cut, with "…"
)

// writeBars writes one bar chart titled title. Each bar links to st with
// the bar's filter toggled, the link the page follows when it is clicked.
func writeBars(b *strings.Builder, title string, bars []Bar, st notes.State) {
	if len(bars) == 0 {
		return
	}
	top := 0
	for _, bar := range bars {
		top = max(top, bar.N)
	}
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
		label := bar.Label + ": " + strconv.Itoa(bar.N)
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
		b.WriteString(html.EscapeString(cut(bar.Label, chartMaxLen)))
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

// cut shortens s to n runes, ending with "…" when it cut.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
