package search

import "testing"

// The tests below pin rules about names a note spells another way than the
// person types them: an acronym in capitals inside a phrase, an
// identifier the note misspells, an identifier typed as its words.

// A phrase of the vocabulary is recorded where a note writes a word of it
// in capitals: "API Server tracing root span name … is changed" (#112545)
// is the API server a person types glued, "apiserver" (see vocabulary);
// before, a token of capitals broke the phrase, and no note saying "API
// server" matched apiserver as another name of it.
func TestPhraseWithAcronym(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "apiserver tracing span renamed", 112545, 1)
	// "Applying fix for not tagging static public IP" (#101752) is the
	// Azure cloud provider's pip (a public IP).
	wantRank(t, ix, texts, "pip not tagged", 101752, 1)
}

// A note's own misspelling of a long identifier is forgiven: the note that
// made ValidatingAdmissionPolicy beta spells it "ValidtaingAdmissionPolicy"
// (#119409), and ranked 8th, below notes naming the gate in passing or
// naming other gates "beta … off by default".
func TestNoteMisspellsLongIdentifier(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "ValidatingAdmissionPolicy beta off by default", 119409, 1)
	// The identifier as typed still ranks above its misspelling.
	wantFirstSays(t, ix, "ValidatingAdmissionPolicy", "validatingadmissionpolicy")
}

// Three or four words typed apart that glue into a whole identifier of a
// note are that identifier (see joinRuns): "csi volume support fsgroup" is
// the gate CSIVolumeSupportFSGroup of #92001, which ranked 3rd below two
// notes saying "the CSI driver supports … FSGroup" in passing.
func TestWordsGlueIntoIdentifier(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "csi volume support fsgroup", 92001, 1)
	// Inside a longer identifier the words are not preferred to where
	// the note says them: "Promote SupportPodPidsLimit to GA to provide
	// ability to limit PIDs per pod" (#94140) is found by its first
	// sentence.
	wantRank(t, ix, texts, "pod pids limit GA", 94140, 1)
}

// A hyphened name typed for the identifier it starts is a part of it (see
// gluedForms), as two words typed apart are (see joinPairs): the note says
// "a non-default bindAddress in KubeProxyConfiguration" (#139989), the
// person remembers kube-proxy, and two notes saying "kubeadm … warning …
// kube-proxy" ranked above it.
func TestHyphenedNameStartsIdentifier(t *testing.T) {
	ix, texts := corpusIndex(t)
	r := ix.Find("kubeadm bindAdress warning kube-proxy")
	if rk := rankOfPR(r.Hits, texts, 139989); rk != 1 {
		t.Errorf("#139989 at rank %d of %d, want first", rk, len(r.Hits))
	}
}
