package notes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// sameText is how the tests recognise one change written twice: the text
// without its trailer, white space folded. Shorter texts ("NONE") are not
// matched, as in the engine.
func sameText(md string) string {
	t := strings.Join(strings.Fields(notes.NoteText(md)), " ")
	if len(t) < 24 {
		return ""
	}
	return t
}

// samePRNote is how the tests decide that two notes citing a common PR
// are one change: the same PR list, or 80% of their distinct words in
// common. A note removing a flag cites the PR that deprecated it too; the
// two are different changes.
func samePRNote(a, b *parser.Note) bool {
	sa, sb := slices.Sorted(slices.Values(a.PRs)), slices.Sorted(slices.Values(b.PRs))
	if slices.Equal(slices.Compact(sa), slices.Compact(sb)) {
		return true
	}
	words := func(md string) map[string]bool {
		m := map[string]bool{}
		for _, w := range strings.FieldsFunc(strings.ToLower(notes.NoteText(md)), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}) {
			m[w] = true
		}
		return m
	}
	wa, wb := words(a.Markdown), words(b.Markdown)
	common := 0
	for w := range wa {
		if wb[w] {
			common++
		}
	}
	return len(wa) > 0 && len(wb) > 0 && float64(common) >= 0.8*float64(len(wa)+len(wb)-common)
}

// notesOf returns the ids of every note of the given releases.
func notesOf(s *notes.Store, versions ...string) []int {
	var out []int
	for id := range s.Len() {
		if slices.Contains(versions, s.Note(id).Version) {
			out = append(out, id)
		}
	}
	return out
}

// components counts the changes among ids the way a person would: notes
// linked by a shared PR or text, through any chain of such links, are one
// change; a digest citing more than three PRs links by its text only.
// It is a union-find written independently of the engine. Changes linked
// to a note of have are not counted. Notes that near links (the store's
// WithNearCopies) name are one change too.
func components(s *notes.Store, ids, have []int, near ...notes.NearCopy) int {
	parent := map[int]int{}
	var find func(int) int
	find = func(x int) int {
		if p, ok := parent[x]; ok && p != x {
			r := find(p)
			parent[x] = r
			return r
		}
		parent[x] = x
		return x
	}
	union := func(a, b int) { parent[find(a)] = find(b) }
	byKey, byText := map[string][]int{}, map[string]int{}
	all := slices.Concat(have, ids)
	for _, id := range all {
		n := s.Note(id)
		keys := []string{}
		for _, pr := range n.PRs {
			if len(n.PRs) <= 3 {
				keys = append(keys, fmt.Sprint("#", pr))
			}
		}
		find(id)
		for _, k := range keys {
			joined := false
			for _, o := range byKey[k] {
				if samePRNote(s.Note(o), n) {
					union(id, o)
					joined = true
				}
			}
			if !joined {
				byKey[k] = append(byKey[k], id)
			}
		}
		if t := sameText(n.Markdown); t != "" {
			if o, ok := byText[t]; ok {
				union(id, o)
			} else {
				byText[t] = id
			}
		}
	}
	byNote := map[*parser.Note]int{}
	for _, id := range all {
		byNote[s.Note(id)] = id
	}
	for _, l := range near {
		a, _ := s.Release(l.A.Version)
		b, _ := s.Release(l.B.Version)
		ia, okA := byNote[&a.Notes[l.A.Index]]
		ib, okB := byNote[&b.Notes[l.B.Index]]
		if okA && okB {
			union(ia, ib)
		}
	}
	had := map[int]bool{}
	for _, id := range have {
		had[find(id)] = true
	}
	roots := map[int]bool{}
	for _, id := range ids {
		if r := find(id); !had[r] {
			roots[r] = true
		}
	}
	return len(roots)
}

// checkComparison holds what every comparison must satisfy: notes only
// from releases in range, each PR and each text once, display order by
// kind then oldest release, AlsoIn only naming other releases in range.
func checkComparison(t *testing.T, s *notes.Store, c *notes.Comparison) {
	t.Helper()
	prs, texts := map[int]int{}, map[string]int{}
	lastKind, lastVersion := -1, ""
	for _, id := range c.IDs {
		n := s.Note(id)
		if !slices.Contains(c.Releases, n.Version) {
			t.Errorf("note %v of %s is outside the range %v", n.PRs, n.Version, c.Releases)
		}
		for _, pr := range n.PRs {
			if o, dup := prs[pr]; dup {
				t.Errorf("PR %d listed twice (%s and %s)", pr, s.Note(o).Version, n.Version)
			}
			prs[pr] = id
		}
		if tx := sameText(n.Markdown); tx != "" {
			if o, dup := texts[tx]; dup {
				t.Errorf("text %.60q listed twice (%s and %s)", tx, s.Note(o).Version, n.Version)
			}
			texts[tx] = id
		}
		k := parser.KindOrder(n.Kind)
		switch {
		case k < lastKind:
			t.Errorf("note %v (%s) breaks the kind order", n.PRs, n.Kind)
		case k == lastKind && semver.Compare(n.Version, lastVersion) < 0:
			t.Errorf("note %v of %s after one of %s: within a kind oldest release first", n.PRs, n.Version, lastVersion)
		}
		lastKind, lastVersion = k, n.Version
	}
	for id, vs := range c.AlsoIn {
		if !slices.Contains(c.IDs, id) {
			t.Errorf("AlsoIn names note %d, which is not listed", id)
		}
		for _, v := range vs {
			if v == s.Note(id).Version || !slices.Contains(c.Releases, v) {
				t.Errorf("note %v of %s also in %s: not another release in range", s.Note(id).PRs, s.Note(id).Version, v)
			}
		}
	}
}

func TestDiffAcrossMinors(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.27.0", "1.30.2")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"v1.28.0", "v1.29.0", "v1.30.0", "v1.30.1", "v1.30.2"}
	if !slices.Equal(c.Releases, want) {
		t.Fatalf("releases %v, want %v", c.Releases, want)
	}
	if c.From != "v1.27.0" || c.To != "v1.30.2" {
		t.Errorf("from %q to %q: versions must be canonical", c.From, c.To)
	}
	checkComparison(t, s, c)
	all := notesOf(s, want...)
	if n := components(s, all, notesOf(s, "v1.27.0")); len(c.IDs) != n {
		t.Errorf("%d notes; the deduplicated union of the %d notes of %v is %d", len(c.IDs), len(all), want, n)
	}
	t.Logf("v1.27.0 → v1.30.2: %d notes of %d in %d releases, %d modules", len(c.IDs), len(all), len(c.Releases), len(depsOf(c)))
	// Every note of the range is shown, or is the same change as one shown.
	shown := map[string]bool{}
	for _, id := range c.IDs {
		for _, pr := range s.Note(id).PRs {
			shown[fmt.Sprint(pr)] = true
		}
		shown[sameText(s.Note(id).Markdown)] = true
	}
	for _, id := range all {
		n := s.Note(id)
		ok := shown[sameText(n.Markdown)] && sameText(n.Markdown) != ""
		for _, pr := range n.PRs {
			ok = ok || shown[fmt.Sprint(pr)]
		}
		if !ok && !slices.Contains(c.IDs, id) {
			// The only other reason to leave a note out: v1.27.0 has it.
			if components(s, []int{id}, notesOf(s, "v1.27.0")) != 0 {
				t.Errorf("note %v of %s is missing", n.PRs, n.Version)
			}
		}
	}
}

func TestDiffWithinOneMinor(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.30.0", "v1.30.3")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"v1.30.1", "v1.30.2", "v1.30.3"}
	if !slices.Equal(c.Releases, want) {
		t.Fatalf("releases %v, want %v: patches only, no pre-release", c.Releases, want)
	}
	checkComparison(t, s, c)
	all := notesOf(s, want...)
	if n := components(s, all, notesOf(s, "v1.30.0")); len(c.IDs) != n {
		t.Errorf("%d notes, want %d", len(c.IDs), n)
	}
	// v1.30.1 lists one text under two PRs (#124553 and #124694): one
	// change to someone upgrading.
	n := 0
	for _, id := range c.IDs {
		if strings.HasPrefix(s.Note(id).Markdown, "Fixes a 1.30.0 regression in openapi descriptions") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the openapi regression fix of v1.30.1 is listed %d times, want once", n)
	}
	wantSec := []notes.SecurityFix{{CVE: "CVE-2024-5321", Title: "Incorrect permissions on Windows containers logs", Version: "v1.30.3"}}
	if !slices.Equal(c.Security, wantSec) {
		t.Errorf("security %+v, want %+v", c.Security, wantSec)
	}
	t.Logf("v1.30.0 → v1.30.3: %d notes of %d", len(c.IDs), len(all))

	// Pre-releases up to a pre-release.
	c, err = s.Diff("v1.29.0", "v1.30.0-beta.0")
	if err != nil {
		t.Fatal(err)
	}
	want = []string{"v1.30.0-alpha.1", "v1.30.0-alpha.2", "v1.30.0-alpha.3", "v1.30.0-beta.0"}
	if !slices.Equal(c.Releases, want) {
		t.Errorf("releases %v, want %v", c.Releases, want)
	}
	checkComparison(t, s, c)
}

func TestDiffSameVersionIsEmpty(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.30.2", "1.30.2")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.IDs)+len(c.Releases)+len(c.Security)+len(depsOf(c)) != 0 {
		t.Errorf("A = B must be empty: %d notes, releases %v", len(c.IDs), c.Releases)
	}
}

func TestDiffBadRanges(t *testing.T) {
	s := shipped(t)
	for _, c := range []struct{ from, to, want string }{
		{"v1.30.2", "v1.27.0", "from v1.30.2 is newer than to v1.27.0; swap them"},
		{"1.30.0", "v1.30.0-rc.1", "from v1.30.0 is newer than to v1.30.0-rc.1; swap them"},
		{"v1.27.99", "v1.30.2", "there is no release v1.27.99 (nearest: v1.27.0, v1.28.0, v1.26.0)"},
		{"v1.27.0", "1.30.9", "there is no release v1.30.9 (nearest: v1.30.3, v1.30.2, v1.30.1)"},
		// 1.11 is the one minor the data lacks: said so, not "nearest".
		{"v1.11.0", "v1.30.2", "there is no release v1.11.0: the shipped notes hold no 1.11 release at all (they have no file of 1.11; see the README)"},
	} {
		_, err := s.Diff(c.from, c.to)
		if err == nil || err.Error() != c.want {
			t.Errorf("Diff(%s, %s) = %v, want %q", c.from, c.to, err, c.want)
		}
	}
	// A range over the missing minor works and says what it lacks.
	c, err := s.Diff("v1.10.0", "v1.12.0")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(c.Releases, []string{"v1.12.0"}) || !slices.Equal(c.Missing, []string{"v1.11.0"}) {
		t.Errorf("releases %v missing %v", c.Releases, c.Missing)
	}
}

// TestDiffCherryPickOnce checks the two real ways upstream repeats a
// change: the same PR in a release candidate and in the minor notes, and
// one fix under two PRs with the same text in two pre-releases.
func TestDiffCherryPickOnce(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.30.0-beta.0", "v1.30.0")
	if err != nil {
		t.Fatal(err)
	}
	checkComparison(t, s, c)
	final := map[int]bool{}
	for _, id := range notesOf(s, "v1.30.0") {
		for _, pr := range s.Note(id).PRs {
			final[pr] = true
		}
	}
	checked := 0
	for _, id := range notesOf(s, "v1.30.0-rc.0") {
		n := s.Note(id)
		if len(n.PRs) == 0 || !final[n.PRs[0]] {
			continue
		}
		checked++
		if !slices.Contains(c.IDs, id) {
			t.Errorf("rc.0 note %v is not listed under rc.0", n.PRs)
		}
		if got := c.AlsoIn[id]; !slices.Equal(got, []string{"v1.30.0"}) {
			t.Errorf("rc.0 note %v also in %v, want [v1.30.0]", n.PRs, got)
		}
	}
	if checked == 0 {
		t.Fatal("no v1.30.0-rc.0 note is repeated in v1.30.0; the data changed")
	}

	// "Fixes kube-proxy's nftables mode to work on systems with nft 1.1.3."
	// is #136796 in v1.36.0-alpha.2 and #137501 in v1.36.0-beta.0.
	c, err = s.Diff("v1.36.0-alpha.1", "v1.36.0-beta.0")
	if err != nil {
		t.Fatal(err)
	}
	checkComparison(t, s, c)
	found := 0
	for _, id := range c.IDs {
		n := s.Note(id)
		if !strings.Contains(n.Markdown, "nftables mode to work on systems with nft 1.1.3") {
			continue
		}
		found++
		if n.Version != "v1.36.0-alpha.2" || !slices.Equal(n.PRs, []int{136796}) {
			t.Errorf("nft note listed under %s %v, want v1.36.0-alpha.2 [136796]", n.Version, n.PRs)
		}
		if got := c.AlsoIn[id]; !slices.Equal(got, []string{"v1.36.0-beta.0"}) {
			t.Errorf("nft note also in %v, want [v1.36.0-beta.0]", got)
		}
	}
	if found != 1 {
		t.Errorf("nft note listed %d times, want once", found)
	}
}

// TestDiffKeepsUrgentUpgradeNotes: v1.24.0 makes six changes of its alpha
// releases (listed there as features, deprecations and fixes) urgent
// upgrade notes; the comparison must show them as such.
func TestDiffKeepsUrgentUpgradeNotes(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.24.0-alpha.1", "v1.24.0")
	if err != nil {
		t.Fatal(err)
	}
	checkComparison(t, s, c)
	shown := map[int]int{}
	for _, id := range c.IDs {
		for _, pr := range s.Note(id).PRs {
			shown[pr] = id
		}
	}
	promoted := 0
	for _, id := range notesOf(s, "v1.24.0") {
		n := s.Note(id)
		if n.Kind != parser.KindUrgent {
			continue
		}
		for _, pr := range n.PRs {
			got, ok := shown[pr]
			if !ok {
				continue // shipped in alpha.1
			}
			if s.Note(got).Kind != parser.KindUrgent {
				t.Errorf("PR %d is an urgent upgrade note in v1.24.0 but shown as %s of %s", pr, s.Note(got).Kind, s.Note(got).Version)
			}
			// Shown by the v1.24.0 entry although an alpha had it first:
			// the alpha is named in AlsoIn.
			if also := c.AlsoIn[got]; s.Note(got).Version == "v1.24.0" && len(also) > 0 {
				promoted++
				if semver.Compare(also[0], "v1.24.0") >= 0 {
					t.Errorf("PR %d also in %v: the pre-release it first appeared in belongs there", pr, also)
				}
			}
		}
	}
	if promoted < 6 {
		t.Errorf("%d urgent notes of v1.24.0 also name an alpha; the data has 6", promoted)
	}
}

// TestDiffLeavesOutWhatFromHas: upgrading from a release candidate, the
// minor notes repeat every pre-release; upgrading from a patch, the next
// minor's notes repeat fixes cherry-picked into that patch.
func TestDiffLeavesOutWhatFromHas(t *testing.T) {
	s := shipped(t)
	c, err := s.Diff("v1.30.0-rc.1", "v1.30.0")
	if err != nil {
		t.Fatal(err)
	}
	checkComparison(t, s, c)
	had := map[int]bool{}
	for _, id := range notesOf(s, "v1.30.0-alpha.1", "v1.30.0-alpha.2", "v1.30.0-alpha.3", "v1.30.0-beta.0", "v1.30.0-rc.0", "v1.30.0-rc.1") {
		for _, pr := range s.Note(id).PRs {
			had[pr] = true
		}
	}
	for _, id := range c.IDs {
		for _, pr := range s.Note(id).PRs {
			if had[pr] {
				t.Errorf("PR %d shipped in a pre-release up to rc.1 but is listed", pr)
			}
		}
	}
	if rel, _ := s.Release("v1.30.0"); len(c.IDs) == 0 || len(c.IDs) > len(rel.Notes)/10 {
		t.Errorf("rc.1 → v1.30.0: %d notes; most of v1.30.0's %d shipped in the pre-releases", len(c.IDs), len(rel.Notes))
	}

	// v1.24.5 cherry-picked #111009 as #112211 with the same text; v1.25.0
	// lists #111009. Someone on v1.24.5 has it, someone on v1.24.4 not.
	const text = "UserName check for 'ContainerAdministrator' is now case-insensitive"
	for from, want := range map[string]int{"v1.24.5": 0, "v1.24.4": 1} {
		c, err := s.Diff(from, "v1.25.0")
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, id := range c.IDs {
			if strings.Contains(s.Note(id).Markdown, text) {
				n++
			}
		}
		if n != want {
			t.Errorf("%s → v1.25.0 lists the ContainerAdministrator fix %d times, want %d", from, n, want)
		}
	}
}

// TestQueryCompareFilters checks that filters apply to a comparison
// through Query, on the view issue 4 names.
func TestQueryCompareFilters(t *testing.T) {
	s := shipped(t)
	res := s.Query(notes.State{From: "v1.23.0", To: "v1.24.0", Filters: notes.Filters{"sig": []string{"node"}}})
	if len(res.Notices) > 0 {
		t.Errorf("notices %v", res.Notices)
	}
	if !slices.Equal(res.Releases, []string{"v1.24.0"}) {
		t.Errorf("releases %v", res.Releases)
	}
	listed := map[int]bool{}
	for _, id := range res.IDs {
		n := s.Note(id)
		if n.Version != "v1.24.0" || !slices.Contains(n.SIGs, "node") {
			t.Errorf("note %v of %s %v does not belong", n.PRs, n.Version, n.SIGs)
		}
		listed[id] = true
	}
	// Every SIG Node note of v1.24.0 is listed, or is the same change as
	// one listed (v1.24.0 prints "Add one metrics(
	// `kubelet_volume_stats_health_abnormal`)…" under #105585 and #108758).
	var node, urgent []int
	for _, id := range notesOf(s, "v1.24.0") {
		n := s.Note(id)
		if !slices.Contains(n.SIGs, "node") {
			continue
		}
		node = append(node, id)
		if n.Kind == parser.KindUrgent {
			urgent = append(urgent, id)
		}
		if !listed[id] && components(s, []int{id}, res.IDs) != 0 {
			t.Errorf("v1.24.0 SIG Node note %v (%s) is not listed", n.PRs, n.Kind)
		}
	}
	if want := components(s, node, notesOf(s, "v1.23.0")); len(urgent) == 0 || len(res.IDs) != want {
		t.Errorf("%d notes listed; v1.24.0 has %d SIG Node notes, %d changes (%d urgent)", len(res.IDs), len(node), want, len(urgent))
	}
	for i, id := range res.IDs {
		if (i < len(urgent)) != (s.Note(id).Kind == parser.KindUrgent) {
			t.Errorf("position %d: %s; urgent upgrade notes come first", i, s.Note(id).Kind)
		}
	}

	// Kind, action and search narrow the range too, and never leave it.
	c, _ := s.Diff("v1.27.0", "v1.30.2")
	scope := map[int]bool{}
	for _, id := range c.IDs {
		scope[id] = true
	}
	for _, st := range []notes.State{
		{Filters: notes.Filters{"kind": {"deprecation"}}},
		{Filters: notes.Filters{"action": {"1"}}},
		{Filters: notes.Filters{"area": {"kubeadm"}}},
		{Query: "kubeadm etcd"},
		{Query: "sig:node kind:bug"},
	} {
		st.From, st.To = "1.27.0", "1.30.2"
		res := s.Query(st)
		if res.Total() == 0 || res.Total() >= len(c.IDs) || len(res.Notices) > 0 {
			t.Errorf("%+v: %d of %d notes, notices %v", st, res.Total(), len(c.IDs), res.Notices)
		}
		for _, id := range res.IDs {
			n := s.Note(id)
			switch {
			case !scope[id]:
				t.Errorf("%+v: note %v of %s is outside the comparison", st, n.PRs, n.Version)
			case st.On("action") && !n.ActionRequired, st.On("kind") && n.Kind != parser.KindDeprecation,
				st.On("area") && !slices.Contains(n.Areas, "kubeadm"):
				t.Errorf("%+v: note %v does not pass", st, n.PRs)
			}
		}
	}
	// A bad range in a link gives a notice and the unfiltered view, not an
	// empty page.
	res = s.Query(notes.State{From: "v1.30.2", To: "v1.27.0"})
	if len(res.Notices) != 1 || !strings.Contains(res.Notices[0].String(), "swap them") || res.Total() != s.Query(notes.State{}).Total() {
		t.Errorf("backwards range: notices %v, %d notes", res.Notices, res.Total())
	}
}

func TestDiffDependencies(t *testing.T) {
	s := shipped(t)
	dep := func(c *notes.Comparison, module string) (notes.DepChange, bool) {
		deps, _ := c.Deps()
		for _, d := range deps {
			if d.Module == module {
				return d, true
			}
		}
		return notes.DepChange{}, false
	}
	check := func(from, to string, want ...notes.DepChange) *notes.Comparison {
		t.Helper()
		c, err := s.Diff(from, to)
		if err != nil {
			t.Fatal(err)
		}
		deps, _ := c.Deps()
		if !slices.IsSortedFunc(deps, func(a, b notes.DepChange) int { return strings.Compare(a.Module, b.Module) }) {
			t.Errorf("%s → %s: modules not sorted", from, to)
		}
		for i := 1; i < len(deps); i++ {
			if deps[i].Module == deps[i-1].Module {
				t.Errorf("%s → %s: %s listed twice", from, to, deps[i].Module)
			}
		}
		for _, w := range want {
			got, ok := dep(c, w.Module)
			if w.From == w.To && ok {
				t.Errorf("%s → %s: %s went %s → %s; it came back, so it must not be listed", from, to, w.Module, got.From, got.To)
			}
			if w.From != w.To && got != w {
				t.Errorf("%s → %s: %+v, want %+v", from, to, got, w)
			}
		}
		return c
	}
	// golang.org/x/net moved three times on the 1.24 branch: v1.24.9
	// cd36cc0 → 1e63c2f, v1.24.11 → v0.7.0, v1.24.14 → v0.8.0.
	// konnectivity-client four times: v1.24.7, v1.24.10, v1.24.13, v1.24.14.
	check("v1.24.0", "v1.24.15",
		notes.DepChange{Module: "golang.org/x/net", From: "cd36cc0", To: "v0.8.0"},
		notes.DepChange{Module: "sigs.k8s.io/apiserver-network-proxy/konnectivity-client", From: "v0.0.30", To: "v0.0.37"},
	)
	// Across the minor: v1.24.0 (since v1.23.0) then the patches.
	check("v1.23.0", "v1.24.15",
		notes.DepChange{Module: "golang.org/x/net", From: "e898025", To: "v0.8.0"})
	// From a pre-release to a patch the sections overlap (v1.24.0 repeats
	// alpha.1 and alpha.2); the "Changelog since" links keep them apart.
	// alpha.2 moved golang.org/x/net e898025 → 491a49a, alpha.4 → cd36cc0.
	check("v1.24.0-alpha.2", "v1.24.1",
		notes.DepChange{Module: "golang.org/x/net", From: "491a49a", To: "cd36cc0"})
	check("v1.24.0-alpha.1", "v1.24.1",
		notes.DepChange{Module: "golang.org/x/net", From: "e898025", To: "cd36cc0"})
	// github.com/coreos/etcd went v3.3.13 → v3.3.15 in 1.16 and v3.3.10 →
	// v3.3.13 in 1.20: where it started, so there is nothing to report.
	check("v1.15.0", "v1.20.0",
		notes.DepChange{Module: "github.com/coreos/etcd", From: "v3.3.13+incompatible", To: "v3.3.13+incompatible"})
	check("v1.15.0", "v1.16.0",
		notes.DepChange{Module: "github.com/coreos/etcd", From: "v3.3.13+incompatible", To: "v3.3.15+incompatible"})
	// Added and removed on the way.
	check("v1.29.0", "v1.30.0",
		notes.DepChange{Module: "github.com/fxamacker/cbor/v2", From: "", To: "v2.6.0"},
		notes.DepChange{Module: "github.com/Azure/go-autorest", From: "v14.2.0+incompatible", To: ""})

	// v1.25.0's notes file has no Dependencies section: what v1.24.5 moved
	// (cel-go v0.10.1 → v0.10.2) is unknown at v1.25.0, not a downgrade.
	c := check("v1.24.5", "v1.25.0")
	if d, ok := dep(c, "github.com/google/cel-go"); ok {
		t.Errorf("v1.24.5 → v1.25.0: %+v invented from a missing section", d)
	}
	if _, unknown := c.Deps(); !slices.Equal(unknown, []string{"v1.25.0"}) {
		t.Errorf("v1.24.5 → v1.25.0: unknown sections %v, want [v1.25.0]", unknown)
	}
}

// BenchmarkDiffWidest compares the oldest release with the newest and
// queries the result, as the page does when both ends are picked.
func BenchmarkDiffWidest(b *testing.B) {
	s := shipped(b)
	newest := s.Releases()[0].Version
	// cold: the store keeps only the last comparison, so alternating two
	// wide ranges makes every call compute its comparison afresh.
	b.Run("cold", func(b *testing.B) {
		ranges := [2]string{"v1.5.0", "v1.6.0"}
		i := 0
		for b.Loop() {
			if _, err := s.Diff(ranges[i%2], newest); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
	// query: what a keystroke in compare mode costs once the range is known.
	b.Run("query", func(b *testing.B) {
		st := notes.State{From: "v1.5.0", To: newest}
		c, err := s.Diff(st.From, st.To)
		if err != nil {
			b.Fatal(err)
		}
		var n int
		for b.Loop() {
			if n = s.Query(st).Total(); n != len(c.IDs) {
				b.Fatalf("Query lists %d notes, Diff %d", n, len(c.IDs))
			}
		}
		b.ReportMetric(float64(n), "notes")
	})
}

// depsOf is c's dependency changes.
func depsOf(c *notes.Comparison) []notes.DepChange {
	deps, _ := c.Deps()
	return deps
}
