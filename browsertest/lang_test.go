//go:build !js

package browsertest

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// chrome is what a person reads of the page's interface, beside the notes.
type chrome struct {
	Lang    string   `json:"lang"`
	Clear   string   `json:"clear"`
	Label   string   `json:"label"`
	Summary string   `json:"summary"`
	Feature string   `json:"feature"` // the Feature kind heading
	Kind    string   `json:"kind"`    // its data-kind
	Option  string   `json:"option"`  // the Feature filter option
	Total   string   `json:"total"`
	PRs     []string `json:"prs"`
}

const readChrome = `(() => {
  const f = document.querySelector('section.kind[data-kind="Feature"]');
  return {
    lang: document.documentElement.lang,
    clear: document.getElementById('clear').textContent,
    label: document.querySelector('label[for=version]').textContent,
    summary: document.getElementById('summary').textContent,
    feature: f ? f.querySelector('h3').textContent : '',
    kind: f ? f.dataset.kind : '',
    option: document.querySelector('#facet-kind input[value="Feature"]').closest('label').querySelector('.label').textContent,
    total: document.getElementById('results').dataset.total,
    prs: Array.from(document.querySelectorAll('#results article.note')).map(a => a.dataset.prs),
  };
})()`

func readPage(tb testing.TB, ctx context.Context) chrome {
	tb.Helper()
	return eval[chrome](tb, ctx, readChrome)
}

func TestJapaneseShowsTheSameNotes(t *testing.T) {
	en := newTab(t)
	open(t, en, "version=v1.24.0&sig=node")
	ja := newTab(t)
	open(t, ja, "lang=ja&version=v1.24.0&sig=node")
	e, j := readPage(t, en), readPage(t, ja)

	if e.Lang != "en" || e.Clear != "Clear filters" || e.Label != "Release" {
		t.Errorf("the English page says lang=%q, %q, %q", e.Lang, e.Clear, e.Label)
	}
	if j.Lang != "ja" {
		t.Errorf("<html lang> is %q with lang=ja", j.Lang)
	}
	if j.Clear != "フィルターをクリア" || j.Label != "リリース" {
		t.Errorf("the Japanese page's buttons say %q and %q, want フィルターをクリア and リリース", j.Clear, j.Label)
	}
	if !strings.Contains(j.Summary, "件のノート") {
		t.Errorf("the Japanese summary is %q", j.Summary)
	}
	for _, s := range []string{j.Feature, j.Option} {
		if !strings.Contains(s, "機能") || !strings.Contains(s, "Feature") {
			t.Errorf("a Japanese kind name reads %q, want 機能 with Feature beside it", s)
		}
	}
	if j.Kind != "Feature" {
		t.Errorf("the Japanese page's kind section has data-kind %q, want upstream's Feature", j.Kind)
	}
	if e.Total == "0" || j.Total != e.Total || strings.Join(j.PRs, ",") != strings.Join(e.PRs, ",") {
		t.Errorf("Japanese shows %s notes (%d articles), English %s (%d articles): the notes must be the same", j.Total, len(j.PRs), e.Total, len(e.PRs))
	}
	// Note text stays as upstream wrote it.
	const firstText = `document.querySelector('#results article.note .body').textContent`
	if a, b := eval[string](t, en, firstText), eval[string](t, ja, firstText); a != b {
		t.Errorf("the first note reads %q in Japanese, %q in English", b, a)
	}
}

func TestLanguageSwitchIsKeptAndRemembered(t *testing.T) {
	ctx := newTab(t)
	forgetPrefs(t, ctx)
	open(t, ctx, "version=v1.24.0")
	eval[chromedp.Void](t, ctx, `(() => { const s = document.getElementById('lang'); s.value = 'ja'; s.dispatchEvent(new Event('change', {bubbles: true})); })()`)
	if p := readPage(t, ctx); p.Lang != "ja" || p.Clear != "フィルターをクリア" {
		t.Fatalf("after choosing 日本語 the page says lang=%q, %q", p.Lang, p.Clear)
	}
	if h := hash(t, ctx); !strings.Contains(h, "lang=ja") || !strings.Contains(h, "version=v1.24.0") {
		t.Errorf("after choosing 日本語 the URL fragment is %q, want lang=ja with the release kept", h)
	}
	// A later visit without lang= in the URL remembers the choice.
	later := newTab(t)
	open(t, later, "version=v1.24.0")
	if p := readPage(t, later); p.Lang != "ja" || p.Clear != "フィルターをクリア" {
		t.Errorf("a later visit says lang=%q, %q; want the remembered Japanese", p.Lang, p.Clear)
	}
	// And back to English.
	eval[chromedp.Void](t, later, `(() => { const s = document.getElementById('lang'); s.value = 'en'; s.dispatchEvent(new Event('change', {bubbles: true})); })()`)
	if p := readPage(t, later); p.Lang != "en" || p.Clear != "Clear filters" || p.Feature != "" && !strings.HasPrefix(p.Feature, "Feature") {
		t.Errorf("back in English the page says lang=%q, %q, heading %q", p.Lang, p.Clear, p.Feature)
	}
}

func TestFirstVisitFollowsBrowserLanguage(t *testing.T) {
	ctx := newTab(t)
	forgetPrefs(t, ctx)
	// navigator.language follows the Accept-Language override.
	if _, err := chromedp.Call(ctx, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{
		UserAgent: "Mozilla/5.0 kubechangelog-test", AcceptLanguage: "ja-JP,ja",
	}); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, "version=v1.24.0")
	if nav := eval[string](t, ctx, `navigator.language`); !strings.HasPrefix(nav, "ja") {
		t.Fatalf("the override left navigator.language %q", nav)
	}
	if p := readPage(t, ctx); p.Lang != "ja" || p.Clear != "フィルターをクリア" {
		t.Errorf("a first visit from a Japanese browser shows lang=%q, %q", p.Lang, p.Clear)
	}
}

// TestNoticesSpeakThePageLanguage opens a Japanese link with an unknown
// release and SIG: the notices that say so are in Japanese too.
func TestNoticesSpeakThePageLanguage(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "lang=ja&version=v9.9.9&sig=nope")
	got := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#notices p')).map(p => p.textContent)`)
	want := []string{`リリース "v9.9.9" はありません`, `SIG "nope" のノートはありません`}
	if len(got) != len(want) {
		t.Fatalf("notices %q, want two", got)
	}
	for i, w := range want {
		if !strings.HasPrefix(got[i], w) {
			t.Errorf("notice %q, want it to start %q", got[i], w)
		}
	}
}
