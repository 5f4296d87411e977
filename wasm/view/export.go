package view

import (
	"html"
	"strings"
	"unicode/utf8"

	"github.com/kubechangelog/kubechangelog/export"

	"github.com/kubechangelog/kubechangelog/i18n"
	"github.com/kubechangelog/kubechangelog/notes"
)

// Export is what the export dialog offers for a view.
type Export struct {
	Text     string // what `kubechangelog query|diff … -o FORMAT` prints for the view's state
	FileName string // kubechangelog-v1.30.0-cluster-lifecycle.md
	Type     string // the file's media type
}

// Exported returns res in the format named format (see export.Formats;
// a name the page does not offer is Markdown). The text is byte for byte
// what the command line prints for the same state: `query` for one release
// or all, `diff` for a comparison.
func Exported(store *notes.Store, res *notes.Result, format string) (Export, error) {
	f := pageFormat(format)
	text, err := f.String(store, res)
	if err != nil {
		return Export{}, err
	}
	return Export{Text: text, FileName: "kubechangelog-" + fileStem(res.State) + f.Ext, Type: f.Type}, nil
}

// pageFormat is the format named name when the dialog offers it, else the
// default.
func pageFormat(name string) *export.Format {
	if f := export.Lookup(name); f != nil && f.Page {
		return f
	}
	return export.Default
}

// FormatsHTML renders the dialog's format choices from the table, the
// default checked, their labels in l. Each label keeps its English in
// data-i18n, so a later switch of language rewrites it with the page's
// other static strings ("Write-up" is a word; JSON and Markdown are names
// and read the same in every language).
func FormatsHTML(l i18n.Lang) string {
	var b strings.Builder
	for _, f := range export.Formats {
		if !f.Page {
			continue
		}
		b.WriteString(`<label><input type="radio" name="export-format" value="`)
		b.WriteString(html.EscapeString(f.Name))
		b.WriteString(`"`)
		if f == export.Default {
			b.WriteString(` checked`)
		}
		b.WriteString(`> <span data-i18n="`)
		b.WriteString(html.EscapeString(f.Label))
		b.WriteString(`">`)
		b.WriteString(html.EscapeString(l.T(f.Label)))
		b.WriteString(`</span></label>`)
	}
	return b.String()
}

// maxStem bounds a file name's length: a long search text must not make
// a name file systems refuse.
const maxStem = 100

// fileStem names a view for a file: its release or range, then its
// filters and search, as lower-case words joined by '-':
// "v1.30.0-cluster-lifecycle", "v1.27.4-v1.30.2-node-bug-or-regression",
// "all-releases-q-kubeadm-reset".
func fileStem(st notes.State) string {
	var parts []string
	switch {
	case st.Compare():
		parts = append(parts, st.From, st.To)
	case st.Version != "":
		parts = append(parts, st.Version)
	default:
		parts = append(parts, "all-releases")
	}
	for _, g := range notes.Groups {
		for _, v := range st.Values(g.Key) {
			if w := g.Stem(v); w != "" {
				parts = append(parts, w)
			}
		}
	}
	if q := strings.TrimSpace(st.Query); q != "" {
		parts = append(parts, "q", q)
	}
	var b strings.Builder
	dash := false
	for _, c := range strings.ToLower(strings.Join(parts, "-")) {
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '.':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(c)
		default:
			dash = true
		}
		if b.Len() >= maxStem {
			break
		}
	}
	return strings.Trim(b.String(), ".-")
}

// Command is the command line that prints the same text as Exported for
// st, for a shell: "kubechangelog query --version v1.30.0 --sig
// cluster-lifecycle -o markdown".
func Command(st notes.State, format string) string {
	f := pageFormat(format)
	args := []string{"kubechangelog", "query"}
	switch {
	case st.Compare():
		args = append(args[:1], "diff", "--from", st.From, "--to", st.To)
	case st.Version != "":
		args = append(args, "--version", st.Version)
	}
	for _, g := range notes.Groups {
		args = append(args, g.Args(st.Values(g.Key))...)
	}
	if q := strings.TrimSpace(st.Query); q != "" {
		args = append(args, "-q", st.Query)
	}
	args = append(args, "-o", f.Name)
	if f.Localized && st.Lang != "" && st.Lang != string(i18n.EN) {
		args = append(args, "--lang", st.Lang)
	}
	for i, a := range args {
		args[i] = shellQuote(a)
	}
	return strings.Join(args, " ")
}

// shellQuote quotes s for a POSIX shell when it holds anything but
// letters, digits and ._/:=@+-.
func shellQuote(s string) string {
	plain := s != ""
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("._/:=@+-", c)) {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Preview is the beginning of text the export dialog's box shows: text
// whole when it has at most limit bytes, else its lines that fit in limit
// (at least the first one's limit bytes, cut where a character starts),
// and whether it was cut.
func Preview(text string, limit int) (string, bool) {
	if len(text) <= limit {
		return text, false
	}
	if i := strings.LastIndexByte(text[:limit], '\n'); i >= 0 {
		return text[:i+1], true
	}
	for limit > 0 && !utf8.RuneStart(text[limit]) {
		limit--
	}
	return text[:limit], true
}

// Lines is how many lines text has, a last one without its newline
// counted.
func Lines(text string) int {
	n := strings.Count(text, "\n")
	if text != "" && !strings.HasSuffix(text, "\n") {
		n++
	}
	return n
}
