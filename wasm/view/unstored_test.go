package view

import (
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/render/markdown"
)

// The notes these tests build by hand carry no stored Template, as an
// opened file's do not: the page renders those with its parse module
// (render.Unstored, set by the main module), these tests with the same
// markdown.Prepare. Set once for the test binary, never changed.
func init() { render.Unstored = markdown.Prepare }
