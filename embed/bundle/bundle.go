// Package bundle is the encoding of the notes the module embeds: releases
// parsed at build time, gob-encoded. It is not compressed: the module is
// served compressed as a whole, and gunzipping the bundle in WebAssembly
// cost as much start-up time as decoding it. It is separate from package
// embed so the generator can write a bundle before one exists.
package bundle

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// Decode reads a bundle written by Encode.
func Decode(b []byte) ([]parser.Release, error) {
	var rels []parser.Release
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&rels); err != nil {
		return nil, fmt.Errorf("notes bundle: %w", err)
	}
	for i := range rels {
		restoreEmpty(&rels[i])
	}
	return rels, nil
}

// restoreEmpty turns the nil slices gob makes of empty ones back into empty
// slices, as the parser returns them, so JSON output keeps its [] arrays.
func restoreEmpty(r *parser.Release) {
	for i := range r.Notes {
		n := &r.Notes[i]
		n.PRs = orEmpty(n.PRs)
		n.Authors = orEmpty(n.Authors)
		n.SIGs = orEmpty(n.SIGs)
		n.Areas = orEmpty(n.Areas)
	}
	d := &r.Dependencies
	d.Added = orEmpty(d.Added)
	d.Changed = orEmpty(d.Changed)
	d.Removed = orEmpty(d.Removed)
	if r.Notes == nil {
		r.Notes = []parser.Note{}
	}
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// Encode writes releases as a bundle.
func Encode(rels []parser.Release) ([]byte, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(rels); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ParseDir parses the release notes under dir (markdown and JSON label
// files, in any sub-folder; README.md skipped) into merged releases, newest
// first: what the bundle holds.
func ParseDir(dir string) ([]parser.Release, error) {
	var files []notes.File
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if ext := filepath.Ext(p); (ext != ".md" && ext != ".json") || d.Name() == "README.md" {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files = append(files, notes.File{Name: d.Name(), Data: b})
		return nil
	})
	if err != nil {
		return nil, err
	}
	rels, err := notes.ParseFiles(files)
	if err != nil {
		return nil, err
	}
	return notes.Merge(rels), nil
}
