package search

import (
	"slices"
	"testing"
)

func docWords(s string) []string {
	var out []string
	var buf []byte
	rawTokens(s, func(tok string, pr bool, _ int) {
		buf = tokenWords(tok, pr, buf, func(w []byte) {
			if !slices.Contains(out, string(w)) {
				out = append(out, string(w))
			}
		})
	})
	return out
}

func TestTokenWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"KUBE-IPTABLES-HINT", []string{"kube-iptables-hint", "iptables-hint", "hint", "kube", "iptables"}},
		{"--pod-infra-container-image", []string{"pod-infra-container-image", "infra-container-image", "container-image", "image", "pod", "infra", "container"}},
		{"WaitForAllControlPlaneComponents", []string{"waitforallcontrolplanecomponents", "forallcontrolplanecomponents", "allcontrolplanecomponents", "controlplanecomponents", "planecomponents", "components", "wait", "for", "all", "control", "plane"}},
		{"go 1.22.5 (#125895, @cpanato)", []string{"go", "1.22.5", "22.5", "5", "1", "22", "125895", "#125895", "cpanato"}},
		{"/sys/devices/virtual/powercap.", []string{"sys/devices/virtual/powercap", "devices/virtual/powercap", "virtual/powercap", "powercap", "sys", "devices", "virtual"}},
		{"v1.30.0", []string{"v1.30.0", "1.30.0", "30.0", "0", "v1", "30"}},
		{"HTTPProxy v1beta3", []string{"httpproxy", "proxy", "http", "v1beta3", "beta"}},
		// An API version names its stage (see apiVersionStage).
		{"resource.k8s.io/v1alpha1 v2 v1beta vbeta1", []string{"resource.k8s.io/v1alpha1", "k8s.io/v1alpha1", "io/v1alpha1", "v1alpha1", "resource", "k8s", "io", "alpha", "v2", "v1beta", "beta", "vbeta1"}},
		{"--feature-gates=Foo=true", []string{"feature-gates", "gates", "feature", "foo", "true"}},
		// A hump after a digit, and an acronym's version v kept with it.
		{"IPv6Dualstack KMSv2KDF", []string{"ipv6dualstack", "dualstack", "ipv6", "kmsv2kdf", "kdf", "kmsv2"}},
		{"HTTP/2 G.A apps/v1", []string{"http/2", "http2", "2", "http", "g.a", "ga", "a", "g", "apps/v1", "v1", "apps"}},
	}
	for _, tt := range tests {
		got := docWords(tt.in)
		if !slices.Equal(got, tt.want) {
			t.Errorf("docWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestQueryTerms(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"  kubeadm   Reset ", []string{"kubeadm", "reset"}},
		{"#122530", []string{"122530"}},
		{"--pod-infra-container-image", []string{"pod-infra-container-image"}},
		{"KUBE-IPTABLES-HINT", []string{"kube-iptables-hint"}},
		{"etcd 3.5.11", []string{"etcd", "3.5.11"}},
		{"kube-", []string{"kube"}},
		{"-- ## ", nil},
		{"KMSv2 G.A http/2 apps/v1 v1.30", []string{"kmsv2", "ga", "http2", "apps/v1", "v1.30"}},
	}
	for _, tt := range tests {
		if got := queryTerms(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("queryTerms(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
