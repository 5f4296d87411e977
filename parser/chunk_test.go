package parser

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestParseChunkedEqualsParse: cutting a CHANGELOG into release sections
// must not change a single note, label or dependency.
func TestParseChunkedEqualsParse(t *testing.T) {
	files, _ := filepath.Glob("../embed/data/changelog/CHANGELOG-*.md")
	if len(files) == 0 {
		t.Fatal("no CHANGELOG files under embed/data/changelog")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := Parse(src, filepath.Base(f))
		if err != nil {
			t.Fatal(err)
		}
		pauses, lastDone := 0, 0
		got, err := ParseChunked(src, filepath.Base(f), func(done, total int) {
			pauses++
			if done < lastDone || total != len(src) {
				t.Errorf("%s: progress %d/%d after %d", f, done, total, lastDone)
			}
			lastDone = done
		})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: chunked parse differs from Parse", f)
		}
		if len(want) > 1 && (pauses != len(want) || lastDone != len(src)) {
			t.Errorf("%s: %d pauses for %d releases, last at %d of %d", f, pauses, len(want), lastDone, len(src))
		}
	}
}
