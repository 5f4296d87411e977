package search_test

import "testing"

// What a query's words count for, on the shipped notes: a function word
// ("which") is not a word the note must have; a short name's plural
// ("IPs", "GPUs") is the name; a word whose other forms drop its final e
// (score / scoring) finds them; a word and its synonym typed together
// count once in a note that has only one of them. Each query ranked its
// note lower before the rule named.
func TestWhatQueryWordsCount(t *testing.T) {
	s := textStore(t)
	for _, tt := range []struct {
		query string
		pr    int
		want  int // the note within the first want
		why   string
	}{
		// "Make NodePort IP addressses configurable."
		{"configure which IP nodeport listens on", 58052, 1, `"which" is a stop word (was 2nd)`},
		// "GPU metrics provided by kubelet are now disabled by default."
		{"kubelet gpus metrics disabled by default", 95184, 1, "gpus / GPU (was 3rd)"},
		// "Improved scheduler performance when no scoring plugins were defined."
		{"score plugins scheduler performance", 122435, 1, "score / scoring (was 6th)"},
		// "Improve control over how ARM rate limiter is used within Azure
		// cloud provider, add generic cache for Azure VM/LB/NSG/RouteTable"
		{"azure network security group cache", 59520, 1, "NSG (was 7th)"},
		// "Fix CVE-2019-11249: … kubectl cp potential directory traversal"
		{"kubectl cp vulnerability", 80436, 1, "CVE (was 7th)"},
		// "Added (dry run) and (server dry run) suffixes to kubectl scale
		// command when dry-run is passed": three notes with "output" but
		// not "scale" counted it for "prints" too. 6th, not 5th, since
		// 1.7's kubectl notes are read one per change: "`kubectl set
		// selector` and `kubectl set subject` no longer print "running in
		// local/dry-run mode..." … The output can now be piped" (#46507,
		// once inside a 34-PR digest) has kubectl, print, dry run and
		// output, more of the query's words than #114252.
		{"kubectl scale prints dry run in output", 114252, 6, "prints and output in one word count once (was 7th)"},
	} {
		if rk, n := rankOf(s, tt.query, tt.pr); rk < 1 || rk > tt.want {
			t.Errorf("%q: #%d at %d of %d, want within the first %d (%s)", tt.query, tt.pr, rk, n, tt.want, tt.why)
		}
	}
}
