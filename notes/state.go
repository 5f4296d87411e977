package notes

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/internal/urlquery"
)

// State is everything a view depends on. It round-trips through the URL
// fragment (see ParseFragment and Fragment), so every view is a link.
type State struct {
	Version string // one release; "" means all releases
	From    string // compare mode when From and To are both set
	To      string //
	// Filters by group key (see Groups): values widen within a group and
	// narrow across groups.
	Filters Filters
	Query   string // search text, structured terms included (sig:node …)
	Lang    string // interface language ("", "en", "ja"); not a filter
	// ShowLeft brings the notes left out of the write-up (the "drop"
	// group) back into the view, greyed, so they can be kept again
	// (URL "left=1"). A way of looking, not a filter: exports and counts
	// ignore it.
	ShowLeft bool
	// Gates shows the feature gates view: "all", or the one stage it lists
	// (see GateStages); Query and SIGs narrow it. Gate shows one gate.
	Gates string
	Gate  string
}

// Limits on what a fragment may carry, so a crafted URL cannot make the
// page do unbounded work.
const (
	maxFragmentLen = 8 << 10
	maxValues      = 64
)

// MaxQueryLen is the longest search, in bytes, a view holds: a link's, or
// text typed or pasted into the box (see CutQuery).
const MaxQueryLen = 256

// ParseFragment reads a URL fragment such as
// "version=v1.30.0&sig=node&sig=storage&q=kubeadm" (with or without the
// leading '#'). It never fails: what it cannot use it drops and reports in
// notices, one short sentence each.
func ParseFragment(frag string) (State, []i18n.Msg) {
	var st State
	var notices []i18n.Msg
	frag = strings.TrimPrefix(frag, "#")
	if len(frag) > maxFragmentLen {
		frag = frag[:maxFragmentLen]
		notices = append(notices, i18n.M("The link was too long; only its beginning was read."))
	}
	vals, ok := parseQuery(frag)
	if !ok {
		// parseQuery keeps every pair it could decode; say that some were not.
		notices = append(notices, i18n.M("Part of the link could not be decoded and was ignored."))
	}
	one := func(key string) string {
		v := vals[key]
		if len(v) == 0 {
			return ""
		}
		return strings.TrimSpace(v[len(v)-1])
	}
	many := func(key string) []string {
		var out []string
		for _, v := range vals[key] {
			for _, part := range strings.Split(v, ",") {
				part = strings.TrimSpace(part)
				if part != "" && !slices.Contains(out, part) {
					out = append(out, part)
				}
			}
		}
		if len(out) > maxValues {
			notices = append(notices, i18n.M("Only the first %d %s values of the link were used.", maxValues, key))
			out = out[:maxValues]
		}
		return out
	}
	st.Version = one("version")
	st.From = one("from")
	st.To = one("to")
	for _, g := range Groups {
		switch g.Mode {
		case Multi:
			st.Set(g.Key, many(g.Key))
		case Single:
			if v := one(g.Key); v != "" {
				st.Set(g.Key, []string{v})
			}
		case Bool:
			switch strings.ToLower(one(g.Key)) {
			case "", "0", "false", "no":
			default:
				st.Set(g.Key, []string{"1"})
			}
		}
	}
	st.Query = one("q")
	if len(st.Query) > MaxQueryLen {
		st.Query = cutUTF8(st.Query, MaxQueryLen)
		notices = append(notices, i18n.M("The search text of the link was shortened."))
	}
	st.Lang = one("lang")
	switch strings.ToLower(one("left")) {
	case "", "0", "false", "no":
	default:
		st.ShowLeft = true
	}
	if _, ok := vals["gates"]; ok {
		st.Gates = one("gates")
		if st.Gates == "" { // "#gates", the whole list
			st.Gates = "all"
		}
	}
	st.Gate = one("gate")
	return st, notices
}

// Fragment encodes st in a stable, readable key order (not url.Values'
// alphabetical one), without the leading '#'. An empty state is "".
func (st State) Fragment() string {
	var b strings.Builder
	add := func(key, val string) {
		if val == "" {
			return
		}
		if b.Len() > 0 {
			b.WriteByte('&')
		}
		b.WriteString(key)
		b.WriteByte('=')
		b.WriteString(urlquery.Escape(val))
	}
	add("version", st.Version)
	add("from", st.From)
	add("to", st.To)
	switch st.Gates {
	case "":
	case "all": // "#gates", as the nav link writes it
		if b.Len() > 0 {
			b.WriteByte('&')
		}
		b.WriteString("gates")
	default:
		add("gates", st.Gates)
	}
	add("gate", st.Gate)
	for _, g := range Groups {
		for _, v := range st.Filters[g.Key] {
			add(g.Key, v)
		}
	}
	add("q", st.Query)
	add("lang", st.Lang)
	if st.ShowLeft {
		add("left", "1")
	}
	return b.String()
}

// Compare reports whether st asks for a version comparison.
func (st State) Compare() bool { return st.From != "" && st.To != "" }

// HasFilters reports whether any filter or search narrows the view.
func (st State) HasFilters() bool {
	for _, g := range Groups {
		if !g.Kept && st.On(g.Key) {
			return true
		}
	}
	return strings.TrimSpace(st.Query) != ""
}

// filtered reports whether st has a filter (not counting the search).
func filtered(st State) bool { return len(st.Filters) > 0 }

// ClearFilters returns st without filters and search, keeping the release
// (or range), the language and the kept groups (the notes left out).
func (st State) ClearFilters() State {
	c := State{Version: st.Version, From: st.From, To: st.To, Lang: st.Lang, ShowLeft: st.ShowLeft}
	for _, g := range Groups {
		if g.Kept {
			c.Set(g.Key, st.Filters[g.Key])
		}
	}
	return c
}

// CutQuery returns q cut to the search text a view may hold, on a
// character boundary, and whether it was cut: a link's limit (MaxQueryLen
// bytes), for text typed or pasted into the box as well. A search of 10 MB
// pasted into the box was matched, put in the URL and kept in history
// whole.
func CutQuery(q string) (string, bool) {
	if len(q) <= MaxQueryLen {
		return q, false
	}
	return cutUTF8(q, MaxQueryLen), true
}

// cutUTF8 cuts s to at most n bytes without splitting a character.
func cutUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Toggle returns st with value added to, or removed from, the named group
// (a key of Groups). A single-value group takes value, or drops it when it
// had it; a Bool group flips. Views call it when a chip or option is
// clicked.
func (st State) Toggle(group, value string) State {
	g := GroupOf(group)
	if g == nil {
		return st
	}
	list := st.Filters[group]
	switch {
	case g.Mode == Bool && len(list) > 0, g.Mode == Single && slices.Equal(list, []string{value}):
		list = nil
	case g.Mode == Bool:
		list = []string{"1"}
	case g.Mode == Single:
		list = []string{value}
	default:
		if i := slices.Index(list, value); i >= 0 {
			list = slices.Delete(slices.Clone(list), i, i+1)
		} else {
			list = append(slices.Clone(list), value)
		}
	}
	st.Set(group, list)
	return st
}

// parseQuery is url.ParseQuery, which reads the fragment the same way
// (pairs split at "&", key and value unescaped, a pair with a ";" or a bad
// escape skipped), without net/url: see package urlquery. ok is false when
// a pair was skipped. The fragment is cut to maxFragmentLen first, far
// below ParseQuery's limit of 10,000 pairs.
func parseQuery(query string) (vals map[string][]string, ok bool) {
	vals, ok = map[string][]string{}, true
	for query != "" {
		var pair string
		pair, query, _ = strings.Cut(query, "&")
		if strings.Contains(pair, ";") {
			ok = false
			continue
		}
		if pair == "" {
			continue
		}
		key, value, _ := strings.Cut(pair, "=")
		key, ok1 := urlquery.Unescape(key)
		value, ok2 := urlquery.Unescape(value)
		if !ok1 || !ok2 {
			ok = false
			continue
		}
		vals[key] = append(vals[key], value)
	}
	return vals, ok
}
