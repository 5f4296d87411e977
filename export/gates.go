package export

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

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
}

// WriteGates writes a list of gates (with each event's note when
// withNotes) as json, markdown or text, the formats of "kubechangelog gates".
func WriteGates(w io.Writer, format string, gates []Gate, withNotes bool) error {
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(map[string]any{"gates": gates})
	case "markdown":
		return writeGatesMarkdown(w, gates, withNotes)
	case "text":
		return writeGatesText(w, gates, withNotes)
	}
	return fmt.Errorf("unknown gates format %q", format)
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

func writeGatesText(w io.Writer, gates []Gate, notesToo bool) error {
	ew := &errWriter{w: w}
	ew.printf("%d feature gates\n", len(gates))
	for _, g := range gates {
		ew.printf("\n%s (%s): %s\n", g.Name, g.Stage, timeline(g))
		if !notesToo {
			continue
		}
		for _, e := range g.Events {
			ew.printf("\n- %s · %s · #%d\n  %s\n", e.Version, e.Kind, e.PR, strings.ReplaceAll(notes.NoteText(e.Markdown), "\n", "\n  "))
		}
	}
	return ew.err
}

func writeGatesMarkdown(w io.Writer, gates []Gate, notesToo bool) error {
	ew := &errWriter{w: w}
	ew.printf("# Kubernetes feature gates\n\n%d feature gates.\n", len(gates))
	for _, g := range gates {
		ew.printf("\n## `%s` (%s)\n\n%s\n", g.Name, g.Stage, timeline(g))
		if !notesToo {
			continue
		}
		ew.printf("\n")
		for _, e := range g.Events {
			ew.printf("- %s, %s: %s (#%d)\n", e.Version, e.Kind, strings.ReplaceAll(notes.NoteText(e.Markdown), "\n", "\n  "), e.PR)
		}
	}
	return ew.err
}
