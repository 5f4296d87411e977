package jsonw

import (
	"bytes"
	"encoding/json"
	"testing"
)

// marshal is what the callers replace: json.MarshalIndent with a 2-space
// indent, through an Encoder when HTML is not escaped (its newline off).
func marshal(t testing.TB, v any, escapeHTML bool) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(escapeHTML)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// hostile are strings whose escaping differs between ways of writing
// JSON: HTML, JavaScript line ends, control characters, quotes and
// backslashes, invalid and cut-off UTF-8.
var hostile = []string{
	"", "plain", `<script>alert("x")</script>`, "a & b > c", "line\u2028sep\u2029para",
	`quote " and back\slash \n not a newline`, "\b\f\n\r\t\x00\x01\x1f\x7f",
	"bad \xff byte", "cut \xe2\x80", "\xc0\xaf overlong", "\xed\xa0\x80 surrogate",
	"日本語 → ünïcödé 🚀", "\ufffd already", "U+2028 in ‘quotes’ \u2028\u2028",
}

// FuzzString: a string is escaped byte for byte as encoding/json escapes
// it, with and without HTML escaping. The seeds run as a test.
func FuzzString(f *testing.F) {
	for _, s := range hostile {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, html := range []bool{true, false} {
			w := New(html)
			w.String(s)
			if want := marshal(t, s, html); !bytes.Equal(w.Bytes(), want) {
				t.Errorf("String(%q), escapeHTML %v:\n got %s\nwant %s", s, html, w.Bytes(), want)
			}
		}
	})
}

// TestNesting: indentation, commas, empty and nil containers, and keys
// with every kind of value, against the same value through encoding/json.
func TestNesting(t *testing.T) {
	type inner struct {
		S  string   `json:"s"`
		N  []int    `json:"n"`
		E  []string `json:"e"`
		Nl []string `json:"nl"`
	}
	type outer struct {
		A  int     `json:"a"`
		B  bool    `json:"b"`
		In []inner `json:"in"`
		No []inner `json:"no"`
		Em []inner `json:"em"`
		Ob *inner  `json:"ob"`
	}
	v := outer{A: -12, B: true,
		In: []inner{{S: "<x>", N: []int{1, 0, 30000000}, E: []string{}}, {S: "\u2028", N: []int{}, E: []string{"a", "b\xff"}}},
		Em: []inner{},
		Ob: &inner{Nl: []string{""}},
	}
	write := func(w *Writer, in inner) {
		w.Key("s")
		w.String(in.S)
		w.Key("n")
		w.Ints(in.N)
		w.Key("e")
		w.Strings(in.E)
		w.Key("nl")
		w.Strings(in.Nl)
	}
	for _, html := range []bool{true, false} {
		w := New(html)
		w.BeginObject()
		w.Key("a")
		w.Int(v.A)
		w.Key("b")
		w.Bool(v.B)
		for _, k := range []string{"in", "no", "em"} {
			w.Key(k)
			s := map[string][]inner{"in": v.In, "no": v.No, "em": v.Em}[k]
			Objects(w, s, func(in inner) { write(w, in) })
		}
		w.Key("ob")
		w.BeginObject()
		write(w, *v.Ob)
		w.EndObject()
		w.EndObject()
		if want := marshal(t, v, html); !bytes.Equal(w.Bytes(), want) {
			t.Errorf("escapeHTML %v:\n got %s\nwant %s", html, w.Bytes(), want)
		}
	}
	// Top-level values and empty containers.
	for _, c := range []struct {
		write func(w *Writer)
		v     any
	}{
		{func(w *Writer) { w.BeginObject(); w.EndObject() }, struct{}{}},
		{func(w *Writer) { w.BeginArray(); w.EndArray() }, []int{}},
		{func(w *Writer) { w.Null() }, nil},
		{func(w *Writer) { w.Bool(false) }, false},
		{func(w *Writer) { w.Ints([]int{7}) }, []int{7}},
		{func(w *Writer) {
			w.BeginArray()
			w.BeginArray()
			w.EndArray()
			w.BeginObject()
			w.EndObject()
			w.EndArray()
		}, []any{[]int{}, struct{}{}}},
	} {
		w := New(true)
		c.write(w)
		if want := marshal(t, c.v, true); !bytes.Equal(w.Bytes(), want) {
			t.Errorf("%#v:\n got %s\nwant %s", c.v, w.Bytes(), want)
		}
	}
}
