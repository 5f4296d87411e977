// Package render turns a note's markdown into HTML that is safe to put in
// the page with innerHTML: raw HTML is shown as text, links keep their href
// only for http, https and mailto, images become links (the page loads
// nothing from other hosts), and search matches are wrapped in <mark>.
//
// Highlighting works on the text of the goldmark AST (text nodes, code
// spans, autolink labels), never on the produced HTML, so a match can never
// split a tag or an entity: markdown.Prepare (package render/markdown)
// renders a note once and records where each run of text lands, and Render
// marks those runs for each search. The package is pure Go and is tested on
// the host. It does not import goldmark, which was the largest package of
// the page's module: the page shows Templates stored at build time
// (Stored), and goldmark lives in render/markdown, which the page's second
// module (wasm/parsefile) holds.
package render

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/search/mark"
)

// Run is one run of text in a Template: the HTML's [Start:End] is Text
// escaped, and marks are found in Text as a person reads it.
type Run struct {
	Start, End int
	Text       []byte
}

// Template is a note rendered once, without marks: its HTML and where each
// run of text sits in it. Render applies a search's marks to those runs
// alone, so a note shown again for the next keystroke is not parsed again:
// goldmark takes about a millisecond a note in WebAssembly, Render a few
// microseconds.
type Template struct {
	html string
	runs []Run
}

// NewTemplate is the Template of html, whose runs of text are runs.
func NewTemplate(html string, runs []Run) *Template {
	return &Template{html: html, runs: runs}
}

// Plain is src shown as escaped text in one paragraph, still marked by a
// search: what a note too deep for goldmark becomes.
func Plain(src []byte) *Template { return plainTemplate(src, nil) }

// plainTemplate shows src as escaped text, still marked by a search, in
// paragraphs of about plainBlock bytes cut at white space: a card folds
// a long note between paragraphs only (Fold), and an 8 MB note in one
// paragraph was laid out whole, a task of seconds. A non-nil pause is
// called after every pacedBlock bytes or so: a note of 20 MB took
// 0.27–0.4 s to escape in WebAssembly.
func plainTemplate(src []byte, pause func()) *Template {
	var b strings.Builder
	// Each paragraph adds "<p></p>\n": with room for the text alone, the
	// builder grew once past it, a copy of the whole (0.1 s for 20 MB).
	b.Grow(len(src) + (len(src)/plainBlock+2)*len("<p></p>\n"))
	var runs []Run
	since := 0
	for first := true; first || len(src) > 0; first = false {
		n := len(src)
		if n > plainBlock {
			n = plainBlock
			if sp := bytes.LastIndexAny(src[:n], " \t\n"); sp > 0 {
				n = sp + 1
			}
			for n < len(src) && !utf8.RuneStart(src[n]) {
				n++
			}
		}
		if !first {
			b.WriteString("\n")
		}
		b.WriteString("<p>")
		start := b.Len()
		writeEscaped(&b, src[:n])
		runs = append(runs, Run{Start: start, End: b.Len(), Text: src[:n]})
		b.WriteString("</p>")
		src = src[n:]
		if since += n; pause != nil && since >= pacedBlock && len(src) > 0 {
			pause()
			since = 0
		}
	}
	return &Template{html: b.String(), runs: runs}
}

// pacedBlock is how much of a long note's text plainTemplate escapes, or
// bytesPaced copies, between two calls of a pause: a few milliseconds.
const pacedBlock = 256 << 10

// bytesPaced is []byte(s), copied pacedBlock bytes at a time with a call
// of pause (when not nil) after each.
func bytesPaced(s string, pause func()) []byte {
	if pause == nil {
		return []byte(s)
	}
	b := make([]byte, len(s))
	for at := 0; at < len(s); at += pacedBlock {
		copy(b[at:], s[at:min(at+pacedBlock, len(s))])
		pause()
	}
	return b
}

// plainBlock is about how long a paragraph of plainTemplate is.
const plainBlock = 4 << 10

// Render returns the note's HTML, wrapping the case-insensitive occurrences
// of each mark's Word in its text with <mark>; when a mark has Pos, only
// those characters of each occurrence are wrapped.
func (t *Template) Render(marks []mark.Mark) string {
	m := usable(marks)
	if len(m) == 0 {
		return t.html
	}
	var b strings.Builder
	at, left := 0, maxMarks
	for _, r := range t.runs {
		if left <= 0 {
			break
		}
		spans := findMarks(r.Text, m, left)
		if len(spans) == 0 {
			continue
		}
		left -= len(spans)
		if at == 0 {
			b.Grow(len(t.html) + 13*len(spans))
		}
		b.WriteString(t.html[at:r.Start])
		writeMarked(&b, r.Text, spans)
		at = r.End
	}
	if at == 0 {
		return t.html
	}
	b.WriteString(t.html[at:])
	return b.String()
}

// maxMarks is the most marks Render writes in one note. A search for
// "word" in an opened note of 200,000 words wrote as many <mark>
// elements, and the page spent over a second making them, in one task;
// no shipped note holds a tenth of this many of one word, and a person
// reads the first few. Marks past it are not written.
const maxMarks = 1000

// usable drops marks that cannot match anything.
func usable(marks []mark.Mark) []mark.Mark {
	out := marks[:0:0]
	for _, m := range marks {
		if m.Word != "" {
			out = append(out, m)
		}
	}
	return out
}
