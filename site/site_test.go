package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
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

// fixture is a served folder with a page, a precompressed module, a
// sub-folder with and without a page, dotfiles and symlinks, next to a
// secret outside it.
func fixture(t *testing.T) (dir string, srv *httptest.Server) {
	t.Helper()
	base := t.TempDir()
	dir = filepath.Join(base, "dist")
	outside := filepath.Join(base, "outside")
	for _, d := range []string{dir, outside, filepath.Join(dir, "sub"), filepath.Join(dir, "empty"), filepath.Join(dir, ".git")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(name, body string) {
		if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(outside, "secret.txt"), "TOP SECRET")
	write(filepath.Join(dir, "index.html"), "<!doctype html><title>x</title>"+strings.Repeat("<p>hello</p>", 200))
	write(filepath.Join(dir, "small.css"), "p{}")
	write(filepath.Join(dir, "sub", "index.html"), "sub page")
	write(filepath.Join(dir, "sub", "note.txt"), "a note")
	write(filepath.Join(dir, ".env"), "TOKEN=1")
	write(filepath.Join(dir, "sub", ".hidden"), "hidden")
	write(filepath.Join(dir, ".git", "config"), "[core]")
	wasm := bytes.Repeat([]byte("\x00asm module bytes "), 1000)
	write(filepath.Join(dir, "main.wasm"), string(wasm))
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	write(filepath.Join(dir, "main.wasm.gz"), gz.String())
	links := map[string]string{
		"passwd":       "/etc/passwd",
		"secret.txt":   "../outside/secret.txt",
		"out":          "../outside",
		"abs":          outside,
		"sub/up":       "../../outside/secret.txt",
		"inside.txt":   "sub/note.txt", // stays inside: served
		"sub/page.txt": "../sub/note.txt",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, filepath.FromSlash(name))); err != nil {
			t.Fatal(err)
		}
	}
	srv = httptest.NewServer(Handler(dir))
	t.Cleanup(srv.Close)
	return dir, srv
}

// do sends one request without the transport's own gzip handling and
// returns the response with its body read.
func do(t *testing.T, method, url string, header ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(body)
}

func TestHandlerServesOnlyFilesInsideDir(t *testing.T) {
	_, srv := fixture(t)
	for _, tc := range []struct {
		path   string
		status int
		body   string // when 200: the body
	}{
		{"/", 200, "<!doctype html>"},
		{"/sub/", 200, "sub page"},
		{"/sub/note.txt", 200, "a note"},
		{"/inside.txt", 200, "a note"},
		{"/sub/page.txt", 200, "a note"},
		// Symlinks that leave the folder, absolute or relative, to a file
		// or to a folder.
		{"/passwd", 404, ""},
		{"/secret.txt", 404, ""},
		{"/out/secret.txt", 404, ""},
		{"/abs/secret.txt", 404, ""},
		{"/sub/up", 404, ""},
		{"/../outside/secret.txt", 404, ""},
		{"/%2e%2e/outside/secret.txt", 404, ""},
		// No listings: a folder without a page is not found.
		{"/empty/", 404, ""},
		{"/out/", 404, ""},
		// No dotfiles or dot-folders.
		{"/.env", 404, ""},
		{"/.git/config", 404, ""},
		{"/.git/", 404, ""},
		{"/sub/.hidden", 404, ""},
		// Segments too long to name a file, a NUL: 404, never 500.
		{"/" + strings.Repeat("a", 256), 404, ""},
		{"/" + strings.Repeat("a", 4000) + "/x", 404, ""},
		{"/sub/" + strings.Repeat("é", 200), 404, ""},
		{"/a%00b", 404, ""},
	} {
		resp, body := do(t, "GET", srv.URL+tc.path)
		if resp.StatusCode != tc.status {
			t.Errorf("GET %.60s: status %d, want %d", tc.path, resp.StatusCode, tc.status)
		}
		if tc.status == 200 && !strings.HasPrefix(body, tc.body) {
			t.Errorf("GET %.60s: body %.40q, want %q", tc.path, body, tc.body)
		}
		if tc.status != 200 && (strings.Contains(body, "SECRET") || strings.Contains(body, "root:") || strings.Contains(body, "<a href")) {
			t.Errorf("GET %.60s: the refusal leaks %.80q", tc.path, body)
		}
	}
	// A folder without its slash is sent to the slash, as static hosts do.
	resp, _ := do(t, "GET", srv.URL+"/sub")
	if resp.StatusCode != http.StatusMovedPermanently || resp.Header.Get("Location") != "/sub/" {
		t.Errorf("GET /sub: %d to %q, want 301 to /sub/", resp.StatusCode, resp.Header.Get("Location"))
	}
}

func TestHandlerRefusesOtherMethods(t *testing.T) {
	_, srv := fixture(t)
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"} {
		resp, _ := do(t, m, srv.URL+"/")
		if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s /: %d, Allow %q; want 405 with Allow: GET, HEAD", m, resp.StatusCode, resp.Header.Get("Allow"))
		}
	}
	resp, body := do(t, "HEAD", srv.URL+"/main.wasm")
	if resp.StatusCode != 200 || body != "" || resp.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("HEAD /main.wasm: %d, %q, %d bytes", resp.StatusCode, resp.Header.Get("Content-Type"), len(body))
	}
}

func TestHandlerHonoursAcceptEncoding(t *testing.T) {
	_, srv := fixture(t)
	// gzhttp answers zstd when the client prefers it: compressed all the
	// same.
	for _, tc := range []struct {
		accept string
		gzip   bool
	}{
		{"gzip", true},
		{"gzip, deflate, br, zstd", true},
		{"GZIP;Q=0.5", true},
		{"br;q=1.0, gzip;q=0.8, *;q=0.1", true},
		{"gzip;q=0", false},
		{"gzip; q=0.000", false},
		{"gzip;q=0, identity", false},
		{"br, gzip;q=0", false},
		{"gzip;q=abc", false},
		{"gzip;q=2", false},
		{"*;q=0", false},
		{"identity", false},
		{"br", false},
		{"", false},
	} {
		for _, file := range []string{"/main.wasm", "/"} {
			resp, _ := do(t, "GET", srv.URL+file, "Accept-Encoding", tc.accept)
			ce := resp.Header.Get("Content-Encoding")
			if got := ce == "gzip" || ce == "zstd"; got != tc.gzip || resp.StatusCode != 200 {
				t.Errorf("GET %s with Accept-Encoding %q: %d, Content-Encoding %q; want compressed %v", file, tc.accept, resp.StatusCode, ce, tc.gzip)
			}
		}
	}
	// Identity refused: even a file too small to be worth compressing goes
	// gzipped.
	resp, _ := do(t, "GET", srv.URL+"/small.css", "Accept-Encoding", "gzip, identity;q=0")
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("small file with identity;q=0: Content-Encoding %q, want gzip", resp.Header.Get("Content-Encoding"))
	}
	resp, _ = do(t, "GET", srv.URL+"/small.css", "Accept-Encoding", "gzip")
	if resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("small file with identity allowed: Content-Encoding %q, want none", resp.Header.Get("Content-Encoding"))
	}
}

func TestHandlerSendsSecurityHeaders(t *testing.T) {
	_, srv := fixture(t)
	for _, p := range []string{"/", "/main.wasm", "/nope", "/.env"} {
		resp, _ := do(t, "GET", srv.URL+p, "Accept-Encoding", "gzip")
		if resp.Header.Get("Content-Security-Policy") != Policy || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: CSP %q, nosniff %q", p, resp.Header.Get("Content-Security-Policy"), resp.Header.Get("X-Content-Type-Options"))
		}
	}
	resp, _ := do(t, "POST", srv.URL+"/")
	if !strings.Contains(resp.Header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
		t.Errorf("a refused method has no framing policy: %q", resp.Header.Get("Content-Security-Policy"))
	}
	// A page with a policy of its own (the prerendered index.html's inline
	// script, the single file's inline scripts and styles, allowed by
	// hashes) gets that policy and frame-ancestors: both policies apply,
	// so the header must allow what the page's own does.
	dir, srv := fixture(t)
	own := "default-src 'none'; script-src 'sha256-abc=' 'wasm-unsafe-eval'; style-src 'sha256-def='"
	page := `<!doctype html><meta http-equiv="Content-Security-Policy" content="` + own + `"><title>x</title>`
	if err := os.WriteFile(filepath.Join(dir, "kubechangelog.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	resp, body := do(t, "GET", srv.URL+"/kubechangelog.html")
	if csp := resp.Header.Get("Content-Security-Policy"); csp != own+"; frame-ancestors 'none'" || body != page {
		t.Errorf("a page with its own policy: CSP %q, body intact %v", csp, body == page)
	}
}

// TestPolicyIsThePagePolicy keeps the header policy equal to the meta
// policy of web/index.html, plus frame-ancestors, which only a header may
// set.
func TestPolicyIsThePagePolicy(t *testing.T) {
	b, err := os.ReadFile("../web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]*)"`).FindSubmatch(b)
	if m == nil {
		t.Fatal("web/index.html has no Content-Security-Policy meta tag")
	}
	directives := func(p string) []string {
		var out []string
		for d := range strings.SplitSeq(p, ";") {
			if d = strings.Join(strings.Fields(d), " "); d != "" {
				out = append(out, d)
			}
		}
		slices.Sort(out)
		return out
	}
	want := directives(string(m[1]) + "; frame-ancestors 'none'")
	if got := directives(Policy); !slices.Equal(got, want) {
		t.Errorf("header policy\n%q\nwant the page's meta policy plus frame-ancestors\n%q", got, want)
	}
}

func TestNewServerHasTimeouts(t *testing.T) {
	s := NewServer(http.NotFoundHandler())
	for name, d := range map[string]time.Duration{
		"ReadHeaderTimeout": s.ReadHeaderTimeout,
		"ReadTimeout":       s.ReadTimeout,
		"WriteTimeout":      s.WriteTimeout,
		"IdleTimeout":       s.IdleTimeout,
	} {
		if d <= 0 || d > 2*time.Minute {
			t.Errorf("%s = %v, want a bound under two minutes", name, d)
		}
	}
}
