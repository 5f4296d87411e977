package i18n

import (
	"strconv"
	"strings"
)

// Sprintf formats as fmt.Sprintf does for the verbs the page's sentences
// use: %s, %v, %q, %d, %.Nf (%f) and %%, each with an optional explicit
// argument index (%[2]s) so a translation can reorder them. It exists so
// that the page's module links no fmt: fmt's printer, its reflection
// (reflect, internal/fmtsort) and time's formatting cost every visit 82 KB
// gzip (README, module size). TestSprintfIsFmtsForTheCatalogue compares it
// with fmt.Sprintf on every message; TestMessageArgumentsAreTypesSprintfFormats
// checks every argument's type is one it formats (a type defined on string
// is not: fmt reads it with reflection). Widths and other flags are not
// supported; a verb or argument it cannot format is written as fmt writes
// a bad verb, %!s(?), so a mistake shows on the page rather than panicking.
func Sprintf(format string, args ...any) string {
	var b strings.Builder
	b.Grow(len(format) + 16*len(args))
	arg := 0
	for i := 0; i < len(format); {
		pct := strings.IndexByte(format[i:], '%')
		if pct < 0 {
			b.WriteString(format[i:])
			break
		}
		b.WriteString(format[i : i+pct])
		i += pct + 1
		if i >= len(format) {
			b.WriteString("%!(NOVERB)")
			break
		}
		if format[i] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		if format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			n, err := strconv.Atoi(format[i+1 : i+max(end, 1)])
			if end < 0 || err != nil || n < 1 || n > len(args) {
				b.WriteString("%!(BADINDEX)")
				if end < 0 {
					break
				}
				i += end + 1
				continue
			}
			arg = n - 1
			i += end + 1
		}
		prec := -1
		if i < len(format) && format[i] == '.' {
			j := i + 1
			for j < len(format) && '0' <= format[j] && format[j] <= '9' {
				j++
			}
			prec, _ = strconv.Atoi(format[i+1 : j])
			i = j
		}
		if i >= len(format) {
			b.WriteString("%!(NOVERB)")
			break
		}
		verb := format[i]
		i++
		if arg >= len(args) {
			b.WriteString("%!" + string(verb) + "(MISSING)")
			continue
		}
		b.WriteString(formatArg(verb, prec, args[arg]))
		arg++
	}
	return b.String()
}

// formatArg formats one argument as fmt does with verb and precision prec
// (-1 for none).
func formatArg(verb byte, prec int, a any) string {
	if verb == 's' || verb == 'v' || verb == 'q' {
		if s, ok := text(a); ok {
			if verb == 'q' {
				return strconv.Quote(s)
			}
			return s
		}
		if verb != 'v' {
			return bad(verb)
		}
	}
	switch x := a.(type) {
	case int:
		return integer(verb, int64(x))
	case int64:
		return integer(verb, x)
	case int32:
		return integer(verb, int64(x))
	case int16:
		return integer(verb, int64(x))
	case int8:
		return integer(verb, int64(x))
	case uint:
		return unsigned(verb, uint64(x))
	case uint64:
		return unsigned(verb, x)
	case uint32:
		return unsigned(verb, uint64(x))
	case uint16:
		return unsigned(verb, uint64(x))
	case uint8:
		return unsigned(verb, uint64(x))
	case float64:
		return float(verb, prec, x, 64)
	case float32:
		return float(verb, prec, float64(x), 32)
	case nil:
		if verb == 'v' {
			return "<nil>"
		}
		return "%!" + string(verb) + "(<nil>)"
	case bool:
		if verb == 'd' || verb == 'f' {
			return bad(verb)
		}
		return strconv.FormatBool(x)
	}
	return bad(verb)
}

// text is a's text for %s, %v and %q: a string, an error's Error (before
// String, as fmt does: a Msg is both), a Stringer's String, bytes.
func text(a any) (string, bool) {
	switch x := a.(type) {
	case string:
		return x, true
	case error:
		return x.Error(), true
	case interface{ String() string }:
		return x.String(), true
	case []byte:
		return string(x), true
	}
	return "", false
}

func integer(verb byte, n int64) string {
	if verb != 'd' && verb != 'v' {
		return bad(verb)
	}
	return strconv.FormatInt(n, 10)
}

func unsigned(verb byte, n uint64) string {
	if verb != 'd' && verb != 'v' {
		return bad(verb)
	}
	return strconv.FormatUint(n, 10)
}

func float(verb byte, prec int, f float64, bits int) string {
	switch verb {
	case 'f':
		if prec < 0 {
			prec = 6
		}
		return strconv.FormatFloat(f, 'f', prec, bits)
	case 'v':
		return strconv.FormatFloat(f, 'g', prec, bits)
	}
	return bad(verb)
}

// bad is what a verb gives for an argument it cannot format. fmt writes the
// argument's type and value too (%!d(string=x)), which needs reflection.
func bad(verb byte) string { return "%!" + string(verb) + "(?)" }
