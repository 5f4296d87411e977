package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

func TestMsgTranslatesItsArgumentsAndMayReorderThem(t *testing.T) {
	m := M("Loaded %s: %s (%s).", "CHANGELOG-1.37.md", M("1 release"), M("%s and %s", "v1.37.0", "v1.37.1"))
	if got := m.String(); got != "Loaded CHANGELOG-1.37.md: 1 release (v1.37.0 and v1.37.1)." {
		t.Errorf("English: %q", got)
	}
	if got := m.In(JA); got != "CHANGELOG-1.37.md を読み込みました: 1 件のリリース (v1.37.0 と v1.37.1)。" {
		t.Errorf("Japanese: %q", got)
	}
	if got := M("Only the first %d %s values of the link were used.", 20, "sig").In(JA); got != "リンクの sig の値は最初の 20 個だけを使いました。" {
		t.Errorf("reordered verbs: %q", got)
	}
	var err error = M("%s is empty", "x.md")
	if err.Error() != "x.md is empty" {
		t.Errorf("as an error: %q", err.Error())
	}
}

// TestEveryNoticeHasAJapaneseTranslation reads the Go source of the
// packages that speak to a person (the engine's notices, the page's file
// and error sentences, the parser's refusals, the views' words) and
// requires, for the format of every i18n.M, Lang.T or Lang.F call, as
// many arguments as the format has verbs and a Japanese translation, so a sentence added in
// English only fails here. go vet does not check these formats, since no
// Printf-like function takes them.
func TestEveryNoticeHasAJapaneseTranslation(t *testing.T) {
	found := 0
	eachCall(t, []string{"../notes", "../wasm", "../wasm/view", "../parser", "../parser/changelog"}, func(path string, call *ast.CallExpr) {
		if len(call.Args) == 0 || !isMsgCall(call.Fun) {
			return
		}
		lit, ok := call.Args[0].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			if !isLangCall(call.Fun) { // Lang.T(variable) translates what others wrote
				t.Errorf("%s: a message whose format is not a string literal cannot be checked", path)
			}
			return
		}
		format, _ := strconv.Unquote(lit.Value)
		found++
		if want := len(verbs(format)); !call.Ellipsis.IsValid() && len(call.Args)-1 != want {
			t.Errorf("%s: %q has %d verbs and %d arguments", path, format, want, len(call.Args)-1)
		}
		if _, ok := ja[format]; !ok && !onlyVerbs(format) {
			t.Errorf("%s: no Japanese for %q", path, format)
		}
	})
	if found < 40 {
		t.Fatalf("only %d messages found; the scan is broken", found)
	}
}

// isMsgCall reports whether fun is i18n.M or a Lang's T or F.
func isMsgCall(fun ast.Expr) bool {
	switch f := fun.(type) {
	case *ast.SelectorExpr:
		pkg, ok := f.X.(*ast.Ident)
		return ok && pkg.Name == "i18n" && f.Sel.Name == "M" || isLangCall(f)
	}
	return false
}

// isLangCall reports whether fun is a method T or F (of a Lang).
func isLangCall(fun ast.Expr) bool {
	f, ok := fun.(*ast.SelectorExpr)
	return ok && (f.Sel.Name == "T" || f.Sel.Name == "F")
}

// TestTranslationsKeepEachArgumentsVerb checks every translation formats
// each argument with the verb the English gives it: a translation may
// reorder its verbs with explicit indexes, never drop, add or change one.
func TestTranslationsKeepEachArgumentsVerb(t *testing.T) {
	for en, tr := range ja {
		want, got := verbs(en), verbs(tr)
		if len(got) != len(want) {
			t.Errorf("%q → %q: %d verbs, want %d", en, tr, len(got), len(want))
			continue
		}
		for arg, verb := range want {
			if got[arg] != verb {
				t.Errorf("%q → %q: argument %d gets %%%s, want %%%s", en, tr, arg+1, got[arg], verb)
			}
		}
	}
}

// verbs maps each argument (0-based) of format to its verb, with flags and
// precision ("%.1f" gives ".1f"), following explicit indexes as fmt does.
func verbs(format string) map[int]string {
	out := map[int]string{}
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		if strings.HasPrefix(format[i:], "[") {
			end := strings.IndexByte(format[i:], ']')
			n, _ := strconv.Atoi(format[i+1 : i+end])
			arg = n - 1
			i += end + 1
		}
		start := i
		for i < len(format) && !unicode.IsLetter(rune(format[i])) {
			i++
		}
		if i < len(format) {
			out[arg] = format[start : i+1]
			arg++
		}
	}
	return out
}

// onlyVerbs reports whether format is nothing but verbs and punctuation
// ("%s", "%s: %s"), which read the same in every language.
func onlyVerbs(format string) bool {
	rest := strings.NewReplacer("%s", "", "%v", "", "%d", "", "%q", "").Replace(format)
	return strings.IndexFunc(rest, unicode.IsLetter) < 0
}

// eachCall calls fn with every call expression in the non-test Go files of
// dirs (the packages whose sentences the page shows) and its file's path.
func eachCall(t *testing.T, dirs []string, fn func(path string, call *ast.CallExpr)) {
	t.Helper()
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					fn(path, call)
				}
				return true
			})
		}
	}
}
