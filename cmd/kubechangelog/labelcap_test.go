package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCutLabelsAreSaid: a note of 200,000 SIG labels (upstream's first
// v1.30.0 feature, its labels run on) keeps 64, and parse and query --file
// say so on standard error, still exiting 0; the note keeps its own SIG.
func TestCutLabelsAreSaid(t *testing.T) {
	var b strings.Builder
	b.WriteString("# v1.30.0\n\n## Changes by Kind\n\n### Feature\n\n")
	b.WriteString("- Added a new feature gate to enable `kubeadm` to use the `etcd` learner mode. ([#120512](https://github.com/kubernetes/kubernetes/pull/120512), [@neolit123](https://github.com/neolit123)) [SIG Cluster Lifecycle]")
	for i := range 200_000 {
		fmt.Fprintf(&b, " [SIG S%d]", i)
	}
	b.WriteString("\n")
	path := filepath.Join(t.TempDir(), "CHANGELOG-1.30.md")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	const said = "kubechangelog: CHANGELOG-1.30.md: 1 note had more than 64 SIG or area labels; 64 of each were kept.\n"
	for _, args := range [][]string{{"parse", path}, {"query", "--file", path, "--version", "v1.30.0", "-o", "json"}} {
		out, errs, err := command(t, args[0], args[1:]...)
		if err != nil || errs != said {
			t.Errorf("%s: error %v, stderr %q; want %q", args[0], err, errs, said)
		}
		// The 64 kept: upstream's own SIG and 63 of those run on.
		if n := len(regexp.MustCompile(`"s[0-9]+"`).FindAllString(out, -1)); n != 63 || !strings.Contains(out, `"cluster-lifecycle"`) {
			t.Errorf("%s: the output names cluster-lifecycle %d times and %d of the SIGs S0…S199999, want once and 63", args[0], strings.Count(out, `"cluster-lifecycle"`), n)
		}
	}
}
