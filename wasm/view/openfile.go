package view

import (
	"slices"
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// The sentences the page shows while and after opening a person's own file.
// They live here, away from the DOM, so they are tested on the host.

// CheckSize refuses a file larger than notes.MaxFileSize from its size
// alone, as parsing it would: the page asks before reading, so a 50 MB
// disk image is never copied into memory just to be refused.
func CheckSize(name string, size int) error { return parser.CheckSize(name, size) }

// Progress is the status line while a file is parsed: "Reading X… 40%".
func Progress(name string, done, total int) i18n.Msg {
	pct := 100
	if total > 0 {
		pct = done * 100 / total
	}
	return i18n.M("Reading %s… %d%%", name, pct)
}

// Refused is the one sentence shown when a file is not opened. The
// reasons start with the file's name, which keeps its own case.
func Refused(err error) i18n.Msg {
	return i18n.M("%s; the notes shown are unchanged.", notes.ErrorMsg(err))
}

// Versions returns the distinct versions of rels in their order: a file
// may hold a release twice, and the page counts releases, not sections.
func Versions(rels []parser.Release) []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range rels {
		if !seen[r.Version] {
			seen[r.Version] = true
			out = append(out, r.Version)
		}
	}
	return out
}

// Loaded is the one sentence saying what opening a file did: "Loaded
// CHANGELOG-1.37.md: 1 release (v1.37.0-alpha.1), replacing the shipped
// copy of v1.37.0-alpha.1." shipped are the replaced versions the page
// came with, earlier those a file opened before had brought.
func Loaded(name string, versions, shipped, earlier []string) i18n.Msg {
	count := plural(len(versions), i18n.M("1 release"), i18n.M("%d releases", len(versions)))
	var parts []i18n.Msg
	if len(shipped) > 0 {
		parts = append(parts, plural(len(shipped), i18n.M("the shipped copy of %s", list(shipped)), i18n.M("the shipped copies of %s", list(shipped))))
	}
	if len(earlier) > 0 {
		parts = append(parts, plural(len(earlier), i18n.M("the earlier copy of %s", list(earlier)), i18n.M("the earlier copies of %s", list(earlier))))
	}
	switch len(parts) {
	case 0:
		return i18n.M("Loaded %s: %s (%s).", name, count, list(versions))
	case 1:
		return i18n.M("Loaded %s: %s (%s), replacing %s.", name, count, list(versions), parts[0])
	}
	return i18n.M("Loaded %s: %s (%s), replacing %s.", name, count, list(versions), i18n.M("%s and %s", parts[0], parts[1]))
}

// LoadedLabelled adds to the loaded notice how many notes kept the labels
// of the shipped copy they replaced (notes.Opened.Labelled), so a person
// sees why the opened file's views show SIGs its text does not name.
func LoadedLabelled(loaded i18n.Msg, labelled int) i18n.Msg {
	if labelled == 0 {
		return loaded
	}
	return i18n.M("%s %s", loaded, plural(labelled,
		i18n.M("1 note kept the SIG and area labels of the shipped data."),
		i18n.M("%s notes kept the SIG and area labels of the shipped data.", i18n.Count(labelled))))
}

// plural picks one when n is 1, else many.
func plural(n int, one, many i18n.Msg) i18n.Msg {
	if n == 1 {
		return one
	}
	return many
}

// list names up to three versions and counts the rest.
func list(vs []string) i18n.Msg {
	const most = 3
	switch len(vs) {
	case 1:
		return i18n.M("%s", vs[0])
	case 2:
		return i18n.M("%s and %s", vs[0], vs[1])
	case 3:
		return i18n.M("%s, %s and %s", vs[0], vs[1], vs[2])
	}
	return i18n.M("%s and %d more", strings.Join(vs[:most], ", "), len(vs)-most)
}

// Opened records which releases the files a person opened brought, so the
// notice after a file can say which copies it replaced, and the export
// dialog can leave out the command line for a view the command line cannot
// print. The zero value is ready to use.
type Opened struct {
	opened map[string]bool // versions brought by files
	// fileOnly are the versions brought by files that the shipped data
	// lacks.
	fileOnly map[string]bool
}

// Add records a file's versions, of which replaced already were in the
// store, and splits replaced into the copies that shipped with the page
// and those an earlier file brought.
func (o *Opened) Add(versions, replaced []string) (shipped, earlier []string) {
	if o.opened == nil {
		o.opened, o.fileOnly = map[string]bool{}, map[string]bool{}
	}
	for _, v := range replaced {
		if o.opened[v] {
			earlier = append(earlier, v)
		} else {
			shipped = append(shipped, v)
		}
	}
	for _, v := range versions {
		if !o.opened[v] && !slices.Contains(replaced, v) {
			o.fileOnly[v] = true
		}
		o.opened[v] = true
	}
	return shipped, earlier
}

// FileOnlyIn reports whether any of versions came from an opened file
// alone, so no command line prints the same view.
func (o *Opened) FileOnlyIn(versions []string) bool {
	for _, v := range versions {
		if o.fileOnly[v] {
			return true
		}
	}
	return false
}
