package notes

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestPacedExportsAreTheSameBytes: an export of a paced result pauses
// every pacedEvery notes and writes the bytes the unpaced one writes.
func TestPacedExportsAreTheSameBytes(t *testing.T) {
	var list []parser.Note
	for i := range 1200 {
		pr := 900000 + i
		list = append(list, parser.Note{
			Version: "v1.99.0", Kind: parser.KindFeature, PRs: []int{pr}, Authors: []string{"mallory"},
			SIGs:     []string{"hostile" + strconv.Itoa(i)},
			Markdown: "Note " + strconv.Itoa(i) + ". ([#" + strconv.Itoa(pr) + "](https://github.com/kubernetes/kubernetes/pull/" + strconv.Itoa(pr) + "), [@mallory](https://github.com/mallory)) [SIG Hostile" + strconv.Itoa(i) + "]",
		})
	}
	s := NewStore([]parser.Release{{Version: "v1.99.0", Notes: list}})
	res := s.Query(State{Version: "v1.99.0"})
	pauses := 0
	paced := res.Paced(func() { pauses++ })
	check := func(format string, write func(r *Result) string) {
		t.Helper()
		pauses = 0
		want, got := write(res), write(paced)
		if got != want {
			t.Errorf("the paced %s differs from the unpaced one", format)
		}
		if pauses != 1200/pacedEvery {
			t.Errorf("the %s paused %d times for 1,200 notes, want %d", format, pauses, 1200/pacedEvery)
		}
	}
	check("Markdown", s.Markdown)
	check("JSON", func(r *Result) string { b, _ := s.JSON(r); return string(b) })
	check("write-up", func(r *Result) string {
		var b bytes.Buffer
		_ = WriteWriteUp(&b, s, r, i18n.EN)
		return b.String()
	})
}
