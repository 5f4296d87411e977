package notes_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/kubechangelog/kubechangelog/i18n"
)

// TestWriteUpKeepsTheWholeNote: real notes whose text cites a pull request
// or an issue in parentheses before more of it, or that upstream wrote as
// two notes run together on one line. The exports cut a note's citation
// from the first "([#N](…)" on its last line, so the words after it went
// with it: 1.25's #111691 lost "as to not have unschedulable nodes removed
// from load balancers back-end pools.", 1.9's #53233 its whole sentence
// after "Fixed a performance issue", 1.32's #128287 "[SIG Node]." and
// the issue it unblocks. Rendered, each item reads as upstream wrote it
// (want: its text as a reader reads it, link targets gone), its words and
// citations once, then its SIG labels; in both layouts.
//
// 1.10's #59291, which upstream ran together with the next note ("* Add
// generic cache for Azure VMSS"), is a note of its own, as is that one.
// 1.12's "([#68984](…/issues/68984), …)", a link to the pull request's
// /issues/ address, cites #68984, linked as the pull request it is.
//
// Some notes' citations cite what the parser does not take for one of
// their pull requests: 1.24's
// "([#665](https://github.com/kubernetes-csi/external-snapshotter/pull/665),
// …)", another repository's; 1.7's "([kubernetes/features#287](…))", the
// enhancement's issue. Rebuilt from the note's pull requests, the
// citation lost them ("([@k82cn](…))"); now it keeps them, linked where
// upstream links them.
func TestWriteUpKeepsTheWholeNote(t *testing.T) {
	s := shipped(t)
	// Both layouts open a note of the old layouts with the heading path
	// upstream listed it under (release-notes-1.9.md's "### Node" →
	// "#### Kubelet" → "##### Other"; 1.7's "#### Application
	// Deployment"): TestWriteUpNamesTheGroupOfASplitNote.
	leads := map[string]string{
		"version=v1.9.0&sig=node&q=pr:53233": "Kubelet: ", // "Node" names the SIG; "Other" says nothing
		"version=v1.7.0&q=pr:44774":          "Application Deployment: ",
	}
	for _, c := range []struct {
		frag  string
		want  string            // the item's text, rendered
		links map[string]string // link text → address, where the rebuilt citation would differ
		plain string            // the plain export's text, where it differs from want
	}{
		// release-notes-1.25.md, SIG Network's write-up.
		{"version=v1.25.0&sig=network&q=pr:111691",
			"Removed the recently re-introduced schedulability predicate (#109706) as to not have unschedulable nodes removed from load balancers back-end pools. (#111691, @alexanderConstantinescu) [sig/api-machinery, sig/cloud-provider, sig/network, sig/testing]", nil, ""},
		// release-notes-1.9.md, "([#53233](…),[ @dashpole](…))".
		{"version=v1.9.0&sig=node&q=pr:53233",
			"Fixed a performance issue (#51899) identified in large-scale clusters when deleting thousands of pods simultaneously across hundreds of nodes, by actively removing containers of deleted pods, rather than waiting for periodic garbage collection and batching resulting pod API deletion requests. (#53233, @dashpole) [sig/node]", nil, ""},
		// release-notes-1.32.json: the issue it unblocks, with its own
		// citation and SIG, then the note's. @tallclair is cited once.
		{"version=v1.32.0&sig=node&q=pr:128287",
			"Ensured resizing for Guaranteed pods with integer CPU requests on nodes with static CPU & Memory policy configured is not allowed for the beta release of in-place resize. The feature gate InPlacePodVerticalScalingExclusiveCPUs defaults to false, but can be enabled to unblock development on (#127262, @tallclair) [SIG Node]. (#128287, @esotsal) [sig/node, sig/release, sig/testing]", nil, ""},
		// release-notes-1.10.md: two notes upstream ran together.
		{"version=v1.10.0&q=pr:59291",
			"Pod priority can be specified ins PodSpec even when the feature is disabled, but it will be effective only when the feature is enabled. (#59291, @bsalamat)", nil, ""},
		{"version=v1.12.0&q=\"pods might schedule on an unschedulable node\"",
			"Fixes issue #68899 where pods might schedule on an unschedulable node. (#68984, @k82cn)",
			map[string]string{"#68984": "https://github.com/kubernetes/kubernetes/pull/68984"}, ""},
		{"version=v1.24.0&q=\"Add SourceVolumeMode field to VolumeSnapshotContents\"",
			"Add SourceVolumeMode field to VolumeSnapshotContents. Documentation for this alpha feature is pending. (#665, @RaunakShah)",
			map[string]string{"#665": "https://github.com/kubernetes-csi/external-snapshotter/pull/665"},
			// Unlinked, "#665" would name kubernetes/kubernetes#665.
			"Add SourceVolumeMode field to VolumeSnapshotContents. Documentation for this alpha feature is pending. (kubernetes-csi/external-snapshotter#665, @RaunakShah)"},
		{"version=v1.7.0&q=pr:44774",
			"Deployments are updated to use (1) a more stable hashing algorithm (fnv) than the previous one (adler) and (2) a hashing collision avoidance mechanism that will ensure new rollouts will not block on hashing collisions anymore. (#44774, kubernetes/features#287, @kargakis) [sig/apps]",
			map[string]string{"kubernetes/features#287": "https://github.com/kubernetes/features/issues/287"}, ""},
	} {
		res := s.Query(mustState(t, c.frag))
		if res.Total() != 1 {
			t.Fatalf("%s: %d notes, want 1", c.frag, res.Total())
		}
		n := s.Note(res.IDs[0])
		for layout, src := range map[string][]byte{"write-up": []byte(s.WriteUp(res, i18n.EN)), "plain export": []byte(s.Markdown(res))} {
			for name, md := range renderings {
				items := noteItems(md, src)
				if len(items) != 1 {
					t.Errorf("%s, %s, %s: %d items, want 1", c.frag, layout, name, len(items))
					continue
				}
				want := c.want
				if layout != "write-up" && c.plain != "" {
					want = c.plain
				}
				want = leads[c.frag] + want // both layouts
				if got := strings.Join(strings.Fields(inlineText(items[0], src)), " "); got != want {
					t.Errorf("%s, %s, %s: the note reads\n%q, want\n%q", c.frag, layout, name, got, want)
				}
				if layout != "write-up" {
					continue
				}
				for _, p := range itemProblems(n, items[0], src) {
					t.Errorf("%s, %s: %s", c.frag, name, p)
				}
				for label, want := range c.links {
					if got := linkTo(items[0], src, label); got != want {
						t.Errorf("%s, %s: %s links to %q, want %q", c.frag, name, label, got, want)
					}
				}
			}
		}
	}
}

// linkTo is the address of the link whose text is label in n, "" if none.
func linkTo(n ast.Node, src []byte, label string) string {
	dest := ""
	_ = ast.Walk(n, func(x ast.Node, entering bool) (ast.WalkStatus, error) {
		if l, ok := x.(*ast.Link); ok && entering && inlineText(l, src) == label {
			dest = string(l.Destination)
		}
		return ast.WalkContinue, nil
	})
	return dest
}

// TestWriteUpOutlineNests: the document's own headings (the title, the
// context's groups and sections and their headings, the note sections and
// kinds) never skip a level, in either layout of any shipped release: each
// is at most one level below the one before it, as a reader of the outline
// (and markdownlint's MD001) expects. 1.15's Major Themes section
// "Extensibility around core Kubernetes APIs" (h3) had its "####
// CustomResourceDefinitions Pruning" moved three levels down, to an h6
// that reads as a footnote.
func TestWriteUpOutlineNests(t *testing.T) {
	s := shipped(t)
	for _, rel := range s.Releases() {
		res := s.Query(mustState(t, "version="+rel.Version))
		for layout, src := range map[string][]byte{"write-up": []byte(s.WriteUp(res, i18n.EN)), "plain export": []byte(s.Markdown(res))} {
			for name, md := range renderings {
				doc := md.Parser().Parse(text.NewReader(src))
				prev, prevTitle := 0, ""
				for x := doc.FirstChild(); x != nil; x = x.NextSibling() {
					h, ok := x.(*ast.Heading)
					if !ok {
						continue
					}
					if h.Level > prev+1 {
						t.Errorf("%s, %s, %s: %q is an h%d right after the h%d %q", rel.Version, layout, name, inlineText(h, src), h.Level, prev, prevTitle)
					}
					prev, prevTitle = h.Level, inlineText(h, src)
				}
			}
		}
	}
}

// wordsLost are notes whose write-up lacks words of their upstream text
// for a reason outside the write-up, each by a piece of its Markdown:
//   - the citation names the JSON's author where the Markdown misspells
//     them (1.32's "@stalz", #129081);
//   - upstream opened a code span before the citation and closed it inside
//     its link (1.17's "…/pull/83838`)"), whose address read as code;
//   - upstream broke the author's link, "[@wwwtyro]([https://…](https://…) )"
//     (1.10's #57113, #59059, #59849), "[@pohly]( https://…)" (1.13's
//     #69868), "[@shashidharatd(https://…)]" (1.7's #45034), which the
//     parser does not take for an author;
//   - upstream wrote the SIG labels inside the citation (1.20's #95856),
//     which the write-up writes "[sig/…]" after it;
//   - upstream mistyped the number of a linked pull request (1.18's
//     "[#8838](…/pull/88381)", 1.10's "[#517326](…/pull/57326)", 1.12's
//     "[#66045](…/pull/6605)", 1.7's "[#450354](…/pull/45034)"): the
//     exports cite the pull request the link leads to, which the parser
//     takes.
//
// 1.13's #69868 and 1.7's #45034 were points of notes read whole (a
// component's or a label's group, parser/changelog's labelTree) whose
// other points' citations were read; each is now a note of its own.
var wordsLost = []string{"/pull/129081)", "/pull/83838`)", "[@wwwtyro]([", "[@smarterclayton]([", "[@yue9944882]([",
	"[@knight42](https://github.com/knight42), [SIG", "[#8838](", "[#517326](", "[#66045](", "[@pohly]( https", "[#450354]("}

// TestWriteUpKeepsEveryWord renders every shipped note as upstream's list
// item and as its write-up item, and checks that each word of the first
// reads in the second: no export cuts a note's text (TestWriteUpKeepsTheWholeNote
// has the notes that were), and that no author is cited twice.
func TestWriteUpKeepsEveryWord(t *testing.T) {
	s := shipped(t)
	gfm := renderings["GFM"]
	bad := 0
	for _, rel := range s.Releases() {
		res := s.Query(mustState(t, "version="+rel.Version))
		ids := writtenNotes(s, res)
		src := []byte(s.WriteUp(res, i18n.EN))
		items := noteItems(gfm, src)
		if len(items) != len(ids) {
			t.Fatalf("%s: %d items for %d notes", rel.Version, len(items), len(ids))
		}
		for i, it := range items {
			n := s.Note(ids[i])
			if slices.ContainsFunc(wordsLost, func(w string) bool { return strings.Contains(n.Markdown, w) }) {
				continue
			}
			// Upstream's SIG labels read "[sig/…]" in the write-up.
			md := upstreamLabels.ReplaceAllString(n.Markdown, "")
			up := []byte("- " + strings.ReplaceAll(strings.TrimSpace(md), "\n", "\n  ") + "\n")
			have := map[string]int{}
			for _, w := range words(blocksText(it, src)) {
				have[w]++
			}
			var lost []string
			upstream := map[string]int{}
			for _, w := range words(blocksText(gfm.Parser().Parse(text.NewReader(up)), up)) {
				if upstream[w]++; have[w] == 0 {
					lost = append(lost, w)
				}
			}
			// Nor does it cite an author more often than upstream's text
			// names them: 1.6's "([#41039](…), [@soltysh](…)). ([@soltysh](…))"
			// was a line to edit.
			for _, a := range n.Authors {
				if have[a] > max(1, upstream[a]) {
					if bad++; bad <= 20 {
						t.Errorf("%s %v: the write-up cites @%s %d times, upstream %d", rel.Version, n.PRs, a, have[a], upstream[a])
					}
				}
			}
			if len(lost) > 0 {
				if bad++; bad <= 20 {
					t.Errorf("%s %v: the write-up lacks %q of %.200q", rel.Version, n.PRs, lost, n.Markdown)
				}
			}
		}
	}
	if bad > 20 {
		t.Errorf("and %d more", bad-20)
	}
}

// upstreamLabels are a note's SIG labels as upstream writes them.
var upstreamLabels = regexp.MustCompile(`\s*(\[SIG [^\]]*\]|Courtesy of SIG [^\n]*)\s*$`)

// words are the words of a rendered text: runs of letters, digits and
// the characters identifiers and names hold.
func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-'
	})
}
