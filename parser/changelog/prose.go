package changelog

import (
	"strings"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
	"github.com/kubechangelog/kubechangelog/parser"
)

// prose collects a release-level section (Themes, Known Issues, Important
// Security Information) as markdown cut from the source: one Section for
// the text under the heading itself and one per sub-heading of the first
// level below it (deeper headings stay inside their Section's markdown).
type prose struct {
	role       role
	level      int    // the root heading's level; a heading at or above it ends the prose
	childLevel int    // level of the sub-headings that split it, 0 before the first
	title      string // title of the Section being collected
	start      int    // source offset where its markdown starts
	sections   []parser.Section
}

// flush ends the current Section at offset end.
func (p *prose) flush(src []byte, end int) {
	if end < p.start {
		end = p.start
	}
	md := trimBlankLines(string(src[p.start:end]))
	if md != "" || p.childLevel != 0 {
		p.sections = append(p.sections, parser.Section{Title: p.title, Markdown: md})
	}
}

// closeProse ends the open prose section at offset end and files it.
func (b *builder) closeProse(end int) {
	p := b.prose
	if p == nil {
		return
	}
	b.prose = nil
	p.flush(b.src, end)
	if b.cur < 0 {
		return
	}
	rel := &b.rels[b.cur]
	switch p.role {
	case roleThemes:
		rel.Themes = append(rel.Themes, p.sections...)
	case roleKnownIssues:
		rel.KnownIssues = append(rel.KnownIssues, p.sections...)
	case roleSecurity:
		rel.Security = append(rel.Security, advisories(p.sections)...)
	}
}

var cveRE = lazyre.New(`CVE-\d{4}-\d{4,}`)

// advisories turns "### CVE-2024-5321: Incorrect permissions…" sections
// into advisories. Without such sub-headings, each CVE id the section
// mentions becomes one, with the section's markdown.
func advisories(sections []parser.Section) []parser.Advisory {
	var out []parser.Advisory
	for _, s := range sections {
		if id := cveRE().FindString(s.Title); id != "" {
			title := strings.TrimSpace(s.Title[strings.Index(s.Title, id)+len(id):])
			title = strings.TrimSpace(strings.TrimLeft(title, ":-–— "))
			out = append(out, parser.Advisory{CVE: id, Title: title, Markdown: s.Markdown})
		}
	}
	if len(out) > 0 {
		return out
	}
	seen := map[string]bool{}
	for _, s := range sections {
		for _, id := range cveRE().FindAllString(s.Title+"\n"+s.Markdown, -1) {
			if !seen[id] {
				seen[id] = true
				out = append(out, parser.Advisory{CVE: id, Title: s.Title, Markdown: s.Markdown})
			}
		}
	}
	return out
}

// trimBlankLines drops leading blank lines and trailing whitespace, keeping
// the first line's indentation.
func trimBlankLines(s string) string {
	for {
		i := strings.IndexByte(s, '\n')
		if i < 0 || strings.TrimSpace(s[:i]) != "" {
			break
		}
		s = s[i+1:]
	}
	if strings.TrimSpace(s) == "" {
		return ""
	}
	return strings.TrimRight(s, " \t\r\n")
}
