// Package embed holds the release notes the product ships: the upstream
// files under data/ (see NOTICE) and bundle.bin, the notes parsed and
// rendered from them at build time by `go generate` (gen/, encoding in
// bundle/). The module embeds only the bundle: decoding it is many times
// faster than parsing the markdown at start-up (figures in the README),
// and the parser and goldmark ship in the page's second module, loaded for
// the files a person opens.
// Beside it, nearcopies.txt links the notes that are one change in lightly
// edited words (see notes.FindNearCopies), found at build time as well.
package embed

import (
	_ "embed"

	"github.com/kubechangelog/kubechangelog/embed/bundle"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

//go:generate go run ./gen -data data -out bundle.bin -near nearcopies.txt

//go:embed bundle.bin
var data []byte

//go:embed nearcopies.txt
var nearCopies []byte

// Bundle returns the bundle as embedded, for size reports.
func Bundle() []byte { return data }

// Releases decodes the embedded notes, newest first. Each call decodes
// afresh, so callers own the result; its strings share the embedded bytes,
// which nothing writes.
func Releases() ([]parser.Release, error) {
	return bundle.DecodeShared(data)
}

// StoreOf is a store over releases decoded by Releases with the
// NearCopies links and opts, for the page, which marks the decode and the
// store's build apart, and gets the notes' other words apart from the
// module (see Store and notes.Store.SetAka).
func StoreOf(rels []parser.Release, opts ...notes.StoreOption) (*notes.Store, error) {
	links, err := NearCopies()
	if err != nil {
		return nil, err
	}
	return notes.NewStore(rels, append([]notes.StoreOption{notes.WithNearCopies(links)}, opts...)...), nil
}

// NearCopies decodes the embedded near-copy links of the notes Releases
// returns: a store built with them (notes.WithNearCopies) shows a
// cherry-pick whose note was lightly edited as one change. The page and the
// command line both pass them, so their views and exports agree.
func NearCopies() ([]notes.NearCopy, error) {
	return notes.ParseNearCopies(nearCopies)
}
