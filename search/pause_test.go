package search

import (
	"reflect"
	"strings"
	"testing"
)

// TestNewWithPauseEqualsNew: building with a pause function gives the
// index built without one.
func TestNewWithPauseEqualsNew(t *testing.T) {
	var texts []string
	for i := range 3*pauseDocs + 7 {
		texts = append(texts, strings.Repeat("kubelet PodSecurity v1.30.2 #12345 ", i%5+1)+string(rune('a'+i%26)))
	}
	pauses := 0
	got := New(texts, func() { pauses++ })
	if want := New(texts, nil); !reflect.DeepEqual(got, want) {
		t.Fatal("New with a pause built a different index than without")
	}
	if pauses < 4 {
		t.Errorf("%d pauses for %d texts", pauses, len(texts))
	}
	if hits := got.Search("podsecurity"); len(hits) != len(texts) {
		t.Errorf("%d hits, want %d", len(hits), len(texts))
	}
}
