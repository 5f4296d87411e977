package render_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/embed"
	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/search"
)

const keep, least = 600, 300

// shipped returns the rendered HTML of every shipped note, by its first PR.
func shipped(t *testing.T) (all []string, byPR map[int]string) {
	t.Helper()
	s, err := embed.Store()
	if err != nil {
		t.Fatal(err)
	}
	byPR = map[int]string{}
	for id := range s.Len() {
		n := s.Note(id)
		h := render.Stored(notes.NoteText(n.Markdown), n.Template).Render(nil)
		all = append(all, h)
		if len(n.PRs) > 0 {
			byPR[n.PRs[0]] = h
		}
	}
	return all, byPR
}

var tagRE = regexp.MustCompile(`<(/?)([a-z0-9]+)[^>]*>`)

// balanced reports whether every element of h that has an end tag is
// closed, in order.
func balanced(h string) bool {
	var open []string
	for _, m := range tagRE.FindAllStringSubmatch(h, -1) {
		switch name := m[2]; {
		case name == "br" || name == "hr" || name == "img" || name == "input":
		case m[1] == "":
			open = append(open, name)
		case len(open) == 0 || open[len(open)-1] != name:
			return false
		default:
			open = open[:len(open)-1]
		}
	}
	return len(open) == 0
}

// unfold undoes what Fold adds where it cuts inside lists: the end tags
// closing the head's lists and the open tags reopening the rest's.
func unfold(head, rest string) string {
	for {
		l := ""
		for _, t := range []string{"ul", "ol", "li"} {
			if strings.HasSuffix(head, "</"+t+">") && strings.HasPrefix(rest, "<"+t) {
				l = t
			}
		}
		if l == "" {
			return head + rest
		}
		head = strings.TrimSuffix(head, "</"+l+">")
		rest = rest[strings.IndexByte(rest, '>')+1:]
	}
}

func text(h string) string { return tagRE.ReplaceAllString(h, "") }

// TestFoldKeepsEveryNoteWhole folds every shipped note: nothing is lost or
// added but the list tags at a cut, head and rest are each well-formed, the
// head holds at least keep bytes of text and the rest at least least, and
// short notes (almost all) are not folded.
func TestFoldKeepsEveryNoteWhole(t *testing.T) {
	all, _ := shipped(t)
	folded := 0
	for _, h := range all {
		head, rest := render.Fold(h, keep, least)
		if rest == "" {
			if head != h {
				t.Fatalf("an unfolded note changed:\n%s\n→\n%s", h, head)
			}
			if len(text(h)) >= 3*(keep+least) {
				t.Errorf("a note with %d bytes of text is not folded:\n%.300s", len(text(h)), h)
			}
			continue
		}
		folded++
		if got := unfold(head, rest); got != h {
			t.Fatalf("head+rest is not the note:\n%s\n---\n%s", h, got)
		}
		if !balanced(head) || !balanced(rest) {
			t.Fatalf("a part is not well-formed:\nhead %s\nrest %s", head, rest)
		}
		if n := len(text(head)); n < keep {
			t.Errorf("head has %d bytes of text, want ≥ %d:\n%s", n, keep, head)
		}
		if n := len(text(rest)); n < least {
			t.Errorf("rest has %d bytes of text, want ≥ %d:\n%s", n, least, rest)
		}
	}
	if folded < 20 || folded > len(all)/50 {
		t.Errorf("%d of %d notes folded: want the long ones only (a few dozen)", folded, len(all))
	}
}

// TestFoldCutsLongListsBetweenItems: the 1.18 note listing the metrics it
// removed (#76496) is one long list; the head ends a few items in, closing
// the list, and the rest reopens it with the next item.
func TestFoldCutsLongListsBetweenItems(t *testing.T) {
	_, byPR := shipped(t)
	h := byPR[76496]
	head, rest := render.Fold(h, keep, least)
	if rest == "" {
		t.Fatalf("#76496 (%d bytes) is not folded", len(h))
	}
	if !strings.Contains(head, "rest_client_request_latency_seconds") || strings.Contains(rest, "rest_client_request_latency_seconds</code> -") {
		t.Errorf("the head does not hold the list's first metric:\n%s", head)
	}
	if !strings.HasSuffix(head, "</ul>") || !strings.HasPrefix(rest, "<ul>") {
		t.Errorf("a cut inside a list does not close and reopen it: head ends %q, rest starts %q", head[max(0, len(head)-20):], rest[:min(20, len(rest))])
	}
}

// TestFoldShowsTheFirstMatch: a note found by a word only its rest holds
// is cut after that word, so the card shows why it was found.
func TestFoldShowsTheFirstMatch(t *testing.T) {
	s, err := embed.Store()
	if err != nil {
		t.Fatal(err)
	}
	_, byPR := shipped(t)
	plainHead, _ := render.Fold(byPR[76496], keep, least)
	for id := range s.Len() {
		n := s.Note(id)
		if len(n.PRs) == 0 || n.PRs[0] != 76496 {
			continue
		}
		// A metric named near the end of the note.
		word := "apiserver_storage_data_key_generation_latencies_microseconds"
		if strings.Contains(plainHead, word) || !strings.Contains(byPR[76496], word) {
			t.Fatalf("pick a word of #76496 that its unmarked head does not hold")
		}
		marked := render.Stored(notes.NoteText(n.Markdown), n.Template).Render([]search.Mark{{Word: word}})
		head, rest := render.Fold(marked, keep, least)
		if !strings.Contains(head, "<mark>") {
			t.Errorf("the match is folded away:\nhead %s\nrest %.200s", head, rest)
		}
		return
	}
	t.Fatal("no note cites #76496")
}

// TestFoldNumbersAnOrderedListOn: the rest of an ordered list cut after
// its second item starts at 3 (or after its own start).
func TestFoldNumbersAnOrderedListOn(t *testing.T) {
	item := "<li>" + strings.Repeat("x", 400) + "</li>\n"
	for _, tc := range []struct{ open, want string }{
		{"<ol>", `<ol start="3">`},
		{`<ol start="5">`, `<ol start="7">`},
	} {
		h := tc.open + "\n" + item + item + item + item + "</ol>\n"
		head, rest := render.Fold(h, keep, least)
		if !strings.HasSuffix(head, "</ol>") || !strings.HasPrefix(rest, tc.want+"\n<li>") {
			t.Errorf("%s cut: head ends %q, rest starts %q; want rest to start %s", tc.open, head[max(0, len(head)-10):], rest[:min(30, len(rest))], tc.want)
		}
	}
}
