package notes_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestOpenedUpstreamFilesKeepShippedSIGs opens each upstream file the
// bundle is built from, alone, over the shipped store, as a person does
// with "Open a file": every note of a release it replaces keeps the SIGs
// and areas its shipped copy (the same text) has. Alone, a file lacks
// what the bundle's build had beside it (the JSON labels, the other
// files' notes of a pull request), and the parser guesses a SIG for a
// note that names none (its component heading, the component opening
// it). Before, the guess was added to the shipped labels: `kubectl
// port-forward now exits with exit code 1 …` (#114460, labelled
// api-machinery) showed in SIG CLI's view too; 13 notes of 1.21–1.35 and
// 23 of the old layouts changed their SIGs; and a pull request listed twice
// (under its kind and under its SIG's heading, 1.7) gave each copy the
// other's SIG.
func TestOpenedUpstreamFilesKeepShippedSIGs(t *testing.T) {
	base := shippednotes.Store(t)
	files, _ := filepath.Glob("../embed/data/release-notes/*.md")
	changelogs, _ := filepath.Glob("../embed/data/changelog/*.md")
	if files = append(files, changelogs...); len(files) < 30 {
		t.Fatalf("found %d upstream files, want the shipped ones", len(files))
	}
	for _, path := range files {
		name := filepath.Base(path)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rels, err := changelog.ParseFiles([]changelog.File{{Name: name, Data: data}})
		if err != nil {
			t.Fatal(err)
		}
		opened, _, err := base.WithOpened(rels, nil)
		if err != nil {
			t.Fatal(err)
		}
		compared, differ := 0, 0
		for _, r := range rels {
			shipped, ok := base.Release(r.Version)
			if !ok {
				continue
			}
			type labels struct{ sigs, areas []string }
			copies := map[string][]labels{} // a text's shipped copies, in order
			for _, n := range shipped.Notes {
				copies[n.Markdown] = append(copies[n.Markdown], labels{n.SIGs, n.Areas})
			}
			now, _ := opened.Release(r.Version)
			for _, n := range now.Notes {
				c := copies[n.Markdown]
				if len(c) == 0 {
					continue
				}
				want := c[0]
				copies[n.Markdown] = c[1:]
				compared++
				if !slices.Equal(n.SIGs, want.sigs) || !slices.Equal(n.Areas, want.areas) {
					if differ++; differ <= 3 {
						t.Errorf("%s, %s: %.70q has SIGs %v and areas %v once opened, %v and %v shipped", name, r.Version, strings.ReplaceAll(n.Markdown, "\n", " "), n.SIGs, n.Areas, want.sigs, want.areas)
					}
				}
			}
		}
		if differ > 3 {
			t.Errorf("%s: %d notes of %d changed their labels", name, differ, compared)
		}
		if compared == 0 {
			t.Errorf("%s: no note of the file is shipped", name)
		}
	}
}
