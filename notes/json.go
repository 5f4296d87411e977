package notes

import (
	"github.com/kubechangelog/kubechangelog/export/jsonw"
	"github.com/kubechangelog/kubechangelog/parser"
)

// The JSON exports' shapes, written member by member in the order and
// with the names of their struct tags, nil slices as null and omitempty
// members left out as encoding/json does: the page must not link
// encoding/json (see export/jsonw for why), and json_test.go holds every
// writer here to encoding/json's bytes for the same value, so a field
// added to a struct and not here fails a test.

func (e *ExportNotes) write(w *jsonw.Writer) { e.writePaced(w, nil) }

// writePaced is write calling a non-nil pause every pacedEvery notes
// (see Result.Paced).
func (e *ExportNotes) writePaced(w *jsonw.Writer, pause func()) {
	w.BeginObject()
	w.Key("total").Int(e.Total)
	w.Key("notes")
	written := 0
	jsonw.Array(w, e.Notes, func(n *parser.Note) {
		if pause != nil && written%pacedEvery == pacedEvery-1 {
			pause()
		}
		written++
		if n == nil {
			w.Null()
			return
		}
		w.BeginObject()
		writeNoteMembers(w, n)
		w.EndObject()
	})
	w.EndObject()
}

// writeNoteMembers writes the members of a NOTE object (parser.Note's
// tags), without its braces: a compared note adds also_in after them.
func writeNoteMembers(w *jsonw.Writer, n *parser.Note) {
	w.Key("version").String(n.Version)
	w.Key("kind").String(string(n.Kind))
	w.Key("markdown").String(n.Markdown)
	w.Key("prs").Ints(n.PRs)
	w.Key("authors").Strings(n.Authors)
	w.Key("sigs").Strings(n.SIGs)
	w.Key("areas").Strings(n.Areas)
	w.Key("action_required").Bool(n.ActionRequired)
	if n.Section != "" {
		w.Key("section").String(n.Section)
	}
}

func (e *ExportComparison) write(w *jsonw.Writer) {
	w.BeginObject()
	w.Key("from").String(e.From)
	w.Key("to").String(e.To)
	w.Key("releases").Strings(e.Releases)
	w.Key("total").Int(e.Total)
	w.Key("security")
	jsonw.Objects(w, e.Security, func(f SecurityFix) {
		w.Key("cve").String(f.CVE)
		w.Key("title").String(f.Title)
		w.Key("version").String(f.Version)
	})
	w.Key("notes")
	jsonw.Objects(w, e.Notes, func(n ComparedNote) {
		writeNoteMembers(w, &n.Note)
		w.Key("also_in").Strings(n.AlsoIn)
	})
	w.Key("dependencies")
	jsonw.Objects(w, e.Dependencies, func(d DepChange) {
		w.Key("module").String(d.Module)
		w.Key("from").String(d.From)
		w.Key("to").String(d.To)
	})
	w.Key("before_upgrade")
	if b := e.BeforeUpgrade; b == nil {
		w.Null()
	} else {
		w.BeginObject()
		w.Key("removed_gates")
		jsonw.Objects(w, b.RemovedGates, func(g GateChange) { writeGateChange(w, g) })
		w.Key("default_changes")
		jsonw.Objects(w, b.DefaultGates, func(g GateChange) { writeGateChange(w, g) })
		w.Key("locked_gates")
		jsonw.Objects(w, b.LockedGates, func(g GateChange) { writeGateChange(w, g) })
		w.Key("removed")
		jsonw.Objects(w, b.Removed, func(r Removal) {
			w.Key("version").String(r.Version)
			w.Key("names").Strings(r.Names)
			writePR(w, r.PR)
		})
		w.EndObject()
	}
	w.Key("cve_notes")
	jsonw.Objects(w, e.CVENotes, func(n CVENote) {
		w.Key("cve").String(n.CVE)
		w.Key("version").String(n.Version)
		writePR(w, n.PR)
	})
	w.EndObject()
}

func writeGateChange(w *jsonw.Writer, g GateChange) {
	w.Key("gate").String(g.Gate)
	w.Key("version").String(g.Version)
	w.Key("kind").String(string(g.Kind))
	if g.Value != "" {
		w.Key("value").String(g.Value)
	}
	writePR(w, g.PR)
}

// writePR writes the omitempty "pr" member: left out when 0.
func writePR(w *jsonw.Writer, pr int) {
	if pr != 0 {
		w.Key("pr").Int(pr)
	}
}
