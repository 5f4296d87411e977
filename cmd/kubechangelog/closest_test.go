package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestQueryClosestMatches: a search no note matches in full still lists
// the closest notes, exit status 0, with one line on stderr saying so and
// naming the word that matched nothing.
func TestQueryClosestMatches(t *testing.T) {
	var out, errb bytes.Buffer
	if err := run([]string{"query", "-q", "256 cpus xyzzyqwv", "-o", "text"}, &out, &errb); err != nil {
		t.Fatalf("exit with %v, want status 0", err)
	}
	want := "kubechangelog: No note has every word; closest matches — nothing matched “xyzzyqwv”.\n"
	if errb.String() != want {
		t.Errorf("stderr %q, want %q", errb.String(), want)
	}
	if !strings.Contains(out.String(), "256 cpus") {
		t.Errorf("the closest note is not listed:\n%.300s", out.String())
	}
	// A query many notes match in full says nothing on stderr.
	out.Reset()
	errb.Reset()
	if err := run([]string{"query", "-q", "cpu requests", "-o", "text"}, &out, &errb); err != nil || errb.Len() != 0 {
		t.Errorf("full matches: err %v, stderr %q", err, errb.String())
	}
	// One note has both words: the notes with the rarer one follow it,
	// and the line says so.
	out.Reset()
	errb.Reset()
	if err := run([]string{"query", "-q", "256 cpus", "-o", "text"}, &out, &errb); err != nil {
		t.Fatalf("exit with %v, want status 0", err)
	}
	if want := "kubechangelog: Few notes have every word; notes missing one or two of them follow.\n"; errb.String() != want {
		t.Errorf("stderr %q, want %q", errb.String(), want)
	}
}
