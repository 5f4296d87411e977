package i18n

import (
	"errors"
	"strings"
)

// Msg is a sentence for a person, kept as its English format and arguments
// until it is shown, so the engine can say what happened without knowing
// the page's language. Arguments that are Msgs are translated with it.
//
// A Msg is also an error, so functions that fail in words a person reads
// (a file refused, a range backwards) return one and the page translates it.
type Msg struct {
	Format string
	Args   []any
}

// M makes a Msg. Formats are English messages with fmt verbs; a
// translation may reorder its verbs with explicit indexes (%[2]s).
func M(format string, args ...any) Msg {
	return Msg{Format: format, Args: args}
}

// In formats m in l.
func (m Msg) In(l Lang) string {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		if inner, ok := a.(Msg); ok {
			a = inner.In(l)
		}
		args[i] = a
	}
	return Sprintf(l.T(m.Format), args...)
}

// String is m in English, as the command line prints it.
func (m Msg) String() string { return m.In(EN) }

func (m Msg) Error() string { return m.String() }

// AsMsg is err as a Msg: a Msg itself, else its text, which stays as it
// is. A full stop ending a plain text is dropped, since the Msg is a clause
// of a sentence (see view.Refused). Errors that are values, such as the
// parser's, are put in words by the package that knows them
// (notes.ErrorMsg): i18n imports no package of this project.
func AsMsg(err error) Msg {
	var m Msg
	if errors.As(err, &m) {
		return m
	}
	return M("%s", strings.TrimSuffix(err.Error(), "."))
}
