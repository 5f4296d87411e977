package changelog

import (
	"bytes"
	"encoding/json"
	"reflect"
	"unicode/utf8"
)

// labelList is a release-notes JSON list of label names ("sigs", "kinds",
// "areas"), decoded to its first maxListed names: the rest are checked to
// be strings and counted, not decoded. An entry's list of 100,000 SIGs
// (2 MB) was decoded whole in one step of the parse, 0.18–0.28 s in the
// page, for a note that keeps 64 of them (parser.MaxNoteLabels) and a
// label file that keeps none past 4×maxLent (labelSet).
type labelList []string

// maxListed is how many names of a list labelList decodes: far more than
// any rule keeps, so what is kept is the same as if it decoded them all
// for every list up to it (upstream's longest lists a handful).
const maxListed = 4096

// UnmarshalJSON decodes b, a JSON value the decoder has checked, as a list
// of strings (null as none); a value of another type, or an element that
// is not a string, is the decoder's type error, which it completes with
// the field's name.
func (l *labelList) UnmarshalJSON(b []byte) error {
	i := skipJSONSpace(b, 0)
	if i < len(b) && b[i] == 'n' { // null
		*l = nil
		return nil
	}
	if i >= len(b) || b[i] != '[' {
		return &json.UnmarshalTypeError{Value: jsonValueKind(b[i:]), Type: reflect.TypeOf([]string(nil))}
	}
	out := labelList{}
	for i = skipJSONSpace(b, i+1); i < len(b) && b[i] != ']'; {
		var end int
		switch b[i] {
		case '"':
			end = jsonStringEnd(b, i)
		case 'n': // null, as encoding/json reads it: ""
			end = i + len("null")
		default:
			return &json.UnmarshalTypeError{Value: jsonValueKind(b[i:]), Type: reflect.TypeOf("")}
		}
		if len(out) < maxListed {
			out = append(out, "")
			if raw := b[i:end]; raw[0] == '"' && bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
				out[len(out)-1] = string(raw[1 : len(raw)-1]) // as written: nothing to unescape
			} else if err := json.Unmarshal(raw, &out[len(out)-1]); err != nil {
				return err
			}
		}
		i = skipJSONSpace(b, end)
		if i < len(b) && b[i] == ',' {
			i = skipJSONSpace(b, i+1)
		}
	}
	*l = out
	return nil
}

// skipJSONSpace is the index of the first byte of b from i on that is not
// JSON white space.
func skipJSONSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// jsonStringEnd is the index just past the JSON string that starts at
// b[i] (its opening quote).
func jsonStringEnd(b []byte, i int) int {
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(b)
}

// jsonValueKind names the JSON value b starts with as the decoder's type errors
// do ("number", "object" …).
func jsonValueKind(b []byte) string {
	if len(b) == 0 {
		return "value"
	}
	switch b[0] {
	case '"':
		return "string"
	case '[':
		return "array"
	case '{':
		return "object"
	case 't', 'f':
		return "bool"
	case 'n':
		return "null"
	}
	return "number"
}
