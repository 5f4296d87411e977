package search

// maxTypoLen bounds the terms typo matching considers, so its dynamic
// programming table fits on the stack. Longer terms are pasted identifiers,
// which match exactly or by prefix.
const maxTypoLen = 40

// maxWholeTypoLen bounds the terms whose whole-word typos are looked for
// beside their exact and prefix matches (see typoWords).
const maxWholeTypoLen = 14

// typoWords returns the words within edit distance (with transpositions) of
// t and, with prefixes, the words with a prefix within it, so a typo is
// forgiven while still typing ("upgar" → "upgrade"). Without prefixes (a
// term that also matches words as typed) the distance is 1 and terms over
// maxWholeTypoLen are skipped: what is left to catch is a note's own
// misspelling of an ordinary word ("parittion"), and this scan runs at
// every keystroke.
//
// It walks the words sharing t's first byte in sorted order, like walking a
// trie: consecutive words share prefixes, so the table rows for the shared
// prefix are kept and only the rest of each word is computed, and once a
// prefix is hopeless (every cell of a row exceeds the distance) all the
// following words with that prefix are settled without computing anything.
func (d *dict) typoWords(t string, prefixes bool) []wordHit {
	n := len(t)
	if n < minTypoLen || n > maxTypoLen || !prefixes && n > maxWholeTypoLen {
		return nil
	}
	maxD := 1
	if n >= minTypo2Len && prefixes {
		maxD = 2
	}
	// dp[j][i]: distance between w[:j] and t[:i]; preMin[j]: the least
	// dp[k][n] for k ≤ j, i.e. the best prefix of w up to length j.
	var dp [maxTypoLen + 3][maxTypoLen + 1]int32
	var preMin [maxTypoLen + 3]int32
	for i := 0; i <= n; i++ {
		dp[0][i] = int32(i)
	}
	preMin[0] = int32(n)
	lo, hi := d.firstCharRange(t)
	var out []wordHit
	prev := ""    // previous word
	done := 0     // rows of prev that are valid
	dead := false // prev's last valid row exceeded maxD everywhere
	for id := lo; id < hi; id++ {
		w := d.words[id]
		if !prefixes && (len(w) > n+maxD || len(w) < n-maxD) {
			continue // cannot be within the distance; prev's rows stay valid
		}
		m := min(len(w), n+maxD)
		l := 0
		for l < done && l < m && w[l] == prev[l] {
			l++
		}
		if dead && l == done {
			// Same hopeless prefix as prev: nothing new can match,
			// but a prefix already within the distance still does.
			if prefixes && preMin[done] <= int32(maxD) {
				out = append(out, wordHit{id: id, score: scoreTypoPrefix - preMin[done]*scoreTypoStep})
			}
			continue
		}
		dead = false
		j := l + 1
		for ; j <= m; j++ {
			row, up := &dp[j], &dp[j-1]
			row[0] = int32(j)
			rowMin := row[0]
			c := w[j-1]
			for i := 1; i <= n; i++ {
				v := up[i] + 1
				if x := row[i-1] + 1; x < v {
					v = x
				}
				cost := int32(1)
				if t[i-1] == c {
					cost = 0
				}
				if x := up[i-1] + cost; x < v {
					v = x
				}
				if i > 1 && j > 1 && t[i-1] == w[j-2] && t[i-2] == c {
					if x := dp[j-2][i-2] + 1; x < v {
						v = x
					}
				}
				row[i] = v
				rowMin = min(rowMin, v)
			}
			preMin[j] = min(preMin[j-1], row[n])
			if rowMin > int32(maxD) {
				dead = true
				break
			}
		}
		if dead {
			done = j
		} else {
			done = m
		}
		prev = w
		switch {
		case !dead && m == len(w) && dp[m][n] <= int32(maxD):
			out = append(out, wordHit{id: id, score: scoreTypo - dp[m][n]*scoreTypoStep})
		case prefixes && preMin[done] <= int32(maxD):
			out = append(out, wordHit{id: id, score: scoreTypoPrefix - preMin[done]*scoreTypoStep})
		}
	}
	return keepBest(out)
}
