package notes

import (
	"testing"
)

// TestPacedExportOfAHugeNote: a paced export (the page's dialog) pauses
// before, inside and after a note of megabytes, so its work is tasks of
// a pass each, and writes the bytes the unpaced export (the CLI's)
// writes. Before, one note was never paused in: the page's 20 MB note was
// one task of 210–363 ms.
func TestPacedExportOfAHugeNote(t *testing.T) {
	for name, body := range hugeNoteShapes(4 << 20) {
		t.Run(name, func(t *testing.T) {
			s, r := hugeNoteStore(body)
			if got := s.ExportBytes(r); got < len(body) {
				t.Errorf("ExportBytes says %d, the note is %d bytes", got, len(body))
			}
			pauses := 0
			paced := s.Markdown(r.Paced(func() { pauses++ }))
			if want := s.Markdown(r); paced != want {
				t.Errorf("the paced export is %d bytes, the export %d: want the same", len(paced), len(want))
			}
			if pauses < 4 {
				t.Errorf("the export paused %d times in a note of %d bytes, want at least 4 (before and after it, between citedNote's passes)", pauses, len(body))
			}
		})
	}
}
