package rewrite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"opari2/parser"
)

const fTestdata = "../testdata/fortran"

// fortranGoldenCases lists every Fortran input of testdata/fortran once
// with default options (options.opts may give a file its own defaults,
// under the name "-"), and once per further option set of options.opts.
func fortranGoldenCases(t *testing.T) []goldenCase {
	t.Helper()
	defaults := map[string][]string{}
	var variants []goldenCase
	for _, l := range dataLines(t, filepath.Join(fTestdata, "options.opts")) {
		col := strings.SplitN(l, "\t", 3)
		if len(col) < 2 {
			t.Fatalf("options.opts: bad line %q", l)
		}
		var args []string
		if len(col) == 3 {
			args = strings.Fields(col[2])
		}
		if col[0] == "-" {
			defaults[col[1]] = args
			continue
		}
		ext := filepath.Ext(col[1])
		variants = append(variants, goldenCase{name: strings.TrimSuffix(col[1], ext) + "." + col[0] + ext, input: col[1], args: args})
	}
	var cases []goldenCase
	ents, err := os.ReadDir(fTestdata)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if !e.IsDir() && parser.LangFromName(e.Name()).IsFortran() {
			cases = append(cases, goldenCase{name: e.Name(), input: e.Name(), args: defaults[e.Name()]})
		}
	}
	return append(cases, variants...)
}

// instrumentFortranCase instruments a testdata/fortran input in memory,
// with the paths relative to the folder.
func instrumentFortranCase(t *testing.T, c goldenCase) (*Result, Options) {
	t.Helper()
	return instrumentIn(t, fTestdata, c)
}

// TestGoldenFortran checks the instrumented source, include file and
// warnings of every Fortran test input byte for byte.
func TestGoldenFortran(t *testing.T) {
	for _, c := range fortranGoldenCases(t) {
		t.Run(c.name, func(t *testing.T) {
			res, _ := instrumentFortranCase(t, c)
			compareGoldens(t, fTestdata, c.name, res)
		})
	}
}

// TestDeterministicFortran: two runs give the same bytes.
func TestDeterministicFortran(t *testing.T) {
	for _, c := range fortranGoldenCases(t) {
		a, _ := instrumentFortranCase(t, c)
		b, _ := instrumentFortranCase(t, c)
		if string(a.Source) != string(b.Source) || string(a.Include) != string(b.Include) || strings.Join(a.Warnings, "\n") != strings.Join(b.Warnings, "\n") {
			t.Errorf("%s: two runs differ", c.name)
		}
	}
}
