// Package update refreshes the shipped CHANGELOG files from upstream at
// build time (kubechangelog update-data). The page itself never fetches:
// this runs on a maintainer's machine or in the Pages workflow.
package update

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"

	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// DefaultBase is where kubernetes/kubernetes publishes its CHANGELOG files.
const DefaultBase = "https://raw.githubusercontent.com/kubernetes/kubernetes/master/CHANGELOG"

// maxFile bounds one download; the largest upstream file is under 1 MB.
const maxFile = 16 << 20

var changelogName = regexp.MustCompile(`^CHANGELOG-1\.(\d+)\.md$`)

// Outcome is what happened to one file.
type Outcome struct {
	Name   string
	Status string // "added", "updated", "unchanged", "kept" (download or parse failed), "missing"
	Detail string // releases before → after, or why the old file was kept
}

// FirstMinor is the oldest minor upstream keeps a CHANGELOG file for
// (CHANGELOG-1.2.md); the parser reads every layout from there on.
const FirstMinor = 2

// Run downloads CHANGELOG-1.NN.md for every minor from FirstMinor to the
// newest that exists upstream (the first 404 after the newest shipped minor
// ends the walk), writing each into dir only when it parses. A failed
// download or a file that does not parse keeps the previous file; an older
// minor that cannot be fetched is reported missing and the walk goes on.
func Run(ctx context.Context, client *http.Client, base, dir string) ([]Outcome, error) {
	minors, err := shippedMinors(dir)
	if err != nil {
		return nil, err
	}
	if len(minors) == 0 {
		return nil, fmt.Errorf("%s: no CHANGELOG-1.NN.md files to start from", dir)
	}
	newest := minors[len(minors)-1]
	var out []Outcome
	for minor := min(FirstMinor, minors[0]); ; minor++ {
		name := fmt.Sprintf("CHANGELOG-1.%d.md", minor)
		body, status, err := fetch(ctx, client, base+"/"+name)
		if status == http.StatusNotFound && minor > newest {
			break // past the newest minor upstream has
		}
		if minor > newest && (err != nil || status != http.StatusOK) {
			// Past the shipped minors only a 404 said where to stop:
			// with the network down or a base answering 500 the walk
			// went on forever. Said, then stopped.
			out = append(out, apply(dir, name, body, status, err))
			break
		}
		out = append(out, apply(dir, name, body, status, err))
	}
	return out, nil
}

func apply(dir, name string, body []byte, status int, err error) Outcome {
	path := filepath.Join(dir, name)
	old, readErr := os.ReadFile(path)
	had := readErr == nil
	if err == nil && status != http.StatusOK {
		err = fmt.Errorf("HTTP %d", status)
	}
	if err != nil {
		if had {
			return Outcome{name, "kept", "download failed: " + err.Error()}
		}
		return Outcome{name, "missing", "download failed: " + err.Error()}
	}
	rels, perr := changelog.Parse(body, name)
	if perr != nil || len(rels) == 0 {
		why := "no releases"
		if perr != nil {
			why = perr.Error()
		}
		if had {
			return Outcome{name, "kept", "new file does not parse: " + why}
		}
		return Outcome{name, "missing", "new file does not parse: " + why}
	}
	if had && bytes.Equal(old, body) {
		return Outcome{name, "unchanged", fmt.Sprintf("%d releases", len(rels))}
	}
	if werr := os.WriteFile(path, body, 0o644); werr != nil {
		return Outcome{name, "kept", "cannot write: " + werr.Error()}
	}
	if !had {
		return Outcome{name, "added", fmt.Sprintf("%d releases, newest %s", len(rels), rels[0].Version)}
	}
	before := 0
	if oldRels, err := changelog.Parse(old, name); err == nil {
		before = len(oldRels)
	}
	return Outcome{name, "updated", fmt.Sprintf("%d → %d releases, newest %s", before, len(rels), rels[0].Version)}
}

func fetch(ctx context.Context, client *http.Client, url string) ([]byte, int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, 0, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, resp.StatusCode, nil
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxFile+1))
	if err == nil && len(body) > maxFile {
		err = fmt.Errorf("larger than %d MB", maxFile>>20)
	}
	return body, resp.StatusCode, err
}

// shippedMinors lists the minors of the CHANGELOG files in dir, ascending.
func shippedMinors(dir string) ([]int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var minors []int
	for _, e := range entries {
		if m := changelogName.FindStringSubmatch(e.Name()); m != nil {
			n, _ := strconv.Atoi(m[1])
			minors = append(minors, n)
		}
	}
	sort.Ints(minors)
	return minors, nil
}
