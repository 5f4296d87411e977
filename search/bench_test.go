package search

import (
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
