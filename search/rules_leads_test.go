package search_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// A component's name alone above its changes (1.13–1.16's "- kubelet",
// "- hyperkube"), and a label above a tree of changes (1.7's "* AWS:"
// under Cloud Provider Enhancement), are read as the notes' section, not
// their text (parser.Note.Lead); read whole, the group had those words,
// and people still look for its changes by them. The store indexes them
// below the note's own text (search.Fields).
func TestLeadWordsFindTheirNotes(t *testing.T) {
	s := textStore(t)
	for _, tt := range []struct {
		query string
		pr    int
		lead  string // the word the note's text lacks
		every bool   // no other note has every word: the answer has no "closest" line
	}{
		// 1.16 "hyperkube": "the `--make-symlinks` flag, deprecated in
		// v1.14, has been removed" (was 2nd, behind 1.14's "hyperkube:
		// The `--make-symlinks` flag is deprecated")
		{"hyperkube make-symlinks removed", 80017, "hyperkube", false},
		// 1.7 "AWS:": "Clean up blackhole routes when using kubenet"
		// (no note had every word)
		{"aws blackhole routes kubenet", 47572, "AWS", true},
		// 1.13 "kube-scheduler": "The alpha critical pod annotation
		// (`scheduler.alpha.kubernetes.io/critical-pod`) is deprecated"
		{"kube-scheduler critical pod annotation deprecated", 70298, "kube-scheduler", false},
	} {
		rk, n := rankOf(s, tt.query, tt.pr)
		if rk != 1 {
			t.Errorf("%q: #%d at %d of %d, want first (its group's %q)", tt.query, tt.pr, rk, n, tt.lead)
		}
		if res := s.Match(notes.State{Query: tt.query}); tt.every && res.Closest != nil {
			t.Errorf("%q: %q, want #%d to have every word", tt.query, *res.Closest, tt.pr)
		}
	}
	// Only a note's own lead: its headings' words are not its words.
	// 1.7's "Cloud Provider Enhancement" heading is above the AWS label.
	if res := s.Match(notes.State{Query: "enhancement blackhole routes kubenet"}); res.Closest == nil {
		t.Errorf("%q: notes with every word, want none (a heading's word is not a note's)", "enhancement blackhole routes kubenet")
	}
}

// A heading that is a program's name ("### kubectl" above 1.6's command
// changes, "kube-scheduler" and "kubeadm" above a release's Urgent Upgrade
// Notes) is searched as a note's lead too: the notes under it leave the
// name out, and people type it. Before, none of these notes had every
// word: three came back only as closest matches, below "No note has every
// word; closest matches", and `set selector` not at all.
func TestProgramHeadingsFindTheirNotes(t *testing.T) {
	s := textStore(t)
	for _, tt := range []struct {
		query string
		pr    int
		top   int
	}{
		// 1.6 "kubectl": "Top now accepts short forms for "node" and "pod""
		{"kubectl top short forms node pod", 39218, 1},
		// 1.6 "kubeadm": "Rename some flags for beta UI and fixup some logic"
		{"kubeadm rename flags beta ui", 42064, 1},
		// 1.18 "kube-scheduler": "`AlwaysCheckAllPredicates` is deprecated in scheduler Policy API"
		{"kube-scheduler AlwaysCheckAllPredicates deprecated", 86369, 1},
		// 1.6 "kubectl / Create subcommands": "`set selector` - update selector labels"
		// (1.19's "Add selectors to kubectl diff" may come first)
		{"kubectl set selector", 38966, 2},
		// 1.6 "kubectl": "`can-i` to see if you can perform an action",
		// below three notes of `kubectl auth can-i`
		{"kubectl can-i", 41077, 5},
	} {
		res := s.Match(notes.State{Query: tt.query})
		if res.Closest != nil && strings.HasPrefix(res.Closest.String(), "No note has every word") {
			t.Errorf("%q: %q, want #%d to have every word", tt.query, *res.Closest, tt.pr)
		}
		if rk, n := rankOf(s, tt.query, tt.pr); rk < 1 || rk > tt.top {
			t.Errorf("%q: #%d at %d of %d, want within the first %d", tt.query, tt.pr, rk, n, tt.top)
		}
	}
}
