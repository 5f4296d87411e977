// Package search finds the notes a person remembers: several words in any
// order, each matching as a word, a prefix or a fuzzy subsequence, ranked so
// exact words and identifiers come first. An index built once (see New)
// prefilters candidates so github.com/sahilm/fuzzy only scores plausible ones.
package search

// Index searches a fixed list of documents. Doc i is texts[i] as given to New;
// a lower index means a newer document (ties rank newer first).
type Index struct {
	texts []string
}

// Hit is one matching document.
type Hit struct {
	Doc   int    // index into the texts given to New
	Score int    // higher is better
	Marks []Mark // what matched, for highlighting
}

// Mark is one document word a query term matched. Pos lists the byte offsets
// within Word of the matched characters; nil means the whole word matched.
// Renderers mark Word's occurrences in the note (case-insensitively).
type Mark struct {
	Word string
	Pos  []int
}

// New builds the index over texts (plain text of each note).
func New(texts []string) *Index {
	return &Index{texts: texts}
}

// Search returns the documents matching every word of query, best first.
// An empty query returns nil.
func (ix *Index) Search(query string) []Hit {
	return nil // TODO(search helper): implement.
}
