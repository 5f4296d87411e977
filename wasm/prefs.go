//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/kubechangelog/kubechangelog/i18n"
)

// Storage keys of the choices a person makes once and expects kept.
const (
	themeKey = "kubechangelog.theme" // "light" or "dark"; absent: the system's (see systemTheme)
	langKey  = "kubechangelog.lang"  // "en" or "ja"; absent: the browser's
)

// The module runs one app per page, so the preferences it read at
// start-up are package state rather than fields of the shared app struct.
var (
	// defaultLang is the language of a view whose URL names none: the
	// remembered choice, else the browser's. Read once, so a keystroke
	// never touches localStorage.
	defaultLang i18n.Lang
	defaultRead bool
	// shownLang is the language the page's chrome is written in now; the
	// static HTML is English.
	shownLang = i18n.EN
)

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
	if !defaultRead {
		defaultRead = true
		defaultLang = i18n.Parse(loadPref(langKey))
		if loadPref(langKey) == "" {
			defaultLang = i18n.Parse(js.Global().Get("navigator").Get("language").String())
		}
	}
	l := defaultLang
	if want != "" {
		l = i18n.Parse(want)
	}
	a.view.Lang = l
	if l == shownLang {
		return
	}
	shownLang = l
	a.translateChrome(l)
}

// translateChrome rewrites the page's static strings in l. index.html
// names each one's English text in a data-i18n attribute (textContent) or
// data-i18n-ATTR (that attribute), so the page reads as English without
// JavaScript and a switch back to English needs no second copy.
func (a *app) translateChrome(l i18n.Lang) {
	doc := a.doc.Underlying()
	root := a.el.root
	root.Call("setAttribute", "lang", string(l))
	each := func(sel string, fn func(el js.Value)) {
		list := doc.Call("querySelectorAll", sel)
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
	// Kind options show the Japanese name beside upstream's English one.
	each("#facet-kind input[data-group=kind]", func(in js.Value) {
		label := in.Call("closest", "label").Call("querySelector", ".label")
		label.Set("textContent", l.Kind(in.Get("value").String()))
	})
	if sel := doc.Call("getElementById", "lang"); sel.Truthy() {
		sel.Set("value", string(l))
	}
}

// applyTheme sets <html data-theme>: the stored choice, else the system's.
// styles.css keys its colours on the attribute.
func (a *app) applyTheme() {
	theme := loadPref(themeKey)
	if theme != "light" && theme != "dark" {
		theme = systemTheme()
	}
	a.el.root.Call("setAttribute", "data-theme", theme)
	if b := a.doc.Underlying().Call("getElementById", "theme"); b.Truthy() {
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
		mq.Call("addEventListener", "change", js.FuncOf(func(js.Value, []js.Value) any {
			a.guard("theme", a.applyTheme)
			return nil
		}))
	}
	if sel := doc.Call("getElementById", "lang"); sel.Truthy() {
		sel.Set("value", string(shownLang))
		sel.Call("addEventListener", "change", js.FuncOf(func(this js.Value, _ []js.Value) any {
			a.guard("language", func() {
				l := i18n.Parse(this.Get("value").String())
				savePref(langKey, string(l))
				defaultLang = l
				st := a.st
				st.Lang = string(l)
				a.change(st)
			})
			return nil
		}))
	}
	doc.Call("addEventListener", "click", js.FuncOf(func(_ js.Value, args []js.Value) any {
		a.guard("click", func() {
			b := args[0].Get("target").Call("closest", "button[id]")
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
				panel := doc.Call("getElementById", "filters")
				open := panel.Get("classList").Call("toggle", "open").Bool()
				b.Call("setAttribute", "aria-expanded", open)
			case "keys":
				a.showShortcuts()
			case "shortcuts-close":
				closeDialogs()
			}
		})
		return nil
	}))
	if d := doc.Call("getElementById", "shortcuts"); d.Truthy() {
		d.Call("addEventListener", "close", js.FuncOf(func(js.Value, []js.Value) any {
			if returnFocus.Truthy() && returnFocus.Get("isConnected").Bool() {
				returnFocus.Call("focus")
			}
			returnFocus = js.Undefined()
			return nil
		}))
	}
}
