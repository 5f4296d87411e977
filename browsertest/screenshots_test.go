//go:build screenshots && !js

package browsertest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestScreenshots writes the README's pictures of the page to
// docs/screenshots/: a phone and a desktop viewport, each in the light and
// the dark theme. It is built only with -tags screenshots (make
// screenshots), so `make test` neither runs nor counts it.
func TestScreenshots(t *testing.T) {
	const frag = "version=v1.37.0&sig=node"
	out := filepath.Join("..", "docs", "screenshots")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, size := range []struct {
		name string
		w, h int64
	}{{"phone", 390, 844}, {"desktop", 1440, 900}} {
		for _, theme := range []string{"light", "dark"} {
			t.Run(size.name+"-"+theme, func(t *testing.T) {
				ctx := newTab(t)
				if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
					t.Fatal(err)
				}
				forgetPrefs(t, ctx)
				prefersScheme(t, ctx, theme)
				open(t, ctx, frag)
				if got := eval[string](t, ctx, `document.documentElement.dataset.theme`); got != theme {
					t.Fatalf("data-theme is %q with prefers-color-scheme %s", got, theme)
				}
				png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
				if err != nil {
					t.Fatal(err)
				}
				name := filepath.Join(out, size.name+"-"+theme+".png")
				if err := os.WriteFile(name, png, 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("%s: %d bytes", name, len(png))
			})
		}
	}
}
