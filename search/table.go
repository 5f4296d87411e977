package search

import "bytes"

// table interns keys to dense ids for New: an open-addressing hash table
// whose slots hold only a 32-bit hash and an id, so a lookup touches one
// slot and, on a hash match, the key's bytes. Indexing calls it once per
// token of every note; it beat map[string]int32 there by about a fifth of
// New's CPU time.
//
// A table holds either byte keys (idBytes, idHashed), copied into one arena
// so that interning tens of thousands of words is not tens of thousands of
// allocations (which WebAssembly's single-threaded GC pays for at page
// start-up), or string keys (idString), kept as given; not both.
type table struct {
	slots []tslot // len is a power of two, at most half full
	n     int     // keys interned

	keys  []string // idString: key i
	arena []byte   // idBytes: key i is arena[spans[i]:spans[i+1]]
	spans []int32
}

type tslot struct {
	hash uint32
	id1  int32 // id+1; 0 marks an empty slot
}

func newTable(sizeHint int) *table {
	n := 16
	for n < 2*sizeHint {
		n <<= 1
	}
	spans := make([]int32, 1, sizeHint+1)
	return &table{slots: make([]tslot, n), spans: spans}
}

// reserveArena pre-sizes the byte-key arena, so that interning does not
// copy it over and over as it grows.
func (t *table) reserveArena(n int) { t.arena = make([]byte, 0, n) }

// fnv1a hashes like FNV-1a; any string hash would do, this one is short and
// runs the same on every GOARCH, WebAssembly included.
func fnv1a[T string | []byte](k T) uint32 {
	h := uint32(fnvOffset)
	for i := 0; i < len(k); i++ {
		h = (h ^ uint32(k[i])) * fnvPrime
	}
	return h
}

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

// idBytes returns the id of k, adding a copy of it if absent.
func (t *table) idBytes(k []byte) (id int32, added bool) { return t.idHashed(k, fnv1a(k)) }

// idHashed is idBytes for a key whose fnv1a hash the caller computed.
func (t *table) idHashed(k []byte, h uint32) (id int32, added bool) {
	mask := uint32(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s.id1 == 0 {
			t.arena = append(t.arena, k...)
			t.spans = append(t.spans, int32(len(t.arena)))
			return t.insert(i, h), true
		}
		if s.hash == h && bytes.Equal(t.arena[t.spans[s.id1-1]:t.spans[s.id1]], k) {
			return s.id1 - 1, false
		}
	}
}

// idString returns the id of k, adding k itself (not a copy) if absent.
func (t *table) idString(k string) (id int32, added bool) {
	h := fnv1a(k)
	mask := uint32(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s.id1 == 0 {
			t.keys = append(t.keys, k)
			return t.insert(i, h), true
		}
		if s.hash == h && t.keys[s.id1-1] == k {
			return s.id1 - 1, false
		}
	}
}

// byteKeys returns the byte keys by id as strings sharing one allocation.
func (t *table) byteKeys() []string {
	all := string(t.arena)
	out := make([]string, t.n)
	for i := range out {
		out[i] = all[t.spans[i]:t.spans[i+1]]
	}
	return out
}

func (t *table) insert(i, h uint32) int32 {
	id := int32(t.n)
	t.n++
	t.slots[i] = tslot{hash: h, id1: id + 1}
	if 2*t.n > len(t.slots) {
		t.grow()
	}
	return id
}

func (t *table) grow() {
	old := t.slots
	t.slots = make([]tslot, 2*len(old))
	mask := uint32(len(t.slots) - 1)
	for _, s := range old {
		if s.id1 == 0 {
			continue
		}
		i := s.hash & mask
		for t.slots[i].id1 != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = s
	}
}
