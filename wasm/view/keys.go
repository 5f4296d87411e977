package view

// Focus is what has the keyboard focus, as far as the page's shortcuts
// care: whether keys type text there, and what a shortcut would act on.
type Focus int

const (
	// FocusPage is anything that takes no text: the page, a link, a button.
	FocusPage Focus = iota
	// FocusNote is a note's card (article.note), which j and k move between.
	FocusNote
	// FocusSearch is the search box.
	FocusSearch
	// FocusField is another field that takes text: an input, a select, a
	// textarea or an editable element.
	FocusField
	// FocusOption is a filter's checkbox or radio button, which takes no
	// letters: with a filter ticked by keyboard, j, k and Esc still work.
	FocusOption
)

// KeyAction is what a key does on the page.
type KeyAction int

const (
	KeyIgnore KeyAction = iota
	// KeyMoveInFilters: Tab from a filter option goes to the next group's
	// heading (Shift+Tab to its own), the arrow keys to the option beside
	// it, so reaching a SIG takes a few Tabs instead of one per kind. Where
	// there is nowhere to go, the key keeps its default.
	KeyMoveInFilters
	// KeyClearSearch: Esc in the search box clears it and leaves it.
	KeyClearSearch
	// KeyCloseDialogs: Esc elsewhere closes open dialogs and the filter
	// sheet.
	KeyCloseDialogs
	// KeyFocusSearch: "/" focuses the search box, as on GitHub.
	KeyFocusSearch
	KeyNextNote // j
	KeyPrevNote // k
	// KeyShowShortcuts: "?" lists the shortcuts.
	KeyShowShortcuts
	// KeyOpenPR: Enter on a note's card opens its pull request. Only on the
	// card itself: Enter on a link or chip inside keeps its own meaning.
	KeyOpenPR
)

// Shortcut decides what key (a KeyboardEvent's key) does where the focus
// is. modified is whether Ctrl, Meta or Alt is held: those combinations
// belong to the browser. dialogOpen is whether a dialog is open, which
// takes every key but Esc.
func Shortcut(key string, modified bool, f Focus, dialogOpen bool) KeyAction {
	if modified {
		return KeyIgnore
	}
	switch key {
	case "Tab", "ArrowDown", "ArrowUp":
		if f == FocusOption {
			return KeyMoveInFilters
		}
		return KeyIgnore
	case "Escape":
		switch f {
		case FocusSearch:
			return KeyClearSearch
		case FocusField:
			return KeyIgnore
		}
		return KeyCloseDialogs
	}
	if dialogOpen || f == FocusSearch || f == FocusField {
		return KeyIgnore
	}
	switch key {
	case "/":
		if f == FocusOption {
			return KeyIgnore // a field still: "/" does not leave it
		}
		return KeyFocusSearch
	case "j":
		return KeyNextNote
	case "k":
		return KeyPrevNote
	case "?":
		return KeyShowShortcuts
	case "Enter":
		if f == FocusNote {
			return KeyOpenPR
		}
	}
	return KeyIgnore
}

// StepNote is the index of the note j (next) or k moves the focus to,
// from the focused note cur of n (cur < 0: no note has focus, and the
// first one on screen is focused, whose index is firstShown).
func StepNote(cur, n int, next bool, firstShown int) int {
	switch {
	case cur < 0:
		return firstShown
	case next:
		return min(cur+1, n-1)
	default:
		return max(cur-1, 0)
	}
}
