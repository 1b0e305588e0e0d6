package rewrite

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"opari2/internal/testlib"
	"opari2/parser"
)

// headerDir is the project's POMP2 headers (pomp2/include/opari2/*.h).
func headerDir(t *testing.T) string {
	t.Helper()
	d := filepath.Join(testlib.RepoRoot(), "pomp2", "include")
	if e := os.Getenv("OPARI2_INCLUDE"); e != "" {
		d = e
	}
	if _, err := os.Stat(filepath.Join(d, "opari2", "pomp2_lib.h")); err != nil {
		t.Fatalf("project header missing: %v", err)
	}
	return d
}

func needCompiler(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s not installed: %v", name, err)
	}
	return p
}

// compile runs "cc -fopenmp -c file" with the project headers and the
// -D options defs.
func compile(t *testing.T, cc, dir, file string, defs ...string) {
	t.Helper()
	args := []string{"-fopenmp", "-c", "-Wall", "-Werror=implicit-function-declaration", "-Wno-unused-variable", "-Wno-unused-but-set-variable",
		"-Wno-unknown-pragmas", "-I", headerDir(t), "-o", filepath.Join(dir, filepath.Base(file)+".o"), file}
	cmd := exec.Command(cc, append(args, defs...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		src, _ := os.ReadFile(filepath.Join(dir, file))
		t.Fatalf("%s %s %v failed: %v\n%s\n--- source ---\n%s", filepath.Base(cc), file, defs, err, out, src)
	}
}

// corpusInputCopy copies a corpus case's input into a scratch folder; it
// returns the folder and the copy's path.
func corpusInputCopy(t *testing.T, dir string, c corpusCase) (string, string) {
	t.Helper()
	scratch := t.TempDir()
	src, err := os.ReadFile(filepath.Join(dir, "cases", c.input))
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(scratch, c.input)
	if err := os.WriteFile(in, src, 0o644); err != nil {
		t.Fatal(err)
	}
	return scratch, in
}

// TestCompileCorpusC instruments every C case of the corpus and compiles
// the result with gcc -fopenmp against our pomp2_lib.h.
func TestCompileCorpusC(t *testing.T) {
	gcc := needCompiler(t, "gcc")
	dir := testlib.Corpus(t)
	for _, c := range readManifest(t, dir) {
		if !parser.LangFromName(c.input).IsC() {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			scratch, in := corpusInputCopy(t, dir, c)
			// test9.c is Intel offload code (__declspec(target(mic))): gcc
			// rejects it before instrumentation already
			if out, err := exec.Command(gcc, "-fopenmp", "-fsyntax-only", in).CombinedOutput(); err != nil {
				t.Skipf("the input itself does not compile with gcc: %s", strings.SplitN(string(out), "\n", 2)[0])
			}
			opts, err := ParseArgsForTest(c.options, c.input)
			if err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(scratch, c.producedSource)
			if _, err := RunFiles(opts, in, out); err != nil {
				t.Fatal(err)
			}
			compile(t, gcc, scratch, c.producedSource)
		})
	}
}

// TestCompileTestdataC compiles the instrumented form of every C/C++ input
// of testdata/c (all option sets) with gcc or g++, in every configuration
// of its preprocessor conditionals.
func TestCompileTestdataC(t *testing.T) {
	gcc := needCompiler(t, "gcc")
	gxx := needCompiler(t, "g++")
	for _, c := range cGoldenCases(t) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			res := instrumentCase(t, c)
			scratch := t.TempDir()
			ext := filepath.Ext(c.input)
			file := strings.TrimSuffix(c.name, ext) + ".mod" + ext
			if err := os.WriteFile(filepath.Join(scratch, file), res.Source, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(scratch, c.name+".opari.inc"), res.Include, 0o644); err != nil {
				t.Fatal(err)
			}
			cc := gcc
			if ext != ".c" {
				cc = gxx
			}
			src, err := os.ReadFile(filepath.Join(cTestdata, c.input))
			if err != nil {
				t.Fatal(err)
			}
			for _, def := range macroConfigurations(string(src)) {
				compile(t, cc, scratch, file, def...)
			}
		})
	}
}

// --disable=omp keeps the parallel part of parallel for/sections
// instrumented and leaves out their worksharing events, as in Fortran;
// the output compiles. (A disabled combined construct used to be pushed
// twice on the region stack: "directive is never closed".)
func TestDisableOMPCombinedC(t *testing.T) {
	gcc := needCompiler(t, "gcc")
	for _, set := range []string{"omp", "omp:all"} {
		t.Run(set, func(t *testing.T) {
			c := goldenCase{name: "constructs.c", input: "constructs.c", args: []string{"--disable=" + set}}
			res := instrumentCase(t, c)
			src := string(res.Source)
			// the worksharing parts, split off with their clauses, without nowait
			for _, want := range []string{`#pragma omp +for +lastprivate\(i\) schedule\(guided\) *\n`, `#pragma omp +sections *\n`} {
				if !regexp.MustCompile(want).MatchString(src) {
					t.Errorf("missing %q in:\n%s", want, src)
				}
			}
			// the two combined constructs, and with "omp" the parallel region
			forks := map[string]int{"omp": 3, "omp:all": 2}[set]
			if n := strings.Count(src, "POMP2_Parallel_fork"); n != forks || strings.Count(src, "POMP2_Parallel_join") != forks {
				t.Errorf("%d forks, want %d", n, forks)
			}
			for _, ws := range []string{"POMP2_For_enter", "POMP2_Sections_enter", "POMP2_Implicit_barrier"} {
				if strings.Contains(src, ws) {
					t.Errorf("disabled worksharing event %s written", ws)
				}
			}
			scratch := t.TempDir()
			if err := os.WriteFile(filepath.Join(scratch, "constructs.mod.c"), res.Source, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(scratch, "constructs.c.opari.inc"), res.Include, 0o644); err != nil {
				t.Fatal(err)
			}
			compile(t, gcc, scratch, "constructs.mod.c")
		})
	}
}
