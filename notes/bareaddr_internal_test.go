package notes

import (
	"strings"
	"testing"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// TestBareAddressesRenderAlike: the bare addresses no shipped note has
// yet, as the release-note tool lets them through. Each note's text,
// readied as the exports ready it, renders to the same HTML as CommonMark
// and as GFM, holding the links wanted and no other.
func TestBareAddressesRenderAlike(t *testing.T) {
	for _, c := range []struct {
		name, md string
		want     []string // in the HTML of both
	}{
		{"an address of mail", "Report it to security@kubernetes.io.",
			[]string{`Report it to <a href="mailto:security@kubernetes.io">security@kubernetes.io</a>.`}},
		{"a version pin", "Bumped golang.org/x/net@v0.23.0 and (foo_bar@1.2.3).",
			[]string{`Bumped golang.org/x/net@v0.23.0 and (foo_bar@1.2.3).`}},
		{"a mention", "Thanks @liggitt, and @kubernetes/sig-node-pr-reviews.",
			[]string{`Thanks @liggitt, and @kubernetes/sig-node-pr-reviews.`}},
		{"a link's text and destination", "See [https://k8s.io/a](https://k8s.io/a) and [docs at https://k8s.io/b](https://k8s.io/c).",
			[]string{`<a href="https://k8s.io/a">https://k8s.io/a</a> and <a href="https://k8s.io/c">docs at https://k8s.io/b</a>.`}},
		{"code", "Run `curl https://k8s.io/a` first; ``x@y.io``.",
			[]string{`<code>curl https://k8s.io/a</code> first; <code>x@y.io</code>.`}},
		{"parentheses and the sentence's punctuation", "(see https://en.wikipedia.org/wiki/Go_(language)), then https://k8s.io/c.",
			[]string{`(see <a href="https://en.wikipedia.org/wiki/Go_(language)">https://en.wikipedia.org/wiki/Go_(language)</a>), then <a href="https://k8s.io/c">https://k8s.io/c</a>.`}},
		{"an autolink", "Already <https://k8s.io/d> linked.",
			[]string{`Already <a href="https://k8s.io/d">https://k8s.io/d</a> linked.`}},
		{"character references", "See https://k8s.io/a?x=1&amp;y=2&#35;top.",
			[]string{`<a href="https://k8s.io/a?x=1&amp;y=2#top">https://k8s.io/a?x=1&amp;y=2#top</a>.`}},
		{"emphasis", "*https://k8s.io/e* and _https://k8s.io/f_",
			[]string{`<em><a href="https://k8s.io/e">https://k8s.io/e</a></em> and <em><a href="https://k8s.io/f">https://k8s.io/f</a></em>`}},
		// 1.26's notes open and close with a quote (#113485): the last is the note's.
		{"a quote's end", "'Graduated, see https://k8s.io/g'", []string{`see <a href="https://k8s.io/g">https://k8s.io/g</a>'`}},
		{"after a quote", "It says 'https://k8s.io/g'.", []string{`It says 'https://k8s.io/g'.`}},
		{"a list and a heading", "Links:\n- https://k8s.io/h\n\n#### See https://k8s.io/i",
			[]string{`<li><a href="https://k8s.io/h">https://k8s.io/h</a></li>`, `See <a href="https://k8s.io/i">https://k8s.io/i</a></h6>`}},
		{"no host", "http://localhost and https:// alone.", []string{`http://localhost and https:// alone.`}},
	} {
		body, _ := writeUpBody(c.md, "v1.99.0", nil)
		var cm, gfm strings.Builder
		if err := goldmark.New().Convert([]byte(body), &cm); err != nil {
			t.Fatal(err)
		}
		if err := goldmark.New(goldmark.WithExtensions(extension.GFM)).Convert([]byte(body), &gfm); err != nil {
			t.Fatal(err)
		}
		if cm.String() != gfm.String() {
			t.Errorf("%s: %q renders as\n%s in CommonMark, as\n%s in GFM", c.name, body, cm.String(), gfm.String())
		}
		links := 0
		for _, w := range c.want {
			links += strings.Count(w, "<a ")
			if !strings.Contains(gfm.String(), w) {
				t.Errorf("%s: %q renders as\n%s, want %s in it", c.name, body, gfm.String(), w)
			}
		}
		if got := strings.Count(gfm.String(), "<a "); got != links {
			t.Errorf("%s: %d links in\n%s, want %d", c.name, got, gfm.String(), links)
		}
	}
}

// TestBareAddressesLinear: reading addresses stays linear in the line,
// however many schemes and "@" it holds without an address.
func TestBareAddressesLinear(t *testing.T) {
	for _, unit := range []string{"_http://", "x_https://a", "a@b.", "(http://a_"} {
		small := strings.Repeat(unit, 20_000)
		large := strings.Repeat(unit, 160_000)
		start := time.Now()
		writeUpBody(small, "v1.99.0", nil)
		d1 := time.Since(start)
		start = time.Now()
		writeUpBody(large, "v1.99.0", nil)
		d2 := time.Since(start)
		// Eight times the input: allow sixteen times the time (and noise).
		if d2 > 16*d1+50*time.Millisecond {
			t.Errorf("%q: %v for 20,000, %v for 160,000: not linear", unit, d1, d2)
		}
	}
}
