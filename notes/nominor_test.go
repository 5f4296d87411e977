package notes_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// TestMissingMinorNotice: a link to a release of the minor line the
// shipped data skips (#version=v1.11.0) shows every release with a notice
// that says the data has no 1.11, in the page's language; a mistyped
// version still gets the nearest ones.
func TestMissingMinorNotice(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct {
		version string
		lang    i18n.Lang
		want    string
	}{
		{"v1.11.0", i18n.EN, `There is no release "v1.11.0": the shipped notes hold no 1.11 release at all (they have no file of 1.11); showing all releases.`},
		{"1.11.2", i18n.EN, `There is no release "1.11.2": the shipped notes hold no 1.11 release at all (they have no file of 1.11); showing all releases.`},
		{"v1.11.0", i18n.JA, `リリース "v1.11.0" はありません: 同梱のノートには 1.11 のリリースが一つもありません (1.11 のファイルがありません)。すべてのリリースを表示しています。`},
		{"v1.12.7", i18n.EN, `There is no release "v1.12.7"; showing all releases (nearest: v1.12.0, `},
		{"v1.4.0", i18n.EN, `There is no release "v1.4.0"; showing all releases (nearest: `},
	} {
		res := s.Query(notes.State{Version: c.version})
		if len(res.Notices) != 1 || !strings.HasPrefix(res.Notices[0].In(c.lang), c.want) {
			t.Errorf("#version=%s (%v): notices %q, want one starting %q", c.version, c.lang, res.Notices, c.want)
		}
		if res.Total() == 0 {
			t.Errorf("#version=%s: no notes shown, want every release's", c.version)
		}
	}
}
