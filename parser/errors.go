package parser

import (
	"errors"
	"path"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The reasons a file is refused. They are values, not sentences: the page
// and the command line each say them in their own words (and the page in
// its own language), and a caller tells them apart with errors.Is.
var (
	ErrEmpty     = errors.New("empty input")
	ErrBinary    = errors.New("binary data (NUL bytes)")
	ErrNotUTF8   = errors.New("not UTF-8 text")
	ErrTooLarge  = errors.New("too large")
	ErrNoNotes   = errors.New("no release notes found")
	ErrNoVersion = errors.New("cannot tell which release these notes are for")
	ErrLabels    = errors.New("not a release-notes JSON map keyed by PR number")
	// ErrTooManyLabels: the notes name more distinct SIGs, or areas, than
	// MaxFileLabels.
	ErrTooManyLabels = errors.New("too many distinct SIGs or areas")
	ErrInternal      = errors.New("internal error")
)

// MaxFileLabels is the most distinct SIGs, and the most distinct areas, the
// notes of one file may name. Upstream's name a few dozen; a file of
// 50,000 notes naming 20 SIGs each, all distinct, made the page's filter
// panel, its counts and its store hold a million values, a 16 s task.
// 10,000 leaves room for every file the page is tested with.
const MaxFileLabels = 10_000

// Reasons are the sentinels above, every one: a refusal crosses from the
// page's parse module to its main module as text (Refused), and comes back
// as the same sentinel (Refusal), so the page says it in the same sentence.
var Reasons = []error{ErrEmpty, ErrBinary, ErrNotUTF8, ErrTooLarge, ErrNoNotes, ErrNoVersion, ErrLabels, ErrTooManyLabels, ErrInternal}

// Refused returns the parts of err, a refusal by the parser (a
// *FileError), to hand to Refusal. Any other error is an internal error,
// its text the detail.
func Refused(err error) (name, reason, detail string) {
	var fe *FileError
	if errors.As(err, &fe) {
		for _, r := range Reasons {
			if errors.Is(fe, r) {
				return fe.Name, r.Error(), fe.Detail
			}
		}
	}
	return "input", ErrInternal.Error(), err.Error()
}

// Refusal is the *FileError that Refused took apart.
func Refusal(name, reason, detail string) error {
	for _, r := range Reasons {
		if r.Error() == reason {
			return &FileError{Name: name, Err: r, Detail: detail}
		}
	}
	return &FileError{Name: name, Err: ErrInternal, Detail: reason + ": " + detail}
}

// FileError is a file refused: which file, why (one of the Err sentinels
// above, which Unwrap returns) and, for some reasons, a detail (the JSON
// decoder's complaint, a size, a recovered panic).
type FileError struct {
	Name   string // the file's label, as Release.Source names it
	Err    error
	Detail string
}

func (e *FileError) Error() string {
	// Concatenated, not fmt.Sprintf'd: the page's module links no fmt
	// (i18n.Sprintf).
	s := e.Name + ": <nil>"
	if e.Err != nil {
		s = e.Name + ": " + e.Err.Error()
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

func (e *FileError) Unwrap() error { return e.Err }

// MaxFileSize bounds a file: the largest upstream CHANGELOG is under 1 MB,
// so 32 MB leaves room for any real notes while refusing logs and disk
// images before any work is done.
const MaxFileSize = 32 << 20

// CheckSize refuses a file of size bytes over MaxFileSize; Detail is the
// size in bytes.
func CheckSize(name string, size int) error {
	if size <= MaxFileSize {
		return nil
	}
	return &FileError{Name: FileLabel(name), Err: ErrTooLarge, Detail: strconv.Itoa(size)}
}

// FileLabel is the base name of a file as errors and Source name it:
// "input" when there is none, and quoted when it holds control characters,
// format characters or invalid UTF-8, so an error stays one printable line
// that reads as it is: a bidi override in a name ("\u202edm.exe") would
// turn the rest of the page's sentence around it backwards, and a
// zero-width space would hide in it.
func FileLabel(name string) string {
	base := path.Base(name)
	if name == "" || base == "." || base == "/" {
		return "input"
	}
	if !utf8.ValidString(base) || strings.IndexFunc(base, invisible) >= 0 {
		return strconv.Quote(base)
	}
	return base
}

// invisible reports whether r is a control or format character.
func invisible(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) }
