package render

import (
	"encoding/binary"
	"errors"
	"slices"
	"strings"
)

// A stored Template is what Prepare made of a note, written at build time
// (Parts) so the page can rebuild it (FromParts) without goldmark, which
// was the largest package of the module. It is kept small for gzip by
// leaning on the markdown the bundle carries anyway: most runs of text are
// cut from it by offset, and only the HTML between runs is written out:
//
//	uvarint number of runs
//	per run: the HTML before it, then its text:
//	  uvarint skip<<1 (the text is src[at+skip:][:n], at the end of the
//	  previous run cut from src), uvarint n; or n<<1|1, then n bytes
//	the HTML after the last run
//
// A piece of HTML is one byte when it is one of commonHTML (its index),
// else uvarint len(commonHTML)+length, then its bytes.
//
// Rebuilding is a few string writes: microseconds for a note, against a
// millisecond of goldmark in WebAssembly.

// Parts returns t in its stored form, relative to src, the markdown t was
// prepared from.
func (t *Template) Parts(src string) string {
	var b []byte
	u := func(v int) { b = binary.AppendUvarint(b, uint64(v)) }
	piece := func(s string) {
		if i := slices.Index(commonHTML, s); i >= 0 {
			u(i)
			return
		}
		u(len(commonHTML) + len(s))
		b = append(b, s...)
	}
	u(len(t.runs))
	at, htmlAt := 0, 0
	// A run not found in src costs a scan of the rest of src and moves
	// at nowhere, so runs that are never as written (a note of 40,000
	// paragraphs of "&lt;", an opened file's) cost time quadratic in the
	// note: 256 KB took 0.2 s natively, in one task of the page. Once
	// the scans have read budget bytes, the rest is written out. The
	// shipped notes stay far inside it (TestBundleIsFresh), and a found
	// run's scan ends where the next one starts.
	budget := partsBudget * (len(src) + 1024)
	for _, r := range t.runs {
		piece(t.html[htmlAt:r.Start])
		i := -1
		if budget > 0 {
			i = strings.Index(src[at:], string(r.Text))
			if i < 0 {
				budget -= len(src) - at
			} else {
				budget -= i + len(r.Text)
			}
		}
		if i >= 0 {
			u(i << 1)
			u(len(r.Text))
			at += i + len(r.Text)
		} else {
			u(len(r.Text)<<1 | 1)
			b = append(b, r.Text...)
		}
		htmlAt = r.End
	}
	piece(t.html[htmlAt:])
	return string(b)
}

// partsBudget bounds the bytes Parts scans for runs, as a multiple of
// the markdown's length (see Parts).
const partsBudget = 4

// commonHTML are the pieces of HTML between runs of text that most notes
// hold, most frequent first (counted on the shipped notes). Changing it
// changes the stored form: run `make data`.
var commonHTML = []string{
	"", "<p>", "</p>", "<code>", "</code>", "\n", "</a>", "</li>\n<li>", "<p><code>",
	"</code></p>", "</li>\n</ul>", "</p>\n<ul>\n<li>", "</p>\n</li>\n<li>\n<p>",
	"</p>\n<p>", "<strong>", "</strong>", "<p><strong>", "<em>", "</em>",
	"</code></li>\n<li><code>", "</li>\n<li><code>", "\n<code>", "</p>\n<ul>\n<li>\n<p>",
	"</p>\n<ul>\n<li><code>", "</p>\n</li>\n</ul>", "<br>\n",
}

// FromParts rebuilds the Template that Parts stored, from the same src.
// A malformed parts (never written by Parts) gives an error.
func FromParts(src, parts string) (*Template, error) {
	p := partsReader{s: parts}
	n := p.number()
	if n > len(parts) {
		return nil, errBadParts
	}
	var html strings.Builder
	html.Grow(len(src) + len(parts))
	runs := make([]Run, 0, n)
	at := 0
	for range n {
		html.WriteString(p.piece())
		v := p.number()
		var text string
		if v&1 == 0 {
			skip, k := v>>1, p.number()
			if p.bad || skip > len(src)-at || k > len(src)-at-skip {
				return nil, errBadParts
			}
			text = src[at+skip : at+skip+k]
			at += skip + k
		} else {
			text = p.bytes(v >> 1)
		}
		tb := []byte(text)
		start := html.Len()
		writeEscaped(&html, tb)
		runs = append(runs, Run{Start: start, End: html.Len(), Text: tb})
	}
	html.WriteString(p.piece())
	if p.bad || p.off != len(parts) {
		return nil, errBadParts
	}
	return &Template{html: html.String(), runs: runs}, nil
}

var errBadParts = errors.New("render: malformed stored template")

type partsReader struct {
	s   string
	off int
	bad bool
}

func (p *partsReader) number() int {
	v, n := binary.Uvarint([]byte(p.s[p.off:min(len(p.s), p.off+binary.MaxVarintLen64)]))
	if n <= 0 || v > 1<<31-1 {
		p.bad = true
		return 0
	}
	p.off += n
	return int(v)
}

func (p *partsReader) piece() string {
	v := p.number()
	if v < len(commonHTML) {
		return commonHTML[v]
	}
	return p.bytes(v - len(commonHTML))
}

func (p *partsReader) bytes(n int) string {
	if p.bad || n > len(p.s)-p.off {
		p.bad = true
		return ""
	}
	s := p.s[p.off : p.off+n]
	p.off += n
	return s
}

// writeEscaped writes text as goldmark's util.EscapeHTML escapes it, which
// is how markdown.Prepare wrote every run.
func writeEscaped(b *strings.Builder, text []byte) {
	at := 0
	for i := 0; i < len(text); i++ {
		var esc string
		switch text[i] {
		case '"':
			esc = "&quot;"
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case 0:
			esc = "\ufffd"
		default:
			continue
		}
		b.Write(text[at:i])
		b.WriteString(esc)
		at = i + 1
	}
	b.Write(text[at:])
}

// Stored returns the Template of src (a note's text or a section's
// markdown) from its stored form, as the page shows notes. A note with no
// stored form (parts empty: the notes of a file a person opened) is
// rendered by Unstored.
func Stored(src, parts string) *Template { return StoredPaced(src, parts, nil) }

// StoredPaced is Stored, calling a non-nil pause between slices of the
// work of a long note with no stored form, which is escaped as plain text
// (see plainTemplate): the page prepares an opened file's first notes
// with pauses, so that a note of megabytes takes no task of its own.
func StoredPaced(src, parts string, pause func()) *Template {
	if parts != "" {
		if t, err := FromParts(src, parts); err == nil {
			return t
		}
	}
	return prepareUnstored(src, pause)
}
