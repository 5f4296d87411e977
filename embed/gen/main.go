// Command gen parses the shipped release notes under a data folder and
// writes the bundle the module embeds, and the near-copy links of those
// notes (notes.FindNearCopies: a comparison of note pairs too slow for the
// page's start-up, so it runs here). Run it through `go generate ./embed`
// (or `make data`) after changing embed/data.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/kubechangelog/kubechangelog/embed/build"
	"github.com/kubechangelog/kubechangelog/embed/bundle"
	"github.com/kubechangelog/kubechangelog/notes"
)

func main() {
	data := flag.String("data", "embed/data", "folder of shipped release notes")
	out := flag.String("out", "embed/bundle.bin", "bundle to write")
	near := flag.String("near", "embed/nearcopies.txt", "near-copy links to write")
	flag.Parse()
	rels, err := build.Releases(*data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	b, err := bundle.Encode(rels)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	links := notes.NewStore(rels).FindNearCopies()
	if err := os.WriteFile(*near, notes.FormatNearCopies(links), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	n := 0
	for _, r := range rels {
		n += len(r.Notes)
	}
	fmt.Printf("gen: %d releases, %d notes, %d bytes → %s; %d near-copy links → %s\n", len(rels), n, len(b), *out, len(links), *near)
}
