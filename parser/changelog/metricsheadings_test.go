package changelog

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// TestMetricsHeadingsTakeTheirKind: a heading that only names a topic
// with "metrics" in it is no kind heading. 1.18 lists eight features
// under "#### Metrics:" inside "### Feature" (they read as "Other notes",
// after the release's dependencies in every export); 1.7's "#### Core
// Metrics API" and 1.8's "#### Autoscaling and Metrics" sit in their
// Notable Features. The metrics sections of 1.14–1.17 keep their kinds,
// 1.16's misspelt "Depreciated/changed metrics" a deprecation like 1.15's
// and 1.17's "Deprecated/changed metrics".
func TestMetricsHeadingsTakeTheirKind(t *testing.T) {
	for _, c := range []struct {
		minor int
		pr    int
		kind  parser.Kind
	}{
		{18, 88134, parser.KindFeature},     // rest_client_rate_limiter_duration_seconds
		{18, 84382, parser.KindFeature},     // two client certificate metrics for exec auth
		{16, 81624, parser.KindDeprecation}, // under "Depreciated/changed metrics"
		{15, 76074, parser.KindDeprecation}, // under "Deprecated/changed metrics"
		{16, 81509, parser.KindOtherNotes},  // under "Added metrics"
	} {
		got := notesCiting(mustParse(t, releaseNotesFile(c.minor)), c.pr)
		if len(got) != 1 || got[0].Kind != c.kind {
			kinds := []parser.Kind{}
			for _, n := range got {
				kinds = append(kinds, n.Kind)
			}
			t.Errorf("1.%d #%d: kinds %q, want one note of kind %q", c.minor, c.pr, kinds, c.kind)
		}
	}
	for _, c := range []struct {
		minor   int
		section string
	}{
		{7, "Instrumentation / Core Metrics API"},
		{8, "Node Components / Autoscaling and Metrics"},
	} {
		n := 0
		for _, r := range mustParse(t, releaseNotesFile(c.minor)) {
			for _, note := range r.Notes {
				if note.Section != c.section {
					continue
				}
				n++
				if note.Kind != parser.KindFeature {
					t.Errorf("1.%d %q: a note of kind %q, want %q: %.60q", c.minor, c.section, note.Kind, parser.KindFeature, note.Markdown)
				}
			}
		}
		if n == 0 {
			t.Errorf("1.%d: no note under %q", c.minor, c.section)
		}
	}
}
