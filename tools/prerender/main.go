// Command prerender writes the page's first screen into dist/index.html as
// static HTML: the default view (all releases, newest first) with its
// summary, its first notes, the release picker and the filter panel with
// its counts, each as the module's first render writes it. It runs package view on the host over the embedded notes, the
// code the WebAssembly module renders with, so the HTML is what the module
// would write; the module adopts it instead of rendering it again (see
// wasm/main.go). A person reads notes while the module downloads.
//
// A link with a fragment asks for another view: a small inline script,
// allowed by the page's Content-Security-Policy through its hash, marks
// such a page (data-linked) and styles.css hides the prerendered view
// until the module shows the right one, so the wrong notes never flash.
package main

import (
	"crypto/sha256"
	"encoding/base64"
	"flag"
	"fmt"
	"html"
	"os"
	"regexp"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// linkedScript marks a page opened with a fragment before anything paints.
// It must stay one line without "</script": its hash goes in the policy.
const linkedScript = `if(location.hash.length>1)document.documentElement.setAttribute('data-linked','')`

func main() {
	page := flag.String("page", "dist/index.html", "the page to write the first screen into, in place")
	n := flag.Int("notes", 200, "how many notes to prerender (the module's first page is 200)")
	flag.Parse()
	if err := run(*page, *n); err != nil {
		fmt.Fprintln(os.Stderr, "prerender:", err)
		os.Exit(1)
	}
}

func run(path string, n int) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	store, err := embed.Store()
	if err != nil {
		return err
	}
	out, err := Prerender(src, store, n)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, out, 0o644)
}

// splice is one element of the page the first screen fills: the pattern
// finds it, and its replacement gets the submatches.
type splice struct {
	re   *regexp.Regexp
	with func(m []string) string
}

// Prerender returns page with the default view of store written in, its
// first n notes included.
func Prerender(page []byte, store *notes.Store, n int) ([]byte, error) {
	v := view.New(store)
	var st notes.State // the default view: the page without a fragment
	res := store.Match(st)
	store.CountFacets(res)
	p := v.Page(res)
	n = min(n, res.Total())
	// What the module's showResults writes, in one chunk: the release
	// context (none for all releases) and the first notes.
	notesHTML := v.ContextHTML(res) + v.Chunk(p, 0, n).Top
	rest := res.Total() - n

	splices := []splice{
		{regexp.MustCompile(`<title>[^<]*</title>`), func([]string) string {
			return "<title>" + html.EscapeString(store.Title(res)+" — kubechangelog") + "</title>"
		}},
		{regexp.MustCompile(`(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src )`), func(m []string) string {
			return m[1] + scriptHash(linkedScript) + " "
		}},
		{regexp.MustCompile(`(<meta name="referrer"[^>]*>\n)`), func(m []string) string {
			return m[1] + "<script>" + linkedScript + "</script>\n"
		}},
		{regexp.MustCompile(`(<select id="version"[^>]*>\s*<option value=""[^>]*>[^<]*</option>)`), func(m []string) string {
			return m[1] + view.VersionsHTML(store)
		}},
		{regexp.MustCompile(`<div id="facet-groups"></div>`), func([]string) string {
			return `<div id="facet-groups" data-prerendered>` + view.SettledPanelHTML(store, res.Facets) + `</div>`
		}},
		{regexp.MustCompile(`(<button type="button" id="filters-done"[^>]*>)[^<]*(</button>)`), func(m []string) string {
			return m[1] + html.EscapeString(v.ShowNotesLabel(res.Total())) + m[2]
		}},
		{regexp.MustCompile(`(<p id="summary"[^>]*>)(</p>)`), func(m []string) string {
			return m[1] + html.EscapeString(v.Summary(res)) + m[2]
		}},
		{regexp.MustCompile(`<div id="results"[^>]*></div>`), func([]string) string {
			return fmt.Sprintf(`<div id="results" data-total="%d" data-query="" data-ranked="false" aria-busy="true" data-prerendered="%d"><div class="view">%s</div></div>`,
				res.Total(), n, notesHTML)
		}},
		{regexp.MustCompile(`<button type="button" id="more" hidden>[^<]*</button>`), func(m []string) string {
			if rest <= 0 {
				return m[0]
			}
			return `<button type="button" id="more">` + html.EscapeString(v.MoreLabel(min(200, rest), rest)) + `</button>`
		}},
	}
	out := string(page)
	for _, s := range splices {
		if !s.re.MatchString(out) {
			return nil, fmt.Errorf("no element matches %s: the page's markup changed", s.re)
		}
		out = s.re.ReplaceAllStringFunc(out, func(m string) string { return s.with(s.re.FindStringSubmatch(m)) })
	}
	return []byte(out), nil
}

// scriptHash is the CSP source allowing exactly this inline script.
func scriptHash(js string) string {
	sum := sha256.Sum256([]byte(js))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}
