// Package i18n holds the interface languages of the page: English, the
// language the strings are written in, and Japanese, for the study groups
// that translate and present the notes. Messages are keyed by their English
// text (gettext style), so code reads naturally and a missing translation
// falls back to English rather than to a key. Note texts are never
// translated: they stay as upstream wrote them.
package i18n

import (
	"strconv"
	"strings"
)

// Lang is an interface language.
type Lang string

const (
	EN Lang = "en"
	JA Lang = "ja"
)

// Langs lists the supported languages, for the language switch.
var Langs = []Lang{EN, JA}

// Parse picks the supported language of a tag such as "ja", "ja-JP" or
// "en-US"; anything else is English.
func Parse(tag string) Lang {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if tag == "ja" || strings.HasPrefix(tag, "ja-") {
		return JA
	}
	return EN
}

// Name is the language's own name, for the switch.
func (l Lang) Name() string {
	if l == JA {
		return "日本語"
	}
	return "English"
}

// T translates an English message.
func (l Lang) T(msg string) string {
	if l == JA {
		if t, ok := ja[msg]; ok {
			return t
		}
	}
	return msg
}

// F translates an English format string, then formats it. A translation
// may reorder its verbs with explicit indexes (%[2]s); each argument keeps
// its verb (TestTranslationsKeepEachArgumentsVerb).
func (l Lang) F(format string, args ...any) string {
	return Sprintf(l.T(format), args...)
}

// Kind names a kind: upstream's English name, and in Japanese the Japanese
// name with the English one beside it, since readers match both against
// the upstream notes.
func (l Lang) Kind(k string) string {
	if l == JA {
		if t, ok := jaKinds[k]; ok {
			return t + " (" + k + ")"
		}
	}
	return k
}

// KindShort names a kind in the interface language alone (upstream's
// English name in English), for places too narrow for both, such as the
// chart's labels; Kind's full name goes into their tooltip.
func (l Lang) KindShort(k string) string {
	if l == JA {
		if t, ok := jaKinds[k]; ok {
			return t
		}
	}
	return k
}

// Count formats a number with thousands separators, which both languages
// write as commas: 10,092.
func Count(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + Count(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
