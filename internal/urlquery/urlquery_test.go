package urlquery

import (
	"net/url"
	"testing"
)

// TestSameAsNetURL compares Escape and Unescape with net/url's on every
// byte, on every pair of bytes after a "%", and on fragments the page
// writes and reads.
func TestSameAsNetURL(t *testing.T) {
	var inputs []string
	for c := range 256 {
		inputs = append(inputs, string(rune(c)), string([]byte{byte(c)}), "a"+string([]byte{byte(c)})+"z")
		for d := range 256 {
			inputs = append(inputs, "%"+string([]byte{byte(c), byte(d)}))
		}
	}
	inputs = append(inputs, "", "%", "%4", "x%", "%41%42", "a+b c", "CVE-2024-3177", "DRA: ResourceClaim",
		"v1.30.0", "pod security,node", "sig/node", "日本語", "100%", "%e3%83%8E+%E3%83%BC", "++", "~._-")
	for _, s := range inputs {
		if got, want := Escape(s), url.QueryEscape(s); got != want {
			t.Errorf("Escape(%q) = %q, url.QueryEscape gives %q", s, got, want)
		}
		got, ok := Unescape(s)
		want, err := url.QueryUnescape(s)
		if got != want || ok != (err == nil) {
			t.Errorf("Unescape(%q) = %q, %v; url.QueryUnescape gives %q, %v", s, got, ok, want, err)
		}
		if back, ok := Unescape(Escape(s)); !ok || back != s {
			t.Errorf("Unescape(Escape(%q)) = %q, %v", s, back, ok)
		}
	}
}
