package changelog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
)

// Upstream ran a few entries together on one line, a list marker glued to
// the end of the entry before it:
//
//	* … ([#59291](…), [@bsalamat](https://github.com/bsalamat))* Add generic cache for Azure VMSS ([#59652](…), …)   1.10
//	  * … ([#40423](…), [@mkutsevol](https://github.com/mkutsevol  * cinder: Add support for … ([#41498](…), …)       1.7
//
// CommonMark reads each as one entry, citing both pull requests (or, with
// the author link left open, showing its brackets). The builder reads such
// an entry as the entries it is (runTogetherParts): the second on a line of
// its own, at the first one's indentation, the cut-off citation of the
// second form closed, so each entry has its own citation. Only a marker
// right after an author link that ends a trailer is taken as such: a "* "
// elsewhere in prose stays. It is done on an entry's markdown, not on the
// file, so offsets and progress stay those of the file.

// The expressions are compiled on first use (lazyre), as the package's
// others are: the page's main module imports the package for its types.

// runTogetherClosed ends a trailer closed by "))": what precedes ")* ".
var runTogetherClosed = lazyre.New(`\(\[#\d+\]\([^()\s]+\)(?:, ?\[ ?@?[A-Za-z0-9-]+\]\(https?://github\.com/[A-Za-z0-9-]+\))+\)$`)

// runTogetherOpen ends a trailer whose author link was left open: what
// precedes "  * ".
var runTogetherOpen = lazyre.New(`\(\[#\d+\]\([^()\s]+\), ?\[ ?@?[A-Za-z0-9-]+\]\(https?://github\.com/[A-Za-z0-9-]+$`)

// runTogetherWindow is how far back a trailer is looked for before a
// marker: a trailer of one pull request and one author is well within it,
// and the bound keeps the scan linear.
const runTogetherWindow = 256

// splitRunTogether returns md, an entry's markdown, with each
// run-together entry (see above) on a line of its own, and the offsets in
// the result of the entries that follow the first on its own lines: an
// entry glued to a line of md's own text is a note of its own (1.10), one
// glued to a nested item's line a nested item of md (1.7's group entries,
// whose nested items are one note). md itself when there is none.
func splitRunTogether(md string) (string, []int) {
	type cut struct {
		at    int    // offset of the "* " that starts the second entry
		line  int    // offset of the start of its line
		close string // what the first entry's trailer lacks
	}
	var cuts []cut
	look := func(sep string, keep int, re func() *regexp.Regexp, close string) {
		line, scanned := 0, 0 // the start of the line holding scanned
		for i := 0; ; {
			k := strings.Index(md[i:], sep)
			if k < 0 {
				return
			}
			j := i + k
			i = j + len(sep)
			for ; scanned < j; scanned++ {
				if md[scanned] == '\n' {
					line = scanned + 1
				}
			}
			if j == line || md[j-1] == ' ' || i >= len(md) || !isLetter(md[i]) {
				continue
			}
			if re().MatchString(md[max(line, j-runTogetherWindow) : j+keep]) {
				cuts = append(cuts, cut{at: i - 2, line: line, close: close})
			}
		}
	}
	look(")* ", 1, runTogetherClosed, "") // keep the trailer's ")"
	look("  * ", 0, runTogetherOpen, "))")
	if len(cuts) == 0 {
		return md, nil
	}
	slices.SortFunc(cuts, func(a, b cut) int { return a.at - b.at })
	var out strings.Builder
	out.Grow(len(md) + len(cuts)*16)
	var tops []int
	last := 0
	for _, c := range cuts {
		indent := c.line
		for indent < c.at && md[indent] == ' ' {
			indent++
		}
		// The text before the marker, without the spaces of the open
		// form, then what closes its trailer, then the marker on a line
		// of its own at the indentation of the line it was on.
		out.WriteString(strings.TrimRight(md[last:c.at], " "))
		out.WriteString(c.close)
		out.WriteByte('\n')
		if !isListLine(md[indent:]) {
			tops = append(tops, out.Len())
		}
		out.WriteString(md[c.line:indent])
		last = c.at
	}
	out.WriteString(md[last:])
	return out.String(), tops
}

// isListLine reports whether a line (from its text's first byte) opens a
// bullet item.
func isListLine(s string) bool {
	return len(s) >= 2 && (s[0] == '*' || s[0] == '-' || s[0] == '+') && s[1] == ' '
}

// runTogetherParts returns the markdown of each entry md holds (one, md
// itself, for all but run-together entries): the first, then each entry
// that followed it on one of md's own lines, without its list marker.
func runTogetherParts(md string) []string {
	fixed, tops := splitRunTogether(md)
	if len(tops) == 0 && fixed == md {
		return []string{md}
	}
	parts := make([]string, 0, len(tops)+1)
	from := 0
	for _, t := range tops {
		parts = append(parts, strings.TrimRight(fixed[from:t], " \n"))
		from = t + 2 // the "* "
	}
	return append(parts, fixed[from:])
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// Upstream also ran entries together across a line break: the second
// entry's text on the line right after the first's citation, with no list
// marker (or one glued to the text), so CommonMark reads it as the first
// entry's continuation:
//
//	- Client-go: … ([#84692](…), [@smarterclayton](…))
//	Renamed FeatureGate RequestManagement to APIPriorityAndFairness. … ([#85260](…), …)   1.17
//	- Add `--shutdown-delay-duration` to kube-apiserver … ([#74416](…), [@sttts](…))
//	  Kubeadm now seamlessly migrates the CoreDNS Configuration … ([#78033](…), …)        1.16
//	- The deprecated --interactive flag has been removed … ([#65420](…), [@jsoref](…))
//	-The deprecated shorthand flag `-c` has been removed … ([#66817](…), …)                1.12
//
// A release's notes put a citation at the end of an entry, so a line that
// starts a sentence (a capital letter at the entry's own indentation,
// after a glued "-" or "*" at most) right after a line ending with a
// complete citation starts another entry. In the shipped files that is six
// entries (1.12: 3, 1.16: 1, 1.17: 2) and nothing else: the lines after a
// citation that stay are nested items ("- …", "* …"), indented text,
// more citations ("([#66382](…), …)", 1.12, 1.14, 1.15) and lower-case
// continuations (1.6's "dnsmasq-nanny manages dnsmasq…").

// citedLineParts returns parts with each part split where a line starts a
// new entry after a complete citation (see above).
func citedLineParts(parts []string) []string {
	var out []string
	for i, md := range parts {
		from := 0
		for at := 0; at < len(md); {
			nl := strings.IndexByte(md[at:], '\n')
			if nl < 0 {
				break
			}
			nl += at
			next := nl + 1
			if skip := newEntryAt(md[next:]); skip >= 0 && endsWithCitationRE().MatchString(md[max(at, nl-citationWindow):nl]) {
				if out == nil {
					out = append(make([]string, 0, len(parts)+1), parts[:i]...)
				}
				out = append(out, strings.TrimRight(md[from:nl], " \t\n"))
				from = next + skip
			}
			at = next
		}
		if out != nil {
			out = append(out, md[from:])
		}
	}
	if out == nil {
		return parts
	}
	return out
}

// newEntryAt reports whether line s (a line of an entry's markdown, from
// its first byte) starts a sentence at the entry's indentation: it
// returns how many bytes of a glued marker to drop ("-" of "-The"), or -1.
func newEntryAt(s string) int {
	skip := 0
	if len(s) > 0 && (s[0] == '-' || s[0] == '*') {
		skip = 1
	}
	if len(s) > skip && s[skip] >= 'A' && s[skip] <= 'Z' {
		return skip
	}
	return -1
}
