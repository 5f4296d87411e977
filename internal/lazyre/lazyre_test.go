package lazyre

import "testing"

func TestNewCompilesOnFirstUseOnly(t *testing.T) {
	// An invalid expression shows when it is compiled: not by New, but
	// by the first call.
	bad := New(`(`)
	defer func() {
		if recover() == nil {
			t.Error("calling the function of an invalid expression did not panic")
		}
	}()
	re := New(`v(\d+)\.(\d+)`)
	if re() != re() {
		t.Error("two calls compiled the expression twice")
	}
	if m := re().FindStringSubmatch("Kubernetes v1.30"); len(m) != 3 || m[1] != "1" || m[2] != "30" {
		t.Errorf("FindStringSubmatch = %q", m)
	}
	bad()
}
