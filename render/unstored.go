package render

// Unstored renders a note that has no stored Template (Stored). The
// shipped notes all have one (rendered at build time); the notes of a file
// a person opens do not, and the page's main module sets Unstored to the
// parse module's renderer, which parsed them and holds goldmark
// (markdown.Prepare). Calling markdown.Prepare from here would put goldmark
// back into the main module, which is what storing Templates saves. Unset,
// or when it returns nil, such a note is shown as plain text.
var Unstored func(src string) *Template

func prepareUnstored(src string, pause func()) *Template {
	if Unstored != nil {
		if t := Unstored(src); t != nil {
			return t
		}
	}
	return plainTemplate(bytesPaced(src, pause), pause)
}
