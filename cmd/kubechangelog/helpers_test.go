package main

import (
	"bytes"
	"testing"
)

// command runs `kubechangelog name args...` in-process, as main does but
// for the exit status, and returns what it printed on each stream.
func command(t *testing.T, name string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errb bytes.Buffer
	err = run(append([]string{name}, args...), &out, &errb)
	return out.String(), errb.String(), err
}
