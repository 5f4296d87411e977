package notes

import (
	"io"
	"strings"
	"sync"

	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/search"
)

// Context groups, as the export and the page title them. They stay
// upstream's English headings in every language, as the kind headings do.
const (
	ContextThemes      = "Major Themes"
	ContextKnownIssues = "Known Issues"
)

// ReleaseContext is the release-level prose a view shows above a release's
// notes: its Major Themes and Known Issues, the parts of a release a
// write-up comments on (1.24's "Dockershim Removed from kubelet") that no
// note carries.
type ReleaseContext struct {
	Version     string
	Themes      []parser.Section
	KnownIssues []parser.Section
}

// Groups returns the context's non-empty groups, titled, in the order
// upstream prints them.
func (c ReleaseContext) Groups() []ContextGroup {
	var out []ContextGroup
	if len(c.Themes) > 0 {
		out = append(out, ContextGroup{ContextThemes, c.Themes})
	}
	if len(c.KnownIssues) > 0 {
		out = append(out, ContextGroup{ContextKnownIssues, c.KnownIssues})
	}
	return out
}

// ContextGroup is one titled group of a release's context.
type ContextGroup struct {
	Title    string // ContextThemes or ContextKnownIssues
	Sections []parser.Section
}

// Context returns the context of r's releases in the order the view
// presents them, for one release or a comparison (every release in range
// that has any); the all-releases view has none, as twenty releases of
// themes would bury the notes. With search text, only the sections holding
// every free word stay, as a search narrows the notes; structured terms
// (sig:, pr:) say nothing of prose and keep every section.
func (s *Store) Context(r *Result) []ReleaseContext {
	if r.State.Version == "" && r.Comparison == nil {
		return nil
	}
	words := contextWords(r.State.Query)
	var texts *contextTexts
	if len(words) > 0 {
		texts = s.contextTexts()
	}
	var out []ReleaseContext
	for _, v := range r.Releases {
		ri, ok := s.byVersion[canonicalVersion(v)]
		if !ok {
			continue
		}
		rel := &s.releases[ri]
		c := ReleaseContext{Version: rel.Version, Themes: rel.Themes, KnownIssues: rel.KnownIssues}
		if texts != nil {
			c.Themes = matchingSections(rel.Themes, texts.themes[ri], words)
			c.KnownIssues = matchingSections(rel.KnownIssues, texts.known[ri], words)
		}
		if len(c.Themes)+len(c.KnownIssues) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// ContextMarks are the words to highlight in context sections for search
// text q: its free words, matched anywhere in a word regardless of case.
func ContextMarks(q string) []search.Mark {
	var marks []search.Mark
	for _, w := range contextWords(q) {
		marks = append(marks, search.Mark{Word: w})
	}
	return marks
}

// contextWords are the lower-cased free words of search text q.
func contextWords(q string) []string {
	return strings.Fields(strings.ToLower(parseTerms(q).free))
}

// contextTexts holds, per release (by index in the store), the text each
// Major Themes and Known Issues section is searched in (see sectionText).
type contextTexts struct {
	once          sync.Once
	themes, known [][]string
}

// contextTexts returns the searched texts of every release's context,
// built on the first search that needs them. A comparison's search matches
// the context of every release in range on each keystroke: reading the
// sections' markdown into plain text then cost the widest comparison's
// keystroke about 3 ms of WebAssembly (BenchmarkCompareKeystroke).
func (s *Store) contextTexts() *contextTexts {
	t := &s.ctxTexts
	t.once.Do(func() {
		t.themes = make([][]string, len(s.releases))
		t.known = make([][]string, len(s.releases))
		for ri := range s.releases {
			t.themes[ri] = sectionTexts(s.releases[ri].Themes)
			t.known[ri] = sectionTexts(s.releases[ri].KnownIssues)
		}
	})
	return t
}

func sectionTexts(secs []parser.Section) []string {
	if len(secs) == 0 {
		return nil
	}
	out := make([]string, len(secs))
	for i, sec := range secs {
		out[i] = sectionText(sec)
	}
	return out
}

// sectionText is the text a context section is searched in: its title and
// plain text, lower-cased as contextWords are.
func sectionText(sec parser.Section) string {
	return strings.ToLower(sec.Title + " " + PlainText(sec.Markdown))
}

// matchingSections keeps the sections of secs whose text (texts, aligned
// with secs) holds every word.
func matchingSections(secs []parser.Section, texts []string, words []string) []parser.Section {
	if len(words) == 0 {
		return secs
	}
	var out []parser.Section
	for i, sec := range secs {
		text := texts[i]
		all := true
		for _, w := range words {
			if !strings.Contains(text, w) {
				all = false
				break
			}
		}
		if all {
			out = append(out, sec)
		}
	}
	return out
}

// WriteContext writes ctx as Markdown sections: "## Major Themes" then
// "### <section title>" and its text, and the same for Known Issues. In a
// comparison (multi) each group names its release: "## Major Themes
// (v1.29.0)". A non-empty slot ("> ") goes after each section, for the
// write-up's comments.
func WriteContext(w io.Writer, ctx []ReleaseContext, multi bool, slot string) error {
	var b strings.Builder
	for _, c := range ctx {
		for _, g := range c.Groups() {
			if multi {
				b.WriteString("## " + g.Title + " (" + c.Version + ")\n\n")
			} else {
				b.WriteString("## " + g.Title + "\n\n")
			}
			for _, sec := range g.Sections {
				if sec.Title != "" {
					b.WriteString("### " + sec.Title + "\n\n")
				}
				if md := strings.TrimSpace(sec.Markdown); md != "" {
					b.WriteString(md + "\n\n")
				}
				if slot != "" {
					b.WriteString(slot + "\n\n")
				}
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
