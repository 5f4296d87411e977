package changelog

import "strings"

// depBucket says which list of a Dependencies section an entry sits in.
type depBucket uint8

const (
	bucketNone depBucket = iota
	bucketAdded
	bucketChanged
	bucketRemoved
)

// parseModuleLine reads one entry of a Dependencies list:
//
//	github.com/x448/float16: [v0.8.4](https://github.com/x448/float16/tree/v0.8.4)
//	k8s.io/gengo/v2: 51d4e06
//	github.com/go-logr/logr: [v1.3.0 → v1.4.1](https://github.com/go-logr/logr/compare/v1.3.0...v1.4.1)
//	go.uber.org/zap: v1.19.0 → v1.26.0
//
// It reports false for anything else (old layouts list prose such as
// "etcd has been updated to v3.3.15"), which then becomes a note.
func parseModuleLine(md string) (mod, from, to string, ok bool) {
	md = strings.TrimSpace(md)
	if strings.ContainsRune(md, '\n') {
		return "", "", "", false
	}
	mod, rest, found := strings.Cut(md, ": ")
	if !found || !isModulePath(mod) {
		return "", "", "", false
	}
	rest = strings.TrimSpace(rest)
	// "[v1 → v2](link)" → "v1 → v2"
	if strings.HasPrefix(rest, "[") {
		end := strings.Index(rest, "](")
		if end < 0 || !strings.HasSuffix(rest, ")") {
			return "", "", "", false
		}
		rest = rest[1:end]
	}
	if a, b, isChange := strings.Cut(rest, "→"); isChange {
		from, to = strings.TrimSpace(a), strings.TrimSpace(b)
		if !isVersionToken(from) || !isVersionToken(to) {
			return "", "", "", false
		}
		return mod, from, to, true
	}
	rest = strings.TrimSpace(rest)
	if !isVersionToken(rest) {
		return "", "", "", false
	}
	return mod, "", rest, true
}

// isModulePath accepts Go module paths: no spaces, a dotted first element
// ("github.com", "k8s.io", "go.uber.org").
func isModulePath(s string) bool {
	if s == "" || strings.ContainsAny(s, " \t[]()`*") {
		return false
	}
	first, _, _ := strings.Cut(s, "/")
	return strings.Contains(first, ".") && !strings.HasPrefix(first, ".") && !strings.HasSuffix(first, ".")
}

// isVersionToken accepts one version or commit token: "v1.2.3",
// "v20.10.27+incompatible", "51d4e06".
func isVersionToken(s string) bool {
	return s != "" && !strings.ContainsAny(s, " \t[]()")
}
