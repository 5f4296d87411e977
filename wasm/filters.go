//go:build js && wasm

package main

import (
	"errors"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// filterPanel is the filter groups' controls, built once at start-up from
// the groups' table (see notes.Groups and view.PanelHTML). Views update
// counts, visibility and checks in place and only where they changed, so
// a keystroke costs a few DOM writes, not a new panel.
type filterPanel struct {
	groups  map[string][]*optionEl
	bounded map[string]*boundedEl // value groups of more than view.PanelCap values
	toggle  map[string]*optionEl  // Bool groups: the checkbox and its count
	atMost  map[string]*atMostEl  // at-most groups: the select
}

// optionEl is one option's elements and what they show now.
type optionEl struct {
	value           string
	li, input, span js.Value
	n               int
	selected, shown bool
}

// atMostEl is an at-most group's select and the texts its options show.
type atMostEl struct {
	sel    js.Value
	opts   map[string]js.Value // N → <option>
	texts  map[string]string
	chosen string
}

func newFilterPanel(doc dom.Document, store *notes.Store, lang i18n.Lang) (*filterPanel, error) {
	p := newPanel()
	box := byID(doc, "facet-groups")
	if box == nil {
		return nil, errors.New("the page has no #facet-groups element")
	}
	opts := view.Options(store)
	get := func(id string) js.Value { return doc.Underlying().Call("getElementById", id) }
	// The prerendered page (tools/prerender) holds the panel already, with
	// the first view's counts: it is adopted as it stands, so it neither
	// flashes nor is written twice, unless it is not this store's panel.
	if box.HasAttribute("data-prerendered") {
		box.RemoveAttribute("data-prerendered")
		if lang == i18n.EN && p.adopt(get, opts) {
			return p, nil
		}
		p = newPanel()
	}
	box.SetInnerHTML(view.PanelHTML(store))
	if lang != i18n.EN { // rebuilt for an opened file
		translateIn(box.Underlying(), lang)
	}
	for _, g := range notes.PanelGroups() {
		switch g.Counts {
		case notes.CountValues:
			if len(opts[g.Key]) > view.PanelCap {
				p.bounded[g.Key] = &boundedEl{opts: opts[g.Key], ul: get("facet-" + g.Key), more: get("facet-" + g.Key + "-more")}
				continue
			}
			items := get("facet-" + g.Key).Get("children")
			for i, o := range opts[g.Key] {
				li := items.Index(i)
				p.groups[g.Key] = append(p.groups[g.Key], &optionEl{
					value: o.Value,
					li:    li,
					input: li.Call("querySelector", "input"),
					span:  li.Call("querySelector", ".count"),
				})
			}
		case notes.CountOn:
			p.toggle[g.Key] = &optionEl{value: "1", input: get(g.Key), span: get(g.Key + "-count")}
		case notes.CountAtMost:
			el := &atMostEl{sel: get(g.Key), opts: map[string]js.Value{}, texts: map[string]string{}}
			list := el.sel.Get("options")
			for i := range list.Length() {
				o := list.Index(i)
				if v := o.Get("value").String(); v != "" {
					el.opts[v] = o
				}
			}
			p.atMost[g.Key] = el
		}
	}
	return p, nil
}

// adopt finds the panel's elements in a prerendered panel and reads what
// they show (counts, hidden options, labels), so update writes only what
// differs. It reports false unless the panel lists exactly opts and every
// group's controls.
func (p *filterPanel) adopt(get func(id string) js.Value, opts map[string][]view.Option) bool {
	for _, g := range notes.PanelGroups() {
		switch g.Counts {
		case notes.CountValues:
			ul := get("facet-" + g.Key)
			if len(opts[g.Key]) > view.PanelCap || !ul.Truthy() || ul.Get("children").Length() != len(opts[g.Key]) {
				return false
			}
			items := ul.Get("children")
			for i, o := range opts[g.Key] {
				li := items.Index(i)
				el := &optionEl{
					value: o.Value,
					li:    li,
					input: li.Call("querySelector", "input"),
					span:  li.Call("querySelector", ".count"),
					shown: !li.Get("hidden").Bool(),
				}
				if !el.input.Truthy() || !el.span.Truthy() || el.input.Get("value").String() != o.Value {
					return false
				}
				el.n, _ = strconv.Atoi(el.span.Get("textContent").String())
				p.groups[g.Key] = append(p.groups[g.Key], el)
			}
		case notes.CountOn:
			el := &optionEl{value: "1", input: get(g.Key), span: get(g.Key + "-count")}
			if !el.input.Truthy() || !el.span.Truthy() {
				return false
			}
			el.n, _ = strconv.Atoi(el.span.Get("textContent").String())
			p.toggle[g.Key] = el
		case notes.CountAtMost:
			sel := get(g.Key)
			if !sel.Truthy() {
				return false
			}
			el := &atMostEl{sel: sel, opts: map[string]js.Value{}, texts: map[string]string{}}
			list := sel.Get("options")
			for i := range list.Length() {
				o := list.Index(i)
				if v := o.Get("value").String(); v != "" {
					el.opts[v] = o
					el.texts[v] = o.Get("textContent").String()
				}
			}
			p.atMost[g.Key] = el
		}
	}
	return true
}

// newPanel is a panel with no controls found yet.
func newPanel() *filterPanel {
	return &filterPanel{groups: map[string][]*optionEl{}, bounded: map[string]*boundedEl{}, toggle: map[string]*optionEl{}, atMost: map[string]*atMostEl{}}
}

// update shows f: each option's count, hidden when no note would be left
// and it is not selected, checked when selected; in l, the lines a group
// of many values writes.
func (p *filterPanel) update(f notes.Facets, l i18n.Lang) {
	counts := view.Counts(f)
	for g, b := range p.bounded {
		b.counts, b.lang = counts[g], l
		b.show()
	}
	for g, list := range p.groups {
		for _, o := range list {
			c, shown := counts[g][o.value]
			if shown != o.shown {
				o.li.Set("hidden", !shown)
				o.shown = shown
			}
			o.show(c)
		}
	}
	for g, o := range p.toggle {
		o.show(counts[g][o.value])
	}
	for g, el := range p.atMost {
		chosen := ""
		for v, c := range counts[g] {
			if c.Selected {
				chosen = v
			}
			if o, ok := el.opts[v]; ok {
				if text := view.AtMostLabel(c); text != el.texts[v] {
					o.Set("textContent", text)
					el.texts[v] = text
				}
			}
		}
		if chosen != el.chosen || el.sel.Get("value").String() != chosen {
			el.sel.Set("value", chosen)
			el.chosen = chosen
		}
	}
}

// show writes an option's count and check where they changed.
func (o *optionEl) show(c notes.Count) {
	if c.N != o.n {
		o.span.Set("textContent", strconv.Itoa(c.N))
		o.n = c.N
	}
	// The browser flips a clicked box before the state does; read the box
	// rather than trust the last value written.
	if c.Selected != o.selected || o.input.Get("checked").Bool() != c.Selected {
		o.input.Set("checked", c.Selected)
		o.selected = c.Selected
	}
}

// boundedEl is a value group of more than view.PanelCap values: it lists
// view.Bounded's pick, rewritten only when the pick changes, with a line
// saying how many more there are and a box narrowing the list.
type boundedEl struct {
	opts     []view.Option
	ul, more js.Value
	narrow   string                 // the box's text (see listenNarrow)
	counts   map[string]notes.Count // the last view's
	lang     i18n.Lang
	listed   []*optionEl
	moreText string
}

// show lists the pick for the last view's counts and the box's text.
func (b *boundedEl) show() {
	if !b.ul.Truthy() {
		return
	}
	pick, more := view.Bounded(b.opts, b.counts, b.narrow, view.ShownCap)
	same := len(pick) == len(b.listed)
	for i := 0; same && i < len(pick); i++ {
		same = pick[i].Value == b.listed[i].value
	}
	if !same {
		// At most ShownCap and the selected values: one write of a short
		// list costs less than finding what moved.
		b.ul.Set("innerHTML", view.CountedOptionsHTML(pick, b.counts))
		items := b.ul.Get("children")
		b.listed = b.listed[:0]
		for i, o := range pick {
			li := items.Index(i)
			b.listed = append(b.listed, &optionEl{
				value: o.Value, li: li, shown: true, n: b.counts[o.Value].N,
				input: li.Call("querySelector", "input"),
				span:  li.Call("querySelector", ".count"),
			})
		}
	}
	for _, o := range b.listed {
		o.show(b.counts[o.value])
	}
	text := ""
	switch {
	case more > 0:
		text = b.lang.F("%d more: type in the box to narrow the list", more)
	case len(pick) == 0 && b.narrow != "":
		text = b.lang.T("Nothing matches.")
	}
	if text != b.moreText && b.more.Truthy() {
		b.more.Set("textContent", text)
		b.more.Set("hidden", text == "")
		b.moreText = text
	}
}

// listenNarrow wires the boxes that narrow the groups of many values.
func (a *app) listenNarrow() {
	a.on(a.doc.Underlying(), "input", "filters", func(ev js.Value) {
		t := ev.Get("target")
		if !isElement(t) || !t.Call("hasAttribute", "data-narrow").Bool() || a.filters == nil {
			return
		}
		if b := a.filters.bounded[t.Call("getAttribute", "data-narrow").String()]; b != nil {
			b.narrow = t.Get("value").String()
			b.show()
		}
	})
}
