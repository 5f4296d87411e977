package changelog

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"

	"github.com/kubechangelog/kubechangelog/parser"
)

// noteKey names a note by the pull requests it cites, in order: the same
// entry read from the JSON and from the markdown cites the same ones.
func noteKey(n parser.Note) string {
	s := make([]string, len(n.PRs))
	for i, pr := range n.PRs {
		s[i] = strconv.Itoa(pr)
	}
	return strings.Join(s, ",")
}

// keyedNote is what the comparison holds of the notes of one key.
type keyedNote struct {
	kinds         []string
	authors, sigs string
	// noSIGs: the note prints no SIG list ("[SIG …]"); the parser may
	// still give it its subject's SIG (see subjectSIG), which the JSON
	// does not know.
	noSIGs bool
}

func notesByKey(rel parser.Release) map[string]*keyedNote {
	m := map[string]*keyedNote{}
	for _, n := range rel.Notes {
		k := noteKey(n)
		s := m[k]
		if s == nil {
			s = &keyedNote{authors: strings.Join(n.Authors, ","), sigs: strings.Join(n.SIGs, ","), noSIGs: !strings.Contains(n.Markdown, "[SIG ")}
			m[k] = s
		}
		s.kinds = append(s.kinds, string(n.Kind))
	}
	return m
}

// jsonNamedDifferences are the differences between a minor's notes read
// from its JSON alone and from its markdown that no rule of
// TestJSONNotesMatchMarkdown explains: upstream's release team edited the
// markdown after krel wrote it. Each is named, with what the two say; an
// entry no difference uses fails the test, so the list stays true.
var jsonNamedDifferences = map[int]map[string]string{
	20: {
		"95896": "action_required and duplicate_kind (Feature for krel today); the markdown prints it in Urgent Upgrade Notes only, and names SIG Auth too",
		"94449": "the markdown credits two authors (@mikedanese, @justaugustus); the JSON one",
	},
	24: {
		"107013": "action_required and duplicate_kind: krel prints it under its kind; the markdown moved it to Urgent Upgrade Notes",
		"107317": "action_required and duplicate_kind, moved to Urgent Upgrade Notes in the markdown",
		"107533": "action_required and duplicate_kind, moved to Urgent Upgrade Notes in the markdown",
		"104732": "action_required and duplicate_kind, moved to Urgent Upgrade Notes in the markdown",
		"107207": "action_required and duplicate_kind, moved to Urgent Upgrade Notes in the markdown",
		"107554": "action_required and duplicate_kind; the markdown prints it twice, both in Urgent Upgrade Notes",
	},
	32: {
		"126465": "action_required in the JSON; the markdown prints it under API Change",
		"126022": "action_required in the JSON; the markdown prints it under API Change",
		"129083": "kind bug in the JSON, printed under Other (Cleanup or Flake); SIGs differ (the markdown's list is SIG Architecture and Release where the JSON has Apps and Testing)",
		"129081": "kind feature in the JSON, printed under Documentation; the markdown's text credits no author",
	},
	33: {
		"122550":        "the JSON's two entries #122550 and #128786 are one note in the markdown, citing both",
		"128786":        "the JSON's two entries #122550 and #128786 are one note in the markdown, citing both",
		"122550,128786": "the JSON's two entries #122550 and #128786 are one note in the markdown, citing both",
		"131359":        "the markdown names SIG API Machinery only; the JSON adds Network and Testing",
	},
	36: {
		"136423": "a mapped, action_required entry of kind cleanup (Urgent Upgrade Notes for krel); the markdown prints it under API Change",
	},
	35: {
		"135499": "kind bug in the JSON, printed under Other (Cleanup or Flake)",
		"135580": "the markdown names SIG API Machinery only; the JSON adds Testing",
	},
}

// TestJSONNotesMatchMarkdown: for every shipped release-notes-1.NN.json,
// the notes read from it alone are those Parse reads from the minor's
// markdown, which krel wrote from the same entries: the same pull requests
// under the same kinds, with the same authors and SIGs. Every difference
// is explained, by a rule checked against the files or by name
// (jsonNamedDifferences); any other fails.
func TestJSONNotesMatchMarkdown(t *testing.T) {
	used := map[string]bool{}
	for _, m := range minors(20, 37) {
		name := "release-notes-1." + itoa(m)
		src := readData(t, "release-notes/"+name+".json")
		js, err := Parse(src, name+".json")
		if err != nil {
			t.Fatal(err)
		}
		mdSrc := string(readData(t, "release-notes/"+name+".md"))
		md := mustParse(t, "release-notes/"+name+".md")
		// The shipped notes: the markdown with the JSON's labels, whose
		// SIGs the page filters by where the markdown prints none.
		shipped, err := ParseFiles([]File{{name + ".md", []byte(mdSrc)}, {name + ".json", src}})
		if err != nil {
			t.Fatal(err)
		}
		labelled := notesByKey(shipped[0])
		if len(js) != 1 || js[0].Version != "v1."+itoa(m)+".0" || js[0].Type != parser.TypeMinor || js[0].Previous != "v1."+itoa(m-1)+".0" {
			t.Fatalf("%s: releases %d, first %s %s since %s; want v1.%d.0 alone", name, len(js), js[0].Version, js[0].Type, js[0].Previous, m)
		}
		var raw map[string]jsonEntry
		if err := json.Unmarshal(src, &raw); err != nil {
			t.Fatal(err)
		}
		inJSON := map[int]jsonEntry{}
		for _, e := range raw {
			inJSON[e.PRNumber] = e
		}
		inMarkdown := func(key string) bool {
			for _, pr := range strings.Split(key, ",") {
				if strings.Contains(mdSrc, "/pull/"+pr+")") {
					return true
				}
			}
			return false
		}
		j, d := notesByKey(js[0]), notesByKey(md[0])
		keys := make([]string, 0, len(j)+len(d))
		for k := range j {
			keys = append(keys, k)
		}
		for k := range d {
			if j[k] == nil {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		var agree, sigsCompared, noSIGs, leftOut, handWritten, notInJSON, dnp, twice int
		var named []string
		explain := func(key, what string) {
			if why, ok := jsonNamedDifferences[m][key]; ok {
				used[itoa(m)+" "+key] = true
				named = append(named, "#"+key+": "+why)
				return
			}
			t.Errorf("1.%d: note %q: %s, and no rule or name explains it", m, key, what)
		}
		for _, k := range keys {
			jn, dn := j[k], d[k]
			switch {
			case dn == nil && !inMarkdown(k):
				leftOut++ // the release team left the entry out of the markdown
			case dn == nil:
				explain(k, "read from the JSON, not a note of the markdown")
			case jn == nil && k == "":
				handWritten += len(dn.kinds) // written into the markdown by hand
			case jn == nil:
				pr, _ := strconv.Atoi(strings.Split(k, ",")[0])
				switch e, ok := inJSON[pr]; {
				case !ok:
					notInJSON++
				case e.DoNotPublish:
					dnp++
				default:
					explain(k, "a note of the markdown, not read from the JSON")
				}
			default:
				ok := true
				if !slices.Equal(jn.kinds, dn.kinds) {
					if len(dn.kinds) > 1 && slices.Contains(dn.kinds, jn.kinds[0]) {
						twice++ // printed under more than one heading (or twice)
					} else {
						ok = false
						explain(k, fmt.Sprintf("kind %v from the JSON, %v in the markdown", jn.kinds, dn.kinds))
					}
				}
				if jn.authors != dn.authors {
					ok = false
					explain(k, fmt.Sprintf("authors %q from the JSON, %q in the markdown", jn.authors, dn.authors))
				}
				if dn.noSIGs {
					noSIGs++
					if l := labelled[k]; l == nil || l.sigs != jn.sigs {
						ok = false
						explain(k, fmt.Sprintf("SIGs %q from the JSON, %v in the shipped notes", jn.sigs, l))
					}
				} else if sigsCompared++; jn.sigs != dn.sigs {
					ok = false
					explain(k, fmt.Sprintf("SIGs %q from the JSON, %q in the markdown", jn.sigs, dn.sigs))
				}
				if ok {
					agree++
				}
			}
		}
		t.Logf("1.%d: %d notes from the JSON, %d in the markdown; %d agree in kind and author (SIGs compared on %d; %d print no SIG list, compared with the shipped notes' labels), "+
			"%d under more than one heading in the markdown; only in the JSON: %d left out of the markdown; only in the markdown: %d not in the JSON, %d do_not_publish, %d citing no PR; named: %d %q",
			m, len(js[0].Notes), len(md[0].Notes), agree, sigsCompared, noSIGs, twice, leftOut, notInJSON, dnp, handWritten, len(named), named)
	}
	for m, names := range jsonNamedDifferences {
		for k := range names {
			if !used[itoa(m)+" "+k] {
				t.Errorf("1.%d: the named difference %q did not happen", m, k)
			}
		}
	}
}

// TestJSONNotesNames: the minor comes from the file's name as people and
// browsers leave it; a name that gives none is refused in one sentence
// that says how to name the file. Before, every one of these read as
// "no release notes found".
func TestJSONNotesNames(t *testing.T) {
	src := readData(t, "release-notes/release-notes-1.30.json")
	for _, name := range []string{
		"release-notes-1.30.json",
		"release-notes-1.30 (1).json",
		"RELEASE-NOTES-1.30.JSON",
		"/home/me/Downloads/release-notes-1.30.json",
		`C:\Users\me\Downloads\release-notes-1.30 (2).json`,
	} {
		rels, err := Parse(src, name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(rels) != 1 || rels[0].Version != "v1.30.0" || len(rels[0].Notes) != 248 {
			t.Errorf("%s: %d releases, first %s with %d notes; want v1.30.0 with 248", name, len(rels), rels[0].Version, len(rels[0].Notes))
		}
	}
	for _, name := range []string{"notes.json", "release-notes.json", "1.30.json"} {
		_, err := Parse(src, name)
		if !errors.Is(err, parser.ErrNoVersion) {
			t.Errorf("%s: error %v, want no version", name, err)
		}
	}
}

// TestJSONNotesLayout: v1.30.0 read from its JSON is laid out as
// release-notes-1.30.md is: kinds in krel's order, notes of a kind by
// their text, a note's text without the citation's indentation, its
// labels from the JSON.
func TestJSONNotesLayout(t *testing.T) {
	rels, err := Parse(readData(t, "release-notes/release-notes-1.30.json"), "release-notes-1.30.json")
	if err != nil {
		t.Fatal(err)
	}
	r := rels[0]
	if r.Source != "release-notes-1.30.json" || r.Previous != "v1.29.0" {
		t.Errorf("source %q, previous %q", r.Source, r.Previous)
	}
	for i := 1; i < len(r.Notes); i++ {
		a, b := r.Notes[i-1], r.Notes[i]
		if parser.KindOrder(a.Kind) > parser.KindOrder(b.Kind) || a.Kind == b.Kind && a.Markdown > b.Markdown {
			t.Fatalf("note %d (%s %.40q) after (%s %.40q): not krel's order", i, b.Kind, b.Markdown, a.Kind, a.Markdown)
		}
	}
	var n *parser.Note
	for i := range r.Notes {
		if slices.Equal(r.Notes[i].PRs, []int{112957}) {
			n = &r.Notes[i]
		}
	}
	if n == nil {
		t.Fatal("no note of #112957")
	}
	// kinds api-change and feature, duplicate_kind: API Change, krel's
	// higher priority; the markdown prints it there too.
	// Without the quotes its author wrapped it in (TestJSONNotesUnquoted).
	want := "kubelet allowed specifying a custom root directory for pod logs (instead of the default /var/log/pods) using the `podLogsDir` key in kubelet configuration.\n" +
		" ([#112957](https://github.com/kubernetes/kubernetes/pull/112957), [@mxpv](https://github.com/mxpv))"
	if n.Kind != parser.KindAPIChange || n.Markdown != want || !slices.Equal(n.Authors, []string{"mxpv"}) ||
		!slices.Equal(n.SIGs, []string{"api-machinery", "node", "scalability", "testing"}) ||
		!slices.Equal(n.Areas, []string{"code-generation", "kubelet", "test"}) {
		t.Errorf("#112957: %s %q by %v, SIGs %v, areas %v", n.Kind, n.Markdown, n.Authors, n.SIGs, n.Areas)
	}
}

// TestParseFilesJSONRoles: beside markdown that has v1.NN.0, a JSON file is
// that markdown's labels, as it always was; beside markdown of another
// minor, or alone, it is v1.NN.0's notes; a JSON whose name gives no
// minor is labels beside markdown and refused alone.
func TestParseFilesJSONRoles(t *testing.T) {
	js := readData(t, "release-notes/release-notes-1.30.json")
	md := readData(t, "release-notes/release-notes-1.30.md")
	other := readData(t, "changelog/CHANGELOG-1.37.md")
	// v1.30.0's source, then every file that gave a release.
	versions := func(rels []parser.Release) (vs []string) {
		var sources []string
		for _, r := range rels {
			if r.Version == "v1.30.0" {
				vs = append(vs, r.Version+" "+r.Source)
			}
			if !slices.Contains(sources, r.Source) {
				sources = append(sources, r.Source)
			}
		}
		return append(vs, sources...)
	}
	for _, c := range []struct {
		name  string
		files []File
		want  []string
	}{
		{"pair", []File{{"release-notes-1.30.json", js}, {"release-notes-1.30.md", md}}, []string{"v1.30.0 release-notes-1.30.md", "release-notes-1.30.md"}},
		{"renamed pair", []File{{"labels.json", js}, {"release-notes-1.30.md", md}}, []string{"v1.30.0 release-notes-1.30.md", "release-notes-1.30.md"}},
		{"other minor", []File{{"CHANGELOG-1.37.md", other}, {"release-notes-1.30 (1).json", js}}, []string{"v1.30.0 release-notes-1.30 (1).json", "CHANGELOG-1.37.md", "release-notes-1.30 (1).json"}},
		{"alone", []File{{"release-notes-1.30.json", js}}, []string{"v1.30.0 release-notes-1.30.json", "release-notes-1.30.json"}},
	} {
		rels, err := ParseFiles(c.files)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if got := versions(rels); !slices.Equal(got, c.want) {
			t.Errorf("%s: releases %q, want %q", c.name, got, c.want)
		}
	}
	// A byte-order mark, as an editor may save one, is read past.
	withBOM := append([]byte("\ufeff"), js...)
	if rels, err := ParseFiles([]File{{"release-notes-1.30.json", withBOM}}); err != nil || len(rels) != 1 || len(rels[0].Notes) != 248 {
		t.Errorf("with a BOM: %v", err)
	}
	if rels, err := ParseFiles([]File{{"release-notes-1.30.md", md}, {"release-notes-1.30.json", withBOM}}); err != nil || len(rels[0].Notes[0].SIGs) == 0 {
		t.Errorf("labels with a BOM: %v", err)
	}
	if _, err := ParseFiles([]File{{"notes.json", js}}); !errors.Is(err, parser.ErrNoVersion) {
		t.Errorf("notes.json alone: %v, want no version", err)
	}
}

// jsonNotesShapes are release-notes JSON files, read alone as notes,
// shaped as an attacker would, n units large.
var jsonNotesShapes = map[string]func(n int) string{
	"n notes": func(n int) string {
		var j strings.Builder
		j.WriteString("{")
		for i := range n {
			if i > 0 {
				j.WriteString(",")
			}
			fmt.Fprintf(&j, `"%d":{"pr_number":%d,"markdown":"note %d ([#%d](https://github.com/kubernetes/kubernetes/pull/%d), [@a](https://github.com/a))","author":"a","sigs":["node"],"kinds":["bug","feature"],"areas":["kubelet"]}`, i+1, i+1, n-i, i+1, i+1)
		}
		j.WriteString("}")
		return j.String()
	},
	"one note of n bytes": func(n int) string {
		return `{"1":{"pr_number":1,"markdown":"` + repeatTo("x ", n/2) + `","kinds":["bug"]}}`
	},
	"unterminated [SIG  n times": func(n int) string {
		return `{"1":{"pr_number":1,"markdown":"` + repeatTo("[SIG ", n/5) + `","kinds":["bug"]}}`
	},
	"n citations in one note": func(n int) string {
		var m strings.Builder
		for i := range n / 60 {
			fmt.Fprintf(&m, "[#%d](https://github.com/kubernetes/kubernetes/pull/%d), ", i+1, i+1)
		}
		return `{"1":{"pr_number":1,"markdown":"x (` + m.String() + `)"}}`
	},
	"n indented lines": func(n int) string {
		return `{"1":{"pr_number":1,"markdown":"x` + repeatTo(`\n   y`, n/6) + `"}}`
	},
	"n kinds": func(n int) string {
		return `{"1":{"pr_number":1,"markdown":"x","kinds":["` + strings.TrimSuffix(repeatTo(`zz","`, n/5), `","`) + `"]}}`
	},
}

// TestJSONNotesTimeLinear: for every shape, and every labels shape read
// alone, 4× the input costs no more than lineartime.MaxRatio× the time,
// and a refusal is one short line.
func TestJSONNotesTimeLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	shapes := map[string]func(n int) string{}
	for name, s := range jsonNotesShapes {
		shapes[name] = s
	}
	for name, s := range jsonShapes {
		if len(s(64)[1].Data) > len(s(16)[1].Data) { // the JSON grows with n, not only its CHANGELOG
			shapes["labels: "+name] = func(n int) string { return string(s(n)[1].Data) }
		}
	}
	for name, shape := range shapes {
		t.Run(name, func(t *testing.T) {
			small, large := lineartime.Inputs(shape)
			run := func(src string) func() {
				return func() {
					rels, err := Parse([]byte(src), "release-notes-1.30.json")
					if err != nil {
						if !errors.Is(err, parser.ErrLabels) && !errors.Is(err, parser.ErrNoNotes) || len(err.Error()) > 200 || strings.Contains(err.Error(), "\n") {
							t.Fatalf("refused in more than one short line, or for another reason: %.300v", err)
						}
						return
					}
					if len(rels) != 1 || len(rels[0].Notes) == 0 {
						t.Fatalf("%d releases", len(rels))
					}
				}
			}
			ts, tl, ratio := lineartime.Ratio(5, run(small), run(large))
			t.Logf("%d bytes: %v; 4×: %v (%.1f×)", len(small), ts, tl, ratio)
			if lineartime.TooSlow(tl, ratio) {
				t.Errorf("4× the input took %.1f× the time (%v → %v)", ratio, ts, tl)
			}
		})
	}
}

// TestJSONNotesHostile: a file of 50,000 notes (the most read), notes of
// 1 MB of text and fields of the wrong type give notes or a one-sentence
// refusal, never a panic.
func TestJSONNotesHostile(t *testing.T) {
	var j strings.Builder
	j.WriteString("{")
	for i := range maxJSONEntries {
		if i > 0 {
			j.WriteString(",")
		}
		fmt.Fprintf(&j, `"%d":{"markdown":"n%d","author":"a","kinds":["bug","feature"],"sigs":["node"]}`, i+1, maxJSONEntries-i)
	}
	big := j.String() + "}"
	rels, err := Parse([]byte(big), "release-notes-1.99.json")
	if err != nil {
		t.Fatalf("%d notes (%d MB): %v", maxJSONEntries, len(big)>>20, err)
	}
	if n := len(rels[0].Notes); n != maxJSONEntries || rels[0].Notes[0].Kind != parser.KindFeature || rels[0].Notes[0].Markdown > rels[0].Notes[1].Markdown {
		t.Errorf("%d notes: %d read, first %s", maxJSONEntries, n, rels[0].Notes[0].Kind)
	}
	mb := repeatTo("é", 1<<19)
	rels, err = Parse([]byte(`{"1":{"pr_number":1,"markdown":"`+mb+`"},"2":{"pr_number":2,"text":"`+mb+`","markdown":""}}`), "release-notes-1.99.json")
	if err != nil || len(rels[0].Notes) != 2 || len(rels[0].Notes[0].Markdown) != 1<<20 {
		t.Errorf("notes of 1 MB: %v", err)
	}
	for name, body := range map[string]string{
		"pr_number a string": `{"1":{"pr_number":"1","markdown":"x"}}`,
		"sigs a string":      `{"1":{"markdown":"x","sigs":"node"}}`,
		"kinds an object":    `{"1":{"markdown":"x","kinds":{"a":1}}}`,
		"markdown a number":  `{"1":{"markdown":1e999}}`,
		"an array":           `[{"markdown":"x"}]`,
		"a string":           `"x"`,
		"null":               `null`,
		"unterminated":       `{"1":{"markdown":"x"`,
		"two objects":        `{"1":{"markdown":"x"}}{}`,
		"deep":               `{"1":` + repeatTo("[", 20000) + repeatTo("]", 20000) + `}`,
		"nothing to publish": `{"1":{"markdown":"x","do_not_publish":true},"2":{"markdown":" "}}`,
		"empty object":       `{}`,
	} {
		rels, err := Parse([]byte(body), "release-notes-1.99.json")
		if err == nil {
			t.Errorf("%s: read %d releases; want it refused", name, len(rels))
			continue
		}
		if msg := err.Error(); len(msg) > 200 || strings.Contains(msg, "\n") || !errors.Is(err, parser.ErrLabels) && !errors.Is(err, parser.ErrNoNotes) {
			t.Errorf("%s: refused as %q", name, msg)
		}
	}
}

// FuzzParseJSONNotes: no release-notes JSON file read alone as notes
// panics, or is refused in more than one short line.
func FuzzParseJSONNotes(f *testing.F) {
	f.Add(`{"1":{"pr_number":1,"markdown":"- x\n  ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a)) [SIG Node]","kinds":["design","feature"],"action_required":true}}`)
	f.Add(`{"a":{"pr_number":2,"text":"y","kinds":["\u00e9t\u00e9"],"duplicate_kind":true},"2":{"markdown":"z","do_not_publish":true,"is_mapped":true}}`)
	f.Add(`{"1":{"markdown":"\r\n\t","kinds":[""]}}`)
	f.Fuzz(func(t *testing.T, body string) {
		rels, err := Parse([]byte(body), "release-notes-1.30.json")
		if err != nil {
			if len(err.Error()) > 300 || strings.Contains(err.Error(), "\n") {
				t.Fatalf("refused in more than one short line: %q", err)
			}
			return
		}
		if len(rels) != 1 || rels[0].Version != "v1.30.0" || len(rels[0].Notes) == 0 {
			t.Fatalf("%d releases", len(rels))
		}
	})
}

// TestJSONNotesUnquoted: a note its author wrapped in double quotes in the
// JSON ("\"Dynamic Resource Allocation: … allocation.\"") reads without
// them, as upstream's release-notes-1.NN.md prints every such note: for
// every shipped JSON, a note read alone opens with a quote only where the
// markdown's note of the same pull request does. Before, 95 notes did
// (94 of 1.30's 249).
func TestJSONNotesUnquoted(t *testing.T) {
	checked := 0
	for _, m := range minors(20, 37) {
		name := "release-notes-1." + itoa(m)
		js, err := Parse(readData(t, "release-notes/"+name+".json"), name+".json")
		if err != nil {
			t.Fatal(err)
		}
		md := mustParse(t, "release-notes/"+name+".md")
		quoted := map[int]bool{}
		for _, r := range md {
			for _, n := range r.Notes {
				for _, pr := range n.PRs {
					quoted[pr] = strings.HasPrefix(n.Markdown, "\"")
				}
			}
		}
		for _, n := range js[0].Notes {
			if len(n.PRs) == 0 {
				continue
			}
			q, ok := quoted[n.PRs[0]]
			if !ok {
				continue
			}
			checked++
			if strings.HasPrefix(n.Markdown, "\"") != q {
				t.Errorf("%s #%d: read from the JSON %.80q; the markdown opens with a quote: %v", name, n.PRs[0], n.Markdown, q)
			}
		}
	}
	if checked < 4000 {
		t.Errorf("only %d notes compared", checked)
	}
}
