package search

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"
)

// The tests below pin issue 12's rules on real notes (the shipped corpus).

// rankOfPR returns the 1-based rank of the first hit citing pr, or 0.
func rankOfPR(hits []Hit, texts []string, pr int) int {
	for i, h := range hits {
		if containsPR(texts[h.Doc], pr) {
			return i + 1
		}
	}
	return 0
}

// wantRank fails unless query finds the note citing pr within the first n.
func wantRank(t *testing.T, ix *Index, texts []string, query string, pr, n int) {
	t.Helper()
	hits := fresh(ix, query)
	if r := rankOfPR(hits, texts, pr); r == 0 || r > n {
		t.Errorf("%q: #%d at rank %d of %d, want the first %d", query, pr, r, len(hits), n)
	}
}

// Word forms: English inflections match both ways, through the Snowball
// stemmer, and the form typed ranks above the other forms.
func TestWordForms(t *testing.T) {
	ix, texts := corpusIndex(t)
	// The note says "patch", "Stop propagating", "Remove".
	wantRank(t, ix, texts, "kubelet-config ConfigMap patches", 123093, 3)
	wantRank(t, ix, texts, "SelfLink propagation stopped", 94397, 1)
	wantRank(t, ix, texts, "kubeadm certs renew csr-only removed", 104796, 1)

	hits := fresh(ix, "removal")
	seenOther := false
	forms := map[string]bool{}
	for _, h := range hits {
		w := h.Marks[0].Word
		forms[w] = true
		if w != "removal" {
			seenOther = true
		} else if seenOther {
			t.Fatalf("a note with \"removal\" ranks after one with another form of it")
		}
	}
	for _, f := range []string{"removal", "removed", "remove", "removing"} {
		if !forms[f] {
			t.Errorf("\"removal\" found no note with %q", f)
		}
	}
	// Identifiers, flags and metric names are matched as written.
	for _, term := range []string{"container_oom_events_total", "--feature-gates", "kube-proxies", "v1beta1"} {
		if got := ix.d.stemWords(lower(strings.TrimLeft(term, "-"))); got != nil {
			t.Errorf("%q was stemmed: %d words", term, len(got))
		}
	}
}

// Kubernetes vocabulary: short names and abbreviations match their long
// forms, both ways.
func TestVocabulary(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "HPA invalid annotations conversion error", 89963, 1) // "HorizontalPodAutoscaler"
	wantRank(t, ix, texts, "kubeadm proxy env vars kube-proxy", 84559, 1)        // "environment variables"
	wantRank(t, ix, texts, "256 cores", 106570, 3)                               // "256 cpus"
	for _, tt := range []struct{ query, word string }{
		{"hpa", "horizontalpodautoscaler"},
		{"horizontalpodautoscaler", "hpa"},
		{"pvc", "persistentvolumeclaim"},
		{"persistent volume claim", "pvc"},
		{"generally available", "ga"},
		{"netpol", "networkpolicy"},
		{"environment variables", "env"},
	} {
		found := false
		for _, h := range fresh(ix, tt.query) {
			if slices.ContainsFunc(h.Marks, func(m Mark) bool { return m.Word == tt.word }) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("%q found no note by the word %q", tt.query, tt.word)
		}
	}
}

func TestVocabularyTable(t *testing.T) {
	for _, forms := range vocabulary {
		if len(forms) < 2 {
			t.Errorf("%q: a group needs two forms", forms)
		}
		for _, f := range forms {
			if f != strings.ToLower(f) || strings.Count(f, " ")+1 > maxPhraseWords || strings.TrimSpace(f) != f {
				t.Errorf("form %q: want lower case, single spaces, at most %d words", f, maxPhraseWords)
			}
		}
	}
}

// Identifier parts: CamelCase, snake_case and kebab-case parts are words,
// and the whole identifier ranks above its parts.
func TestIdentifierParts(t *testing.T) {
	ix, texts := corpusIndex(t)
	for _, tt := range []struct{ query, ident string }{
		{"device status", "DRAResourceClaimDeviceStatus"},
		{"max numa nodes", "maxAllowableNUMANodes"},
		{"oom events", "container_oom_events_total"},
	} {
		hits := fresh(ix, tt.query)
		i := slices.IndexFunc(hits, func(h Hit) bool { return strings.Contains(texts[h.Doc], tt.ident) })
		if i < 0 || i >= 5 {
			t.Errorf("%q: the first note with %s is at %d of %d, want the first 5", tt.query, tt.ident, i+1, len(hits))
		}
	}
	wantRank(t, ix, texts, "DRA device status enabled by default", 130814, 3)
	wantFirstSays(t, ix, "ControlPlaneComponents", "controlplanecomponents")
}

// Near misses: a word within its edit distance of a note's word matches
// even though the typed word exists elsewhere, and exact beats typo.
func TestNearMisses(t *testing.T) {
	ix, texts := corpusIndex(t)
	// The note misspells partition as "parittion" (a transposition).
	wantRank(t, ix, texts, "windows partition GPT", 101412, 1)
	hits := fresh(ix, "partition")
	typo := slices.IndexFunc(hits, func(h Hit) bool { return h.Marks[0].Word == "parittion" })
	if typo < 0 {
		t.Fatal("\"partition\" did not find the note that says \"parittion\"")
	}
	for _, h := range hits[:typo] {
		if h.Marks[0].Word == "parittion" {
			t.Fatal("unreachable")
		}
	}
	for _, h := range hits[typo+1:] {
		if h.Marks[0].Word == "partition" {
			t.Fatalf("a note with \"partition\" ranks after the typo")
		}
	}
	wantRank(t, ix, texts, "kubeadm upgarde plan etcd-upgrade", 130023, 3)
}

// No dead ends: when no note has every word, the notes with the most of
// them come back, and the words that matched nothing are named.
func TestNoDeadEnds(t *testing.T) {
	ix, texts := corpusIndex(t)
	r := ix.Find("256 cpus xyzzyqwv")
	if !r.Partial || !slices.Equal(r.Unmatched, []string{"xyzzyqwv"}) {
		t.Fatalf("Find: partial %v, unmatched %q; want true, [xyzzyqwv]", r.Partial, r.Unmatched)
	}
	if rk := rankOfPR(r.Hits, texts, 106570); rk != 1 {
		t.Errorf("the note with both other words is at %d, want 1", rk)
	}
	for _, h := range r.Hits {
		if len(h.Marks) == 0 || len(h.Marks) > 2 {
			t.Fatalf("hit %d has %d marks, want the 1 or 2 words it matched", h.Doc, len(h.Marks))
		}
	}
	// Rarer words weigh more: with "kubelet" (thousands of notes) and
	// "dockershim" (dozens) in no note together with "zzgarbage", the
	// notes with both come first, then those with dockershim. A digest
	// counts one word fewer (see sinkDigests) and is left out here.
	r = ix.Find("kubelet dockershim xyzzyqwv")
	if !r.Partial || len(r.Hits) == 0 {
		t.Fatal("no closest matches")
	}
	both, dockershimOnly := true, false
	for _, h := range r.Hits {
		if ix.d.cites[h.Doc] >= digestPRs {
			continue
		}
		low := strings.ToLower(texts[h.Doc])
		has := strings.Contains(low, "dockershim")
		if len(h.Marks) == 2 {
			if !both {
				t.Fatal("a note with both words after one with one")
			}
			continue
		}
		both = false
		if has {
			dockershimOnly = true
		} else if !dockershimOnly {
			t.Fatal("a note with only kubelet before every note with only dockershim")
		}
	}
	// A query whose every word matches a note is not partial.
	if r := ix.Find("dockershim removed"); r.Partial || r.Unmatched != nil {
		t.Errorf("dockershim removed: partial %v, unmatched %q", r.Partial, r.Unmatched)
	}
}

// Ranking by what a note is about: the note that added a feature gate, which
// names it three times, ranks above notes naming it once in passing.
func TestRankingByAboutness(t *testing.T) {
	ix, texts := corpusIndex(t)
	hits := fresh(ix, "WaitForAllControlPlaneComponents")
	if len(hits) < 5 || !strings.Contains(strings.ToLower(texts[hits[0].Doc]), "add the waitforallcontrolplanecomponents feature gate") &&
		!strings.Contains(strings.ToLower(texts[hits[0].Doc]), "added the waitforallcontrolplanecomponents feature gate") {
		t.Errorf("WaitForAllControlPlaneComponents: first hit %.100q, want the note that added the gate", texts[hits[0].Doc])
	}
	// Words close together in the first sentence: the note that graduated
	// the gate to GA first.
	wantRank(t, ix, texts, "WaitForAllControlPlaneComponents GA", 132594, 1)
}

// Invisible characters in a query or a note are ignored: a zero-width
// space before a word, from a copied link, finds what the word finds.
func TestInvisibleCharacters(t *testing.T) {
	ix, _ := corpusIndex(t)
	want := fresh(ix, "kubeadm")
	for _, q := range []string{"\u200bkubeadm", "kube\u200dadm\ufeff", "\u00adkubeadm"} {
		if got := fresh(ix, q); len(got) != len(want) || got[0].Doc != want[0].Doc {
			t.Errorf("%q: %d hits, \"kubeadm\" has %d", q, len(got), len(want))
		}
	}
	small := New([]string{"kube\u200badm reset", "kubectl\u00a0apply"}, nil)
	if hits := small.Search("kubeadm"); len(hits) != 1 {
		t.Errorf("a note with a zero-width space inside the word: %d hits, want 1", len(hits))
	}
	if hits := small.Search("apply"); len(hits) != 1 {
		t.Errorf("a no-break space between words: %d hits, want 1", len(hits))
	}
	if got := normalizeText("plain ASCII text"); got != "plain ASCII text" {
		t.Errorf("normalizeText changed ASCII text: %q", got)
	}
}

// Stop words are optional beside other words: the note says "moved under
// k8s.io/kubelet", not "moved to", and still ranks first.
func TestStopWordsOptional(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "kubelet apis moved to k8s.io/kubelet", 98931, 1)
	wantRank(t, ix, texts, "crd status conditions not required", 64996, 3)
	// Alone, a stop word is a word like any other: every hit has it.
	for _, h := range fresh(ix, "into")[:20] {
		if h.Marks[0].Word != "into" && !strings.HasPrefix(h.Marks[0].Word, "into") {
			t.Fatalf("\"into\" hit %d marks %q", h.Doc, h.Marks[0].Word)
		}
	}
}

// A compound form of the vocabulary matches the identifiers it starts:
// "service account" finds LegacyServiceAccountTokenNoAutoGeneration, "crd"
// finds CustomResourceDefinitionStatus. Lifecycle verbs match their
// synonyms: the note says "promoted to GA".
func TestCompoundsAndLifecycle(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "legacy service account token no auto generation graduated", 112838, 3)
	wantRank(t, ix, texts, "LegacyServiceAccountTokenNoAutoGeneration graduated", 112838, 1)
	wantRank(t, ix, texts, "crd status optional", 64996, 1)
	wantRank(t, ix, texts, "dropped node expansion between stage and publish", 108614, 1)
}

// A noun in -tion that Snowball keeps whole matches its verb's forms (see
// also TestIonNounFindsItsNote).
func TestIonNounsMatchTheirVerb(t *testing.T) {
	ix, _ := corpusIndex(t)
	words := map[string]bool{}
	for _, id := range ix.d.stemWords("preemption") {
		words[ix.d.words[id]] = true
	}
	if !words["preempts"] || !words["preempted"] {
		t.Errorf("\"preemption\" matches %v, want preempts and preempted among them", words)
	}
	// Short verb stems stay apart: "action" is not "act".
	for _, id := range ix.d.stemWords("action") {
		if w := ix.d.words[id]; w == "act" || w == "acts" {
			t.Errorf("\"action\" matches %q", w)
		}
	}
}

// Synonyms of release-note English (see vocabulary) find the note in the
// other words, and the words as typed still rank first: #122571 says
// "instead of chunking from the server", the person remembers pagination;
// #110095 says "stop applying the … taint", the person remembers "no
// longer" (for the other way, see TestRulesOnShippedNotes).
func TestEverydaySynonyms(t *testing.T) {
	ix, texts := corpusIndex(t)
	for _, c := range []struct {
		query string
		pr, n int
		typed string
	}{
		{"WatchListClient pagination", 122571, 2, "chunking"},
		{"kubeadm no longer taints control plane with master taint", 110095, 1, "no longer"},
	} {
		wantRank(t, ix, texts, c.query, c.pr, c.n)
		wantFirstSays(t, ix, c.typed, c.typed)
	}
}

// A very common word beside two rarer ones is soft (see softShare): the
// note that has the rare words but not the common one is a match, not a
// closest match. #133603 says "Fixed nfacct test cases on s390x", not
// "pod"; before, no note had every word and the search said so.
func TestCommonWordIsSoft(t *testing.T) {
	ix, texts := corpusIndex(t)
	r := ix.Find("pod nfacct tests s390x")
	if r.Partial || len(r.Hits) == 0 || !containsPR(texts[r.Hits[0].Doc], 133603) {
		t.Errorf("pod nfacct tests s390x: partial %v, %d hits, first not #133603", r.Partial, len(r.Hits))
	}
	// With one rare word, the common words still narrow: every hit of
	// "nfacct pod" has both or is a closest match.
	r = ix.Find("nfacct pod")
	for _, h := range r.Hits[:r.Full] {
		if len(h.Marks) != 2 {
			t.Errorf("nfacct pod: a full hit has marks %v", h.Marks)
		}
	}
}

// Punctuation: an abbreviation written with dots or a slash is the same
// word without them, in the query and in the notes. #121485 says "KMSv2"
// and "GA"; #122558 "HTTP/2"; #108107 "HTTP2".
func TestPunctuationVariants(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "kms v2 G.A", 121485, 3)
	wantRank(t, ix, texts, "http2 admission webhooks localhost", 122558, 2)
	wantRank(t, ix, texts, "http/2 heartbeat connections", 108107, 2)
}

// Identifier parts weigh like the words: the note about CSIMigration
// going GA (#110410) and the ones removing DynamicKubeletConfig rank with
// the notes that say the words apart, and consecutive parts in order
// ("deprecated scheduling duration") find DeprecatedSchedulingDuration.
func TestIdentifierPartsWeighLikeWords(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "csi migration ga", 110410, 5)
	wantRank(t, ix, texts, "dynamic kubelet config removed", 106932, 2)
	wantRank(t, ix, texts, "deprecated scheduling duration metrics removed", 94884, 1)
}

// A word written with or without the hyphen between its parts is the same
// word: "dryrun" finds --dry-run (#100206); the other way round, see
// notes.TestHyphenatedWordIsNotMissing.
func TestGluedAndHyphenatedForms(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "kubectl drain dryrun server", 100206, 3)
	if got := ix.d.gluedForms("in-tree"); len(got) == 0 || ix.d.words[got[0].id] != "intree" {
		t.Errorf("in-tree: glued forms %v, want intree", got)
	}
	// A split form in another inflection than the term: "relist" is
	// the "re-lists" of #115901.
	var got []string
	for _, h := range ix.d.gluedForms("relist") {
		got = append(got, ix.d.words[h.id])
	}
	if !slices.Contains(got, "re-lists") {
		t.Errorf("relist: glued forms %q, want re-lists", got)
	}
}

// TestVocabularySources checks that every group of vocabulary and related
// says where it comes from: a "Source:" comment line above it, or above
// the groups it sits right under (no blank line, no other comment between).
func TestVocabularySources(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "vocab.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	line := func(p token.Pos) int { return fset.Position(p).Line }
	// sourceEnds are the last lines of the comments holding a source.
	sourceEnds := map[int]bool{}
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, "// Source: ") {
				sourceEnds[line(cg.End())] = true
			}
		}
	}
	checked := 0
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			if name := vs.Names[0].Name; name != "vocabulary" && name != "related" {
				continue
			}
			covered := false
			for _, el := range vs.Values[0].(*ast.CompositeLit).Elts {
				l := line(el.Pos())
				switch {
				case sourceEnds[l-1]:
					covered = true
				case covered && line(prevEnd(vs, el)) == l-1:
					// right under a covered group
				default:
					covered = false
					t.Errorf("vocab.go:%d: a group without a Source: comment above it", l)
				}
				checked++
			}
		}
	}
	if want := len(vocabulary) + len(related); checked != want {
		t.Errorf("checked %d groups, want %d", checked, want)
	}
}

// prevEnd returns the end of the element before el in vs's composite
// literal (its opening brace for the first).
func prevEnd(vs *ast.ValueSpec, el ast.Expr) token.Pos {
	lit := vs.Values[0].(*ast.CompositeLit)
	end := lit.Lbrace
	for _, e := range lit.Elts {
		if e == el {
			break
		}
		end = e.End()
	}
	return end
}

// The -ick stems of verbs in -ic (see icVerbs) are theirs only: other
// verbs in -ick keep their k.
func TestIcVerbStems(t *testing.T) {
	for _, f := range [][2]string{{"panicked", "panic"}, {"panicking", "panics"}, {"mimicking", "mimic"}, {"trafficking", "traffic"}} {
		if a, b := stem(f[0]), stem(f[1]); a != b {
			t.Errorf("stem(%q) = %q, stem(%q) = %q; want one stem", f[0], a, f[1], b)
		}
	}
	for _, w := range []string{"clicked", "sticking", "picked", "kicking", "tricked", "cherrypicked", "nitpicking"} {
		if got := stem(w); got[len(got)-1] != 'k' {
			t.Errorf("stem(%q) = %q, want its k kept", w, got)
		}
	}
}

// An act noun (see actNouns) and a noun in -ification or -iliation have
// their verb's stem; an adjective of the noun's stem keeps its own.
func TestActNounStems(t *testing.T) {
	for _, f := range [][2]string{{"expansion", "expanded"}, {"conversions", "converting"}, {"retention", "retains"},
		{"success", "succeeded"}, {"successfully", "succeeds"}, {"notification", "notifies"}, {"modifications", "modify"}, {"reconciliation", "reconciles"}, {"failures", "failing"}} {
		if a, b := stem(f[0]), stem(f[1]); a != b {
			t.Errorf("stem(%q) = %q, stem(%q) = %q; want one stem", f[0], a, f[1], b)
		}
	}
	for _, f := range [][2]string{{"exclusive", "exclude"}, {"decisive", "decide"}, {"successive", "succeed"}, {"conversation", "convert"}, {"extension", "extend"}} {
		if a, b := stem(f[0]), stem(f[1]); a == b {
			t.Errorf("stem(%q) = stem(%q) = %q; want them apart", f[0], f[1], a)
		}
	}
}
