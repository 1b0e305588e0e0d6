package rewrite

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

const cTestdata = "../testdata/c"

// goldenCase is one instrumenter run over a file of testdata/c.
type goldenCase struct {
	name  string // golden file stem
	input string
	args  []string
}

// cGoldenCases lists every C/C++ input once with default options, and
// constructs.c once per option set of options.opts.
func cGoldenCases(t *testing.T) []goldenCase {
	t.Helper()
	var cases []goldenCase
	ents, err := os.ReadDir(cTestdata)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		switch filepath.Ext(e.Name()) {
		case ".c", ".cpp", ".cc", ".cxx", ".C":
			cases = append(cases, goldenCase{name: e.Name(), input: e.Name()})
		}
	}
	for _, l := range dataLines(t, filepath.Join(cTestdata, "options.opts")) {
		name, args, _ := strings.Cut(l, "\t")
		cases = append(cases, goldenCase{name: "constructs." + name + ".c", input: "constructs.c", args: strings.Fields(args)})
	}
	return cases
}

// dataLines returns the lines of a test data file (options.opts,
// MANIFEST.tsv) that are neither blank nor comments.
func dataLines(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := sc.Text(); !strings.HasPrefix(l, "#") && strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// instrumentCase runs the instrumenter in memory with paths relative to
// testdata, so that goldens do not depend on where the tree lives.
func instrumentCase(t *testing.T, c goldenCase) *Result {
	res, _ := instrumentIn(t, cTestdata, c)
	return res
}

// instrumentIn instruments an input of the folder dir.
func instrumentIn(t *testing.T, dir string, c goldenCase) (*Result, Options) {
	t.Helper()
	opts, in := caseInput(t, dir, c)
	res, err := Instrument(opts, in)
	if err != nil {
		t.Fatalf("instrument %s %v: %v", c.input, c.args, err)
	}
	return res, opts
}

// caseInput reads the options and input of a case of the folder dir.
func caseInput(t *testing.T, dir string, c goldenCase) (Options, Input) {
	t.Helper()
	opts, err := ParseArgsForTest(c.args, c.input)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(dir, c.input))
	if err != nil {
		t.Fatal(err)
	}
	inc := c.name + ".opari.inc"
	return opts, Input{Path: c.input, IncludePath: inc, IncludeName: inc, Src: src}
}

func compareGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("missing golden file (run go test ./rewrite -update): %v", err)
	}
	if d := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(string(got), "\n")); d != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, d)
	}
}

// TestGoldenC checks the instrumented source, include file and warnings of
// every C/C++ test input byte for byte.
func TestGoldenC(t *testing.T) {
	for _, c := range cGoldenCases(t) {
		t.Run(c.name, func(t *testing.T) {
			compareGoldens(t, cTestdata, c.name, instrumentCase(t, c))
		})
	}
}

// compareGoldens compares source, include file and warnings of a run with
// the golden files dir/golden/name.{mod,opari.inc,warnings}.
func compareGoldens(t *testing.T, dir, name string, res *Result) {
	t.Helper()
	dir = filepath.Join(dir, "golden")
	compareGolden(t, filepath.Join(dir, name+".mod"), res.Source)
	compareGolden(t, filepath.Join(dir, name+".opari.inc"), res.Include)
	compareGolden(t, filepath.Join(dir, name+".warnings"), []byte(strings.Join(res.Warnings, "\n")))
}

// TestDeterministic runs every case twice: the same input gives the same bytes.
func TestDeterministic(t *testing.T) {
	for _, c := range cGoldenCases(t) {
		a, b := instrumentCase(t, c), instrumentCase(t, c)
		if string(a.Source) != string(b.Source) || string(a.Include) != string(b.Include) {
			t.Errorf("%s: two runs differ", c.name)
		}
	}
}
