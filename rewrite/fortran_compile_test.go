package rewrite

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"opari2/internal/testlib"
	"opari2/parser"
)

// The instrumented Fortran is compiled with gfortran -fopenmp -c, and
// every POMP2 routine the object calls must be one that the measurement
// library's Fortran side (pomp2/lib/fortran.c) defines.

// gfortranFlags are the flags for a source of the given form; the output
// keeps #line markers, so the preprocessor always runs.
func gfortranFlags(form parser.Form) []string {
	flags := []string{"-fopenmp", "-c", "-cpp", "-Werror=line-truncation"}
	if form == parser.FormFixed {
		return append(flags, "-ffixed-form")
	}
	return append(flags, "-ffree-form")
}

// gfortran compiles file in dir; it returns the object file.
func gfortran(t *testing.T, dir, file string, form parser.Form, extra ...string) string {
	t.Helper()
	obj := filepath.Join(dir, file+".o")
	args := append(gfortranFlags(form), extra...)
	args = append(args, "-I", dir, "-o", obj, file)
	cmd := exec.Command("gfortran", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		src, _ := os.ReadFile(filepath.Join(dir, file))
		t.Fatalf("gfortran %s failed: %v\n%s\n--- source ---\n%s", file, err, out, src)
	}
	return obj
}

var (
	libFortranOnce sync.Once
	libFortranSyms map[string]bool
	libFortranErr  error
)

// pomp2FortranSymbols compiles the library's Fortran entry points and
// lists the symbols they define.
func pomp2FortranSymbols(t *testing.T) map[string]bool {
	t.Helper()
	libFortranOnce.Do(func() {
		src := filepath.Join(testlib.RepoRoot(), "pomp2", "lib", "fortran.c")
		dir, err := os.MkdirTemp("", "pomp2fortran")
		if err != nil {
			libFortranErr = err
			return
		}
		defer os.RemoveAll(dir)
		obj := filepath.Join(dir, "fortran.o")
		if out, err := exec.Command("gcc", "-fopenmp", "-c", "-o", obj, src).CombinedOutput(); err != nil {
			libFortranErr = fmt.Errorf("gcc %s: %v\n%s", src, err, out)
			return
		}
		out, err := exec.Command("nm", "--defined-only", obj).Output()
		if err != nil {
			libFortranErr = fmt.Errorf("nm %s: %v", obj, err)
			return
		}
		libFortranSyms = map[string]bool{}
		for _, l := range strings.Split(string(out), "\n") {
			if f := strings.Fields(l); len(f) == 3 {
				libFortranSyms[f[2]] = true
			}
		}
	})
	if libFortranErr != nil {
		t.Fatal(libFortranErr)
	}
	return libFortranSyms
}

// checkPOMP2Calls fails when the object calls a pomp2_* routine that the
// library does not define (a misspelt or invented entry point).
func checkPOMP2Calls(t *testing.T, obj string) {
	t.Helper()
	defined := pomp2FortranSymbols(t)
	out, err := exec.Command("nm", "-u", obj).Output()
	if err != nil {
		t.Fatalf("nm -u %s: %v", obj, err)
	}
	var missing []string
	for _, l := range strings.Split(string(out), "\n") {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		sym := f[len(f)-1]
		if strings.HasPrefix(strings.ToLower(sym), "pomp2_") && !defined[sym] {
			missing = append(missing, sym)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%s calls POMP2 routines the library does not define: %v", filepath.Base(obj), missing)
	}
}

var reMacro = regexp.MustCompile(`(?m)^\s*#\s*(?:ifn?def\s+(\w+)|(?:el)?if\b.*)`)
var reDefined = regexp.MustCompile(`defined\s*\(?\s*(\w+)`)

// macroConfigurations lists the -D flags to compile a source with: none,
// then each macro its conditionals test, defined alone.
func macroConfigurations(src string) [][]string {
	configs := [][]string{nil}
	seen := map[string]bool{"_OPENMP": true}
	add := func(m string) {
		if m != "" && !seen[m] {
			seen[m] = true
			configs = append(configs, []string{"-D" + m})
		}
	}
	for _, m := range reMacro.FindAllStringSubmatch(src, -1) {
		add(m[1])
		for _, d := range reDefined.FindAllStringSubmatch(m[0], -1) {
			add(d[1])
		}
	}
	return configs
}

// needsArgumentMismatch names the inputs whose output gfortran only
// accepts with -fallow-argument-mismatch, and why.
var needsArgumentMismatch = map[string]string{
	"sections_mixed.f90": "POMP2_Sections_enter is called with and without the CTC string (the reference's layout, kept for the corpus)",
}

// TestCompileTestdataFortran compiles the instrumented form of every
// Fortran input of testdata/fortran (all option sets) with gfortran. The
// inputs themselves must compile.
func TestCompileTestdataFortran(t *testing.T) {
	needCompiler(t, "gfortran")
	needCompiler(t, "gcc")
	for _, c := range fortranGoldenCases(t) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			res, opts := instrumentFortranCase(t, c)
			scratch := t.TempDir()
			src, err := os.ReadFile(filepath.Join(fTestdata, c.input))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(scratch, c.input), src, 0o644); err != nil {
				t.Fatal(err)
			}
			var extra []string
			if why, ok := needsArgumentMismatch[c.input]; ok {
				t.Logf("compiled with -fallow-argument-mismatch: %s", why)
				extra = append(extra, "-fallow-argument-mismatch")
			}
			ext := filepath.Ext(c.input)
			file := strings.TrimSuffix(c.name, ext) + ".mod" + strings.ToUpper(ext)
			if err := os.WriteFile(filepath.Join(scratch, file), res.Source, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(scratch, c.name+".opari.inc"), res.Include, 0o644); err != nil {
				t.Fatal(err)
			}
			// every configuration of the preprocessor conditionals
			for _, def := range macroConfigurations(string(src)) {
				gfortran(t, scratch, c.input, opts.Form, def...)
				checkPOMP2Calls(t, gfortran(t, scratch, file, opts.Form, append(def, extra...)...))
			}
		})
	}
}

// TestCompileCorpusFortran instruments every Fortran case of the corpus
// and compiles the result. Many corpus inputs are not valid Fortran
// (they test the parser: "j++", a subroutine inside a program, ...); a
// case whose input gfortran rejects is skipped with the compiler's first
// error.
func TestCompileCorpusFortran(t *testing.T) {
	needCompiler(t, "gfortran")
	needCompiler(t, "gcc")
	dir := testlib.Corpus(t)
	for _, c := range readManifest(t, dir) {
		if !parser.LangFromName(c.input).IsFortran() {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			scratch, in := corpusInputCopy(t, dir, c)
			opts, err := ParseArgsForTest(c.options, c.input)
			if err != nil {
				t.Fatal(err)
			}
			check := exec.Command("gfortran", append(gfortranFlags(opts.Form), "-fsyntax-only", in)...)
			if out, err := check.CombinedOutput(); err != nil {
				first := ""
				for _, l := range strings.Split(string(out), "\n") {
					if strings.HasPrefix(l, "Error:") {
						first = l
						break
					}
				}
				t.Skipf("the input itself does not compile with gfortran: %s", first)
			}
			out := filepath.Join(scratch, c.producedSource)
			if _, err := RunFiles(opts, in, out); err != nil {
				t.Fatal(err)
			}
			checkPOMP2Calls(t, gfortran(t, scratch, c.producedSource, opts.Form))
		})
	}
}
