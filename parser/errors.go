package parser

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
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
	ErrInternal  = errors.New("internal error")
)

// Reasons are the sentinels above, every one: a refusal crosses from the
// page's parse module to its main module as text (Refused), and comes back
// as the same sentinel (Refusal), so the page says it in the same sentence.
var Reasons = []error{ErrEmpty, ErrBinary, ErrNotUTF8, ErrTooLarge, ErrNoNotes, ErrNoVersion, ErrLabels, ErrInternal}

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
	if e.Detail != "" {
		return fmt.Sprintf("%s: %v: %s", e.Name, e.Err, e.Detail)
	}
	return fmt.Sprintf("%s: %v", e.Name, e.Err)
}

func (e *FileError) Unwrap() error { return e.Err }

// MaxFileSize bounds a file: the largest upstream CHANGELOG is under 1 MB,
// so 32 MB leaves room for any real notes while refusing logs and disk
// images before any work is done.
const MaxFileSize = 32 << 20

// Check refuses src, named name, when it cannot be release notes: too
// large, empty, binary or not UTF-8. Parse calls it first; a caller that
// only knows a size (the page, before reading a file) uses CheckSize.
func Check(src []byte, name string) error { return check(src, name, nil) }

// check is Check, stepping p every checkBlock bytes of its passes over src.
func check(src []byte, name string, p *pacer) error {
	if len(src) > MaxFileSize {
		return CheckSize(name, len(src))
	}
	if len(bytes.TrimSpace(src)) == 0 {
		return &FileError{Name: fileLabel(name), Err: ErrEmpty}
	}
	for off := 0; off < len(src); {
		end := min(off+checkBlock, len(src))
		// A block ends before a rune's first byte, so each is valid alone.
		for end < len(src) && !utf8.RuneStart(src[end]) {
			end++
		}
		if bytes.IndexByte(src[off:end], 0) >= 0 {
			return &FileError{Name: fileLabel(name), Err: ErrBinary}
		}
		if !utf8.Valid(src[off:end]) {
			// A NUL later in the file still makes it binary first.
			if bytes.IndexByte(src[end:], 0) >= 0 {
				return &FileError{Name: fileLabel(name), Err: ErrBinary}
			}
			return &FileError{Name: fileLabel(name), Err: ErrNotUTF8}
		}
		if off = end; off < len(src) {
			p.step(0)
		}
	}
	return nil
}

// checkBlock is how many bytes check reads between steps: a few
// milliseconds in WebAssembly.
const checkBlock = 512 << 10

// CheckSize refuses a file of size bytes over MaxFileSize; Detail is the
// size in bytes.
func CheckSize(name string, size int) error {
	if size <= MaxFileSize {
		return nil
	}
	return &FileError{Name: fileLabel(name), Err: ErrTooLarge, Detail: strconv.Itoa(size)}
}
