package wrap

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
)

// A build through the wrapper must be the plain build as far as its user
// can tell: the same compiler messages at the same flags (no new warning,
// so -Werror passes where it passed), and a program that computes the
// same. sameBuild is one program built both ways.
type sameBuild struct {
	name     string
	compiler string   // gcc, g++ or gfortran: the wrapper is opari2-<compiler>
	file     string   // the source's name
	src      string   // its text
	flags    []string // the user's flags, on the compile and the link
	// measured: the wrapped program writes a measurement (an OpenMP or
	// POMP region was instrumented); otherwise it must not, and it links
	// the libraries the plain program links, no more
	measured bool
}

// build compiles and links b in dir with the compiler (plain or the
// wrapper): it returns the compiler's messages of both steps and the
// program's path, or fails the test on a step that fails in one build
// only (the caller compares the messages: failing both ways is not
// expected by any case).
func (b sameBuild) build(t *testing.T, dir, compiler string, env []string) (messages, prog string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, b.file), []byte(b.src), 0o644); err != nil {
		t.Fatal(err)
	}
	obj := strings.TrimSuffix(b.file, filepath.Ext(b.file)) + ".o"
	var msgs strings.Builder
	for _, args := range [][]string{
		append(append([]string{}, b.flags...), "-c", b.file, "-o", obj),
		append(append([]string{}, b.flags...), obj, "-o", "prog"),
	} {
		cmd := exec.Command(compiler, args...)
		cmd.Dir = dir
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		msgs.Write(out)
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", compiler, strings.Join(args, " "), err, out)
		}
	}
	return msgs.String(), filepath.Join(dir, "prog")
}

// runSame builds each case plain and wrapped and compares.
func runSame(t *testing.T, cases []sameBuild) {
	prefix := install(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			need(t, c.compiler)
			plainDir, wrapDir := t.TempDir(), t.TempDir()
			env := withPath(filepath.Join(prefix, "bin"))
			wantMsgs, plain := c.build(t, plainDir, c.compiler, env)
			gotMsgs, wrapped := c.build(t, wrapDir, filepath.Join(prefix, "bin", "opari2-"+c.compiler), env)
			if d := cmp.Diff(wantMsgs, gotMsgs); d != "" {
				t.Errorf("compiler messages (-plain +wrapped):\n%s", d)
			}
			measureDir := t.TempDir()
			runEnv := append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_QUIET=1", "POMP2_OUTPUT_DIR="+measureDir)
			want := runProgram(t, plainDir, plain, runEnv)
			got := runProgram(t, wrapDir, wrapped, runEnv)
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("program output (-plain +wrapped):\n%s", d)
			}
			made, _ := filepath.Glob(filepath.Join(measureDir, "pomp2-*"))
			if c.measured != (len(made) == 1) {
				t.Errorf("measurements written: %v; want one: %v", made, c.measured)
			}
			if !c.measured {
				if d := cmp.Diff(neededLibraries(t, plain), neededLibraries(t, wrapped)); d != "" {
					t.Errorf("libraries the program needs (-plain +wrapped):\n%s", d)
				}
			}
		})
	}
}

func runProgram(t *testing.T, dir, prog string, env []string) string {
	t.Helper()
	cmd := exec.Command(prog)
	cmd.Dir = dir
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s%s", prog, err, stdout.String(), stderr.String())
	}
	return stdout.String()
}

// neededLibraries are the shared libraries a program names (DT_NEEDED).
func neededLibraries(t *testing.T, prog string) []string {
	t.Helper()
	f, err := elf.Open(prog)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	libs, err := f.ImportedLibraries()
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(libs)
	return libs
}

// serialC prints which branch of #ifdef _OPENMP it was built with, and
// holds an OpenMP loop that a build without OpenMP ignores.
const serialC = `#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
int main(void)
{
    int i, sum = 0, threads = 1;
#pragma omp parallel for reduction(+:sum)
    for (i = 0; i < 100; i++)
        sum += i;
#ifdef _OPENMP
    threads = omp_get_max_threads();
#endif
    printf("sum %d threads %d\n", sum, threads);
    return 0;
}
`

// serialF is serialC in Fortran: !$ lines are OpenMP's conditional
// compilation.
const serialF = `program serial
!$ use omp_lib
  implicit none
  integer :: i, total, threads
  total = 0
  threads = 1
  !$omp parallel do reduction(+:total)
  do i = 0, 99
     total = total + i
  end do
  !$omp end parallel do
!$ threads = omp_get_max_threads()
  print '(a,i0,a,i0)', 'sum ', total, ' threads ', threads
end program serial
`

// TestWithoutOpenMP: a build without an OpenMP flag (the serial targets
// of the Parallel Research Kernels) stays without OpenMP through the
// wrapper: the same #ifdef _OPENMP and !$ branches, one thread, no
// OpenMP runtime and no measurement; POMP user regions in such a build
// are still measured.
func TestWithoutOpenMP(t *testing.T) {
	userRegion := strings.Replace(serialC, "#pragma omp parallel for", "#pragma pomp inst begin(loop)\n#pragma omp parallel for", 1)
	userRegion = strings.Replace(userRegion, "#ifdef _OPENMP\n    threads", "#pragma pomp inst end(loop)\n#ifdef _OPENMP\n    threads", 1)
	userRegionF := strings.Replace(serialF, "  !$omp parallel do", "  !$pomp inst begin(loop)\n  !$omp parallel do", 1)
	userRegionF = strings.Replace(userRegionF, "!$ threads", "  !$pomp inst end(loop)\n!$ threads", 1)
	runSame(t, []sameBuild{
		{name: "C", compiler: "gcc", file: "serial.c", src: serialC, flags: []string{"-O2", "-Wall"}},
		{name: "C++", compiler: "g++", file: "serial.cpp", src: serialC, flags: []string{"-O2", "-Wall"}},
		{name: "Fortran", compiler: "gfortran", file: "serial.f90", src: serialF, flags: []string{"-O2", "-Wall"}},
		{name: "Fortran preprocessed", compiler: "gfortran", file: "serial.F90", src: serialF, flags: []string{"-O2", "-Wall"}},
		{name: "C user region", compiler: "gcc", file: "serial.c", src: userRegion, flags: []string{"-O2"}, measured: true},
		{name: "Fortran user region", compiler: "gfortran", file: "serial.f90", src: userRegionF, flags: []string{"-O2"}, measured: true},
	})
}

// cleanSource reads a program of testdata/wrap/clean.
func cleanSource(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testlib.RepoRoot(), "testdata", "wrap", "clean", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestNoNewWarning: a program with every instrumented construct, which
// the compilers build without a warning at strict flags, builds so
// through the wrapper too (-Werror passes) and computes the same: -g3
// (whose preprocessed text holds every #define, the built-in ones too),
// -Wall -Wextra -Wpedantic from C89 to C11 and C++17, -Wshadow
// (nested regions), with gcc and clang.
func TestNoNewWarning(t *testing.T) {
	src := cleanSource(t, "constructs.c")
	strict := []string{"-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Werror", "-fopenmp"}
	var cases []sameBuild
	for _, c := range []struct {
		compiler, file string
		flags          []string
	}{
		{"gcc", "constructs.c", []string{"-g3", "-Werror", "-fopenmp"}},
		{"gcc", "constructs.c", append([]string{"-std=c89", "-O2"}, strict...)},
		{"gcc", "constructs.c", append([]string{"-std=c99", "-g3"}, strict...)},
		{"gcc", "constructs.c", append([]string{"-std=c11", "-Wmissing-prototypes", "-Wstrict-prototypes", "-Wredundant-decls", "-Wconversion"}, strict...)},
		{"g++", "constructs.cpp", append([]string{"-std=c++17", "-g3", "-Wold-style-cast", "-Wuseless-cast", "-Wzero-as-null-pointer-constant"}, strict...)},
		{"clang", "constructs.c", append([]string{"-std=c99", "-g3"}, strict...)},
		{"clang++", "constructs.cpp", append([]string{"-std=c++17", "-Wold-style-cast"}, strict...)},
	} {
		cases = append(cases, sameBuild{name: c.compiler + " " + strings.Join(c.flags, " "), compiler: c.compiler,
			file: c.file, src: src, flags: c.flags, measured: true})
	}
	// Fortran: every kind of program unit, free and fixed form,
	// preprocessed (.F90) or not, -std=f2018 (common blocks are
	// obsolescent) and -Wall -Wextra (unused variables)
	strictF := []string{"-std=f2018", "-Wall", "-Wextra", "-pedantic", "-Werror", "-fopenmp"}
	free := cleanSource(t, "constructs.f90")
	for _, c := range []struct {
		file, src string
		flags     []string
	}{
		{"constructs.f90", free, strictF},
		{"constructs.F90", free, append([]string{"-g3"}, strictF...)},
		{"constructs.f90", free, append([]string{"-cpp", "-O2"}, strictF...)},
		{"constructs.f", cleanSource(t, "constructs.f"), strictF},
	} {
		cases = append(cases, sameBuild{name: "gfortran " + c.file + " " + strings.Join(c.flags, " "), compiler: "gfortran",
			file: c.file, src: c.src, flags: c.flags, measured: true})
	}
	runSame(t, cases)
}

// TestReservedNames: a Fortran program that names its own variables
// like the instrumentation's (pomp2_if, pomp2_num_threads, ...) and has a
// variable pomp2_lib_get_max_threads, the name of the library function
// a parallel region calls: it builds without a warning and computes what
// the plain build computes (the instrumentation takes other names; the
// include file's name stays).
func TestReservedNames(t *testing.T) {
	src := cleanSource(t, "names.f90")
	flags := []string{"-std=f2018", "-Wall", "-Wextra", "-Werror", "-fopenmp"}
	runSame(t, []sameBuild{
		{name: "f90", compiler: "gfortran", file: "names.f90", src: src, flags: flags, measured: true},
		{name: "F90", compiler: "gfortran", file: "names.F90", src: src, flags: flags, measured: true},
		{name: "file named like a variable", compiler: "gfortran", file: "pomp2_num_threads.f90", src: src, flags: flags, measured: true},
	})
}

// TestUserWarningsKept: the user's own warnings, inside and right after
// every construct, are reported as the plain build reports them (file,
// line, column and text): the instrumentation hides none of them and
// moves none.
func TestUserWarningsKept(t *testing.T) {
	src := cleanSource(t, "warned.c")
	runSame(t, []sameBuild{
		{name: "gcc", compiler: "gcc", file: "warned.c", src: src, flags: []string{"-std=c99", "-Wall", "-Wextra", "-fopenmp"}, measured: true},
		{name: "g++", compiler: "g++", file: "warned.cpp", src: src, flags: []string{"-Wall", "-Wextra", "-fopenmp"}, measured: true},
		{name: "clang", compiler: "clang", file: "warned.c", src: src, flags: []string{"-std=c99", "-Wall", "-Wextra", "-fopenmp"}, measured: true},
		{name: "gfortran", compiler: "gfortran", file: "warned.f90", src: cleanSource(t, "warned.f90"), flags: []string{"-Wall", "-fopenmp"}, measured: true},
		{name: "gfortran preprocessed", compiler: "gfortran", file: "warned.F90", src: cleanSource(t, "warned.f90"), flags: []string{"-Wall", "-fopenmp"}, measured: true},
	})
}
