package search

// maxTypoLen bounds the terms typo matching considers, so its dynamic
// programming table fits on the stack. Longer terms are pasted identifiers,
// which match exactly or by prefix.
const maxTypoLen = 40

// maxWholeTypoLen bounds the plain words whose whole-word typos are looked
// for beside their exact and prefix matches (see typoWords). A flag or an
// identifier ("reconcile-cidr") is looked for up to maxTypoLen: notes
// misspell those too ("--reconcile-cdir"), and a long term prunes early.
const maxWholeTypoLen = 14

// minWholeTypo2Len is the shortest plain word whose whole-word typos may
// be two edits away: a note's own misspelling is often one letter doubled
// and one dropped ("Gradudate" for graduated), and a word this long has
// no other word of the notes that near.
const minWholeTypo2Len = 9

// minTypoPrefix is how many first bytes the whole-word near misses of a
// long word share with it, and at least those of a flag (see typoWords).
const minTypoPrefix = 3

// minIdentTypoPrefix is how many first bytes the near misses of a pasted
// identifier share with it (see typoWords).
const minIdentTypoPrefix = 5

// transposed returns the words that are t with two adjacent letters
// swapped, for a term of minTypoLen-1 letters: too short for any edit
// ("pods" → "pod", "pids"), but a swap is the commonest slip of typing
// and a note's own ("cdir" for cidr), and rarely makes another word.
func (d *dict) transposed(t string) []wordHit {
	var out []wordHit
	b := []byte(t)
	for i := 1; i+1 < len(b); i++ { // the first letter is rarely wrong
		if b[i] == b[i+1] {
			continue
		}
		b[i], b[i+1] = b[i+1], b[i]
		if id := d.lookup(string(b)); id >= 0 {
			out = append(out, wordHit{id: id, score: scoreTypo - scoreTypoStep})
		}
		b[i], b[i+1] = b[i+1], b[i]
	}
	return out
}

// typoWords returns the words within edit distance (with transpositions) of
// t and, with prefixes, the words with a prefix within it, so a typo is
// forgiven while still typing ("upgar" → "upgrade"). Without prefixes (a
// term that also matches words as typed) the distance is 1 and terms over
// maxWholeTypoLen are skipped: what is left to catch is a note's own
// misspelling of an ordinary word ("parittion"), and this scan runs at
// every keystroke. An identifier pasted whole (minIdentLen letters or
// more) is looked for too: notes misspell those ("Promoted the feature
// gate ValidtaingAdmissionPolicy to beta", #119409), one slip away: at
// that length the words within one edit are few, and the scan prunes
// early.
//
// It walks the words sharing t's first byte in sorted order, like walking a
// trie: consecutive words share prefixes, so the table rows for the shared
// prefix are kept and only the rest of each word is computed, and once a
// prefix is hopeless (every cell of a row exceeds the distance) all the
// following words with that prefix are settled without computing anything.
func (d *dict) typoWords(t string, prefixes bool) []wordHit {
	n := len(t)
	if n == minTypoLen-1 && isLetters(t) {
		return d.transposed(t)
	}
	if n < minTypoLen || n > maxTypoLen || !prefixes && n > maxWholeTypoLen && n < minIdentLen && isLetters(t) {
		return nil
	}
	maxD := 1
	if n >= minTypo2Len && prefixes || n >= minWholeTypo2Len && n <= maxWholeTypoLen && !prefixes && isLetters(t) {
		maxD = 2
	}
	// dp[j][i]: distance between w[:j] and t[:i]; preMin[j]: the least
	// dp[k][n] for k ≤ j, i.e. the best prefix of w up to length j. Every
	// cell read is written first, so the tables are kept in d rather than
	// zeroed on the stack (7 KB) at every call; callers hold the index
	// lock, as for d.stems.
	if d.typo == nil {
		d.typo = new(typoTables)
	}
	dp, preMin := &d.typo.dp, &d.typo.preMin
	kp := 1 // the words searched all start with t[:kp]
	switch {
	case !prefixes && !isLetters(t):
		// A flag or an identifier: the words sharing all of it but its
		// last part, where a near miss is looked for ("reconcile-cdir"
		// for reconcile-cidr). A first-byte range is a tenth of the
		// dictionary, the range of a flag's first part ("kube-") still
		// hundreds of words, and this runs at every keystroke.
		k := len(t)
		for k > 0 && isWordByte(t[k-1]) {
			k--
		}
		kp = max(k, minTypoPrefix)
	case !prefixes && n >= minIdentLen:
		// A pasted identifier: the words sharing its first
		// minIdentTypoPrefix bytes ("Validtaing…" keeps "valid"), a few
		// dozen, where a first-byte range is thousands.
		kp = minIdentTypoPrefix
	case !prefixes && maxD > 1:
		// Two edits: the words sharing t's first minTypoPrefix bytes,
		// which a slip or a note's misspelling rarely changes
		// ("gradudate").
		kp = minTypoPrefix
	}
	lo, hi := d.prefixRange(t[:kp])
	// The rows of the shared prefix: w[:j] is t[:j], so its distance to
	// t[:i] is |i-j|. Only the rest of each word is computed, which reads
	// the last two of them.
	for j := max(kp-1, 0); j <= kp; j++ {
		for i := 0; i <= n; i++ {
			dp[j][i] = int32(max(i-j, j-i))
		}
		preMin[j] = int32(n - j)
	}
	var out []wordHit
	prev := t[:kp] // previous word
	done := kp     // rows of prev that are valid
	dead := false  // prev's last valid row exceeded maxD everywhere
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
		case !prefixes && !dead && m == len(w) && dp[m][n] == 0:
			// t itself, which matches as a word.
		case !dead && m == len(w) && dp[m][n] <= int32(maxD):
			out = append(out, wordHit{id: id, score: scoreTypo - dp[m][n]*scoreTypoStep})
		case prefixes && preMin[done] <= int32(maxD):
			out = append(out, wordHit{id: id, score: scoreTypoPrefix - preMin[done]*scoreTypoStep})
		}
	}
	return keepBest(out)
}

// typoTables is typoWords' scratch (see dict.typo).
type typoTables struct {
	dp     [maxTypoLen + 3][maxTypoLen + 1]int32
	preMin [maxTypoLen + 3]int32
}
