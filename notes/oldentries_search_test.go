package notes_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestOldEntriesAreCardsOfTheirOwn: what a person sees of old entries
// upstream wrote unlike the rest, in the shipped notes. 1.8's "[alpha]
// Support ipvs mode for kube-proxy", a paragraph under its heading, is
// found by its pull request and under SIG Network; 1.5's five SIG Node
// features, written under "- **Node**", are five cards in SIG Node's
// write-up, each with its citation's place, its SIG and its comment
// slot; 1.17's #85260, written on the line after #84692's citation, is a
// card of its own.
func TestOldEntriesAreCardsOfTheirOwn(t *testing.T) {
	s := shipped(t)
	query := func(frag string) *notes.Result {
		t.Helper()
		st, err := notes.ParseFragment(frag)
		if err != nil {
			t.Fatal(err)
		}
		return s.Query(st)
	}
	texts := func(res *notes.Result) []string {
		var out []string
		for _, id := range res.IDs {
			out = append(out, s.Note(id).Markdown)
		}
		return out
	}
	for _, frag := range []string{"q=pr:46580", "version=v1.8.0&sig=network&q=ipvs+kube-proxy"} {
		got := texts(query(frag))
		if len(got) != 1 || !strings.HasPrefix(got[0], "[alpha] Support ipvs mode for kube-proxy(") {
			t.Errorf("%s: %d notes %q; want 1.8's ipvs mode", frag, len(got), got)
		}
	}

	res := query("version=v1.5.0&sig=node&kind=Feature")
	got := texts(res)
	if len(got) != 5 {
		t.Fatalf("v1.5.0 × SIG Node × Feature: %d notes %q, want the 5 of \"**Node**\"", len(got), got)
	}
	w := s.WriteUp(res, i18n.EN)
	for _, f := range []string{
		"- [alpha] Added ability to preserve access to host userns when userns remapping is enabled in container runtime ([kubernetes/features#127](https://github.com/kubernetes/features/issues/127))",
		"- [beta] Kubelet integrates with memcg notification API to detect when a hard eviction threshold is crossed ([kubernetes/features#125](https://github.com/kubernetes/features/issues/125))",
	} {
		if strings.Count(w, f) != 1 {
			t.Errorf("v1.5.0 × SIG Node write-up: %q %d times, want once:\n%s", f, strings.Count(w, f), w)
		}
	}
	if n, slots, bold := strings.Count(w, "[sig/node]\n"), strings.Count(w, " "+notes.CommentSlot+"\n"), strings.Contains(w, "**Node**"); n != 5 || slots != 5 || bold {
		t.Errorf("v1.5.0 × SIG Node write-up: %d items labelled sig/node, %d comment slots, the group's bold name %v; want 5, 5, false:\n%s", n, slots, bold, w)
	}

	got = texts(query("q=pr:85260"))
	if len(got) != 1 || !strings.HasPrefix(got[0], "Renamed FeatureGate RequestManagement to APIPriorityAndFairness.") || strings.Contains(got[0], "Client-go") {
		t.Errorf("pr:85260: %q; want its own card", got)
	}
}
