package changelog

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/internal/paced"
	"github.com/kubechangelog/kubechangelog/parser"
)

// A release-notes-1.NN.json file opened on its own (or beside markdown
// that has no v1.NN.0) is the notes of v1.NN.0: upstream's release-notes
// tool, krel, writes release-notes-1.NN.md from the same entries, so the
// notes read here are laid out as that file lays them out and as Parse
// reads it (the test TestJSONNotesMatchMarkdown holds the two side by side
// for every shipped minor).

// jsonEntry is an upstream JSON entry as the notes reading needs it: the
// labels' fields (jsonNote) and the text and kind rules.
type jsonEntry struct {
	jsonNote
	Text          string `json:"text"`
	Markdown      string `json:"markdown"`
	DuplicateKind bool   `json:"duplicate_kind"`
	IsMapped      bool   `json:"is_mapped"`
}

// isJSON reports whether a file named name is release-notes JSON.
func isJSON(name string) bool { return strings.EqualFold(path.Ext(name), ".json") }

// parseJSONNotes reads src, a release-notes JSON file named name, as the
// notes of the minor release its name gives (release-notes-1.NN.json, as
// a browser or a person may rename it: "release-notes-1.30 (1).json",
// "RELEASE-NOTES-1.30.JSON", a path). A name that gives none is refused
// (parser.ErrNoVersion; notes.ErrorMsg says how to name the file), and a
// file with no note to publish is refused as no notes.
func parseJSONNotes(src []byte, name string, p *pacer) (rels []parser.Release, err error) {
	p.total = len(src)
	if err := check(src, name, p); err != nil {
		return nil, err
	}
	base := parser.FileLabel(name)
	defer refuseOnPanic(base, &rels, &err)
	// The name is known before the file is read: a name that gives no
	// release is refused at once, however large the file.
	v := minorFromName(name)
	if v == "" {
		return nil, &parser.FileError{Name: base, Err: parser.ErrNoVersion}
	}
	entries, err := decodeEntries(src, base, p)
	if err != nil {
		return nil, err
	}
	rel, err := jsonRelease(entries, v, base, p)
	if err != nil {
		return nil, err
	}
	rels = []parser.Release{rel}
	if err := boundLabels(rels, p); err != nil {
		return nil, err
	}
	p.finish()
	return rels, nil
}

// decodeEntries decodes the JSON map entry by entry, stepping the pacer
// every decodeStep entries, so a file of 50,000 entries is not one task in
// the page. It is the one reader of release-notes JSON, for notes
// (parseJSONNotes) and for labels (ParseLabels) alike. Any error refuses
// the whole file (parser.ErrLabels, the decoder's complaint cut to one
// short line): a field of the wrong type is not a note to guess at, and a
// file of more than maxJSONEntries entries is not a release's.
func decodeEntries(src []byte, base string, p *pacer) ([]keyed, error) {
	refuse := func(detail string) error {
		return &parser.FileError{Name: base, Err: parser.ErrLabels, Detail: cut(detail, 120)}
	}
	// A byte-order mark, which an editor may add, is no JSON token.
	r := &boundedReader{src: bytes.TrimPrefix(src, bom), p: p, limit: maxJSONEntry}
	dec := json.NewDecoder(r)
	tok, err := dec.Token()
	if err != nil {
		return nil, refuse(err.Error())
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, refuse("the file is not a JSON object")
	}
	var out []keyed
	for dec.More() {
		if len(out) == maxJSONEntries {
			return nil, refuse(errTooMany)
		}
		// The decoder reads a key or an entry whole before it looks at
		// it, in one step that cannot pause: the reader paces that read
		// and stops it past the limit, so a key of 10 MB is refused
		// after reading 1 KB of it, not decoded.
		r.mark, r.limit = dec.InputOffset(), maxJSONKey
		tok, err := dec.Token()
		if err != nil {
			return nil, refuse(boundedComplaint(err))
		}
		key, _ := tok.(string) // object keys are strings
		e := new(jsonEntry)
		r.mark, r.limit = dec.InputOffset(), maxJSONEntry
		if err := dec.Decode(e); err != nil {
			return nil, refuse(boundedComplaint(err))
		}
		out = appendPaced(out, keyed{key, e}, p)
		// Every few entries: in WebAssembly the decoder's reflection
		// costs about a millisecond per upstream entry.
		if len(out)%decodeStep == 0 && p.active() {
			p.step(int(dec.InputOffset()))
		}
	}
	if _, err := dec.Token(); err != nil { // the closing '}'
		return nil, refuse(err.Error())
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, refuse("data after the JSON object")
	}
	return out, nil
}

var bom = []byte("\ufeff")

// maxJSONKey and maxJSONEntry bound what the decoder reads in one step: a
// key is a pull-request number (6 bytes in the shipped files), an entry
// one note and its labels (at most 14 KB shipped; a note of nearly 1 MB is
// still read). The decoder reads an entry with pauses (boundedReader) but
// then decodes it in one step that scans it again: at 2 MB that step was
// 14–21 ms natively on a loaded machine (TestJSONEntryOfManySIGsDecodesTheFirst
// over its 15 ms), at 1 MB half of it.
const (
	maxJSONKey   = 1 << 10
	maxJSONEntry = 1 << 20
)

// maxJSONEntries is the most entries a release-notes JSON file is read
// with: upstream's hold 400 at most, and 50,000 are still read. Past it an
// entry costs memory and time for nothing a person reads: a file of 31 MB
// of empty entries ("1":{}) was 4.6 million of them, 1.7 GB decoded, and
// held the page for seconds at a time for a minute. At 200,000 the
// release's notes (208 bytes each) were one allocation of 42 MB, and
// zeroing it was one step of 4–6 ms natively, 25–68 ms while another
// process churned memory; at 50,000 it is 10 MB, under 6 ms either way.
const maxJSONEntries = 50_000

// errTooMany is the refusal of a file of more than maxJSONEntries entries.
const errTooMany = "more than 50,000 entries"

// jsonChunk is the most the decoder is given per read: in WebAssembly its
// scan of 64 KiB takes a few milliseconds, so a value longer than that is
// read with a pause every chunk.
const jsonChunk = 64 << 10

// errTooLong is a key or entry read past its limit (boundedReader).
type errTooLong struct{ key bool }

func (e errTooLong) Error() string {
	if e.key {
		return "a key is longer than 1 KB where a pull-request number belongs"
	}
	return "an entry is longer than 1 MB"
}

// boundedReader gives the decoder src a chunk at a time, pausing once the
// value being read (from mark, the decoder's offset before it) is longer
// than a chunk and refusing it past limit.
type boundedReader struct {
	src         []byte
	pos         int
	mark, limit int64
	p           *pacer
}

func (r *boundedReader) Read(b []byte) (int, error) {
	if r.pos >= len(r.src) {
		return 0, io.EOF
	}
	// The decoder reads ahead at most one chunk past a value's end, so
	// what it holds unread beyond mark is the value being read.
	if long := int64(r.pos) - r.mark; long > r.limit+jsonChunk {
		return 0, errTooLong{key: r.limit == maxJSONKey}
	} else if long > jsonChunk && r.p.active() {
		r.p.step(r.pos)
	}
	n := copy(b[:min(len(b), jsonChunk)], r.src[r.pos:])
	r.pos += n
	return n, nil
}

// boundedComplaint is err in a reader's words, errTooLong as it says.
func boundedComplaint(err error) string {
	var tl errTooLong
	if errors.As(err, &tl) {
		return tl.Error()
	}
	return jsonComplaint(err)
}

// decodeStep is how many entries are decoded between steps of the pacer.
const decodeStep = 16

// keyed is one entry and its key. The entry is held by pointer: a slice
// of 200,000 entries held whole was 32 MB, and each time append grew it
// (by a quarter) its copy was one step of 0.1 s natively.
type keyed struct {
	key string
	e   *jsonEntry
}

// jsonRelease is release v (vX.Y.0) of the entries: one note per pull
// request, under the kind krel gives it, in krel's order.
func jsonRelease(entries []keyed, v, base string, p *pacer) (parser.Release, error) {
	rel := parser.Release{
		Version:  v,
		Previous: previousMinor(v),
		Type:     parser.TypeMinor,
		Source:   base,
		Notes:    make([]parser.Note, 0, len(entries)),
		Dependencies: parser.Dependencies{
			Added:   []parser.ModuleVersion{},
			Changed: []parser.ModuleChange{},
			Removed: []parser.ModuleVersion{},
		},
	}
	// Two keys of one pull request (upstream never writes them) give one
	// note: the first key in sorted order, so the map's order in the file
	// does not decide.
	paced.SortStable(entries, func(a, b keyed) int { return strings.Compare(a.key, b.key) }, p.stepper())
	seen := map[int]bool{}
	// Grown as it fills: a map made for 200,000 entries at once was one
	// step of 0.1 s natively.
	labels := Labels{}
	for i, k := range entries {
		if i%walkStep == walkStep-1 && p.active() {
			p.again()
		}
		e := k.e
		pr := e.PRNumber
		if pr <= 0 {
			if n, err := strconv.Atoi(k.key); err == nil && n > 0 {
				pr = n
			}
		}
		if pr > 0 {
			lb := labelOf(e.jsonNote)
			if old, ok := labels[pr]; ok {
				lb = mergeLabels(old, lb)
			}
			labels[pr] = lb
		}
		if e.DoNotPublish && !e.IsMapped {
			// krel's document.New skips a do_not_publish entry unless
			// the release team's map file gave it (is_mapped): 25 of the
			// 27 mapped ones are printed in the shipped markdown, none of
			// the 279 others.
			continue
		}
		if pr > 0 {
			if seen[pr] {
				continue
			}
			seen[pr] = true
		}
		if n, ok := jsonNoteOf(*e, pr, v, p); ok {
			rel.Notes = append(rel.Notes, n)
		}
	}
	if len(rel.Notes) == 0 {
		return rel, &parser.FileError{Name: base, Err: parser.ErrNoNotes}
	}
	p.again()
	// Each note's labels as the shipped notes get them from the same file
	// (ParseFiles): those of every pull request it cites.
	rels := []parser.Release{rel}
	labels.apply(rels, p)
	rel = rels[0]
	p.again()
	// krel's order: the kinds in priority order (parser.Kinds is the same
	// order), the notes of a kind sorted by their text.
	paced.SortStable(rel.Notes, func(a, b parser.Note) int {
		if d := parser.KindOrder(a.Kind) - parser.KindOrder(b.Kind); d != 0 {
			return d
		}
		return strings.Compare(a.Markdown, b.Markdown)
	}, p.stepper())
	rel.Notes = slices.Clip(rel.Notes)
	return rel, nil
}

// jsonNoteOf is entry e, of pull request pr (0 when the entry names none),
// as a note of release v, or false when it has no text.
func jsonNoteOf(e jsonEntry, pr int, v string, p *pacer) (parser.Note, bool) {
	md := e.Markdown
	if strings.TrimSpace(md) == "" {
		md = e.Text
	}
	md = unquoteJSONText(jsonEntryText(md))
	if md == "" || isPlaceholderNote(md) {
		return parser.Note{}, false
	}
	kind, section := jsonKind(e)
	t := parseTrailer(md, p)
	n := parser.Note{
		Version:        v,
		Kind:           kind,
		Markdown:       md,
		PRs:            t.prs,
		Authors:        t.authors,
		SIGs:           t.sigs,
		Areas:          []string{},
		ActionRequired: kind == parser.KindUrgent,
		Section:        section,
	}
	if n.PRs == nil {
		n.PRs = []int{}
		if pr > 0 {
			n.PRs = []int{pr}
		}
	}
	if n.Authors == nil {
		n.Authors = []string{}
	}
	if n.SIGs == nil {
		n.SIGs = []string{}
	}
	// SIGs, areas, action_required and a missing author come from the
	// labels (Labels.Apply), as the shipped notes get them.
	return n, true
}

// jsonEntryText is an entry's markdown as Parse holds the same entry read from
// release-notes-1.NN.md, where krel wrote it as "- " and the text: a
// leading list marker dropped (krel's processNote), continuation lines
// without the item's two columns of indentation (itemMarkdown), trailing
// space trimmed.
func jsonEntryText(md string) string {
	md = strings.TrimLeft(md, " \t\n")
	if rest, ok := strings.CutPrefix(md, "- "); ok {
		md = strings.TrimLeft(rest, " \t")
	} else if rest, ok := strings.CutPrefix(md, "* "); ok {
		md = strings.TrimLeft(rest, " \t")
	}
	if strings.Contains(md, "\r") {
		md = string(normalizeLines([]byte(md)))
	}
	if !strings.Contains(md, "\n ") && !strings.Contains(md, "\n\t") {
		return strings.TrimRight(md, " \t\n")
	}
	var sb strings.Builder
	sb.Grow(len(md))
	for i, line := range strings.Split(md, "\n") {
		if i > 0 {
			sb.WriteByte('\n')
			line = string(skipColumns([]byte(line), 2, false))
		}
		sb.WriteString(line)
	}
	return strings.TrimRight(sb.String(), " \t\n")
}

// unquoteJSONText drops the double quotes some authors wrap a release note
// in ("\"Dynamic Resource Allocation: … allocation.\"" then the citation,
// 95 entries of the shipped JSON files, 94 of them 1.30's), which
// upstream's release-notes-1.NN.md never prints: a text that opens with a
// quote and closes with one just before its citation (on its own line or
// the same one) or at its end.
func unquoteJSONText(md string) string {
	if !strings.HasPrefix(md, "\"") {
		return md
	}
	end := strings.LastIndexByte(md, '"')
	if end == 0 {
		return md
	}
	if rest := strings.TrimLeft(md[end+1:], " \t\n"); rest != "" && !strings.HasPrefix(rest, "([") {
		return md
	}
	return md[1:end] + md[end+1:]
}

// krelKinds are krel's kind labels in its priority order, and the heading
// each is printed under. From kubernetes/release,
// pkg/notes/document/document.go: kindPriority, kindMap (regression is
// printed as a bug, cleanup and flake as "Other (Cleanup or Flake)") and
// prettyKind; "design" prints as "Design", a heading Parse reads as
// Other notes, Section "Design".
var krelKinds = []struct {
	label string
	kind  parser.Kind
}{
	{"deprecation", parser.KindDeprecation},
	{"api-change", parser.KindAPIChange},
	{"feature", parser.KindFeature},
	{"design", parser.KindOtherNotes},
	{"documentation", parser.KindDocumentation},
	{"failing-test", parser.KindFailingTest},
	{"bug", parser.KindBug},
	{"regression", parser.KindBug},
	{"cleanup", parser.KindCleanup},
	{"flake", parser.KindCleanup},
	{"other", parser.KindCleanup},
	{"uncategorized", parser.KindUncategorized},
}

// jsonKind is the kind heading krel prints entry e under, and the Section
// Parse gives a note below that heading. krel's document.New puts a
// duplicate_kind entry under its highest-priority kind, else an
// action_required entry under Urgent Upgrade Notes, else an entry under
// each of its kinds, or Uncategorized when it has none. A note here has one
// kind, the highest-priority one, as the page and the store expect one note
// per entry: upstream's files since 1.22 print an entry once (1.21 printed
// six under each of their kinds; the test counts them).
func jsonKind(e jsonEntry) (parser.Kind, string) {
	if !e.DuplicateKind && e.ActionRequired {
		return parser.KindUrgent, ""
	}
	if len(e.Kinds) == 0 {
		return parser.KindUncategorized, ""
	}
	for _, k := range krelKinds {
		for _, l := range e.Kinds {
			if l == k.label {
				if k.label == "design" {
					return k.kind, "Design"
				}
				return k.kind, ""
			}
		}
	}
	// A kind outside krel's list is printed as its first kind,
	// title-cased ("dependency" → "### Dependency"): the heading Parse
	// would read.
	title := cleanName(e.Kinds[0])
	if title == "" {
		return parser.KindUncategorized, ""
	}
	r, size := utf8.DecodeRuneInString(title)
	title = string(unicode.ToUpper(r)) + title[size:]
	if info := classifyHeading(title); info.kind != "" && !info.urgent && info.role == roleNotes {
		return info.kind, ""
	}
	return parser.KindOtherNotes, title
}
