package search_test

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
)

func TestZZTop(t *testing.T) {
	s := shippednotes.Store(t)
	for _, pr := range strings.Split(os.Getenv("PRS"), ",") {
		if pr == "" {
			continue
		}
		p, _ := strconv.Atoi(pr)
		for id := range s.Len() {
			if slices.Contains(s.Note(id).PRs, p) {
				t.Logf("#%d %s: %.300s", p, s.Note(id).Version, strings.ReplaceAll(s.Note(id).Markdown, "\n", " "))
			}
		}
	}
	for _, q := range strings.Split(os.Getenv("Q"), "|") {
		if q == "" {
			continue
		}
		res := s.Match(notes.State{Query: q})
		t.Logf("== %q: %d", q, len(res.IDs))
		for i, id := range res.IDs {
			if i >= 4 {
				break
			}
			n := s.Note(id)
			t.Logf("%d %v %s %.150s", i+1, res.PRs(id), n.Version, strings.ReplaceAll(n.Markdown, "\n", " "))
		}
	}
}
