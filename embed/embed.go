// Package embed holds the release notes the product ships: the upstream
// files under data/ (see NOTICE) and bundle.gob.gz, the notes parsed from
// them at build time by `go generate` (see gen/). The module embeds only the
// bundle: decoding it is many times faster than parsing the markdown at
// start-up (figures in the README), and the parser still ships for files a
// person opens.
package embed

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/gob"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

//go:generate go run ./gen -data data -out bundle.gob.gz

//go:embed bundle.gob.gz
var bundle []byte

// Bundle returns the compressed bundle as embedded, for size reports.
func Bundle() []byte { return bundle }

// Releases decodes the embedded notes. Each call decodes afresh, so callers
// own the result.
func Releases() ([]parser.Release, error) {
	return Decode(bundle)
}

// Decode reads a bundle written by Encode.
func Decode(b []byte) ([]parser.Release, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("embedded notes: %w", err)
	}
	var rels []parser.Release
	if err := gob.NewDecoder(zr).Decode(&rels); err != nil {
		return nil, fmt.Errorf("embedded notes: %w", err)
	}
	return rels, nil
}

// Encode writes releases as a bundle.
func Encode(rels []parser.Release) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if err := gob.NewEncoder(zw).Encode(rels); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ParseDir parses the release notes under dir (markdown and JSON label
// files, in any sub-folder) into merged releases, newest first: what the
// bundle holds.
func ParseDir(dir string) ([]parser.Release, error) {
	var files []notes.File
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(p) {
		case ".md", ".json":
		default:
			return nil
		}
		if d.Name() == "README.md" {
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
