package search_test

import "testing"

// A query that only names a thing finds the note that added it first,
// where a later, shorter note about the thing ranked above it (see
// addsBonus); a query that also says what a later note changed, or names
// its stage, still finds that note. Each first pair was second before the
// rule (held-out sets 50 and 51, the tuning set).
func TestNoteThatAddedABareName(t *testing.T) {
	for _, tc := range []struct {
		query string
		pr    int
	}{
		// "New plugin_evaluation_total is added to the scheduler" (1.27),
		// behind "plugin_evaluation_total metric supports prescore/score
		// extension point" (1.28).
		{"plugin evaluation metric", 115082},
		// "Expose rest_client_rate_limiter_duration_seconds metric to
		// component-base" (1.22), behind 1.24's change of its buckets.
		{"rest client rate limiter duration", 100311},
		// "Adds \livez for liveness health checking for kube-apiserver"
		// (1.16), behind kubeadm's use of /livez (1.19).
		{"apiserver livez", 81969},
		// "A new sleep action for the PreStop lifecycle hook was added"
		// and "A new IngressClass resource has been added": an article
		// before "new" (the tuning set and set 46 had them 2nd).
		{"prestop sleep action", 119026},
		{"ingress class resource", 88509},
		// The later notes, asked for by what they changed or their stage.
		{"plugin evaluation metric prescore score", 118025},
		{"rest client rate limiter duration buckets", 106911},
		{"kube-proxy nftables mode ga", 129653},
	} {
		wantShippedRank(t, tc.query, tc.pr, 1)
	}
}
