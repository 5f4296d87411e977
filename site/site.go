// Package site serves the built page (dist/) as a static site, for
// `kubechangelog serve` and for the browser tests, so both see exactly
// what a static host would serve.
package site

import (
	"net/http"

	"github.com/klauspost/compress/gzhttp"
)

// Handler serves dir: .wasm as application/wasm (Go's mime table knows it;
// WebAssembly.instantiateStreaming requires it), responses compressed when
// the client accepts it, and revalidated on every load so a rebuilt module
// is picked up on reload.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return gzhttp.GzipHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		files.ServeHTTP(w, r)
	}))
}
