package changelog

import (
	"bytes"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/parser"
)

// Check refuses src, named name, when it cannot be release notes: too
// large, empty, binary or not UTF-8. Parse calls it first; a caller that
// only knows a size (the page, before reading a file) uses CheckSize.
func Check(src []byte, name string) error { return check(src, name, nil) }

// check is Check, stepping p every checkBlock bytes of its passes over src.
func check(src []byte, name string, p *pacer) error {
	if len(src) > parser.MaxFileSize {
		return parser.CheckSize(name, len(src))
	}
	if len(bytes.TrimSpace(src)) == 0 {
		return &parser.FileError{Name: parser.FileLabel(name), Err: parser.ErrEmpty}
	}
	for off := 0; off < len(src); {
		end := min(off+checkBlock, len(src))
		// A block ends before a rune's first byte, so each is valid alone.
		for end < len(src) && !utf8.RuneStart(src[end]) {
			end++
		}
		if bytes.IndexByte(src[off:end], 0) >= 0 {
			return &parser.FileError{Name: parser.FileLabel(name), Err: parser.ErrBinary}
		}
		if !utf8.Valid(src[off:end]) {
			// A NUL later in the file still makes it binary first.
			if bytes.IndexByte(src[end:], 0) >= 0 {
				return &parser.FileError{Name: parser.FileLabel(name), Err: parser.ErrBinary}
			}
			return &parser.FileError{Name: parser.FileLabel(name), Err: parser.ErrNotUTF8}
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
