package notes_test

import (
	"hash/fnv"
	"slices"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

func TestParseAka(t *testing.T) {
	const data = "# a comment\n\n00000000000000ff\t#1\tincrease raise\n" +
		"0123456789abcdef\t-\tlondon\n"
	aka, err := notes.ParseAka(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(aka) != 2 || aka[0xff] != "increase raise" || aka[0x0123456789abcdef] != "london" {
		t.Errorf("ParseAka = %v", aka)
	}
	for _, tt := range []struct{ data, line string }{
		{"ff increase raise\n", "line 1:"},          // no tabs
		{"zz\t#1\tincrease\n", "line 1:"},           // not hexadecimal
		{"ff\t#1\t\n", "line 1:"},                   // no words
		{"ff\t#1\tok\n1ff\t#2\n", "line 2:"},        // its words missing
		{"10000000000000000\t#1\tbig\n", "line 1:"}, // over 64 bits
	} {
		_, err := notes.ParseAka(tt.data)
		if err == nil || !strings.HasPrefix(err.Error(), "aka: "+tt.line) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseAka(%q) = %v, want one line naming %s", tt.data, err, tt.line)
		}
	}
}

// The other words follow a note's text, not its release: a file a person
// opens that holds a shipped note's text (here 1.6's "Recognize eu-west-2
// region") searches the note's other words too ("london").
func TestOpenedNoteKeepsItsOtherWords(t *testing.T) {
	base := shipped(t)
	var note *parser.Note
	for id := range base.Len() {
		if n := base.Note(id); slices.Contains(n.PRs, 38746) {
			note = n
			break
		}
	}
	if note == nil || !slices.Contains(strings.Fields(akaOf(base, 38746)), "london") {
		t.Fatalf("#38746 or its other word london is not shipped: %q", akaOf(base, 38746))
	}
	n := *note
	n.Version = "v1.99.0"
	opened, _, err := base.WithOpened([]parser.Release{{Version: "v1.99.0", Notes: []parser.Note{n}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res := opened.Query(notes.State{Query: "london region", Version: "v1.99.0"})
	if res.Total() != 1 || res.Closest != nil {
		t.Errorf("\"london region\" in the opened v1.99.0: %d notes, closest %v; want its copy of #38746, with both words", res.Total(), res.Closest)
	}
}

// akaOf returns the other words of the first note citing pr.
func akaOf(s *notes.Store, pr int) string {
	for id := range s.Len() {
		if slices.Contains(s.Note(id).PRs, pr) {
			return s.AkaWords(id)
		}
	}
	return ""
}

func TestAkaKeyIsFNV1a(t *testing.T) {
	for _, s := range []string{"", "a", "Recognize eu-west-2 region ([#38746](https://github.com/kubernetes/kubernetes/pull/38746), [@justinsb](https://github.com/justinsb))"} {
		h := fnv.New64a()
		h.Write([]byte(s))
		if got, want := notes.AkaKey(s), h.Sum64(); got != want {
			t.Errorf("AkaKey(%q) = %x, hash/fnv's FNV-1a %x", s, got, want)
		}
	}
}
