// Command wasmsize breaks a Go WebAssembly module's size down by package:
// the bytes of each package's function bodies (from the code section and
// the function names the Go linker writes in the "name" section), plus the
// data section as one line. `go tool nm` does not read WebAssembly, and the
// module must be built without -s for the names:
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/main.wasm ./wasm
//	go run ./tools/wasmsize -pkg ./wasm /tmp/main.wasm
//
// The linker writes "github.com_yuin_goldmark_parser.(*p).Parse" for a
// symbol of github.com/yuin/goldmark/parser, so names are matched against
// the package list `go list -deps` gives for the module's main package;
// a third-party module's packages are summed as the module.
package main

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
)

func main() {
	top := flag.Int("top", 25, "packages (or functions, with -funcs) to list; the rest are summed")
	funcs := flag.String("funcs", "", "list the largest functions of this table line (a package, or a module) instead")
	pkg := flag.String("pkg", "./wasm", "the main package the module was built from")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] [-pkg ./wasm] module.wasm")
		os.Exit(2)
	}
	mod, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(2)
	}
	groups, err := packages(*pkg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize: go list:", err)
		os.Exit(2)
	}
	sizes, err := Breakdown(mod, groups)
	if *funcs != "" && err == nil {
		sizes, err = Functions(mod, groups, *funcs)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", flag.Arg(0)+":", err)
		os.Exit(2)
	}
	total := 0
	for _, s := range sizes {
		total += s.Bytes
	}
	head := "package"
	if *funcs != "" {
		head = "function of " + *funcs
	}
	fmt.Printf("| %s | KB raw | share |\n| --- | --- | --- |\n", head)
	rest := 0
	for i, s := range sizes {
		if i >= *top {
			rest += s.Bytes
			continue
		}
		fmt.Printf("| %s | %.1f | %.1f%% |\n", s.Name, float64(s.Bytes)/1000, 100*float64(s.Bytes)/float64(total))
	}
	if rest > 0 {
		fmt.Printf("| %d others | %.1f | %.1f%% |\n", len(sizes)-*top, float64(rest)/1000, 100*float64(rest)/float64(total))
	}
	fmt.Printf("| whole module (gzip -9: %d KB) | %d | |\n", gzipSize(mod)/1000, len(mod)/1000)
}

// Size is what one package (or section) takes in the module.
type Size struct {
	Name  string
	Bytes int
}

// Breakdown returns the module's function bytes by package, largest first,
// with the data section and everything else as their own lines.
func Breakdown(mod []byte, groups map[string]string) ([]Size, error) {
	fns, dataBytes, err := functions(mod)
	if err != nil {
		return nil, err
	}
	byPkg := map[string]int{"(data: strings, tables, embedded notes)": dataBytes}
	counted := dataBytes
	for _, f := range fns {
		byPkg[groupOf(f.Name, groups)] += f.Bytes
		counted += f.Bytes
	}
	byPkg["(headers, types, names)"] += len(mod) - counted
	var out []Size
	for name, n := range byPkg {
		out = append(out, Size{name, n})
	}
	return largestFirst(out), nil
}

// Functions returns the bodies of the functions on table line group (see
// Breakdown), largest first: what a package links, to tell which of its
// functions the page reaches.
func Functions(mod []byte, groups map[string]string, group string) ([]Size, error) {
	fns, _, err := functions(mod)
	if err != nil {
		return nil, err
	}
	var out []Size
	for _, f := range fns {
		if groupOf(f.Name, groups) == group {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no function of %s in the module", group)
	}
	return largestFirst(out), nil
}

func largestFirst(s []Size) []Size {
	slices.SortFunc(s, func(a, b Size) int { return cmp.Or(b.Bytes-a.Bytes, strings.Compare(a.Name, b.Name)) })
	return s
}

// functions reads the module's function bodies, named from the name
// section, and the size of its data section.
func functions(mod []byte) ([]Size, int, error) {
	if len(mod) < 8 || !bytes.Equal(mod[:4], []byte("\x00asm")) {
		return nil, 0, errors.New("not a WebAssembly module")
	}
	r := reader{b: mod[8:]}
	var imports int
	var bodies []int
	names := map[int]string{}
	var dataBytes int
	for r.more() {
		id := r.byte()
		body := reader{b: r.take(int(r.uleb()))}
		switch id {
		case 2: // imports: functions among them come first in the index space
			for n := body.uleb(); n > 0; n-- {
				body.take(int(body.uleb()))
				body.take(int(body.uleb()))
				switch body.byte() {
				case 0:
					body.uleb()
					imports++
				case 1:
					body.byte()
					body.limits()
				case 2:
					body.limits()
				case 3:
					body.take(2)
				}
			}
		case 10: // code
			for n := body.uleb(); n > 0; n-- {
				size := int(body.uleb())
				body.take(size)
				bodies = append(bodies, size)
			}
		case 11: // data
			dataBytes = len(body.b)
		case 0:
			if string(body.take(int(body.uleb()))) != "name" {
				continue
			}
			for body.more() {
				sub := body.byte()
				s := reader{b: body.take(int(body.uleb()))}
				if sub != 1 {
					continue
				}
				for n := s.uleb(); n > 0; n-- {
					idx := int(s.uleb())
					names[idx] = string(s.take(int(s.uleb())))
				}
			}
		}
		if r.err != nil || body.err != nil {
			return nil, 0, cmp.Or(r.err, body.err)
		}
	}
	if len(names) == 0 {
		return nil, 0, errors.New("no function names: build without -ldflags=-s")
	}
	fns := make([]Size, len(bodies))
	for i, size := range bodies {
		fns[i] = Size{names[imports+i], size}
	}
	return fns, dataBytes, nil
}

// packages maps each package the main package pkg links, as the linker
// spells it in names ('/' as '_'), to its line of the table: the package
// for the standard library and this module, the module for the others.
func packages(pkg string) (map[string]string, error) {
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{.Standard}} {{with .Module}}{{.Path}} {{.Main}}{{end}}", pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	groups := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		group := f[0]
		if len(f) == 4 && f[1] == "false" && f[3] == "false" {
			group = f[2]
		}
		groups[strings.ReplaceAll(f[0], "/", "_")] = group
		groups["main"] = f[0] // the main package comes last, named main in symbols
	}
	return groups, nil
}

// groupOf returns the table line of symbol sym: the longest package
// prefix of it followed by '.', or a line of its own for the linker's
// type functions.
func groupOf(sym string, groups map[string]string) string {
	switch {
	case sym == "":
		return "(unnamed)"
	case strings.HasPrefix(sym, "type:") || strings.HasPrefix(sym, "go:") || strings.HasPrefix(sym, "go_"):
		return "(type equality and hashing)"
	}
	for i := len(sym) - 1; i > 0; i-- {
		if sym[i] == '.' {
			if g, ok := groups[sym[:i]]; ok {
				return g
			}
		}
	}
	return "(other)"
}

func gzipSize(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

// reader reads the module's LEB128 and length-prefixed fields; the first
// error sticks and later reads return zeros.
type reader struct {
	b   []byte
	err error
}

func (r *reader) more() bool { return r.err == nil && len(r.b) > 0 }

func (r *reader) byte() byte {
	if b := r.take(1); len(b) == 1 {
		return b[0]
	}
	return 0
}

func (r *reader) take(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || n > len(r.b) {
		r.err = errors.New("truncated module")
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) uleb() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errors.New("bad LEB128 number")
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}
