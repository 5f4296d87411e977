package search

import (
	"strings"
	"testing"
)

// An identifier's initials find it where they start no word of the
// notes: "rwop" is ReadWriteOncePod, which no note abbreviates. Before,
// the word matched nothing and "rwop feature gate ga" ranked the GA note
// (#121077) 9th among the closest matches, behind other gates' GA notes.
func TestAcronymFindsItsIdentifier(t *testing.T) {
	ix, texts := corpusIndex(t)
	hits := fresh(ix, "rwop")
	if len(hits) == 0 {
		t.Fatal("rwop: no note")
	}
	for _, h := range hits {
		if !strings.Contains(texts[h.Doc], "ReadWriteOncePod") {
			t.Errorf("rwop found a note without ReadWriteOncePod: %.80q", texts[h.Doc])
		}
	}
	wantRank(t, ix, texts, "rwop feature gate ga", 121077, 3)
	// A word of the notes is that word: "ids" is not IPv6DualStack's
	// initials, as notes say "device IDs".
	for _, h := range fresh(ix, "ids") {
		if strings.Contains(texts[h.Doc], "IPv6DualStack") && !strings.Contains(strings.ToLower(texts[h.Doc]), "ids") {
			t.Fatalf("ids found IPv6DualStack's note by its initials: %.80q", texts[h.Doc])
		}
	}
}

// acronymOf takes the initials of camel-case identifiers of three to six
// parts, a run of capitals one part and a version's v inside its part;
// not of words, flags, paths or all-capital names.
func TestAcronymOf(t *testing.T) {
	for tok, want := range map[string]string{
		"ReadWriteOncePod":             "rwop",
		"PodSecurityAdmission":         "psa",
		"DRAResourceClaimDeviceStatus": "drcds",
		"IPv6DualStack":                "ids",
		"maxAllowableNUMANodes":        "mann",
		"InPlacePodVerticalScaling":    "ippvs",
		"NodeSwap":                     "", // two parts
		"SELinuxMountReadWriteOncePod": "", // seven parts
		"kubelet":                      "",
		"HTTP":                         "",
		"image-pull-progress-deadline": "",
		"k8s.io/api":                   "",
	} {
		got, ok := acronymOf(tok)
		if got != want || ok != (want != "") {
			t.Errorf("acronymOf(%q) = %q, %v; want %q", tok, got, ok, want)
		}
	}
}
