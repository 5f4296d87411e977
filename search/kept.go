package search

import "slices"

// kept holds the hits of recent one-term queries, by term, so that typing
// the term again answers at once. A new term drops the terms used longest
// ago while more than max terms, or more than maxHits hits in all (0: no
// such bound), would be kept. Callers must not modify the hits it returns.
type kept struct {
	hits  map[string][]Hit
	order []string // kept terms, least recently used first
	size  int      // hits kept, over every term
	// served counts the searches answered from it (for tests).
	served int
}

// get returns the hits kept for term t, making t the most recently used.
func (k *kept) get(t string) ([]Hit, bool) {
	hits, ok := k.hits[t]
	if !ok {
		return nil, false
	}
	k.served++
	if i := slices.Index(k.order, t); i >= 0 && i < len(k.order)-1 {
		k.order = append(slices.Delete(k.order, i, i+1), t)
	}
	return hits, true
}

// put keeps hits for term t within the bounds (see kept).
func (k *kept) put(t string, hits []Hit, max, maxHits int) {
	if _, ok := k.hits[t]; ok || max <= 0 || maxHits > 0 && len(hits) > maxHits {
		return
	}
	if k.hits == nil {
		k.hits = map[string][]Hit{}
	}
	for len(k.order) > 0 && (len(k.order) >= max || maxHits > 0 && k.size+len(hits) > maxHits) {
		k.size -= len(k.hits[k.order[0]])
		delete(k.hits, k.order[0])
		k.order = slices.Delete(k.order, 0, 1)
	}
	k.hits[t] = slices.Clip(hits)
	k.order = append(k.order, t)
	k.size += len(hits)
}
