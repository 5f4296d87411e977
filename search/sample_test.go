package search_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/notes"
)

// knownItemSeed is the seed the tuning set's notes were drawn with (see
// TestSampleNotes). A held-out set should be drawn with another seed.
const knownItemSeed = 20261201

// TestSampleNotes prints notes drawn at random from every minor line's
// shipped notes (all its releases), perMinor each, to write known-item
// queries from:
//
//	SAMPLE_SEED=20261201 go test -run TestSampleNotes -v ./search
//
// The queries of testdata/known_items.json with a "sample" field were each
// written from the note with that number, read once, as a person would
// type it days later.
func TestSampleNotes(t *testing.T) {
	seedEnv := os.Getenv("SAMPLE_SEED")
	if seedEnv == "" {
		t.Skip("set SAMPLE_SEED to print a sample")
	}
	var seed uint64
	fmt.Sscan(seedEnv, &seed)
	const perMinor = 3
	s := shippedStore(t)
	byMinor := map[string][]int{}
	var minors []string
	for id := range s.Len() {
		n := s.Note(id)
		if len(n.PRs) == 0 {
			continue
		}
		mm := semver.MajorMinor(n.Version)
		if byMinor[mm] == nil {
			minors = append(minors, mm)
		}
		byMinor[mm] = append(byMinor[mm], id)
	}
	slices.SortFunc(minors, semver.Compare)
	k := 0
	for i, mm := range minors {
		ids := byMinor[mm]
		r := rand.New(rand.NewPCG(seed, uint64(i)))
		for range perMinor {
			n := s.Note(ids[r.IntN(len(ids))])
			k++
			t.Logf("sample %d (%s) #%d: %s", k, n.Version, n.PRs[0], strings.ReplaceAll(notes.PlainText(n.Markdown), "\n", " "))
		}
	}
}
