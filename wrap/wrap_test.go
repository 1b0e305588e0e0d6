package wrap

import (
	"opari2/internal/testlib"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The installation-shaped prefix (bin/, lib/, include/) with opari2 and
// libpomp2.a that the tests build once and share.
var installation testlib.Install

func TestMain(m *testing.M) {
	code := m.Run()
	installation.Remove()
	os.Exit(code)
}

// install returns the shared installation prefix, building it on first use.
func install(t *testing.T) string {
	t.Helper()
	return installation.Prefix(t)
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	ents, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(from, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestMakeProject builds a C and Fortran Makefile project with
// CC="opari2 wrap gcc" FC="opari2 wrap gfortran" and runs it: the OpenMP
// files of both languages are measured, the others compile as they are.
func TestMakeProject(t *testing.T) {
	prefix := install(t)
	if _, err := exec.LookPath("gfortran"); err != nil {
		t.Skip("gfortran not installed")
	}
	dir := t.TempDir()
	copyDir(t, filepath.Join(testlib.RepoRoot(), "testdata", "wrap", "proj"), dir)
	opari2 := filepath.Join(prefix, "bin", "opari2")
	cmd := exec.Command("make", "CC="+opari2+" wrap gcc", "FC="+opari2+" wrap gfortran")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("make: %v\n%s", err, out)
	}
	run := exec.Command(filepath.Join(dir, "prog"))
	run.Dir = dir
	run.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_ECHO=1", "POMP2_OUTPUT_DIR="+dir)
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("prog: %v\n%s", err, out)
	}
	text := string(out)
	if !strings.Contains(text, "sum 333833500 scale 6 smooth 2525.0") {
		t.Errorf("program output:\n%s", text)
	}
	for _, want := range []string{"  0: fork  parallel", "  1: begin parallel", "  0: enter implicit barrier of parallelfor",
		"  0: enter implicit barrier of paralleldo"} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in:\n%s", want, text)
		}
	}
	prof, _ := filepath.Glob(filepath.Join(dir, "pomp2-prog-*", "profile.txt"))
	if len(prof) != 1 {
		t.Fatalf("profile: %v", prof)
	}
	b, _ := os.ReadFile(prof[0])
	for _, region := range []string{"parallelfor @ kernel.c:7-9", "paralleldo @ smooth.f90:12-16"} {
		if !strings.Contains(string(b), region) {
			t.Errorf("profile has no %s:\n%s", region, b)
		}
	}
	// util.c has no OpenMP: its object has no POMP2 reference
	nm, err := exec.Command("nm", filepath.Join(dir, "util.o")).Output()
	if err == nil && strings.Contains(string(nm), "POMP2") {
		t.Errorf("util.o was instrumented:\n%s", nm)
	}
}

// TestCompileErrorPointsAtUserFile: a failing compile exits with the
// compiler's status, names the user's file and line, and leaves no object;
// in C through #line, in Fortran through the preprocessed #line of .F90.
func TestCompileErrorPointsAtUserFile(t *testing.T) {
	prefix := install(t)
	cases := []struct{ compiler, file, src, where string }{
		{"gcc", "bad.c", "int f(int n)\n{\n    int s = 0;\n#pragma omp parallel\n    s += undeclared_variable;\n    return s;\n}\n", "bad.c:5"},
		{"gfortran", "bad.f90", "subroutine f(n)\n  implicit none\n  integer :: n, s\n  s = 0\n!$omp parallel\n  s = s + undeclared_variable\n!$omp end parallel\n  n = s\nend subroutine f\n", "bad.f90:6"},
	}
	for _, c := range cases {
		t.Run(c.compiler, func(t *testing.T) {
			if _, err := exec.LookPath(c.compiler); err != nil {
				t.Skipf("%s not installed", c.compiler)
			}
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, c.file), []byte(c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(filepath.Join(prefix, "bin", "opari2"), "wrap", c.compiler, "-fopenmp", "-c", c.file)
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			ee, ok := err.(*exec.ExitError)
			if !ok || ee.ExitCode() == 0 {
				t.Fatalf("wrap succeeded on a bad file: %v\n%s", err, out)
			}
			if !strings.Contains(string(out), c.where) || !strings.Contains(string(out), "undeclared_variable") {
				t.Errorf("error does not point at %s:\n%s", c.where, out)
			}
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				if e.Name() != c.file {
					t.Errorf("left behind: %s", e.Name())
				}
			}
		})
	}
}

// TestDependencyFileNamesUserFiles: with -MMD -MP the dependency file
// beside the object names the user's source and headers, the object's
// own name as target, and nothing of the wrapper's temporary directory.
func TestDependencyFileNamesUserFiles(t *testing.T) {
	prefix := install(t)
	dir := t.TempDir()
	copyDir(t, filepath.Join(testlib.RepoRoot(), "testdata", "wrap", "proj"), dir)
	cmd := exec.Command(filepath.Join(prefix, "bin", "opari2"), "wrap", "gcc", "-fopenmp", "-MMD", "-MP", "-c", "kernel.c", "-o", "obj_kernel.o")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("wrap: %v\n%s", err, out)
	}
	b, err := os.ReadFile(filepath.Join(dir, "obj_kernel.d"))
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Fields(strings.ReplaceAll(string(b), "\\\n", " "))
	var keep []string
	for _, f := range got {
		if !strings.HasPrefix(f, "/") { // system and POMP2 headers vary by machine
			keep = append(keep, f)
		}
	}
	if want := "obj_kernel.o: kernel.c kernel.h kernel.h:"; strings.Join(keep, " ") != want {
		t.Errorf("dependency file:\n%s\nwant (without absolute paths) %q", b, want)
	}
	if strings.Contains(string(b), "opari2-wrap") || strings.Contains(string(b), ".opari.inc") {
		t.Errorf("dependency file names the wrapper's temporary files:\n%s", b)
	}
}

// TestCMakeProject builds the project with CMake through compiler and
// linker launchers ("opari2;wrap"), runs it, then touches a header and
// checks that the rebuild finds its dependencies.
func TestCMakeProject(t *testing.T) {
	prefix := install(t)
	for _, tool := range []string{"cmake", "gfortran"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	src := t.TempDir()
	copyDir(t, filepath.Join(testlib.RepoRoot(), "testdata", "wrap", "proj"), src)
	build := filepath.Join(src, "build")
	os.Mkdir(build, 0o755)
	launcher := filepath.Join(prefix, "bin", "opari2") + ";wrap"
	step := func(name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = build
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
		return string(out)
	}
	step("cmake", "-DCMAKE_C_COMPILER_LAUNCHER="+launcher, "-DCMAKE_Fortran_COMPILER_LAUNCHER="+launcher,
		"-DCMAKE_C_LINKER_LAUNCHER="+launcher, src)
	step("make")
	run := exec.Command(filepath.Join(build, "prog"))
	run.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_ECHO=1", "POMP2_PROFILE=0")
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("prog: %v\n%s", err, out)
	}
	for _, want := range []string{"sum 333833500 scale 6 smooth 2525.0", "enter implicit barrier of parallelfor", "enter implicit barrier of paralleldo"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	later := time.Now().Add(2 * time.Second)
	if err := os.Chtimes(filepath.Join(src, "kernel.h"), later, later); err != nil {
		t.Fatal(err)
	}
	rebuilt := step("make")
	if !strings.Contains(rebuilt, "kernel.c.o") || !strings.Contains(rebuilt, "Linking C executable prog") {
		t.Errorf("touching kernel.h did not rebuild kernel.c.o:\n%s", rebuilt)
	}
}
