package notes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/kubechangelog/kubechangelog/parser"
)

// TestWriteUpGroupLeadBeforeABlock: no shipped note with a section opens
// with a block, but an opened file's may (1.16's "client-go" notes open
// with a list where the parser keeps a heading in them). The lead goes on
// a paragraph of its own there: on the list's line, "*kubectl:* - …" would
// turn the list into words. Section words that would open Markdown syntax
// read as written.
func TestWriteUpGroupLeadBeforeABlock(t *testing.T) {
	for _, c := range []struct{ name, md, section, want string }{
		{"list", "- Removed `--foo`.\n- Removed `--bar`.", "kubectl", "<p><em>kubectl:</em></p>\n<ul>\n<li>Removed <code>--foo</code>.</li>"},
		{"fence", "```\nkubectl get pods\n```", "kubectl", "<p><em>kubectl:</em></p>\n<pre><code>kubectl get pods"},
		{"heading", "### Description\nText.", "kubectl", "<p><em>kubectl:</em></p>\n<h6>Description</h6>"},
		{"paragraph", "Removed `--foo`.", "kubectl / Bug fixes", "<li><em>kubectl / Bug fixes:</em> Removed <code>--foo</code>. [sig/node]"},
		{"marks in the words", "Text.", "a_b *c* [d]", "<em>a_b *c* [d]:</em> Text."},
	} {
		n := &parser.Note{Version: "v1.99.0", Markdown: c.md, Section: c.section, SIGs: []string{"node"}}
		src := []byte(writeUpItemIn(n, false, groupLead(n, []string{"node"})))
		for name, md := range map[string]goldmark.Markdown{
			"CommonMark": goldmark.New(),
			"GFM":        goldmark.New(goldmark.WithExtensions(extension.GFM)),
		} {
			var html bytes.Buffer
			if err := md.Convert(src, &html); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(html.String(), c.want) {
				t.Errorf("%s, %s: want %q in\n%s\nfrom\n%s", c.name, name, c.want, html.String(), src)
			}
		}
	}
}
