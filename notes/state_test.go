package notes

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFragmentRoundTrip(t *testing.T) {
	for _, frag := range []string{
		"",
		"version=v1.30.0&sig=cluster-lifecycle&kind=Feature&q=kubeadm",
		"sig=node&sig=storage",
		"from=v1.27.4&to=v1.30.2&sig=node&action=1&q=kubeadm+reset&lang=ja",
		"kind=Bug+or+Regression&area=kubelet",
	} {
		st, notices := ParseFragment("#" + frag)
		if len(notices) > 0 {
			t.Errorf("%q: unexpected notices %v", frag, notices)
		}
		if got := st.Fragment(); got != frag {
			t.Errorf("Fragment(ParseFragment(%q)) = %q", frag, got)
		}
	}
}

func TestParseFragmentReadsRepeatedAndCommaValues(t *testing.T) {
	st, _ := ParseFragment("sig=node,storage&sig=node&kind=Feature&q=a%20b")
	want := State{Query: "a b", Filters: Filters{"sig": []string{"node", "storage"}, "kind": []string{"Feature"}}}
	if !reflect.DeepEqual(st, want) {
		t.Errorf("got %+v, want %+v", st, want)
	}
}

func TestParseFragmentHostileInput(t *testing.T) {
	many := strings.Repeat("sig=x&", 5000)
	cases := map[string]string{
		"bad escape":      "q=%zz&version=v1.30.0",
		"thousands":       many,
		"huge":            "q=" + strings.Repeat("a", 100000),
		"no equals":       "version",
		"only separators": "&&&==&",
	}
	for name, frag := range cases {
		st, notices := ParseFragment(frag)
		if len(st.Values("sig")) > maxValues || len(st.Query) > MaxQueryLen {
			t.Errorf("%s: limits not applied: %d sigs, %d query bytes", name, len(st.Values("sig")), len(st.Query))
		}
		for _, m := range notices {
			if n := m.String(); strings.Count(n, ".") > 2 || len(n) > 200 {
				t.Errorf("%s: notice is not one short sentence: %q", name, n)
			}
		}
	}
	if st, n := ParseFragment("q=%zz&version=v1.30.0"); st.Version != "v1.30.0" || len(n) == 0 {
		t.Errorf("a bad escape should keep the good pairs and say so: %+v %v", st, n)
	}
}

func TestToggleAndClear(t *testing.T) {
	st := State{Version: "v1.30.0", Lang: "ja"}
	st = st.Toggle("sig", "node").Toggle("sig", "storage").Toggle("kind", "Feature")
	if got := st.Fragment(); got != "version=v1.30.0&sig=node&sig=storage&kind=Feature&lang=ja" {
		t.Errorf("after toggles: %q", got)
	}
	st2 := st.Toggle("sig", "node")
	if !reflect.DeepEqual(st2.Values("sig"), []string{"storage"}) || !reflect.DeepEqual(st.Values("sig"), []string{"node", "storage"}) {
		t.Errorf("Toggle must not change its receiver: %v / %v", st.Values("sig"), st2.Values("sig"))
	}
	if c := st.ClearFilters(); c.HasFilters() || c.Version != "v1.30.0" || c.Lang != "ja" {
		t.Errorf("ClearFilters: %+v", c)
	}
}

func TestPlainText(t *testing.T) {
	md := "Add `/sys/devices/virtual/powercap` to **default** masked paths. ([#125970](https://github.com/kubernetes/kubernetes/pull/125970), [@carlory](https://github.com/carlory)) [SIG Node]"
	want := "Add /sys/devices/virtual/powercap to default masked paths. (#125970, @carlory) SIG Node"
	if got := PlainText(md); got != want {
		t.Errorf("PlainText:\n got %q\nwant %q", got, want)
	}
}

func BenchmarkNoteText(b *testing.B) {
	md := "Fixed a bug. ([#123](https://github.com/kubernetes/kubernetes/pull/123), [@alice](https://github.com/alice)) [SIG Node and Testing]"
	for b.Loop() {
		NoteText(md)
	}
}

// TestLongQueryIsCutOnACharacterBoundary: a link whose search text passes
// 256 bytes inside a character keeps the whole characters before it,
// never a broken one (U+FFFD in the search box).
func TestLongQueryIsCutOnACharacterBoundary(t *testing.T) {
	q := strings.Repeat("a", MaxQueryLen-1) + "日本"
	st, notices := ParseFragment("q=" + url.QueryEscape(q))
	if len(notices) != 1 || !utf8.ValidString(st.Query) || st.Query != strings.Repeat("a", MaxQueryLen-1) {
		t.Errorf("cut to %d bytes, valid %v, notices %v", len(st.Query), utf8.ValidString(st.Query), notices)
	}
}

// TestGatesFragment: the gates view and a gate's view are links, as the
// nav entry and a note's gate links write them.
func TestGatesFragment(t *testing.T) {
	for frag, want := range map[string]State{
		"gates":                                 {Gates: "all"},
		"gates=beta&sig=node&q=Pod":             {Gates: "beta", Filters: Filters{"sig": {"node"}}, Query: "Pod"},
		"gate=WaitForAllControlPlaneComponents": {Gate: "WaitForAllControlPlaneComponents"},
	} {
		st, notices := ParseFragment(frag)
		if len(notices) > 0 || st.Gates != want.Gates || st.Gate != want.Gate || st.Query != want.Query || !reflect.DeepEqual(st.Values("sig"), want.Values("sig")) {
			t.Errorf("ParseFragment(%q) = %+v, %v; want %+v", frag, st, notices, want)
		}
		if got := st.Fragment(); got != frag {
			t.Errorf("Fragment of %q = %q", frag, got)
		}
	}
}
