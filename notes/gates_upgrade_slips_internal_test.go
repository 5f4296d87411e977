package notes

import "testing"

// TestFoldSlips: a word one slip away from "enabled" or "disabled" reads
// as it; the words of their own beside them ("enable", "disable",
// "enables", "disables") and others ("labeled") stay.
func TestFoldSlips(t *testing.T) {
	for in, want := range map[string]string{
		"to beta and enabed it by default":                           "to beta and enabled it by default",
		"graduates to Beta and enabld by default":                    "graduates to Beta and enabled by default",
		"is now Disabeld by default":                                 "is now disabled by default",
		"enalbed, eanbled, disbled":                                  "enabled, enabled, disabled",
		"enable it; disable it; enables; disables; labeled; enabled": "enable it; disable it; enables; disables; labeled; enabled",
	} {
		if got := foldSlips(in); got != want {
			t.Errorf("foldSlips(%q) = %q, want %q", in, got, want)
		}
	}
}
