package view

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestSummarySaysClosestMatches: when no note has every word, the summary
// line above the results says the notes are the closest matches and names
// the word that matched nothing.
func TestSummarySaysClosestMatches(t *testing.T) {
	store := shipped(t)
	res := store.Query(notes.State{Query: "256 cpus xyzzyqwv"})
	en, ja := New(store), New(store)
	ja.Lang = i18n.JA
	if s := en.Summary(res); !strings.HasPrefix(s, "No note has every word; closest matches — nothing matched “xyzzyqwv”. ") || !strings.HasSuffix(s, "best match first") {
		t.Errorf("English summary %q", s)
	}
	if s := ja.Summary(res); !strings.HasPrefix(s, "すべての語を含むノートはありません") || !strings.Contains(s, "xyzzyqwv") {
		t.Errorf("Japanese summary %q", s)
	}
}
