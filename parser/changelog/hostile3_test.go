package changelog

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
	"github.com/kubechangelog/kubechangelog/parser"
)

// jsonPair is a CHANGELOG holding md's notes under Feature and a
// release-notes JSON file of body, as the command line reads them together.
func jsonPair(md, body string) []File {
	return []File{{"CHANGELOG-1.30.md", []byte(feature(md))}, {"release-notes-1.30.json", []byte(body)}}
}

// citing is a note citing pull request pr.
func citing(pr int) string {
	return fmt.Sprintf("- x ([#%d](https://github.com/kubernetes/kubernetes/pull/%d))\n", pr, pr)
}

// jsonShapes are release-notes JSON files (with a CHANGELOG whose notes
// cite their pull requests) shaped as an attacker would, n units large.
var jsonShapes = map[string]func(n int) []File{
	// One entry naming n SIGs, cited by n notes: lent to each, the result
	// was the product of the two (7 MB of JSON → 130 MB at 4×).
	"one PR of n SIGs cited by n notes": func(n int) []File {
		sigs := make([]string, n)
		for i := range sigs {
			sigs[i] = fmt.Sprintf("s%d", i)
		}
		b, _ := json.Marshal(map[string]any{"1": map[string]any{"pr_number": 1, "sigs": sigs, "areas": sigs}})
		return jsonPair(repeatTo(citing(1), n), string(b))
	},
	// One entry of 32 SIGs (as many as is believed) cited by n notes.
	"one PR of 32 SIGs cited by n notes": func(n int) []File {
		sigs := make([]string, maxLent)
		for i := range sigs {
			sigs[i] = fmt.Sprintf("sig-%d", i)
		}
		b, _ := json.Marshal(map[string]any{"1": map[string]any{"pr_number": 1, "sigs": sigs}})
		return jsonPair(repeatTo(citing(1), n), string(b))
	},
	// One note citing n pull requests, each with a SIG and area of its
	// own: merged one at a time, the union cost time quadratic in n.
	"one note citing n labelled PRs": func(n int) []File {
		var j, m strings.Builder
		j.WriteString("{")
		for i := range n {
			if i > 0 {
				j.WriteString(",")
			}
			fmt.Fprintf(&j, `"%d":{"sigs":["s%d"],"areas":["a%d"]}`, i+1, i, i)
			fmt.Fprintf(&m, "[#%d](https://github.com/kubernetes/kubernetes/pull/%d), ", i+1, i+1)
		}
		j.WriteString("}")
		return jsonPair("- x ("+m.String()+")\n", j.String())
	},
	// A valid file of n entries, as upstream writes them.
	"n notes": func(n int) []File {
		var j, m strings.Builder
		j.WriteString("{")
		for i := range n {
			if i > 0 {
				j.WriteString(",")
			}
			fmt.Fprintf(&j, `"%d":{"pr_number":%d,"author":"a","sigs":["node"],"kinds":["bug"],"areas":["kubelet"]}`, i+1, i+1)
			m.WriteString(citing(i + 1))
		}
		j.WriteString("}")
		return jsonPair(m.String(), j.String())
	},
	// n keys naming one pull request, each with a SIG of its own.
	"duplicate PR numbers": func(n int) []File {
		var j strings.Builder
		j.WriteString("{")
		for i := range n {
			if i > 0 {
				j.WriteString(",")
			}
			fmt.Fprintf(&j, `"k%d":{"pr_number":1,"sigs":["s%d"]},"1":{"sigs":["t%d"]}`, i, i%8, i%8)
		}
		j.WriteString("}")
		return jsonPair(citing(1), j.String())
	},
	// Nesting as deep as the decoder allows, in a field it skips, and a
	// SIG name n bytes long.
	"deep nesting and a long string": func(n int) []File {
		return jsonPair(citing(1), `{"1":{"x":`+repeatTo("[", 9000)+repeatTo("]", 9000)+`,"sigs":["`+repeatTo("a", n)+`"],"author":"`+repeatTo("b", n)+`"}}`)
	},
	// Every field of the wrong type: refused as a whole.
	"wrong types": func(n int) []File {
		return jsonPair(citing(1), `{"1":{"pr_number":"1","sigs":"node","areas":{"a":1},"author":[1],"action_required":"yes","x":[`+strings.TrimSuffix(repeatTo(`1e999,`, n), ",")+`]}}`)
	},
}

// TestParseFilesTimeLinearOnJSONShapes: for every JSON shape, 4× the input
// costs no more than lineartime.MaxRatio× the time and makes no more than
// ~6× the JSON out
// (the command line's `parse` output), and a refusal is one short line.
func TestParseFilesTimeLinearOnJSONShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	size := func(fs []File) (n int) {
		for _, f := range fs {
			n += len(f.Data)
		}
		return n
	}
	for name, shape := range jsonShapes {
		t.Run(name, func(t *testing.T) {
			n := 1
			for size(shape(n)) < lineartime.MinInput {
				n *= 2
			}
			small, large := shape(n), shape(4*n)
			var outSmall, outLarge int
			run := func(fs []File, out *int) func() {
				return func() {
					rels, err := ParseFiles(fs)
					if err != nil {
						if !errors.Is(err, parser.ErrLabels) || len(err.Error()) > 200 || strings.Contains(err.Error(), "\n") {
							t.Fatalf("refused in more than one short line, or not as labels: %.300v", err)
						}
						*out = len(err.Error())
						return
					}
					b, err := json.Marshal(rels)
					if err != nil {
						t.Fatal(err)
					}
					*out = len(b)
				}
			}
			ts, tl, ratio := lineartime.Ratio(5, run(small, &outSmall), run(large, &outLarge))
			t.Logf("%d bytes: %v, %d bytes out; 4×: %v (%.1f×), %d bytes out", size(small), ts, outSmall, tl, ratio, outLarge)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the input took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
			if outLarge > 6*outSmall && outLarge > 1<<20 {
				t.Errorf("4× the input made %.1f× the JSON (%d → %d bytes)", float64(outLarge)/float64(outSmall), outSmall, outLarge)
			}
		})
	}
}

// TestHostileJSONLabels: what a JSON entry says that no real one does is
// left out, and the result does not depend on the order Go visits a map.
func TestHostileJSONLabels(t *testing.T) {
	labelsOf := func(t *testing.T, body string) parser.Note {
		t.Helper()
		rels, err := ParseFiles(jsonPair(citing(1), body))
		if err != nil {
			t.Fatal(err)
		}
		return rels[0].Notes[0]
	}
	t.Run("one PR under two keys is merged", func(t *testing.T) {
		// Before, the entry Go's map order visited last won: a different
		// answer from one run to the next.
		for range 20 {
			n := labelsOf(t, `{"1":{"sigs":["node"],"author":"zed"},"a":{"pr_number":1,"sigs":["apps"],"areas":["kubelet"],"author":"amy","action_required":true}}`)
			if !slices.Equal(n.SIGs, []string{"apps", "node"}) || !slices.Equal(n.Areas, []string{"kubelet"}) || !n.ActionRequired || !slices.Equal(n.Authors, []string{"amy"}) {
				t.Fatalf("sigs %q areas %q action %v authors %q, want both entries' labels and the first author", n.SIGs, n.Areas, n.ActionRequired, n.Authors)
			}
		}
	})
	t.Run("invisible characters", func(t *testing.T) {
		// "\u202eedon" is shown as "node": a SIG that reads as another.
		n := labelsOf(t, `{"1":{"sigs":["\u202eedon","no\u200bde","\u0007apps\u001b[31m"],"author":"a\u202eb"}}`)
		if !slices.Equal(n.SIGs, []string{"apps [31m", "edon", "node"}) || len(n.Authors) != 0 {
			t.Errorf("sigs %q authors %q, want the names without invisible characters and no author", n.SIGs, n.Authors)
		}
	})
	t.Run("absurd lists and names", func(t *testing.T) {
		many := make([]string, 100_000)
		for i := range many {
			many[i] = fmt.Sprint("s", i)
		}
		b, _ := json.Marshal(map[string]any{"1": map[string]any{"sigs": many, "areas": []string{strings.Repeat("a", 10<<10), "ok"}, "author": strings.Repeat("b", 10<<10)}})
		n := labelsOf(t, string(b))
		if len(n.SIGs) != 0 || !slices.Equal(n.Areas, []string{"ok"}) || len(n.Authors) != 0 {
			t.Errorf("%d sigs, areas of %d, %d bytes of authors: want none of the 100,000 SIGs, only the short area, no author", len(n.SIGs), len(strings.Join(n.Areas, "")), len(strings.Join(n.Authors, "")))
		}
	})
	t.Run("refusals are short", func(t *testing.T) {
		for _, body := range []string{
			`{"` + strings.Repeat("x", 1<<20) + `":{"sigs":["node"]}}`,
			`{"1":{"pr_number":1e999}}`,
			`{"1":{"pr_number":12345678901234567890123456789012345678901234567890}}`,
			`{"1":{"sigs":"node"}}`,
			`[` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `]`,
		} {
			_, err := ParseFiles(jsonPair(citing(1), body))
			if !errors.Is(err, parser.ErrLabels) || len(err.Error()) > 200 || strings.Contains(err.Error(), "\n") {
				t.Errorf("%.60s…: err = %.300v, want a labels refusal in one short line", body, err)
			}
		}
	})
}

// TestInvisibleCharactersInSIGTrailers: a "[SIG …]" trailer's names lose
// their zero-width and bidi characters, so no note gets a SIG that reads
// as a real one but is not ("\u202eedoN" is drawn "Node"), and a SIG name
// of 10 KB is none.
func TestInvisibleCharactersInSIGTrailers(t *testing.T) {
	rels, err := Parse([]byte(feature("- a [SIG No\u200bde]\n- b [SIG \u202eedoN]\n- c [SIG "+strings.Repeat("x", 10<<10)+"]\n")), "CHANGELOG-1.30.md")
	if err != nil {
		t.Fatal(err)
	}
	var got [][]string
	for _, n := range rels[0].Notes {
		got = append(got, n.SIGs)
	}
	if len(got) != 3 || !slices.Equal(got[0], []string{"node"}) || !slices.Equal(got[1], []string{"edon"}) || len(got[2]) != 0 {
		t.Errorf("SIGs %q, want [node] [edon] []", got)
	}
}

// hostile3Shapes are markdown shapes the earlier rounds did not time, n
// units large.
var hostile3Shapes = map[string]func(n int) string{
	"mixed CR CRLF LF":   func(n int) string { return feature(repeatTo("- x (#1)\r- y\r\n- z\n\r\n\r", n)) },
	"only CR":            func(n int) string { return repeatTo("\r", n) },
	"CRs then a release": func(n int) string { return repeatTo("\r", n) + feature("- x\n") },
	"lines of spaces":    func(n int) string { return feature("- x\n" + repeatTo("     \n", n)) },
	"invisible in versions": func(n int) string {
		return repeatTo("# v1.\u200b30.1\u202e\n\n## Changes by Kind\n\n### Feature\n\n- x [SIG No\u200bde\u202e]\n\n", n) + feature("- y\n")
	},
	"indentation 5000 deep":  func(n int) string { return feature(deepIndent(n)) },
	"<details> never closed": func(n int) string { return feature("- x\n\n<details>\n\n" + repeatTo("- y\n\n", n)) },
	"<details> in items":     func(n int) string { return feature(repeatTo("- x <details><summary>a\n", n)) },
	"one word of 16n bytes":  func(n int) string { return feature("- " + repeatTo("a", 16*n) + "\n") },
	"distinct words":         func(n int) string { return feature("- " + distinctWords(n) + "\n") },
	"40-digit PR numbers": func(n int) string {
		return feature(repeatTo("- x ([#1234567890123456789012345678901234567890](https://github.com/kubernetes/kubernetes/pull/1234567890123456789012345678901234567890)) (#99999999999999999999)\n", n))
	},
	"10 KB authors": func(n int) string {
		a := repeatTo("a", 10<<10)
		return feature(repeatTo("- x ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@"+a+"](https://github.com/"+a+")) @"+a+"\n", n))
	},
	"kind headings only":  func(n int) string { return "# v1.30.0\n\n## Changes by Kind\n\n" + repeatTo("### Feature\n", n) },
	"setext underlines":   func(n int) string { return feature(repeatTo("x\n===\n", n)) },
	"setext releases":     func(n int) string { return repeatTo("v1.30.0\n===\n- x\n", n) },
	"one-character items": func(n int) string { return feature(repeatTo("-\n", n)) },
	"long SIG names":      func(n int) string { return feature(repeatTo("- x [SIG "+repeatTo("Node", 64)+"]\n", n)) },
}

// deepIndent is n list items, each indented two columns more than the one
// before, up to 5,000 deep and again.
func deepIndent(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.Repeat(" ", 2*(i%5000)))
		b.WriteString("- x\n")
	}
	return b.String()
}

// distinctWords is n words, no two alike.
func distinctWords(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "w%x ", i)
	}
	return b.String()
}

// TestParseTimeLinearOnHostile3Shapes is TestParseTimeLinearOnHostileShapes
// for hostile3Shapes.
func TestParseTimeLinearOnHostile3Shapes(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	for name, shape := range hostile3Shapes {
		t.Run(name, func(t *testing.T) {
			s, l := lineartime.Inputs(shape)
			parse := func(src []byte) func() {
				return func() {
					_, err := Parse(src, "CHANGELOG-1.30.md")
					if err != nil && (len(err.Error()) > 200 || strings.Contains(err.Error(), "\n") || errors.Is(err, parser.ErrInternal)) {
						t.Fatalf("refused: %.300v", err)
					}
				}
			}
			ts, tl, ratio := lineartime.Ratio(5, parse([]byte(s)), parse([]byte(l)))
			t.Logf("%d bytes: %v; 4×: %v (%.1f×)", len(s), ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the input took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}

// TestInvisibleCharactersInHeadings: a release or kind heading with a
// zero-width space or a bidi mark in it is read as it is seen. Before,
// "# v1.\u200b98.0" was no release heading and its notes were dropped
// without a word.
func TestInvisibleCharactersInHeadings(t *testing.T) {
	src := "# v1.\u200b98.0\u202e\n\n## Changes by Kind\n\n### Fea\u200btu\u200dre\n\n- a\n\n" +
		"# \ufeffv1.97.0\n\n## Changes by Kind\n\n### \u200eBug or Regression\n\n- b\n"
	rels, err := Parse([]byte(src), "CHANGELOG-1.98.md")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rels {
		for _, n := range r.Notes {
			got = append(got, r.Version+" "+string(n.Kind)+" "+n.Markdown)
		}
	}
	if want := []string{"v1.98.0 Feature a", "v1.97.0 Bug or Regression b"}; !slices.Equal(got, want) {
		t.Errorf("notes %q, want %q", got, want)
	}
}

// FuzzParseLabels: no release-notes JSON file, read with a CHANGELOG
// citing its pull requests, panics, makes a note's labels more than the
// file names, or is refused in more than one short line.
func FuzzParseLabels(f *testing.F) {
	f.Add(`{"1":{"pr_number":1,"sigs":["node","\u202eedon"],"areas":["kubelet"],"author":"a","action_required":true}}`)
	f.Add(`{"a":{"pr_number":2,"sigs":["x"]},"2":{"sigs":["y"],"author":"b\u0007"}}`)
	f.Add(`{"1":{"pr_number":1e999}}`)
	f.Add(`{"1":{"sigs":"node"}}`)
	f.Add(`[[[[[[]]]]]]`)
	f.Add(`{"99999999999999999999999":{}}`)
	md := citing(1) + citing(2) + "- both ([#1](https://github.com/kubernetes/kubernetes/pull/1), [#2](https://github.com/kubernetes/kubernetes/pull/2))\n"
	f.Fuzz(func(t *testing.T, body string) {
		rels, err := ParseFiles(jsonPair(md, body))
		if err != nil {
			if !errors.Is(err, parser.ErrLabels) && !errors.Is(err, parser.ErrEmpty) && !errors.Is(err, parser.ErrNotUTF8) && !errors.Is(err, parser.ErrBinary) {
				t.Fatalf("refused for another reason: %v", err)
			}
			if len(err.Error()) > 300 || strings.Contains(err.Error(), "\n") {
				t.Fatalf("refused in more than one short line: %q", err)
			}
			return
		}
		for _, n := range rels[0].Notes {
			if len(n.SIGs) > 2*maxLent || len(n.Areas) > 2*maxLent || len(n.Authors) > 1 {
				t.Fatalf("a note of %d SIGs, %d areas, %d authors", len(n.SIGs), len(n.Areas), len(n.Authors))
			}
			for _, s := range append(append([]string{}, n.SIGs...), n.Areas...) {
				if s == "" || len(s) > maxName || strings.ContainsFunc(s, func(r rune) bool { return r < ' ' || r == '\u202e' || r == '\u200b' }) {
					t.Fatalf("label %q", s)
				}
			}
		}
	})
}
