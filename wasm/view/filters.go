package view

import (
	"html"
	"slices"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// Option is one filter choice of the panel: every value the store knows is
// listed once at start-up, and later views only update counts and hide
// options no matching note has, so typing never rebuilds the panel.
type Option struct {
	Group string // a key of notes.Groups: the State.Toggle group
	Value string
	Label string
}

// Options lists the panel's choices of its value groups, in display
// order: kinds in upstream order, SIGs and areas alphabetically.
func Options(store *notes.Store) map[string][]Option {
	out := map[string][]Option{}
	for _, g := range notes.PanelGroups() {
		if g.Counts != notes.CountValues {
			continue
		}
		for _, v := range g.Options(store) {
			label := v
			if g.Key == "sig" {
				label = notes.SIGTitle(v)
			}
			out[g.Key] = append(out[g.Key], Option{g.Key, v, label})
		}
	}
	return out
}

// PanelHTML renders the filter panel's groups in the table's panel order
// (see notes.Groups): a Bool group as a checkbox #KEY with its count
// #KEY-count, a value group as a list #facet-KEY that OptionsHTML fills,
// an at-most group as a select #KEY whose options AtMostHTML fills.
// Headings carry data-i18n, so the page translates them as its chrome.
func PanelHTML(store *notes.Store) string { return SettledPanelHTML(store, nil) }

// SettledPanelHTML is PanelHTML showing the counts of facets f (see
// Counts) as the page's panel shows them once a view has settled: options
// with notes left shown with their count, the others hidden. The
// prerendered first screen (tools/prerender) writes it for the default
// view, so the module, adopting the panel, finds nothing to change. A nil
// f is PanelHTML: every option hidden, every count 0.
func SettledPanelHTML(store *notes.Store, f notes.Facets) string {
	counts := Counts(f)
	var b strings.Builder
	for _, g := range notes.PanelGroups() {
		k := html.EscapeString(g.Key)
		label := html.EscapeString(g.Label.Format)
		i18nLabel := `<span data-i18n="` + label + `">` + label + `</span>`
		switch g.Counts {
		case notes.CountOn:
			b.WriteString(`<label class="toggle"><input type="checkbox" id="` + k + `" data-group="` + k + `" value="1"> ` +
				i18nLabel + ` <span class="count" id="` + k + `-count">` + strconv.Itoa(counts[g.Key]["1"].N) + `</span></label>`)
		case notes.CountValues:
			open := " open"
			if g.Folded {
				open = ""
			}
			opts := Options(store)[g.Key]
			if len(opts) > PanelCap {
				// A group of many values (a file of 10,000 SIGs) lists what
				// a person can use: the page fills it (see Bounded).
				shown, _ := Bounded(opts, counts[g.Key], "", ShownCap)
				b.WriteString(`<details` + open + `><summary data-i18n="` + label + `">` + label + `</summary>` +
					`<input type="search" class="narrow" id="facet-` + k + `-narrow" data-narrow="` + k + `" autocomplete="off"` +
					` aria-label="Narrow the list" data-i18n-aria-label="Narrow the list" placeholder="Narrow the list" data-i18n-placeholder="Narrow the list">` +
					`<ul class="options" id="facet-` + k + `">` + CountedOptionsHTML(shown, counts[g.Key]) + `</ul>` +
					`<p class="more" id="facet-` + k + `-more" hidden></p></details>`)
				continue
			}
			b.WriteString(`<details` + open + `><summary data-i18n="` + label + `">` + label + `</summary>` +
				`<ul class="options" id="facet-` + k + `">` + CountedOptionsHTML(opts, counts[g.Key]) + `</ul></details>`)
		case notes.CountAtMost:
			b.WriteString(`<label class="toggle">` + i18nLabel + ` <select id="` + k + `" data-group="` + k + `">` +
				countedAtMostHTML(g.Options(store), counts[g.Key]) + `</select></label>`)
		}
	}
	return b.String()
}

// AtMostHTML renders an at-most group's choices: "any" (no filter), then
// every N; the page writes each one's count beside N.
func AtMostHTML(values []string) string { return countedAtMostHTML(values, nil) }

// countedAtMostHTML is AtMostHTML with the labels the page writes for
// counts (AtMostLabel). Checks and choices are not written: the page sets
// them as properties, which its HTML does not show, and the prerendered
// default view has none.
func countedAtMostHTML(values []string, counts map[string]notes.Count) string {
	var b strings.Builder
	b.WriteString(`<option value="" data-i18n="Any">Any</option>`)
	for _, v := range values {
		text := v
		if c, ok := counts[v]; ok {
			text = AtMostLabel(c)
		}
		b.WriteString(`<option value="` + html.EscapeString(v) + `">` + html.EscapeString(text) + `</option>`)
	}
	return b.String()
}

// AtMostLabel is an at-most option's text: its N and the notes it keeps.
func AtMostLabel(c notes.Count) string { return c.Value + " (" + strconv.Itoa(c.N) + ")" }

// OptionsHTML renders a group's options as list items, each with a
// checkbox selectable as input[data-group="sig"][value="node"] and a count
// the page updates in place.
func OptionsHTML(opts []Option) string { return CountedOptionsHTML(opts, nil) }

// CountedOptionsHTML is OptionsHTML showing a group's counts (a group of
// Counts) as a settled view shows them: an option with notes left shown
// with its count, the others hidden (checks: see countedAtMostHTML).
func CountedOptionsHTML(opts []Option, counts map[string]notes.Count) string {
	var b strings.Builder
	for _, o := range opts {
		g, v := html.EscapeString(o.Group), html.EscapeString(o.Value)
		c, shown := counts[o.Value]
		b.WriteString(`<li class="option"`)
		if !shown {
			b.WriteString(` hidden`)
		}
		b.WriteString(`><label><input type="checkbox" data-group="`)
		b.WriteString(g)
		b.WriteString(`" value="`)
		b.WriteString(v)
		b.WriteString(`"> <span class="label">`)
		b.WriteString(html.EscapeString(o.Label))
		b.WriteString(`</span> <span class="count">`)
		b.WriteString(strconv.Itoa(c.N))
		b.WriteString(`</span></label></li>`)
	}
	return b.String()
}

// VersionsHTML renders the release picker's options after "All releases":
// every release, newest first, as the store orders them.
func VersionsHTML(store *notes.Store) string {
	return strings.Join(VersionRuns(store, i18n.EN, len(store.Releases())+1), "")
}

// Counts maps each listed option to its count and selection for a result,
// keyed by group then value. Options absent from the facets have no notes
// left and are hidden by the page.
func Counts(f notes.Facets) map[string]map[string]notes.Count {
	out := map[string]map[string]notes.Count{}
	for _, g := range notes.Groups {
		out[g.Key] = map[string]notes.Count{}
		for _, c := range f[g.Key] {
			out[g.Key][c.Value] = c
		}
	}
	return out
}

// PanelCap is the most values a group of the panel lists whole, each with
// its own element updated on every view (the shipped notes have 11 kinds,
// 27 SIGs and 42 areas). A group of more values, as a file may have (one
// of 10,000 SIGs made the page lay out 10,000 options on every view, one
// to three seconds each), lists only ShownCap of them (see Bounded), so a
// view costs what the panel shows, not how many values there are.
const PanelCap = 200

// ShownCap is how many values a group of more than PanelCap lists besides
// its selected ones.
const ShownCap = 100

// Bounded picks what a group of many values lists for counts (a group of
// Counts): every selected value, so what the URL selects stays shown and
// can be unselected, then the values with notes in the view whose label or
// value holds narrow (any case), most notes first, up to limit in all; in
// the order of opts. more is how many values with notes matching narrow
// it leaves out.
func Bounded(opts []Option, counts map[string]notes.Count, narrow string, limit int) (shown []Option, more int) {
	narrow = strings.ToLower(strings.TrimSpace(narrow))
	var keep []int // indexes into opts
	var cand []int
	for i, o := range opts {
		c, ok := counts[o.Value]
		switch {
		case !ok:
		case c.Selected:
			keep = append(keep, i)
		case c.N > 0 && (narrow == "" || strings.Contains(strings.ToLower(o.Label), narrow) || strings.Contains(strings.ToLower(o.Value), narrow)):
			cand = append(cand, i)
		}
	}
	room := max(0, limit-len(keep))
	if len(cand) > room {
		// Most notes first; a stable sort keeps opts' order among equals.
		slices.SortStableFunc(cand, func(a, b int) int { return counts[opts[b].Value].N - counts[opts[a].Value].N })
		more = len(cand) - room
		cand = cand[:room]
	}
	keep = append(keep, cand...)
	slices.Sort(keep)
	shown = make([]Option, len(keep))
	for j, i := range keep {
		shown[j] = opts[i]
	}
	return shown, more
}
