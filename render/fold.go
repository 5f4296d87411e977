package render

import (
	"strconv"
	"strings"
)

// Fold splits the HTML of a long note (a Template's, marks included) into
// the head a card shows and the rest it folds away: a card 2,000 pixels
// tall among a search's first notes cost a keystroke two to three times the
// style and layout of short ones, though a person sees its first lines only.
//
// The cut falls between top-level blocks, or between two items of a list
// at any depth, after at least keep bytes of text and after the first
// search match, so the head shows why the note was found. At a cut inside
// lists the head closes the open lists and the rest reopens them, an
// ordered list numbered on and a list item continued (class "cont", which
// the style sheet shows without a second bullet). A note whose rest would
// hold less than least bytes of text is not folded: rest is "". Fold reads
// only what this package writes (well-formed, escaped HTML); on anything
// else it does not fold.
func Fold(h string, keep, least int) (head, rest string) {
	if len(h) < keep+least {
		return h, ""
	}
	firstMark := strings.Index(h, "<mark")
	var stack, atCut []openTag
	text, cut, cutText := 0, -1, 0
	for i := 0; i < len(h); {
		if h[i] != '<' {
			text++
			i++
			continue
		}
		tag, name, next, ok := tagAt(h, i)
		if !ok {
			return h, ""
		}
		i = next
		if voidElements[name] {
			continue
		}
		if tag[1] != '/' {
			stack = append(stack, openTag{name: name, tag: tag})
			continue
		}
		if len(stack) == 0 || stack[len(stack)-1].name != name {
			return h, ""
		}
		stack = stack[:len(stack)-1]
		boundary := len(stack) == 0
		if name == "li" && len(stack) > 0 {
			stack[len(stack)-1].items++
			// Between two items, in lists only: not after a list's
			// last item (its end tag, next, may be a boundary).
			boundary = strings.HasPrefix(strings.TrimLeft(h[i:], "\n"), "<li") && onlyLists(stack)
		}
		if cut < 0 && boundary && text >= keep && i > firstMark {
			cut, cutText = i, text
			atCut = append(atCut[:0], stack...)
		}
	}
	if len(stack) != 0 || cut < 0 || text-cutText < least {
		return h, ""
	}
	if len(atCut) == 0 {
		// A cut between top-level blocks reopens nothing: the rest is
		// h's own bytes, not a copy (20 MB for an opened file's note).
		return h[:cut], h[cut:]
	}
	var hb, rb strings.Builder
	hb.WriteString(h[:cut])
	for k := len(atCut) - 1; k >= 0; k-- {
		hb.WriteString("</" + atCut[k].name + ">")
	}
	for _, o := range atCut {
		switch o.name {
		case "ol":
			rb.WriteString(`<ol start="` + strconv.Itoa(listStart(o.tag)+o.items) + `">`)
		case "li":
			rb.WriteString(`<li class="cont">`)
		default:
			rb.WriteString(o.tag)
		}
	}
	rb.WriteString(h[cut:])
	return hb.String(), rb.String()
}

// tagAt reads the tag that starts at h[i] (a '<'): the whole tag, its
// element's name ("ol" for `<ol start="3">` and `</ol>`) and the index after
// it; ok is false when no '>' closes it (HTML this package did not write).
func tagAt(h string, i int) (tag, name string, next int, ok bool) {
	end := strings.IndexByte(h[i:], '>')
	if end < 0 {
		return "", "", 0, false
	}
	tag = h[i : i+end+1]
	name = strings.TrimPrefix(tag[1:len(tag)-1], "/")
	if sp := strings.IndexAny(name, " /"); sp >= 0 {
		name = name[:sp]
	}
	return tag, name, i + end + 1, true
}

// openTag is an element open at some point of a note's HTML.
type openTag struct {
	name, tag string // "ol", `<ol start="3">`
	items     int    // list items closed in it so far
}

// onlyLists reports whether every open element is a list or a list item,
// which Fold may close at a cut and reopen after it.
func onlyLists(stack []openTag) bool {
	for _, o := range stack {
		switch o.name {
		case "ul", "ol", "li":
		default:
			return false
		}
	}
	return true
}

// voidElements are the elements the note renderer writes with no end tag.
var voidElements = map[string]bool{"br": true, "hr": true, "img": true, "input": true, "wbr": true}

// listStart is the first number of an ordered list's open tag (<ol start="3">).
func listStart(tag string) int {
	_, v, ok := strings.Cut(tag, `start="`)
	if !ok {
		return 1
	}
	v, _, _ = strings.Cut(v, `"`)
	n, err := strconv.Atoi(v)
	if err != nil {
		return 1
	}
	return n
}

// Blocks splits h, well-formed HTML as this package writes it, after its
// first top-level elements of at least size bytes in all: head ends at the
// first top-level end tag at or after size bytes, and rest is what
// follows. It reads head's bytes (and those of the element crossing size)
// only, so cutting a 20 MB note into slices is linear in the note. When h
// is no longer than size, or has no top-level end after size, or is not
// what this package writes, head is h and rest is "".
//
// A card writes a note of megabytes (an opened file's: a shipped note is
// at most a few KB) a slice at a time: Chromium alone took 0.4 s to parse
// 20 MB of HTML, even into a closed <details>.
func Blocks(h string, size int) (head, rest string) {
	if len(h) <= size {
		return h, ""
	}
	var open []string
	for i := 0; i < len(h); {
		lt := strings.IndexByte(h[i:], '<')
		if lt < 0 {
			return h, ""
		}
		tag, name, next, ok := tagAt(h, i+lt)
		if !ok {
			return h, ""
		}
		i = next
		if voidElements[name] {
			continue
		}
		if tag[1] != '/' {
			open = append(open, name)
			continue
		}
		if len(open) == 0 || open[len(open)-1] != name {
			return h, ""
		}
		if open = open[:len(open)-1]; len(open) == 0 && i >= size {
			if i == len(h) {
				return h, ""
			}
			return h[:i], h[i:]
		}
	}
	return h, ""
}
