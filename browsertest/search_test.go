//go:build !js

package browsertest

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
)

// TestZeroWidthSpaceLinkFindsNotes (issue 16, finding 7): a link whose
// search text starts with a zero-width space finds what the word finds.
func TestZeroWidthSpaceLinkFindsNotes(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "q=%E2%80%8Bkubeadm")
	want := store(t).Query(notes.State{Query: "kubeadm"}).Total()
	if got := total(t, ctx); got == 0 || got != want {
		t.Errorf("#q=%%E2%%80%%8Bkubeadm shows %d notes, \"kubeadm\" finds %d", got, want)
	}
}

// TestSummarySaysClosestMatches (issue 12, no dead ends): a search no note
// has every word of shows the closest notes under a summary saying so.
func TestSummarySaysClosestMatches(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "q=256%20cpus%20xyzzyqwv")
	summary := eval[string](t, ctx, `document.getElementById('summary').textContent`)
	if !strings.HasPrefix(summary, "No note has every word; closest matches — nothing matched “xyzzyqwv”.") {
		t.Errorf("summary %q", summary)
	}
	if n := total(t, ctx); n == 0 {
		t.Error("no notes shown")
	}
	first := eval[string](t, ctx, `document.querySelector('#results article.note').dataset.prs`)
	if !strings.Contains(first, "106570") {
		t.Errorf("first note cites %q, want #106570 (\"256 cpus\")", first)
	}
}
