package view

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestOldCitationsOnCards: the cards of old notes (real 1.6 and 1.12
// entries, parsed as an opened file is) link their plain or "Courtesy of"
// citations as every card does, show the SIGs the trailer names as chips,
// and keep neither trailer in the text.
func TestOldCitationsOnCards(t *testing.T) {
	src := "## Notable Features\n\n" +
		"- kubelet exports metrics for cgroup management (#41988, @sjenning)\n" +
		"- The --storage-versions flag of kube-apiserver is now deprecated. ([#68080](https://github.com/kubernetes/kubernetes/pull/68080), [@caesarxuchao](https://github.com/caesarxuchao)) Courtesy of SIG API Machinery\n"
	rels, err := changelog.Parse([]byte(src), "release-notes-1.12.md")
	if err != nil {
		t.Fatal(err)
	}
	s := notes.NewStore(rels)
	v := New(s)
	res := s.Query(notes.State{Version: "v1.12.0"})
	html := v.Chunk(v.Page(res), 0, res.Total()).Top
	for _, want := range []string{
		`<a class="pr" href="https://github.com/kubernetes/kubernetes/pull/41988" rel="noopener noreferrer">#41988</a>`,
		`<a class="author" href="https://github.com/sjenning" rel="noopener noreferrer">@sjenning</a>`,
		`<a class="pr" href="https://github.com/kubernetes/kubernetes/pull/68080" rel="noopener noreferrer">#68080</a>`,
		`data-group="sig" data-value="api-machinery"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("cards lack %s:\n%s", want, html)
		}
	}
	for _, not := range []string{"(#41988", "Courtesy of"} {
		if strings.Contains(html, not) {
			t.Errorf("cards show %q:\n%s", not, html)
		}
	}
	if strings.Count(html, ">#68080<") != 1 || strings.Count(html, ">@sjenning<") != 1 {
		t.Errorf("a citation reads more than once:\n%s", html)
	}
}
