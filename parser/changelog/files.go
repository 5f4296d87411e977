package changelog

import (
	"path"
	"strings"

	"github.com/kubechangelog/kubechangelog/parser"
)

// File is one named input: release-notes markdown (a CHANGELOG-1.NN.md or a
// release-notes-1.NN.md) or a release-notes-1.NN.json label file.
type File struct {
	Name string
	Data []byte
}

// ParseFiles parses every markdown file and applies the labels of every
// JSON file to the notes that cite the same pull request. PR numbers are
// unique across the repository, so labels need no matching by minor. The
// first bad file stops it with an error naming that file (a
// *parser.FileError; notes.ErrorMsg says it).
func ParseFiles(files []File) ([]parser.Release, error) {
	var releases []parser.Release
	labels := Labels{}
	for _, f := range files {
		if strings.EqualFold(path.Ext(f.Name), ".json") {
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
			continue
		}
		rels, err := Parse(f.Data, f.Name)
		if err != nil {
			return nil, err
		}
		releases = append(releases, rels...)
	}
	labels.Apply(releases)
	return releases, nil
}
