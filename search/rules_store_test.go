package search_test

import (
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestRulesOnShippedNotes pins, on the notes as the page and the command
// line search them, the rules whose notes are in the older layouts that
// the search package's own corpus (bullets written "- ") leaves out, and
// the vocabulary the study sets showed missing.
func TestRulesOnShippedNotes(t *testing.T) {
	s := shippedStore(t)
	for _, tt := range []struct {
		query string
		pr    int
		why   string
	}{
		// "stop" and "no longer" say the same of a change.
		{"nodecontroller stops force deleting pods", 35235, `the note says "no longer force-deletes pods"`},
		// A flag typed for the words a note writes apart.
		{"etcd quota-backend-bytes gce", 59259, `the note says "configurable etcd quota backend bytes in GCE"`},
		// Cloud services by their abbreviations.
		{"aws nlb support", 53400, `the note says "Added Amazon NLB support"`},
		{"gce pd read only validation skipped", 121083, `the note says "PersistentDisk volumes"`},
		// Vocabulary found missing by the study sets (held out 5 and 6),
		// each query written here for a real note in words its text lacks;
		// the rank before its entry in parentheses.
		// "Ensure Azure availability zone is always in lower cases."
		{"az lower case", 89722, "az / availability zone (was 3rd)"},
		// "… manages a protective finalizer on VolumeAttributesClass objects"
		{"vac protection controller", 123549, "vac / VolumeAttributesClass (was 2nd)"},
		// "emits a warning when a malformed component config file is used"
		{"scheduler invalid component config", 84129, "invalid / malformed (was not shown)"},
		// "failed to exclude already completed pods from calculations"
		{"kubelet finished pods resources", 104577, "finished / completed (was not shown)"},
		// "no longer allow IP or CIDR values with extraneous leading \"0\"s"
		{"ip leading zeros strict validation", 137053, "zeros / \"0\"s (was 2nd)"},
		// "Added additional validation for endpoint IP configuration"
		{"check endpoint ip configuration", 116749, "check / validation (was 4th)"},
		// "… the debug container's capabilities granted by debugging profile"
		{"debug profile caps non-root", 127696, "caps / capabilities (was 2nd)"},
		// "API paging is now enabled by default in … k8s.io/sample-apiserver"
		{"sample-apiserver pagination", 77278, "pagination / paging (was 16th)"},
		// "will no longer fail to display any resources on a single failure"
		{"api-resources shows nothing", 73035, "show / display (was 4th)"},
	} {
		if rank, total := rankOf(s, tt.query, tt.pr); rank != 1 {
			t.Errorf("%q: #%d at rank %d of %d, want first (%s)", tt.query, tt.pr, rank, total, tt.why)
		}
	}
	// Alone, a flag no note names finds the notes with its words apart
	// rather than nothing.
	res := s.Match(notes.State{Query: "quota-backend-bytes"})
	if len(res.IDs) == 0 || !slices.Contains(res.PRs(res.IDs[0]), 59259) || res.Closest != nil {
		t.Errorf("quota-backend-bytes: %d notes, the first not #59259, or a closest-match line", len(res.IDs))
	}
}

// "Change kubectl diff --invalid-arg status code": "argument" finds the
// note's "arg", so the query matches in full instead of closest matches.
func TestStudyArgIsArgument(t *testing.T) {
	s, ix := storeIndex(t)
	r := ix.Find("kubectl diff invalid argument")
	if r.Partial || len(r.Hits) == 0 || !slices.Contains(s.Note(r.Hits[0].Doc).PRs, 105445) {
		t.Errorf("kubectl diff invalid argument: partial %v, %d hits; want #105445 first, in full", r.Partial, len(r.Hits))
	}
}

// A vocabulary phrase is indexed in every note that writes it, even when
// its last word was first seen as a part of an identifier: "zone" of
// topology.kubernetes.io/zone came before "Azure availability zone"
// (#89722), and the phrase was missing from that note, so "availability
// zone" (one term) did not find it.
func TestPhraseAfterIdentifierPart(t *testing.T) {
	s := shippedStore(t)
	if rk, n := rankOf(s, "availability zone", 89722); rk != 1 {
		t.Errorf("availability zone: #89722 at %d of %d, want first", rk, n)
	}
}

// A phrase typed apart is the note's glued word itself, not another name
// of it: "network policy" finds "stable NetworkPolicy promoted to GA"
// (#42241) as well as a note that writes "Network Policy" apart (#110868).
func TestPhraseTypedApartIsGluedWord(t *testing.T) {
	s := shippedStore(t)
	if rk, n := rankOf(s, "network policy promoted stable", 42241); rk != 1 {
		t.Errorf("#42241 at %d of %d, want first", rk, n)
	}
}
