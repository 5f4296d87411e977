// Package embed holds the release notes the product ships: the upstream
// files under data/ (see NOTICE) and bundle.bin, the notes parsed and
// rendered from them at build time by `go generate` (gen/, encoding in
// bundle/). The module embeds only the bundle: decoding it is many times
// faster than parsing the markdown at start-up (figures in the README),
// and the parser and goldmark ship in the page's second module, loaded for
// the files a person opens.
package embed

import (
	_ "embed"

	"github.com/kubechangelog/kubechangelog/embed/bundle"
	"github.com/kubechangelog/kubechangelog/parser"
)

//go:generate go run ./gen -data data -out bundle.bin

//go:embed bundle.bin
var data []byte

// Bundle returns the bundle as embedded, for size reports.
func Bundle() []byte { return data }

// Releases decodes the embedded notes, newest first. Each call decodes
// afresh, so callers own the result; its strings share the embedded bytes,
// which nothing writes.
func Releases() ([]parser.Release, error) {
	return bundle.DecodeShared(data)
}
