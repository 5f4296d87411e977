package changelog

import (
	"path"
	"strconv"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
	"github.com/kubechangelog/kubechangelog/parser"
)

// ReleaseTypeOf classifies a version: the prerelease decides alpha, beta or
// rc; a final vX.Y.0 is the minor release and anything later a patch. It
// returns "" for a string that is not a semantic version or whose
// prerelease is none of the three upstream uses.
func ReleaseTypeOf(version string) parser.ReleaseType {
	if !semver.IsValid(version) {
		return ""
	}
	switch pre := semver.Prerelease(version); {
	case strings.HasPrefix(pre, "-alpha"):
		return parser.TypeAlpha
	case strings.HasPrefix(pre, "-beta"):
		return parser.TypeBeta
	case strings.HasPrefix(pre, "-rc"):
		return parser.TypeRC
	case pre != "":
		return ""
	}
	// Canonical is "vX.Y.Z" (build metadata dropped); Z decides.
	c := semver.Canonical(version)
	if strings.HasSuffix(c, ".0") {
		return parser.TypeMinor
	}
	return parser.TypePatch
}

// releaseHeadingRE is the whole text of a release heading: "v1.30.0-rc.1".
// Upstream always writes the full three-part version, so "v1.30" is not one.
var releaseHeadingRE = lazyre.New(`^v\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$`)

// releaseVersion reports whether a level-1 heading's text names a release.
func releaseVersion(title string) (string, bool) {
	t := withoutLeadingZeros(strings.TrimSpace(title))
	if len(t) > maxVersionLen || !releaseHeadingRE().MatchString(t) || !semver.IsValid(t) {
		return "", false
	}
	return t, true
}

// withoutLeadingZeros is version heading text t with the leading zeros of
// its three numbers dropped ("v01.030.000" is "v1.30.0"): semver refuses
// them, and a heading written so was read as no release, its notes
// silently given to the release above it or to none. Anything else is
// returned as it is.
func withoutLeadingZeros(t string) string {
	if len(t) > maxVersionLen || !strings.HasPrefix(t, "v") {
		return t
	}
	core, pre, _ := strings.Cut(t[1:], "-")
	parts := strings.Split(core, ".")
	if len(parts) != 3 {
		return t
	}
	for i, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return t
		}
		if parts[i] = strings.TrimLeft(p, "0"); parts[i] == "" {
			parts[i] = "0"
		}
	}
	out := "v" + strings.Join(parts, ".")
	if strings.Contains(t, "-") {
		out += "-" + pre
	}
	return out
}

// maxVersionLen bounds a version: upstream's longest are like
// "v1.30.0-alpha.0". semver accepts a pre-release of any length, and a
// heading "# v1.99.0-a.a.a…" of 10 KB became a release whose name filled
// the page's notice and picker and cost the page seconds a task.
const maxVersionLen = 64

// versionInTextRE finds the first version-looking token in a heading such
// as "Changelog since v1.29.0" or "Kubernetes v1.14 Release Notes".
var versionInTextRE = lazyre.New(`\bv?(\d+)\.(\d+)(?:\.(\d+))?(-[0-9A-Za-z.-]+)?\b`)

// fullVersionIn returns the first complete version in s ("v1.30.0-rc.1"),
// normalised to a leading "v", or "".
func fullVersionIn(s string) string {
	m := versionInTextRE().FindStringSubmatch(s)
	if m == nil || m[3] == "" {
		return ""
	}
	v := "v" + m[1] + "." + m[2] + "." + m[3] + m[4]
	if len(v) > maxVersionLen || !semver.IsValid(v) {
		return ""
	}
	return v
}

// minorIn returns "vX.Y.0" for the first "X.Y" in s, or "".
func minorIn(s string) string {
	m := versionInTextRE().FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	v := "v" + m[1] + "." + m[2] + ".0"
	if !semver.IsValid(v) {
		return ""
	}
	return v
}

// fileNameRE matches the names upstream gives its notes files.
var fileNameRE = lazyre.New(`(?i)(?:release-notes|changelog)[-_]v?(\d+\.\d+)`)

// minorFromName is the version hint a file name gives: release-notes-1.20.md
// holds the v1.20.0 notes.
func minorFromName(name string) string {
	m := fileNameRE().FindStringSubmatch(path.Base(name))
	if m == nil {
		return ""
	}
	return minorIn(m[1])
}

// previousMinor returns v(X).(Y-1).0 for vX.Y.0: a minor release's notes are
// the changes since the previous minor release.
func previousMinor(v string) string {
	c := strings.TrimPrefix(semver.Canonical(v), "v")
	parts := strings.SplitN(c, ".", 3)
	if len(parts) != 3 {
		return ""
	}
	y, err := strconv.Atoi(parts[1])
	if err != nil || y == 0 {
		return ""
	}
	return "v" + parts[0] + "." + strconv.Itoa(y-1) + ".0"
}
