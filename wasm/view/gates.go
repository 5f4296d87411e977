package view

import (
	"html"
	"strconv"
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/internal/urlquery"
	"github.com/kubechangelog/kubechangelog/notes"
)

// The feature gates views: the list (#gates, narrowed by the search text,
// a stage and a SIG) with each gate's timeline, one gate's notes
// (#gate=NAME), the "Before you upgrade" section of a comparison, and the
// gate links under a note. Gate names are CamelCase words, but every one
// is escaped anyway: a gate name comes from the notes, and the notes may
// come from a file a person opened.

// writeGateLink writes a link to gate's own view, its name as code, with
// class (none when empty).
func writeGateLink(b *strings.Builder, class, gate string) {
	b.WriteString(`<a `)
	if class != "" {
		b.WriteString(`class="` + class + `" `)
	}
	b.WriteString(`href="`)
	b.WriteString(html.EscapeString(gateHref(gate)))
	b.WriteString(`"><code>`)
	b.WriteString(html.EscapeString(gate))
	b.WriteString("</code></a>")
}

// writeAttr writes the attribute name="value" (with its leading space)
// into an open start tag, value escaped: gates, versions and kinds come
// from the notes, which may come from a file a person opened.
func writeAttr(b *strings.Builder, name, value string) {
	b.WriteByte(' ')
	b.WriteString(name)
	b.WriteString(`="`)
	b.WriteString(html.EscapeString(value))
	b.WriteByte('"')
}

// writeGateLinks writes a paragraph of class class: label, then a link
// (of class linkClass) to the gate each item names, separated by commas.
func writeGateLinks[T any](b *strings.Builder, class, label, linkClass string, items []T, gate func(T) string) {
	b.WriteString(`<p class="` + class + `">`)
	b.WriteString(html.EscapeString(label))
	for i, it := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(' ')
		writeGateLink(b, linkClass, gate(it))
	}
	b.WriteString("</p>")
}

// stageWords and kindWords are the (English, translated when shown)
// words for a gate's stage and for what a note does to a gate.
var (
	stageWords = map[string]string{
		notes.StageAlpha: "alpha", notes.StageBeta: "beta", notes.StageGA: "GA",
		notes.StageDeprecated: "deprecated", notes.StageRemoved: "removed",
	}
	kindWords = map[notes.GateKind]string{
		notes.GateAdded: "added (alpha)", notes.GateBeta: "beta", notes.GateGA: "GA",
		notes.GateDefaultOn: "on by default", notes.GateDefaultOff: "off by default",
		notes.GateDeprecated: "deprecated", notes.GateLocked: "locked", notes.GateRemoved: "removed",
		notes.GateReverted: "reverted",
	}
)

// stageLabel is the word shown for a stage.
func (v *View) stageLabel(stage string) string {
	if w, ok := stageWords[stage]; ok {
		return v.Lang.T(w)
	}
	return v.Lang.T("stage unknown")
}

// kindLabel says what a note does to a gate.
func (v *View) kindLabel(k notes.GateKind) string {
	if w, ok := kindWords[k]; ok {
		return v.Lang.T(w)
	}
	return v.Lang.T("named")
}

// eventLabel says what a note did to a gate: a change a later note
// reverted says so and by which PR ("beta (reverted by #126139)"), else
// the timeline, which skips it, would not say why.
func (v *View) eventLabel(ev *notes.GateEvent) string {
	k := v.kindLabel(ev.Kind)
	switch {
	case ev.RevertedBy != 0:
		return v.Lang.F("%s (reverted by #%s)", k, strconv.Itoa(ev.RevertedBy))
	case ev.Reverted:
		return v.Lang.F("%s (reverted)", k)
	}
	return k
}

// GateFilterHTML is the options of the gates view's stage and SIG pickers,
// after their first "any" option, which the page holds.
func (v *View) GateFilterHTML() (stages, sigs string) {
	var b strings.Builder
	for _, s := range notes.GateStages {
		writeOption(&b, s, v.stageLabel(s))
	}
	stages = b.String()
	b.Reset()
	for _, s := range v.store.GateSIGs() {
		writeOption(&b, s, s)
	}
	return stages, b.String()
}

func writeOption(b *strings.Builder, value, label string) {
	b.WriteString(`<option value="`)
	b.WriteString(html.EscapeString(value))
	b.WriteString(`">`)
	b.WriteString(html.EscapeString(label))
	b.WriteString("</option>")
}

// gateHref is the link to a gate's view.
func gateHref(name string) string {
	return "#gate=" + urlquery.Escape(name)
}

// GatesHTML is the list of the gates view for st: a count, then each gate
// with its current stage and its timeline.
// GatesPendingHTML stands for the gates list or a gate's view while the
// store's gates are read in the background: it says so, and is busy.
func (v *View) GatesPendingHTML() string {
	return `<p class="gates-count" role="status" aria-busy="true">` + html.EscapeString(v.Lang.T("Reading the feature gates…")) + "</p>\n"
}

func (v *View) GatesHTML(st notes.State) string {
	gates := v.store.MatchGates(st)
	var b strings.Builder
	b.WriteString(`<p class="gates-count" role="status">`)
	if len(gates) == 1 {
		b.WriteString(html.EscapeString(v.Lang.T("1 feature gate")))
	} else {
		b.WriteString(html.EscapeString(v.Lang.F("%s feature gates", i18n.Count(len(gates)))))
	}
	b.WriteString("</p>\n")
	if len(gates) == 0 {
		b.WriteString(`<p class="empty">`)
		b.WriteString(html.EscapeString(v.Lang.T("No feature gate matches.")))
		b.WriteString("</p>\n")
		return b.String()
	}
	b.WriteString(`<ul class="gates">`)
	for i := range gates {
		g := &gates[i]
		b.WriteString(`<li class="gate" data-gate="`)
		b.WriteString(html.EscapeString(g.Name))
		b.WriteString(`" data-stage="`)
		b.WriteString(html.EscapeString(g.Stage))
		b.WriteString(`">`)
		writeGateLink(&b, "gate-name", g.Name)
		b.WriteByte(' ')
		v.writeStage(&b, g.Stage)
		v.writeTimeline(&b, g)
		b.WriteString("</li>\n")
	}
	b.WriteString("</ul>\n")
	return b.String()
}

func (v *View) writeStage(b *strings.Builder, stage string) {
	b.WriteString(`<span class="stage" data-stage="`)
	b.WriteString(html.EscapeString(stage))
	b.WriteString(`">`)
	b.WriteString(html.EscapeString(v.stageLabel(stage)))
	b.WriteString("</span>")
}

// writeTimeline writes a gate's stages, alpha → beta → GA → removed, each
// with the release whose note says it.
func (v *View) writeTimeline(b *strings.Builder, g *notes.Gate) {
	if len(g.Transitions) == 0 {
		return
	}
	b.WriteString(`<ol class="timeline" aria-label="`)
	b.WriteString(html.EscapeString(v.Lang.F("Stages of %s", g.Name)))
	b.WriteString(`">`)
	for _, t := range g.Transitions {
		b.WriteString("<li")
		writeAttr(b, "data-stage", t.Stage)
		writeAttr(b, "data-version", t.Version)
		b.WriteByte('>')
		b.WriteString(html.EscapeString(v.stageLabel(t.Stage)))
		b.WriteByte(' ')
		b.WriteString(html.EscapeString(t.Version))
		b.WriteString("</li>")
	}
	b.WriteString("</ol>")
}

// GateHTML is one gate's view: its name, stage and timeline, then every
// note naming it, oldest first, each with its release, what it says of the
// gate and its pull request. A name the notes do not know gets the nearest
// ones as links.
func (v *View) GateHTML(name string) string {
	var b strings.Builder
	g, ok := v.store.Gate(name)
	if !ok {
		b.WriteString(`<h2 class="gate-title">`)
		b.WriteString(html.EscapeString(v.Lang.F("No feature gate is named %s.", name)))
		b.WriteString("</h2>\n")
		if near := v.store.NearestGates(name, 5); len(near) > 0 {
			writeGateLinks(&b, "gate-near", v.Lang.T("Did you mean:"), "", near, func(n string) string { return n })
			b.WriteByte('\n')
		}
		return b.String()
	}
	b.WriteString(`<h2 class="gate-title" data-gate="`)
	b.WriteString(html.EscapeString(g.Name))
	b.WriteString(`"><code>`)
	b.WriteString(html.EscapeString(g.Name))
	b.WriteString(`</code> `)
	v.writeStage(&b, g.Stage)
	b.WriteString("</h2>\n")
	v.writeTimeline(&b, g)
	if len(g.SIGs) > 0 {
		b.WriteString(`<p class="gate-sigs">`)
		b.WriteString(html.EscapeString(v.Lang.T("SIG")))
		b.WriteString(": ")
		b.WriteString(html.EscapeString(strings.Join(g.SIGs, ", ")))
		b.WriteString("</p>\n")
	}
	b.WriteString(`<ol class="gate-events">`)
	for i := range g.Events {
		ev := &g.Events[i]
		n := v.store.Note(ev.Note)
		b.WriteString(`<li class="gate-event"`)
		writeAttr(&b, "data-version", ev.Version)
		writeAttr(&b, "data-kind", string(ev.Kind))
		writeAttr(&b, "data-pr", strconv.Itoa(ev.PR))
		if ev.Reverted {
			writeAttr(&b, "data-reverted-by", strconv.Itoa(ev.RevertedBy))
		}
		b.WriteString(`><p class="where">`)
		writeVersionLink(&b, ev.Version)
		b.WriteString(` · <span class="gate-kind">`)
		b.WriteString(html.EscapeString(v.eventLabel(ev)))
		b.WriteString("</span>")
		if ev.PR != 0 {
			b.WriteString(` · <a class="pr" href="https://github.com/kubernetes/kubernetes/pull/`)
			b.WriteString(strconv.Itoa(ev.PR))
			b.WriteString(`" rel="noopener noreferrer">#`)
			b.WriteString(strconv.Itoa(ev.PR))
			b.WriteString("</a>")
		}
		v.writeAlsoIn(&b, ev.AlsoIn)
		b.WriteString(`</p><div class="body">`)
		v.writeBody(&b, ev.Note, n, nil)
		b.WriteString("</div></li>\n")
	}
	b.WriteString("</ol>\n")
	return b.String()
}

// writeNoteGates writes, under a note, links to the views of the gates it
// names. Only once the store's gates are built (the page builds them
// while idle): a note shown before then goes without, rather than its
// view waiting for every note's gates.
func (v *View) writeNoteGates(b *strings.Builder, id int) {
	if !v.store.GatesBuilt() {
		return
	}
	ms := v.store.NoteGates(id)
	if len(ms) == 0 {
		return
	}
	writeGateLinks(b, "note-gates", v.Lang.T("Feature gates:"), "gate-link", ms, func(m notes.GateMention) string { return m.Name })
}

// beforeOpenMax is the longest list of "Before you upgrade" shown open:
// an upgrade by one minor release removes or flips a dozen gates or so.
const beforeOpenMax = 20

// beforeGroup is one list of "Before you upgrade": its kind (the
// data-group its element carries), title, length and a writer of its body.
type beforeGroup struct {
	kind, title string
	n           int
	body        func(b *strings.Builder)
}

// beforeGroups are the non-empty lists of c's "Before you upgrade", bu,
// in the order they are shown.
func (v *View) beforeGroups(c *notes.Comparison, bu *notes.BeforeUpgrade) []beforeGroup {
	noteLink := func(b *strings.Builder, version string, pr int) {
		if pr == 0 {
			writeVersionLink(b, version)
			return
		}
		// The note within this comparison: the range, searched for its PR.
		st := notes.State{From: c.From, To: c.To, Query: "#" + strconv.Itoa(pr)}
		writeVersionLink(b, version)
		b.WriteString(` (<a class="note-ref" href="#`)
		b.WriteString(html.EscapeString(st.Fragment()))
		b.WriteString(`">#`)
		b.WriteString(strconv.Itoa(pr))
		b.WriteString("</a>)")
	}
	var groups []beforeGroup
	gateList := func(kind, title string, list []notes.GateChange, line func(c notes.GateChange) string) {
		if len(list) == 0 {
			return
		}
		groups = append(groups, beforeGroup{kind, title, len(list), func(b *strings.Builder) {
			b.WriteString("<ul>")
			for _, gc := range list {
				b.WriteString("<li")
				writeAttr(b, "data-gate", gc.Gate)
				writeAttr(b, "data-version", gc.Version)
				b.WriteByte('>')
				writeGateLink(b, "gate-link", gc.Gate)
				b.WriteString(": ")
				b.WriteString(html.EscapeString(line(gc)))
				b.WriteByte(' ')
				noteLink(b, gc.Version, gc.PR)
				b.WriteString("</li>")
			}
			b.WriteString("</ul>")
		}})
	}
	gateList("removed", v.Lang.T("Feature gates removed"), bu.RemovedGates, func(notes.GateChange) string {
		return v.Lang.T("removed in")
	})
	gateList("default", v.Lang.T("Feature gates whose default changes"), bu.DefaultGates, func(gc notes.GateChange) string {
		if gc.Value == "off" {
			return v.Lang.T("off by default from")
		}
		return v.Lang.T("on by default from")
	})
	gateList("locked", v.Lang.T("Feature gates locked"), bu.LockedGates, func(gc notes.GateChange) string {
		return v.Lang.F("locked to %s in", gc.Value)
	})
	if len(bu.Removed) > 0 {
		groups = append(groups, beforeGroup{"flags", v.Lang.T("Flags and APIs removed"), len(bu.Removed), func(b *strings.Builder) {
			b.WriteString("<ul>")
			for _, r := range bu.Removed {
				b.WriteString(`<li data-version="`)
				b.WriteString(html.EscapeString(r.Version))
				b.WriteString(`">`)
				for i, n := range r.Names {
					if i > 0 {
						b.WriteString(", ")
					}
					b.WriteString("<code>")
					b.WriteString(html.EscapeString(n))
					b.WriteString("</code>")
				}
				b.WriteString(": ")
				b.WriteString(html.EscapeString(v.Lang.T("removed in")))
				b.WriteByte(' ')
				noteLink(b, r.Version, r.PR)
				b.WriteString("</li>")
			}
			b.WriteString("</ul>")
		}})
	}
	return groups
}

// BeforeGroupBodyHTML is the list of the "Before you upgrade" group of
// kind in c, for a long group opened after the head was written (see
// BeforeHTML); empty when there is no such group.
func (v *View) BeforeGroupBodyHTML(c *notes.Comparison, kind string) string {
	if c == nil || !v.store.GatesBuilt() {
		return ""
	}
	for _, g := range v.beforeGroups(c, c.Before()) {
		if g.kind == kind {
			var b strings.Builder
			g.body(&b)
			return b.String()
		}
	}
	return ""
}

// BeforeHTML is a comparison's "Before you upgrade" section: the gates
// removed, whose default flips or that are locked, and the flags and APIs
// removed in the range, each linking to its note within the comparison.
// Without the store's gates built it is a placeholder the page fills a
// task later (see notes.Comparison.Before), so the notes come first.
func (v *View) BeforeHTML(c *notes.Comparison) string {
	var b strings.Builder
	b.WriteString(`<section class="before" id="before-upgrade" aria-labelledby="before-title"`)
	if !v.store.GatesBuilt() {
		b.WriteString(` aria-busy="true"><h3 id="before-title">`)
		b.WriteString(html.EscapeString(v.Lang.T("Before you upgrade")))
		b.WriteString("</h3><p>")
		b.WriteString(html.EscapeString(v.Lang.T("Reading the feature gates…")))
		b.WriteString("</p></section>\n")
		return b.String()
	}
	bu := c.Before()
	b.WriteString(`><h3 id="before-title">`)
	b.WriteString(html.EscapeString(v.Lang.T("Before you upgrade")))
	b.WriteString("</h3>\n")
	if bu.Empty() {
		b.WriteString("<p>")
		b.WriteString(html.EscapeString(v.Lang.T("No feature gate, flag or API in this range is removed, locked or changes its default.")))
		b.WriteString("</p></section>\n")
		return b.String()
	}
	for _, g := range v.beforeGroups(c, bu) {
		b.WriteString(`<details class="before-group" data-group="`)
		b.WriteString(g.kind)
		if g.n <= beforeOpenMax {
			b.WriteString(`" open><summary><h4>`)
		} else {
			// A long list (a range over many minor releases) opens
			// on demand: the widest range's lists are hundreds of
			// items, most of what the comparison's head would cost.
			b.WriteString(`" data-lazy><summary><h4>`)
		}
		b.WriteString(html.EscapeString(g.title))
		writeCount(&b, g.n, "", "")
		b.WriteString("</h4></summary>")
		if g.n <= beforeOpenMax {
			g.body(&b)
		}
		b.WriteString("</details>\n")
	}
	b.WriteString("</section>\n")
	return b.String()
}
