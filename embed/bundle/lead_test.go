package bundle

import (
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser"
)

// A note's Lead (the end of its Section the parser moved out of its
// text) survives the bundle, stored as a length beside ActionRequired and
// SIGsGuessed, and so do they; a Lead that does not end its Section is
// refused rather than cut wrong.
func TestLeadRoundTrips(t *testing.T) {
	note := func(section, lead string, urgent, guessed bool) parser.Note {
		return parser.Note{Version: "v1.7.0", Kind: parser.KindOtherNotes, Markdown: "Clean up blackhole routes when using kubenet",
			PRs: []int{}, Authors: []string{}, SIGs: []string{}, Areas: []string{},
			Section: section, Lead: lead, ActionRequired: urgent, SIGsGuessed: guessed}
	}
	long := strings.Repeat("x", 300) // a length past one byte of the number
	in := []parser.Release{{Version: "v1.7.0", Notes: []parser.Note{
		note("Cloud Provider Enhancement / AWS", "AWS", false, true),
		note("kubelet", "kubelet", true, true),
		note("SIG Node", "", true, false),
		note("A / "+long, long, false, true),
		note("kubectl", "", false, true),
	}}}
	b, err := Encode(in)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range out[0].Notes {
		w := in[0].Notes[i]
		if n.Section != w.Section || n.Lead != w.Lead || n.ActionRequired != w.ActionRequired || n.SIGsGuessed != w.SIGsGuessed {
			t.Errorf("note %d: section %q lead %q urgent %v guessed %v, want %q %q %v %v", i, n.Section, n.Lead, n.ActionRequired, n.SIGsGuessed, w.Section, w.Lead, w.ActionRequired, w.SIGsGuessed)
		}
	}
	in[0].Notes[0].Lead = "Azure"
	if _, err := Encode(in); err == nil {
		t.Error("a lead that does not end its section was encoded")
	}
}

// The shipped notes carry leads: 1.7's AWS label above its cloud
// provider changes is the section's end, not the note's text.
func TestShippedLeads(t *testing.T) {
	rels, err := Decode(shipped(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rels {
		for _, n := range r.Notes {
			if len(n.PRs) == 1 && n.PRs[0] == 47572 && r.Version == "v1.7.0" {
				if n.Lead != "AWS" || n.Section != "Cloud Provider Enhancement / AWS" {
					t.Errorf("#47572: section %q, lead %q; want the AWS label as its lead", n.Section, n.Lead)
				}
				return
			}
		}
	}
	t.Error("v1.7.0 has no note of #47572")
}
