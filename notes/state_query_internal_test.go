package notes

import (
	"net/url"
	"reflect"
	"testing"
)

// TestParseQueryIsURLParseQuery: parseQuery reads a fragment as
// url.ParseQuery does (which the page used before it left fmt out of the
// module), kept pairs and the verdict on the skipped ones alike.
func TestParseQueryIsURLParseQuery(t *testing.T) {
	for _, q := range []string{
		"",
		"version=v1.30.0&sig=node,apps&q=pod+security",
		"q=%E3%83%8E%E3%83%BC%E3%83%89&q=second&kind=Bug%20or%20Regression",
		"a;b=c&sig=node",     // a ";" skips the pair, keeps the rest
		"sig=no;de",          // in the value too
		"q=%zz&sig=node",     // a bad escape in a value
		"%zz=1&kind=feature", // and in a key
		"&&=&x&=y&y=&q=a=b",  // empty pairs, keys, values; "=" in a value
		"q=100%",
		"from=v1.29.0&to=v1.31.0&from=v1.28.0",
	} {
		want, err := url.ParseQuery(q)
		got, ok := parseQuery(q)
		if !reflect.DeepEqual(got, map[string][]string(want)) || ok != (err == nil) {
			t.Errorf("parseQuery(%q) = %v, %v; url.ParseQuery gives %v, %v", q, got, ok, want, err)
		}
	}
}
