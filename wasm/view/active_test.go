package view

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestActiveFiltersRow: each chip names one thing that narrows the view
// and links to the view without it.
func TestActiveFiltersRow(t *testing.T) {
	v := New(compareStore())
	st, _ := notes.ParseFragment("version=v1.24.0&sig=node&q=kubelet")
	got := v.ActiveFiltersHTML(st)
	for _, want := range []string{
		`<a class="active-chip" href="#sig=node&amp;q=kubelet" aria-label="Remove v1.24.0">v1.24.0 <span aria-hidden="true">×</span></a>`,
		`<a class="active-chip" href="#version=v1.24.0&amp;q=kubelet" aria-label="Remove SIG Node">SIG Node <span aria-hidden="true">×</span></a>`,
		`aria-label="Remove &#34;kubelet&#34;"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in\n%s", want, got)
		}
	}
	if got := v.ActiveFiltersHTML(notes.State{}); got != "" {
		t.Errorf("nothing narrows the view, yet the row is %q", got)
	}
	v.Lang = i18n.JA
	if got := v.ShowNotesLabel(67); got != "67 件のノートを表示" {
		t.Errorf("Japanese sheet button: %q", got)
	}
	v.Lang = i18n.EN
	if got := v.ShowNotesLabel(1); got != "Show 1 note" {
		t.Errorf("sheet button: %q", got)
	}
}

func TestNoMatchHintForJapaneseSearch(t *testing.T) {
	v := New(compareStore())
	v.Lang = i18n.JA
	if got := v.NoMatchHintHTML("非推奨"); !strings.Contains(got, "英語で書かれています") {
		t.Errorf("a Japanese search has no hint: %q", got)
	}
	if got := v.NoMatchHintHTML("kubelet"); got != "" {
		t.Errorf("an English search has a hint: %q", got)
	}
}
