package notes_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestWriteUpGolden holds the write-up layout on a small real view: two
// v1.30.0 notes of SIG Cluster Lifecycle picked by PR. The golden file was
// written by hand from CHANGELOG-1.30.md (the notes' text and citations),
// release-notes-1.30.json (their SIG label) and release-notes-1.30.md (the
// Major Themes), not from the program's output.
func TestWriteUpGolden(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.30.0&sig=cluster-lifecycle&q=pr:122530 pr:123093")
	var b strings.Builder
	if err := notes.WriteWriteUp(&b, s, s.Query(st), i18n.EN); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/writeup-v1.30.0-cluster-lifecycle-two-prs.md")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("write-up differs from the hand-written golden file:\n--- got\n%s\n--- want\n%s", got, want)
	}
}

// TestWriteUpTitleInTheInterfaceLanguage: the title is the one groups
// give their write-ups, in English or Japanese; the rest stays upstream's.
func TestWriteUpTitleInTheInterfaceLanguage(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		frag string
		lang i18n.Lang
		want string
	}{
		{"version=v1.30.0&sig=cluster-lifecycle", i18n.EN, "# Kubernetes 1.30: SIG Cluster Lifecycle changes\n"},
		{"version=v1.30.0&sig=cluster-lifecycle", i18n.JA, "# Kubernetes 1.30: SIG Cluster Lifecycle の変更内容\n"},
		{"version=v1.24.0&sig=node", i18n.JA, "# Kubernetes 1.24: SIG Node の変更内容\n"},
		{"version=v1.30.2&sig=node&sig=storage", i18n.EN, "# Kubernetes 1.30.2: SIG Node, SIG Storage changes\n"},
		{"from=v1.29.0&to=v1.30.0&sig=node", i18n.EN, "# Kubernetes 1.29 → 1.30: SIG Node changes\n"},
		{"version=v1.30.0-rc.1", i18n.EN, "# Kubernetes 1.30.0-rc.1 changes\n"},
	} {
		st, _ := notes.ParseFragment(c.frag)
		got := s.WriteUp(s.Query(st), c.lang)
		if !strings.HasPrefix(got, c.want) {
			t.Errorf("%s in %s: title line %q, want %q", c.frag, c.lang, strings.SplitN(got, "\n", 2)[0], c.want)
		}
		if strings.Contains(got, " notes.\n") {
			t.Errorf("%s: the write-up has a count line", c.frag)
		}
	}
}

// TestWriteUpCitationsAreLinks renders the v1.30.0 × SIG Cluster Lifecycle
// write-up with goldmark, as a shared document would, and requires every
// pull request and author of every note to be a link to GitHub, every
// standard kind heading to be there, and a comment slot under each note.
func TestWriteUpCitationsAreLinks(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.30.0&sig=cluster-lifecycle")
	res := s.Query(st)
	if res.Total() != 27 {
		t.Fatalf("v1.30.0 × cluster-lifecycle has %d notes, want the 27 the issue counts", res.Total())
	}
	src := []byte(s.WriteUp(res, i18n.EN))
	doc := goldmark.New().Parser().Parse(text.NewReader(src))
	links := map[string]string{} // link text → destination
	headings := map[string]bool{}
	quotesInItems := 0
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			links[string(n.Text(src))] = string(n.Destination)
		case *ast.Heading:
			headings[string(n.Text(src))] = true
		case *ast.Blockquote:
			if _, ok := n.Parent().(*ast.ListItem); ok {
				quotesInItems++
			}
		}
		return ast.WalkContinue, nil
	})
	for _, id := range res.IDs {
		n := s.Note(id)
		for _, pr := range n.PRs {
			want := fmt.Sprintf("https://github.com/kubernetes/kubernetes/pull/%d", pr)
			if got := links[fmt.Sprintf("#%d", pr)]; got != want {
				t.Errorf("#%d links to %q, want %q", pr, got, want)
			}
		}
		for _, a := range n.Authors {
			if got := links["@"+a]; got != "https://github.com/"+a {
				t.Errorf("@%s links to %q", a, got)
			}
		}
	}
	for _, h := range []string{"Deprecation", "API Change", "Feature", "Documentation", "Failing Test", "Bug or Regression", "Other (Cleanup or Flake)"} {
		if !headings[h] {
			t.Errorf("no %q heading", h)
		}
	}
	if quotesInItems != res.Total() {
		t.Errorf("%d comment slots in list items, want one per note (%d)", quotesInItems, res.Total())
	}
}

// TestMarkdownCountSaysOneNote: the plain export's count line read
// "1 notes." for a single note.
func TestMarkdownCountSaysOneNote(t *testing.T) {
	s := shipped(t)
	st, _ := notes.ParseFragment("version=v1.30.0&q=pr:122530")
	if md := s.Markdown(s.Query(st)); !strings.Contains(md, "\n\n1 note.\n\n") {
		t.Errorf("one note's export:\n%.200s", md)
	}
}
