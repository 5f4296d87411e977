package parser

import "fmt"

// Error is a file refused in words a person reads, kept as its English
// format and arguments so the page can show it in its own language
// (i18n.AsMsg). Package i18n imports this one for the kinds, so the parser
// cannot use i18n.Msg itself.
type Error struct {
	Format string
	Args   []any
}

func (e *Error) Error() string { return fmt.Sprintf(e.Format, e.Args...) }

// errorf makes an *Error.
func errorf(format string, args ...any) error {
	return &Error{Format: format, Args: args}
}
