package view

import (
	"cmp"
	"strings"
	"testing"
)

// browser is a tab's session history as the page's glue drives it: the
// entries, the current one, and the page's History deciding the writes.
type browser struct {
	t       *testing.T
	entries []Entry
	at      int
	h       History
}

func newBrowser(t *testing.T, frag string) *browser {
	// The page marks the entry it was loaded on at start-up.
	return &browser{t: t, entries: []Entry{{Frag: frag, Ours: true}}}
}

func (b *browser) cur() Entry { return b.entries[b.at] }

func (b *browser) write(ws []Write) {
	for _, w := range ws {
		e := Entry{Frag: w.Frag, Ours: true}
		if w.Push {
			b.entries = append(b.entries[:b.at+1], e)
			b.at++
		} else {
			b.entries[b.at] = e
		}
	}
}

// show is the page showing a view asked for with nav.
func (b *browser) show(frag string, nav Nav) { b.write(b.h.Show(frag, nav, b.cur)) }

// key is a keystroke leaving text in the search box.
func (b *browser) key(text string) { b.show("q="+text, b.h.Keystroke()) }

// task is the task after a view, where the pending write is made.
func (b *browser) task() { b.write(b.h.Flush(b.cur())) }

// setHash is a script or a link setting the fragment: a new entry the page
// did not write, then popstate.
func (b *browser) setHash(frag string) {
	b.entries = append(b.entries[:b.at+1], Entry{Frag: frag})
	b.at++
	b.write(b.h.Navigated(b.cur()))
}

func (b *browser) back() {
	if b.at == 0 {
		b.t.Fatal("no entry to go back to")
	}
	b.at--
	b.write(b.h.Navigated(b.cur()))
}

// history is the entries' fragments, the current one in brackets.
func (b *browser) history() string {
	var s []string
	for i, e := range b.entries {
		f := cmp.Or(e.Frag, "-") // the page's address, without a fragment
		if i == b.at {
			f = "[" + f + "]"
		}
		s = append(s, f)
	}
	return strings.Join(s, " ")
}

func TestHistory(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(b *browser)
		want string
	}{
		{"a click pushes in the next task", func(b *browser) {
			b.show("sig=node", NavPush)
			if b.history() != "[-]" {
				t.Errorf("written before the next task: %s", b.history())
			}
			b.task()
		}, "- [sig=node]"},
		{"typing pushes once, then replaces", func(b *browser) {
			for _, s := range []string{"k", "ku", "kub"} {
				b.key(s)
				b.task()
			}
		}, "- [q=kub]"},
		{"keystrokes before the task write once", func(b *browser) {
			b.key("k")
			b.key("ku")
			b.key("kub")
			b.task()
		}, "- [q=kub]"},
		{"a new burst after the box lost focus pushes", func(b *browser) {
			b.key("k")
			b.task()
			b.h.StopTyping()
			b.key("kx")
			b.task()
		}, "- q=k [q=kx]"},
		{"a push writes the pending entry first", func(b *browser) {
			b.key("k")
			b.task()
			b.key("ku")
			b.show("q=ku&sig=node", NavPush) // a chip clicked before the task
			b.task()
		}, "- q=ku [q=ku&sig=node]"},
		{"no view asked for writes nothing", func(b *browser) {
			b.show("version=v1.30.0", NavNone)
			b.task()
		}, "[-]"},
		{"a push to the link already shown still pushes the next write", func(b *browser) {
			b.key("k")
			b.key("") // back to the link the page is on: nothing to write
			b.task()
			b.key("kubeadm") // the entry before the search keeps ""
			b.task()
		}, "- [q=kubeadm]"},
		{"Back drops the write that waited", func(b *browser) {
			b.show("sig=node", NavPush)
			b.task()
			b.key("k")
			b.task()
			b.key("ku")
			b.back() // before the task
			b.task()
		}, "- [sig=node] q=k"},
		{"Back then typing pushes", func(b *browser) {
			b.key("k")
			b.task()
			b.back()
			b.key("x")
			b.task()
		}, "- [q=x]"},
		{"a fragment set with the last keystroke: Back finds the whole search", func(b *browser) {
			b.key("k")
			b.task()
			b.key("ku")
			b.task()
			b.key("kubelet")
			b.setHash("version=v1.29.0") // in the keystroke's task
			b.task()
			b.back()
		}, "- q=ku [q=kubelet] version=v1.29.0"},
		{"a fragment set with the first keystroke", func(b *browser) {
			b.key("k")
			b.setHash("version=v1.29.0")
			b.task()
			b.back()
		}, "- [q=k] version=v1.29.0"},
		{"a fragment set to the search typed", func(b *browser) {
			b.key("k")
			b.task()
			b.key("kubelet")
			b.setHash("q=kubelet")
			b.task()
			b.back()
		}, "- [q=k] q=kubelet"},
		{"a fragment set after the write: a plain new entry", func(b *browser) {
			b.key("kubelet")
			b.task()
			b.setHash("version=v1.29.0")
			b.task()
			b.back()
		}, "- [q=kubelet] version=v1.29.0"},
		{"the task before popstate: the write does not overwrite the new entry", func(b *browser) {
			// Browsers that fire only hashchange, after the task.
			b.key("k")
			b.task()
			b.key("kubelet")
			b.entries = append(b.entries[:b.at+1], Entry{Frag: "version=v1.29.0"})
			b.at++
			b.task()
			b.write(b.h.Navigated(b.cur()))
			b.back()
		}, "- q=k [q=kubelet] version=v1.29.0"},
		{"a burst ends at a navigation", func(b *browser) {
			b.key("k")
			b.task()
			b.setHash("sig=node")
			b.key("x")
			b.task()
		}, "- q=k sig=node [q=x]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBrowser(t, "")
			tc.run(b)
			if got := b.history(); got != tc.want {
				t.Errorf("history = %q, want %q", got, tc.want)
			}
			for i, e := range b.entries {
				if !e.Ours {
					t.Errorf("entry %d (%q) is not marked as the page's", i, e.Frag)
				}
			}
		})
	}
}

func TestNavThen(t *testing.T) {
	for _, tc := range []struct{ owed, next, want Nav }{
		{NavNone, NavNone, NavNone},
		{NavNone, NavPush, NavPush},
		{NavNone, NavReplace, NavReplace},
		{NavPush, NavNone, NavNone}, // Back meanwhile: the URL says it
		{NavPush, NavPush, NavPush},
		{NavPush, NavReplace, NavPush}, // a push stays a push
		{NavReplace, NavNone, NavNone},
		{NavReplace, NavPush, NavPush},
		{NavReplace, NavReplace, NavReplace},
	} {
		if got := tc.owed.Then(tc.next); got != tc.want {
			t.Errorf("%d.Then(%d) = %d, want %d", tc.owed, tc.next, got, tc.want)
		}
	}
}
