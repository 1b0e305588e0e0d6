package wrap

import (
	"opari2/internal/testlib"
	"opari2/pomp2/report"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// readProfile returns the visits per "region/activity" summed over threads
// of the one measurement directory that matches pattern.
func readProfile(t *testing.T, pattern string) map[string]int {
	t.Helper()
	dirs, _ := filepath.Glob(pattern)
	if len(dirs) != 1 {
		t.Fatalf("measurement directories %s: %v", pattern, dirs)
	}
	p, err := report.Read(dirs[0])
	if err != nil {
		t.Fatal(err)
	}
	visits := map[string]int{}
	for _, r := range p.Rows() {
		visits[r.Region+"/"+r.Activity] += int(r.Visits)
	}
	return visits
}

// TestExampleMakefile builds the bundled example (C and Fortran, OpenMP
// and user instrumentation) from an installed tree with its Makefile,
// uninstrumented, by hand and through the wrapper, and runs it: the
// instrumented programs print what the plain ones print and their
// profiles count every region exactly.
func TestExampleMakefile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the bundled example (make example; 30 s)")
	}
	prefix := install(t)
	if _, err := exec.LookPath("gfortran"); err != nil {
		t.Skip("gfortran not installed")
	}
	dir := t.TempDir()
	copyDir(t, filepath.Join(testlib.RepoRoot(), "testdata", "example"), dir)
	makeCmd := exec.Command("make", "OPARI2="+filepath.Join(prefix, "bin", "opari2"), "all")
	makeCmd.Dir = dir
	if out, err := makeCmd.CombinedOutput(); err != nil {
		t.Fatalf("make: %v\n%s", err, out)
	}
	run := func(prog string) string {
		cmd := exec.Command("./" + prog)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR="+dir, "POMP2_QUIET=1")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v\n%s", prog, err, out)
		}
		return string(out)
	}
	for _, prog := range []string{"example.c", "example.f90", "example_user_instrumentation.c", "example_user_instrumentation.f90"} {
		plain := run(prog + ".plain")
		if inst := run(prog + ".inst"); inst != plain {
			t.Errorf("%s.inst prints\n%s\nthe plain program\n%s", prog, inst, plain)
		}
	}
	for _, prog := range []string{"example.c", "example.f90"} {
		if wrapped, plain := run(prog+".wrap"), run(prog+".plain"); wrapped != plain {
			t.Errorf("%s.wrap prints\n%s\nthe plain program\n%s", prog, wrapped, plain)
		}
	}
	// two threads: every team region is visited once per thread
	want := map[string]map[string]int{
		"example.f90.inst": {
			"parallel @ example.f90:14-22/fork/join":       1,
			"parallel @ example.f90:14-22/parallel":        2,
			"critical @ example.f90:15-17/critical (body)": 2,
			"barrier @ example.f90:18-18/barrier":          2,
			"master @ example.f90:19-21/master":            1,
			"paralleldo @ example.f90:33-38/do":            2,
		},
		"example_user_instrumentation.f90.inst": {
			"work @ example_user_instrumentation.f90:20-29/user region": 8,
		},
		"example_user_instrumentation.c.inst": {
			"work @ example_user_instrumentation.c:8-15/user region": 8,
		},
		"example.c.inst": {
			"critical @ example.c:44-45/critical (body)": 2,
			"master @ example.c:49-50/master":            1,
			"single @ example.c:47-48/single (body)":     1,
		},
	}
	for prog, regions := range want {
		got := readProfile(t, filepath.Join(dir, "pomp2-"+prog+"-*"))
		for key, n := range regions {
			if got[key] != n {
				t.Errorf("%s: %s visited %d times, want %d (profile: %v)", prog, key, got[key], n, keys(got))
			}
		}
	}
}

func keys(m map[string]int) string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return strings.Join(ks, "; ")
}
