package changelog

import (
	"bytes"

	"github.com/yuin/goldmark/text"
)

// Option changes how Parse works, not what it returns.
type Option func(*pacer)

// WithPause has Parse call pause often: between the chunks goldmark parses
// (see chunkCuts), every few thousand lines inside one, every few hundred
// blocks of the walk over them, and while lending labels. WebAssembly
// runs Go on the page's only thread: a pause that yields to the event loop
// keeps a page that parses a 20 MB file responsive. A nil pause is no pause.
func WithPause(pause func()) Option { return func(p *pacer) { p.pause = pause } }

// WithProgress has Parse report, just before each pause point, how many
// bytes of the total it has parsed. done never decreases and ends at total.
func WithProgress(progress func(done, total int)) Option {
	return func(p *pacer) { p.progress = progress }
}

// pacer is where Parse's pauses and progress go. Its zero value (and a nil
// *pacer) does nothing.
type pacer struct {
	pause    func()
	progress func(done, total int)
	total    int
	done     int // the last progress reported
}

// step reports done bytes parsed (never less than reported before) and
// pauses.
func (p *pacer) step(done int) {
	if p == nil {
		return
	}
	p.report(done)
	if p.pause != nil {
		p.pause()
	}
}

// again pauses without new progress: work after the parse.
func (p *pacer) again() { p.step(p.done) }

// passed pauses after a pass over n bytes of one entry when n is longPass
// or more: each pass over an entry (goldmark's read of it, its markdown
// copied out, split where notes run together, its citations read) is
// linear in it, and a note of 20 MB on one line made them together one
// stretch of 0.14–0.19 s in WebAssembly.
func (p *pacer) passed(n int) {
	if p != nil && n >= longPass {
		p.again()
	}
}

// longPass is the length of an entry past which a pass over it is paused
// after: in WebAssembly a few milliseconds to tens of them, by the pass.
const longPass = 1 << 20

// finish reports the whole file done.
func (p *pacer) finish() { p.step(p.total) }

func (p *pacer) report(v int) {
	if p.progress != nil && v >= p.done {
		p.done = v
		p.progress(v, p.total)
	}
}

func (p *pacer) active() bool { return p != nil && (p.pause != nil || p.progress != nil) }

// stepper is again for paced.SortStable, or nil without an active pacer:
// a sort without pauses then, the same order either way.
func (p *pacer) stepper() func() {
	if !p.active() {
		return nil
	}
	return p.again
}

// pacedReader is goldmark's reader, stepping the pacer every pacedLines
// lines, so that one large chunk is not one long task.
type pacedReader struct {
	text.Reader
	p     *pacer
	lines int
}

// pacedLines is how many lines goldmark reads between two steps: in
// WebAssembly a few milliseconds of block parsing.
const pacedLines = 1024

func (r *pacedReader) AdvanceLine() {
	r.Reader.AdvanceLine()
	if r.lines++; r.lines%pacedLines == 0 {
		_, seg := r.Reader.Position()
		r.p.step(seg.Start)
	}
}

// scanBlock is how many bytes chunkCuts scans between pauses: in
// WebAssembly a block is a few milliseconds.
const scanBlock = 512 << 10

// chunkCuts is the one splitter of a file: the offsets where goldmark's
// parse of src may be cut into chunks of at least chunk bytes, with 0 first
// and len(src) last. A cut is the start of a line that opens an ATX heading
// ("#" at column 0) or a top-level bullet item, either of which ends every
// open block, outside a fenced code block and outside what may be an HTML
// block. Parsing the chunks one
// after the other therefore gives the blocks parsing the whole file gives;
// the trackers err on the side of not cutting.
func chunkCuts(src []byte, p *pacer, chunk int) []int {
	cuts := []int{0}
	var fence byte // '`' or '~' while inside a fence
	fenceLen := 0
	htmlEnd := "" // while inside a possible HTML block: "" for a blank line, else its end marker
	inHTML := false
	next := scanBlock
	for off := 0; off < len(src); {
		if off >= next {
			if p.active() {
				p.step(0)
			}
			next = off + scanBlock
		}
		end := bytes.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += off
		}
		line := src[off:end]
		if fence == 0 && !inHTML && off-cuts[len(cuts)-1] >= chunk && (isATXStart(line) || isItemStart(line)) {
			cuts = append(cuts, off)
		}
		indent := 0
		for indent < len(line) && indent < 4 && line[indent] == ' ' {
			indent++
		}
		rest := line[indent:]
		switch {
		case inHTML:
			if htmlEnd == "" && len(bytes.TrimSpace(line)) == 0 || htmlEnd != "" && containsFold(line, htmlEnd) {
				inHTML = false
			}
		case indent < 4 && fence == 0 && len(rest) > 0 && rest[0] == '<':
			htmlEnd = htmlBlockEnd(rest)
			inHTML = htmlEnd == "" || !containsFold(rest[1:], htmlEnd)
		}
		// Fences are followed inside possible HTML too: if it was not HTML,
		// a fence opened there still hides headings.
		if indent < 4 {
			if c, n := fenceRun(rest); n >= 3 {
				switch {
				case fence == 0 && (c == '~' || bytes.IndexByte(rest[n:], '`') < 0):
					fence, fenceLen = c, n
				case fence == c && n >= fenceLen && len(bytes.TrimSpace(rest[n:])) == 0:
					fence = 0
				}
			}
		}
		off = end + 1
	}
	return append(cuts, len(src))
}

// isATXStart reports whether line opens an ATX heading at column 0.
func isATXStart(line []byte) bool {
	n := 0
	for n < len(line) && line[n] == '#' {
		n++
	}
	return n >= 1 && n <= 6 && (n == len(line) || line[n] == ' ' || line[n] == '\t')
}

// isItemStart reports whether line opens a top-level bullet item with
// text ("- Fixed …", "* [#123]…"): it ends every open block but its list,
// and a new list from there reads the same to the builder, so a release
// of one list of thousands of entries is cut into chunks too. A line that
// could be a thematic break or a setext underline ("- - -", "-") is not.
func isItemStart(line []byte) bool {
	if len(line) < 3 || line[0] != '-' && line[0] != '*' || line[1] != ' ' {
		return false
	}
	c := line[2]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '[' || c == '`' || c == '('
}

// htmlBlockEnd is what ends an HTML block opened by line (which starts with
// "<"), as CommonMark's kinds 1 to 5 say ("</pre>", "-->", "?>", ">",
// "]]>"), or "" for the kinds a blank line ends; any other "<" is taken as
// the latter too, which only makes cuts rarer.
func htmlBlockEnd(line []byte) string {
	for _, tag := range []string{"pre", "script", "style", "textarea"} {
		if len(line) > len(tag) && bytes.EqualFold(line[1:min(len(line), 1+len(tag))], []byte(tag)) {
			if r := line[1+len(tag):]; len(r) == 0 || r[0] == ' ' || r[0] == '\t' || r[0] == '>' {
				return "</" + tag + ">"
			}
		}
	}
	switch {
	case bytes.HasPrefix(line, []byte("<!--")):
		return "-->"
	case bytes.HasPrefix(line, []byte("<?")):
		return "?>"
	case bytes.HasPrefix(line, []byte("<![CDATA[")):
		return "]]>"
	case len(line) > 2 && line[1] == '!' && (line[2]|0x20 >= 'a' && line[2]|0x20 <= 'z'):
		return ">"
	}
	return ""
}

// containsFold reports whether s holds the ASCII marker in any case.
func containsFold(s []byte, marker string) bool {
	return bytes.Contains(bytes.ToLower(s), []byte(marker))
}

// fenceRun returns the character and length of a run of '`' or '~' that
// starts line.
func fenceRun(line []byte) (byte, int) {
	if len(line) == 0 || line[0] != '`' && line[0] != '~' {
		return 0, 0
	}
	n := 1
	for n < len(line) && line[n] == line[0] {
		n++
	}
	return line[0], n
}
