// Package hostileshapes makes the hostile files the tests open: the
// parser's unit tests and the page's browser tests of one class build
// their bytes here, so both open the same shape.
package hostileshapes

import "strings"

// JSONOfSize is a JSON object of the entries entry(0), entry(1), … (each
// a `"key":value` pair), as many as it takes to hold size bytes.
func JSONOfSize(size int, entry func(i int) string) []byte {
	return jsonObject(func(i, n int) bool { return n < size }, entry)
}

// JSONOfN is a JSON object of the n entries entry(0) … entry(n-1).
func JSONOfN(n int, entry func(i int) string) []byte {
	return jsonObject(func(i, _ int) bool { return i < n }, entry)
}

// jsonObject writes entries while more(i, bytes written so far) holds.
func jsonObject(more func(i, n int) bool, entry func(i int) string) []byte {
	var b strings.Builder
	b.WriteString("{")
	for i := 0; more(i, b.Len()); i++ {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(entry(i))
	}
	return []byte(b.String() + "}")
}
