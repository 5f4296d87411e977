package notes

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// CommentSlot is the empty quote a write-up leaves under each note and
// each context section, where the group writes its comment.
const CommentSlot = "> "

// WriteWriteUp writes r as the document a SIG's write-up starts from
// ("Kubernetes 1.30: SIG Cluster Lifecycle changes"): the title in lang,
// the release context, every kind heading in upstream order with "None"
// under empty ones, each note cited with links (a pasted "#122530" links
// nowhere in a shared document) and its SIG labels, and an empty comment
// slot under each note. It has no count line: the group would delete it.
// The headings and the notes stay upstream's English in every language,
// as readers match them against the upstream notes. The page and the
// command line write the same bytes for the same state and language.
func WriteWriteUp(w io.Writer, s *Store, r *Result, lang i18n.Lang) error {
	_, err := io.WriteString(w, s.WriteUp(r, lang))
	return err
}

// WriteUp returns the write-up of r in lang (see WriteWriteUp).
func (s *Store) WriteUp(r *Result, lang i18n.Lang) string {
	multi := len(r.Releases) > 1
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", WriteUpTitle(r.State).In(lang))
	_ = WriteContext(&b, s.Context(r), multi, CommentSlot)

	// A ranked search result still reads in upstream order here: a
	// write-up follows the release, not the relevance of a search.
	s.writeByKind(&b, r, slices.Sorted(slices.Values(r.IDs)), func(n *parser.Note) string {
		line := "- " + indent(NoteText(n.Markdown), "  ")
		if c := LinkedCitation(n); c != "" {
			line += " " + c
		}
		if multi {
			line += " — " + n.Version
		}
		return line + "\n  " + CommentSlot + "\n"
	})
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// WriteUpTitle names a write-up as the groups title theirs: "Kubernetes
// 1.30: SIG Cluster Lifecycle changes", the minor alone for a vX.Y.0
// release, the SIGs of the filter in the state's order.
func WriteUpTitle(st State) i18n.Msg {
	var subject string
	switch {
	case st.Compare():
		subject = shortVersion(st.From) + " → " + shortVersion(st.To)
	case st.Version != "":
		subject = shortVersion(st.Version)
	}
	var sigs []string
	for _, v := range st.Values("sig") {
		sigs = append(sigs, "SIG "+SIGTitle(v))
	}
	switch {
	case subject != "" && len(sigs) > 0:
		return i18n.M("Kubernetes %s: %s changes", subject, strings.Join(sigs, ", "))
	case subject != "":
		return i18n.M("Kubernetes %s changes", subject)
	case len(sigs) > 0:
		return i18n.M("Kubernetes: %s changes", strings.Join(sigs, ", "))
	}
	return i18n.M("Kubernetes changes")
}

// shortVersion spells a version as write-up titles do: "v1.30.0" → "1.30",
// any other version without its "v" ("1.30.2", "1.31.0-rc.1").
func shortVersion(v string) string {
	if semver.Prerelease(v) == "" && semver.Build(v) == "" && strings.HasSuffix(v, ".0") && strings.Count(v, ".") == 2 {
		return strings.TrimPrefix(semver.MajorMinor(v), "v")
	}
	return strings.TrimPrefix(v, "v")
}

// LinkedCitation is Citation with its pull requests and authors as
// Markdown links, as upstream writes them:
// "([#122530](https://github.com/kubernetes/kubernetes/pull/122530),
// [@neolit123](https://github.com/neolit123)) [sig/cluster-lifecycle]".
// An author that cannot be a GitHub login stays plain text, so no link
// leaves github.com.
func LinkedCitation(n *parser.Note) string {
	return citation(n, func(pr int) string {
		num := strconv.Itoa(pr)
		return "[#" + num + "](https://github.com/kubernetes/kubernetes/pull/" + num + ")"
	}, func(a string) string {
		if isGitHubLogin(a) {
			return "[@" + a + "](https://github.com/" + a + ")"
		}
		return "@" + a
	})
}

// isGitHubLogin reports whether s can be a GitHub login (letters, digits
// and hyphens, at most 39 characters). A bot's "name[bot]" would break the
// link's brackets, so it stays plain text.
func isGitHubLogin(s string) bool {
	if s == "" || len(s) > 39 || s[0] == '-' {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
