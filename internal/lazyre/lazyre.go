// Package lazyre compiles a package's regular expressions on first use
// instead of at package init.
//
// The page's module runs every package's init before its first line of
// main: a regexp.MustCompile at package level is compiled while the page
// starts, though most expressions serve work done later (the feature
// gates, read while the page is idle; files a person opens). In
// WebAssembly the ~30 such expressions of notes and parser cost the start
// some 10 ms. One idiom everywhere: declare `var re = lazyre.New(expr)`
// and call `re()`.
package lazyre

import (
	"regexp"
	"sync"
)

// New returns a function that compiles expr the first time it is called
// and returns the same *regexp.Regexp on every call, from any goroutine.
// As regexp.MustCompile, it panics when expr is not a valid expression:
// at first use, so each package's tests must reach its expressions (they
// are constants, which the tests of the code using them exercise).
//
// It is not inlined: inlined, each package's init held a copy of
// sync.OnceValue's body per expression, +100 KB for the module's 31.
//
//go:noinline
func New(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
