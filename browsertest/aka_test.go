//go:build !js

package browsertest

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/site"
)

// TestSearchFindsNotesByTheirOtherWords: the page fetches the notes' other
// words (aka.tsv, apart from its module) after its first screen and
// searches them as the engine does. "aws london region" puts 1.6's
// "Recognize eu-west-2 region" (#38746), which says neither london nor
// region's city, first among the notes with every word: served, and as the
// single file opened from disk, which holds the words in a block.
func TestSearchFindsNotesByTheirOtherWords(t *testing.T) {
	const q, pr = "aws london region", "38746"
	s := store(t)
	res := s.Query(notes.State{Query: q})
	if res.Total() == 0 || res.Closest != nil && strings.HasPrefix(res.Closest.In(i18n.EN), "No note has every word") || !slices.Contains(res.PRs(res.IDs[0]), 38746) {
		t.Fatalf("the engine: %d notes, closest %v; want #%s first with every word", res.Total(), res.Closest, pr)
	}
	single, err := filepath.Abs(filepath.Join(dist, "kubechangelog.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, page := range []string{"served", "single file"} {
		ctx := newTab(t)
		if page == "served" {
			open(t, ctx, "q=aws%20london%20region")
		} else {
			goTo(t, ctx, "file://"+single+"#q=aws%20london%20region")
		}
		waitFor(t, ctx, `document.getElementById('results').dataset.query === 'aws london region'`)
		waitSettled(t, ctx)
		summary := eval[string](t, ctx, `document.getElementById('summary').textContent`)
		first := eval[string](t, ctx, `(document.querySelector('#results article.note') || {dataset: {}}).dataset.prs || ''`)
		if strings.Contains(summary, "No note has every word") || !strings.Contains(first, pr) {
			t.Errorf("%s page, %q: first note cites %q, summary %q; want #%s with every word", page, q, first, summary, pr)
		}
		if got := total(t, ctx); got != res.Total() {
			t.Errorf("%s page, %q: %d notes, the engine %d", page, q, got, res.Total())
		}
	}
}

// TestSearchWithoutTheOtherWords: when aka.tsv fails or stalls, the page
// still searches, on the notes' text alone, rather than preparing the
// search for ever: a failed download at once, a stalled one after the
// page stops waiting for it (10 s, web/app.js). "aws london region" then
// finds no note with every word, and "kubelet" its notes.
func TestSearchWithoutTheOtherWords(t *testing.T) {
	for _, how := range []string{"failed", "stalled"} {
		t.Run(how, func(t *testing.T) {
			pages := site.Handler(dist)
			stall := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if strings.HasPrefix(r.URL.Path, "/aka.tsv") {
					if how == "failed" {
						http.Error(w, "gone", http.StatusNotFound)
						return
					}
					<-r.Context().Done() // never answers while the page waits
					return
				}
				pages.ServeHTTP(w, r)
			}))
			t.Cleanup(stall.Close)
			ctx := newTab(t)
			goTo(t, ctx, stall.URL+"/#q=aws%20london%20region")
			if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](
				`document.getElementById('results').dataset.query === 'aws london region' && document.querySelector('#results article.note')`,
				chromedp.WithPollingTimeout(30*time.Second))); err != nil {
				t.Fatalf("the search never showed its notes: %v (summary %q)", err, eval[string](t, ctx, `document.getElementById('summary').textContent`))
			}
			waitSettled(t, ctx)
			if summary := eval[string](t, ctx, `document.getElementById('summary').textContent`); !strings.HasPrefix(summary, "No note has every word") {
				t.Errorf("without the other words, %q; want the closest matches", summary)
			}
			want := store(t).Query(notes.State{Query: "kubelet"}).Total()
			eval[chromedp.Void](t, ctx, `document.getElementById('q').value = ''`)
			if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`#q`), "kubelet")); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, `document.getElementById('results').dataset.query === 'kubelet'`)
			waitSettled(t, ctx)
			if got := total(t, ctx); got == 0 || got > want+want/10 {
				t.Errorf("kubelet: %d notes without the other words, %d with them", got, want)
			}
		})
	}
}
