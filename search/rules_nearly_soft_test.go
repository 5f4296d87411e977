package search_test

import "testing"

// A common word a person adds to place a note ("scheduler", "pod",
// "nodes") is soft beside two rarer ones: a note need not have it. When
// so few notes have the two rarer words that they could be the wrong
// ones, the notes with every word but one of the two, and every common
// word, follow: the person typed three or more words and the note has all
// but one, as for a query of three rarer words (see Index.nearly).
func TestNearlyCountsTheCommonWordsTyped(t *testing.T) {
	// "Introduction of the pod overhead feature to the scheduler …
	// honored by servers that enable the PodOverhead feature gate"
	// (#78319) has no "accounts"; one DRA note has all the words. Was not
	// found: that note was the only result.
	wantShippedRank(t, "scheduler accounts for pod overhead", 78319, 3)
	// "Corrected check for non-Azure managed nodes with the Azure cloud
	// provider" (#70135) has no "unmanaged"; the one note with every word
	// was the only result.
	wantShippedRank(t, "unmanaged azure nodes", 70135, 10)
	// Only notes with every common word follow: each shown note misses
	// one typed word, not two.
	_, ix := storeIndexOnce(t)
	r := ix.Find("scheduler accounts pod overhead")
	if r.Partial || r.Full == 0 || len(r.Hits) <= r.Full {
		t.Fatalf("%d hits, %d full, partial %v: want full matches followed by notes missing a word", len(r.Hits), r.Full, r.Partial)
	}
	for _, h := range r.Hits {
		if got := len(h.Marks); got < 3 {
			t.Errorf("note %d matches %d of the 4 words, want at least 3", h.Doc, got)
		}
	}
}
