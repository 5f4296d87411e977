package notes

import "fmt"

// Comparison is what a person upgrading from one version to another
// receives. See Store.Diff.
type Comparison struct {
	From, To string
	Releases []string // releases in range, oldest first
	IDs      []int    // notes in range, deduplicated, in display order
}

// Diff compares two versions.
func (s *Store) Diff(from, to string) (*Comparison, error) {
	return nil, fmt.Errorf("comparing %s with %s is not available yet", from, to)
}
