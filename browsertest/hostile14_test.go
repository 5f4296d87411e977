//go:build !js

package browsertest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// Shapes of the fourteenth round (made here, not committed): one note
// carrying a huge number of labels.

// runOn is n copies of format, each given its index.
func runOn(n int, format string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, format, i)
	}
	return b.String()
}

// TestHostile14ManyLabelsNeverJamThePage opens files whose one note
// carries 200,000 labels: "[SIG S0] [SIG S1] …", one "[SIG …]" list of
// 200,000 names, one SIG named 400,000 times, 200,000 "[kind/…]" and
// "[area/…]" labels, and a release-notes JSON entry naming 100,000 SIGs
// in its text and its sigs array; and a file of 50,000 notes naming 20
// SIGs each, a million in all, which is refused in one sentence, the notes
// opened before kept. Each opens with a one-sentence notice
// (and, where the note named more than 64 SIGs, one saying they were cut
// to 64), the release opened before kept, no task over maxHostileTask and
// a timer answered within maxGap; the note's card shows three SIG chips
// and "+61 SIGs". Before, the first file froze the page: a 3 s task
// reading the labels, a 41 s one showing the note (its 200,000 chips, the
// filter panel of 200,000 SIGs) and 9.6 s more; the million SIGs, a task
// of 16 s.
func TestHostile14ManyLabelsNeverJamThePage(t *testing.T) {
	const cut = "labels; 64 of each were kept."
	// Each file is a release of its own, its note a word of its own: a
	// release opened again takes the labels of the notes it replaces.
	note := func(word string, pr int) string {
		return fmt.Sprintf("%s ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@mallory](https://github.com/mallory))", word, pr, pr)
	}
	release := func(v, body string) []byte {
		return []byte("# " + v + "\n\n## Changes by Kind\n\n### Feature\n\n- " + body + "\n")
	}
	names := strings.TrimSuffix(runOn(200_000, "S%d, "), ", ")
	// 40,000 SIGs in the note's text and in its list: 0.8 MB, under the
	// 1 MB a JSON entry is read up to.
	sigs := make([]string, 40_000)
	for i := range sigs {
		sigs[i] = fmt.Sprintf("S%d", i)
	}
	entry, err := json.Marshal(map[string]any{"991405": map[string]any{"markdown": note("wordjson", 991405) + runOn(40_000, " [SIG S%d]"), "kinds": []string{"feature"}, "sigs": sigs, "pr_number": 991405}})
	if err != nil {
		t.Fatal(err)
	}
	// 50,000 notes of 20 SIGs each, a million SIGs in all.
	var distinct bytes.Buffer
	distinct.WriteString("# v1.84.0\n\n## Changes by Kind\n\n### Feature\n\n")
	for i := range 50_000 {
		fmt.Fprintf(&distinct, "- %s [SIG S%d", note(fmt.Sprintf("worddistinct%d", i), 1_000_000+i), 20*i)
		for j := 1; j < 20; j++ {
			fmt.Fprintf(&distinct, ", S%d", 20*i+j)
		}
		distinct.WriteString("]\n")
	}
	cases := []struct {
		name, notice string
		word         string // the note's first word
		cut          bool   // the note's SIGs were cut to 64
		more         string // the card's "+N SIGs", "" for none
		data         []byte
	}{
		{"labels.md", "Loaded labels.md: 1 release (v1.89.0)", "wordlabels", true, "+61 SIGs", release("v1.89.0", note("wordlabels", 991401)+runOn(200_000, " [SIG S%d]"))},
		{"list.md", "Loaded list.md: 1 release (v1.88.0)", "wordlist", true, "+61 SIGs", release("v1.88.0", note("wordlist", 991402)+" [SIG "+names+"]")},
		{"onesig.md", "Loaded onesig.md: 1 release (v1.87.0)", "wordonesig", false, "", release("v1.87.0", note("wordonesig", 991403)+strings.Repeat(" [SIG Node, node]", 200_000))},
		{"kinds.md", "Loaded kinds.md: 1 release (v1.86.0)", "wordkinds", false, "", release("v1.86.0", note("wordkinds", 991404)+" [SIG Node]"+runOn(100_000, " [kind/k%d]")+runOn(100_000, " [area/a%d]"))},
		{"release-notes-1.85.json", "Loaded release-notes-1.85.json: 1 release (v1.85.0)", "wordjson", true, "+61 SIGs", entry},
		// Refused, the notes opened before kept: labels.md's note is found.
		{"distinct.md", "distinct.md names more than 10,000 distinct SIGs or areas; release notes name a few dozen, so it was not read", "wordlabels", false, "+61 SIGs", distinct.Bytes()},
	}
	ctx, w := withAFileOpen(t)
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			openWithinGap(t, ctx, dir, c.name, c.data, c.notice, func() {
				said := eval[string](t, ctx, `document.getElementById('notices').textContent`)
				if got := strings.Contains(said, c.name+": 1 note had more than 64 SIG or area "+cut); got != c.cut {
					t.Errorf("notices %.400q; a sentence that the note's SIGs were cut: %v, want %v", said, got, c.cut)
				}
			})
			// The note is found, its card folding its SIGs; the page
			// answers a keystroke.
			withinHostileBound(t, ctx, "search", func() {
				setControl(t, ctx, "q", c.word, "input")
				waitFor(t, ctx, `document.getElementById('results').dataset.query === '`+c.word+`'`)
				if n := eval[string](t, ctx, `document.getElementById('results').dataset.total`); n != "1" {
					t.Errorf("a search for %s finds %s notes, want 1", c.word, n)
				}
				waitSettled(t, ctx)
				more := eval[string](t, ctx, `(document.querySelector('#results .more-sigs summary') || {textContent: ''}).textContent`)
				if more != c.more {
					t.Errorf("the card's SIG disclosure reads %q, want %q", more, c.more)
				}
				setControl(t, ctx, "q", "", "input")
				waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
			})
			noErrors(t, w)
		})
	}
}
