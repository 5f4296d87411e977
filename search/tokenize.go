package search

// Tokenisation turns a note into the lower-cased words a person might type.
// One raw token (a run of bytes between hard separators) yields several words
// so that identifiers match both whole and by their parts:
//
//	--pod-infra-container-image → pod-infra-container-image, infra-container-image,
//	                              container-image, pod, infra, container, image
//	WaitForAllControlPlaneComponents → waitforallcontrolplanecomponents,
//	                              forallcontrolplanecomponents, …, wait, for, all, …
//	(#125895,                   → 125895 and #125895 (the PR form, ranked first)
//	v1.30.0                     → v1.30.0, 1.30.0, 30.0, v1, 30, 0
//
// Suffixes of compound tokens are words too, so a query that starts in the
// middle of an identifier ("container-image", "ControlPlaneComponents") is
// still a prefix lookup in the dictionary rather than a scan of texts.

// maxWordLen bounds dictionary words: longer tokens (digests, base64 blobs)
// are not something a person types and would only bloat the dictionary.
const maxWordLen = 96

// maxParts bounds how many parts of one token get suffix words, keeping the
// dictionary linear in the text even for long dotted or slashed paths.
const maxParts = 12

// isHardSep reports whether b always ends a token. Characters that occur
// inside identifiers (- _ . / : # @ + ~) are soft: they split parts but are
// kept in the whole token.
func isHardSep(b byte) bool { return byteClass[b] == classHard }

// isWordByte reports whether b is part of a word (letters, digits, and any
// byte of a multi-byte UTF-8 sequence, so non-ASCII text stays in words).
func isWordByte(b byte) bool { return byteClass[b] == classWord }

const (
	classSoft = iota // inside a token, splits parts: - _ . / : # @ + ~ …
	classHard        // ends a token
	classWord        // letter, digit or non-ASCII byte
)

// byteClass is a table because tokenising is New's inner loop.
var byteClass = func() (t [256]uint8) {
	for _, c := range " \t\n\r\f\v()[]{}<>,;\"'`|!?*=\\&^%$" {
		t[c] = classHard
	}
	for c := 0; c < 256; c++ {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80 {
			t[c] = classWord
		}
	}
	return t
}()

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }
func isLower(b byte) bool { return b >= 'a' && b <= 'z' }
func isDigit(b byte) bool { return b >= '0' && b <= '9' }
func isHex(b byte) bool   { return isDigit(b) || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F' }

// rawTokens calls fn with each raw token of s: a maximal run of non-hard-
// separator bytes, trimmed of leading and trailing non-word bytes ("--flag"
// → "flag", "powercap." → "powercap"). pr reports a leading '#' before a
// number, the way notes cite pull requests; at is the token's offset in s.
func rawTokens(s string, fn func(tok string, pr bool, at int)) {
	i := 0
	for i < len(s) {
		for i < len(s) && isHardSep(s[i]) {
			// A percent-encoded byte in a link ("kustomize%2Fv5.5.0" in a
			// release tag's URL) separates as the byte it stands for, so
			// its hex digits do not glue onto the next word ("2fv5").
			if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				i += 2
			}
			i++
		}
		j := i
		for j < len(s) && !isHardSep(s[j]) {
			j++
		}
		tok := s[i:j]
		i = j
		a, b := 0, len(tok)
		for a < b && !isWordByte(tok[a]) {
			a++
		}
		for b > a && !isWordByte(tok[b-1]) {
			b--
		}
		if a == b {
			continue
		}
		pr := a > 0 && tok[a-1] == '#'
		fn(tok[a:b], pr, j-len(tok)+a)
	}
}

// lowerInto appends the ASCII-lower-cased s to dst. Non-ASCII bytes are kept:
// folding them would change byte lengths and offsets, and release notes are
// English with ASCII identifiers.
func lowerInto(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isUpper(c) {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// lower returns s lower-cased as lowerInto does.
func lower(s string) string {
	for i := 0; i < len(s); i++ {
		if isUpper(s[i]) {
			return string(lowerInto(make([]byte, 0, len(s)), s))
		}
	}
	return s
}

// tokenWords calls fn with every dictionary word derived from one raw token
// (see the package comment above for the shapes). Words may repeat; callers
// dedupe. buf is scratch space, returned for reuse.
func tokenWords(tok string, pr bool, buf []byte, fn func(w []byte)) []byte {
	if len(tok) > maxWordLen {
		tok = tok[:maxWordLen]
	}
	buf = lowerInto(buf[:0], tok)
	low := buf
	fn(low)
	if pr && isAllDigits(low) {
		pb := append(append(buf[len(buf):], '#'), low...)
		fn(pb)
	}
	// Part starts: after a soft separator, and camel-case humps within a
	// run of letters (lower→Upper, digit→Upper, or the last Upper of an
	// acronym before a lower: "HTTPProxy" → http, proxy), except where the
	// lower is a version's v glued to the acronym ("IPv6Dualstack" → ipv6,
	// dualstack; not i, pv6dualstack: "dual stack" found no note naming
	// the gate).
	var starts [maxParts * 2]int
	n := 0
	addStart := func(k int) {
		if n < len(starts) {
			starts[n] = k
			n++
		}
	}
	addStart(0)
	compound := false
	for k := 1; k < len(tok); k++ {
		c, p := tok[k], tok[k-1]
		switch {
		case !isWordByte(c):
			compound = true
		case !isWordByte(p):
			addStart(k)
		case isHump(tok, k):
			addStart(k)
		}
	}
	if st := apiVersionStage(low); st != nil {
		fn(st)
	}
	if len(low) > len(rePrefix) && string(low[:len(rePrefix)]) == rePrefix && isLower(low[len(rePrefix)]) {
		fn(again)
	}
	if n == 1 && !compound {
		return buf
	}
	// A version written "v1.30.0" or "go1.22.5" is also found by "1.30" or
	// "1.22.5", the way people write versions in queries.
	if compound {
		if v := versionAfterLetters(low); v != nil {
			fn(v)
		}
	}
	// An abbreviation written with dots or a slash ("G.A", "HTTP/2") is
	// also the word written without them ("ga", "http2"), the way other
	// notes and people write it; queryTerms glues a typed one the same way.
	if compound {
		var g [maxWordLen]byte
		if w := gluedAbbrev(g[:0], low); w != nil {
			fn(w)
		}
	}
	// Suffix words: from each part start to the end of the token. A
	// version ending a path or link ("[kustomize/v4.1.3](…%2Fv4.1.3)",
	// #102193) is also found by its number, as a whole token's is above.
	for k := 1; k < n && k <= maxParts; k++ {
		fn(low[starts[k]:])
		if v := versionAfterLetters(low[starts[k]:]); v != nil {
			fn(v)
		}
	}
	// Part words: each run of word bytes, split again at camel humps.
	for k := 0; k < n; k++ {
		a := starts[k]
		b := len(low)
		if k+1 < n {
			b = starts[k+1]
		}
		for b > a && !isWordByte(low[b-1]) {
			b--
		}
		// A part may still contain soft separators when more than
		// len(starts) parts were found; split it plainly then.
		for a < b {
			e := a
			for e < b && isWordByte(low[e]) {
				e++
			}
			if e > a && (e-a) < len(low) {
				fn(low[a:e])
				if st := apiVersionStage(low[a:e]); st != nil {
					fn(st)
				}
			}
			for e < b && !isWordByte(low[e]) {
				e++
			}
			a = e
		}
	}
	return buf
}

// isHump reports whether the byte at k > 0 of tok, within a run of word
// bytes, starts a camel-case part: an upper after a lower or a digit, or
// the last upper of an acronym before a lower ("HTTPProxy" → http, proxy),
// except where the lower is a version's v glued to the acronym (IPv6).
func isHump(tok string, k int) bool {
	c, p := tok[k], tok[k-1]
	return isUpper(c) && (isLower(p) || isDigit(p)) ||
		isUpper(c) && isUpper(p) && k+1 < len(tok) && isLower(tok[k+1]) && !versionV(tok[k+1:])
}

// versionV reports whether s starts with a version's "v" and a digit, as
// in the "v6" of IPv6 or the "v2" of KMSv2.
func versionV(s string) bool { return len(s) >= 2 && s[0] == 'v' && isDigit(s[1]) }

// A word hyphened after "re" does again what the rest says: "the
// SchedulerAsyncAPICalls feature gate was re-enabled by default"
// (#135059) is what a person remembers as "enabled again". Such a token
// is also the word "again", a part of it, which names a revert in a query
// (see setLater) as the note's "re-enabled" reverts a disabling.
var again = []byte("again")

// rePrefix is the prefix of those words.
const rePrefix = "re-"

// apiVersionStage returns the stage an API version names ("v1alpha1",
// "v2beta2" → alpha, beta), or nil: a person remembers that a note added
// an "alpha API" where it names the API's version ("a ResourceClaim API
// (in the resource.k8s.io/v1alpha1 API group", #111023), as other notes
// say it in words ("Added Alpha support for …"). Indexed as a part of the
// token, below the word standing alone.
func apiVersionStage(w []byte) []byte {
	if len(w) < 2 || w[0] != 'v' || !isDigit(w[1]) {
		return nil
	}
	k := 1
	for k < len(w) && isDigit(w[k]) {
		k++
	}
	rest := w[k:]
	for len(rest) > 0 && isDigit(rest[len(rest)-1]) {
		rest = rest[:len(rest)-1]
	}
	if string(rest) == "alpha" || string(rest) == "beta" {
		return rest
	}
	return nil
}

// versionAfterLetters returns the version in a token of a few letters
// glued to a dotted number ("v1.30.0", "go1.22.5" → "1.30.0", "1.22.5"),
// or nil.
func versionAfterLetters(low []byte) []byte {
	k := 0
	for k < len(low) && k <= 6 && isLower(low[k]) {
		k++
	}
	if k == 0 || k > 6 {
		return nil
	}
	d := k
	for d < len(low) && isDigit(low[d]) {
		d++
	}
	if d == k || d+1 >= len(low) || low[d] != '.' || !isDigit(low[d+1]) {
		return nil
	}
	return low[k:]
}

func isAllDigits(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

// queryTerms splits a query the way notes are split, but keeps each raw token
// whole (lower-cased): a typed identifier is looked up as one word, and its
// parts only through prefix/fuzzy matching. A leading '#' is dropped so
// "#122530" and "122530" are the same PR query. Invisible characters are
// dropped first (see normalizeText), and consecutive words that make one of
// the vocabulary's phrases become one term ("generally available"), which
// matches the phrase and its other names. At most maxTerms terms are kept.
func queryTerms(q string) []string {
	var terms []string
	q = normalizeText(q)
	rawTokens(q, func(tok string, _ bool, at int) {
		if len(tok) > maxWordLen {
			tok = tok[:maxWordLen]
		}
		if len(terms) < maxTerms {
			t := lower(tok)
			if len(t) == 1 && isLower(t[0]) && at > 0 && q[at-1] == '-' && (at == 1 || isHardSep(q[at-2])) {
				t = "-" + t // a short flag: see isShortFlag
			}
			var buf [maxWordLen]byte
			if g := gluedAbbrev(buf[:0], []byte(t)); g != nil {
				t = string(g) // "G.A" is "ga", "http/2" "http2" (see tokenWords)
			}
			terms = append(terms, t)
		}
	})
	return joinPhrases(terms)
}

// maxAbbrevParts bounds the parts of a token gluedAbbrev glues.
const maxAbbrevParts = 4

// gluedAbbrev appends to dst the lower-cased token low without its
// separators when it reads as one abbreviation written with dots or a
// slash: two to maxAbbrevParts parts, each one letter or digit ("g.a",
// "i.e"), or one word and numbers of at most two digits ("http/2").
// Otherwise it returns nil: gluing "kube-proxy", "apps/v1", "-f/--filename"
// or a version ("v1.30.0", which versionAfterLetters handles) would make
// words nobody types.
func gluedAbbrev(dst, low []byte) []byte {
	parts, long, short, letter := 0, 0, 0, false
	for i := 0; i < len(low); {
		if !isWordByte(low[i]) {
			i++
			continue
		}
		j := i
		digits := true
		for j < len(low) && isWordByte(low[j]) {
			letter = letter || isLower(low[j])
			digits = digits && isDigit(low[j])
			j++
		}
		parts++
		switch {
		case j-i == 1 && !digits:
			short++ // one letter
		case digits && j-i <= 2:
		case !digits && long == 0:
			long++
		default:
			return nil
		}
		dst = append(dst, low[i:j]...)
		i = j
	}
	if parts < 2 || parts > maxAbbrevParts || long > 0 && short > 0 || !letter || versionAfterLetters(low) != nil {
		return nil
	}
	return dst
}
