package changelog

import (
	"fmt"
	"strings"
	"testing"
)

// TestLeadingZerosReadAsTheRelease: a release heading written with leading
// zeros ("# v01.030.000") is the release it names, v1.30.0, its notes
// kept; before, it was read as no release and its note went to the
// release above it (or the file was refused as holding no notes).
func TestLeadingZerosReadAsTheRelease(t *testing.T) {
	for _, c := range []struct{ heading, want string }{
		{"v01.030.000", "v1.30.0"},
		{"v1.030.002", "v1.30.2"},
		{"v01.30.0-rc.1", "v1.30.0-rc.1"},
		{"v0001.0031.0000-alpha.2", "v1.31.0-alpha.2"},
	} {
		src := "# v1.29.5\n\n## Changes by Kind\n\n### Bug or Regression\n\n- a fix" + citation + "\n\n# " + c.heading + "\n\n## Changes by Kind\n\n### Feature\n\n- the feature" + strings.Replace(citation, "1", "2", 2) + "\n"
		rels, err := Parse([]byte(src), "CHANGELOG-1.30.md")
		if err != nil {
			t.Fatal(err)
		}
		if len(rels) != 2 || rels[1].Version != c.want || len(rels[1].Notes) != 1 || len(rels[0].Notes) != 1 {
			var got []string
			for _, r := range rels {
				got = append(got, fmt.Sprintf("%s (%d notes)", r.Version, len(r.Notes)))
			}
			t.Errorf("# %s: releases %q, want v1.29.5 and %s, one note each", c.heading, got, c.want)
		}
	}
}
