package view

// This file holds the page's history rules: which view gets an entry of its
// own (Back returns to it), which one refines the entry it is on, and when
// the write is made. They live here, apart from the calls to the browser's
// history, so every rule is tested on the host.

// Nav says how a new view enters the browser history.
type Nav int

const (
	NavNone    Nav = iota // the URL already says it (load, Back, a followed link)
	NavPush               // a new view: Back returns to the one before
	NavReplace            // a refinement of the view (the next keystroke)
)

// Then is how a view asked for with next enters history when it takes the
// place of a view asked for with n that was never shown (it waited for the
// search index, or its write for the next task): a push stays a push, so
// typing "k", deleting it and typing "kubeadm" meanwhile still leaves the
// view before the search one Back away.
func (n Nav) Then(next Nav) Nav {
	if n == NavPush && next == NavReplace {
		return NavPush
	}
	return next
}

// Entry is the browser's current history entry as the page sees it.
type Entry struct {
	Frag string // the URL fragment, without '#'
	// Ours is whether the page has seen or written the entry (it carries
	// the page's state object): an entry that is not ours was just made
	// by a navigation the page did not make (a script or a link setting
	// the fragment), not reached by Back or Forward.
	Ours bool
}

// Write is one history call the page makes. Every write marks its entry as
// the page's (see Entry.Ours).
type Write struct {
	Push bool   // pushState; otherwise replaceState
	Frag string // the fragment the entry gets; "" for the page's own address
}

// History decides the history writes for the views the page shows.
//
// A write waits for the task after the view (Flush): history.pushState and
// replaceState cost a millisecond and at times tens of them in Chromium,
// so a keystroke does not pay for it, and a burst of keystrokes before the
// write writes once. While a search is typed, the first keystroke pushes
// and the next ones replace, so Back returns to the view before the search
// rather than letter by letter.
type History struct {
	typing  bool // a search is being typed: the next keystroke replaces
	pending bool // a write waits for Flush
	nav     Nav  // the pending write's kind
	frag    string
	// owedPush is a push that wrote nothing, its view's link being the
	// page's already: the next write pushes instead of replacing, so the
	// entry the search left still holds what it showed.
	owedPush bool
}

// Keystroke returns how a view asked for by typing in the search box
// enters history: the first keystroke of a burst pushes, the next ones
// replace.
func (h *History) Keystroke() Nav {
	if h.typing {
		return NavReplace
	}
	h.typing = true
	return NavPush
}

// StopTyping ends a burst of keystrokes (the box lost focus, or a click
// asked for another view): the next keystroke pushes again.
func (h *History) StopTyping() { h.typing = false }

// Pending reports whether a write waits for Flush.
func (h *History) Pending() bool { return h.pending }

// Show records the view with fragment frag, asked for with nav, and returns
// the writes to make now. A push first makes the write still pending, so
// the entry being left keeps what it showed; cur is read only then.
func (h *History) Show(frag string, nav Nav, cur func() Entry) []Write {
	if nav == NavNone {
		return nil
	}
	if nav == NavReplace && h.owedPush {
		nav = NavPush
	}
	var now []Write
	if nav == NavPush {
		if h.pending {
			now = h.Flush(cur())
		}
		h.nav = NavPush
	} else if !h.pending {
		h.nav = nav
	}
	h.pending, h.frag = true, frag
	return now
}

// Flush returns the pending write, given the entry the browser is on.
//
// The browser may have made a new entry since the view was shown: a script
// or a link set the fragment in the same task as the last keystroke. The
// pending write belongs to the entry before it, which the page can no
// longer reach; the new entry takes it instead and the navigation's own
// entry follows, so Back from there returns to the whole search, not to the
// half-typed one the last write left.
func (h *History) Flush(cur Entry) []Write {
	if !h.pending {
		return nil
	}
	h.pending = false
	if !cur.Ours {
		return h.repair(cur)
	}
	if h.frag == cur.Frag {
		h.owedPush = h.owedPush || h.nav == NavPush
		return nil
	}
	h.owedPush = false
	return []Write{{Push: h.nav == NavPush, Frag: h.frag}}
}

// Navigated handles Back, Forward or an edited fragment (popstate and
// hashchange, which often both fire: the second finds nothing to do). The
// URL says what to show from now on; the writes returned keep what the page
// showed before in history, and mark the entry as the page's.
func (h *History) Navigated(cur Entry) []Write {
	h.typing = false
	if h.pending && !cur.Ours {
		h.pending = false
		return h.repair(cur)
	}
	// Back or Forward: the entry reached says what to show, and the
	// write that waited was for the entry left, which keeps what it
	// held when the browser left it.
	h.pending, h.owedPush = false, false
	if !cur.Ours {
		return []Write{{Frag: cur.Frag}}
	}
	return nil
}

// repair gives the new entry cur, made by a navigation the page did not
// make while a write was pending, the pending view, and pushes cur's own
// fragment after it.
func (h *History) repair(cur Entry) []Write {
	h.owedPush = false
	if h.frag == cur.Frag {
		return []Write{{Frag: cur.Frag}}
	}
	return []Write{{Frag: h.frag}, {Push: true, Frag: cur.Frag}}
}
