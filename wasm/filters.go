//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// filterPanel is the SIG, kind and area options, built once at start-up.
// Views update counts, visibility and checks in place and only where they
// changed, so a keystroke costs a few DOM writes, not a new panel.
type filterPanel struct {
	groups map[string][]*optionEl
}

// optionEl is one option's elements and what they show now.
type optionEl struct {
	value           string
	li, input, span js.Value
	n               int
	selected, shown bool
}

// facetGroups are the panel's groups; each has a <ul id="facet-GROUP">.
var facetGroups = []string{"kind", "sig", "area"}

func newFilterPanel(doc dom.Document, opts map[string][]view.Option) (*filterPanel, error) {
	p := &filterPanel{groups: map[string][]*optionEl{}}
	for _, g := range facetGroups {
		ul := doc.GetElementByID("facet-" + g)
		if ul == nil {
			return nil, fmt.Errorf("the page has no #facet-%s list", g)
		}
		ul.SetInnerHTML(view.OptionsHTML(opts[g]))
		items := ul.Underlying().Get("children")
		for i, o := range opts[g] {
			li := items.Index(i)
			p.groups[g] = append(p.groups[g], &optionEl{
				value: o.Value,
				li:    li,
				input: li.Call("querySelector", "input"),
				span:  li.Call("querySelector", ".count"),
			})
		}
	}
	return p, nil
}

// update shows f: each option's count, hidden when no note would be left
// and it is not selected, checked when selected.
func (p *filterPanel) update(f notes.Facets) {
	counts := view.Counts(f)
	for _, g := range facetGroups {
		for _, o := range p.groups[g] {
			c, shown := counts[g][o.value]
			if shown != o.shown {
				o.li.Set("hidden", !shown)
				o.shown = shown
			}
			if c.N != o.n {
				o.span.Set("textContent", strconv.Itoa(c.N))
				o.n = c.N
			}
			// The browser flips a clicked box before the state does; read
			// the box rather than trust the last value written.
			if c.Selected != o.selected || o.input.Get("checked").Bool() != c.Selected {
				o.input.Set("checked", c.Selected)
				o.selected = c.Selected
			}
		}
	}
}
