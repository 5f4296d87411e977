package bundle

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// shipped is the bundle the module embeds.
func shipped(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../bundle.bin")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDecodeSharedMatchesDecode(t *testing.T) {
	b := shipped(t)
	copied, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	shared, err := DecodeShared(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(shared) == 0 || !reflect.DeepEqual(copied, shared) {
		t.Fatalf("DecodeShared and Decode differ (%d and %d releases)", len(shared), len(copied))
	}
	again, err := Encode(shared)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(b) {
		t.Errorf("re-encoding the decoded bundle gives %d bytes, not the %d it came from", len(again), len(b))
	}
}

// times returns rels k times over, each copy's versions, text and PR
// numbers changed so its strings are its own, as more notes would be.
func times(rels []parser.Release, k int) []parser.Release {
	var out []parser.Release
	for c := range k {
		for _, r := range rels {
			r.Version = fmt.Sprintf("%s-copy%d", r.Version, c)
			ns := make([]parser.Note, len(r.Notes))
			for i, n := range r.Notes {
				n.Version = r.Version
				n.Markdown = fmt.Sprintf("%s (copy %d)", n.Markdown, c)
				prs := make([]int, len(n.PRs))
				for j, p := range n.PRs {
					prs[j] = p + c*1_000_000
				}
				n.PRs = prs
				ns[i] = n
			}
			r.Notes = ns
			out = append(out, r)
		}
	}
	return out
}

// tableText returns the bytes of text of b's string table (from its header).
func tableText(t *testing.T, b []byte) uint64 {
	t.Helper()
	off := len(magic)
	next := func() uint64 {
		v, n := binary.Uvarint(b[off:])
		if n <= 0 {
			t.Fatalf("bad number at byte %d", off)
		}
		off += n
		return v
	}
	nstr := next()
	for range 5 {
		next()
	}
	var total uint64
	for range nstr {
		total += next()
	}
	return total
}

// allocated returns the bytes and objects decoding b with decode allocates.
func allocated(t *testing.T, b []byte, decode func([]byte) ([]parser.Release, error)) (bytes, objects uint64) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rels, err := decode(b)
	runtime.ReadMemStats(&after)
	if err != nil || len(rels) == 0 {
		t.Fatalf("decoding: %d releases, %v", len(rels), err)
	}
	return after.TotalAlloc - before.TotalAlloc, after.Mallocs - before.Mallocs
}

// TestDecodeAllocatesLinearly: decoding allocates the notes' structure,
// never a copy of their text, and four times the notes cost four times
// as much, in bytes and in objects.
func TestDecodeAllocatesLinearly(t *testing.T) {
	b1 := shipped(t)
	rels, err := Decode(b1)
	if err != nil {
		t.Fatal(err)
	}
	b4, err := Encode(times(rels, 4))
	if err != nil {
		t.Fatal(err)
	}
	bytes1, objects1 := allocated(t, b1, DecodeShared)
	bytes4, objects4 := allocated(t, b4, DecodeShared)
	t.Logf("1×: %d bytes of bundle, decoding allocates %d bytes in %d objects; 4×: %d bytes, %d bytes in %d objects", len(b1), bytes1, objects1, len(b4), bytes4, objects4)
	// Decode copies the string table's text, DecodeShared must not: only
	// the markdowns rebuilt from trailer templates are new text.
	copied, _ := allocated(t, b1, Decode)
	if text := tableText(t, b1); copied-bytes1 < text*9/10 {
		t.Errorf("DecodeShared allocated %d bytes, Decode %d: less than the %d bytes of the string table's text apart, so DecodeShared copies it", bytes1, copied, text)
	}
	if bytes4 > bytes1*9/2 || objects4 > objects1*9/2 {
		t.Errorf("4× the notes allocate %.1f× the bytes and %.1f× the objects, want at most 4.5×", float64(bytes4)/float64(bytes1), float64(objects4)/float64(objects1))
	}
}

// TestDecodeRefusesCutBundles: a bundle cut anywhere is an error, never a
// panic or a bundle with less in it.
func TestDecodeRefusesCutBundles(t *testing.T) {
	b := shipped(t)
	for _, n := range []int{0, 3, 5, 6, 8, 12, 40, 1000, len(b) / 2, len(b) - 1} {
		for _, dec := range []func([]byte) ([]parser.Release, error){Decode, DecodeShared} {
			if rels, err := dec(b[:n]); err == nil {
				t.Errorf("a bundle cut at byte %d decoded to %d releases", n, len(rels))
			}
		}
	}
}

// TestStringOrderCompresses checks that the string table's order (notes by
// author, strings by what they are) makes the shipped bundle compress
// smaller than in the order the strings are first used, as the page
// downloads it (gzip).
func TestStringOrderCompresses(t *testing.T) {
	rels, err := Decode(shipped(t))
	if err != nil {
		t.Fatal(err)
	}
	size := func(sorted bool) int {
		b, err := encodeWith(rels, sorted, true, nil) // trailers factored both ways, as shipped
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		w.Write(b)
		w.Close()
		return buf.Len()
	}
	firstUse, sorted := size(false), size(true)
	t.Logf("gzip -9: %d bytes in first-use order, %d sorted", firstUse, sorted)
	if sorted > firstUse*95/100 {
		t.Errorf("sorted string table compresses to %d bytes, not 5%% under first-use order's %d", sorted, firstUse)
	}
}

// TestPacedIsTheSame checks that the paced encoder and decoder, which the
// page uses for an opened file, write and read the releases Encode and
// Decode do, and pause as they go.
func TestPacedIsTheSame(t *testing.T) {
	b := shipped(t)
	want, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	pauses := 0
	pause := func() { pauses++ }
	got, err := DecodePaced(b, pause)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("DecodePaced differs from Decode (error %v)", err)
	}
	decodePauses := pauses
	again, err := EncodePaced(got, pause)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := Decode(again); err != nil || !reflect.DeepEqual(back, want) {
		t.Fatalf("what EncodePaced wrote decodes to other releases (error %v)", err)
	}
	if decodePauses < 10 || pauses-decodePauses < 20 {
		t.Errorf("%d pauses decoding and %d encoding 10,000 notes; want one every %d notes", decodePauses, pauses-decodePauses, pauseNotes)
	}
}

// TestPacedEncodePausesInDependencies encodes a release of one note and
// 20,000 dependency changes, as an opened file's parse does: the encoder
// pauses among the dependencies as among notes. Before, it paused only
// between notes, and a file of 80,000 dependency changes was one stretch
// of 0.1 s natively, 0.15-0.26 s in the page.
func TestPacedEncodePausesInDependencies(t *testing.T) {
	const n = 20_000
	r := parser.Release{Version: "v1.99.0", Notes: []parser.Note{{Version: "v1.99.0", Kind: "Feature", Markdown: "lastword"}}}
	for i := range n {
		r.Dependencies.Added = append(r.Dependencies.Added, parser.ModuleVersion{Module: fmt.Sprintf("example.com/added%d", i), Version: fmt.Sprintf("v1.0.%d", i)})
	}
	pauses := 0
	b, err := EncodePaced([]parser.Release{r}, func() { pauses++ })
	if err != nil {
		t.Fatal(err)
	}
	if got, err := Decode(b); err != nil || len(got) != 1 || len(got[0].Dependencies.Added) != n {
		t.Fatalf("the encoded release does not decode to its %d dependency changes (error %v)", n, err)
	}
	// Two passes over the walk (strings, then body), each pausing every
	// pauseModules changes.
	if want := 2 * (n / pauseModules); pauses < want {
		t.Errorf("%d pauses encoding %d dependency changes; want at least %d (one every %d)", pauses, n, want, pauseModules)
	}
}
