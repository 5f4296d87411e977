package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/export"
	"github.com/kubechangelog/kubechangelog/notes"
)

// runGates lists the feature gates the notes name, one gate's timeline
// (--gate), or the gates an upgrade changes (--from/--to).
func runGates(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("gates", stdout)
	q := fs.String("q", "", "only gates whose name contains this text (case ignored)")
	stage := fs.String("stage", "", "only gates at this stage: "+strings.Join(notes.GateStages, ", "))
	var sigs listFlag
	fs.Var(&sigs, "sig", "only gates named by notes of this SIG (repeatable: widens)")
	gate := fs.String("gate", "", "one gate's timeline, with its notes")
	from := fs.String("from", "", "with --to: the gates whose stage, default or existence changes in this upgrade")
	to := fs.String("to", "", "version upgraded to")
	format := fs.String("o", "text", "output format: json, markdown or text")
	if err := fs.parse(args, false); err != nil {
		return err
	}
	*from, *to = version(*from), version(*to)
	switch *format {
	case "json", "markdown", "text":
	default:
		return usageError{fmt.Errorf("gates: unknown output format %q (want json, markdown or text)", *format)}
	}
	if *stage != "" && !slices.Contains(notes.GateStages, strings.ToLower(*stage)) {
		return usageError{fmt.Errorf("gates: unknown stage %q (want one of %s)", *stage, strings.Join(notes.GateStages, ", "))}
	}
	if (*from == "") != (*to == "") {
		return usageError{errors.New("gates: --from and --to go together")}
	}
	rels, err := embed.Releases()
	if err != nil {
		return err
	}
	store := notes.NewStore(rels)
	for _, s := range sigs {
		if !slices.Contains(store.SIGs(), s) {
			return usageError{fmt.Errorf("gates: unknown SIG %q (known: %s)", s, strings.Join(store.SIGs(), ", "))}
		}
	}

	var gates []notes.Gate
	var inRange map[int]bool // with --from: the notes of the comparison
	switch {
	case *gate != "":
		g, ok := store.Gate(*gate)
		if !ok {
			return usageError{fmt.Errorf("there is no feature gate %s in the notes (did you mean %s?)", *gate, strings.Join(store.NearestGates(*gate, 3), ", "))}
		}
		gates = []notes.Gate{*g}
	case *from != "":
		c, err := store.Diff(*from, *to)
		if err != nil {
			return usageError{err}
		}
		inRange = map[int]bool{}
		for _, id := range c.IDs {
			inRange[id] = true
		}
		// A change of life only: a note that merely names a gate is not.
		for _, g := range store.Gates() {
			if slices.ContainsFunc(g.Events, func(e notes.GateEvent) bool { return changedIn(g, e, inRange) }) {
				gates = append(gates, g)
			}
		}
	default:
		gates = store.Gates()
	}
	var out []export.Gate
	for _, g := range gates {
		if *q != "" && !strings.Contains(strings.ToLower(g.Name), strings.ToLower(*q)) {
			continue
		}
		if *stage != "" && g.Stage != strings.ToLower(*stage) {
			continue
		}
		if len(sigs) > 0 && !slices.ContainsFunc(g.SIGs, func(s string) bool { return slices.Contains(sigs, s) }) {
			continue
		}
		o := export.Gate{Name: g.Name, Stage: g.Stage, Events: []export.GateEvent{}}
		for _, e := range g.Events {
			if inRange != nil && (e.Kind == notes.GateOther || !anyIn(e.Notes, inRange)) {
				continue
			}
			o.Events = append(o.Events, export.GateEvent{Version: e.Version, Stage: e.Stage, PR: e.PR, Kind: string(e.Kind), Markdown: store.Note(e.Note).Markdown,
				Reverted: e.Reverted, RevertedBy: e.RevertedBy})
		}
		out = append(out, o)
	}
	if out == nil {
		out = []export.Gate{}
	}
	return export.WriteGates(stdout, *format, out, *gate != "")
}

// changedIn says whether e changes g's life within the range: a change
// of kind, in range, not undone in the range too (a change and its revert
// both in one upgrade leave the gate as it was: #123513 moved
// ConsistentListFromCache to beta and #126139 reverted it, both v1.31.0).
func changedIn(g notes.Gate, e notes.GateEvent, inRange map[int]bool) bool {
	if e.Kind == notes.GateOther || !anyIn(e.Notes, inRange) {
		return false
	}
	for _, o := range g.Events {
		if e.Reverted && e.RevertedBy != 0 && o.Kind == notes.GateReverted && o.PR == e.RevertedBy && anyIn(o.Notes, inRange) {
			return false
		}
		if e.Kind == notes.GateReverted && e.PR != 0 && o.Reverted && o.RevertedBy == e.PR && !anyIn(o.Notes, inRange) {
			return true
		}
	}
	return e.Kind != notes.GateReverted
}

func anyIn(ids []int, set map[int]bool) bool {
	return slices.ContainsFunc(ids, func(id int) bool { return set[id] })
}
