package main

import (
	"bytes"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// edge runs the command as main does: its exit status and both streams.
func edge(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = runMain(args, &out, &errb)
	return code, out.String(), errb.String()
}

// refused checks the rule for bad input: exit status 2, exactly the one
// line want on stderr, nothing on stdout.
func refused(t *testing.T, want string, args ...string) {
	t.Helper()
	code, stdout, stderr := edge(t, args...)
	if code != 2 || stderr != "kubechangelog: "+want+"\n" || stdout != "" {
		t.Errorf("%q: exit %d, stderr %q, stdout %.80q\nwant exit 2, stderr %q, no stdout", args, code, stderr, stdout, "kubechangelog: "+want+"\n")
	}
}

func TestHelpIsExitZeroOnStdout(t *testing.T) {
	for _, cmd := range []string{"parse", "query", "diff", "gates", "serve", "update-data"} {
		code, stdout, stderr := edge(t, cmd, "-h")
		if code != 0 || stderr != "" || !strings.HasPrefix(stdout, "usage: kubechangelog "+cmd+" [flags]\n") {
			t.Errorf("%s -h: exit %d, stderr %q, stdout %.60q; want exit 0, the usage on stdout", cmd, code, stderr, stdout)
		}
		if !strings.Contains(stdout, "given twice") {
			t.Errorf("%s -h does not say what a repeated flag does:\n%s", cmd, stdout)
		}
	}
	// The list flags say that their values add up.
	_, stdout, _ := edge(t, "query", "-h")
	if !strings.Contains(stdout, "--sig node --sig storage and --sig node,storage both list the notes of either SIG") {
		t.Errorf("query -h does not say that --sig a --sig b is a union:\n%s", stdout)
	}
}

func TestFlagMistakesAreOneSentence(t *testing.T) {
	refused(t, "query: flag provided but not defined: -bogus; see kubechangelog query -h", "query", "--bogus")
	refused(t, "diff: flag needs an argument: -to; see kubechangelog diff -h", "diff", "--from", "v1.30.0", "--to")
	refused(t, "gates: flag provided but not defined: -version; see kubechangelog gates -h", "gates", "--version", "v1.30.0")
	refused(t, `unknown command "querry"; run kubechangelog -h for the commands`, "querry")
}

func TestOneValueFlagsRefuseASecond(t *testing.T) {
	refused(t, `query: --version is given twice ("v1.30.0", then "v1.29.0"); it takes one value`, "query", "--version", "v1.30.0", "--version", "v1.29.0")
	refused(t, `diff: --from is given twice ("v1.30.0", then "v1.29.0"); it takes one value`, "diff", "--from", "v1.30.0", "--to", "v1.31.0", "--from", "v1.29.0")
	refused(t, `gates: -o is given twice ("json", then "text"); it takes one value`, "gates", "-o", "json", "-o", "text")
	// A list flag's values add up: --sig a --sig b is --sig a,b.
	_, one, _ := edge(t, "query", "--version", "v1.30.0", "--sig", "node,storage", "-o", "json")
	code, two, stderr := edge(t, "query", "--version", "v1.30.0", "--sig", "node", "--sig", "storage", "-o", "json")
	if code != 0 || two != one || !strings.Contains(two, `"node"`) || !strings.Contains(two, `"storage"`) {
		t.Errorf("--sig node --sig storage: exit %d, %s; want the notes of --sig node,storage", code, stderr)
	}
}

func TestEmptyValuesAreRefused(t *testing.T) {
	refused(t, "query: --version is empty; give it a value or leave it out", "query", "--version", "")
	refused(t, "query: --sig is empty; give it a value or leave it out", "query", "--sig", "node", "--sig", "")
	refused(t, "query: --lang is empty; give it a value or leave it out", "query", "--lang", " ")
	refused(t, "query: --file is empty; give it a value or leave it out", "query", "--file", "")
	refused(t, "diff: --to is empty; give it a value or leave it out", "diff", "--from", "v1.30.0", "--to", "")
	refused(t, "gates: --stage is empty; give it a value or leave it out", "gates", "--stage", "")
	refused(t, "serve: --addr is empty; give it a value or leave it out", "serve", "--addr", "")
	refused(t, "a file name is empty; name a release-notes file", "parse", "")
	// An empty search is no search, as the page's empty box.
	code, stdout, _ := edge(t, "query", "-q", "", "--version", "v1.30.0-rc.1")
	_, want, _ := edge(t, "query", "--version", "v1.30.0-rc.1")
	if code != 0 || stdout != want {
		t.Errorf("-q '': exit %d, want the notes of the release", code)
	}
}

// TestVersionSpellings: what names a release is the same in query, diff
// and gates: a "v" or not, any case, spaces around.
func TestVersionSpellings(t *testing.T) {
	_, want, _ := edge(t, "query", "--version", "v1.30.0-rc.1", "-o", "json")
	for _, v := range []string{"1.30.0-rc.1", "V1.30.0-RC.1", " v1.30.0-rc.1 "} {
		code, stdout, stderr := edge(t, "query", "--version", v, "-o", "json")
		if code != 0 || stdout != want {
			t.Errorf("query --version %q: exit %d, %s; want v1.30.0-rc.1's notes", v, code, stderr)
		}
	}
	_, want, _ = edge(t, "diff", "--from", "v1.30.0", "--to", "v1.30.2", "-o", "json")
	if code, stdout, stderr := edge(t, "diff", "--from", "V1.30.0", "--to", "1.30.2", "-o", "json"); code != 0 || stdout != want {
		t.Errorf("diff --from V1.30.0 --to 1.30.2: exit %d, %s; want v1.30.0 → v1.30.2", code, stderr)
	}
	_, want, _ = edge(t, "gates", "--from", "v1.30.0", "--to", "v1.31.0", "-o", "json")
	if code, stdout, stderr := edge(t, "gates", "--from", "V1.30.0", "--to", "V1.31.0", "-o", "json"); code != 0 || stdout != want {
		t.Errorf("gates --from V1.30.0 --to V1.31.0: exit %d, %s; want v1.30.0 → v1.31.0", code, stderr)
	}
	// A minor alone is no release: refused with the releases it may mean.
	refused(t, "there is no release v1.30 (nearest: v1.30.0, v1.30.1, v1.30.0-rc.2)", "query", "--version", "v1.30")
	refused(t, "there is no release v1.30 (nearest: v1.30.0, v1.30.1, v1.30.0-rc.2)", "diff", "--from", "1.30", "--to", "v1.31.0")
	// 1.11 is a minor line the shipped data skips, not a typo: said so,
	// in one sentence, rather than "nearest: v1.10.0, v1.12.0".
	const no111 = "there is no release v1.11.0: the shipped notes hold no 1.11 release at all (they have no file of 1.11; see the README)"
	refused(t, no111, "query", "--version", "v1.11.0")
	refused(t, no111, "diff", "--from", "v1.11.0", "--to", "v1.30.2")
	refused(t, strings.Replace(no111, "v1.11.0", "v1.11.3", 1), "query", "--version", "1.11.3")
	// Past the newest minor it is a version to correct.
	refused(t, "there is no release v1.99.0 (nearest: v1.37.0, v1.37.0-alpha.1, v1.36.0)", "query", "--version", "v1.99.0")
	// B older than A is a mistake to say, not a reversed diff.
	refused(t, "from v1.31.0 is newer than to v1.30.0; swap them", "diff", "--from", "v1.31.0", "--to", "V1.30.0")
}

func TestPositionalArgumentsAreRefused(t *testing.T) {
	refused(t, `serve: unexpected argument "dist"`, "serve", "dist")
	refused(t, `update-data: unexpected argument "now"`, "update-data", "now")
	refused(t, `query: unexpected argument "node"`, "query", "--", "node")
}

func TestFilesNamedOddly(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "..", "embed", "data", "changelog", "CHANGELOG-1.30.md"))
	if err != nil {
		t.Fatal(err)
	}
	md := filepath.Join(dir, "CHANGELOG-1.30.md")
	if err := os.WriteFile(md, src, 0o644); err != nil {
		t.Fatal(err)
	}
	refused(t, md+" is named twice; name each file once", "parse", md, md)
	refused(t, md+" and "+dir+"/./CHANGELOG-1.30.md are the same file; name it once", "parse", md, dir+"/./CHANGELOG-1.30.md")
	refused(t, md+" is named twice; name each file once", "query", "--file", md, "--file", md)
	refused(t, "- (standard input) is not read; save the notes to a file and name it", "parse", "-")
	refused(t, "- (standard input) is not read; save the notes to a file and name it", "query", "--file", "-")

	// UTF-16, as Windows PowerShell's > writes it: BOM, then two bytes a
	// character for the upstream text.
	u16 := []byte{0xff, 0xfe}
	for _, r := range string(src[:4096]) {
		u16 = append(u16, byte(r), byte(r>>8))
	}
	name := filepath.Join(dir, "ps.md")
	if err := os.WriteFile(name, u16, 0o644); err != nil {
		t.Fatal(err)
	}
	refused(t, name+" is UTF-16 text; save it as UTF-8", "parse", name)
}

func TestServeCannotListen(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	busy := ln.Addr().String()
	refused(t, `serve: cannot listen on "`+busy+`": address already in use`, "serve", "--dir", dir, "--addr", busy)
	refused(t, `serve: cannot listen on "nonsense": address nonsense: missing port in address`, "serve", "--dir", dir, "--addr", "nonsense")
	refused(t, `serve: cannot listen on "127.0.0.1:99999": address 99999: invalid port`, "serve", "--dir", dir, "--addr", "127.0.0.1:99999")
}

// TestUpdateDataFetchesNothingOnBadInput: a wrong --dir or --base is said
// before any request, so no test (and no typo) reaches upstream.
func TestUpdateDataFetchesNothingOnBadInput(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		http.NotFound(w, r)
	}))
	defer srv.Close()
	missing := filepath.Join(t.TempDir(), "nope")
	refused(t, "update-data: "+missing+" is not a folder; run it from the repository's root or give --dir", "update-data", "--dir", missing, "--base", srv.URL)
	refused(t, `update-data: --base "file:///etc" is not an http(s) address`, "update-data", "--dir", t.TempDir(), "--base", "file:///etc")
	if n := hits.Load(); n != 0 {
		t.Errorf("bad input still sent %d requests", n)
	}
}
