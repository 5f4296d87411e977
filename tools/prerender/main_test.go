package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/internal/shippednotes"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestPrerenderFillsThePage runs on the shipped page and notes: the inline
// script is allowed by its hash, and each region holds the default view.
// That the notes are what the module renders is tested in the browser
// (browsertest: TestPrerenderedScreenIsWhatTheModuleRenders).
func TestPrerenderFillsThePage(t *testing.T) {
	page, err := os.ReadFile("../../web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	store := shippednotes.Store(t)
	out, err := Prerender(page, store, 20)
	if err != nil {
		t.Fatal(err)
	}
	html := string(out)
	if !strings.Contains(html, "<script>"+linkedScript+"</script>") || !strings.Contains(html, "script-src "+scriptHash(linkedScript)+" 'self'") {
		t.Error("the inline script or its hash in the policy is missing")
	}
	if n := strings.Count(html, `<article class="note"`); n != 20 {
		t.Errorf("%d notes prerendered, want 20", n)
	}
	newest := store.Releases()[0].Version
	if !strings.Contains(html, `<section class="release" data-version="`+newest+`">`) {
		t.Errorf("the newest release %s does not come first", newest)
	}
	// The all-releases view counts changes, one card per change.
	total := i18n.Count(store.Query(notes.State{}).Total())
	if !regexp.MustCompile(`<p id="summary"[^>]*>` + total + ` notes in \d+ releases, newest first</p>`).MatchString(html) {
		t.Error("no summary of all releases")
	}
	if !strings.Contains(html, `<li class="option"><label><input type="checkbox" data-group="sig" value="node"> <span class="label">Node</span> <span class="count">`) {
		t.Error("the SIG node option is hidden or has no count")
	}
	if _, err := Prerender([]byte(strings.Replace(string(page), `id="results"`, `id="notes"`, 1)), store, 20); err == nil {
		t.Error("a page without #results was accepted")
	}
}
