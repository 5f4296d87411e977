// Command singlefile writes dist/kubechangelog.html: the built page with its
// styles, scripts and WebAssembly modules inlined, so one file works when
// opened straight from disk (file://), offline, with no server. Each module
// goes in gzip-compressed (main.wasm.gz and parse.wasm.gz, as make dist
// wrote them) and base64-encoded inside a non-executable
// <script type="application/octet-stream" id="wasm-gz"> block (the parse
// module's id="parse-wasm-gz"; the notes' other words, aka.tsv.gz,
// id="aka-gz"); the loader inflates them with the browser's
// DecompressionStream, the parse module when a file is opened. Inline scripts are
// allowed by the page's Content-Security-Policy through their hashes, which
// this command computes, so the policy stays as strict as the hosted page's.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

var (
	scriptTag = regexp.MustCompile(`<script src="([^"]+)"( defer)?></script>`)
	styleTag  = regexp.MustCompile(`<link rel="stylesheet" href="([^"]+)"\s*/?>`)
	cspMeta   = regexp.MustCompile(`(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")`)
)

func main() {
	dist := flag.String("dist", "dist", "the built site")
	out := flag.String("out", "dist/kubechangelog.html", "the single file to write")
	flag.Parse()
	if err := run(*dist, *out); err != nil {
		fmt.Fprintln(os.Stderr, "singlefile:", err)
		os.Exit(1)
	}
}

func run(dist, out string) error {
	read := func(name string) ([]byte, error) { return os.ReadFile(filepath.Join(dist, name)) }
	page, err := read("index.html")
	if err != nil {
		return err
	}
	// The module as make dist compressed it for the server (zopfli),
	// 4% smaller than compress/gzip's best: the file carries it as is.
	gz, err := readGzip(dist, "main.wasm.gz")
	if err != nil {
		return err
	}
	parseGz, err := readGzip(dist, "parse.wasm.gz")
	if err != nil {
		return err
	}
	akaGz, err := readGzip(dist, "aka.tsv.gz")
	if err != nil {
		return err
	}

	var hashes, styleHashes []string
	var failed error
	html := styleTag.ReplaceAllStringFunc(string(page), func(tag string) string {
		css, err := read(styleTag.FindStringSubmatch(tag)[1])
		if err != nil {
			failed = err
			return tag
		}
		styleHashes = append(styleHashes, hash(css))
		return "<style>" + string(css) + "</style>"
	})
	html = scriptTag.ReplaceAllStringFunc(html, func(tag string) string {
		js, err := read(scriptTag.FindStringSubmatch(tag)[1])
		if err != nil {
			failed = err
			return tag
		}
		if bytes.Contains(js, []byte("</script")) {
			failed = fmt.Errorf("%s contains </script and cannot be inlined", tag)
			return tag
		}
		hashes = append(hashes, hash(js))
		// Inline scripts run at once, not deferred: the loader waits for
		// DOMContentLoaded itself, so order is all that matters.
		return "<script>" + string(js) + "</script>"
	})
	if failed != nil {
		return failed
	}
	blob := `<script type="application/octet-stream" id="wasm-gz">` +
		base64.StdEncoding.EncodeToString(gz) + "</script>\n" +
		`<script type="application/octet-stream" id="parse-wasm-gz">` +
		base64.StdEncoding.EncodeToString(parseGz) + "</script>\n" +
		`<script type="application/octet-stream" id="aka-gz">` +
		base64.StdEncoding.EncodeToString(akaGz) + "</script>\n"
	i := strings.LastIndex(html, "</body>")
	if i < 0 {
		return fmt.Errorf("index.html has no </body>")
	}
	html = html[:i] + blob + html[i:]

	if !cspMeta.MatchString(html) {
		return fmt.Errorf("index.html has no Content-Security-Policy meta tag")
	}
	html = cspMeta.ReplaceAllStringFunc(html, func(m string) string {
		parts := cspMeta.FindStringSubmatch(m)
		return parts[1] + policy(parts[2], hashes, styleHashes) + parts[3]
	})
	if err := os.WriteFile(out, []byte(html), 0o644); err != nil {
		return err
	}
	fmt.Printf("singlefile: %s, %.1f MB (modules gzip %.1f MB and %.1f MB)\n", out,
		float64(len(html))/(1<<20), float64(len(gz))/(1<<20), float64(len(parseGz))/(1<<20))
	return nil
}

// readGzip reads a module as make dist compressed it.
func readGzip(dist, name string) ([]byte, error) {
	gz, err := os.ReadFile(filepath.Join(dist, name))
	if err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(gz, []byte{0x1f, 0x8b}) {
		return nil, fmt.Errorf("%s is not gzip", filepath.Join(dist, name))
	}
	return gz, nil
}

// policy rewrites the hosted page's Content-Security-Policy for the single
// file. 'self' is dropped everywhere: on file:// it could mean other files
// on the disk. Scripts and styles are allowed by their hashes only (scripts
// keep 'wasm-unsafe-eval' to compile the module), connections not at all,
// and a directive left with no source becomes 'none'.
func policy(csp string, scripts, styles []string) string {
	var out []string
	for _, d := range strings.Split(csp, ";") {
		f := strings.Fields(d)
		if len(f) == 0 {
			continue
		}
		name, srcs := f[0], slices.DeleteFunc(f[1:], func(s string) bool { return s == "'self'" || s == "'none'" })
		switch name {
		case "script-src":
			srcs = append(slices.Clone(scripts), srcs...)
		case "style-src":
			srcs = append(slices.Clone(styles), srcs...)
		case "connect-src":
			srcs = nil
		}
		if len(srcs) == 0 {
			srcs = []string{"'none'"}
		}
		out = append(out, name+" "+strings.Join(srcs, " "))
	}
	return strings.Join(out, "; ")
}

// hash is a CSP source expression allowing exactly this inline content.
func hash(content []byte) string {
	sum := sha256.Sum256(content)
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}
