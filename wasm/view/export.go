package view

import (
	"strings"

	"github.com/kubechangelog/kubechangelog/notes"
)

// Export formats, the choices of the export dialog and the values of the
// command line's -o flag.
const (
	FormatMarkdown = "markdown"
	FormatJSON     = "json"
)

// Export is what the export dialog offers for a view.
type Export struct {
	Text     string // what `kubechangelog query|diff … -o FORMAT` prints for the view's state
	FileName string // kubechangelog-v1.30.0-cluster-lifecycle.md
	Type     string // the file's media type
}

// Exported returns res in format (FormatMarkdown or FormatJSON, anything
// else is Markdown). The text is the engine's export, byte for byte what
// the command line prints for the same state: `query` for one release or
// all, `diff` for a comparison; JSON ends with the newline the command
// line prints after it.
func Exported(store *notes.Store, res *notes.Result, format string) (Export, error) {
	name := "kubechangelog-" + fileStem(res.State)
	if format == FormatJSON {
		var b []byte
		var err error
		if c := res.Comparison; c != nil {
			b, err = store.DiffJSON(res, c)
		} else {
			b, err = store.JSON(res)
		}
		if err != nil {
			return Export{}, err
		}
		return Export{Text: string(b) + "\n", FileName: name + ".json", Type: "application/json"}, nil
	}
	text := ""
	if c := res.Comparison; c != nil {
		text = store.DiffMarkdown(res, c)
	} else {
		text = store.Markdown(res)
	}
	return Export{Text: text, FileName: name + ".md", Type: "text/markdown;charset=utf-8"}, nil
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
	parts = append(parts, st.SIGs...)
	parts = append(parts, st.Kinds...)
	parts = append(parts, st.Areas...)
	if st.Action {
		parts = append(parts, "action-required")
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
	if format != FormatJSON {
		format = FormatMarkdown
	}
	args := []string{"kubechangelog", "query"}
	switch {
	case st.Compare():
		args = append(args[:1], "diff", "--from", st.From, "--to", st.To)
	case st.Version != "":
		args = append(args, "--version", st.Version)
	}
	for _, v := range st.SIGs {
		args = append(args, "--sig", v)
	}
	for _, v := range st.Kinds {
		args = append(args, "--kind", v)
	}
	for _, v := range st.Areas {
		args = append(args, "--area", v)
	}
	if st.Action {
		args = append(args, "--action")
	}
	if q := strings.TrimSpace(st.Query); q != "" {
		args = append(args, "-q", st.Query)
	}
	args = append(args, "-o", format)
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
