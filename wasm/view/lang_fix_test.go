package view

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// TestCompareHeadingSpeaksOneLanguage: the issue read "変更 65 notes" over
// a Japanese comparison, and English wrote "1 notes".
func TestCompareHeadingSpeaksOneLanguage(t *testing.T) {
	s := compareStore()
	v := New(s)
	for _, c := range []struct {
		lang i18n.Lang
		frag string
		want string
	}{
		{i18n.JA, "from=v1.29.0&to=v1.30.1", `<h2>変更 <span class="count">6 件のノート</span></h2>`},
		{i18n.EN, "from=v1.29.0&to=v1.30.1", `<h2>Changes <span class="count">6 notes</span></h2>`},
		{i18n.EN, "from=v1.30.1&to=v1.31.0", `<h2>Changes <span class="count">1 note</span></h2>`},
	} {
		v.Lang = c.lang
		res := compareResult(t, s, c.frag)
		got := v.Chunk(v.Page(res), 0, res.Total()).Top
		if !strings.Contains(got, c.want) {
			t.Errorf("%s %s: no %s in\n%.300s", c.lang, c.frag, c.want, got)
		}
	}
}

// TestJapaneseKindNamesNestNoParentheses: "その他 (クリーンアップ・フレーク)
// (Other (Cleanup or Flake))" read as two glosses; the Japanese name now
// has none of its own.
func TestJapaneseKindNamesNestNoParentheses(t *testing.T) {
	for _, k := range parser.Kinds {
		if ja := i18n.JA.KindShort(string(k)); strings.ContainsAny(ja, "()（）") {
			t.Errorf("the Japanese name of %q has parentheses: %q", k, ja)
		}
	}
}
