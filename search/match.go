package search

import (
	"slices"
	"sort"
	"strings"
)

// rareLexical is the most notes a term's exact and prefix matches may have
// for typo prefixes to be added to them ("upgar" → "upgrade"), beside the
// whole-word typos every plain word gets. Notes contain misspellings too:
// "kubctl" is a word of one note, and a person typing kubctl means kubectl.
// The notes with the typed spelling still rank first.
const rareLexical = 2

// isLetters reports whether t is a plain ASCII word.
func isLetters(t string) bool {
	for i := 0; i < len(t); i++ {
		if !isLower(t[i]) && !isUpper(t[i]) {
			return false
		}
	}
	return true
}

// Typo tolerance by term length: short terms have too many neighbours for a
// typo to be meaningful ("pod" → "pd", "pid", "pods"…).
const (
	minTypoLen  = 5  // edit distance 1 from here ("upgarde" → "upgrade")
	minTypo2Len = 10 // edit distance 2 from here
	minFuzzyLen = 3  // subsequence matching from here ("kbadm" → "kubeadm")
	maxWordHits = 64 // typo/fuzzy words kept per term, best first
)

// wordHit is one dictionary word a term matched outside its prefix range,
// or inside it with a better score than a prefix's (a stem).
type wordHit struct {
	id    int32
	score int32
	pos   []int // matched byte offsets in the word; nil = whole word
}

// termMatch is one query term resolved against the dictionary: everything
// needed to test a document by looking only at its sorted word ids. A term
// matches the words starting with it (lexical, a contiguous id range) and
// the words listed: other forms of it (stems, vocabulary), words within its
// edit distance, and, when nothing else matched, subsequences.
type termMatch struct {
	text   string
	lo, hi int32     // words [lo, hi) start with text
	exact  int32     // id of text itself, or -1
	pr     int32     // id of "#text" when text is a number (a PR reference), or -1
	list   []wordHit // other matched words, sorted by id, unique
	cost   int       // postings to walk if this term generates candidates
	// optional says a document need not match this term (a stop word
	// beside other terms; see stopWords). Set per query, not cached.
	optional bool
	// soft says the term is optional because it is common (see
	// softShare), not a stop word. Set per query, not cached.
	soft bool
	// ident says the term is an identifier, metric or flag as typed
	// (see isIdentTerm): matching one of the note's identifiers whole,
	// even with a typo, is what it asks for; ending a longer one is
	// another identifier ("pod_scheduling_duration_seconds" is not
	// "scheduling_duration_seconds").
	ident bool
	// maxIDF, when above 0, caps the idf of the words this term matches
	// (see joinPairs). Set per query, not cached.
	maxIDF float32
	// run says a glued run of query words is in list (see joinRuns),
	// which outscores the word itself. Set per query, not cached.
	run bool
	// parts are the words of a flag or identifier typed with '-' or '_'
	// ("quota-backend-bytes"), which the term also matches where a note
	// has them all, as words of its own ("configurable etcd quota
	// backend bytes") or parts of other identifiers: a person types the
	// flag they remember for the words a note used (see termParts).
	// rare is the part with the fewest postings: the candidates are its
	// notes, and its word stands for the term in ranking. Set per query
	// (see Find), not cached.
	parts []wordRange
	rare  int
	// inRow says the parts are the words of a compound typed glued, which
	// a note writes in a row (see gluedThree).
	inRow bool
	// stages are the stages of a feature the term names (see
	// stageNames), one bit each.
	stages uint8
}

// wordRange is the dictionary words [lo, hi): one word, or the words
// starting with a prefix.
type wordRange struct{ lo, hi int32 }

func (m *termMatch) lexical() bool { return m.hi > m.lo }
func (m *termMatch) empty() bool   { return !m.lexical() && len(m.list) == 0 && m.parts == nil }

// exactOnly narrows m's range of words to the word itself, not the longer
// words it starts.
func (m *termMatch) exactOnly() {
	m.lo, m.hi = 0, 0
	if m.exact >= 0 {
		m.lo, m.hi = m.exact, m.exact+1
	}
}

// typedWhole narrows m to the word and its other forms and names, for a
// word typed whole: not the start of a longer word, nor a typo ("is" is
// not "issue"). m's list may be cached (Index.terms), so it is copied.
func (m *termMatch) typedWhole() {
	m.exactOnly()
	list := make([]wordHit, 0, len(m.list))
	for _, h := range m.list {
		if band(h.score) >= band(scoreVocab) {
			list = append(list, h)
		}
	}
	m.list = list
}

// matchTerm resolves one lower-cased query term.
func (d *dict) matchTerm(t string) termMatch {
	if isShortFlag(t) {
		// The flag's letter as a whole word, where a note writes the
		// flag ("`--filename`/`-f`", #138671): not the start of longer
		// words, as a letter being typed is ("kubectl run -f
		// deprecation" found "from" in a note deprecating other kubectl
		// run flags first). The term keeps its dash, so a longer word
		// typed after it never reuses its narrower results.
		m := d.matchTerm(t[1:])
		m.text, m.ident, m.list = t, false, nil
		m.exactOnly()
		m.cost = d.rangeCost(wordRange{m.lo, m.hi})
		return m
	}
	m := termMatch{text: t, exact: -1, pr: -1, ident: isIdentTerm(t), stages: stagesOf(t)}
	m.lo, m.hi = d.prefixRange(t)
	lexCost := 0
	if m.lexical() {
		if d.words[m.lo] == t {
			m.exact = m.lo
		}
		if isDigits(t) {
			m.pr = d.lookup("#" + t)
		}
		lexCost = int(d.postOff[m.hi] - d.postOff[m.lo])
	}
	if m.stages == 0 && m.exact < 0 {
		m.stages = stageSlip(t)
	}
	var list []wordHit
	for _, id := range d.stemWords(t) {
		list = append(list, wordHit{id: id, score: scoreStem})
	}
	for _, vf := range vocabForms(t) {
		f, score := vf.form, vf.score
		if !compounds[f] {
			if id := d.lookup(f); id >= 0 {
				list = append(list, wordHit{id: id, score: score})
			}
			// And its other word forms: "dropped" finds "remove" as
			// well as "removed".
			for _, id := range d.stemWords(f) {
				list = append(list, wordHit{id: id, score: score})
			}
			if strings.Contains(f, " ") {
				// A phrase of the group written hyphened, as a typed
				// phrase is found (below): "sg" finds the
				// "Security-Groups" and aws-load-balancer-security-groups
				// of #83446. Inside a longer identifier it is a step
				// below, as a prefix is: a name of the phrase is not
				// its words typed.
				if id := d.lookupHyphened(f); id >= 0 {
					list = append(list, wordHit{id: id, score: score})
				}
				for _, h := range d.gluedStarts(strings.ReplaceAll(f, " ", "")) {
					list = append(list, wordHit{id: h.id, score: min(score, scoreRelated)})
				}
			}
			continue
		}
		lo, hi := d.prefixRange(f)
		for id := lo; id < min(hi, lo+maxWordHits); id++ {
			list = append(list, wordHit{id: id, score: score})
		}
	}
	if strings.Contains(t, " ") {
		// A phrase of the vocabulary typed apart ("network policy") is
		// the words themselves where a note writes them glued
		// ("NetworkPolicy"), as joinPairs scores two words typed apart:
		// not another name of them.
		g := strings.ReplaceAll(t, " ", "")
		if id := d.lookup(g); id >= 0 {
			list = append(list, wordHit{id: id, score: scoreExact})
		}
		// And glued at the start of a longer identifier, or inside one
		// (its suffix words start there, see tokenWords), whose rest is
		// a word of the notes: "custom resource" is two parts of
		// CustomResourceDefaulting (#81872), as joinPairs finds two
		// plain words there.
		list = append(list, d.gluedStarts(g)...)
		// Hyphened ("read-only"), as most notes write such a phrase: the
		// same words, a step below them as typed.
		if id := d.lookupHyphened(t); id >= 0 {
			list = append(list, wordHit{id: id, score: scoreStem})
		} else {
			list = append(list, d.hyphenedStarts(t)...)
		}
	}
	list = append(list, d.gluedForms(t)...)
	if m.exact < 0 {
		list = append(list, d.hyphenForms(t)...)
	}
	switch {
	case !m.lexical():
		list = append(list, d.acronymWords(t)...)
		list = append(list, d.typoWords(t, true)...)
	case isLetters(t):
		list = append(list, d.typoWords(t, lexCost <= rareLexical)...)
	case isFlag(t):
		// A flag or an identifier: its whole-word near misses.
		list = append(list, d.typoWords(t, false)...)
	}
	if m.lo >= m.hi {
		// No word of the notes starts with t: a slip, not a word still
		// being typed.
		list = append(list, d.typoForms(list)...)
	}
	if m.ident {
		// A whole-word near miss of a typed identifier is the identifier
		// mistyped ("apiserver_storage_objcts", "NodeResourcesBalancedAlocation"):
		// at this length no other word is that near, so it ranks with the
		// other forms of a word, above any prefix (see best for an
		// identifier that only ends a longer one).
		whole := false
		for i := range list {
			if s := list[i].score; s > scoreTypoPrefix && s <= scoreTypo && list[i].pos == nil {
				list[i].score = scoreIdentTypo
				whole = true
			}
		}
		if whole {
			// The identifier mistyped names that identifier, not the
			// longer ones a prefix of it nearly starts:
			// "apiserver_storage_objcts" is apiserver_storage_objects,
			// not apiserver_storage_object_counts, another metric.
			list = slices.DeleteFunc(list, func(h wordHit) bool { return h.score <= scoreTypoPrefix })
		}
	}
	if !m.lexical() && len(list) == 0 {
		list = d.fuzzyWords(t)
	}
	if len(list) > 0 {
		sortByWord(list)
		list = slices.CompactFunc(list, func(a, b wordHit) bool { return a.id == b.id })
	}
	m.list, m.cost = list, lexCost
	for _, w := range list {
		// A typo's other forms (see typoForms) do not make the term
		// common: it is as rare as the word it names.
		if (w.id < m.lo || w.id >= m.hi) && w.score != scoreTypoForm {
			m.cost += int(d.postOff[w.id+1] - d.postOff[w.id])
		}
	}
	return m
}

// lookupHyphened returns the id of phrase f written with hyphens ("read
// only" as "read-only", the way most notes write it), or -1 (also for a
// one-word f).
func (d *dict) lookupHyphened(f string) int32 {
	if !strings.Contains(f, " ") {
		return -1
	}
	return d.lookup(strings.ReplaceAll(f, " ", "-"))
}

// hyphenForms returns the other word forms of a hyphenated word ("re-tainting"
// for the "re-taint" #109840 wrote, "pre-pulled" for "pre-pull"): the
// words of the notes with the same first parts and a last part of the
// same stem. stemWords leaves such a word alone, as it does identifiers.
func (d *dict) hyphenForms(t string) []wordHit {
	i := strings.LastIndexByte(t, '-')
	if i <= 0 || !isLetters(strings.ReplaceAll(t, "-", "")) {
		return nil
	}
	var out []wordHit
	for _, id := range d.stemWords(t[i+1:]) {
		if f := d.lookup(t[:i+1] + d.words[id]); f >= 0 {
			out = append(out, wordHit{id: f, score: scoreStem})
		}
	}
	return out
}

// maxPartsNamed is the most notes a flag may be named in for its words
// apart to be looked for too: a flag many notes name ("kube-proxy") is
// what the person typed it for, and the notes with its words apart would
// only add candidates to rank at every keystroke.
const maxPartsNamed = 50

// addParts sets m's parts (see termMatch.parts), which Find asks for
// beside other terms or when nothing else matches m.
func (d *dict) addParts(m *termMatch) {
	if m.cost > maxPartsNamed {
		return
	}
	if m.parts, m.inRow = d.termParts(m.text); m.parts != nil {
		m.rare = 0
		for i, p := range m.parts {
			if d.rangeCost(p) < d.rangeCost(m.parts[m.rare]) {
				m.rare = i
			}
		}
		m.cost += d.rangeCost(m.parts[m.rare])
	}
}

// rangeCost returns the postings of the words of r.
func (d *dict) rangeCost(r wordRange) int { return int(d.postOff[r.hi] - d.postOff[r.lo]) }

// Bounds of termParts: a part shorter than minPartLen or a stop word says
// little, and a term of more than maxTermParts parts is a name, not words.
const (
	minPartLen   = 2
	maxTermParts = 4
)

// termParts returns the words of a term written with '-' or '_' between
// words of letters ("quota-backend-bytes", "cluster-info"), each the word
// itself and the last, which may still be being typed, every word starting
// with it; nil unless the term has two such words or more, all of them
// words of the notes. Parts shorter than minPartLen and stop words are
// left out ("x-kubernetes-int-or-string" is kubernetes, int, string). A
// term of letters alone has the parts gluedParts finds, and inRow as it
// says.
func (d *dict) termParts(t string) (parts []wordRange, inRow bool) {
	if !strings.ContainsAny(t, "-_") {
		return d.gluedParts(t)
	}
	if !isFlag(t) {
		return nil, false
	}
	words := strings.FieldsFunc(t, func(r rune) bool { return r == '-' || r == '_' })
	for i, w := range words {
		if len(w) < minPartLen || !isLetters(w) || stopWords[w] {
			continue
		}
		var r wordRange
		if i == len(words)-1 {
			r.lo, r.hi = d.prefixRange(w)
		} else if r.lo = d.lookup(w); r.lo >= 0 {
			r.hi = r.lo + 1
		}
		if r.lo < 0 || r.hi <= r.lo {
			return nil, false // a part no note has: no note has them all
		}
		parts = append(parts, r)
	}
	if len(parts) < 2 || len(parts) > maxTermParts {
		return nil, false
	}
	return parts, false
}

// Bounds of gluedParts: each word of a glued compound has minGluedPart
// letters or more (with shorter halves, most words split by chance into
// a one- or two-letter word and another), and the compound itself is in
// at most maxGluedNamed notes, as many as a flag's words apart are looked
// for (see maxPartsNamed). It was 2: a word the notes write glued was
// taken for what the person typed ("nodelease" for the gate NodeLease,
// not "node lease"); but the notes write one name both ways, "jsonpath"
// in 12 notes and "arbitary JSON path" (#105776), "AzureDisk" in 10 and
// "Azure Disk in-tree StorageClasses" (#109154, for "azuredisk sc
// topology zones"), and the glued word still ranks above its words apart
// (see scoreParts). On the known-item sets: 1 first place won, none lost.
const (
	minGluedPart  = 3
	maxGluedNamed = maxPartsNamed
)

// gluedParts returns the two words of a compound typed as one word that
// the notes write apart ("jsonpatch" for "JSON Patch", #69330 and
// #105896), as termParts does for a flag: a person who remembers a
// two-word name often types it glued, the way identifiers and package
// names write it. Both words must be words of the notes, neither a stop
// word; of several splits, the most even one. nil for a term the notes
// write glued in more than maxGluedNamed notes. inRow says the words
// must be written in a row (see gluedThree).
func (d *dict) gluedParts(t string) (parts []wordRange, inRow bool) {
	if len(t) < 2*minGluedPart || !isLetters(t) {
		return nil, false
	}
	if id := d.lookup(t); id >= 0 && d.rangeCost(wordRange{id, id + 1}) > maxGluedNamed {
		return nil, false
	}
	if three := d.gluedThree(t); three != nil {
		return three, true
	}
	best, left, right := 0, int32(-1), int32(-1)
	for i := minGluedPart; i <= len(t)-minGluedPart; i++ {
		a, b := t[:i], t[i:]
		if even := min(len(a), len(b)); even <= best || stopWords[a] || stopWords[b] {
			continue
		}
		l := d.lookup(a)
		if l < 0 {
			continue
		}
		if r := d.lookup(b); r >= 0 {
			best, left, right = min(len(a), len(b)), l, r
		}
	}
	if left < 0 {
		return nil, false
	}
	return []wordRange{{left, left + 1}, {right, right + 1}}, false
}

// gluedThree returns the three words of a compound typed as one word
// that the notes write as three ("nodelocaldns" for "node local dns",
// #99749), as gluedParts does for two; of several splits, the most even.
// Tried first: a three-word name also splits in two where one half is a
// word of the notes glued ("nodelocal" of "nodelocal dns cache"), and
// those two find only the notes that glue the same half. The three must
// be words of their own written in a row: parts of an identifier are the
// parts of another name ("matchlabelkeys" is not "MatchLabelExpressions
// keys", #66843).
func (d *dict) gluedThree(t string) []wordRange {
	best := 0
	var out []wordRange
	for i := minGluedPart; i <= len(t)-2*minGluedPart; i++ {
		a := t[:i]
		if stopWords[a] {
			continue
		}
		l := d.lookup(a)
		if l < 0 {
			continue
		}
		for j := i + minGluedPart; j <= len(t)-minGluedPart; j++ {
			b, c := t[i:j], t[j:]
			if even := min(len(a), len(b), len(c)); even <= best || stopWords[b] || stopWords[c] {
				continue
			}
			m, r := d.lookup(b), d.lookup(c)
			if m >= 0 && r >= 0 {
				best = min(len(a), len(b), len(c))
				out = []wordRange{{l, l + 1}, {m, m + 1}, {r, r + 1}}
			}
		}
	}
	return out
}

// partsSpan is how many more tokens than it has parts the first
// occurrences of a term's parts may span in a note: the words of a flag
// written apart are written together ("quota backend bytes", "cluster
// dump info" for cluster-info), not scattered over a long note
// ("apiserver" … "storage" … "objects").
const partsSpan = 2

// hasParts reports whether a document whose sorted forward entries are ws
// (and their first token positions wp) has every part of m, their first
// occurrences close together, and the index in ws of its rare part's word.
func (m *termMatch) hasParts(ws []int32, wp []uint8) (int, bool) {
	at := -1
	lo, hi := uint8(255), uint8(0)
	for k, p := range m.parts {
		i, _ := slices.BinarySearch(ws, p.lo<<entryShift)
		if i >= len(ws) || entryWord(ws[i]) >= p.hi {
			return 0, false
		}
		if m.inRow && !entryWhole(ws[i]) {
			// A word found only inside an identifier: the identifier's
			// parts share its position, so they would look written in a
			// row while being another name's parts.
			return 0, false
		}
		lo, hi = min(lo, wp[i]), max(hi, wp[i])
		if k == m.rare {
			at = i
		}
	}
	// Positions are capped at 255: past it, closeness is unknown.
	span := partsSpan
	if m.inRow {
		span = 0
	}
	if hi == 255 || int(hi-lo) >= len(m.parts)+span {
		return 0, false
	}
	return at, true
}

// firstCharRange returns the ids of the words sharing t's first byte. Typo
// and fuzzy matching only look there: people rarely get the first letter
// wrong, and it cuts the scan to a few thousand words.
func (d *dict) firstCharRange(t string) (lo, hi int32) { return d.prefixRange(t[:1]) }

// keepBest trims hits to the maxWordHits best scores, shortest word first.
func keepBest(hits []wordHit) []wordHit {
	if len(hits) <= maxWordHits {
		return hits
	}
	sort.Slice(hits, func(i, j int) bool { return hits[i].score > hits[j].score })
	return hits[:maxWordHits]
}

// sortByWord orders hits by word, the best score of a word first.
//
// The word-hit sorts use sort.Slice, not slices.SortFunc: the generic sort
// is copied into the page's module for each element type (23 KB raw for
// wordHit), and the page has a download budget. sort.Slice runs the same
// pattern-defeating quicksort, so the order is the same; a term's lists
// are short and cached, so the reflection costs a keystroke nothing
// measurable (BenchmarkSearch).
func sortByWord(hits []wordHit) {
	sort.Slice(hits, func(i, j int) bool {
		if hits[i].id != hits[j].id {
			return hits[i].id < hits[j].id
		}
		return hits[i].score > hits[j].score
	})
}

// prefixPos holds 0, 1, 2, … so a prefix match's Mark.Pos is a shared,
// capacity-limited sub-slice instead of an allocation per hit.
var prefixPos = func() []int {
	p := make([]int, maxWordLen)
	for i := range p {
		p[i] = i
	}
	return p
}()

// best returns the best way term m matches a document whose sorted forward
// entries are ws (wp their first token positions): the score (0 = no
// match), the index in ws of the matched word's entry and the matched byte
// offsets within the word (nil = whole word).
func (m *termMatch) best(d *dict, ws []int32, wp []uint8) (score int32, at int, pos []int) {
	if m.pr >= 0 {
		if i, _ := slices.BinarySearch(ws, m.pr<<entryShift); i < len(ws) && entryWord(ws[i]) == m.pr {
			return scorePR, i, nil
		}
	}
	// The best match in the note's aka field (see Fields.Aka), taken
	// only when its text does not match: a word the note says is the
	// note's, and marked where it says it. Over the 14,717 held-out
	// known-item queries, with the first pass of the words, the aka field
	// searched only then put 63 more notes first than the better of the
	// two matches did (13,102 against 13,039).
	var akaScore int32
	var akaAt int
	var akaOff []int
	if m.lexical() {
		exact := false
		i, _ := slices.BinarySearch(ws, m.lo<<entryShift)
		for ; i < len(ws) && entryWord(ws[i]) < m.hi; i++ {
			id := entryWord(ws[i])
			if isAka(ws[i]) {
				if id == m.exact {
					akaScore, akaAt = scoreAka, i
				}
				continue
			}
			if id == m.exact {
				if entryWhole(ws[i]) {
					score, at, exact = scoreExact, i, true
					break
				}
				score, at, exact = scoreExactPart, i, true
				if m.ident {
					score = scoreIdentPart
				}
				continue
			}
			s := scorePrefix - min(int32(len(d.words[id])-len(m.text)), scorePrefixSpan-1)
			if s > score {
				score, at = s, i
			}
		}
		if score > 0 && !exact {
			n := len(m.text)
			pos = prefixPos[:n:n]
		}
		if score >= scoreExact && !m.run {
			return score, at, nil
		}
	}
	for i, j, ok := m.nextIn(ws, 0, 0); ok; i, j, ok = m.nextIn(ws, i+1, j+1) {
		h := &m.list[j]
		s := h.score
		switch {
		case s == scoreIdentTypo && !entryWhole(ws[i]):
			s = scoreTypo - scoreTypoStep // the end of a longer identifier, mistyped
		case s == scoreRun && !entryWhole(ws[i]):
			// Only part of a longer identifier: not the one the words
			// spell, so not preferred to the words where the note says
			// them ("pod pids limit" in SupportPodPidsLimit, #94140).
			s = scoreExactPart
		}
		if isAka(ws[i]) {
			if s = min(s, scoreAka); s > akaScore {
				akaScore, akaAt, akaOff = s, i, h.pos
			}
			continue
		}
		// Of two words matched as well, a whole token is the note
		// naming it, the other only a part of a longer one ("network-policy"
		// of net.beta.kubernetes.io/network-policy beside NetworkPolicy,
		// #39164).
		if s > score || s == score && entryWhole(ws[i]) && !entryWhole(ws[at]) {
			score, at, pos = s, i, h.pos
		}
	}
	if score < scoreParts && m.parts != nil {
		if i, ok := m.hasParts(ws, wp); ok {
			score, at, pos = scoreParts, i, nil
		}
	}
	if score == 0 && akaScore > 0 {
		return akaScore, akaAt, akaOff
	}
	return score, at, pos
}

// nextIn returns the first i' ≥ i and j' ≥ j where ws (a document's sorted
// forward entries) has the word m.list[j'], at ws[i'], and whether there is
// one. ws is typically a few dozen ids and list a few, so merging the two
// sorted lists is cheaper than hashing either. (A plain function, not an
// iterator: range-over-func's closures cost this hot loop 5–30%.)
func (m *termMatch) nextIn(ws []int32, i, j int) (int, int, bool) {
	for i < len(ws) && j < len(m.list) {
		switch id := entryWord(ws[i]); {
		case id < m.list[j].id:
			i++
		case id > m.list[j].id:
			j++
		default:
			return i, j, true
		}
	}
	return i, j, false
}

// minIdentLen is the shortest term of plain letters taken for an
// identifier typed lower-cased or in CamelCase ("NodeResourcesBalancedAllocation"):
// English words that long are rare in queries.
const minIdentLen = 16

// isIdentTerm reports whether term t (lower-cased) is an identifier, a
// metric or a flag as typed: words joined by '_' or '-' with a letter
// ("apiserver_storage_objects", "reconcile-cidr"), or a long run of
// letters (a CamelCase name).
func isIdentTerm(t string) bool {
	if strings.ContainsAny(t, "_-") && isFlag(t) {
		return true
	}
	return len(t) >= minIdentLen && isLetters(t)
}

// has reports whether m matches a document whose sorted forward entries
// are ws (wp their first token positions), as best would score it above
// zero.
func (m *termMatch) has(ws []int32, wp []uint8) bool {
	if m.pr >= 0 {
		if i, _ := slices.BinarySearch(ws, m.pr<<entryShift); i < len(ws) && entryWord(ws[i]) == m.pr {
			return true
		}
	}
	if m.lexical() {
		if i, _ := slices.BinarySearch(ws, m.lo<<entryShift); i < len(ws) && entryWord(ws[i]) < m.hi {
			return true
		}
	}
	if len(m.list) > hasSearchList {
		// Many words (a common term's forms and near misses): one merge
		// of the two sorted lists, as best does.
		if _, _, ok := m.nextIn(ws, 0, 0); ok {
			return true
		}
		if m.parts != nil {
			_, ok := m.hasParts(ws, wp)
			return ok
		}
		return false
	}
	for _, h := range m.list {
		if i, _ := slices.BinarySearch(ws, h.id<<entryShift); i < len(ws) && entryWord(ws[i]) == h.id {
			return true
		}
	}
	if m.parts != nil {
		_, ok := m.hasParts(ws, wp)
		return ok
	}
	return false
}

// hasSearchList is the longest list of words has looks up one by one.
const hasSearchList = 8

// contains reports whether word id is one of m's words.
func (m *termMatch) contains(id int32) bool {
	if id >= m.lo && id < m.hi {
		return true
	}
	_, ok := slices.BinarySearchFunc(m.list, id, func(h wordHit, id int32) int { return int(h.id - id) })
	return ok
}

// narrows reports whether every document matching n also matches o, which
// lets a search that extends the previous one start from its results: true
// for the same term, and for a longer term whose words are all words of
// the shorter one (every word starting with "kubead" starts with "kubea";
// its stems, vocabulary and typos must be checked one by one, as they are
// not monotone in the term).
func (n *termMatch) narrows(o *termMatch) bool {
	if n.optional != o.optional {
		return false // an optional term matches documents without it
	}
	if n.text == o.text && slices.EqualFunc(n.list, o.list, func(a, b wordHit) bool { return a.id == b.id }) && n.partsNarrow(o) {
		// Same term, same words (a term's words differ only when it
		// is joined with another term, see joinPairs, and its parts
		// when it is alone, see Find).
		return true
	}
	if !strings.HasPrefix(n.text, o.text) || n.lexical() && !o.lexical() || !n.partsNarrow(o) {
		return false
	}
	for _, h := range n.list {
		if !o.contains(h.id) {
			return false
		}
	}
	return true
}

// partsNarrow reports whether every document that has all of n's parts
// close together has all of o's, for a term n that extends o: only when
// the parts are the same. A longer last part ("quota-backend-by" after
// "quota-backend-b") has fewer words, but its first occurrence in a note
// may be another one, nearer or farther from the other parts.
func (n *termMatch) partsNarrow(o *termMatch) bool {
	return slices.Equal(n.parts, o.parts)
}

// isShortFlag reports whether query term t is a short flag as typed: a
// dash and one letter ("-f", "-k", "-n"; see queryTerms).
func isShortFlag(t string) bool { return len(t) == 2 && t[0] == '-' && isLower(t[1]) }

// isFlag reports whether t is a flag or identifier of words joined by '-',
// '_' or '.' ("reconcile-cidr"), with a letter.
func isFlag(t string) bool {
	letter := false
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isLower(c):
			letter = true
		case isDigit(c) || c == '-' || c == '_' || c == '.':
		default:
			return false
		}
	}
	return letter
}

// maxGlueSplits bounds the places gluedForms splits a glued word at.
const maxGlueSplits = 24

// gluedForms returns the words that write t with or without the hyphen or
// underscore between its parts, as other forms of it: notes write "in-tree"
// and "InTree", "dry-run" and "dryRun", "kube-proxy" and "kubeproxy", and a
// person types either. A term with separators looks up its parts glued; a
// term of letters looks up itself split once with "-" or "_" (each place
// is a lookup in the sorted dictionary, so a term costs a few dozen).
func (d *dict) gluedForms(t string) []wordHit {
	var hits []wordHit
	add := func(w string) {
		if w != t {
			if id := d.lookup(w); id >= 0 {
				hits = append(hits, wordHit{id: id, score: scoreStem})
			}
		}
	}
	if strings.ContainsAny(t, "-_") && isFlag(t) {
		g := strings.NewReplacer("-", "", "_", "").Replace(strings.Trim(t, "-_"))
		add(g)
		// Glued at the start of an identifier whose rest is a word of
		// the notes ("kube-proxy" in KubeProxyConfiguration, #139989),
		// as joinPairs finds two words typed apart: a part of it.
		return append(hits, d.gluedStarts(g)...)
	}
	if !isLetters(t) || len(t) < 2*minGluePart {
		return nil
	}
	// A note may write the split form inflected where the term is not:
	// "relist" finds "re-lists" (#115901), "requeue" "re-queueing"
	// (#109442). The words starting with a split are its candidates (the
	// one binary search a lookup costs, then a short scan), and one whose
	// letters have the term's stem is another form of it.
	st := ""
	if len(t) >= minStemLen {
		st = stem(t)
	}
	// The words starting with the split term are its forms that go on
	// from it ("re-lists" of relist); a form shorter than the term, whose
	// letters part from it within the stem ("re-configuring" of
	// reconfiguration, #111658), starts with the split stem instead.
	split := func(i int, sep string) {
		w := t[:i] + sep + t[i:]
		p := w
		if st != "" && i < len(st) && strings.HasPrefix(t, st) {
			p = st[:i] + sep + st[i:]
		}
		lo, _ := slices.BinarySearch(d.words, p)
		for id := lo; id < min(int(lo)+maxGlueForms, len(d.words)); id++ {
			f := d.words[id]
			if !strings.HasPrefix(f, p) {
				break
			}
			if f == w {
				hits = append(hits, wordHit{id: int32(id), score: scoreStem})
			} else if st != "" && isLetters(f[len(p):]) && stem(f[:i]+f[i+1:]) == st {
				hits = append(hits, wordHit{id: int32(id), score: scoreStem})
			}
		}
	}
	for i := minGluePart; i <= len(t)-minGluePart && i-minGluePart < maxGlueSplits; i++ {
		split(i, "-")
		split(i, "_")
	}
	return hits
}

// gluedStarts returns the words that start with g, glued words of a
// term, and go on with a word of the notes: identifiers with g's words as
// parts in a row, at their start or, through their suffix words (see
// tokenWords), inside them. Scored as a part of an identifier.
func (d *dict) gluedStarts(g string) []wordHit {
	var hits []wordHit
	lo, hi := d.prefixRange(g)
	for id := lo; id < min(hi, lo+maxWordHits); id++ {
		if w := d.words[id]; len(w) > len(g) && isWordByte(w[len(g)]) && d.lookup(w[len(g):]) >= 0 {
			hits = append(hits, wordHit{id: id, score: scoreExactPart})
		}
	}
	return hits
}

// hyphenedStarts returns the words of the notes that start with phrase f
// hyphened and go on past a hyphen, as parts of a longer name, the way
// gluedStarts finds it glued: "storage version migrator" is the start of
// the controller "storage-version-migrator-controller" (#126107), as the
// end of a longer identifier is of a typed one. Only for a phrase no note
// writes hyphened alone: "container runtime" is the flag
// --container-runtime (#114017), and --container-runtime-endpoint, rarer
// and so weighing more, is another flag.
func (d *dict) hyphenedStarts(f string) []wordHit {
	var hits []wordHit
	lo, hi := d.prefixRange(strings.ReplaceAll(f, " ", "-") + "-")
	for id := lo; id < min(hi, lo+maxWordHits); id++ {
		hits = append(hits, wordHit{id: id, score: scoreIdentPart})
	}
	return hits
}

// maxGlueForms bounds the words gluedForms looks at per split form.
const maxGlueForms = 8

// minGluePart is the shortest part gluedForms splits off: "in" of "intree".
const minGluePart = 2

// maxAbbrev is the longest vocabulary short form wholeAbbrev keeps from
// matching as a prefix.
const maxAbbrev = 2

// wholeAbbrev keeps a short name of the vocabulary typed beside other
// words ("structured authz config ga") from matching as the start of
// longer words: "ga" is GA there, not "gate" or "garbage", "sa" is a
// ServiceAccount, not "same", "az" an availability zone, not "azure". A
// two-letter word typed alone is still being typed, and keeps its
// prefixes. Its plural ("pvs") still matches, as another form of it. m
// is a copy resolved for this query (see Find); its lists are shared
// with the cache and replaced, never modified.
func (d *dict) wholeAbbrev(m *termMatch) {
	t := m.text
	if len(t) > maxAbbrev || m.exact < 0 || vocabGroup[t] == nil || m.hi-m.lo == 1 {
		return
	}
	var list []wordHit
	for _, h := range m.list {
		if h.id < m.lo || h.id >= m.hi || h.score > scorePrefix {
			list = append(list, h) // not a prefix, or a better match
		}
	}
	for _, v := range formVariants(t)[1:] {
		if id := d.lookup(v); id >= 0 {
			list = append(list, wordHit{id: id, score: scoreStem})
		}
	}
	sort.Slice(list, func(i, j int) bool { return list[i].id < list[j].id })
	list = slices.CompactFunc(list, func(a, b wordHit) bool { return a.id == b.id })
	m.lo, m.hi, m.list = m.exact, m.exact+1, list
	m.cost = d.rangeCost(wordRange{m.lo, m.hi})
	for _, h := range list {
		m.cost += int(d.postOff[h.id+1] - d.postOff[h.id])
	}
}

// typoForms returns the other word forms of the whole-word typos in list
// (scoreTypo): a slip in a word is a slip in the word the person meant,
// whichever form the note writes it in ("remvoed" is removed, and finds
// the "remove" of #87975, which it left 19th). A band below the typo
// itself (scoreTypoForm), as another form is a band below the word
// typed right: "job status terminating pods" puts the note that says
// "terminating" above the one that says "terminated". The same goes for
// the word written with a hyphen or glued.
func (d *dict) typoForms(list []wordHit) []wordHit {
	var out []wordHit
	for _, h := range list {
		if h.score <= scoreTypoPrefix || h.score > scoreTypo || h.pos != nil {
			continue
		}
		for _, id := range d.stemWords(d.words[h.id]) {
			out = append(out, wordHit{id: id, score: scoreTypoForm})
		}
		// And the word written with a hyphen, as the word typed right
		// finds it (see gluedForms): "prefliter" is the "prefilter" of
		// PreFilter, and so the "Pre-filter" of #78005 too.
		for _, g := range d.gluedForms(d.words[h.id]) {
			out = append(out, wordHit{id: g.id, score: scoreTypoForm})
		}
	}
	return out
}
