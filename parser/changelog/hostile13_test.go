package changelog

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kubechangelog/kubechangelog/internal/hostileshapes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestJSONOfMillionsOfEntriesRefusedEarly: a release-notes JSON file of
// 16 MB of tiny entries (up to 2 million), read alone as notes or beside
// markdown as labels (the command line's ParseFiles), is refused in one
// sentence once it has read more than 50,000 entries, far short of its
// end. Before, the notes read of 31 MB of empty entries decoded all 4.6
// million (1.7 GB, 54 s natively, with steps of 10 s) and then said it had
// no notes; the labels read decoded them with json.Unmarshal (24 s, 2 GB)
// and took them.
func TestJSONOfMillionsOfEntriesRefusedEarly(t *testing.T) {
	for name, src := range map[string][]byte{
		"empty entries":       hostileshapes.JSONOfSize(16<<20, func(i int) string { return fmt.Sprintf(`"%d":{}`, i+1) }),
		"one key, repeated":   hostileshapes.JSONOfSize(16<<20, func(int) string { return `"1":{"text":"x"}` }),
		"labels of one SIG":   hostileshapes.JSONOfSize(16<<20, func(i int) string { return fmt.Sprintf(`"%d":{"sigs":["node"]}`, i+1) }),
		"numbers, not object": hostileshapes.JSONOfSize(16<<20, func(i int) string { return fmt.Sprintf(`"%d":{"pr_number":%d}`, i+1, i+1) }),
	} {
		t.Run(name, func(t *testing.T) {
			read := 0
			_, err := Parse(src, "release-notes-1.99.json", WithProgress(func(done, _ int) { read = done }))
			refusedForCount(t, "read alone", err)
			if read > len(src)/2 {
				t.Errorf("read alone: refused after reading %d of %d bytes, want it refused early", read, len(src))
			}
			_, err = ParseFiles([]File{{"CHANGELOG-1.99.md", []byte(head10 + "- x" + "\n")}, {"release-notes-1.99.json", src}})
			refusedForCount(t, "beside markdown", err)
		})
	}
	// 50,000 entries are still read, as notes and as labels.
	full := hostileshapes.JSONOfN(maxJSONEntries, func(i int) string { return fmt.Sprintf(`"%d":{"text":"n%d","sigs":["node"]}`, i+1, i) })
	if rels, err := Parse(full, "release-notes-1.99.json"); err != nil || len(rels[0].Notes) != maxJSONEntries {
		t.Errorf("%d entries read alone: %v", maxJSONEntries, err)
	}
	if ls, err := ParseLabels(full, "release-notes-1.99.json"); err != nil || len(ls) != maxJSONEntries {
		t.Errorf("%d entries read as labels: %d, %v", maxJSONEntries, len(ls), err)
	}
}

// refusedForCount fails unless err refuses a file for its count of
// entries, in one short sentence.
func refusedForCount(t *testing.T, how string, err error) {
	t.Helper()
	if !errors.Is(err, parser.ErrLabels) || !strings.HasSuffix(err.Error(), ": more than 50,000 entries") || len(err.Error()) > 200 {
		t.Errorf("%s: err = %.300v, want it refused for more than 50,000 entries", how, err)
	}
}

// TestLabelsApplySteps: applying labels to 100,000 notes steps the pacer
// every walkStep notes (an opened JSON file's labels are applied to its
// own notes: before, in one step).
func TestLabelsApplySteps(t *testing.T) {
	const n = 100_000
	rel := parser.Release{Notes: make([]parser.Note, n)}
	ls := Labels{}
	for i := range rel.Notes {
		rel.Notes[i].PRs = []int{i + 1}
		ls[i+1] = Label{SIGs: []string{"node"}}
	}
	pauses := 0
	ls.apply([]parser.Release{rel}, &pacer{pause: func() { pauses++ }})
	if pauses < n/walkStep {
		t.Errorf("%d pauses applying labels to %d notes, want at least %d", pauses, n, n/walkStep)
	}
	if got := rel.Notes[n-1].SIGs; !slices.Equal(got, []string{"node"}) {
		t.Errorf("the last note's SIGs are %q", got)
	}
}

// TestJSONPausesInEveryStep: the page reads a release-notes JSON file
// between pauses; no stretch of work between two may be long, whether the
// file is read (50,000 notes of one word) or refused for its count of
// entries (millions of empty entries, or of one key repeated), nothing
// collected meanwhile as in the page's parse module. Before, the entries
// were sorted, their notes labelled and sorted in single steps, and each
// time the list of entries grew, append's copy was one step (0.1 s while
// the entries were held whole, 17 ms once held by pointer).
func TestJSONPausesInEveryStep(t *testing.T) {
	for name, src := range map[string][]byte{
		"50,000 notes": hostileshapes.JSONOfN(maxJSONEntries, func(i int) string {
			if i == maxJSONEntries-1 {
				return fmt.Sprintf(`"%d":{"text":"n%d"}`, i+1, i)
			}
			return fmt.Sprintf(`"%d":{"text":"n%d","kinds":["feature"],"sigs":["node"]}`, i+1, i)
		}),
		"empty entries":     hostileshapes.JSONOfSize(31<<20, func(i int) string { return fmt.Sprintf(`"%d":{}`, i+1) }),
		"one key, repeated": hostileshapes.JSONOfSize(31<<20, func(int) string { return `"1":{"text":"x"}` }),
	} {
		t.Run(name, func(t *testing.T) {
			stretches, ok := pacedWithin(func() time.Duration {
				longest, pauses, err := longestStretch(t, src, "release-notes-1.99.json")
				t.Logf("%d bytes: %v; %d pauses, longest stretch %v of CPU", len(src), err, pauses, longest)
				return longest
			})
			if !ok {
				t.Errorf("%d bytes: longest stretches %v of CPU between pauses, want at most %v in one of them", len(src), stretches, maxStretch)
			}
		})
	}
}
