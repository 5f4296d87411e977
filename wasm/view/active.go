package view

import (
	"html"
	"strings"

	"github.com/kubechangelog/kubechangelog/notes"
)

// ActiveFiltersHTML is the row of what narrows the view, under the header
// on every width: the release or range, each filter and the search, each a
// link to the same view without it ("v1.24.0 ×", "SIG Node ×"). On a phone
// the filter panel is closed most of the time, and nothing else says which
// filters are on. Links rather than buttons: the view is its URL, so
// removing a filter is going to the view without it, and works before the
// page's handlers do. Empty when nothing narrows the view.
func (v *View) ActiveFiltersHTML(st notes.State) string {
	var b strings.Builder
	chip := func(label string, without notes.State) {
		b.WriteString(`<a class="active-chip" href="#`)
		b.WriteString(html.EscapeString(without.Fragment()))
		b.WriteString(`" aria-label="`)
		b.WriteString(html.EscapeString(v.Lang.F("Remove %s", label)))
		b.WriteString(`">`)
		b.WriteString(html.EscapeString(label))
		b.WriteString(` <span aria-hidden="true">×</span></a> `)
	}
	switch {
	case st.Compare():
		w := st
		w.From, w.To = "", ""
		chip(st.From+" → "+st.To, w)
	case st.Version != "":
		w := st
		w.Version = ""
		chip(st.Version, w)
	}
	for _, g := range notes.Groups {
		if g.Kept {
			continue // a curation, not a filter: the cards say what is left out
		}
		for _, val := range st.Values(g.Key) {
			chip(v.FilterLabel(g, val), st.Toggle(g.Key, val))
		}
	}
	if q := strings.TrimSpace(st.Query); q != "" {
		w := st
		w.Query = ""
		chip(`"`+q+`"`, w)
	}
	if b.Len() == 0 {
		return ""
	}
	return `<span class="active-label">` + html.EscapeString(v.Lang.T("Showing:")) + `</span> ` + strings.TrimSuffix(b.String(), " ")
}

// LeftToggleHTML is the link that shows or hides the notes left out of
// the write-up ("Show 5 left-out notes"), beside the active filters; empty
// when no note of the view is left out. A link, as the active filters are:
// showing them is a view of its own (URL "left=1") that Back undoes.
func (v *View) LeftToggleHTML(res *notes.Result) string {
	st := res.State
	if res.Dropped == 0 {
		return ""
	}
	label := v.Lang.F("Show %s left out", v.NotesLabel(res.Dropped))
	if st.ShowLeft {
		label = v.Lang.T("Hide the notes left out")
	}
	st.ShowLeft = !st.ShowLeft
	return `<a class="active-chip left-toggle" href="#` + html.EscapeString(st.Fragment()) + `">` + html.EscapeString(label) + `</a>`
}

// FilterLabel names value val of group g as a person reads it: "SIG
// Node", a kind's short name in the page's language, "Action required",
// or the group's export-title words ("at most 5 SIGs").
func (v *View) FilterLabel(g *notes.Group, val string) string {
	switch {
	case g.Key == "kind":
		return v.Lang.KindShort(val)
	case g.Mode == notes.Bool:
		return v.Lang.T(g.Label.Format)
	case g.Counts == notes.CountAtMost:
		// The export title's words are English (titles stay so); the
		// row speaks the page's language.
		return v.Lang.F("at most %s SIGs", val)
	case g.Title(val) != "":
		return g.Title(val)
	}
	return val
}

// ShowNotesLabel is the button that closes the filter sheet on a phone,
// saying what closing it shows: "Show 67 notes".
func (v *View) ShowNotesLabel(n int) string {
	return v.Lang.F("Show %s", v.NotesLabel(n))
}

// NoMatchHintHTML says, under "No notes match", that the notes are in
// English when the search text holds Japanese (or other East Asian)
// characters: the interface is translated, the notes never are, so a
// Japanese word finds nothing and the person should know why.
func (v *View) NoMatchHintHTML(q string) string {
	for _, r := range q {
		if runeWidth(r) == charWide {
			return `<p class="empty-hint">` + html.EscapeString(v.Lang.T("The notes are in English, as upstream writes them: search with English words, such as kubelet or deprecated.")) + `</p>`
		}
	}
	return ""
}
