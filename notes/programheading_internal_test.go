package notes

import "testing"

// TestProgramHeading: only a heading right below the kind that is a
// program's name as written, one word in lower case, is searched as the
// notes' lead (Store.leads); headings of words ("Node Components", "SIG
// Node", "GCE") are not, nor a program's name deeper in the path.
func TestProgramHeading(t *testing.T) {
	for section, want := range map[string]string{
		"kubectl / Create subcommands": "kubectl",
		"kube-proxy":                   "kube-proxy",
		"client-go":                    "client-go",
		"Node Components":              "",
		"SIG Node":                     "",
		"GCE":                          "",
		"Cloud Provider / AWS":         "",
		"Federation / kubefed":         "",
		"kubectl (CLI) / Features":     "",
		"":                             "",
	} {
		if got := programHeading(section); got != want {
			t.Errorf("programHeading(%q) = %q, want %q", section, got, want)
		}
	}
}
