package rewrite

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"opari2/internal/testlib"
)

// TestSelfContainedFortran: the self-contained Fortran layout of
// testdata/fortran/selfcontained/units.f90 (golden): each program unit
// with statements includes a file of its own with the handles of its
// regions in one saved variable, their CTC strings and only the
// variables its instrumentation uses (renamed where the program has
// their names); no common block and no init subroutine. gfortran
// compiles it without a warning at -std=f2018 -Wall -Wextra.
func TestSelfContainedFortran(t *testing.T) {
	dir := filepath.Join(testlib.RepoRoot(), "testdata", "fortran", "selfcontained")
	src, err := os.ReadFile(filepath.Join(dir, "units.f90"))
	if err != nil {
		t.Fatal(err)
	}
	opts := DefaultOptions()
	if err := opts.Resolve("units.f90"); err != nil {
		t.Fatal(err)
	}
	opts.SelfContained = true
	res, err := Instrument(opts, Input{Path: "units.f90", IncludePath: "units.f90.opari.inc", IncludeName: "units.f90.opari.inc", Src: src})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Include) > 0 {
		t.Errorf("a self-contained output has no common include file:\n%s", res.Include)
	}
	var all strings.Builder
	all.Write(res.Source)
	for _, inc := range res.UnitIncludes {
		all.WriteString("==> " + inc.Name + " <==\n")
		all.Write(inc.Text)
	}
	testlib.Golden(t, filepath.Join(dir, "units.f90.golden"), all.String(), *update)
	if strings.Contains(strings.ToLower(all.String()), "common") {
		t.Errorf("the output has a common block")
	}
	if _, err := exec.LookPath("gfortran"); err != nil {
		t.Skip("gfortran not installed")
	}
	work := t.TempDir()
	if err := os.WriteFile(filepath.Join(work, "units.F90"), res.Source, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, inc := range res.UnitIncludes {
		if err := os.WriteFile(filepath.Join(work, inc.Name), inc.Text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("gfortran", "-fopenmp", "-std=f2018", "-Wall", "-Wextra", "-pedantic", "-c", "units.F90")
	cmd.Dir = work
	if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("gfortran: %v\n%s", err, out)
	}
}
