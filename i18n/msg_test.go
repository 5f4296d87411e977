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
// and error sentences) and requires a Japanese translation for the format
// of every i18n.M call, so a sentence added in English only fails here.
func TestEveryNoticeHasAJapaneseTranslation(t *testing.T) {
	found := 0
	for _, dir := range []string{"../notes", "../wasm", "../wasm/view"} {
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
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) == 0 {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "M" {
					return true
				}
				if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "i18n" {
					return true
				}
				lit, ok := call.Args[0].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					t.Errorf("%s: i18n.M with a format that is not a string literal cannot be checked", path)
					return true
				}
				format, _ := strconv.Unquote(lit.Value)
				found++
				if _, ok := ja[format]; !ok && !onlyVerbs(format) {
					t.Errorf("%s: no Japanese for %q", path, format)
				}
				return true
			})
		}
	}
	if found < 30 {
		t.Fatalf("only %d i18n.M calls found; the scan is broken", found)
	}
}

// onlyVerbs reports whether format is nothing but verbs and punctuation
// ("%s", "%s: %s"), which read the same in every language.
func onlyVerbs(format string) bool {
	rest := strings.NewReplacer("%s", "", "%v", "", "%d", "", "%q", "").Replace(format)
	return strings.IndexFunc(rest, unicode.IsLetter) < 0
}
