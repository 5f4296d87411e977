package export_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/export"
	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
)

// wantGatesJSON is what "kubechangelog gates -o json" wrote with
// encoding/json before export/jsonw.
func wantGatesJSON(t *testing.T, gates []export.Gate) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(map[string]any{"gates": gates}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestGatesJSONIsEncodingJSONs: the full list of the shipped notes' gates,
// with and without their notes, one gate, none, and hostile text, byte
// for byte as encoding/json wrote them.
func TestGatesJSONIsEncodingJSONs(t *testing.T) {
	s := shippednotes.Store(t)
	var all []export.Gate
	for _, g := range s.Gates() {
		o := export.Gate{Name: g.Name, Stage: g.Stage, Events: []export.GateEvent{}}
		for _, e := range g.Events {
			o.Events = append(o.Events, export.GateEvent{Version: e.Version, Stage: e.Stage, PR: e.PR, Kind: string(e.Kind), Markdown: s.Note(e.Note).Markdown})
		}
		all = append(all, o)
	}
	if len(all) < 400 {
		t.Fatalf("%d gates in the shipped notes, want the full list", len(all))
	}
	hostile := []export.Gate{{Name: "<Gate>", Stage: "beta", Events: []export.GateEvent{{Version: "v1.99.0", Stage: "beta", Kind: "promoted", Markdown: "a \"<b>\" & c\\d\u2028e\u2029f \xff\x01"}}}, {Name: "NoEvents"}}
	for _, c := range []struct {
		name  string
		gates []export.Gate
	}{{"all", all}, {"one", all[:1]}, {"none", []export.Gate{}}, {"nil", nil}, {"hostile", hostile}} {
		want := wantGatesJSON(t, c.gates)
		for _, withNotes := range []bool{false, true} {
			var got bytes.Buffer
			if err := export.WriteGates(&got, "json", c.gates, withNotes); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("%s gates (notes %v): JSON differs from encoding/json's:\n got %.400s\nwant %.400s", c.name, withNotes, got.Bytes(), want)
			}
		}
	}
	var got strings.Builder
	if err := export.WriteGates(&got, "json", hostile, false); err != nil {
		t.Fatal(err)
	}
	for _, part := range []string{`"name": "<Gate>"`, `a \"<b>\" & c\\d\u2028e\u2029f \ufffd\u0001`, `"events": null`} {
		if !strings.Contains(got.String(), part) {
			t.Errorf("gates JSON lacks %s:\n%s", part, got.String())
		}
	}
}
