package rewrite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// checkConfigurations runs the property on a program in every
// configuration of its preprocessor conditionals (macroConfigurations:
// no macro, then each macro they test defined alone).
func checkConfigurations(t *testing.T, name string, src []byte, lib, headers string) {
	t.Helper()
	for _, def := range macroConfigurations(string(src)) {
		if r := checkProperty(t.TempDir(), name, src, lib, headers, def...); r.stage != stageOK {
			t.Errorf("%s %s: %s", name, strings.Join(def, " "), r)
		}
	}
}

// TestConditionalPrograms: the programs of testdata with directives in
// conditional sections have the instrumenter's property in every
// configuration: alternative directives for one statement (issue 13
// item 3, C and Fortran: a schedule picked by a macro, a loop that runs
// in parallel only in some builds, nested groups, alternative atomic
// constructs) and directives outside any function, in sections a build
// leaves out (item 6). Each build prints what the plain program prints
// (OMP_NUM_THREADS=2), and its profile has a row for every region whose
// directive the configuration compiles and none for the others: the
// region of the branch taken.
func TestConditionalPrograms(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs programs")
	}
	lib, headers := propertyEnv(t)
	for _, path := range []string{
		filepath.Join(cTestdata, "alternatives.c"),
		filepath.Join(cTestdata, "file_scope.c"),
		filepath.Join(fTestdata, "alternatives.F90"),
		filepath.Join(fTestdata, "alternatives.F"),
	} {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			checkConfigurations(t, name, src, lib, headers)
		})
	}
}

// Branches that open constructs the scanner cannot take for alternatives
// of each other (a loop construct in one, a block construct in the
// other) are still reported, and the instrumentation follows the first.
func TestFortranBranchesNotAlternatives(t *testing.T) {
	src := "program p\n  integer :: i\n#ifdef A\n!$omp parallel do\n#else\n!$omp parallel\n#endif\n  do i = 1, 2\n  end do\nend program\n"
	res := instrumentInput(t, Input{Path: "a.F90", IncludePath: "a.F90.opari.inc", IncludeName: "a.F90.opari.inc", Src: []byte(src)})
	want := []string{"a.F90:7: warning: the branches of the conditional group at line 3 open or close different OpenMP constructs or do loops; the instrumentation follows the first branch"}
	if d := cmp.Diff(want, res.Warnings); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
}

// A C directive without a statement after it compiles only in a section
// that a conditional leaves out: there its region ends right after it,
// with a warning; outside any conditional it is an error
// (errors_test.go).
func TestDirectiveWithoutStatementInConditional(t *testing.T) {
	src := "void f(void)\n{\n#if 0\n#pragma omp parallel\n#endif\n}\n"
	res := instrumentInput(t, Input{Path: "a.c", IncludePath: "a.c.opari.inc", Src: []byte(src)})
	want := []string{"a.c:4: warning: omp parallel directive has no structured block after it ('}' where a statement was expected at line 6): the compiler accepts it only where a conditional leaves it out; its region ends right after it"}
	if d := cmp.Diff(want, res.Warnings); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
	out := string(res.Source)
	wantTail := `#pragma omp parallel POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#endif
}
`
	if i := strings.Index(out, "#pragma omp parallel"); i < 0 || cmp.Diff(wantTail, out[i:]) != "" {
		t.Errorf("output (-want +got):\n%s", cmp.Diff(wantTail, out[max(i, 0):]))
	}
}
