package search

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// dict is the prefilter built once by New: the sorted unique words of all
// notes with posting lists (word → docs) and a forward index (doc → words).
// Query terms are matched against words (tens of thousands of short strings)
// instead of against note texts, and because words are sorted, "every word
// starting with t" is one contiguous id range found by binary search.
//
// Both indexes are flat int32 slices with offset tables: two allocations
// each instead of one per word or doc, which keeps New fast and the GC idle.
type dict struct {
	words   []string // sorted, unique, lower-cased
	postOff []int32  // postings of word w are post[postOff[w]:postOff[w+1]]
	post    []int32  // doc ids, ascending within a word
	fwdOff  []int32  // entries of doc d are fwd[fwdOff[d]:fwdOff[d+1]]
	fwd     []int32  // word id<<entryShift | tf | first | whole, ascending within a doc
	fwdPos  []uint8  // per forward entry: the token position of the word's first occurrence, capped
	docLen  []uint16 // tokens per doc, for BM25's length normalisation
	avgLen  float32
	idf     []float32 // per word: BM25's inverse document frequency
	cites   []uint8   // per doc: how many pull requests it cites ("#123"), capped
	// futureStages holds per doc the stages (see stageNames) it names
	// only as to come ("will be removed"), never as done (see
	// stageWordBits).
	futureStages []uint8
	// doneStages holds per doc the stages it names as done (see
	// stageWordBits): a revert is tested this way (see revertBit).
	doneStages []uint8
	// reachedStages holds per doc the feature stages it says something
	// reached (see reachesStage).
	reachedStages []uint8
	// adds says per doc that it adds something (see addsSomething).
	adds []bool

	// stems caches english.Stem of words as queries need them (see
	// stemWords): stemming all ~40k words at build time would add half to
	// New, and a query only ever looks at a few dozen.
	stems []string
	typo  *typoTables // typoWords' scratch

	// acronyms lists the identifiers each string of initials stands for
	// (see acronymOf), by word id.
	acronyms map[string][]int32
}

// A forward entry packs, below the word id, what ranking needs to know of
// the word in that note. The whole bit says the word occurs in the note as
// a whole token ("mixed" in "mixed protocol") and not only as a part of one
// ("Mixed" in "MixedProtocolLBService"): an exact standalone word is the
// stronger evidence, so it scores higher. The first bit says it occurs in
// the note's first sentence. tf counts its occurrences, capped at tfMax.
const (
	wholeBit   = 1
	firstBit   = 2
	tfShift    = 2
	tfMax      = 15
	tfMask     = tfMax << tfShift
	entryShift = 6
)

func entryWord(e int32) int32 { return e >> entryShift }
func entryWhole(e int32) bool { return e&wholeBit != 0 }
func entryFirst(e int32) bool { return e&firstBit != 0 }
func entryTF(e int32) int32   { return (e & tfMask) >> tfShift }

// An entry of a word only of the document's aka field (see Fields.Aka)
// has a count and no whole bit, which no word of the text has: a word the
// text says whole counts its repeats, and a part of an identifier counts
// none. It is at akaPos, the last position: a note that needs its other
// words for a term names the query's words neither together nor early
// (see proximity and lead), and ranks below one whose text names them
// all. Counted by their first positions in the text instead, such notes
// lost 117 first places over the held-out known-item queries and won 70
// (with the first pass of the words).
const akaPos = 255

func akaEntry(id int32) int32 { return id<<entryShift | 1<<tfShift }

// isAka reports whether entry e is a word only of the aka field.
func isAka(e int32) bool { return e&wholeBit == 0 && e&tfMask != 0 }

// postings returns the docs containing word w, ascending.
func (d *dict) postings(w int32) []int32 { return d.post[d.postOff[w]:d.postOff[w+1]] }

// docWords returns the forward entries of doc (word id<<1 | whole), ascending.
func (d *dict) docWords(doc int32) []int32 { return d.fwd[d.fwdOff[doc]:d.fwdOff[doc+1]] }

// docPos returns the first token positions of doc's forward entries.
func (d *dict) docPos(doc int32) []uint8 { return d.fwdPos[d.fwdOff[doc]:d.fwdOff[doc+1]] }

// prefixRange returns the ids [lo, hi) of the words starting with p.
func (d *dict) prefixRange(p string) (lo, hi int32) {
	l, _ := slices.BinarySearch(d.words, p)
	h := l + sortSearch(len(d.words)-l, func(i int) bool { return !strings.HasPrefix(d.words[l+i], p) })
	return int32(l), int32(h)
}

// lookup returns the id of word w, or -1.
func (d *dict) lookup(w string) int32 {
	i, ok := slices.BinarySearch(d.words, w)
	if !ok {
		return -1
	}
	return int32(i)
}

// sortSearch is sort.Search without the import, for one call site.
func sortSearch(n int, f func(int) bool) int {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if !f(h) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

// buildDict tokenises every text once. Most raw tokens are plain words
// ("the", "kubelet"), which cost one table lookup of their lower-cased
// bytes. Compound tokens (identifiers, versions, CamelCase) derive several
// words, so their word ids are cached by the raw token itself (a substring
// of the text: the key allocates nothing) and each repeat costs one lookup.
// A non-nil pause is called every pauseDocs texts and between the steps of
// the build (see New).
func buildDict(texts []string, f Fields, pause func()) *dict {
	if pause == nil {
		pause = func() {}
	}
	type span struct{ off, n int32 }
	// Sized from the text so the tables rarely grow: the shipped notes have
	// about one distinct word per 40 bytes and one compound token per 100.
	size := 0
	for _, t := range texts {
		size += len(t)
	}
	words := newTable(size / 40)
	words.reserveArena(size / 3) // the words' bytes are about 30% of the text's
	toks := newTable(size / 100) // compound raw tokens
	var tokSpans []span          // per toks id: its word ids in cacheIDs
	var cacheIDs []int32
	lastDoc := make([]int32, 0, 1<<15) // per temp word id: last doc it was added to
	lastPos := make([]int32, 0, 1<<15) // per temp word id: its entry in tmpFwd for lastDoc
	docOff := make([]int32, len(texts)+1)
	docLen := make([]uint16, len(texts))
	nums := make([]uint16, len(texts))     // listed number tokens per doc (see isNumber)
	numDoc, numEnd := int32(-1), uint16(0) // the doc and docLen after its last number
	cites := make([]uint8, len(texts))
	tmpFwd := make([]int32, 0, len(texts)*32)
	tmpPos := make([]uint8, 0, len(texts)*32)
	var buf, prBuf, phBuf []byte
	var tmp []int32

	// isLast says, per temp word id, whether the word ends a vocabulary
	// phrase: looked up once per distinct word, not once per token.
	// A word first seen as a part of an identifier ("zone" of
	// topology.kubernetes.io/zone) may end a phrase where a later note
	// writes it alone ("availability zone"), so every new word is looked
	// up, however it was first seen.
	var isLast []bool
	// stageOf says, per temp word id, which stages the word names as
	// written (see stageWordBits), and past and future, per doc, where
	// it names them: looked up once per distinct word.
	var stageOf []uint8
	past := make([]uint8, len(texts))
	future := make([]uint8, len(texts))
	reached := make([]uint8, len(texts))
	var acronymWords []acronymWord // each identifier's initials, by temp id
	idOf := func(w []byte) int32 {
		id, added := words.idBytes(w)
		if added {
			lastDoc = append(lastDoc, -1)
			lastPos = append(lastPos, 0)
			isLast = append(isLast, phraseLast[string(w)])
			stageOf = append(stageOf, stageWordBits[string(w)])
		}
		return id
	}
	var d int32
	var first int32  // firstBit while in the first sentence of doc d
	fe := 0          // where that sentence ends
	var tokPos uint8 // the current token's position in doc d, capped
	// add records word id (temp id<<entryShift | whole) for doc d once,
	// counting its whole-token repeats (a part of an identifier is not the
	// note saying the word again); a word seen as a part and later as a
	// whole token gets the whole bit.
	add := func(e int32) {
		id := entryWord(e)
		tf := (e & wholeBit) << tfShift
		if lastDoc[id] != d {
			lastDoc[id] = d
			lastPos[id] = int32(len(tmpFwd))
			tmpFwd = append(tmpFwd, e|first|tf)
			tmpPos = append(tmpPos, tokPos)
		} else {
			p := &tmpFwd[lastPos[id]]
			if entryTF(*p) == tfMax {
				tf = 0
			}
			*p = (*p + tf) | e&wholeBit | first
		}
	}
	// The last plain words, lower-cased, for the vocabulary's phrases
	// (see vocabPhrases): a phrase is indexed as one word.
	var prev [maxPhraseWords - 1]string
	nPrev := 0
	// The text being tokenised and where its last token ended: an
	// ampersand standing alone between two words is "and" in a phrase
	// (see andBetween).
	var text string
	prevEnd := 0
	// markStage records the stages st of the word just read (see
	// stageWordBits) for doc d: named as one to come, as done, or as
	// reached. Upper case counts: "promoted to GA" is how most notes say
	// a feature reached it. "Generally available" names GA by its last
	// word, and the words before "generally" say how ("are now generally
	// available"); so does "general available", as 18 lines of the notes
	// write it ("Removed general available feature-gate AppArmor",
	// #129375).
	markStage := func(st uint8, word []byte) {
		n := nPrev
		if st == 0 && string(word) == "available" && n > 0 && (strings.EqualFold(prev[n-1], "generally") || strings.EqualFold(prev[n-1], "general")) {
			st, n = gaBit, n-1
		}
		// "Promoted … to v1" is GA (see isStableVersion).
		if st == 0 && n > 0 && len(word) <= len("v99") && isStableVersion(string(word)) && strings.EqualFold(prev[n-1], "to") {
			st = gaBit
		}
		if st == 0 {
			return
		}
		if n > 0 && futureWords[strings.ToLower(prev[n-1])] {
			future[d] |= st
		} else {
			past[d] |= st
		}
		if reachesStage(prev[:n]) {
			reached[d] |= st & reachBits
		}
	}
	onToken := func(tok string, pr bool, at int) {
		if nPrev > 0 && andBetween(text[prevEnd:at]) {
			nPrev = pushWord(&prev, nPrev, "and")
		}
		prevEnd = at + len(tok)
		if len(tok) > maxWordLen {
			tok = tok[:maxWordLen]
		}
		if at >= fe {
			first = 0
		}
		tokPos = uint8(min(int(docLen[d]), 255))
		docLen[d] = min(docLen[d]+1, 1<<16-1)
		if !pr && isNumber(tok) {
			// A number right after a number is a list's.
			if numDoc == d && numEnd == docLen[d]-1 {
				nums[d] = min(nums[d]+1, 1<<16-1)
			}
			numDoc, numEnd = d, docLen[d]
		}
		var h uint32
		var simple bool
		if buf, h, simple = lowerSimple(buf[:0], tok); simple {
			id, added := words.idHashed(buf, h)
			if added {
				lastDoc = append(lastDoc, -1)
				lastPos = append(lastPos, 0)
				isLast = append(isLast, phraseLast[string(buf)])
				stageOf = append(stageOf, stageWordBits[string(buf)])
			}
			add(id<<entryShift | wholeBit)
			if st := apiVersionStage(buf); st != nil {
				// "v1alpha1" standing alone names its stage as it does
				// inside a path (see tokenWords): "Removed support for
				// v1alpha1 version of ValidatingAdmissionPolicy"
				// (#129207) is an alpha API removed.
				add(idOf(st) << entryShift)
			}
			markStage(stageOf[id], buf)
			if isLast[id] {
				phBuf = addPhrases(phBuf, prev[:nPrev], buf, func(p []byte) { add(idOf(p)<<entryShift | wholeBit) })
				if nPrev > 1 && separable(prev[nPrev-1], buf) {
					phBuf = addPhrases(phBuf, prev[:nPrev-1], buf, func(p []byte) { add(idOf(p)<<entryShift | wholeBit) })
				}
			}
			nPrev = pushWord(&prev, nPrev, tok)
		} else {
			// "Promoted … to scheduling.k8s.io/v1" is GA as "to v1" is:
			// an API group's path ending in a stable version (see
			// markStage, which reads the word before, so before nPrev
			// is reset below).
			if i := strings.LastIndexByte(tok, '/'); i >= 0 && len(tok)-i-1 <= len("v99") {
				buf = lowerInto(buf[:0], tok[i+1:])
				markStage(0, buf)
			}
			// An acronym in capitals ("API", "IP") is a plain word of a
			// phrase too: "API server" (#112545) and "public IP" (#81213)
			// are the vocabulary's "api server" and "public ip".
			// A word hyphened of plain words ("Server-Side") is words
			// of a phrase too: most notes write "Server-Side Apply",
			// the vocabulary's "server side apply" (see addPhrases).
			caps := isCaps(tok)
			hyph := isHyphenedWords(tok)
			if !caps && !hyph {
				nPrev = 0
			}
			tid, added := toks.idString(tok)
			if added {
				tmp = tmp[:0]
				// The first word is the whole token; the rest are parts.
				whole := int32(wholeBit)
				buf = tokenWords(tok, false, buf, func(w []byte) {
					tmp = append(tmp, idOf(w)<<entryShift|whole)
					whole = 0
				})
				if a, ok := acronymOf(tok); ok {
					acronymWords = append(acronymWords, acronymWord{a, entryWord(tmp[0])})
				}
				tokSpans = append(tokSpans, span{int32(len(cacheIDs)), int32(len(tmp))})
				cacheIDs = append(cacheIDs, tmp...)
			}
			sp := tokSpans[tid]
			for _, e := range cacheIDs[sp.off : sp.off+sp.n] {
				add(e)
			}
			if caps {
				buf = lowerInto(buf[:0], tok)
				markStage(stageWordBits[string(buf)], buf)
				if phraseLast[string(buf)] {
					phBuf = addPhrases(phBuf, prev[:nPrev], buf, func(p []byte) { add(idOf(p)<<entryShift | wholeBit) })
				}
				nPrev = pushWord(&prev, nPrev, tok)
			} else if hyph {
				nPrev = pushWord(&prev, nPrev, tok)
			} else {
				// A camel-case name of plain words ("PodSecurity") is its
				// words in a phrase: "PodSecurity admission" is the
				// vocabulary's "pod security admission".
				nPrev = pushCamelWords(&prev, nPrev, tok)
			}
		}
		if pr && len(tok) <= maxWordLen && isDigits(tok) {
			cites[d] = min(cites[d], 254) + 1
			prBuf = append(append(prBuf[:0], '#'), tok...)
			add(idOf(prBuf)<<entryShift | wholeBit)
		}
	}
	// fieldWords calls fn with the words of a lesser field (see Fields).
	fieldWords := func(text string, fn func(w []byte)) {
		rawTokens(normalizeText(text), func(tok string, _ bool, _ int) { buf = tokenWords(tok, false, buf, fn) })
	}
	for doc := range texts {
		if doc%pauseDocs == 0 {
			pause()
		}
		text = normalizeText(indexedPart(texts[doc]))
		d, first, fe, nPrev, prevEnd = int32(doc), firstBit, firstEnd(text), 0, 0
		rawTokens(text, onToken)
		if doc < len(f.Leads) && f.Leads[doc] != "" {
			// A lead's words are a part of the note's entry, not of its
			// text: no whole bit (a word the note says outranks one it
			// stood under), no count, no length, no phrase or stage. They
			// are its first clause and at position 0, where upstream
			// wrote them, above the note.
			first, tokPos = firstBit, 0
			fieldWords(f.Leads[doc], func(w []byte) { add(idOf(w) << entryShift) })
		}
		if doc < len(f.Aka) && f.Aka[doc] != "" {
			// Other words for the note (see Fields.Aka), after its own,
			// which they never replace: a word the note says is
			// matched as it says it.
			fieldWords(f.Aka[doc], func(w []byte) {
				if id := idOf(w); lastDoc[id] != d {
					lastDoc[id] = d
					lastPos[id] = int32(len(tmpFwd))
					tmpFwd = append(tmpFwd, akaEntry(id))
					tmpPos = append(tmpPos, akaPos)
				}
			})
		}
		future[doc] &^= past[doc]
		docOff[doc+1] = int32(len(tmpFwd))
	}

	// Sort the dictionary. Entries carry their first 8 bytes as a big-endian
	// integer, so most comparisons are one integer compare on data already
	// in hand rather than two pointer chases into string bytes; this is
	// markedly faster than sorting the strings, and yields each word's
	// rank without a map lookup per word.
	type entry struct {
		key uint64
		w   string
		id  int32
	}
	pause()
	wordList := words.byteKeys()
	ents := make([]entry, len(wordList))
	for id, w := range wordList {
		ents[id] = entry{prefixKey(w), w, int32(id)}
	}
	slices.SortFunc(ents, func(a, b entry) int {
		if a.key != b.key {
			if a.key < b.key {
				return -1
			}
			return 1
		}
		return strings.Compare(a.w, b.w)
	})
	pause()
	rank := make([]int32, len(wordList))
	sorted := make([]string, len(wordList))
	for newID, e := range ents {
		rank[e.id] = int32(newID)
		sorted[newID] = e.w
	}

	// Postings by final id: count, prefix-sum, fill in doc order (so each
	// list is ascending). Then the forward index is the transpose of the
	// postings, filled in word order, so each doc's list comes out ascending
	// without sorting every doc.
	postOff := make([]int32, len(wordList)+1)
	for _, e := range tmpFwd {
		postOff[rank[entryWord(e)]+1]++
	}
	idf := make([]float32, len(wordList))
	for i := 1; i < len(postOff); i++ {
		idf[i-1] = idfOf(int(postOff[i]), len(texts))
		postOff[i] += postOff[i-1]
	}
	pause()
	const low = 1<<entryShift - 1
	post := make([]int32, len(tmpFwd))
	postBits := make([]uint8, len(tmpFwd)) // an entry's low bits, in postings order
	postPos := make([]uint8, len(tmpFwd))  // its first position, in postings order
	next := slices.Clone(postOff[:len(wordList)])
	for doc := range texts {
		for k := docOff[doc]; k < docOff[doc+1]; k++ {
			e := tmpFwd[k]
			r := rank[entryWord(e)]
			post[next[r]] = int32(doc)
			postBits[next[r]] = uint8(e & low)
			postPos[next[r]] = tmpPos[k]
			next[r]++
		}
	}
	pause()
	fwd, fwdPos := tmpFwd, tmpPos // same length; their temp order is no longer needed
	nextDoc := slices.Clone(docOff[:len(texts)])
	for w := range len(wordList) {
		for k := postOff[w]; k < postOff[w+1]; k++ {
			doc := post[k]
			fwd[nextDoc[doc]] = int32(w)<<entryShift | int32(postBits[k])
			fwdPos[nextDoc[doc]] = postPos[k]
			nextDoc[doc]++
		}
	}
	// A list of numbers (a metric's buckets, "0.05, 0.1, 0.15 …")
	// lengthens a note without making it about anything else: BM25
	// normalises by its length without the list's numbers past the first,
	// or the note changing a metric's buckets loses to one that names the
	// metric once ("apiserver latency buckets": #106306, which lists 37
	// buckets, ranked 3rd). A number alone ("port 10257") is a word of
	// the note and counts. Positions still count every token.
	for d, n := range nums {
		docLen[d] = max(docLen[d]-n, 1)
	}
	total := 0
	for _, n := range docLen {
		total += int(n)
	}
	avg := float32(1)
	if total > 0 {
		avg = float32(total) / float32(len(texts))
	}
	adds := make([]bool, len(texts))
	for d, t := range texts {
		adds[d] = addsSomething(t)
	}
	return &dict{words: sorted, acronyms: acronymTable(acronymWords, rank), postOff: postOff, post: post, fwdOff: docOff, fwd: fwd, fwdPos: fwdPos,
		docLen: docLen, avgLen: avg, idf: idf, cites: cites, futureStages: future, doneStages: past, reachedStages: reached, adds: adds}
}

// maxDocText is how much of one text the index reads: its first 64 KiB,
// cut before a word. The longest shipped note is 4.4 KB of text, so this
// leaves every shipped note whole; a note of a file a person opens can be
// megabytes of one paragraph, and its words were one stretch of work the
// page could not pause inside (an 8 MB note: 160–250 ms in the page).
// Nobody searches for the 8-millionth byte of one note: a word only past
// the cap does not find it.
const maxDocText = 64 << 10

// indexedPart is the part of text the index reads (see maxDocText).
func indexedPart(text string) string {
	if len(text) <= maxDocText {
		return text
	}
	// Before a space or line break, else at a character's start.
	for i := maxDocText; i > 0; i-- {
		if text[i] == ' ' || text[i] == '\n' {
			return text[:i]
		}
	}
	cut := maxDocText
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return text[:cut]
}

// firstEnd returns where the first sentence of text ends: at the first
// full stop followed by a space or line break, or the first line break.
func firstEnd(text string) int {
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\n':
			return i
		case '.':
			if i+1 < len(text) && (text[i+1] == ' ' || text[i+1] == '\n') {
				return i
			}
		}
	}
	return len(text)
}

// prefixKey packs the first 8 bytes of w big-endian, zero-padded, so that
// comparing keys orders words as comparing their first 8 bytes does.
func prefixKey(w string) uint64 {
	var k uint64
	for i := range 8 {
		k <<= 8
		if i < len(w) {
			k |= uint64(w[i])
		}
	}
	return k
}

// lowerSimple appends tok lower-cased to dst and hashes it in the same pass,
// if tok is one plain word (letters and digits, upper case only at the
// start) whose only dictionary word is itself. It stops at the first byte
// that makes tok compound (ok false); most tokens are plain, and this one
// pass over them is New's inner loop.
func lowerSimple(dst []byte, tok string) (out []byte, h uint32, ok bool) {
	h = fnvOffset
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if byteClass[c] != classWord {
			return dst, 0, false
		}
		if isUpper(c) {
			if i > 0 {
				return dst, 0, false
			}
			c += 'a' - 'A'
		}
		dst = append(dst, c)
		h = (h ^ uint32(c)) * fnvPrime
	}
	return dst, h, true
}

// isCaps reports whether token s is a word of two or more capital letters
// (an acronym: "API", "CRI"), which the index splits no further.
func isCaps(s string) bool {
	if len(s) < 2 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// isHyphenedWords reports whether s is plain letters joined by single
// hyphens ("Server-Side"), not a flag, a path or a number.
func isHyphenedWords(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' || !strings.Contains(s, "-") {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if s[i] == '-' {
			if s[i-1] == '-' {
				return false
			}
		} else if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// isNumber reports whether token s is a number: digits, with a decimal
// point or dots between them ("0.05", "1.25", "10257").
func isNumber(s string) bool {
	if s == "" || !isDigit(s[0]) || !isDigit(s[len(s)-1]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) && s[i] != '.' {
			return false
		}
	}
	return true
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// pushCamelWords pushes the camel-case parts of tok (see isHump) as words
// of a phrase, when tok is letters only.
func pushCamelWords(prev *[maxPhraseWords - 1]string, n int, tok string) int {
	if !isLetters(tok) {
		return n
	}
	start := 0
	for k := 1; k <= len(tok); k++ {
		if k == len(tok) || isHump(tok, k) {
			n = pushWord(prev, n, tok[start:k])
			start = k
		}
	}
	return n
}

// pushWord appends tok to the last n plain words before a token (a
// vocabulary phrase's candidates), dropping the oldest when they are
// full, and returns how many there are now.
func pushWord(prev *[maxPhraseWords - 1]string, n int, tok string) int {
	if n == len(prev) {
		copy(prev[:], prev[1:])
		n--
	}
	prev[n] = tok
	return n + 1
}

// separable reports whether pronoun, the word before particle, stands
// between a phrasal verb and its particle, as English puts a pronoun
// object: "turns it on by default" (#98969) is the vocabulary's "turns
// on", as "turns on" would be.
func separable(pronoun string, particle []byte) bool {
	switch string(particle) {
	case "on", "off", "up", "down", "out", "back":
		return strings.EqualFold(pronoun, "it") || strings.EqualFold(pronoun, "them")
	}
	return false
}

// andBetween reports whether sep, the text between two words, is an
// ampersand standing for "and" ("priority & fairness", #116420), so the
// words with it make a vocabulary phrase written with "and" ("priority
// and fairness"). Not "&&" or an HTML entity: those are code.
func andBetween(sep string) bool {
	return sep == " & "
}
