package changelog

import (
	"slices"

	"github.com/kubechangelog/kubechangelog/parser"
)

// boundLabels bounds what the notes of rels label
// once every label is in (the trailer's, a heading's, the JSON's, those a
// pull request lends):
//
//   - a note keeps at most parser.MaxNoteLabels SIGs and areas (the first
//     in sorted order), and Release.LabelsCut counts the notes cut, for
//     the page and the command line to say; the trailer already stops
//     reading a note's SIGs one past the cap;
//   - the file is refused (parser.ErrTooManyLabels) when its notes name
//     more than parser.MaxFileLabels distinct SIGs, or areas: no release's
//     notes do, and every view would count and list them all. The
//     file named is the Source of the release whose notes crossed it.
//
// It steps p every walkStep notes and stops counting at the first value
// past the bound, so its work is that of the labels the notes keep.
func boundLabels(rels []parser.Release, p *pacer) error {
	sigs, areas := map[string]bool{}, map[string]bool{}
	seen := 0
	for i := range rels {
		r := &rels[i]
		for j := range r.Notes {
			if seen++; seen%walkStep == 0 && p.active() {
				p.again()
			}
			n := &r.Notes[j]
			if len(n.SIGs) > parser.MaxNoteLabels || len(n.Areas) > parser.MaxNoteLabels {
				n.SIGs = slices.Clip(n.SIGs[:min(len(n.SIGs), parser.MaxNoteLabels)])
				n.Areas = slices.Clip(n.Areas[:min(len(n.Areas), parser.MaxNoteLabels)])
				r.LabelsCut++
			}
			for _, s := range n.SIGs {
				sigs[s] = true
			}
			for _, a := range n.Areas {
				areas[a] = true
			}
			if len(sigs) > parser.MaxFileLabels || len(areas) > parser.MaxFileLabels {
				return &parser.FileError{Name: r.Source, Err: parser.ErrTooManyLabels}
			}
		}
	}
	return nil
}
