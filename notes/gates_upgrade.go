package notes

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
	"github.com/kubechangelog/kubechangelog/parser"
)

// BeforeUpgrade is what stops or changes a cluster on an upgrade: gates
// removed (a component refuses to start with an unknown gate), gates whose
// default flips or that are locked, and flags and APIs removed. Each item
// carries its note. See Store.beforeUpgrade.
type BeforeUpgrade struct {
	RemovedGates []GateChange `json:"removed_gates"`
	DefaultGates []GateChange `json:"default_changes"`
	LockedGates  []GateChange `json:"locked_gates"`
	Removed      []Removal    `json:"removed"` // flags and APIs
}

// GateChange is one gate's change within a compared range.
type GateChange struct {
	Gate    string   `json:"gate"`
	Version string   `json:"version"` // the release whose note says it
	Kind    GateKind `json:"kind"`
	// Value is "on" or "off" for a default change, "true" or "false" for
	// a lock, "" for a removal.
	Value string `json:"value,omitempty"`
	PR    int    `json:"pr,omitempty"`
	Note  int    `json:"-"` // note id
}

// Removal is a note of the range that removes flags or API versions.
type Removal struct {
	Version string   `json:"version"`
	Names   []string `json:"names"` // "--network-plugin", "flowcontrol.apiserver.k8s.io/v1beta1"
	PR      int      `json:"pr,omitempty"`
	Note    int      `json:"-"`
}

// Before is what to do before upgrading from c.From to c.To: gates removed,
// defaults flipped, gates locked, flags and APIs removed. It is computed on
// first call, not by Diff: it needs the store's gates (a few hundred
// milliseconds in WebAssembly the first time), and a compare view shows its
// notes first and this section a task later (see Store.GatesBuilt).
func (c *Comparison) Before() *BeforeUpgrade {
	c.beforeOnce.Do(func() {
		if c.store == nil {
			c.before = &BeforeUpgrade{RemovedGates: []GateChange{}, DefaultGates: []GateChange{}, LockedGates: []GateChange{}, Removed: []Removal{}}
			return
		}
		c.before = c.store.beforeUpgrade(c.IDs)
	})
	return c.before
}

// Empty says whether nothing in the range needs doing before an upgrade.
func (b *BeforeUpgrade) Empty() bool {
	return len(b.RemovedGates)+len(b.DefaultGates)+len(b.LockedGates)+len(b.Removed) == 0
}

var (
	reFlag = lazyre.New(`(?:^|[\s(,` + "`" + `'"])(--[a-z][a-z0-9-]+)`)
	reAPI  = lazyre.New(`\b((?:[a-z0-9-]+\.)*[a-z0-9-]+/v[0-9]+(?:alpha|beta)[0-9]+)\b`)
)

// beforeUpgrade reads the notes of a comparison (ids, the deduplicated
// notes of the range) for what an operator must act on.
func (s *Store) beforeUpgrade(ids []int) *BeforeUpgrade {
	b := &BeforeUpgrade{RemovedGates: []GateChange{}, DefaultGates: []GateChange{}, LockedGates: []GateChange{}, Removed: []Removal{}}
	seen := map[string]bool{}
	add := func(list *[]GateChange, key string, c GateChange) {
		if !seen[key] {
			seen[key] = true
			*list = append(*list, c)
		}
	}
	g := s.gateIndex()
	for _, id := range ids {
		n := s.notes[id]
		pr := 0
		if len(n.PRs) > 0 {
			pr = n.PRs[0]
		}
		for _, m := range g.byNote[id] {
			c := GateChange{Gate: m.Name, Version: n.Version, Kind: m.Kind, PR: pr, Note: id}
			switch {
			case m.Kind == GateRemoved:
				add(&b.RemovedGates, "r"+m.Name, c)
			case m.Kind == GateDefaultOn || m.Kind == GateDefaultOff || m.Kind == GateBeta && m.Default != "":
				c.Value = m.Default
				if c.Value == "" {
					c.Value = map[GateKind]string{GateDefaultOn: "on", GateDefaultOff: "off"}[m.Kind]
				}
				add(&b.DefaultGates, "d"+m.Name, c)
			}
			if m.Locked != "" && m.Kind != GateRemoved {
				c.Value = m.Locked
				add(&b.LockedGates, "l"+m.Name, c)
			}
		}
		if r, ok := g.removals[id]; ok {
			r.PR, r.Note = pr, id
			b.Removed = append(b.Removed, r)
		}
	}
	for _, list := range [][]GateChange{b.RemovedGates, b.DefaultGates, b.LockedGates} {
		slices.SortStableFunc(list, func(x, y GateChange) int {
			if c := semver.Compare(x.Version, y.Version); c != 0 {
				return c
			}
			return strings.Compare(x.Gate, y.Gate)
		})
	}
	slices.SortStableFunc(b.Removed, func(x, y Removal) int { return semver.Compare(x.Version, y.Version) })
	return b
}

// removal finds the flags and API versions a note says are removed: in
// the sentences that say "removed" (not "will be removed") of an urgent or
// deprecation note, or the sentences of any note that say flags are. text
// is the note's plain text without its trailer (PlainText of NoteText).
func removal(n *parser.Note, text string) (Removal, bool) {
	// Other kinds count when they say "flags … removed": v1.24.0 lists
	// the dockershim flags (--network-plugin …) under Other (Cleanup).
	loud := n.Kind == parser.KindUrgent || n.Kind == parser.KindDeprecation || n.ActionRequired
	if !loud && !strings.Contains(n.Markdown, "flag") {
		return Removal{}, false
	}
	var names []string
	for i := 0; i < len(text); {
		end := sentenceEnd(text, i)
		if end <= i {
			end = len(text)
		}
		sentence := text[i:end]
		i = end
		if !strings.Contains(strings.ToLower(sentence), "remov") || !reRemoved().MatchString(sentence) || reFutureRemoval().MatchString(sentence) ||
			!loud && !strings.Contains(sentence, "flag") {
			continue
		}
		for _, m := range reFlag().FindAllStringSubmatch(sentence, -1) {
			names = appendNew(names, strings.TrimRight(m[1], "-"))
		}
		for _, m := range reAPI().FindAllStringSubmatch(sentence, -1) {
			names = appendNew(names, m[1])
		}
	}
	if len(names) == 0 {
		return Removal{}, false
	}
	return Removal{Version: n.Version, Names: names}, true
}

func appendNew(list []string, v string) []string {
	if slices.Contains(list, v) {
		return list
	}
	return append(list, v)
}

// WriteBeforeUpgrade writes the "Before you upgrade" section of a
// comparison's Markdown export: the page and `kubechangelog diff -o
// markdown` print the same text.
func WriteBeforeUpgrade(w io.Writer, b *BeforeUpgrade) error {
	var sb strings.Builder
	sb.WriteString("## Before you upgrade\n\n")
	if b == nil || b.Empty() {
		sb.WriteString("No feature gate, flag or API in this range is removed, locked or changes its default.\n\n")
		_, err := io.WriteString(w, sb.String())
		return err
	}
	ref := func(version string, pr int) string {
		if pr == 0 {
			return version
		}
		return fmt.Sprintf("%s (#%d)", version, pr)
	}
	if len(b.RemovedGates) > 0 {
		sb.WriteString("### Feature gates removed\n\n")
		for _, c := range b.RemovedGates {
			fmt.Fprintf(&sb, "- `%s`: removed in %s\n", c.Gate, ref(c.Version, c.PR))
		}
		sb.WriteString("\n")
	}
	if len(b.DefaultGates) > 0 {
		sb.WriteString("### Feature gates whose default changes\n\n")
		for _, c := range b.DefaultGates {
			fmt.Fprintf(&sb, "- `%s`: %s by default from %s\n", c.Gate, c.Value, ref(c.Version, c.PR))
		}
		sb.WriteString("\n")
	}
	if len(b.LockedGates) > 0 {
		sb.WriteString("### Feature gates locked\n\n")
		for _, c := range b.LockedGates {
			fmt.Fprintf(&sb, "- `%s`: locked to %s in %s\n", c.Gate, c.Value, ref(c.Version, c.PR))
		}
		sb.WriteString("\n")
	}
	if len(b.Removed) > 0 {
		sb.WriteString("### Flags and APIs removed\n\n")
		for _, r := range b.Removed {
			quoted := make([]string, len(r.Names))
			for i, n := range r.Names {
				quoted[i] = "`" + n + "`"
			}
			fmt.Fprintf(&sb, "- %s: removed in %s\n", strings.Join(quoted, ", "), ref(r.Version, r.PR))
		}
		sb.WriteString("\n")
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// CVENote is a note of a compared range that names a CVE, beside the
// advisory sections: fixes upstream lists as ordinary notes.
type CVENote struct {
	CVE     string `json:"cve"`
	Version string `json:"version"`
	PR      int    `json:"pr,omitempty"`
	Note    int    `json:"-"`
}

var reCVE = lazyre.New(`CVE-\d{4}-\d{4,}`)

// cveNotes lists, for the notes ids, each CVE they name, once per note.
func (s *Store) cveNotes(ids []int) []CVENote {
	out := []CVENote{}
	for _, id := range ids {
		n := s.notes[id]
		if !strings.Contains(n.Markdown, "CVE-") {
			continue
		}
		var seen []string
		for _, cve := range reCVE().FindAllString(n.Markdown, -1) {
			if slices.Contains(seen, cve) {
				continue
			}
			seen = append(seen, cve)
			c := CVENote{CVE: cve, Version: n.Version, Note: id}
			if len(n.PRs) > 0 {
				c.PR = n.PRs[0]
			}
			out = append(out, c)
		}
	}
	return out
}

// PartialLines names the minor lines ("1.25") a comparison from → to
// crosses whose patch releases the store does not hold although a newer
// minor exists (so upstream has published some): their notes and security
// fixes are missing from the comparison. Lines after from's, up to to's
// when to is itself a patch release.
func (s *Store) PartialLines(from, to string) []string {
	major, fromMinor, ok1 := majorMinor(canonicalVersion(from))
	toMajor, toMinor, ok2 := majorMinor(canonicalVersion(to))
	out := []string{}
	if !ok1 || !ok2 || major != toMajor {
		return out
	}
	last := toMinor - 1
	if semver.Prerelease(canonicalVersion(to)) == "" && !isMinorRelease(canonicalVersion(to)) {
		last = toMinor
	}
	for y := fromMinor + 1; y <= last; y++ {
		mm := fmt.Sprintf("v%d.%d", major, y)
		if !s.has(mm+".0") || !s.hasNewerMinor(mm) {
			continue
		}
		patched := false
		for _, r := range s.releases {
			if semver.MajorMinor(r.Version) == mm && semver.Prerelease(r.Version) == "" && !isMinorRelease(r.Version) {
				patched = true
				break
			}
		}
		if !patched {
			out = append(out, fmt.Sprintf("%d.%d", major, y))
		}
	}
	return out
}

func (s *Store) hasNewerMinor(mm string) bool {
	return len(s.releases) > 0 && semver.Compare(semver.MajorMinor(s.releases[0].Version), mm) > 0
}

// LineSpans folds consecutive minor lines into spans for a sentence:
// ["1.25","1.26","1.27","1.29"] → "1.25–1.27, 1.29".
func LineSpans(lines []string) string {
	var parts []string
	for i := 0; i < len(lines); {
		j := i
		for j+1 < len(lines) && nextLine(lines[j]) == lines[j+1] {
			j++
		}
		if j > i {
			parts = append(parts, lines[i]+"–"+lines[j])
		} else {
			parts = append(parts, lines[i])
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

func nextLine(l string) string {
	x, y, ok := majorMinor("v" + l)
	if !ok {
		return ""
	}
	return fmt.Sprintf("%d.%d", x, y+1)
}
