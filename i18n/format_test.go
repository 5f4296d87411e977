package i18n

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// messageFormats are the formats of every i18n.M, Lang.T, Lang.F and
// i18n.Sprintf call in the packages the page links, as
// TestEveryNoticeHasAJapaneseTranslation finds them, and every Japanese
// translation.
func messageFormats(t *testing.T) []string {
	t.Helper()
	var out []string
	eachCall(t, []string{"../notes", "../wasm", "../wasm/view", "../parser", "../export", "../embed/bundle"}, func(_ string, call *ast.CallExpr) {
		if len(call.Args) == 0 {
			return
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); !ok || !isMsgCall(sel) && sel.Sel.Name != "Sprintf" {
			return
		}
		if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
			format, _ := strconv.Unquote(lit.Value)
			out = append(out, format)
		}
	})
	if len(out) < 100 {
		t.Fatalf("only %d formats found; the scan is broken", len(out))
	}
	for en, tr := range ja {
		out = append(out, en, tr)
	}
	return out
}

// TestSprintfIsFmtsForTheCatalogue formats every message of the page with
// Sprintf and with fmt.Sprintf, with arguments of each type the page passes
// for each verb (texts with quotes and non-ASCII, Msgs, errors, numbers),
// and requires the same text.
func TestSprintfIsFmtsForTheCatalogue(t *testing.T) {
	// Values per verb; argument i of a format takes values[verb][(i+k) % len].
	values := map[string][]any{
		"s":   {"v1.30.0", `a "quoted" \ name`, "日本語", M("%s notes", "3"), errors.New("file is empty"), []byte("bytes"), ""},
		"v":   {"sig/node", 42, -7, errors.New("runtime error: index out of range [3] with length 2"), M("1 release"), true, nil, 2.5},
		"d":   {0, 10092, -3, int64(1 << 40), uint(7), int32(-12)},
		"q":   {"nod", `sig "x"`, "tab\there", "é", "\x00\xff", ""},
		".1f": {20.0, 0.04, 1.05, 3.14159, float32(2.25), -0.5},
	}
	formats := messageFormats(t)
	checked := 0
	for _, format := range formats {
		vs := verbs(format)
		n := 0
		for arg := range vs {
			n = max(n, arg+1)
		}
		for k := range 6 {
			args := make([]any, n)
			for arg := range n {
				pool, ok := values[vs[arg]]
				if !ok {
					t.Fatalf("%q: Sprintf is not tested with the verb %%%s", format, vs[arg])
				}
				args[arg] = pool[(arg+k)%len(pool)]
			}
			want := fmt.Sprintf(format, args...)
			if got := Sprintf(format, args...); got != want {
				t.Errorf("Sprintf(%q, %#v)\n got %q\nwant %q", format, args, got, want)
			}
			checked++
		}
	}
	t.Logf("%d formats, %d formattings compared", len(formats), checked)
}

func TestSprintfEdges(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"100%% of %s", []any{"notes"}},
		{"%[2]s before %[1]s", []any{"one", "two"}},
		{"%[2]d, then %s", []any{1, 2, "three"}},
		{"%s and %s", []any{"only one"}},
		{"%v", []any{nil}},
		{"%f", []any{1.5}},
		{"%v", []any{1e21}},
		{"%q", []any{M("x %q", "y")}},
		{"ends in %", nil},
		{"", nil},
		{"no verbs", nil},
	} {
		if got, want := Sprintf(c.format, c.args...), fmt.Sprintf(c.format, c.args...); got != want {
			t.Errorf("Sprintf(%q, %v) = %q, fmt gives %q", c.format, c.args, got, want)
		}
	}
	// Where fmt names the argument's type, Sprintf cannot (no reflection),
	// but still says the verb was wrong instead of printing nothing.
	if got := Sprintf("%d notes", "ten"); got != "%!d(?) notes" {
		t.Errorf("a string for %%d: %q", got)
	}
	type kind string
	if got := Sprintf("%s", kind("Feature")); got != "%!s(?)" {
		t.Errorf("a named string type: %q", got)
	}
}

// TestMessageArgumentsAreTypesSprintfFormats type-checks the packages the
// page links and requires every argument of an i18n.M, Lang.F or
// i18n.Sprintf call to be of a type Sprintf formats as fmt does: a string,
// a number or a bool (not a type defined on one: fmt reads those with
// reflection, Sprintf cannot), an error, a Stringer, bytes, or an
// interface, whose dynamic value is checked only when formatted.
func TestMessageArgumentsAreTypesSprintfFormats(t *testing.T) {
	// The packages' dependencies as compiled for the browser (wasm/ builds
	// only there), from the export data go list -export writes.
	dirs := []string{"notes", "wasm", "wasm/view", "export", "parser", "embed/bundle"}
	args := []string{"list", "-export", "-deps", "-f", "{{.ImportPath}}={{.Export}}"}
	for _, d := range dirs {
		args = append(args, "./"+d)
	}
	cmd := exec.Command("go", args...)
	cmd.Stderr = os.Stderr
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	export := map[string]string{}
	for _, line := range strings.Fields(string(out)) {
		path, file, _ := strings.Cut(line, "=")
		export[path] = file
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) { return os.Open(export[path]) })
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH = "js", "wasm"
	errorType := types.Universe.Lookup("error").Type().Underlying().(*types.Interface)
	calls := 0
	for _, rel := range dirs {
		dir := filepath.Join("..", rel)
		bp, err := ctx.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		var files []*ast.File
		for _, name := range bp.GoFiles {
			f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}}
		conf := types.Config{Importer: imp}
		if _, err := conf.Check("github.com/kubechangelog/kubechangelog/"+rel, fset, files, info); err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		for _, f := range files {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || call.Ellipsis.IsValid() {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				fn, ok := info.Uses[sel.Sel].(*types.Func)
				if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "github.com/kubechangelog/kubechangelog/i18n" {
					return true
				}
				if name := fn.Name(); name != "M" && name != "F" && name != "Sprintf" {
					return true
				}
				calls++
				for _, a := range call.Args[1:] {
					typ := info.Types[a].Type
					if !formattable(typ, errorType) {
						t.Errorf("%s: %s is a %s, which i18n.Sprintf cannot format: convert it (string(k)) or give it a String method",
							fset.Position(a.Pos()), types.ExprString(a), typ)
					}
				}
				return true
			})
		}
	}
	t.Logf("%d calls checked", calls)
	if calls < 80 {
		t.Fatalf("only %d calls found; the scan is broken", calls)
	}
}

// formattable reports whether Sprintf formats a value of type typ as fmt
// does.
func formattable(typ types.Type, errorType *types.Interface) bool {
	if types.IsInterface(typ) {
		return true
	}
	if types.Implements(typ, errorType) {
		return true
	}
	if m, _, _ := types.LookupFieldOrMethod(typ, true, nil, "String"); m != nil {
		if sig, ok := m.Type().(*types.Signature); ok && sig.Params().Len() == 0 && sig.Results().Len() == 1 &&
			types.Identical(sig.Results().At(0).Type(), types.Typ[types.String]) {
			return true
		}
	}
	if s, ok := typ.(*types.Slice); ok {
		return types.Identical(s.Elem(), types.Typ[types.Byte])
	}
	b, ok := typ.(*types.Basic) // not a defined type: Sprintf switches on the basic types
	return ok && b.Info()&(types.IsString|types.IsInteger|types.IsFloat|types.IsBoolean) != 0 && b.Info()&types.IsComplex == 0
}
