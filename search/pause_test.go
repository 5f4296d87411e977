package search

import (
	"reflect"
	"strings"
	"testing"
)

// TestNewPauseEqualsNew: building with pauses gives New's index.
func TestNewPauseEqualsNew(t *testing.T) {
	var texts []string
	for i := range 3*pauseDocs + 7 {
		texts = append(texts, strings.Repeat("kubelet PodSecurity v1.30.2 #12345 ", i%5+1)+string(rune('a'+i%26)))
	}
	pauses := 0
	got := NewPause(texts, func() { pauses++ })
	if want := New(texts); !reflect.DeepEqual(got, want) {
		t.Fatal("NewPause built a different index than New")
	}
	if pauses < 4 {
		t.Errorf("%d pauses for %d texts", pauses, len(texts))
	}
	if hits := got.Search("podsecurity"); len(hits) != len(texts) {
		t.Errorf("%d hits, want %d", len(hits), len(texts))
	}
}
