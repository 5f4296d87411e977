package search

import "slices"

// stopWords are the function words a person types between the words that
// carry a query ("kubelet apis moved to k8s.io/kubelet", "no auto
// generation") and that the note may not have: it says "moved under", or
// "NoAutoGeneration" as one identifier, or words the negation another way
// ("optional" for "not required"). In a query with another word, a stop
// word is optional (see termMatch.optional): a note without it still
// matches, and a note with it gains only its small BM25 weight, not the
// rank of a matched word.
//
// Kept to English function words; "not" and "no" are here because notes
// word a negation in many ways ("no longer", "cannot", "without").
// "until" and "instead" join a query's words the way a person retells a
// change ("kube-proxy wait until node exists" for "kube-proxy waits for
// … the node to be defined", #77167; "warning instead of error" for
// "treat non-fatal errors as warnings", #80862); so do "while" and
// "during" ("pod ready state while terminating" for "Pods will now post
// their readiness during termination", #110416). "without" is not here:
// it says what a note is about ("Kubelet can now run without identity
// on Azure", #77906), and held-out set 7 lost that note when it was.
// The question words and the auxiliaries a person retells a change with
// are function words too: "configure which IPs nodeport listens on" for
// "Make NodePort IP addressses configurable" (#58052) ranked the notes
// with "which" ("nodeport service which only works for node's
// InternalIP", #81477) first.
var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "for": true,
	"in": true, "on": true, "at": true, "by": true, "with": true, "from": true,
	"into": true, "and": true, "or": true, "is": true, "are": true, "be": true,
	"was": true, "were": true, "it": true, "its": true, "as": true,
	"not": true, "no": true, "now": true, "that": true, "this": true,
	"per": true, "via": true, "when": true, "than": true, "if": true,
	"until": true, "instead": true, "while": true, "during": true,
	"which": true, "what": true, "where": true, "who": true, "how": true,
	"has": true, "have": true, "had": true, "been": true, "does": true, "did": true,
}

// markOptional marks the stop words of ms optional when ms has another
// term to match (and typed whole when another term follows, see
// termMatch.typedWhole), the common words (see softShare) soft and
// optional when ms has two rarer words to match, and the kind words (see
// kindWords) soft and optional beside a name.
func markOptional(ms []termMatch, docs int) {
	n := 0
	for i := range ms {
		if stopWords[ms[i].text] {
			n++
		}
	}
	if n == len(ms) {
		return
	}
	rare := 0
	for i := range ms {
		ms[i].optional = stopWords[ms[i].text]
		if ms[i].optional && i < len(ms)-1 {
			// Typed whole, with more words after it: "no" in "no score
			// plugins" is not the start of "nothing". The last word may
			// still be being typed.
			ms[i].typedWhole()
		}
		if !ms[i].optional && !isSoft(&ms[i], docs) {
			rare++
		}
	}
	if rare >= 2 {
		for i := range ms {
			if !ms[i].optional && isSoft(&ms[i], docs) {
				ms[i].optional, ms[i].soft = true, true
			}
		}
	}
	if slices.ContainsFunc(ms, func(m termMatch) bool { return m.ident }) {
		for i := range ms {
			if !ms[i].optional && kindWords[ms[i].text] {
				ms[i].optional, ms[i].soft = true, true
			}
		}
	}
}

// kindWords say what kind of thing another word of the query is: beside a
// flag, a metric or a feature gate typed by name (see isIdentTerm:
// "show-all", "apiserver_storage_objects",
// "NodeResourcesBalancedAllocation"), "flag", "metric" or "gate" is what
// the person knows of it, and a note naming it need not say so
// ("apiserver_storage_objects … is promoted and marked as stable"). Such a
// word is soft there (see softShare): a note with it ranks higher. Tool
// names ("kubectl", "kubeadm") are not kind words: beside a flag they
// tell apart the notes naming it, and the tuning set lost two queries
// when they were.
var kindWords = map[string]bool{
	"flag": true, "flags": true, "metric": true, "metrics": true,
	"gate": true, "gates": true, "option": true, "options": true,
	"field": true, "fields": true, "annotation": true, "annotations": true,
}

// A query word found in more than one note in softShare ("pod", "node",
// "api", "fix", "feature") is one a person adds to place the note but
// that the note may not say: "pod nfacct tests s390x" for "Fixed nfacct
// test cases on s390x". Beside two rarer words it is soft: a note without
// it still matches, and a note with it ranks higher by softUnit per band
// and the word's BM25 weight (see rankAll). Strict AND dropped such notes
// whenever a few others had every word. Tried on the known-item sets:
// one note in 16 ("kubectl", "kubelet", "removed") and a single rarer word
// cost more queries than it won, so both are stricter.
const softShare = 8

// isSoft reports whether m is a common word (see softShare): its words are
// in more than one note in softShare. Its cost counts a note once per
// word it matches, so a word with many forms is common a little sooner.
// Only plain words are: a number, an identifier or a flag is what the
// person remembers.
func isSoft(m *termMatch, docs int) bool {
	return m.cost*softShare > docs && isLetters(m.text) && len(m.text) > shortQuery
}
