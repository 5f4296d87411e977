// Package site serves the built page (dist/) as a static site, for
// `kubechangelog serve` and for the browser tests, so both see exactly
// what a static host would serve.
package site

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/klauspost/compress/gzhttp"
)

// Handler serves dir: .wasm as application/wasm (Go's mime table knows it;
// WebAssembly.instantiateStreaming requires it), compressed when the client
// accepts it, and revalidated on every load so a rebuilt module is picked
// up on reload.
//
// A file with a precompressed sibling (main.wasm.gz, written by make dist)
// is sent as that sibling: compressing the 13 MB module on every request
// took 170–190 ms, which the page's start-up waited for. Other files are
// compressed on the fly.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	dynamic := gzhttp.GzipHandler(files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if gz := precompressed(dir, r); gz != "" {
			w.Header().Set("Content-Encoding", "gzip")
			w.Header().Set("Vary", "Accept-Encoding")
			w.Header().Set("Content-Type", mime.TypeByExtension(path.Ext(r.URL.Path)))
			http.ServeFile(w, r, gz)
			return
		}
		dynamic.ServeHTTP(w, r)
	})
}

// precompressed returns the path of the .gz sibling of the requested file
// when the client accepts gzip and the sibling exists, else "".
func precompressed(dir string, r *http.Request) string {
	if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || r.Header.Get("Range") != "" {
		return ""
	}
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") || strings.HasSuffix(name, ".gz") {
		return ""
	}
	gz := filepath.Join(dir, filepath.FromSlash(name)+".gz")
	if fi, err := os.Stat(gz); err != nil || !fi.Mode().IsRegular() {
		return ""
	}
	return gz
}
