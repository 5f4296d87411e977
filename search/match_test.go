package search

import (
	"slices"
	"testing"
)

// osaDistanceRef is the plain optimal-string-alignment distance between t
// and w, and the least distance between t and any prefix of w, with the
// early exit typoWords relies on: the reference typoWords is checked against.
func osaDistanceRef(t, w string, maxD int) (full, prefix int) {
	const inf = 1 << 20
	n := len(t)
	m := min(len(w), n+maxD)
	rows := make([][]int, m+1)
	for j := range rows {
		rows[j] = make([]int, n+1)
	}
	for i := 0; i <= n; i++ {
		rows[0][i] = i
	}
	prefix = n
	for j := 1; j <= m; j++ {
		rows[j][0] = j
		rowMin := j
		for i := 1; i <= n; i++ {
			cost := 1
			if t[i-1] == w[j-1] {
				cost = 0
			}
			v := min(rows[j-1][i]+1, rows[j][i-1]+1, rows[j-1][i-1]+cost)
			if i > 1 && j > 1 && t[i-1] == w[j-2] && t[i-2] == w[j-1] {
				v = min(v, rows[j-2][i-2]+1)
			}
			rows[j][i] = v
			rowMin = min(rowMin, v)
		}
		prefix = min(prefix, rows[j][n])
		if rowMin > maxD {
			return inf, prefix
		}
	}
	if m < len(w) {
		return inf, prefix
	}
	return rows[m][n], prefix
}

// TestTypoWordsMatchesReference checks the trie-style walk in typoWords
// against a plain per-word distance computation.
func TestTypoWordsMatchesReference(t *testing.T) {
	ix, _ := corpusIndex(t)
	d := ix.d
	for _, term := range []string{"upgarde", "upgar", "contianer", "dockrshim", "schedulr", "kubctl", "nftbles", "waitforallcontrolplanecomponets", "zzzzzz", "apisrv", "ephemral", "reset"} {
		got := map[int32]int32{}
		for _, h := range d.typoWords(term, true) {
			got[h.id] = h.score
		}
		maxD := 1
		if len(term) >= minTypo2Len {
			maxD = 2
		}
		want := map[int32]int32{}
		lo, hi := d.firstCharRange(term)
		for id := lo; id < hi; id++ {
			full, pre := osaDistanceRef(term, d.words[id], maxD)
			switch {
			case full <= maxD:
				want[id] = scoreTypo - int32(full)*scoreTypoStep
			case pre <= maxD:
				want[id] = scoreTypoPrefix - int32(pre)*scoreTypoStep
			}
		}
		if len(want) > maxWordHits {
			// keepBest trimmed: every kept word must agree with the reference.
			for id, s := range got {
				if want[id] != s {
					t.Errorf("%q: word %q scored %d, reference %d", term, d.words[id], s, want[id])
				}
			}
			continue
		}
		if !mapsEqual(got, want) {
			t.Errorf("%q: typoWords = %v, reference %v", term, names(d, got), names(d, want))
		}
	}
}

func mapsEqual(a, b map[int32]int32) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func names(d *dict, m map[int32]int32) []string {
	var out []string
	for id := range m {
		out = append(out, d.words[id])
	}
	slices.Sort(out)
	return out
}
