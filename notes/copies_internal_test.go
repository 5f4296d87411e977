package notes

import (
	"strings"
	"testing"
)

// TestFoldedAgreesWithFields: folded, the shortcut sameTexts takes for
// texts whose white space needs no folding, says so only when
// strings.Fields would leave the text as it is, and for every such text
// but a cut-off character (which then takes the long, exact way).
func TestFoldedAgreesWithFields(t *testing.T) {
	for _, s := range []string{
		"", " ", "a", "a b", "a  b", " a", "a ", "a\tb", "a\nb", "a\rb", "a\vb", "a\fb",
		"a\u00a0b", "a\u0085b", "a\u1680b", "a\u2000b", "a\u200ab", "a\u2028b", "a\u2029b", "a\u202fb", "a\u205fb", "a\u3000b",
		"Fixed a bug → it works … “quoted” ’", "a\u200bb", "\xe2\x80", "a\xc2", "kube-proxy: fixed `nft` v1.1.3",
	} {
		want := strings.Join(strings.Fields(s), " ") == s && s != "\xe2\x80"
		if got := folded(s); got != want {
			t.Errorf("folded(%q) = %v, want %v", s, got, want)
		}
	}
}
