package changelog

import (
	"strings"

	"github.com/kubechangelog/kubechangelog/parser"
)

// The layout rules: what a heading makes of the content below it. Both
// layouts go through the same rules; the "Changes by Kind" headings are a
// subset of what the free-form notes of 1.5–1.19 use.

// role is what a heading's section holds, apart from its kind.
type role uint8

const (
	roleNotes       role = iota // list entries are notes (the default)
	roleSkip                    // downloads and image tables
	roleThemes                  // release-level prose: Themes
	roleKnownIssues             // release-level prose: KnownIssues
	roleSecurity                // release-level prose: Security advisories
	roleDeps                    // Go module lists (and dependency notes)
)

// headingInfo is the classification of one heading.
type headingInfo struct {
	role     role
	kind     parser.Kind // the kind notes below get, "" when the heading gives none
	urgent   bool        // Urgent Upgrade Notes and its old names: ActionRequired
	bucket   depBucket   // Added / Changed / Removed below Dependencies
	sig      string      // sig/ slug of a SIG-named heading
	area     string      // area/ slug of a provider or component heading
	previous string      // the version of "Changelog since vA.B.C"
	known    bool        // the heading is one of the recognised note-section names
}

// classifyHeading applies the layout rules to a heading's text.
func classifyHeading(title string) headingInfo {
	t := strings.ToLower(strings.TrimSpace(stripEmphasis(title)))
	t = strings.ReplaceAll(t, "’", "'")
	t = strings.TrimRight(t, ": ")
	has := func(sub string) bool { return strings.Contains(t, sub) }
	notes := func(k parser.Kind) headingInfo { return headingInfo{kind: k, known: true} }

	switch {
	case strings.HasPrefix(t, "downloads for"), t == "downloads",
		// 1.4–1.6 list the pre-releases a minor includes: links, not notes.
		strings.HasPrefix(t, "previous releases included"):
		// "Source Code", "Client Binaries", "Container Images"… are
		// sub-headings of the downloads, skipped with them; 1.6 also has a
		// "### Container Images" section of notes.
		return headingInfo{role: roleSkip}
	case strings.HasPrefix(t, "changelog since"), strings.HasPrefix(t, "changes since"):
		// "Changes since" is 1.2's spelling.
		return headingInfo{previous: fullVersionIn(title)}
	case has("what's new"), has("major themes"), has("release themes"),
		strings.HasPrefix(t, "introduction to"), strings.HasPrefix(t, "warning"):
		return headingInfo{role: roleThemes}
	case has("known issues"):
		return headingInfo{role: roleKnownIssues, known: true}
	case has("security information"), t == "security content":
		return headingInfo{role: roleSecurity}
	case has("urgent upgrade"), has("action required"), has("before upgrading"), has("before you upgrade"):
		return headingInfo{kind: parser.KindUrgent, urgent: true, known: true}
	case t == "dependencies", has("external dependenc"), has("dependency changes"):
		// 1.16/1.17 put the module lists under "Detailed go Dependency Changes".
		return headingInfo{role: roleDeps, kind: parser.KindDependency, known: true}
	case t == "added":
		return headingInfo{bucket: bucketAdded}
	case t == "changed":
		return headingInfo{bucket: bucketChanged}
	case t == "removed":
		return headingInfo{bucket: bucketRemoved}
	case t == "dependency":
		return notes(parser.KindDependency)
	case has("metrics") && (has("added") || has("removed") || has("deprecat") ||
		has("depreciat") || has("changes") || has("changed")):
		// The metrics sections of 1.14–1.17: "Removed and deprecated
		// metrics", "Added metrics", "Metrics Changes", 1.16's
		// "Depreciated/changed metrics". A heading that only names a topic
		// ("#### Metrics:" under 1.18's "### Feature", 1.7's "#### Core
		// Metrics API") is no kind: its notes keep the kind above it.
		if has("deprecat") || has("depreciat") || has("removed") || has("removal") {
			return notes(parser.KindDeprecation)
		}
		return notes(parser.KindOtherNotes)
	case has("deprecat"), has("removal"):
		return notes(parser.KindDeprecation)
	case t == "api change", t == "api changes", t == "changes to api resources":
		return notes(parser.KindAPIChange)
	case t == "feature", t == "features", t == "notable features", t == "new features",
		t == "experimental features":
		return notes(parser.KindFeature)
	case t == "documentation":
		return notes(parser.KindDocumentation)
	case t == "failing test":
		return notes(parser.KindFailingTest)
	case has("bug"):
		// "Bug or Regression", "Bug Fixes", "Detailed Bug Fixes And Changes",
		// 1.18's "Other (Bug, Cleanup or Flake)".
		return notes(parser.KindBug)
	case t == "other (cleanup or flake)", has("non-user-facing"), has("not very notable"):
		return notes(parser.KindCleanup)
	case t == "uncategorized":
		return notes(parser.KindUncategorized)
	case t == "changes by kind", has("notable changes"), t == "other changes",
		t == "release notes from sigs", strings.HasPrefix(t, "changes to "),
		t == "other notable improvements", t == "provider-specific notes":
		// The last two are 1.2's: its providers follow as "#### AWS" headings.
		return notes(parser.KindOtherNotes)
	}
	if s := SIGSlug(title); s != "" {
		return headingInfo{sig: s}
	}
	return headingInfo{area: areaSlug(title)}
}

// cleanTitle is a heading's text as a note's Section shows it.
func cleanTitle(title string) string {
	return strings.TrimRight(strings.TrimSpace(stripEmphasis(title)), ": ")
}
