package export

import (
	"fmt"
	"io"
	"strings"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// writeText prints r for a terminal; a comparison as writeDiffText does.
func writeText(w io.Writer, s *notes.Store, r *notes.Result) error {
	if c := r.Comparison; c != nil {
		return writeDiffText(w, s, r, c)
	}
	return writeNotesText(w, s, r)
}

// writeNotesText prints one note per paragraph, headed by release and kind.
func writeNotesText(w io.Writer, store *notes.Store, res *notes.Result) error {
	io.WriteString(w, store.Title(res)+" — "+notes.NoteCount(res.Total())+"\n")
	lastVersion, lastKind := "", ""
	for _, id := range res.IDs {
		n := res.Labelled(id)
		if !res.Ranked && (n.Version != lastVersion || string(n.Kind) != lastKind) {
			io.WriteString(w, "\n== "+n.Version+" · "+string(n.Kind)+"\n")
			lastVersion, lastKind = n.Version, string(n.Kind)
		}
		prefix := ""
		if res.Ranked {
			prefix = n.Version + " · " + string(n.Kind) + ": "
		}
		if _, err := io.WriteString(w, "\n- "+prefix+store.Text(id)+sigLabels(n)+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// sigLabels are n's SIG labels, " [sig/node, sig/storage]", when its text
// does not say them: a minor release's notes carry no SIG trailer upstream,
// their labels come from the release's JSON.
func sigLabels(n *parser.Note) string {
	if len(n.SIGs) == 0 || strings.Contains(n.Markdown, "[SIG ") {
		return ""
	}
	labels := make([]string, len(n.SIGs))
	for i, s := range n.SIGs {
		labels[i] = "sig/" + s
	}
	return " [" + strings.Join(labels, ", ") + "]"
}

// writeDiffText prints the comparison for a terminal: the range, security
// fixes, one note per paragraph headed by kind and release (with the other
// releases that carry it), then the dependency changes.
func writeDiffText(w io.Writer, store *notes.Store, res *notes.Result, c *notes.Comparison) error {
	ew := &errWriter{w: w}
	ew.print(store.Title(res) + " — " + notes.NoteCount(res.Total()) + "\n")
	if len(c.Releases) > 0 {
		ew.print("releases: " + strings.Join(c.Releases, ", ") + "\n")
	}
	if len(c.Security) > 0 {
		ew.print("\n== Security fixes\n")
		for _, f := range c.Security {
			ew.print("\n- " + f.CVE + ": " + f.Title + " (fixed in " + f.Version + ")\n")
		}
	}
	lastVersion, lastKind := "", ""
	for _, id := range res.IDs {
		n := res.Labelled(id)
		prefix := ""
		if res.Ranked {
			// Best match first: kinds and releases interleave.
			prefix = n.Version + " · " + string(n.Kind) + ": "
		} else if n.Version != lastVersion || string(n.Kind) != lastKind {
			ew.print("\n== " + string(n.Kind) + " · " + n.Version + "\n")
			lastVersion, lastKind = n.Version, string(n.Kind)
		}
		also := ""
		if vs := c.AlsoIn[id]; len(vs) > 0 {
			also = " (also in " + strings.Join(vs, ", ") + ")"
		}
		ew.print("\n- " + prefix + store.Text(id) + sigLabels(n) + also + "\n")
	}
	ew.print("\n== Dependencies\n\n")
	deps, _ := c.Deps()
	unchanged, gaps := c.DepsNotes()
	if unchanged {
		ew.print(notes.DepsUnchanged.String() + "\n")
	}
	for _, d := range deps {
		ew.print("- " + notes.DepLine(d) + "\n")
	}
	for i, g := range gaps {
		if i > 0 || len(deps) > 0 {
			ew.print("\n")
		}
		ew.print(g.String() + "\n")
	}
	return ew.err
}

// errWriter keeps the first write error so a long listing checks it once.
type errWriter struct {
	w   io.Writer
	err error
}

// print writes s. The page's exports use it, not printf, so the page's
// module links no fmt (see i18n.Sprintf); printf is the feature gates'.
func (e *errWriter) print(s string) {
	if e.err == nil {
		_, e.err = io.WriteString(e.w, s)
	}
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}
