//go:build !js

package browsertest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/kubechangelog/kubechangelog/notes"
)

// openExport opens the export dialog with the keyboard (focus the button,
// Enter) and waits until it shows the view's text.
func openExport(tb testing.TB, ctx context.Context) {
	tb.Helper()
	eval[chromedp.Void](tb, ctx, `document.getElementById('export').focus()`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
		tb.Fatal(err)
	}
	waitFor(tb, ctx, `document.getElementById('export-dialog').open && document.getElementById('export-text').value !== ''`)
	if !eval[bool](tb, ctx, `document.getElementById('export-dialog').contains(document.activeElement)`) {
		tb.Error("the open dialog does not hold the keyboard focus")
	}
}

// exportFormat picks Markdown or JSON in the open dialog and returns its text.
func exportFormat(tb testing.TB, ctx context.Context, format string) string {
	tb.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(fmt.Sprintf(`#export-dialog input[name="export-format"][value="%s"]`, format))); err != nil {
		tb.Fatal(err)
	}
	return eval[string](tb, ctx, `document.getElementById('export-text').value`)
}

// runCLI runs the command line the dialog shows (kubechangelog … -o FORMAT)
// with the repository's cmd/kubechangelog and returns what it prints.
func runCLI(tb testing.TB, command string) string {
	tb.Helper()
	if !strings.HasPrefix(command, "kubechangelog ") {
		tb.Fatalf("the dialog shows the command %q", command)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		tb.Fatalf("running the command line needs the go tool: %v", err)
	}
	// The shell reads the dialog's quoting; "kubechangelog" runs this
	// repository's command (go run caches the binary).
	cmd := exec.Command("sh", "-c", `kubechangelog() { "$GO" run ../cmd/kubechangelog "$@"; }; `+command)
	cmd.Env = append(os.Environ(), "GO="+goTool)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		tb.Fatalf("%s: %v\n%s", command, err, stderr.String())
	}
	return string(out)
}

// standardKinds are the headings every exported summary has, "None" under
// the empty ones.
var standardKinds = []string{"Deprecation", "API Change", "Feature", "Documentation", "Failing Test", "Bug or Regression", "Other (Cleanup or Flake)"}

// TestExportSingleRelease: the dialog shows the golden summary of
// v1.30.0 for SIG Cluster Lifecycle, the bytes `kubechangelog query`
// prints, in Markdown and JSON; Esc closes it and gives the focus back.
func TestExportSingleRelease(t *testing.T) {
	s := store(t)
	const frag = "version=v1.30.0&sig=cluster-lifecycle"
	golden, err := os.ReadFile("../notes/testdata/export-v1.30.0-cluster-lifecycle.md")
	if err != nil {
		t.Fatal(err)
	}
	ctx := newTab(t)
	open(t, ctx, frag)
	openExport(t, ctx)
	md := eval[string](t, ctx, `document.getElementById('export-text').value`)
	if md != string(golden) {
		t.Errorf("the dialog's Markdown differs from notes/testdata/export-v1.30.0-cluster-lifecycle.md:\n%s", md)
	}
	st, _ := notes.ParseFragment(frag)
	res := s.Query(st)
	for _, k := range standardKinds {
		if !strings.Contains(md, "\n### "+k+"\n\n") {
			t.Errorf("the Markdown lacks the heading %q", k)
		}
		empty := true
		for _, id := range res.IDs {
			if string(s.Note(id).Kind) == k {
				empty = false
			}
		}
		if empty && !strings.Contains(md, "\n### "+k+"\n\nNone\n") {
			t.Errorf("the Markdown has no None under the empty heading %q", k)
		}
	}
	checkA11y(t, ctx)
	command := eval[string](t, ctx, `document.getElementById('export-command').textContent`)
	if want := "kubechangelog query --version v1.30.0 --sig cluster-lifecycle -o markdown"; command != want {
		t.Errorf("the dialog shows the command %q, want %q", command, want)
	}
	if out := runCLI(t, command); out != md {
		t.Errorf("`%s` prints other bytes than the dialog shows:\n%s", command, out)
	}

	js := exportFormat(t, ctx, "json")
	want, err := s.JSON(res)
	if err != nil {
		t.Fatal(err)
	}
	if js != string(want)+"\n" {
		t.Errorf("the dialog's JSON is not the engine's:\n%.400s", js)
	}
	command = eval[string](t, ctx, `document.getElementById('export-command').textContent`)
	if out := runCLI(t, command); out != js {
		t.Errorf("`%s` prints other bytes than the dialog shows", command)
	}

	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!document.getElementById('export-dialog').open`)
	waitFor(t, ctx, `document.activeElement === document.getElementById('export')`)
}

// TestExportComparison: for a compare state the dialog shows what
// `kubechangelog diff` prints for it, and Download saves the same bytes
// under a name that says the view.
func TestExportComparison(t *testing.T) {
	s := store(t)
	const frag = "from=v1.29.0&to=v1.30.3&sig=node&kind=Bug+or+Regression"
	st, _ := notes.ParseFragment(frag)
	res := s.Query(st)
	if res.Comparison == nil || len(res.Comparison.Security) == 0 {
		t.Fatalf("want a comparison with security fixes for %s", frag)
	}
	ctx := newTab(t)
	open(t, ctx, frag)
	openExport(t, ctx)
	md := eval[string](t, ctx, `document.getElementById('export-text').value`)
	if want := s.DiffMarkdown(res, res.Comparison); md != want {
		t.Errorf("the dialog's Markdown is not the engine's DiffMarkdown:\n%s\nwant\n%s", md, want)
	}
	command := eval[string](t, ctx, `document.getElementById('export-command').textContent`)
	if want := "kubechangelog diff --from v1.29.0 --to v1.30.3 --sig node --kind 'Bug or Regression' -o markdown"; command != want {
		t.Errorf("the dialog shows the command %q, want %q", command, want)
	}
	if out := runCLI(t, command); out != md {
		t.Errorf("`%s` prints other bytes than the dialog shows:\n%s", command, out)
	}
	md2 := download(t, ctx, "kubechangelog-v1.29.0-v1.30.3-node-bug-or-regression.md")
	if md2 != md {
		t.Errorf("the downloaded file differs from the dialog's text:\n%s", md2)
	}

	js := exportFormat(t, ctx, "json")
	command = eval[string](t, ctx, `document.getElementById('export-command').textContent`)
	if out := runCLI(t, command); out != js {
		t.Errorf("`%s` prints other bytes than the dialog shows:\n%.400s", command, js)
	}
	if got := download(t, ctx, "kubechangelog-v1.29.0-v1.30.3-node-bug-or-regression.json"); got != js {
		t.Errorf("the downloaded JSON differs from the dialog's text")
	}
}

// download clicks the dialog's Download button with Chromium saving files
// to a temporary directory, checks the name the page gave the file, and
// returns its content.
func download(tb testing.TB, ctx context.Context, wantName string) string {
	tb.Helper()
	dir := tb.TempDir()
	if _, err := chromedp.CallBrowser(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: new(true),
	}); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		_, _ = chromedp.CallBrowser(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorDefault})
	})
	var mu sync.Mutex
	names := map[string]string{} // guid → suggested name
	done := make(chan string, 4)
	if err := chromedp.ListenBrowser(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *cdpbrowser.EventDownloadWillBegin:
			mu.Lock()
			names[ev.GUID] = ev.SuggestedFilename
			mu.Unlock()
		case *cdpbrowser.EventDownloadProgress:
			if ev.State == cdpbrowser.DownloadProgressStateCompleted {
				select {
				case done <- ev.GUID:
				default:
				}
			}
		}
	}); err != nil {
		tb.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Click("#export-download")); err != nil {
		tb.Fatal(err)
	}
	var guid string
	select {
	case guid = <-done:
	case <-time.After(10 * time.Second):
		tb.Fatal("no download completed")
	}
	mu.Lock()
	name := names[guid]
	mu.Unlock()
	if name != wantName {
		tb.Errorf("the download is named %q, want %q", name, wantName)
	}
	b, err := os.ReadFile(filepath.Join(dir, guid))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// keepDownloads makes the page's Blobs readable by the test: each Blob
// made from then on (a Download's) is kept in window.__blobs.
func keepDownloads(t *testing.T, ctx context.Context) {
	t.Helper()
	eval[chromedp.Void](t, ctx, `(() => { const B = window.Blob; window.__blobs = []; window.Blob = function(parts, o) { const b = new B(parts, o); __blobs.push(b); return b; }; })()`)
}

// grantClipboard lets the page of ctx read and write the clipboard, until
// the test ends.
func grantClipboard(t *testing.T, ctx context.Context) {
	t.Helper()
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.CallBrowser(ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: name}, Setting: cdpbrowser.PermissionSettingGranted, Origin: server.URL,
		}); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		_, _ = chromedp.CallBrowser(ctx, cdpbrowser.ResetPermissions, cdpbrowser.ResetPermissionsParams{})
	})
	// A headless tab never has the focus the clipboard asks for.
	if _, err := chromedp.Call(ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
}

// TestExportCopy copies with the clipboard granted (the text lands on it,
// "Copied" shows) and refused (the text is selected for the person).
func TestExportCopy(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "version=v1.30.0&sig=cluster-lifecycle")
	grantClipboard(t, ctx)
	openExport(t, ctx)
	text := eval[string](t, ctx, `document.getElementById('export-text').value`)
	if err := chromedp.Do(ctx, chromedp.Click("#export-copy")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('export-status').textContent !== ''`)
	if status := eval[string](t, ctx, `document.getElementById('export-status').textContent`); status != "Copied" {
		t.Errorf("after copying the dialog says %q, want \"Copied\"", status)
	}
	if got := eval[string](t, ctx, `navigator.clipboard.readText()`, chromedp.EvalAwaitPromise); got != text {
		t.Errorf("the clipboard holds %.200q, want the dialog's text", got)
	}

	// Refused: the text is selected, and the dialog says what happened.
	eval[chromedp.Void](t, ctx, `navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'))`)
	eval[chromedp.Void](t, ctx, `document.getElementById('export-status').textContent = ''`)
	if err := chromedp.Do(ctx, chromedp.Click("#export-copy")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('export-status').textContent !== ''`)
	if !eval[bool](t, ctx, `(() => {
  const t = document.getElementById('export-text');
  return document.activeElement === t && t.selectionStart === 0 && t.selectionEnd === t.value.length;
})()`) {
		t.Error("with the clipboard refused the text is not selected")
	}
}

// TestExportFollowsBack opens the dialog on a search, then goes Back to the
// view before it (as the browser's Back button or Alt+← would, with the
// dialog open): the dialog's text is the export of the view now shown.
func TestExportFollowsBack(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "version=v1.30.0&sig=cluster-lifecycle")
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`#q`), "kubeadm")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubeadm'`)
	waitSettled(t, ctx)
	openExport(t, ctx)
	searched := eval[string](t, ctx, `document.getElementById('export-text').value`)
	eval[chromedp.Void](t, ctx, `history.back()`)
	waitFor(t, ctx, `document.getElementById('results').dataset.query === ''`)
	waitSettled(t, ctx)
	st, _ := notes.ParseFragment("version=v1.30.0&sig=cluster-lifecycle")
	want := s.Markdown(s.Query(st))
	got := eval[string](t, ctx, `document.getElementById('export-text').value`)
	if got == searched || got != want {
		t.Errorf("after Back the dialog shows %d bytes (the search's export: %v), want the %d of the view shown", len(got), got == searched, len(want))
	}
	if !eval[bool](t, ctx, `document.getElementById('export-dialog').open`) {
		t.Error("Back closed the dialog")
	}
}

// TestMarkdownExportNamesTheGroup: the plain Markdown export of a SIG view
// opens a note split from an old layout's group with the group's words, as
// the write-up does (notes: TestWriteUpNamesTheGroupOfASplitNote), and the
// dialog shows the bytes the command it names prints: v1.7.0 × SIG
// Network's "* Kube-proxy" items under "### **Networking**", and v1.6.0 →
// v1.8.0 × SIG Apps, in Japanese, v1.7.0's "DaemonSet" deprecation.
func TestMarkdownExportNamesTheGroup(t *testing.T) {
	s := store(t)
	for _, c := range []struct{ frag, command, has string }{
		{"version=v1.7.0&sig=network", "kubechangelog query --version v1.7.0 --sig network -o markdown",
			"- *Networking / Kube-proxy:* ratelimit runs of iptables by sync-period flags (#46266, @thockin) [sig/network]\n"},
		{"lang=ja&from=v1.6.0&to=v1.8.0&sig=apps", "kubechangelog diff --from v1.6.0 --to v1.8.0 --sig apps -o markdown",
			"- *DaemonSet:* "},
	} {
		st, _ := notes.ParseFragment(c.frag)
		res := s.Query(st)
		want := s.Markdown(res)
		if res.Comparison != nil {
			want = s.DiffMarkdown(res, res.Comparison) // its "Before you upgrade" first
		}
		ctx := newTab(t)
		open(t, ctx, c.frag)
		openExport(t, ctx)
		md := exportFormat(t, ctx, "markdown")
		if md != want {
			t.Errorf("%s: the dialog's Markdown is not the engine's:\n%.600s", c.frag, md)
		}
		if !strings.Contains(md, c.has) {
			t.Errorf("%s: the dialog's Markdown lacks %q", c.frag, c.has)
		}
		command := eval[string](t, ctx, `document.getElementById('export-command').textContent`)
		if command != c.command {
			t.Errorf("%s: the dialog shows the command %q, want %q", c.frag, command, c.command)
		}
		if out := runCLI(t, command); out != md {
			t.Errorf("%s: `%s` prints other bytes than the dialog shows", c.frag, command)
		}
	}
}
