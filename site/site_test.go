package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandlerServesPrecompressedSiblings(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm module bytes "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("main.wasm", wasm)
	write("main.wasm.gz", gz.Bytes())
	write("index.html", []byte("<!doctype html><title>x</title>"+string(bytes.Repeat([]byte("<p>hello</p>"), 200))))
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	get := func(path, encoding string) *http.Response {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		if encoding != "" {
			req.Header.Set("Accept-Encoding", encoding)
		}
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}

	resp := get("/main.wasm", "gzip, br")
	body, _ := io.ReadAll(resp.Body)
	if resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(body, gz.Bytes()) {
		t.Errorf("main.wasm with gzip: encoding %q, %d bytes; want the .gz sibling (%d bytes)", resp.Header.Get("Content-Encoding"), len(body), gz.Len())
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type %q, want application/wasm", ct)
	}

	resp = get("/main.wasm", "")
	body, _ = io.ReadAll(resp.Body)
	if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, wasm) {
		t.Errorf("main.wasm without gzip: encoding %q, %d bytes; want the plain file", resp.Header.Get("Content-Encoding"), len(body))
	}

	resp = get("/", "gzip")
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("the page (no .gz sibling) should be compressed on the fly: %d, %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}
}
