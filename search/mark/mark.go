// Package mark is what a search marks in a note's text, apart from the
// search itself: the renderers need the type, and the parse module (which
// renders an opened file's notes) would otherwise link package search and
// run its vocabulary's initialisation, about 7 ms of the module's start,
// in one task that blocks the page.
package mark

// Mark is one document word a query term matched. Pos lists the byte offsets
// within Word of the matched characters; nil means the whole word matched.
// Renderers mark Word's occurrences in the note (case-insensitively).
//
// Word is lower-cased as indexed (a PR reference keeps its '#'; a
// vocabulary phrase has its spaces). Pos may be shared between hits and
// must not be modified.
type Mark struct {
	Word string
	Pos  []int
}
