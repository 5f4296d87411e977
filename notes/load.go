package notes

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/parser"
)

// MaxFileSize bounds a file a person opens (see parser.MaxFileSize).
const MaxFileSize = parser.MaxFileSize

// ErrorMsg is err in words a person reads: a *parser.FileError becomes the
// sentence of its reason (the page shows it translated, the command line in
// English), any other error its i18n.AsMsg.
func ErrorMsg(err error) i18n.Msg {
	var fe *parser.FileError
	if !errors.As(err, &fe) {
		return i18n.AsMsg(err)
	}
	name, detail := fe.Name, fe.Detail
	switch {
	case errors.Is(fe, parser.ErrTooLarge):
		size, _ := strconv.Atoi(detail)
		return i18n.M("%s is %.1f MB; files over %d MB are not release notes and were not read", name, float64(size)/(1<<20), MaxFileSize>>20)
	case errors.Is(fe, parser.ErrEmpty):
		return i18n.M("%s is empty", name)
	case errors.Is(fe, parser.ErrBinary):
		return i18n.M("%s is a binary file, not release-notes markdown", name)
	case errors.Is(fe, parser.ErrNotUTF8):
		return i18n.M("%s is not UTF-8 text, so it is not release-notes markdown", name)
	case errors.Is(fe, parser.ErrNoNotes) && isJSONName(name):
		return i18n.M("%s: no release notes found (every entry is do_not_publish or has no text)", name)
	case errors.Is(fe, parser.ErrNoNotes):
		return i18n.M("%s: no release notes found (expected a '# v1.NN.N' heading or a 'Changes by Kind' section)", name)
	case errors.Is(fe, parser.ErrNoVersion) && isJSONName(name):
		// A release-notes JSON file names its release only in its name.
		return i18n.M("%s: cannot tell which release these notes are for (name the file release-notes-1.NN.json, 1.NN being its release)", name)
	case errors.Is(fe, parser.ErrNoVersion):
		return i18n.M("%s: cannot tell which release these notes are for (name the file release-notes-1.NN.md or add a '# v1.NN.N' heading)", name)
	case errors.Is(fe, parser.ErrLabels):
		return i18n.M("%s: not a release-notes JSON map keyed by PR number: %v", name, detail)
	case errors.Is(fe, parser.ErrTooManyLabels):
		return i18n.M("%s names more than %s distinct SIGs or areas; release notes name a few dozen, so it was not read", name, i18n.Count(parser.MaxFileLabels))
	case errors.Is(fe, parser.ErrInternal):
		return i18n.M("%s: cannot parse release notes (internal error: %v)", name, detail)
	}
	return i18n.AsMsg(err)
}

// isJSONName reports whether name, a file's label (parser.FileLabel, which
// may quote it), names a JSON file.
func isJSONName(name string) bool {
	return strings.HasSuffix(strings.ToLower(strings.TrimSuffix(name, `"`)), ".json")
}

// Repeated says which releases of rels their file wrote more than once,
// their sections merged into one (see changelog.Parse): one sentence, however
// many releases, naming the first few.
func Repeated(rels []parser.Release) []i18n.Msg {
	var rep []parser.Release
	for _, r := range rels {
		if r.Repeated > 0 {
			rep = append(rep, r)
		}
	}
	switch len(rep) {
	case 0:
		return nil
	case 1:
		r := rep[0]
		return []i18n.Msg{i18n.M("%s has %d sections for %s; their notes were merged into one release.", r.Source, r.Repeated+1, r.Version)}
	}
	names := make([]string, 0, 3)
	for _, r := range rep[:min(3, len(rep))] {
		names = append(names, r.Version)
	}
	list := strings.Join(names, ", ")
	if len(rep) > 3 {
		list += ", …"
	}
	return []i18n.Msg{i18n.M("%s has more than one section for each of %d releases (%s); each release's notes were merged into one.", rep[0].Source, len(rep), list)}
}

// CutLabels says, per file of rels, how many of its notes named more SIGs
// or areas than a note keeps (parser.MaxNoteLabels; the parser cut them):
// one sentence a file.
func CutLabels(rels []parser.Release) []i18n.Msg {
	var files []string
	cut := map[string]int{}
	for _, r := range rels {
		if r.LabelsCut == 0 {
			continue
		}
		if cut[r.Source] == 0 {
			files = append(files, r.Source)
		}
		cut[r.Source] += r.LabelsCut
	}
	msgs := make([]i18n.Msg, 0, len(files))
	for _, f := range files {
		if cut[f] == 1 {
			msgs = append(msgs, i18n.M("%s: 1 note had more than %d SIG or area labels; %d of each were kept.", f, parser.MaxNoteLabels, parser.MaxNoteLabels))
			continue
		}
		msgs = append(msgs, i18n.M("%s: %s notes had more than %d SIG or area labels; %d of each were kept.", f, i18n.Count(cut[f]), parser.MaxNoteLabels, parser.MaxNoteLabels))
	}
	return msgs
}

// With returns a new store holding s's releases and added, where a release
// of added replaces the release of the same version in s. It also returns
// the versions replaced, so the page can say so. s itself is unchanged.
//
// A non-nil pause is called often while the new store is built (between
// versions and releases), so that in WebAssembly the page can yield to the
// browser: a store built from a 20 MB file is far too much work for one
// task.
func (s *Store) With(added []parser.Release, pause func()) (*Store, []string, error) {
	store, o, err := s.WithOpened(added, pause)
	return store, o.Replaced, err
}

// Opened says what adding releases to a store did (see WithOpened).
type Opened struct {
	Replaced []string // versions of the store that added releases replaced, sorted
	// Labelled counts the added notes that gained SIG or area labels from
	// the release they replaced.
	Labelled int
}

// WithOpened is With, and says how many notes kept labels. A CHANGELOG
// file carries no labels for a minor's own notes (upstream publishes them
// in release-notes-1.NN.json, merged into the shipped store), so a release
// of added that replaces one of s first takes the SIGs and areas of the
// replaced notes citing the same pull request, and its Major Themes and
// Known Issues when it has none: opening the upstream CHANGELOG-1.30.md
// must not change what SIG Cluster Lifecycle shows.
func (s *Store) WithOpened(added []parser.Release, pause func()) (*Store, Opened, error) {
	var o Opened
	if len(added) == 0 {
		return nil, o, i18n.M("the file holds no release notes")
	}
	fresh := map[string]bool{}
	for _, r := range added {
		fresh[r.Version] = true
	}
	var all []parser.Release
	old := map[string]parser.Release{}
	for _, r := range s.releases {
		if fresh[r.Version] {
			o.Replaced = append(o.Replaced, r.Version)
			old[r.Version] = r
			continue
		}
		all = append(all, r)
	}
	labelled := map[*parser.Note]bool{}
	for _, r := range added {
		if prev, ok := old[r.Version]; ok {
			if pause != nil {
				pause()
			}
			r = cloneRelease(r)
			before := make([]int, len(r.Notes))
			for i, n := range r.Notes {
				before[i] = len(n.SIGs) + len(n.Areas)
			}
			lendLabels(&r, prev)
			for i := range r.Notes {
				if len(r.Notes[i].SIGs)+len(r.Notes[i].Areas) > before[i] {
					labelled[&r.Notes[i]] = true
				}
			}
		}
		all = append(all, r)
	}
	o.Labelled = len(labelled)
	slices.Sort(o.Replaced)
	store := newStore(merge(all, pause), pause)
	store.near = store.relink(s.near, old)
	store.aka = s.aka // by text: an opened file's copy of a note has its other words
	return store, o, nil
}

// relink returns the near-copy links of a store for s, built from that
// store's releases with those of old replaced. A link names a note by its
// index in its release, so one into a replaced release follows the note
// to the replacing release when that release has it (the same PRs and
// text: opening upstream's CHANGELOG-1.30.md keeps the 1.30 patch lines'
// links) and is dropped otherwise. The rule itself does not run on opened
// notes: it compares a note with the whole store, a second's work in
// WebAssembly, and an upstream CHANGELOG file holds one minor line, where
// the cherry-pick rule joins nothing (see cherryPickPair) and the rule for
// one release's notes little (11 pairs in the 10,096 shipped notes; see
// sameReleaseCopies).
func (s *Store) relink(links []NearCopy, old map[string]parser.Release) []NearCopy {
	var out []NearCopy
	follow := func(ref NoteRef) (NoteRef, bool) {
		prev, ok := old[ref.Version]
		if !ok {
			return ref, true
		}
		ri, ok := s.byVersion[ref.Version]
		if !ok || ref.Index >= len(prev.Notes) {
			return ref, false
		}
		n := &prev.Notes[ref.Index]
		text := NoteText(n.Markdown)
		for i, m := range s.releases[ri].Notes {
			if slices.Equal(m.PRs, n.PRs) && NoteText(m.Markdown) == text {
				return NoteRef{ref.Version, i}, true
			}
		}
		return ref, false
	}
	for _, l := range links {
		a, okA := follow(l.A)
		b, okB := follow(l.B)
		if okA && okB {
			out = append(out, NearCopy{a, b})
		}
	}
	return out
}
