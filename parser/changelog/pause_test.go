package changelog

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestPausedParseEqualsParse: pausing and reporting progress must not change
// a single note, label or dependency, and progress only grows, to the end.
func TestPausedParseEqualsParse(t *testing.T) {
	files, _ := filepath.Glob("../../embed/data/*/*.md")
	if len(files) == 0 {
		t.Fatal("no markdown under embed/data")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := Parse(src, filepath.Base(f))
		if err != nil {
			t.Fatal(err)
		}
		pauses, reports, lastDone := 0, 0, 0
		got, err := Parse(src, filepath.Base(f), WithPause(func() { pauses++ }), WithProgress(func(done, total int) {
			reports++
			if done < lastDone || total != len(src) {
				t.Errorf("%s: progress %d/%d after %d", f, done, total, lastDone)
			}
			lastDone = done
		}))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: paused parse differs from Parse", f)
		}
		if pauses < len(want) || lastDone != len(src) || reports > pauses {
			t.Errorf("%s: %d pauses, %d reports for %d releases, last at %d of %d", f, pauses, reports, len(want), lastDone, len(src))
		}
	}
}

// TestParsePausesWhileScanning: a file larger than scanBlock pauses in and
// after each of the passes that read it whole before parsing (the checks,
// line endings, nesting, cutting it into chunks), before any chunk is
// parsed.
func TestParsePausesWhileScanning(t *testing.T) {
	files, _ := filepath.Glob("../../embed/data/changelog/CHANGELOG-*.md")
	if len(files) == 0 {
		t.Fatal("no CHANGELOG files under ../../embed/data/changelog")
	}
	var src []byte
	for len(src) <= 2*scanBlock {
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			src = append(src, b...)
			src = append(src, '\n')
		}
	}
	scanning, parsing := 0, false
	_, err := Parse(src, "CHANGELOG-big.md", WithPause(func() {
		if !parsing {
			scanning++
		}
	}), WithProgress(func(done, total int) { parsing = parsing || done > 0 }))
	if err != nil {
		t.Fatal(err)
	}
	// At least: in the checks and the cut every block, after line endings
	// and after nesting.
	if want := (len(src)-1)/checkBlock + (len(src)-1)/scanBlock + 2; scanning < want {
		t.Errorf("%d pauses while scanning %d bytes, want at least %d", scanning, len(src), want)
	}
}

// TestParsePausesInsideARelease: one release of many megabytes (the
// v1.30.0 notes of a real CHANGELOG, repeated) is not one long stretch of
// work: progress between two pauses never jumps by more than a few
// hundred kilobytes, in goldmark's parse and in the walk over its blocks.
func TestParsePausesInsideARelease(t *testing.T) {
	rels := mustParse(t, "changelog/CHANGELOG-1.30.md")
	var body strings.Builder
	for _, r := range rels {
		for _, n := range r.Notes {
			body.WriteString("- " + strings.ReplaceAll(n.Markdown, "\n", "\n  ") + "\n")
		}
	}
	one := body.String()
	src := []byte("# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n" + strings.Repeat(one, max(1, (6<<20)/len(one))))
	want, err := Parse(src, "CHANGELOG-1.30.md")
	if err != nil {
		t.Fatal(err)
	}
	last, biggest := 0, 0
	got, err := Parse(src, "CHANGELOG-1.30.md", WithProgress(func(done, total int) {
		biggest = max(biggest, done-last)
		last = done
	}))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || !reflect.DeepEqual(got, want) {
		t.Fatalf("%d releases; equal to Parse: %v", len(got), reflect.DeepEqual(got, want))
	}
	// The CPU time between two pauses, with the collector off: the work
	// the page does in one task (WebAssembly runs it a few times slower).
	pauses := 0
	stretches, ok := pacedWithin(func() time.Duration {
		longest, n, _ := longestStretch(t, src, "CHANGELOG-1.30.md")
		pauses = n
		return longest
	})
	t.Logf("%d bytes in one release: %d pauses, largest step %d bytes, longest stretches %v of CPU", len(src), pauses, biggest, stretches)
	if biggest > 1<<20 || pauses < len(src)>>20 || !ok {
		t.Errorf("%d bytes in one release: %d pauses, largest step %d bytes, longest stretches %v of CPU (want at most %v in one of them)", len(src), pauses, biggest, stretches, maxStretch)
	}
}

// TestChunksEqualTheWholeFile: goldmark parsing a file in chunks cut at
// every heading the splitter allows gives what parsing it whole gives, on
// every shipped file and on files whose fences and HTML blocks hide
// headings.
func TestChunksEqualTheWholeFile(t *testing.T) {
	files, _ := filepath.Glob("../../embed/data/*/*.md")
	srcs := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[filepath.Base(f)] = b
	}
	const head = "# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n- a\n"
	for name, md := range map[string]string{
		"fence in an item":     "- x\n  ```\n# v1.30.1\n```\n# not a heading\n```\n## Changes by Kind\n\n### Bug or Regression\n\n- b\n",
		"fence":                "```\n# v1.30.1\n```\n\n# v1.30.2\n\n## Changes by Kind\n\n### Bug or Regression\n\n- b\n",
		"tilde fence unclosed": "~~~~\n# v1.30.1\n~~~\n# v1.30.2\n",
		"html comment":         "<!--\n# v1.30.1\n-->\n# v1.30.2\n\n## Changes by Kind\n\n### Feature\n\n- c\n",
		"html div":             "<div>\n# v1.30.1\n\n# v1.30.2\n\n## Changes by Kind\n\n### Feature\n\n- c\n",
		"pre":                  "<pre>\n# v1.30.1\n</pre>\n# v1.30.2\n\n## Changes by Kind\n\n### Feature\n\n- c\n",
		"items and breaks":     "text\n-\n- x\n  more\n- - -\n* * *\n- y\n\n  indented\n- [#1](u)\n* z\n> q\n- w\n",
		// A paragraph after a module list joined the note above the
		// modules in the whole file only (found by FuzzParse).
		"paragraph after modules": "\n## Dependencies\n\n### Removed\n\n- not a module line\n- github.com/a/b: [v1.0.0](https://github.com/a/b/tree/v1.0.0)\n- github.com/c/d: [v2.0.0](https://github.com/c/d/tree/v2.0.0)\n\n\n 2\n",
	} {
		srcs[name] = []byte(head + md)
	}
	for name, src := range srcs {
		whole, werr := parse(src, name, &pacer{}, len(src)+1)
		chunked, cerr := parse(src, name, &pacer{}, 1)
		if (werr == nil) != (cerr == nil) || !reflect.DeepEqual(whole, chunked) {
			t.Errorf("%s: chunks parse differently (%v; %v)", name, werr, cerr)
		}
	}
}
