package main

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestUpdateDataEndsWhenUpstreamFails: past the newest shipped minor, a
// failure (500, network down) ended nothing: the walk went on forever.
func TestUpdateDataEndsWhenUpstreamFails(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		http.Error(w, "down", http.StatusInternalServerError)
	}))
	defer srv.Close()
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "..", "embed", "data", "changelog", "CHANGELOG-1.30.md"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "CHANGELOG-1.30.md"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	type result struct {
		code           int
		stdout, stderr string
	}
	done := make(chan result, 1)
	go func() {
		var out, errb bytes.Buffer
		code := runMain([]string{"update-data", "--dir", dir, "--base", srv.URL}, &out, &errb)
		done <- result{code, out.String(), errb.String()}
	}()
	select {
	case r := <-done:
		if r.code != 0 || !strings.Contains(r.stdout, "CHANGELOG-1.30.md    kept      download failed: HTTP 500") ||
			!strings.Contains(r.stdout, "CHANGELOG-1.31.md    missing   download failed: HTTP 500") {
			t.Errorf("exit %d, stderr %q, stdout:\n%s", r.code, r.stderr, r.stdout)
		}
		if n := hits.Load(); n != 31-1 { // CHANGELOG-1.2.md … 1.31.md
			t.Errorf("%d requests, want 30 (1.2 to 1.31, then stop)", n)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("update-data still walking after 20 s and %d requests to a failing upstream", hits.Load())
	}
}
