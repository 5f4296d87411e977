package search

import "testing"

// The tests below pin rules about a query's words (function words, kind
// words, vocabulary) added for the kinds of query that still missed on
// held-out known-item sets, each on real notes.

// Function words between the words that carry a query are optional: the
// note says "PVCs that are in-use, with plugin and node name as
// dimensions", not "per node".
func TestMoreFunctionWordsOptional(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "pvc in use metric per node", 64527, 1)
	for _, w := range []string{"per", "via", "when", "than", "if"} {
		if !stopWords[w] {
			t.Errorf("%q is not a stop word", w)
		}
	}
}

// "while" and "during" join a retold change's words: the note says
// "Pods will now post their readiness during termination" (#110416), the
// person "pod ready state while terminating"; as a required word, "while"
// put notes that say it in passing first (11th).
// It misses "state", so it is found among the notes missing a word
// (Find, as the page searches).
func TestWhileDuringOptional(t *testing.T) {
	ix, texts := corpusIndex(t)
	for _, w := range []string{"while", "during"} {
		if !stopWords[w] {
			t.Errorf("%q is not a stop word", w)
		}
	}
	const q = "pod ready state while terminating"
	fresh(ix, "")
	r := ix.Find(q)
	if rk := rankOfPR(r.Hits, texts, 110416); rk == 0 || rk > 3 {
		t.Errorf("%q: #110416 at rank %d of %d, want the first 3", q, rk, len(r.Hits))
	}
}

// Beside a name typed as written (a metric, a flag), the word that says
// what kind of thing it is ("metric", "flag") is soft (see kindWords): the
// note that marked apiserver_storage_objects stable does not say
// "metric", and ranks above one that names the metric in passing.
func TestKindWordsSoftBesideNames(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "apiserver_storage_objects stable metric", 100082, 1)
	r := ix.Find("apiserver_storage_objects stable metric")
	if r.Partial || r.Full == 0 {
		t.Errorf("partial %v, %d full matches; want the note without \"metric\" a full match", r.Partial, r.Full)
	}
	// Without a name, "metric" is a word like any other.
	for _, h := range fresh(ix, "stable metric")[:10] {
		if len(h.Marks) != 2 {
			t.Errorf("stable metric: hit with marks %v", h.Marks)
		}
	}
}

// Everyday synonyms (see vocabulary): #135012 says "nodes that lack the
// required CSI driver", the person remembers them missing it.
func TestMissingIsLack(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "pods nodes missing csi driver", 135012, 2)
	wantFirstSays(t, ix, "missing", "missing")
}

// A name and its expansion (see vocabulary): the notes say "APF" and
// "Priority and Fairness", often without "API"; the standard streams by
// their short names (stderr, stdin) and in words.
func TestNamesAndTheirWords(t *testing.T) {
	ix, texts := corpusIndex(t)
	// "Increased APF max seats to 100 for LIST requests."
	wantRank(t, ix, texts, "priority and fairness max seats list", 133034, 1)
	// "kubeadm cannot parse kubelet's version if the latter dumps logs
	// on the standard error"
	wantRank(t, ix, texts, "kubeadm kubelet version stderr", 85351, 1)
	// "override default handling of standard input via new
	// interactiveMode kubeconfig field"
	wantRank(t, ix, texts, "exec plugin stdin kubeconfig", 99310, 1)
}

// A compound typed glued finds the note that writes it apart (see the
// vocabulary's compounds), and a verb's phrase in its inflections.
func TestGluedCompoundFindsItApart(t *testing.T) {
	ix, texts := corpusIndex(t)
	// "Added a health check for the device plugin gRPC registration
	// server."
	wantRank(t, ix, texts, "device plugin healthcheck", 128432, 1)
	// "For systems (rootless) that cannot check root file system, please
	// use kubelet config --local-storage-capacity-isolation=false"
	wantRank(t, ix, texts, "rootless root filesystem", 111513, 1)
	// "Fixed a panic in the kubelet cleaning up pod volumes": cleanup is
	// "clean up", and "cleaning up" is its form.
	wantRank(t, ix, texts, "kubelet panics cleanup pod volumes", 86277, 1)
}

// A percent-encoded slash in a link separates words: #127965 links
// kustomize's release tags as "kustomize%2Fv5.5.0".
func TestPercentEncodedSlashSeparates(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "kustomize v5.5.0", 127965, 1)
}

// A phrase of the vocabulary typed apart finds it hyphened, as most notes
// write it: #82347 says the containers have "the root filesystem set as
// read-only".
func TestTypedPhraseFindsItHyphened(t *testing.T) {
	ix, texts := corpusIndex(t)
	wantRank(t, ix, texts, "read only root filesystem", 82347, 1)
}

// An ampersand standing alone between two words is "and" in a
// vocabulary phrase: "priority & fairness" (#116420, and three other
// notes) is API Priority and Fairness, so "apf" finds it. "&&" is code.
func TestAmpersandInPhrase(t *testing.T) {
	ix, texts := corpusIndex(t)
	const q = "apf queue wait sli latency"
	fresh(ix, "")
	r := ix.Find(q)
	if rk := rankOfPR(r.Hits, texts, 116420); rk != 1 {
		t.Errorf("%q: #116420 at rank %d of %d, want it first", q, rk, len(r.Hits))
	}
	if hits := New([]string{"priority && fairness"}, nil).Search("apf"); len(hits) != 0 {
		t.Errorf(`"priority && fairness" is APF: %+v`, hits)
	}
	if hits := New([]string{"API Priority & Fairness"}, nil).Search("apf"); len(hits) != 1 {
		t.Errorf(`"API Priority & Fairness" is not APF: %+v`, hits)
	}
}

// A person remembers the words a note does not use for the same thing:
// a volume resized where the note says "volume expansion" (#92027), a
// "bad" hostname where it says "invalid" (#64815), a pod that
// "completes" where it says the pod "is done" (#118817). Each was second
// to eleventh, behind notes with the query's other words.
func TestParaphrasesOfState(t *testing.T) {
	ix, texts := corpusIndex(t)
	for _, c := range []struct {
		q  string
		pr int
	}{
		{"rbd resize without ceph config", 92027},
		{"kubeadm reject bad hostname", 64815},
		{"DRA claim reuse after pod completes", 118817},
	} {
		fresh(ix, "")
		r := ix.Find(c.q)
		if rk := rankOfPR(r.Hits, texts, c.pr); rk != 1 {
			t.Errorf("%q: #%d at rank %d of %d, want it first", c.q, c.pr, rk, len(r.Hits))
		}
	}
	// The word as typed still ranks above its related names.
	wantFirstSays(t, ix, "resize", "resize")
	wantFirstSays(t, ix, "invalid", "invalid")
}
