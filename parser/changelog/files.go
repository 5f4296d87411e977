package changelog

import (
	"bytes"

	"github.com/kubechangelog/kubechangelog/parser"
)

// File is one named input: release-notes markdown (a CHANGELOG-1.NN.md or a
// release-notes-1.NN.md) or a release-notes-1.NN.json file.
type File struct {
	Name string
	Data []byte
}

// ParseFiles parses every markdown file and applies the labels of every
// JSON file to the notes that cite the same pull request. PR numbers are
// unique across the repository, so labels need no matching by minor.
//
// A JSON file is also read as notes (see parseJSONNotes) when the markdown
// parsed with it has no release of its minor, v1.NN.0 from its name: so a
// person with only the JSON of a release gets its notes, while the shipped
// pairs (release-notes-1.NN.md and .json) stay notes and their labels. A
// JSON file alone whose name gives no minor is refused; beside markdown it
// is labels, as it always was.
//
// The first bad file stops it with an error naming that file (a
// *parser.FileError; notes.ErrorMsg says it).
func ParseFiles(files []File) ([]parser.Release, error) {
	var releases []parser.Release
	var comp [][]string // see parseMarkdown
	labels := Labels{}
	var jsons []File
	markdown := false
	for _, f := range files {
		if isJSON(f.Name) {
			f.Data = bytes.TrimPrefix(f.Data, bom)
			if err := Check(f.Data, f.Name); err != nil {
				return nil, err
			}
			l, err := ParseLabels(f.Data, f.Name)
			if err != nil {
				return nil, err
			}
			for pr, lab := range l {
				labels[pr] = lab
			}
			jsons = append(jsons, f)
			continue
		}
		markdown = true
		rels, c, err := parseMarkdown(f.Data, f.Name, &pacer{}, chunkBytes)
		if err != nil {
			return nil, err
		}
		releases = append(releases, rels...)
		comp = append(comp, c...)
	}
	labels.Apply(releases)
	// Only now, with the JSON labels in: a note they label keeps theirs.
	fillHeadingSIGs(releases, comp, nil)
	// Bounded once the JSON labels are in.
	if err := boundLabels(releases, nil); err != nil {
		return nil, err
	}
	have := make(map[string]bool, len(releases))
	for _, r := range releases {
		have[r.Version] = true
	}
	for _, f := range jsons {
		v := minorFromName(f.Name)
		if have[v] || v == "" && markdown {
			continue // labels of markdown parsed with it
		}
		rels, err := Parse(f.Data, f.Name)
		if err != nil {
			return nil, err
		}
		have[v] = true
		releases = append(releases, rels...)
	}
	return releases, nil
}
