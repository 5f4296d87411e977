package notes_test

import (
	"os"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// openedChangelog reads the shipped embed/data/changelog/name and parses
// it the way the page parses a file a person opens.
func openedChangelog(tb testing.TB, name string) []parser.Release {
	tb.Helper()
	data, err := os.ReadFile("../embed/data/changelog/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	rels, err := changelog.ParseFiles([]changelog.File{{Name: name, Data: data}})
	if err != nil {
		tb.Fatal(err)
	}
	return rels
}
