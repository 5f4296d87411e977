package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mattn/go-shellwords"

	"github.com/kubechangelog/kubechangelog/notes"
	"github.com/kubechangelog/kubechangelog/wasm/view"
)

// TestEveryGroupRoundTripsThroughTheCommandLine follows a link through
// the export dialog to a shell: URL fragment → State → the command the
// dialog shows → the flags query or diff parse → the same State. Every
// filter group must appear in a case, so a group added to the table
// without a flag (or with one Command spells differently) fails here.
func TestEveryGroupRoundTripsThroughTheCommandLine(t *testing.T) {
	cases := []string{
		"version=v1.30.0&sig=cluster-lifecycle&sig=node&q=kubeadm+reset",
		"kind=Feature&kind=Bug+or+Regression",
		"version=v1.24.0&area=kubeadm&action=1",
		"version=v1.24.0&sig=node&maxsigs=5",
		"version=v1.30.0&sig=cluster-lifecycle&drop=123516,114672",
		"sig=node&copies=all&q=powercap",
		"from=v1.27.4&to=v1.30.2&sig=node&kind=Feature&area=kubelet&action=1&maxsigs=3&drop=122530&q=it's",
	}
	covered := map[string]bool{}
	for _, frag := range cases {
		st, notices := notes.ParseFragment(frag)
		if len(notices) > 0 {
			t.Fatalf("%s: notices %v", frag, notices)
		}
		for key := range st.Filters {
			covered[key] = true
		}
		cmd := view.Command(st, "markdown")
		words, err := shellwords.Parse(cmd)
		if err != nil || len(words) < 2 || words[0] != "kubechangelog" {
			t.Fatalf("%s: command %q does not split into words: %v", frag, cmd, err)
		}
		qa, err := parseQueryFlags(words[2:], &bytes.Buffer{}, words[1] == "diff")
		if err != nil {
			t.Errorf("%s: %q: %v", frag, cmd, err)
			continue
		}
		if !reflect.DeepEqual(qa.st, st) || qa.format.Name != "markdown" {
			t.Errorf("%s: %q parses to %+v (%s), want %+v", frag, cmd, qa.st, qa.format.Name, st)
		}
	}
	for _, g := range notes.Groups {
		if !covered[g.Key] {
			t.Errorf("no case has the group %q", g.Key)
		}
	}
}

// TestUnknownFilterExitsTwo: a filter value no note has is a one-line
// usage error with the value meant, never a warning and every note.
func TestUnknownFilterExitsTwo(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--sig", "Cluster Lifecycle"}, `--sig "Cluster Lifecycle": no note has that value; did you mean "cluster-lifecycle"?`},
		{[]string{"--sig", "sig-node"}, `--sig "sig-node": no note has that value; did you mean "node"?`},
		{[]string{"--area", "kubeadmm"}, `did you mean "kubeadm"?`},
		{[]string{"--kind", "nope"}, `--kind "nope": no note has that value; known values: Urgent Upgrade Notes, Deprecation, `},
		{[]string{"--max-sigs", "0"}, `--max-sigs "0": want a number above zero`},
		{[]string{"--drop", "#x"}, `--drop "#x": want a number above zero`},
		{[]string{"--version", "v1.30.99"}, "there is no release v1.30.99 (nearest: "},
	} {
		for _, cmd := range []string{"query", "diff"} {
			args := c.args
			if cmd == "diff" {
				if args[0] == "--version" {
					continue // diff takes --from and --to, tested in diff_test.go
				}
				args = append([]string{"--from", "v1.29.0", "--to", "v1.30.0"}, args...)
			}
			out, _, err := command(t, cmd, args...)
			var ue usageError
			if !errors.As(err, &ue) {
				t.Errorf("%s %v: error %v is not a usage error (exit status 2)", cmd, args, err)
				continue
			}
			if !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("%s %v: %q, want one line with %q", cmd, args, err, c.want)
			}
			if out != "" {
				t.Errorf("%s %v: printed %q on stdout", cmd, args, out)
			}
		}
	}
}

// TestMaxSIGsAndDrop: v1.30.0 × SIG Cluster Lifecycle has 27 notes; the
// DRA note #123516 (11 SIGs), #114672 (11) and the Go workspaces note
// #123529 (13) are tree-wide changes a write-up leaves out.
func TestMaxSIGsAndDrop(t *testing.T) {
	total := func(args ...string) (int, []int) {
		t.Helper()
		out, _, err := command(t, "query", append([]string{"--version", "v1.30.0", "--sig", "cluster-lifecycle", "-o", "json"}, args...)...)
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			Total int
			Notes []struct{ PRs []int }
		}
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatal(err)
		}
		var prs []int
		for _, n := range v.Notes {
			prs = append(prs, n.PRs...)
		}
		return v.Total, prs
	}
	if n, _ := total(); n != 27 {
		t.Fatalf("%d notes, want the 27 of the release's view", n)
	}
	n, prs := total("--max-sigs", "10")
	if n != 24 || slices.Contains(prs, 123516) || slices.Contains(prs, 123529) || !slices.Contains(prs, 123758) {
		t.Errorf("--max-sigs 10: %d notes %v; want 24, without the 11- and 13-SIG notes, with #123758 (10 SIGs)", n, prs)
	}
	n, prs = total("--drop", "123516,114672")
	if n != 25 || slices.Contains(prs, 123516) || slices.Contains(prs, 114672) {
		t.Errorf("--drop: %d notes %v; want 25 without the dropped PRs", n, prs)
	}
	md, _, err := command(t, "query", "--version", "v1.30.0", "--sig", "cluster-lifecycle", "--drop", "123516", "--max-sigs", "10", "-o", "markdown")
	if err != nil || !strings.HasPrefix(md, "# Kubernetes v1.30.0: SIG Cluster Lifecycle, at most 10 SIGs\n\n24 notes.\n") || strings.Contains(md, "#123516") {
		t.Errorf("markdown: %v\n%s", err, md)
	}
}

// TestWriteUpLanguage: -o writeup titles the document in --lang, and an
// unknown language is a usage error.
func TestWriteUpLanguage(t *testing.T) {
	var out, errb bytes.Buffer
	if err := run([]string{"query", "--version", "v1.30.0", "--sig", "cluster-lifecycle", "-o", "writeup", "--lang", "ja"}, &out, &errb); err != nil {
		t.Fatal(err, errb.String())
	}
	if !strings.HasPrefix(out.String(), "# Kubernetes 1.30: SIG Cluster Lifecycle の変更内容\n") {
		t.Errorf("write-up title: %.80q", out.String())
	}
	err := run([]string{"query", "--version", "v1.30.0", "-o", "writeup", "--lang", "fr"}, &out, &errb)
	var ue usageError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), `unknown language "fr"`) {
		t.Errorf("--lang fr: %v", err)
	}
}

// TestTextSaysOneNote: -o text heads one note "1 note", not "1 notes".
func TestTextSaysOneNote(t *testing.T) {
	for _, args := range [][]string{
		{"-q", "#111620", "-o", "text"},
		{"--version", "v1.30.0", "--sig", "cluster-lifecycle", "-q", "#122530", "-o", "text"},
	} {
		out, _, err := command(t, "query", args...)
		if err != nil {
			t.Fatalf("query %v: %v", args, err)
		}
		if head, _, _ := strings.Cut(out, "\n"); !strings.HasSuffix(head, " — 1 note") {
			t.Errorf("query %v: first line %q, want it to end in \"— 1 note\"", args, head)
		}
	}
}
