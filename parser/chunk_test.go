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

// TestParseChunkedPausesWhileScanning: a file larger than scanBlock pauses
// while its release headings are found and before the first section, and
// still parses exactly as Parse does.
func TestParseChunkedPausesWhileScanning(t *testing.T) {
	files, _ := filepath.Glob("../embed/data/changelog/CHANGELOG-*.md")
	var src []byte
	for len(src) <= 2*scanBlock {
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			src = append(src, b...)
			src = append(src, '\n')
		}
	}
	want, err := Parse(src, "CHANGELOG-big.md")
	if err != nil {
		t.Fatal(err)
	}
	scanning, sections, atEnd, lastDone := 0, 0, 0, 0
	got, err := ParseChunked(src, "CHANGELOG-big.md", func(done, total int) {
		if total != len(src) || done < lastDone {
			t.Errorf("progress %d/%d after %d", done, total, lastDone)
		}
		switch done {
		case 0:
			scanning++
		case len(src):
			atEnd++
		default:
			sections++
		}
		lastDone = done
	})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Error("chunked parse differs from Parse")
	}
	// One pause per scanned block after the first, one before the first
	// section; then one per section, the last at the end; then two per
	// release while labels are lent.
	if wantScan := (len(src)-1)/scanBlock + 1; scanning != wantScan {
		t.Errorf("%d pauses while scanning %d bytes, want %d", scanning, len(src), wantScan)
	}
	if n := len(releaseStarts(src, nil)); sections+1 != n || atEnd != 1+2*len(got) {
		t.Errorf("%d pauses within and %d at the end for %d sections and %d releases", sections, atEnd, n, len(got))
	}
}
