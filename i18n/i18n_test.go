package i18n

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

func TestParse(t *testing.T) {
	for tag, want := range map[string]Lang{"ja": JA, "ja-JP": JA, "JA-jp": JA, "en-US": EN, "": EN, "fr": EN, "jav": EN} {
		if got := Parse(tag); got != want {
			t.Errorf("Parse(%q) = %q, want %q", tag, got, want)
		}
	}
}

func TestEveryKindHasAJapaneseNameBesideTheEnglishOne(t *testing.T) {
	for _, kind := range parser.Kinds {
		k := string(kind)
		ja := JA.Kind(k)
		if !strings.HasSuffix(ja, "("+string(k)+")") || ja == "("+string(k)+")" {
			t.Errorf("JA.Kind(%q) = %q", k, ja)
		}
		if EN.Kind(k) != string(k) {
			t.Errorf("EN.Kind(%q) = %q", k, EN.Kind(k))
		}
	}
}

func TestTranslateFormatsAndFallBack(t *testing.T) {
	if got := JA.F("%s notes", Count(10092)); got != "10,092 件のノート" {
		t.Errorf("JA.F = %q", got)
	}
	if got := EN.T("Clear filters"); got != "Clear filters" {
		t.Errorf("EN.T = %q", got)
	}
	if got := JA.T("an untranslated message"); got != "an untranslated message" {
		t.Errorf("missing translations must fall back to English: %q", got)
	}
}
