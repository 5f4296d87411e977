package notes_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// A write-up is read rendered: pasted into a shared document, a wiki or a
// GitHub issue. These tests render it with goldmark, as CommonMark and as
// GitHub Flavored Markdown, and read each note's list item as the group
// would: its citation as links, its comment slot the item's last block and
// empty, no heading of its own among the document's (title h1, sections
// h2, kinds h3), and its words all there.

// renderings are the two Markdown dialects a write-up lands in.
var renderings = map[string]goldmark.Markdown{
	"CommonMark": goldmark.New(),
	"GFM":        goldmark.New(goldmark.WithExtensions(extension.GFM)),
}

// itemProblems reads the list item of note n in a rendered write-up and
// returns what a reader would have to fix by hand, one line each.
func itemProblems(n *parser.Note, it ast.Node, src []byte) []string {
	var out []string
	if bq, ok := it.LastChild().(*ast.Blockquote); !ok {
		out = append(out, fmt.Sprintf("the comment slot is not the item's last block (%s is)", it.LastChild().Kind()))
	} else if bq.FirstChild() != nil {
		out = append(out, fmt.Sprintf("the comment slot holds %q", bq.Text(src)))
	}
	links := map[string]string{}
	sigs := ""
	var sigsAt ast.Node // the block the SIG labels close
	_ = ast.Walk(it, func(x ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch x := x.(type) {
		case *ast.Link:
			// A reader follows " @dixudx" (1.9 writes "[ @dixudx](…)")
			// as "@dixudx".
			links[strings.TrimSpace(string(x.Text(src)))] = string(x.Destination)
		case *ast.Heading:
			if x.Level <= 3 {
				out = append(out, fmt.Sprintf("%q is an h%d, a heading of the write-up's own", x.Text(src), x.Level))
			}
		case *ast.Paragraph, *ast.TextBlock:
			// The SIG labels close the note's last paragraph (a text block
			// in a tight list), outside any code.
			if t := string(x.Text(src)); strings.HasSuffix(t, "]") {
				if i := strings.LastIndex(t, "[sig/"); i >= 0 {
					sigs, sigsAt = t[i:], x
				}
			}
		case *ast.RawHTML:
			out = append(out, fmt.Sprintf("raw HTML %q, which a renderer drops", x.Segments.Value(src)))
		}
		return ast.WalkContinue, nil
	})
	for _, pr := range n.PRs {
		want := fmt.Sprintf("https://github.com/kubernetes/kubernetes/pull/%d", pr)
		// A citation upstream links at ".../issues/N" (1.8's #41039),
		// kept as written, leads to N too: GitHub forwards it.
		issue := fmt.Sprintf("https://github.com/kubernetes/kubernetes/issues/%d", pr)
		if got := links[fmt.Sprintf("#%d", pr)]; got != want && got != issue && !upstreamTypos[pr] {
			out = append(out, fmt.Sprintf("#%d links to %q", pr, got))
		}

	}
	for _, a := range n.Authors {
		if got := links["@"+a]; got != "https://github.com/"+a {
			out = append(out, fmt.Sprintf("@%s links to %q", a, got))
		}
	}
	// Each pull request, as it reads rendered, once, or as often as
	// upstream's text cites it: upstream wrote some notes' citations
	// within their text (1.6's #41304, before a list; 1.15's #77567, one
	// line per pull request; 1.7's grouped "Azure:" notes, #45523 on three
	// sub-items), and a citation repeated at the end is a line to delete.
	words := inlineText(it, src)
	for _, pr := range n.PRs {
		if k, want := countPR(words, pr), max(1, countPR(notes.PlainText(n.Markdown), pr)); k != want && !upstreamTypos[pr] {
			out = append(out, fmt.Sprintf("#%d reads %d times"+", upstream %d", pr, k, want))
		}
	}
	if len(n.SIGs) > 0 {
		want := "[sig/" + strings.Join(n.SIGs, ", sig/") + "]"
		if sigs != want {
			out = append(out, fmt.Sprintf("SIG labels read %q, want %q", sigs, want))
		}
	}
	// The SIG labels (and a citation the write-up adds) are the note's:
	// written at the end of a note that closes with a list (1.9's IPv6
	// note ends with its caveats), they read as the last sub-item's.
	if sigsAt != nil && sigsAt.Parent() != it {
		out = append(out, fmt.Sprintf("SIG labels %q close a sub-item (%.60q), not the note", sigs, sigsAt.Text(src)))
	}
	return out
}

// upstreamTypos are pull requests whose citation upstream mistyped, so
// that no export reads it as "#N", linked, once: 1.7's
// "[#450354](…/pull/45034)"; 1.8's "([#48545]\n(…/pull/48454), …", its
// link broken over two lines, to another number, which the exports leave
// in the text and cite again.
var upstreamTypos = map[int]bool{45034: true, 48545: true}

// countPR counts "#pr" in a rendered text, not as the start of a longer
// number: #6648 is not in "#66482".
func countPR(text string, pr int) int {
	k := 0
	tok := fmt.Sprintf("#%d", pr)
	for i := strings.Index(text, tok); i >= 0; i = strings.Index(text, tok) {
		text = text[i+len(tok):]
		if text == "" || text[0] < '0' || text[0] > '9' {
			k++
		}
	}
	return k
}

// contextSections are the h2 ("## Known Issues") and h3 titles of an
// export before its "Urgent Upgrade Notes": the groups and sections of the
// release context it carries.
func contextSections(src []byte) []string {
	var got []string
	doc := goldmark.New().Parser().Parse(text.NewReader(src))
	for x := doc.FirstChild(); x != nil; x = x.NextSibling() {
		h, ok := x.(*ast.Heading)
		if ok && h.Level == 2 && inlineText(h, src) == "Urgent Upgrade Notes" {
			break
		}
		switch {
		case ok && h.Level == 2:
			got = append(got, "## "+inlineText(h, src))
		case ok && h.Level == 3:
			got = append(got, inlineText(h, src))
		}
	}
	return got
}

// inlineText is the text of n's inlines as a reader reads it: link texts
// without their targets, each block's text run on.
func inlineText(n ast.Node, src []byte) string { return walkText(n, src, false) }

// blocksText is inlineText with the blocks apart: "@mrunalp" closing a
// paragraph and "Passed" opening the next are two words.
func blocksText(n ast.Node, src []byte) string { return walkText(n, src, true) }

// walkText is n's text (inlineText), with a space at every line break and
// block start when apart.
func walkText(n ast.Node, src []byte, apart bool) string {
	var b strings.Builder
	_ = ast.Walk(n, func(x ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch x := x.(type) {
		case *ast.Text:
			b.Write(x.Segment.Value(src))
			if x.SoftLineBreak() || apart && x.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(x.Value)
		default:
			if apart && x.Type() == ast.TypeBlock {
				b.WriteByte(' ')
			}
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// noteItems renders a write-up and returns each note's list item, in
// order: the items of the lists under "## Urgent Upgrade Notes" and the
// kind headings.
func noteItems(md goldmark.Markdown, src []byte) []ast.Node {
	doc := md.Parser().Parse(text.NewReader(src))
	var items []ast.Node
	inNotes := false
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if h, ok := c.(*ast.Heading); ok && h.Level == 2 && string(h.Text(src)) == "Urgent Upgrade Notes" {
			inNotes = true
		}
		if l, ok := c.(*ast.List); ok && inNotes {
			for it := l.FirstChild(); it != nil; it = it.NextSibling() {
				items = append(items, it)
			}
		}
	}
	return items
}

// TestWriteUpNotesWithBlocks: real notes whose text ends in, or holds, a
// block other than a paragraph. Before the write-up knew of blocks, each
// came out broken once rendered: the citation appended to a closing code
// fence ("``` ([#107796](…)…") keeps the fence open, so the citation, the
// comment slot and the SIG labels read as code; appended to the end of an
// HTML comment ("--> ([#119517](…)") it is hidden with the comment; a fence
// upstream left open swallows the slot; a note's "### Description" reads
// as a kind heading; "<type>/<name>" vanishes as raw HTML; the citation
// and SIG labels written after a closing list read as its last item's.
func TestWriteUpNotesWithBlocks(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		frag string // one note's view
		what string
	}{
		{"version=v1.24.0&sig=testing&q=pr:107796", "a code block closes the note"},
		{"version=v1.14.0&sig=cli&q=object info like", "a code block closes the note; no PR, SIG labels only"},
		{"version=v1.7.0&q=pr:46750", "an indented code block closes the note; the citation is in its text"},
		{"version=v1.6.0&q=pr:41304", "a list follows the citation in the note's text"},
		{"version=v1.29.0&q=pr:119517", "an HTML comment closes the note; it opens with an h4"},
		{"version=v1.20.0&q=pr:96443", "an HTML comment closes the note"},
		{"version=v1.36.0-beta.0&q=pr:136725", "a code fence left open"},
		{"version=v1.36.0-alpha.1&q=pr:135759", "### Description and ### Issue"},
		{"version=v1.24.0&q=pr:108493", "<type>/<name> in the text"},
		{"version=v1.30.0-beta.0&q=pr:120111", "'kubectl logs <pod-name>'"},
		{"from=v1.23.0&to=v1.24.0&sig=testing&q=pr:107796", "a comparison: the release follows the citation"},
		{"version=v1.35.0&q=pr:123642", "a list closes the note, upstream's citation on its last sub-item"},
		{"version=v1.9.0&sig=network&q=IPv6-only", "a list two levels deep closes the note; no PR, SIG labels only"},
		{"version=v1.16.0&sig=cluster-lifecycle&q=pr:82127 ready plugin", "four points, the citation in the text after the last"},
	} {
		st, _ := notes.ParseFragment(c.frag)
		res := s.Query(st)
		if res.Total() != 1 {
			t.Fatalf("%s: %d notes, want the one note of %s", c.frag, res.Total(), c.what)
		}
		n := s.Note(res.IDs[0])
		src := []byte(s.WriteUp(res, i18n.EN))
		for name, md := range renderings {
			items := noteItems(md, src)
			if len(items) != 1 {
				t.Errorf("%s (%s), %s: %d list items, want 1", c.frag, c.what, name, len(items))
				continue
			}
			for _, p := range itemProblems(n, items[0], src) {
				t.Errorf("%s (%s), %s: %s", c.frag, c.what, name, p)
			}
		}
	}
}

// TestWriteUpKeepsTheNotesWords: the write-up's escapes change no word a
// reader sees. Rendered, the note reads as upstream wrote it, as the page
// shows it: "<type>/<name>" and "<pod-name>" are there, in both dialects.
func TestWriteUpKeepsTheNotesWords(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct{ frag, want string }{
		// The upstream sentences: CHANGELOG-1.24.md and CHANGELOG-1.30.md.
		{"version=v1.24.0&q=pr:108493", "<li>Kubectl now supports shell completion for the &lt;type&gt;/&lt;name&gt; format for specifying resources."},
		{"version=v1.30.0-beta.0&q=pr:120111", "Adds the namespace when using 'kubectl logs &lt;pod-name&gt;' and the pod is not found."},
		// Code keeps its "<" unescaped (CHANGELOG-1.37.md).
		{"version=v1.37.0&q=pr:140006", "<code>resource=&lt;signerName&gt;</code>"},
		// release-notes-1.9.md underlines a word with a <span>, whose style
		// GitHub strips: "**<span style=…>Note:</span>**" reads "Note:", bold.
		{"version=v1.9.0&sig=network&q=IPv6-only", "<li>Support for IPv6-only Kubernetes cluster deployments. <strong>Note:</strong> This feature does not provide dual-stack support.</li>"},
	} {
		st, _ := notes.ParseFragment(c.frag)
		src := []byte(s.WriteUp(s.Query(st), i18n.EN))
		for name, md := range renderings {
			var html strings.Builder
			if err := md.Convert(src, &html); err != nil {
				t.Fatal(err)
			}
			if h := html.String(); !strings.Contains(h, c.want) || strings.Contains(h, "\\&lt;") {
				t.Errorf("%s, %s: the rendered write-up lacks %q:\n%s", c.frag, name, c.want, h)
			}
		}
	}
}

// TestWriteUpEveryShippedNote renders the write-up of every shipped
// release, pre-releases and patch releases included, and reads every
// note's item: one item per note, in upstream kind order, each passing
// itemProblems. The releases of the old layouts (1.5 to 1.19) carry the
// free-form notes the layout rules were not written for.
func TestWriteUpEveryShippedNote(t *testing.T) {
	s := shipped(t)
	bad := 0
	for _, rel := range s.Releases() {
		st, _ := notes.ParseFragment("version=" + rel.Version)
		res := s.Query(st)
		ids := writtenNotes(s, res)
		src := []byte(s.WriteUp(res, i18n.EN))
		for name, md := range renderings {
			items := noteItems(md, src)
			if len(items) != len(ids) {
				t.Errorf("%s, %s: %d list items for %d notes", rel.Version, name, len(items), len(ids))
				continue
			}
			for i, it := range items {
				n := s.Note(ids[i])
				for _, p := range itemProblems(n, it, src) {
					if bad++; bad <= 40 {
						t.Errorf("%s %v, %s: %s", rel.Version, n.PRs, name, p)
					}
				}
			}
		}
	}
	if bad > 40 {
		t.Errorf("and %d more", bad-40)
	}
}

// TestWriteUpOutline: the outline of both export layouts is their own in
// every shipped release: one h1 (the title), the context groups and
// sections, "Urgent Upgrade Notes", "Changes by Kind" and the kinds; no
// heading of a note or of the context's text among them. 1.12's SIG-Azure
// theme numbers a list with "# ", which read as two more titles.
func TestWriteUpOutline(t *testing.T) {
	s := shipped(t)
	layouts := []struct {
		name   string
		export func(*notes.Result) string
	}{
		{"write-up", func(res *notes.Result) string { return s.WriteUp(res, i18n.EN) }},
		{"plain export", s.Markdown},
	}
	for _, rel := range s.Releases() {
		st, _ := notes.ParseFragment("version=" + rel.Version)
		res := s.Query(st)
		own := map[string]bool{
			notes.ContextThemes: true, notes.ContextKnownIssues: true,
			"Urgent Upgrade Notes": true, "Changes by Kind": true,
		}
		for _, k := range parser.Kinds {
			own[string(k)] = true
		}
		for _, c := range s.Context(res) {
			for _, g := range c.Groups() {
				for _, sec := range g.Sections {
					own[sec.Title] = true
				}
			}
		}
		for _, layout := range layouts {
			src := []byte(layout.export(res))
			for name, md := range renderings {
				doc := md.Parser().Parse(text.NewReader(src))
				_ = ast.Walk(doc, func(x ast.Node, entering bool) (ast.WalkStatus, error) {
					h, ok := x.(*ast.Heading)
					if !entering || !ok || h.Level > 3 || x == doc.FirstChild() {
						return ast.WalkContinue, nil
					}
					if title := inlineText(h, src); !own[title] || h.Parent() != doc {
						t.Errorf("%s, %s: %q is an h%d of the %s", rel.Version, name, title, h.Level, layout.name)
					}
					return ast.WalkContinue, nil
				})
			}
		}
	}
}

// TestWriteUpContextOfTheSIG: releases 1.8 to 1.13 give each SIG a Major
// Themes section of its own; a SIG's write-up keeps its SIG's and the
// release's general ones, not the other SIGs' a group would delete. The
// titles are the headings of embed/data/release-notes/release-notes-1.N.md.
// A group's first section titled as the group (release-notes-1.12.md's
// "## Known Issues", which the parser reads as a section "Known Issues")
// is written under the group's heading alone: "## Known Issues" then
// "### Known Issues" read twice, a line to delete. So do both Markdown
// layouts.
func TestWriteUpContextOfTheSIG(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		frag string
		want []string // the context's section headings, in order
	}{
		// "### SIG-storage" among fifteen SIGs' (release-notes-1.12.md).
		{"version=v1.12.0&sig=storage", []string{"## Major Themes", "SIG-storage", "## Known Issues"}},
		// No section of SIG Apps: no Major Themes at all.
		{"version=v1.12.0&sig=apps", []string{"## Known Issues"}},
		// The introduction and the general themes come before the SIGs'.
		{"version=v1.8.0&sig=storage", []string{"## Major Themes", "Introduction to v1.8.0", "Major Themes", "SIG Storage", "## Known Issues"}},
		{"version=v1.8.0&sig=multicluster", []string{"## Major Themes", "Introduction to v1.8.0", "Major Themes", "SIG Multi-cluster (formerly known as SIG Federation)", "## Known Issues"}},
		// 1.10 titles them without "SIG".
		{"version=v1.10.0&sig=cluster-lifecycle&sig=storage", []string{"## Major Themes", "Storage", "Cluster Lifecycle", "## Known Issues"}},
		// Two SIGs' write-up keeps both SIGs' sections, in upstream order.
		{"version=v1.13.0&sig=storage&sig=cli", []string{"## Major Themes", "SIG CLI", "SIG Storage", "## Known Issues"}},
		// Themes that name no SIG stay whole, "SIG CLI introduces kubectl debug" too.
		{"version=v1.18.0&sig=cli", []string{"## Major Themes", "Kubernetes Topology Manager Moves to Beta - Align Up!", "Serverside Apply - Beta 2",
			"Extending Ingress with and replacing a deprecated annotation with IngressClass", "SIG CLI introduces kubectl debug",
			"Introducing Windows CSI support alpha for Kubernetes", "Other notable announcements", "## Known Issues"}},
		// release-notes-1.29.md opens with "## What's New (Major Themes)",
		// one paragraph and no sections: under "## Major Themes", a
		// "### What's New (Major Themes)" read the group's name twice.
		{"version=v1.29.0&sig=storage", []string{"## Major Themes", "## Known Issues",
			"Evented PLEG beta feature (disabled by default) has a critical bug", "Feature gate SchedulerQueueingHints is disabled by default"}},
		{"version=v1.30.0&sig=node", []string{"## Major Themes"}},
	} {
		st, _ := notes.ParseFragment(c.frag)
		res := s.Query(st)
		for layout, doc := range map[string]string{"write-up": s.WriteUp(res, i18n.EN), "plain export": s.Markdown(res)} {
			if got := contextSections([]byte(doc)); !slices.Equal(got, c.want) {
				t.Errorf("%s, %s: the context's sections are\n%q, want\n%q", c.frag, layout, got, c.want)
			}
		}
	}
}

// TestWriteUpLinksLeadSomewhere: upstream's text links within its own
// document ("[Before Upgrading](#before-upgrading)" in 1.8's introduction,
// "[profile](&#35;profiles)" in 1.19's #91420, which GitHub resolves
// against the CHANGELOG page) or within kubernetes.io, where 1.25's themes
// were first published ("[Ephemeral Containers](/docs/concepts/…)"), or
// to a GitHub address without its "https://" (1.9's), or with its address
// written twice (1.9's, 1.10's). Pasted into a shared
// document, such a link leads nowhere: both layouts write it as the
// address the source's reader follows, or meant.
func TestWriteUpLinksLeadSomewhere(t *testing.T) {
	s := shipped(t)
	const changelog = "https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-"
	for _, c := range []struct {
		frag string
		want map[string]string // link text → address
	}{
		{"version=v1.8.0&sig=auth", map[string]string{"Before Upgrading": changelog + "1.8.md#before-upgrading"}},
		{"version=v1.8.0&sig=apps", map[string]string{
			"Before Upgrading": changelog + "1.8.md#before-upgrading",
			"Notable Features": changelog + "1.8.md#notable-features",
		}},
		// A note: "As mentioned in [Behavioral Changes](#behavioral-changes), …".
		{"version=v1.8.0&q=selector+defaults+are+disabled", map[string]string{
			"Behavioral Changes": changelog + "1.8.md#behavioral-changes",
		}},
		{"version=v1.19.0&q=pr:91420", map[string]string{
			"profile": changelog + "1.19.md#profiles",
			"plugin":  changelog + "1.19.md#scheduling-plugins",
		}},
		// release-notes-1.9.md links "[github.com/kubernetes/sample-controller](github.com/kubernetes/sample-controller)",
		// a path relative to the page it is read on: on GitHub's CHANGELOG
		// page as pasted anywhere, it led nowhere.
		{"version=v1.9.0&sig=api-machinery&q=pr:52753", map[string]string{
			"github.com/kubernetes/sample-controller": "https://github.com/kubernetes/sample-controller",
		}},
		{"version=v1.9.0&sig=multicluster&q=pr:53816", map[string]string{
			"github.com/kubernetes/federation": "https://github.com/kubernetes/federation",
		}},
		// release-notes-1.9.md writes the destination twice: its Known
		// Issues "[v1.9.x known issues and FAQ accumulator](https://…/57159](https://…/57159)."
		// read as words and brackets in CommonMark and as a link to
		// "…/57159%5D(https://…" in GFM; its note "see also [the
		// documentation]([https://kubernetes.io/…](https://kubernetes.io/…))"
		// linked to "[https://…](https://…)", an address of brackets.
		{"version=v1.9.0&sig=scheduling", map[string]string{
			"v1.9.x known issues and FAQ accumulator": "https://github.com/kubernetes/kubernetes/issues/57159",
		}},
		{"version=v1.9.0&q=\"admission webhook configurations API\"", map[string]string{
			"the documentation": "https://kubernetes.io/docs/admin/extensible-admission-controllers/#external-admission-webhooks",
		}},
		{"version=v1.25.0&sig=auth", map[string]string{
			"deprecated in v1.21":                 "https://kubernetes.io/blog/2021/04/06/podsecuritypolicy-deprecation-past-present-and-future/",
			"Ephemeral Containers":                "https://kubernetes.io/docs/concepts/workloads/pods/ephemeral-containers/",
			"Pod Security Admission":              "https://kubernetes.io/docs/concepts/security/pod-security-admission/",
			"migration to Pod Security Admission": "https://kubernetes.io/docs/tasks/configure-pod-container/migrate-from-psp/",
		}},
	} {
		res := s.Query(mustState(t, c.frag))
		for layout, src := range map[string][]byte{"write-up": []byte(s.WriteUp(res, i18n.EN)), "plain export": []byte(s.Markdown(res))} {
			for name, md := range renderings {
				got := map[string]string{}
				_ = ast.Walk(md.Parser().Parse(text.NewReader(src)), func(x ast.Node, entering bool) (ast.WalkStatus, error) {
					if l, ok := x.(*ast.Link); ok && entering {
						d := string(l.Destination)
						if _, mine := c.want[inlineText(l, src)]; mine || !strings.HasPrefix(d, "https://") && !strings.HasPrefix(d, "http://") {
							got[inlineText(l, src)] = d
						}
					}
					return ast.WalkContinue, nil
				})
				if !maps.Equal(got, c.want) {
					t.Errorf("%s, %s, %s: links %q, want %q", c.frag, layout, name, got, c.want)
				}
			}
		}
	}
}

func mustState(t *testing.T, frag string) notes.State {
	t.Helper()
	st, err := notes.ParseFragment(frag)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestWriteUpNoSpacesOnBlankLines: a blank line of a note's text, indented
// into its list item, was written as "  ": invisible, but a line a linter
// of the group's repository (markdownlint's MD009) asks them to edit. No
// line of either layout of any shipped release is white space alone.
func TestWriteUpNoSpacesOnBlankLines(t *testing.T) {
	s := shipped(t)
	bad := 0
	for _, rel := range s.Releases() {
		res := s.Query(mustState(t, "version="+rel.Version))
		for layout, doc := range map[string]string{"write-up": s.WriteUp(res, i18n.EN), "plain export": s.Markdown(res)} {
			for i, ln := range strings.Split(doc, "\n") {
				if ln != "" && strings.TrimSpace(ln) == "" {
					if bad++; bad <= 10 {
						t.Errorf("%s, %s, line %d: %q", rel.Version, layout, i+1, ln)
					}
				}
			}
		}
	}
	if bad > 10 {
		t.Errorf("and %d more", bad-10)
	}
}
