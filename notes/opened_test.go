package notes_test

import (
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestOpenedFileKeepsShippedLabels opens the upstream CHANGELOG-1.30.md
// over the shipped store, as a person does with "Open a file": its v1.30.0
// notes carry no SIG trailer (upstream publishes their labels in
// release-notes-1.30.json), yet the views must not change. Before, SIG
// Cluster Lifecycle showed 26 notes instead of 27 (#122893 lost its only
// label), node dropped from 61 to 59 and the area chips vanished.
func TestOpenedFileKeepsShippedLabels(t *testing.T) {
	base := shippednotes.Store(t) // the shared one must stay as shipped
	opened, o, err := base.WithOpened(openedChangelog(t, "CHANGELOG-1.30.md"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(o.Replaced, "v1.30.0") {
		t.Fatalf("replaced %v, want v1.30.0 among them", o.Replaced)
	}
	if o.Labelled == 0 {
		t.Error("no note gained labels, yet v1.30.0's notes have none in the CHANGELOG")
	}
	for _, frag := range []string{"version=v1.30.0&sig=cluster-lifecycle", "version=v1.30.0&sig=node", "version=v1.30.0&area=kubeadm"} {
		st, _ := notes.ParseFragment(frag)
		want, got := base.Query(st), opened.Query(st)
		if !slices.Equal(pullRequests(base, want), pullRequests(opened, got)) {
			t.Errorf("%s: %d notes after opening the file, %d shipped", frag, got.Total(), want.Total())
		}
	}
	if r, _ := opened.Release("v1.30.0"); len(r.Themes) == 0 {
		t.Error("v1.30.0 lost its Major Themes (from release-notes-1.30.md) when the CHANGELOG was opened")
	}
}

func pullRequests(s *notes.Store, r *notes.Result) []int {
	var out []int
	for _, id := range r.IDs {
		out = append(out, s.Note(id).PRs...)
	}
	slices.Sort(out)
	return out
}
