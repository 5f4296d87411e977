package export

import (
	"fmt"
	"io"
	"strings"

	"github.com/kubechangelog/kubechangelog/export/jsonw"
	"github.com/kubechangelog/kubechangelog/notes"
)

// Gate is a gate in the JSON output: a contract other tools read.
type Gate struct {
	Name   string      `json:"name"`
	Stage  string      `json:"stage"`
	Events []GateEvent `json:"events"`
}

// GateEvent is one change of a gate's life, with its note.
type GateEvent struct {
	Version  string `json:"version"`
	Stage    string `json:"stage"`
	PR       int    `json:"pr"`
	Kind     string `json:"kind"`
	Markdown string `json:"markdown"`
	// RevertedBy is the PR of the later note that reverted this change
	// (the change then moved the gate nowhere), 0 when none did; the
	// revert's own event is of kind "reverted". Written only when set.
	RevertedBy int `json:"revertedBy,omitempty"`
	// Reverted: a later note reverted this change, RevertedBy being 0
	// when that note names no PR.
	Reverted bool `json:"-"`
}

// kindText is the kind as a reader sees it: a reverted change says so and
// by what, "beta (reverted by #126139)", else its stage would be shown
// with no word of why the gate's timeline skips it.
func (e GateEvent) kindText() string {
	switch {
	case e.RevertedBy != 0:
		return fmt.Sprintf("%s (reverted by #%d)", e.Kind, e.RevertedBy)
	case e.Reverted:
		return e.Kind + " (reverted)"
	}
	return e.Kind
}

// WriteGates writes a list of gates (with each event's note when
// withNotes) as json, markdown or text, the formats of "kubechangelog gates".
func WriteGates(w io.Writer, format string, gates []Gate, withNotes bool) error {
	switch format {
	case "json":
		return writeGatesJSON(w, gates)
	case "markdown":
		return writeGatesMarkdown(w, gates, withNotes)
	case "text":
		return writeGatesText(w, gates, withNotes)
	}
	return fmt.Errorf("unknown gates format %q", format)
}

// writeGatesJSON writes {"gates": [...]} as an Encoder with SetIndent("",
// "  ") and SetEscapeHTML(false) writes it, newline included, with
// export/jsonw: the page's module does not link encoding/json.
func writeGatesJSON(w io.Writer, gates []Gate) error {
	jw := jsonw.New(false)
	jw.BeginObject()
	jw.Key("gates")
	jsonw.Objects(jw, gates, func(g Gate) {
		jw.Key("name").String(g.Name)
		jw.Key("stage").String(g.Stage)
		jw.Key("events")
		jsonw.Objects(jw, g.Events, func(e GateEvent) {
			jw.Key("version").String(e.Version)
			jw.Key("stage").String(e.Stage)
			jw.Key("pr").Int(e.PR)
			jw.Key("kind").String(e.Kind)
			jw.Key("markdown").String(e.Markdown)
			if e.RevertedBy != 0 {
				jw.Key("revertedBy").Int(e.RevertedBy)
			}
		})
	})
	jw.EndObject()
	_, err := w.Write(append(jw.Bytes(), '\n'))
	return err
}

// timeline spells a gate's stages: "alpha v1.30.0 → beta v1.33.0 → …".
func timeline(g Gate) string {
	var parts []string
	last := ""
	for _, e := range g.Events {
		if e.Stage != last && e.Stage != notes.StageUnknown {
			parts = append(parts, e.Stage+" "+e.Version)
			last = e.Stage
		}
	}
	if len(parts) == 0 {
		return "no stage named"
	}
	return strings.Join(parts, " → ")
}

// gateLayout is how a gates listing is spelled in one format.
type gateLayout struct {
	head      string // printf of the number of gates, "%s feature gates"
	gate      string // printf of name, stage and timeline
	notesHead string // before a gate's notes
	event     func(e GateEvent, text string) (string, []any)
}

var (
	gatesText = gateLayout{
		head: "%s\n",
		gate: "\n%s (%s): %s\n",
		event: func(e GateEvent, text string) (string, []any) {
			return "\n- %s · %s · #%d\n  %s\n", []any{e.Version, e.kindText(), e.PR, text}
		},
	}
	gatesMarkdown = gateLayout{
		head:      "# Kubernetes feature gates\n\n%s.\n",
		gate:      "\n## `%s` (%s)\n\n%s\n",
		notesHead: "\n",
		event: func(e GateEvent, text string) (string, []any) {
			return "- %s, %s: %s (#%d)\n", []any{e.Version, e.kindText(), text, e.PR}
		},
	}
)

func writeGatesText(w io.Writer, gates []Gate, notesToo bool) error {
	return gatesText.write(w, gates, notesToo)
}

func writeGatesMarkdown(w io.Writer, gates []Gate, notesToo bool) error {
	return gatesMarkdown.write(w, gates, notesToo)
}

func (l gateLayout) write(w io.Writer, gates []Gate, notesToo bool) error {
	ew := &errWriter{w: w}
	count := fmt.Sprintf("%d feature gates", len(gates))
	if len(gates) == 1 {
		count = "1 feature gate"
	}
	ew.printf(l.head, count)
	for _, g := range gates {
		ew.printf(l.gate, g.Name, g.Stage, timeline(g))
		if !notesToo {
			continue
		}
		ew.printf("%s", l.notesHead)
		for _, e := range g.Events {
			format, args := l.event(e, strings.ReplaceAll(notes.NoteText(e.Markdown), "\n", "\n  "))
			ew.printf(format, args...)
		}
	}
	return ew.err
}
