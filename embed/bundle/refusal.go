package bundle

import (
	"errors"

	"github.com/kubechangelog/kubechangelog/parser"
)

// The page's parse module hands the main module either a bundle of the
// releases it parsed or the reason it refused the file. A reason crosses
// between the two modules as text, and comes back as the same sentinel, so
// the page says it in the same sentence (notes.ErrorMsg).

// reasons are the parser's sentinels, told apart by their text.
var reasons = []error{
	parser.ErrEmpty, parser.ErrBinary, parser.ErrNotUTF8, parser.ErrTooLarge,
	parser.ErrNoNotes, parser.ErrNoVersion, parser.ErrLabels, parser.ErrInternal,
}

// Refused returns the parts of err, a refusal by the parser (a
// *parser.FileError), to hand to Refusal. Any other error is an internal
// error, its text the detail.
func Refused(err error) (name, reason, detail string) {
	var fe *parser.FileError
	if errors.As(err, &fe) {
		for _, r := range reasons {
			if errors.Is(fe, r) {
				return fe.Name, r.Error(), fe.Detail
			}
		}
	}
	return "input", parser.ErrInternal.Error(), err.Error()
}

// Refusal is the *parser.FileError that Refused took apart.
func Refusal(name, reason, detail string) error {
	for _, r := range reasons {
		if r.Error() == reason {
			return &parser.FileError{Name: name, Err: r, Detail: detail}
		}
	}
	return &parser.FileError{Name: name, Err: parser.ErrInternal, Detail: reason + ": " + detail}
}
