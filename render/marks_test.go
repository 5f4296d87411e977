package render

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/search/mark"
)

// TestRenderWritesAtMostMaxMarks: a search for "word" in an opened note of
// 200,000 words wrote 200,000 <mark> elements, which the page made in one
// task of over a second. The first maxMarks are written, every word of
// the note kept, and a note of ordinary length keeps every mark.
func TestRenderWritesAtMostMaxMarks(t *testing.T) {
	text := strings.Repeat("word ", 200_000) + "lastword"
	h := Plain([]byte(text)).Render([]mark.Mark{{Word: "word"}})
	if n := strings.Count(h, "<mark>"); n != maxMarks {
		t.Errorf("%d marks written, want %d", n, maxMarks)
	}
	if !strings.HasPrefix(h, "<p><mark>word</mark> <mark>word</mark>") {
		t.Errorf("the first words are not marked: %.80q", h)
	}
	if n := strings.Count(strings.NewReplacer("<mark>", "", "</mark>", "").Replace(h), "word"); n != 200_001 {
		t.Errorf("the note shows %d of its 200,001 words", n)
	}
	// Adjacent and positional marks still merge and count once each.
	short := Plain([]byte(strings.Repeat("kubeadm kubelet ", 300)))
	h = short.Render([]mark.Mark{{Word: "kube"}, {Word: "kubelet", Pos: []int{0, 1}}})
	if n := strings.Count(h, "<mark>"); n != 600 {
		t.Errorf("an ordinary note: %d marks, want 600", n)
	}
}
