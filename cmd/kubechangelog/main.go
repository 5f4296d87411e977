// Command kubechangelog is the release-notes engine for the terminal: it
// parses Kubernetes release-notes markdown, queries and compares the notes
// the product embeds, and serves the built page.
//
//	kubechangelog parse -o json FILE...
//	kubechangelog query [--version V] [--sig S]... [--kind K]... [--area A]... [--action] [--max-sigs N] [--drop PR,...] [-q TEXT] [-o json|markdown|text]
//	kubechangelog diff --from A --to B [filters] [-o json|markdown|text]
//	kubechangelog gates [-q TEXT] [--stage S] [--sig S] [--gate NAME | --from A --to B] [-o json|markdown|text]
//	kubechangelog serve [--addr 127.0.0.1:8080] [--dir dist]
//	kubechangelog update-data [--dir embed/data/changelog]
//
// Exit status: 0 on success, 2 on bad input or usage, 1 on other failures.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// usageError marks errors caused by what the user gave: exit status 2.
type usageError struct{ error }

func main() {
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	if err == nil {
		return
	}
	fmt.Fprintln(os.Stderr, "kubechangelog:", err)
	var ue usageError
	if errors.As(err, &ue) {
		os.Exit(2)
	}
	os.Exit(1)
}

const usage = `usage: kubechangelog <command> [flags]

commands:
  parse   -o json FILE...          parse release-notes markdown (and .json label files)
  query   [filters] [-o FORMAT]    query the embedded notes
  diff    --from A --to B [filters] [-o FORMAT]
                                   what changes when upgrading from A to B
  gates   [-q TEXT] [--stage S] [--sig S] [--gate NAME | --from A --to B] [-o FORMAT]
                                   feature gates and their life, from the notes
  serve   [--addr ADDR] [--dir DIR] serve the built page
  update-data [--dir DIR]          download the newest upstream CHANGELOG files (build time)
run "kubechangelog <command> -h" for a command's flags.`

func run(args []string, stdout, stderr io.Writer) error {
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
		return runServe(args[1:], stderr)
	case "update-data":
		return runUpdate(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return usageError{fmt.Errorf("unknown command %q\n%s", args[0], usage)}
}
