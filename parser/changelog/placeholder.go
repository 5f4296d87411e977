package changelog

import "github.com/kubechangelog/kubechangelog/internal/lazyre"

// placeholderNoteRE matches a note whose text is only a placeholder for
// "no release note", then its citation and SIGs: "NONE ([#91597](…),
// [@elmiko](…)) [SIG Autoscaling and Testing]" (1.19), "`None`.", "N/A".
// A pull request's template asks for "NONE" when a change needs no note;
// krel marks such entries do_not_publish, and a few reached the
// published notes anyway. RE2: linear in the note's length.
var placeholderNoteRE = lazyre.New("(?i)^\\s*(?:\\*\\*|`)?(?:none|n/a)(?:\\*\\*|`)?[.!]?\\s*" +
	`(?:\((?:\s*,?\s*\[[^\]\n]*\]\([^)\s]*\))+\s*\))?\s*(?:\[SIG [^\]\n]*\]\s*)*$`)

// isPlaceholderNote reports whether md is a placeholder note
// (placeholderNoteRE). Such a note is dropped as an empty bullet is: a
// card reading "NONE" tells a reader nothing and counts in a SIG's view.
// The pull request is then left with no note when it has no other (all
// five in the shipped files): upstream published nothing about it, and a
// search for pr:N finding nothing says so.
func isPlaceholderNote(md string) bool {
	if len(md) > 600 {
		return false // a citation and a SIG list are shorter than this
	}
	return placeholderNoteRE().MatchString(md)
}
