package rewrite

import (
	"fmt"
	"strings"
)

// ParseArgsForTest turns corpus-style options into Options.
func ParseArgsForTest(args []string, infile string) (Options, error) {
	o := DefaultOptions()
	for _, a := range args {
		if !strings.HasPrefix(a, "--") {
			return o, fmt.Errorf("bad option %q", a)
		}
		name, value, _ := strings.Cut(a[2:], "=")
		if err := o.ApplyFlag(name, value); err != nil {
			return o, err
		}
	}
	return o, o.Resolve(infile)
}
