package search_test

import (
	"slices"
	"testing"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/search"
)

// Vocabulary found missing by held-out sets 36-39 (see vocab.go): for each
// entry, the set's query and one written here for another note that says
// the other word. The query's word matches the note's (it is marked), and
// the note ranks first; the rank before its entry in parentheses.
func TestVocabularyOfSets36To39(t *testing.T) {
	s, ix := storeIndexOnce(t)
	cases := []struct {
		query, word, why string
		pr               int
	}{
		// "Implemented alpha support for a drop-in kubelet configuration
		// directory."
		{"kubelet config drop in folder", "directory", "folder / directory (4th)", 119390},
		// "Kubeadm: reset raises warnings if it cannot delete folders"
		{"kubeadm reset cannot delete directories warning", "folders", "directory / folder (first, missing a word)", 85265},
		// "Service of type ExternalName do not create an Endpoint anymore."
		{"externalname services stop getting endpoints", "anymore", "stop / anymore (3rd)", 114814},
		// "Bugfix: vSphere Cloud Provider (VCP) does not need any special
		// service account anymore."
		{"vsphere cloud provider no longer needs special service account", "anymore", "no longer / anymore (first, missing a word)", 59440},
		// "Duplicate recurring Events now include the latest event's
		// Message string"
		{"repeated events show newest message", "latest", "newest / latest (15th)", 46034},
		// "If more than one StorageClass is designated as default …, choose
		// the newest one"
		{"default storageclass pick latest one", "newest", "latest / newest (first, missing a word)", 110559},
		// "Ensures that volume is deleted from the storage backend when the
		// user tries to delete the PV object manually"
		{"deleting pv by hand removes storage volume", "manually", "by hand / manually (2nd)", 105773},
		// "Fixed Cronjob status.lastSuccessfulTime not populated by a
		// manually triggered"
		{"cronjob last successful time triggered by hand", "manually", "by hand / manually (first, missing a word)", 118530},
		// "The node.k8s.io/v1alpha1 RuntimeClass API is no longer served."
		{"runtimclass v1alpha1 removed", "no longer served", "removed / no longer served (24th)", 103061},
		// "The flowcontrol.apiserver.k8s.io/v1beta3 API version of
		// FlowSchema and PriorityLevelConfiguration is no longer served in
		// v1.32."
		{"flowcontrol v1beta3 api removed", "no longer served", "removed / no longer served (2nd)", 127017},
		// "Additional annotations are now properly set or updated for AWS
		// load balancers"
		{"aws elb annotations updated", "load balancers", "elb / load balancer (4th)", 55731},
		// "Support for ELB tagging by users"
		{"aws load balancer tagging by users", "elb", "load balancer / elb (first, missing a word)", 45932},
		// "… Kubernetes will keep allowing leading zeros on IPv4 address to
		// not break the compatibility."
		{"ipv4 addresses with leading zeroes still accepted", "allowing", "accepted / allowing (2nd)", 104368},
		// "The runtimeHandler field on the RuntimeClass resource now accepts
		// the empty string."
		{"runtimeclass handler allows empty string", "accepts", "allows / accepts (first, missing a word)", 69550},
	}
	for _, c := range cases {
		if !marksWord(s, ix, c.query, c.pr, c.word) {
			t.Errorf("%q (%s): #%d found without %q marked", c.query, c.why, c.pr, c.word)
		}
		wantShippedRank(t, c.query, c.pr, 1)
	}
}

// marksWord reports whether the best note citing pr that query finds
// has word marked: a query word matched it.
func marksWord(s *notes.Store, ix *search.Index, query string, pr int, word string) bool {
	for _, h := range ix.Find(query).Hits {
		if slices.Contains(s.Note(h.Doc).PRs, pr) {
			return slices.ContainsFunc(h.Marks, func(m search.Mark) bool { return m.Word == word })
		}
	}
	return false
}
