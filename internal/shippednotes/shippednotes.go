// Package shippednotes gives tests the notes the product embeds, as
// releases or as a store, failing the test when they do not decode: one
// place for what each package's tests would otherwise spell out again.
package shippednotes

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// Releases are the embedded releases, decoded anew on each call.
func Releases(tb testing.TB) []parser.Release {
	tb.Helper()
	return must(tb, embed.Releases)
}

// Store is a new store over the embedded releases with their near-copy
// links and other words, as the page and the command line build it, shared with no other
// caller: a test may watch its lazy builds (gates, copies, search index)
// happen, or change it, without touching another test's store.
func Store(tb testing.TB) *notes.Store {
	tb.Helper()
	return must(tb, embed.Store)
}

// NearCopies are the embedded near-copy links.
func NearCopies(tb testing.TB) []notes.NearCopy {
	tb.Helper()
	return must(tb, embed.NearCopies)
}

// must returns what load gives, or ends the test with its error.
func must[T any](tb testing.TB, load func() (T, error)) T {
	tb.Helper()
	v, err := load()
	if err != nil {
		tb.Fatal(err)
	}
	return v
}
