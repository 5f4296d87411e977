//go:build !js

package browsertest

import (
	"strings"
	"testing"
)

// TestMissingMinorNotice: a link to a release of 1.11, the minor line the
// shipped data skips, shows every release with one sentence saying the
// data has no 1.11, not "nearest: v1.10.0, v1.12.0" as for a typo.
func TestMissingMinorNotice(t *testing.T) {
	s := store(t)
	ctx := newTab(t)
	open(t, ctx, "version=v1.11.0")
	text := strings.TrimSpace(eval[string](t, ctx, `document.getElementById('notices').textContent`))
	const want = `There is no release "v1.11.0": the shipped notes hold no 1.11 release at all (they have no file of 1.11); showing all releases.`
	if eval[bool](t, ctx, `document.getElementById('notices').hidden`) || text != want {
		t.Errorf("notices = %q, want %q", text, want)
	}
	if got := total(t, ctx); got != changes(s) {
		t.Errorf("data-total = %d, want all %d changes rather than a blank page", got, changes(s))
	}
}
