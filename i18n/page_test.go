package i18n

import (
	"os"
	"regexp"
	"testing"
)

// TestEveryPageStringHasAJapaneseTranslation reads the page's static
// strings (data-i18n attributes of web/index.html, which the module
// translates at start-up) and requires a Japanese translation for each, so
// a control added in English only fails here rather than in a study group.
func TestEveryPageStringHasAJapaneseTranslation(t *testing.T) {
	page, err := os.ReadFile("../web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	attrs := regexp.MustCompile(`data-i18n(?:-[a-z-]+)?="([^"]+)"`).FindAllSubmatch(page, -1)
	if len(attrs) < 20 {
		t.Fatalf("only %d data-i18n strings found in web/index.html", len(attrs))
	}
	for _, m := range attrs {
		if _, ok := ja[string(m[1])]; !ok {
			t.Errorf("no Japanese for %q", m[1])
		}
	}
}
