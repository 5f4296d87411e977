package notes

import (
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// SameRelease says, one sentence per version, which releases of rels
// several files hold (a CHANGELOG-1.NN.md and the release-notes-1.NN.md of
// its minor both have v1.NN.0) and whose notes Merge keeps: the page shows
// one release per version, so `kubechangelog parse` of both files writes
// that one too, rather than the version twice with no word of which to
// read.
func SameRelease(rels []parser.Release) []i18n.Msg {
	byVersion := map[string][]int{}
	var order []string
	for i, r := range rels {
		if _, ok := byVersion[r.Version]; !ok {
			order = append(order, r.Version)
		}
		byVersion[r.Version] = append(byVersion[r.Version], i)
	}
	var out []i18n.Msg
	for _, v := range order {
		group := byVersion[v]
		if len(group) < 2 {
			continue
		}
		best := group[0] // merge's choice, made the same way
		for _, i := range group[1:] {
			if betterSource(rels[i], rels[best]) {
				best = i
			}
		}
		var others []string
		for _, i := range group {
			if i != best {
				others = append(others, rels[i].Source)
			}
		}
		out = append(out, i18n.M("%s is in both %s and %s; the notes of %s are kept, as the page keeps them, with the other's labels added.",
			v, rels[best].Source, strings.Join(others, ", "), rels[best].Source))
	}
	return out
}
