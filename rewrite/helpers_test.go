package rewrite

import (
	"fmt"
	"strings"
	"testing"
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

// checkStrings checks a function of one string against table's wants,
// naming it name in the errors.
func checkStrings(t *testing.T, name string, f func(string) string, table map[string]string) {
	t.Helper()
	for in, want := range table {
		if got := f(in); got != want {
			t.Errorf("%s(%q) = %q, want %q", name, in, got, want)
		}
	}
}
