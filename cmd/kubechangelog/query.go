package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/export"
	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
	"github.com/kubechangelog/kubechangelog/parser/changelog"
)

// listFlag collects a repeatable flag (--sig node --sig storage); a
// comma-separated value counts as several.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error {
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}

func runParse(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("parse", stdout)
	format := fs.String("o", "json", "output format: json")
	if err := fs.parse(args, true); err != nil {
		return err
	}
	if *format != "json" {
		return usageError{fmt.Errorf("parse: unknown output format %q (want json)", *format)}
	}
	if fs.NArg() == 0 {
		return usageError{errors.New("parse: name at least one file")}
	}
	files, err := readFiles(fs.Args())
	if err != nil {
		return err
	}
	rels, err := changelog.ParseFiles(files)
	if err != nil {
		// A refused file is said in the same words as on the page.
		return usageError{notes.ErrorMsg(err)}
	}
	for _, m := range append(notes.Repeated(rels), notes.CutLabels(rels)...) {
		fmt.Fprintln(stderr, "kubechangelog:", m)
	}
	if same := notes.SameRelease(rels); len(same) > 0 {
		for _, m := range same {
			fmt.Fprintln(stderr, "kubechangelog:", m)
		}
		rels = mergedInOrder(rels)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(map[string]any{"releases": rels})
}

// mergedInOrder is rels with each version once, as the page has it
// (notes.Merge: one file's notes, the others' labels added), where the
// version first appeared: parse keeps the order of its files.
func mergedInOrder(rels []parser.Release) []parser.Release {
	merged := map[string]parser.Release{}
	for _, r := range notes.Merge(rels) {
		merged[r.Version] = r
	}
	out := make([]parser.Release, 0, len(merged))
	done := map[string]bool{}
	for _, r := range rels {
		if done[r.Version] {
			continue
		}
		done[r.Version] = true
		if m, ok := merged[r.Version]; ok {
			r = m
		}
		out = append(out, r)
	}
	return out
}

// withFiles is store with the releases of the named files added, as the
// page adds an opened file's (notes.Store.WithOpened): a release of a file
// replaces the embedded one of the same version. The files are parsed
// together (changelog.ParseFiles), so a release-notes-1.NN.json named
// alone is v1.NN.0's notes.
func withFiles(store *notes.Store, names []string, stderr io.Writer) (*notes.Store, error) {
	files, err := readFiles(names)
	if err != nil {
		return nil, err
	}
	rels, err := changelog.ParseFiles(files)
	if err != nil {
		return nil, usageError{notes.ErrorMsg(err)}
	}
	for _, m := range append(notes.Repeated(rels), notes.CutLabels(rels)...) {
		fmt.Fprintln(stderr, "kubechangelog:", m)
	}
	s, _, err := store.WithOpened(rels, nil)
	if err != nil {
		return nil, usageError{err}
	}
	return s, nil
}

// readFiles reads the files named on the command line. A file named twice
// is refused: its releases would be listed twice (parse) for a slip of
// the shell (a glob and the same name typed again).
func readFiles(names []string) ([]changelog.File, error) {
	var files []changelog.File
	seen := map[string]string{}
	for _, name := range names {
		if prev, ok := seen[filepath.Clean(name)]; ok {
			if prev == name {
				return nil, usageError{fmt.Errorf("%s is named twice; name each file once", name)}
			}
			return nil, usageError{fmt.Errorf("%s and %s are the same file; name it once", prev, name)}
		}
		seen[filepath.Clean(name)] = name
		b, err := readInput(name)
		if err != nil {
			return nil, err
		}
		if bytes.HasPrefix(b, []byte{0xff, 0xfe}) || bytes.HasPrefix(b, []byte{0xfe, 0xff}) {
			// What Windows PowerShell's > writes: said as what it is,
			// not as "a binary file", so the user knows the fix.
			return nil, usageError{fmt.Errorf("%s is UTF-16 text; save it as UTF-8", name)}
		}
		files = append(files, changelog.File{Name: filepath.Base(name), Data: b})
	}
	return files, nil
}

// queryArgs are what the flags of query and diff ask for.
type queryArgs struct {
	st     notes.State
	format *export.Format
	files  fileFlag
}

// fileFlag collects --file, repeatable; a name is taken whole (a comma is
// part of it).
type fileFlag []string

func (f *fileFlag) String() string     { return strings.Join(*f, " ") }
func (f *fileFlag) Set(v string) error { *f = append(*f, v); return nil }

// parseQueryFlags reads the flags of query (or diff): the release or
// range, one flag per filter group (see notes.Groups), the search text and
// the output format (see export.Formats).
//
// help is where -h prints the flags (stdout).
func parseQueryFlags(args []string, help io.Writer, diff bool) (queryArgs, error) {
	name := "query"
	if diff {
		name = "diff"
	}
	fs := newFlags(name, help)
	var st notes.State
	if diff {
		fs.StringVar(&st.From, "from", "", "version upgraded from (required)")
		fs.StringVar(&st.To, "to", "", "version upgraded to (required)")
	} else {
		fs.StringVar(&st.Version, "version", "", "one release, e.g. v1.30.0 (default: all releases)")
	}
	groups := make([]func() []string, len(notes.Groups))
	for i, g := range notes.Groups {
		switch g.Mode {
		case notes.Bool:
			on := fs.Bool(g.Flag, false, g.Usage)
			groups[i] = func() []string {
				if *on {
					return []string{"1"}
				}
				return nil
			}
		case notes.Single:
			v := fs.String(g.Flag, "", g.Usage)
			groups[i] = func() []string {
				if *v == "" {
					return nil
				}
				return []string{*v}
			}
		default:
			var l listFlag
			fs.Var(&l, g.Flag, g.Usage)
			groups[i] = func() []string { return l }
		}
	}
	var files fileFlag
	fs.Var(&files, "file", "a release-notes file (markdown, or release-notes-1.NN.json) to add to the embedded notes, as the page's \"Open a file\" does (repeatable)")
	fs.StringVar(&st.Query, "q", "", "search text; accepts sig:, kind:, area:, author:, pr:, v: terms")
	format := fs.String("o", "text", "output format: "+export.Names())
	fs.StringVar(&st.Lang, "lang", "", "language of the words a write-up adds (-o writeup): en or ja")
	if err := fs.parse(args, false); err != nil {
		return queryArgs{}, err
	}
	st.Version, st.From, st.To = version(st.Version), version(st.From), version(st.To)
	if diff && (st.From == "" || st.To == "") {
		return queryArgs{}, usageError{errors.New("diff: both --from and --to are required")}
	}
	f := export.Lookup(*format)
	if f == nil {
		return queryArgs{}, usageError{fmt.Errorf("%s: unknown output format %q (want %s)", name, *format, export.Names())}
	}
	if st.Lang != "" && string(i18n.Parse(st.Lang)) != st.Lang {
		return queryArgs{}, usageError{fmt.Errorf("%s: unknown language %q (want en or ja)", name, st.Lang)}
	}
	for i, g := range notes.Groups {
		st.Set(g.Key, groups[i]())
	}
	return queryArgs{st: st, format: f, files: files}, nil
}

func runQuery(args []string, stdout, stderr io.Writer, diff bool) error {
	qa, err := parseQueryFlags(args, stdout, diff)
	if err != nil {
		return err
	}
	st := qa.st
	store, err := embed.Store() // the page's store: its exports are the page's, byte for byte
	if err != nil {
		return err
	}
	if len(qa.files) > 0 {
		if store, err = withFiles(store, qa.files, stderr); err != nil {
			return err
		}
	}
	if v := st.Version; v != "" {
		if _, ok := store.Release(v); !ok {
			return usageError{store.NoRelease(v)}
		}
	}
	// A filter value no note has is a mistake to say, not one to drop:
	// the page drops it with a notice, a script would get every note.
	if err := store.CheckFilters(st); err != nil {
		return usageError{err}
	}
	res := store.Query(st)
	if diff {
		// A bad range is a usage error (exit status 2), never a silently
		// unfiltered result: Query alone falls back to every release with
		// a notice.
		if res.CompareErr != nil {
			return usageError{res.CompareErr}
		}
	}
	for _, n := range res.Notices {
		fmt.Fprintln(stderr, "kubechangelog:", n)
	}
	if res.Closest != nil {
		fmt.Fprintln(stderr, "kubechangelog:", res.Closest)
	}
	if c := res.Comparison; c != nil && len(c.Missing) > 0 {
		fmt.Fprintf(stderr, "kubechangelog: the embedded notes lack %s; their changes are not listed\n", strings.Join(c.Missing, ", "))
	}
	return qa.format.Write(stdout, store, res)
}
