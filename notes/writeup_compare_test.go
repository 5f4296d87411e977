package notes_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
)

// kindReleases returns, by kind heading, the releases the items under it
// name at their end ("… [sig/network] — v1.24.3"), in the order they
// come: how a reader of a comparison's export follows it.
func kindReleases(doc string) map[string][]string {
	out := map[string][]string{}
	kind := ""
	for _, ln := range strings.Split(doc, "\n") {
		switch {
		case strings.HasPrefix(ln, "## "), strings.HasPrefix(ln, "### "):
			kind = strings.TrimLeft(ln, "# ")
		case strings.Contains(ln, " — v"):
			v := ln[strings.LastIndex(ln, " — v")+len(" — "):]
			if semver.IsValid(v) {
				out[kind] = append(out[kind], v)
			}
		}
	}
	return out
}

// TestWriteUpComparisonOldestFirst: a comparison lists each kind's notes
// oldest release first, as the page's compare view and the plain export
// do (Diff's order): someone upgrading reads them in the order they
// shipped. The write-up sorted them by the store's order, newest release
// first: v1.24.0 → v1.24.5 × SIG Network read its two v1.24.3 fixes,
// then its three v1.24.2 ones, where the plain export reads v1.24.2 first.
func TestWriteUpComparisonOldestFirst(t *testing.T) {
	s := shipped(t)
	for _, frag := range []string{
		"from=v1.24.0&to=v1.24.5&sig=network",
		"from=v1.29.0&to=v1.30.3&sig=node",
		"from=v1.12.0&to=v1.14.0&sig=network",
		"from=v1.35.0&to=v1.37.0&sig=scheduling&lang=ja",
	} {
		res := s.Query(mustState(t, frag))
		lang := i18n.EN
		if strings.Contains(frag, "lang=ja") {
			lang = i18n.JA
		}
		writeUp := kindReleases(s.WriteUp(res, lang))
		plain := kindReleases(s.Markdown(res))
		multi := false
		for kind, vs := range writeUp {
			if !slices.IsSortedFunc(vs, semver.Compare) {
				t.Errorf("%s, %s: the write-up's notes come from %v, want the oldest release first", frag, kind, slices.Compact(slices.Clone(vs)))
			}
			if !slices.Equal(vs, plain[kind]) {
				t.Errorf("%s, %s: the write-up's notes come from %v, the plain export's from %v", frag, kind, slices.Compact(slices.Clone(vs)), slices.Compact(slices.Clone(plain[kind])))
			}
			multi = multi || len(slices.Compact(slices.Clone(vs))) > 1
		}
		if !multi && frag != "from=v1.12.0&to=v1.14.0&sig=network" {
			t.Errorf("%s: no kind holds notes of two releases", frag)
		}
	}
}

// TestWriteUpSaysWhatARangeLacks: the shipped data has no v1.11.0, so a
// comparison across it (v1.10.0 → v1.12.0, for SIG Scheduling) lists
// none of 1.11's changes. The page says so over the notes and the command
// line on its error stream, but the write-up, the document the group
// passes on, read "Kubernetes 1.10 → 1.12: SIG Scheduling changes" as if
// complete. It says it under its title, in the document's language, and
// a range that lacks nothing says nothing.
func TestWriteUpSaysWhatARangeLacks(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		frag string
		lang i18n.Lang
		want string // the paragraph under the title, "" for none
	}{
		{"from=v1.10.0&to=v1.12.0&sig=scheduling", i18n.EN, "The notes of v1.11.0 are not in the data; their changes are missing here."},
		{"lang=ja&from=v1.10.0&to=v1.12.0&sig=scheduling", i18n.JA, "v1.11.0 のノートはデータにないため、その変更はここに含まれません。"},
		{"from=v1.19.0&to=v1.21.0&sig=autoscaling", i18n.EN, ""},
		{"version=v1.10.0&sig=scheduling", i18n.EN, ""},
	} {
		src := []byte(s.WriteUp(s.Query(mustState(t, c.frag)), c.lang))
		for name, md := range renderings {
			doc := md.Parser().Parse(text.NewReader(src))
			title := doc.FirstChild()
			got := ""
			if p, ok := title.NextSibling().(*ast.Paragraph); ok {
				got = inlineText(p, src)
			}
			if got != c.want {
				t.Errorf("%s, %s: under the title %q, want %q", c.frag, name, got, c.want)
			}
		}
	}
}
