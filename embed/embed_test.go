package embed

import (
	"reflect"
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/embed/bundle"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestBundleIsFresh fails when embed/data changed (or the parser did) without
// `make data`: the page would otherwise ship stale notes.
func TestBundleIsFresh(t *testing.T) {
	got, err := Releases()
	if err != nil {
		t.Fatal(err)
	}
	want, err := bundle.ParseDir("data")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("bundle has %d releases, data/ parses to %d: run 'make data'", len(got), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("release %s differs between the bundle and data/: run 'make data'", want[i].Version)
		}
	}
}

// TestNearCopiesAreFresh fails when nearcopies.txt is not what the
// near-copy rule finds on the embedded notes (the notes or the rule changed
// without `make data`): links to the wrong notes would join other changes.
// TestBundleIsFresh holds the embedded notes to data/.
func TestNearCopiesAreFresh(t *testing.T) {
	rels, err := Releases()
	if err != nil {
		t.Fatal(err)
	}
	got, err := NearCopies()
	if err != nil {
		t.Fatal(err)
	}
	want := notes.NewStore(rels).FindNearCopies()
	if !slices.Equal(got, want) {
		t.Fatalf("nearcopies.txt has %d links, the rule finds %d on the embedded notes: run 'make data'", len(got), len(want))
	}
}

func BenchmarkDecodeBundle(b *testing.B) {
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Releases(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseData is the alternative the bundle replaces: parsing the
// shipped markdown at start-up.
func BenchmarkParseData(b *testing.B) {
	for b.Loop() {
		if _, err := bundle.ParseDir("data"); err != nil {
			b.Fatal(err)
		}
	}
}
