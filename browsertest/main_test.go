//go:build !js

package browsertest

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/site"
)

// dist is the built site, relative to this package.
const dist = "../dist"

// One browser and one server serve every test of the binary; each test
// gets a fresh tab (see newTab).
var (
	browser    context.Context
	browserErr error
	server     *httptest.Server
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	server = httptest.NewServer(site.Handler(dist))
	defer server.Close()

	profile, err := os.MkdirTemp("", "kubechangelog-chromium-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(profile)

	opts := []chromedp.ExecAllocatorOption{
		chromedp.Headless,
		chromedp.NoSandbox, // the tests run as root in CI containers
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.WindowSize(1280, 900),
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			opts = append(opts, chromedp.ExecPath(p))
			break
		}
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	if err := chromedp.Do(ctx); err != nil {
		browserErr = fmt.Errorf("starting Chromium (run `make chromium` or install Debian's chromium): %w", err)
	}
	browser = ctx
	return m.Run()
}

// needSite fails the test when the page is not built or the browser did not
// start, saying what to do.
func needSite(tb testing.TB) {
	tb.Helper()
	if _, err := os.Stat(filepath.Join(dist, "index.html")); err != nil {
		tb.Fatalf("%s/index.html is missing: run `make dist` before the browser tests (%v)", dist, err)
	}
	if browserErr != nil {
		tb.Fatal(browserErr)
	}
}

// newTab opens a fresh tab of the shared browser for one test.
func newTab(tb testing.TB) context.Context {
	tb.Helper()
	needSite(tb)
	ctx, cancel := chromedp.NewContext(browser)
	tb.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		tb.Fatalf("opening a tab: %v", err)
	}
	return ctx
}

// engine is the notes store the page embeds, built in the test process to
// compare what the page shows with what the engine returns.
var engine = sync.OnceValues(embed.Store)

func store(tb testing.TB) *notes.Store {
	tb.Helper()
	s, err := engine()
	if err != nil {
		tb.Fatal(err)
	}
	return s
}
