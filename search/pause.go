package search

// pauseDocs is how many texts buildDictPause tokenises between pauses.
const pauseDocs = 256

// NewPause is New, calling pause every few hundred texts and between the
// steps of the build, so that a page in WebAssembly, which runs Go on its
// only thread, can yield to the browser while it indexes a large store
// (New over every note is one task of over 100 ms there).
func NewPause(texts []string, pause func()) *Index {
	ix := New(nil)
	ix.texts = texts
	ix.d = buildDictPause(texts, pause)
	ix.stamp = make([]uint32, len(texts))
	ix.score = make([]int32, len(texts))
	ix.markOff = make([]int32, len(texts))
	return ix
}
