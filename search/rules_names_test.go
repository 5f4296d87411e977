package search

import (
	"slices"
	"strings"
	"testing"
)

// The tests below pin rules about names typed in a query (identifiers
// with a typo, flags whose words a note writes apart) added for the kinds
// of query that still missed on held-out known-item sets, each on real
// notes.

// A mistyped identifier one or two edits from a whole identifier of the
// notes names that identifier: the notes with a longer identifier that a
// prefix of it nearly starts (apiserver_storage_object_counts, another
// metric) are not matches.
func TestMistypedIdentifierNamesIt(t *testing.T) {
	ix, texts := corpusIndex(t)
	hits := fresh(ix, "apiserver_storage_objcts")
	if len(hits) == 0 || !strings.Contains(texts[hits[0].Doc], "apiserver_storage_objects") {
		t.Fatalf("apiserver_storage_objcts: %d hits, the first without apiserver_storage_objects", len(hits))
	}
	for _, h := range hits {
		if !strings.Contains(texts[h.Doc], "apiserver_storage_objects") {
			t.Errorf("apiserver_storage_objcts found a note without apiserver_storage_objects, by %q: %.80q", h.Marks[0].Word, texts[h.Doc])
		}
	}
	wantRank(t, ix, texts, "apiserver_storage_objcts stable metric", 100082, 1)
}

// Beside other words, a flag that few notes name also matches its words
// written apart close together (see termMatch.parts): "Add init containers
// log to cluster dump info" (#88324) for cluster-info. The notes naming
// the flag rank first; a flag that many notes name ("kube-proxy"), or one
// typed alone, finds only them.
func TestFlagMatchesItsWordsApart(t *testing.T) {
	ix, texts := corpusIndex(t)
	hits := fresh(ix, "cluster-info dump")
	named := func(h Hit, flag string) bool { return strings.Contains(strings.ToLower(texts[h.Doc]), flag) }
	apart := slices.IndexFunc(hits, func(h Hit) bool { return !named(h, "cluster-info") })
	if apart < 0 || rankOfPR(hits, texts, 88324) == 0 {
		t.Fatalf("cluster-info dump: %d hits, none with the words apart or #88324 missing", len(hits))
	}
	if slices.ContainsFunc(hits[apart:], func(h Hit) bool { return named(h, "cluster-info") }) {
		t.Error("a note naming cluster-info ranks after one with its words apart")
	}
	for _, q := range []string{"cluster-info", "kube-proxy nftables"} {
		flag := strings.Fields(q)[0]
		for _, h := range fresh(ix, q) {
			if !named(h, flag) && !named(h, strings.ReplaceAll(flag, "-", "")) {
				t.Fatalf("%q found a note without %s: %.80q", q, flag, texts[h.Doc])
			}
		}
	}
}

// A flag's parts are its words of letters, less stop words and single
// letters.
func TestFlagParts(t *testing.T) {
	ix, _ := corpusIndex(t)
	parts, _ := ix.d.termParts("x-kubernetes-int-or-string")
	var got []string
	for _, p := range parts {
		got = append(got, ix.d.words[p.lo])
	}
	if len(got) != 3 || got[0] != "kubernetes" || got[1] != "int" || !strings.HasPrefix(got[2], "string") {
		t.Errorf("x-kubernetes-int-or-string: parts %q, want kubernetes, int, string…", got)
	}
	if p, _ := ix.d.termParts("kubeadm"); p != nil {
		t.Error("a word has parts")
	}
	if p, _ := ix.d.termParts("k8s.io"); p != nil {
		t.Error("a path has parts")
	}
}

// TestGluedParts: a two-word name typed as one word is looked for as its
// words, where the notes write them apart and glued in at most
// maxGluedNamed notes.
func TestGluedParts(t *testing.T) {
	ix, _ := corpusIndex(t)
	d := ix.d
	words := func(t string) []string {
		var out []string
		parts, _ := d.gluedParts(t)
		for _, r := range parts {
			out = append(out, d.words[r.lo])
		}
		return out
	}
	for _, tt := range []struct {
		term string
		want []string
	}{
		{"jsonpatch", []string{"json", "patch"}},
		{"configfile", []string{"config", "file"}},
		// Glued in a few notes and apart in others: both (the glued
		// word ranks above, see TestGluedNameApart).
		{"leaderelection", []string{"leader", "election"}},
		{"nodelease", []string{"node", "lease"}},
		{"jsonpath", []string{"json", "path"}},
		// Three words, each a word of the notes: all three, though
		// "nodelocal" is a word of the notes too.
		{"nodelocaldns", []string{"node", "local", "dns"}},
		// Glued in more than maxGluedNamed notes: what the person meant.
		{"kubelet", nil},
		{"kubeconfig", nil},
		// Halves too short, or stop words, say nothing.
		{"podx", nil},
		{"theconfig", nil},
	} {
		if got := words(tt.term); !slices.Equal(got, tt.want) {
			t.Errorf("gluedParts(%q) = %q, want %q", tt.term, got, tt.want)
		}
	}
}

// TestRevertBit: revertBit, a constant so that the module need not
// compute it, is the bit of the stage reverted.
func TestRevertBit(t *testing.T) {
	if got := stageBit("reverted"); got != revertBit {
		t.Errorf("stageBit(reverted) = %b, revertBit = %b", got, revertBit)
	}
}

// TestReachBits: reachBits, a constant as revertBit is, holds the bits of
// alpha, beta and GA; and a stage word is reached after "to", "now in",
// not after "in" alone ("Fixed bug in beta aggregated discovery
// endpoint", #116770).
func TestReachBits(t *testing.T) {
	if want := stageBit("alpha") | stageBit("beta") | stageBit("ga"); reachBits != want {
		t.Errorf("reachBits = %b, want %b", reachBits, want)
	}
	for _, tt := range []struct {
		prev []string
		want bool
	}{
		{[]string{"Promote", "endpoint", "to"}, true},
		{[]string{"is", "now", "in"}, true},
		{[]string{"Fixed", "bug", "in"}, false},
		{[]string{"Removed", "the"}, false},
		{nil, false},
	} {
		if got := reachesStage(tt.prev); got != tt.want {
			t.Errorf("reachesStage(%q) = %v, want %v", tt.prev, got, tt.want)
		}
	}
}
