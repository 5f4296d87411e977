package search

import (
	"strings"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
)

// maxStemScan bounds the dictionary words stemWords compares per term. The
// words sharing a stem sit together in the sorted dictionary, so a few
// hundred cover every stem longer than a few letters; a shorter stem's words
// are prefix matches of the term anyway.
const maxStemScan = 512

// minStemLen is the shortest term that is stemmed: shorter ones are being
// typed or are abbreviations.
const minStemLen = 4

// minPluralName is the length of the shortest name whose plural is
// matched to it (see stemWords): "ip" of "ips"; one letter and an s ("vs",
// "ds") is a word or a short name of its own.
const minPluralName = 2

// stemWords returns the plain words of the dictionary with the same English
// stem as term t (Snowball's English stemmer): patches → patch, patched;
// removed → remove, removal; propagating → propagation. Only plain words
// are stemmed: identifiers, flags and metric names are matched as written.
//
// A word's stem starts with the stem's letters, except that Snowball turns
// a final y into i (policy → polici), and keeps the final e of a short
// word whose other forms drop it (score, scoring → score; scale, scaling
// → scale), so the candidates are the words starting with the stem less a
// final i, or less a final e when the stem is longer than minStemLen:
// "faster scheduling without score plugins" found "no scoring plugins"
// (#122435) 13th, as a note missing "score". The -ing form of a word of
// four letters is often another word (rule / ruling, case / casing, time
// / timing), and finding "naming" for "name" and "moving" for "move" cost
// held-out sets 3 and 21 a place each. Their stems are computed once
// and cached in d.stems; callers hold the index lock.
//
// The plural of a short name is its name and an s ("IPs", "VMs", "GPUs"),
// which Snowball leaves alone: three letters are too short to stem, and
// it keeps a final "us" (status, bus). So a term of three letters, or
// ending in "us", whose letters less the final s are a word of the
// dictionary, finds that word too: "configure which IPs nodeport listens
// on" finds "Make NodePort IP addressses configurable" (#58052).
func (d *dict) stemWords(t string) []int32 {
	var out []int32
	if n := len(t) - 1; n >= minPluralName && t[n] == 's' && (n == minPluralName || strings.HasSuffix(t, "us")) && isLetters(t) {
		if id := d.lookup(t[:n]); id >= 0 {
			out = append(out, id)
		}
	}
	if len(t) < minStemLen || !isLetters(t) {
		return out
	}
	// An adverb in -ily and its adjective in -y (lazily / lazy, temporarily /
	// temporary, easily / easy) are one word to a person, but Snowball
	// stems them apart (lazili / lazi), as it keeps the "li" of an adverb
	// after an i. Looked up, not stemmed alike: "family" is no adverb, and
	// its stem must stay that of "families".
	if n := len(t); strings.HasSuffix(t, "ily") {
		if id := d.lookup(t[:n-3] + "y"); id >= 0 {
			out = append(out, id)
		}
	} else if t[n-1] == 'y' {
		if id := d.lookup(t[:n-1] + "ily"); id >= 0 {
			out = append(out, id)
		}
	}
	s := stem(t)
	p := s
	if len(p) > 1 && (p[len(p)-1] == 'i' || p[len(p)-1] == 'e' && len(p) > minStemLen) {
		p = p[:len(p)-1]
	}
	if d.stems == nil {
		d.stems = make([]string, len(d.words))
	}
	out = d.sameStem(t, s, p, out)
	// An act noun (see actNouns) is spelled apart from its verb's stem
	// (expansion / expand): the verb's forms find it where it is filed.
	for _, n := range nounsOfVerb[s] {
		out = d.sameStem(t, s, n, out)
	}
	return out
}

// sameStem appends to out the plain words other than t starting with
// prefix whose stem is s (at most maxStemScan of them are read).
func (d *dict) sameStem(t, s, prefix string, out []int32) []int32 {
	lo, hi := d.prefixRange(prefix)
	hi = min(hi, lo+maxStemScan)
	for id := lo; id < hi; id++ {
		w := d.words[id]
		if w == t || !isLetters(w) {
			continue
		}
		ws := d.stems[id]
		if ws == "" {
			ws = stem(w)
			d.stems[id] = ws
		}
		if ws == s {
			out = append(out, id)
		}
	}
	return out
}

// minIonStem is the shortest verb stem stem keeps from a noun in -tion or
// -sion: shorter ones are other words ("action" is not "act", "option"
// is not "opt").
const minIonStem = 5

// minUalStem is the shortest noun that stem keeps from an adjective in -ual:
// shorter ones are other words ("eventual" is not "event", "actual" is
// not "act", "usual" is not "use").
const minUalStem = 7

// porter2Splits maps a stem Porter2 gives some forms of a word to the stem
// of its others, for the words of the notes it splits (see stem), found by
// stemming every word of the notes beside its -s, -es, -ed and -ing forms:
//   - it drops the doubled letter of a verb ending in one before -ed and
//     -ing ("hopped" → "hop"): "added" and "adding" stem to "ad", "add" and
//     "adds" to "add" (about 1,000 notes open with a form of it, and
//     "storage k8s io v1 api added" missed "Add storage.k8s.io/v1 API",
//     #40088); "diffing" to "dif";
//   - it takes an ending for a suffix in one form and not in another:
//     "embed" and "embeds" lose "ed" (emb), "embedded" does not (embed);
//     "alias" loses its s (alia), "aliases" its es (alias);
//   - it cuts a suffix only from the form that ends with it: "reference"
//     loses "ence" (refer) where "referenced" keeps it (referenc), "queue"
//     keeps its e where "queued" and "queuing" do not.
//
// Not "autoscaling" (autosc) with "autoscale" (autoscal): the word names
// the API group (autoscaling/v2) in most notes, and joined, "kubectl
// autoscale hpa v2" lost its note (#128950) to the group's notes.
var porter2Splits = map[string]string{
	"ad": "add", "dif": "diff", "emb": "embed", "alia": "alias",
	"referenc": "refer", "queu": "queue",
}

// icVerbs are the English verbs in -ic that take a k before -ed and -ing
// (panicked, mimicking, trafficking), which Snowball keeps in their stem
// ("panick"). A short list: other verbs in -ick ("picked", "kicked",
// "cherry-picked") are not theirs.
var icVerbs = map[string]bool{"panic": true, "mimic": true, "traffic": true, "frolic": true, "picnic": true}

// actNouns maps the Snowball stem of an English noun naming the act of a
// verb to the verb, where Snowball stems the two apart: it strips -ure
// from no word (failure / fail), and cuts a noun in -sion or -tion to
// letters that part from the verb's (expans / expand, retent / retain;
// success / succeed likewise). So "kubelet log flush failure on exit" (held-out
// set 43) ranked "Fixed failed flushing logs … when kubelet cmd exit 1"
// (#104774) second, and "kubelet systemd notification" found "kubelet now
// notifies systemd" (#60654) only among the closest matches. A list, not
// a rule: most nouns in -ure are not their stem's act (feature / feat,
// structure / struct, posture / post, fixture / fix), nor are many in
// -sion (extension / extend, permission / permit, admission / admit are
// things of their own in Kubernetes). Over the known-item sets these
// pairs won three first places and lost one ("expanding volume without
// node expansion error": "expanding" now finds the notes that say
// "expansion" too); description / describe, tried with them, lost one
// more ("sts pvc retention policy description"). Introduction /
// introduce and the four after it, read off the notes' nouns in -tion and
// -sion whose verb Snowball stems apart, won one more ("introduction of
// kubeadm v1beta2 configuration", held-out set 210) and lost none.
var actNouns = map[string]string{
	"failur": "fail", "exposur": "expose", "closur": "close", "disclosur": "disclose", "erasur": "erase",
	"expans": "expand", "convers": "convert", "reduct": "reduce", "resolut": "resolve", "consumpt": "consume",
	"inclus": "include", "exclus": "exclude", "decis": "decide", "suspens": "suspend", "retent": "retain",
	"success": "succeed", "introduct": "introduce", "emiss": "emit", "subscript": "subscribe",
	"assumpt": "assume", "resumpt": "resume",
}

// actSuffixes are the endings an act noun has past its stem (see
// actNouns): failur-e, expans-ions, success-fully.
var actSuffixes = map[string]bool{"e": true, "es": true, "ion": true, "ions": true, "": true, "ful": true, "fully": true}

// nounsOfVerb lists, by verb stem, the act nouns' stems (see actNouns):
// the words to read for a form of the verb.
var nounsOfVerb = func() map[string][]string {
	m := map[string][]string{}
	for n, v := range actNouns {
		m[Stem(v)] = append(m[Stem(v)], n)
	}
	return m
}()

// stem is Snowball's English stem, and for a noun in -tion or -sion that
// Snowball keeps whole because the suffix is too near the word's start
// ("preemption"), the stem of its verb ("preempt"): notes say "preempts"
// where a person remembers "preemption". The verb's own forms have the
// same stem, so the relation stays symmetric. Likewise an adjective in
// -ual, which Snowball stems to the noun plus "u" ("contextual" →
// "contextu"), has the noun's stem: "contextual logging" is what the
// notes call the migration to "a context and logger" (#120729). A stem
// Porter2 gives only some forms of a word is the stem of the others (see
// porter2Splits).
func stem(w string) string {
	s := Stem(w)
	if v, ok := porter2Splits[s]; ok {
		s = v
	}
	// The forms in -icked and -icking of a verb in -ic (see icVerbs) have
	// the verb's stem: a note says "panic" where a person remembers
	// "panicking" (#130503).
	if n := len(s) - 1; n > 0 && s[n] == 'k' && icVerbs[s[:n]] {
		return s[:n]
	}
	// An act noun (see actNouns) has its verb's stem: a note says "fails"
	// where a person remembers "failure".
	// Only the noun, not an adjective of the same stem (exclusive,
	// decisive, successive).
	if v, ok := actNouns[s]; ok && actSuffixes[w[min(len(s), len(w)):]] {
		return Stem(v)
	}
	// A noun in -ification has the stem of its verb in -ify, which
	// Snowball keeps an i longer (modification → modif, modify → modifi):
	// a note says "notifies" where a person remembers "notification".
	if strings.HasSuffix(s, "if") && (strings.HasSuffix(w, "ification") || strings.HasSuffix(w, "ifications")) {
		return s + "i"
	}
	// Likewise a noun in -iliation keeps an i its verb in -ile does not
	// (reconciliation → reconcili, reconcile → reconcil).
	if strings.HasSuffix(s, "ili") && (strings.HasSuffix(w, "iliation") || strings.HasSuffix(w, "iliations")) {
		return s[:len(s)-1]
	}
	if n := len(s) - 1; n >= minUalStem && n < len(w) && s[n] == 'u' && strings.HasPrefix(w[n:], "ual") && w[:n] == s[:n] {
		return s[:n]
	}
	if n := len(s) - 3; n >= minIonStem && strings.HasSuffix(s, "ion") && (s[n-1] == 't' || s[n-1] == 's') {
		return Stem(s[:n])
	}
	return s
}

// Stem is w's stem by Snowball's English (Porter2) stemmer, the code
// the Snowball project generates for Go (blevesearch/snowballstem).
func Stem(w string) string {
	env := snowballstem.NewEnv(w)
	english.Stem(env)
	return env.Current()
}
