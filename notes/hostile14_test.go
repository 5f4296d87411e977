package notes

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// withLabels is upstream's CHANGELOG-1.30.md with n "[SIG …]" labels of
// distinct SIGs added to the trailer of each of its first notes notes.
func withLabels(t *testing.T, notes, n int) []byte {
	t.Helper()
	src, err := os.ReadFile("../embed/data/changelog/CHANGELOG-1.30.md")
	if err != nil {
		t.Fatal(err)
	}
	var labels strings.Builder
	for i := range n {
		fmt.Fprintf(&labels, " [SIG S%d]", i)
	}
	lines := strings.Split(string(src), "\n")
	for i, l := range lines {
		if notes > 0 && strings.HasPrefix(l, "- ") && strings.Contains(l, "[SIG ") {
			lines[i] = l + labels.String()
			notes--
		}
	}
	return []byte(strings.Join(lines, "\n"))
}

// TestCutLabelsSaysSo: a note of upstream's CHANGELOG-1.30.md given
// 200,000 SIG labels keeps parser.MaxNoteLabels of them, and the file's
// notice says so in one sentence, in English and in Japanese; the same
// file with two such notes counts two; upstream's file says nothing.
func TestCutLabelsSaysSo(t *testing.T) {
	cases := []struct {
		notes int
		en    string
		ja    string
	}{
		{0, "", ""},
		{1, "CHANGELOG-1.30.md: 1 note had more than 64 SIG or area labels; 64 of each were kept.", "CHANGELOG-1.30.md: 1 件のノートに 64 を超える SIG またはエリアのラベルがありました。それぞれ 64 個を残しました。"},
		{2, "CHANGELOG-1.30.md: 2 notes had more than 64 SIG or area labels; 64 of each were kept.", "CHANGELOG-1.30.md: 2 件のノートに 64 を超える SIG またはエリアのラベルがありました。それぞれ 64 個を残しました。"},
	}
	for _, c := range cases {
		rels, err := changelog.ParseFiles([]changelog.File{{Name: "CHANGELOG-1.30.md", Data: withLabels(t, c.notes, 200_000)}})
		if err != nil {
			t.Fatal(err)
		}
		msgs := CutLabels(rels)
		var en, ja string
		if len(msgs) > 0 {
			en, ja = msgs[0].String(), msgs[0].In(i18n.JA)
		}
		if len(msgs) > 1 || en != c.en || ja != c.ja {
			t.Errorf("%d notes cut: notices %q (ja %q); want %q (ja %q)", c.notes, msgs, ja, c.en, c.ja)
		}
		most := 0
		for _, r := range rels {
			for _, n := range r.Notes {
				most = max(most, len(n.SIGs))
			}
		}
		if c.notes > 0 && most != parser.MaxNoteLabels {
			t.Errorf("%d notes cut: the most SIGs a note keeps is %d, want %d", c.notes, most, parser.MaxNoteLabels)
		}
	}
}

// runOn matches the SIGs withLabels runs on.
var runOn = regexp.MustCompile(`^s[0-9]+$`)

// TestLentLabelsKeepTheCap: upstream's CHANGELOG-1.30.md opened over a
// copy whose first labelled note was cut to parser.MaxNoteLabels SIGs
// takes that note's SIGs (the rule for a replaced release) and still
// keeps at most MaxNoteLabels, its own SIG among them.
func TestLentLabelsKeepTheCap(t *testing.T) {
	cut, err := changelog.ParseFiles([]changelog.File{{Name: "CHANGELOG-1.30.md", Data: withLabels(t, 1, 200_000)}})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := changelog.ParseFiles([]changelog.File{{Name: "CHANGELOG-1.30.md", Data: withLabels(t, 0, 0)}})
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := NewStore(nil).WithOpened(cut, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, o, err := s.WithOpened(plain, nil)
	if err != nil {
		t.Fatal(err)
	}
	if o.Labelled == 0 {
		t.Fatal("no note took the labels of the release it replaced")
	}
	for i := range s.Len() {
		n := s.Note(i)
		if len(n.SIGs) > parser.MaxNoteLabels {
			t.Errorf("%s note %.60q has %d SIGs; want at most %d", n.Version, n.Markdown, len(n.SIGs), parser.MaxNoteLabels)
		}
		if len(n.SIGs) == parser.MaxNoteLabels && !slices.ContainsFunc(n.SIGs, func(s string) bool { return !runOn.MatchString(s) }) {
			t.Errorf("the note lent labels keeps none of its own: %q", n.SIGs)
		}
	}
}

// distinctSIGs is a v1.30.0 CHANGELOG of notes notes, each labelled with
// per SIGs no other note names.
func distinctSIGs(notes, per int) []byte {
	var b strings.Builder
	b.WriteString("# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n")
	for i := range notes {
		fmt.Fprintf(&b, "- note%d ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@a](https://github.com/a)) [SIG ", i, i+1, i+1)
		for j := range per {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "S%d", i*per+j)
		}
		b.WriteString("]\n")
	}
	return []byte(b.String())
}

// TestTooManyDistinctSIGsRefused: a file whose notes name more than
// parser.MaxFileLabels distinct SIGs is refused in one sentence naming
// the bound; one naming exactly that many opens.
func TestTooManyDistinctSIGsRefused(t *testing.T) {
	if _, err := changelog.ParseFiles([]changelog.File{{Name: "CHANGELOG-1.30.md", Data: distinctSIGs(500, 20)}}); err != nil {
		t.Errorf("10,000 distinct SIGs: %v", err)
	}
	_, err := changelog.Parse(distinctSIGs(501, 20), "CHANGELOG-1.30.md")
	if want := "CHANGELOG-1.30.md names more than 10,000 distinct SIGs or areas; release notes name a few dozen, so it was not read"; err == nil || ErrorMsg(err).String() != want {
		t.Errorf("10,020 distinct SIGs: error %v, want %q", err, want)
	}
}
