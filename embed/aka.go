package embed

import (
	_ "embed"

	"github.com/kubechangelog/kubechangelog/notes"
)

// aka.tsv holds other words for the notes, written for this project (see
// notes.Aka and NOTICE). The page's module never calls Aka or Store, so
// the linker leaves the file out of it: the page fetches it after its
// first screen instead (web/app.js), which keeps its first download within
// its budget (TestDownloadFitsTheBudget fails should it come back).
//
//go:embed aka.tsv
var akaWords string

// Aka decodes the embedded other words of the notes Releases returns (see
// notes.Aka).
func Aka() (notes.Aka, error) {
	return notes.ParseAka(akaWords)
}

// Store is the shipped notes as the page and the command line show them:
// a store over Releases with the NearCopies links and the notes' other
// words (Aka), so their views, searches and exports agree byte for byte.
func Store() (*notes.Store, error) {
	rels, err := Releases()
	if err != nil {
		return nil, err
	}
	aka, err := Aka()
	if err != nil {
		return nil, err
	}
	return StoreOf(rels, notes.WithAka(aka))
}
