//go:build !js

package browsertest

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// prefersScheme makes the tab's system colour scheme "light" or "dark",
// as a person's operating system setting would.
func prefersScheme(tb testing.TB, ctx context.Context, scheme string) {
	tb.Helper()
	_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
	})
	if err != nil {
		tb.Fatal(err)
	}
}

// forgetPrefs removes the stored theme and language when the test ends:
// every tab shares one profile and origin, and a choice left behind would
// change the pages of the tests that follow.
func forgetPrefs(tb testing.TB, ctx context.Context) {
	tb.Helper()
	tb.Cleanup(func() {
		_, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.removeItem('kubechangelog.theme'); localStorage.removeItem('kubechangelog.lang')`))
		if err != nil {
			tb.Errorf("forgetting the stored preferences: %v", err)
		}
	})
}

const bodyBackground = `getComputedStyle(document.body).backgroundColor`

// TestThemeFollowsSystemAndToggleIsRemembered: the system's scheme by
// default; the toggle's choice outlives a reload; toggling back to the
// system's scheme follows the system again.
func TestThemeFollowsSystemAndToggleIsRemembered(t *testing.T) {
	ctx := newTab(t)
	forgetPrefs(t, ctx)
	prefersScheme(t, ctx, "light")
	open(t, ctx, "version=v1.24.0")
	light := eval[string](t, ctx, bodyBackground)
	if light != "rgb(255, 255, 255)" {
		t.Errorf("the light theme's background is %s, want white", light)
	}
	if got := eval[string](t, ctx, `document.getElementById('theme').getAttribute('aria-pressed')`); got != "false" {
		t.Errorf("the dark theme button says aria-pressed=%s in the light theme", got)
	}

	if err := chromedp.Do(ctx, chromedp.Click("#theme")); err != nil {
		t.Fatal(err)
	}
	dark := eval[string](t, ctx, bodyBackground)
	if dark == light {
		t.Fatalf("the theme button left the background %s", dark)
	}
	if got := eval[string](t, ctx, `document.documentElement.dataset.theme + ' ' + document.getElementById('theme').getAttribute('aria-pressed')`); got != "dark true" {
		t.Errorf("after the toggle: data-theme and aria-pressed are %q, want \"dark true\"", got)
	}
	// Text stays readable: the body's text colour changed with it.
	if fg := eval[string](t, ctx, `getComputedStyle(document.body).color`); fg == "rgb(31, 35, 40)" {
		t.Errorf("the dark theme kept the light theme's text colour %s", fg)
	}

	// The choice outlives a reload, over the system's light preference.
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitSettled(t, ctx)
	if got := eval[string](t, ctx, bodyBackground); got != dark {
		t.Errorf("after a reload the background is %s, want the chosen dark %s", got, dark)
	}

	// Toggling back returns to light.
	if err := chromedp.Do(ctx, chromedp.Click("#theme")); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, bodyBackground); got != light {
		t.Errorf("toggling back gives background %s, want %s", got, light)
	}
	// Back on the system's own scheme, the page follows the system again:
	// the choice is forgotten, and a system turning dark turns it dark.
	if stored := eval[any](t, ctx, `localStorage.getItem('kubechangelog.theme')`); stored != nil {
		t.Errorf("toggled back to the system's light theme, the page still stores %v", stored)
	}
	prefersScheme(t, ctx, "dark")
	waitFor(t, ctx, `document.documentElement.dataset.theme === 'dark'`)
	if got := eval[string](t, ctx, bodyBackground); got != dark {
		t.Errorf("following a system turned dark, the background is %s, want %s", got, dark)
	}
}

func TestThemeFollowsDarkSystem(t *testing.T) {
	ctx := newTab(t)
	forgetPrefs(t, ctx)
	prefersScheme(t, ctx, "dark")
	open(t, ctx, "")
	if got := eval[string](t, ctx, `document.documentElement.dataset.theme`); got != "dark" {
		t.Errorf("with a dark system and no stored choice data-theme is %q", got)
	}
	if got := eval[string](t, ctx, bodyBackground); got == "rgb(255, 255, 255)" {
		t.Errorf("with a dark system the background is white")
	}
}
