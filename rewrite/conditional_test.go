package rewrite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
