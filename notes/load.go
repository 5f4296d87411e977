package notes

import (
	"bytes"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// File is one named input: release-notes markdown (a CHANGELOG-1.NN.md or a
// release-notes-1.NN.md) or a release-notes-1.NN.json label file.
type File struct {
	Name string
	Data []byte
}

// MaxFileSize bounds a file a person opens in the page: the largest
// upstream CHANGELOG is under 1 MB, so 32 MB leaves room for any real
// notes while refusing logs and disk images before any work is done.
const MaxFileSize = 32 << 20

// TooLarge is the refusal of a file of size bytes over MaxFileSize. The
// page says it from the size alone, before reading the file.
func TooLarge(name string, size int) error {
	return i18n.M("%s is %.1f MB; files over %d MB are not release notes and were not read", name, float64(size)/(1<<20), MaxFileSize>>20)
}

// CheckFile refuses, in one sentence, a file that cannot be release notes:
// too large, binary or not UTF-8. Parsing then says whether it holds notes.
func CheckFile(f File) error {
	switch {
	case len(f.Data) > MaxFileSize:
		return TooLarge(f.Name, len(f.Data))
	case len(f.Data) == 0:
		return i18n.M("%s is empty", f.Name)
	case bytes.IndexByte(f.Data, 0) >= 0:
		return i18n.M("%s is a binary file, not release-notes markdown", f.Name)
	case !utf8.Valid(f.Data):
		return i18n.M("%s is not UTF-8 text, so it is not release-notes markdown", f.Name)
	}
	return nil
}

// ParseFiles parses every markdown file and applies the labels of every
// JSON file to the notes that cite the same pull request. PR numbers are
// unique across the repository, so labels need no matching by minor. The
// first bad file stops it with an error naming that file.
func ParseFiles(files []File) ([]parser.Release, error) {
	var releases []parser.Release
	labels := parser.Labels{}
	for _, f := range files {
		if err := CheckFile(f); err != nil {
			return nil, err
		}
		if strings.EqualFold(path.Ext(f.Name), ".json") {
			l, err := parser.ParseLabels(f.Data, f.Name)
			if err != nil {
				return nil, err
			}
			for pr, lab := range l {
				labels[pr] = lab
			}
			continue
		}
		rels, err := parser.Parse(f.Data, f.Name)
		if err != nil {
			return nil, err
		}
		releases = append(releases, rels...)
	}
	labels.Apply(releases)
	return releases, nil
}

// With returns a new store holding s's releases and added, where a release
// of added replaces the release of the same version in s. It also returns
// the versions replaced, so the page can say so. s itself is unchanged.
func (s *Store) With(added []parser.Release) (*Store, []string, error) {
	return s.WithPause(added, nil)
}

// WithPause is With, calling a non-nil pause often while it builds the new
// store (between versions and releases), so that in WebAssembly the page
// can yield to the browser: a store built from a 20 MB file is far too much
// work for one task.
func (s *Store) WithPause(added []parser.Release, pause func()) (*Store, []string, error) {
	store, o, err := s.WithOpened(added, pause)
	return store, o.Replaced, err
}

// Opened says what adding releases to a store did (see WithOpened).
type Opened struct {
	Replaced []string // versions of the store that added releases replaced, sorted
	// Labelled counts the added notes that gained SIG or area labels from
	// the release they replaced.
	Labelled int
}

// WithOpened is WithPause, and says how many notes kept labels. A
// CHANGELOG file carries no labels for a minor's own notes (upstream
// publishes them in release-notes-1.NN.json, merged into the shipped
// store), so a release of added that replaces one of s first takes the
// SIGs and areas of the replaced notes citing the same pull request, and
// its Major Themes and Known Issues when it has none: opening the upstream
// CHANGELOG-1.30.md must not change what SIG Cluster Lifecycle shows.
func (s *Store) WithOpened(added []parser.Release, pause func()) (*Store, Opened, error) {
	var o Opened
	if len(added) == 0 {
		return nil, o, i18n.M("the file holds no release notes")
	}
	fresh := map[string]bool{}
	for _, r := range added {
		fresh[r.Version] = true
	}
	var all []parser.Release
	old := map[string]parser.Release{}
	for _, r := range s.releases {
		if fresh[r.Version] {
			o.Replaced = append(o.Replaced, r.Version)
			old[r.Version] = r
			continue
		}
		all = append(all, r)
	}
	labelled := map[*parser.Note]bool{}
	for _, r := range added {
		if prev, ok := old[r.Version]; ok {
			if pause != nil {
				pause()
			}
			r = cloneRelease(r)
			before := make([]int, len(r.Notes))
			for i, n := range r.Notes {
				before[i] = len(n.SIGs) + len(n.Areas)
			}
			lendLabels(&r, prev)
			for i := range r.Notes {
				if len(r.Notes[i].SIGs)+len(r.Notes[i].Areas) > before[i] {
					labelled[&r.Notes[i]] = true
				}
			}
		}
		all = append(all, r)
	}
	o.Labelled = len(labelled)
	slices.Sort(o.Replaced)
	return newStore(merge(all, pause), pause), o, nil
}
