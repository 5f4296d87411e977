// Package build makes the releases the bundle holds, at build time: the
// shipped notes parsed (ParseDir) and rendered (AddTemplates). It is apart
// from package bundle, which the page's modules import to decode and
// encode bundles, because it holds the engine (notes) and goldmark
// (render/markdown), which the page's main module is meant not to hold
// and the parse module does not need.
package build

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
	"github.com/kubechangelog/kubechangelog/render/markdown"
)

// Releases parses the release notes under dir (ParseDir) and renders their
// Templates (AddTemplates): what the bundle the module embeds holds.
func Releases(dir string) ([]parser.Release, error) {
	rels, err := ParseDir(dir)
	if err != nil {
		return nil, err
	}
	AddTemplates(rels)
	return rels, nil
}

// AddTemplates renders every note's text and every theme and known-issues
// section of rels as the page shows them (markdown.Prepare of
// notes.NoteText, and of the section's markdown) and keeps the result in
// their Template fields, in render's stored form. The page then shows them
// with render.Stored and needs no goldmark, its largest package; the
// stored forms add a tenth to the bundle's gzip size, against a third of a
// megabyte of module.
func AddTemplates(rels []parser.Release) {
	for ri := range rels {
		r := &rels[ri]
		for _, secs := range [][]parser.Section{r.Themes, r.KnownIssues} {
			for i := range secs {
				secs[i].Template = stored(secs[i].Markdown)
			}
		}
		for i := range r.Notes {
			r.Notes[i].Template = stored(notes.NoteText(r.Notes[i].Markdown))
		}
	}
}

func stored(src string) string {
	return markdown.Prepare(src).Parts(src)
}

// ParseDir parses the release notes under dir (markdown and JSON label
// files, in any sub-folder; README.md skipped) into merged releases, newest
// first: what the bundle holds.
func ParseDir(dir string) ([]parser.Release, error) {
	var files []changelog.File
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
		files = append(files, changelog.File{Name: d.Name(), Data: b})
		return nil
	})
	if err != nil {
		return nil, err
	}
	rels, err := changelog.ParseFiles(files)
	if err != nil {
		return nil, err
	}
	return notes.Merge(rels), nil
}
