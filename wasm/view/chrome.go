package view

import (
	"html"
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// This file holds the interface sentences of the results region, in the
// view's language. They live here rather than in package main so the
// translations are tested on the host, without a browser.

// NotesLabel counts notes: "1 note", "10,092 notes", "10,092 件のノート".
func (v *View) NotesLabel(n int) string {
	if n == 1 {
		return v.Lang.F("%s note", i18n.Count(n))
	}
	return v.Lang.F("%s notes", i18n.Count(n))
}

// Summary is the one line above the results, which #summary announces to
// screen readers (aria-live) after every view.
func (v *View) Summary(res *notes.Result) string {
	n := res.Total()
	if res.Dropped > 0 {
		// Notes left out of the write-up: say what the other filters
		// hold, so a group sees its curation ("22 of 27 notes").
		return v.Lang.F("%s of %s", i18n.Count(n), v.NotesLabel(n+res.Dropped))
	}
	switch {
	case res.Closest != nil && n > 0:
		return res.Closest.In(v.Lang) + " " + v.Lang.F("%s, best match first", v.NotesLabel(n))
	case res.Ranked && n > 0:
		return v.Lang.F("%s, best match first", v.NotesLabel(n))
	case len(res.Releases) > 1 && n > 0 && res.Comparison != nil:
		return v.Lang.F("%s in %s releases, by kind", v.NotesLabel(n), i18n.Count(len(res.Releases)))
	case len(res.Releases) > 1 && n > 0:
		return v.Lang.F("%s in %s releases, newest first", v.NotesLabel(n), i18n.Count(len(res.Releases)))
	}
	return v.NotesLabel(n)
}

// MoreLabel is the text of the "Show more" button: next notes the button
// adds of rest still hidden.
func (v *View) MoreLabel(next, rest int) string {
	return v.Lang.F("Show %s more of %s", i18n.Count(next), i18n.Count(rest))
}

// EmptyHTML is what the results show when no note matches, with a button
// (#clear-all) that clears the filters.
func (v *View) EmptyHTML() string {
	var b strings.Builder
	b.WriteString(`<p class="empty">`)
	b.WriteString(html.EscapeString(v.Lang.T("No notes match. Try fewer words or filters.")))
	b.WriteString(` <button type="button" id="clear-all">`)
	b.WriteString(html.EscapeString(v.Lang.T("Clear filters")))
	b.WriteString(`</button></p>`)
	return b.String()
}

// writeCountLabel writes a release heading's count as words.
func writeCountLabel(b *strings.Builder, label string) {
	b.WriteString(` <span class="count">`)
	b.WriteString(html.EscapeString(label))
	b.WriteString("</span>")
}
