// Package export holds the formats a view is exported in, as one table:
// the command line's -o flag (query and diff) and the page's export dialog
// both list it, and both write through it, so they print the same bytes.
// Whether a view is a comparison (its result has one) is decided here
// once: a comparison exports its range, security fixes and dependency
// changes.
package export

import (
	"io"
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// Format is one export format.
type Format struct {
	Name string // the -o value and the dialog's radio value
	Ext  string // the file extension, dot included
	Type string // the file's media type
	// Label is how the dialog names it; Page says the dialog offers it
	// (plain text is for a terminal).
	Label string
	Page  bool
	// Localized formats write some words in the state's interface
	// language (State.Lang): the command line takes it as --lang.
	Localized bool
	write     func(w io.Writer, s *notes.Store, r *notes.Result) error
}

// Formats lists the formats in the order the command line names them;
// the first the page offers is its default.
var Formats = []*Format{
	{Name: "json", Ext: ".json", Type: "application/json", Label: "JSON", Page: true, write: writeJSON},
	{Name: "markdown", Ext: ".md", Type: "text/markdown;charset=utf-8", Label: "Markdown", Page: true, write: writeMarkdown},
	{Name: "text", Ext: ".txt", Type: "text/plain;charset=utf-8", Label: "Text", write: writeText},
	{Name: "writeup", Ext: ".md", Type: "text/markdown;charset=utf-8", Label: "Write-up", Page: true, Localized: true, write: writeWriteUp},
}

// Default is the format the page shows first.
var Default = Lookup("markdown")

// Lookup returns the format named name, or nil.
func Lookup(name string) *Format {
	for _, f := range Formats {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Names lists the format names as a usage text says them: "json,
// markdown or text".
func Names() string {
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = f.Name
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Write writes r in format f.
func (f *Format) Write(w io.Writer, s *notes.Store, r *notes.Result) error {
	return f.write(w, s, r)
}

// String returns r in format f.
func (f *Format) String(s *notes.Store, r *notes.Result) (string, error) {
	var b strings.Builder
	err := f.write(&b, s, r)
	return b.String(), err
}

func writeJSON(w io.Writer, s *notes.Store, r *notes.Result) error {
	var b []byte
	var err error
	if c := r.Comparison; c != nil {
		b, err = s.DiffJSON(r, c)
	} else {
		b, err = s.JSON(r)
	}
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// writeWriteUp writes a SIG write-up: the title in the state's language,
// every kind with "None" under empty ones, citations as links, a comment
// slot under each note (see notes.WriteWriteUp).
func writeWriteUp(w io.Writer, s *notes.Store, r *notes.Result) error {
	return notes.WriteWriteUp(w, s, r, i18n.Parse(r.State.Lang))
}

func writeMarkdown(w io.Writer, s *notes.Store, r *notes.Result) error {
	text := ""
	if c := r.Comparison; c != nil {
		text = s.DiffMarkdown(r, c)
	} else {
		text = s.Markdown(r)
	}
	_, err := io.WriteString(w, text)
	return err
}
