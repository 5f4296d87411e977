// Package parser is what the release-notes parser produces and how it
// refuses a file: the model (Release, Note, Kind, Section, Dependencies)
// and the refusals (FileError and its sentinels). The parser itself, which
// reads CHANGELOG-1.NN.md and release-notes markdown with goldmark and the
// release-notes JSON labels, is package changelog (parser/changelog).
//
// They are two packages so that the page's module, which shows notes
// parsed at build time and imports this package for their types, links
// neither goldmark nor the parser; the page's second module (wasm/parsefile)
// carries them for the files a person opens.
package parser

// Kind is the heading a note sits under, spelled as upstream spells it.
type Kind string

// The kinds of the "Changes by Kind" layout, plus the two this parser adds:
// KindUrgent for the "Urgent Upgrade Notes" section and KindOtherNotes for
// entries of old layouts whose heading maps to no upstream kind.
const (
	KindUrgent        Kind = "Urgent Upgrade Notes"
	KindDeprecation   Kind = "Deprecation"
	KindAPIChange     Kind = "API Change"
	KindFeature       Kind = "Feature"
	KindDocumentation Kind = "Documentation"
	KindFailingTest   Kind = "Failing Test"
	KindBug           Kind = "Bug or Regression"
	KindCleanup       Kind = "Other (Cleanup or Flake)"
	KindUncategorized Kind = "Uncategorized"
	KindDependency    Kind = "Dependency"
	KindOtherNotes    Kind = "Other notes"
)

// Kinds lists every kind in the one order the page's views group by, for
// every release: the order of the "Changes by Kind" layout of 1.19 to 1.35
// (Urgent Upgrade Notes before it, the Dependencies section after it); the
// older free-form layouts order their sections their own way. Since 1.36
// upstream prints "### Dependency" first: the exports follow upstream per
// release (notes.Store.kindOrder), the page does not.
var Kinds = []Kind{
	KindUrgent, KindDeprecation, KindAPIChange, KindFeature, KindDocumentation,
	KindFailingTest, KindBug, KindCleanup, KindUncategorized, KindDependency,
	KindOtherNotes,
}

// KindOrder returns k's position in Kinds, or len(Kinds) for an unknown kind,
// so unknown kinds sort last.
func KindOrder(k Kind) int {
	for i, x := range Kinds {
		if x == k {
			return i
		}
	}
	return len(Kinds)
}

// ReleaseType says where a release sits in its minor line.
type ReleaseType string

const (
	TypeAlpha ReleaseType = "alpha"
	TypeBeta  ReleaseType = "beta"
	TypeRC    ReleaseType = "rc"
	TypeMinor ReleaseType = "minor" // vX.Y.0
	TypePatch ReleaseType = "patch" // vX.Y.Z, Z > 0
)

// Release is one version's notes.
type Release struct {
	Version  string      `json:"version"`            // "v1.30.0-alpha.1"
	Previous string      `json:"previous,omitempty"` // the "Changelog since" version
	Type     ReleaseType `json:"type"`
	// Source names the file the release was read from (base name), so a
	// view can say where a release came from and a newer file can replace it.
	Source string `json:"source,omitempty"`

	// Release-level prose, as markdown sections.
	Themes      []Section  `json:"themes,omitempty"`       // "Major Themes", "What's New"
	KnownIssues []Section  `json:"known_issues,omitempty"` // "Known Issues"
	Security    []Advisory `json:"security,omitempty"`     // "Important Security Information"

	Notes        []Note       `json:"notes"`
	Dependencies Dependencies `json:"dependencies"`

	// Repeated is how many more sections of the same file had this
	// version; Parse merged their notes into this release, and the page
	// and the command line say so. It is not part of the JSON.
	Repeated int `json:"-"`
	// LabelsCut is how many of its notes named more than MaxNoteLabels
	// SIGs, or areas: the parser kept MaxNoteLabels of each, and the page
	// and the command line say so. It is not part of the JSON.
	LabelsCut int `json:"-"`
}

// MaxNoteLabels is the most SIGs, and the most areas, a note keeps. The
// shipped notes name at most 19 SIGs and 14 areas (a tree-wide change);
// a file whose note named 200,000 made every step that reads a note's
// labels (its chips, the filter panel, the exports, the search index)
// as long as that list, and froze the page for a minute.
const MaxNoteLabels = 64

// Section is a titled piece of release-level markdown.
type Section struct {
	Title    string `json:"title"`
	Markdown string `json:"markdown"`
	// Template is Markdown rendered at build time, in render's stored
	// form (render.Template.Parts), for the page to show without goldmark;
	// empty when not rendered ahead. Not part of the JSON.
	Template string `json:"-"`
}

// Advisory is one CVE of a release's "Important Security Information".
type Advisory struct {
	CVE      string `json:"cve"`   // "CVE-2024-5321"
	Title    string `json:"title"` // the heading text after the id
	Markdown string `json:"markdown,omitempty"`
}

// Note is one release-note entry. The JSON field names are a contract
// other tools read: keep them stable.
type Note struct {
	Version  string   `json:"version"`
	Kind     Kind     `json:"kind"`
	Markdown string   `json:"markdown"` // the entry as written, trailer included
	PRs      []int    `json:"prs"`
	Authors  []string `json:"authors"`
	SIGs     []string `json:"sigs"`  // label slugs: "api-machinery", "node"
	Areas    []string `json:"areas"` // label slugs: "kubelet", "kubeadm"
	// ActionRequired is set for Urgent Upgrade Notes and for entries the
	// metadata marks action_required.
	ActionRequired bool `json:"action_required"`
	// Section is the heading path below the kind heading ("SIG Node",
	// "kubectl / Bug fixes") where the layout has one: old free-form notes
	// and SIG sub-headings of Urgent Upgrade Notes.
	Section string `json:"section,omitempty"`
	// Lead is the end of Section that upstream wrote inside the note's
	// own entry and the parser moved out of its text: a component's name
	// alone above its changes ("client-go", 1.13–1.16), a group's or a
	// label tree's labels ("AWS", "kubectl (CLI) / Features", 1.5–1.7).
	// Read whole, those words were the note's; the search still finds the
	// note by them (notes.Store). "" when Section is only headings. Not
	// part of the JSON: it is a part of Section.
	Lead string `json:"-"`
	// Template is the note's text (notes.NoteText) rendered at build time,
	// as Section.Template is. Not part of the JSON.
	Template string `json:"-"`
	// SIGsGuessed is set when the note itself names no SIG (no trailer,
	// no label, no other note of its pull request in the file does) and
	// its SIGs are the parser's reading of where it stands or what it
	// names: its component heading, a copy in the release, the component
	// that opens it. The labels of the same pull request elsewhere (the
	// shipped notes an opened file replaces, notes.Store) then replace
	// them rather than add to them. Not part of the JSON.
	SIGsGuessed bool `json:"-"`
}

// Dependencies are a release's Go module changes.
type Dependencies struct {
	Added   []ModuleVersion `json:"added"`
	Changed []ModuleChange  `json:"changed"`
	Removed []ModuleVersion `json:"removed"`
}

// ModuleVersion is a module added or removed at a version.
type ModuleVersion struct {
	Module  string `json:"module"`
	Version string `json:"version"`
}

// ModuleChange is a module moved from one version to another.
type ModuleChange struct {
	Module string `json:"module"`
	From   string `json:"from"`
	To     string `json:"to"`
}
