package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/notes"
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

func newFlags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// parseFlags wraps flag errors as usage errors (exit status 2).
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return usageError{fmt.Errorf("%s: see the flags above", fs.Name())}
		}
		return usageError{err}
	}
	return nil
}

func runParse(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("parse", stderr)
	format := fs.String("o", "json", "output format: json")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "json" {
		return usageError{fmt.Errorf("parse: unknown output format %q (want json)", *format)}
	}
	if fs.NArg() == 0 {
		return usageError{errors.New("parse: name at least one file")}
	}
	var files []notes.File
	for _, name := range fs.Args() {
		b, err := os.ReadFile(name)
		if err != nil {
			return usageError{fmt.Errorf("%s: cannot read: %w", name, errors.Unwrap(err))}
		}
		files = append(files, notes.File{Name: filepath.Base(name), Data: b})
	}
	rels, err := notes.ParseFiles(files)
	if err != nil {
		// A refused file is said in the same words as on the page.
		return usageError{notes.ErrorMsg(err)}
	}
	for _, m := range notes.Repeated(rels) {
		fmt.Fprintln(stderr, "kubechangelog:", m)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(map[string]any{"releases": rels})
}

func runQuery(args []string, stdout, stderr io.Writer, diff bool) error {
	name := "query"
	if diff {
		name = "diff"
	}
	fs := newFlags(name, stderr)
	var st notes.State
	var sigs, kinds, areas listFlag
	if diff {
		fs.StringVar(&st.From, "from", "", "version upgraded from (required)")
		fs.StringVar(&st.To, "to", "", "version upgraded to (required)")
	} else {
		fs.StringVar(&st.Version, "version", "", "one release, e.g. v1.30.0 (default: all releases)")
	}
	fs.Var(&sigs, "sig", "SIG slug, e.g. node (repeatable: widens)")
	fs.Var(&kinds, "kind", "kind, e.g. Feature or \"Bug or Regression\" (repeatable)")
	fs.Var(&areas, "area", "area slug, e.g. kubeadm (repeatable)")
	fs.BoolVar(&st.Action, "action", false, "only notes that require action on upgrade")
	fs.StringVar(&st.Query, "q", "", "search text; accepts sig:, kind:, area:, author:, pr:, v: terms")
	format := fs.String("o", "text", "output format: json, markdown or text")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Errorf("%s: unexpected argument %q", name, fs.Arg(0))}
	}
	if diff && (st.From == "" || st.To == "") {
		return usageError{errors.New("diff: both --from and --to are required")}
	}
	switch *format {
	case "json", "markdown", "text":
	default:
		return usageError{fmt.Errorf("%s: unknown output format %q (want json, markdown or text)", name, *format)}
	}
	st.SIGs, st.Kinds, st.Areas = sigs, kinds, areas

	rels, err := embed.Releases()
	if err != nil {
		return err
	}
	store := notes.NewStore(rels)
	if v := st.Version; v != "" {
		if _, ok := store.Release(v); !ok {
			return usageError{fmt.Errorf("there is no release %s (nearest: %s)", v, strings.Join(store.Nearest(v, 3), ", "))}
		}
	}
	if diff {
		return runDiff(stdout, stderr, store, st, *format)
	}
	res := store.Query(st)
	for _, n := range res.Notices {
		fmt.Fprintln(stderr, "kubechangelog:", n)
	}
	switch *format {
	case "json":
		b, err := store.JSON(res)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%s\n", b)
		return err
	case "markdown":
		_, err := io.WriteString(stdout, store.Markdown(res))
		return err
	}
	return writeText(stdout, store, res)
}

// writeText prints one note per paragraph, headed by release and kind.
func writeText(w io.Writer, store *notes.Store, res *notes.Result) error {
	fmt.Fprintf(w, "%s — %d notes\n", store.Title(res), res.Total())
	lastVersion, lastKind := "", ""
	for _, id := range res.IDs {
		n := store.Note(id)
		if !res.Ranked && (n.Version != lastVersion || string(n.Kind) != lastKind) {
			fmt.Fprintf(w, "\n== %s · %s\n", n.Version, n.Kind)
			lastVersion, lastKind = n.Version, string(n.Kind)
		}
		prefix := ""
		if res.Ranked {
			prefix = n.Version + " · " + string(n.Kind) + ": "
		}
		if _, err := fmt.Fprintf(w, "\n- %s%s\n", prefix, store.Text(id)); err != nil {
			return err
		}
	}
	return nil
}
