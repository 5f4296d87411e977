package render

import (
	"testing"
)

// TestStoredWithoutPartsIsUnstored checks what the page shows for a note
// without a usable stored Template: what Unstored gives (the parse
// module's rendering, for an opened file), or, without it, the note's text
// escaped in a paragraph, never nothing.
func TestStoredWithoutPartsIsUnstored(t *testing.T) {
	src := "Use `kubectl` & <b>"
	plain := "<p>Use `kubectl` &amp; &lt;b&gt;</p>"
	for _, parts := range []string{"", "\xff"} {
		if got := Stored(src, parts).Render(nil); got != plain {
			t.Errorf("Stored(%q, %q) = %q, want %q", src, parts, got, plain)
		}
	}
	Unstored = func(s string) *Template { return NewTemplate("<p>"+s+"</p>", nil) }
	defer func() { Unstored = nil }()
	if got := Stored(src, "").Render(nil); got != "<p>"+src+"</p>" {
		t.Errorf("Stored with Unstored set = %q, want Unstored's", got)
	}
	stored := NewTemplate("<p><code>kubectl</code></p>", []Run{{Start: 9, End: 16, Text: []byte("kubectl")}})
	if got := Stored("`kubectl`", stored.Parts("`kubectl`")).Render(nil); got != "<p><code>kubectl</code></p>" {
		t.Errorf("Stored with parts = %q, want the stored HTML, not Unstored's", got)
	}
}
