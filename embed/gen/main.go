// Command gen parses the shipped release notes under a data folder and
// writes the bundle the module embeds. Run it through `go generate
// ./embed` (or `make data`) after changing embed/data.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/kubechangelog/kubechangelog/embed/build"
	"github.com/kubechangelog/kubechangelog/embed/bundle"
)

func main() {
	data := flag.String("data", "embed/data", "folder of shipped release notes")
	out := flag.String("out", "embed/bundle.bin", "bundle to write")
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
	notes := 0
	for _, r := range rels {
		notes += len(r.Notes)
	}
	fmt.Printf("gen: %d releases, %d notes, %d bytes → %s\n", len(rels), notes, len(b), *out)
}
