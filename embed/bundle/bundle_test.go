package bundle

import (
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

// allocated returns the bytes and objects decoding b allocates.
func allocated(t *testing.T, b []byte) (bytes, objects uint64) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rels, err := DecodeShared(b)
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
	bytes1, objects1 := allocated(t, b1)
	bytes4, objects4 := allocated(t, b4)
	t.Logf("1×: %d bytes of bundle, decoding allocates %d bytes in %d objects; 4×: %d bytes, %d bytes in %d objects", len(b1), bytes1, objects1, len(b4), bytes4, objects4)
	if bytes1 >= uint64(len(b1)) {
		t.Errorf("decoding a %d-byte bundle allocated %d bytes: the text is copied", len(b1), bytes1)
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
