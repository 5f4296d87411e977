package notes

import (
	"errors"
	"strconv"
	"strings"
)

// Aka holds other words for notes, by AkaKey of their markdown: what a
// person may type for a note that it does not say ("increase" for "Bump
// default API QPS limits for Kubelet"), searched below the note's own
// words (search.Fields.Aka) and never shown. A person half-remembers a note
// in their own words: of the known-item queries (search/testdata) whose
// note the search did not put first, a reader shown the query and the
// first five notes picked the note nine times in ten (README, Search).
type Aka map[uint64]string

// AkaKey is the key of a note's words in Aka: the 64-bit FNV-1a hash of
// its markdown, which a copy of the note in another release, or in a file
// a person opens, shares. Written out rather than with hash/fnv, whose
// hash.Hash interfaces cost the page's module more than the loop
// (TestAkaKeyIsFNV1a checks the two agree).
func AkaKey(markdown string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(markdown); i++ {
		h ^= uint64(markdown[i])
		h *= 1099511628211
	}
	return h
}

// ParseAka reads the other words of notes as embed/aka.tsv holds them: a
// line per note, its AkaKey in hexadecimal, a tab, its first pull request
// (for a reader; not read), a tab and the words; lines starting with '#'
// are comments.
func ParseAka(data string) (Aka, error) {
	out := Aka{}
	for line := 1; data != ""; line++ {
		var t string
		t, data, _ = strings.Cut(data, "\n")
		if t == "" || t[0] == '#' {
			continue
		}
		key, rest, ok := strings.Cut(t, "\t")
		_, words, ok2 := strings.Cut(rest, "\t")
		k, err := strconv.ParseUint(key, 16, 64)
		if !ok || !ok2 || err != nil || words == "" {
			return nil, errors.New("aka: line " + strconv.Itoa(line) + ": want a hexadecimal key, a pull request and words, tab-separated")
		}
		out[k] = words
	}
	return out, nil
}

// WithAka has the store search the notes' other words in aka (see Aka).
// The page and the command line pass the same (the embedded ones), so
// their searches agree.
func WithAka(aka Aka) StoreOption {
	return func(s *Store) { s.aka = aka }
}

// SetAka gives the store the notes' other words (see WithAka) after it
// was built, for the page, which fetches them apart from its module. They
// are searched only if the search index is not built yet.
func (s *Store) SetAka(aka Aka) {
	if !s.SearchBuilt() {
		s.aka = aka
	}
}

// AkaWords returns the other words the store searches for note id, ""
// for none.
func (s *Store) AkaWords(id int) string {
	if s.aka == nil {
		return ""
	}
	return s.aka[AkaKey(s.notes[id].Markdown)]
}
