package search

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

var (
	testIndexOnce sync.Once
	testIndex     *Index
)

// corpusIndex is one Index over the real corpus shared by the tests. Tests
// that depend on incremental state use New themselves.
func corpusIndex(tb testing.TB) (*Index, []string) {
	texts := corpus(tb)
	testIndexOnce.Do(func() { testIndex = New(texts, nil) })
	return testIndex, texts
}

// fresh searches without reusing the previous query's results, a kept
// letter's or resolved terms.
func fresh(ix *Index, q string) []Hit {
	ix.mu.Lock()
	ix.haveLast = false
	ix.letters, ix.broad = kept{}, kept{}
	clear(ix.terms)
	ix.mu.Unlock()
	return ix.Search(q)
}

// wantFirstSays fails unless the first hit of a fresh search for q marks
// word: the word as typed ranks above its forms, synonyms and typos.
func wantFirstSays(t *testing.T, ix *Index, q, word string) {
	t.Helper()
	hits := fresh(ix, q)
	if len(hits) == 0 || hits[0].Marks[0].Word != word {
		t.Errorf("%q: the first hit does not mark %q: %+v", q, word, hits[:min(1, len(hits))])
	}
}

// containsPR reports whether text cites pull request pr as "#pr".
func containsPR(text string, pr int) bool {
	return regexp.MustCompile(fmt.Sprintf(`#%d\b`, pr)).MatchString(text)
}

func TestEmptyAndNoMatch(t *testing.T) {
	ix, _ := corpusIndex(t)
	for _, q := range []string{"", "   ", "--", "xyzzyqwv", "zzqzzqzzqzzq", "xyzzyqwv zzqzzqzzqzzq"} {
		if hits := fresh(ix, q); hits != nil {
			t.Errorf("Search(%q) = %d hits, want nil", q, len(hits))
		}
	}
}

func TestDockershimIsWordMatchNotFuzzy(t *testing.T) {
	ix, texts := corpusIndex(t)
	hits := fresh(ix, "dockershim")
	want := 0
	for _, s := range texts {
		if strings.Contains(strings.ToLower(s), "dockershim") {
			want++
		}
	}
	if len(hits) < 10 || len(hits) > 100 {
		t.Fatalf("dockershim: %d hits, want dozens", len(hits))
	}
	if len(hits) != want {
		t.Errorf("dockershim: %d hits, %d notes contain it", len(hits), want)
	}
	for _, h := range hits {
		if !strings.Contains(strings.ToLower(texts[h.Doc]), "dockershim") {
			t.Errorf("hit %d does not contain dockershim: %.100q", h.Doc, texts[h.Doc])
		}
	}
}

func TestQueriesOnCorpus(t *testing.T) {
	ix, texts := corpusIndex(t)
	tests := []struct {
		query string
		first string // the first hit must contain this (case-insensitively)
		all   []string
	}{
		{query: "kubeadm reset unmount", all: []string{"kubeadm", "reset", "unmount"}},
		{query: "unmount reset kubeadm", all: []string{"kubeadm", "reset", "unmount"}},
		{query: "KUBE-IPTABLES-HINT", first: "KUBE-IPTABLES-HINT", all: []string{"kube-iptables-hint"}},
		{query: "iptables hint", first: "KUBE-IPTABLES-HINT"},
		{query: "etcd 3.5.11", first: "3.5.11", all: []string{"etcd", "3.5.11"}},
		{query: "--pod-infra-container-image", first: "--pod-infra-container-image", all: []string{"pod-infra-container-image"}},
		{query: "WaitForAllControlPlaneComponents", first: "WaitForAllControlPlaneComponents", all: []string{"waitforallcontrolplanecomponents"}},
		{query: "ControlPlaneComponents", first: "ControlPlaneComponents"},
		{query: "/sys/devices/virtual/powercap", first: "/sys/devices/virtual/powercap"},
		{query: "powercap", first: "powercap"},
		{query: "kube-proxy nftables", first: "nftables", all: []string{"kube-proxy", "nftables"}},
		{query: "v1.30.0", first: "v1.30.0"},
		{query: "1.30.0", first: "1.30.0"},
		{query: "kubeadm upgarde", first: "upgrade", all: []string{"kubeadm", "upgrad"}},
		// One note misspells kubectl as kubctl; the typed spelling still
		// finds the kubectl notes, after that note.
		{query: "kubctl", first: "kubctl"},
		{query: "kubctl auth whoami", first: "whoami", all: []string{"auth", "whoami"}},
		{query: "dockershim", first: "dockershim", all: []string{"dockershim"}},
	}
	for _, tt := range tests {
		hits := fresh(ix, tt.query)
		if len(hits) == 0 {
			t.Errorf("%q: no hits", tt.query)
			continue
		}
		if tt.first != "" && !strings.Contains(strings.ToLower(texts[hits[0].Doc]), strings.ToLower(tt.first)) {
			t.Errorf("%q: first hit lacks %q: %.120q", tt.query, tt.first, texts[hits[0].Doc])
		}
		for _, h := range hits {
			low := strings.ToLower(texts[h.Doc])
			for _, w := range tt.all {
				if !strings.Contains(low, w) {
					t.Errorf("%q: hit %d lacks %q: %.120q", tt.query, h.Doc, w, texts[h.Doc])
					break
				}
			}
		}
	}
}

func TestPRNumberFirst(t *testing.T) {
	ix, texts := corpusIndex(t)
	for _, pr := range []int{122530, 125895, 97252, 109059, 65189} {
		for _, q := range []string{fmt.Sprint(pr), fmt.Sprintf("#%d", pr)} {
			hits := fresh(ix, q)
			if len(hits) == 0 || !containsPR(texts[hits[0].Doc], pr) {
				t.Errorf("%q: first hit does not cite #%d", q, pr)
			}
		}
	}
}

func TestMarksAreWordsOfTheHit(t *testing.T) {
	ix, texts := corpusIndex(t)
	for _, q := range []string{"kubeadm reset unmount", "kubea", "kubeadm upgarde", "#122530", "kbadm", "ControlPlaneComp", "etcd 3.5", "dockershim"} {
		hits := fresh(ix, q)
		if len(hits) == 0 {
			t.Errorf("%q: no hits", q)
		}
		nt := len(queryTerms(q))
		for _, h := range hits {
			if len(h.Marks) != nt {
				t.Fatalf("%q: hit %d has %d marks, want %d", q, h.Doc, len(h.Marks), nt)
			}
			low := strings.ToLower(texts[h.Doc])
			for _, m := range h.Marks {
				if m.Word == "" || !strings.Contains(low, m.Word) {
					t.Fatalf("%q: mark %q not in hit %d: %.120q", q, m.Word, h.Doc, texts[h.Doc])
				}
				for _, p := range m.Pos {
					if p < 0 || p >= len(m.Word) {
						t.Fatalf("%q: mark %q pos %v out of range", q, m.Word, m.Pos)
					}
				}
			}
		}
	}
}

func TestRankingOrder(t *testing.T) {
	ix, _ := corpusIndex(t)
	for _, q := range []string{"kubea", "kubeadm upgarde", "dockershim", "k", "cri"} {
		hits := fresh(ix, q)
		if len(q) <= shortQuery && len(hits) > shortRanked {
			// The unranked rest of a short query: newest first, after
			// the ranked newest matches.
			tail := hits[shortRanked:]
			if !slices.IsSortedFunc(tail, func(a, b Hit) int { return a.Doc - b.Doc }) || tail[0].Doc <= slices.MaxFunc(hits[:shortRanked], func(a, b Hit) int { return a.Doc - b.Doc }).Doc {
				t.Fatalf("%q: the unranked hits are not the older matches, newest first", q)
			}
			hits = hits[:shortRanked]
		}
		for i := 1; i < len(hits); i++ {
			a, b := hits[i-1], hits[i]
			if a.Score < b.Score || a.Score == b.Score && a.Doc > b.Doc {
				t.Fatalf("%q: hits %d and %d out of order", q, i-1, i)
			}
		}
	}
	// Exact words before prefixes: "kubeadm" typed in full ranks notes with
	// the word kubeadm ahead of those with only kubeadm-config and the like.
	hits := fresh(ix, "kubeadm")
	seenPrefix := false
	for _, h := range hits {
		exact := h.Marks[0].Pos == nil
		if !exact {
			seenPrefix = true
		} else if seenPrefix {
			t.Fatalf("exact hit %d after a prefix hit", h.Doc)
		}
	}
}

// TestIncrementalMatchesFresh types several queries a byte at a time and
// checks that every step, which may reuse the previous step's results,
// returns exactly what a fresh search returns.
func TestIncrementalMatchesFresh(t *testing.T) {
	texts := corpus(t)
	inc := New(texts, nil)
	ref := New(texts, nil)
	queries := []string{
		"kubeadm upgarde", "kubeadm reset unmount", "KUBE-IPTABLES-HINT", "etcd 3.5.11",
		"--pod-infra-container-image", "#122530", "dockershim removed", "kube-proxy nftables mode",
		"WaitForAllControlPlaneComponents", "ephemral containers", "kbadm", "kubctl get",
		// Stop words, joined words, notes missing one word.
		"kubelet apis moved to k8s.io/kubelet", "schedular cache corrupted",
		"apiserver longrunning gauge metric removed", "accelerator metrics cadvisor removed",
		// A flag whose words a note may write apart (see termMatch.parts).
		"kube-up env var quota-backend-bytes", "cluster-info dump",
	}
	for _, q := range queries {
		for n := 1; n <= len(q); n++ {
			p := q[:n]
			got := inc.Search(p)
			want := fresh(ref, p)
			if !slices.EqualFunc(got, want, func(a, b Hit) bool {
				return a.Doc == b.Doc && a.Score == b.Score &&
					slices.EqualFunc(a.Marks, b.Marks, func(x, y Mark) bool { return x.Word == y.Word && slices.Equal(x.Pos, y.Pos) })
			}) {
				t.Fatalf("prefix %q: incremental %d hits != fresh %d hits", p, len(got), len(want))
			}
		}
	}
	if inc.reuses < 50 {
		t.Errorf("only %d searches reused the previous results", inc.reuses)
	}
	t.Logf("%d searches reused the previous results", inc.reuses)
}

func TestConcurrentSearch(t *testing.T) {
	ix, _ := corpusIndex(t)
	want := map[string]int{}
	qs := []string{"kubeadm", "kubeadm reset", "dockershim", "etcd 3.5", "kube-proxy"}
	for _, q := range qs {
		want[q] = len(fresh(ix, q))
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				q := qs[(g+i)%len(qs)]
				if n := len(ix.Search(q)); n != want[q] {
					t.Errorf("%q: %d hits concurrently, want %d", q, n, want[q])
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestSmallIndexes covers edge cases of construction, not relevance.
func TestSmallIndexes(t *testing.T) {
	if hits := New(nil, nil).Search("kubelet"); hits != nil {
		t.Errorf("empty index: %v", hits)
	}
	ix := New([]string{"", "  ", "#1"}, nil)
	if hits := ix.Search("1"); len(hits) != 1 || hits[0].Doc != 2 || hits[0].Marks[0].Word != "#1" {
		t.Errorf("tiny index: %+v", hits)
	}
	long := strings.Repeat("x", 5000) + " kubelet"
	if hits := New([]string{long}, nil).Search(strings.Repeat("x", 200)); len(hits) != 1 {
		t.Errorf("over-long token: %d hits, want 1 (matched as a truncated word)", len(hits))
	}
}

// TestKeptResultsComeBack: the first keystrokes of every search match
// thousands of notes: one letter ("k"), then a short term ("kub"). Their
// results are kept and come back, equal to a new index's, when the term
// is typed again whatever was searched in between; the next keystroke
// narrows from them; a query of several terms starting with a kept term is
// searched, not answered from it.
func TestKeptResultsComeBack(t *testing.T) {
	texts := corpus(t)
	for _, c := range []struct {
		term, again, next, several string
		least                      int
		served                     func(ix *Index) int
	}{
		{"k", "K", "ku", "k pod", 1000, func(ix *Index) int { return ix.letters.served }},
		{"kub", "KUB", "kube", "kub reset", broadHits, func(ix *Index) int { return ix.broad.served }},
	} {
		ix := New(texts, nil)
		ix.Search(c.term)
		ix.Search("kubeadm reset")
		ix.Search("s")
		ix.Search("dockershim")
		got := ix.Search(c.again)
		if n := c.served(ix); n != 1 {
			t.Errorf("%s: %d searches answered from kept results, want 1", c.term, n)
		}
		want := New(texts, nil).Search(c.term)
		if len(want) < c.least || !sameHits(got, want) {
			t.Fatalf("kept results for %s: %d hits, a new index: %d", c.term, len(got), len(want))
		}
		before := ix.reuses
		ix.Search(c.next)
		if ix.reuses != before+1 {
			t.Errorf("%s: the next keystroke did not start from its kept results", c.term)
		}
		ix.Search(c.term)
		served := c.served(ix)
		hits := ix.Search(c.several)
		if want := New(texts, nil).Search(c.several); c.served(ix) != served || len(hits) == 0 || !sameHits(hits, want) {
			t.Errorf("%q after %q: %d hits, a new index %d", c.several, c.term, len(hits), len(want))
		}
	}
	// Only broad terms are kept.
	ix := New(texts, nil)
	if n := len(ix.Search("dockershim")); n >= broadHits {
		t.Fatalf("dockershim has %d hits, the test wants a term under %d", n, broadHits)
	}
	if _, ok := ix.broad.hits["dockershim"]; ok {
		t.Errorf("dockershim kept, want only terms with at least %d hits", broadHits)
	}
}

// TestKeptLettersAreBounded: one-letter results are kept for the letters
// typed last, maxLetters of them, so a long session's memory stays flat.
func TestKeptLettersAreBounded(t *testing.T) {
	ix := New(corpus(t), nil)
	for _, l := range strings.Split("abcdefghijkl", "") {
		ix.Search(l)
	}
	if len(ix.letters.hits) != maxLetters || len(ix.letters.order) != maxLetters {
		t.Fatalf("%d letters kept (%d in order), want %d", len(ix.letters.hits), len(ix.letters.order), maxLetters)
	}
	before := ix.letters.served
	ix.Search("l") // the newest: kept
	ix.Search("a") // the oldest: dropped, searched again
	if ix.letters.served != before+1 {
		t.Errorf("%d searches answered from kept letters, want 1", ix.letters.served-before)
	}
}

// sameHits reports whether two searches returned the same documents in the
// same order with the same scores and marks.
func sameHits(a, b []Hit) bool {
	return slices.EqualFunc(a, b, func(a, b Hit) bool {
		return a.Doc == b.Doc && a.Score == b.Score && slices.EqualFunc(a.Marks, b.Marks, func(x, y Mark) bool { return x.Word == y.Word && slices.Equal(x.Pos, y.Pos) })
	})
}

// TestKeptBroadTermsAreBounded: at most maxBroad broad terms and
// broadBudget hits are kept, the term used longest ago dropped first.
func TestKeptBroadTermsAreBounded(t *testing.T) {
	ix := New(corpus(t), nil)
	var terms []string
	for _, w := range strings.Fields("kub con pod for ku co in re de no pr th st su ad us up fi ch se ap ma wh wi ca") {
		if len(ix.Search(w)) >= broadHits {
			terms = append(terms, w)
		}
	}
	k := &ix.broad
	sum := 0
	for _, hits := range k.hits {
		sum += len(hits)
	}
	if len(k.order) > maxBroad || len(k.hits) != len(k.order) || k.size != sum || k.size > broadBudget {
		t.Fatalf("%d terms kept (%d in order), %d hits (counted %d): want at most %d terms and %d hits", len(k.hits), len(k.order), sum, k.size, maxBroad, broadBudget)
	}
	if len(k.order) == len(terms) {
		t.Fatalf("all %d broad terms kept: the test needs more than the bounds allow", len(terms))
	}
	oldest, second := k.order[0], k.order[1]
	ix.Search(oldest) // used again: now the newest
	if k.served != 1 {
		t.Fatalf("%d searches answered from kept terms, want 1", k.served)
	}
	var dropped string
	for _, w := range terms {
		if _, ok := k.hits[w]; !ok {
			dropped = w
			break
		}
	}
	ix.Search("dockershim kubelet")
	ix.Search(dropped) // searched again, and kept: the term used longest ago goes
	if _, ok := k.hits[dropped]; !ok {
		t.Errorf("%q, searched last, is not kept", dropped)
	}
	if _, ok := k.hits[second]; ok {
		t.Errorf("%q, used longest ago, is still kept", second)
	}
	if _, ok := k.hits[oldest]; !ok {
		t.Errorf("%q, used again, was dropped", oldest)
	}
}
