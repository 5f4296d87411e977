package notes

import (
	"errors"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/sahilm/fuzzy"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// Groups are the filter groups, in the order URLs, export titles, file
// names and command lines list them. Everything that knows a filter (the
// URL fragment, normalization, matching, facet counts, export titles, the
// command line's flags and the page's filter panel) loops over this table,
// so a new filter is one entry here, its translation and a test.
var Groups = []*Group{
	{
		Key: "sig", Label: i18n.M("SIG"), Mode: Multi, Counts: CountValues, Panel: 2,
		Flag: "sig", Usage: "SIG slug, e.g. node (repeatable: widens)",
		known:   func(s *Store) []string { return s.sigs },
		of:      func(n *parser.Note) []string { return n.SIGs },
		canon:   labelCanon(func(s *Store) []string { return s.sigs }),
		unknown: func(v string) i18n.Msg { return i18n.M("No note has the SIG %q; that filter was ignored.", v) },
		title:   func(v string) string { return "SIG " + SIGTitle(v) },
	},
	{
		Key: "kind", Label: i18n.M("Kind"), Mode: Multi, Counts: CountValues, Panel: 1,
		Flag: "kind", Usage: "kind, e.g. Feature or \"Bug or Regression\" (repeatable)",
		known: func(*Store) []string { return kindNames },
		of:    func(n *parser.Note) []string { return []string{string(n.Kind)} },
		canon: func(_ *Store, v string) (string, bool) {
			k, ok := kindFromTerm(v)
			return string(k), ok
		},
		unknown: func(v string) i18n.Msg { return i18n.M("There is no kind %q; that filter was ignored.", v) },
	},
	{
		Key: "area", Label: i18n.M("Area"), Mode: Multi, Counts: CountValues, Panel: 3, Folded: true,
		Flag: "area", Usage: "area slug, e.g. kubeadm (repeatable)",
		known:   func(s *Store) []string { return s.areas },
		of:      func(n *parser.Note) []string { return n.Areas },
		canon:   labelCanon(func(s *Store) []string { return s.areas }),
		unknown: func(v string) i18n.Msg { return i18n.M("No note has the area %q; that filter was ignored.", v) },
		title:   func(v string) string { return "area/" + v },
	},
	{
		Key: "action", Label: i18n.M("Action required"), Mode: Bool, Counts: CountOn, Panel: 0,
		Flag: "action", Usage: "only notes that require action on upgrade",
		has:   func(n *parser.Note) bool { return n.ActionRequired },
		title: func(string) string { return "action required" },
		stem:  func(string) string { return "action-required" },
	},
	{
		// Tree-wide changes carry many SIG labels; a per-SIG write-up
		// leaves them out by capping the number of SIGs a note may have.
		Key: "maxsigs", Label: i18n.M("At most N SIGs"), Mode: Single, Counts: CountAtMost, Panel: 4,
		Flag: "max-sigs", Usage: "only notes labelled with at most N SIGs",
		num:     func(n *parser.Note) int { return len(n.SIGs) },
		canon:   positiveInt,
		unknown: func(v string) i18n.Msg { return i18n.M("%q is not a number of SIGs; that filter was ignored.", v) },
		title:   func(v string) string { return "at most " + v + " SIGs" },
		stem:    func(v string) string { return "max-" + v + "-sigs" },
	},
	{
		// Notes a write-up leaves out, by PR. A curation rather than a
		// filter: clearing the filters keeps it, and titles do not name it.
		Key: "drop", Label: i18n.M("Left out"), Mode: Multi, Counts: CountNone, Panel: -1, Kept: true,
		Flag: "drop", Usage: "PR numbers of notes to leave out, e.g. 123516,114672 (repeatable)",
		keep: func(vals []string) func(*parser.Note) bool {
			prs := make(map[int]bool, len(vals))
			for _, v := range vals {
				n, _ := strconv.Atoi(v)
				prs[n] = true
			}
			return func(n *parser.Note) bool {
				for _, pr := range n.PRs {
					if prs[pr] {
						return false
					}
				}
				return true
			}
		},
		canon:   positiveInt,
		unknown: func(v string) i18n.Msg { return i18n.M("%q is not a PR number; it was not left out.", v) },
		title:   func(string) string { return "" },
		stem:    func(string) string { return "" },
	},
	{
		// Views across releases show a change once (see copyIndex);
		// copies=all shows every release's copy, as upstream lists them.
		// A way of showing, not a filter: it narrows nothing, so matching
		// and counting skip it and clearing the filters keeps it.
		Key: "copies", Label: i18n.M("Every copy"), Mode: Single, Counts: CountNone, Panel: -1, Kept: true, View: true,
		Flag: "copies", Usage: "all: across releases, list a change in every release that carries it, not once",
		known: func(*Store) []string { return []string{"all"} },
		canon: func(_ *Store, v string) (string, bool) {
			v = strings.ToLower(strings.TrimSpace(v))
			return v, v == "all"
		},
		unknown: func(v string) i18n.Msg {
			return i18n.M("%q is not a way to show copies (want all); each change is shown once.", v)
		},
		title: func(string) string { return "every copy" },
		stem:  func(string) string { return "" },
	},
}

// Group is one filter group: what a note's values are, how a URL, a
// command line and the panel spell it, and how its counts are kept.
type Group struct {
	Key   string   // URL key, State.Filters key, the page's data-group
	Label i18n.Msg // the panel's heading
	Mode  Mode
	// Counts says how the facet counts of the group are kept.
	Counts CountMode
	// Flag and Usage are the command line's flag (--Flag) for the group.
	Flag, Usage string
	// Panel is the group's place in the filter panel (lowest first);
	// negative means the panel does not list it.
	Panel int
	// Folded groups start closed in the panel (a long list).
	Folded bool
	// Kept groups survive ClearFilters and HasFilters ignores them.
	Kept bool
	// View groups change how notes are shown, not which: matching
	// ignores them (see everyCopy).
	View bool

	known   func(s *Store) []string                     // CountValues: every value, in option order
	of      func(n *parser.Note) []string               // CountValues: a note's values
	has     func(n *parser.Note) bool                   // CountOn and Bool: whether the note has it
	num     func(n *parser.Note) int                    // CountAtMost: the note's number
	keep    func(vals []string) func(*parser.Note) bool // a test of its own (CountNone)
	canon   func(s *Store, v string) (string, bool)     // the value as stored, or false
	unknown func(v string) i18n.Msg                     // the notice when canon refuses v
	title   func(v string) string                       // an export title's words; nil: the value
	stem    func(v string) string                       // a file name's words; nil: the value
}

// Mode is how many values a group takes.
type Mode int

const (
	Multi  Mode = iota // several values, any of which a note may have
	Single             // one value
	Bool               // on or off; on is the value "1"
)

// CountMode is how a group's facet counts are kept.
type CountMode int

const (
	CountNone   CountMode = iota // not counted
	CountValues                  // a count per value notes have
	CountOn                      // one count: the notes that have it
	CountAtMost                  // a count per N: notes whose number is at most N
)

// GroupOf returns the group with key, or nil.
func GroupOf(key string) *Group {
	for _, g := range Groups {
		if g.Key == key {
			return g
		}
	}
	return nil
}

// PanelGroups returns the groups the filter panel lists, in its order.
func PanelGroups() []*Group {
	var out []*Group
	for _, g := range Groups {
		if g.Panel >= 0 {
			out = append(out, g)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Panel < out[j].Panel })
	return out
}

// Title is how an export title names the group's value v ("" for not at all).
func (g *Group) Title(v string) string {
	if g.title != nil {
		return g.title(v)
	}
	return v
}

// Stem is how a file name names the group's value v ("" for not at all).
func (g *Group) Stem(v string) string {
	if g.stem != nil {
		return g.stem(v)
	}
	return v
}

// Args is the command line's flags for values vals of the group, in the
// form the group's flag parses back (see AddFlags).
func (g *Group) Args(vals []string) []string {
	var out []string
	switch g.Mode {
	case Bool:
		if len(vals) > 0 {
			out = append(out, "--"+g.Flag)
		}
	default:
		for _, v := range vals {
			out = append(out, "--"+g.Flag, v)
		}
	}
	return out
}

// Options are the values the panel offers for g, in order: every value
// notes have, or for CountAtMost every N from 1 to the largest a note has.
func (g *Group) Options(s *Store) []string {
	switch g.Counts {
	case CountValues:
		return g.known(s)
	case CountAtMost:
		// A scan rather than the facet index, which the panel must not
		// wait for (it is built in a later task).
		most := 0
		for _, n := range s.notes {
			most = max(most, g.num(n))
		}
		out := make([]string, most)
		for i := range out {
			out[i] = strconv.Itoa(i + 1)
		}
		return out
	}
	return nil
}

// index is g's position in Groups.
func (g *Group) index() int { return slices.Index(Groups, g) }

// kindNames are the kinds in upstream order, as filter values.
var kindNames = func() []string {
	out := make([]string, len(parser.Kinds))
	for i, k := range parser.Kinds {
		out[i] = string(k)
	}
	return out
}()

// labelCanon accepts a value of a sorted label list, in any case.
func labelCanon(known func(s *Store) []string) func(*Store, string) (string, bool) {
	return func(s *Store, v string) (string, bool) {
		lv := strings.ToLower(v)
		_, ok := slices.BinarySearch(known(s), lv)
		return lv, ok
	}
}

// positiveInt accepts a decimal number above zero, written canonically.
func positiveInt(_ *Store, v string) (string, bool) {
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(v), "#"))
	if err != nil || n <= 0 {
		return "", false
	}
	return strconv.Itoa(n), true
}

// Filters holds a state's filter values by group key. A group without
// values is absent. Values are never changed in place: State.Set copies.
type Filters map[string][]string

// Values returns the values of group key in st.
func (st State) Values(key string) []string { return st.Filters[key] }

// On reports whether group key has a value in st.
func (st State) On(key string) bool { return len(st.Filters[key]) > 0 }

// Set gives group key the values vals (none removes it). It copies the
// map, so states that shared it before are not changed.
func (st *State) Set(key string, vals []string) {
	f := make(Filters, len(st.Filters)+1)
	for k, v := range st.Filters {
		if k != key {
			f[k] = v
		}
	}
	if len(vals) > 0 {
		f[key] = vals
	}
	if len(f) == 0 {
		f = nil
	}
	st.Filters = f
}

// With returns st with group key set to vals.
func (st State) With(key string, vals ...string) State {
	st.Set(key, vals)
	return st
}

// test is one active group's test of a note, by the facet index where
// the group has one (a slice lookup on the keystroke path), else by the
// group's own keep function.
type test struct {
	bit  uint64
	mode CountMode
	off  []int32  // CountValues
	idx  []uint16 //
	want []bool   // CountValues: by index of the known values
	flag []bool   // CountOn
	num  []uint8  // CountAtMost
	most uint8    //
	keep func(*parser.Note) bool
}

func (t *test) pass(id int, n *parser.Note) bool {
	switch {
	case t.keep != nil:
		return t.keep(n)
	case t.mode == CountValues:
		for _, i := range t.idx[t.off[id]:t.off[id+1]] {
			if t.want[i] {
				return true
			}
		}
		return false
	case t.mode == CountOn:
		return t.flag[id]
	default:
		return t.num[id] <= t.most
	}
}

// matcher is a state's filters made ready to test notes: one test per
// group with values, each a bit of the mask passes returns.
type matcher struct {
	all   uint64 // every group's bit
	tests []test
}

// groupBit is the bit of Groups[i] in a pass mask.
func groupBit(i int) uint64 { return 1 << i }

// newMatcher prepares st's filters (normalized: values the store knows).
func (s *Store) newMatcher(st State) *matcher {
	m := &matcher{all: groupBit(len(Groups)) - 1}
	if len(st.Filters) == 0 {
		return m
	}
	x := s.facetIndexes()
	for gi, g := range Groups {
		vals := st.Filters[g.Key]
		if len(vals) == 0 || g.View {
			continue
		}
		t := test{bit: groupBit(gi), mode: g.Counts}
		switch {
		case g.keep != nil:
			t.keep = g.keep(vals)
		case g.Counts == CountValues:
			known := g.known(s)
			t.off, t.idx, t.want = x.off[gi], x.idx[gi], make([]bool, len(known))
			for _, v := range vals {
				if i := slices.Index(known, v); i >= 0 {
					t.want[i] = true
				}
			}
		case g.Counts == CountOn:
			t.flag = x.flag[gi]
		case g.Counts == CountAtMost:
			most, _ := strconv.Atoi(vals[0])
			t.num, t.most = x.num[gi], uint8(min(most, 255))
		default:
			panic("notes: group " + strconv.Quote(g.Key) + " has no test")
		}
		m.tests = append(m.tests, t)
	}
	return m
}

// passes returns the groups note id passes, as a mask of their bits:
// groups without values always pass.
func (m *matcher) passes(id int, n *parser.Note) uint64 {
	mask := m.all
	for i := range m.tests {
		if !m.tests[i].pass(id, n) {
			mask &^= m.tests[i].bit
		}
	}
	return mask
}

// CheckFilters reports the first filter value of st the store does not
// know, in one sentence naming the command line's flag and the known value
// the person most likely meant: the command line refuses what the page
// drops with a notice. It speaks to the command line, in English.
func (s *Store) CheckFilters(st State) error {
	for _, g := range Groups {
		for _, v := range st.Filters[g.Key] {
			if g.canon == nil {
				continue
			}
			if _, ok := g.canon(s, v); ok {
				continue
			}
			if g.known == nil {
				return errors.New(flagValue(g.Flag, v) + "want a number above zero")
			}
			known := g.known(s)
			if near := nearest(v, known); near != "" {
				return errors.New(flagValue(g.Flag, v) + "no note has that value; did you mean " + strconv.Quote(near) + "?")
			}
			return errors.New(flagValue(g.Flag, v) + "no note has that value; known values: " + strings.Join(known, ", "))
		}
	}
	return nil
}

// nearest is the value of known that v most likely means: the same slug
// once spelled as a label ("Cluster Lifecycle", "sig-node", "SIG/Node"),
// else the best fuzzy match, else "".
func nearest(v string, known []string) string {
	slug := strings.ToLower(strings.TrimSpace(v))
	for _, p := range []string{"sig/", "sig-", "sig ", "area/", "kind/"} {
		slug = strings.TrimPrefix(slug, p)
	}
	slug = strings.Join(strings.Fields(slug), "-")
	for _, k := range known {
		if strings.EqualFold(k, slug) || strings.EqualFold(strings.ReplaceAll(k, " ", "-"), slug) {
			return k
		}
	}
	if m := fuzzy.Find(slug, known); len(m) > 0 {
		return m[0].Str
	}
	// A typo at the end ("kubeadmm"): the longest value v starts with.
	best := ""
	for _, k := range known {
		if strings.HasPrefix(slug, strings.ToLower(k)) && len(k) > len(best) {
			best = k
		}
	}
	return best
}

// flagValue begins the command line's sentence about a flag's value:
// `--sig "nod": `.
func flagValue(flag, v string) string { return "--" + flag + " " + strconv.Quote(v) + ": " }
