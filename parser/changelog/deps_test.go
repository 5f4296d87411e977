package changelog

import "testing"

// TestModulesEndTheNoteAbove: an entry of a Dependencies list that is no
// module line is a note of its own, and the module lines after it end it.
// Before, a paragraph after the list joined that note, whose text then
// held every module line between them, in a file parsed whole, not in one
// parsed in chunks (FuzzParse found it).
func TestModulesEndTheNoteAbove(t *testing.T) {
	src := "# v1.30.0\n\n## Dependencies\n\n### Removed\n\n" +
		"- github.com/dougm/pretty/tree/2ee9d74\n" +
		"- github.com/gofrs/uuid: [v4.4.0+incompatible](https://github.com/gofrs/uuid/tree/v4.4.0)\n" +
		"- github.com/rasky/go-xdr: [4930550](https://github.com/rasky/go-xdr/tree/4930550)\n" +
		"\n\n 2\n"
	rels, err := Parse([]byte(src), "CHANGELOG-1.30.md")
	if err != nil {
		t.Fatal(err)
	}
	r := rels[0]
	if got := len(r.Dependencies.Removed); got != 2 {
		t.Errorf("%d modules removed, want 2: %+v", got, r.Dependencies.Removed)
	}
	if len(r.Notes) == 0 {
		t.Fatal("no note, want the entry that is no module line")
	}
	if got := r.Notes[0].Markdown; got != "github.com/dougm/pretty/tree/2ee9d74" {
		t.Errorf("first note %q, want only its own line", got)
	}
}
