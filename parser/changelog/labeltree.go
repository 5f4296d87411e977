package changelog

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
)

// 1.7's kubectl (CLI) and Node Components notes are label trees:
// "* Features" above its features, some under sub-labels ("New
// commands", "Plugins", "Bug fixes"), and items upstream indented with
// tabs, which nest them under the item before ("  * Adds annotations …
// ([#42683](…))" then "\t* Mechanism …": the second is a list inside the
// first). groupEntry, which wants every nested item to be one cited
// paragraph, read each tree whole: one note citing 34 pull requests.
// labelTree reads it as upstream meant it: each cited item a note, its
// section the labels above it, its kind the nearest label naming one
// (labelKind).

// treeEntry is one note of a label tree: its markdown and context.
type treeEntry struct {
	md  string
	ctx listContext
}

// labelTreeDepth bounds how deep labelTree follows nested lists; 1.7's
// trees are four deep.
const labelTreeDepth = 6

// labelTree returns the notes of item when item is a label alone
// (labelLeadRE) above a list whose every leaf is a cited item (see
// treeItems), two or more of them citing different changes; else false.
func (b *builder) labelTree(item *ast.ListItem, c listContext) ([]treeEntry, bool) {
	if c.deps {
		return nil, false
	}
	label, nested, ok := b.labelAbove(item)
	if !ok {
		return nil, false
	}
	var out []treeEntry
	if !b.treeItems(nested, groupContext(label, c), 0, &out) || len(out) < 2 {
		return nil, false
	}
	seen := map[string]bool{}
	for _, e := range out {
		// Items that all cite one pull request are the points of one
		// change (as in groupEntry): the tree stays one note.
		if cite := citedEndRE().FindString(e.md[max(0, len(e.md)-citationWindow):]); cite != "" {
			seen[cite] = true
		}
	}
	if len(seen) < 2 {
		return nil, false
	}
	return out, true
}

// labelAbove returns the label of item and the list under it when item is
// a one-line label (labelLeadRE) followed by one list and nothing else.
func (b *builder) labelAbove(item *ast.ListItem) (string, *ast.List, bool) {
	lead := item.FirstChild()
	switch lead.(type) {
	case *ast.TextBlock, *ast.Paragraph:
	default:
		return "", nil, false
	}
	if lead.Lines().Len() != 1 {
		return "", nil, false
	}
	nested, ok := lead.NextSibling().(*ast.List)
	if !ok || nested.NextSibling() != nil {
		return "", nil, false
	}
	seg := lead.Lines().At(0)
	if seg.Stop > len(b.src) {
		return "", nil, false
	}
	m := labelLeadRE().FindSubmatch(bytes.TrimSpace(b.src[seg.Start:seg.Stop]))
	if m == nil {
		return "", nil, false
	}
	return string(m[1]), nested, true
}

// groupContext is c for the entries under a group labelled label: the
// label appended to the section, its kind when it names one.
func groupContext(label string, c listContext) listContext {
	c.group = label
	if k := labelKind(label, c); k != "" {
		c.kind = k
	}
	c.appendLead(label)
	return c
}

// treeItems appends to out the notes of list l's items and reports
// whether every item is one of: a label above a list (its items read
// the same way, below the label), a paragraph ending with a citation
// (a note), optionally above a list of more such items (tab-indented
// siblings), or a citation alone, which finishes the note before it
// (1.7's "*  ([#41813](…), [@shiywang](…))").
func (b *builder) treeItems(l *ast.List, c listContext, depth int, out *[]treeEntry) bool {
	if depth > labelTreeDepth {
		return false
	}
	for x := l.FirstChild(); x != nil; x = x.NextSibling() {
		item, ok := x.(*ast.ListItem)
		if !ok {
			return false
		}
		if label, nested, ok := b.labelAbove(item); ok {
			if !b.treeItems(nested, groupContext(label, c), depth+1, out) {
				return false
			}
			continue
		}
		first := item.FirstChild()
		switch first.(type) {
		case *ast.TextBlock, *ast.Paragraph:
		default:
			return false
		}
		lines := first.Lines()
		if lines.Len() == 0 {
			return false
		}
		stop := lines.At(lines.Len() - 1).Stop
		start := lines.At(0).Start
		if stop > len(b.src) || start > stop {
			return false
		}
		text := b.src[start:stop]
		if continuesLead(text) {
			return false
		}
		md := b.itemMarkdown(item, stop)
		if citedEndRE().Find(b.src[max(start, stop-citationWindow):stop]) == nil {
			if first.NextSibling() != nil {
				// A sentence above points (1.14's "Default RBAC policy
				// no longer grants access …" above the commands that
				// restore it): one note, its points its own.
				*out = append(*out, treeEntry{md: b.itemMarkdown(item, b.itemEnd(item)), ctx: c})
				continue
			}
			// Not cited: the next item may be its citation alone; else
			// it is a point of its own, as an uncited entry at the top
			// level is (1.7's "Mechanism of adding `federation domain
			// maps` … is superseded …", between two cited features).
			if cite, ok := b.orphanItem(item.NextSibling()); ok {
				md += " " + cite
				x = x.NextSibling()
			}
		}
		rest := first.NextSibling()
		if rest == nil {
			*out = append(*out, treeEntry{md: md, ctx: c})
			continue
		}
		nested, ok := rest.(*ast.List)
		if !ok || rest.NextSibling() != nil {
			return false
		}
		if !b.anyCited(nested) {
			// Points none of which cites anything are the cited item's
			// own (1.7's "Add Kubernetes 1.6 support to Juju charms
			// ([#44500](…))" above the ten changes it made): one note.
			*out = append(*out, treeEntry{md: b.itemMarkdown(item, b.itemEnd(item)), ctx: c})
			continue
		}
		*out = append(*out, treeEntry{md: md, ctx: c})
		if !b.treeItems(nested, c, depth+1, out) {
			return false
		}
	}
	return true
}

// orphanItem returns the citation of n when n is a list item holding a
// citation alone ("([#41813](…), [@shiywang](…))"), else false.
func (b *builder) orphanItem(n ast.Node) (string, bool) {
	item, ok := n.(*ast.ListItem)
	if !ok || item.ChildCount() != 1 {
		return "", false
	}
	lines := item.FirstChild().Lines()
	if lines.Len() != 1 {
		return "", false
	}
	seg := lines.At(0)
	if seg.Stop > len(b.src) || seg.Start > seg.Stop {
		return "", false
	}
	text := bytes.TrimSpace(b.src[seg.Start:seg.Stop])
	if !orphanCitationRE().Match(text) {
		return "", false
	}
	return string(text), true
}

// anyCited reports whether an item of l has a first block ending with a
// citation: items upstream indented with tabs under a cited item, each
// a change of its own, rather than that item's points.
func (b *builder) anyCited(l *ast.List) bool {
	for x := l.FirstChild(); x != nil; x = x.NextSibling() {
		first := x.FirstChild()
		if first == nil {
			continue
		}
		lines := first.Lines()
		if lines.Len() == 0 {
			continue
		}
		start, stop := lines.At(0).Start, lines.At(lines.Len()-1).Stop
		if stop > len(b.src) || start > stop {
			continue
		}
		if citedEndRE().Find(b.src[max(start, stop-citationWindow):stop]) != nil {
			return true
		}
	}
	return false
}
