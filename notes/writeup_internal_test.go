package notes

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	"github.com/kubechangelog/kubechangelog/parser"
)

// TestWriteUpItemEndings: the note endings no shipped note has yet, which
// the upstream PR template and release-note tool let through: a quote, a
// table, an HTML block, a comment left open, a "~~~" fence, a "#" line in
// code. Each item, rendered as CommonMark and as GitHub's Markdown, must
// keep its citation a link outside the block, end in an empty comment
// slot, and keep the words of its code and its autolinks.
func TestWriteUpItemEndings(t *testing.T) {
	const cite = " ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a)) [SIG Node]"
	for _, c := range []struct {
		name, md string
		cited    bool   // the note has a citation
		want     string // in the rendered HTML
		cm       string // in the CommonMark HTML, when it differs from GFM's
	}{
		{"quote", "Changed the default:\n\n> note the quote", true, "<blockquote>\n<p>note the quote</p>\n</blockquote>", ""},
		{"quote, its paragraph run on", "Changed the default:\n\n> note the quote\nrun on", true, "<p>note the quote\nrun on</p>\n</blockquote>", ""},
		{"quote, no citation", "Changed the default:\n\n> note the quote", false, "<p>note the quote</p>", ""},
		{"table", "Flags:\n\n| old | new |\n|---|---|\n| a | b |", true, "<td>b</td>", "<p>| old | new |\n|---|---|\n| a | b |</p>"},
		{"HTML block", "See below.\n<details>\nsummary text\n</details>", true, "&lt;details&gt;", ""},
		{"comment left open", "Text.\n<!-- a template comment", true, "<li>Text.\n<!-- raw HTML omitted -->", ""},
		{"tilde fence", "Run:\n~~~sh\n# not a heading\nkubectl get pods\n~~~", true, "# not a heading\nkubectl get pods", ""},
		{"longer fence", "Run:\n````\n```\nkubectl get pods\n````", true, "<pre><code>```\nkubectl get pods\n</code></pre>", ""},
		{"fence left open", "Run:\n```\nkubectl get pods", true, "kubectl get pods\n</code></pre>", ""},
		{"autolink", "See <https://kubernetes.io/docs/> and `a <b>` for <pod-name>.", true, `<a href="https://kubernetes.io/docs/">https://kubernetes.io/docs/</a> and <code>a &lt;b&gt;</code> for &lt;pod-name&gt;.`, ""},
	} {
		n := &parser.Note{Version: "v1.99.0", Markdown: c.md, SIGs: []string{"node"}}
		if c.cited {
			n.Markdown += cite
			n.PRs, n.Authors = []int{1}, []string{"a"}
		}
		src := []byte(writeUpItem(n, false))
		for name, md := range map[string]goldmark.Markdown{
			"CommonMark": goldmark.New(),
			"GFM":        goldmark.New(goldmark.WithExtensions(extension.GFM)),
		} {
			doc := md.Parser().Parse(text.NewReader(src))
			list, ok := doc.FirstChild().(*ast.List)
			if !ok || doc.FirstChild().NextSibling() != nil || list.ChildCount() != 1 {
				t.Errorf("%s, %s: not one list of one item:\n%s", c.name, name, src)
				continue
			}
			it := list.FirstChild()
			if bq, ok := it.LastChild().(*ast.Blockquote); !ok || bq.FirstChild() != nil {
				t.Errorf("%s, %s: the comment slot is not the item's last block, empty:\n%s", c.name, name, src)
			}
			var html strings.Builder
			if err := md.Convert(src, &html); err != nil {
				t.Fatal(err)
			}
			h, want := html.String(), c.want
			if name == "CommonMark" && c.cm != "" {
				want = c.cm
			}
			if !strings.Contains(h, want) {
				t.Errorf("%s, %s: the rendered item lacks %q:\n%s", c.name, name, want, h)
			}
			if c.cited && !strings.Contains(h, `(<a href="https://github.com/kubernetes/kubernetes/pull/1">#1</a>, <a href="https://github.com/a">@a</a>) [sig/node]`) {
				t.Errorf("%s, %s: the citation is not linked, outside the note's blocks:\n%s", c.name, name, h)
			}
		}
	}
}

// TestWriteUpKeepsAHardLineBreak: cutting the white space upstream leaves
// at the ends of lines (TestWriteUpNoTrailingSpaces) keeps the two spaces
// of a line break within a paragraph, which renders (<br>), and cuts those
// before a blank line or the end, which render as nothing. No shipped note
// has such a break in a paragraph yet (1.9's "Pod preemption has been
// improved.  " comes before a list); the release-note tool lets it through.
func TestWriteUpKeepsAHardLineBreak(t *testing.T) {
	text := "Pod preemption has been improved.  \nNow takes PodDisruptionBudget into account.  \n\nNominated pods are taken into account. "
	body, _ := writeUpBody(text, "v1.9.0", nil)
	want := "Pod preemption has been improved.  \nNow takes PodDisruptionBudget into account.\n\nNominated pods are taken into account."
	if body != want {
		t.Errorf("the body reads\n%q, want\n%q", body, want)
	}
	var html strings.Builder
	if err := goldmark.New().Convert([]byte(body), &html); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html.String(), "improved.<br>") {
		t.Errorf("the line break is lost:\n%s", html.String())
	}
}
