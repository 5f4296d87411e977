package view

import (
	"fmt"
	"strings"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/parser"
)

// The sentences the page shows while and after opening a person's own file.
// They live here, away from the DOM, so they are tested on the host.

// CheckSize refuses a file larger than notes.MaxFileSize from its size
// alone, in the words of notes.CheckFile: the page asks before reading, so a
// 50 MB disk image is never copied into memory just to be refused.
func CheckSize(name string, size int) error {
	if size <= notes.MaxFileSize {
		return nil
	}
	return fmt.Errorf("%s is %.1f MB; files over %d MB are not release notes and were not read", name, float64(size)/(1<<20), notes.MaxFileSize>>20)
}

// Progress is the status line while a file is parsed: "Reading X… 40%".
func Progress(name string, done, total int) string {
	pct := 100
	if total > 0 {
		pct = done * 100 / total
	}
	return fmt.Sprintf("Reading %s… %d%%", name, pct)
}

// Refused is the one sentence shown when a file is not opened. The
// reasons start with the file's name, which keeps its own case.
func Refused(err error) string {
	return strings.TrimSuffix(err.Error(), ".") + "; the notes shown are unchanged."
}

// Versions returns the distinct versions of rels in their order: a file
// may hold a release twice, and the page counts releases, not sections.
func Versions(rels []parser.Release) []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range rels {
		if !seen[r.Version] {
			seen[r.Version] = true
			out = append(out, r.Version)
		}
	}
	return out
}

// Loaded is the one sentence saying what opening a file did: "Loaded
// CHANGELOG-1.37.md: 1 release (v1.37.0-alpha.1), replacing the shipped
// copy of v1.37.0-alpha.1." shipped are the replaced versions the page
// came with, earlier those a file opened before had brought.
func Loaded(name string, versions, shipped, earlier []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Loaded %s: ", name)
	if len(versions) == 1 {
		b.WriteString("1 release")
	} else {
		fmt.Fprintf(&b, "%d releases", len(versions))
	}
	fmt.Fprintf(&b, " (%s)", list(versions))
	var parts []string
	if len(shipped) > 0 {
		parts = append(parts, copies("shipped", len(shipped))+list(shipped))
	}
	if len(earlier) > 0 {
		parts = append(parts, copies("earlier", len(earlier))+list(earlier))
	}
	if len(parts) > 0 {
		b.WriteString(", replacing ")
		b.WriteString(strings.Join(parts, " and "))
	}
	b.WriteString(".")
	return b.String()
}

func copies(which string, n int) string {
	if n == 1 {
		return "the " + which + " copy of "
	}
	return "the " + which + " copies of "
}

// list names up to three versions and counts the rest.
func list(vs []string) string {
	const most = 3
	if len(vs) <= most {
		switch len(vs) {
		case 1:
			return vs[0]
		case 2:
			return vs[0] + " and " + vs[1]
		}
		return vs[0] + ", " + vs[1] + " and " + vs[2]
	}
	return fmt.Sprintf("%s and %d more", strings.Join(vs[:most], ", "), len(vs)-most)
}
