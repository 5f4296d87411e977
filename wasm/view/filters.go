package view

import (
	"html"
	"strings"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// Option is one filter choice of the panel: every value the store knows is
// listed once at start-up, and later views only update counts and hide
// options no matching note has, so typing never rebuilds the panel.
type Option struct {
	Group string // "sig", "kind", "area": the State.Toggle group
	Value string
	Label string
}

// Options lists the panel's choices per group, in display order: kinds in
// upstream order, SIGs and areas alphabetically.
func Options(store *notes.Store) map[string][]Option {
	out := map[string][]Option{}
	for _, k := range parser.Kinds {
		out["kind"] = append(out["kind"], Option{"kind", string(k), string(k)})
	}
	for _, s := range store.SIGs() {
		out["sig"] = append(out["sig"], Option{"sig", s, notes.SIGTitle(s)})
	}
	for _, a := range store.Areas() {
		out["area"] = append(out["area"], Option{"area", a, a})
	}
	return out
}

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
	out := map[string]map[string]notes.Count{
		"sig": {}, "kind": {}, "area": {},
	}
	for _, c := range f.SIGs {
		out["sig"][c.Value] = c
	}
	for _, c := range f.Kinds {
		out["kind"][c.Value] = c
	}
	for _, c := range f.Areas {
		out["area"][c.Value] = c
	}
	return out
}
