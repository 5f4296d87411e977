package changelog

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
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
