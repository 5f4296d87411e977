package changelog

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestLabelOfAnotherAuthorIsNotTaken parses v1.34's shipped notes with
// their JSON labels. Upstream's markdown cites #133570 for @pohly's DRA
// data-race fix, whose JSON entry is #133587; #133570 is @BenTheElder's
// documentation change, labelled with 11 SIGs. The fix is SIG Node's
// alone, as its own trailer says, and not in SIG CLI's view.
func TestLabelOfAnotherAuthorIsNotTaken(t *testing.T) {
	var files []File
	for _, name := range []string{"release-notes-1.34.md", "release-notes-1.34.json"} {
		data, err := os.ReadFile("../../embed/data/release-notes/" + name)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, File{Name: name, Data: data})
	}
	rels, err := ParseFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, r := range rels {
		for _, n := range r.Notes {
			if !strings.Contains(n.Markdown, "DRA: fixed a data race") || !slices.Contains(n.PRs, 133570) {
				continue
			}
			found++
			if !slices.Equal(n.SIGs, []string{"node"}) {
				t.Errorf("%s: the DRA data-race fix has SIGs %v, want [node] (its trailer's)", r.Version, n.SIGs)
			}
		}
	}
	if found == 0 {
		t.Fatal("no note of v1.34 is the DRA data-race fix citing #133570")
	}
}

// TestLabelOfTheNotesAuthorIsTaken: the guard keeps every label whose
// author the note names, in any case, among many authors too.
func TestLabelOfTheNotesAuthorIsTaken(t *testing.T) {
	var set map[string]bool
	many := make([]string, 20)
	for i := range many {
		many[i] = "someone" + string(rune('a'+i))
	}
	for _, c := range []struct {
		authors []string
		author  string
		want    bool
	}{
		{[]string{"pohly"}, "pohly", true},
		{[]string{"Pohly"}, "pohly", true},
		{[]string{"pohly"}, "BenTheElder", false},
		{nil, "BenTheElder", true},
		{[]string{"pohly"}, "", true},
		{append(slices.Clone(many), "BenTheElder"), "bentheelder", true},
		{many, "pohly", false},
	} {
		set = nil
		if got := namesAuthor(c.authors, c.author, &set); got != c.want {
			t.Errorf("namesAuthor(%d authors, %q) = %v, want %v", len(c.authors), c.author, got, c.want)
		}
	}
}
