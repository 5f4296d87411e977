// Package browsertest drives the built page (dist/) in a headless Chromium
// and checks what a person sees against the engine: the same notes for the
// same link, filters and search that narrow, a Back button that works, no
// request to another host. BenchmarkPage measures start-up, download size
// and keystroke latency in the real browser.
//
// The tests need `make dist` first; without dist/index.html they fail
// rather than skip, since a skipped browser test hides a broken page.
package browsertest
