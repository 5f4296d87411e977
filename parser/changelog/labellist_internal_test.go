package changelog

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestLabelListDecodesAsAListOfStrings: a label list decodes as a plain
// list of strings does, escapes, null and white space included, and a
// value of another type, or an element that is not a string, is refused in
// the same words.
func TestLabelListDecodesAsAListOfStrings(t *testing.T) {
	for _, src := range []string{
		`{"sigs":["node","api-machinery"]}`, `{"sigs":[]}`, `{"sigs":null}`, `{}`,
		`{"sigs": [ "a\"b" , "c\\d", "\u00e9t\u00e9" ] }`, "{\"sigs\":[\n\t\"x\"\r\n]}",
		`{"sigs":"node"}`, `{"sigs":{"a":1}}`, `{"sigs":[1]}`, `{"sigs":["a",true]}`, `{"sigs":[["a"]]}`, `{"sigs":[null]}`, `{"sigs":12}`,
	} {
		var got struct {
			SIGs labelList `json:"sigs"`
		}
		var want struct {
			SIGs []string `json:"sigs"`
		}
		gotErr, wantErr := json.Unmarshal([]byte(src), &got), json.Unmarshal([]byte(src), &want)
		if wantErr == nil && (fmt.Sprint(got.SIGs) != fmt.Sprint(want.SIGs) || (got.SIGs == nil) != (want.SIGs == nil)) {
			t.Errorf("%s: decoded %q, want %q", src, got.SIGs, want.SIGs)
		}
		if (gotErr == nil) != (wantErr == nil) || gotErr != nil && jsonComplaint(gotErr) != jsonComplaint(wantErr) {
			t.Errorf("%s: error %v, want %v", src, gotErr, wantErr)
		}
	}
}

// TestLabelListOfManyKeepsTheFirst: a list of 100,000 names decodes its
// first maxListed, in order, and checks the rest are strings: a number
// among them is still refused.
func TestLabelListOfManyKeepsTheFirst(t *testing.T) {
	names := make([]string, 100_000)
	for i := range names {
		names[i] = fmt.Sprintf(`"sig-%d"`, i)
	}
	var l labelList
	if err := json.Unmarshal([]byte("["+strings.Join(names, ",")+"]"), &l); err != nil {
		t.Fatal(err)
	}
	if len(l) != maxListed || l[0] != "sig-0" || l[maxListed-1] != fmt.Sprintf("sig-%d", maxListed-1) {
		t.Errorf("decoded %d names, %q … %q; want the first %d", len(l), l[0], l[len(l)-1], maxListed)
	}
	names[90_000] = "7"
	if err := json.Unmarshal([]byte("["+strings.Join(names, ",")+"]"), &l); err == nil {
		t.Error("a number among 100,000 names is not refused")
	}
}
