package changelog

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// deepList is a CHANGELOG whose one Feature entry nests depth lists deep,
// each level one line "- level N" indented two more columns.
func deepList(depth int) []byte {
	var b strings.Builder
	b.WriteString("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n")
	for i := range depth {
		fmt.Fprintf(&b, "%s- level %d\n", strings.Repeat("  ", i), i)
	}
	return []byte(b.String())
}

func TestDeepNestingKeepsEveryWord(t *testing.T) {
	rels, err := Parse(deepList(500), "deep.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(rels) != 1 || len(rels[0].Notes) != 1 {
		t.Fatalf("want one release with one note, got %d releases", len(rels))
	}
	md := rels[0].Notes[0].Markdown
	for _, i := range []int{0, 31, 32, 250, 499} {
		if !strings.Contains(md, fmt.Sprintf("level %d\n", i)) && !strings.HasSuffix(md, fmt.Sprintf("level %d", i)) {
			t.Errorf("level %d was lost", i)
		}
	}
}

// TestDeepNestingTimeLinear: nesting depth d makes d lines of up to 2d
// bytes, so the input grows with d²; goldmark alone grows with d³ (every
// open list is asked about every line). With the nesting bound the time must
// grow no faster than the input, within a loose factor for a noisy machine.
func TestDeepNestingTimeLinear(t *testing.T) {
	timeOf := func(depth int) (time.Duration, int) {
		src := deepList(depth)
		best := time.Duration(1<<63 - 1)
		for range 3 {
			start := time.Now()
			if _, err := Parse(src, "deep.md"); err != nil {
				t.Fatal(err)
			}
			best = min(best, time.Since(start))
		}
		return best, len(src)
	}
	small, smallBytes := timeOf(100)
	large, largeBytes := timeOf(800)
	bytesRatio := float64(largeBytes) / float64(smallBytes)
	timeRatio := float64(large) / float64(small)
	t.Logf("depth 100: %v for %d bytes; depth 800: %v for %d bytes (time ×%.0f, bytes ×%.0f)", small, smallBytes, large, largeBytes, timeRatio, bytesRatio)
	if timeRatio > 3*bytesRatio {
		t.Errorf("deep nesting: time grew ×%.0f for ×%.0f the bytes", timeRatio, bytesRatio)
	}
}
