package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPolicyOfTheShippedPage rewrites the policy web/index.html ships and
// checks the single file allows nothing but its own inline scripts and
// styles and compiling WebAssembly.
func TestPolicyOfTheShippedPage(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "..", "web", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	m := cspMeta.FindStringSubmatch(string(page))
	if m == nil {
		t.Fatal("web/index.html has no Content-Security-Policy meta tag")
	}
	got := policy(m[2], []string{"'sha256-AAA='", "'sha256-BBB='"}, []string{"'sha256-CCC='"})
	dirs := map[string]string{}
	for _, d := range strings.Split(got, "; ") {
		name, srcs, _ := strings.Cut(d, " ")
		dirs[name] = srcs
	}
	want := map[string]string{
		"default-src": "'none'",
		"script-src":  "'sha256-AAA=' 'sha256-BBB=' 'wasm-unsafe-eval'",
		"style-src":   "'sha256-CCC='",
		"connect-src": "'none'",
		"object-src":  "'none'",
		"base-uri":    "'none'",
		"form-action": "'none'",
	}
	for name, srcs := range want {
		if dirs[name] != srcs {
			t.Errorf("%s = %q, want %q (policy %q)", name, dirs[name], srcs, got)
		}
	}
	if strings.Contains(got, "'self'") || regexp.MustCompile(`unsafe-inline|\*|https?:|data:`).MatchString(got) {
		t.Errorf("policy %q allows more than the page's own inline code", got)
	}
}
