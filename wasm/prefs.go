//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// Storage keys of the choices a person makes once and expects kept.
const (
	themeKey = "kubechangelog.theme" // "light" or "dark"; absent: the system's (see systemTheme)
	langKey  = "kubechangelog.lang"  // "en" or "ja"; absent: the browser's
)

// prefs is what the page read of the person's choices, and the language
// its chrome is in.
type prefs struct {
	// defaultLang is the language of a view whose URL names none: the
	// remembered choice, else the browser's. Read once, so a keystroke
	// never touches localStorage.
	defaultLang i18n.Lang
	defaultRead bool
	// shownLang is the language the page's chrome is written in now; the
	// static HTML is English.
	shownLang i18n.Lang
	// returnFocus is the element focused before the shortcuts dialog
	// opened, focused again when it closes.
	returnFocus js.Value
}

// storage returns localStorage, or undefined where the browser refuses it
// (some file:// pages throw on access).
func storage() (s js.Value) {
	defer func() {
		if recover() != nil {
			s = js.Undefined()
		}
	}()
	return js.Global().Get("localStorage")
}

func loadPref(key string) string {
	defer func() { _ = recover() }()
	if s := storage(); s.Truthy() {
		if v := s.Call("getItem", key); v.Type() == js.TypeString {
			return v.String()
		}
	}
	return ""
}

func savePref(key, value string) {
	defer func() { _ = recover() }() // quota or privacy mode: not remembered, still applied
	if s := storage(); s.Truthy() {
		s.Call("setItem", key, value)
	}
}

func forgetPref(key string) {
	defer func() { _ = recover() }()
	if s := storage(); s.Truthy() {
		s.Call("removeItem", key)
	}
}

// systemTheme is the operating system's colour scheme: "dark" or "light".
func systemTheme() string {
	if mq := js.Global().Call("matchMedia", "(prefers-color-scheme: dark)"); mq.Truthy() && mq.Get("matches").Bool() {
		return "dark"
	}
	return "light"
}

// setLang shows the interface in the language a state asks for ("" for
// the default). It is on every view's path, so when nothing changes it
// costs one comparison.
func (a *app) setLang(want string) {
	p := &a.prefs
	l := a.langFor(want)
	a.view.Lang = l
	if l == p.shownLang {
		return
	}
	p.shownLang = l
	a.translateChrome(l)
}

// langFor is the language a state asking for want ("" for the default)
// is shown in.
func (a *app) langFor(want string) i18n.Lang {
	p := &a.prefs
	if !p.defaultRead {
		p.defaultRead = true
		p.defaultLang = i18n.Parse(loadPref(langKey))
		if loadPref(langKey) == "" {
			p.defaultLang = i18n.Parse(js.Global().Get("navigator").Get("language").String())
		}
	}
	if want != "" {
		return i18n.Parse(want)
	}
	return p.defaultLang
}

// translateChrome rewrites the page's static strings in l. index.html
// names each one's English text in a data-i18n attribute (textContent) or
// data-i18n-ATTR (that attribute), so the page reads as English without
// JavaScript and a switch back to English needs no second copy.
func (a *app) translateChrome(l i18n.Lang) {
	a.el.root.Call("setAttribute", "lang", string(l))
	translateIn(a.doc.Underlying(), l)
	if sel := a.el.lang; sel.Truthy() {
		sel.Set("value", string(l))
	}
}

// translateIn rewrites the static strings under root in l; the filter
// panel calls it for its own markup when it is rebuilt.
func translateIn(root js.Value, l i18n.Lang) {
	each := func(sel string, fn func(el js.Value)) {
		list := root.Call("querySelectorAll", sel)
		for i := range list.Length() {
			fn(list.Index(i))
		}
	}
	each("[data-i18n]", func(el js.Value) {
		el.Set("textContent", l.T(el.Call("getAttribute", "data-i18n").String()))
	})
	for _, attr := range []string{"placeholder", "aria-label", "title"} {
		each("[data-i18n-"+attr+"]", func(el js.Value) {
			el.Call("setAttribute", attr, l.T(el.Call("getAttribute", "data-i18n-"+attr).String()))
		})
	}
	// A release picker's last line says how many releases it leaves out.
	each("option[data-i18n-left]", func(o js.Value) {
		left, _ := strconv.Atoi(o.Call("getAttribute", "data-i18n-left").String())
		o.Set("textContent", view.PickerMoreText(l, left))
	})
	// Kind options show the Japanese name beside upstream's English one.
	each("#facet-kind input[data-group=kind]", func(in js.Value) {
		label := in.Call("closest", "label").Call("querySelector", ".label")
		label.Set("textContent", l.Kind(in.Get("value").String()))
	})
}

// applyTheme sets <html data-theme>: the stored choice, else the system's.
// styles.css keys its colours on the attribute.
func (a *app) applyTheme() {
	theme := loadPref(themeKey)
	if theme != "light" && theme != "dark" {
		theme = systemTheme()
	}
	a.el.root.Call("setAttribute", "data-theme", theme)
	if b := a.el.theme; b.Truthy() {
		b.Call("setAttribute", "aria-pressed", theme == "dark")
	}
}

// listenPrefs wires the header's language, theme, filter-panel and
// shortcuts controls. None of them is on the keystroke path.
func (a *app) listenPrefs() {
	doc := a.doc.Underlying()
	a.applyTheme()
	// Follow the system while no choice is stored.
	if mq := js.Global().Call("matchMedia", "(prefers-color-scheme: dark)"); mq.Truthy() {
		a.on(mq, "change", "theme", func(js.Value) { a.applyTheme() })
	}
	if sel := a.el.lang; sel.Truthy() {
		sel.Set("value", string(a.prefs.shownLang))
		a.on(sel, "change", "language", func(js.Value) {
			l := i18n.Parse(sel.Get("value").String())
			savePref(langKey, string(l))
			a.prefs.defaultLang = l
			st := a.st
			st.Lang = string(l)
			a.change(st)
		})
	}
	a.on(doc, "click", "click", func(ev js.Value) {
		b := ev.Get("target").Call("closest", "button[id]")
		if !b.Truthy() {
			return
		}
		switch b.Get("id").String() {
		case "theme":
			next := "dark"
			if a.el.root.Call("getAttribute", "data-theme").String() == "dark" {
				next = "light"
			}
			// Toggling to the system's own scheme forgets the
			// choice, so the page follows the system again (a
			// later switch to dark at night, say) without a
			// third state on the button.
			if next == systemTheme() {
				forgetPref(themeKey)
			} else {
				savePref(themeKey, next)
			}
			a.applyTheme()
		case "filters-toggle":
			open := a.el.panel.Get("classList").Call("toggle", "open").Bool()
			b.Call("setAttribute", "aria-expanded", open)
		case "filters-done":
			a.closeFilterSheet()
		case "keys":
			a.showShortcuts()
		case "shortcuts-close":
			closeDialogs()
		}
	})
	if d := a.el.shortcuts; d.Truthy() {
		a.on(d, "close", "shortcuts", func(js.Value) {
			p := &a.prefs
			if p.returnFocus.Truthy() && p.returnFocus.Get("isConnected").Bool() {
				p.returnFocus.Call("focus")
			}
			p.returnFocus = js.Undefined()
		})
	}
}
