package changelog

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kubechangelog/kubechangelog/parser"
)

// TestComponentHeadingCounts prints, per shipped minor release that has
// notes without SIG, how many lack one before and after the component
// headings' SIGs are given, the JSON labels beside a file applied first (go test -v -run TestComponentHeadingCounts),
// and checks that v1.6.0, where 328 of 390 notes had none, is mostly
// labelled now, and that no release gains an unlabelled note.
func TestComponentHeadingCounts(t *testing.T) {
	files, err := filepath.Glob("../../embed/data/release-notes/*.md")
	if err != nil || len(files) == 0 {
		t.Fatal("no shipped notes", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rels, comp, err := parseMarkdown(src, filepath.Base(f), &pacer{}, chunkBytes)
		if err != nil {
			t.Fatal(err)
		}
		// As ParseFiles: the JSON labels beside it first.
		if js, err := os.ReadFile(strings.TrimSuffix(f, ".md") + ".json"); err == nil {
			l, err := ParseLabels(js, filepath.Base(f))
			if err != nil {
				t.Fatal(err)
			}
			l.Apply(rels)
		}
		before := unlabelled(rels)
		fillHeadingSIGs(rels, comp, nil)
		after := unlabelled(rels)
		for i, r := range rels {
			if before[i] == 0 {
				continue
			}
			t.Logf("%s: %d notes, %d without SIG before, %d after", r.Version, len(r.Notes), before[i], after[i])
			if after[i] > before[i] {
				t.Errorf("%s: more notes without SIG after (%d) than before (%d)", r.Version, after[i], before[i])
			}
			if r.Version == "v1.6.0" && after[i]*4 > len(r.Notes) {
				t.Errorf("v1.6.0: %d of %d notes still without SIG, want under a quarter", after[i], len(r.Notes))
			}
		}
	}
}

func unlabelled(rels []parser.Release) []int {
	out := make([]int, len(rels))
	for i, r := range rels {
		for _, n := range r.Notes {
			if len(n.SIGs) == 0 {
				out[i]++
			}
		}
	}
	return out
}

// TestLendToCopiesLinear: a release of many notes of one pull request,
// each of its own SIG, lends its copy none (more than maxLent), in time
// linear in the notes; a copy of a pull request two notes label with
// node and storage takes both.
func TestLendToCopiesLinear(t *testing.T) {
	notesOf := func(k int) []parser.Note {
		out := make([]parser.Note, 0, k+3)
		for i := range k {
			out = append(out, parser.Note{PRs: []int{1}, SIGs: []string{"sig-" + strconv.Itoa(i)}})
		}
		return append(out, parser.Note{PRs: []int{1}},
			parser.Note{PRs: []int{2, 3}, SIGs: []string{"node"}}, parser.Note{PRs: []int{3, 2}, SIGs: []string{"storage"}}, parser.Note{PRs: []int{2, 3}})
	}
	small, large := notesOf(10_000), notesOf(80_000)
	start := time.Now()
	lendToCopies(small, nil)
	d1 := time.Since(start)
	start = time.Now()
	lendToCopies(large, nil)
	d2 := time.Since(start)
	if d2 > 16*d1+50*time.Millisecond {
		t.Errorf("%v for 10,000 notes, %v for 80,000: not linear", d1, d2)
	}
	last := large[len(large)-4:]
	if len(last[0].SIGs) != 0 {
		t.Errorf("a pull request of 80,000 SIGs lent %d", len(last[0].SIGs))
	}
	if got := strings.Join(last[3].SIGs, ","); got != "node,storage" {
		t.Errorf("the copy of #2 and #3 has SIGs %q, want node,storage", got)
	}
}
