package changelog

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// The citation forms of old notes, stated as expressions: an independent
// reading of what the trailer scan must find in the shipped 1.5–1.13 notes.
var (
	// "Courtesy of SIG Apps, SIG Architecture, SIG Storage, and SIG Testing" (1.12)
	courtesyRE   = regexp.MustCompile(`Courtesy of (SIG [^\n]*)`)
	courtesyName = regexp.MustCompile(`SIG ([A-Za-z][A-Za-z -]*[A-Za-z])`)
	// "(#41988, @sjenning)" (1.6, 1.7), in a note with no linked pull request
	plainRE = regexp.MustCompile(`\(#(\d+), @([A-Za-z0-9-]+)\)`)
	// "[ @caesarxuchao](https://github.com/caesarxuchao)" (1.9)
	spacedAuthorRE = regexp.MustCompile(`\[ @([A-Za-z0-9-]+)\]\(https://github\.com/([A-Za-z0-9-]+)\)`)
)

// TestOldCitationForms: in the shipped notes of 1.5–1.13, every SIG a
// "Courtesy of" trailer names, every plain "(#N, @login)" citation and
// every "[ @login](…)" author link is in the note's labels, and the
// counts are those of the files (45 trailers in 1.12).
func TestOldCitationForms(t *testing.T) {
	courtesy, plain, spaced := map[int]int{}, map[int]int{}, map[int]int{}
	for _, m := range minors(5, 13) {
		rels := mustParse(t, releaseNotesFile(m))
		for _, n := range rels[0].Notes {
			if c := courtesyRE.FindStringSubmatch(n.Markdown); c != nil {
				courtesy[m]++
				for _, name := range courtesyName.FindAllStringSubmatch(c[1], -1) {
					want := strings.ToLower(strings.ReplaceAll(name[1], " ", "-"))
					if !slices.Contains(n.SIGs, want) {
						t.Errorf("1.%d: %q: SIGs %v lack %q", m, firstLine(n.Markdown), n.SIGs, want)
					}
				}
			}
			if !strings.Contains(n.Markdown, "/pull/") {
				for _, c := range plainRE.FindAllStringSubmatch(n.Markdown, -1) {
					plain[m]++
					pr, _ := strconv.Atoi(c[1])
					if !slices.Contains(n.PRs, pr) || !slices.Contains(n.Authors, c[2]) {
						t.Errorf("1.%d: %q: PRs %v authors %v, want #%d @%s", m, firstLine(n.Markdown), n.PRs, n.Authors, pr, c[2])
					}
				}
			}
			for _, c := range spacedAuthorRE.FindAllStringSubmatch(n.Markdown, -1) {
				spaced[m]++
				if !slices.Contains(n.Authors, c[2]) {
					t.Errorf("1.%d: %q: authors %v lack %s", m, firstLine(n.Markdown), n.Authors, c[2])
				}
			}
		}
	}
	if courtesy[12] != 45 || plain[6] != 1 || plain[7] != 1 || spaced[9] < 200 {
		t.Errorf("forms found: courtesy %v, plain %v, spaced %v; want 45 in 1.12, one plain in 1.6 and 1.7, 200+ spaced in 1.9", courtesy, plain, spaced)
	}
	t.Logf("forms found: courtesy %v, plain %v, spaced %v", courtesy, plain, spaced)
}

// TestOrphanCitationIsTheEntrys: 1.10 ends some entries with a nested
// list, a code block or an HTML table, then writes their citation as a
// paragraph of its own, outside the list. The citation, and the blocks
// before it, are the entry's: without them the note had no PR, author or
// SIG, and no SIG's write-up listed it. A citation-only paragraph after an
// entry that cites its own PR stays out of it.
func TestOrphanCitationIsTheEntrys(t *testing.T) {
	rels := mustParse(t, releaseNotesFile(10))
	want := map[int]struct {
		author string
		holds  string // text of a block between the entry and its citation
	}{
		57613: {"mtaufen", "--storage_driver_buffer_duration"},
		59293: {"roycaihw", "<td>GET /swagger.json</td>"},
		56147: {"andyzhangx", "provisioner: kubernetes.io/azure-disk"},
	}
	for _, n := range rels[0].Notes {
		for _, pr := range n.PRs {
			w, ok := want[pr]
			if !ok {
				continue
			}
			delete(want, pr)
			if !slices.Contains(n.Authors, w.author) || !strings.Contains(n.Markdown, w.holds) {
				t.Errorf("#%d: authors %v; holds %q: %v", pr, n.Authors, w.holds, strings.Contains(n.Markdown, w.holds))
			}
		}
	}
	for pr := range want {
		t.Errorf("no 1.10 note cites #%d", pr)
	}
	// An entry with its own citation keeps a stray citation out.
	md := "# v1.99.0\n\n## Changes by Kind\n\n### Feature\n\n- one ([#1](https://github.com/kubernetes/kubernetes/pull/1), [@a](https://github.com/a))\n\n([#2](https://github.com/kubernetes/kubernetes/pull/2), [@b](https://github.com/b))\n"
	got, err := Parse([]byte(md), "stray.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := got[0].Notes; len(n) != 1 || !slices.Equal(n[0].PRs, []int{1}) {
		t.Errorf("a stray citation after a cited entry: notes %+v", n)
	}
}

// notesCiting returns the notes of rels whose PRs hold pr.
func notesCiting(rels []parser.Release, pr int) []parser.Note {
	var out []parser.Note
	for _, r := range rels {
		for _, n := range r.Notes {
			if slices.Contains(n.PRs, pr) {
				out = append(out, n)
			}
		}
	}
	return out
}

// TestIssueURLCitesThePR: a trailer whose pull request links to
// ".../issues/N" (GitHub sends it to pull request N) cites N, as 1.12's
// #68984 and 1.18's #75535 do upstream; an issue the prose names, or a
// Known Issue's "([#N](…/issues/N))", is no citation, nor is an issue link
// in a note that links its pull request (1.32's #127262 beside #128287).
func TestIssueURLCitesThePR(t *testing.T) {
	for _, c := range []struct {
		minor, pr int
		holds     string
	}{
		{12, 68984, "where pods might schedule on an unschedulable node"},
		{18, 75535, "kubelet will no longer create the CSI NodePublishVolume target directory"},
	} {
		got := notesCiting(mustParse(t, releaseNotesFile(c.minor)), c.pr)
		if len(got) != 1 || !strings.Contains(got[0].Markdown, c.holds) || !slices.Equal(got[0].PRs, []int{c.pr}) {
			t.Errorf("1.%d: notes citing #%d: %+v", c.minor, c.pr, got)
		}
	}
	for _, c := range []struct{ minor, issue int }{
		{12, 68899},  // "Fixes issue [#68899](…/issues/68899) where …"
		{10, 61041},  // a Known Issue's "([#61041](…/issues/61041))"
		{13, 71411},  // "See issue [#71411](…) for details."
		{32, 127262}, // beside the note's own pull request link
		{7, 47977},   // "([#47977](…/issues/…), [#44957](…/issues/…))": issues, no author
	} {
		if got := notesCiting(mustParse(t, releaseNotesFile(c.minor)), c.issue); len(got) != 0 {
			t.Errorf("1.%d: issue #%d is cited as a pull request by %q", c.minor, c.issue, firstLine(got[0].Markdown))
		}
	}
}

// TestAuthorLinkToALink: 1.10 wrote three authors as a link whose target
// is a link, "[@wwwtyro]([https://github.com/wwwtyro](https://github.com/wwwtyro) )":
// the note's author is still that login.
func TestAuthorLinkToALink(t *testing.T) {
	rels := mustParse(t, releaseNotesFile(10))
	for pr, login := range map[int]string{57113: "wwwtyro", 59059: "smarterclayton", 59849: "yue9944882"} {
		got := notesCiting(rels, pr)
		if len(got) != 1 || !slices.Equal(got[0].Authors, []string{login}) {
			t.Errorf("1.10 #%d: %d notes, authors %v; want [%s]", pr, len(got), authorsOf(got), login)
		}
	}
}

func authorsOf(ns []parser.Note) [][]string {
	var out [][]string
	for _, n := range ns {
		out = append(out, n.Authors)
	}
	return out
}

// TestMistypedCitation: where a citation's text and URL disagree, the
// number with as many digits as the release's other pull requests is the
// one cited, the other none: 1.12's "[#66045](…/pull/6605)" (#6605 is of
// 2015) is #66045; 1.18's "[#8838](…/pull/88381)", 1.10's
// "[#517326](…/pull/57326)" and 1.7's "[#450354](…/pull/45034)" are the
// URL's.
func TestMistypedCitation(t *testing.T) {
	for _, c := range []struct {
		minor, cited, not int
		holds             string
	}{
		{12, 66045, 6605, "The Azure load balancer idle connection timeout"},
		{18, 88381, 8838, "golang.org/x/crypto"},
		{10, 57326, 517326, "517326"},
		{7, 45034, 450354, "450354"},
	} {
		rels := mustParse(t, releaseNotesFile(c.minor))
		// Other notes may cite the same change (1.18's #88381 twice).
		found := false
		for _, n := range notesCiting(rels, c.cited) {
			found = found || strings.Contains(n.Markdown, c.holds)
		}
		if !found {
			t.Errorf("1.%d: no note holding %q cites #%d", c.minor, c.holds, c.cited)
		}
		if other := notesCiting(rels, c.not); len(other) != 0 {
			t.Errorf("1.%d: #%d is cited by %q", c.minor, c.not, firstLine(other[0].Markdown))
		}
	}
}
