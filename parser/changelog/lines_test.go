package changelog

import (
	"bytes"
	"reflect"
	"testing"
)

// TestLineEndingsAndBOM: a real CHANGELOG saved with a byte-order mark,
// with CRLF or with CR-only line endings parses exactly as the original.
func TestLineEndingsAndBOM(t *testing.T) {
	for _, f := range []string{"changelog/CHANGELOG-1.30.md", "release-notes/release-notes-1.20.md", "release-notes/release-notes-1.6.md"} {
		src := readData(t, f)
		want, err := Parse(src, f)
		if err != nil {
			t.Fatal(err)
		}
		for name, mutated := range map[string][]byte{
			"BOM":      append([]byte("\ufeff"), src...),
			"CRLF":     bytes.ReplaceAll(src, []byte("\n"), []byte("\r\n")),
			"CR":       bytes.ReplaceAll(src, []byte("\n"), []byte("\r")),
			"BOM+CRLF": append([]byte("\ufeff"), bytes.ReplaceAll(src, []byte("\n"), []byte("\r\n"))...),
		} {
			got, err := Parse(mutated, f)
			if err != nil {
				t.Errorf("%s with %s: %v", f, name, err)
				continue
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s with %s: parsed differently (%d releases, want %d)", f, name, len(got), len(want))
			}
		}
	}
}

// TestRepeatedReleaseMerged: a release written twice in one CHANGELOG
// comes back once, with both sections' notes and dependencies in order,
// whether parsed at once or paused.
func TestRepeatedReleaseMerged(t *testing.T) {
	src := readData(t, "changelog/CHANGELOG-1.30.md")
	once, err := Parse(src, "CHANGELOG-1.30.md")
	if err != nil {
		t.Fatal(err)
	}
	// The releases again, without the file's table of contents.
	twice := append(append(bytes.Clone(src), '\n'), src[bytes.Index(src, []byte("\n# v"))+1:]...)
	for _, opts := range [][]Option{nil, {WithPause(func() {})}} {
		got, err := Parse(twice, "CHANGELOG-1.30.md", opts...)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(once) {
			t.Fatalf("%d releases, want %d", len(got), len(once))
		}
		for i, r := range got {
			w := once[i]
			if r.Version != w.Version || r.Repeated != 1 || len(r.Notes) != 2*len(w.Notes) ||
				len(r.Dependencies.Changed) != 2*len(w.Dependencies.Changed) {
				t.Errorf("%s: repeated %d, %d notes (want %d)", r.Version, r.Repeated, len(r.Notes), 2*len(w.Notes))
				continue
			}
			if len(w.Notes) > 0 && !reflect.DeepEqual(r.Notes[len(w.Notes):], w.Notes) {
				t.Errorf("%s: the second section's notes differ from the first's", r.Version)
			}
		}
	}
}
