package notes_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// shownPRs are the pull requests every card of r names (Result.PRs: its
// own and its copies').
func shownPRs(r *notes.Result) map[int]bool {
	out := map[int]bool{}
	for _, id := range r.IDs {
		for _, pr := range r.PRs(id) {
			out[pr] = true
		}
	}
	return out
}

// TestCompareFilterKeepsLabelledCopies checks the write-up round's
// examples: old layouts list one change twice in a release, once under a
// SIG heading with the SIG's label and once unlabelled (under "External
// Dependencies", "API Changes", "New Features"); the comparison shows the
// change once, and a SIG filter must find it as the release's own view
// filtered by that SIG does.
func TestCompareFilterKeepsLabelledCopies(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		from, to, sig string
		prs           []int
	}{
		{"v1.12.0", "v1.13.0", "network", []int{70799}},              // CoreDNS is now version 1.2.6
		{"v1.15.0", "v1.16.0", "api-machinery", []int{64996, 69655}}, // CRD conditions; CRD condition events
		{"v1.14.0", "v1.15.0", "network", []int{77139}},              // Ingress persisted as networking.k8s.io/v1beta1
	} {
		view := shownPRs(s.Query(notes.State{Version: c.to}.With("sig", c.sig)))
		cmp := s.Query(notes.State{From: c.from, To: c.to}.With("sig", c.sig))
		got := shownPRs(cmp)
		for _, pr := range c.prs {
			if !view[pr] {
				t.Errorf("%s with sig=%s does not show #%d; the example no longer holds", c.to, c.sig, pr)
			}
			if !got[pr] {
				t.Errorf("%s → %s with sig=%s loses #%d, which %s with sig=%s shows", c.from, c.to, c.sig, pr, c.to, c.sig)
			}
		}
		// The card that shows it carries the SIG among its copies' labels,
		// and the SIG's count in the panel counts it.
		s.CountFacets(cmp)
		if n := cmp.Facets.N("sig", c.sig); n != cmp.Total() {
			t.Errorf("%s → %s: the panel counts %d notes of SIG %s, the view shows %d", c.from, c.to, n, c.sig, cmp.Total())
		}
		for _, id := range cmp.IDs {
			if !slices.Contains(cmp.SIGs(id), c.sig) {
				t.Errorf("%s → %s with sig=%s shows #%v, none of whose copies is labelled %s", c.from, c.to, c.sig, cmp.PRs(id), c.sig)
			}
		}
	}
}

// TestCompareFilterFindsWhatTheReleaseShows is the general check: for
// every pair of consecutive minor releases A → B the data holds (v1.10.0
// → v1.12.0 too: upstream has no v1.11.0 notes) and every
// SIG, each PR that B's view filtered by the SIG shows, and that no
// release of A's line up to A cites, is named by the comparison A → B
// filtered by the same SIG. Left out, as Diff documents: a note of B
// whose text a note of A's line already has under another PR (v1.19.0's
// #90537 repeats v1.18.0's #88786 word for word); the minor notes repeat,
// under the master PR, what A's branch shipped.
func TestCompareFilterFindsWhatTheReleaseShows(t *testing.T) {
	s := shipped(t)
	var minors []string // oldest first
	for _, r := range slices.Backward(s.Releases()) {
		if strings.HasSuffix(r.Version, ".0") && semver.Prerelease(r.Version) == "" {
			minors = append(minors, r.Version)
		}
	}
	pairs, checked, repeated := 0, 0, 0
	for i := 1; i < len(minors); i++ {
		a, b := minors[i-1], minors[i]
		ma := semver.MajorMinor(a)
		pairs++
		// What someone on A has: A and its pre-releases, by PR and text.
		had, hadText := map[int]bool{}, map[string]bool{}
		for id := range s.Len() {
			n := s.Note(id)
			if semver.MajorMinor(n.Version) == ma && semver.Compare(n.Version, a) <= 0 {
				for _, pr := range n.PRs {
					had[pr] = true
				}
				hadText[sameText(n.Markdown)] = true
			}
		}
		delete(hadText, "")
		for _, sig := range s.SIGs() {
			view := s.Query(notes.State{Version: b}.With("sig", sig))
			if view.Total() == 0 {
				continue
			}
			got := shownPRs(s.Query(notes.State{From: a, To: b}.With("sig", sig)))
			for _, id := range view.IDs {
				if hadText[sameText(s.Note(id).Markdown)] {
					repeated++
					continue
				}
				for _, pr := range s.Note(id).PRs {
					if had[pr] {
						continue
					}
					checked++
					if !got[pr] {
						t.Errorf("%s → %s with sig=%s lacks #%d, which %s with sig=%s shows", a, b, sig, pr, b, sig)
					}
				}
			}
		}
	}
	if pairs < 20 || checked < 10000 {
		t.Errorf("%d pairs and %d PRs checked; the data should give more", pairs, checked)
	}
	t.Logf("%d pairs, %d (PR, SIG) pairs checked, %d (note, SIG) pairs repeating A's text left out", pairs, checked, repeated)
}

// TestCompareExportsCiteACopysLabels: a change the filter finds by a
// labelled copy is written with that copy's labels in every export, as its
// card shows them: v1.12.0 → v1.13.0's write-up for SIG Network cited
// "CoreDNS has been updated to v1.2.6 (#70799)" with no sig/network, the
// shown copy being the unlabelled one under External Dependencies.
func TestCompareExportsCiteACopysLabels(t *testing.T) {
	s := shipped(t)
	r := s.Query(notes.State{From: "v1.12.0", To: "v1.13.0"}.With("sig", "network"))
	line := func(doc string) string {
		for _, l := range strings.Split(doc, "\n") {
			if strings.Contains(l, "v1.2.6") && strings.Contains(l, "70799") {
				return l
			}
		}
		return ""
	}
	for layout, doc := range map[string]string{
		"write-up": s.WriteUp(r, i18n.EN),
		"markdown": s.Markdown(r),
	} {
		if l := line(doc); !strings.Contains(l, "[sig/network]") {
			t.Errorf("%s: #70799's line %q lacks [sig/network]", layout, l)
		}
	}
	js, err := s.JSON(r)
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		Notes []struct {
			PRs  []int    `json:"prs"`
			SIGs []string `json:"sigs"`
		} `json:"notes"`
	}
	if err := json.Unmarshal(js, &out); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range out.Notes {
		if slices.Contains(n.PRs, 70799) {
			found = true
			if !slices.Contains(n.SIGs, "network") {
				t.Errorf("JSON: #70799's sigs %q lack network", n.SIGs)
			}
		}
	}
	if !found {
		t.Error("JSON: no note cites #70799")
	}
	// A release's own view is unchanged: its notes are the store's.
	one := s.Query(notes.State{Version: "v1.13.0"})
	for _, id := range one.IDs {
		if one.Labelled(id) != s.Note(id) {
			t.Fatalf("v1.13.0: note %d is written with other labels than its own", id)
		}
	}
}
