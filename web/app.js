// Loads the page's WebAssembly module (main.wasm, built from ./wasm) with a
// progress indicator, then runs it with Go's wasm_exec.js. Everything else
// the page does is in Go; this file only starts it, and loads the second
// module (parse.wasm, built from ./wasm/parsefile) when a file is opened.
'use strict';

// inflated returns a module of the single-file page (tools/singlefile):
// gzip, base64-encoded in a block, inflated by the browser. A page opened
// from disk cannot fetch, so nothing is fetched at all.
function inflated(block) {
  const raw = atob(block.textContent.trim());
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    bytes[i] = raw.charCodeAt(i);
  }
  const body = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
}

// kubechangelogParser loads and starts the parse module once, the first
// time the main module asks (a file opened), and resolves when its
// functions (kubechangelogParse, kubechangelogRender) are registered: the
// parser and goldmark are downloaded by the people who open files only.
// A failed load is tried again on the next open.
let parserLoaded = null;
globalThis.kubechangelogParser = function () {
  if (!parserLoaded) {
    parserLoaded = (async function () {
      const go = new Go();
      const block = document.getElementById('parse-wasm-gz');
      let result;
      if (block) {
        result = await WebAssembly.instantiate(await inflated(block).arrayBuffer(), go.importObject);
      } else {
        const response = await fetch('parse.wasm');
        if (!response.ok) {
          throw new Error('parse.wasm: HTTP ' + response.status);
        }
        result = await WebAssembly.instantiateStreaming(response, go.importObject);
      }
      performance.mark('kubechangelog:open:parser-compiled');
      // A task of its own for Go's start (its runtime and goldmark's
      // package init), apart from the compilation's.
      await new Promise(function (resolve) {
        setTimeout(resolve, 0);
      });
      // run returns once main has registered its functions and waits.
      go.run(result.instance);
      performance.mark('kubechangelog:open:parser-started');
      if (typeof globalThis.kubechangelogParse !== 'function') {
        throw new Error('parse.wasm did not start');
      }
    })();
    parserLoaded.catch(function () {
      parserLoaded = null;
    });
  }
  return parserLoaded;
};

// kubechangelogAka resolves to aka.tsv, the notes' other words, which the
// module searches (kept out of it: its download stays small); the single
// file holds it in a block. The module's search waits for it: a download
// that stalls gives up after 10 s (423 KB at 0.4 Mbit/s take about 8).
let akaText = null;
globalThis.kubechangelogAka = function () {
  if (!akaText) {
    akaText = (async function () {
      const block = document.getElementById('aka-gz');
      const response = block ? inflated(block) : await fetch('aka.tsv', { signal: AbortSignal.timeout(10000) });
      if (!response.ok) {
        throw new Error('aka.tsv: HTTP ' + response.status);
      }
      return response.text();
    })();
    akaText.catch(function () {
      akaText = null;
    });
  }
  return akaText;
};

// A person about to open a file (a click on "Open a file", a file dragged
// in) has the parse module start then: its start, one task of Go's runtime
// and goldmark's set-up, passes while they pick or drag the file.
function parserSoon(event) {
  const types = event.dataTransfer ? Array.from(event.dataTransfer.types) : [];
  if (event.type === 'click' ? event.target.closest('label[for="file"]') : types.includes('Files')) {
    globalThis.kubechangelogParser().catch(function () {
      // Reported when the file is opened.
    });
  }
}
document.addEventListener('click', parserSoon);
document.addEventListener('dragenter', parserSoon);

// The theme before the module starts, so a dark page does not flash light;
// wasm/prefs.go owns the toggle and the stored choice.
try {
  const theme = localStorage.getItem('kubechangelog.theme');
  document.documentElement.dataset.theme = theme === 'dark' || theme === 'light' ? theme
    : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
} catch (err) {
  // Storage refused (some file:// pages): the module sets the theme.
}

function startPage() {
  const loader = document.getElementById('loader');
  const progress = document.getElementById('progress');
  const text = document.getElementById('loader-text');

  function say(message) {
    text.textContent = message;
  }

  function fail(message) {
    loader.hidden = false;
    loader.classList.add('error');
    progress.hidden = true;
    say(message);
    document.documentElement.setAttribute('data-error', '1');
  }

  function megabytes(n) {
    return (n / 1e6).toFixed(1) + ' MB';
  }

  // counted passes the response body through unchanged, updating the
  // progress bar as bytes arrive, so the module still compiles while it
  // downloads (instantiateStreaming).
  function counted(response) {
    // Content-Length counts the bytes on the wire; with Content-Encoding the
    // body we read is larger, so the bar would overrun: show bytes only.
    const length = response.headers.get('Content-Encoding') ? 0 : Number(response.headers.get('Content-Length')) || 0;
    if (length > 0) {
      progress.max = length;
      progress.value = 0;
    }
    let received = 0;
    const reader = response.body.getReader();
    const body = new ReadableStream({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          say('Starting…');
          progress.removeAttribute('value');
          controller.close();
          return;
        }
        received += value.byteLength;
        if (length > 0) {
          progress.value = Math.min(received, length);
          say('Downloading… ' + megabytes(received) + ' of ' + megabytes(length));
        } else {
          say('Downloading… ' + megabytes(received));
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
  }

  async function start() {
    if (typeof WebAssembly !== 'object' || typeof Go !== 'function') {
      fail('This browser cannot run the page: it needs WebAssembly.');
      return;
    }
    const go = new Go();
    const block = document.getElementById('wasm-gz');
    if (block) {
      if (typeof DecompressionStream !== 'function') {
        fail('This browser cannot open the single-file page: it needs DecompressionStream. Use the hosted page instead.');
        return;
      }
      let module;
      try {
        say('Starting…');
        module = await WebAssembly.instantiate(await inflated(block).arrayBuffer(), go.importObject);
      } catch (err) {
        fail('The page could not start: ' + err.message);
        return;
      }
      run(go, module.instance);
      return;
    }
    let response;
    try {
      performance.mark('kubechangelog:fetch');
      response = await fetch('main.wasm');
    } catch (err) {
      if (location.protocol === 'file:') {
        fail('Browsers do not load WebAssembly from files opened from disk. Serve the folder instead, e.g. `kubechangelog serve`.');
      } else {
        fail('The page could not be downloaded: ' + err.message);
      }
      return;
    }
    if (!response.ok || !response.body) {
      fail('The page could not be downloaded: main.wasm: HTTP ' + response.status);
      return;
    }
    let result;
    try {
      result = await WebAssembly.instantiateStreaming(counted(response), go.importObject);
    } catch (err) {
      fail('The page could not start: ' + err.message);
      return;
    }
    // Fetched while the module starts, for its search index.
    globalThis.kubechangelogAka().catch(function () {});
    run(go, result.instance);
  }

  function run(go, instance) {
    say('Starting…');
    performance.mark('kubechangelog:instantiated');
    // go.run resolves when the Go program exits, which it does only on a
    // start-up error or a crash: the page is then no longer interactive.
    go.run(instance).then(function () {
      if (!document.documentElement.hasAttribute('data-error')) {
        fail('The page stopped unexpectedly. Reload it to continue.');
      }
    }, function (err) {
      fail('The page stopped unexpectedly: ' + err.message);
    });
  }

  start();
}

// Inlined in the single-file page, this script runs before the body exists.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', startPage);
} else {
  startPage();
}
