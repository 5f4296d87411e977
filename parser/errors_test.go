package parser

import "testing"

// TestFileLabelQuotesInvisibleCharacters: a name holding a bidi override
// or a zero-width character is quoted, so it cannot turn a sentence around
// it backwards ("\u202edm.exe" reads "exe.md") or hide in it; a plain
// name, an accented one and an emoji are kept as they are.
func TestFileLabelQuotesInvisibleCharacters(t *testing.T) {
	for name, want := range map[string]string{
		"dir/CHANGELOG-1.30.md":   "CHANGELOG-1.30.md",
		"notes-é.md":              "notes-é.md",
		"🚀.md":                    "🚀.md",
		"\u202edm.exe":            `"\u202edm.exe"`,
		"CHANGE\u200bLOG.md":      `"CHANGE\u200bLOG.md"`,
		"a\u2066b\u2069.md":       `"a\u2066b\u2069.md"`,
		"line\nbreak.md":          `"line\nbreak.md"`,
		"\ufeffCHANGELOG-1.30.md": `"\ufeffCHANGELOG-1.30.md"`,
		"":                        "input",
	} {
		if got := FileLabel(name); got != want {
			t.Errorf("FileLabel(%q) = %s, want %s", name, got, want)
		}
	}
}
