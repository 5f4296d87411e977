package search

// table interns strings to dense ids for New: an open-addressing hash table
// whose slots hold only a 32-bit hash and an id, so a lookup touches one
// slot and, on a hash match, the key's bytes. Indexing calls it once per
// token of every note, and it is about twice as fast there as a
// map[string]int32, whose probes also chase each slot's string header.
type table struct {
	slots []tslot // len is a power of two, at most half full
	keys  []string
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
	return &table{slots: make([]tslot, n), keys: make([]string, 0, sizeHint)}
}

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

// idBytes returns the id of k, adding it (as a new string) if absent.
func (t *table) idBytes(k []byte) (id int32, added bool) { return t.idHashed(k, fnv1a(k)) }

// idHashed is idBytes for a key whose fnv1a hash the caller computed.
func (t *table) idHashed(k []byte, h uint32) (id int32, added bool) {
	mask := uint32(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s.id1 == 0 {
			return t.insert(i, h, string(k)), true
		}
		if s.hash == h && t.keys[s.id1-1] == string(k) {
			return s.id1 - 1, false
		}
	}
}

// idString is idBytes for a string key, which is stored without copying.
func (t *table) idString(k string) (id int32, added bool) {
	h := fnv1a(k)
	mask := uint32(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s.id1 == 0 {
			return t.insert(i, h, k), true
		}
		if s.hash == h && t.keys[s.id1-1] == k {
			return s.id1 - 1, false
		}
	}
}

func (t *table) insert(i, h uint32, k string) int32 {
	id := int32(len(t.keys))
	t.keys = append(t.keys, k)
	t.slots[i] = tslot{hash: h, id1: id + 1}
	if 2*len(t.keys) > len(t.slots) {
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
