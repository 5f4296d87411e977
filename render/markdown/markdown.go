// Package markdown renders a note's markdown as render's Templates, with
// goldmark: safe to put in the page with innerHTML (raw HTML is shown as
// text, links keep their href only for http, https and mailto, images
// become links: the page loads nothing from other hosts), and marked per
// search by render.Template.Render. It is apart from package render so that
// the page's main module, which shows Templates stored at build time, does
// not hold goldmark; the build (embed/build) and the page's
// parse module (wasm/parsefile) use it.
package markdown

import (
	"bytes"
	"strings"
	"sync"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/kubechangelog/kubechangelog/internal/mdlimit"
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/search/mark"
)

// markdown is built once: goldmark sets up its parsers and renderer tables
// lazily on first use and reuses them, which matters when hundreds of notes
// are rendered at once. It is built on first use, not at package init: the
// page's parse module starts when a file is opened, in one task.
var (
	markdown = sync.OnceValue(func() goldmark.Markdown {
		return newMarkdown(extension.Table, extension.Strikethrough, extension.Linkify)
	})
	// plainMarkdown has no linkify: most notes hold no bare URL or e-mail
	// address, and scanning for them is a quarter of a note's parse time.
	plainMarkdown = sync.OnceValue(func() goldmark.Markdown {
		return newMarkdown(extension.Table, extension.Strikethrough)
	})
)

func newMarkdown(ext ...goldmark.Extender) goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(ext...),
		goldmark.WithRendererOptions(
			// Priority below the HTML renderer's 1000: ours registers last and wins.
			renderer.WithNodeRenderers(util.Prioritized(noteRenderer{}, 100)),
		),
	)
}

// mayLink reports whether md may hold something linkify would link: a URL
// with a scheme, a "www." host or an e-mail address.
func mayLink(md string) bool {
	return strings.Contains(md, "://") || strings.Contains(md, "www.") || strings.Contains(md, "@")
}

var bufPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// recorderAttr carries the recorder of one Prepare call on its document
// node, so the renderer, shared by every call, needs no state of its own.
var recorderAttr = []byte("kubechangelog-recorder")

// recorder notes where each run of a person's text lands in the HTML.
type recorder struct {
	buf  *bytes.Buffer
	runs []render.Run
}

// Prepare renders md (a note's markdown) as safe HTML, ready for marks.
//
// Nesting is bounded first (see mdlimit): block nesting before goldmark
// parses, since its parser recurses per level, and inline nesting (7,000
// emphasis or links deep) after, since its renderer does; a note nested
// deeper than maxDepth is shown as its plain text.
func Prepare(md string) *render.Template {
	src := mdlimit.Flatten([]byte(md))
	if costly(src) {
		return render.Plain(src)
	}
	gm := plainMarkdown()
	if mayLink(md) {
		gm = markdown()
	}
	doc := gm.Parser().Parse(text.NewReader(src))
	if mdlimit.TooDeep(doc, maxDepth) {
		return render.Plain(src)
	}
	buf := bufPool.Get().(*bytes.Buffer)
	buf.Reset()
	defer bufPool.Put(buf)
	rec := &recorder{buf: buf}
	doc.SetAttribute(recorderAttr, rec)
	if err := gm.Renderer().Render(buf, src, doc); err != nil {
		// Rendering into memory cannot fail; fall back to plain text anyway.
		return render.Plain(src)
	}
	return render.NewTemplate(strings.TrimSuffix(buf.String(), "\n"), rec.runs)
}

// maxDepth is how deep a note's tree may be. Real notes nest a list in a
// list item or a link in emphasis, a dozen levels at most; the bound on
// block nesting (mdlimit.MaxPrefix) keeps lists well inside it.
const maxDepth = 200

// costly reports whether goldmark's inline parser could spend more than
// a few milliseconds on src. Its time on a paragraph grows with the
// paragraph's length times its punctuation (every "[", "*", "`", "<", "&"
// or "(" may scan the rest of the paragraph for a closer, and unmatched
// emphasis delimiters are compared pairwise): 64 KB of "[a](b" or "*a_ "
// took a second natively, 256 KB twenty, in one task of the page. A
// paragraph never spans a blank line, so the product over each run of
// lines between blank lines bounds it. The shipped notes stay well under
// richBudget (TestShippedNotesStayRich); such a note is shown as its plain
// text, every word kept and still marked. So is a note over maxRich, or
// with more than maxRichLines lines or maxRichPunct punctuation marks:
// a note of many paragraphs each under the budget adds up.
func costly(src []byte) bool {
	if len(src) > maxRich || bytes.Count(src, []byte("\n")) > maxRichLines {
		return true
	}
	length, punct, total := 0, 0, 0
	blank := true // the current line holds only spaces and tabs so far
	for _, c := range src {
		switch {
		case c == '\n':
			if blank {
				length, punct = 0, 0
			}
			blank = true
			continue
		case c == ' ' || c == '\t':
		case c < 0x80 && (c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'):
			punct++
			if total++; total > maxRichPunct {
				return true
			}
			blank = false
		default:
			blank = false
		}
		if length++; length*punct > richBudget {
			return true
		}
	}
	return false
}

// maxRich is the longest note rendered by goldmark: it renders in one
// task of the page, and an 8 MB note of plain words took 2.3 s. The
// longest shipped note or section is a few tens of kilobytes.
const maxRich = 256 << 10

// maxRichPunct is the most punctuation marks of a note rendered by
// goldmark: richBudget bounds one paragraph, and 64 paragraphs each just
// under it (230 KB of "&lt;*a* ") took 2.2 s in one task of the page.
// The most a shipped note or section has is 1,147.
const maxRichPunct = 8 << 10

// maxRichLines is the most lines of a note rendered by goldmark. Its
// time grows with the blocks it makes, and a note's blocks with its
// lines: 40,000 paragraphs of "&lt;" (240 KB, under maxRich) took
// goldmark 0.7 s in one task of the page, 10,000 small tables more. The
// longest shipped note or section has 93 lines.
const maxRichLines = 2048

// richBudget bounds a paragraph's length times its punctuation (see
// costly): about 3 ms of goldmark natively on the worst shapes tried, 4×
// the most a shipped paragraph has (the 1.14 list of renamed metrics,
// 3.5 KB with 523 punctuation marks).
const richBudget = 1 << 23

// Note renders md with marks in one step (see Prepare and Render).
func Note(md string, marks []mark.Mark) string {
	return Prepare(md).Render(marks)
}

// writeText writes a run of a person's text, escaped, and records it.
func writeText(w util.BufWriter, n ast.Node, text []byte) {
	rec := recorderOf(n)
	if rec == nil {
		_, _ = w.Write(util.EscapeHTML(text))
		return
	}
	start := rec.buf.Len() + w.Buffered()
	_, _ = w.Write(util.EscapeHTML(text))
	rec.runs = append(rec.runs, render.Run{Start: start, End: rec.buf.Len() + w.Buffered(), Text: text})
}

func recorderOf(n ast.Node) *recorder {
	doc := n.OwnerDocument()
	if doc == nil {
		return nil
	}
	v, ok := doc.Attribute(recorderAttr)
	if !ok {
		return nil
	}
	rec, _ := v.(*recorder)
	return rec
}

// noteRenderer replaces goldmark's HTML renderer for the nodes where safety
// or highlighting differ from the default.
type noteRenderer struct{}

func (noteRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindText, renderText)
	reg.Register(ast.KindCodeSpan, renderCodeSpan)
	reg.Register(ast.KindLink, renderLink)
	reg.Register(ast.KindAutoLink, renderAutoLink)
	reg.Register(ast.KindImage, renderImage)
	reg.Register(ast.KindRawHTML, renderRawHTML)
	reg.Register(ast.KindHTMLBlock, renderHTMLBlock)
	reg.Register(ast.KindHeading, renderHeading)
}

func renderText(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.Text)
	value := n.Segment.Value(src)
	if !n.IsRaw() && bytes.ContainsAny(value, `\&`) {
		value = unescape(value)
	}
	writeText(w, n, value)
	if n.HardLineBreak() {
		_, _ = w.WriteString("<br>\n")
	} else if n.SoftLineBreak() {
		_ = w.WriteByte('\n')
	}
	return ast.WalkContinue, nil
}

// unescape resolves backslash escapes and character references as goldmark's
// writer does, so marks are found in the text a person reads.
func unescape(b []byte) []byte {
	return util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(b)))
}

func renderCodeSpan(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		_, _ = w.WriteString("</code>")
		return ast.WalkContinue, nil
	}
	_, _ = w.WriteString("<code>")
	var code []byte
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		t, ok := c.(*ast.Text)
		if !ok {
			continue
		}
		v := t.Segment.Value(src)
		if bytes.HasSuffix(v, []byte("\n")) {
			code = append(code, v[:len(v)-1]...)
			code = append(code, ' ')
		} else {
			code = append(code, v...)
		}
	}
	writeText(w, n, code)
	return ast.WalkSkipChildren, nil
}

func renderLink(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	return linkTo(w, node.(*ast.Link).Destination, "", entering)
}

// linkTo writes the anchor around a link's or an image's children, or
// leaves only their text when the destination is not safe; label stands in
// for children there are none of.
func linkTo(w util.BufWriter, dest []byte, label string, entering bool) (ast.WalkStatus, error) {
	if !safeURL(dest) {
		return ast.WalkContinue, nil // the text stays, the link goes
	}
	if entering {
		writeAnchor(w, dest)
		_, _ = w.WriteString(label)
	} else {
		_, _ = w.WriteString("</a>")
	}
	return ast.WalkContinue, nil
}

func renderAutoLink(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.AutoLink)
	url := n.URL(src)
	if n.AutoLinkType == ast.AutoLinkEmail && !hasPrefixFold(url, "mailto:") {
		url = append([]byte("mailto:"), url...)
	}
	ok := safeURL(url)
	if ok {
		writeAnchor(w, url)
	}
	writeText(w, n, n.Label(src))
	if ok {
		_, _ = w.WriteString("</a>")
	}
	return ast.WalkContinue, nil
}

// renderImage shows an image as a link to it labelled with its alt text:
// the page loads nothing from other hosts, and a note's screenshot is rare.
func renderImage(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Image)
	label := ""
	if n.FirstChild() == nil {
		label = "image"
	}
	return linkTo(w, n.Destination, label, entering)
}

// renderRawHTML shows inline HTML as the text it is: notes write "<none>"
// or "--flag=<value>" without backticks, and dropping those would lose words.
func renderRawHTML(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkSkipChildren, nil
	}
	n := node.(*ast.RawHTML)
	for i := range n.Segments.Len() {
		seg := n.Segments.At(i)
		v := seg.Value(src)
		if isBreak(v) {
			_, _ = w.WriteString("<br>")
			continue
		}
		writeText(w, n, v)
	}
	return ast.WalkSkipChildren, nil
}

// isBreak reports whether raw HTML is a line break tag, the one tag notes
// use for layout (in table cells).
func isBreak(v []byte) bool {
	s := strings.ToLower(strings.ReplaceAll(string(v), " ", ""))
	return s == "<br>" || s == "<br/>"
}

func renderHTMLBlock(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.HTMLBlock)
	if entering {
		_, _ = w.WriteString(`<p class="raw">`)
		for i := range n.Lines().Len() {
			line := n.Lines().At(i)
			writeText(w, n, line.Value(src))
		}
		if n.HasClosure() {
			writeText(w, n, n.ClosureLine.Value(src))
		}
		_, _ = w.WriteString("</p>\n")
	}
	return ast.WalkSkipChildren, nil
}

// renderHeading moves a note's headings below the page's own (release h2,
// kind h3, note), so the document outline stays right.
func renderHeading(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Heading)
	tag := []byte("h4")
	tag[1] = byte('0' + min(6, n.Level+3))
	if entering {
		_ = w.WriteByte('<')
		_, _ = w.Write(tag)
		_ = w.WriteByte('>')
	} else {
		_, _ = w.WriteString("</")
		_, _ = w.Write(tag)
		_, _ = w.WriteString(">\n")
	}
	return ast.WalkContinue, nil
}

func writeAnchor(w util.BufWriter, url []byte) {
	_, _ = w.WriteString(`<a href="`)
	_, _ = w.Write(util.EscapeHTML(util.URLEscape(url, true)))
	_, _ = w.WriteString(`" rel="noopener noreferrer">`)
}

// safeURL allows absolute http, https and mailto URLs only. Everything else
// goes: javascript:, data:, vbscript: and unknown schemes can run code or
// confuse; relative links would point into this site, not upstream's. The
// scheme must start the URL: browsers strip leading control characters and
// white space, so " javascript:" must not slip through as "relative".
func safeURL(u []byte) bool {
	colon := bytes.IndexByte(u, ':')
	if colon <= 0 {
		return false
	}
	scheme := u[:colon]
	for i, c := range scheme {
		alpha := c|0x20 >= 'a' && c|0x20 <= 'z'
		if !alpha && (i == 0 || !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	switch strings.ToLower(string(scheme)) {
	case "http", "https":
		rest := u[colon+1:]
		return bytes.HasPrefix(rest, []byte("//")) && len(rest) > 2
	case "mailto":
		return len(u) > colon+1
	}
	return false
}

func hasPrefixFold(b []byte, prefix string) bool {
	return len(b) >= len(prefix) && strings.EqualFold(string(b[:len(prefix)]), prefix)
}
