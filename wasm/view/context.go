package view

import (
	"html"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/search"
)

// ContextHTML is the release context above a view's notes (see
// notes.Store.ViewContext; a SIG's view shows that SIG's sections, as its
// write-up does): each release's Major Themes and Known Issues, one
// <details> per group, collapsed, so the notes stay first on the screen.
// A search keeps the groups it matched and, in one release's view, opens
// them with its words marked, since they are then part of what the person
// looks for. Empty when the view has none.
func (v *View) ContextHTML(res *notes.Result) string {
	ctx := v.store.ViewContext(res)
	if len(ctx) == 0 {
		return ""
	}
	marks := notes.ContextMarks(res.State.Query)
	multi := res.Comparison != nil
	var b strings.Builder
	b.WriteString(`<section class="context" aria-label="`)
	b.WriteString(html.EscapeString(v.Lang.T("Release context")))
	b.WriteString(`">`)
	for _, c := range ctx {
		for _, g := range c.Groups() {
			b.WriteString(`<details class="context-group" data-version="`)
			b.WriteString(html.EscapeString(c.Version))
			b.WriteString(`" data-group="`)
			b.WriteString(html.EscapeString(g.Title))
			b.WriteString(`"`)
			// A closed group's body is written when it is opened
			// (ContextGroupBodyHTML): a comparison's range holds dozens of
			// releases' themes, long prose that would otherwise be parsed
			// into the page on every view and keystroke, unseen. A search
			// opens the groups it matched in one release's view; in a
			// comparison it lists them, closed, as a common word matches
			// the themes of most releases in range.
			open := len(marks) > 0 && !multi
			if open {
				b.WriteString(" open")
			} else {
				b.WriteString(" data-lazy")
			}
			b.WriteString(`><summary>`)
			b.WriteString(html.EscapeString(v.Lang.T(g.Title)))
			if multi {
				b.WriteString(` · `)
				b.WriteString(html.EscapeString(c.Version))
			}
			b.WriteString(` <span class="count">`)
			b.WriteString(strconv.Itoa(len(g.Sections)))
			b.WriteString(`</span></summary>`)
			if open {
				v.writeContextBody(&b, g, marks)
			}
			b.WriteString("</details>")
		}
	}
	b.WriteString("</section>\n")
	return b.String()
}

// ContextGroupBodyHTML is the body of the context group titled group of
// release version in res's view, for a group opened after the view was
// written (see ContextHTML); empty when the view has no such group.
func (v *View) ContextGroupBodyHTML(res *notes.Result, version, group string) string {
	marks := notes.ContextMarks(res.State.Query)
	for _, c := range v.store.ViewContext(res) {
		if c.Version != version {
			continue
		}
		for _, g := range c.Groups() {
			if g.Title == group {
				var b strings.Builder
				v.writeContextBody(&b, g, marks)
				return b.String()
			}
		}
	}
	return ""
}

// writeContextBody writes a context group's sections, their markdown
// rendered once and marked per search.
func (v *View) writeContextBody(b *strings.Builder, g notes.ContextGroup, marks []search.Mark) {
	for _, sec := range g.Sections {
		b.WriteString(`<article class="context-section">`)
		if sec.Title != "" {
			b.WriteString(`<h3>`)
			writeMarkedText(b, sec.Title, marks)
			b.WriteString(`</h3>`)
		}
		b.WriteString(`<div class="body">`)
		t, ok := v.contextCache[sec.Markdown]
		if !ok {
			// Cached as the notes are: a keystroke re-renders the
			// context, and goldmark is the slow step.
			if v.contextCache == nil {
				v.contextCache = map[string]*render.Template{}
			}
			t = render.Stored(sec.Markdown, sec.Template)
			v.contextCache[sec.Markdown] = t
		}
		b.WriteString(t.Render(marks))
		b.WriteString(`</div></article>`)
	}
}

// writeMarkedText writes s escaped, with each case-insensitive occurrence
// of a mark's word (ASCII case folding: the words are the search's) in
// <mark>.
func writeMarkedText(b *strings.Builder, s string, marks []search.Mark) {
	lower := asciiLower(s)
	at := 0
	for at < len(s) {
		best, bestLen := -1, 0
		for _, m := range marks {
			w := asciiLower(m.Word)
			if w == "" {
				continue
			}
			if i := strings.Index(lower[at:], w); i >= 0 && (best < 0 || at+i < best) {
				best, bestLen = at+i, len(w)
			}
		}
		if best < 0 {
			break
		}
		b.WriteString(html.EscapeString(s[at:best]))
		b.WriteString("<mark>")
		b.WriteString(html.EscapeString(s[best : best+bestLen]))
		b.WriteString("</mark>")
		at = best + bestLen
	}
	b.WriteString(html.EscapeString(s[at:]))
}

// asciiLower lowers ASCII letters only, so byte offsets stay those of s.
func asciiLower(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}
