package changelog

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kubechangelog/kubechangelog/internal/lineartime"
)

// hostile5Releases are one release each whose sections other than the
// notes are far larger than any upstream file's.
var hostile5Releases = map[string]func() string{
	// A Dependencies section of 50,000 added and 50,000 changed modules.
	"50,000 modules": func() string {
		var b strings.Builder
		b.WriteString("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- x\n\n## Dependencies\n\n### Added\n")
		for i := range 50_000 {
			fmt.Fprintf(&b, "- example.com/added%d: v1.0.%d\n", i, i)
		}
		b.WriteString("\n### Changed\n")
		for i := range 50_000 {
			fmt.Fprintf(&b, "- example.com/changed%d: v1.0.0 → v1.0.%d\n", i, i+1)
		}
		return b.String()
	},
	// Important Security Information of 10,000 CVEs.
	"10,000 CVEs": func() string {
		var b strings.Builder
		b.WriteString("# v1.99.0\n\n## Important Security Information\n\nThis release contains changes that address the following vulnerabilities:\n\n")
		for i := range 10_000 {
			fmt.Fprintf(&b, "### CVE-2099-%d: Hostile issue %d\n\nA security issue number %d was discovered.\n\n", 100000+i, i, i)
		}
		return b.String() + "## Changes by Kind\n\n### Feature\n\n- x\n"
	},
	// Major Themes of 1 MB.
	"1 MB of Major Themes": func() string {
		var b strings.Builder
		b.WriteString("# v1.99.0\n\n## Major Themes\n\n")
		for i := 0; b.Len() < 1<<20; i++ {
			fmt.Fprintf(&b, "### Theme number %d\n\nThe theme %d brings *many* things to `kubectl`.\n\n", i, i)
		}
		return b.String() + "## Changes by Kind\n\n### Feature\n\n- x\n"
	},
}

// TestParsePausesInLargeSections: the page parses a file between pauses;
// no stretch of work between two may be long, whatever section is large.
func TestParsePausesInLargeSections(t *testing.T) {
	for name, shape := range hostile5Releases {
		t.Run(name, func(t *testing.T) {
			src := []byte(shape())
			stretches, ok := pacedWithin(func() time.Duration {
				longest, pauses, err := longestStretch(t, src, "CHANGELOG-1.99.md")
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("%d bytes: %d pauses, longest stretch %v of CPU", len(src), pauses, longest)
				return longest
			})
			if !ok {
				t.Errorf("%d bytes: longest stretches %v of CPU between pauses, want at most %v in one of them", len(src), stretches, maxStretch)
			}
		})
	}
}

// TestParsePausesInsideAHugeNote parses a note of 20 MB on one line, with
// spaces and without: no stretch of work between two pauses may be more
// than a third of the parse. Each pass over the entry (goldmark's read of
// it, its markdown copied out, the checks for notes run together, its
// citations) is linear in it; before, they ran together without a pause,
// 0.65–0.81 of the parse's CPU time on this machine and 0.14–0.19 s of the
// page's parse module (hostile7's spaces.md). A share, not a duration:
// the shares stay where they are on a slower machine.
func TestParsePausesInsideAHugeNote(t *testing.T) {
	for name, body := range map[string]string{"spaces": strings.Repeat("word ", 4<<20), "no spaces": strings.Repeat("a", 20<<20)} {
		t.Run(name, func(t *testing.T) {
			src := []byte("# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- " + body + " lastword ([#990400](https://github.com/kubernetes/kubernetes/pull/990400), [@mallory](https://github.com/mallory)) [SIG Node]\n")
			var shares []float64
			for range 3 {
				start := lineartime.CPU()
				longest, pauses, err := longestStretch(t, src, "CHANGELOG-1.99.md")
				if err != nil {
					t.Fatal(err)
				}
				share := float64(longest) / float64(lineartime.CPU()-start)
				t.Logf("%d bytes: %d pauses, longest stretch %v of CPU, %.2f of the parse", len(src), pauses, longest, share)
				if shares = append(shares, share); share <= 1.0/3 {
					return
				}
			}
			t.Errorf("the longest stretch between pauses was %.2f of the parse, want at most a third in one of three parses", shares)
		})
	}
}
