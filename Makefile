# kubechangelog — run `make help` for the targets.

GO      ?= go
ADDR    ?= 127.0.0.1:8080
DIST    := dist
GOROOT  := $(shell $(GO) env GOROOT)
WASM_GO := $(shell find wasm parser notes search render embed export i18n internal -name '*.go' -not -name '*_test.go' 2>/dev/null)
WEB     := $(wildcard web/*)
ZOPFLI_ITERATIONS ?= 15
# The page's view (wasm/view) and DOM glue (wasm) are compiled without
# inlining: inlined, every strings.Builder.WriteString and js.Value call
# copied its body into the caller, 300 KB of WebAssembly (main.wasm.gz
# 74 KB); rendering 200 notes costs the same CPU time either way. So is
# notes, whose gate reading, comparisons and exports grew it past the
# download budget (50 KB of gzip); its query with facet counts, the one
# part on the keystroke's path, measured the same either way. search, the
# keystroke's own work, keeps inlining. See the README's size table.
WASM_GCFLAGS := -gcflags=github.com/kubechangelog/kubechangelog/wasm/view=-l -gcflags=github.com/kubechangelog/kubechangelog/wasm=-l -gcflags=github.com/kubechangelog/kubechangelog/notes=-l

.DEFAULT_GOAL := help
.PHONY: help serve dist test vet bench fuzz data update-data chromium screenshots clean

help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

serve: dist ## build the page and serve it on http://$(ADDR)
	$(GO) run ./cmd/kubechangelog serve --addr $(ADDR) --dir $(DIST)

dist: $(DIST)/index.html $(DIST)/kubechangelog.html ## write the deployable static site to dist/, and the same page as one file

$(DIST)/kubechangelog.html: $(DIST)/index.html tools/singlefile/main.go
	$(GO) run ./tools/singlefile -dist $(DIST) -out $(DIST)/kubechangelog.html

# The first screen (the default view's notes and counts) is written into
# index.html by tools/prerender, with the same Go code the module renders
# with, so the page is readable before the module has loaded.
#
# main.wasm.gz, which the server sends for main.wasm, is written by zopfli:
# the same gzip format, which every browser and the handler take as is,
# 4% smaller than gzip -9. ZOPFLI_ITERATIONS: see the README's size table.
# parse.wasm (wasm/parsefile: parser/changelog and goldmark) is the second module,
# which the page loads only when a person opens a file. aka.tsv, the notes'
# other words, the page fetches after its first screen, for the search.
$(DIST)/index.html: $(WASM_GO) $(WEB) embed/bundle.bin embed/nearcopies.txt embed/aka.tsv go.mod go.sum tools/prerender/main.go Makefile
	@scripts/ensure-deb zopfli "make dist's compression" zopfli
	@mkdir -p $(DIST)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags=-s $(WASM_GCFLAGS) -o $(DIST)/main.wasm ./wasm
	zopfli --i$(ZOPFLI_ITERATIONS) -c $(DIST)/main.wasm > $(DIST)/main.wasm.gz
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags=-s -o $(DIST)/parse.wasm ./wasm/parsefile
	zopfli --i1 -c $(DIST)/parse.wasm > $(DIST)/parse.wasm.gz
	cp embed/aka.tsv $(DIST)/aka.tsv
	zopfli --i1 -c $(DIST)/aka.tsv > $(DIST)/aka.tsv.gz
	cp $(GOROOT)/lib/wasm/wasm_exec.js $(DIST)/wasm_exec.js
	cp web/* $(DIST)/
	$(GO) run ./tools/prerender -page $(DIST)/index.html

# The browser tests run on their own, after the other packages': some time
# the page (a 20 MB file must never block it for 100 ms), and on two cores
# other packages' tests running beside them took the machine from under it.
# They take 7–11 minutes: past go test's default limit of 10.
# The fuzz runs are counted in inputs, not seconds: Go 1.26's fuzzing
# coordinator can fail a timed run with a bare "context deadline exceeded"
# when the deadline falls while a starved worker is mid-input (go.dev/issue/75804,
# fixed in Go 1.27); a count has no deadline to race. 20,000 inputs take
# about 15 s and 3 s here.
test: vet dist chromium bench/node_modules ## run every test, browser tests included, and fuzz the parsers briefly
	$(GO) test -count=1 $$($(GO) list ./... | grep -v '/browsertest$$')
	$(GO) test -count=1 -timeout 30m ./browsertest
	GOOS=js GOARCH=wasm $(GO) test -count=1 -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./wasm
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime 20000x ./parser/changelog
	$(GO) test -run '^$$' -fuzz '^FuzzParseLabels$$' -fuzztime 20000x ./parser/changelog

vet: ## gofmt and go vet, for the host and for WebAssembly
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt: the files above need formatting"; exit 1; }
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...
	$(GO) tool actionlint

bench: dist chromium ## print the benchmark figures (parse, search, page start-up and keystrokes)
	@test -d bench/node_modules || npm ci --prefix bench --no-audit --no-fund
	$(GO) test -run '^$$' -bench . -benchmem -timeout 60m ./...

fuzz: ## fuzz the markdown and the JSON labels parsers for a while each (FUZZTIME=30s)
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $${FUZZTIME:-30s} ./parser/changelog
	$(GO) test -run '^$$' -fuzz '^FuzzParseLabels$$' -fuzztime $${FUZZTIME:-30s} ./parser/changelog

data: ## regenerate embed/bundle.bin and embed/nearcopies.txt from embed/data
	$(GO) generate ./embed

update-data: ## download the newest upstream CHANGELOG files, then regenerate the bundle
	$(GO) run ./cmd/kubechangelog update-data --dir embed/data/changelog
	$(MAKE) data

chromium: ## install Debian's chromium for the browser tests when missing
	@scripts/ensure-deb chromium "the browser tests" chromium chromium-browser

# axe-core for the accessibility tests (browsertest/a11y_test.go), pinned
# by the lock file; reinstalled only when the lock file is newer.
bench/node_modules: bench/package-lock.json
	npm ci --prefix bench --no-audit --no-fund
	@touch $@

screenshots: dist chromium ## write the README's screenshots (390×844 and 1440×900, light and dark) to docs/screenshots/
	$(GO) test -count=1 -tags screenshots -run '^TestScreenshots$$' ./browsertest

clean: ## remove build output
	rm -rf $(DIST)
