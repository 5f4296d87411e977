package search

import (
	"strings"
	"testing"
)

// addsSomething reads the first word of real notes, after a component and
// its colon and any brackets.
func TestAddsSomething(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"New plugin_evaluation_total is added to the scheduler.", true},                                                                   // #115082
		{"Expose rest_client_rate_limiter_duration_seconds metric to component-base", true},                                                // #100311
		{"Adds \\livez for liveness health checking for kube-apiserver.", true},                                                            // #81969
		{"kubeadm: add the \"--skip-log-headers\" flag", true},                                                                             // a component first
		{"Client-go: introduce a new metric for exec credential plugin calls", true},                                                       // a hyphened component
		{"[Alpha] Add support for the Pod Security admission", true},                                                                       // a stage in brackets first
		{"Added the ability to change the maximum backoff delay accrued between container restarts", true},                                 // #128374
		{"Supported `BackoffLimitPerIndex` in Jobs.", true},                                                                                // #118009
		{"Support more than 100 disk mounts on Windows", true},                                                                             // #105673
		{"Support for deprecated old kubeadm v1alpha3 config has been totally removed.", false},                                            // #75179: "support for", a noun
		{"plugin_evaluation_total metric supports prescore/score extension point.", false},                                                 // #118025
		{"The nftables mode of kube-proxy is now GA.", false},                                                                              // #129653
		{"A new IngressClass resource has been added to enable better Ingress configuration.", true},                                       // #88509: an article first
		{"The new feature gate \"SidecarContainers\" is now available.", true},                                                             // #116429
		{"A regression in 1.19+ with workloads targeting deprecated beta os/arch labels", false},                                           // an article, then no verb
		{"kube-proxy now has a new nftables-based mode", false},                                                                            // "new" is not its first word
		{"Additional validation for endpoint IP configuration", false},                                                                     // not the verb
		{"Dynamic resource allocation: when a claim uses \"wait for first consumer\" allocation, then it will now get deallocated", false}, // words before the colon
		{"", false},
	} {
		if got := addsSomething(tc.text); got != tc.want {
			t.Errorf("addsSomething(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// addsSomething reads a note's first words the same whatever its length:
// a colon or a word far into a long note is no component and no verb.
func TestAddsSomethingReadsTheStart(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Added " + long, true},
		{"kubeadm: add " + long, true},
		{long, false},
		{long + ": add x", false},
		{"Addedx" + long, false},
	} {
		if got := addsSomething(tc.text); got != tc.want {
			t.Errorf("addsSomething(%.20q…) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
