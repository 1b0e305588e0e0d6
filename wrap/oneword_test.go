package wrap

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"opari2/internal/testlib"
)

// withPath returns the environment with dir first in PATH.
func withPath(dir string, env ...string) []string {
	return append(append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH")), env...)
}

// TestOneWordMakefile: the project's Makefile runs `which $(CC) $(FC)`,
// which a two-word compiler fails; with CC=opari2-gcc FC=opari2-gfortran
// (links to opari2, as make install makes them) it builds, and the
// program is measured in both languages.
func TestOneWordMakefile(t *testing.T) {
	prefix := install(t)
	need(t, "gfortran", "which")
	dir := t.TempDir()
	copyDir(t, filepath.Join(testlib.RepoRoot(), "testdata", "wrap", "proj"), dir)
	bin := filepath.Join(prefix, "bin")
	cmd := exec.Command("make", "check-cc", "prog", "CC=opari2-gcc", "FC=opari2-gfortran")
	cmd.Dir = dir
	cmd.Env = withPath(bin)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("make: %v\n%s", err, out)
	}
	checkProj(t, &wrapped{dir: dir, prefix: prefix})
}

// checkProj runs the program of testdata/wrap/proj built in w: it prints
// its result, and the regions of both languages are measured.
func checkProj(t *testing.T, w *wrapped) {
	t.Helper()
	out, got := w.run(t, "prog")
	if !strings.Contains(out, "sum 333833500 scale 6 smooth 2525.0") {
		t.Errorf("program output:\n%s", out)
	}
	wantVisits(t, got, map[string]int{"parallelfor @ kernel.c:7-9/parallel": 2, "paralleldo @ smooth.f90:12-16/parallel": 2})
}

// TestOneWordCMake: CMake takes opari2-gcc and opari2-gfortran as the
// compilers themselves (compiler identification, OpenMP detection, the
// build), and the program is measured.
func TestOneWordCMake(t *testing.T) {
	prefix := install(t)
	need(t, "cmake", "gfortran")
	src := t.TempDir()
	copyDir(t, filepath.Join(testlib.RepoRoot(), "testdata", "wrap", "proj"), src)
	build := filepath.Join(src, "build")
	if err := os.Mkdir(build, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(prefix, "bin")
	for _, args := range [][]string{
		{"cmake", "-DCMAKE_C_COMPILER=opari2-gcc", "-DCMAKE_Fortran_COMPILER=opari2-gfortran", src},
		{"make"},
	} {
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir = build
		cmd.Env = withPath(bin)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
	}
	checkProj(t, &wrapped{dir: build, prefix: prefix})
}

// TestCreatedMPIWrapper: `opari2 wrap --create mpicc DIR` makes
// DIR/opari2-mpicc (and DIR, which did not exist); an MPI and OpenMP
// program built with it at -Wall -Werror compiles as with mpicc itself,
// runs on two ranks as the plain build does, and each rank writes its
// own measurement with the region.
func TestCreatedMPIWrapper(t *testing.T) {
	prefix := install(t)
	need(t, "mpicc", "mpiexec")
	dir := t.TempDir()
	// a directory that does not exist yet: --create makes it, as install -d
	bin := filepath.Join(t.TempDir(), "new", "bin")
	cmd := exec.Command(filepath.Join(prefix, "bin", "opari2"), "wrap", "--create", "mpicc", bin)
	out, err := cmd.CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != filepath.Join(bin, "opari2-mpicc") {
		t.Fatalf("wrap --create: %v\n%s", err, out)
	}
	if err := os.WriteFile(filepath.Join(dir, "hybrid.c"), []byte(`#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    int rank, n = 0, total;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel reduction(+:n)
    n += 1;
    MPI_Reduce(&n, &total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("threads %d\n", total);
    MPI_Finalize();
    return 0;
}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"which", "opari2-mpicc"},
		{filepath.Join(bin, "opari2-mpicc"), "-Wall", "-Werror", "-fopenmp", "-c", "hybrid.c"},
		{filepath.Join(bin, "opari2-mpicc"), "-fopenmp", "-o", "hybrid", "hybrid.o"},
		{"mpicc", "-Wall", "-Werror", "-fopenmp", "-o", "hybrid.plain", "hybrid.c"},
	} {
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir = dir
		cmd.Env = withPath(bin)
		if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 && args[0] != "which" {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
	}
	outDir := t.TempDir()
	for _, prog := range []string{"./hybrid.plain", "./hybrid"} {
		run := exec.Command("mpiexec", "-n", "2", prog)
		run.Dir = dir
		run.Env = append(append(os.Environ(), mpiexecEnv(t)...), "OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR="+outDir, "POMP2_QUIET=1")
		out, err = run.CombinedOutput()
		if err != nil || string(out) != "threads 4\n" {
			t.Fatalf("mpiexec %s: %v\n%s", prog, err, out)
		}
	}
	for _, rank := range []string{"0", "1"} {
		got := readProfile(t, filepath.Join(outDir, "pomp2-hybrid-*-rank"+rank))
		wantVisits(t, got, map[string]int{"parallel @ hybrid.c:8-9/parallel": 2})
	}
}

// mpiexecEnv is what the test's mpiexec needs beyond the user's
// environment: Open MPI refuses to run as root (every container) unless
// told twice; MPICH needs nothing.
func mpiexecEnv(t *testing.T) []string {
	t.Helper()
	version, err := exec.Command("mpiexec", "--version").CombinedOutput()
	if err != nil {
		t.Fatalf("mpiexec --version: %v\n%s", err, version)
	}
	openMPI := strings.Contains(string(version), "Open MPI") || strings.Contains(string(version), "OpenRTE")
	if !openMPI || os.Geteuid() != 0 {
		return nil
	}
	return []string{"OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1"}
}
