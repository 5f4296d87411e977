//go:build !js

package browsertest

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// downloadBudget is what the page may download, gzip, in bytes: 2,864 KB
// as measured (the module 2,817 KB as zopfli compresses it for make dist,
// the page with its prerendered first screen 35 KB, scripts and styles
// 12 KB) with 1% to spare. It was 3,022 KB with the module compressed by
// gzip -9 (2,945 KB), and 2,863 KB before that, before the feature-gate
// views, the write-up's page work, the stemmer and the search vocabulary
// (+129 KB, the module table in the README says where). Raise it only
// with a reason in the README's size table.
const downloadBudget = 2_893_000

// TestDownloadFitsTheBudget requests, as a browser accepting gzip does,
// every file the built page loads (its scripts, styles and the module) and
// fails when they add up to more than downloadBudget.
func TestDownloadFitsTheBudget(t *testing.T) {
	page, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		t.Fatalf("%v: run `make dist`", err)
	}
	files := []string{"", "main.wasm"} // the page itself, and the module app.js fetches
	for _, m := range regexp.MustCompile(`<(?:script|link)[^>]+(?:src|href)="([^":#]+)"`).FindAllSubmatch(page, -1) {
		files = append(files, string(m[1]))
	}
	if len(files) < 5 {
		t.Fatalf("the page loads only %q: the markup changed", files)
	}
	total := 0
	for _, f := range files {
		req, _ := http.NewRequest("GET", server.URL+"/"+f, nil)
		req.Header.Set("Accept-Encoding", "gzip")
		resp, err := http.DefaultTransport.RoundTrip(req) // keeps the body compressed
		if err != nil {
			t.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("/%s: %d, encoding %q; want it sent with gzip", f, resp.StatusCode, resp.Header.Get("Content-Encoding"))
		}
		t.Logf("/%s: %d bytes gzip", f, n)
		total += int(n)
	}
	t.Logf("the page downloads %d bytes gzip (budget %d)", total, downloadBudget)
	if total > downloadBudget {
		t.Errorf("the page downloads %d bytes gzip, over the budget of %d: see the README's module size table for what takes the room", total, downloadBudget)
	}
}
