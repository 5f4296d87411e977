package notes

import (
	"net/url"
	"slices"
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
)

// State is everything a view depends on. It round-trips through the URL
// fragment (see ParseFragment and Fragment), so every view is a link.
type State struct {
	Version string   // one release; "" means all releases
	From    string   // compare mode when From and To are both set
	To      string   //
	SIGs    []string // widen within the group, narrow across groups
	Kinds   []string
	Areas   []string
	Action  bool   // only notes that require action on upgrade
	Query   string // search text, structured terms included (sig:node …)
	Lang    string // interface language ("", "en", "ja"); not a filter
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
	maxQueryLen    = 256
)

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
	vals, err := url.ParseQuery(frag)
	if err != nil {
		// ParseQuery keeps every pair it could decode; say that some were not.
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
	st.SIGs = many("sig")
	st.Kinds = many("kind")
	st.Areas = many("area")
	switch strings.ToLower(one("action")) {
	case "", "0", "false", "no":
	default:
		st.Action = true
	}
	st.Query = one("q")
	if len(st.Query) > maxQueryLen {
		st.Query = st.Query[:maxQueryLen]
		notices = append(notices, i18n.M("The search text of the link was shortened."))
	}
	st.Lang = one("lang")
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
		b.WriteString(url.QueryEscape(val))
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
	for _, v := range st.SIGs {
		add("sig", v)
	}
	for _, v := range st.Kinds {
		add("kind", v)
	}
	for _, v := range st.Areas {
		add("area", v)
	}
	if st.Action {
		add("action", "1")
	}
	add("q", st.Query)
	add("lang", st.Lang)
	return b.String()
}

// Compare reports whether st asks for a version comparison.
func (st State) Compare() bool { return st.From != "" && st.To != "" }

// HasFilters reports whether any filter or search narrows the view.
func (st State) HasFilters() bool {
	return len(st.SIGs)+len(st.Kinds)+len(st.Areas) > 0 || st.Action || strings.TrimSpace(st.Query) != ""
}

// ClearFilters returns st without filters and search, keeping the release
// (or range) and the language.
func (st State) ClearFilters() State {
	return State{Version: st.Version, From: st.From, To: st.To, Lang: st.Lang}
}

// Toggle returns st with value added to, or removed from, the named group
// ("sig", "kind" or "area"). Views call it when a chip or option is clicked.
func (st State) Toggle(group, value string) State {
	flip := func(list []string) []string {
		if i := slices.Index(list, value); i >= 0 {
			return slices.Delete(slices.Clone(list), i, i+1)
		}
		return append(slices.Clone(list), value)
	}
	switch group {
	case "sig":
		st.SIGs = flip(st.SIGs)
	case "kind":
		st.Kinds = flip(st.Kinds)
	case "area":
		st.Areas = flip(st.Areas)
	}
	return st
}
