//go:build !js

package browsertest

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// gzipped is data compressed at level, as a server sends a precompressed
// file (.gz beside the file).
func gzipped(tb testing.TB, data []byte, level int) []byte {
	tb.Helper()
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, level)
	if err != nil {
		tb.Fatal(err)
	}
	zw.Write(data) // a bytes.Buffer does not fail
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return gz.Bytes()
}

// setControl sets the value of the control whose id is id and sends it the
// one event (input or change) the page listens for: a whole value at once,
// not a keystroke per letter.
func setControl(tb testing.TB, ctx context.Context, id, value, event string) {
	tb.Helper()
	js := func(s string) []byte { b, _ := json.Marshal(s); return b } // a JSON string is a JavaScript string
	eval[chromedp.Void](tb, ctx, fmt.Sprintf(`(() => {
  const el = document.getElementById(%s);
  el.value = %s;
  el.dispatchEvent(new Event(%s, {bubbles: true}));
})()`, js(id), js(value), js(event)))
}

// beforeEachDocument has the tab run src in every document it loads from
// now on, before the page's own scripts: probes that must see the page's
// first events (marks, long tasks, a click at ready).
func beforeEachDocument(tb testing.TB, ctx context.Context, src string) {
	tb.Helper()
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src}); err != nil {
		tb.Fatal(err)
	}
}
