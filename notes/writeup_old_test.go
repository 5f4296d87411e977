package notes_test

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// TestWriteUpOfOldTrailers: the notes of 1.12, whose SIGs upstream wrote
// as "Courtesy of SIG …", are in their SIGs' write-ups, cited once and
// without the trailer's words; 1.6's plain "(#41988, @sjenning)" reads as
// links in a write-up and once in either layout.
func TestWriteUpOfOldTrailers(t *testing.T) {
	s := shipped(t)
	query := func(frag string) *notes.Result {
		st, err := notes.ParseFragment(frag)
		if err != nil {
			t.Fatal(err)
		}
		return s.Query(st)
	}
	// The two notes #68080 and #67432 name SIG API Machinery only through
	// "Courtesy of SIG API Machinery" (#67432: "Courtesy of SIG Apps, SIG
	// Architecture, SIG Storage, and SIG Testing", in SIG Storage's).
	for _, c := range []struct{ frag, item string }{
		{"version=v1.12.0&sig=api-machinery", "This flag will be removed in 1.13. ([#68080](https://github.com/kubernetes/kubernetes/pull/68080), [@caesarxuchao](https://github.com/caesarxuchao)) [sig/api-machinery]\n"},
		{"version=v1.12.0&sig=storage", "([#67432](https://github.com/kubernetes/kubernetes/pull/67432), [@lichuqiang](https://github.com/lichuqiang)) [sig/apps, sig/architecture, sig/storage, sig/testing]\n"},
	} {
		w := s.WriteUp(query(c.frag), i18n.EN)
		if strings.Count(w, c.item) != 1 {
			t.Errorf("%s: the write-up has %d items ending %q", c.frag, strings.Count(w, c.item), c.item)
		}
		if strings.Contains(w, "Courtesy of") {
			t.Errorf("%s: the write-up keeps a \"Courtesy of\" trailer", c.frag)
		}
	}

	res := query("version=v1.6.0&q=cgroup+management")
	w := s.WriteUp(res, i18n.EN)
	// Under its heading path, "### Node Components" (release-notes-1.6.md's
	// "## Changes to Major Components").
	if want := "- *Node Components:* kubelet exports metrics for cgroup management ([#41988](https://github.com/kubernetes/kubernetes/pull/41988), [@sjenning](https://github.com/sjenning)) [sig/node]\n"; strings.Count(w, want) != 1 || strings.Count(w, "41988") != 2 {
		t.Errorf("v1.6.0 write-up: want the citation linked once:\n%s", w)
	}
	md := s.Markdown(res)
	if want := "- *Node Components:* kubelet exports metrics for cgroup management (#41988, @sjenning) [sig/node]\n"; strings.Count(md, want) != 1 || strings.Count(md, "41988") != 1 {
		t.Errorf("v1.6.0 export: want the citation once:\n%s", md)
	}
}

// TestWriteUpLinksAPlainCitationInTheText: a plain citation the note's
// text keeps, before more of it, is written linked in a write-up and not
// again after the text. The entry is 1.6's, with a code block after.
func TestWriteUpLinksAPlainCitationInTheText(t *testing.T) {
	src := "## Notable Features\n\n- kubelet exports metrics for cgroup management (#41988, @sjenning):\n\n  ```\n  kubelet_cgroup_manager_latency_microseconds\n  ```\n"
	rels, err := changelog.Parse([]byte(src), "release-notes-1.6.md")
	if err != nil {
		t.Fatal(err)
	}
	s := notes.NewStore(rels)
	st, _ := notes.ParseFragment("version=v1.6.0")
	res := s.Query(st)
	if res.Total() != 1 {
		t.Fatalf("%d notes, want 1", res.Total())
	}
	w := s.WriteUp(res, i18n.EN)
	if !strings.Contains(w, "cgroup management ([#41988](https://github.com/kubernetes/kubernetes/pull/41988), [@sjenning](https://github.com/sjenning)):") || strings.Count(w, "41988") != 2 {
		t.Errorf("want the citation linked in place, once:\n%s", w)
	}
}

// TestWriteUpCitesEachPROnce: notes of 1.12 to 1.16 cite their pull
// requests in their text, one citation a line or one a sub-item, and the
// combined citation the exports wrote after the text read each of them a
// second time ("(#71746, @rctl) (#71746, #72832, @rctl, @MrHohn)"), a line
// the group deletes. Each item must cite each pull request once, linked,
// its SIG labels last, in both layouts; 1.12's #66960, whose citation runs
// over two lines, without its "Courtesy of SIG …" words.
func TestWriteUpCitesEachPROnce(t *testing.T) {
	s := shipped(t)
	for _, frag := range []string{
		"version=v1.12.0&q=pr:66482",                       // two citations, one a line
		"version=v1.15.0&q=pr:77567",                       // six citations, one a line
		"version=v1.14.0&q=pr:71746",                       // two
		"version=v1.12.0&q=pr:67074",                       // two sentences, each cited
		"version=v1.16.0&q=pr:70672",                       // an "API" urgent note, a citation per sub-item
		"version=v1.12.0&q=pr:66960",                       // the citation over two lines, then "Courtesy of SIG …"
		"version=v1.12.0&sig=cluster-lifecycle&q=pr:66960", // in its SIG's write-up
	} {
		st, _ := notes.ParseFragment(frag)
		res := s.Query(st)
		if res.Total() != 1 {
			t.Fatalf("%s: %d notes, want 1", frag, res.Total())
		}
		n := s.Note(res.IDs[0])
		w := s.WriteUp(res, i18n.EN)
		md := s.Markdown(res)
		for name, md := range renderings {
			items := noteItems(md, []byte(w))
			if len(items) != 1 {
				t.Fatalf("%s, %s: %d items", frag, name, len(items))
			}
			for _, p := range itemProblems(n, items[0], []byte(w)) {
				t.Errorf("%s, write-up, %s: %s", frag, name, p)
			}
		}
		checkPlainExport(t, res, frag+", plain export", []byte(md), res.IDs, false)
		if strings.Contains(w, "Courtesy of") || strings.Contains(md, "Courtesy of") {
			t.Errorf("%s: an export keeps a \"Courtesy of\" trailer", frag)
		}
	}
}
