package search

import (
	"slices"
	"strings"
)

// People split compounds that notes write as one word or one identifier:
// they type "schedular cache" for "Schedulercache is corrupted", "dry run"
// for --dry-run, "apiserver longrunning gauge" for the metric
// apiserver_longrunning_gauge. So two consecutive plain query words a, b
// also match the note words that join them, as a match of both terms:
// "ab" (glued), "a-b", "a_b", "a.b" and the identifiers going on after
// them ("a_b_…"), scored as the words themselves, since the person typed
// the identifier's words in order; "ab…" glued at the start of a longer
// identifier, scored as a part of one; and
// "wb", "w-b" … for a word w that is a near miss or another form of a
// ("scheduler" for "schedular"), scored as a near miss.

// minJoinLen is the shortest query word that is joined to its neighbour.
const minJoinLen = 3

// joinSeps are how notes join the words of a compound: glued
// ("schedulercache"), or by the separators of flags, metric names and
// field paths.
var joinSeps = []string{"", "-", "_", "."}

// maxJoinForms bounds the other forms of a tried per pair.
const maxJoinForms = 8

// joinPairs adds to ms[i] and ms[i+1] the dictionary words that join the
// two terms into one compound. ms's lists may be cached (Index.terms), so
// a list that grows is copied first.
func (d *dict) joinPairs(ms []termMatch) {
	var buf []byte
	for i := 0; i+1 < len(ms); i++ {
		a, b := &ms[i], &ms[i+1]
		if len(a.text) < minJoinLen || !isPlain(a.text) || !(len(b.text) >= minJoinLen && isPlain(b.text) || isVersionTag(b.text)) {
			continue
		}
		phrase := strings.Contains(a.text, " ") || strings.Contains(b.text, " ")
		var hits []wordHit
		try := func(w string, glued, joined int32) {
			for k, sep := range joinSeps {
				buf = appendJoined(append(appendJoined(buf[:0], w, sep), sep...), b.text, sep)
				if id := d.lookup(string(buf)); id >= 0 {
					hits = append(hits, wordHit{id: id, score: glued})
					if k > 0 {
						hits[len(hits)-1].score = joined
					}
				}
			}
		}
		// The two words glued are two parts in a row of an identifier:
		// the person typed its words in order, which is as good as the
		// words themselves ("csi migration" for CSIMigration).
		try(a.text, scoreExact, scoreExact)
		// The two words in a row inside a longer identifier
		// ("apiserver longrunning" in apiserver_longrunning_gauge), and
		// glued at the start of one ("deprecated scheduling" in
		// DeprecatedSchedulingDuration) when the rest of it is a word of
		// the notes, as a CamelCase part's suffix is (see tokenWords),
		// so that b ends a part rather than being the start of a longer
		// word.
		buf = appendJoined(appendJoined(buf[:0], a.text, ""), b.text, "")
		glued := len(buf)
		lo, hi := d.prefixRange(string(buf))
		for id := lo; id < min(hi, lo+maxWordHits); id++ {
			if w := d.words[id]; len(w) > glued && isWordByte(w[glued]) && d.lookup(w[glued:]) >= 0 {
				hits = append(hits, wordHit{id: id, score: scoreExactPart})
			}
		}
		for _, sep := range joinSeps[1:] {
			s := int32(scoreExact)
			if phrase {
				// A phrase of the vocabulary going on into a longer flag
				// or annotation ("aws-load-balancer-extra-security-groups"
				// for "aws load balancer"): a part of one, below the words
				// where a note says them. Looked for apart (two words in a
				// row of the identifier, as words), a phrase inside a flag
				// won two known items and lost three; not looked for, 1.7's
				// #45268 had no "load balancer" once its AWS group was read
				// one note per change. Three or four words spelling a
				// whole one are joinRuns'.
				s = scoreExactPart
			}
			buf = append(appendJoined(append(appendJoined(buf[:0], a.text, sep), sep...), b.text, sep), sep...)
			lo, hi := d.prefixRange(string(buf))
			for id := lo; id < min(hi, lo+maxWordHits); id++ {
				hits = append(hits, wordHit{id: id, score: s})
			}
		}
		n := 0
		for _, h := range a.list {
			if h.score > scoreTypoPrefix && n < maxJoinForms {
				n++
				s := min(h.score, scoreTypo)
				try(d.words[h.id], s, s)
			}
		}
		if hits == nil {
			continue
		}
		a.addHits(d, hits)
		b.addHits(d, hits)
		// A compound is rarer than its words, but it is the words'
		// evidence: it weighs no more than the typed word itself, or
		// "port forward" would rank a note naming port-forward once
		// above one that says "port forwarding … forward" (#33684).
		a.capIDF(d)
		b.capIDF(d)
	}
	d.joinRuns(ms)
}

// isPlain reports whether query term t is a plain word or a phrase of
// the vocabulary (see joinPhrases): words of letters, or of letters and
// digits after the first ("e2e node" is e2e_node, #132755).
func isPlain(t string) bool {
	for i := 0; i < len(t); i++ {
		if c := t[i]; !isLower(c) && !isUpper(c) && !(isDigit(c) && i > 0) && (c != ' ' || i == 0) {
			return false
		}
	}
	return t != ""
}

// appendJoined appends t to buf with sep between its words: a phrase of
// the vocabulary is its words in a row of an identifier as plain words
// are ("custom resource defaulting" is CustomResourceDefaulting, #81872;
// "pod security admission" pod-security-admission).
func appendJoined(buf []byte, t, sep string) []byte {
	for i := 0; i < len(t); i++ {
		if t[i] == ' ' {
			buf = append(buf, sep...)
		} else {
			buf = append(buf, t[i])
		}
	}
	return buf
}

// maxJoinRun bounds the query words joinRuns glues.
const maxJoinRun = 4

// joinRuns adds to three or four consecutive plain query words the note
// word that glues them all, an identifier whose parts they are in order:
// "csi volume support fsgroup" is the gate CSIVolumeSupportFSGroup
// (#92001), which pairs match only in pieces ("csivolume…" starts it,
// "supportfsgroup" ends it), so notes saying "CSI driver supports …
// FSGroup" in passing outranked the one naming it. As joinPairs, each word
// matches it as itself, its idf capped at its own; and a note with the
// identifier is matched there rather than where it says a word of it
// alone (see scoreRun), so the words count as named together. The last
// word may be typed in the singular (see lookupPlural).
func (d *dict) joinRuns(ms []termMatch) {
	if len(ms) < 3 {
		return
	}
	buf := make([]byte, 0, 64) // one per query: most runs fit
	for _, sep := range runSeps {
		for i := 0; i+3 <= len(ms); i++ {
			buf = buf[:0]
			for k := i; k < len(ms) && k < i+maxJoinRun; k++ {
				if len(ms[k].text) < 2 || !isPlain(ms[k].text) {
					break
				}
				if k > i {
					buf = append(buf, sep...)
				}
				buf = appendJoined(buf, ms[k].text, sep)
				if k-i < 2 {
					continue
				}
				id := d.lookupBytes(buf)
				if id < 0 {
					id = d.lookupPlural(buf)
				}
				if id < 0 {
					continue
				}
				// A flag or metric name is the words as typed, not
				// preferred to them where the note says them apart
				// ("Local Storage Capacity Isolation feature is GA", and
				// --local-storage-capacity-isolation later, #111513).
				hits := []wordHit{{id: id, score: scoreExact}}
				if sep == "" {
					hits[0].score = scoreRun
				}
				for j := i; j <= k; j++ {
					ms[j].addHits(d, hits)
					ms[j].capIDF(d)
					ms[j].run = ms[j].run || sep == ""
				}
			}
		}
	}
}

// runSeps are how joinRuns joins the words of a run: glued, as a
// CamelCase identifier, or as a flag or a metric name ("service account
// api audiences" is --service-account-api-audiences, #108624).
var runSeps = []string{"", "-", "_"}

// addHits adds hits to m's words, copying its list, and keeps it sorted
// and unique by id with the best score.
func (m *termMatch) addHits(d *dict, hits []wordHit) {
	list := append(slices.Clip(m.list), hits...)
	sortByWord(list)
	m.list = slices.CompactFunc(list, func(a, b wordHit) bool { return a.id == b.id })
	for _, h := range hits {
		if h.id < m.lo || h.id >= m.hi {
			m.cost += int(d.postOff[h.id+1] - d.postOff[h.id])
		}
	}
}

// capIDF caps m's idf at that of its own word, if the notes have it.
func (m *termMatch) capIDF(d *dict) {
	if m.exact >= 0 {
		m.maxIDF = d.idf[m.exact]
	}
}

// isVersionTag reports whether t is a short version a name is written
// glued to: "v2" or "2" in "kms v2", "http 2" for KMSv2, HTTP2.
func isVersionTag(t string) bool {
	if t != "" && t[0] == 'v' {
		t = t[1:]
	}
	return len(t) >= 1 && len(t) <= 2 && isDigits(t)
}

// lookupBytes is lookup of a word held as bytes, without converting it.
func (d *dict) lookupBytes(w []byte) int32 {
	i, ok := slices.BinarySearchFunc(d.words, w, func(a string, b []byte) int {
		for k := 0; k < len(a) && k < len(b); k++ {
			if a[k] != b[k] {
				return int(a[k]) - int(b[k])
			}
		}
		return len(a) - len(b)
	})
	if !ok {
		return -1
	}
	return int32(i)
}

// lookupPlural returns the word that is w in the plural (formVariants:
// +s, +es, y→ies), or -1: a run typed in the singular ("taint based
// eviction") is the identifier that names the plural
// (TaintBasedEvictions, #87487), as a person names a feature by what it
// does to one thing. Only for runs: two words glued into a plural
// (NetworkPolicies for "network policy") lost as many known items as they
// won, many notes naming a pair's plural in passing.
func (d *dict) lookupPlural(w []byte) int32 {
	for _, v := range formVariants(string(w))[1:] {
		if id := d.lookup(v); id >= 0 {
			return id
		}
	}
	return -1
}
