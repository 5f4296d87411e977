// Command kubechangelog is the release-notes engine for the terminal: it
// parses Kubernetes release-notes markdown, queries and compares the notes
// the product embeds, and serves the built page.
//
//	kubechangelog parse -o json FILE...
//	kubechangelog query [--file F]... [--version V] [--sig S]... [--kind K]... [--area A]... [--action] [--max-sigs N] [--drop PR,...] [-q TEXT] [-o json|markdown|text]
//	kubechangelog diff --from A --to B [filters] [-o json|markdown|text]
//	kubechangelog gates [-q TEXT] [--stage S] [--sig S] [--gate NAME | --from A --to B] [-o json|markdown|text]
//	kubechangelog serve [--addr 127.0.0.1:8080] [--dir dist]
//	kubechangelog update-data [--dir embed/data/changelog]
//
// Exit status: 0 on success, 2 on bad input or usage, 1 on other failures.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// usageError marks errors caused by what the user gave: exit status 2.
type usageError struct{ error }

func main() {
	os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
}

// runMain runs the command, reports its error on stderr and returns the
// exit status. Everything written to stderr goes through an escaper: the
// messages echo what the user gave (a version, a file name, a flag), and
// a control byte in it would otherwise reach the terminal, which runs the
// escape sequences it starts.
func runMain(args []string, stdout, stderr io.Writer) int {
	stderr = escaper{stderr}
	err := run(args, stdout, stderr)
	if err == nil {
		return 0
	}
	fmt.Fprintln(stderr, "kubechangelog:", err)
	var ue usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

// escaper writes what it is given with every character a terminal would
// not print as itself (control bytes, DEL, C1 controls, invisible format
// characters such as U+202E, bytes that are not UTF-8) escaped as
// strconv.Quote escapes it. Line breaks and tabs stay: the messages use
// them.
type escaper struct{ w io.Writer }

func (e escaper) Write(p []byte) (int, error) {
	clean := true
	for i := 0; i < len(p) && clean; {
		r, size := utf8.DecodeRune(p[i:])
		clean = printable(r, size)
		i += size
	}
	if clean {
		return e.w.Write(p)
	}
	out := make([]byte, 0, len(p)+16)
	for i := 0; i < len(p); {
		r, size := utf8.DecodeRune(p[i:])
		switch {
		case printable(r, size):
			out = append(out, p[i:i+size]...)
		case r == utf8.RuneError && size == 1:
			out = fmt.Appendf(out, `\x%02x`, p[i])
		default:
			q := strconv.QuoteRune(r) // 'x' with x escaped
			out = append(out, q[1:len(q)-1]...)
		}
		i += size
	}
	if _, err := e.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

func printable(r rune, size int) bool {
	if r == utf8.RuneError && size == 1 {
		return false
	}
	return r == '\n' || r == '\t' || strconv.IsPrint(r)
}

// readInput reads a file named on the command line, refusing one over
// notes.MaxFileSize without holding more than that in memory: the size of
// a regular file is checked before reading (a 1 GB sparse file costs
// nothing), and anything else (/dev/zero, a pipe, a file that grows while
// read) is read through a reader capped just past the limit.
func readInput(name string) ([]byte, error) {
	switch name {
	case "":
		return nil, usageError{errors.New("a file name is empty; name a release-notes file")}
	case "-":
		// Stdin has no name, and the name is what says a JSON file's
		// release (release-notes-1.NN.json): a file is needed.
		return nil, usageError{errors.New("- (standard input) is not read; save the notes to a file and name it")}
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, usageError{fmt.Errorf("%s: cannot read: %w", name, errors.Unwrap(err))}
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, usageError{fmt.Errorf("%s: cannot read: %w", name, errors.Unwrap(err))}
	}
	if fi.IsDir() {
		return nil, usageError{fmt.Errorf("%s is a folder; name the files in it", name)}
	}
	hint := 64 << 10
	if fi.Mode().IsRegular() {
		if fi.Size() > notes.MaxFileSize {
			// The path as typed, not the parser's base name: a
			// terminal user may have named several folders' files.
			return nil, usageError{notes.ErrorMsg(&parser.FileError{Name: name, Err: parser.ErrTooLarge, Detail: strconv.FormatInt(fi.Size(), 10)})}
		}
		hint = int(fi.Size()) + 1 // room to read the end of file
	}
	b, err := readCapped(f, notes.MaxFileSize, hint)
	switch {
	case errors.Is(err, errOverLimit):
		return nil, usageError{fmt.Errorf("%s is over %d MB; files over %d MB are not release notes and were not read", name, notes.MaxFileSize>>20, notes.MaxFileSize>>20)}
	case err != nil:
		return nil, usageError{fmt.Errorf("%s: cannot read: %w", name, unwrapPath(err))}
	}
	return b, nil
}

var errOverLimit = errors.New("over the size limit")

// readCapped reads r to its end, or fails with errOverLimit as soon as it
// has read more than limit bytes. It reads into a first buffer of hint
// bytes (a regular file's size and one, so it is read whole into the
// slice it is returned in), then into 1 MB chunks, so a never-ending
// reader costs little more than the limit in memory, however long it
// would go on.
func readCapped(r io.Reader, limit, hint int) ([]byte, error) {
	var chunks [][]byte
	total, size := 0, max(min(hint, limit+1), 512)
	for {
		buf := make([]byte, size)
		n, err := io.ReadFull(r, buf)
		total += n
		if total > limit {
			return nil, errOverLimit
		}
		chunks = append(chunks, buf[:n])
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return nil, err
		}
		size = min(1<<20, limit+1-total)
	}
	if len(chunks) == 1 {
		return chunks[0], nil
	}
	return bytes.Join(chunks, nil), nil
}

// unwrapPath drops the *PathError's repetition of the name, which the
// message already starts with.
func unwrapPath(err error) error {
	if inner := errors.Unwrap(err); inner != nil {
		return inner
	}
	return err
}

const usage = `usage: kubechangelog <command> [flags]

commands:
  parse   -o json FILE...          parse release-notes markdown and JSON (a release-notes-1.NN.json
                                   without its minor's markdown is v1.NN.0's notes, else labels;
                                   a release two files hold is written once, as the page shows it)
  query   [--file F]... [filters] [-o FORMAT]
                                   query the embedded notes, with the releases of F in place
  diff    --from A --to B [filters] [-o FORMAT]
                                   what changes when upgrading from A to B
  gates   [-q TEXT] [--stage S] [--sig S] [--gate NAME | --from A --to B] [-o FORMAT]
                                   feature gates and their life, from the notes
  serve   [--addr ADDR] [--dir DIR] serve the built page
  update-data [--dir DIR]          download the newest upstream CHANGELOG files (build time)
run "kubechangelog <command> -h" for a command's flags.`

func run(args []string, stdout, stderr io.Writer) error {
	if err := dispatch(args, stdout, stderr); !errors.Is(err, errHelp) {
		return err
	}
	return nil // -h printed the command's flags
}

func dispatch(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError{errors.New(usage)}
	}
	switch args[0] {
	case "parse":
		return runParse(args[1:], stdout, stderr)
	case "query":
		return runQuery(args[1:], stdout, stderr, false)
	case "diff":
		return runQuery(args[1:], stdout, stderr, true)
	case "gates":
		return runGates(args[1:], stdout, stderr)
	case "serve":
		return runServe(args[1:], stdout, stderr)
	case "update-data":
		return runUpdate(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return usageError{fmt.Errorf("unknown command %q; run kubechangelog -h for the commands", args[0])}
}
