package view

import "testing"

func TestShortcut(t *testing.T) {
	for _, c := range []struct {
		key      string
		modified bool
		focus    Focus
		dialog   bool
		want     KeyAction
	}{
		{"j", false, FocusPage, false, KeyNextNote},
		{"k", false, FocusNote, false, KeyPrevNote},
		{"j", false, FocusOption, false, KeyNextNote}, // a ticked filter keeps j and k
		{"j", false, FocusSearch, false, KeyIgnore},   // typed into the box
		{"j", false, FocusField, false, KeyIgnore},
		{"j", true, FocusPage, false, KeyIgnore}, // Ctrl+J is the browser's
		{"j", false, FocusPage, true, KeyIgnore}, // a dialog takes the keys
		{"/", false, FocusPage, false, KeyFocusSearch},
		{"/", false, FocusNote, false, KeyFocusSearch},
		{"/", false, FocusOption, false, KeyIgnore},
		{"/", false, FocusSearch, false, KeyIgnore},
		{"?", false, FocusPage, false, KeyShowShortcuts},
		{"?", false, FocusPage, true, KeyIgnore},
		{"Enter", false, FocusNote, false, KeyOpenPR},
		{"Enter", false, FocusPage, false, KeyIgnore}, // a link's Enter is its own
		{"Escape", false, FocusSearch, false, KeyClearSearch},
		{"Escape", false, FocusOption, false, KeyCloseDialogs},
		{"Escape", false, FocusPage, true, KeyCloseDialogs},
		{"Escape", false, FocusField, false, KeyIgnore},
		{"Escape", true, FocusSearch, false, KeyIgnore},
		{"Tab", false, FocusOption, false, KeyMoveInFilters},
		{"ArrowDown", false, FocusOption, false, KeyMoveInFilters},
		{"ArrowUp", false, FocusOption, true, KeyMoveInFilters},
		{"Tab", false, FocusPage, false, KeyIgnore},
		{"ArrowDown", false, FocusNote, false, KeyIgnore}, // the page scrolls
		{"x", false, FocusPage, false, KeyIgnore},
	} {
		if got := Shortcut(c.key, c.modified, c.focus, c.dialog); got != c.want {
			t.Errorf("Shortcut(%q, modified %v, focus %d, dialog %v) = %d, want %d", c.key, c.modified, c.focus, c.dialog, got, c.want)
		}
	}
}

func TestStepNote(t *testing.T) {
	for _, c := range []struct {
		cur, n     int
		next       bool
		firstShown int
		want       int
	}{
		{-1, 10, true, 3, 3}, // nothing focused: the first note on screen, either key
		{-1, 10, false, 3, 3},
		{3, 10, true, 0, 4},
		{3, 10, false, 0, 2},
		{9, 10, true, 0, 9}, // stays on the last
		{0, 10, false, 0, 0},
	} {
		if got := StepNote(c.cur, c.n, c.next, c.firstShown); got != c.want {
			t.Errorf("StepNote(%d, %d, %v, %d) = %d, want %d", c.cur, c.n, c.next, c.firstShown, got, c.want)
		}
	}
}
