package notes

import "github.com/kubechangelog/kubechangelog/export/jsonw"

// Hooks for json_test.go: the values the JSON exports write, for
// encoding/json to write beside them, and their writers on any value.

func (s *Store) ExportNotesOf(r *Result) ExportNotes { return s.exportNotes(r) }

func (s *Store) ExportComparisonOf(r *Result, c *Comparison) ExportComparison {
	return s.exportComparison(r, c)
}

func (e *ExportNotes) WriteJSON() []byte {
	w := jsonw.New(true)
	e.write(w)
	return w.Bytes()
}

func (e *ExportComparison) WriteJSON() []byte {
	w := jsonw.New(false)
	e.write(w)
	return w.Bytes()
}
