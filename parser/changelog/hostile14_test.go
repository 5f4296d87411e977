package changelog

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kubechangelog/kubechangelog/parser"
)

// Shapes of the fourteenth round (made here): one note carrying a huge
// number of labels. Before, a note of 200,000 "[SIG …]" labels kept them
// all: its SIGs were read and sorted in one unpaced step (340 ms natively)
// and every later step that reads a note's labels (its chips, the filter
// panel, the exports, the search index) was as long, a 41 s task in the
// page.

// release30 is a v1.30.0 CHANGELOG whose one Feature note reads body.
func release30(body string) string {
	return "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- x" + body + "\n"
}

// numbered is n copies of format, each given its index.
func numbered(n int, format string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, format, i)
	}
	return b.String()
}

// citation is a note's upstream trailer before its SIG labels.
const citation = " ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))"

func TestNoteKeepsAtMostMaxNoteLabels(t *testing.T) {
	const many = 200_000
	max := parser.MaxNoteLabels
	names := func(n int) []string { // "s0", "s1", … in sorted order
		var out []string
		for i := range n {
			out = append(out, fmt.Sprintf("s%d", i))
		}
		slices.Sort(out)
		return out
	}
	list := strings.TrimSuffix(numbered(many, "S%d, "), ", ")
	cases := []struct {
		name, md string
		sigs     int // how many SIGs the note keeps
		cut      int // notes counted in LabelsCut
	}{
		{"200,000 labels", release30(citation + numbered(many, " [SIG S%d]")), max, 1},
		{"one list of 200,000 names", release30(citation + " [SIG " + list + "]"), max, 1},
		{"200,000 courtesies", release30(citation + numbered(many, " Courtesy of SIG S%d")), max, 1},
		{"labels, then a SIG heading's", "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n#### SIG Node\n\n- x" + citation + numbered(max, " [SIG S%d]") + "\n", max, 1},
		{"as many labels as a note keeps", release30(citation + numbered(max, " [SIG S%d]")), max, 0},
		{"one label 200,000 times", release30(citation + strings.Repeat(" [SIG Node]", many)), 1, 0},
		{"one label twice in 200,000 lists", release30(citation + strings.Repeat(" [SIG Node, node]", many)), 1, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rels, err := Parse([]byte(c.md), "CHANGELOG-1.30.md")
			if err != nil {
				t.Fatal(err)
			}
			n := rels[0].Notes[0]
			if len(n.SIGs) != c.sigs || rels[0].LabelsCut != c.cut {
				t.Fatalf("the note keeps %d SIGs (%.80q…), %d cut; want %d, %d cut", len(n.SIGs), n.SIGs, rels[0].LabelsCut, c.sigs, c.cut)
			}
			if !slices.IsSorted(n.SIGs) || len(slices.Compact(slices.Clone(n.SIGs))) != len(n.SIGs) {
				t.Errorf("the SIGs are not a sorted set: %q", n.SIGs)
			}
			if c.sigs == max && c.cut == 1 && c.name != "labels, then a SIG heading's" {
				// The note keeps SIGs it names: some of the first it wrote
				// (the first max+1 read, of which max are kept).
				for _, s := range n.SIGs {
					if !slices.Contains(names(max+1), s) {
						t.Errorf("the note keeps %q, not one of the first %d it names", s, max+1)
					}
				}
			}
			if n.Markdown != strings.TrimPrefix(strings.TrimSuffix(c.md[strings.Index(c.md, "- x"):], "\n"), "- ") {
				t.Errorf("the note's text changed: %.100q", n.Markdown)
			}
		})
	}
}

// TestJSONNoteKeepsAtMostMaxNoteLabels: a release-notes JSON file read
// alone, whose entry's markdown names 60,000 SIGs (an entry may be 1 MB
// long), and two files read
// together (the command line's parse) say the same.
func TestJSONNoteKeepsAtMostMaxNoteLabels(t *testing.T) {
	md := "x" + citation + numbered(60_000, " [SIG S%d]")
	entry, err := json.Marshal(map[string]any{"1": map[string]any{"markdown": md, "kinds": []string{"feature"}, "pr_number": 1}})
	if err != nil {
		t.Fatal(err)
	}
	rels, err := Parse(entry, "release-notes-1.99.json")
	if err != nil {
		t.Fatal(err)
	}
	if n := rels[0].Notes[0]; len(n.SIGs) != parser.MaxNoteLabels || rels[0].LabelsCut != 1 {
		t.Errorf("JSON: the note keeps %d SIGs, %d cut; want %d, 1 cut", len(n.SIGs), rels[0].LabelsCut, parser.MaxNoteLabels)
	}
	rels, err = ParseFiles([]File{{Name: "CHANGELOG-1.30.md", Data: []byte(release30(citation + numbered(200_000, " [SIG S%d]")))}, {Name: "CHANGELOG-1.29.md", Data: []byte(strings.Replace(release30(citation+" [SIG Node]"), "1.30", "1.29", 1))}})
	if err != nil {
		t.Fatal(err)
	}
	if rels[0].LabelsCut != 1 || rels[1].LabelsCut != 0 || len(rels[0].Notes[0].SIGs) != parser.MaxNoteLabels {
		t.Errorf("ParseFiles: %d and %d cut, %d SIGs kept; want 1 and 0, %d", rels[0].LabelsCut, rels[1].LabelsCut, len(rels[0].Notes[0].SIGs), parser.MaxNoteLabels)
	}
}

// TestLabelsReadWithPauses: a note's labels are read with the pacer
// stepped every trailerStep of them, so 400,000 names of one SIG (which
// are never cut) are not one stretch of work.
func TestLabelsReadWithPauses(t *testing.T) {
	src := []byte(release30(citation + strings.Repeat(" [SIG Node, node]", 200_000)))
	pauses := 0
	if _, err := Parse(src, "CHANGELOG-1.30.md", WithPause(func() { pauses++ })); err != nil {
		t.Fatal(err)
	}
	// 200,000 lists and 400,000 names read.
	if want := 600_000 / trailerStep; pauses < want {
		t.Errorf("%d pauses while 600,000 labels were read; want at least %d", pauses, want)
	}
}

// TestTooManyDistinctAreasRefused: a release-notes JSON file whose
// entries' areas arrays name more than parser.MaxFileLabels distinct areas
// (400 entries of 32 each) is refused, as a markdown file naming as many
// SIGs is (notes.TestTooManyDistinctSIGsRefused).
func TestTooManyDistinctAreasRefused(t *testing.T) {
	entries := map[string]any{}
	for i := range 400 {
		var areas []string
		for j := range 32 {
			areas = append(areas, fmt.Sprintf("a%d", i*32+j))
		}
		entries[fmt.Sprint(i+1)] = map[string]any{"text": fmt.Sprintf("note %d", i), "kinds": []string{"feature"}, "areas": areas}
	}
	src, err := json.Marshal(entries)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parse(src, "release-notes-1.99.json"); !errors.Is(err, parser.ErrTooManyLabels) {
		t.Errorf("12,800 distinct areas: error %v, want %v", err, parser.ErrTooManyLabels)
	}
}

// TestJSONEntryOfManySIGsDecodesTheFirst: an entry whose "sigs" list
// names 50,000 SIGs (950 KB, about the longest entry read) is decoded to
// its first names (labelList), not a string for each of the 50,000:
// 100,000 decoded whole were one step of 0.18–0.28 s in the page, where
// the decoder cannot pause within an entry. And the parse takes no stretch
// of work over maxStretch.
func TestJSONEntryOfManySIGsDecodesTheFirst(t *testing.T) {
	sigs := make([]string, 50_000)
	for i := range sigs {
		sigs[i] = fmt.Sprintf("sig-number-%d", i)
	}
	entry, err := json.Marshal(map[string]any{"text": "x", "kinds": []string{"feature"}, "pr_number": 1, "sigs": sigs})
	if err != nil {
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(3, func() {
		var e jsonEntry
		if err := json.Unmarshal(entry, &e); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 2*maxListed {
		t.Errorf("decoding an entry of 50,000 SIGs made %.0f allocations; want its first %d names decoded, about as many", allocs, maxListed)
	}
	file, err := json.Marshal(map[string]any{"1": json.RawMessage(entry)})
	if err != nil {
		t.Fatal(err)
	}
	figures, ok := pacedWithin(func() time.Duration {
		longest, _, err := longestStretch(t, file, "release-notes-1.99.json")
		if err != nil {
			t.Fatal(err)
		}
		return longest
	})
	if !ok {
		t.Errorf("the longest stretch between pauses took %v; want at most %v", figures, maxStretch)
	}
}
