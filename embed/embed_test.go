package embed

import (
	"reflect"
	"testing"

	"github.com/kubechangelog/kubechangelog/embed/bundle"
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
