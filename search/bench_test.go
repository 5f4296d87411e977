package search

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sahilm/fuzzy"
)

// benchQueries are the query kinds of issue 6, each a real query over the
// shipped notes.
var benchQueries = []struct{ kind, query string }{
	{"word", "dockershim"},
	{"common-word", "kubelet"},
	{"prefix-1char", "k"},
	{"identifier", "KUBE-IPTABLES-HINT"},
	{"flag", "--pod-infra-container-image"},
	{"multi-word", "kubeadm reset unmount"},
	{"typo", "kubeadm upgarde"},
	{"fuzzy", "kbadm"},
	{"no-match", "xyzzyqwv"},
	{"PR", "#122530"},
}

// BenchmarkNew is the page start-up cost of indexing the shipped notes.
func BenchmarkNew(b *testing.B) {
	texts := corpus(b)
	b.Run("corpus", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			New(texts, nil)
		}
	})
	// The shipped data deduplicates to ~10k notes; twice that approximates
	// the ~20k notes the page may hold once every file is loaded.
	double := append(append([]string(nil), texts...), texts...)
	b.Run("corpus-x2", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			New(double, nil)
		}
	})
}

// BenchmarkSearch measures fresh searches (no reuse of the previous query),
// then the same query through the naive baseline this package replaces,
// sahilm/fuzzy.Find over whole note texts, so the ratio shows in one run.
func BenchmarkSearch(b *testing.B) {
	texts := corpus(b)
	ix := New(texts, nil)
	for _, q := range benchQueries {
		b.Run("index/"+q.kind, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				fresh(ix, q.query)
			}
		})
		b.Run("naive/"+q.kind, func(b *testing.B) {
			for b.Loop() {
				fuzzy.Find(q.query, texts)
			}
		})
	}
}

// BenchmarkTyping is the per-keystroke cost while typing a query a byte at a
// time, where each step may start from the previous step's results.
func BenchmarkTyping(b *testing.B) {
	texts := corpus(b)
	ix := New(texts, nil)
	for _, q := range []string{"kubeadm reset unmount", "kube-proxy nftables", "WaitForAllControlPlaneComponents", "accelerator metrics cadvisor removed"} {
		b.Run(q, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				fresh(ix, "")
				for n := 1; n <= len(q); n++ {
					ix.Search(q[:n])
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(q)), "ns/keystroke")
		})
	}
}

// BenchmarkBroadPrefix is the dearest keystroke after the first letter: a
// short prefix that matches thousands of notes, ranked anew ("fresh", which
// sortKeys speeds up) and typed again ("kept", answered from Index.broad).
func BenchmarkBroadPrefix(b *testing.B) {
	ix := New(corpus(b), nil)
	for _, q := range []string{"kub", "kube", "con", "pod"} {
		b.Run("fresh/"+q, func(b *testing.B) {
			for b.Loop() {
				fresh(ix, q)
			}
		})
		b.Run("kept/"+q, func(b *testing.B) {
			fresh(ix, q)
			for b.Loop() {
				ix.Search("x") // another query between, as when typing
				ix.Search(q)
			}
		})
	}
}

// BenchmarkSortKeys sorts the rank keys of a broad prefix's hits ("kub",
// about 3,500) with sortKeys's radix sort and with slices.Sort.
func BenchmarkSortKeys(b *testing.B) {
	ix := New(corpus(b), nil)
	var keys []uint64
	for _, h := range fresh(ix, "kub") {
		keys = append(keys, rankKey(h.Score, int32(h.Doc)))
	}
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
	work := make([]uint64, len(keys))
	var tmp []uint64
	b.Run("radix", func(b *testing.B) {
		for b.Loop() {
			copy(work, keys)
			tmp = sortKeys(work, tmp)
		}
	})
	b.Run("pdqsort", func(b *testing.B) {
		for b.Loop() {
			copy(work, keys)
			slices.Sort(work)
		}
	})
}
