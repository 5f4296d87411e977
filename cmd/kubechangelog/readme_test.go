package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mattn/go-shellwords"
)

// readmeCommand is one `kubechangelog …` line of the README's shell
// blocks, with the output line the README prints under it, if any.
type readmeCommand struct {
	line   int
	args   []string
	output string // a "# …" line right under the command: what it prints
}

// readmeCommands reads the README's ```sh blocks. A trailing "# …" on the
// command's own line is a remark, not output.
func readmeCommands(t *testing.T) []readmeCommand {
	t.Helper()
	f, err := os.Open("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cmds []readmeCommand
	inBlock := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "```"):
			inBlock = line == "```sh"
		case !inBlock:
		case strings.HasPrefix(line, "kubechangelog "):
			if i := strings.Index(line, "  #"); i >= 0 {
				line = line[:i]
			}
			args, err := shellwords.Parse(strings.TrimPrefix(line, "kubechangelog "))
			if err != nil {
				t.Fatalf("README.md:%d: %v", n, err)
			}
			cmds = append(cmds, readmeCommand{line: n, args: args})
		case strings.HasPrefix(line, "# ") && len(cmds) > 0 && cmds[len(cmds)-1].line == n-1:
			cmds[len(cmds)-1].output = strings.TrimPrefix(line, "# ")
		}
	}
	return cmds
}

// TestReadmeCommandsRun runs every command the README shows, as written,
// so an example cannot name a release the data lacks or a flag the tool
// dropped (the README's diff example once named v1.27.4, which is not
// shipped). Files a command names are looked for among the shipped data;
// a command naming a file the reader brings, serve and update-data (a
// server, the network) are only parsed.
func TestReadmeCommandsRun(t *testing.T) {
	cmds := readmeCommands(t)
	if len(cmds) < 8 {
		t.Fatalf("found %d kubechangelog commands in the README, want the examples", len(cmds))
	}
	ran := 0
	for _, c := range cmds {
		args, runnable := shippedFiles(c.args)
		if !runnable || args[0] == "serve" || args[0] == "update-data" {
			continue
		}
		stdout, stderr, err := command(t, args[0], args[1:]...)
		if err != nil {
			t.Errorf("README.md:%d: kubechangelog %s: %v (%s)", c.line, strings.Join(c.args, " "), err, stderr)
			continue
		}
		if strings.TrimSpace(stdout) == "" {
			t.Errorf("README.md:%d: kubechangelog %s prints nothing", c.line, strings.Join(c.args, " "))
		}
		if c.output != "" && !strings.Contains(stdout, c.output) {
			t.Errorf("README.md:%d: kubechangelog %s does not print the line the README shows under it:\n%s", c.line, strings.Join(c.args, " "), c.output)
		}
		ran++
	}
	if ran < 8 {
		t.Errorf("ran %d of the README's commands, want at least 8", ran)
	}
}

// shippedFiles replaces each argument naming a Markdown or JSON file by
// that file in embed/data; runnable is false when one is not shipped.
func shippedFiles(args []string) (out []string, runnable bool) {
	out = append([]string(nil), args...)
	for i, a := range out {
		if !strings.HasSuffix(a, ".md") && !strings.HasSuffix(a, ".json") {
			continue
		}
		found, _ := filepath.Glob(filepath.Join("../../embed/data", "*", filepath.Base(a)))
		if len(found) == 0 {
			return nil, false
		}
		out[i] = found[0]
	}
	return out, true
}
