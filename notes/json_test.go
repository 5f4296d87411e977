package notes_test

import (
	"bytes"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// The JSON exports are written without encoding/json (the page must not
// link it; see export/jsonw), and must stay what encoding/json wrote for
// the same value: other tools read them, and the CLI's JSON must not
// change. These tests hold the two to the same bytes.

// wantNotesJSON is what Store.JSON wrote with encoding/json.
func wantNotesJSON(t *testing.T, e notes.ExportNotes) []byte {
	t.Helper()
	b, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// wantComparisonJSON is what Store.DiffJSON wrote with encoding/json.
func wantComparisonJSON(t *testing.T, e notes.ExportComparison) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}

// firstDiff shows where two outputs part, for a readable failure.
func firstDiff(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(0, i-80)
	return "at byte " + strconv.Itoa(i) + ":\n got …" + string(got[from:min(len(got), i+80)]) + "\nwant …" + string(want[from:min(len(want), i+80)])
}

// TestJSONExportIsEncodingJSONs: the export of every shipped release, and
// of all releases (the default view), byte for byte.
func TestJSONExportIsEncodingJSONs(t *testing.T) {
	s := shipped(t)
	states := []notes.State{{}, {Query: "kubelet"}, {Filters: notes.Filters{"sig": {"node"}}}}
	for _, r := range s.Releases() {
		states = append(states, notes.State{Version: r.Version})
	}
	for _, st := range states {
		res := s.Query(st)
		got, err := s.JSON(res)
		if err != nil {
			t.Fatal(err)
		}
		if want := wantNotesJSON(t, s.ExportNotesOf(res)); !bytes.Equal(got, want) {
			t.Errorf("JSON of %+v differs from encoding/json's %s", st, firstDiff(got, want))
		}
	}
}

// TestDiffJSONIsEncodingJSONs: the widest comparison (the oldest release
// to the newest) and a few others, filtered and searched, byte for byte.
func TestDiffJSONIsEncodingJSONs(t *testing.T) {
	s := shipped(t)
	rels := s.Releases()
	oldest, newest := rels[len(rels)-1].Version, rels[0].Version
	for _, st := range []notes.State{
		{From: oldest, To: newest},
		{From: "v1.29.0", To: "v1.30.0"},
		{From: "v1.29.0", To: "v1.30.0", Filters: notes.Filters{"sig": {"cluster-lifecycle"}}},
		{From: "v1.30.0", To: "v1.30.3"},
		{From: "v1.23.0", To: "v1.33.0", Query: "feature gate"},
		{From: "v1.31.0", To: "v1.31.0"},
	} {
		c, err := s.Diff(st.From, st.To)
		if err != nil {
			t.Fatalf("Diff(%s, %s): %v", st.From, st.To, err)
		}
		res := s.Query(st)
		got, err := s.DiffJSON(res, c)
		if err != nil {
			t.Fatal(err)
		}
		want := wantComparisonJSON(t, s.ExportComparisonOf(res, c))
		if !bytes.Equal(got, want) {
			t.Errorf("DiffJSON of %+v differs from encoding/json's %s", st, firstDiff(got, want))
		}
		if st.From == oldest && (len(got) < 1<<20 || !bytes.Contains(got, []byte(`"before_upgrade": {`))) {
			t.Errorf("the widest comparison's JSON is %d bytes, without its sections? %.300s", len(got), got)
		}
	}
}

// hostile is a note text whose escaping differs between ways of writing
// JSON: HTML, JavaScript line ends, quotes, backslashes, control
// characters and invalid UTF-8.
const hostile = "Fixed <script>alert(\"x\")</script> & `a\\b` in\u2028two\u2029parts; bad \xff byte, cut \xe2\x80\ttab"

// TestJSONExportsEscapeAsEncodingJSON: a hostile note is written as
// encoding/json wrote it: the single-release export HTML escaped, the
// comparison not, both with U+2028/U+2029 and invalid UTF-8 escaped.
func TestJSONExportsEscapeAsEncodingJSON(t *testing.T) {
	s := notes.NewStore([]parser.Release{{Version: "v1.99.0", Type: parser.TypeMinor, Notes: []parser.Note{
		{Version: "v1.99.0", Kind: parser.KindBug, Markdown: hostile, PRs: []int{1}, Authors: []string{"<me>"}, SIGs: []string{"node"}, Section: "a \"section\""},
		{Version: "v1.99.0", Kind: parser.KindFeature, Markdown: "no lists"},
	}}})
	res := s.Query(notes.State{Version: "v1.99.0"})
	got, err := s.JSON(res)
	if err != nil {
		t.Fatal(err)
	}
	if want := wantNotesJSON(t, s.ExportNotesOf(res)); !bytes.Equal(got, want) {
		t.Errorf("JSON differs from encoding/json's %s", firstDiff(got, want))
	}
	for _, part := range []string{`\u003cscript\u003ealert(\"x\")\u003c/script\u003e \u0026`, "`a\\\\b`", `in\u2028two\u2029parts`, `bad \ufffd byte, cut \ufffd\ufffd\ttab`, `"authors": null`, `"section": "a \"section\""`} {
		if !bytes.Contains(got, []byte(part)) {
			t.Errorf("JSON lacks %s:\n%s", part, got)
		}
	}

	// Every member of a comparison, each list nil, empty and full, the
	// omitempty members zero and set.
	e := notes.ExportComparison{From: "v1.98.0", To: "<v1.99.0>", Releases: []string{"v1.99.0"}, Total: 2,
		Security: []notes.SecurityFix{{CVE: "CVE-2099-1", Title: hostile, Version: "v1.99.0"}},
		Notes: []notes.ComparedNote{
			{Note: parser.Note{Version: "v1.99.0", Kind: parser.KindBug, Markdown: hostile, PRs: []int{1, 2}, Authors: []string{}, SIGs: []string{"a", "b"}, ActionRequired: true, Section: hostile}, AlsoIn: []string{"v1.98.1"}},
			{Note: parser.Note{Markdown: ""}},
		},
		Dependencies:  []notes.DepChange{{Module: "k8s.io/<x>", From: "", To: "v1"}},
		BeforeUpgrade: &notes.BeforeUpgrade{RemovedGates: []notes.GateChange{{Gate: "G", Version: "v1.99.0", Kind: "removed", PR: 3}}, DefaultGates: []notes.GateChange{{Gate: "H", Value: "on"}}, Removed: []notes.Removal{{Version: "v1.99.0", Names: []string{"--x"}}, {PR: 4}}},
		CVENotes:      []notes.CVENote{{CVE: "CVE-2099-2", Version: "v1.99.0", PR: 5}, {CVE: "CVE-2099-3"}},
	}
	for _, e := range []notes.ExportComparison{e, {}, {BeforeUpgrade: &notes.BeforeUpgrade{}}} {
		got := e.WriteJSON()
		if want := wantComparisonJSON(t, e); !bytes.Equal(got, want) {
			t.Errorf("comparison JSON differs from encoding/json's %s", firstDiff(got, want))
		}
	}
	got = e.WriteJSON()
	for _, part := range []string{`Fixed <script>alert(\"x\")</script> & `, `"to": "<v1.99.0>"`, `in\u2028two\u2029parts`, `bad \ufffd byte`} {
		if !bytes.Contains(got, []byte(part)) {
			t.Errorf("comparison JSON lacks %s:\n%s", part, got)
		}
	}
	for _, e := range []notes.ExportNotes{{}, {Notes: []*parser.Note{nil}}} {
		if got, want := e.WriteJSON(), wantNotesJSON(t, e); !bytes.Equal(got, want) {
			t.Errorf("notes JSON differs from encoding/json's %s", firstDiff(got, want))
		}
	}
}

// BenchmarkJSONExport: the export of every note, and of the widest
// comparison, as the page's export dialog and the CLI's -o json write them.
func BenchmarkJSONExport(b *testing.B) {
	s := shipped(b)
	b.Run("all", func(b *testing.B) {
		res := s.Query(notes.State{})
		for b.Loop() {
			if _, err := s.JSON(res); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("widest", func(b *testing.B) {
		rels := s.Releases()
		st := notes.State{From: rels[len(rels)-1].Version, To: rels[0].Version}
		c, err := s.Diff(st.From, st.To)
		if err != nil {
			b.Fatal(err)
		}
		res := s.Query(st)
		for b.Loop() {
			if _, err := s.DiffJSON(res, c); err != nil {
				b.Fatal(err)
			}
		}
	})
}
