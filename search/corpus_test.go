package search

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The corpus for tests and benchmarks is the real release notes shipped under
// embed/data, cut into bullet entries with a deliberately small extractor so
// these tests do not depend on the parser package while it is being written.

var (
	corpusOnce  sync.Once
	corpusTexts []string
	corpusErr   error
)

// corpus returns the deduplicated bullet entries of every shipped markdown
// file, newest minor first, so doc order matches New's "lower = newer".
func corpus(tb testing.TB) []string {
	tb.Helper()
	corpusOnce.Do(func() { corpusTexts, corpusErr = loadCorpus("../embed/data") })
	if corpusErr != nil {
		tb.Fatalf("load corpus: %v", corpusErr)
	}
	if len(corpusTexts) < 5000 {
		tb.Fatalf("corpus too small: %d notes", len(corpusTexts))
	}
	return corpusTexts
}

var minorRe = regexp.MustCompile(`1\.(\d+)\.md$`)

func loadCorpus(dir string) ([]string, error) {
	var files []string
	for _, sub := range []string{"changelog", "release-notes"} {
		m, err := filepath.Glob(filepath.Join(dir, sub, "*.md"))
		if err != nil {
			return nil, err
		}
		files = append(files, m...)
	}
	minor := func(f string) int {
		m := minorRe.FindStringSubmatch(f)
		if m == nil {
			return -1
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	// Newest minor first; CHANGELOG (sorted before release-notes by path) first within a minor.
	slices.SortStableFunc(files, func(a, b string) int { return minor(b) - minor(a) })
	seen := map[string]bool{}
	var out []string
	for _, f := range files {
		entries, err := bulletEntries(f)
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			if !seen[e] {
				seen[e] = true
				out = append(out, e)
			}
		}
	}
	return out, nil
}

var (
	anchorOnlyRe = regexp.MustCompile(`^- \[[^\]]*\]\(#[^)]*\)\s*$`)
	linkTargetRe = regexp.MustCompile(`\]\([^)\s]*\)`)
	plainStrip   = strings.NewReplacer("[", "", "]", "", "`", "")
)

// bulletEntries returns the "- " entries at column 0 of one markdown file with
// their indented continuation lines, link targets and brackets removed.
// Table-of-contents entries (a lone in-page link) are skipped.
func bulletEntries(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	var cur []string
	skip := false
	flush := func() {
		if len(cur) > 0 && !skip {
			text := strings.Join(cur, "\n")
			text = linkTargetRe.ReplaceAllString(text, "]")
			text = strings.TrimSpace(plainStrip.Replace(text))
			if text != "" {
				out = append(out, text)
			}
		}
		cur, skip = nil, false
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	pendingBlank := 0
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "- "):
			flush()
			skip = anchorOnlyRe.MatchString(line)
			cur = append(cur, strings.TrimPrefix(line, "- "))
			pendingBlank = 0
		case strings.TrimSpace(line) == "":
			pendingBlank++
		case cur != nil && (line[0] == ' ' || line[0] == '\t'):
			for ; pendingBlank > 0; pendingBlank-- {
				cur = append(cur, "")
			}
			cur = append(cur, strings.TrimSpace(line))
		default:
			flush()
			pendingBlank = 0
		}
	}
	flush()
	return out, sc.Err()
}

func TestCorpusLoads(t *testing.T) {
	texts := corpus(t)
	total := 0
	for _, s := range texts {
		total += len(s)
	}
	t.Logf("%d notes, %d bytes, avg %d", len(texts), total, total/len(texts))
}
