package notes

import (
	"strings"

	"github.com/kubechangelog/kubechangelog/i18n"
	"golang.org/x/mod/semver"
)

// missingMinor is v's minor line ("1.11") when the store holds no release
// of that line at all but holds older and newer ones of the same major: a
// gap in the data, which a list of the nearest versions would pass off as
// a typo. "" otherwise (a typo, or past either end of the data).
func (s *Store) missingMinor(v string) string {
	mm := semver.MajorMinor(canonicalVersion(v))
	if mm == "" {
		return ""
	}
	major := semver.Major(mm)
	older, newer := false, false
	for _, r := range s.releases {
		switch rm := semver.MajorMinor(r.Version); {
		case rm == mm:
			return ""
		case semver.Major(rm) != major:
		case semver.Compare(rm, mm) < 0:
			older = true
		default:
			newer = true
		}
	}
	if !older || !newer {
		return ""
	}
	return strings.TrimPrefix(mm, "v")
}

// NoRelease is the error for a version the store lacks. For a minor line
// the data skips (1.11: the shipped data has no file of it, see the
// README), it says so, rather than suggesting 1.10 and 1.12 as if v were
// mistyped.
func (s *Store) NoRelease(v string) error {
	v = canonicalVersion(v) // "1.11.3" is read as v1.11.3: say so
	if mm := s.missingMinor(v); mm != "" {
		return i18n.M("there is no release %s: the shipped notes hold no %s release at all (they have no file of %s; see the README)", v, mm, mm)
	}
	return i18n.M("there is no release %s (nearest: %s)", v, strings.Join(s.Nearest(v, 3), ", "))
}
