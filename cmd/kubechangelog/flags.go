package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// errHelp is returned once a command's -h has printed its flags: run
// turns it into exit status 0, as `kubechangelog -h` is.
var errHelp = errors.New("help shown")

// flagRules is printed under every command's flags: what a repeated flag
// and an empty value do is the same for every command.
const flagRules = `A flag marked "repeatable" may be given again, and its values add up
(--sig node --sig storage and --sig node,storage both list the notes of either SIG; --file
takes one file each time, no commas). Any other flag takes one value: given twice, or given
an empty value, it is refused (-q '' is no search).`

// flagRulesOne is flagRules for a command without a repeatable flag.
const flagRulesOne = `Every flag takes one value: given twice, or given an empty value, it is refused.`

// flags is a command's flag set. Its errors are one sentence, without
// the flag package's dump of every flag; -h prints the flags on help
// (stdout), exit status 0.
type flags struct {
	*flag.FlagSet
	help io.Writer
	bad  error // the first refusal of a value (repeated, empty), in our words
}

func newFlags(name string, help io.Writer) *flags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &flags{FlagSet: fs, help: help}
}

// once wraps a flag that takes one value, refusing a second value and an
// empty one: last-wins would silently drop what a script said first, and
// an empty value (--version "$V" with V unset) would silently widen the
// query to everything.
type once struct {
	flag.Value
	f         *flags
	name      string
	set       bool
	emptyOK   bool
	firstSeen string
}

func (o *once) Set(v string) error {
	switch {
	case o.set && o.f.bad == nil:
		o.f.bad = fmt.Errorf("%s: %s is given twice (%q, then %q); it takes one value", o.f.Name(), dashed(o.name), o.firstSeen, v)
	case strings.TrimSpace(v) == "" && !o.emptyOK && o.f.bad == nil:
		o.f.bad = fmt.Errorf("%s: %s is empty; give it a value or leave it out", o.f.Name(), dashed(o.name))
	}
	if o.f.bad != nil {
		return o.f.bad
	}
	o.set, o.firstSeen = true, v
	return o.Value.Set(v)
}

// repeatable is a flag whose values add up (listFlag, fileFlag): it still
// refuses an empty value.
type repeatable struct {
	flag.Value
	f    *flags
	name string
}

func (r *repeatable) Set(v string) error {
	if strings.Trim(v, " \t,") == "" {
		if r.f.bad == nil {
			r.f.bad = fmt.Errorf("%s: %s is empty; give it a value or leave it out", r.f.Name(), dashed(r.name))
		}
		return r.f.bad
	}
	return r.Value.Set(v)
}

// parse parses args as a command's flags. A command that takes no
// positional argument refuses one (a forgotten flag name, a path typed
// after serve) rather than ignoring it.
//
// The values are wrapped (once, repeatable) only while parsing: the flag
// package prints the defaults from the values' own types.
func (f *flags) parse(args []string, positional bool) error {
	orig := map[*flag.Flag]flag.Value{}
	rules := flagRulesOne
	f.VisitAll(func(fl *flag.Flag) {
		orig[fl] = fl.Value
		switch fl.Value.(type) {
		case *listFlag, *fileFlag:
			rules = flagRules
			fl.Value = &repeatable{Value: fl.Value, f: f, name: fl.Name}
		default:
			if b, ok := fl.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
				return // --action twice says the same thing twice
			}
			fl.Value = &once{Value: fl.Value, f: f, name: fl.Name, emptyOK: fl.Name == "q"}
		}
	})
	err := f.Parse(args)
	for fl, v := range orig {
		fl.Value = v
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		f.SetOutput(f.help)
		fmt.Fprintf(f.help, "usage: kubechangelog %s [flags]\n\nflags:\n", f.Name())
		f.PrintDefaults()
		fmt.Fprintf(f.help, "\n%s\n", rules)
		return errHelp
	case f.bad != nil:
		return usageError{f.bad}
	case err != nil:
		// The flag package's sentence ("flag provided but not
		// defined: -x", "flag needs an argument: -x"), then where the
		// flags are: their list is no longer dumped on every mistake.
		return usageError{fmt.Errorf("%s: %v; see kubechangelog %s -h", f.Name(), err, f.Name())}
	case !positional && f.NArg() > 0:
		return usageError{fmt.Errorf("%s: unexpected argument %q", f.Name(), f.Arg(0))}
	}
	return nil
}

// version is a version as typed, in the store's spelling: "V1.30.0",
// " v1.30.0-RC.1" and "1.30.0" name the same releases in every command
// (the store adds a missing "v" and trims; releases are lower case).
func version(v string) string { return strings.ToLower(strings.TrimSpace(v)) }

// dashed is a flag's name as the help and the README spell it: -o, -q,
// --version.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}
