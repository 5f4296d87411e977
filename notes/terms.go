package notes

import (
	"slices"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/parser"
)

// terms is a search text split into its structured terms (sig:node,
// kind:feature, area:kubelet, author:neolit123, pr:122530 or #122530,
// v:1.30) and the free text left for the search index. Values of one key
// widen (sig:node sig:storage); different keys narrow, as the filters do.
type terms struct {
	free     string
	sigs     []string
	kinds    []parser.Kind
	areas    []string
	authors  []string
	prs      []int
	versions []string // "v1.30" matches v1.30.*; "v1.30.2" only that release
}

func (t terms) structured() bool {
	return len(t.sigs)+len(t.kinds)+len(t.areas)+len(t.authors)+len(t.prs)+len(t.versions) > 0
}

// parseTerms never fails: a term whose value it cannot use stays free text,
// so the search still gets a chance to match it.
func parseTerms(q string) terms {
	var t terms
	var free []string
	for _, w := range strings.Fields(q) {
		key, val, ok := strings.Cut(w, ":")
		if !ok && strings.HasPrefix(w, "#") {
			key, val, ok = "pr", w[1:], true
		}
		if !ok || val == "" {
			free = append(free, w)
			continue
		}
		val = strings.ToLower(val)
		switch strings.ToLower(key) {
		case "sig":
			t.sigs = append(t.sigs, strings.TrimPrefix(val, "sig-"))
		case "kind":
			if k, ok := kindFromTerm(val); ok {
				t.kinds = append(t.kinds, k)
			} else {
				free = append(free, w)
			}
		case "area":
			t.areas = append(t.areas, val)
		case "author", "by":
			t.authors = append(t.authors, strings.TrimPrefix(val, "@"))
		case "pr":
			if n, err := strconv.Atoi(strings.TrimPrefix(val, "#")); err == nil && n > 0 {
				t.prs = append(t.prs, n)
			} else {
				free = append(free, w)
			}
		case "v", "version":
			if !strings.HasPrefix(val, "v") {
				val = "v" + val
			}
			t.versions = append(t.versions, val)
		default:
			free = append(free, w)
		}
	}
	t.free = strings.Join(free, " ")
	return t
}

// kindFromTerm finds the kind a person means by a short word: "feature",
// "bug", "api-change", "deprecation", "urgent", "cleanup".
func kindFromTerm(val string) (parser.Kind, bool) {
	norm := func(s string) string {
		return strings.NewReplacer(" ", "", "-", "", "_", "", "(", "", ")", "").Replace(strings.ToLower(s))
	}
	v := norm(val)
	for _, k := range parser.Kinds {
		if norm(string(k)) == v {
			return k, true
		}
	}
	for _, k := range parser.Kinds {
		if strings.HasPrefix(norm(string(k)), v) {
			return k, true
		}
	}
	switch v {
	case "cleanup", "flake":
		return parser.KindCleanup, true
	case "action", "actionrequired":
		return parser.KindUrgent, true
	}
	return "", false
}

// match reports whether note n of release version passes the structured terms.
func (t terms) match(n *parser.Note, version string) bool {
	if len(t.sigs) > 0 && !meets(n.SIGs, t.sigs) {
		return false
	}
	if len(t.areas) > 0 && !meets(n.Areas, t.areas) {
		return false
	}
	if len(t.kinds) > 0 && !slices.Contains(t.kinds, n.Kind) {
		return false
	}
	if len(t.authors) > 0 && !anyFold(n.Authors, t.authors) {
		return false
	}
	if len(t.prs) > 0 && !meets(n.PRs, t.prs) {
		return false
	}
	if len(t.versions) > 0 {
		ok := false
		for _, v := range t.versions {
			if version == v || strings.HasPrefix(version, v+".") || strings.HasPrefix(version, v+"-") {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// meets reports whether have and want share a value.
func meets[T comparable](have, want []T) bool {
	for _, h := range have {
		if slices.Contains(want, h) {
			return true
		}
	}
	return false
}

func anyFold(have, want []string) bool {
	for _, h := range have {
		for _, w := range want {
			if strings.EqualFold(h, w) {
				return true
			}
		}
	}
	return false
}
