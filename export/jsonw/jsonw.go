// Package jsonw writes indented JSON token by token, byte for byte as
// encoding/json's MarshalIndent(v, "", "  ") or an Encoder with
// SetIndent("", "  ") writes it, without reflection.
//
// It exists for the page's size: encoding/json's reflection-driven
// encoders cost main.wasm.gz 90 KB (2,559,926 → 2,469,936 bytes with the
// three JSON exports stubbed; 2,477,796 with them written here), and the
// exports are the only reason the page linked it. The Go team's
// reflection-free token writer,
// github.com/go-json-experiment/json/jsontext, was tried first and does
// not fit. It is large: with the exports stubbed, main.wasm.gz (zopfli
// --i1) is 2,468,625 bytes; jsontext writing the notes export alone makes
// it 2,523,832 (+55 KB, most of the saving), this package writing all
// three 2,477,796 (+9 KB). And it writes invalid UTF-8 as a raw U+FFFD
// where encoding/json writes the escape \ufffd, so the exports' bytes
// would change. The exports write a handful of fixed shapes
// (notes/json.go, export/gates.go), which need no more than what is here;
// tests compare every shape with encoding/json's bytes on the shipped
// notes.
//
// The CLI and the page both write their JSON with it, so they agree.
package jsonw

import (
	"strconv"
	"unicode/utf8"
)

// The methods are marked go:noinline for the page's size: inlined, each
// call site copied the appends and their growth paths into the
// WebAssembly (the writers and this package took 121 KB of code and
// main.wasm.gz 9.3 KB more; not inlined, 31 KB), and a call per token costs
// little beside escaping: the exports are still faster than
// encoding/json's (notes.BenchmarkJSONExport).

// Writer accumulates one JSON value. Its methods are called in document
// order: a key before each member's value, Begin/End around containers.
// It does not check the order; the tests beside each caller do.
type Writer struct {
	buf        []byte
	depth      int
	empty      bool // the open container has no element yet
	afterKey   bool // the next value is a member's, after its key
	escapeHTML bool
}

// New returns a Writer. escapeHTML escapes '<', '>' and '&' as \u003c,
// \u003e and \u0026, as encoding/json's Marshal does by default and an
// Encoder after SetEscapeHTML(false) does not.
func New(escapeHTML bool) *Writer {
	return &Writer{escapeHTML: escapeHTML}
}

// Bytes is the JSON written so far, with no trailing newline (as
// MarshalIndent; an Encoder adds one).
func (w *Writer) Bytes() []byte { return w.buf }

// value starts a value: after its key, or after a comma, a newline and
// the indentation within an array.
//
//go:noinline
func (w *Writer) value() {
	if w.afterKey {
		w.afterKey = false
		return
	}
	w.element()
}

// element starts an array element or an object member.
//
//go:noinline
func (w *Writer) element() {
	if w.depth == 0 {
		return
	}
	if !w.empty {
		w.buf = append(w.buf, ',')
	}
	w.empty = false
	w.newline(w.depth)
}

//go:noinline
func (w *Writer) newline(depth int) {
	w.buf = append(w.buf, '\n')
	for range depth {
		w.buf = append(w.buf, ' ', ' ')
	}
}

//go:noinline
func (w *Writer) begin(c byte) {
	w.value()
	w.buf = append(w.buf, c)
	w.depth++
	w.empty = true
}

// end closes a container: "{}" or "[]" when empty, else on its own line.
//
//go:noinline
func (w *Writer) end(c byte) {
	w.depth--
	if !w.empty {
		w.newline(w.depth)
	}
	w.buf = append(w.buf, c)
	w.empty = false
}

// BeginObject opens an object.
func (w *Writer) BeginObject() { w.begin('{') }

// EndObject closes the object BeginObject opened.
func (w *Writer) EndObject() { w.end('}') }

// BeginArray opens an array.
func (w *Writer) BeginArray() { w.begin('[') }

// EndArray closes the array BeginArray opened.
func (w *Writer) EndArray() { w.end(']') }

// Key starts an object member: its name, then a colon and a space. It
// returns w, so a member reads as one line: w.Key("to").String(to).
//
//go:noinline
func (w *Writer) Key(k string) *Writer {
	w.element()
	w.buf = appendString(w.buf, k, w.escapeHTML)
	w.buf = append(w.buf, ':', ' ')
	w.afterKey = true
	return w
}

// String writes s as a JSON string, escaped as encoding/json escapes it.
//
//go:noinline
func (w *Writer) String(s string) {
	w.value()
	w.buf = appendString(w.buf, s, w.escapeHTML)
}

// Int writes n.
//
//go:noinline
func (w *Writer) Int(n int) {
	w.value()
	w.buf = strconv.AppendInt(w.buf, int64(n), 10)
}

// Bool writes true or false.
//
//go:noinline
func (w *Writer) Bool(b bool) {
	w.value()
	w.buf = strconv.AppendBool(w.buf, b)
}

// Null writes null.
//
//go:noinline
func (w *Writer) Null() {
	w.value()
	w.buf = append(w.buf, "null"...)
}

// Strings writes ss as an array of strings, or null when ss is nil, as
// encoding/json writes a []string.
func (w *Writer) Strings(ss []string) { Array(w, ss, w.String) }

// Ints writes ns as an array of numbers, or null when ns is nil.
func (w *Writer) Ints(ns []int) { Array(w, ns, w.Int) }

// Objects writes s as an array of objects whose members members writes
// (keys and values, without the braces), or null when s is nil.
func Objects[T any](w *Writer, s []T, members func(T)) {
	Array(w, s, func(v T) {
		w.BeginObject()
		members(v)
		w.EndObject()
	})
}

// Array writes s as an array whose elements each writes, or null when s
// is nil, as encoding/json writes a nil slice.
func Array[T any](w *Writer, s []T, each func(T)) {
	if s == nil {
		w.Null()
		return
	}
	w.BeginArray()
	for _, v := range s {
		each(v)
	}
	w.EndArray()
}

const hex = "0123456789abcdef"

// appendString is encoding/json's appendString (Go 1.26, encode.go):
// control characters, '"' and '\\' escaped (short forms where JSON has
// them), '<', '>' and '&' when escapeHTML, U+2028 and U+2029 always (they
// end a line in JavaScript), and each byte of invalid UTF-8 as \ufffd.
func appendString(dst []byte, src string, escapeHTML bool) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(src); {
		if b := src[i]; b < utf8.RuneSelf {
			if b >= ' ' && b != '"' && b != '\\' && (!escapeHTML || b != '<' && b != '>' && b != '&') {
				i++
				continue
			}
			dst = append(dst, src[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(src[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, src[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, src[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, src[start:]...)
	return append(dst, '"')
}
