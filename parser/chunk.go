package parser

import (
	"bytes"
	"regexp"
)

// releaseLine matches a CHANGELOG release heading line, "# v1.30.3".
var releaseLine = regexp.MustCompile(`^# v\d+\.\d+\.\d+\S*\s*$`)

// ParseChunked parses src as Parse does, one release section at a time,
// calling pause(done, total) (bytes) between sections. WebAssembly runs Go
// on the page's only thread: a pause that yields to the event loop keeps a
// page that parses a 20 MB file responsive and lets it show progress. The
// result equals Parse's.
//
// The split is a line scan for "# vX.Y.Z" headings outside code fences;
// each section is then parsed by goldmark as usual, so the AST still
// decides all structure within a release. On a file larger than scanBlock
// the scan itself pauses (with done 0) every scanBlock bytes and once more
// before the first section, and lending labels across releases pauses
// (with done = total) before each release of its two passes, so no stretch
// of work grows with the file.
func ParseChunked(src []byte, name string, pause func(done, total int)) ([]Release, error) {
	var scanPause func()
	if pause != nil && len(src) > scanBlock {
		scanPause = func() { pause(0, len(src)) }
	}
	starts := releaseStarts(src, scanPause)
	if len(starts) < 2 {
		return Parse(src, name)
	}
	if scanPause != nil {
		scanPause()
	}
	var rels []Release
	for i, start := range starts {
		end := len(src)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		part, err := Parse(src[start:end], name)
		if err != nil {
			return nil, err
		}
		rels = append(rels, part...)
		if pause != nil {
			pause(end, len(src))
		}
	}
	var borrowPause func()
	if scanPause != nil {
		borrowPause = func() { pause(len(src), len(src)) }
	}
	borrowLabels(rels, borrowPause)
	return rels, nil
}

// scanBlock is how many bytes releaseStarts scans between pauses: in
// WebAssembly the scan runs at roughly 400 MB/s, so a block is a few ms.
const scanBlock = 2 << 20

// releaseStarts returns the offsets of the release heading lines of src,
// skipping top-level fenced code blocks. A non-nil pause is called after
// every scanBlock bytes.
func releaseStarts(src []byte, pause func()) []int {
	var starts []int
	fence := false
	next := scanBlock
	for off := 0; off < len(src); {
		if pause != nil && off >= next {
			pause()
			next = off + scanBlock
		}
		end := bytes.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += off
		}
		line := bytes.TrimRight(src[off:end], "\r")
		// Only fences at column 0 can hide a "# v" line: an indented fence
		// belongs to a list item, which a column-0 heading line would end.
		if bytes.HasPrefix(line, []byte("```")) || bytes.HasPrefix(line, []byte("~~~")) {
			fence = !fence
		} else if !fence && bytes.HasPrefix(line, []byte("# v")) && releaseLine.Match(line) {
			// The prefix test spares the expression nearly every line: on a
			// 20 MB file the expression alone took 150 ms in WebAssembly.
			starts = append(starts, off)
		}
		off = end + 1
	}
	return starts
}
