package view

import (
	"html"
	"strconv"
	"strings"

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
func PanelHTML(store *notes.Store) string {
	var b strings.Builder
	for _, g := range notes.PanelGroups() {
		k := html.EscapeString(g.Key)
		label := html.EscapeString(g.Label.Format)
		i18nLabel := `<span data-i18n="` + label + `">` + label + `</span>`
		switch g.Counts {
		case notes.CountOn:
			b.WriteString(`<label class="toggle"><input type="checkbox" id="` + k + `" data-group="` + k + `" value="1"> ` +
				i18nLabel + ` <span class="count" id="` + k + `-count">0</span></label>`)
		case notes.CountValues:
			open := " open"
			if g.Folded {
				open = ""
			}
			b.WriteString(`<details` + open + `><summary data-i18n="` + label + `">` + label + `</summary>` +
				`<ul class="options" id="facet-` + k + `">` + OptionsHTML(Options(store)[g.Key]) + `</ul></details>`)
		case notes.CountAtMost:
			b.WriteString(`<label class="toggle">` + i18nLabel + ` <select id="` + k + `" data-group="` + k + `">` +
				AtMostHTML(g.Options(store)) + `</select></label>`)
		}
	}
	return b.String()
}

// AtMostHTML renders an at-most group's choices: "any" (no filter), then
// every N; the page writes each one's count beside N.
func AtMostHTML(values []string) string {
	var b strings.Builder
	b.WriteString(`<option value="" data-i18n="Any">Any</option>`)
	for _, v := range values {
		v = html.EscapeString(v)
		b.WriteString(`<option value="` + v + `">` + v + `</option>`)
	}
	return b.String()
}

// AtMostLabel is an at-most option's text: its N and the notes it keeps.
func AtMostLabel(c notes.Count) string { return c.Value + " (" + strconv.Itoa(c.N) + ")" }

// OptionsHTML renders a group's options as list items, each with a
// checkbox selectable as input[data-group="sig"][value="node"] and a count
// the page updates in place.
func OptionsHTML(opts []Option) string {
	var b strings.Builder
	for _, o := range opts {
		g, v := html.EscapeString(o.Group), html.EscapeString(o.Value)
		b.WriteString(`<li class="option" hidden><label><input type="checkbox" data-group="`)
		b.WriteString(g)
		b.WriteString(`" value="`)
		b.WriteString(v)
		b.WriteString(`"> <span class="label">`)
		b.WriteString(html.EscapeString(o.Label))
		b.WriteString(`</span> <span class="count">0</span></label></li>`)
	}
	return b.String()
}

// VersionsHTML renders the release picker's options after "All releases":
// every release, newest first, as the store orders them.
func VersionsHTML(store *notes.Store) string {
	var b strings.Builder
	for _, r := range store.Releases() {
		v := html.EscapeString(r.Version)
		b.WriteString(`<option value="`)
		b.WriteString(v)
		b.WriteString(`">`)
		b.WriteString(v)
		b.WriteString("</option>")
	}
	return b.String()
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
