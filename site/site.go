// Package site serves the built page (dist/) as a static site, for
// `kubechangelog serve` and for the browser tests, so both see exactly
// what a static host would serve.
package site

import (
	"errors"
	"html"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"regexp"
	"strings"
	"time"

	"github.com/klauspost/compress/gzhttp"
)

// Policy is the Content-Security-Policy header of every response but an
// HTML page with a policy of its own (see pagePolicy): the
// policy of web/index.html's meta tag (a test keeps them equal) plus what
// only a header can say. A meta policy cannot forbid framing, so
// frame-ancestors 'none' stops another site from framing the page to
// click-jack its buttons.
const Policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// pagePolicy is the header policy of an HTML page that carries its own
// meta policy: that policy, plus frame-ancestors 'none'. Both policies
// apply to the page, so the header must allow what the page's own policy
// allows (the prerendered index.html's inline script and the single file's
// inline scripts and styles, by their hashes), and it adds the one thing
// a meta policy cannot say. A page without one gets Policy.
func pagePolicy(f io.ReadSeeker) string {
	head := make([]byte, 16<<10)
	n, _ := io.ReadFull(f, head)
	defer f.Seek(0, io.SeekStart)
	m := metaPolicy.FindSubmatch(head[:n])
	if m == nil {
		return Policy
	}
	p := strings.TrimRight(strings.TrimSpace(html.UnescapeString(string(m[1]))), ";")
	if !strings.Contains(p, "frame-ancestors") {
		p += "; frame-ancestors 'none'"
	}
	return p
}

var metaPolicy = regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]*)"`)

// maxSegment is the longest file name most file systems accept; a longer
// path segment cannot name a file, so it is a 404 before any system call.
const maxSegment = 255

// Handler serves dir: GET and HEAD only, regular files only, never a
// directory listing, a dotfile or anything a symlink reaches outside dir
// (os.Root refuses those). Every error is a 404 but a refused method
// (405) or permission (403): nothing a client sends makes a 500.
//
// .wasm goes as application/wasm (Go's mime table knows it;
// WebAssembly.instantiateStreaming requires it), compressed when the client
// accepts gzip, and revalidated on every load so a rebuilt module is picked
// up on reload.
//
// A file with a precompressed sibling (main.wasm.gz, written by make dist)
// is sent as that sibling: compressing the 13 MB module on every request
// took 170–190 ms, which the page's start-up waited for. Other files are
// compressed on the fly.
func Handler(dir string) http.Handler {
	plain := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { serveFile(w, r, dir) })
	dynamic := gzhttp.GzipHandler(plain)
	// With identity refused (identity;q=0) even a small file goes gzipped.
	wrap, err := gzhttp.NewWrapper(gzhttp.MinSize(0))
	if err != nil {
		panic(err) // the options are constants
	}
	always := wrap(plain)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", Policy) // an HTML page's own (see serveFile)
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
			return
		}
		gzipQ, identityOK := acceptEncoding(r.Header.Values("Accept-Encoding"))
		switch {
		case gzipQ <= 0:
			plain.ServeHTTP(w, r)
		case r.Header.Get("Range") == "" && serveSibling(w, r, dir):
			// Sent as its precompressed sibling.
		case identityOK:
			dynamic.ServeHTTP(w, r)
		default:
			always.ServeHTTP(w, r)
		}
	})
}

// NewServer is the http.Server of `kubechangelog serve`, with every
// timeout set: without them a client that connects and sends nothing, or
// stops reading, or idles on a kept-alive connection, holds a connection
// and a goroutine for ever. The write timeout leaves a slow link a minute
// for the 13 MB module.
func NewServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
}

// serveFile serves the file r names under dir.
func serveFile(w http.ResponseWriter, r *http.Request, dir string) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		fail(w, r, err)
		return
	}
	defer root.Close()
	name, err := resolve(root, r.URL.Path)
	switch {
	case errors.Is(err, errNeedsSlash):
		// As http.FileServer does, so the page's relative links work.
		http.Redirect(w, r, path.Base(r.URL.Path)+"/", http.StatusMovedPermanently)
		return
	case err != nil:
		fail(w, r, err)
		return
	}
	f, fi, err := openRegular(root, name)
	if err != nil {
		fail(w, r, err)
		return
	}
	defer f.Close()
	if path.Ext(name) == ".html" {
		w.Header().Set("Content-Security-Policy", pagePolicy(f))
	}
	http.ServeContent(w, r, name, fi.ModTime(), f)
}

// serveSibling serves the .gz sibling of the file r names under dir and
// returns true, or writes nothing and returns false when there is none.
func serveSibling(w http.ResponseWriter, r *http.Request, dir string) bool {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return false
	}
	defer root.Close()
	name, err := resolve(root, r.URL.Path)
	if err != nil {
		return false
	}
	f, fi, err := openRegular(root, name+".gz")
	if err != nil {
		return false
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Encoding", "gzip")
	h.Set("Vary", "Accept-Encoding")
	// The type of what the bytes decode to; ServeContent would sniff the
	// gzip bytes when the extension is unknown.
	ct := mime.TypeByExtension(path.Ext(name))
	if ct == "" {
		ct = "application/octet-stream"
	}
	h.Set("Content-Type", ct)
	http.ServeContent(w, r, name, fi.ModTime(), f)
	return true
}

var errNeedsSlash = errors.New("a folder asked for without its slash")

// resolve returns the name under root of the file urlPath asks for: a
// folder's index.html for a folder, never the folder itself (no
// listings).
func resolve(root *os.Root, urlPath string) (string, error) {
	name, ok := fileName(urlPath)
	if !ok {
		return "", fs.ErrNotExist
	}
	if fi, err := root.Stat(name); err == nil && fi.IsDir() {
		if !strings.HasSuffix(urlPath, "/") {
			return "", errNeedsSlash
		}
		name = path.Join(name, "index.html")
	}
	return name, nil
}

// openRegular opens name under root if it is a regular file: not a
// folder (x.gz may be one), a device or a pipe.
func openRegular(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	f, err := root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, fi, nil
}

// fileName turns a URL path into a name under the root: "." for the root
// itself. It refuses dotfiles and dot-folders (.git, .env) and segments too
// long to name a file.
func fileName(urlPath string) (string, bool) {
	name := strings.Trim(path.Clean("/"+urlPath), "/")
	if name == "" {
		return ".", true
	}
	for seg := range strings.SplitSeq(name, "/") {
		if len(seg) > maxSegment || strings.HasPrefix(seg, ".") {
			return "", false
		}
	}
	return name, true
}

// fail answers an error from opening a file: 403 when it may not be read,
// else 404 (missing, a symlink out of the root, a name the system refuses).
func fail(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, fs.ErrPermission) {
		http.Error(w, "403 forbidden", http.StatusForbidden)
		return
	}
	http.NotFound(w, r)
}

// acceptEncoding reads the Accept-Encoding fields of a request (RFC 9110,
// section 12.5.3): the q-value of gzip (named, as x-gzip, or through "*";
// 0 when refused or not listed) and whether the file as it is (identity)
// is acceptable. A malformed q-value counts as 0, so a garbled header
// never gets compression the client may not undo.
func acceptEncoding(fields []string) (gzipQ float64, identityOK bool) {
	gzipQ, identityQ, anyQ := -1.0, -1.0, -1.0
	for _, field := range fields {
		for part := range strings.SplitSeq(field, ",") {
			coding, params, _ := strings.Cut(part, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			q := qValue(params)
			switch coding {
			case "gzip", "x-gzip":
				gzipQ = max(gzipQ, q)
			case "identity":
				identityQ = max(identityQ, q)
			case "*":
				anyQ = max(anyQ, q)
			}
		}
	}
	if gzipQ < 0 {
		// Not named: not sent, even for "*". gzhttp, which compresses the
		// files without a sibling, does the same (clients that send "*"
		// often expect the raw bytes), so both kinds of file agree.
		gzipQ = 0
	}
	if identityQ < 0 {
		identityQ = 1
		if anyQ == 0 {
			identityQ = 0
		}
	}
	return gzipQ, identityQ > 0
}

// qValue reads the weight in the parameters after a coding (" q=0.5"):
// 1 when absent, 0 when malformed.
func qValue(params string) float64 {
	for p := range strings.SplitSeq(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		return parseQ(strings.TrimSpace(v))
	}
	return 1
}

// parseQ parses a qvalue as the RFC spells it: "0" or "1", or one of those
// followed by "." and up to three digits, at most 1.
func parseQ(v string) float64 {
	if v == "" || len(v) > 5 || (v[0] != '0' && v[0] != '1') {
		return 0
	}
	q := float64(v[0] - '0')
	if len(v) > 1 {
		if v[1] != '.' {
			return 0
		}
		scale := 0.1
		for _, c := range v[2:] {
			if c < '0' || c > '9' {
				return 0
			}
			q += float64(c-'0') * scale
			scale /= 10
		}
	}
	return min(q, 1)
}
